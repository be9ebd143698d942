"""Names from every culture, round 46: the ``--world-names 46`` round (names45's
held-out parts are train) and the rules of the round — a capital initial between two
given names and a surname is one person's middle initial
(:func:`tapyre_paper_search.pdf.doublenames.middle_initial`), and a SciFact "abstract"
that is a whole document is clipped by the corpus generator
(:func:`pdfgen.sources.clipped`).  Pages drawn with PyMuPDF (base-14 Times,
``layout_pages``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, Writer, write_page
from pdfgen.sources import Record
from pdfgen.worldnames import world_records
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namecuts import run_together

# --- the round -------------------------------------------------------------------------


def _words(pool: dict[str, dict[str, tuple[str, ...]]]) -> set[str]:
    return {w for p in pool.values() for v in p.values() for x in v for w in x.split()}


def _names(split: str) -> list[str]:
    records = [Record(key=f"r{k}", title=f"Paper {k}", abstract=()) for k in range(200)]
    out, _ = world_records(records, [], split, 7, "46")
    return [name for r in out for name in r.authors]


def test_control_round_46_trains_on_names45s_held_out_parts() -> None:
    """Control: ``--world-names 46`` draws names45's held-out parts (Bashkir, Gujarati,
    Tajik …) in train, the new held-out file's parts only in held-out."""
    from pdfgen import worldnames_held45, worldnames_held46

    train = {w for n in _names("train") for w in n.split()}
    held = {w for n in _names("heldout") for w in n.split()}
    held46 = _words(worldnames_held46.HELDOUT)
    initials = set(worldnames_held46.HELDOUT["palauan"]["more"])
    assert train & _words(worldnames_held45.HELDOUT)
    assert not train & (held46 - initials)
    assert held <= held46


def test_control_round_46_draws_palauan_middle_initials() -> None:
    """Control: the Palauan maker puts a middle initial between the given name and the
    family name about half the time, never elsewhere."""
    from pdfgen import worldnames_held46

    parts = worldnames_held46.HELDOUT["palauan"]
    palauan = [n.split() for n in _names("heldout") if n.split()[0] in parts["given"]]
    assert {len(words) for words in palauan} == {2, 3}
    assert all(words[1] in parts["more"] for words in palauan if len(words) == 3)
    assert all(words[-1] in parts["family"] for words in palauan)


# --- a capital initial between two given names and a surname ---------------------------


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("JOHN PAUL I SMITH", ["John Paul I Smith"]),
        ("JOHN PAUL P SMITH", ["John Paul P Smith"]),
        ("MARY ANN K JONES", ["Mary Ann K Jones"]),
        ("Mary Ann K. Jones", ["Mary Ann K. Jones"]),
        ("John Paul I Smith Ann Lee", ["John Paul I Smith", "Ann Lee"]),
        ("ANNA LEE AND JOHN PAUL I SMITH", ["Anna Lee", "John Paul I Smith"]),
        ("JOHN PAUL I SMITH, ANNA LEE", ["John Paul I Smith", "Anna Lee"]),
    ],
)
def test_a_middle_initial_after_two_given_names_is_one_person(line: str, names: list[str]) -> None:
    """names45 read "JOHN PAUL I SMITH" as two names run together ("John Paul", "I
    Smith"): two given names leave the first "name" no surname, and a capital initial
    between given names and a surname is a middle initial, the usual reading."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("JUAN CRISTINA ROMERO Y GUERRERO", ["Juan Cristina Romero y Guerrero"]),
        ("VICENTE MARTIN Y SOLER", ["Vicente Martin y Soler"]),
        ("MIREIA VILANOVA I SABATÉ", ["Mireia Vilanova i Sabaté"]),
        ("ANA MARIA COSTA E SILVA", ["Ana Maria Costa e Silva"]),
        ("JOHN SMITH P JONES", ["John Smith", "P Jones"]),
        ("Jane Doe John Q. Smith", ["Jane Doe", "John Q. Smith"]),
        ("Mary Ann Paul Kim", ["Mary Ann", "Paul Kim"]),
        ("Ann Lee Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("María José García López", ["María José García López"]),
        ("JOHN P SMITH", ["John P Smith"]),
    ],
)
def test_control_links_and_names_run_together_read_as_before(line: str, names: list[str]) -> None:
    """Control: a compound surname's capital link, names run together whose first has a
    surname ("Doe", "Smith") or whose second opens with a given name, and an Iberian
    double name read as before."""
    assert names_in_line(line) == names


def test_run_together_keeps_a_middle_initial_in_its_name() -> None:
    """The cut itself: a name of two given names is joined to the initial and surname
    after it, the other names of the run kept."""
    assert run_together("Ann Lee Mary Ann K. Jones Bo Chen") == [
        "Ann Lee",
        "Mary Ann K. Jones",
        "Bo Chen",
    ]


def _capitals_byline(byline: str) -> Writer:
    """A title, a byline in capitals, an affiliation and an abstract."""

    def front(page: Writer) -> None:
        page.line("Seasonal Drift of Groundwater Nitrate in Karst Aquifers", 16, bold=True)
        page.space(6)
        page.line(byline, 11)
        page.line("Department of Geology, University of Leeds, United Kingdom", 9)
        page.space(10)
        page.line("ABSTRACT", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front  # type: ignore[return-value]


def test_a_byline_in_capitals_with_a_middle_initial_names_one_person(tmp_path: Path) -> None:
    """A page whose byline is "JOHN PAUL I SMITH": one author."""
    got = extract_pdf(write_page(tmp_path / "p.pdf", _capitals_byline("JOHN PAUL I SMITH")))
    assert got.authors == ("John Paul I Smith",)


def test_control_a_byline_in_capitals_of_two_people_names_both(tmp_path: Path) -> None:
    """Control: "JOHN SMITH P JONES" on the same page: two people, as before."""
    got = extract_pdf(write_page(tmp_path / "p.pdf", _capitals_byline("JOHN SMITH P JONES")))
    assert got.authors == ("John Smith", "P Jones")


# --- a whole document scraped as an abstract (the generator) ---------------------------


def test_a_whole_document_as_an_abstract_is_clipped_at_a_sentence() -> None:
    """The generator clips a source "abstract" longer than 5,000 characters at its last
    sentence end within them (t45 office colopen train-0005's 9,999-character truth)."""
    from pdfgen.sources import clipped

    text = "Lung cancer is common. " * 400
    out = clipped(text.strip())
    assert len(out) == 4990
    assert out.endswith("is common.")


def test_control_an_abstract_of_5000_characters_or_fewer_is_kept_whole() -> None:
    """Control: an abstract of 5,000 characters or fewer is kept exactly."""
    from pdfgen.sources import clipped

    text = ("Nitrate drifts. " * 312).strip()
    assert clipped(text) == text
