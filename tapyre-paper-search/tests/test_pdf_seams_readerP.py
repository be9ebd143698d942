"""Where two tracks' rules meet (readerP), on pages drawn with PyMuPDF.

* A label closed by a stop and a dash (latex29's "Abstract. —") at the top of the page
  an abstract went on to is the other language's abstract, not a running head (lang29),
  and the one kept where the title is told in its language, also where the first
  abstract took no line of that page.
* A byline closing a headingless lead paragraph (rot29's "— by A and B") after a second
  paragraph in another language under a label run in (lang29's ``labelled_inferred``)
  signs both: its names are read whichever language's paragraph is kept; so does one
  after two abstracts each under its own heading.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_abstract import GERMAN
from test_pdf_bilingual_carry import _FULL
from test_pdf_bilingual_pages import (
    ENGLISH,
    ENGLISH_TITLE,
    GERMAN_TITLE,
    LEFT,
    SIZE,
    STEP,
    _body,
    _head,
    _rows,
    _write,
)

_TIRO = pymupdf.Font("tiro")  # a font object writes the em dash whole


def _two_pages(tmp_path: Path, label: str, title: str = ENGLISH_TITLE) -> Path:
    """Page 1: ``title``, "Abstract" and :data:`_FULL` to the foot; page 2: the
    German abstract run in after ``label`` in its top margin, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, title)
    page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
    assert _write(page, 482.0, _FULL) > 800
    page = doc.new_page(width=595, height=842)
    y = 60.0
    writer = pymupdf.TextWriter(page.rect)
    for row in _rows(label + GERMAN):
        writer.append((LEFT, y), row, font=_TIRO, fontsize=SIZE)
        y += STEP
    writer.write_text(page)
    _body(page, y, "1 Einleitung")
    path = tmp_path / "p.pdf"
    doc.save(path)
    return path


def test_a_stop_and_dash_label_in_page_2_s_top_margin_is_no_running_head(tmp_path: Path) -> None:
    # lang29's page-2 label test took a stop or a dash, not both: "Zusammenfassung. —
    # Die …" was dropped as a running head and the German read into the English.
    for label in ("Zusammenfassung. — ", "Zusammenfassung.— ", "Zusammenfassung: – "):
        assert extract_pdf(_two_pages(tmp_path, label)).abstract == " ".join(_FULL), label


def test_page_2_s_abstract_under_a_label_with_a_stop_is_the_other_one(tmp_path: Path) -> None:
    # The first abstract ended at the foot of page 1 and took no line of page 2, whose
    # label with a stop ended it at once: lang29 looked for the other language's abstract
    # only after lines taken there, so a German title kept the English abstract.
    for label in ("Zusammenfassung. ", "Zusammenfassung. — ", "Zusammenfassung: "):
        pdf = extract_pdf(_two_pages(tmp_path, label, GERMAN_TITLE))
        assert pdf.abstract == GERMAN, label


def _newsletter(path: Path, title: str, headed: bool = False) -> Path:
    """A large ``title``, a headingless English lead paragraph, "Zusammenfassung" run in
    with no stop before the German one in the same type, "— by Ann Lee and Bo Chen"
    flush right in italic under them, then a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 60), "LAB LETTER", fontsize=10.5, fontname="hebo")
    page.draw_line((57, 66), (538, 66), width=1)
    page.insert_text((57, 100), title, fontsize=20, fontname="hebo")
    y = 130.0
    rows = _rows(ENGLISH * 2, 481) + _rows("Zusammenfassung " + GERMAN, 481)
    if headed:  # each under its own heading
        rows = ["Abstract", *_rows(ENGLISH * 2, 481), "Zusammenfassung", *_rows(GERMAN, 481)]
    for row in rows:
        page.insert_text((57, y), row, fontsize=10.5, fontname="helv")
        y += 13
    italic = pymupdf.Font("tiit")
    writer = pymupdf.TextWriter(page.rect)
    byline = "\u2014 by Ann Lee and Bo Chen"
    writer.append((538 - italic.text_length(byline, fontsize=10.5), y + 4), byline, font=italic)
    writer.write_text(page)
    page.insert_text((57, y + 50), "1. Introduction", fontsize=10.5, fontname="hebo")
    body = "Cells were grown in a standard medium and counted every day for a week. "
    page.insert_textbox(pymupdf.Rect(57, y + 60, 538, 800), body * 12, fontsize=10.5)
    doc.save(path)
    return path


def test_a_closing_byline_signs_both_languages_lead_paragraphs(tmp_path: Path) -> None:
    # The English paragraph kept ended before the German label, not over the byline:
    # the names were looked for after its last line and none was read.
    for title, opens in ((ENGLISH_TITLE, "We study"), (GERMAN_TITLE, "Wir untersuchen")):
        pdf = extract_pdf(_newsletter(tmp_path / "n.pdf", title), max_pages=2, tables=False)
        assert pdf.abstract.startswith(opens)
        assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen"), title


def test_a_closing_byline_signs_both_languages_headed_abstracts(tmp_path: Path) -> None:
    # "Abstract" / English / "Zusammenfassung" / German / "— by …": the English kept
    # (in_title_language) ended before the German heading; the byline was not read.
    for title, opens in ((ENGLISH_TITLE, "We study"), (GERMAN_TITLE, "Wir untersuchen")):
        path = _newsletter(tmp_path / "n.pdf", title, headed=True)
        pdf = extract_pdf(path, max_pages=2, tables=False)
        assert pdf.abstract.startswith(opens)
        assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen"), title
