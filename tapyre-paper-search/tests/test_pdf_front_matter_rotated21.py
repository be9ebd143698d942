"""Front-matter failures of the classes ``latex21`` rotated into train (spie, cje,
aiaa-tc, pracjourn, sugconf), on first pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import wrapped
from tapyre_paper_search.pdf import extract_pdf

_W, _H = 612.0, 792.0
_ABSTRACT = (
    "To identify previously unknown platelet receptors we compared the transcriptomes "
    "of in vitro differentiated megakaryocytes and erythroblasts. RNA was obtained from "
    "purified, biologically paired cultures and compared using microarrays."
)
_BODY = (
    "Small molecules that modulate stem cell fate and function offer significant "
    "opportunities that will allow the full realization of the therapeutic potential. "
) * 6


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    width = pymupdf.get_text_length(text, face, size)
    page.insert_text(((_W - width) / 2, y), text, fontsize=size, fontname=face)


def _marked(page: pymupdf.Page, y: float, line: str, face: str) -> None:
    """``line`` centred at ``y`` in 12 pt ``face``, its "^"-fenced parts as raised marks."""
    parts = [(text, k % 2 == 1) for k, text in enumerate(line.split("^")) if text]
    sizes = [8.0 if mark else 12.0 for _, mark in parts]
    x = (
        _W
        - sum(pymupdf.get_text_length(t, face, s) for (t, _), s in zip(parts, sizes, strict=True))
    ) / 2
    for (text, mark), size in zip(parts, sizes, strict=True):
        page.insert_text((x, y - 4 if mark else y), text, fontsize=size, fontname=face)
        x += pymupdf.get_text_length(text, face, size)


def _lettered_page(
    path: Path,
    places: tuple[str, ...],
    byline: str = "L. Li, Li Romano, and Bernard Christensen",
    faces: tuple[str, ...] = (),
) -> None:
    """A centred bold title, one byline of names with affiliation letters, the
    affiliations in the byline's type run on over two centred lines (``places``; each
    in ``faces``' font where given), an "ABSTRACT" heading, its paragraph and the body.
    A place is drawn as parts split at "^": every other part, from the second, is an
    8 pt mark raised 4 pt ("^a^Division of …")."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 80.0
    for line in ("Comparative gene expression profiling of differentiated", "megakaryocytes"):
        _centred(page, y, line, 16, "tibo")
        y += 19
    y += 12
    _centred(page, y, byline, 12, "tiro")
    y += 20
    for k, line in enumerate(places):
        _marked(page, y, line, faces[k] if k < len(faces) else "tiro")
        y += 14
    y += 26
    _centred(page, y, "ABSTRACT", 11, "tibo")
    y += 16
    for text in [*wrapped(_ABSTRACT, 10, 468), "", *wrapped(_BODY, 10, 468)]:
        page.insert_text((72, y), text, fontsize=10, fontname="tiro")
        y += 12
    doc.save(path)


def test_the_rest_of_a_wrapped_affiliation_is_no_name(tmp_path: Path) -> None:
    # "…, Institute for" runs on: "Advanced Study, Salamanca, …" under it is the rest of
    # the institution's name with its place, though it reads like a name beside one.
    path = tmp_path / "lettered.pdf"
    places = (
        "Division of Medicine, University College Melbourne, Norway; Dept. of Data "
        "Science, Institute for",
        "Advanced Study, Salamanca, Estonia; School of Physics, Toulouse University, Israel",
    )
    _lettered_page(path, places)
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.authors == ("L. Li", "Li Romano", "Bernard Christensen")
    assert front.abstract.startswith("To identify previously unknown")


def test_a_name_under_a_line_of_a_name_and_its_affiliation_stays(tmp_path: Path) -> None:
    # One author a line beside an affiliation: the first line ends in a comma, but it
    # holds a name, so the next line is no rest of an affiliation.
    path = tmp_path / "beside.pdf"
    places = (
        "Bob Roe, Department of Physics, University of Oslo,",
        "Ann Lee, University of Bergen",
    )
    _lettered_page(path, places, byline="Carl Smith, Institute for Advanced Study")
    front = extract_pdf(path, max_pages=1, tables=False)
    assert {"Bob Roe", "Ann Lee"} <= set(front.authors)


def test_a_byline_under_an_affiliation_ending_in_a_comma_stays(tmp_path: Path) -> None:
    # Names and affiliations in turn: "Department of Physics, University of Oslo," runs
    # on, but "Ann Lee, Bob Stone" under it holds no affiliation word nor a country.
    path = tmp_path / "turns.pdf"
    places = ("Department of Physics, University of Oslo,", "Ann Lee, Bob Stone")
    _lettered_page(path, places, byline="Carl Smith")
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.authors == ("Carl Smith", "Ann Lee", "Bob Stone")


def test_a_name_in_roman_under_an_affiliation_in_italics_stays(tmp_path: Path) -> None:
    # The affiliation is set in italics, the next author beside hers in roman: no rest.
    path = tmp_path / "italics.pdf"
    places = ("Department of Physics, University of Oslo,", "Ann Lee, University of Bergen")
    _lettered_page(path, places, byline="Carl Smith", faces=("tiit", "tiro"))
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.authors == ("Carl Smith", "Ann Lee")


def test_the_rest_of_a_wrapped_affiliation_opened_by_a_mark_is_no_name(tmp_path: Path) -> None:
    # The affiliations open with raised letters ("ᵃDivision of …"): the line's names read
    # ", Division of …", an empty head, which holds no name either.
    path = tmp_path / "marks.pdf"
    places = (
        "^a^Division of Medicine, University College Melbourne, Norway; ^b^Dept. of Data "
        "Science, Institute for",
        "Advanced Study, Salamanca, Estonia; ^c^School of Physics, Toulouse University, Israel",
    )
    _lettered_page(path, places, byline="L. Li, Li Romano, and Bernard Christensen")
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.authors == ("L. Li", "Li Romano", "Bernard Christensen")
