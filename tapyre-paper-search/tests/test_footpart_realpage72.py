"""A structured abstract that fills its page down to the footnotes goes on at the next
page's top with its next part (:mod:`~tapyre_paper_search.pdf.footpart`, realpage72).
What stays: a next page that opens with an opening part's label ("Background", a
body's run-in "Introduction"), and an abstract without run-in labels that ends a
sentence over the footnotes, end the abstract on the first page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

MUPDF: Any = pymupdf  # untyped

TITLE = "Person to Person Transmission of a Novel Influenza Virus"
WORDS = " ".join(
    (
        "the investigation followed every close contact of the two patients and tested their",
        "samples for the virus by several assays over the weeks after their exposure",
    )
).split()
PARTS = [
    ("Objective", 2),
    ("Design", 4),
    ("Setting", 3),
    ("Participants", 6),
    ("Results", 9),
]


def _rows(count: int, seed: int) -> list[str]:
    rows = []
    for k in range(count):
        start = (k * 7 + seed) % (len(WORDS) - 9)
        rows.append(" ".join(WORDS[start : start + 9]))
    return rows


def _draw(path: Path, last: str, labelled: bool = True) -> tuple[Path, str, str]:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((150, 110), TITLE, fontsize=15)
    page.insert_text((250, 140), "Ann Lee* and Boris Chen\u2020", fontsize=12)
    page.insert_text((286, 180), "Abstract", fontsize=10, fontname="tibo")
    y, first_page = 198.0, []
    for label, rows in PARTS:
        texts = _rows(rows, len(label))
        texts[0] = texts[0].capitalize()  # a part's text opens a sentence
        texts[-1] += "."
        if labelled:
            page.insert_text((168, y), label, fontsize=9.8, fontname="tibo")
            x = 168 + MUPDF.get_text_length(label + " ", "tibo", 9.8)
        else:
            x = 168
        page.insert_text((x, y), texts[0][: int((458 - x) / 4.4)], fontsize=9.8, fontname="tiro")
        first_line = texts[0][: int((458 - x) / 4.4)]
        y += 12
        for text in texts[1:]:
            page.insert_text((154, y), text, fontsize=9.8, fontname="tiro")
            y += 12
        first_page.append(" ".join([label] * labelled + [first_line, *texts[1:]]))
    page.insert_text((126, 640), "*Laboratory of Virology, Academy of Sciences, Oslo", fontsize=6.4)
    page.insert_text((126, 652), "\u2020Department of Health, University of Sendai", fontsize=6.4)
    page.insert_text((126, 664), "Corresponding author: Ann Lee (al@oslo.edu).", fontsize=8)
    page.insert_text((304, 690), "1", fontsize=10)
    page = doc.new_page(width=612, height=792)
    tail = _rows(3, 5)
    tail[0] = tail[0].capitalize()
    tail[-1] += "."
    page.insert_text((168, 130), last, fontsize=9.8, fontname="tibo")
    x = 168 + MUPDF.get_text_length(last + " ", "tibo", 9.8)
    page.insert_text((x, 130), tail[0][:50], fontsize=9.8, fontname="tiro")
    for k, text in enumerate(tail[1:]):
        page.insert_text((154, 142 + 12 * k), text, fontsize=9.8, fontname="tiro")
    page.insert_text((154, 186), "Keywords: influenza, transmission", fontsize=9.8, fontname="tibo")
    page.insert_text((126, 215), "1 Introduction", fontsize=11, fontname="tibo")
    for k in range(30):
        page.insert_text((126, 232 + 13 * k), " ".join(_rows(1, k)[0].split()[:8]), fontsize=10.5)
    doc.save(path)
    return path, " ".join(first_page), " ".join([last, tail[0][:50], *tail[1:]])


def test_the_next_part_over_the_page_goes_on(tmp_path: Path) -> None:
    path, first, rest = _draw(tmp_path / "p.pdf", "Conclusions")
    found = extract_pdf(path, max_pages=2, tables=False)
    assert found.abstract == f"{first} {rest}"


@pytest.mark.parametrize("last", ["Background", "Introduction", "Methods", "Results"])
def test_an_opening_part_s_label_over_the_page_ends_it(tmp_path: Path, last: str) -> None:
    # (and a part already read, or one earlier in the order than the last part read: the
    # body's "Methods" or "Results" section opening the next page; review 67)
    path, first, _rest = _draw(tmp_path / "p.pdf", last)
    found = extract_pdf(path, max_pages=2, tables=False)
    assert found.abstract == first


def test_an_abstract_without_labels_ends_over_the_footnotes(tmp_path: Path) -> None:
    path, first, _rest = _draw(tmp_path / "p.pdf", "Conclusions", labelled=False)
    found = extract_pdf(path, max_pages=2, tables=False)
    assert found.abstract == first
