"""review99 on names34 (world names, round 34): a byline's wrapped line that reads
smaller than the line above is no address unless it holds one; "von und zu" is one
particle; the Danish "af" ("by") opens no name.  First pages drawn with PyMuPDF."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_front_matter_latex33 import _ABSTRACT, _H, _LEFT, _W, _centred, _marked

_BYLINE = "Gorka Etxeberria, Unai Arrizabalaga, Miren Goikoetxea and Ane"
_WANTED = ("Gorka Etxeberria", "Unai Arrizabalaga", "Miren Goikoetxea", "Ane Agirre Zubizarreta")


def _small_caps(page: pymupdf.Page, x: float, y: float, text: str, size: float) -> float:
    """``text`` in faked small capitals (capitals at ``size``, the rest capitals at 0.8
    of it) from ``x``; the x after it."""
    for ch in text:
        s = size if ch.isupper() or not ch.isalpha() else size * 0.8
        page.insert_text((x, y), ch.upper(), fontsize=s, fontname="tiro")
        x += pymupdf.get_text_length(ch.upper(), "tiro", s)
    return x


def _wrapped_front(second: float | None) -> Callable[[Writer], None]:
    """A byline wrapped before its last person's surnames: the second line in Times at
    ``second`` points, or (None) both lines' surnames in faked small capitals."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(6)
        if second is None:
            y, x = page.y + 14, 72.0
            for k, (given, surname) in enumerate(n.split(" ", 1) for n in _WANTED[:3]):
                lead = f"{', ' if k else ''}{given} "
                page.page.insert_text((x, y), lead, fontsize=11, fontname="tiro")
                x = _small_caps(
                    page.page, x + pymupdf.get_text_length(lead, "tiro", 11), y, surname, 11
                )
            page.page.insert_text((x, y), " and Ane", fontsize=11, fontname="tiro")
            _small_caps(page.page, 72, y + 14, "Agirre Zubizarreta", 11)
            page.y = y + 16
        else:
            page.line(_BYLINE, 11, x=72)
            page.line("Agirre Zubizarreta", second, x=72)
        page.line("Department of Physics, University of the Basque Country", 8, italic=True, x=72)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize("second", [None, 9.9])
def test_a_wrapped_line_read_smaller_without_an_address_goes_on(
    tmp_path: Path, second: float | None
) -> None:
    """names34 barred every line > 1 pt smaller: the last person lost her given name."""
    found = extract_pdf(write_page(tmp_path / "w.pdf", _wrapped_front(second)))
    assert [a.casefold() for a in found.authors] == [a.casefold() for a in _WANTED]


def _cells_front(head: str) -> Callable[[Writer], None]:
    """A title page: the title, then two names centred one a line, each over one line of
    affiliation in a smaller italic type (names34's one-line cells)."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(10)
        for name, place in ((head, "University of Würzburg"), ("Ann Lee", "Stanford University")):
            page.line(name, 10, centred=True)
            page.line(place, 8, italic=True, centred=True)
            page.space(4)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize("line", [False, True])
def test_von_und_zu_is_one_particle(tmp_path: Path, line: bool) -> None:
    """The byline was cut at "und": "zu Castell-Rüdenhausen" became an author (names34's
    held-out loss), on a cell's head line as in a byline."""
    name = "Adelheid von und zu Castell-Rüdenhausen"
    if line:
        assert names_in_line(f"{name} und Ann Lee", lenient=True) == [name, "Ann Lee"]
    else:
        found = extract_pdf(write_page(tmp_path / "c.pdf", _cells_front(name)))
        assert found.authors == (name, "Ann Lee")


@pytest.mark.parametrize(
    "line", ["Speciale af Jens Hansen", "Redigeret af Jane Doe", "Rapport af Mette Frederiksen"]
)
def test_the_danish_by_is_no_particle(line: str) -> None:
    """Danish "af" ("by") before a full name: no one person "Speciale af Jens Hansen";
    the Swedish noble "af" stands before a name's last word ("Ebba af Klint")."""
    assert line not in names_in_line(line, lenient=True)
    assert names_in_line("Ebba af Klint and Carl Fredrik af Trolle") == [
        "Ebba af Klint",
        "Carl Fredrik af Trolle",
    ]


def test_a_corresponding_authors_star_makes_no_wrapped_name(tmp_path: Path) -> None:
    """Only the corresponding authors carry a mark ("*"): a line that ends on an
    unmarked name without a comma before a starred one is no name wrapped across it
    ("Bob Stone Kofi Mensah")."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, "CP violation in beauty decays and other rare processes", 16, "tiro")
    _marked(page, 130, [("Jane Doe", "*"), (", Ann Lee, Bob Stone", "")], 11)
    _marked(page, 143, [("Kofi Mensah", "*"), (", Tim Roe and Eva Kahn", "")], 11)
    _centred(page, 165, "Laboratory of Economics, National Institute, Cairo, Egypt", 9, "tiit")
    _centred(page, 176, "* Corresponding authors: jane@example.org", 9, "tiit")
    page.insert_text((_LEFT, 210), "Abstract", fontsize=10, fontname="tibo")
    for k, row in enumerate(_ABSTRACT):
        page.insert_text((_LEFT, 226 + 13 * k), row, fontsize=10, fontname="tiro")
    doc.save(tmp_path / "p.pdf")
    found = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert found.authors == (
        "Jane Doe",
        "Ann Lee",
        "Bob Stone",
        "Kofi Mensah",
        "Tim Roe",
        "Eva Kahn",
    )
