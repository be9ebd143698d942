"""Reference entries read wrong on a10771d (fix26): a Title Case title set first, before
its year or "In" a book, read as a person's or an organisation's name; a name read
after the one "and" names the last; a publisher's tail opening with a place under an
entry with the same year split off. Each test but the guard rows fails on a10771d.
"""

from __future__ import annotations

from pathlib import Path

from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.refalone import names_first
from tapyre_paper_search.pdf.refcreators import title_follows
from test_references_refs20 import SURNAMES, TOPICS, draw

ROWS = (
    Parsed(
        "a-title-case-title-before-its-year-and-a-publisher",
        "Wireless Sensor Networks, 2016. Springer.",
        {"authors": (), "title": "Wireless Sensor Networks", "venue": "Springer", "year": 2016},
    ),
    Parsed(
        "a-title-case-title-before-in-a-book",
        "Convolutional Neural Networks. In Deep Learning, pages 1-20. MIT Press, 2016.",
        {"authors": (), "title": "Convolutional Neural Networks", "venue": "Deep Learning"},
    ),
    Parsed(
        "a-title-case-title-before-its-year-and-a-press",
        "Social Network Analysis. 2010. Cambridge University Press.",
        {"authors": (), "title": "Social Network Analysis"},
    ),
    Parsed(
        "a-title-case-title-before-its-year-and-a-place-and-publisher",
        "Energy Union Policy, 2018. Brussels: European Commission.",
        {"authors": (), "title": "Energy Union Policy"},
    ),
    Parsed(
        "a-title-case-title-with-a-joining-word-before-in",
        "Networks and Markets. In Handbook of Economics, pages 3-40. Elsevier, 2011.",
        {"authors": (), "title": "Networks and Markets", "venue": "Handbook of Economics"},
    ),
    Parsed(
        "a-title-case-title-with-the-before-its-year",
        "The Network Society, 2010. Blackwell.",
        {"authors": (), "title": "The Network Society", "venue": "Blackwell"},
    ),
    Parsed(
        "the-name-after-and-is-the-last",
        "A. Smith, Ann Roe, and Bo Li, Deep Learning, a survey of methods, Journal of AI, 2019.",
        {"authors": ("A. Smith", "Ann Roe", "Bo Li")},
    ),
    Parsed(
        "the-name-after-and-is-the-last-no-serial-comma",
        "A. Smith, Ann Roe and Bo Li, Deep Learning, a survey of methods, Journal of AI, 2019.",
        {"authors": ("A. Smith", "Ann Roe", "Bo Li")},
    ),
    # guards: an organisation, its year, then a title
    Parsed(
        "guard-who-year-title",
        "World Health Organization. 2020. Global report on tuberculosis. Geneva: WHO.",
        {"authors": ("World Health Organization",), "title": "Global report on tuberculosis"},
    ),
    Parsed(
        "guard-oecd-bracketed-year-title-alone",
        "OECD (2019). Education at a Glance.",
        {"authors": ("OECD",), "title": "Education at a Glance"},
    ),
    Parsed(
        "guard-r-core-team",
        "R Core Team, 2023. R: A language and environment for statistical computing. Vienna.",
        {
            "authors": ("R Core Team",),
            "title": "R: A language and environment for statistical computing",
        },
    ),
    Parsed(
        "guard-bank-of-england",
        "Bank of England. 2020. Monetary Policy Report.",
        {"authors": ("Bank of England",), "title": "Monetary Policy Report"},
    ),
    Parsed(
        "guard-a-person-year-title",
        "Mary Ann Smith, 2016. Deep learning for things. Springer.",
        {"authors": ("Mary Ann Smith",), "title": "Deep learning for things"},
    ),
    Parsed(
        "guard-a-title-case-title-with-in-in-it",
        "Service Quality in the Cloud. In Proceedings of ICML, 2019.",
        {"year": 2019},
    ),
    Parsed(
        "guard-and-between-every-name",
        "J. Smith and A. Doe and B. Roe. A title of things. Journal 4, 1-9, 2010.",
        {"authors": ("J. Smith", "A. Doe", "B. Roe"), "title": "A title of things"},
    ),
    Parsed(
        "guard-and-between-every-name-surname-first",
        "Smith, J. and Doe, A. and Roe, B. (2010). A title of things. Journal 4, 1-9.",
        {"authors": ("J. Smith", "A. Doe", "B. Roe"), "title": "A title of things"},
    ),
    Parsed(
        "guard-names-surname-first-and",
        "Doe, J., Roe, A., and Li, B. (2010). A study of things. Journal 4, 1-9.",
        {"authors": ("J. Doe", "A. Roe", "B. Li"), "title": "A study of things"},
    ),
)


@parsed_cases(*ROWS)
def test_fix26_forms(case: Parsed) -> None:
    check_parsed(case)


def test_title_follows_tells_a_title_from_a_venue_or_publisher() -> None:
    """After a name and its year: a sentence of its own is a title; "In" a book, pages,
    a journal's volume and pages, or a publisher alone are none."""
    assert title_follows(" Education at a Glance.")
    assert title_follows(" Monetary Policy Report. London.")
    assert not title_follows(" Springer.")
    assert not title_follows(" MIT Press.")
    assert not title_follows(" Brussels: European Commission.")
    assert not title_follows(" In Deep Learning, pages 1-20.")
    assert not title_follows(" pp. 1-30.")
    assert not title_follows(" Journal of Web Services, 12(3):1-20, 2015.")
    assert not title_follows("")


def test_a_tail_opening_with_a_place_under_the_same_year_is_no_entry(tmp_path: Path) -> None:
    """A tail "World Bank. Washington, policy research working paper, 2001." under "…, 2001."
    opens with a place after the organisation's name, no title: it stays the entry's;
    an organisation's line with a title after its name still stands alone (review73
    item 3)."""
    above = "Aebi, A. and Writer, B. A study of things number one, PhD thesis, 2001."
    tail = "World Bank. Washington, policy research working paper, 2001."
    assert not names_first(above, tail)
    assert names_first(above, "World Bank. A review of things in brief, 2001.")
    rows = list[tuple[float, str]]()
    for n in range(6):
        year = 2001 + n
        rows.append((60, f"{SURNAMES[n]}, A. and Writer, B. A study of {TOPICS[n % 5]}, {year}."))
        rows.append((72, f"World Bank. Washington, policy research working paper, {year}."))
    items = [(x, 90 + 9 * 1.25 * k, text) for k, (x, text) in enumerate(rows)]
    references = extract_pdf(draw(tmp_path, items, "tiro", 9.0)).references
    assert len(references) == 6
    assert all("Washington" in r.text for r in references)
