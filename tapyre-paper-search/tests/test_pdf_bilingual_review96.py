"""review96 on lang34's box rule (:mod:`~tapyre_paper_search.pdf.bilingualbox`): the
English abstract kept without the box read into it is joined as its lines are, so a
word the page's foot broke by a hyphen, with the box's text read in between, is whole
again; a box read before the English abstract's last line, carried from page 2, is cut
out before the run-in label's cut is tried.  Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_pdf_bilingual_lang34 as lang34
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_abstract import FRENCH, GERMAN
from test_pdf_bilingual_lang34 import FRENCH_TITLE, LEFT, LONG_ENGLISH, MIDDLE, RIGHT
from test_pdf_bilingual_pages import BODY, ENGLISH_TITLE, SIZE, STEP, _rows


def _broken_at_the_foot(tmp_path: Path, label: str, own: str) -> Path:
    """The English abstract in the left column running on to page 2, its first page's
    last word broken by a hyphen ("we-" / "re"), and ``label`` run in before ``own`` in
    a bordered box in the right column; then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 90), ENGLISH_TITLE, fontsize=16, fontname="tibo")
    page.insert_text((LEFT, 118), "Anne Martin and Paul Durand", fontsize=11, fontname="tiro")
    page.insert_text((280, 170), "Abstract", fontsize=11, fontname="tibo")
    box = _rows(f"{label} {own}", RIGHT - MIDDLE - 12)
    page.draw_rect(pymupdf.Rect(MIDDLE, 180, RIGHT + 4, 184 + STEP * len(box)), width=0.8)
    for k, row in enumerate(box):
        page.insert_text((MIDDLE + 6, 196 + k * STEP), row, fontsize=SIZE, fontname="tiro")
    rows = _rows(LONG_ENGLISH, MIDDLE - 14 - LEFT)
    first = rows[: int((790 - 192) / STEP) + 1]
    rest = rows[len(first) :]
    *words, word = first[-1].split()
    first[-1], rest[0] = f"{' '.join(words)} {word[:2]}-", f"{word[2:]} {rest[0]}"
    for k, row in enumerate(first):
        page.insert_text((LEFT, 192 + k * STEP), row, fontsize=SIZE, fontname="tiro")
    page = doc.new_page(width=595, height=842)
    y = 100.0
    for row in [*rest, "", "", *_rows(BODY, RIGHT - LEFT)]:
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
        y += STEP
    page.insert_text(
        (LEFT, 100 + STEP * (len(rest) + 1)), "1 Introduction", fontsize=12, fontname="tibo"
    )
    path = tmp_path / "p.pdf"
    doc.save(path)
    return path


def test_a_word_broken_around_the_box_is_joined_again(tmp_path: Path) -> None:
    # review96: "… busy streets we-" / [the box's "Zusammenfassung Wir …"] / "re measured
    # …" kept "we- re measured" once the box's text was cut out.
    path = _broken_at_the_foot(tmp_path, "Zusammenfassung", GERMAN)
    assert extract_pdf(path).abstract == LONG_ENGLISH.strip()


# The English abstract running on to page 2 by one line only.
ONE_LINE_ON = " ".join(_rows(LONG_ENGLISH, MIDDLE - 14 - LEFT)[:48])


@pytest.mark.parametrize(
    ("title", "box", "stored"),
    [
        (ENGLISH_TITLE, ("Zusammenfassung", GERMAN), ONE_LINE_ON),
        (FRENCH_TITLE, ("Résumé", FRENCH), FRENCH),
    ],
)
def test_a_box_before_the_english_abstracts_last_line_on_page_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, title: str, box: tuple[str, str], stored: str
) -> None:
    # review96: with one line carried from page 2 after the box's text, the run-in cut
    # came first and cut at the box's label: the English title's abstract lost that
    # line, the French title's got it ("… se connaissaient pas. measured every …").
    monkeypatch.setattr(lang34, "LONG_ENGLISH", ONE_LINE_ON)
    path = lang34._side_by_side(tmp_path, title, *box)
    assert extract_pdf(path).abstract == stored
