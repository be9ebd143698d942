"""Review fixes of round 62's rules (fix62c).

* ``authorzone.before_note`` (abs67's ``summaryhead``): a reader's summary label ended
  the names' zone even where no name stood above it, so a byline set under the box
  (the zone opening with a subtitle or a date line) was lost.  The zone ends there only
  where a name stands above the label or none below it; else the label alone is left
  out (also one small PDF: a date line, the box, then the byline).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from front67_pdfs import BODY, BOLD
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authorzone import before_note
from tapyre_paper_search.pdf.lines import Line

HEAD = ParagraphStyle("h", fontName="Times-Bold", fontSize=16, leading=20)


def _line(text: str, i: int) -> Line:
    return Line(text, 10.0, False, False, False, 72.0, 100.0 + 14 * i, 300.0, 110.0 + 14 * i, i)


def _zone(texts: list[str]) -> list[int]:
    lines = [_line(t, i) for i, t in enumerate(texts)]
    return list(before_note(lines, list(range(len(lines)))))


def test_byline_under_the_box_is_kept() -> None:
    texts = ["A field guide to hand-kept records", "Significance Statement",
             "Records kept by hand are often wrong.", "Ann Lee and Bo Chen"]  # fmt: skip
    assert _zone(texts) == [0, 2, 3]


def test_names_above_the_box_end_the_zone() -> None:
    texts = ["Ann Lee and Bo Chen", "Significance Statement",
             "Records kept by hand are often wrong.", "Cy Diaz"]  # fmt: skip
    assert _zone(texts) == [0]


def test_no_names_below_the_box_end_the_zone() -> None:
    texts = ["A field guide to hand-kept records", "ARTICLE INFO", "Received 3 May 2019"]
    assert _zone(texts) == [0]


@pytest.fixture(scope="module")
def below_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A title, a date line, a shaded summary box, then the byline (read by no name on
    55a875fb)."""
    note = "Records kept by hand are often wrong. Simple checks find the errors early."
    box = Table([[[Paragraph("Significance Statement", BOLD), Paragraph(note, BODY)]]],
                colWidths=[440])  # fmt: skip
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, "black"),
                             ("BACKGROUND", (0, 0), (-1, -1), "#dddddd")]))  # fmt: skip
    text = ("Hand-kept field records carry errors that reach later analyses unseen. We "
            "compared four simple checks at twelve sites over three years.")  # fmt: skip
    story = [Paragraph("Checking Hand-Kept Field Records", HEAD),
             Paragraph("Received 3 May 2019; accepted 1 June 2019", BODY), Spacer(1, 8), box,
             Spacer(1, 8), Paragraph("Ann Lee and Bo Chen", BODY),
             Paragraph("Stanford University, Stanford, USA", BODY), Spacer(1, 12),
             Paragraph("Abstract", BOLD), Paragraph(text, BODY), Spacer(1, 12),
             Paragraph("1. Introduction", BOLD), Paragraph(text, BODY)]  # fmt: skip
    path = tmp_path_factory.mktemp("below") / "below.pdf"
    SimpleDocTemplate(str(path)).build(story)
    return path


def test_byline_under_a_summary_box_is_read(below_pdf: Path) -> None:
    pdf = extract_pdf(below_pdf, max_pages=2, tables=False, use_model=False)
    assert list(pdf.authors) == ["Ann Lee", "Bo Chen"]
