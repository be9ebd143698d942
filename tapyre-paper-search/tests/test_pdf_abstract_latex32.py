"""Abstracts of LaTeX papers (``latex32``), drawn with PyMuPDF on A4 pages.

A class that sets the abstract as one unbreakable block under the front matter's dates
line ("Received …; accepted …") moves it whole to the top of the next page when it does
not fit under a long byline: page 1 holds the paper's type, the title, the names, their
affiliations and the dates line, then nothing but the journal's foot line; page 2 opens
with a running head of the names, then "Abstract" and the abstract, then the body.

* That dates line with nothing after it on page 1 is no start of the body
  (:func:`~tapyre_paper_search.pdf.bodystart.body_starts`), so the abstract at the top
  of page 2 is read.
* A dates line followed by prose on page 1 (a letter without an abstract) still starts
  the body: page 2's text is not taken.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_W, _H = 595.0, 842.0
_LEFT = 72.0
_NAMES = "Miguel Wadati, M. Csiszar, Raul Siino, Alessandro Goswami, Robert de Entov"
_ABSTRACT = [
    "Poor prognosis in neuroblastoma is associated with genetic amplification of MYCN,",
    "itself a target of let-7, a tumour suppressor family of microRNAs implicated in many",
    "cancers. LIN28B, an inhibitor of let-7 biogenesis, is overexpressed in neuroblastoma",
    "and has been reported to regulate MYCN. Here we show, however, that LIN28B is not",
    "needed in amplified cell lines, despite the de-repression of let-7 that follows.",
]
_BODY = [
    "Nuclear extracts derived from HeLa cell lines have been found to correct single base",
    "mispairs within open circular heteroduplexes containing a strand-specific incision",
    "located many base pairs from the mismatch. Correction in both extract systems is",
    "strand specific, being highly biased to the incised strand, and it depends on the",
    "distance between the incision and the mismatch in the way the model predicts here.",
]


def _put(page: pymupdf.Page, at: tuple[float, float], text: str, size: float, face: str) -> None:
    page.insert_text(at, text, fontsize=size, fontname=face)


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    width = pymupdf.get_text_length(text, fontname=face, fontsize=size)
    _put(page, ((_W - width) / 2, y), text, size, face)


def _rows(page: pymupdf.Page, y: float, rows: list[str], size: float) -> float:
    for row in rows:
        _put(page, (_LEFT, y), row, size, "tiro")
        y += size * 1.25
    return y


def _paper(path: Path, *, letter: bool = False, wrapped: bool = False) -> None:
    """Page 1: type line, title, names (``wrapped``: over two lines, broken inside a
    name), affiliation, e-mail, dates line (and, for a ``letter``, the body's prose
    under it); page 2: running head, "Abstract", the abstract, "1 Introduction" and
    the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _put(page, (_LEFT, 90.0), "Technical note", 10.0, "tibo")
    _put(page, (_LEFT, 118.0), "Multiple mechanisms disrupt the let-7 microRNA", 17.0, "tibo")
    _put(page, (_LEFT, 138.0), "family in neuroblastoma", 17.0, "tibo")
    if wrapped:
        cut = _NAMES.index(" Goswami")
        _put(page, (_LEFT, 152.0), _NAMES[:cut], 10.5, "tibi")
        _put(page, (_LEFT, 165.0), _NAMES[cut + 1 :], 10.5, "tibi")
    else:
        _put(page, (_LEFT, 158.0), _NAMES, 10.5, "tibi")
    _put(page, (_LEFT, 172.0), "1Research Unit Marine Chemistry, College Szeged", 8.0, "tiro")
    _put(page, (_LEFT, 182.0), "*Corresponding author: agoswami@szeged.ch", 8.0, "tiro")
    _centred(page, 196.0, "Received 19 November 2011; accepted 18 March 2012", 7.0, "tiro")
    if letter:
        _rows(page, 230.0, _BODY + _BODY, 10.0)
    _put(page, (_LEFT, 790.0), "INGENIERIA - VOL. 17 - NO. 2 - ISSN 0121-750X", 6.0, "tiro")
    _put(page, (_W - _LEFT, 790.0), "1", 10.0, "tiro")
    page = doc.new_page(width=_W, height=_H)
    _put(page, (_W - _LEFT - 330.0, 60.0), "Miguel Wadati - M. Csiszar - Raul Siino", 8.0, "tiro")
    _centred(page, 96.0, "Abstract", 9.0, "tibo")
    y = _rows(page, 110.0, _ABSTRACT, 9.0)
    _put(page, (_LEFT, y + 24.0), "1   Introduction", 14.0, "tibo")
    _rows(page, y + 46.0, _BODY + _BODY, 10.0)
    doc.save(path)


def test_an_abstract_moved_whole_under_a_dates_line_is_read_on_page_two(tmp_path: Path) -> None:
    path = tmp_path / "moved.pdf"
    _paper(path)
    record = extract_pdf(path, tables=False)
    assert record.title == "Multiple mechanisms disrupt the let-7 microRNA family in neuroblastoma"
    assert record.abstract.startswith("Poor prognosis in neuroblastoma")
    assert record.abstract.endswith("de-repression of let-7 that follows.")
    assert "Nuclear extracts" not in record.abstract


def test_a_dates_line_over_prose_still_starts_the_body(tmp_path: Path) -> None:
    path = tmp_path / "letter.pdf"
    _paper(path, letter=True)
    record = extract_pdf(path, tables=False)
    assert "Poor prognosis" not in record.abstract


def test_names_wrapped_inside_a_name_over_a_moved_abstract_stay_whole(tmp_path: Path) -> None:
    """The byline is read as it is under the title of any paper: a name the line end
    broke ("Alessandro" / "Goswami") is one name, not two pieces or none."""
    path = tmp_path / "wrapped.pdf"
    _paper(path, wrapped=True)
    record = extract_pdf(path, tables=False)
    assert record.abstract.startswith("Poor prognosis in neuroblastoma")
    assert tuple(record.authors) == tuple(_NAMES.split(", "))


def test_rows_under_the_byline_are_not_read_as_a_wrapped_byline(tmp_path: Path) -> None:
    """A dissertation's title page: the names, the degree lines and the committee's
    "L. von Bülow, Member" rows, the abstract on page 2.  Only the byline's own lines
    are read across their breaks; two committee rows are no name wrapped over them."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 120.0, "COMPUTING GENUS 2 HILBERT-SIEGEL MODULAR FORMS", 16.0, "tibo")
    _centred(page, 142.0, "VIA THE JACQUET-LANGLANDS CORRESPONDENCE", 16.0, "tibo")
    _centred(page, 180.0, "by", 11.0, "tiro")
    _centred(page, 200.0, "Clifton Cunningham", 12.0, "tiro")
    _centred(page, 216.0, "Lassina Dembele", 12.0, "tiro")
    rows = [
        (260.0, "A dissertation submitted in partial fulfilment of the requirements"),
        (274.0, "for the degree of Doctor of Engineering"),
        (300.0, "Graduate School of Cell Biology"),
        (314.0, "Academy of Sciences, Toulouse"),
        (340.0, "April 2023"),
        (380.0, "Dissertation Committee:"),
        (396.0, "A. Weiß, Chair"),
        (410.0, "L. von Bülow, Member"),
        (424.0, "S. Jäger, Member"),
    ]
    for y, text in rows:
        _centred(page, y, text, 11.0, "tiro")
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 96.0, "ABSTRACT", 11.0, "tibo")
    y = _rows(page, 112.0, _ABSTRACT, 10.0)
    _put(page, (_LEFT, y + 24.0), "1   Introduction", 14.0, "tibo")
    _rows(page, y + 46.0, _BODY + _BODY, 10.0)
    path = tmp_path / "thesis.pdf"
    doc.save(path)
    record = extract_pdf(path, tables=False)
    assert record.abstract.startswith("Poor prognosis in neuroblastoma")
    assert tuple(record.authors) == ("Clifton Cunningham", "Lassina Dembele")
