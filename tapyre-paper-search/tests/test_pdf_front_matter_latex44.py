"""Round 44, LaTeX front matter (latex43's held-out classes, now train): a memorandum's
subject set in a narrow table cell, hyphenated at the cell's edge
(:mod:`~tapyre_paper_search.pdf.memohead`), and a word of mixed case hyphenated before
its capitals ("microR-" / "NAs"; :mod:`~tapyre_paper_search.pdf.casebreak`).

A memorandum report's header table ("TO:", "FROM:", "DATE:", "SUBJECT:") sets its title
in a narrow cell, and TeX hyphenates it there: the title read "a systematic review of
inter- ventions" (the cell's lines joined with a space). A word broken at a line's end
in the subject's value is made whole now, as a title's line break is. A title's
"microR-" / "NAs" read "microR-NAs": joined now. Controls: a suspended hyphen at a
line's end ("pre-" / "and post-treatment") stays, a subject of one line is read as
before, the sender's names are read as before, and "Fermi-" / "Dirac", "anti-" / "HIV",
"pH-" / "NMR" keep their hyphen. The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.normalize import normalize_text
from test_pdf_front_matter_latex33 import _BODY, _rows

_W, _H, _LEFT, _CELL = 595.0, 842.0, 72.0, 150.0


def _memo(path: Path, subject: list[str]) -> None:
    """A memorandum report: a heading, then "TO:", "FROM:", "DATE:" and "SUBJECT:" rows,
    each value in a cell right of its label, the subject's lines ``subject``; a body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 70), "MEMORANDUM REPORT", fontsize=14, fontname="hebo")
    rows = [
        ("TO:", ["Head of the Division of Soil Physics"]),
        ("FROM:", ["Marta Ferreira, Jonas Lindqvist"]),
        ("DATE:", ["12 June 2019"]),
        ("SUBJECT:", subject),
    ]
    y = 110.0
    for label, values in rows:
        page.insert_text((_LEFT, y), label, fontsize=10, fontname="hebo")
        for value in values:
            face = "tibo" if label == "SUBJECT:" else "tiro"
            page.insert_text((_CELL, y), value, fontsize=10, fontname=face)
            y += 13
        y += 6
    page.insert_text((_LEFT, y + 20), "Summary", fontsize=11, fontname="hebo")
    _rows(page, _LEFT, y + 40, _BODY, 10)
    doc.save(path)


def test_a_subject_hyphenated_in_its_cell_is_made_whole(tmp_path: Path) -> None:
    path = tmp_path / "memo.pdf"
    subject = ["A systematic literature review of inter-", "ventions for caregivers"]
    _memo(path, subject)
    title = extract_pdf(path).title
    assert title == "A systematic literature review of interventions for caregivers"


def test_a_subject_broken_inside_a_long_word_is_made_whole(tmp_path: Path) -> None:
    path = tmp_path / "memo.pdf"
    _memo(path, ["Chromosome alterations in mul-", "tifocal dysplasia of the bladder"])
    title = extract_pdf(path).title
    assert title == "Chromosome alterations in multifocal dysplasia of the bladder"


def test_control_a_suspended_hyphen_at_the_cells_edge_stays(tmp_path: Path) -> None:
    path = tmp_path / "memo.pdf"
    _memo(path, ["Soil moisture before, during, pre-", "and post-treatment of the fields"])
    title = extract_pdf(path).title
    assert title == "Soil moisture before, during, pre- and post-treatment of the fields"


def test_control_a_subject_of_one_line_is_read_as_before(tmp_path: Path) -> None:
    path = tmp_path / "memo.pdf"
    _memo(path, ["Heat storage in shallow aquifers"])
    record = extract_pdf(path)
    assert record.title == "Heat storage in shallow aquifers"
    assert tuple(record.authors) == ("Marta Ferreira", "Jonas Lindqvist")


def test_control_the_senders_names_are_read_with_a_wrapped_subject(tmp_path: Path) -> None:
    path = tmp_path / "memo.pdf"
    _memo(path, ["A systematic literature review of inter-", "ventions for caregivers"])
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira", "Jonas Lindqvist")


def _stretched_memo(path: Path) -> None:
    """A memorandum whose subject's first row is stretched across its cell, its words
    apart by wide gaps (each word a span of its own), then a second row."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 70), "MEMORANDUM REPORT", fontsize=14, fontname="hebo")
    rows = [("TO:", "Head of the Division"), ("FROM:", "Marta Ferreira, Jonas Lindqvist")]
    rows.append(("DATE:", "12 June 2019"))
    y = 110.0
    for label, value in rows:
        page.insert_text((_LEFT, y), label, fontsize=10, fontname="hebo")
        page.insert_text((_CELL, y), value, fontsize=10, fontname="tiro")
        y += 19
    page.insert_text((_LEFT, y), "SUBJECT:", fontsize=10, fontname="hebo")
    x = _CELL
    for word in ("A", "Triple-Stain", "Flow", "Cytometric", "Method"):
        page.insert_text((x, y), word, fontsize=10, fontname="tibo")
        x += pymupdf.get_text_length(word, fontname="tibo", fontsize=10) + 30
    page.insert_text((_CELL, y + 13), "for Frozen Bovine Sperm", fontsize=10, fontname="tibo")
    page.insert_text((_LEFT, y + 50), "Summary", fontsize=11, fontname="hebo")
    _rows(page, _LEFT, y + 70, _BODY, 10)
    doc.save(path)


def test_a_subject_row_stretched_into_pieces_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "memo.pdf"
    _stretched_memo(path)
    title = extract_pdf(path).title
    assert title == "A Triple-Stain Flow Cytometric Method for Frozen Bovine Sperm"


def test_a_title_broken_inside_a_mixed_case_word_is_made_whole(tmp_path: Path) -> None:
    """A chapter's title in large type, hyphenated inside "microRNAs" ("microR-" /
    "NAs"), over a byline and a body."""
    path = tmp_path / "chapter.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 100), "Micromanagers of gene expression: the influence", fontsize=20)
    page.insert_text((_LEFT, 126), "of metazoan microR-", fontsize=20)
    page.insert_text((_LEFT, 152), "NAs", fontsize=20)
    page.insert_text((_LEFT, 190), "Marta Ferreira and Jonas Lindqvist", fontsize=12)
    _rows(page, _LEFT, 240, _BODY, 10)
    doc.save(path)
    title = extract_pdf(path).title
    assert title == "Micromanagers of gene expression: the influence of metazoan microRNAs"


def test_a_mixed_case_word_broken_before_its_capitals_is_joined() -> None:
    assert normalize_text("metazoan microR-\nNAs in cells") == "metazoan microRNAs in cells"


def test_control_a_dash_before_capitals_stays_at_other_breaks() -> None:
    """A compound before a name, an acronym or a word of its own keeps its hyphen."""
    for text in ("Fermi-\nDirac statistics", "anti-\nHIV drugs", "the pH-\nNMR shift"):
        assert normalize_text(text) == text.replace("\n", ""), text
