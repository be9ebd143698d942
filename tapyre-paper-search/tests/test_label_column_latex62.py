"""Round 62, LaTeX front matter: a label column beside a structured abstract's parts,
and a narrow title of more than twelve rows.

A structured abstract set as a ruled table: bold labels ("Background", "Results",
"Conclusions") in a narrow left column, each level with its part's first row, no
"Abstract" over them, a keyword row under them.  The run walked up from the keywords
stopped at the last part's label (read as another column beside the run) and kept the
last part alone (latex61's train seed 6102, paper 0005: 748 of 2,173 characters);
:mod:`~tapyre_paper_search.pdf.labelcolumn` takes each label as its part's and the
parts as one abstract, its labels kept, and stops under a correspondence line.

A 30-word title in a margin column wraps to seventeen rows of one block: past twelve
rows it was no title group and the title was read to its fourth row (latex60's train
seed 6003, paper 0004); :mod:`~tapyre_paper_search.pdf.titlerows` keeps up to 24 such
rows of one block.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_PARTS = (
    (
        "Background",
        "Microarrays offer great potential as a platform for molecular diagnostics, "
        "testing clinical samples for the presence of numerous biomarkers in highly "
        "multiplexed assays of many kinds.",
    ),
    (
        "Results",
        "We propose an empirical Bayesian model for calculating the probabilities of "
        "combinations of serotypes from the microarray data, taking into consideration "
        "the dependencies between serotypes.",
    ),
    (
        "Conclusions",
        "All but two of the known serotypes that were tested as individual samples could "
        "be uniquely determined by the model, and combinations of serotypes within "
        "samples could be determined as well.",
    ),
)


def _table(tmp_path: Path, *, correspondence: bool) -> str:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, bold=True, centred=True)
    page.space(6)
    page.line(" and ".join(AUTHORS[:2]), 10, centred=True)
    page.line("Centre for Data Science, Leuven Medical Center, Norway", 7, centred=True)
    page.space(10)
    if correspondence:
        page.line("Correspondence: echang@center.fr", 9, x=80)
        page.space(4)
    for label, text in _PARTS:
        top = page.y
        page.line(label, 9, bold=True, x=80)
        page.y = top
        for row in wrapped(text, 9, 300):
            page.line(row, 9, x=170)
        page.space(4)
    top = page.y
    page.line("Keywords", 9, bold=True, x=80)
    page.y = top
    page.line("empirical; bayesian; molecular; serotyping", 9, x=170)
    page.space(14)
    page.line("1. Introduction", 10, bold=True, x=80)
    page.paragraph(BODY, x=80, width=420)
    path = tmp_path / "table.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


def _joined() -> str:
    return " ".join(f"{label} {text}" for label, text in _PARTS)


def test_a_label_columns_parts_read_as_one_abstract(tmp_path: Path) -> None:
    abstract = _table(tmp_path, correspondence=False)  # fails on main: the last part only
    assert abstract == _joined()


def test_a_correspondence_line_over_the_table_is_none_of_it(tmp_path: Path) -> None:
    abstract = _table(tmp_path, correspondence=True)  # fails on main: the last part only
    assert abstract == _joined()


_LONG_TITLE = (
    "Implementation of contemporary oral antiplatelet treatment guidelines in patients "
    "with acute coronary syndrome undergoing percutaneous coronary intervention: a "
    "report from the Greek antiplatelet registry"
)


def _margin_title(tmp_path: Path, width: float) -> str:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    rect = pymupdf.Rect(72, 60, 72 + width, 480)
    left = page.insert_textbox(rect, _LONG_TITLE, fontsize=17, fontname="hebo")
    assert left >= 0
    writer = Writer(page)
    writer.y = 490
    writer.line(AUTHORS[0], 11, x=72)
    writer.line("Research Unit, Dundee University", 10, x=72)
    writer.y = 60
    writer.line("Abstract", 12, bold=True, x=250)
    for row in wrapped(BODY, 11, 290):
        writer.line(row, 11, x=250)
    path = tmp_path / "margin.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).title


def test_a_margin_title_of_seventeen_rows_is_read_whole(tmp_path: Path) -> None:
    assert _margin_title(tmp_path, 140) == _LONG_TITLE  # fails on main: four rows
