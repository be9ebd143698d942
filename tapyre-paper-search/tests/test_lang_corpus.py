"""German and French papers in the word-processor and browser builders (``tools/lang_corpus``).

Without ``--language`` a builder's pages are those it wrote before; with it, the
papers left English are the same pages, and a localized page prints its title,
names and first abstract as the truth says, its labels in its language, the second
abstract after the first.  Nothing here runs LibreOffice or Chromium.
"""

from __future__ import annotations

import html
import random
import re
import sys
from pathlib import Path

import docx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from html_corpus.build import main as html_main
from html_corpus.document import write_html
from html_corpus.registry import ALL as HTML_STYLES
from lang_corpus.html import localize_html
from lang_corpus.office import localize_docx
from lang_corpus.options import Localizer
from lang_corpus.paper import Extras, localize, translate_piece
from lang_corpus.sentences import MORE_FRENCH, MORE_GERMAN, for_split
from lang_corpus.text import FRENCH
from latex_corpus.paper import Author, Paper
from office_corpus.document import truth_of, write_docx
from office_corpus.look import draw_look
from office_corpus.registry import ALL as OFFICE_STYLES
from pdfgen.people import Affiliation
from pdfgen.sources import Record, Section
from shared_data import SHARED_DATA

GERMAN = (
    "Die Methode senkt den Aufwand deutlich.",
    "Wir messen das Wachstum der Bäume über zehn Jahre.",
    "Große Städte zeigen stärkere Effekte.",
    "Die Ergebnisse sind über alle Jahre stabil.",
    "Ältere Bäume wachsen langsamer als junge.",
    "Die Daten stammen aus drei Städten.",
    "Eine zweite Studie bestätigt den Befund.",
)


def _paper() -> Paper:
    authors = tuple(
        Author(name, (k % 2,), f"a{k}@example.org", "", k == 0)
        for k, name in enumerate(("Zoë Kowalczyk", "Pieter de Vries", "Ann O'Neil"))
    )
    places = (
        Affiliation("Department of Physics", "University of Tarnów", "Tarnów", "Poland"),
        Affiliation("School of Data Science", "Delft University", "", "Netherlands"),
    )
    abstract = (Section("", "We measured the growth of street trees over ten years."),)
    others = tuple(
        Record(f"r:{n}", f"Roots {n}", (Section("", "Roots spread. They lift. Slabs crack."),))
        for n in range(8)
    )
    record = Record("r:0", "Growth of street trees", abstract)
    return Paper(record, authors, places, ("growth", "trees"), others, 7)


def _localized(language: str, order: str) -> tuple[Paper, Extras]:
    for seed in range(200):
        paper, extras = localize(_paper(), language, random.Random(seed),
                                 GERMAN if language == "de" else FRENCH)  # fmt: skip
        if extras.order == order:
            return paper, extras
    raise AssertionError(f"no draw gives {order}")


def _visible(path: Path) -> str:
    body = path.read_text(encoding="utf-8").split("<body>", 1)[1]
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body)))


def test_labels_translate_only_whole_labels() -> None:
    _, de = _localized("de", "only")
    _, en_first = _localized("fr", "english-first")
    assert translate_piece("Abstract—", de) in {"Zusammenfassung—", "Kurzfassung—", "Abstract—"}
    assert translate_piece("KEYWORDS", de) in {"SCHLÜSSELWÖRTER", "STICHWÖRTER"}
    assert translate_piece("1. Introduction", de) == "1. Einleitung"
    assert translate_piece(" and ", de) == " und " and translate_piece(" and ", en_first) == " et "
    # a byline's lead run (office bylineend's "— by A and B"; front31)
    assert translate_piece("\u2014 by ", de) == "\u2014 von "
    assert translate_piece("\u2014 by ", en_first) == "\u2014 par "
    assert translate_piece("Keywords:", en_first) == "Mots-clés :"
    assert translate_piece("Abstract", en_first) == "Abstract"  # English is printed first
    assert translate_piece("Results of the study", de) == "Results of the study"


@pytest.mark.parametrize("order", ["only", "native-first", "english-first", "english-title"])
def test_localized_paper_truth_is_the_abstract_in_the_title_language(order: str) -> None:
    paper, extras = _localized("de", order)
    english = _paper().record.abstract_text
    assert paper.record.language == "de"
    if order == "english-title":  # an English title over a German paper
        assert paper.title == "Growth of street trees"
    else:
        assert paper.title.rstrip(".") + "." in GERMAN
    assert all(a.name not in {"Zoë Kowalczyk", "Pieter de Vries"} for a in paper.authors)
    assert all(("für" in p.department or "Fach" in p.department or "Abteilung" in p.department
                or "Arbeitsgruppe" in p.department) for p in paper.affiliations)  # fmt: skip
    printed_first = english if order == "english-first" else paper.record.abstract_text
    assert paper.record.abstract_text == printed_first
    if order in ("native-first", "english-title"):
        assert extras.second == ("Abstract", english)
    elif order == "english-first":
        assert extras.second is not None and extras.second[1] != english
    else:
        assert extras.second is None
    # The truth: the abstract in the title's language, printed first or second.
    if order == "english-title":
        assert extras.stored == english != paper.record.abstract_text
    elif order == "english-first":
        assert extras.second is not None and extras.stored == extras.second[1] != english
    else:
        assert extras.stored == paper.record.abstract_text != english


def test_sentence_pools_of_train_and_heldout_are_disjoint() -> None:
    pool = tuple(FRENCH) + MORE_FRENCH
    train, held = for_split(pool, "train"), for_split(pool, "heldout")
    assert not set(train) & set(held) and set(train) | set(held) == set(pool)
    assert len(held) >= 12 and len(train) >= 30
    assert for_split(pool, "dev") == train and len(MORE_GERMAN) >= 40


@pytest.mark.parametrize("name", ["latexml", "distill"])
def test_html_page_prints_labels_and_second_abstract_after_first(tmp_path: Path, name: str) -> None:
    paper, extras = _localized("de", "native-first")
    path = tmp_path / "p.html"
    write_html(paper, HTML_STYLES[name], path)
    localize_html(path, paper, extras)
    text = _visible(path)
    assert '<html lang="de">' in path.read_text(encoding="utf-8")
    first = text.index(paper.record.abstract_text)
    assert text.index("Abstract We measured the growth") > first
    assert "Einleitung" in text and "Introduction" not in text
    assert text.index(paper.title) < text.index(paper.authors[0].name) < first


def _docx_text(path: Path) -> str:
    """The paragraphs of the body and of its tables' cells, in that order."""
    document = docx.Document(str(path))
    lines = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            lines += [p.text for cell in row.cells for p in cell.paragraphs]
    return "\n".join(lines)


@pytest.mark.parametrize("name", ["sidecolumn", "bandjournal"])
def test_docx_abstract_in_a_table_cell_gets_its_second_abstract(tmp_path: Path, name: str) -> None:
    # lang22 looked for the first abstract in the body only: these styles set it in a
    # table's cell, and the second abstract (the truth's, here) was never printed.
    paper, extras = _localized("de", "english-first")
    path = tmp_path / "p.docx"
    write_docx(paper, OFFICE_STYLES[name], path)
    localize_docx(path, paper, extras)
    assert extras.second is not None and extras.second[1] in _docx_text(path)


def test_docx_prints_labels_and_second_abstract_after_first(tmp_path: Path) -> None:
    paper, extras = _localized("fr", "english-first")
    path = tmp_path / "p.docx"
    style = OFFICE_STYLES["ieee"]
    write_docx(paper, style, path)
    localize_docx(path, paper, extras)
    text = _docx_text(path)
    assert extras.second is not None
    assert text.index(paper.record.abstract_text) < text.index(extras.second[1])
    assert "Résumé" in text and "Abstract—" in text and "Références" in text
    assert "TRAVAUX CONNEXES" in text.upper() and "RELATED WORK" not in text.upper()
    truth = Localizer.truth(
        truth_of(paper, style, "p.pdf", "train", draw_look(random.Random(1))), extras
    )
    assert truth.language == "fr" and "lang-fr" in truth.kinds
    # The French title asks for the French abstract, printed second.
    assert truth.abstract == extras.second[1] != _paper().record.abstract_text


@pytest.mark.skipif(not SHARED_DATA.exists(), reason="needs the shared data's pool")
def test_without_language_pages_are_unchanged_and_english_ones_stay(tmp_path: Path) -> None:
    common = ["--count", "6", "--split", "train", "--seed", "3", "--no-print"]
    common += ["--shared", str(SHARED_DATA)]
    html_main(["--out", str(tmp_path / "plain"), *common])
    html_main(["--out", str(tmp_path / "mixed"), *common,
               "--language", "de", "--language-share", "0.5"])  # fmt: skip
    plain = sorted((tmp_path / "plain" / "html").iterdir())
    mixed = {p.name: p.read_bytes() for p in (tmp_path / "mixed" / "html").iterdir()}
    same = [p for p in plain if mixed[p.name] == p.read_bytes()]
    changed = [p for p in plain if mixed[p.name] != p.read_bytes()]
    assert same and changed  # about half each; the English ones are byte for byte the same
    assert all(b'lang="en"' in p.read_bytes() for p in plain)
    assert all(b'lang="de"' in mixed[p.name] for p in changed)


@pytest.mark.parametrize("language", ["fr", "de"])
def test_docx_resume_style_prints_one_french_summary_over_a_localized_paper(
    tmp_path: Path, language: str
) -> None:
    # lang29/lang33: `resume` prints its own French "Résumé" block; over a French
    # native-first paper its translated "Abstract" label made a second "Résumé"
    # (three abstracts in all). A localized paper keeps only its own two.
    paper, extras = _localized(language, "native-first")
    path = tmp_path / "p.docx"
    write_docx(paper, OFFICE_STYLES["resume"], path)
    localize_docx(path, paper, extras)
    text = _docx_text(path)
    assert text.count("Résumé") == (1 if language == "fr" else 0)
    assert text.count("Mots-clés") == (1 if language == "fr" else 0)  # its keywords line
    assert extras.second is not None and extras.second[1] in text
    english = tmp_path / "e.docx"
    write_docx(_paper(), OFFICE_STYLES["resume"], english)
    assert _docx_text(english).count("Résumé") == 1  # an English paper keeps it
