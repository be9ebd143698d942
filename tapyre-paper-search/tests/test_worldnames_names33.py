"""Names from every culture, round 33 (names32's held-out misses, now train): a
lower-case Arabic article glued to the family name by a hyphen ("Faisal al-Qasimi",
"Nour el-Din", "Saad ad-Dawsari"), a Turkic name closed by a lower-case word of kin
("Azamat Kadyr uulu", "Aigul Asan kyzy") and the Dutch elided articles ("Gerard 't
Hooft", "Ineke 's-Gravesande") are name words (:mod:`tapyre_paper_search.pdf.namelinks`);
a name's last word wrapped alone is measured against its column's width, and a mark
after it is no bar.  First pages drawn with PyMuPDF in Times and Helvetica."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, BODY, TITLE, Writer, byline_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name


@pytest.mark.parametrize("lenient", [False, True])
def test_glued_articles_kin_words_and_elided_articles_are_name_words(lenient: bool) -> None:
    line = "Faisal al-Qasimi, Nour el-Din Haddad and Saad ad-Dawsari"
    assert names_in_line(line, lenient=lenient) == [
        "Faisal al-Qasimi",
        "Nour el-Din Haddad",
        "Saad ad-Dawsari",
    ]
    assert names_in_line("Azamat Kadyr uulu, Aigul Asan kyzy", lenient=lenient) == [
        "Azamat Kadyr uulu",
        "Aigul Asan kyzy",
    ]
    assert names_in_line("Gerard 't Hooft and Ineke 's-Gravesande", lenient=lenient) == [
        "Gerard 't Hooft",
        "Ineke 's-Gravesande",
    ]
    # Names run together are cut after the glued article and after the kin word.
    assert names_in_line("Noura al-Marri Sultan el-Gammal", lenient=lenient) == [
        "Noura al-Marri",
        "Sultan el-Gammal",
    ]
    assert names_in_line("Talant Bolot uulu Cholpon Erkin kyzy", lenient=lenient) == [
        "Talant Bolot uulu",
        "Cholpon Erkin kyzy",
    ]


def test_the_lower_case_words_stand_only_where_a_name_holds_them() -> None:
    # A glued article never opens a name; a kin word closes one after two names.
    for piece in ("al-Qasimi Faisal", "uulu Kadyr", "Kadyr uulu", "Azamat uulu Kadyr"):
        assert as_name(piece) == "", piece
    # Words of running text joined by a hyphen are no articles.
    for piece in ("Jane e-Mail", "Ann co-Author", "John x-Ray"):
        assert as_name(piece) == "", piece
    # capitals: title case, but the word of kin in lower case as written (names36)
    assert as_name("AZAMAT KADYR UULU") == "Azamat Kadyr uulu"
    assert as_name("GERARD 'T HOOFT") == "Gerard 't Hooft"


@pytest.mark.parametrize("font", ["tiro", "helv"])
@pytest.mark.parametrize(
    "names",
    [
        ("Faisal al-Qasimi", "Hessa el-Gammal", "Sultan ad-Dawsari"),
        ("Azamat Kadyr uulu", "Nazgul Toktogul kyzy", "Bakyt Asan uulu"),
        ("Gerard 't Hooft", "Marloes 's-Gravesande", "Wessel 't Hart"),
    ],
)
def test_a_byline_of_such_names_is_read_on_the_page(
    tmp_path: Path, font: str, names: tuple[str, ...]
) -> None:
    place = "Department of Physics, Example University, Utrecht, The Netherlands"
    found = extract_pdf(write_page(tmp_path / "names.pdf", byline_front(names, place, font)))
    assert found.authors == names
    assert found.title == TITLE


def _two_columns(lines: tuple[str, ...], measure: float) -> Callable[[Writer], None]:
    """A first page of two columns ``measure`` points wide: the title, ``lines`` (a byline
    in Times 10.5), an affiliation, the abstract and the introduction down the left
    column, body text down the right one from the top."""

    def front(page: Writer) -> None:
        right = Writer(page.page)
        while right.y < 700:
            right.paragraph(BODY, x=90 + measure, width=measure)
        page.paragraph(TITLE, 15, bold=True, width=measure)
        for text in lines:
            page.line(text, 10.5)
        page.line("Department of Physics, Example University", 8.5)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT, width=measure)
        page.line("1 Introduction", 12, bold=True)
        page.paragraph(ABSTRACT, width=measure)

    return front


@pytest.mark.parametrize("mark", ["", "*"])
def test_a_names_last_word_wrapped_in_a_column_of_two_keeps_it(tmp_path: Path, mark: str) -> None:
    """The byline's line fills its column (the page's other column gives it no room), and
    a mark after the lone word is read as a comma."""
    byline = "Yangchen Lhamo and Lhamo Pema"
    measure = pymupdf.get_text_length(byline, "tiro", 10.5) + 4
    front = _two_columns((byline, f"Tenzin{mark}"), measure)
    found = extract_pdf(write_page(tmp_path / "columns.pdf", front, body=False))
    assert found.authors == ("Yangchen Lhamo", "Lhamo Pema Tenzin")


def test_a_short_byline_in_a_column_over_one_word_is_no_wrap(tmp_path: Path) -> None:
    front = _two_columns(("Jane Doe and John Smith", "Siemens"), 230)
    found = extract_pdf(write_page(tmp_path / "short.pdf", front, body=False))
    assert found.authors == ("Jane Doe", "John Smith")
