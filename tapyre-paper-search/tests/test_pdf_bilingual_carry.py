"""Bilingual abstracts carried onto page 2 (lang29): the other language's label in the
page's top margin is no running head, a quotation in another language inside one
abstract cuts nothing, names such as "El Niño" are no Spanish, and what the kept
abstract's ``start``, ``used`` and ``carried`` say.  Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bilingual import carry_on_in_title_language
from tapyre_paper_search.pdf.language import text_language
from tapyre_paper_search.pdf.lines import PageLines, in_reading_order, page_lines
from test_pdf_bilingual_abstract import GERMAN
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

# Twenty-five rows of English ending a sentence on the last: page 1 full to its foot.
_FULL = [*_rows(ENGLISH * 16)[:24], "and the data were collected by foresters."]


def _two_pages(tmp_path: Path, title: str, top: float, second: list[str]) -> Path:
    """Page 1: ``title``, "Abstract" and :data:`_FULL` to the foot; page 2: ``second``
    from ``top`` down, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, title)
    page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
    assert _write(page, 482.0, _FULL) > 800
    page = doc.new_page(width=595, height=842)
    _body(page, _write(page, top, second), "1 Einleitung")
    path = tmp_path / "p.pdf"
    doc.save(path)
    return path


def test_a_label_in_page_2_s_top_margin_is_no_running_head(tmp_path: Path) -> None:
    # review77 item 6: "Zusammenfassung Die …" opening page 2 within its top 9 % was
    # dropped as a running head and the German text under it read into the English.
    german = _rows("Zusammenfassung " + GERMAN)
    for title, stored in ((GERMAN_TITLE, GERMAN), (ENGLISH_TITLE, " ".join(_FULL))):
        assert extract_pdf(_two_pages(tmp_path, title, 60.0, german)).abstract == stored


def test_an_english_running_head_over_an_abstract_carried_on_stays_one(tmp_path: Path) -> None:
    # Only a label before the other language's text: an English "Summary …" running
    # head over the English abstract's last lines is dropped as before.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, ENGLISH_TITLE)
    page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
    english = _rows(ENGLISH * 16)
    y, k = 482.0, 0
    while y < 800:  # the page full to its foot, in mid-sentence
        page.insert_text((LEFT, y), english[k], fontsize=SIZE, fontname="tiro")
        y, k = y + STEP, k + 1
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 40), "Summary Reports of the Forestry Society", fontsize=8)
    _body(page, _write(page, 72.0, english[k:]))
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == " ".join(english)


def test_a_quotation_in_another_language_cuts_no_abstract_carried_on(tmp_path: Path) -> None:
    # review77 item 5: an English abstract (one language) carried onto page 2, where a
    # line quotes a German summary ("Summary Die …") and English text follows it; the
    # quotation was taken for the German abstract and the English cut there.
    english = _rows(ENGLISH * 16)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, ENGLISH_TITLE)
    page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
    y, k = 482.0, 0
    while y < 800:
        page.insert_text((LEFT, y), english[k], fontsize=SIZE, fontname="tiro")
        y, k = y + STEP, k + 1
    page = doc.new_page(width=595, height=842)
    quote = "Summary Die Daten stammen aus drei Städten und wurden von unabhängigen Gruppen"
    rows = [*english[k : k + 3], quote, "erhoben, as the summary of the study says."]
    _body(page, _write(page, 72.0, rows))
    path = tmp_path / "p.pdf"
    doc.save(path)
    kept = extract_pdf(path).abstract
    assert kept.endswith(f"{quote} {rows[-1]}")


def test_capitalised_spanish_words_in_names_are_no_spanish() -> None:
    # review77 item 4: "El Niño", "Los Alamos" in an English sentence read as Spanish.
    assert text_language("We study El Niño rainfall at Los Alamos.", other=True) == "en"
    assert text_language("Los datos del estudio muestran que el suelo es seco.", other=True)
    assert text_language("Los datos del estudio muestran que el suelo es seco.") == ""


def _pages(path: Path) -> list[PageLines]:
    with pymupdf.open(path) as doc:
        return [
            in_reading_order(page_lines(page.get_text("dict"), n)) for n, page in enumerate(doc)
        ]


def test_the_kept_abstract_s_lines_when_page_2_s_is_kept(tmp_path: Path) -> None:
    # readerO item 6: the contract of ``carry_on_in_title_language``: ``start`` and
    # ``used`` are page 1's lines whichever text is kept, ``carried`` page 2's lines of
    # the kept text (it was empty after a cut).
    german = _rows("Zusammenfassung " + GERMAN)
    for title, stored in ((GERMAN_TITLE, GERMAN), (ENGLISH_TITLE, " ".join(_FULL))):
        one, two = _pages(_two_pages(tmp_path, title, 110.0, [*_rows(ENGLISH)[:2], *german]))
        found = abstracts.find_heading(one.lines, 0, height=one.height)
        assert found is not None and not found.complete
        kept = carry_on_in_title_language(two.lines, found, two.height, title)
        assert (kept.start, kept.used) == (found.start, found.used)
        label = next(i for i, line in enumerate(two.lines) if line.text.startswith("Zusamm"))
        german_lines = set(range(label, label + len(german)))
        if title == GERMAN_TITLE:
            assert kept.text == GERMAN and kept.carried == german_lines
        else:
            assert kept.text == f"{stored} {' '.join(_rows(ENGLISH)[:2])}"
            assert kept.carried == {i for i in range(label) if two.lines[i].y0 < 140}
