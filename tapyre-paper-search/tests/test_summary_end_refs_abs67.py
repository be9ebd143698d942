"""A short communication's "Summary" closing its text, its references under it (abs67,
``authorzone``).

The abstract found late (a "Summary" heading after the text's own sections), the names'
tail under it ran on to the body's first paragraph, through a "References" heading, and
read the first entry's names as authors ("A. Smith", "J. Field Stud").  The tail now ends
at a reference list's heading too.  One small PDF (fails on the base).
"""

from __future__ import annotations

from pathlib import Path

from front67_pdfs import BODY, BOLD, write_front
from reportlab.platypus import Paragraph, Spacer
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
    flow = [Paragraph("Introduction", BOLD), Paragraph(_TEXT, BODY),
            Paragraph("Results and discussion", BOLD), Paragraph(_TEXT, BODY),
            Paragraph("Summary", BOLD), Paragraph(_SUMMARY, BODY), Spacer(1, 6),
            Paragraph("References", BOLD),
            Paragraph("1. A. Smith, J. Field Stud. 12 (2001) 33.", BODY)]  # fmt: skip
    path = write_front(tmp_path / "note.pdf", flow)
    pdf = extract_pdf(path, max_pages=2, tables=False, use_model=False)
    assert list(pdf.authors) == ["Ann Lee", "Bo Chen"]
    assert pdf.abstract == _SUMMARY
