"""Bylines and names, round 70 (bylines70): lines only, no page drawn.

Each name followed by its institution and places, groups joined by "and" or semicolons
(:mod:`tapyre_paper_search.pdf.affilgroups`), a name and its affiliation parted by a
spaced dash, and a foundation's word in the Romance languages
(:data:`tapyre_paper_search.pdf.cues.AFFILIATION`), and superscript letters after a name kept
off it by the text's normalisation (:mod:`tapyre_paper_search.pdf.markletters`), and a
generational suffix dropped from a name given out (:mod:`tapyre_paper_search.pdf.untitledname`),
a nickname in quotes or brackets inside a name (:mod:`tapyre_paper_search.pdf.nicknames`) and
a birth name after a name (:mod:`tapyre_paper_search.pdf.birthnames`).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.affilgroups import dashed_names, grouped_by_affiliation
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.birthnames import without_birth_names
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.nicknames import without_nicknames
from tapyre_paper_search.pdf.normalize import normalize_text
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("line", "want"),
    [
        (
            "Chen Yu, Hong Kong University of Science and Technology, and Rachel Adeyemi, "
            "University of Ibadan",
            ["Chen Yu", "Rachel Adeyemi"],
        ),
        (
            "Johan Berg, Uppsala University, Sweden; Eva Lund, KTH, Stockholm, Sweden",
            ["Johan Berg", "Eva Lund"],
        ),
        (
            "Maria Luísa Teixeira, Fundação Oswaldo Cruz, e Pedro Alves, "
            "Universidade Federal de Minas Gerais",
            ["Maria Luísa Teixeira", "Pedro Alves"],
        ),
        (
            "Hans Müller, Institut für Physik, Universität Bonn, und Eva Braun, "
            "Max-Planck-Institut für Chemie, Mainz",
            ["Hans Müller", "Eva Braun"],
        ),
        (
            "Pierre Durand, Université de Lyon, France, et Marie Roux, CNRS, Paris",
            ["Pierre Durand", "Marie Roux"],
        ),
        (
            "Marta Kowalczyk — Wrocław University of Science and Technology, Poland",
            ["Marta Kowalczyk"],
        ),
        ("Ana García – Universidad de Sevilla", ["Ana García"]),
        (
            "Sebastián Molina – Universidad de Chile; Valentina Rojas – Pontificia "
            "Universidad Católica de Chile",
            ["Sebastián Molina", "Valentina Rojas"],
        ),
    ],
)
def test_names_each_with_affiliation(line: str, want: list[str]) -> None:
    assert names_in_line(line, lenient=True) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # the strict reading still refuses a line holding affiliations
        (
            "Chen Yu, Hong Kong University of Science and Technology, and Rachel Adeyemi, "
            "University of Ibadan",
            [],
        ),
        ("Marta Kowalczyk — Wrocław University of Science and Technology, Poland", []),
    ],
)
def test_strict_reading_unchanged(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


def _name(part: str) -> str:
    """A stand-in person reader: two words or more, each opening with a capital."""
    words = part.split()
    person = len(words) >= 2 and all(w[0].isupper() for w in words)
    return part if person and not cues.has_affiliation(part) else ""


@pytest.mark.parametrize(
    "line",
    [
        # two names in a row: they share an affiliation, read as before
        "Ann Lee, Department of Physics, Bo Chen, Carl Wu, Department of Chemistry",
        # names before the affiliation
        "Ann Lee, Bo Chen, University of Oslo, Norway",
        # an acronym opening a piece with no place after it is initials: "JR Smith"
        "Ann Lee, JR Smith, Bo Chen, University of Oslo",
        # two lines run together: the last group after a comma alone
        "Rui Zhang, School of Computer Science, Fudan University, Shanghai Lena Hoffmann, "
        "Max Planck Institute for Informatics, Saarbrücken",
        # acronyms only, no institution's word and no place (bylines71 reads an acronym
        # before its place: "IIT Madras, Chennai", test_bylines71)
        "Priyanka Iyer, IIT, and Arjun Menon, IISc",
        # a hospital's person and a plain name
        "Maria Rossi, Ospedale San Raffaele, Milano, e Luca Bianchi",
        # one group only
        "Ann Lee, University of Oslo, Norway",
        # law, medicine: cases and drugs, no persons' groups
        "Smith v. Jones, Supreme Court of Canada, and R. v. Oakes, Court of Appeal",
        "Aspirin, Bayer AG, Leverkusen, and Ibuprofen, Boots Company, Nottingham",
    ],
)
def test_groups_refused(line: str) -> None:
    assert grouped_by_affiliation(pieces(line), line, _name) is None


@pytest.mark.parametrize(
    "line",
    [
        "Theory of Heat – Department of Physics",  # a title's words, no name before
        "The Supreme Court – a Study",  # no affiliation after the dash
        "Ann Lee – Bo Chen",  # two names parted by a dash
        "Geschichte der Universität – Band 2",  # an institution before the dash
        "Ann Lee – University of Oslo; Bo Chen",  # a group with no dash
        "Ann Lee, University of Oslo",  # no dash at all
    ],
)
def test_dash_refused(line: str) -> None:
    assert dashed_names(line, _name) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Fundação Oswaldo Cruz", True),
        ("Fundación Jiménez Díaz", True),
        ("Fundació Puigvert", True),
        ("Fondation Mérieux", True),
        ("Fondazione Bruno Kessler", True),
        # names and words that share the letters
        ("Ana Fundo", False),
        ("Fondant Studies", False),
        ("Fundamental Physics", False),
    ],
)
def test_foundation_words(text: str, want: bool) -> None:
    assert cues.has_affiliation(text) is want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a name's superscript letters, kept off it before NFKC
        (
            "Rachel Adamsᵃ, Tomás Riveraᵇ and Ingrid Solheimᵃ,ᶜ",
            "Rachel Adams a, Tomás Rivera b and Ingrid Solheim a,c",
        ),
        ("Paolo Serraᵃ, Kwame Mensahᵃ,ᶜ,*", "Paolo Serra a, Kwame Mensah a,c,*"),
        ("Jan Müllerᵃ, Eva Braunᵇ", "Jan Müller a, Eva Braun b"),
        # a digit's, a single letter's and a word's modifier letters fold as before
        ("the 5ᵗʰ edition", "the 5th edition"),
        ("Oslo, 1ˢᵗ May", "Oslo, 1st May"),
        ("Mᵐᵉ Dupont et Mˡˡᵉ Roux", "Mme Dupont et Mlle Roux"),
        ("aspirated kʰ and pʰ", "aspirated kh and ph"),
        ("the Kʰoisan languages", "the Khoisan languages"),
        ("ﬁrst ﬂoor", "first floor"),
    ],
)
def test_superscript_letters_after_names(text: str, want: str) -> None:
    assert normalize_text(text) == want


def test_names_with_superscript_letters() -> None:
    line = normalize_text("Rachel Adamsᵃ, Tomás Riveraᵇ and Ingrid Solheimᵃ,ᶜ")
    assert names_in_line(line) == ["Rachel Adams", "Tomás Rivera", "Ingrid Solheim"]


@pytest.mark.parametrize(
    ("names", "want"),
    [
        # a generational suffix dropped (bylines68's convention)
        (("Robert T. Hayes Jr.", "Linda Cho"), ("Robert T. Hayes", "Linda Cho")),
        (("Henry Ford II",), ("Henry Ford",)),
        (("Lee Brown III", "Robert Kennedy Jr"), ("Lee Brown", "Robert Kennedy")),
        (("Dr. John Smith Sr.",), ("John Smith",)),
        # a surname before bare initials that read as a numeral keeps them
        (("Ivanov II", "Petrov IV"), ("Ivanov II", "Petrov IV")),
        # a name's word in mixed case; a name of two words
        (("Maria Iii Costa", "Ann Iv"), ("Maria Iii Costa", "Ann Iv")),
    ],
)
def test_generational_suffix_dropped(names: tuple[str, ...], want: tuple[str, ...]) -> None:
    assert untitled(names) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        (
            "Robert \"Bob\" Kline, Margaret 'Peggy' Osei and Thomas (Tom) Reyes",
            ["Robert Kline", "Margaret Osei", "Thomas Reyes"],
        ),
        (
            "Chukwuemeka “Emeka” Obi and Oluwaseun „Seun“ Adeyemi",
            ["Chukwuemeka Obi", "Oluwaseun Adeyemi"],
        ),
        ("Jean «Johnny» Martin", ["Jean Martin"]),
    ],
)
def test_nicknames_left_out(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    "line",
    [
        "Filippo de' Rossi e Chiara Dell'Acqua",  # a particle's apostrophe
        "Patrick O'Brien and Ann Lee",
        "Ann Lee (Harvard) and Bo Chen",  # a bracket before "and"
        "Ann Lee (UK), Bo Chen (USA)",
        "Tumour (Grade) Analysis",  # no given name beside
        'The "Green" Revolution in India',  # a title's quoted word
        "Die „Neue“ Sachlichkeit",
        "Le « Grand » Paris",
        'A study of "Hamlet"',
        'Ann "the Elder" Lee',  # two words
    ],
)
def test_quotes_and_brackets_kept(line: str) -> None:
    assert without_nicknames(line) == line


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Anna Schmidt geb. Weber und Klaus Hoffmann", ["Anna Schmidt", "Klaus Hoffmann"]),
        ("Ewa Kamińska z d. Nowicka, Piotr Zając", ["Ewa Kamińska", "Piotr Zając"]),
        ("Jana Nováková roz. Dvořáková a Petr Novák", ["Jana Nováková", "Petr Novák"]),
        ("Marie Dupont née Lemaire et Paul Roux", ["Marie Dupont", "Paul Roux"]),
    ],
)
def test_birth_names_left_out(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    "line",
    [
        "Hans Müller, geb. 12. März 1950 in Bremen",  # a date of birth
        "Anna Schmidt, geb. Weber",  # after a comma: read as before
        "la famille née Lemaire",  # a lower-case word before
        "Il est né Paris",
        "Dr. med. Uwe Brandt",
    ],
)
def test_birth_words_elsewhere_kept(line: str) -> None:
    assert without_birth_names(line) == line
