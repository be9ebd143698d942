"""Bylines and names, round 64 (bylines64): lines, a book review's lines, two pages.

Lists of two-hanzi words read as no names, Chinese names with their marks; a literature
index's search links under a name; "Reviewed by:" with its colon; titles and ranks cut
short closing no name ("Sqn. Ldr.", "H.E. Amb.", "Avv.", "MM.", Greek and Russian
titles, Polish doctorates' fields); pieces of degrees only; Russian "и др." and science
degrees; the Welsh "ac"; German contracted and Dutch "in 't" particles; e-mails in angle
brackets; a study's named writing group; persons with affiliations parted by semicolons; a
German thesis's author with the place they come from ("aus Bremen"), German diplomas.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from brief_pages import ABSTRACT, TITLE
from report_pages import byline_authors
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.contractedparticles import contracted_particle_at
from tapyre_paper_search.pdf.degreetails import is_degree
from tapyre_paper_search.pdf.etal import without_et_al
from tapyre_paper_search.pdf.hannames import without_marks, word_list
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.reviewbyline import review_byline
from tapyre_paper_search.pdf.semicolongroups import grouped_names
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("郭晓峰1，何丽娜2*", ("郭晓峰", "何丽娜")),
        ("Ingrid Solberg, University of Bergen, Bergen; Tomas Lind, Chalmers University, "
         "Gothenburg", ("Ingrid Solberg", "Tomas Lind")),
    ],
)  # fmt: skip
def test_bylines64_on_a_page(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # lists of two-hanzi words; controls: common given names, a longer name beside
        ("黄金，白银", []),
        ("金属、石油、煤炭", []),
        ("高温、高压、高速", []),
        ("孙丽、何军", ["孙丽", "何军"]),
        ("马超，黄金花", ["马超", "黄金花"]),
        ("郭晓峰1，何丽娜2*", ["郭晓峰", "何丽娜"]),
        ("王 芳、李华", ["王 芳", "李华"]),  # a name with a space beside one run together
        # search links under a name; control: a surname that is an English noun
        ("PubMed Google Scholar", []),
        ("Hana Okafor, Luis Brandt, Google Scholar", ["Hana Okafor", "Luis Brandt"]),
        ("Ann Scholar", ["Ann Scholar"]),
        # titles cut short: one name each, not a piece of titles
        ("H.E. Amb. Lucía Ferrer and Hon. Samuel Otieno",
         ["H.E. Amb. Lucía Ferrer", "Hon. Samuel Otieno"]),
        ("Sqn. Ldr. Neha Kapoor and Flt. Lt. Omar Haddad",
         ["Sqn. Ldr. Neha Kapoor", "Flt. Lt. Omar Haddad"]),
        # degrees: a piece of them only; a Russian science degree
        ("Aoife Byrne, MB BCh BAO; Conor Walsh, MB BCh", ["Aoife Byrne", "Conor Walsh"]),
        ("Devika Rao MBBS DNB and Paul Mertens RN BSN", ["Devika Rao", "Paul Mertens"]),
        ("И. В. Смирнов, д.т.н., О. Л. Кравец, к.т.н.", ["И. В. Смирнов", "О. Л. Кравец"]),
        # Russian "и др."; control: one name before it (a running head's)
        ("Смирнова А. В., Котов Д. И. и др.", ["Смирнова А. В.", "Котов Д. И."]),
        # Welsh "ac"; German and Dutch particles; control: a title's preposition
        ("Carys Jones ac Iwan Morgan", ["Carys Jones", "Iwan Morgan"]),
        ("Hanna zum Felde und Bernd vom Hofe", ["Hanna zum Felde", "Bernd vom Hofe"]),
        ("Sanne in 't Zandt en Joost de Wit", ["Sanne in 't Zandt", "Joost de Wit"]),
        ("Beiträge zur Geschichte", []),
        # a German thesis's author and the place they come from, after a German lead only
        ("Vorgelegt von Dipl.-Phys. Jonas Brenner aus Kassel", ["Dipl.-Phys. Jonas Brenner"]),
        ("Eingereicht von Mara Lenz aus Frankfurt am Main", ["Mara Lenz"]),
        ("Prepared by Mara Lenz aus Kassel", []),
    ],
)  # fmt: skip
def test_bylines64_lines(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Lea Wong <lwong@example.org>, Ravi Das <rdas@example.org>", ["Lea Wong", "Ravi Das"]),
        ("The ATLAS-HF Writing Group: Marta Ruiz, Oren Katz", ["Marta Ruiz", "Oren Katz"]),
        ("prof. dr hab. n. med. Ewa Nowak, dr inż. Jan Lis",
         ["prof. dr hab. n. med. Ewa Nowak", "dr inż. Jan Lis"]),
        # control: two names before one affiliation, read as before
        ("Ingrid Solberg, Tomas Lind; University of Bergen", ["Ingrid Solberg", "Tomas Lind"]),
    ],
)  # fmt: skip
def test_bylines64_lenient_lines(line: str, want: list[str]) -> None:
    assert names_in_line(line, lenient=True) == want


def test_titles_dropped_from_names_given_out() -> None:
    names = ("H.E. Amb. Lucía Ferrer", "Avv. Chiara Conti", "Δρ. Ελένη Παππά", "Rev. Quinn")
    assert untitled(names) == ("Lucía Ferrer", "Chiara Conti", "Ελένη Παππά", "Rev. Quinn")
    assert untitled(("доцент О. Л. Кравец", "prof. dr hab. n. med. Ewa Nowak")) == (
        "О. Л. Кравец",
        "Ewa Nowak",
    )
    assert untitled(("MM. Jules Fabre", "Dr. N. Smith")) == ("Jules Fabre", "N. Smith")


def test_module_contracts() -> None:
    assert word_list(["黄金", "白银"]) and not word_list(["黄金", "白银花"])
    assert not word_list(["周杰", "吴敏"])
    assert without_marks("林志强1*") == "林志强" and without_marks("Lee1") == "Lee1"
    assert is_degree("MB BCh BAO") and is_degree("д.м.н.") and not is_degree("MB Lee")
    assert without_et_al("Иван Петров и др.") == "Иван Петров и др."  # one name: kept
    assert contracted_particle_at(["Eva", "zur", "Mühlen"], 1)
    assert not contracted_particle_at(["Verein", "zur", "Förderung"], 1)
    assert not contracted_particle_at(["Daan", "in", "Veld"], 1)
    assert grouped_names("Ann Lee, University of Oslo; Bo Chen", lambda p: p) is None


def _line(text: str, y0: float, size: float = 11.0, *, bold: bool = False,
          italic: bool = False, x0: float = 60.0) -> Line:  # fmt: skip
    return Line(text, size, bold, italic, False, x0, y0, 535.0, y0 + size, 0, 0)


@pytest.mark.parametrize(
    ("label", "want"),
    [("BOOK REVIEW", ("Ann Lee", "Bo Chen")), ("RESEARCH ARTICLE", ())],
)
def test_reviewed_by_with_a_colon(label: str, want: tuple[str, ...]) -> None:
    """A book review's "Reviewed by: …" (before: nobody); on another page, nobody."""
    lines = [_line(label, 50, 10, bold=True), _line(TITLE, 70, 16, bold=True)]
    lines += [_line(row, 100 + 15 * n) for n, row in enumerate(ABSTRACT)]
    lines.append(_line("Reviewed by: Ann Lee and Bo Chen", 300, bold=True, x0=360))
    assert review_byline(lines, [1]) == want
