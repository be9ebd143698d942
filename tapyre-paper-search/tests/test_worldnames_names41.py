"""Names from every culture, round 41 (names40's held-out misses and leftovers): a name
of four words wrapped after its two-word title ("…, Raden Ayu" / "Kusumo Poerbatjaraka
and …"), mnras's byline broken by ``\\newauthor`` (it ran off the page), a closing "et
al." ("Ann Lee and Bo Chen et al.", "Jean Dupont et al."), the words before a language's
word for "and" read strictly as a name too ("Intelligence Artificielle et Marie Curie"),
and a long line of names read in linear time.  Pages drawn with PyMuPDF (base-14 Times,
``layout_pages``)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pymupdf
import pytest
from layout_pages import ABSTRACT, Writer, write_page
from tapyre_paper_search.pdf import citylines, extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line

_TOOLS = Path(__file__).resolve().parents[2] / "tools"

_JAVANESE = (
    "Raden Ayu Prawoto Wirjosandjojo",
    "Raden Ajeng Lestari Wirjosandjojo",
    "Raden Mas Soewardi Hadiningrat",
    "Raden Ayu Kusumo Poerbatjaraka",
    "Raden Ajeng Soewardi Soerjaningrat",
)
_SPANISH = (
    "María Luisa Fernández Gómez",
    "José Antonio Martínez Ruiz",
    "Ana Isabel Sánchez Ortega",
    "María Pilar Delgado Herrera",
    "Juan Carlos Navarro Iglesias",
)


def _byline(names: tuple[str, ...]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1]


def _width_breaking_after(text: str, words: int, size: float) -> float:
    """A measure that holds ``text``'s first ``words`` words and not one more."""
    parts = text.split()
    first = pymupdf.get_text_length(" ".join(parts[:words]), "tiro", size)
    more = pymupdf.get_text_length(" ".join(parts[: words + 1]), "tiro", size)
    return (first + more) / 2


def _wrapped_front(names: tuple[str, ...], after: int) -> Writer:
    """A title, the byline wrapped by the page's measure after its ``after``-th word (the
    abstract set to the same measure) and an affiliation."""
    byline = _byline(names)
    width = _width_breaking_after(byline, after, 11)

    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 16, bold=True)
        page.space(8)
        page.paragraph(byline, 11, width=width, after=2)
        page.line("Department of Computer Science, University of Lyon, France", 9)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT, width=width)

    return front  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("names", "after"),
    [(_JAVANESE, 14), (_SPANISH, 14)],
    ids=["title-of-two-words", "two-given-names"],
)
def test_a_name_of_four_words_wrapped_after_two_is_one_name(
    tmp_path: Path, names: tuple[str, ...], after: int
) -> None:
    """The line ends on "Raden Ayu" (a title) or "María Pilar" (two given names), no
    separator after it, and the next line opens with two words before "and": the break
    is the typesetter's, inside one name.  On the base: two names."""
    found = extract_pdf(write_page(tmp_path / "wrap.pdf", _wrapped_front(names, after)))
    assert found.authors == names


def test_a_full_name_closing_a_line_before_a_separated_name_stays_two() -> None:
    """Control (passes on the base too): a line of names set without its comma at the end
    is read line by line as it stands."""
    assert names_in_line("Ann Lee, Bo Chen") == ["Ann Lee", "Bo Chen"]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Ann Lee and Bo Chen et al.", ["Ann Lee", "Bo Chen"]),
        ("ANN LEE, BO CHEN, ET AL.", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_a_closing_et_al_leaves_the_names_before_it(line: str, names: list[str]) -> None:
    """Read strictly, "et al." closing a line of names is left out before the line is
    read.  On the base: no names."""
    assert names_in_line(line) == names


def test_a_running_heads_surname_before_et_al_is_still_no_name() -> None:
    """Controls (pass on the base too): "Lee et al." names nobody; after a comma "et al."
    was its own piece, outnumbered by the names."""
    assert names_in_line("Ann Lee, Bo Chen, et al.") == ["Ann Lee", "Bo Chen"]
    assert names_in_line("Lee et al.") == []
    assert names_in_line("Lee et al.", lenient=True) == []
    # review145: one name before "et al." is a running head's too (names41 read it)
    assert names_in_line("Jean Dupont et al.") == []


def test_a_topic_before_a_word_for_and_is_no_name() -> None:
    """Read strictly, "Intelligence Artificielle et Marie Curie" (a title's topic and a
    person) is no line of two names: the words before "et" open with a long dictionary
    word, no given name.  On the base: two names."""
    assert names_in_line("Intelligence Artificielle et Marie Curie") == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Ion Popescu și Maria Ionescu", ["Ion Popescu", "Maria Ionescu"]),
        ("Jean Dupont et Marie Lefèvre", ["Jean Dupont", "Marie Lefèvre"]),
        ("A. Dupont et B. Martin", ["A. Dupont", "B. Martin"]),
        ("Ola Nordmann og Kari Hansen", ["Ola Nordmann", "Kari Hansen"]),
    ],
)
def test_people_joined_by_a_word_for_and_are_still_two(line: str, names: list[str]) -> None:
    """Controls (pass on the base too): a given name, an initial or a short word opens
    the words before the cut."""
    assert names_in_line(line) == names


def test_a_long_line_of_names_asks_each_piece_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A line of 2,000 characters, 185 names: the city test asked of every piece the
    next piece of two words, and that one the next (n² asks); now each piece's answer
    is kept.  The names read are the same.  On the base: about 17,000 asks."""
    people = ("Ann Lee", "Bo Chen", "Jane Doe", "Maria Silva", "Kofi Mensah")
    line = ", ".join(people[k % 5] for k in range(400))[:2000]
    asks = 0
    real = citylines.is_region_or_code

    def counted(piece: str) -> bool:
        nonlocal asks
        asks += 1
        return real(piece)

    monkeypatch.setattr(citylines, "is_region_or_code", counted)
    for lenient in (False, True):
        asks = 0
        names = names_in_line(line, lenient=lenient)
        assert len(names) == 185
        assert asks <= 2 * 185


def test_mnras_breaks_a_long_byline_by_newauthor() -> None:
    """mnras sets its byline in a tabular, which never wraps: the builder breaks a long
    byline by the class's ``\\newauthor`` so that every name stays on the page.  On the
    base: one line, the last names off the page."""
    sys.path.insert(0, str(_TOOLS))
    from latex_corpus import classes_sci

    paper = SimpleNamespace(authors=[SimpleNamespace(name=n) for n in _JAVANESE])
    tex = classes_sci._mnras_byline(paper, [*_JAVANESE])  # type: ignore[arg-type]
    lines = tex.split("\\newauthor")
    assert len(lines) >= 2
    assert all(len(line) < 90 for line in lines)
    assert all(name in tex for name in _JAVANESE)


def _capitals_front(footer: str) -> Writer:
    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 16, bold=True)
        page.space(8)
        page.line("WYTSKE FAN DER BOSK and JOHN LEE VAN DER BERG", 11)
        page.line("Department of Computer Science, University of Lyon, France", 9)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)
        if footer:
            page.space(20)
            page.line(footer, 8)

    return front  # type: ignore[return-value]


def test_a_particle_in_capitals_takes_the_pages_mixed_case_writing(tmp_path: Path) -> None:
    """The byline in capitals; a footnote writes "W. fan der Bosk" in mixed case: that
    writing tells the unlisted particle "fan" from a given name.  On the base: "Wytske
    Fan der Bosk"."""
    footer = "Correspondence: W. fan der Bosk, Department of Computer Science, Lyon"
    found = extract_pdf(write_page(tmp_path / "caps.pdf", _capitals_front(footer)))
    assert found.authors == ("Wytske fan der Bosk", "John Lee van der Berg")


def test_a_particle_in_capitals_without_other_evidence_stays_as_read(tmp_path: Path) -> None:
    """Control (passes on the base too): no mixed-case writing on the page, no evidence:
    "Fan" may be a given name ("JOHN LEE VAN DER BERG")."""
    found = extract_pdf(write_page(tmp_path / "caps.pdf", _capitals_front("")))
    assert found.authors == ("Wytske Fan der Bosk", "John Lee van der Berg")


def test_a_name_set_in_mixed_case_keeps_its_own_casing() -> None:
    """A capitalised "Van" on a byline in mixed case stays, whatever the references
    write (a guard of the new module: on the base it fails only for want of it)."""
    from tapyre_paper_search.pdf.pagecasing import cased_by_page

    text = "Ann Van Berg Lee\nAbstract …\n[3] B. van Berg Lee, Journal 4 (2019)"
    assert cased_by_page(("Ann Van Berg Lee",), text) == ("Ann Van Berg Lee",)


@pytest.mark.parametrize("lenient", [False, True])
def test_von_und_zu_in_capitals_is_one_name(lenient: bool) -> None:
    """ "und" between two particles joins one compound particle in capitals too: "ADELHEID
    VON UND ZU WALDBURG" (an acmart byline in capitals) is one person, its particles
    lowered.  On the base: "Adelheid Von", "Zu Waldburg"."""
    line = "ADELHEID VON UND ZU WALDBURG" + (", University of Padua, Italy" if lenient else "")
    assert names_in_line(line, lenient=lenient) == ["Adelheid von und zu Waldburg"]


def test_und_between_two_names_in_capitals_still_parts_them() -> None:
    """Control (passes on the base too): "ANN LEE UND BO CHEN" is two people."""
    assert names_in_line("ANN LEE UND BO CHEN") == ["Ann Lee", "Bo Chen"]
