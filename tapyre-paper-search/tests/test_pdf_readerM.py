"""readerM's reading of 0f5cff6..4c54e0a: a bold author with a common English given
name beside a roman byline is no heading; a lower-case letter with a full stop is no
initial."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.phrasenames import reads_as_phrase, shows_person

_TITLE = ("Molecular Synchronization Waves in Arrays", "of Allosterically Regulated Enzymes")
_BODY = (
    "Synchronization waves in arrays of enzymes have been studied for decades, and the role "
    "of allosteric regulation in their onset is still debated in the literature. "
) * 6
_BYLINE = "Vanessa Casagrande, Yuichi Togashi"


def _byline_and_bold_name(path: Path, name: str) -> Path:
    """A bold title, a roman byline in the left column and a bold ``name`` level with it
    at the head of the right column, each column's text under them."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), _TITLE[0], fontsize=16, fontname="hebo")
    page.insert_text((72, 100), _TITLE[1], fontsize=16, fontname="hebo")
    for x, row, font, text in (
        (72, _BYLINE, "helv", ABSTRACT + " " + _BODY),
        (320, name, "hebo", _BODY),
    ):
        page.insert_text((x, 130), row, fontsize=10, fontname=font)
        y = 152.0
        if x == 72:
            page.insert_text((x, y), "Abstract", fontsize=10, fontname="hebo")
            y += 14
        for line in wrapped(text, 10, 225):
            if y > 720:
                break
            page.insert_text((x, y), line, fontsize=10, fontname="helv")
            y += 12
    doc.save(path)
    return path


@pytest.mark.parametrize("name", ["John Smith", "Paul Miller"])
def test_a_bold_english_name_beside_a_roman_byline_is_a_name(tmp_path: Path, name: str) -> None:
    # Both words are dictionary words (the English word list holds given names and
    # surnames): only the given-name list tells the name from a heading.
    path = _byline_and_bold_name(tmp_path / "bold.pdf", name)
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Yuichi Togashi", name)


def test_a_bold_heading_beside_a_roman_byline_stays_no_name(tmp_path: Path) -> None:
    path = _byline_and_bold_name(tmp_path / "heading.pdf", "Related Work")
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Yuichi Togashi")


def test_a_lower_case_letter_with_a_stop_is_no_initial() -> None:
    assert shows_person(["J. Hughes"]) and shows_person(["J.-P. Serre"])
    assert shows_person(["Ж. Иванов"])
    assert not shows_person(["é. Durand"])
    assert not shows_person(["д. Иванов"])
    # a plural phrase over such a row is no subtitle: the row under shows no person
    assert not reads_as_phrase(["Green Functions"], ["é. Durand"])
