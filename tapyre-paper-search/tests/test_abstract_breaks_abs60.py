"""Round 60, abstracts: an unfinished sentence at a page break
(:mod:`tapyre_paper_search.pdf.breakruns`).

pdfgen train seed 5859 (kinds58's leftovers): paper 0033's structured abstract stops at
its page's foot, over affiliation footnotes, in "… (83/219 [38%] vs 70/221" — a number
last, so it was taken for a sentence's end — and page 2 goes on "[32%]; p=0.17), but …"
(abstract F1 0.82); paper 0117's headingless abstract fills page 1 to "Potential limit-"
over the affiliations set smaller, and only a page number under it let it run on (0.81).

Controls: a bracket left open with the body's heading opening page 2; a headingless
abstract ending its sentence over the footnotes.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, AUTHORS, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.breakruns import closes_open, footnotes_under, left_open
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

_FILLER = (
    "We replayed the traces of forty servers over three years on a simulator and compared "
    "every placement by access rate with a random placement of the same layers. "
    "The scheduled loads of the policies and of the caches were used to define the "
    "standard placements, and the loss rate ratios of the streams are reported here. "
)
_CUT = "The loss was not raised with the cache (83/219 [38%] vs 70/221"
_ON = [
    "[32%]; p=0.17), but was higher with striping than without it (88/222 [40%] vs",
    "65/218 [30%]; p=0.03). Fewer disks predicted better loads in every trace.",
]
_NOTES = [
    "* Department of Computer Science, University of Leeds, Leeds LS2 9JT, United Kingdom",
    "Corresponding author: Edward Chang, e.chang@leeds.ac.uk",
]
_BODY = (
    "Studies of this kind have a long history in the field and many groups have worked "
    "on the problem from different angles over the last decades. "
) * 3


def _front(page: pymupdf.Page, *, heading: bool) -> Writer:
    writer = Writer(page)
    writer.line(TITLE, 17, bold=True, centred=True)
    writer.space(8)
    writer.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 11, centred=True)
    writer.space(14)
    if heading:
        writer.line("Abstract", 11, bold=True)
    return writer


def _fill(writer: Writer, size: float, foot: float, last: str, step: float) -> None:
    """Text wrapped to 470 points in rows ``step`` apart down to ``foot``, then ``last``
    as its last row."""
    text = " ".join([ABSTRACT, _FILLER, ABSTRACT.replace("video", "audio"), _FILLER] * 3)
    rows: list[str] = []
    current = ""
    for word in text.split():
        longer = f"{current} {word}".strip()
        if current and pymupdf.get_text_length(longer, "tiro", size) > 470:
            rows.append(current)
            current = word
        else:
            current = longer
    for row in [*rows, ""]:
        if writer.y + step * 2 > foot:
            break
        writer.y += step
        writer.page.insert_text((60, writer.y), row, fontsize=size, fontname="tiro")
    writer.y += step
    writer.page.insert_text((60, writer.y), last, fontsize=size, fontname="tiro")


def _notes(page: pymupdf.Page) -> None:
    for k, text in enumerate(_NOTES):
        page.insert_text((60, 735 + 10 * k), text, fontsize=8, fontname="tiro")


def _second(doc: pymupdf.Document, opening: list[str], size: float, top: float) -> None:
    """Page 2: ``opening`` from ``top`` down (45: in the page's top 9 %, where a running
    head stands), then "1 Introduction" and the body."""
    writer = Writer(doc.new_page(width=612, height=792))
    writer.y = top
    for text in opening:
        writer.line(text, size)
    writer.space(10)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph(_BODY, size)


def _bracket_paper(path: Path, opening: list[str]) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    _fill(_front(page, heading=True), 11, 715, _CUT, 13.75)
    _notes(page)
    _second(doc, opening, 11, 45.0)
    doc.save(path)
    return path


def test_a_bracket_left_open_goes_on_at_the_next_page(tmp_path: Path) -> None:
    abstract = extract_pdf(_bracket_paper(tmp_path / "p.pdf", _ON)).abstract
    assert "(83/219 [38%] vs 70/221 [32%]; p=0.17), but was higher" in abstract
    assert abstract.endswith("Fewer disks predicted better loads in every trace.")


def test_the_body_after_a_bracket_left_open_is_no_abstract(tmp_path: Path) -> None:
    abstract = extract_pdf(_bracket_paper(tmp_path / "p.pdf", [])).abstract
    assert abstract.endswith("vs 70/221")
    assert "Studies of this kind" not in abstract


def _headingless_paper(path: Path, last: str, opening: list[str]) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    _fill(_front(page, heading=False), 10, 715, last, 16.5)
    _notes(page)
    _second(doc, opening, 10, 62.0)
    doc.save(path)
    return path


_LIMIT = (
    "Loss rates were lower with the cache than without it in the traces of the forty "
    "servers studied here; possible limit-"
)


def test_a_headingless_abstract_runs_on_over_the_footnotes(tmp_path: Path) -> None:
    opening = ["ations include the short traces and the small number of servers studied."]
    abstract = extract_pdf(_headingless_paper(tmp_path / "p.pdf", _LIMIT, opening)).abstract
    assert abstract.endswith("the small number of servers studied.")
    assert "limitations include" in abstract


def test_a_headingless_abstract_ended_over_the_footnotes_stops(tmp_path: Path) -> None:
    last = (
        "Loss rates were lower with the cache than without it over all the traces of the "
        "forty servers studied."
    )
    opening = ["Our first section sets out the traces and the servers studied here."]
    abstract = extract_pdf(_headingless_paper(tmp_path / "p.pdf", last, opening)).abstract
    assert abstract.endswith("over all the traces of the forty servers studied.")


def _line(text: str, size: float, y0: float, page: int = 0) -> Line:
    return text_line(text, y0, size=size, x0=60, x1=535, page=page)


def test_left_open_and_closes_open() -> None:
    assert left_open("increased (83/219 [38%] vs 70/221") == ")"
    assert left_open("as in (a [b") == "])"
    assert left_open("Done (see above). Then") == ""
    assert left_open("An earlier (note. The next sentence") == ""
    assert left_open("items i) and ii) in the list") == ""
    assert closes_open("[32%]; p=0.17), but was higher", ")")
    assert not closes_open("[32%]; p=0.17), but", "")
    assert not closes_open("Results. Then (a)", ")")
    assert not closes_open("1 Introduction", ")")


def test_footnotes_under() -> None:
    lines = [_line("text of the abstract", 10, 700), _line("* University", 8, 735)]
    assert footnotes_under(lines, 0)
    lines.append(_line("more text in the abstract's size", 10, 750))
    assert not footnotes_under(lines, 0)
    assert not footnotes_under([_line("text", 10, 700), _line("3", 10, 760)], 0)
    assert not footnotes_under([_line("text", 10, 700), _line("x", 8, 600)], 0)


# pdfgen train seed 5860, paper 0138: an abstract set one and a half spaced (16.5 points
# at 11 pt) cut before "introduction of vaccines, (c) …", taken for the body's heading:
# the line before ended in mid-sentence, but its step passed for a paragraph's space.
_SPACED = [
    "Face-to-face surveys of the people who run servers are a useful tool to identify, at",
    "an early stage, (a) major issues in the placement of a new layer, (b) persons and",
    "groups who play a major role in the",
    "introduction of layers, (c) obstacles to their use, and (d) the",
    "data needs of the people who run them. This paper describes how such surveys are",
    "conducted and the lessons learnt from two of them in several countries in the",
    "last years, and it sets out what should be asked of the people who run servers.",
]


def _spaced_paper(path: Path, step: float) -> Path:
    doc = pymupdf.open()
    writer = _front(doc.new_page(width=612, height=792), heading=True)
    for text in _SPACED:
        writer.y += step
        writer.page.insert_text((60, writer.y), text, fontsize=11, fontname="tiro")
    writer.y += 20
    writer.line("Methods", 12, bold=True)
    writer.paragraph(_BODY, 11)
    doc.save(path)
    return path


def test_a_spaced_abstract_runs_on_over_a_section_name_in_its_sentence(tmp_path: Path) -> None:
    for step in (13.0, 16.5, 22.0):  # single, one and a half, double spaced
        abstract = extract_pdf(_spaced_paper(tmp_path / f"p{step}.pdf", step)).abstract
        assert abstract.startswith("Face-to-face surveys")
        assert abstract.endswith("of the people who run servers."), step


# pdfgen train seed 5860, paper 0113: a structured abstract's bold "OUTCOME MEASURES"
# alone on its line ended it, taken for a heading (only "Main outcome measures" was a
# label); "Primary outcome measures" and "Secondary outcome measures" neither.
_PARTS = [
    ("OBJECTIVE", "To assess how often streams are lost after a server is restarted."),
    ("DESIGN", "A follow-up of forty servers over six years, checked every month."),
    ("{label}", "Stream loss, restart count, disk age and the layers served by each server."),
    ("RESULTS", "Loss was lower on servers with a cache, and higher on the older disks."),
    ("CONCLUSIONS", "A cache halves the loss of streams after a restart."),
]


def test_outcome_measures_label_a_structured_abstracts_part(tmp_path: Path) -> None:
    for label in ("OUTCOME MEASURES", "Primary outcome measures", "Secondary Outcome Measures"):
        _structured(tmp_path, label, _PARTS)


def test_background_and_aims_opens_a_structured_abstract(tmp_path: Path) -> None:
    # paper 0018: "Background and aims" over the first part, then "METHODS" in bold,
    # taken for the body's heading (the abstract was not told structured)
    for first in ("Background and aims", "BACKGROUND AND OBJECTIVES"):
        parts = [(first, _PARTS[0][1]), *_PARTS[1:]]
        _structured(tmp_path, "Main outcome measures", parts)


def _structured(tmp_path: Path, label: str, parts: list[tuple[str, str]]) -> None:
    """A structured abstract of ``parts`` (bold labels alone over their text, "{label}"
    standing for ``label``) under "Abstract", then "1 Introduction": it is read whole."""
    from tapyre_paper_search.pdf.structlabels import STRUCTURE_HEADING

    assert STRUCTURE_HEADING.match(label)
    doc = pymupdf.open()
    writer = _front(doc.new_page(width=612, height=792), heading=True)
    for head, text in parts:
        writer.line(head.format(label=label), 11, bold=True)
        writer.paragraph(text, 11)
    writer.space(10)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph(_BODY, 11)
    path = tmp_path / "p.pdf"
    doc.save(path)
    abstract = extract_pdf(path).abstract
    assert abstract.startswith(parts[0][0]), label
    assert "the layers served by each server" in abstract, label
    assert abstract.endswith("after a restart."), label
