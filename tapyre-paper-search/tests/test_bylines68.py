"""Bylines and names, round 68 (bylines68): lines only, no page drawn.

Two mechanisms made general instead of a kind's list: a list's word for "and" learned
from the line's shape (:mod:`tapyre_paper_search.pdf.shapejoins`), and abbreviated titles
opening a name told by their shape (:mod:`tapyre_paper_search.pdf.abbrevtitles`).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.abbrevtitles import without_abbreviated_titles
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.shapejoins import with_shape_joins
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a join no list holds, after a comma list of names
        (
            "Oihana Larrañaga, Unai Beristain eta Leire Azkue",
            ["Oihana Larrañaga", "Unai Beristain", "Leire Azkue"],
        ),
        (
            "Wanjiru Kamau, Otieno Ouma na Achieng Odhiambo",
            ["Wanjiru Kamau", "Otieno Ouma", "Achieng Odhiambo"],
        ),
        (
            "Ciarán Ó Dónaill, Róisín Nic Aodha agus Eoin Breathnach",
            ["Ciarán Ó Dónaill", "Róisín Nic Aodha", "Eoin Breathnach"],
        ),
        ("Tina Horvat, Rok Kranjc in Petra Kos", ["Tina Horvat", "Rok Kranjc", "Petra Kos"]),
        ("Gwen Price, Huw Morgan a Carys Lloyd", ["Gwen Price", "Huw Morgan", "Carys Lloyd"]),
        (
            "Սոնա Մելքոնյան, Տիգրան Ավետիսյան և Նարե Գասպարյան",
            ["Սոնա Մելքոնյան", "Տիգրան Ավետիսյան", "Նարե Գասպարյան"],
        ),
        # one piece: the name after the join opens with a known given name
        ("Tane Walker me Maria Ngata", ["Tane Walker", "Maria Ngata"]),
        ("Jan Novak kaj Anna Berg", ["Jan Novak", "Anna Berg"]),
    ],
)
def test_shape_joins(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("parts", "want"),
    [
        # a surname's particle is no join: one person
        (
            ["Ana Reyes", "Maria Luísa da Costa Ribeiro"],
            ["Ana Reyes", "Maria Luísa da Costa Ribeiro"],
        ),
        (["Ana Reyes", "Pieter Jan van der Berg"], ["Ana Reyes", "Pieter Jan van der Berg"]),
        # one word on a side: no full name there
        (["Ana Reyes", "Juan dela Cruz"], ["Ana Reyes", "Juan dela Cruz"]),
        # a title's English word in a line of one piece
        (["Deep Learning in Medical Imaging"], ["Deep Learning in Medical Imaging"]),
        # one piece, no known given name after the word
        (["Field Notes na Coastal Erosion"], ["Field Notes na Coastal Erosion"]),
        # a piece before the last that is no name
        (
            ["Department of Physics", "Ann Lee eta Bo Chen"],
            ["Department of Physics", "Ann Lee eta Bo Chen"],
        ),
        # two lower-case words: no single join
        (["Ann Lee", "Bo Chen sa na Cy Dunn"], ["Ann Lee", "Bo Chen sa na Cy Dunn"]),
        # a word longer than a join ("sowie", as well as)
        (["Ann Lee", "Bo Chen sowie Cy Dunn"], ["Ann Lee", "Bo Chen sowie Cy Dunn"]),
        # the cut itself
        (["Ann Lee", "Bo Chen eta Cy Dunn"], ["Ann Lee", "Bo Chen", "Cy Dunn"]),
        ([], []),
    ],
)
def test_shape_join_guards(parts: list[str], want: list[str]) -> None:
    assert with_shape_joins(parts) == want


@pytest.mark.parametrize(
    ("name", "want"),
    [
        ("Engr. Obinna Nwosu", "Obinna Nwosu"),
        ("Arch. Paola Ricci", "Paola Ricci"),
        ("Profa. Dra. Marina Souza", "Marina Souza"),
        ("Profª. Drª. Helena Prado", "Helena Prado"),
        ("Αναπλ. Καθ. Μαρία Παππά", "Μαρία Παππά"),
        # kept: given names' abbreviations, initials, capitals, one word left, a judge's style
        ("Chas. Dickens Hale", "Chas. Dickens Hale"),
        ("Mohd. Faiz Rahman", "Mohd. Faiz Rahman"),
        ("Ts. Ganbold Bat", "Ts. Ganbold Bat"),
        ("ENG. Ann Lee", "ENG. Ann Lee"),
        ("Engr. Nwosu", "Engr. Nwosu"),
        ("Hon. Mr. Justice Ann Lee", "Hon. Mr. Justice Ann Lee"),
        ("Ann Lee", "Ann Lee"),
    ],
)
def test_abbreviated_titles(name: str, want: str) -> None:
    assert without_abbreviated_titles(name) == want


def test_abbreviated_titles_off_names_given_out() -> None:
    # the line keeps its titles while it is read (a cue of a person); the names given out
    # lose them, after the titles a list knows
    line = "Engr. Obinna Nwosu and Prof. Arch. Paola Ricci"
    assert names_in_line(line) == ["Engr. Obinna Nwosu", "Prof. Arch. Paola Ricci"]
    assert untitled(tuple(names_in_line(line))) == ("Obinna Nwosu", "Paola Ricci")
    # a word of two letters after a title a list knows ("Me.", mestre); alone, an initial
    assert untitled(("Prof. Me. Rui Alves", "Me. Rui Alves")) == ("Rui Alves", "Me. Rui Alves")
