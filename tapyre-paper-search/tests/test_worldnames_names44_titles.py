"""Names from every culture, round 44 (split out of ``test_worldnames_names44.py``,
names45): a capital "Y" / "I" linking a compound surname
(:mod:`tapyre_paper_search.pdf.strictcuts`), a bold title at the body's size whose
words read as names, and a byline row whose last name wraps under a bold title
(:mod:`tapyre_paper_search.pdf.plaintitle`).  Pages drawn with PyMuPDF (base-14
Times, ``layout_pages``).  Modules new in round 44 are imported inside the tests, so
the controls run on the base too."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, Writer, wrapped, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line

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
