"""LaTeX front matter, round 41 (``latex41``), drawn with PyMuPDF on A4 pages.

Round 40's held-out ``by-smallcaps``, now train: babel-french (``yathesis``) sets a
space before ":", ";", "?" and "!" whatever language the text is in, so an English
title printed "Chinese Women : Prospective Cohort Study" was read so where the author
wrote "Women: Prospective".  A document that spaces its marks so throughout has the
space taken out of its title and abstract (:mod:`~tapyre_paper_search.pdf.markspacing`).
Controls: a document that writes its marks right after the word elsewhere keeps a
title's spaced colon as printed; a French title keeps its French spacing; lines read
alone (no document) are left as they are.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _BODY, _rows

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = (
    "Combined Impact of Lifestyle Factors on Mortality among",
    "Chinese Women : Prospective Cohort Study",
)
_ABSTRACT = [
    "Although smoking, drinking and obesity have each been linked to the risk of chronic",
    "disease, little is known about their combined impact ; we followed 71,243 women aged",
    "40 to 70 for twelve years and counted the deaths from all causes : the risk fell with",
    "each healthy factor a woman kept, and it fell for cancer and for heart disease alike.",
]
_SPACED = [
    "The cohort was enrolled between 1996 and 2000 in eight urban districts of Shanghai ;",
    "each woman was interviewed at home by a trained nurse. Three factors were scored :",
    "weight, waist and diet. Why does the risk fall so steeply ? The answer lies in the",
]
_TIGHT = [
    "The cohort was enrolled between 1996 and 2000 in eight urban districts of Shanghai;",
    "each woman was interviewed at home by a trained nurse. Three factors were scored:",
    "weight, waist and diet. Two outcomes were counted: deaths and new cancers; the",
]


def _paper(path: Path, title: tuple[str, str], abstract: list[str], body: list[str]) -> None:
    """A first page: ``title`` on two rows in 16 pt bold, a byline and its place, an
    "Abstract" heading over ``abstract``, and a section whose text is ``body``."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), title[0], fontsize=16, fontname="tibo")
    page.insert_text((_LEFT, 111), title[1], fontsize=16, fontname="tibo")
    page.insert_text((_LEFT, 140), "Sergey He and Miki Quataert", fontsize=12)
    page.insert_text((_LEFT, 156), "Lyon University, Lyon, France", fontsize=9, fontname="tiit")
    page.insert_text((_LEFT, 185), "Abstract", fontsize=11, fontname="tibo")
    y = _rows(page, _LEFT, 202, abstract, 10)
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 40, body + _BODY * 3, 10)
    doc.save(path)


def test_a_french_spaced_colon_in_an_english_title_is_taken_out(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, _TITLE, _ABSTRACT, _SPACED)
    title = extract_pdf(path).title
    assert title == " ".join(_TITLE).replace(" :", ":")


def test_french_spaced_marks_in_an_english_abstract_are_taken_out(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, _TITLE, _ABSTRACT, _SPACED)
    abstract = extract_pdf(path).abstract
    assert "combined impact; we followed" in abstract
    assert "deaths from all causes: the risk" in abstract
    assert " ;" not in abstract and " :" not in abstract


def test_a_french_spaced_colon_after_a_number_is_taken_out(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = (
        "A membrane component able to bind virions of poliovirus type 1 :",
        "studies on alteration",
    )
    _paper(path, title, _ABSTRACT, _SPACED)
    assert extract_pdf(path).title == " ".join(title).replace(" :", ":")


def test_control_a_document_writing_its_marks_tight_keeps_the_titles_space(
    tmp_path: Path,
) -> None:
    path = tmp_path / "paper.pdf"
    tight = [row.replace(" ;", ";").replace(" :", ":") for row in _ABSTRACT]
    _paper(path, _TITLE, tight, _TIGHT)
    assert extract_pdf(path).title == " ".join(_TITLE)  # as printed: the author's space


def test_control_a_french_title_keeps_its_french_spacing(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    title = ("Les villes et les campagnes dans la France du XIXe siècle", "Migrations : une étude")
    _paper(path, title, _ABSTRACT, _SPACED)
    assert extract_pdf(path).title == " ".join(title)


def test_lines_read_alone_are_left_as_printed() -> None:
    from tapyre_paper_search.pdf.markspacing import unspaced  # (new: fails on the base)

    assert unspaced("Chinese Women : Prospective Cohort Study", title=True) == (
        "Chinese Women : Prospective Cohort Study"
    )
