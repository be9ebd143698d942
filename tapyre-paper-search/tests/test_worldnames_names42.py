"""Names from every culture, round 42 (names41's held-out misses and leftovers): the
``--world-names 42`` round (names41's held-out parts are train), a short abstract set
apart in italics over a keyword block (names41's held-out office colopen miss), a
single name wrapped inside its author card ("Eyjólfur Björk" / "Kjartansdóttir"),
Romance title words before a word for "and" ("Apprentissage Profond et Marie Curie"),
a person and a topic joined by "ET" in capitals, names in capitals with apostrophes and
"Mc" ("D'ANGELO", "O'NEILL", "MCDONALD"), and the page's own writing of a surname two
co-authors share or of a hyphenated name ("KIM MIN-JUN" / "Kim Min-jun").  Pages drawn
with PyMuPDF (base-14 Times, ``layout_pages``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import Writer, card_front, wrapped, write_page
from pdfgen.sources import Record
from pdfgen.worldnames import world_records
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.pagecasing import cased_by_page

# --- the round -------------------------------------------------------------------------


def _drawn(split: str) -> set[str]:
    records = [Record(key=f"r{k}", title=f"Paper {k}", abstract=()) for k in range(80)]
    out, _ = world_records(records, [], split, 7, "42")
    return {w for r in out for name in r.authors for w in name.split()}


def test_round_42_trains_on_names41s_held_out_parts() -> None:
    """``--world-names 42``: names41's held-out parts (the Sicilian "Presti", the Dinka
    "Nyandeng" …) are drawn in train, the new held-out file's only in held-out.  On the
    base: no round 42."""
    from pdfgen import worldnames_held41, worldnames_held42

    held41 = {
        w
        for p in worldnames_held41.HELDOUT.values()
        for v in p.values()
        for x in v
        for w in x.split()
    }
    held42 = {
        w
        for p in worldnames_held42.HELDOUT.values()
        for v in p.values()
        for x in v
        for w in x.split()
    }
    train = _drawn("train")
    assert train & (held41 - {"La", "Lo", "Li"})
    assert not train & {w for w in held42 if not w.endswith(".")}
    assert _drawn("heldout") <= held42 | {"ag", "welet"}


# --- a short abstract set apart in italics -----------------------------------------------

_SHORT = (
    "This is a supplement to the paper on storage, containing the text of letters sent "
    "to the editor in 1990."
)


def _short_abstract_front(italic: bool) -> Writer:
    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 16, bold=True)
        page.space(6)
        page.line("Ayen Malual Mayen and Abuk Dut Garang", 10)
        page.line("Centre for Public Health, University of Lyon, France", 8)
        page.space(14)
        for text in wrapped(_SHORT, 10, 230):
            page.line(text, 10, italic=italic)
        page.space(6)
        page.line("Keywords storage · video · disks", 9, bold=True)

    return front  # type: ignore[return-value]


def test_a_short_abstract_set_apart_in_italics_over_keywords_is_read(tmp_path: Path) -> None:
    """A run of 19 words in italics between the affiliation and a keyword block, ending
    a sentence: the abstract (names41's held-out office colopen page).  On the base:
    none (30 words were wanted)."""
    found = extract_pdf(write_page(tmp_path / "short.pdf", _short_abstract_front(True)))
    assert found.abstract == _SHORT


def test_control_a_short_upright_run_over_keywords_is_still_too_short(tmp_path: Path) -> None:
    """Control (passes on the base too): the same words set upright, like the body, are
    not set apart: 30 words are still wanted."""
    found = extract_pdf(write_page(tmp_path / "upright.pdf", _short_abstract_front(False)))
    assert found.abstract != _SHORT


# --- a single name wrapped inside its author card ---------------------------------------

_CARD_WIDTH = 120.0


CARD_PLACES = [
    ("Research Unit Earth Sciences", 10.0),
    ("University of Nijmegen", 10.0),
    ("someone@nijmegen.nl", 10.0),
]
"""The lines under a name on :func:`_cards_front`'s cards: two affiliations and a mail."""


def _cards_front(names: tuple[str, str, str]) -> Callable[[Writer], None]:
    """A centred title across the page and three author cards under it, each a column
    of centred lines: the name (wrapped to the card's width), two affiliation lines and
    an e-mail address."""
    names_rows = [[(t, 12.0) for t in wrapped(name, 12, _CARD_WIDTH)] for name in names]
    return card_front([rows + CARD_PLACES for rows in names_rows])


def test_a_name_wrapped_inside_its_author_card_is_one_name(tmp_path: Path) -> None:
    """ "Eyjólfur Björk Kjartansdóttir" does not fit its card's 120 pt: its last word
    wraps under it, centred.  The room is the card's column, not the title's width.
    On the base: "Eyjólfur Björk"."""
    names = ("Petra Sokolov", "Eyjólfur Björk Kjartansdóttir", "Petra Popov")
    path = write_page(tmp_path / "cards.pdf", _cards_front(names))
    assert extract_pdf(path).authors == names


def test_control_names_that_fit_their_cards_stay_as_they_are(tmp_path: Path) -> None:
    """Control (passes on the base too): three short names, one line each."""
    names = ("Petra Sokolov", "Anna Berg", "Petra Popov")
    path = write_page(tmp_path / "cards.pdf", _cards_front(names))
    assert extract_pdf(path).authors == names


# --- Romance title words before a word for "and" -----------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Apprentissage Profond et Marie Curie",
        "Réseaux Neuronaux et Marie Curie",
        "Aprendizaje Profundo y María García",
        "Apprendimento Automatico e Giulia Rossi",
        "Aprendizagem Profunda e Maria Silva",
        "APPRENTISSAGE PROFOND ET MARIE CURIE",
    ],
)
def test_a_romance_topic_before_a_word_for_and_is_no_name(line: str) -> None:
    """Read strictly, a French, Spanish, Italian or Portuguese topic before "et" / "y" /
    "e" and a person after it are no line of names (the word table, not the English and
    German lists, knows "Apprentissage", "Profond", "Réseaux").  On the base: two names."""
    assert names_in_line(line) == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Grace Hopper et Marie Curie", ["Grace Hopper", "Marie Curie"]),
        ("Claude Bernard et Marie Curie", ["Claude Bernard", "Marie Curie"]),
        ("Ion Popescu și Maria Ionescu", ["Ion Popescu", "Maria Ionescu"]),
        ("Rosa Blanco y María García", ["Rosa Blanco", "María García"]),
        ("Providence Moyo et Marie Curie", ["Providence Moyo", "Marie Curie"]),
    ],
)
def test_controls_people_joined_by_a_word_for_and(line: str, names: list[str]) -> None:
    """Controls (pass on the base too): people either side of the cut."""
    assert names_in_line(line) == names


def test_a_person_and_a_topic_joined_in_capitals_do_not_run_together() -> None:
    """ "ALAN TURING ET INTELLIGENCE ARTIFICIELLE", a title about a person, reads as in
    small letters: no names.  On the base: one name of five words, "Alan Turing Et
    Intelligence Artificielle"."""
    assert names_in_line("ALAN TURING ET INTELLIGENCE ARTIFICIELLE") == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("ALAN TURING ET MARIE CURIE", ["Alan Turing", "Marie Curie"]),
        ("JUAN Y MARÍA GARCÍA", ["Juan y María García"]),
        ("JOSÉ ORTEGA Y GASSET", ["José Ortega y Gasset"]),
    ],
)
def test_controls_words_for_and_in_capitals(line: str, names: list[str]) -> None:
    """Controls (pass on the base too)."""
    assert names_in_line(line) == names


# --- names in capitals with apostrophes and "Mc" -----------------------------------------


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("MARCO D'ANGELO, SEAN O'NEILL", ["Marco D'Angelo", "Sean O'Neill"]),
        ("MOUSSA N'DIAYE AND PAOLA DELL'ACQUA", ["Moussa N'Diaye", "Paola Dell'Acqua"]),
        ("JAMES MCDONALD AND ANN MCALLISTER", ["James McDonald", "Ann McAllister"]),
        ("JAMES McDONALD AND ANN MacLEOD", ["James McDonald", "Ann MacLeod"]),
    ],
)
def test_names_in_capitals_with_apostrophes_and_mc_are_recased(line: str, names: list[str]) -> None:
    """After an elided article or "O'" the name's next letter is a capital; "MC" opens
    "McDonald"; a prefix in mixed case before capitals ("McDONALD") is a line in
    capitals.  On the base: "D'angelo", "O'neill", "Mcdonald", "JAMES McDONALD"."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("B'ALAM TZOC AND NGUGI WA THIONG'O", ["B'alam Tzoc", "Ngugi wa Thiong'o"]),
        ("ANNA DE LA CRUZ AND LUIS DE LOS SANTOS", ["Anna de la Cruz", "Luis de los Santos"]),
        ("JEAN-LUC PICARD AND AL-HASSAN BIN ALI", ["Jean-Luc Picard", "Al-Hassan bin Ali"]),
        ("Ann O'Neill and Marco D'Angelo", ["Ann O'Neill", "Marco D'Angelo"]),
    ],
)
def test_controls_apostrophes_that_are_letters_and_particles(line: str, names: list[str]) -> None:
    """Controls (pass on the base too): a glottal stop's apostrophe ("B'alam",
    "Thiong'o"), particles in capitals, hyphenated names, a name in mixed case."""
    assert names_in_line(line) == names


# --- the page's own writing -------------------------------------------------------------


def test_two_co_authors_sharing_a_surname_share_its_casing() -> None:
    """One footnote writes "A. ten Brink": Pieter, who shares the surname on the byline
    in capitals, is "Pieter ten Brink" too.  On the base: "Pieter Ten Brink"."""
    text = "PIETER TEN BRINK, ANNA TEN BRINK\nCorrespondence: A. ten Brink, Lyon"
    found = cased_by_page(("Pieter Ten Brink", "Anna Ten Brink"), text)
    assert found == ("Pieter ten Brink", "Anna ten Brink")


def test_a_hyphenated_name_takes_the_pages_mixed_case_writing() -> None:
    """ "KIM MIN-JUN" on a byline in capitals; a footnote writes "Kim Min-jun".  On the
    base: "Kim Min-Jun"."""
    text = "KIM MIN-JUN, ANN LEE\nCorrespondence: Kim Min-jun, Seoul"
    assert cased_by_page(("Kim Min-Jun", "Ann Lee"), text) == ("Kim Min-jun", "Ann Lee")


@pytest.mark.parametrize(
    "text",
    [
        "PIETER TEN BRINK, ANNA TEN BRINK\nCorrespondence: Lyon",
        "Pieter Ten Brink, Anna Ten Brink\nCorrespondence: A. ten Brink, Lyon",
    ],
)
def test_controls_no_writing_or_a_mixed_case_byline_keeps_the_names(text: str) -> None:
    """Controls (pass on the base too): no mixed-case writing on the page, or a byline in
    mixed case, which keeps its own casing."""
    names = ("Pieter Ten Brink", "Anna Ten Brink")
    assert cased_by_page(names, text) == names


def test_control_a_hyphenated_name_without_other_writing_stays_as_read() -> None:
    """Control (passes on the base too): "Chang-Peng" read from capitals, no writing."""
    assert cased_by_page(("Chang-Peng Clark",), "CHANG-PENG CLARK\nAbstract") == (
        "Chang-Peng Clark",
    )
