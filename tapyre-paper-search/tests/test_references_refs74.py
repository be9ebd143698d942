"""References, round 74 (refs74): an edited book's editors whose given names hold letters
beyond ASCII (:mod:`tapyre_paper_search.pdf.refeditedbook`); a court case's parties and
reporter (:mod:`tapyre_paper_search.pdf.refcase`, "v." no sentence's end in
:mod:`tapyre_paper_search.pdf.refsentences`); a preprint's server
(:mod:`tapyre_paper_search.pdf.refpreprints`); a standards body as author
(:mod:`tapyre_paper_search.pdf.reflistedbody`,
:mod:`tapyre_paper_search.pdf.refpublisherbody`) and a standard's number in the title
(:mod:`tapyre_paper_search.pdf.refstandards`); a newspaper's section, page and date off the
venue (:mod:`tapyre_paper_search.pdf.refsections`).  The "control" tests hold what must stay.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refcase import case_parts
from tapyre_paper_search.pdf.refeditedbook import editors_after_title
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpreprints import preprint_server
from tapyre_paper_search.pdf.refpublisherbody import own_publisher
from tapyre_paper_search.pdf.refsections import without_section
from tapyre_paper_search.pdf.refstandards import standard_number

TITLE = "Growth of street trees in the city"


def test_editors_given_names_beyond_ascii_leave_the_venue() -> None:
    parsed = parse_reference(
        f"[2] {TITLE}. Ed. by Zoë Müller and Łukasz Nowak. Cham: Springer, 2012."
    )
    assert (parsed.authors, parsed.title, parsed.venue) == (
        ("Zoë Müller", "Łukasz Nowak"), TITLE, "Cham: Springer",
    )  # fmt: skip
    venue = "Edited by Jürgen Weiß, Ana Núñez, and C. Kim. Cham: Wiley"
    assert editors_after_title(("J. Doe",), venue) == (("J. Doe",), "Cham: Wiley")


def test_editors_beyond_ascii_controls() -> None:
    # surname first, or no stop after the names: the venue stays
    for venue in ("Ed. by Müller, Zoë. Cham: Wiley", "Ed. by Zoë Müller Cham"):
        assert editors_after_title((), venue) == ((), venue)


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Grimshaw v. Valsakumar. 542 F.3d 989. 2015.", "542 F.3d 989"),
        ("Wang v. Enqvist (2003). 415 F.3d 465.", "415 F.3d 465"),
        ("Stroeer v. Gourgoulhon, 550 S. Ct. 585, 2001.", "550 S. Ct. 585"),
        ("Fujino v. Chengguang 249 S. Ct. 637. 2021.", "249 S. Ct. 637"),
        ("Choie v. Rao [516 F.3d 316]. 2021.", "516 F.3d 316"),
        ("R v Smith [2019] EWCA Civ 559.", "[2019] EWCA Civ 559"),
    ],
)
def test_a_cases_parties_are_its_title_its_reporter_the_venue(text: str, venue: str) -> None:
    parsed = parse_reference(text)
    # (the page may then go, as a venue's closing number does: "550 S. Ct.")
    assert parsed.authors == () and parsed.venue in (venue, venue.rsplit(" ", 1)[0])
    assert (
        parsed.title.split(" v")[0] == text.split(" v", maxsplit=1)[0]
        and "." not in parsed.title[-3:]
    )


def test_case_controls() -> None:
    # a title naming a case, read whole past its "v."; no citation after the parties
    parsed = parse_reference(
        "J. Doe. The legacy of Roe v. Wade and the courts. Law J. 12, 1-9 (2001)."
    )
    assert parsed.title == "The legacy of Roe v. Wade and the courts"
    rest = "Roe v. Wade revisited. Law Review, 3, 4-5."
    assert case_parts("Roe v. Wade revisited", "Law Review", rest) == (
        "Roe v. Wade revisited", "Law Review",
    )  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        f"M. Schumacher and I. Streinu, {TITLE}, medRxiv preprint, Version 4, 2020.",
        f"FRENKEL, Péter E. et al. {TITLE} [SSRN preprint]. 2007. Available from doi: "
        "10.1101/2007.05.02.79923. Version 3.",
        f"J. Doe and A. Lee. {TITLE}. bioRxiv preprint. Version 2. 2012.",
        f"Shi, Q. W.; Kotsugi, M. {TITLE}, Research Square preprint, Version 3, 2004.",
    ],
)
def test_a_preprints_server_leaves_the_title_for_the_venue(text: str) -> None:
    parsed = parse_reference(text)
    assert parsed.title == TITLE
    assert parsed.venue in ("medRxiv", "SSRN", "bioRxiv", "Research Square")


def test_preprint_controls() -> None:
    assert preprint_server("Trees, a preprint", "") == ("Trees, a preprint", "")
    assert preprint_server("Trees, bioRxiv preprint", "Nature 5") == (
        "Trees, bioRxiv preprint", "Nature 5",
    )  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        f"[4] International Organization for Standardization. {TITLE}. Standard ISO 3091:2019."
        " Geneva: International Organization for Standardization, 2019.",
        f"Deutsches Institut für Normung. {TITLE}. Standard DIN EN 9294-2014. Berlin: Deutsches"
        " Institut für Normung, 2014.",
        f"IEEE Standards Association {TITLE}; Standard IEEE Std 40310-2021; Piscataway, NJ: IEEE"
        " Standards Association, 2021.",
        f"IEEE Standards Association (2010). {TITLE}. Standard IEEE Std 3439-2010. Piscataway,"
        " NJ: IEEE Standards Association.",
    ],
)
def test_a_standards_body_is_the_author_of_a_standards_title(text: str) -> None:
    parsed = parse_reference(text)
    assert parsed.title == TITLE
    assert len(parsed.authors) == 1 and parsed.authors[0] in text.split(f" {TITLE}", maxsplit=1)[0]
    assert len(parsed.authors[0].split()) >= 3


def test_standard_controls() -> None:
    # a title's own "standard"; a body's name going on after a join; a person before "for"
    assert standard_number("A gold standard, 12 tests", "") == ("A gold standard, 12 tests", "")
    assert standard_number("Trees; Standard practice", "") == ("Trees; Standard practice", "")
    # (fix59b) a title naming a standard before a venue of its own keeps the venue
    parsed = parse_reference(
        "[3] J. Doe. Quality in laboratories, Standard ISO 15189. Clin Chem Lab Med 48 (2010) 5-9."
    )
    assert parsed.venue == "Clin Chem Lab Med"
    text = "International Organization for Trees. Title. Geneva: International Organization, 2019."
    assert own_publisher(text) is None
    assert parse_reference("[7] John Smith. For Trees. 2012.").authors == ("John Smith",)


@pytest.mark.parametrize(
    "venue",
    [
        "The Daily Courier. Section A",
        "The Daily Courier, June 2014. Section B",
        "The Daily Courier (June 2022). Section A",
        "The Daily Courier 2016 Feb. Section C",
        "Section D, p. 15, The Daily Courier (May 2008)",
        "The Daily Courier, Section A, p. 31",
    ],
)
def test_a_newspapers_section_page_and_date_leave_the_venue(venue: str) -> None:
    assert without_section(venue) == "The Daily Courier"


def test_a_newspapers_section_through_the_reader() -> None:
    parsed = parse_reference(f"J. Doe. {TITLE}. In: The Morning Post. Section C, p. 31.")
    assert (parsed.title, parsed.venue) == (TITLE, "The Morning Post")


def test_section_controls() -> None:
    # no section's mark; a journal's own "Section" in its name; the mark alone
    for venue in ("The Daily Courier, June 2014", "Journal of X, Section B: Theory", "Section A"):
        assert without_section(venue) == venue


@pytest.mark.parametrize(
    "venue",
    [
        "Acta Crystallographica, Section D", "Journal of Physics, Section A",
        "Acta Cryst., Section F", "Acta Cryst. Section D",
    ],
)  # fmt: skip
def test_a_journals_section_stays(venue: str) -> None:
    # (fix59b) a journal's section closing its name after a comma or a word cut short,
    # with no page and no date, names the journal ("Acta Crystallographica, Section D")
    assert without_section(venue) == venue
    parsed = parse_reference(f"J. Doe, “{TITLE},” {venue}, vol. 64, pp. 112-122, 2004.")
    assert parsed.venue == venue
    # a newspaper's page after the mark in the entry: the section goes
    paper = parse_reference(f"Doe, J., “{TITLE}”, The Morning Post, Section A, p. 9 (2017).")
    assert paper.venue == "The Morning Post"
