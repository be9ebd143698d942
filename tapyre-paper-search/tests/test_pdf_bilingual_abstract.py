"""Which abstract a bilingual first page stores (lang23): the one in the title's language,
headed or not, printed first or second; the first printed when the title's language cannot
be told.  Pages drawn with PyMuPDF; the language identifier (``pdf.language``) unit-tested."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bilingualcut import RUNIN_LABEL
from tapyre_paper_search.pdf.language import text_language, title_language

GERMAN = (
    "Wir untersuchen das Wachstum von Stadtbäumen über einen Zeitraum von zehn Jahren "
    "und zeigen, dass ältere Bäume in großen Städten deutlich langsamer wachsen als junge. "
    "Die Daten stammen aus drei Städten und wurden von unabhängigen Gruppen erhoben."
)
ENGLISH = (
    "We study the growth of street trees over ten years and show that older trees in "
    "large cities grow much more slowly than young ones. The data come from three cities "
    "and were collected by independent groups of foresters."
)
FRENCH = (
    "Nous mesurons pendant dix ans la croissance des arbres plantés le long des rues et "
    "nous observons que les vieux arbres des grandes villes grandissent bien moins vite "
    "que les jeunes. Les mesures viennent de trois villes et ont été faites par des "
    "équipes qui ne se connaissaient pas."
)
BODY = (
    "The trees of a city grow under other conditions than those of a forest, and their "
    "rings show the effects of drought and of soil compaction over many years. "
) * 5
TITLES = {
    "en": "The Growth of Street Trees in Large Cities",
    "de": "Das Wachstum von Stadtbäumen in großen Städten",
    "fr": "La croissance des arbres urbains dans les grandes villes",
    "?": "Quercus Robur 2024",
}
TEXTS = {"en": ENGLISH, "de": GERMAN, "fr": FRENCH}
LABELS = {"en": "Abstract", "de": "Zusammenfassung", "fr": "Résumé"}


def _text(page: pymupdf.Page, y: float, text: str, *, font: str = "tiro") -> float:
    """``text`` wrapped to the column from ``y``; returns the y below it."""
    rect = pymupdf.Rect(72, y, 523, y + 200)
    left = page.insert_textbox(rect, text, fontsize=10, fontname=font)
    return y + 200 - left + 6


def _page(path: Path, title: str, blocks: list[tuple[str, str]], *, runin: bool = False) -> None:
    """A first page: ``title``, a byline, then each (label, text) block ("" label: none;
    ``runin``: the labels after the first run in, in the text's own roman type, no stop),
    a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), title, fontsize=18, fontname="tibo")
    page.insert_text((72, 130), "Anna Weber and Marie Dubois", fontsize=11, fontname="tiro")
    page.insert_text((72, 146), "Institute of Botany, University of Jena", fontsize=9)
    y = 176.0
    for k, (label, text) in enumerate(blocks):
        if label and runin and k:
            y = _text(page, y, f"{label} {text}") + 6
            continue
        if label:
            page.insert_text((72, y), label, fontsize=11, fontname="tibo")
            y += 8
        y = _text(page, y, text) + 10
    page.insert_text((72, y + 14), "1 Introduction", fontsize=12, fontname="tibo")
    _text(page, y + 22, BODY)
    doc.save(path)


def _abstract(tmp_path: Path, title: str, blocks: list[tuple[str, str]], **kw: bool) -> str:
    path = tmp_path / "p.pdf"
    _page(path, TITLES[title], blocks, **kw)
    found = extract_pdf(path)
    assert found.title == TITLES[title]
    return found.abstract


@pytest.mark.parametrize(
    ("title", "first", "second", "stored"),
    [
        ("de", "de", "en", "de"),  # native first, native title: the first
        ("en", "de", "en", "en"),  # an English title over a German paper: the second
        ("de", "en", "de", "de"),  # English first, German title: the second
        ("fr", "en", "fr", "fr"),
        ("en", "fr", "en", "en"),  # a French "Résumé" first, English title (office resume)
        ("fr", "fr", "en", "fr"),
        ("?", "en", "de", "en"),  # the title's language cannot be told: the first printed
        # an untold title over an English body: the body's language (latex63's
        # bodylanguage; the first printed before)
        ("?", "fr", "en", "en"),
    ],
)
def test_two_headed_abstracts_store_the_title_language_one(
    tmp_path: Path, title: str, first: str, second: str, stored: str
) -> None:
    blocks = [(LABELS[first], TEXTS[first]), (LABELS[second], TEXTS[second])]
    assert _abstract(tmp_path, title, blocks) == TEXTS[stored]


def test_a_french_resume_and_keywords_before_the_english_abstract(tmp_path: Path) -> None:
    blocks = [
        ("Résumé", FRENCH),
        ("", "Mots-clés : arbres urbains ; croissance ; villes"),
        ("Abstract", ENGLISH),
        ("", "Keywords: urban trees; growth; cities"),
    ]
    assert _abstract(tmp_path, "en", blocks) == ENGLISH


@pytest.mark.parametrize(("title", "native"), [("fr", "fr"), ("de", "de")])
def test_a_headingless_native_abstract_over_a_headed_english_one(
    tmp_path: Path, title: str, native: str
) -> None:
    blocks = [("", TEXTS[native]), ("Abstract", ENGLISH)]
    assert _abstract(tmp_path, title, blocks) == TEXTS[native]


@pytest.mark.parametrize(("title", "stored"), [("de", "de"), ("en", "en")])
def test_a_run_in_label_in_roman_type_ends_the_other_language(
    tmp_path: Path, title: str, stored: str
) -> None:
    # The label is set like the text (a browser print with no bold flag): the German
    # abstract must not run into the English one, whichever the title asks for.
    blocks = [("Zusammenfassung", GERMAN), ("Abstract", ENGLISH)]
    assert _abstract(tmp_path, title, blocks, runin=True) == TEXTS[stored]


def test_language_identifier_tells_english_german_and_french() -> None:
    assert (text_language(ENGLISH), text_language(GERMAN), text_language(FRENCH)) == (
        "en",
        "de",
        "fr",
    )
    assert [title_language(TITLES[k]) for k in ("en", "de", "fr")] == ["en", "de", "fr"]
    assert title_language("Étude des réseaux") == "fr"
    assert title_language("Deep Learning für Bildanalyse") == "de"
    assert title_language("Quercus Robur 2024") == ""
    assert text_language("Apprentissage profond") == ""


def test_an_accented_name_does_not_tell_a_title_language(tmp_path: Path) -> None:
    # review67: "Lévy", "Poincaré", "Gödel" are names; an English paper with a French
    # "Résumé" after its abstract stored the French one.
    assert [title_language(t) for t in ("Poincaré Duality", "Gödel Machines")] == ["", ""]
    assert title_language("Étude des réseaux") == "fr"
    path = tmp_path / "p.pdf"
    _page(path, "Lévy Processes", [("Abstract", ENGLISH), ("Résumé", FRENCH)])
    assert extract_pdf(path).abstract == ENGLISH


EPIGRAPH = (
    "« Le cœur a ses raisons que la raison ne connaît point ; on le sait en mille choses. "
    "C'est le cœur qui sent Dieu, et non la raison. » — Pascal, Pensées"
)


def test_an_epigraph_above_the_abstract_of_an_untold_title_is_no_abstract(
    tmp_path: Path,
) -> None:
    # review67: the title's language cannot be told; a French epigraph above an English
    # paper's "Abstract" is not the first abstract printed (the text after is English).
    assert _abstract(tmp_path, "?", [("", EPIGRAPH), ("Abstract", ENGLISH)]) == ENGLISH


def test_a_run_in_label_needs_a_capital_after_it() -> None:
    # review67: the pattern is case-insensitive; the capital after the label must not be.
    assert RUNIN_LABEL.match("summary statistics of the rings show") is None
    assert RUNIN_LABEL.match("Abstract We study").group(1) == "We study"  # type: ignore[union-attr]
