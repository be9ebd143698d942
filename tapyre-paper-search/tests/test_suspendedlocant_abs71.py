"""abs71: a suspended hyphen at a line's end before a conjunction and a compound that
opens with a chemical's locant ("4'-chloro-" / "and 4'-methyl analogues"), kept
(:func:`~tapyre_paper_search.pdf.lineendhyphens.suspended_at`).

The compound after the conjunction had to open with a letter, so "4'-chloro-" / "and
4'-methyl" was joined as one word, "4'-chloroand".  Now it may open with a digit (and a
prime).  In English, German and French.  Controls: a word broken at the line's end
with no conjunction after it is joined, a suspended hyphen before a lettered compound
stays as before.  Real PDFs drawn with PyMuPDF (each row a line) and read whole."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_OPENING = (
    "We measured the beta-adrenoceptor antagonist activity of four synthetic "
    "phenylethanolamine derivatives in anaesthetized cats and compared it with that of "
    "propranolol and atenolol."
)


def _read(tmp_path: Path, rows: list[str]) -> str:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS), 10, centred=True)
    page.space(14)
    page.line("Abstract", 11, bold=True)
    for row in [*wrapped(_OPENING, 10, 470), *rows]:
        page.line(row, 10)
    page.space(12)
    page.line("1 Introduction", 11, bold=True)
    for row in wrapped(BODY, 10, 470):
        page.line(row, 10)
    path = tmp_path / "locant.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


_LOCANTS = {
    "english": (["Each of the new compounds, the 4'-chloro-", "and 4'-methyl analogues, was a "
                 "potent antagonist."], "the 4'-chloro- and 4'-methyl analogues"),
    "german": (["Die neuen Verbindungen, die 2-Chlor-", "und 3-Methyl-Derivate, wirkten "
                "stark antagonistisch."], "die 2-Chlor- und 3-Methyl-Derivate"),
    "french": (["Les nouveaux composés, les dérivés 4-chloro-", "et 4-méthyl, sont des "
                "antagonistes puissants."], "dérivés 4-chloro- et 4-méthyl"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(_LOCANTS))
def test_a_suspended_hyphen_before_a_locant_stays(tmp_path: Path, language: str) -> None:
    rows, want = _LOCANTS[language]
    assert want in _read(tmp_path, rows)  # fails on the base: "4'-chloroand"


def test_a_word_broken_at_the_line_end_is_joined(tmp_path: Path) -> None:
    read = _read(tmp_path, ["Each compound was tested for its hydro-", "xylation in liver cells."])
    assert "its hydroxylation in liver cells." in read


def test_a_suspended_hyphen_before_a_lettered_compound_stays(tmp_path: Path) -> None:
    read = _read(tmp_path, ["The effects were time-", "and dose-dependent in all cats."])
    assert "were time- and dose-dependent in all cats." in read
