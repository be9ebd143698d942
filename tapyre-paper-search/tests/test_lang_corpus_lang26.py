"""lang26's builder additions (``tools/lang_corpus``): Spanish and Italian papers, whose
title's language the reader cannot tell (truth: the first abstract printed), and the
``one-block`` order (both abstracts in one block under "Abstract — Zusammenfassung").
Nothing here runs LibreOffice or Chromium."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from html_corpus.document import write_html
from html_corpus.registry import ALL as HTML_STYLES
from lang_corpus.html import localize_html
from lang_corpus.paper import LANG26_ORDERS, ORDERS, Extras, localize, translate_piece
from lang_corpus.romance import SENTENCES
from lang_corpus.sentences import MORE_GERMAN, for_split
from latex_corpus.paper import Author, Paper
from pdfgen.people import Affiliation
from pdfgen.sources import Record, Section

GERMAN = MORE_GERMAN[:7]
ENGLISH = "We measured the growth of street trees over ten years."


def _paper() -> Paper:
    authors = tuple(
        Author(name, (0,), f"a{k}@example.org", "", k == 0)
        for k, name in enumerate(("Zoë Kowalczyk", "Pieter de Vries"))
    )
    places = (Affiliation("Department of Physics", "University of Tarnów", "Tarnów", "Poland"),)
    others = tuple(
        Record(f"r:{n}", f"Roots {n}", (Section("", "Roots spread. They lift. Slabs crack."),))
        for n in range(8)
    )
    record = Record("r:0", "Growth of street trees", (Section("", ENGLISH),))
    return Paper(record, authors, places, ("growth", "trees"), others, 7)


def _localized(language: str, order: str) -> tuple[Paper, Extras]:
    pool = GERMAN if language == "de" else SENTENCES[language]
    for seed in range(300):
        paper, extras = localize(_paper(), language, random.Random(seed), pool, LANG26_ORDERS)
        if extras.order == order:
            return paper, extras
    raise AssertionError(f"no draw gives {order}")


@pytest.mark.parametrize("language", ["es", "it"])
@pytest.mark.parametrize("order", LANG26_ORDERS)
def test_a_spanish_or_italian_paper_stores_the_first_abstract_printed(
    language: str, order: str
) -> None:
    paper, extras = _localized(language, order)
    native = paper.record.abstract_text if order not in ("english-first", "one-block") else ""
    if order == "english-title":
        assert paper.title == "Growth of street trees" and extras.stored == ENGLISH
    elif order in ("english-first", "one-block"):
        # English printed first; the title's language cannot be told: the first.
        assert paper.record.abstract_text == ENGLISH == extras.stored
        assert extras.second is not None and extras.second[1] != ENGLISH
    else:
        assert extras.stored == native != ENGLISH
    assert paper.title.rstrip(".") + "." in SENTENCES[language] or order == "english-title"
    country = {"es": "España", "it": "Italia"}[language]
    assert all(place.country == country for place in paper.affiliations)


def test_one_block_labels_both_languages_and_stores_the_title_language_one() -> None:
    paper, extras = _localized("de", "one-block")
    assert paper.record.abstract_text == ENGLISH  # the English paragraph first
    assert extras.second is not None and extras.second[0] == ""  # no label of its own
    assert extras.stored == extras.second[1] != ENGLISH  # German title: the German one
    assert translate_piece("Abstract", extras) == "Abstract — Zusammenfassung"
    _, spanish = _localized("es", "one-block")
    assert translate_piece("ABSTRACT:", spanish) == "ABSTRACT — RESUMEN:"
    assert translate_piece("1. Introduction", spanish) == "1. Introducción"
    assert translate_piece(" and ", spanish) == " y "


def test_one_block_html_prints_the_second_paragraph_unlabelled(tmp_path: Path) -> None:
    paper, extras = _localized("de", "one-block")
    path = tmp_path / "p.html"
    write_html(paper, HTML_STYLES["latexml"], path)
    localize_html(path, paper, extras)
    page = path.read_text(encoding="utf-8")
    assert extras.second is not None
    at = page.find(extras.second[1][:30])
    assert at > page.find(ENGLISH[:30]) > 0
    assert page[:at].endswith("<p>")


def test_old_orders_are_drawn_as_before() -> None:
    # Without --bilingual-layouts the draws are lang23's (corpora rebuild the same).
    a = localize(_paper(), "de", random.Random(5), GERMAN)
    b = localize(_paper(), "de", random.Random(5), GERMAN, ORDERS)
    assert a == b and a[1].order in ORDERS


@pytest.mark.parametrize("language", ["es", "it"])
def test_spanish_and_italian_pools_split_train_and_heldout(language: str) -> None:
    pool = SENTENCES[language]
    train, held = for_split(pool, "train"), for_split(pool, "heldout")
    assert not set(train) & set(held) and set(train) | set(held) == set(pool)
    assert len(held) >= 6 and len(train) >= 15
