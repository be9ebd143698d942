"""Front matter of front33's train styles: a byline printed surname first, an abstract
set above the title, names wrapped in a narrow data box.

A working paper's title page prints its names as a library catalogue does ("Doe, Jane
Q.; Lee, Ann"); a report opens with its summary in a box above the title; a wiki-like
page's data box wraps a long name in its narrow "Authors" cell and justifies the
wrapped row.  Each failed on main cd4d659d; the guards beside them pass on both.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Doe, Jane Q.; Lee, Ann", ["Jane Q. Doe", "Ann Lee"]),
        ("Di Vecchia, Paolo; van der Berg, Jan", ["Paolo Di Vecchia", "Jan van der Berg"]),
        (
            "El, G. A.; Grimshaw, R. H. J.; Kamchatnov, A. M.",
            ["G. A. El", "R. H. J. Grimshaw", "A. M. Kamchatnov"],
        ),
        (
            "El, G. A., Grimshaw, R. H. J. and Kamchatnov, A. M.",
            ["G. A. El", "R. H. J. Grimshaw", "A. M. Kamchatnov"],
        ),
        ("Gustavsson, M.", ["M. Gustavsson"]),
        ("Lee, Ann1; Chen, Bo*", ["Ann Lee", "Bo Chen"]),
        # a list the line end broke inside a person: each line keeps its whole people
        ("Cercellier, H.; Monney, C.; Beck,", ["H. Cercellier", "C. Monney"]),
        ("H.; Patthey, L.", ["L. Patthey"]),
    ],
)
def test_names_printed_surname_first_are_read_given_names_first(
    line: str, names: list[str]
) -> None:
    assert names_in_line(line) == names
    assert names_in_line(line, lenient=True) == names


def test_one_person_surname_first_in_full_needs_the_classifiers_word() -> None:
    """ "Stefanik, David" alone is read where the classifier says the line holds names
    (and the given name is a common one); "Boston, Massachusetts" is a place."""
    assert names_in_line("Stefanik, David", lenient=True) == ["David Stefanik"]
    assert names_in_line("Stefanik, David") == []
    assert names_in_line("Boston, Massachusetts", lenient=True) == []


@pytest.mark.parametrize(
    "line",
    [
        "Jane Doe, MIT; John Lee, Yale",  # a name and its institution, twice
        "Berlin, Germany; Paris, France",
        "Paris, Lyon, Nice, Metz",  # no initials: no surname-first list
        "Seattle, WA",
        "Department of Physics, University of Oslo; Lee, Ann",
    ],
)
def test_lines_that_are_no_surname_first_byline(line: str) -> None:
    assert not set(names_in_line(line)) & {"Jane Doe", "Ann Lee", "Germany Berlin"}
    assert "Doe, Jane" not in names_in_line(line)


def _working_paper(page: Writer) -> None:
    page.line("Discussion Paper Series \u2014 No. 12/2021", 9)
    page.page.draw_line((60, page.y + 4), (535, page.y + 4), width=0.8)
    page.space(36)
    page.line(TITLE, 17, bold=True, centred=True)
    page.space(10)
    page.line("Chang, Edward; Zakhor, Avideh; Raman, Priya S.", 11, centred=True)
    page.space(6)
    page.line("JEL classification: C21, D83, O33", 9, centred=True)
    page.space(10)
    page.paragraph("Abstract: " + ABSTRACT)


def test_a_working_papers_surname_first_byline_gives_the_authors(tmp_path: Path) -> None:
    pdf = extract_pdf(write_page(tmp_path / "wp.pdf", _working_paper), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Edward Chang", "Avideh Zakhor", "Priya S. Raman")


def _summary_first(label: str, text: str) -> object:
    def front(page: Writer) -> None:
        top = page.y
        page.line(label, 12, bold=True, x=72)
        page.space(4)
        page.paragraph(text, 10.5, x=72, width=440)
        page.page.draw_rect(pymupdf.Rect(64, top, 528, page.y), color=(0.2, 0.3, 0.5), width=0.8)
        page.space(24)
        page.line(TITLE, 17, bold=True, x=72)
        page.space(6)
        page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, x=72)
        page.line(
            "Department of Electrical Engineering, Lake Town University", 9, italic=True, x=72
        )
        page.space(10)

    return front


def test_a_summary_boxed_above_the_title_is_the_abstract(tmp_path: Path) -> None:
    front = _summary_first("At a glance", ABSTRACT)
    pdf = extract_pdf(write_page(tmp_path / "box.pdf", front), max_pages=2, tables=False)  # type: ignore[arg-type]
    assert pdf.title == TITLE
    assert pdf.abstract.startswith("We study how a video server")
    assert pdf.abstract.endswith("slowly with the load.")
    assert tuple(pdf.authors) == ("Edward Chang", "Avideh Zakhor", "Priya Raman")


def test_a_citation_above_the_title_is_no_abstract(tmp_path: Path) -> None:
    """A box above the title that quotes the title (how to cite the paper) is no abstract,
    however long its list of names."""
    cite = (
        "Chang E, Zakhor A, Raman P, Lee A, Chen B, Roe C, Fox D, Park E, Holt F, Ward G, "
        f"Ray H, Lund I, Berg J, Moss K, Hart L (2021) {TITLE}. Journal of Open Results 3: "
        "e112. https://doi.org/10.5555/jor.12345. Published under a licence that allows "
        "reuse with attribution to the authors and the journal in every copy made."
    )
    front = _summary_first("Cite this article", cite)
    pdf = extract_pdf(write_page(tmp_path / "cite.pdf", front), max_pages=2, tables=False)  # type: ignore[arg-type]
    assert "doi.org" not in pdf.abstract
    assert TITLE not in pdf.abstract


BoxRows = list[tuple[str, list[list[tuple[float, str]]]]]
_WIKI_ROWS: BoxRows = [
    (
        "Authors",
        [
            [(490, "Edward Chang")],
            [(490, "Neal"), (519, "J."), (540, "Evans")],
            [(490, "Dellafiore")],
            [(490, "Zihua")],
            [(490, "Devereaux")],
        ],
    ),
    ("Field", [[(490, "Computer science")]]),
    ("Published", [[(490, "5.1.2021")]]),
]


def _data_box(path: Path, rows: BoxRows = _WIKI_ROWS, *, tag: bool = True) -> Path:
    """A wiki-like page: the title, a tag line (``tag``), a data box floated right with
    ``rows`` (by default "Authors" — one name a row, a long one wrapped in the narrow
    cell and its first row justified, each word a span of its own —, "Field" and
    "Published"; each row's words at their x), the lead paragraph beside it."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((43, 70), TITLE, fontsize=19)
    if tag:
        page.insert_text((43, 112), "From the Open Methods Wiki", fontsize=7.2)
    y = 132.0
    for label, values in rows:
        page.insert_text((443, y), label, fontsize=7.2, fontname="hebo")
        for words in values:
            for x, word in words:
                page.insert_text((x, y), word, fontsize=7.2)
            y += 9.6
        y += 5
    lead = Writer(page)
    lead.y = 120
    lead.paragraph(ABSTRACT, 9, x=43, width=385)
    lead.space(20)
    lead.line("1. Introduction", 11.2, bold=True, x=43)
    while lead.y < 700:
        lead.paragraph(ABSTRACT.replace("We study", "Others studied"), 9, x=43, width=510)
    doc.save(path)
    doc.close()
    return path


def test_names_wrapped_in_a_data_boxs_cell_are_joined_again(tmp_path: Path) -> None:
    pdf = extract_pdf(_data_box(tmp_path / "wiki.pdf"), max_pages=2, tables=False)
    assert tuple(pdf.authors) == ("Edward Chang", "Neal J. Evans Dellafiore", "Zihua Devereaux")


LAKE = "Wind and the spring warming of a small lake"
LAKE_ABSTRACT = (
    "We measure how quickly a small lake warms in spring and show that the wind over its "
    "surface sets the depth of the warm layer. The layer deepens with the wind's strength "
    "and thins again on calm days, so the lake's heat content follows the weather closely."
)


def _form_page(path: Path, rows: list[tuple[str, str]], abstract_label: str, *, gap: float) -> Path:
    """A submission form: a heading, labelled rows (each label in bold at 54 pt, its
    value ``gap`` points right of the labels' column, or run on after the label where
    ``gap`` is 0), the abstract under its label, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((180, 60), "Abstract Submission Form", fontsize=14, fontname="hebo")
    y = 110.0
    for label, value in rows:
        if gap:
            page.insert_text((54, y), label, fontsize=10, fontname="hebo")
            page.insert_text((54 + gap, y), value, fontsize=10)
        else:
            page.insert_text((54, y), f"{label}: {value}", fontsize=10)
        y += 20
    page.insert_text((54, y + 14), abstract_label, fontsize=9, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, y + 22, 541, y + 100), LAKE_ABSTRACT, fontsize=10)
    page.insert_text((54, y + 140), "1. Introduction", fontsize=10, fontname="hebo")
    body = "Cells were grown in a standard medium and counted every day for a week. " * 12
    page.insert_textbox(pymupdf.Rect(54, y + 150, 541, 800), body, fontsize=10)
    doc.save(path)
    doc.close()
    return path


def test_a_german_form_gives_its_title_and_authors(tmp_path: Path) -> None:
    rows = [
        ("Titel", LAKE),
        ("Autor(en)", "Anna Weber, Jonas Berg"),
        ("Institution", "Institut für Limnologie, Seestadt"),
        ("Thema", "Fallstudien"),
    ]
    path = _form_page(tmp_path / "de.pdf", rows, "Zusammenfassung (max. 300 Wörter)", gap=146)
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == LAKE
    assert tuple(pdf.authors) == ("Anna Weber", "Jonas Berg")
    assert pdf.abstract.startswith("We measure") and pdf.abstract.endswith("weather closely.")


def test_a_form_whose_labels_run_on_with_a_colon_gives_its_rows(tmp_path: Path) -> None:
    """One line a row, "Title: …", "Author(s): …": the labels and their values are one
    line each."""
    rows = [
        ("Title", LAKE),
        ("Author(s)", "Ann Lee, Bo Chen"),
        ("Affiliation(s)", "Institute of Limnology, Lake Town University, Finland"),
        ("Topic", "Case Studies"),
    ]
    path = _form_page(tmp_path / "colon.pdf", rows, "Abstract (max. 300 words)", gap=0)
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == LAKE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
    assert pdf.abstract.startswith("We measure") and pdf.abstract.endswith("weather closely.")
