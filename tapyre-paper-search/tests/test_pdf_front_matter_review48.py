"""Front-matter defects review48 found in front26's rules, on first pages drawn with
PyMuPDF: a conjunction other than "y" / "e" after a three-word name read as a compound
surname (the names lost); a surname that is an institution's word ("Escola",
"Consiglio", "L'Hôpital") reading the byline as an affiliation; a running head with
the short title hiding the subtitle under the title; and body text on page 2 broken
mid-sentence by a caption taken into an abstract over author notes."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_pdf_front_matter_front26 as front26
import test_pdf_front_matter_leftovers as leftovers
from layout_pages import ABSTRACT, Writer, write_page
from tapyre_paper_search.pdf import cues, extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.sitetitle import without_site


@pytest.mark.parametrize(
    ("byline", "font"),
    [
        ("Jean Pierre Dupont et Marie Curie, Paul Martin", "tiro"),
        ("Marta Puig Soler i Joan Vidal, Pau Serra", "helv"),
    ],
)
def test_a_conjunction_no_surname_holds_cuts_names_after_a_three_word_name(
    tmp_path: Path, byline: str, font: str
) -> None:
    rows = [(byline, 11, font), ("Universität Leipzig, Leipzig, Germany", 9, font)]
    first, rest = byline.split(", ")
    conjunction = first.split()[3]
    names = (*first.split(f" {conjunction} "), rest)
    assert front26._read(tmp_path / "conj.pdf", rows) == names


def test_a_capital_e_in_a_byline_set_in_capitals_loses_no_name() -> None:
    line = "ANA PAULA COSTA E SILVA SANTOS, JOÃO COSTA"
    assert names_in_line(line, lenient=True)[-1] == "João Costa"
    assert len(names_in_line(line, lenient=True)) == 3
    assert names_in_line("Anna Karin Berg och Erik Lund, Per Holm", lenient=True) == [
        "Anna Karin Berg",
        "Erik Lund",
        "Per Holm",
    ]


@pytest.mark.parametrize(
    ("byline", "font"),
    [
        ("Maria Escola, Ana Lopes", "tiro"),
        ("Marco Consiglio, Anna Rossi", "helv"),
        ("Jean L'Hôpital, Marie Dubois", "tiit"),
    ],
)
def test_a_surname_that_is_an_institutions_word_is_a_name(
    tmp_path: Path, byline: str, font: str
) -> None:
    rows = [(byline, 11, font), ("Universität Leipzig, Leipzig, Germany", 9, font)]
    assert front26._read(tmp_path / "surname.pdf", rows) == tuple(byline.split(", "))


def test_an_institutions_word_with_its_name_after_it_is_an_affiliation() -> None:
    places = ("Consiglio Nazionale delle Ricerche", "Hôpital Saint-Louis", "Escola Politécnica")
    for place in places:
        assert cues.has_affiliation(place), place


LONG = "Disk-Based Storage for Scalable Video Streams in Heterogeneous Networks of Clients"
ROWS = ("Disk-Based Storage for Scalable Video", "Streams in Heterogeneous Networks of Clients")
HEAD = ("Disk-Based Storage", "Journal of Video Engineering 3 (2020) 1–20", "Research Article")


def test_a_subtitle_under_the_title_stays_under_a_running_head_with_the_short_title(
    tmp_path: Path,
) -> None:
    assert without_site(f"{LONG} – A Survey", LONG, [*HEAD, *ROWS, "A Survey"]) == ""

    def front(page: Writer) -> None:
        for text in HEAD:
            page.line(text, 8)
        page.space(10)
        for row in ROWS:
            page.line(row, 17, bold=True, centred=True)
        page.line("A Survey", 13, centred=True)
        page.space(8)
        page.line("Jane Doe, Kari Smith", 11, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    doc = pymupdf.open(write_page(tmp_path / "raw.pdf", front))
    doc.set_metadata({"title": f"{LONG} – A Survey"})
    doc.save(tmp_path / "site.pdf")
    assert extract_pdf(tmp_path / "site.pdf").title == f"{LONG} – A Survey"


def test_body_text_on_page_two_broken_by_a_caption_mid_sentence_is_no_abstract(
    tmp_path: Path,
) -> None:
    rows = [
        "Studies of this kind have a long history in the field and many groups have worked",
        "on the problem from different angles over the last decades. We build on their",
    ]
    second = [(row, 11.0, False) for row in rows]
    second.append(("Figure 2: The placement of layers on four disks.", 9.0, False))
    path = leftovers._notes_page(tmp_path / "p2.pdf", second, body=11)
    abstract = extract_pdf(path, use_model=True).abstract
    assert abstract.endswith(ABSTRACT[-40:])
    assert "Studies of this kind" not in abstract
