"""names47: a title that opens with its article type and a colon ("Review article:
prebiotics in the gastrointestinal tract") is a title, not a journal's noise line
(:func:`cues.title_noise`); a page drawn with PyMuPDF as an elsarticle front page."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_TITLE = "Review article: prebiotics in the gastrointestinal tract"
_ABSTRACT = (
    "Prebiotics are short-chain carbohydrates that alter the composition of the gut",
    "microbiota in a beneficial manner. We review published evidence for their effects",
    "on gut flora and on health, and we find that three of them change the balance of",
    "the large bowel microbiota by increasing the numbers of bifidobacteria.",
)


def _page(tmp_path: Path, title: str, label: str = "") -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    if label:
        page.insert_text((65.0, 90.0), label, fontsize=14.3, fontname="tiro")
    width = pymupdf.get_text_length(title, "tiro", 14.3)
    page.insert_text(((595.0 - width) / 2, 120.0), title, fontsize=14.3, fontname="tiro")
    page.insert_text((196.0, 152.0), "Gollapudi Bhavani, Kotamraju Venkata Teja", fontsize=10.0)
    page.insert_text((84.0, 172.0), "Graduate School of Marine Chemistry, Hyderabad", fontsize=6.0)
    page.insert_text((65.0, 230.0), "Abstract", fontsize=10.0, fontname="hebo")
    y = 246.0
    for row in _ABSTRACT:
        page.insert_text((65.0, y), row, fontsize=10.0, fontname="tiro")
        y += 12.0
    page.insert_text((65.0, y + 40.0), "1. Introduction", fontsize=10.0, fontname="hebo")
    out = tmp_path / "page.pdf"
    doc.save(out)
    return out


def test_labelled_title_is_read(tmp_path: Path) -> None:
    pdf = extract_pdf(_page(tmp_path, _TITLE), max_pages=1, tables=False)
    assert pdf.title == _TITLE
    assert pdf.authors == ("Gollapudi Bhavani", "Kotamraju Venkata Teja")


def test_control_label_line_above_a_title(tmp_path: Path) -> None:
    """Labelled control: the article type on a line of its own above the title, in the
    title's size, is no part of it."""
    title = "Prebiotics in the gastrointestinal tract"
    pdf = extract_pdf(_page(tmp_path, title, label="Review Article"), max_pages=1, tables=False)
    assert pdf.title == title


def test_labelled_titles_are_no_noise() -> None:
    from tapyre_paper_search.pdf.cues import title_noise

    assert title_noise(_TITLE) is False
    assert title_noise("Original Article: Effects of sleep on the memory of mice") is False


def test_control_article_type_alone_is_noise() -> None:
    """Labelled control: the label alone, or with a subject line of capitalised words,
    stays noise."""
    from tapyre_paper_search.pdf.cues import title_noise

    assert title_noise("Review Article") is True
    assert title_noise("Original Article: Cardiology and Hepatology") is True
    assert title_noise("Research Article: Open Access") is True


def test_control_other_noise_unchanged() -> None:
    """Labelled control: journal lines are noise as before; a plain title is none."""
    from tapyre_paper_search.pdf.cues import title_noise

    assert title_noise("Journal of Applied Physics: volume 12 of the year") is True
    assert title_noise("Prebiotics in the gastrointestinal tract") is False
