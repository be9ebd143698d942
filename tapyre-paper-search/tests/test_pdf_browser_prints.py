"""Front matter of pages printed from a browser (failure kinds of the HTML corpus).

Drawn with PyMuPDF: each PDF has what a browser's print gives the reader that the
other engines do not, and the reader must still read the printed front matter.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line, PageLines, in_reading_order
from tapyre_paper_search.pdf.order import reading_order
from tapyre_paper_search.pdf.sitetitle import without_site
from tapyre_paper_search.pdf.titles import choose_title
from textlines import text_line

TITLE = "Polymer Quantum Mechanics and its Continuum Limit in Loop Cosmology"
SENTENCE = "We study a polymer representation of quantum mechanics and its limit. "


def _page_with_metadata(path: Path, metadata_title: str) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 70), TITLE[:33], fontsize=18, fontname="hebo")
    page.insert_text((60, 92), TITLE[33:].strip(), fontsize=18, fontname="hebo")
    page.insert_text((60, 125), "Alejandro Corichi, Tatjana Vukasinac and Jose Zapata", fontsize=11)
    page.insert_text((60, 165), "Abstract", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, 175, 535, 300), SENTENCE * 5, fontsize=10)
    page.insert_text((60, 330), "1. Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, 340, 535, 600), SENTENCE * 9, fontsize=10)
    doc.set_metadata({"title": metadata_title, "producer": "Skia/PDF m156"})
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    "metadata_title",
    [f"{TITLE} | arXiv", f"{TITLE} – Annals of Measurement", f"Distill :: {TITLE}"],
)
def test_a_sites_name_in_the_html_title_is_no_part_of_the_title(
    tmp_path: Path, metadata_title: str
) -> None:
    pdf = extract_pdf(_page_with_metadata(tmp_path / "p.pdf", metadata_title))
    assert pdf.title == TITLE


def test_a_title_with_its_own_dash_keeps_the_metadata_spelling() -> None:
    """Only a name *added* to the printed title is dropped, and the rest of the metadata
    title is kept (no line breaks to mend: "hyper-" / "reactivity" stays hyphenated)."""
    printed = "Sparse coding – a review of dictionary learning"
    assert without_site(printed, printed) == ""
    assert choose_title(printed, printed).title == printed
    assert not without_site(f"{printed} | a very long name of a site that is not short", printed)
    assert without_site(f"{printed} — Journal of Data", printed) == printed
    hyphen = "Airway hyper-reactivity independently of adaptive immunity"
    broken = "Airway hyperreactivity independently of adaptive immunity"
    assert choose_title(f"{hyphen} | Ann. Meas.", broken).title == hyphen


def _line(text: str, x0: float, y0: float, x1: float, block: int, *, size: float = 12.8) -> Line:
    return text_line(text, y0, size=size, x0=x0, x1=x1, block=block, height=14.0)


def test_one_line_blocks_of_two_columns_are_read_column_by_column() -> None:
    """A browser writes each line as a block of its own.  Where a gap between two lines
    of the left column lines up with one in the right column (here under the heading
    "Abstract", level with the right column's first lines), a cut across the page there
    must not read the right column's top lines before the left column's text."""
    lines = [
        _line("Innate lymphoid cells mediate airway hyper-reactivity", 34, 53, 503, 0, size=16.5),
        _line("A. O. Schumacher and Luisa M. Tomàs", 194, 110, 401, 1),
        _line("Abstract", 34, 197, 84, 2),
    ]
    left = [f"left column line {k} of the abstract text" for k in range(25)]
    right = [f"right column line {k} of the body text" for k in range(28)]
    lines += [_line(t, 34, 227 + 20.5 * k, 285, 3 + k) for k, t in enumerate(left)]
    lines += [_line(t, 310, 192 + 20.3 * k, 562, 40 + k) for k, t in enumerate(right)]
    page = in_reading_order(PageLines(tuple(lines), 595, 842, 0))
    texts = [line.text for line in page.lines]
    assert texts[:4] == [lines[0].text, lines[1].text, "Abstract", left[0]]
    assert texts.index(left[-1]) < texts.index(right[0])


def test_a_heading_under_an_ended_sidebar_comes_after_the_main_column(tmp_path: Path) -> None:
    """A printed article page: a sidebar of metadata beside the main column (title,
    authors, abstract), and the body's first heading set under the sidebar after the
    main column ends.  The heading comes after the abstract, which ends before it."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = 100.0
    labels = ("Received", "Revised", "Accepted", "Published", "DOI", "Volume", "Issue", "Pages")
    for label in labels:
        page.insert_text((70, y), label, fontsize=8, fontname="hebo")
        page.insert_text((70, y + 11), "2 July 2018", fontsize=8)
        y += 30
    for y, part in (
        (120, "Quasi-quartet crystal electric field"),
        (145, "ground state in a crystal"),
    ):
        page.insert_text((195, y), part, fontsize=20, fontname="hebo")
    page.insert_text((195, 175), "Arun Thamizhavel, Rita Kulkarni and Sudesh Dhar", fontsize=11)
    places = "Department of Data Science, Manchester Polytechnic, Manchester, UK. " * 5
    page.insert_textbox(pymupdf.Rect(195, 185, 525, 320), places, fontsize=8.5)
    page.insert_text((195, 360), "Abstract", fontsize=13, fontname="hebo")
    text = "We have grown single crystals by the flux method and studied their properties. "
    page.insert_textbox(pymupdf.Rect(195, 370, 525, 690), text * 16, fontsize=10.5)
    page.insert_text((70, 730), "Introduction", fontsize=13, fontname="hebo")
    nxt = doc.new_page(width=595, height=842)
    body = "The prodynorphin gene encodes an anticonvulsant peptide and is a candidate. "
    nxt.insert_textbox(pymupdf.Rect(70, 70, 525, 300), body * 8, fontsize=10.5)
    doc.set_metadata({"producer": "Skia/PDF m156"})
    doc.save(tmp_path / "s.pdf")
    doc.close()
    pdf = extract_pdf(tmp_path / "s.pdf")
    assert pdf.abstract.startswith("We have grown single crystals")
    assert "prodynorphin" not in pdf.abstract and "Introduction" not in pdf.abstract


def test_a_section_heading_atop_the_next_page_ends_an_abstract(tmp_path: Path) -> None:
    """An abstract that fills its page to the foot may go on at the top of the next one,
    after the running head; with narrow margins the next page opens with the body's
    first heading ("Introduction", set larger) inside the band a running head takes.
    That heading ends the abstract: the paragraph under it is no part of it."""
    sentence = "We report quasars in the vicinity of a bright source and measure their light. "
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((40, 60), "Quasars near a bright source", fontsize=20, fontname="hebo")
    page.insert_text((40, 90), "Gerd Worseck and Carla Fechner", fontsize=12)
    page.insert_text((40, 130), "Abstract", fontsize=14, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(40, 143, 555, 812), sentence * 52, fontsize=11)
    nxt = doc.new_page(width=595, height=842)
    nxt.insert_text((40, 50), "Introduction", fontsize=15, fontname="hebo")
    body = "Cellular proteins bind nucleic acids and drive development of the cells. "
    nxt.insert_textbox(pymupdf.Rect(40, 70, 555, 300), body * 8, fontsize=11)
    doc.save(tmp_path / "r.pdf")
    doc.close()
    pdf = extract_pdf(tmp_path / "r.pdf")
    assert pdf.abstract.startswith("We report quasars") and "Cellular" not in pdf.abstract


def test_reading_order_puts_a_heading_under_an_ended_sidebar_last() -> None:
    """The boxes of a printed article page (one-line blocks stacked into paragraphs): a
    banner, a sidebar of five metadata entries, the main column (kind, title, authors,
    affiliations, "Abstract", the abstract) and the body's first heading under the
    sidebar, below the main column's end.  The held main-column slabs ran on alone (the
    sidebar ended above them), so the heading is read after them, not in the sidebar."""
    boxes = [
        (70, 72, 238, 81),  # banner
        (70, 98, 132, 120),  # sidebar: Received
        (70, 128, 124, 149),
        (70, 158, 156, 179),
        (70, 187, 179, 222),  # ... Keywords
        (195, 97, 266, 107),  # Research Article
        (195, 126, 518, 282),  # title
        (195, 301, 470, 317),  # authors
        (195, 321, 464, 374),  # affiliations
        (195, 393, 241, 406),  # Abstract
        (195, 423, 524, 687),  # the abstract
        (70, 717, 138, 730),  # Introduction
    ]
    order = reading_order(boxes)
    assert order.index(10) < order.index(11) and order[-1] == 11
    assert order.index(4) < order.index(6)  # the sidebar, then the main column


def test_a_left_column_going_on_under_a_figure_is_no_ended_sidebar() -> None:
    """A last page of two columns: the left one breaks around a figure (no text beside the
    right column's last paragraph) and goes on under it; the right one ends sooner.  The
    left column is as wide as the right, no sidebar, so it is read before the right one."""
    boxes = [
        (50, 70, 290, 300),  # left column, above the figure
        (310, 70, 550, 200),  # right column
        (310, 210, 550, 315),
        (310, 325, 550, 500),  # ... beside the figure
        (50, 510, 290, 700),  # left column under the figure
    ]
    assert reading_order(boxes) == [0, 4, 1, 2, 3]


def test_a_running_head_that_reads_like_a_first_section_keeps_the_abstract_going(
    tmp_path: Path,
) -> None:
    """A running head in the abstract's plain type that reads like a first section ("1
    Introduction", a short title "Overview of …") is no heading: the abstract running
    off the foot of page 1 goes on under it."""
    words = "we study sparse graphs and show that message passing recovers their structure "
    for head in ("1 Introduction", "Overview of Graph Learning"):
        doc = pymupdf.open()
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 90), "Sparse Graph Learning", fontsize=18, fontname="tibo")
        page.insert_text((72, 120), "Anna Berg, Carl Dahl, Eva Fors", fontsize=11)
        page.insert_text((72, 150), "Abstract", fontsize=11, fontname="tibo")
        for i, y in enumerate(range(166, 720, 13)):
            page.insert_text((72, y), f"Line {i} {words}", fontsize=10)
        page.insert_text((72, 720), "and we show that the method recovers the hidden", fontsize=10)
        nxt = doc.new_page(width=612, height=792)
        nxt.insert_text((72, 50), head, fontsize=10)
        nxt.insert_text((500, 50), "2", fontsize=10)
        nxt.insert_text((72, 90), "structure of the graphs with experiments.", fontsize=10)
        nxt.insert_text((72, 130), "1 Introduction", fontsize=12, fontname="tibo")
        nxt.insert_text((72, 148), "Graphs are everywhere in science today.", fontsize=10)
        doc.save(tmp_path / "h.pdf")
        doc.close()
        abstract = extract_pdf(tmp_path / "h.pdf").abstract
        assert abstract.endswith("the hidden structure of the graphs with experiments."), head


def test_a_subtitle_the_page_prints_under_the_title_stays_in_the_metadata_title(
    tmp_path: Path,
) -> None:
    """ "Title – A Survey" in the metadata, "A Survey" printed smaller under the title (the
    layout title leaves it out): a subtitle, no site's name, so the metadata title wins
    whole.  A name printed above the title (a banner) is still dropped."""
    lines = [TITLE[:33], TITLE[33:].strip(), "A Survey", "Alejandro Corichi"]
    assert without_site(f"{TITLE} – A Survey", TITLE, lines) == ""
    assert without_site(f"{TITLE} | Annals", TITLE, ["Annals", *lines]) == TITLE
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 70), TITLE[:33], fontsize=18, fontname="hebo")
    page.insert_text((60, 92), TITLE[33:].strip(), fontsize=18, fontname="hebo")
    page.insert_text((60, 112), "A Survey", fontsize=12)
    page.insert_text((60, 140), "Alejandro Corichi, Tatjana Vukasinac and Jose Zapata", fontsize=11)
    page.insert_text((60, 175), "Abstract", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, 185, 535, 300), SENTENCE * 5, fontsize=10)
    doc.set_metadata({"title": f"{TITLE} – A Survey"})
    doc.save(tmp_path / "s.pdf")
    doc.close()
    assert extract_pdf(tmp_path / "s.pdf").title == f"{TITLE} – A Survey"
