"""A title wrapped in a narrow column (drawn with PyMuPDF) whose first row is the
one-letter word "A" alone: the row is the title's, not a speck; a lone letter set in
another size above the title (an initial in a circle, a section letter) stays out."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

ROWS = ("A", "transcendental", "approach to", "Kollár's", "injectivity", "theorem")
TITLE = "A transcendental approach to Kollár's injectivity theorem"
ABSTRACT = (
    "We treat the injectivity theorem from the analytic viewpoint. More precisely, we "
    "give a curvature condition which implies cohomology injectivity theorems, and the "
    "proof uses the space of harmonic forms on an open set with a complete metric."
)
BODY = (
    "Injectivity theorems have a long history in complex geometry, and many proofs use "
    "covering tricks or desingularizations that obscure what the curvature does. "
) * 4


def _page(
    path: Path,
    above: tuple[str, float] | None = None,
    rows: tuple[str, ...] = ROWS,
    letter_at: tuple[float, float] | None = None,
) -> Path:
    """The page; ``above`` a text and size set over the title, ``letter_at`` where an
    "A" in the title's type is set (``None``: nowhere)."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    if above is not None:
        text, size = above
        page.insert_text((70, 60), text, fontsize=size, fontname="helv")
    if letter_at is not None:
        page.insert_text(letter_at, "A", fontsize=27, fontname="helv")
    y = 100.0
    for row in rows:
        page.insert_text((70, y), row, fontsize=27, fontname="helv")
        y += 31
    page.insert_text((70, y + 6), "Osamu Fujino", fontsize=11, fontname="hebo")
    page.insert_text((70, y + 20), "Department of Mathematics, Kyoto University", fontsize=8.5)
    page.draw_rect(pymupdf.Rect(285, 70, 540, 250), color=None, fill=(0.93, 0.95, 0.96))
    page.insert_text((292, 88), "Abstract", fontsize=10.4, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(292, 96, 535, 248), ABSTRACT, fontsize=10.4)
    page.insert_text((70, y + 70), "1. Introduction", fontsize=14, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(70, y + 80, 540, y + 260), BODY, fontsize=10.4)
    doc.save(path)
    return path


def test_a_lone_a_opening_a_wrapped_title_is_the_title_s_first_word(tmp_path: Path) -> None:
    found = extract_pdf(_page(tmp_path / "a.pdf"))
    assert found.title == TITLE
    assert tuple(found.authors) == ("Osamu Fujino",)


def test_a_lone_letter_in_another_size_above_the_title_stays_out(tmp_path: Path) -> None:
    assert extract_pdf(_page(tmp_path / "b.pdf", ("A", 16))).title == TITLE


WIDE = ("Proofs of the injectivity", "theorem for Kähler spaces")


@pytest.mark.parametrize(
    "where",
    [(70.0, 62.0), (70.0, 172.0), (520.0, 100.0)],
    ids=["label-above", "drop-capital-under", "beside"],
)
def test_a_letter_in_the_title_s_type_the_title_does_not_wrap_after_stays_out(
    tmp_path: Path, where: tuple[float, float]
) -> None:
    # A part's letter over the title ("A Proofs" would have fitted on one row), a
    # drop capital under it, a letter at the end of its first row: no title word.
    found = extract_pdf(_page(tmp_path / "c.pdf", rows=WIDE, letter_at=where))
    assert found.title == "Proofs of the injectivity theorem for Kähler spaces"
