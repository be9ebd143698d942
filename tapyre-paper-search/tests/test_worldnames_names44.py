"""Names from every culture, round 44: the ``--world-names 44`` round (names43's
held-out parts are train) and the byline rules the round's train sets missed — the
rest of an affiliation wrapped under a name beside it (acmart's acmsmall: "NAME,
Institute …, and Institute for" / "Advanced Study, Campinas, …",
:mod:`tapyre_paper_search.pdf.affilrest`).  Pages drawn with PyMuPDF (base-14 Times
and Helvetica, ``layout_pages``).  Modules new in this round are imported inside the
tests, so the controls run on the base too."""

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
    return Line(
        text=text,
        size=size,
        bold=bold,
        italic=False,
        mono=False,
        x0=60,
        y0=y,
        x1=400,
        y1=y + size,
        block=0,
    )


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


# --- a Spanish "Y" linking a compound surname, in capitals --------------------------------


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("JUAN CRISTINA ROMERO Y GUERRERO", ["Juan Cristina Romero y Guerrero"]),
        (
            "JUAN CRISTINA ROMERO Y GUERRERO, ANA LUZ PEREZ",
            ["Juan Cristina Romero y Guerrero", "Ana Luz Perez"],
        ),
        ("MARÍA JOSÉ ORTEGA Y GASSET", ["María José Ortega y Gasset"]),
    ],
)
@pytest.mark.parametrize("lenient", [False, True])
def test_a_capital_y_inside_a_compound_surname_keeps_one_name(
    line: str, names: list[str], lenient: bool
) -> None:
    """A name in capitals whose "Y" joins the surname's halves is one name, as in small
    letters.  On the base: cut into "Juan Cristina" and "Romero y Guerrero"."""
    from tapyre_paper_search.pdf.authors import names_in_line

    assert names_in_line(line, lenient=lenient) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("JUAN PÉREZ Y MARÍA LÓPEZ", ["Juan Pérez", "María López"]),  # two people
        ("Juan Cristina Romero y Guerrero", ["Juan Cristina Romero y Guerrero"]),
        ("ANA GIL Y LOPEZ", ["Ana Gil y Lopez"]),  # three words before the link's end
        ("JOHN Y CHEN ANN LEE", ["John y Chen", "Ann Lee"]),  # "Y" an initial
    ],
)
def test_control_capital_y_between_people_and_small_letters(line: str, names: list[str]) -> None:
    """Control: "Y" between two full names still parts them; small letters and short
    names as before."""
    from tapyre_paper_search.pdf.authors import names_in_line

    assert names_in_line(line) == names


def test_cuts_lowered_leaves_other_pieces_alone() -> None:
    """The unit: with no cut, only a capital "Y" before a surname's last half is lowered.
    On the base: the piece is given back with its "Y"."""
    from tapyre_paper_search.pdf.strictcuts import cuts_lowered

    assert cuts_lowered("JUAN ROMERO Y GUERRERO", ()) == "JUAN ROMERO y GUERRERO"
    assert cuts_lowered("JUAN ROMERO Y G.", ()) == "JUAN ROMERO Y G."
    assert cuts_lowered("Juan Romero Y Guerrero", ()) == "Juan Romero Y Guerrero"
    assert cuts_lowered("ANN LEE ET BO CHEN", ["ANN LEE", "BO CHEN"]) == "ANN LEE et BO CHEN"


# --- a bold title at the body's size whose words read as names ------------------------------


def _bold_front(title: str, under: str) -> Writer:
    """A bold title in the body's size (10), a roman row under it, an affiliation and an
    abstract: a word processor's first page."""

    def front(page: Writer) -> None:
        page.line(title, 10, bold=True)
        page.space(4)
        page.line(under, 10)
        page.line("University of Oslo, Norway", 9)
        page.space(10)
        page.line("Abstract", 10, bold=True)
        for text in wrapped(ABSTRACT, 10, 430):
            page.line(text, 10)

    return front  # type: ignore[return-value]


@pytest.mark.parametrize(
    "title",
    [
        "Jordan Curve Theorem",
        "Wallace Line Revisited",
        "Victoria Falls Basalt Formation",
        "Marie Curie and Pierre Curie",
    ],
)
def test_a_bold_title_whose_words_read_as_names_is_the_title(tmp_path: Path, title: str) -> None:
    """A bold title at the body's size over a roman byline is the title though its words
    read as names.  On the base: no title, no authors."""
    path = write_page(tmp_path / "p.pdf", _bold_front(title, "Anna Berg and Bo Chen"))
    got = extract_pdf(path)
    assert got.title == title
    assert got.authors == ("Anna Berg", "Bo Chen")


@pytest.mark.parametrize(
    ("title", "under"),
    [
        ("Dirac Fermions in Graphene", "Anna Berg and Bo Chen"),  # no names in the title
        ("Anna Berg and Bo Chen", "University of Oslo, Norway"),  # a bold byline
        ("Anna Berg,", "Bo Chen"),  # a bold byline running on
    ],
)
def test_control_a_plain_bold_title_and_bold_bylines(
    tmp_path: Path, title: str, under: str
) -> None:
    """Control: a title with no names reads as before; a bold byline over its affiliation,
    or one that runs on into a roman row, is no title."""
    got = extract_pdf(write_page(tmp_path / "p.pdf", _bold_front(title, under)))
    if title.startswith("Dirac"):
        assert (got.title, got.authors) == (title, ("Anna Berg", "Bo Chen"))
    else:
        assert got.title == ""


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


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("MIREIA VILANOVA I SABATÉ", ["Mireia Vilanova i Sabaté"]),
        ("ORIOL SABATÉ I CAMPS, LAIA SOLER", ["Oriol Sabaté i Camps", "Laia Soler"]),
        ("JOAN MIRÓ I FERRÀ AND ANNA LEE", ["Joan Miró i Ferrà", "Anna Lee"]),
    ],
)
def test_a_capital_catalan_i_inside_a_compound_surname_keeps_one_name(
    line: str, names: list[str]
) -> None:
    """The Catalan "I" in capitals (acmart's acmsmall bylines) joins the surname's halves,
    and reads back in small letters.  On the base: "Mireia Vilanova", "I Sabaté"."""
    from tapyre_paper_search.pdf.authors import names_in_line

    assert names_in_line(line) == names
    assert names_in_line(line, lenient=True) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Mireia Vilanova i Sabaté", ["Mireia Vilanova i Sabaté"]),
        ("ANA COSTA E SILVA", ["Ana Costa e Silva"]),
        ("ANNA LEE E BO CHEN", ["Anna Lee e Bo Chen"]),  # strict: as on the base
    ],
)
def test_control_small_letter_links_and_portuguese_capitals(line: str, names: list[str]) -> None:
    """Control: these read the same on the base."""
    from tapyre_paper_search.pdf.authors import names_in_line

    assert names_in_line(line) == names


# --- a byline row whose last name wraps after its first word, under a bold title ----------


def _row_under_bold_title(row: str, under: str) -> list[Line]:
    """A bold title of three rows in 12 pt (the body's 11 pt and a little: no title by
    size), a byline row and the row under it in 11 pt, an affiliation, an abstract."""
    title = ("ADHD medications and risk of", "serious cardiovascular events in", "young adults")
    lines = [
        Line(text=t, size=12, bold=True, italic=False, mono=False, x0=60, y0=62 + 16 * k,
             x1=280, y1=74 + 16 * k, block=0)
        for k, t in enumerate(title)
    ]  # fmt: skip
    rows = [(row, 117, 11.0, False), (under, 132, 11.0, False)]
    rows += [("1Institute of Internal Medicine, Uppsala University", 150, 9.0, False)]
    rows += [("Context More than 1.5 million US adults use stimulants", 249, 11.0, True)]
    lines += [
        Line(text=t, size=s, bold=False, italic=i, mono=False, x0=60, y0=y, x1=280, y1=y + s,
             block=1)
        for t, y, s, i in rows
    ]  # fmt: skip
    return lines


@pytest.mark.parametrize(
    ("row", "under"),
    [
        ("Vilayvanh Inthavong1,* and Bounmy", "Keomanivong2"),
        ("Petra Sokolov, and Wytske", "Bosma"),
        ("Petra Sokolov and Anna", "Berg"),
    ],
)
def test_a_byline_whose_last_name_wraps_under_a_bold_title(row: str, under: str) -> None:
    """The byline row ends in a name's first word, its last word alone under it: read
    across the break it is a line of names, and the bold run over it is the title
    (office colopen: title, names and abstract were all empty).  On the base: []."""
    from tapyre_paper_search.pdf.plaintitle import plain_title

    assert plain_title(_row_under_bold_title(row, under), 595.0, 842.0) == [0, 1, 2]


@pytest.mark.parametrize(
    ("row", "under"),
    [
        ("We thank Anna", "Berg"),  # a paragraph's words, no byline
        ("Petra Sokolov and Anna Berg", "Uppsala University"),
    ],
)
def test_control_no_wrapped_name_no_new_title(row: str, under: str) -> None:
    """Control: a paragraph's row is no byline across the break; a whole byline row reads
    as before (a title both on the base and here)."""
    from tapyre_paper_search.pdf.plaintitle import plain_title

    want = [0, 1, 2] if row.startswith("Petra") else []
    assert plain_title(_row_under_bold_title(row, under), 595.0, 842.0) == want
