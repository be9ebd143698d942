"""Matched-word highlighting and per-signal scores, through the application layer,
over a real Qdrant Edge + SQLite collection of the sample papers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from search_helpers import app_over, opened_collection, sample_papers
from tapyre_paper_search.app import PaperSearchApp
from tapyre_paper_search.search import SearchOptions
from tapyre_paper_search.search.highlight import highlighter

DIPHOTON = "0704.0001"


def test_words_match_as_bm25_analyses_them() -> None:
    marks = highlighter("cool covid", ["en"])
    text = "The cooling of COVID-19 patients and the cold"
    assert marks.matched_words(text) == ["cooling", "COVID-19"]
    assert "".join(piece for piece, _ in marks.segments(text)) == text
    assert highlighter("the of and", ["en"]).spans(text) == []


def test_neighbouring_matches_join_and_markup_stays_text() -> None:
    marks = highlighter("higgs boson", ["en"])
    text = "<b>Higgs boson</b> decays"
    [(start, end)] = marks.spans(text)
    assert text[start:end] == "Higgs boson"
    assert [m for _, m in marks.segments(text)] == [False, True, False]


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[PaperSearchApp]:
    papers = sample_papers(shared_data)
    with opened_collection(tmp_path_factory.mktemp("collection"), papers) as built:
        yield app_over(built)


@pytest.mark.parametrize("fusion", ["rrf", "dbsf"])
def test_signal_shares_add_up_to_the_fused_score(app: PaperSearchApp, fusion: str) -> None:
    options = SearchOptions(k=3, fusion=fusion)  # type: ignore[arg-type]
    explained = app.explain("diphoton pairs Higgs boson decay LHC", options)
    assert explained.mode == "hybrid" and explained.fusion == fusion
    top = explained.for_paper(DIPHOTON)
    assert top, "the expected paper is explained"
    first = explained.passages[0]
    assert sum(s.share for s in first.signals) == pytest.approx(first.score, rel=1e-4)
    for passage in explained.passages:
        assert {s.signal for s in passage.signals} == {"dense", "lexical"}
        # deep in a list, points of equal score may be ranked in another order
        assert sum(s.share for s in passage.signals) == pytest.approx(passage.score, rel=0.05)
    assert any(s.rank == 1 for p in top for s in p.signals)


def test_a_lexical_search_has_one_signal(app: PaperSearchApp) -> None:
    explained = app.explain("diphoton", SearchOptions(k=2, mode="lexical"), [DIPHOTON])
    [signal] = {s.signal for p in explained.passages for s in p.signals}
    assert signal == "lexical"
    assert all(p.paper_id == DIPHOTON for p in explained.passages)
    assert all(s.share == s.score for p in explained.passages for s in p.signals)
