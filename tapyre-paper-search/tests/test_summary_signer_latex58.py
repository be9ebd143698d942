"""Round 58, LaTeX front matter: a paragraph's signer between the byline and the abstract.

A journal sets an editor's summary between the places and the abstract, signed under
its last sentence, flush right in italics, by the editor and their post ("Anne
Lindqvist, Editor"); the signature read as names and the editor was one more author
(latex56's held-out ``editor-summary``, author F1 0.838).  A line of one name and a
post right under a sentence's end is the paragraph's signer
(:mod:`~tapyre_paper_search.pdf.signerline`).

Control: a byline of rows "Name, Post" under the title (no sentence closed above) keeps
its names.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, AUTHORS, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf

_SUMMARY = (
    "Much of what is known about video servers comes from small studies. Here the "
    "authors bring together a broad set of observations on storage and streaming. Their "
    "analysis points to a simple account that earlier work had missed, and it offers "
    "readers in neighbouring fields a clear starting point."
)


def _flush_right(page: Writer, text: str, size: float = 10) -> None:
    width = pymupdf.get_text_length(text, "tiit", size)
    page.y += size * 1.25
    page.page.insert_text((535 - width, page.y), text, fontsize=size, fontname="tiit")


def _front(heading: str, signer: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(6)
        page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 11, centred=True)
        page.line("Department of Electrical Engineering, University of California", 8, centred=True)
        page.space(14)
        page.line(heading, 10, bold=True)
        page.paragraph(_SUMMARY, after=2)
        _flush_right(page, signer)
        page.space(12)
        page.line("Abstract", 10, bold=True)
        page.paragraph(ABSTRACT)

    return front


def test_an_editors_signature_under_a_summary_is_no_author(tmp_path: Path) -> None:
    front = _front("Editor's summary", "Anne Lindqvist, Editor")
    path = write_page(tmp_path / "summary.pdf", front)
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert list(pdf.authors) == list(AUTHORS)
    assert pdf.title == TITLE


def test_a_forewords_signer_with_a_post_is_no_author(tmp_path: Path) -> None:
    front = _front("Foreword", "Helen Carter, Senior Scientist")
    pdf = extract_pdf(write_page(tmp_path / "foreword.pdf", front), max_pages=2, tables=False)
    assert list(pdf.authors) == list(AUTHORS)


def test_a_byline_of_names_with_posts_keeps_them(tmp_path: Path) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(6)
        page.line("Jane Roe, Senior Scientist", 11, centred=True)
        page.line("Bo Chen, Principal Engineer", 11, centred=True)
        page.space(14)
        page.line("Abstract", 10, bold=True)
        page.paragraph(ABSTRACT)

    pdf = extract_pdf(write_page(tmp_path / "posts.pdf", front), max_pages=2, tables=False)
    assert list(pdf.authors) == ["Jane Roe", "Bo Chen"]
