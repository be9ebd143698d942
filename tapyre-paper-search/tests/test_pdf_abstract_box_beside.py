"""A page (drawn with PyMuPDF) with the title, the names and the affiliations in a
narrow left column and the abstract in a shaded box beside them: reading order takes
the box before the names, so the abstract must stop where the left column resumes,
the names after it are the authors, and a title wrapped to many short rows in the
narrow column is still the title."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

WIDTH = 612.0
TITLE = (
    "Nonlinear force-free coronal magnetic field extrapolation scheme based on the "
    "direct boundary integral formulation"
)
SHORT_TITLE = "Robust manipulation of electron spin coherence in quantum dots"
AUTHORS = ("Han He", "Huaning Wang", "Maria Lindqvist")
ABSTRACT = (
    "We present a scheme that extrapolates the coronal magnetic field from the "
    "photospheric vector field by a direct boundary integral formulation, and test it "
    "against known analytic solutions, where it recovers the field lines, the currents "
    "and the free energy to within a few percent."
)
BODY = (
    "The magnetic field of the solar corona cannot be measured directly, so it is "
    "extrapolated from the field measured at the photosphere under the assumption that "
    "the corona is force free. Several schemes have been proposed for this task. "
) * 3


def _page(path: Path, title: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=WIDTH, height=792)
    box = pymupdf.Rect(253, 34, 578, 140)
    page.draw_rect(box, color=None, fill=(0.93, 0.95, 0.96))
    page.insert_text((262, 52), "Abstract", fontsize=9.7, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(262, 58, 570, 138), ABSTRACT, fontsize=9.7)
    left = pymupdf.Rect(34, 34, 230, 400)
    spare = page.insert_textbox(left, title, fontsize=24, fontname="hebo", lineheight=1.15)
    y = left.y1 - spare + 30
    for name in AUTHORS:
        page.insert_text((34, y), name, fontsize=10.5, fontname="hebo")
        y += 16
    for place in ("Department of Physics, University of Leeds,", "Leeds, United Kingdom"):
        page.insert_text((34, y), place, fontsize=8.2)
        y += 12
    page.insert_text((34, y + 30), "1. Introduction", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(34, y + 40, 578, y + 200), BODY, fontsize=10.5)
    doc.save(path)


def test_names_after_a_box_beside_the_title_are_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "box.pdf"
    _page(path, SHORT_TITLE)
    found = extract_pdf(path)
    assert found.title == SHORT_TITLE
    assert " ".join(found.abstract.split()) == ABSTRACT
    assert tuple(found.authors) == AUTHORS


def test_a_title_wrapped_to_many_rows_in_a_narrow_column(tmp_path: Path) -> None:
    path = tmp_path / "box.pdf"
    _page(path, TITLE)
    found = extract_pdf(path)
    assert found.title == TITLE
    assert tuple(found.authors) == AUTHORS


def test_a_column_of_keywords_in_large_type_is_no_title(tmp_path: Path) -> None:
    """Twelve short ragged rows in a narrow column that are no wrapped text (a sidebar of
    keywords, set larger than the title) are no title group."""
    doc = pymupdf.open()
    page = doc.new_page(width=WIDTH, height=792)
    title = "Spin coherence in quantum dots"
    page.insert_text((200, 90), title, fontsize=16, fontname="hebo")
    page.insert_text((200, 115), ", ".join(AUTHORS), fontsize=11)
    page.insert_text((200, 150), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(200, 160, 578, 260), ABSTRACT, fontsize=10)
    page.insert_textbox(pymupdf.Rect(200, 270, 578, 500), BODY, fontsize=10)
    keywords = (
        "quantum dots", "spin", "coherence", "spin resonance", "qubits", "noise",
        "decoupling", "lasers", "cavities", "magnetic fields", "control", "fidelity",
    )  # fmt: skip
    for k, word in enumerate(keywords):
        page.insert_text((40, 90 + 18 * k), word, fontsize=17, fontname="hebo")
    path = tmp_path / "sidebar.pdf"
    doc.save(path)
    assert extract_pdf(path).title == title
