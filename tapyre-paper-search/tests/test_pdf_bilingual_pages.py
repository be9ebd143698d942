"""Bilingual first pages lang26 fixed: an abstract that runs onto page 2 with the other
language's after it there, a run-in label found by its line (not by searching the
text), a run-in label a justified row set apart from its text, a label line beside a
byline, and "Die" in an English title.  Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import abstractcues, cues, extract_pdf
from tapyre_paper_search.pdf.authorband import beside
from tapyre_paper_search.pdf.labelrow import label_row_left
from tapyre_paper_search.pdf.language import text_language, title_language
from tapyre_paper_search.pdf.lines import Line
from test_pdf_bilingual_abstract import FRENCH, GERMAN
from textlines import text_line

ENGLISH = (
    "We study the growth of street trees over ten years and show that older trees in "
    "large cities grow much more slowly than young ones. The data come from three cities "
    "and were collected by independent groups of foresters. "
)
BODY = (
    "The trees of a city grow under other conditions than those of a forest, and their "
    "rings show the effects of drought and of soil compaction over many years. "
) * 4
GERMAN_TITLE = "Das Wachstum von Stadtbäumen in großen Städten"
ENGLISH_TITLE = "The Growth of Street Trees in Large Cities"
LEFT, RIGHT, SIZE, STEP = 72.0, 523.0, 10.0, 13.0


def _rows(text: str, width: float = RIGHT - LEFT) -> list[str]:
    """``text`` broken into rows of ``width`` points in Times at ``SIZE``."""
    rows: list[str] = []
    row = ""
    for word in text.split():
        wider = f"{row} {word}".strip()
        if row and pymupdf.get_text_length(wider, fontname="tiro", fontsize=SIZE) > width:
            rows.append(row)
            row = word
        else:
            row = wider
    return [*rows, row] if row else rows


def _write(page: pymupdf.Page, y: float, rows: list[str]) -> float:
    """``rows`` from ``y`` down, one a line step; returns the y under them."""
    for row in rows:
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
        y += STEP
    return y


def _body(page: pymupdf.Page, y: float, heading: str = "1 Introduction") -> None:
    """A section ``heading`` under ``y`` and its text."""
    page.insert_text((LEFT, y + 20), heading, fontsize=12, fontname="tibo")
    _write(page, y + 40, _rows(BODY))


def _head(page: pymupdf.Page, title: str) -> None:
    page.insert_text((LEFT, 90), title, fontsize=18, fontname="tibo")
    page.insert_text((LEFT, 118), "Anna Weber and Marie Dubois", fontsize=11, fontname="tiro")
    page.insert_text((LEFT, 134), "Institute of Botany, University of Jena", fontsize=9)


def test_an_abstract_running_onto_page_2_stops_at_the_other_language(tmp_path: Path) -> None:
    # closing15: the English abstract runs from page 1 onto page 2, where the German one
    # follows under a label run in with no bold flag; the carried-on text ran into it.
    english = _rows(ENGLISH * 16)
    for title, stored in ((GERMAN_TITLE, GERMAN), (ENGLISH_TITLE, " ".join(english))):
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        _head(page, title)
        page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
        y, k = 482.0, 0
        while y < 800:  # the page full to its foot, in mid-sentence
            page.insert_text((LEFT, y), english[k], fontsize=SIZE, fontname="tiro")
            y, k = y + STEP, k + 1
        assert k < len(english) - 2 and not english[k - 1].endswith(".")
        page = doc.new_page(width=595, height=842)
        y = _write(page, _write(page, 72.0, english[k:]), _rows("Zusammenfassung " + GERMAN))
        _body(page, y, "1 Einleitung")
        path = tmp_path / "p.pdf"
        doc.save(path)
        assert extract_pdf(path).abstract == stored


def test_a_label_opening_page_2_cuts_an_abstract_carried_there(tmp_path: Path) -> None:
    # readerO item 1: the English abstract ends its sentence at page 1's foot and the
    # German one opens page 2, run in; the first line carried on was never asked.
    rows = _rows(ENGLISH * 16)[:25]
    rows[-1] = "and the data were collected by foresters."
    for title, stored in ((GERMAN_TITLE, GERMAN), (ENGLISH_TITLE, " ".join(rows))):
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        _head(page, title)
        page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
        assert _write(page, 482.0, rows) > 800  # the page full to its foot
        page = doc.new_page(width=595, height=842)
        _body(page, _write(page, 110.0, _rows("Zusammenfassung " + GERMAN)), "1 Einleitung")
        path = tmp_path / "p.pdf"
        doc.save(path)
        assert extract_pdf(path).abstract == stored


def test_a_run_in_label_is_found_by_its_line(tmp_path: Path) -> None:
    # readerN item 8: the cut was looked for by the line's first 30 characters in the
    # abstract's text; a short label line ending in a hyphen the text joins
    # ("… grow-" / "th …") was never found, and the German ran into the English.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, GERMAN_TITLE)
    page.insert_text((LEFT, 166), "Zusammenfassung", fontsize=11, fontname="tibo")
    y = _write(page, 182.0, _rows(GERMAN))
    rows = ["Abstract We study the grow-", *_rows("th " + ENGLISH.split("growth ", 1)[1])]
    y = _write(page, y, rows)
    _body(page, y)
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == GERMAN


def test_a_label_set_apart_on_a_justified_row_keeps_its_wrapped_text(tmp_path: Path) -> None:
    # A browser justified "**Résumé** Les …" by spreading the first row's words: the
    # label is read as a line of its own, the row's words right of it, and the rows
    # under it, starting under the label, were cut off as "wholly left" of the text.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, "La croissance des arbres urbains dans les grandes villes")
    page.insert_text((LEFT, 166), "Abstract", fontsize=11, fontname="tibo")
    y = _write(page, 182.0, _rows(ENGLISH))
    y += 6
    page.insert_text((LEFT, y), "Résumé", fontsize=SIZE, fontname="tibo")
    words = FRENCH.split()
    for start, spread in ((160.0, words[:4]), (LEFT, words[4:8])):
        x = start
        for word in spread:  # spread across the row: wide gaps
            page.insert_text((x, y), word, fontsize=SIZE, fontname="tiro")
            x += pymupdf.get_text_length(word, fontname="tiro", fontsize=SIZE) + 60
        y += STEP
    y -= STEP
    for row in _rows(" ".join(words[8:])):
        y += STEP
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
    _body(page, y + 10)
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == FRENCH


def _line(text: str, x0: float, y0: float, *, bold: bool = False) -> Line:
    return text_line(text, y0, bold=bold, x0=x0, x1=x0 + 150, height=10)


def test_a_line_opening_with_an_abstract_label_is_not_level_names() -> None:
    # lang23 held-out postercol: "Zusammenfassung Missverständnisse" (a second
    # abstract's bold label run in) beside the zone was read as a name.
    lines = [
        _line("Stefan Maier", 72, 100),
        _line("Institut für Informatik", 72, 112),
        _line("Zusammenfassung Missverständnisse", 300, 104),
        _line("Karl Weber", 300, 110),
    ]
    assert beside(lines, [0, 1]) == [3]


def test_a_label_row_is_looked_for_on_the_labels_page_only() -> None:
    # An abstract carried on to a page with fewer lines than its heading's index on
    # page 1 (lang23 held-out postercol) crashed the first version.
    lines = [_line("Les", 160, 100), _line("données", 72, 113)]
    assert label_row_left(lines, 40, 0) == float("inf")
    label = Line("Résumé", 10.0, True, False, False, 72, 100, 110, 110, 0)
    assert label_row_left([label, *lines], 0, 1) == 72


def test_die_in_an_english_title_is_no_german_evidence() -> None:
    # review67 item 4: "die" is English too.
    assert title_language("Die Hard Problems") == "en"
    assert title_language("To Die For: Mortality Models") == "en"
    assert title_language("Die Rolle der Proteine") == "de"
    assert title_language("Die Wirkung des Medikaments hängt stark von der Dosis ab") == "de"


def test_an_english_die_title_stores_the_english_abstract(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, "Die Hard Problems in Scheduling")
    y = 166.0
    for label, text in (("Zusammenfassung", GERMAN), ("Abstract", ENGLISH.strip())):
        page.insert_text((LEFT, y), label, fontsize=11, fontname="tibo")
        y += 16
        y = _write(page, y, _rows(text))
        y += 12
    _body(page, y - 10)
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == ENGLISH.strip()


SPANISH = (
    "Estudiamos el crecimiento de los árboles urbanos durante diez años y mostramos que "
    "los árboles viejos de las grandes ciudades crecen más despacio que los jóvenes. Los "
    "datos proceden de tres ciudades y fueron recogidos por grupos independientes."
)


def test_spanish_and_italian_are_none_of_the_three() -> None:
    # lang26: a Spanish title's "la" had told it French; Spanish is no language of the
    # rule, so its title is untold (the first abstract printed is stored).
    assert title_language("Análisis de la estabilidad de los materiales compuestos") == ""
    assert title_language("Uno studio sulla crescita degli alberi nelle città") == ""
    assert title_language("Y Chromosome Evolution") == "en"
    # ("state" is English: lang23 office mdpi's English title went untold with it)
    assert title_language("Derivation of novel human ground state naive stem cells") == "en"
    assert title_language("Für alle Fälle: Regeln für Daten") == "de"  # "alle" is German
    assert title_language("Synthesis of para-xylene derivatives") == "en"
    assert text_language(SPANISH) == "" and text_language(SPANISH, other=True) == "other"
    assert text_language(ENGLISH) == "en" and text_language(GERMAN) == "de"
    # Italian shares "la", "le", "un" with French: its own words must weigh as much.
    italian = (
        "Proponiamo un metodo semplice per stimare la qualità delle annotazioni. Questo "
        "lavoro apre la strada ad applicazioni nel campo medico. Le cellule sono state "
        "osservate per due settimane in condizioni controllate."
    )
    assert text_language(italian, other=True) == "other"
    assert text_language(FRENCH) == "fr"


def test_two_labels_run_in_give_the_text_after_both() -> None:
    # lang26 office: "Abstract — Riassunto: In 2nd order …" kept "Riassunto:" as text.
    assert abstractcues.abstract_runin("Abstract — Riassunto: In 2nd order") == "In 2nd order"
    assert abstractcues.abstract_runin("Abstract — We study trees") == "We study trees"
    assert abstractcues.is_abstract_heading("ABSTRACT / ZUSAMMENFASSUNG")


def _one_block(path: Path, title: str, heading: str, paragraphs: tuple[str, ...]) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, title)
    page.insert_text((LEFT, 166), heading, fontsize=11, fontname="tibo")
    y = 182.0
    for paragraph in paragraphs:
        rows = _rows(paragraph)
        # a paragraph's last row stops short of the measure
        assert pymupdf.get_text_length(rows[-1], fontname="tiro", fontsize=SIZE) < 300
        y = _write(page, y, rows)
    _body(page, y)
    doc.save(path)


def test_both_abstracts_in_one_block_under_two_labels(tmp_path: Path) -> None:
    # lang26 one-block: "Abstract — Zusammenfassung" over an English paragraph and a
    # German one: the title's language's paragraph; a Spanish title (untold): the first.
    path = tmp_path / "p.pdf"
    english = ENGLISH.strip() + " The rings tell the rest."
    _one_block(path, GERMAN_TITLE, "Abstract — Zusammenfassung", (english, GERMAN))
    assert extract_pdf(path).abstract == GERMAN
    _one_block(path, ENGLISH_TITLE, "Abstract — Zusammenfassung", (english, GERMAN))
    assert extract_pdf(path).abstract == english
    spanish_title = "Análisis del crecimiento de los árboles urbanos"
    _one_block(path, spanish_title, "Abstract / Resumen", (english, SPANISH))
    assert extract_pdf(path).abstract == english


def test_spanish_and_italian_departments_are_affiliations() -> None:
    # lang26 train: "Departamento de Química" under a byline was read as a name.
    assert cues.has_affiliation("Departamento de Química")
    assert cues.has_affiliation("Dipartimento di Fisica")
    assert cues.has_affiliation("Departament de Física")
    assert not cues.has_affiliation("Salim Shi")


def test_one_spanish_or_italian_word_does_not_untell_a_title() -> None:
    # review77 item 1: "del", "y" or one "ñ" un-told English and French titles, and the
    # first abstract printed (the German one) was stored under them.
    assert title_language("On del Pezzo surfaces of degree one") == "en"
    assert title_language("Rational points on del Pezzo surfaces") == "en"
    assert title_language("Equations in x and y") == "en"
    assert title_language("The jalapeño effect in food science") == "en"
    assert title_language("Sur les surfaces de del Pezzo") == "fr"
    assert title_language("Sobre el uso de redes neuronales") == ""


def test_a_label_opening_page_2_ends_the_carried_abstract(tmp_path: Path) -> None:
    # review77 item 2: the English abstract filled page 1 to its foot and ended there;
    # page 2 opened with the German one's label run in, which the carry-on took along.
    english = _rows(ENGLISH * 16)
    for title, stored in ((GERMAN_TITLE, GERMAN), (ENGLISH_TITLE, " ".join(english[:24]))):
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        _head(page, title)
        page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
        assert _write(page, 482.0, english[:24]) > 780  # to the page's foot
        page = doc.new_page(width=595, height=842)
        y = _write(page, 100.0, _rows("Zusammenfassung " + GERMAN))
        _body(page, y, "1 Einleitung")
        path = tmp_path / "p.pdf"
        doc.save(path)
        assert extract_pdf(path).abstract == stored


def test_spanish_names_do_not_make_english_text_spanish() -> None:
    # review77 item 4: accented names in running text ("García", "Kraków") scored as
    # Spanish/Italian letters and un-told an English sentence that cites them.
    cited = "Results of García, Martínez, López and Gómez for Kraków and Łódź were used."
    assert text_language(cited) == "en"
    assert text_language(cited, other=True) == "en"
    assert text_language(SPANISH, other=True) == "other"


def test_two_labels_over_a_paragraph_whose_last_row_is_full(tmp_path: Path) -> None:
    # review77 item 3: the block was cut only after a short row; an English paragraph
    # whose last row fills the measure (9 pt here) kept the French one after it.
    english = ENGLISH.strip() + " The rings tell the rest."
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, ENGLISH_TITLE)
    page.insert_text((LEFT, 166), "Abstract · Résumé", fontsize=11, fontname="tibo")
    y = 182.0
    for paragraph in (english, FRENCH):
        row = ""
        for word in [*paragraph.split(), ""]:
            wider = f"{row} {word}".strip()
            width = pymupdf.get_text_length(wider, fontname="tiro", fontsize=9)
            if word and (not row or width <= RIGHT - LEFT):
                row = wider
                continue
            page.insert_text((LEFT, y), row, fontsize=9, fontname="tiro")
            y, last, row = y + 12, row, word
        if paragraph is english:  # its last row ends within an em of the measure
            assert pymupdf.get_text_length(last, fontname="tiro", fontsize=9) > RIGHT - LEFT - 18
    _body(page, y)
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == english
