"""Bylines and names, round 50 (bylines50), on generated report pages.

A firm named after its partners before its members ("Prepared by Grant Thornton: Ann
Lee"), told by the page: the firm named again as a body (a copyright line, a firm's word,
a logo's text), or the colon closing the byline's line over the names.  One person's
four-word name alone in a byline carrying one contact (a mark, one e-mail address).  A
row of names under a series' numeral head whose given names are words ("Kyle", "Doug").

Bodies after a participle whose words are an adjective and a body's noun ("Erstellt von
Deutscher Wetterdienst", "Elaborado por Servicio Meteorológico Nacional"); an unlisted
given name after a "von" participle of the word lists ("Gezogen von Lara Stein"); verbs
of designing, organising and editing among the makers' verbs before a plural surname.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import DEJAVU
from report_pages import BODY, SUMMARY, TITLE, byline_authors, two_line_authors
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bylineplurals import plural_topic
from tapyre_paper_search.pdf.particletopics import topic_after_particle
from tapyre_paper_search.pdf.refcreators import is_organisation

# --- a body after a participle: an inflected adjective, a body's noun -----------------


@pytest.mark.parametrize(
    "byline",
    [
        "Erstellt von Deutscher Wetterdienst",
        "Erstellt von Schweizerischer Nationalfonds",
        "Elaborado por Servicio Meteorológico Nacional",
        "Preparado por Empresa Brasileira de Pesquisa",
        "Geschrieben von Sächsischer Heimatverein",
        "Realizzato da Agenzia Spaziale Italiana",
    ],
)
def test_a_body_after_a_participle_names_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # control: a surname shaped as an adjective after a given name stays a person
        ("Erstellt von Klaus Deutscher", ("Klaus Deutscher",)),
        ("Elaborado por Ana Nacional", ("Ana Nacional",)),
        # control: German people after "von" (bylines49)
        ("Geschrieben von Hans Weber und Eva Roth", ("Hans Weber", "Eva Roth")),
        ("Geschrieben von Maria von Trapp", ("Maria von Trapp",)),
        # control: a given name, its particle and surnames (bylines45)
        ("Renato da Costa Lima", ("Renato da Costa Lima",)),
        ("Scritto da Lara Stein", ("Lara Stein",)),
        # control: bodies the base already read (bylines48, bylines49)
        ("Redatto da Consiglio Nazionale delle Ricerche", ()),
        ("Erstellt von Statistisches Bundesamt", ()),
        ("Geschrieben von Digitaler Verlag", ()),
    ],
)
def test_control_people_and_bodies_after_a_participle(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("rest", "want"),
    [
        ("Deutscher Wetterdienst", True),
        ("Österreichischer Alpenverein", True),
        # control: a "-sch" word alone may be a surname ("Rauscher")
        ("Rauscher", False),
        ("Deutscher", False),
        ("Hans Rauscher", False),
        # control: bylines48's adjective
        ("Künstlicher Intelligenz", True),
    ],
)
def test_topic_after_particle_reads_sch_adjectives_before_a_noun(rest: str, want: bool) -> None:
    assert topic_after_particle(rest) is want


@pytest.mark.parametrize(
    ("words", "want"),
    [
        ("Servicio Meteorológico Nacional", True),
        ("Agenzia Spaziale Italiana", True),
        ("Deutscher Wetterdienst", True),
        ("Koninklijk Nederlands Instituut", True),
        # control: people's names and the base's bodies
        ("Ana Nacional", False),
        ("Hans Dienstmann", False),
        ("Institut National de la Santé", True),
    ],
)
def test_is_organisation_knows_more_languages_body_nouns(words: str, want: bool) -> None:
    assert is_organisation(words.split()) is want


# --- an unlisted given name after a "von" participle of the word lists ----------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Gezogen von Lara Stein", ("Lara Stein",)),
        ("Gezogen von Mira Stein und Lukas Hahn", ("Mira Stein", "Lukas Hahn")),
        # control: a known given name after "von" (bylines45)
        ("Gezogen von Anna Stein", ("Anna Stein",)),
        ("Entwickelt von Johann von Neumann", ("Johann von Neumann",)),
    ],
)
def test_a_dictionary_participle_before_von_is_a_lead(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("participle", "want"),
    [
        ("Gezogen", True),
        ("Gemalt", True),
        # control: given names shaped as participles
        ("Gebhardt", False),
        ("Renato", False),
    ],
)
def test_dictionary_participle(participle: str, want: bool) -> None:
    from tapyre_paper_search.pdf.particletopics import dictionary_participle  # new here

    assert dictionary_participle(participle) is want


# --- verbs of designing, organising, editing among the makers' -------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Organised by Stone Waters", ("Stone Waters",)),
        ("Organized by Brook Fields", ("Brook Fields",)),
        # control: a verb of no making before a plural topic (bylines49)
        ("Shaped by Ocean Currents", ()),
        # control: an editor is no author (bylineverbs.OTHER_ROLES)
        ("Edited by Stone Waters", ()),
    ],
)
def test_organising_verbs_make_a_name_of_a_plural_surname(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("participles", "rest", "want"),
    [
        (["Designed"], "Stone Waters", False),
        (["Edited"], "Brook Fields", False),
        (["Planned"], "Stone Waters", False),
        # control: a verb of moving (bylines49)
        (["Moved"], "Rising Tides", True),
    ],
)
def test_plural_topic_after_design_and_edit_verbs(
    participles: list[str], rest: str, want: bool
) -> None:
    assert plural_topic(participles, rest) is want


# --- a firm before its members, told by the page ---------------------------------------


def _page(tmp_path: Path, byline: str, extra: str, *, foot: bool) -> tuple[str, ...]:
    """tidy43's report page (report_pages) with ``extra`` at its foot in small type, or
    over its label in large bold (a logo's text)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    if foot:
        page.insert_text((72, 815), extra, fontsize=8)
    else:
        page.insert_text((72, 50), extra, fontsize=14, fontname="hebo")
    page.insert_text((72, 80), "REPORT", fontsize=9)
    page.insert_text((72, 104), TITLE, fontsize=16, fontname="tibo")
    page.insert_text((72, 134), byline, fontsize=11, fontname="dejavu", fontfile=DEJAVU)
    page.insert_text((72, 150), "Institute of Hydrology, Lund University, Sweden", fontsize=9)
    page.insert_text((72, 164), "July 2020", fontsize=9)
    page.insert_text((72, 194), "Executive Summary", fontsize=12, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, 204, 523, 300), SUMMARY, fontsize=10)
    page.insert_text((72, 330), "1 Introduction", fontsize=12, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, 340, 523, 800), BODY, fontsize=10)
    path = tmp_path / "firm.pdf"
    doc.save(path)
    doc.close()
    return tuple(extract_pdf(path).authors)


@pytest.mark.parametrize(
    ("byline", "extra", "foot", "want"),
    [
        # bylines51: a bare copyright line or a logo's text naming a head that opens with a
        # given name ("Grant") is weak evidence (a person's "© 2020 Tom Brooks" reads
        # alike): both stay, as on bylines49; a firm's word or a country's code decides
        ("Prepared by Grant Thornton: Ann Lee", "© Grant Thornton 2020", True,
         ("Grant Thornton", "Ann Lee")),
        ("Prepared by Grant Thornton: Ann Lee", "© Grant Thornton UK 2020", True, ("Ann Lee",)),
        ("Prepared by Grant Thornton: Ann Lee", "Grant Thornton LLP, Dublin", True, ("Ann Lee",)),
        ("Prepared by Grant Thornton: Ann Lee", "Grant Thornton", False,
         ("Grant Thornton", "Ann Lee")),
        ("Prepared by Moss Adams: Ann Lee", "Moss Adams", False, ("Ann Lee",)),
        # control: a head the base read as a body already
        (
            "Compiled by Baker Marsh: Eva Roth and Bo Chen",
            "Copyright 2021 Baker Marsh. All rights reserved.",
            True,
            ("Eva Roth", "Bo Chen"),
        ),
        # control: the page names no firm: two people (bylines49's pinned reading)
        ("Prepared by Tom Brooks: Mark Hill", "© 2020 Institute of Hydrology", True,
         ("Tom Brooks", "Mark Hill")),
        # control: the footer names the people, a firm's word nowhere
        ("Prepared by Frank Weber: Iris Novak", "Frank Weber, Iris Novak 2020", True,
         ("Frank Weber", "Iris Novak")),
        # control: a copyright line naming the people after the colon too is theirs
        ("Prepared by Frank Weber: Iris Novak", "© 2020 Frank Weber and Iris Novak", True,
         ("Frank Weber", "Iris Novak")),
    ],
)  # fmt: skip
def test_a_firm_the_page_names_as_a_body_is_no_author(
    tmp_path: Path, byline: str, extra: str, foot: bool, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=foot) == want


@pytest.mark.parametrize(
    ("first", "second", "want"),
    [
        ("Prepared by Grant Thornton:", "Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
        # control: a label over the names (no name before the colon)
        ("Prepared by:", "Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_colon_closing_the_byline_heads_its_members(
    tmp_path: Path, first: str, second: str, want: tuple[str, ...]
) -> None:
    assert two_line_authors(tmp_path, first, second) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # control: one line, nothing else on the page: two people (bylines49)
        ("Prepared by Tom Brooks: Mark Hill", ("Tom Brooks", "Mark Hill")),
        ("Prepared by Statistics Norway: Ann Lee", ("Ann Lee",)),
    ],
)
def test_control_a_colon_in_one_byline_line(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a lone four-word line carrying one contact: one person ---------------------------


@pytest.mark.parametrize(
    ("first", "second", "want"),
    [
        ("Maria Luíza Farias Costa*", "Universidade de São Paulo", ("Maria Luíza Farias Costa",)),
        ("Thida Nilar Aye Aye*", "University of Yangon", ("Thida Nilar Aye Aye",)),
        ("Maria Luíza Farias Costa", "mlcosta@example.org", ("Maria Luíza Farias Costa",)),
        # control: a given name opens the second half (review49)
        ("Ahmed Ali Omar Hassan*", "Cairo University", ("Ahmed Ali", "Omar Hassan")),
        # control: a one-syllable word opens it (a given name the lists lack)
        ("Kyle Lo Doug Downey*", "Allen Institute for AI", ("Kyle Lo", "Doug Downey")),
        ("Ann Lee Bo Chen", "ann.lee@example.org", ("Ann Lee", "Bo Chen")),
        # no contact: a Romance double given name and surname are one person (bylines51;
        # this row read two people before)
        ("Maria Luíza Farias Costa", "Universidade de São Paulo", ("Maria Luíza Farias Costa",)),
        # control: no contact, no evidence of one person (bylines49's reading kept)
        (
            "Priya Nair Ravi Kumar",
            "Indian Institute of Technology Delhi",
            ("Priya Nair", "Ravi Kumar"),
        ),
    ],
)
def test_a_lone_line_with_one_contact_is_one_person(
    tmp_path: Path, first: str, second: str, want: tuple[str, ...]
) -> None:
    assert two_line_authors(tmp_path, first, second) == want


@pytest.mark.parametrize(
    ("text", "found", "want"),
    [
        ("Nwe Zaw Myint Htune", ["Nwe Zaw", "Myint Htune"], "Nwe Zaw Myint Htune"),
        ("Thida Nilar Aye Aye*", ["Thida Nilar", "Aye Aye"], "Thida Nilar Aye Aye"),
        # control: an affiliation's letter after a space is a mark (bylines49)
        ("Aung Kyaw Soe Naing a", ["Aung Kyaw", "Soe Naing"], "Aung Kyaw Soe Naing"),
        ("Ann Lee Bo Chen", ["Ann Lee", "Bo Chen"], None),
    ],
)
def test_lone_person_keeps_a_names_last_letter(
    text: str, found: list[str], want: str | None
) -> None:
    from tapyre_paper_search.pdf.lonebyline import lone_person

    assert lone_person(text, found) == want


# --- a series' numeral head over names whose given names are words -------------------

_HEAD = "Studies of Soil Fungi. IX."


@pytest.mark.parametrize(
    ("row", "want"),
    [
        ("Kyle Lo and Doug Downey", _HEAD),
        ("Josh Kemp and Brad Li", _HEAD),
        # control: a title's plural nouns go on the head (latex48)
        ("Black Holes and Curved Spacetimes", f"{_HEAD} Black Holes and Curved Spacetimes"),
        ("Galois Theory and Abelian Groups", f"{_HEAD} Galois Theory and Abelian Groups"),
        # control: known words only, no surname: a title
        ("Dark Matter and Cosmic Inflation", f"{_HEAD} Dark Matter and Cosmic Inflation"),
    ],
)
def test_a_numeral_head_leaves_names_of_word_given_names_out(
    tmp_path: Path, row: str, want: str
) -> None:
    from test_pdf_front_matter_latex47 import _two_types

    path = tmp_path / "series.pdf"
    _two_types(path, _HEAD, row)
    assert extract_pdf(path).title == want


@pytest.mark.parametrize(
    ("found", "want"),
    [
        ([["Kyle", "Lo"], ["Doug", "Downey"]], True),
        # control: one name, a plural, no unknown surname
        ([["Kyle", "Downey"]], False),
        ([["Black", "Holes"], ["Curved", "Spacetimes"]], False),
        ([["Quantum", "Optics"], ["Laser", "Physics"]], False),
        ([["Dark", "Matter"], ["Cosmic", "Inflation"]], False),
    ],
)
def test_surnames_row(found: list[list[str]], want: bool) -> None:
    from tapyre_paper_search.pdf.namesrow import surnames_row  # new here

    assert surnames_row(found) is want
