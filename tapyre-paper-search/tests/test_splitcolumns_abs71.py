"""abs71: an abstract set in two balanced columns of its own under one heading, over a
short keyword line and a two-column body (:mod:`tapyre_paper_search.pdf.splitcolumns`,
asked in :func:`~tapyre_paper_search.pdf.abstractcolumn.next_column`).

The keyword line does not reach the right half, so reading order took the abstract's
left column with the body's first column and its right half only after that: the
abstract ended at its left column's last line.  Controls (the abstract read as before):
a two-column body beside an abstract in the left column (the right column running on
down the page at the line step, opening level with the heading, or its paragraph
ending beside the abstract over a heading), a side column set smaller.  Real PDFs
drawn with PyMuPDF in base-14 Times."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import BODY, draw_rows, wrapped
from tapyre_paper_search.pdf import extract_pdf

_LEFT, _GUTTER, _WIDTH, _STEP = 56.0, 10.0, 235.0, 12.0
_RIGHT = _LEFT + _WIDTH + _GUTTER
_TEXTS = {
    "english": (
        "Axons and dendrites differ in both microtubule organization and in the organelles "
        "they contain. Here we show that the motor dynein has a crucial role in polarized "
        "transport in sensory neurons. Changes in organelle distribution correlate with a "
        "proximal shift in dendritic branch position.",
        "Dynein is also necessary for the dendrite-specific localization of Golgi outposts. "
        "Axonal microtubules are normally oriented uniformly; without dynein, axons contain "
        "both orientations. These data suggest that dynein is required for the distinct "
        "properties of axons and dendrites.",
    ),
    "german": (
        "Wir untersuchen die Speicherung skalierbarer Videoströme auf Platten, so dass "
        "Nutzer mit verschiedenen Bandbreiten zugleich bedient werden. Die Schichten jedes "
        "Stroms werden nach ihrer Zugriffsrate verteilt.",
        "Simulationen mit echten Daten zeigen, dass die Verteilung die Zahl der bedienten "
        "Ströme verdoppelt. Der benötigte Puffer wächst dabei nur langsam mit der Last, "
        "auch bei vielen gleichzeitigen Anfragen.",
    ),
    "spanish": (
        "Se analiza la jurisprudencia reciente del Tribunal Supremo sobre la responsabilidad "
        "civil de los médicos en la sanidad pública y privada. Se revisan cuatrocientas "
        "sentencias dictadas entre dos mil diez y dos mil veinte.",
        "Los resultados muestran que la carga de la prueba se ha desplazado hacia los "
        "centros sanitarios. Se discuten las consecuencias para los seguros y para la "
        "práctica clínica diaria de los profesionales.",
    ),
}


def _column(page: pymupdf.Page, x: float, top: float, text: str, size: float = 10.0) -> float:
    return draw_rows(page, x, top, wrapped(text, size, _WIDTH - 5), size=size, step=_STEP)


def _front(page: pymupdf.Page) -> float:
    page.insert_text((120, 70), "Dynein in Polarized Transport", fontsize=18, fontname="tibo")
    page.insert_text((200, 96), "Ann Mishchenko and Li Wei", fontsize=12, fontname="tiro")
    page.insert_text((150, 114), "Department of Biology, University of Leeds", fontsize=9,
                     fontname="tiit")  # fmt: skip
    page.insert_text((_LEFT, 140), "Abstract", fontsize=11, fontname="tibo")
    return 156.0


def _body(page: pymupdf.Page, top: float, right_top: float | None = None) -> None:
    """The introduction's heading and text in the left column from ``top``, the right
    column's text from ``right_top`` (default ``top``) to the page's foot."""
    page.insert_text((_LEFT, top), "1 Introduction", fontsize=11, fontname="tibo")
    _column(page, _LEFT, top + 16, BODY * 2)
    _column(page, _RIGHT, right_top or top, BODY * 3)


def _write(tmp_path: Path, draw: object) -> str:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    draw(page)  # type: ignore[operator]
    doc.new_page(width=595, height=842).insert_text((_LEFT, 80), BODY[:80], fontsize=10)
    path = tmp_path / "paper.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=2, tables=False, use_model=True).abstract


def _balanced(left: str, right: str, keywords: str = "Keywords: dynein, axons") -> object:
    def draw(page: pymupdf.Page) -> None:
        top = _front(page)
        end = max(_column(page, _LEFT, top, left), _column(page, _RIGHT, top, right))
        page.insert_text((_LEFT, end + 6), keywords, fontsize=10, fontname="tibo")
        _body(page, end + 40)

    return draw


@pytest.mark.parametrize("language", sorted(_TEXTS))
def test_both_halves_of_a_balanced_abstract_are_read(tmp_path: Path, language: str) -> None:
    left, right = _TEXTS[language]
    read = _write(tmp_path, _balanced(left, right))
    assert read.split() == f"{left} {right}".split()


def test_a_right_half_shorter_than_the_left_is_read(tmp_path: Path) -> None:
    left, right = _TEXTS["english"]
    left = f"{left} {left}"
    read = _write(tmp_path, _balanced(left, right))
    assert read.split() == f"{left} {right}".split()


def _left_only(right_top: float | None, body_end: bool = False) -> object:
    left = " ".join(_TEXTS["english"])

    def draw(page: pymupdf.Page) -> None:
        top = _front(page)
        end = _column(page, _LEFT, top, left)
        page.insert_text((_LEFT, end + 6), "Keywords: dynein, axons", fontsize=10,
                         fontname="tibo")  # fmt: skip
        page.insert_text((_LEFT, end + 40), "1 Introduction", fontsize=11, fontname="tibo")
        _column(page, _LEFT, end + 56, BODY)
        if body_end:  # a paragraph of seven lines beside the abstract, then a heading
            low = _column(page, _RIGHT, top, BODY[:330])
            page.insert_text((_RIGHT, low + 18), "2 Methods", fontsize=11, fontname="tibo")
            _column(page, _RIGHT, low + 34, BODY * 2)
        else:
            _column(page, _RIGHT, right_top or top, BODY * 3)

    return draw


@pytest.mark.parametrize(
    ("right_top", "body_end"),
    [(None, False), (141.0, False), (None, True)],
    ids=["runs-on-down-the-page", "level-with-the-heading", "paragraph-then-heading"],
)
def test_a_body_column_beside_an_abstract_in_the_left_column_stays_out(
    tmp_path: Path, right_top: float | None, body_end: bool
) -> None:
    read = _write(tmp_path, _left_only(right_top, body_end))
    assert read.split() == " ".join(_TEXTS["english"]).split()


def test_a_side_column_set_smaller_stays_out(tmp_path: Path) -> None:
    left = " ".join(_TEXTS["english"])

    def draw(page: pymupdf.Page) -> None:
        top = _front(page)
        end = _column(page, _LEFT, top, left)
        rows = wrapped(BODY, 8.0, _WIDTH - 5)[:9]  # a note in smaller type, at the step
        draw_rows(page, _RIGHT, top, rows, size=8.0, step=_STEP)
        page.insert_text((_LEFT, end + 6), "Keywords: dynein", fontsize=10, fontname="tibo")
        _body(page, end + 40)

    read = _write(tmp_path, draw)
    assert read.split() == left.split()
