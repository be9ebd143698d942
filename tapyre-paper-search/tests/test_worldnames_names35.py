"""Names from every culture, round 35 (names34's held-out misses, now train): the Kikuyu
"wa" ("son of") links a given name to the father's name ("Njeri wa Muigai"), a mark
drawn under a letter as its own small glyph (pdfLaTeX's Latvian "ņ": "n" and a 6-pt
comma, :mod:`tapyre_paper_search.pdf.accentbelow`) is part of the letter, and a spacing
accent over TeX's dotless "ı" is "ī", and a Kyrgyz name's closing "uulu" wrapped to
the next line stays the name's (review91's leftover).  First pages drawn with PyMuPDF in Times and
Helvetica."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, byline_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.normalize import normalize_inline
from test_worldnames_names33 import _two_columns

_KIKUYU = ("Njeri wa Muigai", "Mukoma wa Ngugi", "Wangari wa Gatheru")


@pytest.mark.parametrize("lenient", [False, True])
def test_the_kikuyu_wa_links_a_name(lenient: bool) -> None:
    assert names_in_line(
        "Njeri wa Muigai, Mukoma wa Ngugi and Wangari wa Gatheru", lenient=lenient
    ) == [*_KIKUYU]


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_byline_of_wa_names_is_read_on_the_page(tmp_path: Path, font: str) -> None:
    place = "Department of Physics, University of Nairobi, Nairobi, Kenya"
    found = extract_pdf(write_page(tmp_path / "wa.pdf", byline_front(_KIKUYU, place, font)))
    assert found.authors == _KIKUYU


def test_a_capitalised_wa_is_no_link() -> None:
    """ "Wa" capitalised is a name word (as "Ben" is), so two names stay two."""
    assert names_in_line("Lin Wa, Jane Doe") == ["Lin Wa", "Jane Doe"]


def _comma_under(pieces: tuple[str, ...], font: str) -> Callable[[Writer], None]:
    """A byline drawn piece by piece in 11 pt; a piece "," is a 6-pt comma set under the
    last letter drawn (as pdfLaTeX draws a Latvian "ņ" its font lacks)."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        x, y = 72.0, page.y + 14
        for text in pieces:
            if text == ",":
                back = pymupdf.get_text_length("n", font, 11) * 0.62
                page.page.insert_text((x - back, y + 1.5), ",", fontsize=6, fontname=font)
                continue
            page.page.insert_text((x, y), text, fontsize=11, fontname=font)
            x += pymupdf.get_text_length(text, font, 11)
        page.y += 18
        page.line("Faculty of Physics, University of Latvia, Riga, Latvia", 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_comma_drawn_under_a_letter_is_part_of_it(tmp_path: Path, font: str) -> None:
    pieces = ("Ana Mures", ",", "an, Inese Ozolin", ",", "a and Ieva Kalnin", ",", "a")
    found = extract_pdf(write_page(tmp_path / "lv.pdf", _comma_under(pieces, font)))
    assert found.authors == ("Ana Mure\u0219an", "Inese Ozoli\u0146a", "Ieva Kalni\u0146a")


def _texts(spans: list[dict[str, object]]) -> list[object]:
    from tapyre_paper_search.pdf.accentbelow import marks_below  # new in names35

    return [s["text"] for s in marks_below(spans)]


def _span(text: str, size: float, x0: float, x1: float, drop: float = 0.0) -> dict[str, object]:
    """A span on the baseline y = 108, or ``drop`` points below it."""
    return {
        "text": text,
        "size": size,
        "bbox": (x0, 100.0 + drop, x1, 110.0 + drop),
        "origin": (x0, 108.0 + drop),
        "flags": 0,
    }


def test_a_small_comma_after_a_word_stays_a_mark() -> None:
    """A small comma starting at the word's end (a footnote comma, a separator) is no
    mark under its last letter: the spans' texts are left as they are."""
    spans = [
        _span("Jane Doe", 11, 72, 120),
        _span(",", 6, 120, 121.5),
        _span(" Ann", 11, 121.5, 140),
    ]
    assert _texts(spans) == ["Jane Doe", ",", " Ann"]


def test_a_comma_under_a_letter_takes_the_space_after_it_away() -> None:
    spans = [
        _span("Liepin", 12, 68, 100.3),
        _span(",", 6, 96, 98.1, drop=1.5),
        _span(" \u0161", 12, 98.1, 105),
    ]
    assert _texts(spans) == ["Liepi\u0146", "\u0161"]


def test_an_accent_over_a_dotless_i_is_composed() -> None:
    assert normalize_inline("L\u00afıga Liepi\u0146\u0161") == "L\u012bga Liepi\u0146\u0161"


def _fitted(byline: str) -> float:
    return pymupdf.get_text_length(byline, "tiro", 10.5) + 4


@pytest.mark.parametrize(
    ("then", "more"), [("uulu, Aida Kasymova", ("Aida Kasymova",)), ("uulu", ())]
)
def test_a_kin_word_wrapped_to_the_next_line_closes_the_name(
    tmp_path: Path, then: str, more: tuple[str, ...]
) -> None:
    byline = "Aibek Asanov, Gulnara Sadykova and Talant Bolot"
    front = _two_columns((byline, then), _fitted(byline))
    found = extract_pdf(write_page(tmp_path / "kin.pdf", front, body=False))
    assert found.authors == ("Aibek Asanov", "Gulnara Sadykova", "Talant Bolot uulu", *more)
