"""A chapter's book after ", in:" (words52, review59's low finding on refs59's
``refcommas.in_colon_parts``): "Title, in: Handbook of Fluids, Wiley, pp 1-9" gave the
venue "Handbook of Fluids, Wiley, pp".  The book's name leaves a bare page mark at its
end and, after a name of two words or more, a last comma piece of one capitalised word
(the publisher or the place).  Controls: a journal after ", in:" with its volume and
year; a book's name of one word keeps its piece.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("entry", "venue"),
    [
        # fail on base: "Handbook of Fluids, Wiley, pp", "…, Wiley", "…, Berlin, S."
        ("Doe, Jane: Flow in pipes, in: Handbook of Fluids, Wiley, pp 1-9.", "Handbook of Fluids"),
        ("Doe, Jane: Flow in pipes, in: Handbook of Fluids, Wiley, pp. 1-9.", "Handbook of Fluids"),
        (
            "Doe, Jane: Flow in pipes, in: Handbuch der Physik, Berlin, S. 1-9.",
            "Handbuch der Physik",
        ),
        # controls
        (
            "Doe, Jane: Flow in pipes, in: Journal of Fluids 9.12 (2010), pp. 1–9.",
            "Journal of Fluids",
        ),
        ("Doe, Jane: Flow in pipes, in: Fluids, Wiley, pp. 1-9.", "Fluids, Wiley"),
    ],
)
def test_a_chapters_book_after_in_colon_is_the_venue(entry: str, venue: str) -> None:
    found = parse_reference(entry)
    assert (found.title, found.venue) == ("Flow in pipes", venue)


_FILLER = "Plain body text of the study, set in one column, line after line."
_ENTRIES = (
    "[1] Doe, Jane: Flow in pipes, in: Handbook of Fluids, Wiley, pp 1-9.",
    "[2] Roe, Bob: Heat in rods, in: Journal of Heat 4.2 (2011), pp. 5-8.",
    "[3] Poe, Cy: Cold in bars, in: Journal of Cold 5.1 (2012), pp. 1-4.",
)


def test_drawn_references_list_reads_the_books_name(tmp_path: Path) -> None:
    doc = pymupdf.open()
    for number in range(3):
        page = doc.new_page()
        y = 80.0
        if number == 0:
            page.insert_text((72, y), "A Study of Pipes", fontname="tibo", fontsize=16)
            y += 30
        for _ in range(10):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=10)
            y += 13
        if number == 2:
            page.insert_text((72, y + 10), "References", fontname="tibo", fontsize=11)
            y += 30
            for entry in _ENTRIES:
                page.insert_text((72, y), entry, fontname="tiro", fontsize=9)
                y += 14
    path = tmp_path / "refs.pdf"
    doc.save(path)
    refs = extract_pdf(path, ocr=None).references
    venues = [ref.venue for ref in refs]
    assert venues == ["Handbook of Fluids", "Journal of Heat", "Journal of Cold"]
