"""A report cover's issuer in capitals over its title set far larger ("PUBLIC HEALTH
EVIDENCE DIRECTORATE" at 12 pt over "Reducing SAT to 2-SAT" at 24 pt) is no title
(:mod:`~tapyre_paper_search.pdf.issuerline`, realpage71), and a typed cover's title
set 1.14 times its text is no body (:func:`~tapyre_paper_search.pdf.titlepage.front_body`).
What stays: a title in capitals under a larger banner above it, a chosen group in mixed
case or of two lines, a larger group in capitals or of one word, a title less than 1.6
times the issuer's size."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.issuerline import issuer_over_title
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.titlepage import front_body

MUPDF: Any = pymupdf  # untyped
_FONTS = "/usr/share/fonts/truetype/dejavu/DejaVuSans"

ABSTRACT = (
    "This report describes a reduction of the satisfiability problem to a problem of two "
    "literals per clause, and it measures the cost of the reduction on a set of standard "
    "instances drawn from industrial verification tasks and random formulas."
)


def _cover(path: Path, issuer: str, title: str) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((126, 50), issuer, fontsize=12, fontname="dvb", fontfile=_FONTS + "-Bold.ttf")
    page.insert_text(
        (126, 68),
        "Office of Evidence Synthesis",
        fontsize=9.5,
        fontname="dv",
        fontfile=_FONTS + ".ttf",
    )
    page.insert_text(
        (398, 136),
        "Report PHED/TR-2006-055",
        fontsize=10,
        fontname="dvb",
        fontfile=_FONTS + "-Bold.ttf",
    )
    page.insert_text((66, 216), title, fontsize=24, fontname="dvb", fontfile=_FONTS + "-Bold.ttf")
    page.insert_text(
        (66, 259), "Prepared by", fontsize=10, fontname="dvi", fontfile=_FONTS + "-Oblique.ttf"
    )
    page.insert_text(
        (80, 277), "Sergey Gubin", fontsize=10, fontname="dvb", fontfile=_FONTS + "-Bold.ttf"
    )
    page.insert_text(
        (80, 290), "Faculty of Earth Sciences, Technical University of Padua", fontsize=10
    )
    page.insert_text(
        (66, 311), "Prepared for", fontsize=10, fontname="dvi", fontfile=_FONTS + "-Oblique.ttf"
    )
    page.insert_text(
        (80, 325),
        "Office of Evidence Synthesis, " + issuer.title(),
        fontsize=10,
        fontname="dv",
        fontfile=_FONTS + ".ttf",
    )
    page.insert_textbox(
        MUPDF.Rect(66, 700, 546, 740),
        "DISTRIBUTION STATEMENT: Approved for public release; distribution is unlimited. "
        "The views expressed are those of the authors.",
        fontsize=7.5,
        fontname="dv",
        fontfile=_FONTS + ".ttf",
    )
    page.insert_text(
        (66, 351), "October 2006", fontsize=11, fontname="dvb", fontfile=_FONTS + "-Bold.ttf"
    )
    page = doc.new_page(width=612, height=792)
    page.insert_text(
        (66, 80), "Abstract", fontsize=14, fontname="dvb", fontfile=_FONTS + "-Bold.ttf"
    )
    page.insert_textbox(
        MUPDF.Rect(66, 92, 546, 200), ABSTRACT, fontsize=10, fontname="dv", fontfile=_FONTS + ".ttf"
    )
    page.insert_text(
        (66, 230), "1 Introduction", fontsize=14, fontname="dvb", fontfile=_FONTS + "-Bold.ttf"
    )
    page.insert_textbox(
        MUPDF.Rect(66, 242, 546, 700),
        ABSTRACT * 5,
        fontsize=10,
        fontname="dv",
        fontfile=_FONTS + ".ttf",
    )
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("issuer", "title"),
    [
        ("PUBLIC HEALTH EVIDENCE DIRECTORATE", "Reducing SAT to 2-SAT"),
        ("OFFICE OF RESEARCH AND DEVELOPMENT", "Water Quality in Alpine Lakes"),
    ],
)
def test_a_cover_s_title_under_its_issuer(tmp_path: Path, issuer: str, title: str) -> None:
    found = extract_pdf(_cover(tmp_path / "r.pdf", issuer, title), max_pages=2, tables=False)
    assert found.title == title


def _line(text: str, y: float, size: float) -> Line:
    return Line(text, size, True, False, False, 66.0, y, 66.0 + len(text) * size * 0.5, y + size, 0)


ISSUER = _line("PUBLIC HEALTH EVIDENCE DIRECTORATE", 41, 12)


@pytest.mark.parametrize(
    ("lines", "want"),
    [
        ((ISSUER, _line("Reducing SAT to 2-SAT", 196, 24)), [1]),
        ((ISSUER, _line("REDUCING SAT TO 2-SAT", 196, 24)), [0]),  # a title in capitals
        ((ISSUER, _line("Reduction", 196, 24)), [0]),  # one word: a logo's
        ((ISSUER, _line("Reducing SAT to 2-SAT", 196, 18)), [0]),  # 1.5 times only
        (
            (_line("Public Health Evidence Directorate", 41, 12), _line("Reducing SAT", 196, 24)),
            [0],
        ),
        ((_line("Reducing SAT to 2-SAT", 20, 24), _line("JOURNAL OF LOGIC", 41, 12)), [1]),  # above
    ],
)
def test_the_issuer_gives_way(lines: tuple[Line, Line], want: list[int]) -> None:
    chosen = [0] if lines[0].size < lines[1].size else [1]
    by_size = [1] if lines[1].size > lines[0].size else [0]
    assert issuer_over_title(lines, chosen, by_size) == want


def test_a_typed_cover_s_title_is_no_body() -> None:
    rows = [
        _line("IFT-19/165", 52, 10.5),
        _line("August 2019", 68, 10.5),
        _line("The HIV Treatment Gap: Estimates of the Financial Resources", 153, 12),
        _line("Needed versus Available for Scale-Up of Antiretroviral", 171, 12),
        _line("Therapy in 97 Countries from 2015 to 2020", 189, 12),
        _line("by", 237, 10.5),
        _line("Elsebeth Vera*", 263, 10.5),
        _line("Faculty of Earth Sciences", 282, 10.5),
        _line("Institute for Advanced Study, Austin", 299, 10.5),
        _line("Finland", 316, 10.5),
        _line("Submitted to Journal of Statistical Problems", 668, 10.5),
        _line("* Work supported in part by the Research Council under grant DE-AC0391589.", 706, 9),
    ]
    assert front_body(rows) == 10.5
    # a title set only 1.05 times the text stays the body's size
    assert front_body([*rows[:2], *(_line(r.text, r.y0, 11) for r in rows[2:5]), *rows[5:]]) == 11


def test_prose_set_1_14_times_its_notes_stays_the_body() -> None:
    """An untitled sparse page whose prose is set at 12 pt over 10.5 pt notes: the prose
    ends its sentences, so it is no title's type and stays the page's body size."""
    rows = [
        _line("Working Paper 12, Department of Physics", 52, 10.5),
        _line("Anna Berg and Jonas Lie", 130, 10.5),
        _line("University of Oslo, Norway", 145, 10.5),
        _line("We measure the thermal conductivity of thin films grown on silicon and", 180, 12),
        _line("compare it with a model of phonon scattering at the interfaces.", 195, 12),
        _line("Corresponding author: anna.berg@example.org", 700, 10.5),
    ]
    assert front_body(rows) == 12
    # the same sizes under a title's lines (no sentence ends them) make 10.5 the body
    title = [
        _line("Thermal Conductivity of Thin Films Grown on", 180, 12),
        _line("Silicon", 195, 12),
    ]
    assert front_body([*rows[:3], *title, rows[5]]) == 10.5


def test_an_untitled_sparse_page_s_prose_is_no_title(tmp_path: Path) -> None:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 60), "Working Paper 12, Department of Physics", fontsize=10.5)
    page.insert_text((72, 130), "Anna Berg and Jonas Lie", fontsize=10.5)
    page.insert_text((72, 145), "University of Oslo, Norway", fontsize=10.5)
    page.insert_textbox(
        MUPDF.Rect(72, 180, 540, 380),
        "We measure the thermal conductivity of thin films grown on silicon and compare it "
        "with a model of phonon scattering at the interfaces between the layers of the stack.",
        fontsize=12,
    )
    page.insert_text((72, 700), "Corresponding author: anna.berg@example.org", fontsize=10.5)
    path = tmp_path / "u.pdf"
    doc.save(path)
    assert not extract_pdf(path, max_pages=1, tables=False).title.startswith("We measure")
