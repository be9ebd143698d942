"""A generated report's front page for byline tests (latex42's report layout, PyMuPDF).

A small "REPORT" label, a bold title, the rows under it (bylines, subtitles), then an
institute, a date, a bold "Executive Summary" over a paragraph, and a numbered body.
Bylines are set in DejaVu Serif, which holds every letter (the base-14 fonts print "ř"
as a dot), or in PyMuPDF's Korean or Japanese font where they hold Hangul or kana and
kanji, or in MuPDF's own Noto font of a script DejaVu lacks (:func:`draw_row`).
The rows' heights are the caller's, so each test keeps the page it was written
against: the institute's line is at ``tail``, "1 Introduction" at ``intro``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pymupdf
from layout_pages import DEJAVU
from tapyre_paper_search.pdf import extract_pdf

TITLE = "Soil Moisture Memory in Semi-Arid Grasslands"
SUMMARY = (
    "Soil moisture controls plant growth in dry grasslands, yet how long a wet spell is "
    "remembered by the soil remains poorly known across sites and seasons. We measured "
    "soil moisture every hour at twelve sites over four years."
)
BODY = "Monitoring programmes often rely on a few sites measured rarely. " * 30


@dataclass(frozen=True)
class Row:
    """One line under the title: ``text`` at height ``y``, in the byline's type unless
    ``bold`` (a subtitle in the title's face, at ``size``)."""

    y: float
    text: str
    size: float = 11
    bold: bool = False


def _font(text: str) -> dict[str, str]:
    """DejaVu Serif, or PyMuPDF's own Korean, Japanese or Chinese font for a row of
    Hangul, of kana (and kanji), or of hanzi alone, which DejaVu does not hold (it would
    print them as empty glyphs); the Japanese font loses simplified hanzi ("晓", "张")
    from the text layer, the simplified Chinese one holds them and the kanji (bylines63)."""
    if any("\uac00" <= char <= "\ud7a3" for char in text):
        return {"fontname": "korea"}
    if any("\u3040" <= char <= "\u30ff" for char in text):
        return {"fontname": "japan"}
    if any("\u4e00" <= char <= "\u9fff" for char in text):
        return {"fontname": "china-s"}
    return {"fontname": "dejavu", "fontfile": DEJAVU}


# MuPDF's built-in Noto fonts by script (its UCDN script numbers), for rows DejaVu Serif
# cannot draw: Hebrew and Thai shaped by HarfBuzz (``insert_htmlbox``: their text comes
# back as written); Arabic and Devanagari unshaped, Arabic in visual order (shaped, the
# ligature glyphs of lām and the conjuncts come back as no letters; unshaped, MuPDF reads
# the Arabic back right to left, in presentation forms the reader's NFKC undoes).
_SHAPED = {"hebrew": ("\u0590", "\u05ff"), "thai": ("\u0e00", "\u0e7f")}
_UNSHAPED = {6: ("\u0600", "\u06ff"), 9: ("\u0900", "\u097f")}


def draw_row(page: pymupdf.Page, x: float, y: float, text: str, size: float = 11) -> None:
    """Draw ``text`` with its baseline at (``x``, ``y``) in a font that holds its script
    (bylines65): :func:`_font`'s, or MuPDF's Noto font for a row of Hebrew, Thai, Arabic
    or Devanagari letters, whose text is read back from the page as written."""
    if any(low <= char <= high for low, high in _SHAPED.values() for char in text):
        box = pymupdf.Rect(x, y - 0.99 * size, 580, y + 2 * size)
        page.insert_htmlbox(box, text, css=f"* {{font-family: serif; font-size: {size}px;}}")
        return
    for script, (low, high) in _UNSHAPED.items():
        if any(low <= char <= high for char in text):
            font = pymupdf.Font(script=script, is_serif=1)
            page.insert_font(fontname=f"noto{script}", fontbuffer=font.buffer)
            drawn = text[::-1] if script == 6 else text
            page.insert_text((x, y), drawn, fontsize=size, fontname=f"noto{script}")
            return
    page.insert_text((x, y), text, fontsize=size, **_font(text))


def report_authors(
    path: Path, rows: Sequence[Row], *, tail: float, intro: float, title: str = TITLE
) -> tuple[str, ...]:
    """Write the report page to ``path`` and return the authors the reader finds.

    ``tail`` is the institute line's height: the date and the summary's head and
    paragraph follow at fixed distances below it; the paragraph's box ends 30 points
    above ``intro``, the height of "1 Introduction", and the body starts 10 below it."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 80), "REPORT", fontsize=9)
    page.insert_text((72, 104), title, fontsize=16, fontname="tibo")
    for row in rows:
        if row.bold:
            page.insert_text((72, row.y), row.text, fontsize=row.size, fontname="tibo")
        else:
            draw_row(page, 72, row.y, row.text, row.size)
    page.insert_text((72, tail), "Institute of Hydrology, Lund University, Sweden", fontsize=9)
    page.insert_text((72, tail + 14), "July 2020", fontsize=9)
    page.insert_text((72, tail + 44), "Executive Summary", fontsize=12, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, tail + 54, 523, intro - 30), SUMMARY, fontsize=10)
    page.insert_text((72, intro), "1 Introduction", fontsize=12, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, intro + 10, 523, 800), BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return tuple(extract_pdf(path).authors)


def byline_authors(tmp_path: Path, byline: str) -> tuple[str, ...]:
    """The authors of a report page with one ``byline`` under its title (tidy43's page)."""
    return report_authors(tmp_path / "report.pdf", [Row(134, byline)], tail=150, intro=330)


def two_line_authors(tmp_path: Path, first: str, second: str) -> tuple[str, ...]:
    """The authors of a report page with ``first`` over ``second`` under its title, both
    in the byline's type (a byline wrapped, or a label over names)."""
    rows = [Row(134, first), Row(149, second)]
    return report_authors(tmp_path / "two.pdf", rows, tail=166, intro=350)
