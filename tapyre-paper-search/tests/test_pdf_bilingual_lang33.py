"""Bilingual front matter (lang33): a Spanish or Italian paper's own headingless
abstract above the English one under its label is the one stored (the title's
language, told only as "other"), and the dates and correspondence lines between a
headingless abstract and its keywords are not in it.  Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_pages import BODY, ENGLISH, GERMAN, LEFT, SIZE, STEP, _rows

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
ENGLISH_TITLE = "The Growth of Street Trees in Large Cities"


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
