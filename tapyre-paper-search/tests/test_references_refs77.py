"""References, round 77 (refs77): a medium's bracketed tag with the work's place after it
(:mod:`tapyre_paper_search.pdf.refmediaplace`, and :mod:`tapyre_paper_search.pdf.refkindtags`'
games, songs, paintings and sculptures); a standard's dated number and an accession
number closing the title (:mod:`tapyre_paper_search.pdf.refdesignations`); a reprint's
note of its first edition (:mod:`tapyre_paper_search.pdf.refreprints`); a retrieval date
between a journal's volume and pages (:mod:`tapyre_paper_search.pdf.refretrieved`); a
bare number after a proceedings' name (:mod:`tapyre_paper_search.pdf.refprocnumber`); a
newspaper article with no title (:mod:`tapyre_paper_search.pdf.refnewstitleless`); the
years of both notes no entry's year (:func:`tapyre_paper_search.pdf.refmarks.year_of`).
The "control" tests hold what must stay."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refdesignations import without_designation
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refkindtags import without_kind_tags
from tapyre_paper_search.pdf.refmarks import year_of
from tapyre_paper_search.pdf.refmediaplace import without_tagged_place
from tapyre_paper_search.pdf.refnewstitleless import titleless_newspaper
from tapyre_paper_search.pdf.refprocnumber import without_proceedings_number
from tapyre_paper_search.pdf.refreprints import without_reprint_note
from tapyre_paper_search.pdf.refretrieved import without_inner_retrieval

TITLE = "Growth of street trees in the city"


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("J. Doe, {}, [Presentation slides], 7th Workshop on Trees, Lisbon, 2012.", None),
        ("Doe, J. {} [Painting]. Easton Art Gallery, Kingsport. 1998.", None),
        ("J. Doe; B. Roe. {}, [Painting], Easton Art Gallery, Kingsport, 2016.", None),
        ("DOE, J. {} [[Song]] [On Songs of Trees]. Northern Music, 2023.", None),
        ("DOE, J. {} [[Presentation slides]] [20th Workshop on Trees, Toronto]. 2011.", None),
        ("J. Doe, {}, [Video game], 2001.", None),
        ("J. Doe, {}, [Song], On Songs of Trees, 2006.", None),
        (
            "J. Doe, {}, IEC 69882-2:2022, International Organization for Standardization, 2022.",
            None,
        ),
        (
            "Doe, J. {} IEC 34928-2:2007. International Organization for Standardization, 2007.",
            None,
        ),
        (
            "DOE, J. {} [ISO/IEC/IEEE 38905:2012]. International Organization for"
            " Standardization, 2012.",
            None,
        ),
        ("J. Doe, {}, GenBank accession no. MN12028.3, 2023.", "GenBank accession no. MN12028.3"),
        ("Doe, J. {} ENA accession PRJEB80629. 2005.", None),
        ("DOE, J. {} [PDB ID 17937]. 2022.", None),
        ("J. Doe, {}, Originally published 1946 (Northfield Classics, 2007).", None),
        ("Doe J. {}. Originally published 1951. Northfield Classics, 1999.", None),
        ("Doe, J.: {}, Originally published 1925, 1999.", None),
    ],
)
def test_the_title_ends_before_the_mark(text: str, venue: str | None) -> None:
    """Through the reader: the title; the venue where no other reading gave one."""
    ref = parse_reference(text.format(TITLE))
    assert ref.title == TITLE
    assert ref.authors and ref.authors[0].replace("DOE", "Doe").startswith(("J. Doe", "Doe"))
    if venue is not None:
        assert ref.venue == venue


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("J. Doe, {}, Originally published 1946 (Northfield Classics, 2007).", 2007),
        ("Doe J. {}. Originally published 1934. Northfield Classics, 2005.", 2005),
        ("J. Doe. {}. Retrieved May 25, 1999, from https://www.example.org/trees. 1998.", 1998),
        ("J. Doe. {}. Originally published 1934.", 1934),  # (no other year: the note's)
    ],
)
def test_a_reprint_or_retrieval_note_gives_no_year(text: str, year: int) -> None:
    assert year_of(text.format(TITLE), TITLE) == year


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("J. Doe. {}. Journal of Trees 1998, 46, Retrieved June 21, 1999, 416-429.", 1998),
        ("J. Doe. {}. Journal of Trees 56. Retrieved October 12, 2007, 473-493 (2006).", 2006),
        ("Doe J. {}. Journal of Trees 2014;14. Retrieved March 27, 2015:506-23.", 2014),
        ("J. Doe. “{}”. In: Journal of Trees 29. Retrieved October 9, 2015, pp. 448-464.", 2015),
    ],
)
def test_a_retrieval_date_between_volume_and_pages_leaves_the_venue(text: str, year: int) -> None:
    # (the last: no other year printed, the note's is read)
    ref = parse_reference(text.format(TITLE))
    assert (ref.title, ref.venue) == (TITLE, "Journal of Trees")
    assert ref.year == year


def test_the_marks_venues_and_a_closing_retrieval_date_left_to_the_access_reading() -> None:
    text = "Title. Retrieved March 3, 2020, from https://x.org"
    assert without_inner_retrieval(text) == text
    assert without_designation(f"{TITLE}, IEC 69882-2:2022, ISO, 2022", "")[1] == "IEC 69882-2:2022"
    place = without_tagged_place(f"{TITLE}, [Painting], Easton Art Gallery, Kingsport", "")
    assert place == (TITLE, "Easton Art Gallery, Kingsport")
    assert without_inner_retrieval("Journal 5, Retrieved May 2, 2007, 12-19") == "Journal 5, 12-19"


@pytest.mark.parametrize(
    "title",
    [
        "The [Fe] hydrogenase, its structure and function",  # no medium
        "Growth of trees [Growth of the city], in Latin",  # a translation's bracket
        "Growth of [Video] and its audience, in the city",  # runs on, no stop
        "The [Painting], Tate",  # fewer than three words before
    ],
)
def test_control_a_titles_own_bracket_stays(title: str) -> None:
    assert without_tagged_place(title, "") == (title, "")


def test_game_song_painting_sculpture_tags_close_the_title() -> None:
    for tag in ("[Video game]", "[Song]", "[Painting]", "[[Sculpture]]"):
        assert without_kind_tags(f"{TITLE} {tag}", "") == (TITLE, "")


@pytest.mark.parametrize(
    "title",
    [
        "Guidelines for ISO 9001:2015",  # a small word before it: the title's own
        "Applying ISO 9001:2015 in small firms",  # words after it
        "A study of the ratio 3:2010 in things",
        "Results of the trial by phone number ID 12345",  # "ID" after a small word
        "Growth of trees, ISO 9001",  # no year after a colon (refbookfacts' reading)
    ],
)
def test_control_a_titles_own_standard_or_id_stays(title: str) -> None:
    assert without_designation(title, "") == (title, "")


@pytest.mark.parametrize(
    "title",
    [
        "How the first published atlas was made",
        "Books first published in 1900 and their readers",
        "Three good words of Originally published 1925",  # a small word before the note
        "The prints reprinted in the museum",
        "Why Papers Are Reprinted in Chinese Journals",  # title case, a bare space (fix62b)
    ],
)
def test_control_a_titles_own_words_of_publishing_stay(title: str) -> None:
    assert without_reprint_note(title) == title


def test_a_bare_number_after_a_proceedings_name_leaves_the_venue() -> None:
    text = (
        "Doe, J. (2021). “{}”. In: Proceedings of the International Conference on Trees, 276."
        " doi: 10.1145/3788901.3125996."
    )
    assert parse_reference(text.format(TITLE)).venue == (
        "Proceedings of the International Conference on Trees"
    )
    assert without_proceedings_number("Proc. ACM Program. Lang., 5") == "Proc. ACM Program. Lang."


@pytest.mark.parametrize(
    "venue",
    [
        "Proceedings of X, 2019",  # a year
        "Proceedings of SPIE 7654",  # no comma
        "Proceedings of the 12th Conference on X",
        "Journal of X, 12",  # no proceedings
        "Proceedings of X, vol. 2, 12",
    ],
)
def test_control_other_numbers_stay_in_the_venue(venue: str) -> None:
    assert without_proceedings_number(venue) == venue


@pytest.mark.parametrize(
    "text",
    [
        "O. Fujino, A. Roe, The Evening Standard, Section D, p. 22 (Oct. 1998).",
        "V. Rodin, The Morning Post, Section D, p. 5 (May 2007).",
        "Noyes, R. W.; Saad, F. The Morning Post 2014, Section D, p. 19.",
    ],
)
def test_a_newspaper_with_no_title_is_the_venue(text: str) -> None:
    ref = parse_reference(text)
    assert ref.title == ""
    assert ref.venue in ("The Evening Standard", "The Morning Post")


@pytest.mark.parametrize(
    ("title", "venue"),
    [
        ("Reading the Evening Standard, Section D, p. 22", ""),  # a title's own words
        ("Acta Crystallographica, Section D", ""),  # no page: a journal's section
        ("The Morning Post, Section D, p. 5", "Journal of X"),  # a venue read
    ],
)
def test_control_a_title_with_a_section_stays(title: str, venue: str) -> None:
    assert titleless_newspaper(title, venue) == (title, venue)


@pytest.mark.parametrize(
    "title",
    [
        "Zhongguo hua yanjiu [Chinese painting]",  # a translated title (fix62b)
        "Russkaya narodnaya pesnya [Russian folk song]",
        "Das Spiel der Könige [The royal game]",
        "Igra v klassiki [The game]",
    ],
)
def test_control_a_translated_title_on_a_work_word_stays(title: str) -> None:
    """refs77's game, song, painting and sculpture are a tag alone or after a game's medium
    ("[Song]", "[Video game]"); a translation's bracket ending on one stays (fix62b)."""
    assert without_kind_tags(title, "") == (title, "")
    assert without_tagged_place(f"{title}. Nauka, Moscow", "") == (f"{title}. Nauka, Moscow", "")


def test_reprinted_in_after_a_stop_or_comma_leaves_the_title() -> None:
    """A "Reprinted in" note, no year to anchor it, is a note after a stop or a comma (fix62b)."""
    for mark in (". ", ", "):
        assert without_reprint_note(f"{TITLE}{mark}Reprinted in Collected Papers") == TITLE


@pytest.mark.parametrize(
    "title",
    [
        "Information security management: ISO/IEC 27001:2013",  # the code a subtitle
        "Risk management in projects under ISO 31000:2018",  # a preposition before it
        "Auditing small hospitals according to ISO 15189:2012",
    ],
)
def test_control_a_standard_after_a_colon_or_a_preposition_stays(title: str) -> None:
    """The number is the title's subject where a colon or a preposition leads to it
    (fix62b)."""
    assert without_designation(title, "") == (title, "")
