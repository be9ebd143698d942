"""Bylines and names, round 72 (bylines72): each kind read on a drawn report page.

Ranks written without their stops (:mod:`tapyre_paper_search.pdf.stoplessranks`); a
group's noun before the study it serves, and members no given-name list holds after its
colon (:mod:`tapyre_paper_search.pdf.groupbylines`); footnote signs then letters closing a
name on an after-comma byline (:mod:`tapyre_paper_search.pdf.gluedmarks`); a title run
proving a person after a word for "and" (:func:`tapyre_paper_search.pdf.strictcuts.opens_a_person`);
title runs' first letters drawn from the list ("Fil. dr";
:mod:`tapyre_paper_search.pdf.academictitles`); "Univ.-Prof." no affiliation
(:data:`tapyre_paper_search.pdf.cues.AFFILIATION`); a name's degrees opening the next
piece before "and" (:mod:`tapyre_paper_search.pdf.degreetails`); persons of one name
(:mod:`tapyre_paper_search.pdf.mononyms`); an institution's acronym after a name with no
comma (:mod:`tapyre_paper_search.pdf.acronymtails`).  Each case draws the byline under a report's
title (``report_pages.byline_authors``) and asserts the authors read; the controls are
what must stay.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.gluedmarks import spaced_glued_marks
from tapyre_paper_search.pdf.groupbylines import names_a_group
from tapyre_paper_search.pdf.stoplessranks import with_stopped_ranks
from tapyre_paper_search.pdf.strictcuts import opens_a_person


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # two stopless ranks in a row prove the style; a lone rank after "and" goes too
        ("Flt Lt Rowan Pryce and Maj Imogen Castell", ("Rowan Pryce", "Imogen Castell")),
        ("Maj Gen Tobias Renshaw, Sqn Ldr Kavya Menon", ("Tobias Renshaw", "Kavya Menon")),
        # a corps' letters after the name with no comma
        ("Lt Col Edmund Rooke RAMC and Capt Freya Dunmore", ("Edmund Rooke", "Freya Dunmore")),
    ],
)
def test_stopless_ranks(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Lt Col Ann Lee", "Lt. Col. Ann Lee"),
        ("Wg Cdr Ann Lee, VSM and Maj Bo Chen", "Wg. Cdr. Ann Lee, VSM and Maj. Bo Chen"),
        ("Lt Col Ann Lee RAMC and Maj Bo Chen", "Lt. Col. Ann Lee and Maj. Bo Chen"),
        # no pair: one rank's word proves nothing ("Maj" opens names)
        ("Maj Britt Lindqvist and Col Hughes", "Maj Britt Lindqvist and Col Hughes"),
        ("Ann Lee NASA and Bo Chen", "Ann Lee NASA and Bo Chen"),
        # a rank's word inside a name after no separator stays
        ("Flt Lt Ann Lee and Anna Col Ferreira", "Flt. Lt. Ann Lee and Anna Col Ferreira"),
    ],
)
def test_stopped_ranks_line(line: str, want: str) -> None:
    assert with_stopped_ranks(line) == want


def test_lone_stopless_rank_stays_a_name(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Maj Britt Lindqvist and Anna Berg") == (
        "Maj Britt Lindqvist",
        "Anna Berg",
    )


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # a group's noun, then the study it serves, then members no list holds
        (
            "Steering Committee of the AURORA-CKD Trial: Bjarte Holm, Ingrid Sæther, Petter Lunde",
            ("Bjarte Holm", "Ingrid Sæther", "Petter Lunde"),
        ),
        # signs then letters closing the last name on an after-comma byline
        (
            "Rina Okabe,a Daiki Morimoto,b and Sora Takeuchi*b",
            ("Rina Okabe", "Daiki Morimoto", "Sora Takeuchi"),
        ),
    ],
)
def test_group_study_and_sign_letters(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("piece", "group"),
    [
        ("Writing Committee for the HEART-2 Trial", True),
        ("Steering Committee of the ORBIT Study", True),
        ("The Writing Group", True),
        # the tail must be capitalised words: a phrase after the noun is no study's name
        ("Data Team for the kids", False),
        ("Ann Lee for the Trial", False),
    ],
)
def test_group_with_study(piece: str, group: bool) -> None:
    assert names_a_group(piece) is group


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a title, no member, after the colon: nothing cut
        ("The Writing Group: A History", []),
        # a list whose later piece opens with no person either: nothing cut
        ("The Writing Group: Heat Waves, Cold Snaps and Coasts", []),
    ],
)
def test_group_colon_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ann Lee,a Bo Chen,b and Ida Roche*a", "Ann Lee a, Bo Chen b, and Ida Roche a,*"),
        ("Ann Lee,a Bo Chen,b and Ida Roche†,*b,c", "Ann Lee a, Bo Chen b, and Ida Roche b,c,†,*"),
        # no after-comma list: a sign then a letter is left as it is
        ("Ann Lee*, Bo Chen and Ida Roche*a", "Ann Lee*, Bo Chen and Ida Roche*a"),
    ],
)
def test_signs_then_letters(text: str, want: str) -> None:
    assert spaced_glued_marks(text) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # a title run proves the person after "and" though no list holds the given name
        (
            "prof. dr. ir. Joost Verbeek, drs. Wietske Dijkstra en mr. Sjoerd Bakker",
            ("Joost Verbeek", "Wietske Dijkstra", "Sjoerd Bakker"),
        ),
        ("Fil. dr Maja Holm och docent Arvid Lindgren", ("Maja Holm", "Arvid Lindgren")),
        (
            "Univ.-Prof. Dr. Florian Auer und Mag. Theresa Pichler",
            ("Florian Auer", "Theresa Pichler"),
        ),
        # a name's degree opening the next piece before "and"
        (
            "doc. Ing. Juraj Baláž, PhD. a Mgr. Lucia Hudecová",
            ("Juraj Baláž", "Lucia Hudecová"),
        ),
    ],
)
def test_title_runs(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("name", "person"),
    [
        ("drs. Wietske Dijkstra", True),
        ("Fil. dr Maja Holm", True),
        # past the titles, a topic's words open no person
        ("mgr Vision Artificielle", False),
        ("Dr. Heat Transfer", False),
        # no title: no list holds "Wietske", so no proof
        ("Wietske Dijkstra", False),
    ],
)
def test_title_run_opens_a_person(name: str, person: bool) -> None:
    assert opens_a_person(name) is person


@pytest.mark.parametrize(
    ("text", "has"),
    [
        ("Univ.-Prof. Dr. Ann Lee", False),
        ("Univ.-Doz. Ann Lee", False),
        ("Univ.-Klinik für Neurologie", True),
        ("Ann Lee, Univ. of Oslo", True),
    ],
)
def test_university_professor_no_affiliation(text: str, has: bool) -> None:
    assert cues.has_affiliation(text) is has


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Ann Lee, PhD and Bo Chen", ["Ann Lee", "Bo Chen"]),
        # a lone capitals degree before "and" is no proof: read as before
        ("Ann Lee, MD and Bo Chen", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_degree_before_and_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Suparno, Kusnadi and Dewi Anggraini", ("Suparno", "Kusnadi", "Dewi Anggraini")),
        ("Rahmat Hidayat, Sugiyanto, dan Purwanto", ("Rahmat Hidayat", "Sugiyanto", "Purwanto")),
    ],
)
def test_one_word_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # one one-word piece alone may be a place no list holds
        ("Ann Lee, Bandung and Bo Chen", ["Ann Lee", "Bo Chen"]),
        # dictionary words are no one's name
        ("Ann Lee, Chemistry, Physics and Bo Chen", []),
        # no "and" before the last piece: no such list
        ("Ann Lee, Suparno, Kusnadi, Bo Chen", []),
        # full names only: read as before
        ("Ann Lee, Bo Chen and Carl Berg", ["Ann Lee", "Bo Chen", "Carl Berg"]),
        # a Catalan "i" links a surname's halves: no one-word person ("Roca")
        (
            "Joaquim Puig i Vidal, Núria Soler i Roca",
            ["Joaquim Puig i Vidal", "Núria Soler i Roca"],
        ),
    ],
)
def test_one_word_names_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Karen Holt JPL and Tomás Ibarra USGS", ("Karen Holt", "Tomás Ibarra")),
        # proved by one piece, cut off the others of the shape ("Wen" is in no list)
        ("Wen Zhao CSIRO, Laura Finch BOM", ("Wen Zhao", "Laura Finch")),
    ],
)
def test_acronym_after_name(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a capitals surname after given names, or after one given name: kept
        ("Jean Pierre DUPONT and Marie CURIE", ["Jean Pierre Dupont", "Marie Curie"]),
        ("Wei Wei MA, Jun LI", ["Wei Wei Ma", "Jun Li"]),
        ("Laura Finch USGS, Jean Pierre DUPONT", ["Laura Finch", "Jean Pierre Dupont"]),
        # review 67: a capitals surname after a given name and a surname no list holds
        # (Iberian, German double names: four words), or on a line whose two-word piece
        # proves capitals surnames ("Jean DUPONT"): kept
        ("Hans Peter Gross MEIER", ["Hans Peter Gross Meier"]),
        (
            "Maria Fernanda Ruiz TORRES and Jun LI",
            ["Maria Fernanda Ruiz Torres", "Jun Li"],
        ),
        ("Marie Laure DUBOIS, Jean DUPONT", ["Marie Laure Dubois", "Jean Dupont"]),
        # one piece of the shape proves nothing: given names and a capitals surname
        ("Anne Laure MARTIN", ["Anne Laure Martin"]),
        ("Maria Grazia ROSSI and Ann Lee", ["Maria Grazia Rossi", "Ann Lee"]),
        # a degree, a numeral: as before
        ("Laura Finch MD and Karen Holt", ["Laura Finch", "Karen Holt"]),
        ("Henry Ford III", ["Henry Ford III"]),
    ],
)
def test_acronym_after_name_controls(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want
