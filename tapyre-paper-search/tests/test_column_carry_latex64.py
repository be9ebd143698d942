"""An abstract turning to the next column's top before it is carried to the next page
(issue 25, ``latex64``).

A two-column article: the title and the author blocks across the page, then the
abstract under its heading at the foot of the left column, stopping in mid-sentence
("… We explored how"); it goes on at the right column's top, level with its heading
("TFs process …"), fills that column to the foot ("… in an input-") over the page's
centred number, and goes on at the next page's top ("dependent manner. …").  The
column box rule (:mod:`~tapyre_paper_search.pdf.boxfoot`) read the right column as
another cell of a row cut at the foot and carried the abstract to the next page first;
the turn to the next column was then never asked (the middle was lost).  Now the turn
comes first, and the column's foot over the page's number carries it on.  Drawn with
PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

LEFT = [
    "Signaling pathways can induce different dynamics of",
    "transcription factor (TF) activation. We explored how",
]
RIGHT = [
    "TFs process signaling inputs to generate diverse dy-",
    "namic responses. The budding yeast general stress-",
    "responsive TF Msn2 acted as a tunable signal proces-",
    "sor that could track, filter, or integrate signals in an input-",
]
NEXT = [
    "dependent manner. This tunable signal",
    "processing appears to originate from",
    "dual regulation of nuclear import and",
    "export by phosphorylation in the cell.",
]


def _pages(path: Path, right: list[str], following: list[str] = NEXT) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((90, 110), "Tunable signal processing through modular control", fontsize=17)
    for x, name in ((150, "Luisa M. Virnau"), (360, "Tong Weng")):
        page.insert_text((x, 160), name, fontsize=12)
        page.insert_text((x, 176), "Department of Biology", fontsize=11)
        page.insert_text((x, 192), "University of Austin", fontsize=11)
    y = 230.0
    for k in range(22):  # rows across the page (one line each: a front matter's full width)
        row = f"Filler text of the page front matter row {k} and other filler of its right side {k}"
        page.insert_text((72, y), row, fontsize=9)
        y += 12
    page.insert_text((72, 628), "Abstract", fontsize=13, fontname="hebo")
    for k, row in enumerate(LEFT):
        page.insert_text((72, 652 + 12 * k), row, fontsize=9.2)
    for k, row in enumerate(right):
        page.insert_text((311, 625 + 12 * k), row, fontsize=9.2)
    page.insert_text((303, 702), "1", fontsize=9.2)
    second = doc.new_page(width=612, height=792)
    for k, row in enumerate(following):
        second.insert_text((72, 80 + 12 * k), row, fontsize=9.2)
    second.insert_text((72, 130), "1 Introduction", fontsize=12, fontname="hebo")
    second.insert_text((72, 150), "The body of the paper begins here with its text.", fontsize=10)
    doc.save(path)
    doc.close()
    return path


def test_the_abstract_turns_to_the_next_column_before_the_next_page(tmp_path: Path) -> None:
    abstract = extract_pdf(_pages(tmp_path / "p.pdf", RIGHT)).abstract
    assert "We explored how TFs process signaling inputs" in abstract
    assert "in an input-dependent manner. This tunable" in abstract
    assert abstract.endswith("in the cell.")


def test_a_row_of_cells_cut_at_the_foot_still_goes_on_at_the_next_pages_top(
    tmp_path: Path,
) -> None:
    """Control (boxfoot, front53): the next column's top holds another cell's text (a
    sentence of its own in capitals, not the abstract's); the abstract goes on at the
    next page's top, not in that column."""
    cell = ["Samples were grown in rich medium at thirty", "degrees and imaged every ten minutes."]
    abstract = extract_pdf(_pages(tmp_path / "p.pdf", cell)).abstract
    assert "We explored how dependent manner" in abstract
    assert "Samples" not in abstract


def test_the_next_pages_top_opening_a_sentence_is_not_taken_after_the_turn(
    tmp_path: Path,
) -> None:
    """Control: the column's foot over the page's number carries the abstract on only as
    over footnotes: the next page's first line must open in lower case (or close a
    bracket left open); a sentence of its own there is the body's."""
    body = ["The cells were grown in rich medium at", "thirty degrees for the whole of a day."]
    abstract = extract_pdf(_pages(tmp_path / "p.pdf", RIGHT, body)).abstract
    assert "We explored how TFs process signaling inputs" in abstract
    assert "grown" not in abstract
