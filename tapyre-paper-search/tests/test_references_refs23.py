"""Reference entries the reader got wrong before refs23 (issue 25): organisations as
authors ("OECD (2019). Title.", "Bank of England. 2020. Title."), an access date after a
book's place and publisher, an organisation's one-line entry with the year of the
entry above, an editors' mark after the names ("(Ed.)", "(Hrsg.)",
"(éd.)"), French names joined by "et", French pages after "p.", and a capitalised phrase
before a year that names no organisation. Each test but the guard rows fails on 08bc22a.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from pdf_samples import wrapped
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.refalone import organisation_first
from tapyre_paper_search.pdf.refindent import indents_first
from test_references_refs20 import SURNAMES, TOPICS, WORDS, Item, draw

BODY = (
    "Body text of the paper goes on here with many words so that the body size is measured "
    "well and stands apart from the list below it in every way. "
) * 6
ORGANISATIONS = ["OECD", "R Core Team", "Bank of England", "Institut national de la statistique"]


def _hanging(texts: list[str], font: str = "tiro", size: float = 9.0) -> list[Item]:
    """``texts`` set as a hanging list from baseline 90: first lines flush, the rest 12
    points in."""
    items, y = list[Item](), 90.0
    for text in texts:
        for k, line in enumerate(wrapped(text, font, size, 430)):
            items.append((60 + (12 if k else 0), y, line))
            y += size * 1.25
    return items


@pytest.mark.parametrize("form", ["{o}. {y}. {t}.", "{o} ({y}). {t}.", "{o}, {y}. {t}."])
def test_organisations_as_authors_in_a_drawn_list(tmp_path: Path, form: str) -> None:
    """A hanging list whose entries alternate between people and organisations as
    authors, in three author-year forms: each organisation is its entry's author and
    its title starts after the year."""
    texts, want = [], []
    for n, org in enumerate(ORGANISATIONS):
        title = f"A study of {TOPICS[n % len(TOPICS)]} for case {WORDS[n]}"
        texts.append(f"{SURNAMES[n]}, A. ({2001 + n}). A paper on {TOPICS[n]}. London: Routledge.")
        texts.append(form.format(o=org, y=2010 + n, t=title) + " Paris: OECD Publishing.")
        want.append(((org,), title, 2010 + n))
    references = extract_pdf(draw(tmp_path, _hanging(texts), "tiro", 9.0)).references
    assert len(references) == 8
    assert [(r.authors, r.title, r.year) for r in references[1::2]] == want


@pytest.mark.parametrize(
    "note",
    [
        "Accessed {d} May {y}.",
        "[Accessed {d} May {y}].",
        "Available at: https://example.org/x{d} (Accessed: {d} May {y}).",
        "Last accessed: {y}-05-{d}.",
    ],
)
def test_an_access_date_after_a_books_publisher(tmp_path: Path, note: str) -> None:
    """A book's place and publisher, then the date its page was read: the place and
    publisher are the venue, not the title's end, and the note is neither."""
    texts = [
        f"{SURNAMES[n]}, A., {2001 + n}. A study of {TOPICS[n]}. New York: Springer. "
        + note.format(d=10 + n, y=2020)
        for n in range(5)
    ]
    references = extract_pdf(draw(tmp_path, _hanging(texts, "helv"), "helv", 9.0)).references
    assert [(r.title, r.venue) for r in references] == [
        (f"A study of {TOPICS[n]}", "New York: Springer") for n in range(5)
    ]


def test_german_and_french_editors_and_names_in_a_drawn_list(tmp_path: Path) -> None:
    """Entries in German and French: an editors' mark after the names ("(Hrsg.)",
    "(éds.)"), names joined by "und" and "et", "u. a.", pages after "S." and "p."."""
    texts = [
        "Aebi, H. (Hrsg.) (2001): Eine Studie über Böden. Berlin: Springer.",
        "Barros, H. und Writer, K. (Hg.) (2002): Eine Studie über Flüsse. München: Beck.",
        "Chen, H., Writer, K. u. a. (2003): Eine Studie über Vögel. In: Zeitschrift für "
        "Dinge 3, S. 1-9.",
        "Dumas, H. et Writer, K. (éds.) (2004). Une étude des rivières. Lyon : Presses "
        "universitaires.",
        "Evans, H. (2005). Une étude des oiseaux. Revue des choses 3, p. 1-9.",
    ]
    references = extract_pdf(draw(tmp_path, _hanging(texts), "tiro", 9.0)).references
    assert [(r.authors, r.title) for r in references] == [
        (("H. Aebi",), "Eine Studie über Böden"),
        (("H. Barros", "K. Writer"), "Eine Studie über Flüsse"),
        (("H. Chen", "K. Writer"), "Eine Studie über Vögel"),
        (("H. Dumas", "K. Writer"), "Une étude des rivières"),
        (("H. Evans",), "Une étude des oiseaux"),
    ]
    assert references[4].venue == "Revue des choses"


def _solid(rows: list[tuple[float, str]], size: float = 9.0) -> list[Item]:
    """Rows (x, text) set solid from baseline 90."""
    return [(x, 90 + size * 1.25 * k, text) for k, (x, text) in enumerate(rows)]


@pytest.mark.parametrize("org", ["OECD", "World Health Organization", "R Core Team"])
def test_an_organisations_one_line_entry_with_the_year_above_is_its_own(
    tmp_path: Path, org: str
) -> None:
    """In a solid hanging list of one-line entries, an organisation's one-line entry set
    indented whose year is the entry above's is an entry; a publisher's line with the
    same year (a tail) stays the entry's."""
    rows = list[tuple[float, str]]()
    for n in range(6):
        year = 2001 + n
        rows.append((60, f"{SURNAMES[n]}, A. and Writer, B. A study of {TOPICS[n % 5]}, {year}."))
        if n % 2:
            rows.append((72, f"{org}. A review of {TOPICS[n % 5]} in brief, {year}."))
        else:
            rows.append((72, f"Cambridge University Press. Lecture notes in physics, {year}."))
    references = extract_pdf(draw(tmp_path, _solid(rows), "tiro", 9.0)).references
    assert [r.text.startswith(org) for r in references] == [False, False, True] * 3


@pytest.mark.parametrize("font", ["tiro", "helv", "cour"])
def test_a_smaller_note_in_the_block_of_an_entrys_first_line_is_dropped(
    tmp_path: Path, font: str
) -> None:
    """A 9 pt "Received …" note between two entries of a 10 pt numbered list, 4 points
    above the next entry, which the page reader puts in one block with that entry's
    first line: the note is no entry's text, and the sixteen entries stay (review68
    item 3)."""
    document = pymupdf.open()
    page = document.new_page()
    y = 72.0
    for line in wrapped(BODY, "tiro", 10.0, 450):
        page.insert_text((72, y), line, fontname="tiro", fontsize=10.0)
        y += 12
    page.insert_text((72, y + 8), "References", fontname="tibo", fontsize=12)
    y += 28
    note = "Received 12 March 2019; accepted 4 June 2019; published online 1 July 2019."
    for n in range(16):
        if n == 8:
            y += 4
            for line in wrapped(note, font, 9.0, 450):
                page.insert_text((72, y), line, fontname=font, fontsize=9.0)
                y += 10.8
            y += 4
        text = (
            f"[{n + 1}] {SURNAMES[n % len(SURNAMES)]}, J. and Writer, K. ({2000 + n}). A study "
            f"of {TOPICS[n % len(TOPICS)]} in many cases. Journal of Applied Studies {10 + n}, "
            "100-110."
        )
        for k, line in enumerate(wrapped(text, "tiro", 10.0, 438)):
            page.insert_text((72 + (12 if k else 0), y), line, fontname="tiro", fontsize=10.0)
            y += 12
        y += 2
    document.save(tmp_path / "paper.pdf")
    references = extract_pdf(tmp_path / "paper.pdf").references
    assert len(references) == 16
    assert not any("Received" in r.text for r in references)


ROWS = (
    Parsed(
        "an-acronym-and-its-bracketed-year",
        "OECD (2019). Education at a glance 2019. Paris: OECD Publishing.",
        {"authors": ("OECD",), "title": "Education at a glance 2019", "year": 2019},
    ),
    Parsed(
        "a-team-after-a-one-letter-word",
        "R Core Team (2023). R: A language and environment for statistical computing. R "
        "Foundation for Statistical Computing, Vienna, Austria.",
        {
            "authors": ("R Core Team",),
            "title": "R: A language and environment for statistical computing",
        },
    ),
    Parsed(
        "a-name-with-small-words-after-an-organisations-word",
        "Institut national de la statistique. 2018. Une étude des prix. Paris.",
        {"authors": ("Institut national de la statistique",), "title": "Une étude des prix"},
    ),
    Parsed(  # guard: read as a person's name on base, now as an organisation
        "guard-a-german-compound-organisation",
        "Statistisches Bundesamt (2015): Bevölkerung und Erwerbstätigkeit. Wiesbaden.",
        {"authors": ("Statistisches Bundesamt",), "title": "Bevölkerung und Erwerbstätigkeit"},
    ),
    Parsed(
        "an-acronym-alone-as-the-first-sentence",
        "OECD. Education at a Glance 2019: OECD Indicators. Paris: OECD Publishing, 2019.",
        {"authors": ("OECD",), "title": "Education at a Glance 2019: OECD Indicators"},
    ),
    Parsed(
        "an-organisations-name-alone-as-the-first-sentence",
        "R Core Team. R: A language and environment for statistical computing. Vienna: R "
        "Foundation for Statistical Computing, 2020.",
        {
            "authors": ("R Core Team",),
            "title": "R: A language and environment for statistical computing",
            "year": 2020,
        },
    ),
    Parsed(  # guard: a title-first entry names no organisation
        "guard-a-title-case-title-as-the-first-sentence",
        "Handbook of Things. Cambridge, MA: MIT Press, 2016.",
        {"authors": (), "title": "Handbook of Things"},
    ),
    Parsed(  # guard: a title-first entry names no organisation
        "guard-a-title-case-title-before-its-year",
        "Handbook of Things, 2016. Cambridge, MA: MIT Press.",
        {"authors": ()},
    ),
    Parsed(
        "an-english-editors-mark",
        "Chen, H. and Writer, K. (Eds.) (1996). A study of things. Berlin: Springer.",
        {"authors": ("H. Chen", "K. Writer"), "title": "A study of things"},
    ),
    Parsed(
        "an-access-date-in-brackets-after-the-venue",
        "Smith, J., 2020. A study of graph learning. London: Routledge. [Accessed 3 May 2021].",
        {"title": "A study of graph learning", "venue": "London: Routledge"},
    ),
    Parsed(  # guard: "et al." closes the names as before
        "guard-et-al-after-a-french-name",
        "J. Chen et al., Une étude, Revue 3 (1996) 1-9.",
        {"authors": ("J. Chen",)},
    ),
    Parsed(  # guard: a link's lead alone still moves the place and publisher
        "guard-a-harvard-book-before-its-link",
        "Doe, J., 2008. The birth of string theory. New York: Springer. Available from: "
        "https://doi.org/10.7502/x142433.",
        {"title": "The birth of string theory", "venue": "New York: Springer"},
    ),
)


@parsed_cases(*ROWS)
def test_refs23_forms(case: Parsed) -> None:
    check_parsed(case)


@pytest.mark.parametrize(
    ("text", "opens"),
    [
        ("World Health Organization, 2001. Global report on diabetes.", True),
        ("OECD (2019). Education at a glance.", True),
        ("Journal of Things and Stuff, 2001. Vol. 3, pp. 1-9.", False),
        ("Lecture Notes in Physics, 2003. Springer.", False),
    ],
)
def test_an_organisation_first_names_a_body_of_people(text: str, opens: bool) -> None:
    """Only an acronym or a name with a word for a body of people opens an entry as an
    organisation's; a capitalised phrase before a year (a venue's line) does not."""
    assert organisation_first(text) is opens


def test_venue_lines_after_stops_do_not_make_a_list_hang() -> None:
    """A list set solid that indents first lines: its flush lines go on with journals'
    names and years after a full stop ("Annals of Things, 2003. …"); they open no entry,
    so the list still reads as indenting first lines."""
    rows = [
        (72, "Aebi, A. A study of things for case one, which goes on."),
        (60, "Annals of Things, 2001. Vol. 3, pp. 1-9."),
        (72, "Barros, B. A study of things for case two, which goes on."),
        (60, "Journal of Stuff and Matter, 2002. Vol. 4, pp. 1-9."),
        (72, "Chen, C. A study of things for case three, which goes on."),
        (60, "Review of Things, 2003. Vol. 5, pp. 1-9."),
        (72, "Dumas, D. A study of things for case four, which goes on."),
        (60, "Letters on Matter, 2004. Vol. 6, pp. 1-9."),
    ]
    lines = [
        BlockLine(text, x, 100 + 12 * k, 500, 110 + 12 * k, 10.0, False)
        for k, (x, text) in enumerate(rows)
    ]
    assert indents_first(lines, {1, 3, 5, 7}, {0, 2, 4, 6})
