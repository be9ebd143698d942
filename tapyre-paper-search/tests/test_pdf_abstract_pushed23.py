"""An abstract a long author list pushed to the second page (``latex23``), drawn with
PyMuPDF on a small journal page: the first page holds the title and one centred name
over its affiliation for each author, the second opens with a running head and the
abstract under a small "ABSTRACT." run-in label, the page's number centred at every
page's foot.  The abstract may run off the second page in mid-sentence and go on at
the top of the third; the page number under it is never part of it."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import wrapped
from tapyre_paper_search.pdf import extract_pdf

_W, _H = 440.0, 652.0  # a 155 x 230 mm page
_LEFT, _MEASURE = 74.0, 291.0
_TITLE = ("Seasonal Migration of Wading Birds", "Along the Northern Coasts of Europe")
_NAMES = (
    "Anna Lindqvist",
    "Jonas Berg",
    "Maria Costa",
    "Pieter Smit",
    "Elena Rossi",
    "Tomas Novak",
    "Lena Fischer",
)
_PLACES = (
    "Department of Biology, University of Lund, Lund, Sweden",
    "Institute of Ecology, University of Porto, Porto, Portugal",
)
_SENTENCE = (
    "We counted wading birds on three coasts over nine winters and compared their "
    "routes with those reported from ringing stations across the whole flyway. "
)
_BODY = "Shorebirds rely on a chain of coastal wetlands during their journeys. " * 12


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str = "tiro") -> None:
    width = pymupdf.get_text_length(text, face, size)
    page.insert_text(((_W - width) / 2, y), text, fontsize=size, fontname=face)


def _paragraph(page: pymupdf.Page, y: float, rows: list[str]) -> float:
    for row in rows:
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tiro")
        y += 12.0
    return y


def _paper(
    path: Path,
    abstract: str,
    rest: str,
    *,
    label: str = "ABSTRACT. ",
    translation: str = "",
    heading: bool = True,
) -> None:
    """Three pages: title and names; the running head and ``abstract`` under ``label``
    filling the second page to its foot (or, with ``translation``, that under
    "ABSTRACT." and a section after it); ``rest`` atop the third page, then a section
    (without ``heading``, ``rest`` runs on into the body with no heading)."""
    doc = pymupdf.open()
    first = doc.new_page(width=_W, height=_H)
    y = 130.0
    for row in _TITLE:
        _centred(first, y, row, 17.2)
        y += 17.0
    y += 30.0
    for i, name in enumerate(_NAMES):
        _centred(first, y, name, 10.9)
        _centred(first, y + 14, _PLACES[i % 2], 10.0)
        y += 48.0
    _centred(first, 604.0, "154", 10.9)
    second = doc.new_page(width=_W, height=_H)
    _centred(second, 66.0, "LINDQVIST ET AL.", 8.0)
    rows = wrapped(abstract, 10.0, _MEASURE - 40)
    second.insert_text((_LEFT, 106.0), label + rows[0], fontsize=10, fontname="tiro")
    y = _paragraph(second, 118.0, rows[1:])
    if translation:
        rows = wrapped(translation, 10.0, _MEASURE - 40)
        second.insert_text((_LEFT, y + 20), "ABSTRACT. " + rows[0], fontsize=10, fontname="tiro")
        y = _paragraph(second, y + 32, rows[1:])
        second.insert_text((_LEFT, y + 24), "1 Introduction", fontsize=12, fontname="tibo")
        _paragraph(second, y + 46, wrapped(_BODY, 10.0, _MEASURE))
    _centred(second, 604.0, "155", 10.9)
    third = doc.new_page(width=_W, height=_H)
    _centred(third, 66.0, "SEASONAL MIGRATION OF WADING BIRDS", 8.0)
    if not heading:
        _paragraph(third, 106.0, wrapped(rest + " " + _BODY, 10.0, _MEASURE))
    else:
        y = _paragraph(third, 106.0, wrapped(rest, 10.0, _MEASURE)) if rest else 106.0
        third.insert_text((_LEFT, y + 24), "1 Introduction", fontsize=12, fontname="tibo")
        _paragraph(third, y + 46, wrapped(_BODY, 10.0, _MEASURE))
    _centred(third, 604.0, "156", 10.9)
    doc.save(path)


def test_an_abstract_pushed_to_the_second_page_goes_on_at_the_third(tmp_path: Path) -> None:
    """On the base the abstract stopped at the second page's foot, in mid-sentence."""
    head = _SENTENCE * 16 + "These counts support further studies that will assess"
    path = tmp_path / "pushed.pdf"
    rest = "the routes of single birds with small satellite tags, as well as their timing."
    _paper(path, head, rest)
    pdf = extract_pdf(path, max_pages=4, tables=False)
    assert pdf.title == " ".join(_TITLE)
    assert pdf.abstract.startswith("We counted wading birds on three coasts")
    assert pdf.abstract.endswith("will assess the routes of single birds with small "
                                 "satellite tags, as well as their timing.")  # fmt: skip
    assert "155" not in pdf.abstract.split() and "Introduction" not in pdf.abstract


def test_the_page_number_under_an_ended_abstract_is_left_out(tmp_path: Path) -> None:
    """On the base the second page's number, under the abstract's last sentence, ended it."""
    path = tmp_path / "ended.pdf"
    _paper(path, _SENTENCE * 16 + "The counts are given per site and per month.", "")
    pdf = extract_pdf(path, max_pages=4, tables=False)
    assert pdf.abstract.endswith("The counts are given per site and per month.")
    assert pdf.abstract.startswith("We counted wading birds on three coasts")
    assert "Shorebirds" not in pdf.abstract


def test_an_abstract_ending_in_a_web_address_does_not_go_on(tmp_path: Path) -> None:
    """``review70``: a last word that is no plain word (a web address, a number, a
    closing quote) ends no sentence's middle; the third page's body, opening in lower
    case with no heading over it, was read into the abstract."""
    path = tmp_path / "address.pdf"
    end = "Data are available at github.com/lund/wading-birds"
    _paper(path, _SENTENCE * 16 + end, "k-means clusters of the routes are shown first.",
           heading=False)  # fmt: skip
    pdf = extract_pdf(path, max_pages=4, tables=False)
    assert pdf.abstract.startswith("We counted wading birds on three coasts")
    assert pdf.abstract.endswith(end)


def test_of_two_pushed_abstracts_the_one_in_the_titles_language(tmp_path: Path) -> None:
    """``review70``: a French résumé then the English abstract, both pushed to the
    second page under an English title; the first one printed was returned as found."""
    french = (
        "Nous avons compté les oiseaux limicoles sur trois côtes pendant neuf hivers et "
        "comparé leurs routes avec celles des stations de baguage de toute la voie. "
    ) * 4
    path = tmp_path / "bilingual.pdf"
    _paper(path, french, "", label="RÉSUMÉ. ", translation=_SENTENCE * 4)
    pdf = extract_pdf(path, max_pages=4, tables=False)
    assert pdf.abstract.startswith("We counted wading birds on three coasts")
    assert pdf.abstract.endswith("across the whole flyway.")
    assert "Nous" not in pdf.abstract and "Shorebirds" not in pdf.abstract
