"""A suspended hyphen at a line end, told by the compound after its conjunction
(:func:`~tapyre_paper_search.pdf.lineendhyphens.suspended_at`, producer59).

An engine that draws a justified line's words one by one (with their own
positioning, wide gaps between them) gives each word as a line of its own, so a
hyphen in the middle of a printed line ("time- and dose-dependent") reaches the
text as a line-end one; the same holds at a real line end ("pre-" / "and
post-operative").  The break is a space there; a compound's middle conjunction
("trial-" / "and-error") and a word hyphenated across lines stay joined.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.normalize import normalize_text

_SIZE = 10.0
_LEFT, _RIGHT = 72.0, 372.0


def _justified_words(page: pymupdf.Page, words: list[str], y: float) -> None:
    """``words`` spread over the measure, each drawn on its own with a space after it but
    the last (a justified line drawn word by word)."""
    texts = [w + " " for w in words[:-1]] + [words[-1]]
    widths = [pymupdf.get_text_length(t, fontsize=_SIZE) for t in texts]
    gap = (_RIGHT - _LEFT - sum(widths)) / (len(texts) - 1)
    x = _LEFT
    for text, width in zip(texts, widths, strict=True):
        page.insert_text((x, y), text, fontsize=_SIZE)
        x += width + gap


def _pdf(tmp_path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=444, height=600)
    page.insert_text((_LEFT, 80), "Alkaline phosphatase in breast cancer cells", fontsize=16)
    y = 120.0
    rows = [
        "The induction of alkaline phosphatase activity in the cultured cells",
        ["by", "the", "hormone", "was", "time-", "and"],
        "dose-dependent, and the accumulation of its messenger was inhibited by",
        "actinomycin and by cycloheximide in both the treated and the control",
        "cells, which points to a complex event involving other proteins too.",
    ]
    for row in rows:
        if isinstance(row, list):
            _justified_words(page, row, y)
        else:
            page.insert_text((_LEFT, y), row, fontsize=_SIZE)
        y += _SIZE * 1.2
    path = tmp_path / "spread.pdf"
    doc.save(path)
    return path


def test_a_spread_line_keeps_its_suspended_hyphen(tmp_path: Path) -> None:
    path = _pdf(tmp_path)
    pieces = [
        "".join(s["text"] for s in line["spans"])
        for block in pymupdf.open(path)[0].get_text("dict")["blocks"]
        for line in block["lines"]
    ]
    assert "time- " in pieces and "and" in pieces  # the words reach the text apart
    text = extract_pdf(path, max_pages=1, tables=False).pages[0].text
    assert "hormone was time- and dose-dependent, and" in text


def test_a_line_end_before_a_conjunction_and_a_compound_is_a_space() -> None:
    assert normalize_text("pre-\nand post-operative care") == "pre- and post-operative care"
    assert normalize_text("short-\nor long-term use") == "short- or long-term use"
    assert normalize_text("mono-\nand\ndi-substituted") == "mono- and di-substituted"


def test_a_compound_or_a_broken_word_stays_joined() -> None:
    assert normalize_text("by trial-\nand-error") == "by trial-and-error"
    assert normalize_text("the thous-\nand years") == "the thousand years"
    assert normalize_text("sum-\nmaries and more") == "summaries and more"
