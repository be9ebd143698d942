"""Front-matter failures of rot26's train styles (issue 25), on pages drawn with PyMuPDF.

A magazine byline led by a credit for the text ("Words by A and B"); a pull quote in
italic and quotation marks set in the title's size right under the title; a lead
paragraph whose first letter is a drop capital beside its first lines; a page in two
columns from the top whose right column's heading fills the gap between the left
column's affiliations and its abstract.  Each failed on main 08bc22a.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.pageread import read_front_pages

TITLE = "Clustering in a stochastic model of one-dimensional gas"
LEAD = (
    "he regulated release of a hormone from discrete neurons onto common target "
    "sites in the brain has a central role in the regulation of energy balance. "
)
BODY = "Cells were grown in a standard medium and counted every day for a week. "


def _feature(path: Path, byline: str, *, quote: bool = False, drop: bool = False) -> Path:
    """A magazine feature: a department line, the title, a pull quote between two
    rules (``quote``), the byline, an affiliation, a lead paragraph (its "T" a drop
    capital three lines deep with ``drop``, else set inline) and a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 60), "F E A T U R E", fontsize=9, color=(0.7, 0, 0))
    # with a quote, the title in a roman face that is not bold (a Type 3 font's)
    page.insert_text((57, 100), TITLE, fontsize=19.5, fontname="helv" if quote else "hebo")
    y = 110.0 if quote else 130.0
    if quote:  # in italic, half a point smaller than the title (straight quotes: base-14)
        page.draw_line((57, y), (538, y), width=3)
        opening = '"The alpha-pyrone antibiotic inhibits'
        page.insert_text((57, y + 26), opening, fontsize=19, fontname="tiit")
        page.insert_text((57, y + 50), 'bacterial RNA polymerase."', fontsize=19, fontname="tiit")
        page.draw_line((57, y + 62), (538, y + 62), width=3)
        y += 90
    page.insert_text((57, y), byline, fontsize=11.5, fontname="tiro")
    page.insert_text(
        (57, y + 20), "School of Data Science, Antwerp Polytechnic, Denmark", fontsize=8
    )
    top = y + 50
    if drop:
        page.insert_text((57, top + 34), "T", fontsize=50, fontname="tibo")
        page.insert_textbox(pymupdf.Rect(95, top, 538, top + 50), LEAD[:170], fontsize=13)
        rest = pymupdf.Rect(57, top + 50, 538, top + 200)
        page.insert_textbox(rest, LEAD[170:] + LEAD * 2, fontsize=13)
    else:
        box = pymupdf.Rect(57, top, 538, top + 200)
        page.insert_textbox(box, "T" + LEAD * 3, fontsize=13)
    page.insert_text((57, top + 240), "1. Introduction", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, top + 250, 538, 800), BODY * 14, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Words by Nurten Ravindran and P. T. Shimoyama", ["Nurten Ravindran", "P. T. Shimoyama"]),
        ("Words by Vladislav V. Vysotsky", ["Vladislav V. Vysotsky"]),
        (
            "Text by Jan O. Casagrande, P. A. Clerc and B. Neil",
            ["Jan O. Casagrande", "P. A. Clerc", "B. Neil"],
        ),
        ("Story by Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_a_credit_for_the_text_leads_the_byline(
    tmp_path: Path, line: str, names: list[str]
) -> None:
    assert names_in_line(line) == names
    pdf = extract_pdf(_feature(tmp_path / "f.pdf", line))
    assert pdf.title == TITLE
    assert list(pdf.authors) == names


def test_a_pull_quote_in_the_titles_size_is_no_part_of_the_title(tmp_path: Path) -> None:
    pdf = extract_pdf(_feature(tmp_path / "q.pdf", "By Osamu Goswami", quote=True))
    assert pdf.title == TITLE
    # a title's own second line in its size and face still goes on it
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 100), "Clustering in a stochastic model", fontsize=19.5, fontname="hebo")
    page.insert_text((57, 126), "of one-dimensional gas", fontsize=19.5, fontname="hebo")
    page.insert_text((57, 160), "Osamu Goswami and Stephen C. Kovacs", fontsize=11)
    page.insert_text((57, 200), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 210, 538, 400), LEAD * 3, fontsize=10)
    doc.save(tmp_path / "two.pdf")
    assert extract_pdf(tmp_path / "two.pdf").title == TITLE


def test_a_drop_capital_opens_the_lead_paragraphs_first_word(tmp_path: Path) -> None:
    pdf = extract_pdf(_feature(tmp_path / "d.pdf", "By Osamu Goswami", drop=True))
    assert pdf.abstract.startswith("The regulated release of a hormone")
    first = read_front_pages(tmp_path / "d.pdf")[0].lines
    assert not any(line.text.strip() == "T" for line in first)


def test_a_heading_filling_the_gap_beside_the_front_matter_keeps_the_columns(
    tmp_path: Path,
) -> None:
    """Two columns from the top: the left holds the title, names and affiliation, then
    the abstract; the right opens with body text that ends level with the
    affiliation, and its next heading sits in the gap above the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((60, 75), "Shaping the Globular Cluster", fontsize=16, fontname="hebo")
    page.insert_text((60, 97), "Mass Function", fontsize=16, fontname="hebo")
    page.insert_text((60, 143), "Dean E. McLaughlin and S. Michael Fall", fontsize=9)
    page.insert_text((60, 168), "Faculty of Earth Sciences, Sherbrooke University", fontsize=7)
    # one block of body text in the right column, from the top to the place's height
    page.insert_textbox(pymupdf.Rect(315, 58, 552, 178), BODY * 6, fontsize=9, lineheight=1.35)
    page.insert_text((315, 190), "2. Related Work", fontsize=9, fontname="hebo")
    abstract = "We show that the mass function of clusters depends on their density. " * 6
    page.insert_textbox(pymupdf.Rect(60, 195, 297, 380), abstract, fontsize=9, fontname="tiit")
    page.insert_text((60, 395), "Keywords shaping, globular, cluster", fontsize=8)
    page.insert_textbox(pymupdf.Rect(315, 199, 552, 700), BODY * 20, fontsize=9)
    page.insert_text((60, 420), "1. Introduction", fontsize=9, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, 428, 297, 700), BODY * 12, fontsize=9)
    doc.save(tmp_path / "c.pdf")
    texts = [line.text for line in read_front_pages(tmp_path / "c.pdf")[0].lines]
    starts = [
        next(k for k, t in enumerate(texts) if t.startswith(p)) for p in ("We show", "2. Rel")
    ]
    assert starts[0] < starts[1], "the left column's abstract is read before the right's heading"
    pdf = extract_pdf(tmp_path / "c.pdf")
    assert pdf.abstract.startswith("We show that the mass function")
    assert "Cells were grown" not in pdf.abstract
