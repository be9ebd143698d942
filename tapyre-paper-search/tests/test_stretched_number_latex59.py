"""Round 59, LaTeX front matter: a number opening a stretched row of the abstract.

A conference paper's abstract set justified in a narrow column (``\\sloppy``) stretches
some rows' word spaces so wide that PyMuPDF reads each word as a line of its own.  Where
such a row opens with a number ("10 MeV/nucleon and as high as 500"), the number alone
on its line was passed over as a section's number ("1" of "1 Introduction"), and the
abstract read "as low as MeV/nucleon" (latex58's ``permission-foot``, abstract 0.991).
A number alone in the abstract's type, set at a running line step under a line that
ends in mid-sentence, goes on the sentence (:mod:`~tapyre_paper_search.pdf.abstractstate`).

Control: after a sentence's end, the "1" of a section heading in the abstract's type
("1 Introduction" drawn word by word) stays out of the abstract.  The pages are drawn
with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf

_BEFORE = (
    "We investigate the Coulomb excitation of low-lying states of unstable nuclei in "
    "intermediate energy collisions. It is shown that the cross sections for the "
    "transitions are larger at lower energies, and that retardation effects and Coulomb "
    "distortion are both relevant for energies as low as"
)
_ROW = ("10", "MeV", "per", "nucleon", "and", "as", "high", "as")
_AFTER = "500 MeV per nucleon. Implications for studies at beam facilities are discussed."


def _stretched(page: Writer, words: tuple[str, ...], *, bold: bool = False) -> None:
    """``words`` on one row, 12 points apart (PyMuPDF reads each as a line)."""
    page.y += 12.5
    x, font = 60.0, "tibo" if bold else "tiro"
    for word in words:
        page.page.insert_text((x, page.y), word, fontsize=10, fontname=font)
        x += pymupdf.get_text_length(word, font, 10) + 12


def _front(page: Writer, *, ended: bool) -> None:
    """Title, names, "ABSTRACT", then the abstract with a stretched row (``ended``: the
    abstract ends before a heading drawn as a stretched row instead)."""
    page.line(TITLE, 17, bold=True)
    page.space(8)
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 11)
    page.line("Department of Physics, University of Leeds", 9)
    page.space(14)
    page.line("ABSTRACT", 12, bold=True)
    page.paragraph(_BEFORE if not ended else _BEFORE + " ten.", width=300, after=0)
    if ended:
        page.space(10)
        _stretched(page, ("1", "Introduction"))
    else:
        _stretched(page, _ROW)
        page.paragraph(_AFTER, width=300)
        page.space(10)
        page.line("1 Introduction", 12, bold=True)
    page.space(4)
    while page.y < 700:
        page.paragraph(BODY)


def _read(tmp_path: Path, *, ended: bool) -> str:
    doc = pymupdf.open()
    _front(Writer(doc.new_page(width=595, height=842)), ended=ended)
    second = Writer(doc.new_page(width=595, height=842))
    second.line("2 Methods", 12, bold=True)
    second.paragraph(BODY)
    path = tmp_path / "stretched.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=2, tables=False).abstract


def test_a_number_opening_a_stretched_row_goes_on_the_sentence(tmp_path: Path) -> None:
    abstract = _read(tmp_path, ended=False)
    assert "energies as low as 10 MeV per nucleon and as high as 500 MeV" in abstract
    assert abstract.endswith("are discussed.")


def test_a_headings_number_after_a_sentences_end_stays_out(tmp_path: Path) -> None:
    abstract = _read(tmp_path, ended=True)
    assert abstract.endswith("energies as low as ten.")
