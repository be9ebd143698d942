"""Review of ``latex36``'s front-matter rules (``review107``), drawn with PyMuPDF.

* A magazine's deck ending in a period, then its byline led by a dash ("— Ann Lee
  and Bo Chen"): a dash-led line naming two people is a byline, no epigraph's
  attribution (:mod:`~tapyre_paper_search.pdf.epigraph`).
* A note in smaller type at the foot of a page with no byline whose subject only
  looks like names ("Model A and Model B are in the left and right panels") names
  nobody: the footnote of authors goes on to a place
  (:mod:`~tapyre_paper_search.pdf.footnoteauthors`).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex36 import (
    _ABSTRACT,
    _DEJAVU,
    _H,
    _LEFT,
    _LIVER_BODY,
    _NAMES,
    _TITLE,
    _W,
    _centred,
    _footnote,
    _rows,
)


def test_a_dash_led_byline_under_a_deck_is_no_attribution(tmp_path: Path) -> None:
    path = tmp_path / "deck.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 110, _TITLE, 17, "tiro")
    deck = ["How a simple sucrose gradient gives nuclei clean enough for proteomics."]
    y = _rows(page, _LEFT, 140, deck, 11, "tiit")
    byline = "\u2014 " + " and ".join(_NAMES)  # (the base fonts have no em dash)
    page.insert_text((_LEFT, y + 4), byline, fontsize=11, fontname="dv", fontfile=_DEJAVU)
    _centred(page, y + 50, "Abstract", 10, "tibo")
    y = _rows(page, _LEFT + 20, y + 70, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 30), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 50, _LIVER_BODY, 10)
    doc.save(path)
    assert extract_pdf(path).authors == _NAMES


def test_a_note_whose_subject_looks_like_names_names_nobody(tmp_path: Path) -> None:
    path = tmp_path / "note.pdf"
    _footnote(path, ["Model A and Model B are in the left and right panels, respectively."])
    assert extract_pdf(path).authors == ()


def test_a_subject_footnote_at_an_acronym_still_names_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "mit.pdf"
    _footnote(path, ["Marta Ferreira and Jonas Lindqvist are at MIT, Cambridge, MA."])
    assert extract_pdf(path).authors == _NAMES


def test_a_dash_led_byline_under_a_larger_subtitle_is_no_attribution(tmp_path: Path) -> None:
    """A subtitle (a question, larger than the byline) over "— Marta Ferreira"."""
    path = tmp_path / "subtitle.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 110, _TITLE, 17, "tiro")
    _centred(page, 132, "Can a sucrose gradient alone give clean nuclei?", 12, "tiit")
    byline = "\u2014 " + _NAMES[0]
    w = pymupdf.Font(fontfile=_DEJAVU).text_length(byline, 11)
    page.insert_text(((_W - w) / 2, 152), byline, fontsize=11, fontname="dv", fontfile=_DEJAVU)
    _centred(page, 200, "Abstract", 10, "tibo")
    y = _rows(page, _LEFT + 20, 220, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 30), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 50, _LIVER_BODY, 10)
    doc.save(path)
    assert extract_pdf(path).authors == _NAMES[:1]


def test_an_epigraph_in_german_quotation_marks_is_no_author(tmp_path: Path) -> None:
    """„…“ and »…« close on “ and «: the attribution under them is no author."""
    italic = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"
    for marks in ("\u201e\u201c", "\u00bb\u00ab"):
        path = tmp_path / "de.pdf"
        doc = pymupdf.open()
        page = doc.new_page(width=_W, height=_H)
        _centred(page, 110, _TITLE, 17, "tiro")
        _centred(page, 145, " and ".join(_NAMES), 12, "tiro")
        _centred(page, 161, "Institut f\u00fcr Biologie, Universit\u00e4t Bonn", 9, "tiro")
        quote = f"{marks[0]}Wer nichts wei\u00df, muss alles glauben.{marks[1]}"
        w = pymupdf.Font(fontfile=italic).text_length(quote, 10)
        page.insert_text((_W - _LEFT - w, 205), quote, fontsize=10, fontname="dvi", fontfile=italic)
        who = "\u2014 Marie von Ebner-Eschenbach"
        w = pymupdf.Font(fontfile=_DEJAVU).text_length(who, 10)
        page.insert_text((_W - _LEFT - w, 220), who, fontsize=10, fontname="dv", fontfile=_DEJAVU)
        _centred(page, 260, "Summary", 10, "tiro")
        y = _rows(page, _LEFT + 20, 280, _ABSTRACT, 10)
        page.insert_text((_LEFT, y + 30), "1 Introduction", fontsize=12, fontname="tibo")
        _rows(page, _LEFT, y + 50, _LIVER_BODY, 10)
        doc.save(path)
        assert extract_pdf(path).authors == _NAMES, marks
