"""Names from every culture, round 44: the ``--world-names 44`` round (names43's
held-out parts are train) and the byline and card rules the round's train sets missed —
the rest of an affiliation wrapped under a name beside it (acmart's acmsmall: "NAME,
Institute …, and Institute for" / "Advanced Study, Campinas, …",
:mod:`tapyre_paper_search.pdf.affilrest`) and a given name alone on its author card's
first line (:mod:`tapyre_paper_search.pdf.cardwrap`).  The capital links of compound
surnames and the bold titles are in ``test_worldnames_names44_titles.py`` (split
from this file, names45).  Pages drawn with PyMuPDF (base-14 Times and Helvetica,
``layout_pages``).  Modules new in this round are imported inside the tests, so the
controls run on the base too."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, Writer, wrapped, write_page
from pdfgen.sources import Record
from pdfgen.worldnames import world_records
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

# --- the round -------------------------------------------------------------------------


def _words(pool: dict[str, dict[str, tuple[str, ...]]]) -> set[str]:
    return {w for p in pool.values() for v in p.values() for x in v for w in x.split()}


def _drawn(split: str) -> set[str]:
    records = [Record(key=f"r{k}", title=f"Paper {k}", abstract=()) for k in range(120)]
    out, _ = world_records(records, [], split, 7, "44")
    return {w for r in out for name in r.authors for w in name.split()}


def test_round_44_trains_on_names43s_held_out_parts() -> None:
    """``--world-names 44``: names43's held-out parts (Oromo, Xhosa, Kerala …) are drawn
    in train, the new held-out file's only in held-out.  On the base: no round 44."""
    from pdfgen import worldnames_held43, worldnames_held44

    held43 = _words(worldnames_held43.HELDOUT)
    held44 = _words(worldnames_held44.HELDOUT)
    assert _drawn("train") & held43
    assert not _drawn("train") & held44
    assert _drawn("heldout") <= held44


# --- the rest of an affiliation under a name beside it ------------------------------------

_TITLE = "Analysis of Silica Nanoparticles Binding Proteins"


def _cards(rows: list[tuple[str | None, str]]) -> Writer:
    """A title, then one author a row: the name in capitals (Helvetica 11) and, on the same
    line, the affiliation (Times 9); a row with no name carries on the one above."""

    def front(page: Writer) -> None:
        page.line(_TITLE, 14, bold=True)
        page.space(6)
        for name, rest in rows:
            page.y += 13
            x = 60.0
            if name:
                page.page.insert_text((x, page.y), name, fontsize=11, fontname="helv")
                x += pymupdf.get_text_length(name, "helv", 11)
            page.page.insert_text((x, page.y), rest, fontsize=9, fontname="tiro")
        page.space(8)
        for text in wrapped(ABSTRACT, 9, 430):
            page.line(text, 9)

    return front  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("stop", "rest"),
    [
        ("India and Institute for", "Advanced Study, Campinas, Brazil"),
        ("India and Centre of", "Applied Optics, Campinas, Brazil"),
        ("India and the Max Planck Institute of", "Quantum Optics, Garching, Germany"),
    ],
)
def test_the_rest_of_an_affiliation_under_a_name_is_no_name(
    tmp_path: Path, stop: str, rest: str
) -> None:
    """A name beside its affiliation that stops inside an institution's name: the next
    line is that name's rest, no author.  On the base: "Advanced Study" etc. read as a
    name."""
    rows: list[tuple[str | None, str]] = [
        ("ANN LEE, ", f"Pune Institute of Technology, {stop}"),
        (None, rest),
        ("BO CHEN, ", "National Institute of Astronomy, South Africa"),
        ("EVA LIND, ", "Pune Institute of Technology, India"),
    ]
    got = extract_pdf(write_page(tmp_path / "p.pdf", _cards(rows)))  # type: ignore[arg-type]
    assert got.authors == ("Ann Lee", "Bo Chen", "Eva Lind")
    assert got.title == _TITLE


def test_control_cards_with_no_wrapped_affiliation(tmp_path: Path) -> None:
    """Control: each author on one row, read as before."""
    rows: list[tuple[str | None, str]] = [
        ("ANN LEE, ", "Pune Institute of Technology, India"),
        ("BO CHEN, ", "National Institute of Astronomy, South Africa"),
        ("EVA LIND, ", "Institute for Advanced Study, Campinas, Brazil"),
    ]
    got = extract_pdf(write_page(tmp_path / "p.pdf", _cards(rows)))  # type: ignore[arg-type]
    assert got.authors == ("Ann Lee", "Bo Chen", "Eva Lind")


def _line(text: str, y: float, size: float = 10, *, bold: bool = False) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=60, x1=400)


def test_wraps_affiliation_after_a_name_that_stops_inside_an_institution() -> None:
    """The unit: a name beside its affiliation ending in "for" / "of" / a hyphen carries on
    into the next line.  On the base: no ``affilrest``."""
    from tapyre_paper_search.pdf.affilrest import wraps_affiliation

    for stop in ("Institute for", "Centre of", "Insti-"):
        above = _line(f"ANN LEE, Pune Institute of Technology, India and {stop}", 100)
        below = _line("Advanced Study, Campinas, Brazil", 113, 9)
        assert wraps_affiliation([above, below], 1)


def _affilrest() -> tuple[Callable[[Sequence[Line], int], bool], Callable[[Line], bool]]:
    """``wraps_affiliation`` and ``beside_affiliation``: from ``affilrest``, or on the base
    from ``frontauthors`` (where they were private), so the controls run on both."""
    try:
        from tapyre_paper_search.pdf import affilrest

        return affilrest.wraps_affiliation, affilrest.beside_affiliation
    except ImportError:  # the base
        from tapyre_paper_search.pdf import frontauthors

        return (
            frontauthors._wraps_affiliation,  # type: ignore[attr-defined]
            frontauthors._beside_affiliation,  # type: ignore[attr-defined]
        )


@pytest.mark.parametrize(
    "above",
    [
        "ANN LEE, Pune Institute of Technology, India, and",  # the next person may follow
        "ANN LEE, Pune Institute of Technology, India,",
        "Pune Institute of Technology, India",  # no run-on
    ],
)
def test_control_no_wrap_after_a_comma_or_and(above: str) -> None:
    """Control: after a comma, "and" or a whole line, the next line is its own."""
    wraps, _ = _affilrest()
    lines = [_line(above, 100), _line("Bo Chen, University of Oslo, Norway", 113, 9)]
    assert not wraps(lines, 1)


def test_control_beside_affiliation_reads_as_before() -> None:
    """Control: "Head, …" with an affiliation after the head, as before the move."""
    _, beside = _affilrest()
    assert beside(_line("Ann Lee, University of Oslo, Norway", 100))
    assert not beside(_line("University of Oslo, Norway", 100))
    assert not beside(_line("Ann Lee and Bo Chen", 100))


def test_control_a_row_ending_in_and_before_the_next_person(tmp_path: Path) -> None:
    """Control: a row ending in "and" is followed by the next person, read as a name."""
    rows: list[tuple[str | None, str]] = [
        ("ANN LEE, ", "Pune Institute of Technology, India, and"),
        ("BO CHEN, ", "National Institute of Astronomy, South Africa"),
    ]
    got = extract_pdf(write_page(tmp_path / "p.pdf", _cards(rows)))  # type: ignore[arg-type]
    assert got.authors == ("Ann Lee", "Bo Chen")


# --- a given name alone on its author card's first line -------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "Jean-Baptiste Uwimanabakiza",
        "Marie-Claire Uwimanabakiza",
        "Jean Uwimanabakizamana",
        "Mohammed Abdulkadirova",
    ],
)
def test_a_given_name_alone_on_its_cards_first_line_is_read_whole(
    tmp_path: Path, name: str
) -> None:
    """An ACM-style author card (names42's page) whose name wraps after its given name,
    the surname alone on the card's next line: the name is read whole (the classifier
    doubts the lone given name's line; the card vouches), in the cards' order (after
    the card to its left's name, :func:`cardwrap.card_anchor`).  On the base: the name
    is lost."""
    from test_worldnames_names42 import _cards_front

    names = ("Petra Sokolov", name, "Petra Popov")
    got = extract_pdf(write_page(tmp_path / "cards.pdf", _cards_front(names)))
    assert got.authors == names


@pytest.mark.parametrize(
    "name", ["Anna Berg", "Eyjólfur Björk Kjartansdóttir", "Marie Goretti Uwimanabakiza"]
)
def test_control_cards_read_as_before(tmp_path: Path, name: str) -> None:
    """Control: a name that fits its card, and names42's wrap after two given names, read
    as before, in order."""
    from test_worldnames_names42 import _cards_front

    names = ("Petra Sokolov", name, "Petra Popov")
    got = extract_pdf(write_page(tmp_path / "cards.pdf", _cards_front(names)))
    assert got.authors == names
