"""Round 55 review fixes: a byline "Name, Post" right under a question title is a byline.

:mod:`~tapyre_paper_search.pdf.signerline` drops a line of one name and a post standing
under a line that closes a sentence: an editor's signature under their summary.  A
title that is a question ("Does the gut microbiome shape human behaviour?") also ends
in "?", and its byline "Jane Roe, Senior Scientist" was dropped (review55 item 2): the
line over a signature is prose in the signature's own size and type, not a title set
larger or bold.

Control: latex58's own tests (``test_summary_signer_latex58.py``: an editor's signature
under a summary in its size is no author) still pass.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from layout_pages import ABSTRACT, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf

_QUESTION = "Does the gut microbiome shape human behaviour?"


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
