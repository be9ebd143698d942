"""Reference entries and lists read wrong on e3461a3 (refs29, closing16's leftovers): a
title opening with a function word and an acronym read as a Vancouver name ("The
IC(50) of …" as "IC The"); a Title Case title first before a publisher and its year or
a journal with its volume read as a person; an acronym's titleless entry ("OECD, 2019.
Paris.") read with the name as its title; a title printed last after a venue with a
lower-case particle ("Revue de Physique") rejected; a book's "; Publisher: Place, ST"
and its edition left in the title; a report's series line under an entry of the same
year ("NASA. Technical memorandum …") split off as an entry; a section's title in
capitals closed by a full stop ("A PROOF OF LEMMA 1.") read into the list's last entry;
two one-line entries and a hung line in one block glued. Each test but the guard rows
fails on e3461a3.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.refalone import names_first
from tapyre_paper_search.pdf.refsplit import split_entries
from test_references_refs20 import PROSE, SURNAMES, TOPICS, draw, list_items

ROWS = (
    Parsed(
        "the-and-an-acronym-open-a-title",
        "The IC(50) of a drug in liver cells. Journal of Applied Things 3, 1-9 (1995).",
        {"authors": (), "title": "The IC(50) of a drug in liver cells"},
    ),
    Parsed(
        "the-and-an-acronym-before-a-word-open-a-title",
        "The DNA of plant roots in dry soil. Annals of Soil Science 4, 2-10 (1996).",
        {"authors": (), "title": "The DNA of plant roots in dry soil"},
    ),
    Parsed(
        "on-and-an-acronym-before-small-letters-open-a-title",
        "On DNA repair in cells. Journal of Things 3, 1-9 (1995).",
        {"authors": (), "title": "On DNA repair in cells"},
    ),
    Parsed(
        "the-acronym-title-after-a-vancouver-name",
        "Doe J, The IC(50) of a drug. J Things 2010;12:1-9.",
        {"authors": ("J Doe",), "title": "The IC(50) of a drug"},
    ),
    Parsed(
        "guard-a-surname-that-is-a-word-before-initials",
        "An J, Kim S. A title of things. J Things. 2010;3:1-9.",
        {"authors": ("J An", "S. Kim"), "title": "A title of things"},
    ),
    Parsed(
        "a-title-case-title-before-a-publisher-and-its-year",
        "Wireless Sensor Networks. Springer, 2016.",
        {"authors": (), "title": "Wireless Sensor Networks", "year": 2016},
    ),
    Parsed(
        "a-title-case-title-before-a-press-and-its-year",
        "Social Choice Theory. Cambridge University Press, 2002.",
        {"authors": (), "title": "Social Choice Theory"},
    ),
    Parsed(
        "a-title-case-title-before-a-journal-with-its-volume",
        "Web Service Composition. Journal of Web Services, 12(3):1-20, 2015.",
        {
            "authors": (),
            "title": "Web Service Composition",
            "venue": "Journal of Web Services",
            "year": 2015,
        },
    ),
    Parsed(
        "guard-a-persons-titleless-article",
        "Wojciech Zurek. Reviews of Modern Physics, 75(3):715-775, 2003.",
        {"authors": ("Wojciech Zurek",)},
    ),
    Parsed(
        "guard-a-name-of-known-words-before-et-al-and-a-quoted-title",
        "Lei Shan, et al., \u201cThe Pain Catastrophizing Scale\u201d, Psychological Assessment,"
        " 77, 2005.",
        {"authors": ("Lei Shan",), "title": "The Pain Catastrophizing Scale"},
    ),
    Parsed(  # readerP: the name reader takes "et al." in with the names
        "guard-a-name-of-known-words-before-et-al-and-no-title",
        "Lei Shan et al. Psychological Assessment, 77(3):12-20, 2005.",
        {"authors": ("Lei Shan",)},
    ),
    Parsed(
        "guard-a-name-of-known-words-before-u-a-and-a-publisher",
        "Lei Shan u. a. Springer, 2016.",
        {"authors": ("Lei Shan",)},
    ),
    Parsed(
        "guard-a-name-of-known-words-before-a-quoted-title",
        "Lei Shan, \u201cThe Pain Catastrophizing Scale\u201d, Psychological Assessment, 77, 2005.",
        {"authors": ("Lei Shan",), "title": "The Pain Catastrophizing Scale"},
    ),
    Parsed(
        "guard-a-persons-book",
        "Elena Ortiz. Deep study of glacier flow. Springer, 2016.",
        {"authors": ("Elena Ortiz",), "title": "Deep study of glacier flow"},
    ),
    Parsed(
        "an-acronyms-titleless-entry",
        "OECD, 2019. Paris.",
        {"authors": ("OECD",), "year": 2019},
    ),
    Parsed(
        "an-acronyms-titleless-entry-bracketed-year",
        "UNESCO (2001). Geneva.",
        {"authors": ("UNESCO",), "year": 2001},
    ),
    Parsed(
        "guard-an-acronym-then-a-title",
        "OECD (2019). Education at a Glance.",
        {"authors": ("OECD",), "title": "Education at a Glance"},
    ),
    Parsed(
        "a-title-last-after-a-venue-with-a-french-particle",
        "A. Aebi and B. Holm, Revue de Physique, 3(1), 100-110 (1990). A study of graph "
        "learning in water.",
        {"title": "A study of graph learning in water", "venue": "Revue de Physique"},
    ),
    Parsed(
        "a-title-last-after-a-venue-with-a-german-particle",
        "A. Aebi, Zeitschrift für Chemie, 3, 100-110 (1990). Über die Dinge im Wasser.",
        {"title": "Über die Dinge im Wasser", "venue": "Zeitschrift für Chemie"},
    ),
    Parsed(
        "a-books-publisher-and-place-with-its-state",
        "Doe, J.; Roe, A. Deep Learning for Things; CRC Press: Boca Raton, FL, 2015.",
        {"title": "Deep Learning for Things", "year": 2015},
    ),
    Parsed(
        "a-books-edition-before-its-publisher",
        "Doe, J.; Roe, A. Methods for Soil Microbes, 2nd ed.; Wiley-VCH: Weinheim, 1991.",
        {"title": "Methods for Soil Microbes"},
    ),
    Parsed(
        "a-titles-own-semicolon-and-colon-before-a-journal",
        "Doe, J.; Roe, A. Proteins; Structure: Function. J. Chem. 2015, 4, 1-9.",
        {"title": "Proteins; Structure: Function", "venue": "J. Chem"},
    ),
    Parsed(
        "guard-a-books-publisher-and-place",
        "Romano, P.; Menicucci, N. C. Grip strength in healthy adults: reference values; "
        "CRC Press: Berlin, 2022.",
        {"title": "Grip strength in healthy adults: reference values"},
    ),
)


@parsed_cases(*ROWS)
def test_refs29_forms(case: Parsed) -> None:
    check_parsed(case)


def test_a_reports_series_line_of_the_same_year_is_no_entry() -> None:
    """A series line "NASA. Technical memorandum number twelve, 2001." under "…, 2001."
    names the report's series, not a title: it stays the entry's; an organisation's line with a
    title after its name, or another year, still stands alone."""
    above = "Aebi, A. and Writer, B. Flow over wings at speed, 2001."
    assert not names_first(above, "NASA. Technical memorandum number twelve, 2001.")
    assert not names_first(above, "World Bank. Policy research working paper 12, 2001.")
    assert names_first(above, "OECD. A review of things in brief, 2001.")
    assert names_first(above, "OECD. Report on the state of things, 2001.")
    assert names_first(above, "NASA. Technical memorandum number twelve, 2002.")


def test_a_reports_series_line_stays_with_its_entry(tmp_path: Path) -> None:
    rows = list[tuple[float, str]]()
    for n in range(6):
        year = 2001 + n
        rows.append((60, f"{SURNAMES[n]}, A. and Writer, B. A study of {TOPICS[n % 5]}, {year}."))
        rows.append((72, f"NASA. Technical memorandum number twelve, {year}."))
    items = [(x, 90 + 9 * 1.25 * k, text) for k, (x, text) in enumerate(rows)]
    references = extract_pdf(draw(tmp_path, items, "tiro", 9.0)).references
    assert len(references) == 6
    assert all("memorandum" in r.text for r in references)


@pytest.mark.parametrize(
    ("font", "form", "heading"),
    [
        ("tiro", "author-year", "A PROOF OF LEMMA 1."),
        ("helv", "author-year", "B DERIVATION OF THE BOUND."),
        ("cour", "author-year", "C EXTRA EXPERIMENTS."),
    ],
)
def test_a_section_title_in_capitals_closed_by_a_stop_ends_the_list(
    tmp_path: Path, font: str, form: str, heading: str
) -> None:
    """The heading stands flush with the last entry's first line, whose later lines
    hang, in the list's size and roman, and prose follows it: it ends the list (a
    book's title in capitals hangs under its names: test_references_bib26)."""
    size = 9.0
    items, y = list_items(5, form, font, size, x=60, width=420, gap=2)
    items.append((60, y + 6, heading))
    y += 6 + size * 1.25
    for line in _lines(PROSE, 90):
        items.append((60, y, line))
        y += size * 1.25
    references = extract_pdf(draw(tmp_path, items, font, size)).references
    assert len(references) == 5
    assert not any("proofs that were left out" in r.text for r in references)
    assert not any(heading.rstrip(".") in r.text for r in references)


def _lines(text: str, width: int) -> list[str]:
    words, lines, current = text.split(), list[str](), ""
    for word in words:
        if current and len(current) + len(word) + 1 > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    return [*lines, current][:4]


def _block(rows: list[tuple[float, str]], y: float) -> TextBlock:
    made = [
        BlockLine(text, x, y + 12 * i, 301, y + 12 * i + 10, 10.0, False)
        for i, (x, text) in enumerate(rows)
    ]
    return TextBlock(72, y, 301, made[-1].y1, made)


def test_two_one_line_entries_in_one_block_with_a_hung_line_are_cut() -> None:
    """Two entries of one line each and the second's hung "Press." in one block of a list
    whose entries are mostly one line long (so it does not read as hanging): the hung
    line goes on with its entry and counts against no share, so the block is cut."""
    names = ["Aebi", "Barros", "Chen", "Dumas", "Evans", "Fischer"]
    blocks = [
        _block([(72, f"{s}, A. ({2001 + k}). A study of things number {k}. Journal 3, 1-9.")], y)
        for k, (s, y) in enumerate(zip(names, (100, 116, 132, 196, 212, 228), strict=True))
    ]
    glued = [
        (72, "Garcia, B. (2002). A study of soil microbes. Cambridge University Press."),
        (72, "Institut national de la statistique. 2002. Recensement de la population. INSEE"),
        (92, "Press."),
    ]
    blocks.insert(3, _block(glued, 150))
    entries = split_entries(blocks)
    assert len(entries) == 8
    assert entries[3].endswith("Cambridge University Press.")
    assert entries[4].startswith("Institut national") and entries[4].endswith("INSEE Press.")
