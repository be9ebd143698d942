"""Bylines and names, round 66 (bylines66): lines only, no page drawn.

"et al." closing a list in more languages ("u. a.", "m.fl.", "e.a.", "i in.", "a kol.",
"et coll."); titles of more countries ("Eng.", Bulgarian "д-р"/"гл. ас.", Austrian
"Mag.a"/"Dr.in", Soviet-style degrees "к.т.н."); the Malaysian "a/l" and "a/p" in a
name; another role's label inside a line ("… Bo Chen. Reviewers: …") and the Czech and
Slovak "Recenzenti:"; the Somali "iyo"; marks in TeX's notation ("Novak^{a}"); "and
others" closing a Chinese, Japanese or Korean list ("等", "ほか", "외"); names parted by
slashes ("Ann Lee / Bo Chen"); a group joined by "with the" or "e o", a Romance group's
noun opening its name ("Gruppo Italiano Linfomi"); a bare "by" in lower case ("di
Giovanni Rossi e Chiara Fontana"); an Iberian given name of two parts ("María del
Carmen"); a two-letter initial closing an inverted name ("Ganzorig Ts.").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.academictitles import titles
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.barebys import bare_by_end
from tapyre_paper_search.pdf.cjknames import caseless_names
from tapyre_paper_search.pdf.compoundgiven import compound_given
from tapyre_paper_search.pdf.etal import without_et_al
from tapyre_paper_search.pdf.groupbylines import group_cut, names_a_group
from tapyre_paper_search.pdf.kinwords import kin_link
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.rolelabels import before_other_role, names_other_role
from tapyre_paper_search.pdf.slashnames import slash_cut
from tapyre_paper_search.pdf.texmarks import without_tex_marks
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


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Ravichandran a/l Subramaniam and Kavitha a/p Muniandy",
         ["Ravichandran a/l Subramaniam", "Kavitha a/p Muniandy"]),
        ("Saravanan a/l Maniam", ["Saravanan a/l Maniam"]),
    ],
)  # fmt: skip
def test_malaysian_son_and_daughter_of(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want
    assert kin_link("a/l") and not kin_link("A/L")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Authors: Malik Aziz, Sana Qureshi. Reviewers: Imran Baig, Hira Nadeem",
         "Authors: Malik Aziz, Sana Qureshi."),
        ("Ann Lee and Bo Chen; Referees: Cy Dunn", "Ann Lee and Bo Chen;"),
        ("Tomás Ibarra y Lucía Paredes; Revisores: Raúl Soto", "Tomás Ibarra y Lucía Paredes;"),
        # no stop before it, a label in lower case, a label opening the line: as before
        ("Ann Lee, Bo Chen, Reviewers: Cy Dunn", "Ann Lee, Bo Chen, Reviewers: Cy Dunn"),
        ("Ann Lee, Bo Chen. reviewers: Cy Dunn", "Ann Lee, Bo Chen. reviewers: Cy Dunn"),
        ("Reviewers: Cy Dunn", "Reviewers: Cy Dunn"),
        ("We thank A. Lee. Editors: none", "We thank A. Lee."),
    ],
)  # fmt: skip
def test_before_other_role(line: str, want: str) -> None:
    assert before_other_role(line) == want


def test_reviewers_inside_a_line_no_authors() -> None:
    line = "Authors: Malik Aziz, Sana Qureshi. Reviewers: Imran Baig, Hira Nadeem"
    assert names_in_line(line) == ["Malik Aziz", "Sana Qureshi"]
    assert names_other_role("Recenzenti: prof. Ing. Karel Beneš, CSc., doc. Eva Malá")
    assert names_other_role("Recenzentka: doc. Mária Horná")
    assert not names_other_role("Recenzentova Ann Lee")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Petra Novak^{a}, Jiří Svoboda^{b} and Tereza Dvořáková^{a,c,*}",
         "Petra Novak, Jiří Svoboda and Tereza Dvořáková"),
        ("Ann Lee^1, Bo Chen^{1, 2}", "Ann Lee, Bo Chen"),
        # one letter or a digit before the caret, a word in the braces, a space: kept
        ("x^{2} and 2^{n}", "x^{2} and 2^{n}"),
        ("Ann Lee^{abcd}", "Ann Lee^{abcd}"),
        ("Ann Lee ^{a}", "Ann Lee ^{a}"),
    ],
)  # fmt: skip
def test_tex_marks(line: str, want: str) -> None:
    assert without_tex_marks(line) == want


def test_somali_iyo_and_tex_marked_names() -> None:
    assert names_in_line("Cabdullaahi Maxamed Xasan iyo Faadumo Cali Cumar", lenient=True) == [
        "Cabdullaahi Maxamed Xasan",
        "Faadumo Cali Cumar",
    ]
    assert names_in_line("Petra Novak^{a}, Jiří Svoboda^{b}") == ["Petra Novak", "Jiří Svoboda"]


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("刘建国，陈晓燕，周磊等", ["刘建国", "陈晓燕", "周磊"]),
        ("王晓明、李华等人", ["王晓明", "李华"]),
        ("山田 太郎、佐藤 花子 ほか", ["山田 太郎", "佐藤 花子"]),
        ("정하은, 최우진 외", ["정하은", "최우진"]),
        # a lone piece, or nothing left before the word: as before
        ("周磊等", None),
        ("刘建国，等", None),
    ],
)
def test_cjk_others_closing_a_list(line: str, want: list[str] | None) -> None:
    assert caseless_names(line) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Bethlehem Abera / Yonas Girma / Meron Tesfaye",
         "Bethlehem Abera , Yonas Girma , Meron Tesfaye"),
        ("Carlos M. Ortega / Nerea van der Berg", "Carlos M. Ortega , Nerea van der Berg"),
        # no given name opening a part, a part of one word or in lower case, no spaces
        ("Machine Learning / Deep Learning", "Machine Learning / Deep Learning"),
        ("North America / South America", "North America / South America"),
        ("Ann Lee / Physics", "Ann Lee / Physics"),
        ("Ann Lee / the team", "Ann Lee / the team"),
        ("Ann Lee/Bo Chen", "Ann Lee/Bo Chen"),
        ("Ann Lee / Bo Chen 2021", "Ann Lee / Bo Chen 2021"),
    ],
)  # fmt: skip
def test_slash_cut(line: str, want: str) -> None:
    assert slash_cut(line) == want


def test_names_parted_by_slashes() -> None:
    assert names_in_line("Ann Lee / Bo Chen / Cy Dunn") == ["Ann Lee", "Bo Chen", "Cy Dunn"]
    assert names_in_line("Machine Learning / Deep Learning") == []


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Hana Novotná with the CZECANCA Study Group", "Hana Novotná , CZECANCA Study Group"),
        ("Bia Lemos e o Grupo Brasileiro de Estudos", "Bia Lemos , Grupo Brasileiro de Estudos"),
        ("Claire Martin et le Groupe Francophone", "Claire Martin , Groupe Francophone"),
        # no group's noun after "with the"; "e o" before no group: as before
        ("Ann Lee with the help of Bo Chen", "Ann Lee with the help of Bo Chen"),
        ("Ann Lee e o Bo Chen", "Ann Lee e o Bo Chen"),
    ],
)  # fmt: skip
def test_group_cut_with(line: str, want: str) -> None:
    assert group_cut(line) == want


def test_romance_group_names_nobody() -> None:
    assert names_a_group("Gruppo Italiano Linfomi")
    assert names_a_group("Grupo Español de Investigación en Sarcomas")
    assert not names_a_group("Grupo de")  # a capitalised word must follow the noun
    assert not names_a_group("Red Smith")
    assert names_in_line("Giulia Conti, Marco Ferri e il Gruppo Italiano Linfomi") == [
        "Giulia Conti",
        "Marco Ferri",
    ]


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("di Giovanni Rossi e Chiara Fontana", 3),
        ("par Sophie Laurent et Hugo Bernard", 4),
        # "di" before no known given name is a particle; no names after the word
        ("di Bartolo Rossi", 0),
        ("par exemple la méthode", 0),
        ("door de commissie", 0),
    ],
)
def test_bare_by_in_lower_case(line: str, want: int) -> None:
    assert bare_by_end(line) == want


def test_compound_given_name() -> None:
    assert compound_given(["María", "del", "Carmen"])
    assert compound_given(["María", "de", "los", "Ángeles"])
    assert compound_given(["Juan", "de", "Dios"])
    assert not compound_given(["Pedro", "del", "Valle"])  # a surname's particle
    assert not compound_given(["Ana", "Ruiz", "del", "Carmen"])  # two words before it
    assert not compound_given(["María", "Carmen"])


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("María del Carmen Ruiz de la Fuente y Ana Belén del Río Sáez",
         ["María del Carmen Ruiz de la Fuente", "Ana Belén del Río Sáez"]),
        ("María del Carmen Ruiz de la Fuente", ["María del Carmen Ruiz de la Fuente"]),
        ("Pedro del Valle Ann Lee", ["Pedro del Valle", "Ann Lee"]),
    ],
)  # fmt: skip
def test_compound_given_names_in_a_line(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


def test_two_letter_initial_keeps_its_stop() -> None:
    assert pieces("Batbayar D., Oyunchimeg B. and Ganzorig Ts.") == [
        "Batbayar D.",
        "Oyunchimeg B.",
        "Ganzorig Ts.",
    ]
    assert pieces("Ann Lee, Bo Ch.") == ["Ann Lee", "Bo Ch."]
    assert pieces("Ann Lee, Bo Chen.") == ["Ann Lee", "Bo Chen"]  # the line's own stop
    assert pieces("Ann Lee, Ts.") == ["Ann Lee", "Ts"]  # a word alone: no name's initial
