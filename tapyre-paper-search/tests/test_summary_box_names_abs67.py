"""A reader's summary box or an article-info column between the byline and the abstract
(abs67, ``summaryhead``).

A shaded "Significance Statement" (or "Author Summary", "Public Summary") box set under
the byline: its label, two capitalised words alone on their line, read as a third
author on the base; so did an unspaced "ARTICLE INFO" over a column of facts.
``authorzone.before_note`` now ends the names' zone at such a label after a first line.
Line-level tests (controls: a label run into its text, a longer heading, a zone opening
with the label) and one small PDF (fails on the base).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from front67_pdfs import BODY, BOLD, write_front
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authorzone import before_note
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.summaryhead import is_summary_heading


@pytest.mark.parametrize(
    "text",
    ["Significance Statement", "AUTHOR SUMMARY:", "Public Summary", "Significance",
     "ARTICLE INFO", "Article history:"],
)  # fmt: skip
def test_summary_heading(text: str) -> None:
    assert is_summary_heading(text)


@pytest.mark.parametrize(
    "text",
    ["Author summary: We show how records fail", "Significance of the results",
     "Ann Lee and Bo Chen", "Summary", "Article history: Received 3 May 2019"],
)  # fmt: skip
def test_not_a_summary_heading(text: str) -> None:
    assert not is_summary_heading(text)


def _line(text: str, i: int) -> Line:
    return Line(text, 10.0, False, False, False, 72.0, 100.0 + 14 * i, 300.0, 110.0 + 14 * i, i)


def test_zone_ends_at_the_label() -> None:
    lines = [_line(t, i) for i, t in enumerate(["Ann Lee and Bo Chen", "Significance Statement",
                                                 "Cy Diaz"])]  # fmt: skip
    assert list(before_note(lines, [0, 1, 2])) == [0]
    assert list(before_note(lines, [1, 2])) == [1, 2]  # a zone opening with it: as before


@pytest.fixture(scope="module")
def box_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    note = "Records kept by hand are often wrong. Simple checks find the errors early."
    box = Table([[[Paragraph("Significance Statement", BOLD), Paragraph(note, BODY)]]],
                colWidths=[440])  # fmt: skip
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, "black"),
                             ("BACKGROUND", (0, 0), (-1, -1), "#dddddd")]))  # fmt: skip
    text = ("Hand-kept field records carry errors that reach later analyses unseen. We "
            "compared four simple checks at twelve sites over three years.")  # fmt: skip
    flow = [box, Spacer(1, 8), Paragraph("Abstract", BOLD), Paragraph(text, BODY),
            Spacer(1, 12), Paragraph("1. Introduction", BOLD), Paragraph(text, BODY)]  # fmt: skip
    return write_front(tmp_path_factory.mktemp("box") / "box.pdf", flow)


def test_box_label_is_no_author(box_pdf: Path) -> None:
    pdf = extract_pdf(box_pdf, max_pages=2, tables=False, use_model=False)
    assert list(pdf.authors) == ["Ann Lee", "Bo Chen"]
