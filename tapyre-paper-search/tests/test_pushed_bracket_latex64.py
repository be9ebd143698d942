"""A pushed abstract cut at its page's foot inside a bracket (issue 25, ``latex64``).

A manuscript class sets the title page alone and the abstract under its heading at the
top of the next page, double-spaced; the abstract fills that page and its last line
stops inside a bracket it opened, after a number ("… (beta coefficient, -0.85 METs;
95%"); the next page's top closes the bracket ("CI, -0.92 to -0.77; P < .001), …").
:func:`~tapyre_paper_search.pdf.frontpages.pushed_abstract` carried it on only where
its last word was a plain word (:func:`~.footnotes.open_ending`), so its end was lost;
a bracket left open (:func:`~.breakruns.left_open`) carries it on too, where the next
page's first line closes it (:func:`~.footnotes.goes_on`).  Drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

ROW = "patients in the cohort were followed for exercise capacity over the years"


def _pages(path: Path, last: str, top: str) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((150, 200), "Left ventricular function and exercise capacity", fontsize=12)
    page.insert_text((180, 245), "Pascal Mizushima and Laura Pitkin", fontsize=12)
    page.insert_text((200, 270), "Institute for Advanced Study", fontsize=8)
    page.insert_text((268, 664), "Author Note", fontsize=12, fontname="tibo")
    page.insert_text((108, 691), "Correspondence should be sent to L. Pitkin.", fontsize=12)
    second = doc.new_page(width=612, height=792)
    second.insert_text((280, 90), "Abstract", fontsize=12, fontname="tibo")
    y = 128.0
    for k in range(25):
        text = f"Row {k + 1} of the results: {ROW}" if k == 0 else ROW
        second.insert_text((72, y), text, fontsize=12, fontname="tiro")
        y += 24
    second.insert_text((72, y), last, fontsize=12, fontname="tiro")
    third = doc.new_page(width=612, height=792)
    third.insert_text((72, 90), top, fontsize=12, fontname="tiro")
    third.insert_text((72, 114), "were independently associated with exercise capacity.")
    third.insert_text((108, 162), "Keywords: ventricular, function, exercise", fontsize=12)
    third.insert_text((250, 210), "Introduction", fontsize=12, fontname="tibo")
    third.insert_text((72, 240), "Exercise capacity is a strong predictor of outcome.", fontsize=12)
    doc.save(path)
    doc.close()
    return path


def test_a_bracket_left_open_at_the_foot_carries_the_abstract_on(tmp_path: Path) -> None:
    last = "correlates were age (beta coefficient, -0.85 METs; 95%"
    top = "CI, -0.92 to -0.77; P < .001). Conclusion: left ventricular measures"
    abstract = extract_pdf(_pages(tmp_path / "p.pdf", last, top)).abstract
    assert abstract.startswith("Row 1 of the results")
    assert "95% CI, -0.92 to -0.77" in abstract


@pytest.mark.parametrize("last", ["correlates were age, as we show in table 2 below.", "age 95%"])
def test_a_closed_last_line_is_not_carried_on(tmp_path: Path, last: str) -> None:
    """Controls: a sentence's end, or a number with no bracket left open, at the foot."""
    top = "CI, -0.92 to -0.77; P < .001). Conclusion: left ventricular measures"
    abstract = extract_pdf(_pages(tmp_path / "p.pdf", last, top)).abstract
    assert abstract.startswith("Row 1 of the results")
    assert "-0.92" not in abstract
