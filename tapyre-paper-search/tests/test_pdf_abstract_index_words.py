"""An abstract ends at an "Index words" or "Indexing terms" line (rot22).

Word-processor templates name the keyword block beside the abstract in more ways
than "Keywords" and "Index Terms": a bold "Index words:" (or "Indexing terms:")
label run in before the terms, set right under the abstract, opens the keyword
block, so its terms stay out of the abstract.  A sentence of the abstract that
goes on after "index words" in lower case ("index words are counted …") is
still the abstract's.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

TITLE = "Receptor trafficking at synapses of the developing cortex"
AUTHORS = ("Marta Lopez Garcia", "Kenji Gelaki")
ABSTRACT = (
    "Synaptic receptors move between the surface and internal pools of the cell. "
    "We followed their incorporation in cultured neurons over two weeks and found "
    "that activity controls the rate at which new receptors reach the synapse. "
    "Blocking activity halved the rate, and restoring it brought the rate back."
)


def _draw(path: Path, label: str, terms: str) -> None:
    """Title, one author a line, a bold "Abstract", the abstract, then ``label``
    (bold) run in before ``terms`` on the line under it, and a numbered heading."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 110), TITLE, fontsize=17, fontname="tibo")
    y = 145.0
    for name in AUTHORS:
        page.insert_text((72, y), name, fontsize=11)
        y += 15
    page.insert_text((72, y + 15), "Abstract", fontsize=10, fontname="tibo")
    y += 30
    rows, row = [], ""
    for word in ABSTRACT.split():
        trial = f"{row} {word}".strip()
        if pymupdf.get_text_length(trial, fontname="tiro", fontsize=10) > 460 and row:
            rows.append(row)
            row = word
        else:
            row = trial
    for text in [*rows, row]:
        page.insert_text((72, y), text, fontsize=10)
        y += 12.5
    y += 6
    page.insert_text((72, y), label, fontsize=9, fontname="tibo")
    width = pymupdf.get_text_length(label + " ", fontname="tibo", fontsize=9)
    page.insert_text((72 + width, y), terms, fontsize=9)
    page.insert_text((72, y + 30), "1. Introduction", fontsize=11, fontname="tibo")
    page.insert_text((72, y + 48), "Receptors are counted in every cell we imaged.", fontsize=10)
    doc.save(path)


@pytest.mark.parametrize("label", ["Index words:", "Indexing terms:", "INDEX WORDS"])
def test_an_index_words_line_ends_the_abstract(tmp_path: Path, label: str) -> None:
    path = tmp_path / "paper.pdf"
    _draw(path, label, "synaptic; incorporation; receptors; controlled")
    meta = extract_pdf(path)
    assert meta.title == TITLE
    assert meta.abstract == ABSTRACT


def test_index_words_going_on_a_sentence_stay_in_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _draw(path, "index words", "are counted in every record of the archive we kept.")
    abstract = extract_pdf(path).abstract
    assert abstract.startswith(ABSTRACT)
    assert abstract.endswith("index words are counted in every record of the archive we kept.")
