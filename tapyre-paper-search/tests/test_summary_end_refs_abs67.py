"""A short communication's "Summary" closing its text, its references under it (abs67,
``authorzone``).

The abstract found late (a "Summary" heading after the text's own sections), the names'
tail under it ran on to the body's first paragraph, through a "References" heading, and
read the first entry's names as authors ("A. Smith", "J. Field Stud").  The tail now ends
at a reference list's heading too.  One small PDF (fails on the base).
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer
from tapyre_paper_search.pdf import extract_pdf

_TEXT = (
    "Field studies depend on records written by hand. Such records are cheap and "
    "flexible, but their errors are rarely measured. In this note we ask how often."
)
_SUMMARY = (
    "Hand-kept field records carry errors that reach later analyses unseen. We compared "
    "four simple checks at twelve sites over three years and found that double entry "
    "finds most errors at little cost."
)


def test_summary_at_the_end_keeps_the_references_out(tmp_path: Path) -> None:
    path = tmp_path / "note.pdf"
    body = ParagraphStyle("b", fontName="Times-Roman", fontSize=10, leading=12)
    bold = ParagraphStyle("k", fontName="Times-Bold", fontSize=10, leading=12)
    head = ParagraphStyle("h", fontName="Times-Bold", fontSize=16, leading=20)
    story = [Paragraph("Checking Hand-Kept Field Records", head),
             Paragraph("Ann Lee and Bo Chen", body),
             Paragraph("Stanford University, Stanford, USA", body), Spacer(1, 12),
             Paragraph("Introduction", bold), Paragraph(_TEXT, body),
             Paragraph("Results and discussion", bold), Paragraph(_TEXT, body),
             Paragraph("Summary", bold), Paragraph(_SUMMARY, body), Spacer(1, 6),
             Paragraph("References", bold),
             Paragraph("1. A. Smith, J. Field Stud. 12 (2001) 33.", body)]  # fmt: skip
    SimpleDocTemplate(str(path)).build(story)
    pdf = extract_pdf(path, max_pages=2, tables=False, use_model=False)
    assert list(pdf.authors) == ["Ann Lee", "Bo Chen"]
    assert pdf.abstract == _SUMMARY
