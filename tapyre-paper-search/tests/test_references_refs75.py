"""References, round 75 (refs75): an organisation as author closing on its acronym
(:mod:`tapyre_paper_search.pdf.refbodyacronym`); a bill's number, a series' episode, an
access statement, a blog's name, a report's kind and number and a broken link's rest
closing the title (:mod:`tapyre_paper_search.pdf.refsourcemarks`); a language's note off
the title and venue (:mod:`tapyre_paper_search.pdf.reflangnote`); a newspaper's name and a
month cut at its stop (:mod:`tapyre_paper_search.pdf.refsections`); a particle after an
inverted name's initials (:mod:`tapyre_paper_search.pdf.refnameparticle`); a law review's
volume and short name (:mod:`tapyre_paper_search.pdf.reflawreview`); a patent's holder
(:mod:`tapyre_paper_search.pdf.refholder`) and kind code; a reference work's name after ",
in" (:mod:`tapyre_paper_search.pdf.refinbook`).  The "control" tests hold what must stay."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refbodyacronym import acronym_body
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refholder import without_holder
from tapyre_paper_search.pdf.refinbook import without_work_in
from tapyre_paper_search.pdf.reflangnote import without_language_note
from tapyre_paper_search.pdf.reflawreview import law_review_parts
from tapyre_paper_search.pdf.refnameparticle import particle_after_initials
from tapyre_paper_search.pdf.refsections import section_parts
from tapyre_paper_search.pdf.refsourcemarks import without_source_marks

TITLE = "Growth of street trees in the city"


@pytest.mark.parametrize(
    ("text", "body"),
    [
        ("World Health Organization (WHO). {}. Geneva: WHO; 2016.",
         "World Health Organization (WHO)"),
        ("European Agency for Urban Ecology (EAUE). {}. Technical Report, 2003.",
         "European Agency for Urban Ecology (EAUE)"),
        ("Council for Soil Research (CSR): {}, Technical Report, 2008.",
         "Council for Soil Research (CSR)"),
        ("National Office of Forestry (NOF), “{}”, Technical Report, 2017.",
         "National Office of Forestry (NOF)"),
        ("National Institute for Health and Care Excellence (NICE). {}. London; 2019.",
         "National Institute for Health and Care Excellence (NICE)"),
        ("American Psychiatric Association (APA). (2013). {}. Arlington, VA.",
         "American Psychiatric Association (APA)"),
    ],
)  # fmt: skip
def test_a_bodys_name_closing_on_its_acronym_is_the_one_author(text: str, body: str) -> None:
    parsed = parse_reference(text.format(TITLE))
    assert parsed.authors == (body.rsplit(" (", 1)[0],)  # (the acronym left out: refs60's)
    assert parsed.title == TITLE


def test_acronym_body_controls() -> None:
    # a term and its acronym opening a title: no body
    assert acronym_body("Chronic Obstructive Pulmonary Disease (COPD). Lancet 3:1-9.") is None
    # letters that are no initials of the name's words
    assert acronym_body(f"World Health Organization (XYZ). {TITLE}.") is None
    # a person's name, no bracket, or the acronym alone
    assert acronym_body(f"John Smith (JS). {TITLE}.") is None
    assert acronym_body(f"World Health Organization. {TITLE}.") is None
    assert acronym_body(f"WHO (2016). {TITLE}.") is None


@pytest.mark.parametrize(
    ("title", "venue"),
    [
        (f"{TITLE}, H.R. 2731, 117th Congress, 2010", "H.R. 2731, 117th Congress"),
        (f"{TITLE} S. 4318, 116th Congress", "S. 4318, 116th Congress"),
        (f"{TITLE} [Bill C-9821, 44th Parliament]", "Bill C-9821, 44th Parliament"),
        (f"{TITLE}, The Physics Hour, episode 121", "The Physics Hour, episode 121"),
        (f"{TITLE} The Theory Hour, episode 267", "The Theory Hour, episode 267"),
        (f"{TITLE} [The Psychology Hour, episode 146]", "The Psychology Hour, episode 146"),
        (f"{TITLE}, The Economics Hour, episode 118, Podcast", "The Economics Hour, episode 118"),
        (f"{TITLE}, Retrieved July 15, 2023, from   2022", ""),
        (f"{TITLE} [Retrieved September 5, 2005, from   2004", ""),
        (f"{TITLE}, The Cell Biology Blog (  cellbiology)", "The Cell Biology Blog"),
        (f"{TITLE}, The Materials Blog (https: //www.example.org/materials)", "The Materials Blog"),
        (f"{TITLE} Report 56060 (Research Service, 2009)", "Research Service"),
        (f"{TITLE}; Report 89141; Research Service, 2008", "Research Service"),
        (f"{TITLE} Technical Report (Soil Council (SC), 2008)", "Soil Council (SC)"),
        (f"{TITLE}; Technical Report; Paris: Soil Office", "Paris: Soil Office"),
    ],
)  # fmt: skip
def test_a_sources_mark_closing_the_title_leaves_it(title: str, venue: str) -> None:
    assert without_source_marks(title, "") == (TITLE, venue)


def test_a_venue_read_stays_and_a_question_keeps_its_mark() -> None:
    assert without_source_marks(f"{TITLE}, The Physics Hour, episode 12", "Podcast") == (
        TITLE, "The Physics Hour, episode 12",
    )  # fmt: skip
    assert without_source_marks(f"{TITLE}? The Marine Blog", "Journal") == (f"{TITLE}?", "Journal")


@pytest.mark.parametrize(
    "title",
    [
        "The blog as a genre of scholarly writing",
        "Reading the Science Blog",  # (no comma or stop before the blog's name)
        "Report of the committee on street trees",
        "A Technical Report on street trees",  # (a report's kind with no publisher after it)
        "Information retrieved from memory",
        "Voting in the 117th Congress",  # (no bill's number)
        "Street trees, episode 3",  # (no series' name before the episode)
        "Trees in the Final Report",
    ],
)
def test_source_marks_controls(title: str) -> None:
    assert without_source_marks(title, "") == (title, "")


def test_through_the_reader() -> None:
    parsed = parse_reference(f"J. Doe, {TITLE}, H.R. 2731, 117th Congress, 2010.")
    assert (parsed.authors, parsed.title, parsed.venue) == (
        ("J. Doe",), TITLE, "H.R. 2731, 117th Congress",
    )  # fmt: skip
    parsed = parse_reference(
        f"Doe, J. {TITLE} Retrieved July 20, 2005, from https://x.org/ y. 2004."
    )
    assert parsed.title == TITLE


@pytest.mark.parametrize(
    ("title", "venue", "expected"),
    [
        (TITLE, "(in German). In: Journal of Cell Biology", (TITLE, "Journal of Cell Biology")),
        (TITLE, "[in Japanese], Journal of Economics", (TITLE, "Journal of Economics")),
        (TITLE, "(in Spanish), in: Journal of Genetics", (TITLE, "Journal of Genetics")),
        (f"{TITLE} [in Russian]", "Marine Chemistry", (TITLE, "Marine Chemistry")),
        (f"{TITLE}. (in French, with an English summary)", "", (TITLE, "")),
    ],
)  # fmt: skip
def test_a_language_note_leaves_title_and_venue(
    title: str, venue: str, expected: tuple[str, str]
) -> None:
    assert without_language_note(title, venue) == expected


def test_language_note_controls() -> None:
    for title, venue in (
        (TITLE, "(in press). Journal of Economics"),  # (no language)
        (TITLE, "[In Memoriam]"),
        (f"{TITLE} (in Proceedings)", ""),
        ("[in Russian]", ""),  # (the note alone: no title left)
        (TITLE, "(in German)"),  # (nothing after the note)
    ):
        assert without_language_note(title, venue) == (title, venue)
    parsed = parse_reference(f"Doe J. {TITLE}. (in German). Journal of Genetics 2019;42:292-309.")
    assert (parsed.title, parsed.venue) == (TITLE, "Journal of Genetics")


@pytest.mark.parametrize(
    ("title", "venue", "rest", "expected"),
    [
        (f"{TITLE}. The Morning Post", "Section D, p. 19", "", (TITLE, "The Morning Post")),
        (f"{TITLE}. Le Quotidien", "Section C", "", (TITLE, "Le Quotidien")),
        (TITLE, "The Evening Standard, Nov", f"{TITLE}, The Evening Standard, Nov. 2024, p. 3.",
         (TITLE, "The Evening Standard")),
    ],
)  # fmt: skip
def test_a_newspapers_name_and_date(
    title: str, venue: str, rest: str, expected: tuple[str, str]
) -> None:
    assert section_parts(title, venue, rest) == expected


def test_newspaper_controls() -> None:
    # a title's last sentence of small words or with a digit, a venue that is no mark
    for title, venue in (
        (f"{TITLE}. The role of trees", "Section D"),
        (f"{TITLE}. Phase 2 Trial", "Section D"),
        (f"{TITLE}. The Morning Post", "Journal of Trees"),
    ):
        assert section_parts(title, venue, "") == (title, venue)
    # a month with no year after its stop in the entry
    assert section_parts(TITLE, "Journal of Trees, May", f"{TITLE}. Journal of Trees, May") == (
        TITLE, "Journal of Trees, May",
    )  # fmt: skip


@pytest.mark.parametrize(
    ("text", "author", "title"),
    [
        ("Humboldt, A. v. Kosmos. Stuttgart, 1845.", "A. v. Humboldt", "Kosmos"),
        ("Goethe, J. W. v. Faust. Tübingen: Cotta, 1808.", "J. W. v. Goethe", "Faust"),
    ],
)  # fmt: skip
def test_a_particle_after_the_initials_is_the_names(text: str, author: str, title: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.authors, parsed.title) == ((author,), title)


def test_particle_controls() -> None:
    # no initial before "v.": a case's parties, or a name given in full
    assert particle_after_initials((), "Smith v. Jones, 550 S. Ct. 585.", "Smith v. Jones") == (
        (), "Smith v. Jones, 550 S. Ct. 585.",
    )  # fmt: skip
    text = "Anna Smith v. Jones revisited."
    assert particle_after_initials(("Anna Smith",), " v. Jones revisited.", text) == (
        ("Anna Smith",), " v. Jones revisited.",
    )  # fmt: skip


def test_a_law_reviews_volume_and_name_leave_the_title() -> None:
    title = "Brown v. Board of Education and the Schools"
    assert law_review_parts(f"{title}, 12 Stan", "L. Rev") == (title, "12 Stan. L. Rev")
    assert law_review_parts("The law of torts, 98 Yale", "L.J") == (
        "The law of torts",
        "98 Yale. L.J",
    )
    # controls: a venue of other words, a title closing on its own number
    assert law_review_parts(f"{title}, 12 Stan", "Lancet") == (f"{title}, 12 Stan", "Lancet")
    assert law_review_parts("Trees, 2", "L. Rev") == ("Trees, 2", "L. Rev")
    parsed = parse_reference(f"Jane Doe, {title}, 12 Stan. L. Rev. 100, 105 (1960).")
    assert (parsed.title, parsed.venue) == (title, "12 Stan. L. Rev")


def test_a_patents_holder_and_kind_code_leave_the_title() -> None:
    parsed = parse_reference(f"Doe, J. (Medicine Systems Inc.). {TITLE}. Pat. EP 1131547 A1, 1996.")
    assert (parsed.authors, parsed.title) == (("J. Doe",), TITLE)
    parsed = parse_reference(f"Roe, A.; Poe, B. (Inc., P. S.). {TITLE} pat., US 3769144 B2, 2020.")
    assert (parsed.authors, parsed.title) == (("A. Roe", "B. Poe"), TITLE)
    assert without_holder(f" (Acme GmbH): {TITLE}.") == f"{TITLE}."


def test_holder_controls() -> None:
    for rest in (f" (Ed.) (2010). {TITLE}.", f" (2010). {TITLE}.", f" (in press). {TITLE}."):
        assert without_holder(rest) == rest


def test_a_reference_works_name_after_in_is_the_venue() -> None:
    parsed = parse_reference(
        f"A. Roe and B. Poe, {TITLE}, in Encyclopedia of Linguistics, 4th ed., Springer, 2003."
    )
    assert (parsed.title, parsed.venue) == (TITLE, "Encyclopedia of Linguistics")
    assert without_work_in(f"{TITLE}, in The Oxford Handbook of Trees", "Oxford") == (
        TITLE, "The Oxford Handbook of Trees",
    )  # fmt: skip
    # controls: small words after ", in", no reference work's kind, too little before
    for title in (
        "Trial of a drug, in patients with the Handbook disease",
        f"{TITLE}, in Advances in Forestry",
        "Trees, in Encyclopedia of Trees",
    ):
        assert without_work_in(title, "Lancet") == (title, "Lancet")
