"""LaTeX front matter, round 38 (``latex38``), drawn with PyMuPDF on A4 pages.

Round 37's held-out ``header-byline``, now train: no byline under the title, the
names (and the year) only in the first page's running head over a rule, "Ann Lee, Bo
Chen, and Cy Roe (2020)" (:mod:`~tapyre_paper_search.pdf.headbyline`, the last of
:mod:`~tapyre_paper_search.pdf.lastbyline`'s fallbacks).  Controls: a journal's head,
"Preprint", "Lee et al." name nobody; a page with a byline under its title keeps it.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _ABSTRACT, _rows
from test_pdf_front_matter_latex33 import _BODY as _LIVER_BODY

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = ("Isolation of intact nuclei of high purity", "from mouse liver by gentle homogenization")


def _chapter(path: Path, head: list[str], byline: str = "", wrap: str = "") -> None:
    """A chapter's first page: the ``head`` pieces in one row at the top (9 pt, the
    first flush left, the next flush right; ``wrap`` its second line) over a rule, the
    title in 17 pt bold, an optional ``byline`` under it, a bold "Abstract" heading,
    the abstract, the places in small type, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 62), head[0], fontsize=9, fontname="tiro")
    for text in head[1:]:
        width = pymupdf.get_text_length(text, fontname="tiro", fontsize=9)
        page.insert_text((_W - _LEFT - width, 62), text, fontsize=9, fontname="tiro")
    if wrap:  # the head's second line
        page.insert_text((_LEFT, 73), wrap, fontsize=9, fontname="tiro")
    page.draw_line((_LEFT, 78 if wrap else 67), (_W - _LEFT, 78 if wrap else 67), width=0.4)
    y = 110.0
    for row in _TITLE:
        page.insert_text((_LEFT, y), row, fontsize=17, fontname="tibo")
        y += 21
    if byline:
        page.insert_text((_LEFT, y + 4), byline, fontsize=11, fontname="tiro")
        y += 22
    page.insert_text((_LEFT, y + 14), "Abstract", fontsize=10, fontname="tibo")
    y += 30
    y = _rows(page, _LEFT, y, _ABSTRACT, 10)
    page.insert_text(
        (_LEFT, y + 6), "Department of Biochemistry, University of Cagliari, Italy",
        fontsize=8, fontname="tiro",
    )  # fmt: skip
    page.insert_text((_LEFT, y + 36), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 56, _LIVER_BODY, 10)
    doc.save(path)


def _read(
    tmp_path: Path, head: list[str], byline: str = "", wrap: str = ""
) -> tuple[str, tuple[str, ...]]:
    path = tmp_path / "chapter.pdf"
    _chapter(path, head, byline, wrap)
    record = extract_pdf(path)
    return record.title, tuple(record.authors)


def test_names_and_year_in_the_running_head_are_the_authors(tmp_path: Path) -> None:
    title, authors = _read(tmp_path, ["Marta Ferreira, Jonas Lindqvist, and Chiara Russo (2020)"])
    assert title == " ".join(_TITLE)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist", "Chiara Russo")


def test_one_name_with_an_initial_and_a_year(tmp_path: Path) -> None:
    assert _read(tmp_path, ["Bozhidar Z. Iliev (2019)"])[1] == ("Bozhidar Z. Iliev",)


def test_the_page_number_at_the_heads_other_end_is_left_out(tmp_path: Path) -> None:
    authors = _read(tmp_path, ["Ann Lee and Bo Chen", "17"])[1]
    assert authors == ("Ann Lee", "Bo Chen")


def test_a_head_wrapped_onto_a_second_line(tmp_path: Path) -> None:
    head = ["Xiaolin Li, Iwao Shimoyama, Won-Seok Seo, Marta Ferreira, Jonas Lindqvist,"]
    authors = _read(tmp_path, head, wrap="and Hongjie Dai (2017)")[1]
    assert authors == (
        "Xiaolin Li", "Iwao Shimoyama", "Won-Seok Seo", "Marta Ferreira", "Jonas Lindqvist",
        "Hongjie Dai",
    )  # fmt: skip


def test_control_a_journals_head_names_nobody(tmp_path: Path) -> None:
    """Passes on the base too: "Cell Reports" reads as one name, with no given name."""
    heads = (["Cell Reports (2020)"], ["Physical Review Letters", "17"], ["Preprint"])
    for head in heads:
        assert _read(tmp_path, head)[1] == ()


def test_control_a_head_of_short_names_or_et_al_names_nobody(tmp_path: Path) -> None:
    """Passes on the base too: "Lee et al." and "Lee and Chen" do not read whole."""
    for head in (["Lee et al. (2020)"], ["Lee and Chen", "Liver nuclei"]):
        assert _read(tmp_path, head)[1] == ()


def test_control_a_byline_under_the_title_is_kept(tmp_path: Path) -> None:
    """Passes on the base too: the head's names are read only where no byline is."""
    head = ["Jane Doe and John Roe (2020)"]
    authors = _read(tmp_path, head, "Marta Ferreira and Jonas Lindqvist")[1]
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")


def _footnoted(path: Path, note: list[str]) -> None:
    """A page with no byline: the title, a bold "Abstract" heading, the abstract, the
    body, and an unmarked footnote of ``note``'s lines (8 pt) at the page's foot."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 100.0
    for row in _TITLE:
        page.insert_text((_LEFT, y), row, fontsize=17, fontname="tibo")
        y += 21
    page.insert_text((_LEFT, y + 14), "Abstract", fontsize=10, fontname="tibo")
    y += 30
    y = _rows(page, _LEFT, y, [*_ABSTRACT, "", *_LIVER_BODY], 10)
    y = max(y + 20, 740.0)
    for row in note:
        page.insert_text((_LEFT, y), row, fontsize=8, fontname="tiro")
        y += 10
    doc.save(path)


def test_a_german_footnote_names_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "de.pdf"
    _footnoted(
        path,
        [
            "Die Autoren sind Marta Ferreira (Universität Wien, Österreich) und Jonas",
            "Lindqvist (Universität Uppsala, Schweden).",
        ],
    )
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira", "Jonas Lindqvist")


def test_a_french_footnote_names_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "fr.pdf"
    _footnoted(path, ["Les auteurs sont Chiara Russo (Université de Lyon) et Jonas Lindqvist."])
    assert tuple(extract_pdf(path).authors) == ("Chiara Russo", "Jonas Lindqvist")


def test_control_a_german_footnote_naming_nobody(tmp_path: Path) -> None:
    """Passes on the base too: "Die Autoren sind …" followed by no names."""
    path = tmp_path / "none.pdf"
    _footnoted(path, ["Die Autoren sind für den Inhalt allein verantwortlich."])
    assert tuple(extract_pdf(path).authors) == ()
