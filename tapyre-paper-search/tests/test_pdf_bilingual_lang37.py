"""lang37: a note under an English abstract boxed above a Dutch title is no second
abstract (review110's leftover: set smaller and less than half as long), while a
translation about as long in a smaller type still is; and the builders'
``page-two`` layout (the English title and abstract at the top of page 2).  Pages
drawn with PyMuPDF (``test_pdf_review110._boxed``); texts written here.  The
builder's cases import ``lang_corpus.paper.PAGE_TWO`` inside the test (absent on the
base, so they fail there one by one)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from layout_pages import ABSTRACT
from tapyre_paper_search.pdf import extract_pdf
from test_lang_corpus_lang26 import ENGLISH, GERMAN, _paper
from test_pdf_review110 import DUTCH_TITLE, ENGLISH_TITLE, _boxed

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

DEDICATION = (
    "Dit artikel is opgedragen aan onze collega die vorig jaar overleed en die het "
    "project jarenlang met veel zorg heeft geleid."
)
TRANSLATION = (
    "Wij bestuderen hoe een videoserver schaalbare video op schijven opslaat zodat "
    "klanten met een verschillende bandbreedte tegelijk worden bediend. De lagen van elke "
    "stroom worden op de schijven geplaatst naar hun toegangsfrequentie, en de verzoeken "
    "worden in rondes gepland. Simulaties met echte sporen tonen aan dat de plaatsing het "
    "aantal bediende stromen bij dezelfde opstarttijd verdubbelt."
)
SHORT_TRANSLATION = (
    "Wij bestuderen hoe een videoserver schaalbare video op schijven opslaat, zodat "
    "klanten met een verschillende bandbreedte tegelijk worden bediend."
)


@pytest.mark.parametrize("size", [7.5, 8.5])
def test_a_dedication_in_smaller_type_is_no_translation(tmp_path: Path, size: float) -> None:
    path = _boxed(tmp_path / "p.pdf", DUTCH_TITLE, DEDICATION, size)
    assert "opgedragen" not in extract_pdf(path, max_pages=1, tables=False).abstract


@pytest.mark.parametrize("size", [9.0, 8.5])
def test_control_a_translation_about_as_long_is_stored_for_the_dutch_title(
    tmp_path: Path, size: float
) -> None:
    # control (passes on the base too): as long as the English, in a smaller type
    path = _boxed(tmp_path / "p.pdf", DUTCH_TITLE, TRANSLATION, size)
    assert extract_pdf(path, max_pages=1, tables=False).abstract.startswith("Wij bestuderen")


@pytest.mark.parametrize(("title", "start"), [(DUTCH_TITLE, "Wij"), (ENGLISH_TITLE, "We")])
def test_a_translation_in_the_same_type_with_no_gap_is_cut_off(
    tmp_path: Path, title: str, start: str
) -> None:
    # one run of two paragraphs, English then Dutch, in one type: the title's alone
    path = _boxed(tmp_path / "p.pdf", title, TRANSLATION, 10.0)
    stored = extract_pdf(path, max_pages=1, tables=False).abstract
    assert stored.startswith(start)
    assert ("Layers of each" in stored) != ("De lagen" in stored)


def test_control_two_english_paragraphs_in_one_run_stay_whole(tmp_path: Path) -> None:
    # control (passes on the base too): one language, nothing to cut
    more = "We also report the cost of the placement for three disk arrays of each size."
    path = _boxed(tmp_path / "p.pdf", ENGLISH_TITLE, more, 10.0)
    stored = extract_pdf(path, max_pages=1, tables=False).abstract
    assert stored.startswith(ABSTRACT[:40]) and stored.endswith("each size.")


def _page_two(seed_range: int = 400):  # type: ignore[no-untyped-def]
    from lang_corpus.paper import LANG26_ORDERS, PAGE_TWO, localize

    for seed in range(seed_range):
        drawn = localize(_paper(), "de", random.Random(seed), GERMAN, (*LANG26_ORDERS, *PAGE_TWO))
        if drawn[1].order == "page-two":
            return drawn
    raise AssertionError("no draw gives page-two")


def test_page_two_keeps_the_own_abstract_as_truth_and_the_english_title_aside() -> None:
    paper, extras = _page_two()
    assert extras.stored == paper.record.abstract_text != ENGLISH
    assert extras.translated == "Growth of street trees" != paper.title
    assert extras.second == ("Abstract", ENGLISH)


def test_page_two_html_breaks_the_page_before_the_english_title(tmp_path: Path) -> None:
    from html_corpus.document import write_html
    from html_corpus.registry import ALL as HTML_STYLES
    from lang_corpus.html import localize_html

    paper, extras = _page_two()
    path = tmp_path / "p.html"
    write_html(paper, HTML_STYLES["latexml"], path)
    localize_html(path, paper, extras)
    page = path.read_text(encoding="utf-8")
    block = page.find("break-before:page")
    assert page.find(paper.record.abstract_text[:30]) < block < page.find(ENGLISH[:30])
    assert page.find(paper.title[:30]) < block < page.find("Growth of street trees</p>")


def test_without_page_two_the_orders_are_drawn_as_before() -> None:
    # control: a corpus built without --page-two draws lang26's orders
    from lang_corpus.options import Localizer

    shared = Path("/nonexistent")
    plain = Localizer(["fr"], 1.0, "html:train:1", shared, layouts=True)
    assert "page-two" not in plain.orders
