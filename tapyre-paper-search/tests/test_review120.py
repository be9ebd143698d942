"""review120 on lang38: the page-two Chromium test runs where Chromium is (the nox
session ``web``, ``-m browser``) and fails there rather than skip; controls for the
reader's pick of an untold title and the executive-summary labels (they pass on the
branch as merged, 067b42c7)."""

from __future__ import annotations

from pathlib import Path

import pytest
import test_pdf_bilingual_lang38 as lang38
from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.bilingualcut import pick


def test_the_page_two_chromium_test_is_a_browser_test() -> None:
    # 067b42c7: unmarked, it ran in the paper_search session, which installs no
    # Chromium (the web session does): skipped there, never run in CI
    test = lang38.test_page_two_in_a_two_column_body_opens_page_two
    assert "browser" in {mark.name for mark in getattr(test, "pytestmark", [])}


def test_the_page_two_chromium_test_fails_without_chromium_where_required(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # 067b42c7: skipped even with TAPYRE_REQUIRE_BROWSER=1 (the web session's flag)
    from html_corpus import chromium

    monkeypatch.setattr(chromium, "chromium", lambda: None)
    monkeypatch.setenv("TAPYRE_REQUIRE_BROWSER", "1")
    try:
        lang38.test_page_two_in_a_two_column_body_opens_page_two(tmp_path)
    except pytest.fail.Exception:
        return
    except pytest.skip.Exception:
        pytest.fail("skipped although TAPYRE_REQUIRE_BROWSER=1")
    pytest.fail("ran without Chromium")


def _two(first: str, second: str) -> tuple[abstracts.Abstract, abstracts.Abstract]:
    return abstracts.Abstract(first, 0, frozenset({0})), abstracts.Abstract(
        second, 1, frozenset({1})
    )


ENGLISH = (
    "We screened 2,000 adults for SARS-CoV-2 antibodies at triage in three hospitals. "
    "The seroprevalence was low and triage staff were not at higher risk."
)
DUTCH = (
    "Wij hebben 2000 volwassenen bij de triage in drie ziekenhuizen onderzocht op "
    "antistoffen tegen SARS-CoV-2. De seroprevalentie was laag en het personeel van de "
    "triage had geen hoger risico."
)
SPANISH = (
    "Estudiamos la seroprevalencia en 2000 adultos en el triage de tres hospitales. "
    "La seroprevalencia fue baja y el personal del triage no tuvo un riesgo mayor."
)


@pytest.mark.parametrize(
    ("title", "first", "second"),
    [
        # an untold English title of technical words both abstracts write: the first
        ("COVID-19 triage: SARS-CoV-2 seroprevalence", ENGLISH, DUTCH),
        # the paper's own Dutch abstract first, an English one after it: the first
        ("COVID-19 triage: SARS-CoV-2 seroprevalence", DUTCH, ENGLISH),
        # a Spanish paper (its title is not told): the first printed, its own
        ("Seroprevalencia en el triage: COVID-19", SPANISH, ENGLISH),
        # a title of names only (no lower-case word): the first printed
        ("Rotterdam, Utrecht, Groningen", ENGLISH, DUTCH),
    ],
)
def test_control_an_untold_title_sharing_words_with_both_keeps_the_first(
    title: str, first: str, second: str
) -> None:
    one, other = _two(first, second)
    assert pick(title, one, other) is one


@pytest.mark.parametrize(
    "line",
    [
        "Inhoud",
        "Managementsamenvatting 3",
        "Managementsamenvatting van het rapport",
        "Sumário executivo do relatório anual",
    ],
)
def test_control_the_new_labels_head_nothing_but_alone(line: str) -> None:
    assert not abstractcues.SUMMARY_ALONE.match(line)


def test_at_end_in_office_puts_the_english_abstract_before_the_references(
    tmp_path: Path,
) -> None:
    # lang38's tests drew the ``end`` order in html only; the office side: the paper's
    # own abstract stays under the title, the English one comes before "Literatuur"
    import docx
    from lang_corpus.office import localize_docx

    paper, extras = lang38._drawn("nl", "end")
    own = paper.record.abstract_text
    document = docx.Document()
    for text in (paper.title, own, "Introduction", "Body text.", "References", "[1] A."):
        document.add_paragraph(text)
    path = tmp_path / "p.docx"
    document.save(str(path))
    localize_docx(path, paper, extras)
    texts = [p.text for p in docx.Document(str(path)).paragraphs]
    english = extras.second[1]  # type: ignore[index]
    at = next(i for i, text in enumerate(texts) if english in text)
    assert texts.index(own) < texts.index("Body text.") < at
    assert texts[at + 1].strip() == "Literatuur"
    assert texts[at].startswith("Abstract ")
