"""Names from every culture, round 40 (names39's leftovers): a name read across a
wrapped byline's break that another person's name opens ("Bhimavarapu Srinivasa
Sravani, Bhimavarapu Srinivasa": two people); a generational suffix followed by its
holder's post with no separator ("Jane Doe Jr. Professor"); two names joined by a
language's word for "and" read strictly, one of them opening with a known given name
("Jean Dupont et Marie Lefèvre"), the Finnish "ja", Turkish "ve" and Romanian "și"
among those words; a letter-spaced kicker ("L O N G R E A D") no name.  Pages drawn
with PyMuPDF (base-14 Times, ``layout_pages``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.wrappednames import with_wrapped_names

_TELUGU = (
    "Vemulapalli Venkata Durga",
    "Nallamothu Srinivasa Teja",
    "Bhimavarapu Srinivasa Sravani",
    "Bhimavarapu Srinivasa",
    "Nallamothu Ramya",
)


def test_a_name_read_across_a_break_keeps_the_shorter_name_it_opens() -> None:
    """Line by line the first line's last name ("Bhimavarapu Srinivasa", wrapped before
    "Sravani") and the second line's own "Bhimavarapu Srinivasa" are one string; read
    across the break both are people.  On the base the shorter one was dropped as a part
    of the longer."""
    line_by_line = (*_TELUGU[:2], "Bhimavarapu Srinivasa", "Nallamothu Ramya")
    assert with_wrapped_names(line_by_line, [list(_TELUGU)]) == _TELUGU


def test_a_first_part_read_alone_still_gives_way_to_the_whole_name() -> None:
    """Control (passes on the base too): "Maria Garcia" / "Lopez, Ann Lee" read line by
    line gives "Maria Garcia"; the read across the break holds "Maria Garcia Lopez" only."""
    reads = [["Maria Garcia Lopez", "Ann Lee"]]
    assert with_wrapped_names(("Maria Garcia", "Ann Lee"), reads) == (
        "Maria Garcia Lopez",
        "Ann Lee",
    )


def test_a_names_tail_read_alone_is_still_dropped() -> None:
    """Control (passes on the base too): the line under a break read alone gives
    "Huilcamán Catrileo", the last words of "Ayelén Huilcamán Catrileo"; no read holds
    both as names of their own, so the tail goes."""
    whole, tail, other = "Ayelén Huilcamán Catrileo", "Huilcamán Catrileo", "Elisa Loncon"
    reads = [["Ann Lee", whole], [tail, other]]
    assert with_wrapped_names(("Ann Lee", whole, tail, other), reads) == ("Ann Lee", whole, other)


def _front(*bylines: str) -> Writer:
    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 16, bold=True)
        page.space(8)
        for byline in bylines:
            page.line(byline, 11)
        page.line("Department of Computer Science, University of Lyon, France", 9)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front  # type: ignore[return-value]


@pytest.mark.parametrize(
    "line",
    [
        "Jane Doe Jr. Professor",
        "Jane Doe Jr. Senior Analyst",
        "JANE DOE JR. PROFESSOR",
        "Jane Doe Jr. Department of Physics",
    ],
)
def test_a_suffix_before_a_post_ends_the_name(line: str) -> None:
    """On the base "Jane Doe Jr. Professor" was one name (strict and lenient), and
    "… Department of Physics" no name read leniently."""
    assert names_in_line(line, lenient=True) == ["Jane Doe Jr."]


def test_a_suffix_before_a_post_on_a_strict_line() -> None:
    assert names_in_line("Ann Lee, Jane Doe Jr. Professor") == ["Ann Lee", "Jane Doe Jr."]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("John Smith Jr. Jane Doe", ["John Smith Jr.", "Jane Doe"]),
        ("Martin Luther King Jr.", ["Martin Luther King Jr."]),
        ("Jane Doe III, Senior Analyst", ["Jane Doe III"]),
    ],
)
def test_suffixes_elsewhere_read_as_before(line: str, names: list[str]) -> None:
    """Controls (as on the base): a suffix before another name, closing the line, or
    before a comma."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Jean Dupont et Marie Lefèvre", ["Jean Dupont", "Marie Lefèvre"]),
        ("JEAN DUPONT ET MARIE LEFÈVRE", ["Jean Dupont", "Marie Lefèvre"]),
        ("Juan Pérez y María López", ["Juan Pérez", "María López"]),
        ("Ana Costa e Rui Silva", ["Ana Costa", "Rui Silva"]),
        ("Ola Nordmann og Kari Hansen", ["Ola Nordmann", "Kari Hansen"]),
        ("Anna Svensson och Erik Lind", ["Anna Svensson", "Erik Lind"]),
        ("Jan de Vries en Anna Bakker", ["Jan de Vries", "Anna Bakker"]),
        ("Jordi Puig i Marta Vila", ["Jordi Puig", "Marta Vila"]),
    ],
)
def test_two_names_joined_by_a_word_for_and_read_strictly(line: str, names: list[str]) -> None:
    """Read strictly (no classifier vouching), the base gave no names or one name of
    five words."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Matti Virtanen ja Liisa Korhonen", ["Matti Virtanen", "Liisa Korhonen"]),
        ("Ahmet Yılmaz ve Ayşe Kaya", ["Ahmet Yılmaz", "Ayşe Kaya"]),
        ("Ion Popescu și Maria Ionescu", ["Ion Popescu", "Maria Ionescu"]),
        ("Ion Popescu şi Maria Ionescu", ["Ion Popescu", "Maria Ionescu"]),
    ],
)
def test_more_languages_words_for_and(line: str, names: list[str]) -> None:
    """The base knew no Finnish "ja", Turkish "ve" or Romanian "și", strict or lenient."""
    assert names_in_line(line) == names
    assert names_in_line(line, lenient=True) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Apprentissage Profond et Vision Artificielle", []),
        ("José Ortega y Gasset", ["José Ortega y Gasset"]),
        ("Santiago Ramón y Cajal", ["Santiago Ramón y Cajal"]),
        # one name before "et al." is a running head's: none (review145, as names40)
        ("Jean Dupont et al.", []),
    ],
)
def test_title_words_compound_surnames_and_et_al_read_as_before(
    line: str, names: list[str]
) -> None:
    """Controls (as on the base): a subtitle no given name opens, a compound surname
    joined by "y"; one name before "et al." (names41 read it; review145: none again)."""
    assert names_in_line(line) == names


def test_a_byline_joined_by_et_on_a_page(tmp_path: Path) -> None:
    """Control (passes on the base too: the classifier vouches for the line, which is
    read leniently): the strict reading agrees with the page's now."""
    found = extract_pdf(write_page(tmp_path / "et.pdf", _front("Jean Dupont et Marie Lefèvre")))
    assert found.authors == ("Jean Dupont", "Marie Lefèvre")


@pytest.mark.parametrize("line", ["L O N G R E A D", "R E V I E W", "N E W S", "A B C"])
def test_a_letter_spaced_word_is_no_name(line: str) -> None:
    """On the base "L O N G R" (cut at the capital "E" read as the Portuguese "e"),
    "R E V" and "I E W", "N E W S" and "A B C" were names."""
    assert names_in_line(line) == []
    assert names_in_line(line, lenient=True) == []
    assert as_name(line) == ""


@pytest.mark.parametrize("piece", ["J K Rowling", "Ann B Lee", "E. B. White"])
def test_initials_before_a_surname_still_read(piece: str) -> None:
    """Controls (as on the base)."""
    assert as_name(piece) == piece
