"""Review of round 40's ``latex40`` (review136), drawn with PyMuPDF on A4 pages.

A thesis's contents page listing "Abstract of the Dissertation" over other entries
("Acknowledgements", "List of Figures") is no abstract heading
(:mod:`~tapyre_paper_search.pdf.thesisabstract`), and a UC thesis's degree statement
under the name ("Doctor of Philosophy in Physics", the university, the chair) is no
part of its abstract.  A title broken at a compound's
hyphen ("Long-" / "Term", "Non-" / "Invasive", "T-" / "cell") keeps its hyphen even
where the paper writes the word whole elsewhere
(:mod:`~tapyre_paper_search.pdf.titlebreaks`).  A bold notice under the byline
("not peer reviewed", a funding statement, an editor's summary) is no abstract
(:mod:`~tapyre_paper_search.pdf.boldlead`).  A byline under an abstract whose last
stop has a closing quote after it ('… "high purity."') ends the abstract
(:mod:`~tapyre_paper_search.pdf.bylineunder`), and so does a lone author's name under
the title with no places under it, as on the base.  Controls: the helper's thesis abstract,
its "eco-" / "logic" title and its bold letter abstract still read.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _ABSTRACT, _BODY, _rows
from test_pdf_front_matter_latex40 import (
    _LEAD,
    _PLACES,
    _THESIS_TITLE,
    _letter,
    _thesis,
    _titled,
)


@pytest.mark.parametrize(
    "rows",
    [
        [("Contents", 14), ("Abstract of the Dissertation", 11), ("Acknowledgements", 11),
         ("Vita", 11), ("1 Introduction", 11)],
        [("Table of Contents", 14), ("Abstract of the Thesis", 11), ("List of Figures", 11),
         ("List of Tables", 11)],
    ],
)  # fmt: skip
def test_a_contents_page_entry_is_no_thesis_abstract_heading(
    tmp_path: Path, rows: list[tuple[str, float]]
) -> None:
    path = tmp_path / "thesis.pdf"
    _thesis(path, rows, abstract_page=False)
    record = extract_pdf(path)
    assert record.title == " ".join(_THESIS_TITLE)
    assert "Acknowledgements" not in record.abstract
    assert "List of" not in record.abstract


def test_contents_entries_over_a_page_of_text_are_no_abstract(tmp_path: Path) -> None:
    path = tmp_path / "thesis.pdf"
    rows = [("Table of Contents", 14), ("Abstract of the Thesis", 11), ("List of Figures", 11)]
    _thesis(path, rows)
    assert not extract_pdf(path).abstract.startswith("List of Figures")


def test_a_degree_statement_under_the_name_is_no_abstract(tmp_path: Path) -> None:
    """A UC thesis's abstract page: heading, title, "by", the name, the degree, the
    university and year, the committee's chair, then the abstract."""
    path = tmp_path / "thesis.pdf"
    rows = [
        ("ABSTRACT OF THE DISSERTATION", 12),
        *((t, 11) for t in _THESIS_TITLE),
        ("by", 11),
        ("Marta Ferreira", 11),
        ("Doctor of Philosophy in Physics", 11),
        ("University of California, San Diego, 2021", 11),
        ("Professor Luca Rossi, Chair", 11),
    ]
    _thesis(path, rows)
    assert extract_pdf(path).abstract.startswith("Current methods of nuclear isolation")


def test_control_the_thesis_abstract_under_its_heading_and_by(tmp_path: Path) -> None:
    path = tmp_path / "thesis.pdf"
    _thesis(path, [("Abstract of the Report", 12), ("by", 11), ("Marta Ferreira", 11)])
    assert extract_pdf(path).abstract.startswith("Current methods of nuclear isolation")


@pytest.mark.parametrize(
    ("rows", "body", "title"),
    [
        (("Long-", "Term Outcomes of Liver Nuclei Isolation"),
         "We report longterm and short term outcomes.",
         "Long-Term Outcomes of Liver Nuclei Isolation"),
        (("Non-", "Invasive Nuclei Imaging"), "A noninvasive method is given.",
         "Non-Invasive Nuclei Imaging"),
        (("Multi-", "Omics Integration of Liver Nuclei"), "The multiomics data were merged.",
         "Multi-Omics Integration of Liver Nuclei"),
        (("A tribute to Jean-", "Paul Sartre and nuclei"), "JeanPaul wrote little.",
         "A tribute to Jean-Paul Sartre and nuclei"),
        (("Isolation of T-", "cell Nuclei from Liver"), "The tcell count was high.",
         "Isolation of T-cell Nuclei from Liver"),
        (("Nuclear isolation under X-", "ray imaging"), "Xray imaging was used.",
         "Nuclear isolation under X-ray imaging"),
    ],
)  # fmt: skip
def test_a_titles_compound_keeps_its_hyphen_at_a_line_end(
    tmp_path: Path, rows: tuple[str, str], body: str, title: str
) -> None:
    path = tmp_path / "paper.pdf"
    _titled(path, rows, [body])
    assert extract_pdf(path).title == title


def test_control_a_broken_word_written_whole_is_still_joined(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    rows = ("The quality of modern cross-sectional eco-", "logic studies: a bibliometric review")
    _titled(path, rows, ["The ecologic study design is used by epidemiologists in spite of this."])
    title = extract_pdf(path).title
    assert title == "The quality of modern cross-sectional ecologic studies: a bibliometric review"


@pytest.mark.parametrize(
    "lead",
    [
        ["This manuscript has not yet been peer reviewed. It is made available",
         "under a CC-BY 4.0 International license by the authors."],
        ["This work was supported by the National Science Foundation under",
         "grant number 1234567 and by the Estonian Research Council."],
        ["Editor's summary: a reduction of SAT to 2-SAT in polynomial time",
         "would settle the P versus NP question once and for all."],
        ["Correspondence should be addressed to Sergey Gubin at the Tartu",
         "Medical Center, Puusepa 8, Tartu 51014, Estonia."],
        ["The authors declare that they have no competing interests in",
         "relation to the work described in this letter."],
        ["Data availability: all data and code are deposited in a public",
         "repository and are available from the authors on request."],
        ["Dedicated to Professor Ilmar Kask on the occasion of his",
         "seventieth birthday, with gratitude and admiration."],
        ["Key Points", "SAT reduces to 2-SAT in polynomial time.",
         "The reduction has polynomial size in all cases."],
    ],
)  # fmt: skip
def test_a_bold_notice_under_the_byline_is_no_abstract(tmp_path: Path, lead: list[str]) -> None:
    path = tmp_path / "letter.pdf"
    _letter(path, lead)
    record = extract_pdf(path)
    assert record.abstract != " ".join(lead)
    assert record.authors == ("Sergey Gubin",)


def test_control_a_bold_letter_abstract_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "letter.pdf"
    _letter(path, _LEAD)
    assert extract_pdf(path).abstract == " ".join(_LEAD)


def _kicked_ending(path: Path, last: str) -> None:
    """The helper's kicked page, its abstract's last row ``last``."""
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    page.insert_text((72.0, 70), "Original Article", fontsize=10, fontname="tiro")
    page.insert_text((72.0, 92), "Isolation of intact nuclei of high purity", fontsize=15,
                     fontname="tibo")  # fmt: skip
    rows = ["Abstract. " + _ABSTRACT[0], *_ABSTRACT[1:-1], last]
    y = _rows(page, 72.0, 116, rows, 9) + 10
    page.insert_text((72.0, y), "Marta Ferreira and Jonas Lindqvist", fontsize=10, fontname="tiro")
    page.insert_text((72.0, y + 12), _PLACES, fontsize=8, fontname="tiit")
    page.insert_text((72.0, y + 52), "1 Introduction", fontsize=13, fontname="tibo")
    _rows(page, 72.0, y + 74, _BODY * 3, 10)
    doc.save(path)


@pytest.mark.parametrize(
    "last",
    [
        'nuclei of "high purity."',  # a quote closed after the stop
        "nuclei of high purity (see the supplement)",  # control: a bracket (helper's)
    ],
)
def test_a_byline_under_an_abstract_ending_in_a_closing_quote(tmp_path: Path, last: str) -> None:
    path = tmp_path / "kicked.pdf"
    _kicked_ending(path, last)
    record = extract_pdf(path)
    assert record.authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert "Ferreira" not in record.abstract


def _lone_author(path: Path, under_name: str | None) -> None:
    """A lone author's name under the title (``under_name`` under it, or nothing), a
    run-in abstract, then two names over their places under the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    page.insert_text((72.0, 70), "Isolation of intact nuclei of high purity", fontsize=15,
                     fontname="tibo")  # fmt: skip
    page.insert_text((72.0, 92), "Marta Ferreira", fontsize=10, fontname="tiro")
    y = 104.0
    if under_name:
        page.insert_text((72.0, y), under_name, fontsize=8, fontname="tiro")
        y += 16
    rows = ["Abstract. " + _ABSTRACT[0], *_ABSTRACT[1:]]
    y = _rows(page, 72.0, y + 12, rows, 9) + 10
    page.insert_text((72.0, y), "Jonas Lindqvist and Ana Souza", fontsize=10, fontname="tiro")
    page.insert_text((72.0, y + 12), _PLACES, fontsize=8, fontname="tiit")
    page.insert_text((72.0, y + 52), "1 Introduction", fontsize=13, fontname="tibo")
    _rows(page, 72.0, y + 74, _BODY * 3, 10)
    doc.save(path)


@pytest.mark.parametrize("under_name", ["marta.ferreira@unica.it", None])
def test_a_lone_authors_name_under_the_title_is_a_byline_over_the_abstract(
    tmp_path: Path, under_name: str | None
) -> None:
    """A lone author's name with an e-mail address or nothing under it (no places) is a
    byline over the abstract: the names under the abstract are no authors (as on the
    base; 299f63ff asked for places under one name)."""
    path = tmp_path / "lone.pdf"
    _lone_author(path, under_name)
    assert extract_pdf(path).authors == ("Marta Ferreira",)


def test_control_a_lone_name_over_its_places(tmp_path: Path) -> None:
    path = tmp_path / "lone.pdf"
    _lone_author(path, "University of Cagliari, Italy")
    assert extract_pdf(path).authors == ("Marta Ferreira",)
