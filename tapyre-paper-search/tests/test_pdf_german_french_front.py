"""German and French front matter drawn with PyMuPDF (lang22): the first abstract printed
is the abstract, whether a bold run-in "**Abstract** We …" (no stop) follows it in
English or "Eingegangen am …" / "Reçu le …" and a corresponding author's line close it;
a French department's line ("Département de Physique") is no author."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import abstractcues, cues, extract_pdf

GERMAN = (
    "Wir untersuchen das Wachstum von Stadtbäumen über einen Zeitraum von zehn Jahren "
    "und zeigen, dass ältere Bäume in großen Städten deutlich langsamer wachsen als junge. "
    "Die Daten stammen aus drei Städten und wurden von unabhängigen Gruppen erhoben, "
    "sodass die Ergebnisse über alle Jahre stabil bleiben."
)
ENGLISH = (
    "We study the growth of street trees over ten years and show that older trees in "
    "large cities grow much more slowly than young ones, in data from three cities."
)
FRENCH = (
    "Nous étudions la croissance des arbres urbains sur une période de dix ans et nous "
    "montrons que les arbres âgés des grandes villes poussent nettement plus lentement que "
    "les jeunes. Les données proviennent de trois villes et ont été recueillies par des "
    "équipes indépendantes."
)
BODY = (
    "Die Bäume einer Stadt wachsen unter anderen Bedingungen als die eines Waldes, und "
    "ihre Jahresringe zeigen die Folgen von Trockenheit und Verdichtung des Bodens. "
) * 5


def _text(page: pymupdf.Page, y: float, text: str, *, bold: bool = False) -> float:
    """``text`` wrapped to the column from ``y``; returns the y below it."""
    rect = pymupdf.Rect(72, y, 523, y + 200)
    font = "tibo" if bold else "tiro"
    left = page.insert_textbox(rect, text, fontsize=10, fontname=font)
    return y + 200 - left + 6


def _german(path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "Das Wachstum von Stadtbäumen", fontsize=18, fontname="tibo")
    page.insert_text((72, 130), "Anna Müller und Jörg Weber", fontsize=11, fontname="tiro")
    page.insert_text((72, 146), "Institut für Biologie, Universität Jena", fontsize=9)
    page.insert_text((72, 180), "Zusammenfassung", fontsize=11, fontname="tibo")
    y = _text(page, 188, GERMAN)
    page.insert_text((72, y + 10), "Abstract ", fontsize=10, fontname="tibo")
    x = 72 + pymupdf.get_text_length("Abstract ", "tibo", 10)
    first, _, rest = ENGLISH.partition(" older trees")
    page.insert_text((x, y + 10), first, fontsize=10, fontname="tiro")
    y = _text(page, y + 14, "older trees" + rest)
    page.insert_text((72, y + 20), "1 Einleitung", fontsize=12, fontname="tibo")
    _text(page, y + 28, BODY)
    doc.save(path)


def _french(path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "La croissance des arbres urbains", fontsize=18, fontname="tibo")
    page.insert_text((72, 130), "Marie Dubois", fontsize=11, fontname="tiro")
    page.insert_text((72, 146), "Département de Physique", fontsize=9, fontname="tiit")
    page.insert_text((72, 158), "Université de Lyon, France", fontsize=9, fontname="tiit")
    page.insert_text((72, 190), "Résumé", fontsize=11, fontname="tibo")
    y = _text(page, 198, FRENCH)
    page.insert_text((72, y + 4), "Reçu le 6 juin 2022 ; accepté le 20 septembre 2022", fontsize=10)
    page.insert_text((72, y + 18), "Auteur correspondant : marie.dubois@lyon.fr", fontsize=10)
    page.insert_text((72, y + 50), "1 Introduction", fontsize=12, fontname="tibo")
    _text(page, y + 58, BODY)
    doc.save(path)


def test_german_abstract_ends_before_a_bold_run_in_english_abstract(tmp_path: Path) -> None:
    path = tmp_path / "de.pdf"
    _german(path)
    found = extract_pdf(path)
    assert found.title == "Das Wachstum von Stadtbäumen"
    assert found.abstract == GERMAN


def test_french_history_and_correspondence_lines_end_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "fr.pdf"
    _french(path)
    assert extract_pdf(path).abstract == FRENCH


def test_a_french_department_line_is_no_author(tmp_path: Path) -> None:
    path = tmp_path / "fr.pdf"
    _french(path)
    assert list(extract_pdf(path).authors) == ["Marie Dubois"]
    assert cues.has_affiliation("Département de Physique")
    assert cues.has_affiliation("Laboratoire d'Informatique")


def test_history_words_are_labels_not_sentences() -> None:
    assert abstractcues.is_after_abstract("Eingegangen am 3. März 2023 / Angenommen am 4. Mai 2023")
    assert abstractcues.is_after_abstract("Reçu le 6 juin 2022 ; accepté le 20 septembre 2022")
    assert abstractcues.is_after_abstract("Korrespondenzautor: anna@uni-jena.de")
    assert not abstractcues.is_after_abstract("Angenommen, die Bäume wachsen langsamer")
    assert abstractcues.HISTORY.match("Eingegangen am 3. März 2023")


# review61: a bold "Abstract" or "Summary" opening a line ends no abstract where it is a
# term a sentence wraps to the line's start, or a structured abstract's part label.
TERM_LINES = (
    "We study how semantic parsers represent the meaning of sentences and show that a",
    "graph formalism widely used in natural language processing can be learned from few",
    "examples when the parser is trained jointly with a syntactic model and maps text into",
    "*Abstract| Meaning Representation (AMR) graphs; graphs built by our parser reach a",
    "Smatch score of 84 on the standard benchmark, and the gains hold across languages.",
)
PARTS = (
    ("Background", "Street trees are exposed to drought and to soil compaction, and little "
     "is known about how their growth changes with age in large cities."),
    ("Methods", "We measured the rings of 1200 trees in three cities over ten years."),
    ("Results", "Older trees grew much more slowly than young ones in all three cities."),
    ("Summary", "Planting plans should expect slower growth of old street trees."),
)  # fmt: skip


def _english_front(page: pymupdf.Page) -> None:
    page.insert_text((72, 100), "Growth of street trees", fontsize=18, fontname="tibo")
    page.insert_text((72, 130), "Anna Miller and George Weber", fontsize=11, fontname="tiro")
    page.insert_text((72, 146), "Department of Biology, University of Jena", fontsize=9)
    page.insert_text((72, 180), "Abstract", fontsize=11, fontname="tibo")


def _lines(page: pymupdf.Page, y: float, lines: list[str]) -> None:
    """One line each at a 12-point step (a line opening "*Word|" sets Word in bold),
    then the body."""
    for line in lines:
        x, text = 72.0, line
        if line.startswith("*"):
            word, text = line[1:].split("|", 1)
            page.insert_text((x, y), word, fontsize=10, fontname="tibo")
            x += pymupdf.get_text_length(word, "tibo", 10)
        page.insert_text((x, y), text, fontsize=10, fontname="tiro")
        y += 12
    page.insert_text((72, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _text(page, y + 28, BODY)


def test_a_bold_term_a_sentence_wraps_to_a_line_start_ends_no_abstract(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _english_front(page)
    _lines(page, 196, list(TERM_LINES))
    doc.save(tmp_path / "term.pdf")
    abstract = extract_pdf(tmp_path / "term.pdf").abstract
    assert abstract.endswith("the gains hold across languages.")


def test_a_bold_summary_part_of_a_structured_abstract_stays(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _english_front(page)
    y = 188.0
    for label, text in PARTS:
        page.insert_text((72, y + 10), f"{label} ", fontsize=10, fontname="tibo")
        x = 72 + pymupdf.get_text_length(f"{label} ", "tibo", 10)
        page.insert_text((x, y + 10), text, fontsize=10, fontname="tiro")
        y += 22
    page.insert_text((72, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _text(page, y + 28, BODY)
    doc.save(tmp_path / "parts.pdf")
    abstract = extract_pdf(tmp_path / "parts.pdf").abstract
    assert abstract.endswith("Summary " + PARTS[-1][1])


def test_history_words_count_only_before_a_date() -> None:
    for sentence in ("Reçu le plus souvent comme un outil", "Eingegangen am Ende der Studie"):
        assert not abstractcues.is_after_abstract(sentence)
        assert not abstractcues.HISTORY.match(sentence)
    assert abstractcues.is_after_abstract("Reçu le : 6 juin 2022")
