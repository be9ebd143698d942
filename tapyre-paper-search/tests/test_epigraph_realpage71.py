"""An epigraph set under the abstract, before the body (a humanities article's
quotation in italics set in, its attribution "— Samuel Okoro, Essays on Custom" flush
right under it): the attribution is no author and the quotation is not the abstract's
(:mod:`~tapyre_paper_search.pdf.epigraph`, realpage71).  What stays: an abstract's
last line in its own type over a dash-led line, a quotation with no attribution under
it, an attribution naming two people (a byline)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.epigraph import epigraph_off
from tapyre_paper_search.pdf.lines import Line

MUPDF: Any = pymupdf  # untyped
_FONTS = "/usr/share/fonts/truetype/dejavu/"

ABSTRACT = (
    "We introduce a family of rings of symmetric functions depending on an infinite "
    "sequence of parameters. A distinguished basis of such a ring is comprised by analogues "
    "of the Schur functions. The corresponding structure coefficients are polynomials in the "
    "parameters which we call the structure polynomials, and we give a combinatorial rule "
    "for their calculation by modifying an earlier result."
)
BODY = (
    "Upon the first publication of the fifth iteration of the collaborative project, we "
    "gathered a series of primary data and database systems into one resource to help "
    "researchers explore transcriptional regulation and cellular states. "
)


def _pdf(path: Path, quote: tuple[str, ...], source: str) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text(
        (160, 58), "Journal of Applied Physiology, Vol. 146 (2008)", fontsize=8.5, fontname="tiit"
    )
    page.insert_text((182, 112), "Symmetric function polynomials", fontsize=16, fontname="tiro")
    page.insert_text((262, 147), "ANNA LINDQVIST", fontsize=10, fontname="tiro")
    page.insert_text((244, 160), "Nanjing University Hospital", fontsize=9.5, fontname="tiit")
    page.insert_textbox(MUPDF.Rect(106, 180, 489, 320), ABSTRACT, fontsize=9, fontname="tiro")
    y = 340.0
    for row in quote:
        page.insert_text(
            (275, y), row, fontsize=9, fontname="dvi", fontfile=_FONTS + "DejaVuSerif-Italic.ttf"
        )
        y += 11.5
    font = MUPDF.Font(fontfile=_FONTS + "DejaVuSerif.ttf")
    width = font.text_length(source, fontsize=8.5)
    page.insert_text(
        (519 - width, y + 1),
        source,
        fontsize=8.5,
        fontname="dv",
        fontfile=_FONTS + "DejaVuSerif.ttf",
    )
    page.insert_textbox(MUPDF.Rect(76, y + 20, 519, 780), BODY * 7, fontsize=10.2, fontname="tiro")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("quote", "source"),
    [
        (
            ("“Every archive is also a decision about what may be forgotten.”",),
            "— Helena Marsh, The Keeping of Records",
        ),
        (
            ("“Nothing is so new as what has been long and carefully", "neglected.”"),
            "— Samuel Okoro, Essays on Custom",
        ),
        (("“The past is never dead. It is not even past.”",), "-- Lena Moreau"),
    ],
)
def test_an_epigraph_under_the_abstract(
    tmp_path: Path, quote: tuple[str, ...], source: str
) -> None:
    found = extract_pdf(_pdf(tmp_path / "e.pdf", quote, source), max_pages=2, tables=False)
    assert found.authors == ("Anna Lindqvist",)
    assert found.abstract == ABSTRACT


def _line(
    text: str, y: float, *, x: float = 106.0, italic: bool = False, size: float = 9.0
) -> Line:
    return Line(text, size, False, italic, False, x, y, x + len(text) * size * 0.45, y + size, 0)


ROWS = (
    "We introduce a family of rings of symmetric functions depending on an infinite",
    "sequence of parameters, and a basis of such a ring made of Schur analogues.",
)


def _found(lines: list[Line]) -> Abstract:
    used = frozenset(range(len(lines) - 1))
    return Abstract(" ".join(lines[i].text for i in sorted(used)), 0, used)


def test_the_quotation_is_taken_off_the_abstract_s_end() -> None:
    lines = [
        *(_line(row, 180 + 11 * k) for k, row in enumerate(ROWS)),
        _line("“Every archive is also a decision about what is kept.”", 220, x=275, italic=True),
        _line("— Helena Marsh, The Keeping of Records", 233, x=375, size=8.5),
    ]
    assert epigraph_off(lines, _found(lines)) == " ".join(ROWS)


@pytest.mark.parametrize(
    ("last", "source"),
    [
        (_line("and this closes the abstract with a sentence of its own.", 202), "— Helena Marsh"),
        (
            _line(
                "“Every archive is also a decision about what is kept.”", 220, x=275, italic=True
            ),
            "Helena Marsh",
        ),
        (
            _line(
                "“Every archive is also a decision about what is kept.”", 220, x=275, italic=True
            ),
            "— Ann Lee and Bo Chen",
        ),
    ],
)
def test_what_stays_the_abstract_s(last: Line, source: str) -> None:
    lines = [*(_line(row, 180 + 11 * k) for k, row in enumerate(ROWS)), last]
    lines.append(_line(source, last.y0 + 13, x=375, size=8.5))
    found = _found(lines)
    assert epigraph_off(lines, found) == found.text


def test_an_italic_quotation_under_an_italic_abstract_is_taken_off_alone() -> None:
    lines = [
        *(_line(row, 180 + 11 * k, italic=True) for k, row in enumerate(ROWS)),
        _line("“Nothing is so new as what has been long and carefully", 220, x=275, italic=True),
        _line("neglected.”", 231, x=275, italic=True),
        _line("— Samuel Okoro, Essays on Custom", 244, x=393, size=8.5),
    ]
    assert epigraph_off(lines, _found(lines)) == " ".join(ROWS)
