"""A landscape cover page in two panels (``latex22``), drawn with PyMuPDF: the
journal's name in large type at the head of the left panel, the title below it in
capitals wrapped to short rows running down the panel, the byline and affiliation
in italics; the abstract opens the right panel."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import wrapped
from tapyre_paper_search.pdf import extract_pdf

_W, _H = 842.0, 595.0  # A4 landscape
_PANEL = _W / 2
_TITLE_ROWS = (
    "SEASONAL",
    "MIGRATION OF",
    "WADING BIRDS",
    "ALONG THE",
    "NORTHERN",
    "COASTS OF",
    "EUROPE",
)
_TITLE = "Seasonal migration of wading birds along the northern coasts of Europe"
_SHORT = "We count wading birds on three coasts over nine winters and compare their routes."
_LONG = (
    "We count wading birds on three coasts over nine winters and compare their "
    "routes with those reported from ringing stations. Most species keep to the "
    "same stopover sites from year to year, while a few move further north as "
    "the winters grow milder. The counts are given per site and per month."
)
_LICENCE = (
    "This work is licensed under a Creative Commons",
    "Attribution-NonCommercial-NoDerivatives 4.0 International License",
    "and may be shared freely for any purpose other than commercial use",
    "<www.quarterly-review.example.org/012003/>",
)
_BODY = (
    "Shorebirds rely on a chain of coastal wetlands during their annual journeys, "
    "and the loss of any link may affect whole populations along the flyway. "
) * 8


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    width = pymupdf.get_text_length(text, face, size)
    page.insert_text(((_PANEL - width) / 2, y), text, fontsize=size, fontname=face)


def _cover(path: Path, abstract: str, rows: tuple[str, ...] = _TITLE_ROWS) -> None:
    """The cover: banner, volume line, title rows in capitals (sans), byline and
    affiliation (italic serif), licence; the right panel an "Abstract" heading over
    ``abstract`` and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((80, 58), "Quarterly", fontsize=10, fontname="tiro")
    page.insert_text((64, 88), "Review", fontsize=36, fontname="tiro")
    page.insert_text((270, 66), "VOLUME 12, NO. 3", fontsize=10, fontname="tiro")
    page.insert_text((296, 82), "MAY 2021", fontsize=10, fontname="tiro")
    y = 190.0
    for row in rows:
        _centred(page, y, row, 27, "helv")
        y += 36
    y += 22
    _centred(page, y, "Maria Lindqvist, Tomas Berg", 17, "tiit")
    y += 28
    _centred(page, y, "University of Gdansk", 11, "tiit")
    y += 24
    _centred(page, y, "This work is licensed under a Creative Commons License", 8.5, "tiit")
    x, y = _PANEL + 40, 70.0
    page.insert_text((x, y), "Abstract", fontsize=10, fontname="tibo")
    y += 16
    for text in [*wrapped(abstract, 10, 340), "", "1. Introduction", *wrapped(_BODY, 10, 340)]:
        if text == "1. Introduction":
            page.insert_text((x, y), text, fontsize=10, fontname="tibo")
        elif text:
            page.insert_text((x, y), text, fontsize=10, fontname="tiro")
        y += 13
        if y > _H - 40:
            break
    doc.save(path)


def test_a_title_in_capitals_running_down_a_cover_panel(tmp_path: Path) -> None:
    # Its last rows lie below a portrait page's title zone; each row is a block of its
    # own, so the classifier calls none title-like and the banner above was taken.
    path = tmp_path / "cover.pdf"
    _cover(path, _LONG)
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.title.casefold() == _TITLE.casefold()
    # Its byline, right under the title, comes after the whole right panel in reading
    # order; it is read from the page.
    assert front.authors == ("Maria Lindqvist", "Tomas Berg")
    assert front.abstract.startswith("We count wading birds")


def test_a_short_abstract_beside_the_title_read_before_it(tmp_path: Path) -> None:
    # One abstract line level with the banner comes before the title in reading order.
    path = tmp_path / "short.pdf"
    _cover(path, _SHORT, _TITLE_ROWS[:5])
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.title == "SEASONAL MIGRATION OF WADING BIRDS ALONG THE NORTHERN"
    assert front.abstract == _SHORT
    assert front.authors == ("Maria Lindqvist", "Tomas Berg")


def test_a_word_in_capitals_broken_at_a_row_end_is_joined(tmp_path: Path) -> None:
    path = tmp_path / "broken.pdf"
    rows = ("PARTIAL CUBES:", "STRUCTURES,", "CHARACTERIZA-", "TIONS, AND", "CONSTRUCTIONS")
    _cover(path, _LONG, rows)
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.title == "PARTIAL CUBES: STRUCTURES, CHARACTERIZATIONS, AND CONSTRUCTIONS"
    assert front.authors == ("Maria Lindqvist", "Tomas Berg")


def test_only_pieces_that_are_no_words_are_joined() -> None:
    from tapyre_paper_search.pdf.capstitle import mend_capitals

    assert mend_capitals("GENE EXPRESSION OF BCL-\nAND MORE") == "GENE EXPRESSION OF BCL-\nAND MORE"
    assert mend_capitals("ANTI-\nFAS ANTIBODIES") == "ANTI-\nFAS ANTIBODIES"  # no known word
    assert mend_capitals("Mixed-\nCase Title") == "Mixed-\nCase Title"  # not in capitals
    assert mend_capitals("STRESS-INDU-\nCED") == "STRESS-INDUCED"


def test_a_byline_pushed_to_the_head_of_the_other_panel(tmp_path: Path) -> None:
    # The title fills its panel; the byline, the affiliation and the licence open the
    # right panel, and the abstract opens the next page.
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((64, 88), "Review", fontsize=36, fontname="tiro")
    rows = (*_TITLE_ROWS, "IN WINTER")
    for k, row in enumerate(rows):
        _centred(page, 150 + 40 * k, row, 27, "helv")
    x = _PANEL + 40
    page.insert_text((x, 70), "Maria Lindqvist and Anna Nowak", fontsize=17, fontname="tiit")
    page.insert_text((x + 60, 200), "University of Gdansk", fontsize=11, fontname="tiit")
    for k, text in enumerate(_LICENCE):
        page.insert_text((x, 320 + 12 * k), text, fontsize=8.5, fontname="tiit")
    second = doc.new_page(width=_W, height=_H)
    second.insert_text((72, 70), "Abstract", fontsize=10, fontname="tibo")
    for k, text in enumerate(wrapped(_LONG, 10, 340)):
        second.insert_text((72, 86 + 13 * k), text, fontsize=10, fontname="tiro")
    path = tmp_path / "pushed.pdf"
    doc.save(path)
    front = extract_pdf(path, max_pages=2, tables=False)
    assert front.title.casefold() == f"{_TITLE} in winter".casefold()
    assert front.authors == ("Maria Lindqvist", "Anna Nowak")
    assert front.abstract.startswith("We count wading birds")


def test_the_byline_under_the_title_is_read_on_a_landscape_page_only() -> None:
    import numpy as np
    from tapyre_paper_search.pdf.capstitle import byline_under
    from tapyre_paper_search.pdf.lineclasses import CLASSES
    from tapyre_paper_search.pdf.lines import Line

    def line(text: str, y: float, size: float, italic: bool = False) -> Line:
        return Line(text, size, False, italic, False, 100, y, 320, y + size, 0)

    lines = [
        line("SEASONAL", 160, 27),
        line("MIGRATION OF", 196, 27),
        line("WADING BIRDS", 232, 27),
        line("Maria Lindqvist, Tomas Berg", 280, 17, True),
        line("Anna Nowak", 300, 17, True),  # a second row of the byline, in its type
        line("University of Gdansk", 322, 11, True),
    ]
    probs = np.zeros((len(lines), len(CLASSES)))
    assert byline_under(lines, [0, 1, 2], probs, 842, 595) == [3, 4]
    assert byline_under(lines, [0, 1, 2], probs, 595, 842) == []  # portrait
    assert byline_under(lines, [0, 1, 2], None, 842, 595) == []  # no classifier
    lines[3] = line("The counts are given per site and per month.", 280, 17, True)
    assert byline_under(lines, [0, 1, 2], probs, 842, 595) == []  # no names
