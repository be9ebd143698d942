"""Near-misses of lang29's bilingual rules (review85): a lead paragraph whose first line
is set wholly in another type and opens with a label's word, a second abstract whose
last line quotes a title in the first one's language, the translated "Executive
Summary" words over a section or a table of contents, and a byline closing the lead
paragraph under the dates and correspondence lines that now end it in every language.
Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.language import text_language
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

FRENCH_TITLE = "La croissance des arbres dans les grandes villes"


@pytest.mark.parametrize("font", ["tiit", "hebo"])
@pytest.mark.parametrize("words", ["Summary Statistics", "Abstract Algebra"])
def test_a_first_line_wholly_in_another_type_holds_no_label(
    tmp_path: Path, font: str, words: str
) -> None:
    # A headingless lead paragraph whose first line is set in italic or bold (as some
    # journals set it) and opens with a label's word was read again under that "label":
    # "Summary" / "Abstract" left out of the abstract.
    rows = _rows(f"{words} {ENGLISH * 2}")
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, ENGLISH_TITLE)
    page.insert_text((LEFT, 170), rows[0], fontsize=SIZE, fontname=font)
    _body(page, _write(page, 170 + STEP, rows[1:]) + 10)
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == " ".join(rows)


def test_a_second_abstract_ending_in_an_english_citation_is_cut(tmp_path: Path) -> None:
    # An English abstract, then the German one run in under its label in one block,
    # whose last line cites a work in English: the text "came back" to English, so both
    # were kept as one abstract (lang29's quotation rule).  The German is whole
    # sentences: a second abstract.
    citation = "Weber A (2021) The growth of street trees in the city and the forest."
    for title, stored in ((ENGLISH_TITLE, (ENGLISH * 2).strip()), (GERMAN_TITLE, None)):
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        _head(page, title)
        page.insert_text((LEFT, 170), "Abstract", fontsize=11, fontname="tibo")
        rows = [*_rows(ENGLISH * 2), *_rows("Zusammenfassung " + GERMAN), citation]
        _body(page, _write(page, 186, rows) + 10)
        path = tmp_path / "p.pdf"
        doc.save(path)
        kept = extract_pdf(path).abstract
        assert kept == stored if stored else kept.startswith(GERMAN[:40]), title


def test_a_synthesis_section_after_the_lead_paragraph_is_no_abstract(tmp_path: Path) -> None:
    # "Synthèse" (a chemistry paper's synthesis) heading a section after the paper's
    # headingless lead paragraph: its section was read as the abstract.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, FRENCH_TITLE)
    y = _write(page, 170, _rows(FRENCH))
    page.insert_text((LEFT, y + 16), "Synthèse", fontsize=11, fontname="tibo")
    y = _write(page, y + 32, _rows(FRENCH.replace("Nous", "Les composés") * 2))
    _body(page, y + 10, "Résultats")
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == FRENCH


def test_an_italian_table_of_contents_is_no_abstract(tmp_path: Path) -> None:
    # An Italian report: a cover, then "Sommario" (the contents) at the top of page 2;
    # its entries were read as the abstract.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 300), "La crescita degli alberi nelle città", fontsize=22)
    page.insert_text((LEFT, 340), "Anna Rossi, Marco Bianchi", fontsize=12, fontname="tiro")
    page.insert_text((LEFT, 360), "Rapporto tecnico, marzo 2024", fontsize=10, fontname="tiro")
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 80), "Sommario", fontsize=14, fontname="tibo")
    entries = ["Introduzione", "Metodi di misura", "Risultati", "Discussione", "Conclusioni"]
    for n, entry in enumerate(entries, 1):
        dots = "." * (60 - len(entry))
        page.insert_text((LEFT, 92 + 18 * n), f"{n}  {entry} {dots} {3 * n}", fontsize=11)
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 80), "1 Introduzione", fontsize=14, fontname="tibo")
    italian = "Gli alberi nelle città sono importanti per il clima e per la salute di tutti. "
    _write(page, 104, _rows(italian * 6))
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == ""


ITALIAN_LEAD = (
    "Confrontiamo il costo delle due procedure lungo tutta la loro durata e mostriamo "
    "che la seconda costa meno della prima in tutte le città studiate. "
)


@pytest.mark.parametrize(
    "ends",
    [
        ["Ricevuto il 6 agosto 2018; accettato il 12 ottobre", "2024"],
        ["Autore corrispondente: anna.rossi@unipd.it"],
        [
            "Recibido el 6 agosto 2018; aceptado el 12 octubre 2024",
            "Autor de correspondencia: ana@ugr.es",
        ],
        ["Received 6 August 2018; accepted 12 October 2024"],
    ],
)
def test_a_byline_under_the_lines_that_end_the_lead_paragraph(
    tmp_path: Path, ends: list[str]
) -> None:
    # Office `bylineend` in Italian and Spanish: the lead paragraph (no heading), a
    # dates or correspondence line, then "— by A and B" flush right.  Since lang29 the
    # Italian and Spanish lines end the abstract as the German and French did, and the
    # byline, no longer right after its last line, was not read: no author.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 60), "LAB LETTER", fontsize=10.5, fontname="hebo")
    page.insert_text((57, 100), "Il costo delle due procedure", fontsize=20, fontname="hebo")
    y = _write(page, 130, _rows(ITALIAN_LEAD * 2))
    for line in ends:
        y += STEP
        page.insert_text((LEFT, y), line, fontsize=SIZE, fontname="tiro")
    italic = pymupdf.Font("tiit")
    byline = "\u2014 by Anna Rossi and Marco Bianchi"
    writer = pymupdf.TextWriter(page.rect)
    writer.append((538 - italic.text_length(byline, fontsize=SIZE), y + 20), byline, italic, SIZE)
    writer.write_text(page)
    page.insert_text((57, y + 40), "Dipartimento di Chimica, Università di Padova", fontsize=8)
    _body(page, y + 60, "1. Introduzione")
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert tuple(extract_pdf(path).authors) == ("Anna Rossi", "Marco Bianchi")


def test_spanish_in_capitals_is_none_of_the_three() -> None:
    # lang29 counts a capitalised Spanish function word only before a lower-case word
    # ("El Niño" in English is no Spanish); text in capitals then lost all its Spanish
    # words and was told French by "DE", "LA".
    spanish = "LOS DATOS DEL ESTUDIO MUESTRAN QUE EL SUELO ES SECO Y QUE LA LLUVIA"
    assert text_language(spanish, other=True) == "other"
    english = "WE STUDY EL NIÑO RAINFALL AT LOS ALAMOS AND THE DATA OF THE SEA"
    assert text_language(english, other=True) == "en"
