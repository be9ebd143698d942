"""Bylines and names, round 66 (bylines66): lines only, no page drawn.

"et al." closing a list in more languages ("u. a.", "m.fl.", "e.a.", "i in.", "a kol.",
"et coll."); titles of more countries ("Eng.", Bulgarian "д-р"/"гл. ас.", Austrian
"Mag.a"/"Dr.in", Soviet-style degrees "к.т.н.").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.academictitles import titles
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.etal import without_et_al
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Brenner K., Lohmann S. u. a.", "Brenner K., Lohmann S."),
        ("Eva Sundqvist, Pär Norling m.fl.", "Eva Sundqvist, Pär Norling"),
        ("Jan de Vries, Anna Bakker e.a.", "Jan de Vries, Anna Bakker"),
        ("Tomasz Nowak, Anna Kowalska i in.", "Tomasz Nowak, Anna Kowalska"),
        ("Jan Novák, Petr Dvořák a kol.", "Jan Novák, Petr Dvořák"),
        ("Claire Dubois, Marc Lefèvre et coll.", "Claire Dubois, Marc Lefèvre"),
        ("Ana Lima, Rui Costa e cols.", "Ana Lima, Rui Costa"),
        # one name before it is a running head's; capitals are initials, no "e.a."
        ("Brenner K. u. a.", "Brenner K. u. a."),
        ("Lohmann S., Brenner K. E. A.", "Lohmann S., Brenner K. E. A."),
        ("Tomasz Nowak, Anna Kowalska in", "Tomasz Nowak, Anna Kowalska in"),
    ],
)
def test_others_closing_a_list(line: str, want: str) -> None:
    assert without_et_al(line) == want


@pytest.mark.parametrize(
    ("piece", "want"),
    [
        ("Eng. Rania Al-Khatib", 1),
        ("доц. д-р Мария Иванова", 2),
        ("гл. ас. Петър Стоянов", 2),
        ("Mag.a Sabine Wallner", 1),
        ("Dr.in Maria Steiner", 1),
        ("к.т.н. Оксана Мельник", 1),
        ("д.ф.-м.н. Козлов Борис", 1),
        # no title: a word, a name, a degree's shape without its stops
        ("English Heritage", 0),
        ("Eng Lim Tan", 0),
        ("ктн Оксана", 0),
        ("Кирилл Петров", 0),
    ],
)
def test_titles_of_more_countries(piece: str, want: int) -> None:
    assert titles(piece) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Dr. Ahmad Abu-Ghazaleh, Eng. Rania Al-Khatib and Mr. Tariq Al Zoubi",
         ("Ahmad Abu-Ghazaleh", "Rania Al-Khatib", "Tariq Al Zoubi")),
        ("д-р Иван Петров и гл. ас. Елена Димитрова", ("Иван Петров", "Елена Димитрова")),
        ("к.т.н. Оксана Мельник, д.е.н. Тарас Шевчук та Ірина Бондар",
         ("Оксана Мельник", "Тарас Шевчук", "Ірина Бондар")),
        ("Mag.a Julia Huber und Dr. Thomas Berger", ("Julia Huber", "Thomas Berger")),
    ],
)  # fmt: skip
def test_titles_given_out_without(line: str, want: tuple[str, ...]) -> None:
    assert untitled(tuple(names_in_line(line, lenient=True))) == want
