"""review104 on names35: what its new rules misread, drawn as a paper could draw it.

A small comma kerned back over a name's last letter on the line's baseline (a separator
set in a smaller size), or raised as a footnote's separator, is no mark drawn under the
letter (:mod:`tapyre_paper_search.pdf.accentbelow` now asks that a mark below be
lowered): "Jane Doe" had read "Jane Doȩ", or "Jane DoȩAnn Lee" as one person."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, byline_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.normalize import normalize_inline

# (text, size, move before it in points, rise, font or "" for the page's)
Piece = tuple[str, float, float, float, str]


def _drawn(pieces: tuple[Piece, ...], font: str) -> Callable[[Writer], None]:
    """A first page whose byline is drawn piece by piece from x = 72."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        x, y = 72.0, page.y + 14
        for text, size, move, rise, face in pieces:
            x += move
            page.page.insert_text((x, y - rise), text, fontsize=size, fontname=face or font)
            x += pymupdf.get_text_length(text, face or font, size)
        page.y += 18
        page.line("Department of Physics, University of Example, Example City", 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


def _back(size: float, font: str) -> float:
    """A move back by a comma's width and a little more: the comma lies over the "e"."""
    return -pymupdf.get_text_length(",", font, size) - 0.3


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_raised_comma_kerned_over_the_last_letter_is_a_separator(
    tmp_path: Path, font: str
) -> None:
    pieces: tuple[Piece, ...] = (
        ("Jane Doe", 11, 0, 0, ""),
        (",", 7, _back(7, font), 4, ""),
        ("1", 7, 0, 4, "cour"),
        (" and Ann Lee", 11, 0, 0, ""),
    )
    found = extract_pdf(write_page(tmp_path / "raised.pdf", _drawn(pieces, font)))
    assert found.authors == ("Jane Doe", "Ann Lee")


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_smaller_comma_on_the_baseline_is_a_separator(tmp_path: Path, font: str) -> None:
    pieces: tuple[Piece, ...] = (
        ("Jane Doe", 11, 0, 0, ""),
        (",", 9.9, _back(9.9, font), 0, ""),
        (" Ann Lee", 11, 0, 0, ""),
    )
    found = extract_pdf(write_page(tmp_path / "level.pdf", _drawn(pieces, font)))
    assert found.authors == ("Jane Doe", "Ann Lee")


@pytest.mark.parametrize(
    "place",
    [
        "Mkoa wa Kilimanjaro, Tanzania",
        "Mji wa Zanzibar, Tanzania",
        "Mradi wa Afya Bora, Moshi, Tanzania",
        "Baraza la Mitihani la Tanzania",
    ],
)
def test_a_swahili_place_with_wa_under_a_byline_is_no_name(tmp_path: Path, place: str) -> None:
    """Swahili "wa" ("of") after a region, town or project is no Kikuyu patronym link:
    the place under the byline is no third author."""
    front = byline_front(("Amani Juma", "Neema Mushi"), place, "tiro")
    assert extract_pdf(write_page(tmp_path / "sw.pdf", front)).authors == (
        "Amani Juma",
        "Neema Mushi",
    )


def test_a_kikuyu_byline_and_a_baraza_surname_still_read() -> None:
    line = "Njeri wa Muigai, Jane Baraza and Mukoma wa Ngugi"
    assert names_in_line(line) == ["Njeri wa Muigai", "Jane Baraza", "Mukoma wa Ngugi"]


@pytest.mark.parametrize(
    ("drawn", "read"),
    [
        (
            "An\u00b4alia Lourenc\u00b8o, and Alfonso Valencia",
            "Anália Lourenço, and Alfonso Valencia",
        ),
        ("Gonc\u00b8alves", "Gonçalves"),
        ("Ays\u00b8e S\u00b8ahin", "Ayşe Şahin"),
    ],
)
def test_a_cedilla_drawn_after_its_letter_is_the_letters(drawn: str, read: str) -> None:
    """TeX's \\c{c} in an OT1 font: the spacing cedilla follows the "c" (a shared paper's
    reference list: "Lourenc¸o" had read "Lourenco̧", and its names broke there)."""
    assert normalize_inline(drawn) == read


@pytest.mark.parametrize("drawn", ["Fran\u00b8cois", "gar\u00b8con"])
def test_a_cedilla_drawn_before_its_letter_still_composes(drawn: str) -> None:
    assert "\u00e7" in normalize_inline(drawn)
