"""Bylines and names, round 71 (bylines71): each kind read on a drawn report page.

Affiliation letters glued to a surname as plain letters, or set after the comma
(:mod:`tapyre_paper_search.pdf.gluedmarks`); Italian articled particles ("dalla", "degli";
:data:`tapyre_paper_search.pdf.namewords.PARTICLES`); a group's name closed by a colon before
its members (:func:`tapyre_paper_search.pdf.groupbylines.group_cut`); a body signed for in
several languages and a public body's or a society's noun
(:mod:`tapyre_paper_search.pdf.forbodies`); an institution's acronym before its place, and a
name and its affiliation parted by a spaced hyphen (:mod:`tapyre_paper_search.pdf.affilgroups`);
"university" in more languages (:data:`tapyre_paper_search.pdf.cues.AFFILIATION`).  Each case
draws the byline under a report's title (``report_pages.byline_authors``) and asserts the
authors read; the controls are what must stay.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.affilgroups import dashed_names
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.dotteddegrees import without_dotted_degrees
from tapyre_paper_search.pdf.forbodies import without_body_for
from tapyre_paper_search.pdf.gluedmarks import spaced_glued_marks
from tapyre_paper_search.pdf.rolelabels import names_other_role
from tapyre_paper_search.pdf.strictcuts import opens_a_person


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # glued letters proved by a glued list ("Lindberga,b"), every name's mark spaced off
        (
            "Jonas Lindberga,b, Aino Virtanenb, Marco Bellinia,*",
            ("Jonas Lindberg", "Aino Virtanen", "Marco Bellini"),
        ),
        (
            "Kristóf Baloghb, Annika Seppäläa,c, Rhys Llewellyna,*",
            ("Kristóf Balogh", "Annika Seppälä", "Rhys Llewellyn"),
        ),
        (
            "Marek Novaka, Tereza Dvořákováb,c and Jan Horákb,*",
            ("Marek Novak", "Tereza Dvořáková", "Jan Horák"),
        ),
        # a surname ending in a mark's letter carries one more
        ("Anna Kowalskaa,b and Piotr Nowakb", ("Anna Kowalska", "Piotr Nowak")),
        # marks set after the comma, run into the next name
        (
            "Vera Lindholm,a Tomasz Kaczmarek,b and Hugo Delacroix a,b",
            ("Vera Lindholm", "Tomasz Kaczmarek", "Hugo Delacroix"),
        ),
    ],
)
def test_glued_letter_marks(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # no glued list on the line: a name's last letter is its own
        ("Anna Kowalska, Piotr Nowaka and Ewa Lisa", ("Anna Kowalska", "Piotr Nowaka", "Ewa Lisa")),
        # a letter past the line's highest mark stays ("Horvath": "h" beyond "a")
        ("Marco Bellinia,*, Ivo Horvath", ("Marco Bellini", "Ivo Horvath")),
        # spaced marks read as before
        ("Ann Lee a,b, Bo Chen b", ("Ann Lee", "Bo Chen")),
        # a sign set after the comma proves no glued letter: "Hale", "Clarke" whole (review 66)
        ("Anne Hale,* Bob Clarke and Ida Roche", ("Anne Hale", "Bob Clarke", "Ida Roche")),
    ],
)
def test_glued_letter_marks_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Anna Kowalska, Piotr Nowaka", "Anna Kowalska, Piotr Nowaka"),
        ("USAb,c and Ann Leea,b", "USAb,c and Ann Lee a,b"),  # capitals are no surname
        ("Smith,a Jones", "Smith a, Jones"),
        ("pages 3,4 and 5", "pages 3,4 and 5"),
        ("Lindberga,b, Ann", "Lindberg a,b, Ann"),
        # signs set after the comma, run into the next name: no glued letter (review 66)
        ("Anne Hale,* Bob Clarke, and Ida Roche", "Anne Hale,* Bob Clarke, and Ida Roche"),
        (
            "Hugo Lange,*,† Ann Gerbe,‡ and Bo Reich§",
            "Hugo Lange,*,† Ann Gerbe,‡ and Bo Reich§",
        ),
    ],
)
def test_spaced_glued_marks(text: str, want: str) -> None:
    assert spaced_glued_marks(text) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        (
            "Giancarlo dalla Costa, Maria Teresa Dell'Orto e Vittorio degli Uberti",
            ("Giancarlo dalla Costa", "Maria Teresa Dell'Orto", "Vittorio degli Uberti"),
        ),
        ("Paolo dal Molin and Lucia delle Piane", ("Paolo dal Molin", "Lucia delle Piane")),
    ],
)
def test_italian_articled_particles(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        (
            "The NORDIC-HF Investigators: Kari Solberg, Lasse Eriksen, Minna Heikkilä",
            ("Kari Solberg", "Lasse Eriksen", "Minna Heikkilä"),
        ),
        (
            "The HELIOS Collaboration: Rania Haddad, Piet Jansen and Mei Lin",
            ("Rania Haddad", "Piet Jansen", "Mei Lin"),
        ),
    ],
)
def test_group_colon_members(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a group alone names nobody; a title before a colon is no group
        ("Writing Committee for the NORDIC-HF Trial Investigators", []),
        ("Ann Lee: Quarterly Review", ["Ann Lee"]),
        ("Reviewers: Ann Lee, Bo Chen", []),
    ],
)
def test_group_colon_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    "line",
    ["The Writing Group: A History", "The Study Group: Lessons from Ten Years"],
)
def test_group_colon_before_a_title_cuts_nothing(line: str) -> None:
    # a group's name before a title's colon: no member opens the rest (review 66)
    assert names_in_line(line, lenient=True) == []


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Prepared by Kalani Kahananui for the Hawaiʻi State Energy Office", ("Kalani Kahananui",)),
        (
            "Stefanie Kühn und Jan Reuter für die Deutsche Gesellschaft für Neurologie",
            ("Stefanie Kühn", "Jan Reuter"),
        ),
    ],
)
def test_body_signed_for(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Marie Dubois pour la Société Française de Cardiologie", "Marie Dubois"),
        ("Ann Lee for the Win", "Ann Lee for the Win"),  # no body's noun
        (
            "Technical Assistance for the State Energy Office",
            "Technical Assistance for the State Energy Office",
        ),
        ("Ana Ruiz para el Consejo", "Ana Ruiz para el Consejo"),  # no body's noun
    ],
)
def test_body_signed_for_line(line: str, want: str) -> None:
    assert without_body_for(line) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        (
            "Priyanka Iyer, IIT Madras, Chennai, and Arjun Menon, IISc Bangalore, India",
            ("Priyanka Iyer", "Arjun Menon"),
        ),
        (
            "Pablo Arrizabalaga, UPV/EHU, Leioa, Spain, and Itziar Goñi, Mondragon Unibertsitatea",
            ("Pablo Arrizabalaga", "Itziar Goñi"),
        ),
        (
            "Akosua Frimpong – KNUST, Kumasi, Ghana; Yaw Asante-Darko – University of Ghana, Legon",
            ("Akosua Frimpong", "Yaw Asante-Darko"),
        ),
        (
            "Sebastián Molina – Universidad de Chile; Valentina Rojas – Pontificia Universidad "
            "Católica de Chile",
            ("Sebastián Molina", "Valentina Rojas"),
        ),
    ],
)
def test_acronym_institutions_and_dashes(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # initials, not an acronym: a name follows, no place
        ("JR Smith, Bo Chen and Ann Lee", ["JR Smith", "Bo Chen", "Ann Lee"]),
        # acronyms with no place are left to the lenient reading
        ("Ann Lee, NASA, and Bo Chen, NOAA", []),
        # a hyphened given name of two short syllables is no joined acronym (review 66)
        (
            "Wei Zhang, Li-Na Wang, Tianjin, and Hao Liu, Yu-Na Kim, Seoul",
            ["Wei Zhang", "Li-Na Wang", "Hao Liu", "Yu-Na Kim"],
        ),
    ],
)
def test_acronym_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    "line",
    [
        "Ann Lee - Notes on Heat",  # a spaced hyphen before no affiliation
        "Theory of Heat - Department of Physics",  # a title before the hyphen
        "Ann Lee - KNUST",  # an acronym with no place after it
    ],
)
def test_dashed_controls(line: str) -> None:
    assert (
        dashed_names(
            line,
            lambda part: (
                names_in_line(part, lenient=True)[0] if names_in_line(part, lenient=True) else ""
            ),
        )
        is None
    )


@pytest.mark.parametrize(
    "line",
    ["Machine Learning - Institute Seminar Series", "Climate Risk - IIT Delhi, Delhi"],
)
def test_spaced_hyphen_title_names_nobody(line: str) -> None:
    # a title's spaced hyphen before an institution's word: no person opens it (review 66)
    assert names_in_line(line, lenient=True) == []


@pytest.mark.parametrize(
    ("text", "has"),
    [
        ("Mondragon Unibertsitatea", True),
        ("Univerzita Karlova", True),
        ("Sveučilište u Zagrebu", True),
        ("Tartu Ülikool", True),
        ("Prifysgol Caerdydd", True),
        ("Uniberts", False),
        ("Ollie Scott", False),
    ],
)
def test_university_words(text: str, has: bool) -> None:
    assert cues.has_affiliation(text) is has


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # music signs and the degree sign as marks, a range of numbers glued
        (
            "Saanvi Kulkarni♯, Matteo Ferrante♭, Oona Virtanen♯",
            ("Saanvi Kulkarni", "Matteo Ferrante", "Oona Virtanen"),
        ),
        (
            "Ewa Zielińska°, Tarik Benali° e Marco Rinaldi",
            ("Ewa Zielińska", "Tarik Benali", "Marco Rinaldi"),
        ),
        (
            "Mirela Popescu1–3, Adebayo Ogunleye2 and Kristin Haugen1,4",
            ("Mirela Popescu", "Adebayo Ogunleye", "Kristin Haugen"),
        ),
        # honours printed as post-nominals, dropped as degrees are
        ("Helen Ward OBE FRS and Ian Scott CBE", ("Helen Ward", "Ian Scott")),
        # a Russian label of the authors
        ("Авторы: Алексей Смирнов, Дарья Морозова", ("Алексей Смирнов", "Дарья Морозова")),
    ],
)
def test_marks_honours_and_labels(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_chapter_editors_line_no_authors(tmp_path: Path) -> None:
    first = "Fenella Cardew and Ivo Radanović"
    second = "In: R. Ashdown and P. Mbeki (eds.), Coastal Governance in Transition"
    assert two_line_authors(tmp_path, first, second) == ("Fenella Cardew", "Ivo Radanović")


@pytest.mark.parametrize(
    ("line", "other"),
    [
        ("In: R. Ashdown and P. Mbeki (eds.), Coastal Governance in Transition", True),
        ("Dans : M. Dupont (dir.), Histoire du climat", True),
        ("Ingrid Olsen and Bo Chen", False),
        ("Ann Lee (ed.), Bo Chen", False),  # no chapter's "In"
        ("Enrique Ruiz and Bo Chen", False),
    ],
)
def test_chapter_editors(line: str, other: bool) -> None:
    assert names_other_role(line) is other


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Mark Hill MA and Ann Lee", ["Mark Hill", "Ann Lee"]),
        ("Wei Wei MA, Jun LI", ["Wei Wei Ma", "Jun Li"]),  # a capitals surname, no degree
        ("Ann Lee, Bo Chen° and Cy Dunn", ["Ann Lee", "Bo Chen", "Cy Dunn"]),
    ],
)
def test_marks_and_honours_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        (
            "Ir. Bambang Susanto, M.T. dan Dr. Siti Rahmawati, S.Si.",
            ("Bambang Susanto", "Siti Rahmawati"),
        ),
        (
            "dr. Rina Kusumawati, Sp.A(K) dan Prof. Dr. dr. Bambang Hartono, Sp.PD-KGH",
            ("Rina Kusumawati", "Bambang Hartono"),
        ),
    ],
)
def test_dotted_degrees(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        (
            "Ir. Bambang Susanto, M.T. dan Dr. Siti Rahmawati, S.Si.",
            "Ir. Bambang Susanto dan Dr. Siti Rahmawati",
        ),
        ("Bambang Susanto, M.T.", "Bambang Susanto, M.T."),  # no proof: capitals only
        ("Smith, J.A., Lee, K.M.", "Smith, J.A., Lee, K.M."),  # initials of inverted names
        ("Ann Lee, Maria Sánchez", "Ann Lee, Maria Sánchez"),
    ],
)
def test_dotted_degrees_line(line: str, want: str) -> None:
    assert without_dotted_degrees(line) == want


@pytest.mark.parametrize(
    "line",
    [
        "A. Aalto, M. Bauer, S. Ek, D. Lund, F. Marino and M.Si. Tan",  # initials, short surnames
        "R.Kumar, S.Rao, M.Sen and S.Pd. Lee",  # initials unspaced before a surname
    ],
)
def test_dotted_degrees_initials_stay(line: str) -> None:
    assert without_dotted_degrees(line) == line


def test_titles_in_lower_case_after_a_join(tmp_path: Path) -> None:
    byline = "dr hab. inż. Tomasz Nowak i mgr Ewa Lis"
    assert byline_authors(tmp_path, byline) == ("Tomasz Nowak", "Ewa Lis")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("dr hab. inż. Tomasz Nowak i mgr Ewa Lis", ["dr hab. inż. Tomasz Nowak", "mgr Ewa Lis"]),
        # a topic and a person, a subtitle: as before
        ("Intelligence Artificielle et Marie Curie", []),
        ("Apprentissage Profond et Vision Artificielle", []),
        ("Mr. Ann Lee and Mrs. Bo Chen", ["Mr. Ann Lee", "Mrs. Bo Chen"]),
    ],
)
def test_titles_in_lower_case_line(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("name", "opens"),
    [
        ("mgr Ewa Lis", True),
        ("Ewa Lis", True),
        ("mgr Vision Artificielle", False),
        ("Vision Artificielle", False),
    ],
)
def test_a_person_opens_past_titles(name: str, opens: bool) -> None:
    assert opens_a_person(name) is opens


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Sr. Mary Clare Walsh and Br. Thomas Keane", ("Mary Clare Walsh", "Thomas Keane")),
        ("Reply by Kenneth Osei and Abena Darko", ("Kenneth Osei", "Abena Darko")),
    ],
)
def test_a_brother_and_a_reply(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Ann Lee, Br. J. Phys.", ["Ann Lee", "Br. J. Phys"]),  # as before: no brother's name
        ("Replying to Ann Lee", []),  # no lead: a sentence's verb
    ],
)
def test_a_brother_and_a_reply_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want
