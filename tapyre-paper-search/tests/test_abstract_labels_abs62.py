"""Round 62, abstracts: a headingless "Motivation" abstract whose labels stand alone in
bold (:func:`tapyre_paper_search.pdf.aloneparts.opens_tool_parts`, read in
:mod:`tapyre_paper_search.pdf.headingless`).

Train probe (abs61's leftover, the page drawn here): the abstract came out empty: the
front zone ended at "Motivation" (taken for the body's first section heading) and the
classifier scores the parts as body text.

Controls: a headingless plain abstract is still ended by a bold "Motivation" section
heading (with a "Results" section after it); a numbered "1 Motivation" over a
"Results" label opens no abstract; the labelled page under an "Abstract" heading and
run in stay as abs61 read them.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_abstract_labels_abs61 as abs61
from layout_pages import ABSTRACT, BODY
from tapyre_paper_search.pdf import extract_pdf


@pytest.mark.parametrize(("heading", "alone"), [(None, True), ("Abstract", True), (None, False)])
def test_a_headingless_motivation_abstract_is_read_through_its_bold_labels(
    tmp_path: Path, heading: str | None, alone: bool
) -> None:
    truth = abs61._tool_page(tmp_path / "tool.pdf", heading=heading, alone=alone)
    got = extract_pdf(tmp_path / "tool.pdf", ocr=None).abstract
    assert abs61._words(got) == abs61._words(truth)


def _sections_page(path: Path, first: str, *, abstract: bool) -> None:
    """A headingless abstract (or none), then body sections ``first`` and "Results",
    their headings alone in bold in the text's size."""
    doc = pymupdf.open()
    page = doc.new_page()
    writer = abs61._front(page, None)
    if abstract:
        writer.paragraph(ABSTRACT, 10)
        writer.space(6)
    for heading in (first, "Results"):
        writer.line(heading, 10, bold=True)
        for row in abs61._rows(BODY[:400], "tiro"):
            writer.line(row, 10)
    doc.save(path)


def test_a_motivation_section_still_ends_a_headingless_abstract(tmp_path: Path) -> None:
    _sections_page(tmp_path / "plain.pdf", "Motivation", abstract=True)
    got = extract_pdf(tmp_path / "plain.pdf", ocr=None).abstract
    assert abs61._words(got) == abs61._words(ABSTRACT)


def test_a_numbered_motivation_section_opens_no_abstract(tmp_path: Path) -> None:
    _sections_page(tmp_path / "numbered.pdf", "1 Motivation", abstract=False)
    got = extract_pdf(tmp_path / "numbered.pdf", ocr=None).abstract
    assert abs61._words(got)[:1] != ["motivation"]
    assert "results" not in abs61._words(got)[:60]


def test_a_body_of_motivation_and_results_sections_is_no_abstract(tmp_path: Path) -> None:
    _sections_page(tmp_path / "body.pdf", "Motivation", abstract=False)
    got = extract_pdf(tmp_path / "body.pdf", ocr=None).abstract
    assert abs61._words(got)[:1] != ["motivation"]
