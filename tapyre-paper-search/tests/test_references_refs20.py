"""Reference lists on PyMuPDF-drawn pages (issue 25, track refs20): a closing heading
in the left column whose text runs on into the right column's top, IEEE authors'
biographies with no heading, and lists whose entries are set apart by space with
indented one-line entries, few hanging lines, or a first-line indent.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf
import pytest
from pdf_samples import add_body_pages, wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.refends import opens_biography
from tapyre_paper_search.pdf.refgaps import after_gaps

PROSE = (
    "Here we give the proofs that were left out of the main text and the details of the "
    "experiments that we ran on the data sets described above in full. "
) * 6
SURNAMES = ["Aebi", "Barros", "Chen", "Dumas", "Evans", "Fischer", "Garcia", "Holm", "Ito"]
WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
TOPICS = ["graph learning", "soil microbes", "speech codecs", "glacier flow", "type systems"]
Item = tuple[float, float, str]  # x, baseline, text


def list_items(
    count: int, form: str, font: str, size: float, *, x: float, width: float, gap: float
) -> tuple[list[Item], float]:
    """``count`` entries in ``form`` from baseline 90 at ``x`` (author-year ones hang
    10 pt), each ``gap`` points apart; and the baseline under the last."""
    items, y = list[Item](), 90.0
    for n in range(count):
        for k, line in enumerate(wrapped(entry(n, form), font, size, width)):
            items.append((x + (10 if k and form == "author-year" else 0), y, line))
            y += size * 1.25
        y += gap
    return items, y


def draw(tmp_path: Path, items: Sequence[Item], font: str, size: float) -> Path:
    """A paper of one body page, then a page with "References" and ``items``."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((50, 70), "References", fontsize=size + 2, fontname="tibo")
    for x, y, text in items:
        page.insert_text((x, y), text, fontsize=size, fontname=font)
    path = tmp_path / "paper.pdf"
    document.save(path)
    return path


def entry(n: int, form: str, *, long: bool = True) -> str:
    name = f"{SURNAMES[n % len(SURNAMES)]}, A."
    title = f"A study of {TOPICS[n % len(TOPICS)]} for case {WORDS[n]}"
    venue = "In Proceedings of the Conference on Things, pages 1-9" if long else "Journal 3: 1-9"
    if form == "numbered":
        return f"[{n + 1}] {name} and Writer, B. {title}. {venue}, {2001 + n}."
    return f"{name} and Writer, B. ({2001 + n}). {title}. {venue}."


@pytest.mark.parametrize(
    ("font", "heading", "form", "right_top"),
    [
        ("cour", "Appendix A: Proofs", "numbered", 62.0),  # (read before the list's top)
        ("cour", "SUPPLEMENTARY MATERIAL", "numbered", 90.0),
        ("tiro", "Acknowledgements", "author-year", 90.0),
        ("helv", "A Proofs of the Main Results", "author-year", 62.0),
    ],
)
def test_a_closing_heading_whose_text_runs_on_into_the_right_column_ends_the_list(
    tmp_path: Path, font: str, heading: str, form: str, right_top: float
) -> None:
    """The list fills the left column's upper part; the heading and its prose stand under
    it and go on at the right column's top, which ends far above the list's foot: the
    right column's top is read after the heading, not as the list's last entry."""
    size = 8.0
    items, y = list_items(10, form, font, size, x=50, width=240, gap=2)
    items.append((50, y + 8, heading))
    y += 22
    lines = wrapped(PROSE * 4, font, size, 240)
    while y < 740:
        items.append((50, y, lines.pop(0)))
        y += 10
    y = right_top
    for line in [*lines[:4], "[11] This line looks like an entry but is in the appendix, 2020."]:
        items.append((312, y, line))
        y += 10
    references = extract_pdf(draw(tmp_path, items, font, size)).references
    assert len(references) == 10
    assert not any("looks like" in r.text or "proofs" in r.text for r in references)
    assert references[-1].title == "A study of type systems for case ten"


BIOGRAPHIES = [
    "John Smith (M'09) received the B.S. degree in electrical engineering from the "
    "University of Somewhere in 2004 and the Ph.D. degree in 2009.",
    "Maria Garcia (S'12-M'16) received the M.Sc. degree from the Technical University of "
    "Madrid, Spain, in 2012. Since 2017, she has been with the Laboratory for Systems.",
    "Anna Berg (Fellow, IEEE) is a Professor of Electrical Engineering at the University "
    "of Oslo. She received the Ph.D. degree in 1998.",
]


@pytest.mark.parametrize(("form", "font"), [("author-year", "tiro"), ("numbered", "cour")])
def test_authors_biographies_with_no_heading_end_the_list(
    tmp_path: Path, form: str, font: str
) -> None:
    """IEEE's biographies under the list, each beside a photo, with no heading: neither
    entries of their own (an author-year list) nor the last entry's tail (a numbered one)."""
    size = 9.0
    items, y = list_items(8, form, font, size, x=60, width=480, gap=1)
    path = draw(tmp_path, items, font, size)
    document = pymupdf.open(path)
    page = document[-1]
    y += 20
    for bio in BIOGRAPHIES:
        photo = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 24, 30), 0)
        photo.set_rect(photo.irect, (120, 140, 160))
        page.insert_image(pymupdf.Rect(60, y, 120, y + 75), pixmap=photo)
        for k, line in enumerate(wrapped(bio, font, size, 410)):
            page.insert_text((128, y + size + 11 * k), line, fontsize=size, fontname=font)
        y += 90
    document.save(tmp_path / "bios.pdf")
    references = extract_pdf(tmp_path / "bios.pdf").references
    assert len(references) == 8
    assert not any("received the" in r.text or "Professor" in r.text for r in references)


def spaced_list(tmp_path: Path, layout: str, font: str = "tiro", size: float = 10.0) -> Path:
    """An author-year list of 14 entries, each set apart by 6 pt, most of one line:
    ``layout`` "hang" (a hanging indent), "organisations" (a hanging indent, every third
    entry an organisation's of one line set indented), "first-line" (each entry's first
    line indented, a paragraph's indent)."""
    items, y = list[Item](), 90.0
    for n in range(14):
        name, year = f"{SURNAMES[n % len(SURNAMES)]}, A.", 1990 + n
        title = f"A study of {TOPICS[n % len(TOPICS)]} for case {WORDS[n % len(WORDS)]}"
        text = f"{name} {title}. " + (
            "In Proceedings of the Conference on Things and Stuff, pages 1-9. Publisher, "
            f"City, {year}."
            if n % 5 == 0
            else f"Journal of Stuff 3: 1-9, {year}."
        )
        organisation = layout == "organisations" and n % 3 == 1
        if organisation:
            number = WORDS[n % len(WORDS)]
            text = f"World Health Organization. Global report number {number}, {year}."
        for k, line in enumerate(wrapped(text, font, size, 460)):
            indent = (k == 0) if layout == "first-line" else (k > 0 or organisation)
            items.append((60 + 12 * indent, y, line))
            y += size * 1.25
        y += 6
    return draw(tmp_path, items, font, size)


@pytest.mark.parametrize("layout", ["hang", "organisations", "first-line"])
def test_entries_set_apart_by_space_are_cut_where_the_space_is(tmp_path: Path, layout: str) -> None:
    """A hanging list with few hanging lines keeps its entries' wrapped lines; an
    organisation's one-line entry set indented after space is an entry of its own, not
    the entry above's tail; a list indenting its entries' first lines is cut there."""
    references = extract_pdf(spaced_list(tmp_path, layout)).references
    assert len(references) == 14
    assert all(r.year is not None and 1990 <= r.year <= 2003 for r in references)
    assert references[5].text.endswith("Publisher, City, 1995.")


def line(y: float, size: float = 10.0) -> BlockLine:
    text = "Smith, A. A study of things. Journal 3: 1-9, 2001."
    return BlockLine(text, 60, y, 400, y + size, size, False)


def test_space_between_entries_is_told_from_one_raised_line() -> None:
    """Entries set apart by 4 pt: the lines after the space are found.  A list set solid
    with one line raised by a superscript (one step shorter) shows no space at all."""
    spaced = [line(y) for y in (100, 112.5, 129, 141.5, 158, 170.5, 187, 199.5)]
    assert after_gaps(spaced) == {2, 4, 6}
    solid = [line(100 + 12.5 * k - (1.5 if k == 3 else 0)) for k in range(10)]
    assert after_gaps(solid) == set()


@pytest.mark.parametrize(
    ("text", "opens"),
    [
        ("John Smith (M'09) received the B.S. degree in electrical", True),
        ("Maria Garcia (S'12-M'16-SM'20) received the M.Sc. degree", True),
        ("Anna Berg (Fellow, IEEE) is a Professor of Electrical", True),
        ("Wei Zhang received the B.Eng. degree from Tsinghua", True),
        ("Deep Residual Learning is a strong baseline for vision", False),
        ("Smith, J. received wisdom in the humanities. J. Hist.", False),
        ("J. Smith and A. Lee. Learning to rank. In Proc. ICML,", False),
        ("Attention is all you need. In NIPS, 2017.", False),
    ],
)
def test_a_biography_opens_with_a_name_a_grade_and_what_the_person_did(
    text: str, opens: bool
) -> None:
    assert opens_biography(text) is opens


@pytest.mark.parametrize(
    ("tail", "count"),
    [
        ("World Health Organization. Global report on diabetes.", 11),
        ("Organisation mondiale de la Santé. Rapport mondial sur le diabète, 2016.", 11),
        ("Heart 102: 47-52.", 10),
    ],
)
def test_an_indented_line_in_a_solid_list_is_a_tail_only_if_it_reads_as_one(
    tmp_path: Path, tail: str, count: int
) -> None:
    """A list set solid, one entry a line, with one line set indented after a little
    space (review42's case): an organisation's entry is one of its own; a venue's tail
    (a number, no sentence before it) ends the entry above."""
    form = "{s}, A. and Writer, B. 20{y}. A study of things number {w}. Journal 3: 1-10."
    items, y = list[Item](), 90.0
    for n in range(11):
        text = form.format(s=SURNAMES[n % len(SURNAMES)], y=10 + n, w=WORDS[n % len(WORDS)])
        if n == 5:
            items.append((82, y + 10, tail))
            y += 22
            continue
        items.append((72, y, text))
        y += 12
    references = extract_pdf(draw(tmp_path, items, "tiro", 9.0)).references
    assert len(references) == count
    assert references[4].text.endswith(tail) is (count == 10)
    assert references[-1].authors[0] == f"A. {SURNAMES[10 % len(SURNAMES)]}"
