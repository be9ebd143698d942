"""Names from every culture, round 37 (names36's held-out misses, now train): a
lower-case link word between the given names and the surname, by tradition — the
Faroese place prepositions "í", "á", "við", "undir" ("Sámal í Lakjuni", "Rói við
Stein") and the Batak women's clan marker "br." ("Rosmaida br. Sitompul") — read inside
the name, on one line, in capitals and with names run together; a generational suffix
closes the name before it ("Elvin Rauf oğlu Quliyev Jr.", "John Smith Jr. Jane Doe").
Bylines drawn with PyMuPDF in DejaVu Serif (base-14 fonts lack "ð" and "ğ")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import Writer, dejavu_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name

_PLACE = "Department of Physics, University of the Faroe Islands, Tórshavn, Faroe Islands"


@pytest.mark.parametrize(
    ("piece", "name"),
    [
        ("Sámal í Lakjuni", "Sámal í Lakjuni"),
        ("Rói við Stein", "Rói við Stein"),
        ("Jógvan undir Gørðum", "Jógvan undir Gørðum"),
        ("Guðrið Anna á Bakka", "Guðrið Anna á Bakka"),
        ("Rosmaida br. Sitompul", "Rosmaida br. Sitompul"),
        ("SÁMAL Í LAKJUNI", "Sámal í Lakjuni"),  # in capitals the link is set in lower case
        ("ROSMAIDA BR. SITOMPUL", "Rosmaida br. Sitompul"),
    ],
)
def test_a_link_word_before_the_surname_is_inside_the_name(piece: str, name: str) -> None:
    assert as_name(piece) == name


@pytest.mark.parametrize(
    "piece",
    [
        "í Sámal Lakjuni",  # no name opens with a link
        "Sámal í",  # nor closes with one
        "Sámal í lakjuni",  # the surname after it is capitalised
        "Sámal í Rói á Stein",  # one link, before the last word
        "Jane Doe in Oslo",  # English words are no links
        "Jane at Smith",
    ],
)
def test_a_link_word_elsewhere_makes_no_name(piece: str) -> None:
    """Controls: as on the base."""
    assert as_name(piece) == ""


@pytest.mark.parametrize("lenient", [False, True])
def test_a_byline_of_names_with_links_is_cut_into_names(lenient: bool) -> None:
    line = "Sámal í Lakjuni, Rói við Stein and Rosmaida br. Sitompul"
    names = ["Sámal í Lakjuni", "Rói við Stein", "Rosmaida br. Sitompul"]
    assert names_in_line(line, lenient=lenient) == names


def test_names_with_links_run_together_are_cut_after_the_surname() -> None:
    assert names_in_line("Sámal í Lakjuni Rói við Stein") == ["Sámal í Lakjuni", "Rói við Stein"]
    assert names_in_line("Rosmaida br. Sitompul Togar Sinaga") == [
        "Rosmaida br. Sitompul",
        "Togar Sinaga",
    ]


def test_ann_and_bo_stay_as_they_were() -> None:
    """Controls: as on the base ("and" is no link; a single given name is no name)."""
    assert names_in_line("Ann and Bo Smith") == []
    assert names_in_line("Ann and Bo Smith", lenient=True) == ["Bo Smith"]
    assert names_in_line("Jane Doe John Smith") == ["Jane Doe", "John Smith"]


def test_a_suffix_closes_the_name_before_it() -> None:
    assert names_in_line("Elvin Rauf oğlu Quliyev Jr. and Jane Doe") == [
        "Elvin Rauf oğlu Quliyev Jr.",
        "Jane Doe",
    ]
    assert names_in_line("John Smith Jr. Jane Doe") == ["John Smith Jr.", "Jane Doe"]
    assert names_in_line("Jane Doe John Smith Jr.") == ["Jane Doe", "John Smith Jr."]


def _drawn(lines: tuple[str, ...]) -> Callable[[Writer], None]:
    """A first page whose byline ``lines`` are drawn in DejaVu Serif 11 pt, flush left."""
    return dejavu_front(lines, _PLACE)


@pytest.mark.parametrize(
    ("lines", "names"),
    [
        (
            ("Sámal í Lakjuni, Jógvan undir Gørðum and Rói við Stein",),
            ("Sámal í Lakjuni", "Jógvan undir Gørðum", "Rói við Stein"),
        ),
        (
            ("Rosmaida br. Sitompul, Togar Sinaga and Tiurma br. Hutapea",),
            ("Rosmaida br. Sitompul", "Togar Sinaga", "Tiurma br. Hutapea"),
        ),
        (
            ("SÁMAL Í LAKJUNI AND ROSMAIDA BR. SITOMPUL",),
            ("Sámal í Lakjuni", "Rosmaida br. Sitompul"),
        ),
    ],
)
def test_a_byline_with_links_is_read_on_the_page(
    tmp_path: Path, lines: tuple[str, ...], names: tuple[str, ...]
) -> None:
    found = extract_pdf(write_page(tmp_path / "links.pdf", _drawn(lines)))
    assert found.authors == names
