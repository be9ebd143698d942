"""review101 (review of lang35): drawn pages a real paper could look like that the
Dutch/Portuguese rules, or the rules they lean on, misread.  Pages drawn with PyMuPDF;
texts written here."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import abstractcues, extract_pdf
from tapyre_paper_search.pdf.language import title_language
from test_pdf_bilingual_lang35 import DUTCH, PORTUGUESE
from test_pdf_bilingual_pages import ENGLISH, FRENCH, LEFT, STEP, _body, _head, _rows, _write

NAMES = ("Anna Vos", "Pieter Jansen", "Sophie Bakker", "Lars Visser", "Eva Smit", "Tom Mulder")
ABSTRACTS = {
    "nl": (
        "Samenvatting",
        "In deze studie meten wij de groei van bomen in drie grote steden gedurende tien "
        "jaar. De resultaten laten zien dat de bomen in parken sneller groeien dan de bomen "
        "langs drukke straten, en dat het verschil niet verdwijnt na een droge zomer.",
    ),
    "pt": (
        "Resumo",
        "Estudamos o crescimento das árvores em três grandes cidades durante dez anos. Os "
        "resultados mostram que as árvores dos parques crescem mais depressa do que as das "
        "ruas movimentadas, e a diferença não desaparece depois de um verão seco.",
    ),
    "en": (
        "ABSTRACT",
        "We measure the growth of trees in three large cities over ten years. The results "
        "show that trees in parks grow faster than trees along busy streets, and that the "
        "difference does not vanish after a dry summer.",
    ),
}


def _wrap(text: str, width: float, size: float) -> list[str]:
    rows, row = [], ""
    for word in text.split():
        longer = f"{row} {word}".strip()
        if row and pymupdf.get_text_length(longer, fontsize=size) > width:
            rows.append(row)
            row = word
        else:
            row = longer
    return [*rows, row]


def _side_column_page(path: Path, language: str, closing: str) -> str:
    """A ruled title across the page, then a narrow left column of six authors (bold
    name, institution, e-mail) beside the abstract, whose ``closing`` line (dates,
    keywords, a correspondence line) is set under it in its column; then the body."""
    heading, text = ABSTRACTS[language]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    title = "Growth of Urban Trees in Three Cities"
    page.insert_text((72, 90), title, fontsize=16, fontname="hebo")
    page.draw_line((72, 100), (523, 100))
    y = 125.0
    for name in NAMES:
        page.insert_text((72, y), name, fontsize=8.5, fontname="hebo")
        page.insert_text((72, y + 10), "University of Utrecht", fontsize=7.5)
        page.insert_text((72, y + 19), f"{name.split()[-1].lower()}@uu.example", fontsize=7.5)
        y += 33
    right = 125.0
    page.insert_text((230, right), heading, fontsize=9, fontname="hebo")
    for row in [*_wrap(text, 293, 9.5), closing]:
        right += 12
        page.insert_text((230, right), row, fontsize=9.5)
    top = max(y, right) + 30
    page.insert_text((72, top), "1 Introduction", fontsize=11, fontname="hebo")
    for k in range(12):
        line = f"Body line {k} of the paper discussing the trees and the streets of cities."
        page.insert_text((72, top + 16 + 12 * k), line, fontsize=10)
    doc.save(path)
    return text


@pytest.mark.parametrize(
    ("language", "closing"),
    [
        ("nl", "Ontvangen 27 juli 2018; aanvaard 21 oktober 2018"),
        ("nl", "Corresponderende auteur: a.vos@uu.example"),
        ("pt", "Recebido em 3 março 2020; aceite em 9 maio 2021"),
        ("en", "Received 3 March 2020; accepted 9 May 2021"),
        ("en", "Keywords: trees, cities, streets"),
    ],
)
def test_a_side_column_of_names_goes_on_past_the_abstracts_closing_line(
    tmp_path: Path, language: str, closing: str
) -> None:
    # lang35's held-out office set lost 2 of 6 names set in a side column after the
    # Dutch history line that now ends the abstract; the base lost them after an English
    # "Received" or "Keywords" line alike: the tail read after the abstract stopped at it.
    path = tmp_path / "p.pdf"
    text = _side_column_page(path, language, closing)
    record = extract_pdf(path)
    assert record.abstract == text
    assert tuple(record.authors) == NAMES


@pytest.mark.parametrize(
    ("heading", "rows"),
    [
        (
            "Resumo",
            [
                "Estudamos o financiamento de projetos de investigação em Portugal",
                "durante dez anos, com os dados de todas as universidades públicas.",
                "Recebido em 2015 pela primeira vez, o apoio europeu cresceu depois",
                "de forma constante, e a diferença entre as regiões diminuiu muito.",
            ],
        ),
        (
            "Resumen",
            [
                "Estudiamos la financiación de proyectos de investigación en España",
                "durante diez años, con los datos de todas las universidades públicas.",
                "Recibido el 80% de los fondos en el primer año, el apoyo creció",
                "después de forma constante, y la diferencia entre regiones bajó.",
            ],
        ),
        (
            "Samenvatting",
            [
                "In deze studie filteren wij de radiosignalen van drie antennes gedurende",
                "een jaar, en wij vergelijken de metingen met die van het oude netwerk.",
                "Ontvangen 5G-signalen worden eerst gefilterd en daarna vergeleken, en",
                "het verschil tussen de twee netwerken blijkt in alle gevallen klein.",
            ],
        ),
    ],
)
def test_a_history_word_opening_a_sentence_before_a_number_goes_on_the_abstract(
    tmp_path: Path, heading: str, rows: list[str]
) -> None:
    # lang35 made "Recebido em" before a digit end the abstract: a sentence opening with a
    # year or a figure at a line's start cut the abstract there (Spanish "Recibido el 80%"
    # on the base too).  A history line's date reads as a date.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, "Growth of Urban Signals")
    page.insert_text((LEFT, 170), heading, fontsize=11)
    _body(page, _write(page, 186, rows))
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == " ".join(rows)


@pytest.mark.parametrize(
    "line",
    [
        "Ontvangen op 3 maart 2020",
        "Eingegangen am 7. Juni 2019 / Angenommen am 3. Mai 2020",
        "Reçu le 1er juin 2022 ; accepté le 20 septembre 2022",
        "Reçu le : 6 juin 2022",
        "Recibido el 3 de marzo de 2020; aceptado el 9 de mayo de 2021",
        "Eingegangen am 03.03.2023",
        "Recebido em 2020-03-03",
    ],
)
def test_history_lines_with_their_dates_still_end_the_abstract(line: str) -> None:
    assert abstractcues.AFTER_ABSTRACT.match(line)
    assert abstractcues.HISTORY.match(line)


@pytest.mark.parametrize(
    "title",
    ["Striatal DAT Binding in Parkinson Disease", "Het Loo Palace Gardens: A Study"],
)
def test_an_english_title_with_a_dutch_word_in_capitals_keeps_the_english_abstract(
    tmp_path: Path, title: str
) -> None:
    # lang35 counted "DAT" (the dopamine transporter) and the name "Het Loo" as Dutch:
    # the English title was told Dutch and the French abstract printed first was stored.
    assert title_language(title) == "en"
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, title)
    page.insert_text((LEFT, 170), "Résumé", fontsize=11, fontname="tibo")
    y = _write(page, 186, _rows(FRENCH))
    page.insert_text((LEFT, y + 12), "Abstract", fontsize=11, fontname="tibo")
    _body(page, _write(page, y + 28, _rows(ENGLISH)))
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == ENGLISH.strip()


@pytest.mark.parametrize(
    "title",
    [
        "Een eenvoudige methode voor het meten",
        "EEN EENVOUDIGE METHODE VOOR HET METEN",
        "Een Eenvoudige Methode voor het Meten van Groei",
    ],
)
def test_dutch_titles_in_any_case_are_still_dutch(title: str) -> None:
    assert title_language(title) == "nl"


@pytest.mark.parametrize(
    ("heading", "text", "keywords"),
    [
        ("Samenvatting", DUTCH, "Trefwoorden: stadsbomen, groei, droogte"),
        ("Resumo", PORTUGUESE, "Palavras-chave: árvores urbanas, crescimento, seca"),
    ],
)
def test_dutch_and_portuguese_keyword_lines_end_the_abstract(
    tmp_path: Path, heading: str, text: str, keywords: str
) -> None:
    # lang35's builders print "Trefwoorden" and "Palavras-chave"; the reader knew neither
    # and read the keyword line into the abstract above it.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, "Growth of Urban Trees")
    page.insert_text((LEFT, 170), heading, fontsize=11)
    y = _write(page, 186, _rows(text))
    _body(page, _write(page, y + STEP, [keywords]))
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == text
