"""A label or a band's word set in the title's type over a title it does not line up
with (:func:`~tapyre_paper_search.pdf.titleruns.goes_on`, realpage69): a page's top band
("COMMUNICATION", "ORIGINALARBEIT", "ARTÍCULO") over a title set right of a "Cite this"
sidebar is no row of the title, and the title's own rows stay one group; rows stepped
as far but set flush left, centred or flush right (a double-spaced title), or within
the other's span, go on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.titleruns import goes_on

MUPDF: Any = pymupdf  # untyped


def _line(text: str, x0: float, y0: float, x1: float, size: float = 16.0) -> Line:
    return Line(text, size, True, False, False, x0, y0, x1, y0 + size, 0)


LABEL = _line("COMMUNICATION", 44, 40, 202)


def test_a_band_label_far_above_and_off_the_title_s_edges_is_no_row_of_it() -> None:
    assert not goes_on(LABEL, _line("Potfit: effective potentials from ab-initio", 176, 76, 544))


@pytest.mark.parametrize(
    "row",
    [
        _line("data and their reduction", 44, 76, 260),  # flush left, double spaced
        _line("in einem stochastischen Modell", 60, 76, 190),  # flush left within an em
        _line("del gas unidimensional", 20, 76, 226),  # centred on the label
        _line("et leurs conséquences", 90, 76, 202),  # flush right
        _line("of one-dimensional gas", 176, 60, 544),  # a row's usual step, anywhere
        _line("wavelength", 120, 76, 190),  # a shorter row within its span, off centre
        _line("Clustering in a stochastic model of a gas", 30, 76, 400),  # a longer one
    ],
)
def test_rows_lined_up_or_close_go_on(row: Line) -> None:
    assert goes_on(LABEL, row)


TITLE_ROWS = ("Clustering in a stochastic model of", "one-dimensional gas")
TITLE = "Clustering in a stochastic model of one-dimensional gas"
ABSTRACT = (
    "We give a quantitative analysis of clustering in a stochastic model of one-dimensional "
    "gas. At time zero, the gas consists of identical particles that are randomly distributed "
    "on the real line and have zero initial speeds. Particles begin to move under the forces "
    "of mutual attraction, and when they collide they stick together forming a new particle."
)
BODY = (
    "Models of sticky particles go back to the study of the large scale structure of the "
    "universe, where matter collapses into clusters under gravitation. "
) * 6


def _page(path: Path, label: str, cite: str) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((44, 56), label, fontsize=16, fontname="hebo")
    page.insert_text((300, 56), "Quarterly Journal of Physics", fontsize=13, fontname="hebo")
    page.insert_text((44, 92), cite, fontsize=7.5, fontname="helv")
    page.insert_text((44, 101), "2006, 49, 952", fontsize=7.5, fontname="helv")
    page.insert_text((44, 140), "Received 26th March 2006", fontsize=7.5, fontname="helv")
    page.insert_text((44, 150), "DOI: 10.1103/q.2007.53827", fontsize=7.5, fontname="helv")
    y = 92.0
    for row in TITLE_ROWS:
        page.insert_text((176, y), row, fontsize=16, fontname="hebo")
        y += 19
    page.insert_text((176, y + 4), "Vladislav V. Vysotsky", fontsize=10.5, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(183, y + 20, 544, y + 110), ABSTRACT, fontsize=8.6)
    page.insert_text((44, 300), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(44, 310, 290, 780), BODY, fontsize=9)
    page.insert_textbox(MUPDF.Rect(305, 300, 551, 780), BODY, fontsize=9)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("label", "cite"),
    [
        ("COMMUNICATION", "Cite this: Q. J. Phys.,"),
        ("ORIGINALARBEIT", "Zitieren als: Q. J. Phys.,"),
        ("ARTÍCULO", "Citar como: Q. J. Phys.,"),
    ],
)
def test_a_band_label_over_a_title_beside_a_sidebar_stays_out_of_it(
    tmp_path: Path, label: str, cite: str
) -> None:
    found = extract_pdf(_page(tmp_path / "p.pdf", label, cite))
    assert found.title == TITLE
    assert tuple(found.authors) == ("Vladislav V. Vysotsky",)


def test_a_double_spaced_title_flush_left_is_read_whole(tmp_path: Path) -> None:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    rows = ("Soil carbon under long-term", "no-tillage in a humid", "subtropical climate")
    y = 100.0
    for row in rows:
        page.insert_text((72, y), row, fontsize=16, fontname="hebo")
        y += 30  # double spaced: 1.9 times the type
    page.insert_text((72, y + 6), "Maria Souza and João Lima", fontsize=11, fontname="helv")
    page.insert_text((72, y + 40), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(72, y + 48, 540, y + 140), ABSTRACT, fontsize=10)
    page.insert_text((72, y + 160), "1 Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(72, y + 170, 540, 760), BODY, fontsize=10)
    doc.save(tmp_path / "d.pdf")
    found = extract_pdf(tmp_path / "d.pdf")
    assert found.title == " ".join(rows)
