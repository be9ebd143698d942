"""Bilingual abstracts (lang29): the other language's label in page 2's top margin is
no running head, a quotation in another language inside one abstract cuts nothing,
names such as "El Niño" are no Spanish, what the kept abstract's ``start``, ``used``
and ``carried`` say, labels run in with no stop over a headingless abstract, the other
language's abstract after one carried onto page 2, and Spanish and Italian lines that
end an abstract.  Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import abstractcues, extract_pdf
from tapyre_paper_search.pdf.bilingual import carry_on_in_title_language
from tapyre_paper_search.pdf.language import text_language
from tapyre_paper_search.pdf.lines import PageLines, in_reading_order, page_lines
from test_pdf_bilingual_abstract import FRENCH, GERMAN
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


FRENCH_TITLE = "La croissance des arbres dans les grandes villes"


def _labelled(page: pymupdf.Page, y: float, label: str, text: str, font: str) -> float:
    """``label`` in ``font`` run in with no stop before ``text`` in roman, from ``y``."""
    rows = _rows(f"{label} {text}")
    page.insert_text((LEFT, y), f"{label} ", fontsize=SIZE, fontname=font)
    width = pymupdf.get_text_length(f"{label} ", fontname=font, fontsize=SIZE)
    page.insert_text((LEFT + width, y), rows[0][len(label) + 1 :], fontsize=SIZE, fontname="tiro")
    return _write(page, y + STEP, rows[1:])


def test_labels_run_in_with_no_stop_over_a_headingless_abstract(tmp_path: Path) -> None:
    # h2607 browser `endnoteaff`: "Abstract In …" and "Résumé Nous …" run in with no
    # stop (a Type3 bold font with no bold flag), read as one headingless abstract with
    # both labels and the dates line in it.  In italic (another font than the text) or
    # in the text's own font, each language's abstract is found without its label.
    for font in ("tiit", "tiro"):
        for title, stored in ((FRENCH_TITLE, FRENCH), (ENGLISH_TITLE, (ENGLISH * 2).strip())):
            doc = pymupdf.open()
            page = doc.new_page(width=595, height=842)
            _head(page, title)
            y = _labelled(page, 170.0, "Abstract", ENGLISH * 2, font)
            y = _labelled(page, y + 6, "Résumé", FRENCH, font)
            dates = "Reçu le 3 mars 2020 ; accepté le 5 mai 2021"
            page.insert_text((LEFT, y + 6), dates, fontsize=SIZE, fontname="tiro")
            _body(page, y + 10)
            path = tmp_path / "p.pdf"
            doc.save(path)
            assert extract_pdf(path).abstract == stored, (font, title)


def test_the_other_language_s_abstract_after_one_carried_onto_page_2(tmp_path: Path) -> None:
    # h2607 browser `pullquote`: the English abstract runs onto page 2, where the French
    # one follows under its own bold label; only page 1's lines were searched for it.
    english = _rows(ENGLISH * 16)
    for title, french in ((FRENCH_TITLE, True), (ENGLISH_TITLE, False)):
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        _head(page, title)
        page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
        y, k = 482.0, 0
        while y < 800:
            page.insert_text((LEFT, y), english[k], fontsize=SIZE, fontname="tiro")
            y, k = y + STEP, k + 1
        page = doc.new_page(width=595, height=842)
        y = _write(page, 72.0, english[k : k + 3])
        page.insert_text((LEFT, y + 12), "Résumé", fontsize=11, fontname="tibo")
        _body(page, _write(page, y + 28, _rows(FRENCH)))
        path = tmp_path / "p.pdf"
        doc.save(path)
        kept = extract_pdf(path).abstract
        assert kept == FRENCH if french else kept == " ".join(english[: k + 3])


def test_spanish_and_italian_history_keyword_and_correspondence_lines() -> None:
    # h2607 browser `endnoteaff` (Italian): "Ricevuto il …", "Autore corrispondente:",
    # "Parole chiave:" were read into the abstract above them.
    for line in (
        "Ricevuto il 7 febbraio 2021; accettato il 28 novembre 2022",
        "Recibido el 3 marzo 2020; aceptado el 9 mayo 2021",
        "Autore corrispondente: anna@unipd.it",
        "Autor de correspondencia: ana@ugr.es",
        "Parole chiave: alberi, città",
    ):
        assert abstractcues.AFTER_ABSTRACT.match(line), line
    assert abstractcues.HISTORY.match("Ricevuto il 7 febbraio 2021")
    assert not abstractcues.AFTER_ABSTRACT.match("Recibido el premio, el equipo …")


def test_a_translated_executive_summary_heads_the_abstract(tmp_path: Path) -> None:
    # lang26 train `whitepaper`: "Executive Summary" translated ("Synthèse", "Sintesi")
    # on page 2 under a cover was no label the reader knew (abstract 0.00).  Alone on
    # its line only: run in, the words open sentences.
    for label in ("Synthèse", "SINTESI", "Resumen ejecutivo", "Sommario"):
        assert abstractcues.is_abstract_heading(label)
    assert not abstractcues.is_abstract_heading("Synthèse des travaux")
    assert abstractcues.abstract_runin("Sintesi di nuovi composti, …") is None
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 300), FRENCH_TITLE, fontsize=22, fontname="tibo")
    page.insert_text((LEFT, 340), "Anna Weber", fontsize=12, fontname="tiro")
    page.insert_text((LEFT, 360), "Rapport technique, mars 2024", fontsize=10, fontname="tiro")
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 80), "Synthèse", fontsize=14, fontname="tibo")
    y = _write(page, 104.0, _rows(FRENCH))
    page.insert_text((LEFT, y + 20), "Contexte", fontsize=14, fontname="tibo")
    _write(page, y + 44, _rows(FRENCH.replace("Nous", "Les auteurs") * 3))
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == FRENCH
