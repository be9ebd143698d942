"""names47: an abstract in the first column of a two-column page, its second column set
beside it from the abstract's height (an acmart page drawn with PyMuPDF on A4).

* The abstract ends a paragraph short of its column's edge, a "CCS CONCEPTS" heading
  follows it in the first column, and the second column opens a paragraph of the body,
  indented, with a capital: that paragraph is not the abstract's (it was read on).
* Labelled control: an abstract that fills its first column to the foot goes on at the
  second column's top in a new indented paragraph: read on, as before.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.columnturn import another_columns_text
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

_W, _H = 612.0, 792.0
_LEFT, _RIGHT = 54.0, 318.0
_STEP = 11.0
_ABSTRACT = (
    "We have studied a cyanide framework at high pressure using Raman",
    "spectroscopy, and report the parameters of the soft phonons. The",
    "phonon frequencies obtained from the calculations are used for the",
    "assignment of the observed spectra. Out of the eleven optical modes,",
    "six modes exhibit negative parameters under the applied pressure.",
    "A rapid disordering of the lattice is found above two gigapascals.",
    "The disorder is reversible.",
)
_BODY = (
    "Adipocytes are part of the marrow microenvironment, even",
    "though up to now in humans their role in blood formation is still",
    "questioned. We have previously shown that fat cells accumulate in",
    "femoral bone marrow while they are few in the iliac crest marrow.",
    "Starting from this observation, we postulated that fat cells may",
    "exert a negative effect on blood formation in the long bones.",
)


def _text(page: pymupdf.Page, x: float, y: float, rows: tuple[str, ...]) -> float:
    for row in rows:
        page.insert_text((x, y), row, fontsize=9.0, fontname="tiro")
        y += _STEP
    return y


def _page(path: Path, *, full: bool) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    title = "Soft Modes of a Cyanide Framework from Raman Spectroscopy"
    width = pymupdf.get_text_length(title, "hebo", 16.0)
    page.insert_text(((_W - width) / 2, 90.0), title, fontsize=16.0, fontname="hebo")
    page.insert_text((250.0, 130.0), "Tangimetua Ariki", fontsize=12.0, fontname="tiro")
    page.insert_text((262.0, 144.0), "Faculty of Physics", fontsize=10.0, fontname="tiro")
    page.insert_text((_LEFT, 200.0), "ABSTRACT", fontsize=11.0, fontname="tibo")
    rows = _ABSTRACT * 6 if full else _ABSTRACT
    y = _text(page, _LEFT, 215.0, rows[:48])
    if not full:
        page.insert_text((_LEFT, y + 10.0), "CCS CONCEPTS", fontsize=11.0, fontname="tibo")
        _text(page, _LEFT, y + 25.0, ("Computing methodologies; Theory of computation.",))
        page.insert_text((_LEFT, y + 50.0), "KEYWORDS", fontsize=11.0, fontname="tibo")
        _text(page, _LEFT, y + 65.0, ("spectroscopy, phonons, pressure",))
    page.insert_text((_RIGHT + 10.0, 215.0), _BODY[0], fontsize=9.0, fontname="tiro")
    _text(page, _RIGHT, 215.0 + _STEP, _BODY[1:])
    out = path / "page.pdf"
    doc.save(out)
    return out


def test_body_paragraph_beside_a_short_abstract_is_not_read_on(tmp_path: Path) -> None:
    pdf = extract_pdf(_page(tmp_path, full=False), max_pages=1, tables=False)
    assert pdf.abstract == " ".join(_ABSTRACT)


def test_control_full_column_abstract_goes_on_in_a_new_paragraph(tmp_path: Path) -> None:
    """Labelled control: the first column is the abstract's to its foot."""
    pdf = extract_pdf(_page(tmp_path, full=True), max_pages=1, tables=False)
    assert pdf.abstract.startswith(" ".join(_ABSTRACT))
    assert pdf.abstract.endswith(" ".join(_BODY))


def _line(text: str, x0: float, y0: float, x1: float) -> Line:
    return text_line(text, y0, size=9.0, x0=x0, x1=x1)


_ABOVE = _line("six modes exhibit negative parameters under the applied", 54, 258, 296)
_LAST = _line("The disorder is reversible.", 54, 269, 160)
_UNDER = _line("CCS CONCEPTS", 54, 290, 140)
_OPEN = _line("Adipocytes are part of the marrow microenvironment, even", 328, 201, 558)
_NEXT = _line("though up to now in humans their role in blood formation is", 318, 212, 560)


def test_indented_capital_opening_is_another_text() -> None:
    lines = [_ABOVE, _LAST, _OPEN, _NEXT, _UNDER]
    assert another_columns_text(lines, _LAST, _OPEN, _LAST.text) is True


def test_control_unindented_capital_opening_goes_on() -> None:
    """Labelled control: the next column's top line is not indented past the line under
    it (no paragraph's start): the abstract's next sentence, as before."""
    flush = _line(_OPEN.text, 318, 201, 558)
    lines = [_ABOVE, _LAST, flush, _NEXT, _UNDER]
    assert another_columns_text(lines, _LAST, flush, _LAST.text) is False


def test_control_full_last_line_goes_on() -> None:
    """Labelled control: the abstract's last line reaches its column's edge (no
    paragraph's end): read on, as before."""
    full = _line("A rapid disordering of the lattice is found above two gigapascals.", 54, 269, 295)
    lines = [_ABOVE, full, _OPEN, _NEXT, _UNDER]
    assert another_columns_text(lines, full, _OPEN, full.text) is False
