"""A common given name cut by hyphenation at a byline's line end (issue 25, ``latex63``).

A justified byline of many names (a thesis chapter's, set as a paragraph) wraps inside a
given name and the typesetter hyphenates it: "…, Martin Krattenthaler, Vic-" / "tor
Meyer, …".  :func:`~tapyre_paper_search.pdf.bandbreaks._across` kept a given name's
hyphen before small letters (a romanised East Asian name's own: "Jian-" / "feng Li"), so
the name read "Vic-tor Meyer".  A common given name written closed
(:func:`~tapyre_paper_search.pdf.givennames.hyphenated_given_name`) is joined; East Asian
given names and names off the lists keep the hyphen.  Drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bandbreaks import _across
from tapyre_paper_search.pdf.givennames import hyphenated_given_name

TITLE = "A literature review of the safety of body area network devices"
SENTENCE = "We review reports of adverse events and set out what the data show. "
FIRST = "Dohoon Tipler, Fangcui Chardin, Kai Kardar, A. Millis, Martin Krattenthaler, "


def _chapter(path: Path, byline: list[str]) -> Path:
    """A chapter's head: a bold title, the byline's two rows, a place, an italic
    "Abstract" over an indented paragraph, a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((94, 150), TITLE, fontsize=16, fontname="hebo")
    page.insert_text((94, 190), byline[0], fontsize=10)
    page.insert_text((94, 202), byline[1], fontsize=10)
    page.insert_text((94, 218), "Department of Linguistics, Szeged University, Hungary", fontsize=9)
    page.insert_text((119, 250), "Abstract", fontsize=9, fontname="heit")
    page.insert_textbox(pymupdf.Rect(119, 256, 476, 400), SENTENCE * 6, fontsize=9)
    page.insert_text((94, 430), "1 Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(94, 440, 500, 780), SENTENCE * 18, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("rows", "name"),
    [
        (["Vic-", "tor Meyer, M. De Wirth, and L. I. Duffy"], "Victor Meyer"),
        (["Katha-", "rina Roth, M. De Wirth, and L. I. Duffy"], "Katharina Roth"),
        (["Mei-", "ling Wu, M. De Wirth, and L. I. Duffy"], "Mei-ling Wu"),  # its own hyphen
    ],
)
def test_a_given_name_cut_by_hyphenation_reads_whole(
    tmp_path: Path, rows: list[str], name: str
) -> None:
    pdf = extract_pdf(_chapter(tmp_path / "c.pdf", [FIRST + rows[0], rows[1]]))
    names = [*FIRST.rstrip(", ").split(", "), name, "M. De Wirth", "L. I. Duffy"]
    assert list(pdf.authors) == names


def test_only_a_closed_given_name_on_the_lists_drops_the_hyphen() -> None:
    assert _across("Jane Doe, Vic-", "tor Meyer") == "Jane Doe, Victor Meyer"
    assert _across("Jane Doe, Jian-", "feng Li") == "Jane Doe, Jian-feng Li"  # off the lists
    assert _across("Jane Doe, Xiao-", "ming Li") == "Jane Doe, Xiao-ming Li"  # East Asian
    assert _across("Jane Doe, Ji-", "hoon Kim") == "Jane Doe, Ji-hoon Kim"
    assert _across("Jane Doe, Jean-", "Pierre Roy") == "Jane Doe, Jean-Pierre Roy"
    assert hyphenated_given_name("Vic", "tor,")
    assert not hyphenated_given_name("Vic", "Tor")  # a capital: a double name's second part
    assert not hyphenated_given_name("Mei", "ling")
