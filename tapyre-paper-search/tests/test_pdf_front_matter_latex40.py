"""LaTeX front matter, round 40 (``latex40``), drawn with PyMuPDF on A4 pages.

Round 39's held-out ``thesis-degree``, now train: a thesis's title page ("by", the
names, a degree statement), and on page 2 the abstract alone under "Abstract of the
Dissertation" with the title repeated under the heading
(:mod:`~tapyre_paper_search.pdf.thesisabstract`).  Controls: a contents page listing
"Abstract of the Dissertation … iii", an acknowledgements page.

Round 39's held-out ``running-title``, now train: a title whose line ends in a broken
word ("eco-" / "logic") that the paper writes whole elsewhere is joined
(:mod:`~tapyre_paper_search.pdf.titlebreaks`); "state-of-the-" / "art" keeps its
hyphen (control).

Round 39's held-out ``bold-letter``, now train: a letter's abstract as its first
paragraph in bold with no heading, too short for the headingless rules
(:mod:`~tapyre_paper_search.pdf.boldlead`).  Control: a bold deck right under the
title with the names under it is no abstract.

A kicker over the title that reads as one name ("Original Article") is no byline
over the abstract: a byline under the abstract over its places still ends it
(:mod:`~tapyre_paper_search.pdf.bylineunder`).  Control: two names over the title are.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _ABSTRACT, _rows
from test_pdf_front_matter_latex33 import _BODY as _LIVER_BODY

_W, _H, _LEFT = 595.0, 842.0, 72.0
_THESIS_TITLE = ("Magnetism and Thermodynamics of Spin Chains", "in a Magnetic Field")


def _centred(page: pymupdf.Page, y: float, text: str, size: float, font: str = "tiro") -> None:
    width = pymupdf.get_text_length(text, fontname=font, fontsize=size)
    page.insert_text(((_W - width) / 2, y), text, fontsize=size, fontname=font)


def _thesis(path: Path, second: list[tuple[str, float]], *, abstract_page: bool = True) -> None:
    """A thesis: the title page, then page 2's ``second`` rows (text, size) centred
    over the abstract (``abstract_page``) or over nothing, then the text on page 3."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 180, _THESIS_TITLE[0], 17)
    _centred(page, 202, _THESIS_TITLE[1], 17)
    _centred(page, 280, "by", 12)
    _centred(page, 320, "Marta Ferreira", 14)
    rows = (
        "A dissertation submitted in partial satisfaction of the",
        "requirements for the degree of",
        "Doctor of Philosophy",
        "in Physics",
    )
    for i, row in enumerate(rows):
        _centred(page, 400 + 18 * i, row, 11)
    _centred(page, 650, "University of Cagliari", 11)
    _centred(page, 672, "2021", 11)
    page = doc.new_page(width=_W, height=_H)
    y = 110.0
    for text, size in second:
        _centred(page, y, text, size)
        y += size * 1.6
    if abstract_page:
        _rows(page, _LEFT, y + 14, _ABSTRACT, 11)
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 110), "1 Introduction", fontsize=14, fontname="tibo")
    _rows(page, _LEFT, 140, _LIVER_BODY * 4, 11)
    doc.save(path)


def test_a_thesis_abstract_under_abstract_of_the_dissertation(tmp_path: Path) -> None:
    path = tmp_path / "thesis.pdf"
    _thesis(path, [("Abstract of the Dissertation", 12), *((t, 11) for t in _THESIS_TITLE)])
    record = extract_pdf(path)
    assert record.title == " ".join(_THESIS_TITLE)
    assert record.authors == ("Marta Ferreira",)
    assert record.abstract.startswith("Current methods of nuclear isolation from liver")
    assert "Magnetism" not in record.abstract


def test_capitals_heading_with_by_and_the_name_repeated(tmp_path: Path) -> None:
    path = tmp_path / "thesis.pdf"
    rows = [("ABSTRACT OF THE THESIS", 12), *((t, 11) for t in _THESIS_TITLE)]
    _thesis(path, [*rows, ("by", 11), ("Marta Ferreira", 11)])
    abstract = extract_pdf(path).abstract
    assert abstract.startswith("Current methods of nuclear isolation from liver")
    assert "Ferreira" not in abstract and "Magnetism" not in abstract


def test_control_a_contents_page_listing_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "thesis.pdf"
    rows = [
        ("Contents", 14),
        ("Abstract of the Dissertation . . . . . . . . iii", 11),
        ("Acknowledgements . . . . . . . . . . . . . . v", 11),
    ]
    _thesis(path, rows, abstract_page=False)
    record = extract_pdf(path)
    assert record.title == " ".join(_THESIS_TITLE)
    assert "Acknowledgements" not in record.abstract


def test_control_an_acknowledgements_page(tmp_path: Path) -> None:
    path = tmp_path / "thesis.pdf"
    _thesis(path, [("Acknowledgements", 14)])
    assert not extract_pdf(path).abstract.startswith("Current methods")


def _titled(path: Path, title: tuple[str, str], body: list[str]) -> None:
    """A first page: ``title`` on two rows in 18 pt bold, a name, an "Abstract"
    heading over the abstract, and a section whose text is ``body``."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), title[0], fontsize=18, fontname="tibo")
    page.insert_text((_LEFT, 113), title[1], fontsize=18, fontname="tibo")
    page.insert_text((_LEFT, 140), "Marta Ferreira and Jonas Lindqvist", fontsize=12)
    page.insert_text((_LEFT, 156), "University of Cagliari, Italy", fontsize=9, fontname="tiit")
    page.insert_text((_LEFT, 185), "Abstract", fontsize=11, fontname="tibo")
    y = _rows(page, _LEFT, 202, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 40, body + _LIVER_BODY * 3, 10)
    doc.save(path)


_ECO = ("The quality of modern cross-sectional eco-", "logic studies: a bibliometric review")


def test_a_titles_broken_word_written_whole_in_the_text_is_joined(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _titled(path, _ECO, ["The ecologic study design is used by epidemiologists in spite of this."])
    title = extract_pdf(path).title
    assert title == "The quality of modern cross-sectional ecologic studies: a bibliometric review"


def test_control_a_compound_keeps_its_hyphen(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    rows = ("Beyond the state-of-the-", "art in nuclear isolation")
    _titled(path, rows, ["We compare with the stateoftheart methods of the field."])
    assert extract_pdf(path).title == "Beyond the state-of-the-art in nuclear isolation"


def _letter(path: Path, lead: list[str], *, deck_first: bool = False) -> None:
    """A letter: a small "Letter" kicker, the title in bold, then (``deck_first``:
    the ``lead`` rows before) the name and the place, the ``lead`` rows in bold in
    the body's size, a section and the text."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 80), "LETTER", fontsize=8, fontname="tiro")
    page.insert_text((_LEFT, 100), "Reducing SAT to 2-SAT in polynomial time", fontsize=15,
                     fontname="tibo")  # fmt: skip
    y = 125.0
    if deck_first:
        y = _bold_rows(page, y, lead) + 6
    page.insert_text((_LEFT, y), "Sergey Gubin", fontsize=10, fontname="tiro")
    page.insert_text((_LEFT, y + 13), "Tartu Medical Center, Estonia", fontsize=8, fontname="tiit")
    y += 38
    if not deck_first:
        y = _bold_rows(page, y, lead)
    page.insert_text((_LEFT, y + 22), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 42, _LIVER_BODY * 4, 10)
    doc.save(path)


def _bold_rows(page: pymupdf.Page, y: float, rows: list[str]) -> float:
    for row in rows:
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tibo")
        y += 13
    return y


_LEAD = ["Description of a polynomial time reduction of SAT", "to 2-SAT of polynomial size."]


def test_a_short_bold_first_paragraph_is_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "letter.pdf"
    _letter(path, _LEAD)
    record = extract_pdf(path)
    assert record.abstract == " ".join(_LEAD)
    assert record.authors == ("Sergey Gubin",)


def test_control_a_bold_deck_over_the_byline(tmp_path: Path) -> None:
    path = tmp_path / "letter.pdf"
    _letter(path, _LEAD, deck_first=True)
    assert extract_pdf(path).abstract != " ".join(_LEAD)


def test_control_a_bold_line_too_short_to_be_an_abstract(tmp_path: Path) -> None:
    path = tmp_path / "letter.pdf"
    _letter(path, ["A short note."])
    assert extract_pdf(path).abstract != "A short note."


_PLACES = "Department of Biochemistry, University of Cagliari, Cagliari, Italy"


def _kicked(path: Path, kicker: str, byline: str, places: str) -> None:
    """A first page: a ``kicker`` over the title in 10 pt, a run-in "Abstract." in 9 pt
    with the abstract, the ``byline`` in 10 pt and the ``places`` in 8 pt italics
    under it, then a section and its text."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 70), kicker, fontsize=10, fontname="tiro")
    page.insert_text((_LEFT, 92), "Isolation of intact nuclei of high purity", fontsize=15,
                     fontname="tibo")  # fmt: skip
    rows = ["Abstract. " + _ABSTRACT[0], *_ABSTRACT[1:]]
    y = _rows(page, _LEFT, 116, rows, 9) + 10
    page.insert_text((_LEFT, y), byline, fontsize=10, fontname="tiro")
    page.insert_text((_LEFT, y + 12), places, fontsize=8, fontname="tiit")
    page.insert_text((_LEFT, y + 52), "1 Introduction", fontsize=13, fontname="tibo")
    _rows(page, _LEFT, y + 74, _LIVER_BODY * 3, 10)
    doc.save(path)


def test_a_kicker_over_the_title_is_no_byline_over_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "kicked.pdf"
    _kicked(path, "Original Article", "Marta Ferreira and Jonas Lindqvist", _PLACES)
    record = extract_pdf(path)
    assert record.authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert "Ferreira" not in record.abstract


def test_control_a_byline_over_the_abstract_keeps_names_under_it_out(tmp_path: Path) -> None:
    """Control (passes on the base too): two names over the title are a byline above,
    and names under the abstract are no authors."""
    path = tmp_path / "kicked.pdf"
    _kicked(path, "Ana Souza and Bo Chen", "Marta Ferreira and Jonas Lindqvist", _PLACES)
    assert "Marta Ferreira" not in extract_pdf(path).authors
