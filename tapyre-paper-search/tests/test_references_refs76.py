"""References, round 76 (refs76): where an unpublished or broadcast work is kept closing
its title (an episode's season, a personal communication, an archive's box, lecture
notes, a post's platform, "[Internet]" and "[cited …]":
:mod:`tapyre_paper_search.pdf.refunpubmarks`); a journal's type code lowered by a
sentence-case style ("types[j]", :mod:`tapyre_paper_search.pdf.refforms`); a title's
gene name read as the one name (:mod:`tapyre_paper_search.pdf.refdigitname`); a
patent's holder inverted as a person's name (:mod:`tapyre_paper_search.pdf.refinvertedfirm`);
an article's "Epub ahead of print" off its venue (:mod:`tapyre_paper_search.pdf.refaheadofprint`);
a citation date no year (:func:`tapyre_paper_search.pdf.refmarks.year_of`); an elided
particle among the editors before a book (:mod:`tapyre_paper_search.pdf.refeditors`).
The "control" tests hold what must stay."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refaheadofprint import without_ahead_of_print
from tapyre_paper_search.pdf.refdigitname import without_digit_name
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refinvertedfirm import firm_opening
from tapyre_paper_search.pdf.refunpubmarks import without_unpublished_marks

TITLE = "Growth of street trees in the city"


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("J. Doe. {}. Season 7, Episode 15. In The Tree Files [TV series episode]. 2008.",
         "The Tree Files [TV series episode]"),
        ("Doe, J. {} Season 3, Episode 11. In The Tree Files [TV series episode]. 1997.",
         "The Tree Files [TV series episode]"),
        ("J. Doe. {}. Personal communication. Jan. 2006.", None),
        ("J. Doe, {}, Personal communication, Nov. 2015.", None),
        ("Kato, M. {} Personal communication. Feb. 2007.", None),
        ("J. Doe. {}. J. P. Hague Papers, Box 21, Folder 28. National Records Office. 2023.",
         "National Records Office"),
        ("Doe, J. {} H. P. Tranitz Papers, Box 19, Folder 5. State Archives, Riverton. 2001.",
         None),
        ("J. Doe, {}, Lecture notes, NEU 169, University of Harbour, 2019.", None),
        ("Doe, J. {} Lecture notes, STA 369, University of Northlight. 1999.", None),
        ("DOE, J. {} [Lecture notes, DAT 124, University of Northlight]. 2003.", None),
        ("J. Doe, {}, [Internet], [cited 2006 Jan 28], Society for Trees, (2005).", None),
        ("DOE, J. {} [[Internet]]. Society for Trees, 2003. [cited 2004 May 1].", None),
    ],
)  # fmt: skip
def test_where_an_unpublished_work_is_kept_leaves_its_title(text: str, venue: str | None) -> None:
    parsed = parse_reference(text.format(TITLE))
    assert parsed.title == TITLE
    if venue is not None:
        assert parsed.venue == venue


def test_a_question_keeps_its_mark_before_a_personal_communication() -> None:
    parsed = parse_reference("Doe, J. How many trees are in a city? Personal communication. 2004.")
    assert parsed.title == "How many trees are in a city?"


@pytest.mark.parametrize("venue", ["(Sept", "(July 2012)"])
def test_a_posts_platform_after_a_comma_is_the_venue(venue: str) -> None:
    assert without_unpublished_marks(f"{TITLE}, Bluesky", venue) == (TITLE, "Bluesky")


@pytest.mark.parametrize(
    ("title", "venue"),
    [
        ("Season of the trees, episode of growth", ""),  # no numbers
        ("Papers on boxes in the street", ""),
        ("Lecture notes on street trees", ""),
        ("Lecture Notes in Computer Science", ""),
        (f"{TITLE}, Lecture notes", "Springer"),  # (a stop or comma: the mark goes)
        ("Trees, Season 2, Episode 3", ""),  # under three words would stay
        (f"{TITLE}, Bluesky", "Journal of Trees"),  # a venue read: no platform
        ("A history of the Oxford University Press, Oxford", ""),  # no date: a place
        (f"{TITLE}, Sept", ""),  # a month, no platform
        ("Guns, Germs, and Steel", ""),
        (f"{TITLE} on personal communication", ""),
    ],
)
def test_control_marks_inside_titles_stay(title: str, venue: str) -> None:
    kept, _ = without_unpublished_marks(title, venue)
    if title.endswith("Lecture notes"):
        assert kept == TITLE
    else:
        assert kept == title


def test_a_lowered_journal_code_glued_to_the_title_goes() -> None:
    text = "J. Doe, “Growth of street trees in the city[j],” Journal of Trees, 30, 2012."
    assert parse_reference(text).title == TITLE
    # control: a code after a space in small letters is no code ("sequence x [n]" stays)
    assert parse_reference(
        "J. Doe. Filters of a sequence x [n]. J. Signals 3, 2012."
    ).title.endswith("[n]")


def test_a_gene_name_opening_an_authorless_title_is_no_name() -> None:
    text = (
        "Dnmt1-Independent CG Methylation Contributes to Tree Growth. S. 6828, 116th"
        " Congress. 2012."
    )
    parsed = parse_reference(text)
    assert parsed.authors == ()
    assert parsed.title == "Dnmt1-Independent CG Methylation Contributes to Tree Growth"


def test_control_names_and_bodies_with_figures_stay() -> None:
    assert without_digit_name(("G20 Research Group",), "Title.", "x") == (
        ("G20 Research Group",),
        "Title.",
    )
    two = ("Ann Lee", "Bo Dnmt1")
    assert without_digit_name(two, "Title.", "x") == (two, "Title.")
    # an affiliation's figure closing the name
    assert without_digit_name(("A. Lee1",), "Title.", "x") == (("A. Lee1",), "Title.")


def test_a_patents_holder_inverted_as_a_name_gives_way_to_its_inventors() -> None:
    text = (
        "INC., Information Systems. Growth of street trees in the city. Inventor: Scott M."
        " COHEN; C. MONNEY; D. W. LATHAM. Publ.: 1995. Patent US 8446183 A."
    )
    parsed = parse_reference(text)
    assert parsed.authors == ("Scott M. COHEN", "C. MONNEY", "D. W. LATHAM")
    assert parsed.title == TITLE
    assert firm_opening((), f"LTD., Acme Tools. {TITLE}. Patent GB 123 A.")[1].startswith(TITLE)


def test_control_a_firms_name_not_inverted_or_names_read_stay() -> None:
    rest = f"Inc. Magazine, {TITLE}."
    assert firm_opening((), rest) == ((), rest)
    assert firm_opening(("Ann Lee",), f"INC., Acme Tools. {TITLE}.")[0] == ("Ann Lee",)


def test_an_archives_bracket_cut_at_its_owners_initial_leaves_the_title() -> None:
    text = f"DOE, John. {TITLE} [J. Bonca Papers, Box 37, Folder 12. State Archives, Easton]. 1995."
    assert parse_reference(text).title == TITLE
    # control: the same open initial with no archive's box in the entry stays
    assert without_unpublished_marks(f"{TITLE} [J", "Bonca, Springer", "x") == (
        f"{TITLE} [J",
        "Bonca, Springer",
    )


def test_a_citation_date_is_no_year_where_the_work_prints_one() -> None:
    text = f"J. Doe, {TITLE}, [Internet], [cited 2006 Jan 28], Society for Trees, (2005)."
    assert parse_reference(text).year == 2005
    # control: the citation date's year where no other is printed
    assert parse_reference(f"Doe J. {TITLE} [Internet]. Geneva; [cited 2020 Jan 5].").year == 2020


@pytest.mark.parametrize(
    "venue",
    [
        "Journal of Trees. Epub ahead of print",
        "Journal of Trees, Epub ahead of print",
        "Journal of Trees 2014. Epub ahead of print",
        "Epub ahead of print, Journal of Trees",
        "Journal of Trees. Advance online publication",
    ],
)
def test_an_articles_ahead_of_print_note_leaves_its_venue(venue: str) -> None:
    assert without_ahead_of_print(venue) == "Journal of Trees"


def test_ahead_of_print_through_the_reader_and_controls() -> None:
    text = f"Doe J. {TITLE}. Journal of Trees 2014. Epub ahead of print. doi: 10.1234/j5"
    assert parse_reference(text).venue == "Journal of Trees"
    assert without_ahead_of_print("Epub ahead of print") == ""
    assert without_ahead_of_print("Journal of Printing 2014") == "Journal of Printing 2014"


def test_editors_before_the_book_may_hold_an_elided_particle() -> None:
    text = (
        f"J. Doe. {TITLE}. In N. d’Ambrumenil and G. Gaiffi, editors, Advances in Trees,"
        " volume 11213 of Communications in Forestry, pages 441-459. Springer, 2000."
    )
    assert parse_reference(text).venue == "Advances in Trees"


def test_a_personal_communication_is_no_venue() -> None:
    text = f"Doe, J. et al. {TITLE}, Personal communication, 2003."
    assert (parse_reference(text).title, parse_reference(text).venue) == (TITLE, "")
