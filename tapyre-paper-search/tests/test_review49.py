"""Review49: round 47's byline and LaTeX front-matter merges (bylines49, latex48), fixed.

On the base: ``lonebyline.lone_person`` joined a lone byline line's two two-word names
into one person wherever neither half read as a whole name of the given-name lists, so
two people whose given names no list holds, their separator lost ("Kyle Lo Doug
Downey"), or whose four words are all listed ("Ahmed Ali Omar Hassan"), became one.  The
lists' silence is no evidence: the joined reading now also needs every word to be one
syllable (one run of vowels, a silent final "e" aside), the shape of a name whose words
are its syllables ("Nwe Zaw Myint Htun", "Than Htike Zaw Win").

A series' head ending on its numeral ("Studies of Soil Fungi. IX.", latex48's
``subtitle._CUT_END``) took the row under it in another type whatever it held but a
byline of unknown surnames, so "Rose Young and Grant Hill" or "Ann Lee" (surnames the
word lists know) joined the title; such a row, names by their words, now stays out
(``subtitle._names_row``).  A capitals title broken at a hyphen between two short
acronyms ("RNA-" / "SEQ") was joined, and a word broken after a syllable that is a word
("COM-" / "PUTATION") kept its hyphen (``titlebreaks._capitals``).

Controls (labelled ``control``) pass on the base too, with their exact values.  Report
pages are tidy43's (``report_pages.byline_authors``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lonebyline import lone_person
from tapyre_paper_search.pdf.titlebreaks import title_inline
from test_pdf_front_matter_latex47 import _two_types

# --- a lone line of two people is two people ----------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Kyle Lo Doug Downey", ("Kyle Lo", "Doug Downey")),
        ("Ahmed Ali Omar Hassan*", ("Ahmed Ali", "Omar Hassan")),
        # control: one person whose words are syllables (bylines49's dev row)
        ("Nwe Zaw Myint Htun", ("Nwe Zaw Myint Htun",)),
        # control: a double given name before a double surname (bylines49)
        ("Jean Luc Thomas Garnier", ("Jean Luc Thomas Garnier",)),
    ],
)
def test_a_lone_line_of_two_unlisted_people_stays_two(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    """The report page's only byline line, no separator between the two names."""
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("text", "found", "want"),
    [
        ("Kyle Lo Doug Downey", ["Kyle Lo", "Doug Downey"], None),
        ("Ahmed Ali Omar Hassan", ["Ahmed Ali", "Omar Hassan"], None),
        ("Raj Kumar Doug Downey", ["Raj Kumar", "Doug Downey"], None),
        ("Written by Kyle Lo Doug Downey", ["Kyle Lo", "Doug Downey"], None),
        # control: every word one syllable, a silent final "e" aside ("Htike")
        ("Than Htike Zaw Win", ["Than Htike", "Zaw Win"], "Than Htike Zaw Win"),
        # control: a mark after the name
        ("Aung Kyaw Soe Naing*", ["Aung Kyaw", "Soe Naing"], "Aung Kyaw Soe Naing"),
        # control: the double-given branch needs no syllables ("Garnier")
        ("Jean Luc Thomas Garnier", ["Jean Luc", "Thomas Garnier"], "Jean Luc Thomas Garnier"),
        # control: a whole name of the lists in a half stays two
        ("Ann Lee Bo Chen", ["Ann Lee", "Bo Chen"], None),
    ],
)
def test_lone_person_needs_syllable_words(text: str, found: list[str], want: str | None) -> None:
    assert lone_person(text, found) == want


# --- a capitals title broken at a hyphen: two short acronyms, a syllable that is a word ---


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("SINGLE-CELL RNA-\nSEQ OF TUMOURS", "SINGLE-CELL RNA-SEQ OF TUMOURS"),
        ("THE SARS-\nCOV SPIKE", "THE SARS-COV SPIKE"),
        ("REAL-TIME YOLO-\nNAS DETECTION", "REAL-TIME YOLO-NAS DETECTION"),
        ("QUANTUM COM-\nPUTATION TODAY", "QUANTUM COMPUTATION TODAY"),
        ("MEDI-\nCAL IMAGING", "MEDICAL IMAGING"),
        # control: syllables no word list knows, joined (latex47)
        ("IN A NEOTROP-\nICAL BIRD", "IN A NEOTROPICAL BIRD"),
        ("THE STRUC-\nTURE OF ELEC-\nTRONIC NOSES", "THE STRUCTURE OF ELECTRONIC NOSES"),
        # control: a compound of two words keeps its hyphen, joined a word or not
        ("NON-\nLINEAR WAVES", "NON-LINEAR WAVES"),
        ("DIRECTED SELF-\nASSEMBLY OF DNA", "DIRECTED SELF-ASSEMBLY OF DNA"),
        # control: an acronym with no vowel keeps its hyphen (review47)
        ("CNN-\nLSTM MODELS", "CNN-LSTM MODELS"),
    ],
)
def test_a_capitals_break_between_short_acronyms_keeps_its_hyphen(text: str, want: str) -> None:
    assert title_inline(text) == want


# --- a series' numeral head over a row of names ----------------------------------------


@pytest.mark.parametrize(
    ("head", "row", "want"),
    [
        ("Studies of Soil Fungi. IX.", "Rose Young and Grant Hill", "Studies of Soil Fungi. IX."),
        ("Lectures on Algebra: II.", "Hope Marsh", "Lectures on Algebra: II."),
        (
            "Notes on the Letters of J. S. Bach. V.",
            "Ann Lee",
            "Notes on the Letters of J. S. Bach. V.",
        ),
        # control: the paper's own title under the numeral goes on it (latex48)
        (
            "A Survey of Nearby Clouds. IX.",
            "The Serpens YSO Population With IRAC",
            "A Survey of Nearby Clouds. IX. The Serpens YSO Population With IRAC",
        ),
        (
            "Lectures on Gravity. II.",
            "Black Holes and Curved Spacetimes",
            "Lectures on Gravity. II. Black Holes and Curved Spacetimes",
        ),
        # control: names of unknown surnames stay out (review47's _byline)
        (
            "Studies of Soil Fungi. IX.",
            "Ilse Kreutzer and Marten Saar",
            "Studies of Soil Fungi. IX.",
        ),
    ],
)
def test_a_series_numeral_head_leaves_a_row_of_names_out(
    tmp_path: Path, head: str, row: str, want: str
) -> None:
    """The head in large bold, the row under it in smaller italics, set with it."""
    path = tmp_path / "series.pdf"
    _two_types(path, head, row)
    assert extract_pdf(path).title == want
