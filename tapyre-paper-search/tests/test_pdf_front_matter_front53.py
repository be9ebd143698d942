"""Office and browser front matter, round 53 (``front53``), drawn with PyMuPDF.

front52's held-out layouts, now train:

* a journal club's handout: the club's line, a presenter, then the paper only as a
  Vancouver citation behind "Paper:" (:mod:`~tapyre_paper_search.pdf.citedpaper`);
* a reference manager's item pane: a table of items with "Title | Creator | Year"
  headings over the pane, whose labels are set flush right against their values, one
  "Author  Lee, Ann" row a person (:mod:`~tapyre_paper_search.pdf.labelform`);
* an article page's "Download PDF" button under the names
  (:mod:`~tapyre_paper_search.pdf.uiwords`);
* a poster's abstract in the first of three cells side by side, the cell cut at the
  page's foot and going on at the top of the next page
  (:mod:`~tapyre_paper_search.pdf.boxfoot`).

Controls keep what was read before: a "Paper:" line that is no citation, a person's
name whose first word is an action, a poster's abstract whose next page opens with the
body's full-width text.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf
from tapyre_paper_search.pdf.namewords import as_name
from test_pdf_front_matter_front47 import _ABSTRACT, _BODY, _H, _LEFT, _TITLE, _W, _text
from test_pdf_front_matter_front52 import _OPENING, _letter, _line, _rows

_TRUTH = " ".join(_ABSTRACT)


def _handout(paper: list[str]) -> list[tuple[float, str, float, str]]:
    return [
        (0, "Methods Journal Club", 15, "b"),
        (0, "Date: 12 May 2021 \u00b7 Presenter: Cy Diaz", 10, ""),
        (0, "", 0, ""),
        *((0, text, 10, "") for text in paper),
        (0, "", 0, ""),
        (0, "Summary", 11, "b"),
        *((0, text, 10, "") for text in _ABSTRACT),
        (0, "", 0, ""),
        (0, "Points for discussion", 11, "b"),
        (0, "1. Is the design adequate for the question asked?", 10, ""),
    ]


_CITATION = [
    "Paper: Lee AM, Chen B, de Vries P. Street trees and the summer heat of",
    "small towns. J Urban Climate. 2021;12(3):45-67.",
]


def test_a_handouts_vancouver_citation_is_the_record(tmp_path: Path) -> None:
    got = _rows(tmp_path, _handout(_CITATION))
    names = ("A. M. Lee", "B. Chen", "P. de Vries")
    assert (got.title, got.authors, got.abstract) == (_TITLE, names, _TRUTH)


def test_a_citation_with_et_al_and_a_month(tmp_path: Path) -> None:
    paper = [
        "Article discussed: Garcia-Lopez JM, Okafor N, et al. Street trees and the",
        "summer heat of small towns. Urban Clim 2019 Mar;7:101-9.",
    ]
    got = _rows(tmp_path, _handout(paper))
    assert (got.title, got.authors) == (_TITLE, ("J. M. Garcia-Lopez", "N. Okafor"))


def test_a_paper_label_without_a_citation_is_no_record() -> None:
    from tapyre_paper_search.pdf.citedpaper import read_cited  # (new: fails on the base)

    lines = [
        _line("Reading group notes", 60, 14),
        _line("Paper: see the copy handed out last week, pages 3 to 9.", 80),
        _line("Summary", 100),
    ]
    assert read_cited(lines) is None
    prose = [_line("Paper: We met. It rained. 2021; then we left.", 60)]
    assert read_cited(prose) is None


_SERIF = pymupdf.Font(fontfile="/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")


def _flush_right(page: pymupdf.Page, right: float, y: float, label: str) -> None:
    """``label`` in 9 pt set flush right at ``right`` (an item pane's label)."""
    _text(page, right - _SERIF.text_length(label, fontsize=9), y, label, 9)


def _item_pane(tmp_path: Path, people: tuple[str, ...]) -> ExtractedPdf:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 60.0
    _text(page, _LEFT, y, "My Library \u203a Methods papers", 9)
    y += 22
    items = [
        ("Title", "Creator", "Year"),
        ("Roots under pavements and their slabs", "Unknown", "2016"),
        (_TITLE, "Lee et al.", "2021"),
        ("Growth of lime trees along canals", "Unknown", "2014"),
    ]
    for title, creator, year in items:
        _text(page, _LEFT, y, title, 9)
        _text(page, 420, y, creator, 9)
        _text(page, 500, y, year, 9)
        y += 15
    y += 10
    _text(page, _LEFT, y, "Info \u00b7 Notes \u00b7 Tags \u00b7 Related", 11)
    y += 26
    right, values = 130.0, 140.0
    rows = [
        ("Item Type", "Journal Article"),
        ("Title", _TITLE),
        *(("Author", person) for person in people),
    ]
    for label, value in rows:
        _flush_right(page, right, y, label)
        _text(page, values, y, value, 9)
        y += 15
    _flush_right(page, right, y, "Abstract")
    y += 13
    for text in _ABSTRACT:
        _text(page, values, y, text, 8.5)
        y += 12
    for label, value in (("Publication", "Journal of Methods"), ("Volume", "12")):
        _flush_right(page, right, y, label)
        _text(page, values, y, value, 9)
        y += 15
    path = tmp_path / "pane.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_an_item_panes_flush_right_labels_give_the_record(tmp_path: Path) -> None:
    got = _item_pane(tmp_path, ("Lee, Ann", "Chen, Bo", "de Vries, Pieter"))
    names = ("Ann Lee", "Bo Chen", "Pieter de Vries")
    assert (got.title, got.authors, got.abstract) == (_TITLE, names, _TRUTH)


def test_an_item_panes_one_author_row(tmp_path: Path) -> None:
    got = _item_pane(tmp_path, ("Pan, Hongjun",))
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Hongjun Pan",), _TRUTH)


def test_a_download_button_under_the_names_is_no_author(tmp_path: Path) -> None:
    rows = [
        (0, "Home \u203a Journal of Methods \u203a Volume 12, Issue 3", 8, ""),
        (0, "Open Access \u00b7 Article", 8, "b"),
        (0, _TITLE, 17, "b"),
        (0, "Ann Lee, Bo Chen and Cy Diaz", 11, ""),
        (0, "Published: 4 May 2021 \u00b7 Cite this article \u00b7 1,204 Accesses", 8, ""),
        (0, "Download PDF", 10, ""),
        (0, "", 0, ""),
        (0, "Abstract", 13, "b"),
        *((0, text, 10, "") for text in _ABSTRACT),
    ]
    got = _rows(tmp_path, rows)
    names = ("Ann Lee", "Bo Chen", "Cy Diaz")
    assert (got.title, got.authors, got.abstract) == (_TITLE, names, _TRUTH)


def test_controls_are_no_names_and_names_stay_names() -> None:
    from tapyre_paper_search.pdf.uiwords import is_ui_label  # (new: fails on the base)

    for control in ("Download PDF", "Open in viewer", "Cite this article", "Get PDF", "Share"):
        assert is_ui_label(control.split()) or len(control.split()) < 2, control
        assert as_name(control) == "", control
    for person in ("Ann Lee", "Cy Save", "Hans Ris", "Bo Follow Chen", "Read Lee"):
        assert not is_ui_label(person.split()), person
    assert as_name("Ann Lee") == "Ann Lee"


_LONG = (
    "Street trees cool the towns they shade, but how much they cool small towns in a hot"
    " summer is not known. We measured the air over paved streets with and without trees"
    " in twelve towns for three summers, every ten minutes at head height, and we compare"
    " the afternoon heat of both kinds of street with a simple model of shade and of"
    " evaporation from leaves. Streets with trees were cooler by two degrees on average"
    " and by four degrees on the hottest afternoons, most of it from shade over the"
    " pavement and the walls. The model explains the difference within half a degree"
    " where the crowns close over the street and overstates it where they stand apart."
    " Small towns lose their old trees to storms and to new roads, and planting again"
    " takes decades to give the same shade. We estimate how many hot afternoons a town"
    " of the plain gains for each tree lost along its streets and show that the loss is"
    " largest where the streets run east to west. These figures let a town weigh the"
    " cost of keeping its trees against the heat its people would bear without them."
)


def _poster(tmp_path: Path, *, rest_in_cell: bool) -> tuple[ExtractedPdf, str]:
    """A landscape poster: three cells side by side, the abstract's cut at the page's
    foot; its rest on page 2 in its column (``rest_in_cell``) or that page opening with
    the body's full-width text."""
    doc = pymupdf.open()
    width, height = 842.0, 595.0
    page = doc.new_page(width=width, height=height)
    _text(page, 60, 60, _TITLE, 24, face="b")
    _text(page, 250, 95, "Ann Lee, Bo Chen and Cy Diaz", 13)
    _text(page, 220, 115, "Department of Geography, University of Leeds", 9)
    wrapped = textwrap.wrap(_LONG, 36)
    on_page = 29
    cells = (wrapped[:on_page], *[textwrap.wrap(" ".join(_BODY), 36)[:8]] * 2)
    for x, head, cell in zip(
        (60, 320, 580), ("Abstract", "Methods", "Results"), cells, strict=True
    ):
        _text(page, x, 150, head, 13, face="b")  # each cell's heading, then its text
        for k, text in enumerate(cell):
            _text(page, x, 170 + 13.5 * k, text, 10)
    _text(page, width / 2, 575, "1", 10)
    second = doc.new_page(width=width, height=height)
    y = 60.0
    if rest_in_cell:
        for text in wrapped[on_page:]:
            _text(second, 60, y, text, 10)
            y += 13.5
    _text(second, 60, y + 20, "1. Introduction", 12, face="b")
    y += 42
    for text in _BODY:
        _text(second, 60, y, text + " " + text, 10)
        y += 14
    path = tmp_path / "poster.pdf"
    doc.save(path)
    return extract_pdf(path), " ".join(wrapped[:on_page])


def test_a_posters_abstract_cell_goes_on_over_the_page(tmp_path: Path) -> None:
    got, _ = _poster(tmp_path, rest_in_cell=True)
    assert got.abstract == _LONG


def test_a_posters_abstract_stays_where_the_next_page_is_the_body(tmp_path: Path) -> None:
    got, first_page = _poster(tmp_path, rest_in_cell=False)
    assert got.abstract == first_page


_TALK = [
    "We combine the methods of a working group on street trees with a program of measuring",
    "the air in twelve small towns, and we compare the afternoon heat of streets with and",
    "without trees over three summers. Each group of streets was measured every ten minutes",
    "at head height by a volunteer program, and the results of the whole group agree with",
    "a simple model of shade and of evaporation from leaves within half a degree.",
]


def test_a_talks_headingless_abstract_a_line_a_block_is_read_whole(tmp_path: Path) -> None:
    """A video page's description: each wrapped line of the abstract a block of its own
    (lines far apart), words of an affiliation's ("group", "program") in each."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 43, 90, _TITLE, 13, face="b")
    _text(page, 43, 120, "Spring Meeting Talks \u00b7 4.9K subscribers \u00b7 Subscribe", 10.5)
    _text(page, 49, 160, "4,222 views \u00b7 19 May 2023", 10.5, face="b")
    _text(page, 49, 187, "Speaker: Ann Lee", 10.5)
    y = 215.0
    for text in _TALK:
        _text(page, 49, y, text, 10.5)
        y += 16.5
    _text(page, 43, y + 30, "35 Comments", 10.5, face="b")
    _text(page, 43, y + 70, "Introduction", 13, face="b")
    y += 80
    for text in _BODY:
        _text(page, 43, y, text, 10.5)
        y += 17
    path = tmp_path / "talk.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == " ".join(_TALK)


def test_a_signatorys_place_alone_under_the_name_is_no_name(tmp_path: Path) -> None:
    """Signatories' cards parted by a blank: "Ann Lee" over "Leiden University", "Bo
    Chen" over "ETH Zurich" (which reads as a name): the place is Bo Chen's."""
    cards = [(0, "Ann Lee", 10, ""), (0, "Leiden University", 10, ""), (0, "", 0, "")]
    cards += [(0, "Bo Chen", 10, ""), (0, "ETH Zurich", 10, "")]
    got = _rows(tmp_path, _letter(_OPENING)[:-2] + cards)
    assert got.authors == ("Ann Lee", "Bo Chen")


def test_signatories_a_line_each_stay_names(tmp_path: Path) -> None:
    cards = [(0, "Ann Lee", 10, ""), (0, "Bo Chen", 10, ""), (0, "", 0, "")]
    cards += [(0, "Department of Physics, ETH Zurich", 10, "")]
    got = _rows(tmp_path, _letter(_OPENING)[:-2] + cards)
    assert got.authors == ("Ann Lee", "Bo Chen")
