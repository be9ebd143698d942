"""Names from every culture, round 34 (names33's held-out misses, now train): the
Swedish noble "af" is a surname particle ("Ebba af Klint"), and a byline wrapped before
a long name's last words keeps them (:mod:`tapyre_paper_search.pdf.wraptail`: an
Egyptian name of four parts, a Basque double surname).  First pages drawn with PyMuPDF
in Times and Helvetica."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, byline_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.givennames import fold_word as fold
from test_pdf_front_matter_latex33 import (
    marked_byline_authors,
)
from test_worldnames_names33 import _two_columns

_SWEDES = ("Ebba af Klint", "Gustaf af Trolle", "Märta af Sillén")


@pytest.mark.parametrize("lenient", [False, True])
def test_the_swedish_noble_af_is_a_particle(lenient: bool) -> None:
    assert names_in_line(
        "Ebba af Klint, Gustaf af Trolle and Märta af Sillén", lenient=lenient
    ) == [*_SWEDES]


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_byline_of_af_names_is_read_on_the_page(tmp_path: Path, font: str) -> None:
    place = "Department of Physics, Uppsala University, Uppsala, Sweden"
    found = extract_pdf(write_page(tmp_path / "af.pdf", byline_front(_SWEDES, place, font)))
    assert found.authors == _SWEDES
    assert found.title == TITLE


def _fitted(byline: str) -> float:
    return pymupdf.get_text_length(byline, "tiro", 10.5) + 4


def test_the_last_names_two_last_words_wrapped_after_and_are_kept(tmp_path: Path) -> None:
    byline = "Noelani Akana, Heba Shawky Soliman and Mona Lotfy"
    front = _two_columns((byline, "Abdelaziz Shalaby"), _fitted(byline))
    found = extract_pdf(write_page(tmp_path / "two.pdf", front, body=False))
    assert found.authors == ("Noelani Akana", "Heba Shawky Soliman", "Mona Lotfy Abdelaziz Shalaby")


@pytest.mark.parametrize("then", [" and Amaia Zubizarreta", ", Amaia Zubizarreta"])
def test_a_double_surnames_last_word_wrapped_before_a_separator_is_kept(
    tmp_path: Path, then: str
) -> None:
    byline = "Gorka Agirre Zubizarreta, Unai Arrizabalaga"
    front = _two_columns((byline, f"Agirre{then}"), _fitted(byline))
    found = extract_pdf(write_page(tmp_path / "basque.pdf", front, body=False))
    assert found.authors == (
        "Gorka Agirre Zubizarreta",
        "Unai Arrizabalaga Agirre",
        "Amaia Zubizarreta",
    )


def test_a_short_byline_over_words_that_fit_above_is_no_wrap(tmp_path: Path) -> None:
    """The words under the line would have fitted on it: names one a line, no wrap."""
    front = _two_columns(("Jane Doe and John Smith", "Mona Lotfy"), 230)
    found = extract_pdf(write_page(tmp_path / "short.pdf", front, body=False))
    assert "John Smith Mona Lotfy" not in found.authors


def test_a_marked_bylines_name_wrapped_before_two_words_is_joined(tmp_path: Path) -> None:
    first = [("Tamer Badawy", "1"), (", Ahmed Fathy Elnaggar", "2"), (", Sherif Mamdouh", "")]
    authors = marked_byline_authors(
        tmp_path / "p.pdf",
        "CP violation in beauty decays and other rare processes",
        [first, [("Abdelaziz Elshafei", "1"), (" and Heba Lotfy", "2")]],
        (
            "1 Laboratory of Economics, National Institute, Cairo, Egypt",
            "2 Department of Genetics, Technical University, Giza, Egypt",
        ),
    )
    assert authors == (
        "Tamer Badawy",
        "Ahmed Fathy Elnaggar",
        "Sherif Mamdouh Abdelaziz Elshafei",
        "Heba Lotfy",
    )


def _stacked(people: tuple[tuple[str, str], ...], font: str) -> Callable[[Writer], None]:
    """A title page: the title, then each person's name centred on its own line over one
    line of affiliation in a smaller italic type."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(10)
        for name, place in people:
            w = pymupdf.get_text_length(name, font, 10)
            page.y += 13
            page.page.insert_text(((595 - w) / 2, page.y), name, fontsize=10, fontname=font)
            page.line(place, 8, italic=True, centred=True)
            page.space(4)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_names_one_a_line_over_one_affiliation_line_are_whole(tmp_path: Path, font: str) -> None:
    """Each name heads a cell of one address line: a name of four parts is one person
    (it was cut in two, "Tamer Abdelaziz" and "Lotfy Elnaggar"), and a name closed by an
    initial does not run on into the address under it ("Vignesh S. Tampere")."""
    people = (
        ("Tamer Abdelaziz Lotfy Elnaggar", "Brno Institute of Technology"),
        ("Heba Lotfy Shawky Soliman", "Technical University of Tampere"),
        ("Vignesh S.", "Tampere University Hospital"),
    )
    found = extract_pdf(write_page(tmp_path / "cells.pdf", _stacked(people, font)))
    assert [fold(a).rstrip(".") for a in found.authors] == [fold(n).rstrip(".") for n, _ in people]


@pytest.mark.parametrize("lenient", [False, True])
def test_a_name_joined_by_a_non_breaking_hyphen_is_read(lenient: bool) -> None:
    """U+2011 (and U+2010) join a glued article as "-" does; the name keeps "-"."""
    line = "Faisal al\u2011Qasimi and Nour el\u2010Din Haddad"
    assert names_in_line(line, lenient=lenient) == ["Faisal al-Qasimi", "Nour el-Din Haddad"]


@pytest.mark.parametrize("place", ["Van 't Hoff Instituut", "Instytut Fizyki Jądrowej"])
def test_an_institute_in_dutch_or_polish_under_the_byline_is_no_author(
    tmp_path: Path, place: str
) -> None:
    names = ("Gerard 't Hooft", "Ineke Verhoeven")
    found = extract_pdf(write_page(tmp_path / "inst.pdf", byline_front(names, place, "tiro")))
    assert found.authors == names
