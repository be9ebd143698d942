"""LaTeX front matter, round 36 (``latex36``), drawn with PyMuPDF on A4 pages.

Round 35's held-out layouts, now train:

* an epigraph (a quotation and its dash-led attribution) between the byline and
  the abstract: the attribution is no author (:mod:`~tapyre_paper_search.pdf.epigraph`);
* names given only in a footnote sentence at the foot of the first page, the last
  fallback (:mod:`~tapyre_paper_search.pdf.footnoteauthors`); a footnote naming only
  a department names nobody;
* a magazine's two-column head (a deck, then a "By" byline): the second column's
  heading level with the body's first heading ("1" / "Introduction") is no name.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_latex33 import _ABSTRACT
from test_pdf_front_matter_latex33 import _BODY as _LIVER_BODY
from test_pdf_front_matter_latex34 import _centred

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = "Isolation of intact nuclei of high purity from mouse liver"
_NAMES = ("Marta Ferreira", "Jonas Lindqvist")
_DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"


def _rows(  # noqa: PLR0917 (a drawing helper: where, what, how large, which face)
    page: pymupdf.Page, x: float, y: float, rows: list[str], size: float, face: str = "tiro"
) -> float:
    """``rows`` from (``x``, ``y``), a line's step apart; the next y."""
    for row in rows:
        page.insert_text((x, y), row, fontsize=size, fontname=face)
        y += size * 1.3
    return y


def _right(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    w = pymupdf.get_text_length(text, fontname=face, fontsize=size)
    page.insert_text((_W - _LEFT - w, y), text, fontsize=size, fontname=face)


def _epigraph(path: Path, quote: list[str], who: str) -> None:
    """Title, byline and place centred, an italic ``quote`` flush right over "— ``who``",
    then "Summary" over the abstract and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 110, _TITLE, 17, "tiro")
    _centred(page, 145, " and ".join(_NAMES), 12, "tiro")
    _centred(
        page, 161, "Department of Materials Science, Cagliari Medical Center, Italy", 9, "tiro"
    )
    y = 205.0
    for row in quote:
        _right(page, y, row, 10, "tiit")
        y += 13
    text = f"\u2014 {who}"  # (the base fonts have no em dash)
    w = pymupdf.Font(fontfile=_DEJAVU).text_length(text, 10)
    page.insert_text((_W - _LEFT - w, y + 2), text, fontsize=10, fontname="dv", fontfile=_DEJAVU)
    _centred(page, y + 40, "Summary", 10, "tiro")
    y = _rows(page, _LEFT + 20, y + 60, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 30), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 50, _LIVER_BODY, 10)
    doc.save(path)


def test_an_epigraphs_attribution_is_no_author(tmp_path: Path) -> None:
    path = tmp_path / "epigraph.pdf"
    _epigraph(
        path,
        ["Nothing in life is to be feared, it is only to", "be understood."],
        "Marie Curie",
    )
    record = extract_pdf(path)
    assert record.title == _TITLE
    assert record.authors == _NAMES
    assert record.abstract.startswith(_ABSTRACT[0])


def test_an_epigraph_of_one_line_is_no_byline_either(tmp_path: Path) -> None:
    path = tmp_path / "epigraph1.pdf"
    _epigraph(path, ["The important thing is not to stop questioning."], "Albert Einstein")
    assert extract_pdf(path).authors == _NAMES


def test_an_em_dash_attribution_under_a_quotation_leaves_the_zone() -> None:
    from tapyre_paper_search.pdf.epigraph import without_attributions

    def line(text: str, y: float) -> Line:
        return Line(text, 10.0, False, False, False, 300.0, y, 520.0, y + 10, 0)

    lines = [
        line("Marta Ferreira and Jonas Lindqvist", 100),
        line("Research is to see what everybody else has", 140),
        line("thought.", 152),
        line("\u2014 Albert Szent-Gyorgyi", 166),
        line("\u2014 by Ann Lee", 180),  # a byline signing, not an attribution
    ]
    assert without_attributions(lines, [0, 1, 2, 3, 4]) == [0, 1, 2, 4]
    assert without_attributions(lines, [0, 3]) == [0, 3]  # no sentence above it


def _footnote(path: Path, note: list[str]) -> None:
    """A bold capitals title, a run-in "Abstract." and the body; ``note`` in 8 pt at
    the foot of the page and no byline."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 110, _TITLE.upper(), 11, "tibo")
    page.insert_text((_LEFT, 150), "Abstract.", fontsize=9, fontname="tibo")
    y = _rows(page, _LEFT, 162, _ABSTRACT, 9)
    _centred(page, y + 25, "1. Introduction", 10, "tibo")
    y = _rows(page, _LEFT, y + 45, _LIVER_BODY * 3, 10)
    _rows(page, _LEFT, 700, note, 8)
    doc.save(path)


def test_names_only_in_a_footnote_sentence_are_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "footnote.pdf"
    _footnote(
        path,
        [
            "The authors are Marta Ferreira (Department of Materials Science, Cagliari Medical",
            "Center, Italy), A. I. Abu-Hamed (Graduate School of Engineering, Chengdu University,",
            "China) and Priya Raman (Graduate School of Engineering, Chengdu University, China).",
        ],
    )
    record = extract_pdf(path)
    assert record.title.lower() == _TITLE.lower()
    assert record.authors == ("Marta Ferreira", "A. I. Abu-Hamed", "Priya Raman")


def test_names_as_the_subject_of_a_footnote_sentence(tmp_path: Path) -> None:
    path = tmp_path / "subject.pdf"
    _footnote(
        path,
        ["Marta Ferreira and Jonas Lindqvist are with the Department of Materials Science,",
         "Cagliari Medical Center, Italy."],
    )  # fmt: skip
    assert extract_pdf(path).authors == _NAMES


def test_a_footnote_naming_only_a_department_names_nobody(tmp_path: Path) -> None:
    path = tmp_path / "dept.pdf"
    _footnote(path, ["The authors are with the Department of Materials Science, Cagliari."])
    assert extract_pdf(path).authors == ()


def test_a_heading_level_with_the_bodys_first_is_no_name(tmp_path: Path) -> None:
    """A two-column page under a full-width head: a deck (the abstract, no heading) in
    larger type, "By …" in bold and the places, then "1" / "Introduction" at the head
    of the left column and "2" / "Related Work" level with it in the right one."""
    path = tmp_path / "deck.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 70), "RESEARCH FEATURE", fontsize=8, fontname="helv")
    page.insert_text((_LEFT, 100), _TITLE, fontsize=17, fontname="hebo")
    y = _rows(page, _LEFT, 130, _ABSTRACT, 12, "tiit")
    page.insert_text((_LEFT, y + 12), "By " + " and ".join(_NAMES), fontsize=9, fontname="tibo")
    page.insert_text(
        (_LEFT, y + 23), "Department of Materials Science, Cagliari Medical Center, Italy",
        fontsize=8, fontname="tiro",
    )  # fmt: skip
    top = y + 60
    for x, number, heading in ((_LEFT, "1", "Introduction"), (310.0, "2", "Related Work")):
        page.insert_text((x, top), number, fontsize=14, fontname="tibo")
        page.insert_text((x + 24, top), heading, fontsize=14, fontname="tibo")
        rows = [row[:44] for row in _LIVER_BODY * 4]
        _rows(page, x, top + 30, rows, 10)
    doc.save(path)
    record = extract_pdf(path)
    assert record.authors == _NAMES
