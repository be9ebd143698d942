"""A long teaser abstract set nearly as large as the title (kinds58).

The teaser's characters were most of the first page's, so its size was taken for the
body's, the title 3 % larger stood out from nothing, and the page gave no title, names
or abstract (train seed 5859).  The text under the teaser, in the next page's body
size, is the body now.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_TITLE = ("Membrane Transporters Shape the Response", "of Fibroblasts to Steroid Hormones")
_NAMES = ("Andrew J. Nauman (Helsinki University)", "Valeri P. Youssef (University of Brno)")
_TEASER = (
    "Incubation of fibroblast cells with antidepressants potentiates receptor-mediated "
    "gene transcription in the presence of dexamethasone and cortisol but not of "
    "corticosterone. We have shown that antidepressants do so by inhibiting the cell "
    "membrane steroid transporter and thus by increasing the intracellular concentration "
    "of the hormone. We now find that the drug enhances transcription in the presence of "
    "both hormones and increases their accumulation inside the cells, while it leaves "
    "the third hormone alone. "
)
_TEXT = (
    "Steroid hormones reach their receptors by crossing the cell membrane, and pumps in "
    "that membrane carry some of them out again before they bind. How much of a hormone "
    "stays in the cell therefore depends on the pumps as much as on the dose given. "
)


def _write(path: Path, teaser_size: float, title_size: float) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = 80.0
    for row in _TITLE:
        width = pymupdf.get_text_length(row, "hebo", title_size)
        page.insert_text(((595 - width) / 2, y), row, fontname="hebo", fontsize=title_size)
        y += title_size * 1.25
    box = pymupdf.Rect(72, y + 4, 523, y + 4 + 19 * teaser_size * 1.25)
    assert page.insert_textbox(box, _TEASER * 2, fontname="helv", fontsize=teaser_size) >= 0
    y = box.y1 + 20
    for name in _NAMES:
        page.insert_text((72, y), name, fontname="helv", fontsize=11.6)
        y += 16
    box = pymupdf.Rect(72, y + 10, 523, 800)
    page.insert_textbox(box, "1 Introduction\n" + _TEXT * 4, fontname="helv", fontsize=11)
    second = doc.new_page(width=595, height=842)
    second.insert_textbox(pymupdf.Rect(72, 72, 523, 780), _TEXT * 12, fontname="helv", fontsize=11)
    doc.save(path)
    doc.close()
    return path


def test_a_teaser_nearly_as_large_as_the_title_leaves_the_title_and_names(tmp_path: Path) -> None:
    pdf = extract_pdf(_write(tmp_path / "a.pdf", 14.0, 14.4), ocr=None)
    assert pdf.title == " ".join(_TITLE)
    assert pdf.authors == ("Andrew J. Nauman", "Valeri P. Youssef")
    assert pdf.abstract.startswith("Incubation of fibroblast cells")


def test_a_teaser_well_under_the_title_reads_as_before(tmp_path: Path) -> None:
    pdf = extract_pdf(_write(tmp_path / "a.pdf", 12.0, 20.0), ocr=None)
    assert pdf.title == " ".join(_TITLE)
    assert pdf.authors == ("Andrew J. Nauman", "Valeri P. Youssef")
