"""Bilingual front matter (lang33): a Spanish or Italian paper's own headingless
abstract above the English one under its label is the one stored (the title's
language, told only as "other"), and the dates and correspondence lines between a
headingless abstract and its keywords are not in it.  Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_pages import (
    BODY,
    ENGLISH,
    ENGLISH_TITLE,
    GERMAN,
    LEFT,
    SIZE,
    STEP,
    _one_block,
    _rows,
)

ITALIAN_TITLE = "Discutiamo i limiti dello studio e le direzioni della ricerca futura"
ITALIAN = (
    "L'effetto del farmaco dipende molto dalla dose somministrata. Presentiamo un insieme "
    "di dati annotato a mano da esperti. I risultati mostrano una netta riduzione del "
    "tempo di calcolo. Un modello probabilistico descrive la dinamica delle popolazioni "
    "osservate."
)
SPANISH_TITLE = "Los resultados muestran una reducción clara del tiempo de cálculo"
SPANISH = (
    "El consumo de energía de la planta se registra durante un año completo. Un algoritmo "
    "voraz encuentra una solución casi óptima en tiempo lineal. Los datos clínicos "
    "proceden de dos hospitales universitarios. Proponemos un método sencillo para "
    "estimar la calidad de las anotaciones."
)


def _write(page: pymupdf.Page, y: float, rows: list[str], font: str = "tiro") -> float:
    for row in rows:
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname=font)
        y += STEP
    return y


def _front(page: pymupdf.Page, title: str, place: str) -> float:
    page.insert_text((LEFT, 90), title, fontsize=16, fontname="tibo")
    page.insert_text((LEFT, 118), "Anna Rossi e Marco Bianchi", fontsize=11, fontname="tiro")
    page.insert_text((LEFT, 134), place, fontsize=9)
    return 170.0


def _native_first(tmp_path: Path, title: str, native: str, place: str) -> Path:
    """``native`` in italics with no heading under the byline, then a bold run-in
    "Abstract" over the English abstract, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _write(page, _front(page, title, place), _rows(native), "tiit") + 10
    english = _rows("Abstract " + ENGLISH)
    page.insert_text((LEFT, y), "Abstract", fontsize=SIZE, fontname="tibo")
    width = pymupdf.get_text_length("Abstract ", fontname="tibo", fontsize=SIZE)
    page.insert_text((LEFT + width, y), english[0][len("Abstract ") :], fontsize=SIZE)
    y = _write(page, y + STEP, english[1:]) + 12
    page.insert_text((LEFT, y), "1 Introduzione", fontsize=12, fontname="tibo")
    _write(page, y + 20, _rows(BODY))
    path = tmp_path / "p.pdf"
    doc.save(path)
    return path


def test_a_spanish_or_italian_headingless_abstract_over_the_english_one_is_stored(
    tmp_path: Path,
) -> None:
    # lang29 "Not done", t2907 office colopen (native-first, Italian): the paper's own
    # abstract, headingless and in italics, stands over "Abstract" and the English one;
    # neither title nor text is told (only "other"), so the English one was kept.
    place = "Dipartimento di Chimica, Università di Milano, Italia"
    path = _native_first(tmp_path, ITALIAN_TITLE, ITALIAN, place)
    assert extract_pdf(path).abstract == ITALIAN
    place = "Departamento de Física, Universidad de Granada, España"
    path = _native_first(tmp_path, SPANISH_TITLE, SPANISH, place)
    assert extract_pdf(path).abstract == SPANISH


def test_an_italian_run_over_an_english_title_s_abstract_is_no_abstract(tmp_path: Path) -> None:
    # The title in English: the English abstract stays (an Italian epigraph above it).
    place = "Dipartimento di Chimica, Università di Milano, Italia"
    path = _native_first(tmp_path, ENGLISH_TITLE, ITALIAN, place)
    assert extract_pdf(path).abstract == ENGLISH.strip()


def test_dates_and_correspondence_lines_over_keywords_end_a_headingless_abstract(
    tmp_path: Path,
) -> None:
    # t2907 office colopen (abstract-only, German, Spanish, Italian): a headingless
    # abstract, the dates and the corresponding author's lines in its size, then the
    # keywords: the run over the keywords took the dates and the e-mail.
    lines = (
        ("Eingegangen am 7. Juni 2019 / Angenommen am 16. Februar 2020", "Stichwörter"),
        ("Recibido el 9 mayo 2023; aceptado el 1 marzo 2024", "Palabras clave"),
    )
    for (dates, label), text, mail in zip(
        lines,
        (GERMAN, SPANISH),
        ("Korrespondenzautor", "Autor de correspondencia"),
        strict=True,
    ):
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        y = _write(page, _front(page, ENGLISH_TITLE, "Universität Jena"), _rows(text), "tiit")
        y = _write(page, y, [dates, f"{mail}: a.rossi@example.org"])
        y = _write(page, y, [f"{label}: Bäume, Städte, Wachstum"]) + 12
        page.insert_text((LEFT, y), "1 Einleitung", fontsize=12, fontname="tibo")
        _write(page, y + 20, _rows(BODY))
        path = tmp_path / "k.pdf"
        doc.save(path)
        assert extract_pdf(path).abstract == text.strip()


FRENCH_TITLE = "La croissance des arbres dans les grandes villes"
FRENCH = (
    "Nous mesurons pendant dix ans la croissance des arbres plantés le long des rues et "
    "nous observons que les vieux arbres des grandes villes grandissent bien moins vite "
    "que les jeunes. Les mesures viennent de trois villes et ont été faites par des "
    "équipes qui ne se connaissaient pas."
)
STRUCTURED = (
    "Background We study street trees over ten years.",
    "Conclusions The older trees in large cities grow much more slowly than the young "
    "ones, and the data of the three cities agree on it.",
)


def test_one_block_cut_after_a_structured_abstract_s_last_part(tmp_path: Path) -> None:
    # t2907 browser smallcaps/endnoteaff one-block: "Abstract — Résumé" over a
    # structured English abstract (a paragraph a part), then the French paragraph; the
    # cut fell at "Conclusions The …" (English and French after it: told French), so
    # the stored text began with the English conclusions.
    path = tmp_path / "p.pdf"
    _one_block(path, FRENCH_TITLE, "Abstract — Résumé", (*STRUCTURED, FRENCH))
    assert extract_pdf(path).abstract == FRENCH
    _one_block(path, ENGLISH_TITLE, "Abstract — Résumé", (*STRUCTURED, FRENCH))
    assert extract_pdf(path).abstract == " ".join(STRUCTURED)


def _headingless_block(tmp_path: Path, title: str, native: str, *, roman: bool) -> Path:
    """An English headingless abstract in italics, then ``native`` (in roman, or in
    italics too), a dates line, keywords and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _write(page, _front(page, title, "Universität Jena"), _rows(ENGLISH), "tiit")
    y = _write(page, y, _rows(native), "tiro" if roman else "tiit")
    y = _write(page, y, ["Eingegangen am 7. Juni 2019 / Angenommen am 16. Februar 2020"])
    y = _write(page, y, ["Stichwörter: Bäume, Städte, Wachstum"]) + 12
    page.insert_text((LEFT, y), "1 Einleitung", fontsize=12, fontname="tibo")
    _write(page, y + 20, _rows(BODY))
    path = tmp_path / "h.pdf"
    doc.save(path)
    return path


def test_a_headingless_block_of_two_languages_set_apart_keeps_the_title_s(
    tmp_path: Path,
) -> None:
    # t2907 office colopen one-block: the English abstract in italics, then the German
    # one in roman, no label at all, over the keywords: the whole run was read.
    german_title = "Das Wachstum von Stadtbäumen in großen Städten"
    path = _headingless_block(tmp_path, german_title, GERMAN, roman=True)
    read = extract_pdf(path)
    assert read.abstract == GERMAN.strip()
    # The English paragraph above is no byline (the kept text starts where the block
    # does: h2607 office colopen-0009 had read two names from its lines).
    assert read.authors == ("Anna Rossi", "Marco Bianchi")
    path = _headingless_block(tmp_path, ENGLISH_TITLE, GERMAN, roman=True)
    assert extract_pdf(path).abstract == ENGLISH.strip()


def test_one_block_whose_other_paragraph_opens_with_a_sentence_told_english(
    tmp_path: Path,
) -> None:
    # t2907s office logocover one-block: "Le misure sono state eseguite in quattro
    # laboratori indipendenti." is told English by its words alone; the paragraph is
    # Italian, so the cut stays there (an untold Italian title: the first, English).
    italian = "Le misure sono state eseguite in quattro laboratori indipendenti. " + ITALIAN[:184]
    path = tmp_path / "p.pdf"
    english = ENGLISH.strip() + " The rings tell the rest."
    _one_block(path, ITALIAN_TITLE, "Abstract — Riassunto", (english, italian))
    assert extract_pdf(path).abstract == english
