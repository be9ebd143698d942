"""Small one-page PDFs of a paper's front for abs67's tests: a title, a byline and a
place in Times, then the test's own flowables (ReportLab's Platypus)."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer

BODY = ParagraphStyle("b", fontName="Times-Roman", fontSize=10, leading=12)
BOLD = ParagraphStyle("k", fontName="Times-Bold", fontSize=10, leading=12)
_HEAD = ParagraphStyle("h", fontName="Times-Bold", fontSize=16, leading=20)


def write_front(path: Path, flow: list[Flowable]) -> Path:
    """Write ``path``: "Checking Hand-Kept Field Records" by "Ann Lee and Bo Chen" of
    Stanford University, then ``flow``; returns ``path``."""
    story = [Paragraph("Checking Hand-Kept Field Records", _HEAD),
             Paragraph("Ann Lee and Bo Chen", BODY),
             Paragraph("Stanford University, Stanford, USA", BODY),
             Spacer(1, 12), *flow]  # fmt: skip
    SimpleDocTemplate(str(path)).build(story)
    return path
