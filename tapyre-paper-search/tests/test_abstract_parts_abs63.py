"""Round 63, abstracts: a structured abstract whose parts are numbered ("1. Purpose",
:mod:`tapyre_paper_search.pdf.numberedparts`) and the body's language told without the
keyword block after an abstract (:func:`tapyre_paper_search.pdf.bodylanguage.body_lines`).

Train probes (pages drawn here): "1. Purpose" alone in bold under "Abstract", then "2.
Methods", … was read as a numbered body heading and the abstract came out empty ("1)
Purpose": F1 0.44), with no heading over it too (the front zone ended at "1.
Purpose"); three rows of French keywords over one line of an English body told the body
French; an abstract in the right column beside an "ARTICLE INFO" column, run
off the page's foot mid-word, ended at the page's number printed left of its column
(at the left margin, or under the left column) and lost its end on page 2 (a centred
number, inside the column's span, did not end it).

Controls: the run-in form ("1. Purpose: …") read whole before and after; a plain
abstract is still ended by "2. Methods" (a body's numbered section); "1. Introduction"
opens no numbered abstract; a body of numbered sections from "1. Background" under the
byline is no headingless abstract; a right column's abstract ending a sentence over the page's
number stays whole, and a one-row keyword line leaves the body's paragraph under it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bodylanguage import body_lines, told_after
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.numberedparts import opens_numbered, part_form, part_label

_PARTS = (
    ("Purpose", "Video servers must serve clients with different links at once and store "
     "scalable video on disks."),
    ("Methods", "We simulate a cluster of servers under traces of real requests over one month."),
    ("Results", ABSTRACT),
    ("Conclusions", "Placement by popularity halves the cost of serving scalable video."),
)  # fmt: skip


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def _page(
    path: Path, parts: tuple[tuple[str, str], ...], sep: str, body: str, heading: bool = True
) -> str:
    """An "Abstract" heading (with ``heading``) over ``parts``, each label numbered and
    alone in bold, then ``body`` (a numbered heading) and a paragraph; the abstract's
    truth."""
    doc = pymupdf.open()
    writer = Writer(doc.new_page())
    writer.line(TITLE, 17, bold=True, centred=True)
    writer.space(8)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.line("Department of Computer Science, University of Leeds, United Kingdom", 9)
    writer.space(14)
    if heading:
        writer.line("Abstract", 11, bold=True)
    truth = []
    for n, (label, text) in enumerate(parts, 1):
        lead = f"{n}{sep} {label}" if label else ""
        if lead:
            writer.line(lead, 10, bold=True)
        writer.paragraph(text, 10)
        truth.append(f"{lead} {text}")
    writer.space(14)
    writer.line(body, 12, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(path)
    return " ".join(truth)


@pytest.mark.parametrize(("sep", "heading"), [(".", True), (")", True), (".", False)])
def test_a_numbered_structured_abstract_is_read_through_its_parts(
    tmp_path: Path, sep: str, heading: bool
) -> None:
    truth = _page(tmp_path / "n.pdf", _PARTS, sep, "1. Introduction", heading)
    got = extract_pdf(tmp_path / "n.pdf", ocr=None).abstract
    assert _words(got) == _words(truth)


def test_a_numbered_body_heading_still_ends_a_plain_abstract(tmp_path: Path) -> None:
    _page(tmp_path / "p.pdf", (("", ABSTRACT),), ".", "2. Methods")
    got = extract_pdf(tmp_path / "p.pdf", ocr=None).abstract
    assert _words(got) == _words(ABSTRACT)


def test_a_body_of_numbered_sections_is_no_headingless_abstract(tmp_path: Path) -> None:
    doc = pymupdf.open()
    writer = Writer(doc.new_page())
    writer.line(TITLE, 17, bold=True, centred=True)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.space(14)
    for n, label in enumerate(("Background", "Methods", "Results", "Discussion"), 1):
        if writer.y > 640:
            writer = Writer(doc.new_page())
        writer.line(f"{n}. {label}", 10, bold=True)
        writer.paragraph(f"{BODY} {ABSTRACT}", 10)
    doc.save(tmp_path / "b.pdf")
    assert extract_pdf(tmp_path / "b.pdf", ocr=None).abstract == ""


def test_the_numbered_labels_count_only_after_an_opening_first_part() -> None:
    assert opens_numbered("1. Purpose") and opens_numbered("1) Background: We asked …")
    assert not opens_numbered("1. Introduction") and not opens_numbered("2. Purpose")
    assert not opens_numbered("1. Methods")  # a body's first section, never an opening
    assert part_form("1. Purpose", None) == "alone"
    assert part_form("1. Purpose: Servers …", None) == "runin"
    assert part_form("2. Methods", "1. Purpose") == "alone"
    assert part_form("2. Methods", "Purpose") == ""  # an unnumbered abstract's body
    assert part_form("1. Methods", "1. Purpose") == ""  # numbers go on from 2
    assert part_label("3) Results: The buffer …", "1) Purpose") == "results"
    assert part_form("2. Methods", None) == ""


def _line(text: str, y: float, size: float = 10.0) -> Line:
    return Line(text, size, False, False, False, 60.0, y, 540.0, y + size * 1.2, 0)


_ENGLISH = (
    "We show how the states are sent and what the picture tells us about them.",
    "The rest of this paper is organised as follows and the methods are given first.",
)


def test_the_body_language_leaves_out_the_keyword_block() -> None:
    keywords = [
        _line("Mots-clés : données, méthode, analyse, écoulement, réseau, mesure,", 100),
        _line("température, pression, modèle, simulation, étude, résultats, série,", 112),
        _line("qualité, précision, fiabilité, comparaison, évaluation, système", 124),
    ]
    body = [_line(_ENGLISH[0], 160)]  # the page's one line of body (the rest over a figure)
    lines = [_line("Résumé …", 80), *keywords, *body]
    assert body_lines(lines[1:]) == body
    assert told_after(lines, [0]) == "en"


def test_a_paragraph_under_a_one_row_keyword_line_is_body() -> None:
    lines = [_line("Keywords: quantum, teleportation", 100)]
    lines += [_line(text, 112 + 12 * k) for k, text in enumerate(_ENGLISH * 3)]
    assert body_lines(lines) == lines[3:]  # two rows taken for the block's wrap at most


_TAIL = "ations include the short traces and the small number of servers studied."


def _right_column_paper(path: Path, folio_x: float, *, cut: bool) -> str:
    """An "ARTICLE INFO" column beside an "ABSTRACT" column that runs to the page's foot
    (cut mid-word with ``cut``), the page's number at ``folio_x``; its truth."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    head = Writer(page)
    head.line(TITLE, 17, bold=True, centred=True)
    head.space(8)
    head.line(", ".join(AUTHORS), 11, centred=True)
    info, text = Writer(page), Writer(page)
    info.y = text.y = head.y + 20
    for row in ("ARTICLE INFO", "Article history:", "Received 3 March 2020", "Keywords:",
                "Video servers", "Buffering"):  # fmt: skip
        info.line(row, 9, bold=row.isupper(), x=60)
    text.line("ABSTRACT", 9, bold=True, x=230)
    body = " ".join([ABSTRACT] * 3)
    text.paragraph(body, 10, x=230, width=322, after=0)
    last = "Their possible limit-" if cut else "These are the findings."
    text.line(last, 10, x=230)
    page.insert_text((folio_x, 760), "1", fontsize=9)
    second = Writer(doc.new_page(width=612, height=792))
    second.y = 60
    if cut:
        second.line(_TAIL, 10)
        second.space(12)
    second.line("1 Introduction", 12, bold=True)
    second.paragraph(BODY, 10)
    doc.save(path)
    return f"{body} Their possible limit{_TAIL}" if cut else f"{body} {last}"


@pytest.mark.parametrize(("folio_x", "cut"), [(60, True), (150, True), (303, True), (60, False)])
def test_a_page_number_left_of_a_right_column_abstract_does_not_end_it(
    tmp_path: Path, folio_x: float, cut: bool
) -> None:
    truth = _right_column_paper(tmp_path / "r.pdf", folio_x, cut=cut)
    got = extract_pdf(tmp_path / "r.pdf", ocr=None).abstract
    assert _words(got) == _words(truth)
