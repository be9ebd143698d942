"""Names from every culture, round 45: the ``--world-names 45`` round (names44's
held-out parts are train) and the rules of the round — an author card's name wrapped
after a given name no list holds or after two words (:mod:`tapyre_paper_search.pdf.cardwrap`),
and a capital "I" / "Y" / "E" after a known given name, which links no compound surname
(:mod:`tapyre_paper_search.pdf.strictcuts`).  Pages drawn with PyMuPDF (base-14 Times,
``layout_pages``); names42's card page (``_cards_front``)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, Writer, write_page
from pdfgen.sources import Record
from pdfgen.worldnames import world_records
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.strictcuts import cuts_lowered
from tapyre_paper_search.pdf.titles import choose_title, clean_metadata_title
from test_worldnames_names42 import _cards_front

# --- the round -------------------------------------------------------------------------


def _words(pool: dict[str, dict[str, tuple[str, ...]]]) -> set[str]:
    return {w for p in pool.values() for v in p.values() for x in v for w in x.split()}


def _drawn(split: str) -> set[str]:
    records = [Record(key=f"r{k}", title=f"Paper {k}", abstract=()) for k in range(120)]
    out, _ = world_records(records, [], split, 7, "45")
    return {w for r in out for name in r.authors for w in name.split()}


def test_round_45_trains_on_names44s_held_out_parts() -> None:
    """``--world-names 45``: names44's held-out parts (Tswana, Kannada, Sakha …) are drawn
    in train, the new held-out file's only in held-out."""
    from pdfgen import worldnames_held44, worldnames_held45

    held44 = _words(worldnames_held44.HELDOUT)
    held45 = _words(worldnames_held45.HELDOUT)
    assert _drawn("train") & held44
    assert not _drawn("train") & held45
    assert _drawn("heldout") <= held45


# --- a card's name wrapped after an unlisted given name or after two words ----------------


@pytest.mark.parametrize(
    "name",
    [
        "Hrafnhildur Guðmundsdóttir",
        "Kgosietsile Mokgosietsile",
        "Ólafur Ragnar Kristjánsson Jónsson",
        "Jón Eyjólfur Björk Kjartansdóttir",
    ],
)
def test_a_cards_wrapped_name_is_one_name_in_the_cards_order(tmp_path: Path, name: str) -> None:
    """names42's card page, the middle card's name wrapped: after a given name no list
    holds ("Hrafnhildur" / "Guðmundsdóttir": read whole by the byline rules, but last on
    the page), after two words ("Ólafur Ragnar" / "Kristjánsson Jónsson": two names) or
    after three, its last word drawn 5 pt off the card's axis ("Jón Eyjólfur Björk" /
    "Kjartansdóttir": the last word lost).  Each is one name, between its neighbours."""
    names = ("Petra Sokolov", name, "Petra Popov")
    got = extract_pdf(write_page(tmp_path / "cards.pdf", _cards_front(names)))
    assert got.authors == names


@pytest.mark.parametrize(
    "name",
    [
        "Anna Berg",
        "Jean-Baptiste Uwimanabakiza",
        "Eyjólfur Björk Kjartansdóttir",
        "Marie Goretti Uwimanabakiza",
        "Ann Lee Bo Chen",
    ],
)
def test_control_cards_read_as_before(tmp_path: Path, name: str) -> None:
    """Control: a name that fits its card (one of four words too), and round 42's and
    round 44's wraps, read as before, in order."""
    names = ("Petra Sokolov", name, "Petra Popov")
    got = extract_pdf(write_page(tmp_path / "cards.pdf", _cards_front(names)))
    assert got.authors == names


def _shared_card(people: tuple[str, str]) -> Writer:
    """Three author cards; the middle one names two people, one a line, over one
    affiliation (a shared card: two names that fit the card's column together)."""

    def front(page: Writer) -> None:
        page.line("Quasi-Quartet Crystal Field Ground States", 16, bold=True, centred=True)
        page.space(10)
        top = page.y
        cards = (("Petra Sokolov",), people, ("Petra Popov",))
        for centre, card in zip((130.0, 297.5, 465.0), cards, strict=True):
            y = top
            rows = [(t, 12.0) for t in card]
            rows += [("Research Unit Earth Sciences", 10.0), ("University of Nijmegen", 10.0)]
            for text, size in rows:
                y += size * 1.25
                x = centre - pymupdf.get_text_length(text, "tiro", size) / 2
                page.page.insert_text((x, y), text, fontsize=size, fontname="tiro")
        page.y = top + 80
        page.line("ABSTRACT", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front  # type: ignore[return-value]


def test_control_two_people_on_one_card_stay_two(tmp_path: Path) -> None:
    """Control: "Ann Lee" over "Bo Chen" on one card would have fitted one line: two
    people, not a name wrapped."""
    got = extract_pdf(write_page(tmp_path / "shared.pdf", _shared_card(("Ann Lee", "Bo Chen"))))
    assert got.authors == ("Petra Sokolov", "Ann Lee", "Bo Chen", "Petra Popov")


# --- a capital "I" / "Y" / "E" after a known given name -------------------------------------


def test_a_capital_initial_after_a_given_name_links_no_surname() -> None:
    """Review finding: "JOHN PAUL I SMITH" was read as "John Paul i Smith", the "I" a
    Catalan link of a compound surname; after a known given name it is an initial, read
    as any capital initial there ("JOHN PAUL P SMITH"): a middle initial of one person
    since names46 (test_worldnames_names46)."""
    assert cuts_lowered("JOHN PAUL I SMITH", ()) == "JOHN PAUL I SMITH"
    assert names_in_line("JOHN PAUL I SMITH") == ["John Paul I Smith"]
    assert names_in_line("JOHN PAUL P SMITH") == ["John Paul P Smith"]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("JUAN CRISTINA ROMERO Y GUERRERO", ["Juan Cristina Romero y Guerrero"]),
        ("MIREIA VILANOVA I SABATÉ", ["Mireia Vilanova i Sabaté"]),
        ("ORIOL SABATÉ I CAMPS, LAIA SOLER", ["Oriol Sabaté i Camps", "Laia Soler"]),
        ("ANA MARIA COSTA E SILVA", ["Ana Maria Costa e Silva"]),
    ],
)
def test_control_capital_links_after_a_surname_still_join(line: str, names: list[str]) -> None:
    """Control: a link after a surname's first half (no given name) joins it, as in
    round 44."""
    assert names_in_line(line) == names


# --- a math sign in a title, garbled in the metadata title -----------------------------------

_PRINTED = "Modular Forms over (√5) via the Jacquet-Langlands Correspondence"


@pytest.mark.parametrize(
    ("metadata", "printed"),
    [
        ('Modular Forms over ("12705) via the Jacquet-Langlands Correspondence', _PRINTED),
        ("Modular Forms over (5) via the Jacquet-Langlands Correspondence", _PRINTED),
        (
            "Sharp Bounds for n <= k Colourings of Planar Graphs",
            "Sharp Bounds for n ≤ k Colourings of Planar Graphs",
        ),
    ],
)
def test_a_math_sign_garbled_in_the_metadata_title_keeps_the_printed_one(
    metadata: str, printed: str
) -> None:
    """acmart-sigconf's "(√5)", written by hyperref into the metadata title as
    '("12705)' (t44 latex train-0004): the two titles agree, and the metadata's won.
    A math sign the metadata garbles or leaves out keeps the printed title."""
    assert choose_title(clean_metadata_title(metadata), printed).title == printed


@pytest.mark.parametrize(
    ("metadata", "printed", "chosen"),
    [
        # a sign spelled out in words is the metadata's own text
        (
            "Modular Forms over (sqrt5) via the Jacquet-Langlands Correspondence",
            _PRINTED,
            "Modular Forms over (sqrt5) via the Jacquet-Langlands Correspondence",
        ),
        # no sign: the metadata title wins as before, the printed dash taken
        (
            "Modular Forms via the Jacquet-Langlands Correspondence",
            "Modular Forms via the Jacquet–Langlands Correspondence",
            "Modular Forms via the Jacquet–Langlands Correspondence",
        ),
        # a printed minus for the metadata's hyphen was the printed title's already
        (
            "COVID-19 in Norway, 2020-2021",
            "COVID−19 in Norway, 2020−2021",
            "COVID−19 in Norway, 2020−2021",
        ),
    ],
)
def test_control_titles_with_no_garbled_sign(metadata: str, printed: str, chosen: str) -> None:
    """Control: where no math sign is garbled the choice is round 44's."""
    assert choose_title(clean_metadata_title(metadata), printed).title == chosen
