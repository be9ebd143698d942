"""References, round 71 (refs71): a chapter cited the German or French way, its editors
marked "(Hrsg.)" or "(éd.)" after a capital "In" (:mod:`tapyre_paper_search.pdf.refeditors`);
an interview's or a map's mark closing the title
(:mod:`tapyre_paper_search.pdf.refworkmarks`); a poster's kind, a retraction's notice, a
page or a month's bracket at the venue's ends (:mod:`tapyre_paper_search.pdf.refvenuenotes`).
The "control" tests hold what must stay.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refvenuenotes import (
    titleless_periodical,
    without_event_place,
    without_venue_notes,
)
from tapyre_paper_search.pdf.refworkmarks import without_work_marks
from test_references_refs64 import _reference_pdf

_ENTRIES = (
    (
        "Weber, Anna. Soil carbon storage under grazed alpine meadows, In: K. L. Brandt",
        "(Hrsg.): Handbuch der Bodenkunde. Stuttgart: Ulmer, S. 41--66, 2011.",
    ),
    (
        "R. Osei and P. Lund, Memories of the harbour strike among dock workers, Interview",
        "by M. Ferreira, Lisbon, 2016.",
    ),
    (
        "Haddad S and Moreau L. Vitamin D dosing in frail older adults. Clinical Ageing",
        "Reports 2011; 14. Retracted in 2019:221-230",
    ),
)


def test_chapter_interview_and_retraction_in_a_pdf(tmp_path: Path) -> None:
    # (a body page, then a "References" page of hanging entries in DejaVu Sans)
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _ENTRIES), ocr=None).references
    assert len(refs) == 3
    assert refs[0].title == "Soil carbon storage under grazed alpine meadows"
    assert refs[0].venue == "Handbuch der Bodenkunde"
    assert refs[1].title == "Memories of the harbour strike among dock workers"
    assert refs[1].venue == "Lisbon"
    assert refs[2].title == "Vitamin D dosing in frail older adults"
    assert refs[2].venue == "Clinical Ageing Reports"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # French: "In :" with a space, "(éd.)", the reading cut at the editor's initial
        (
            "Laurent, M. Les marchés du vin en Bourgogne au XIXe siècle In : Claire B."
            " Martin (éd.), Manuel d'histoire rurale, Dijon, p. 88--104. 2009.",
            "Les marchés du vin en Bourgogne au XIXe siècle",
            "Manuel d'histoire rurale",
        ),
        # the year printed between the title and "In"
        (
            "Brandt, K. L. and O. Meyer. Nitrogen losses from drained peat soils, 2014. In:"
            " Jana Roth (Hrsg.): Handbuch der Moore. Berlin: Springer, S. 12--30.",
            "Nitrogen losses from drained peat soils",
            "Handbuch der Moore",
        ),
        # a map's scale and its publisher left in the title
        (
            "P. Okafor, Land cover of the upper Niger basin, Map, scale 1:50000. Survey"
            " Press, Abuja, 2012.",
            "Land cover of the upper Niger basin",
            "Survey Press, Abuja",
        ),
        # an interview in square brackets, the year alone as the venue read
        (
            "LUND, Per. Memories of the harbour strike among dock workers [Interview by"
            " M. Ferreira, Lisbon]. 2016.",
            "Memories of the harbour strike among dock workers",
            "Lisbon",
        ),
        # a poster's kind and page after the book of abstracts
        (
            "Keane, R. (2018). “Early frost and apple yields”. In: Book of Abstracts of the"
            " 9th Meeting on Horticulture. Poster, p. 77.",
            "Early frost and apple yields",
            "Book of Abstracts of the 9th Meeting on Horticulture",
        ),
        # a retraction's notice before the journal (Chicago's note)
        (
            "Keane, Rory. “Early frost and apple yields”. Retracted in 2020, Journal of"
            " Horticulture 12 (2018): 5-9.",
            "Early frost and apple yields",
            "Journal of Horticulture",
        ),
    ],
)
def test_typed_notes_leave_title_and_venue(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


def test_venue_notes() -> None:
    assert without_venue_notes("The Morning Herald, p. 7, Apr") == "The Morning Herald"
    assert without_venue_notes("The Evening Courier, p. 5") == "The Evening Courier"
    assert without_venue_notes("Der Tagesspiegel (Dec") == "Der Tagesspiegel"
    assert without_venue_notes("Book of Abstracts of X, page") == "Book of Abstracts of X"
    assert without_venue_notes("Proceedings of the 3rd Meeting 48. Retracted in") == (
        "Proceedings of the 3rd Meeting"
    )


def test_venue_notes_controls() -> None:
    # the words of a venue's own name, no note's comma or stop before them
    for venue in ("Poster Sessions in Physics", "Retraction Watch", "Page's Journal of Art"):
        assert without_venue_notes(venue) == venue
    assert without_venue_notes("Journal of Physics 48") == "Journal of Physics 48"
    # nothing of three letters would stay
    assert without_venue_notes("In, p. 5") == "In, p. 5"


def test_work_marks_controls() -> None:
    # a title's own interview or map, no interviewer or scale after it
    rest = "An interview study of nurses, Map of care. Journal of Nursing 3, 1-9."
    title = "An interview study of nurses, Map of care"
    assert without_work_marks(title, "Journal of Nursing", rest) == (title, "Journal of Nursing")
    # too few words before the mark
    rest = "Harbour voices, Interview by M. Ferreira, Lisbon, 2016."
    assert without_work_marks("Harbour voices, Interview by M", "Ferreira, Lisbon", rest) == (
        "Harbour voices, Interview by M",
        "Ferreira, Lisbon",
    )


def test_event_place_before_its_dates_leaves_the_venue() -> None:
    text = (
        "Ortiz, L. (2019). “Cold storage of seed potatoes”. In: Proceedings of the 8th"
        " Symposium on Crop Science (Valdivia, Mar. 4-7, 2019). Elsevier, pp. 10-19."
    )
    assert parse_reference(text).venue == "Proceedings of the 8th Symposium on Crop Science"
    text = (
        "Ortiz, L. Cold storage of seed potatoes in Proceedings of the 8th Symposium on Crop"
        " Science Valdivia, Mar. 4-7, 2019 (Elsevier, 2019), 10-19."
    )
    assert parse_reference(text).venue == "Proceedings of the 8th Symposium on Crop Science"


def test_event_place_controls() -> None:
    # no dates after the last word: the venue's own
    rest = "Cold storage. Proceedings of the Royal Society Edinburgh, 12, 3-9 (2019)."
    venue = "Proceedings of the Royal Society Edinburgh"
    assert without_event_place(venue, rest) == venue
    # too few words would stay
    rest = "Cold storage. In: Crop Science (Valdivia, Mar. 4-7, 2019)."
    assert without_event_place("Crop Science (Valdivia", rest) == "Crop Science (Valdivia"


def test_group_before_a_colon_closes_the_names() -> None:
    # the first name surname first, the rest given first, a group and a colon after them
    text = (
        "Moreau, L., K. P. Osei, Anna Lund Berg, and the Soil Health Network: Cover crops"
        " and nitrate leaching in sandy soils, in: Journal of Soil Studies 12 (2019), pp. 5-9."
    )
    parsed = parse_reference(text)
    assert parsed.authors == ("L. Moreau", "K. P. Osei", "Anna Lund Berg")
    assert parsed.title == "Cover crops and nitrate leaching in sandy soils"
    # "Working Party" is a group's name (its last word)
    text = (
        "Lund, Per, Anna Berg, and the Nutrition Working Party: Cover crops and nitrate"
        " leaching in sandy soils. In: Journal of Soil Studies 12 (2019), pp. 5-9."
    )
    assert parse_reference(text).title == "Cover crops and nitrate leaching in sandy soils"


def test_group_before_a_comma_control() -> None:
    # a comma after the group: the other-shaped words before it stay the title's (refs70)
    text = "A. Smith, Advanced Human Nutrition, and the X Group, Public Health Res. 3 (2009) 1-9."
    assert parse_reference(text).authors == ("A. Smith",)


def test_titleless_newspaper() -> None:
    parsed = parse_reference("A. Roe, B. Lund, The Harbour Gazette, 14 (Feb. 2016).")
    assert (parsed.title, parsed.venue) == ("", "The Harbour Gazette")
    assert titleless_periodical("Le Journal du Port", "3 (May 1999)") == (
        "",
        "Le Journal du Port",
    )


def test_titleless_newspaper_controls() -> None:
    # a title in sentence case, or a long one: kept
    assert titleless_periodical("Tides in the harbour", "14 (Feb") == (
        "Tides in the harbour",
        "14 (Feb",
    )
    # the venue holds a name: kept
    assert titleless_periodical("Harbour Tides", "Gazette 14 (Feb") == (
        "Harbour Tides",
        "Gazette 14 (Feb",
    )
