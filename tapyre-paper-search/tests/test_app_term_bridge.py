"""The term bridge's words encoded at ingest, with a real app (SQLite + Qdrant Edge,
the hashing test embedder of ``test_app``): a running app's bridge takes every
stored paper whenever it refreshes, and word encoding never fails or loses an
ingest (review9's findings 2 and 6 on the german4 merge)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from tapyre_paper_search.app import PaperSearchApp
from tapyre_paper_search.pipeline import ingest, vocabulary
from tapyre_paper_search.search.term_bridge import TermBridge, stored_passages
from tapyre_paper_search.search.word_vectors import WordVectors
from test_app import _host, _ingest


def _fresh_words(app: PaperSearchApp, bridge: TermBridge) -> set[str]:
    """The words a bridge reading the whole collection now has."""
    full = TermBridge(
        bridge.encoder,
        bridge.term_ids,
        lambda: stored_passages(app.components.metadata),
        cache=bridge.cache,
    )
    full.load()
    return set(full.words)


def test_a_bridge_refreshing_at_each_save_of_an_ingest_ends_with_every_stored_paper(
    tmp_path: Path, shared_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crossing query may refresh the bridge right after any save of the word file
    (a mid-run one, the last one): the last save comes after the last batch is
    stored, so the refresh it causes reads every paper."""
    monkeypatch.setattr(vocabulary, "SAVE_EVERY", 100)  # saves during the run too
    host, _ = _host(tmp_path, cross_language_terms=3, embed_batch_size=4)
    with PaperSearchApp.of(host) as app:
        assert _ingest(app, shared_data, limit=20).stored == 20
        bridge = app.components.service().term_bridge
        assert bridge is not None and bridge.crosses(("de",))
        bridge.word_vectors()
        before = set(bridge.words)
        real_save = WordVectors.save
        refreshes = []

        def save(store: WordVectors, *, force: bool = False) -> None:
            real_save(store, force=force)
            if store is not bridge.word_store:  # the ingest's: a query arrives now
                bridge.refresh()
                refreshes.append(len(app.components.metadata.paper_inventory(limit=1000)))

        monkeypatch.setattr(WordVectors, "save", save)
        assert _ingest(app, shared_data, limit=40).stored == 20  # while the app runs
        monkeypatch.setattr(WordVectors, "save", real_save)
        assert len(refreshes) >= 2 and refreshes[-1] == 40  # the last after every paper
        bridge.refresh()  # any later query: nothing more to read
        assert set(bridge.words) > before
        assert set(bridge.words) == _fresh_words(app, bridge)


def test_a_failure_in_word_encoding_is_reported_once_and_the_ingest_goes_on(
    tmp_path: Path,
    shared_data: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    real_encode = WordVectors.encode
    calls = []

    def encode(store: WordVectors, encoder: Any, words: Any) -> int:
        calls.append(len(words))
        if len(calls) >= 2:  # e.g. an embeddings server's 503 after its retries
            raise RuntimeError("embeddings server: 503")
        return real_encode(store, encoder, words)

    monkeypatch.setattr(WordVectors, "encode", encode)
    host, _ = _host(tmp_path, cross_language_terms=3, embed_batch_size=4)
    with PaperSearchApp.of(host) as app, caplog.at_level(logging.WARNING):
        summary = _ingest(app, shared_data, limit=20)
        monkeypatch.setattr(WordVectors, "encode", real_encode)
        assert summary.stored == 20 and not summary.interrupted
        assert len(calls) == 2  # the feed stopped after its failure
        failed = [r for r in caplog.records if "encoding the ingested papers' words" in r.message]
        assert len(failed) == 1 and "503" in failed[0].message
        bridge = app.components.service().term_bridge
        assert bridge is not None and bridge.cache is not None
        assert len(WordVectors(bridge.cache, bridge.word_store.dimension).known()) > 0
        assert bridge.crosses(("de",))  # the bridge encodes what is missing
        assert bridge.word_vectors().shape[0] == len(bridge.words) > 100


def test_a_cancelled_ingest_keeps_the_words_it_encoded(
    tmp_path: Path, shared_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pipelines: list[Any] = []
    real_init, real_add = ingest.IngestPipeline.__init__, vocabulary.VocabularyFeed.add

    def init(pipeline: Any, *args: Any, **kwargs: Any) -> None:
        real_init(pipeline, *args, **kwargs)
        pipelines.append(pipeline)

    def add(feed: vocabulary.VocabularyFeed, records: Any) -> None:
        real_add(feed, records)
        if feed.encoded:  # Ctrl-C, or a job's cancel, once some words are encoded
            pipelines[-1].cancel()

    monkeypatch.setattr(ingest.IngestPipeline, "__init__", init)
    monkeypatch.setattr(vocabulary.VocabularyFeed, "add", add)
    host, _ = _host(tmp_path, cross_language_terms=3, embed_batch_size=4)
    with PaperSearchApp.of(host) as app:
        summary = _ingest(app, shared_data, limit=60)
        assert summary.interrupted and summary.stored < 60
        bridge = app.components.service().term_bridge
        assert bridge is not None and bridge.cache is not None and bridge.cache.exists()
        assert len(WordVectors(bridge.cache, bridge.word_store.dimension).known()) > 0


def test_papers_check_reports_the_words_a_collection_lacks_and_repair_encodes_them(
    tmp_path: Path, shared_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from click.testing import CliRunner
    from tapyre.cli import cli
    from tapyre_paper_search.parts import close_stores
    from tapyre_paper_search.settings import PaperSearchSettings

    host, _ = _host(tmp_path, cross_language_terms=0)  # the bridge off while ingesting
    with PaperSearchApp.of(host) as app:
        assert _ingest(app, shared_data, limit=20).stored == 20

    def check(*args: str, terms: int = 3) -> Any:
        host, _ = _host(tmp_path, cross_language_terms=terms)
        try:
            result = CliRunner().invoke(cli, ["papers", "check", *args], obj=host)
        finally:
            close_stores(host, PaperSearchSettings.from_config(host.config))
        assert result.exit_code == 0, result.output
        return json.loads(result.output) if "--json" in args else result.output

    assert "term_words" not in check("--json", terms=0)  # nothing to say with the bridge off
    before = check("--json")["term_words"]
    assert before["words"] > 100 and before["missing"] == before["words"]
    assert before["encoded"] == 0
    assert "without a vector" in check()

    repaired = check("--json", "--repair")["term_words"]
    assert repaired == {"words": before["words"], "missing": 0, "encoded": before["words"]}
    assert check("--json")["term_words"]["missing"] == 0

    encodes: list[int] = []
    real_encode = WordVectors.encode

    def encode(store: WordVectors, encoder: Any, words: Any) -> int:
        encodes.append(real_encode(store, encoder, words))  # the words it had to encode
        return encodes[-1]

    monkeypatch.setattr(WordVectors, "encode", encode)
    host, _ = _host(tmp_path, cross_language_terms=3)
    with PaperSearchApp.of(host) as app:  # the first German query encodes no collection word
        bridge = app.components.service().term_bridge
        assert bridge is not None and bridge.crosses(("de",))
        assert bridge.word_vectors().shape[0] == before["words"]
        assert sum(encodes) == 0
