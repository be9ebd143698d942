"""Round 55 review fixes: a byline "Name, Post" right under a question title is a byline.

:mod:`~tapyre_paper_search.pdf.signerline` drops a line of one name and a post standing
under a line that closes a sentence: an editor's signature under their summary.  A
title that is a question ("Does the gut microbiome shape human behaviour?") also ends
in "?", and its byline "Jane Roe, Senior Scientist" was dropped (review55 item 2): the
line over a signature is prose in the signature's own size and type, not a title set
larger or bold.

Control: the editor's signature under a summary in the signature's size is still no
author (latex58's own case).  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from layout_pages import ABSTRACT, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf

_QUESTION = "Does the gut microbiome shape human behaviour?"
_SUMMARY = (
    "Much of what is known about gut flora comes from small studies. Here the authors "
    "bring together a broad set of observations on mood and diet, and offer readers a "
    "clear starting point."
)


def _question_front(byline: str, size: float, bold: bool) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line(_QUESTION, size, bold=bold)
        page.space(8)
        page.line(byline, 11)
        page.line("Institute of Microbiology, University of Leeds, United Kingdom", 8)
        page.space(14)
        page.line("Abstract", 10, bold=True)
        page.paragraph(ABSTRACT)

    return front


def test_a_byline_with_a_post_under_a_question_title_is_kept(tmp_path: Path) -> None:
    front = _question_front("Jane Roe, Senior Scientist", 18, True)
    pdf = extract_pdf(write_page(tmp_path / "q.pdf", front), max_pages=2, tables=False)
    assert pdf.title == _QUESTION
    assert list(pdf.authors) == ["Jane Roe"]


def test_a_byline_under_a_plain_larger_question_title_is_kept(tmp_path: Path) -> None:
    front = _question_front("Tom Berg, Associate Professor", 16, False)
    pdf = extract_pdf(write_page(tmp_path / "q2.pdf", front), max_pages=2, tables=False)
    assert list(pdf.authors) == ["Tom Berg"]


def test_a_signature_under_a_summary_is_still_no_author(tmp_path: Path) -> None:
    def front(page: Writer) -> None:
        page.line("Gut flora and behaviour in a large cohort of adults", 17, bold=True)
        page.space(6)
        page.line("Jane Roe and Bo Chen", 11)
        page.line("Institute of Microbiology, University of Leeds, United Kingdom", 8)
        page.space(14)
        page.line("Editor's summary", 10, bold=True)
        page.paragraph(_SUMMARY, after=2)
        page.line("Anne Lindqvist, Editor", 10, italic=True)
        page.space(12)
        page.line("Abstract", 10, bold=True)
        page.paragraph(ABSTRACT)

    pdf = extract_pdf(write_page(tmp_path / "s.pdf", front), max_pages=2, tables=False)
    assert list(pdf.authors) == ["Jane Roe", "Bo Chen"]
