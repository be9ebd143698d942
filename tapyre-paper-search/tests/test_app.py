"""The application layer over a real collection built through a host: one app per
host, nothing opened until used, every operation with its typed result and the
JSON form the faces send, answers and ingestion jobs as typed events, and the
lifecycle (flush, close).

The host carries the paper-search plugins, the core's scripted LLM and a test
plugin whose dense embedder (hashed stems, no torch) counts how often it is
built; the collection is 60 real arXiv metadata records ingested by the app.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pipeline_helpers import HashEmbedders
from search_helpers import HashingEmbedder
from tapyre import Config, Host, LLMNotConfiguredError
from tapyre_paper_search.app import (
    AnswerDone,
    AnswerStarted,
    AnswerText,
    CollectionStats,
    EvalRequest,
    IngestRequest,
    JobEnded,
    JobProgressed,
    JobStatusChanged,
    MultihopRequest,
    PaperQuery,
    PaperSearchApp,
)
from tapyre_paper_search.app.components import UNSET
from tapyre_paper_search.errors import (
    JobNotFoundError,
    PaperNotFoundError,
    SearchError,
    StoreError,
)
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.pipeline import NoProgress
from tapyre_paper_search.search import SearchOptions
from tapyre_paper_search.search.evaluation import EvalQuery
from tapyre_paper_search.search.multihop import MultihopQuestion

RECORDS = 60
DIPHOTON = "0704.0001"
ANSWER = "Diphoton production was computed at the LHC [1]. Nothing else is known [5]."


def _host(
    data_dir: Path, replies: list[str] | None = None, **papers: Any
) -> tuple[Host, HashEmbedders]:
    from tapyre_paper_search import plugin
    from tapyre_paper_search.embedders import plugin as builtin_embedders

    counting = HashEmbedders(HashingEmbedder, name="test-hashing")
    config = Config(
        {
            "papers": {
                "data_dir": str(data_dir),
                "dense_embedder": "test-hashing",
                "workers": 0,
                **papers,
            },
            "core": {"llm": "scripted"},
            "llm": {"scripted": {"replies": replies or [ANSWER] * 10}},
        },
        env={},
    )
    host = Host(config, load_entrypoints=False)  # the core's built-ins: the scripted LLM
    for name, obj in (
        ("paper_search", plugin),
        ("paper_search_embedders", builtin_embedders),
        ("test_embedders", counting),
    ):
        assert host.register(obj, name=name).error is None
    return host, counting


def _ingest(app: PaperSearchApp, shared_data: Path, limit: int = RECORDS) -> Any:
    source = str(shared_data / "arxiv-metadata-sample.jsonl")
    return app.ingest(IngestRequest((source,), limit=limit), NoProgress())


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Path:
    """A collection ingested by one app, which is closed afterwards."""
    path = tmp_path_factory.mktemp("app")
    host, _ = _host(path)
    with PaperSearchApp.of(host) as app:
        summary = _ingest(app, shared_data)
        assert summary.stored == RECORDS
    return path


@pytest.fixture
def app(data_dir: Path) -> Iterator[PaperSearchApp]:
    host, _ = _host(data_dir)
    app = PaperSearchApp.of(host)
    yield app
    app.close()


# -- one app per host, opened lazily ----------------------------------------------------


def test_a_host_has_one_app_until_it_is_closed(tmp_path: Path) -> None:
    host, counting = _host(tmp_path)
    first = PaperSearchApp.of(host)
    assert PaperSearchApp.of(host) is first
    other, _ = _host(tmp_path / "other")
    assert PaperSearchApp.of(other) is not first
    # Building it opened nothing: no store, no embedder.
    assert host._builds._built == {} and counting.built == 0
    first.close()
    first.close()  # idempotent
    assert PaperSearchApp.of(host) is not first


def test_the_modes_offered_follow_the_graph_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tapyre_paper_search.graph import opening
    from tapyre_paper_search.graph import plugin as graph_plugin

    host, _ = _host(tmp_path)
    assert host.register(graph_plugin, name="paper_search_graph").error is None
    with PaperSearchApp.of(host) as app:
        monkeypatch.setattr(opening, "graph_installed", lambda: True)
        assert app.search_modes() == ("hybrid", "dense", "lexical", "graph")
        monkeypatch.setattr(opening, "graph_installed", lambda: False)
        assert app.search_modes() == ("hybrid", "dense", "lexical")
    # Without the graph plugin's entity extractor there is no graph to search either.
    with PaperSearchApp.of(_host(tmp_path / "bare")[0]) as app:
        monkeypatch.setattr(opening, "graph_installed", lambda: True)
        assert "graph" not in app.search_modes()


def test_threads_asking_at_once_get_the_same_app(tmp_path: Path) -> None:
    host, _ = _host(tmp_path)
    got: list[PaperSearchApp] = []
    barrier = threading.Barrier(8)

    def take() -> None:
        barrier.wait()
        got.append(PaperSearchApp.of(host))

    threads = [threading.Thread(target=take) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(app) for app in got}) == 1


def test_a_lexical_search_never_builds_the_dense_embedder(data_dir: Path) -> None:
    host, counting = _host(data_dir)
    with PaperSearchApp.of(host) as app:
        found = app.search("diphoton Higgs LHC", SearchOptions(k=3, mode="lexical"))
        assert found.papers[0].paper_id == DIPHOTON
        assert counting.built == 0
        hybrid = app.search("diphoton Higgs LHC", SearchOptions(k=3))
        assert hybrid.mode == "hybrid" and counting.built == 1
        app.search("diphoton", SearchOptions(k=3, mode="lexical"))  # reuses the dense service
        assert counting.built == 1


def test_cross_language_terms_give_the_services_a_bridge_with_a_word_cache(
    data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from tapyre_paper_search.search.term_bridge import TermBridge

    with PaperSearchApp.of(_host(data_dir)[0]) as app:
        assert app.components.service().term_bridge is None  # off by default
    host, _ = _host(data_dir, cross_language_terms=3)
    with PaperSearchApp.of(host) as app, caplog.at_level(logging.WARNING):
        bridge = app.components.service().term_bridge
        # the floor was measured with the multilingual embedder: another is named, once
        warned = [m for r in caplog.records if "cross_language_terms" in (m := r.getMessage())]
        assert len(warned) == 1 and "'test-hashing'" in warned[0]
        assert isinstance(bridge, TermBridge) and bridge.neighbours == 3
        assert app.components.service(llm="scripted").term_bridge is bridge
        assert bridge.cache is not None and bridge.cache.parent == data_dir / "term-vectors"
        app.search("Welche Teilchen zerfallen in zwei Photonen?", SearchOptions(k=3))
        assert bridge.language == "en" and bridge.cache.exists()  # a German query crossed
    # another process: the same words' vectors come from the cache, none is encoded
    some = bridge.words[:50]

    class Unused:  # an encoder called would fail: only its width is read
        dimension = bridge.encoder.dimension

    reopened = TermBridge(
        Unused(),  # type: ignore[arg-type]
        bridge.term_ids,
        lambda: [(" ".join(some), "en")],
        cache=bridge.cache,
    )
    reopened.load()
    rows = [bridge.words.index(w) for w in reopened.words]
    assert sorted(reopened.words) == sorted(some)
    assert np.array_equal(reopened.word_vectors(), bridge.word_vectors()[rows])


def test_ingesting_with_the_bridge_on_encodes_its_words_and_a_running_app_takes_more(
    tmp_path: Path, shared_data: Path
) -> None:
    """The collection's words are encoded as papers are ingested (issue 30): a query
    encodes none of them, and papers ingested while the app runs join its bridge."""
    host, _ = _host(tmp_path, cross_language_terms=3)
    with PaperSearchApp.of(host) as app:
        assert _ingest(app, shared_data, limit=20).stored == 20
        bridge = app.components.service().term_bridge
        assert bridge is not None and bridge.cache is not None and bridge.cache.exists()
        dense = bridge.encoder

        class Unused:  # an encoder called would fail: only its width is read
            dimension = dense.dimension

            def embed_queries(self, words: Any) -> Any:
                raise AssertionError(f"encoded {list(words)[:5]}... at query time")

        bridge.encoder = Unused()  # type: ignore[assignment]
        assert bridge.crosses(("de",)) and len(bridge.words) > 100
        assert bridge.word_vectors().shape == (len(bridge.words), dense.dimension)
        before = set(bridge.words)
        assert _ingest(app, shared_data, limit=40).stored == 20  # while the app runs
        bridge.refresh()  # what the next crossing query does first: no word encoded
        assert set(bridge.words) > before
        assert bridge.word_vectors().shape == (len(bridge.words), dense.dimension)
        bridge.encoder = dense
        found = app.search("Welche Teilchen zerfallen in zwei Photonen?", SearchOptions(k=3))
        assert found.papers


def test_searching_before_the_first_ingestion_says_to_ingest(tmp_path: Path) -> None:
    host, _ = _host(tmp_path)
    with PaperSearchApp.of(host) as app, pytest.raises(StoreError, match="Ingest papers first"):
        app.search("anything")


def test_an_unknown_llm_fails_before_any_store_opens(tmp_path: Path) -> None:
    host, _ = _host(tmp_path)
    with PaperSearchApp.of(host) as app:
        with pytest.raises(LLMNotConfiguredError, match="nope"):
            app.search("x", SearchOptions(rewrite=True), llm="nope")
        with pytest.raises(LLMNotConfiguredError, match="nope"):
            app.ask("x", llm="nope")
        assert host._builds._built == {}


def test_given_parts_are_used_and_an_unknown_part_is_refused(tmp_path: Path) -> None:
    host, counting = _host(tmp_path)
    dense = HashingEmbedder()
    with PaperSearchApp(host, dense=dense, sparse=None, chat_model=None) as app:
        assert app.embedders() == (dense, None) and counting.built == 0
        assert not app.llm_available()  # no model, though [core] llm names one
        assert host._builds._built == {}
    with pytest.raises(TypeError, match=r"unknown parts \['vector'\]"):
        PaperSearchApp(host, vector=dense)  # type: ignore[call-arg]


def test_a_part_given_as_unset_is_built(tmp_path: Path) -> None:
    host, counting = _host(tmp_path)
    with PaperSearchApp(host, dense=UNSET, sparse=None) as app:  # type: ignore[typeddict-item]
        dense, _ = app.embedders()
        assert dense is not UNSET and counting.built == 1


# -- search, similar, embed ----------------------------------------------------------------


def test_search_and_similar_return_responses_with_their_json(app: PaperSearchApp) -> None:
    response = app.search("prompt diphoton production cross sections", SearchOptions(k=3))
    assert response.papers[0].paper_id == DIPHOTON
    data = response.to_dict()
    assert data["papers"][0]["paper_id"] == DIPHOTON and data["mode"] == "hybrid"
    # an arXiv reference is read as the stored paper's id
    like = app.similar(f"arXiv:{DIPHOTON}v2", SearchOptions(k=4))
    assert like.similar_to == DIPHOTON and DIPHOTON not in [p.paper_id for p in like.papers]
    assert len(like.papers) == 4
    with pytest.raises(PaperNotFoundError):
        app.similar("2401.99999")


def test_embed_gives_vectors_from_the_configured_embedder(app: PaperSearchApp) -> None:
    embedded = app.embed(["graphs", "quarks and gluons"], "passage")
    assert embedded.model == HashingEmbedder().name
    assert embedded.vectors.shape == (2, HashingEmbedder.dim)
    data = embedded.to_dict()
    assert data["dimension"] == HashingEmbedder.dim and len(data["vectors"]) == 2
    with pytest.raises(SearchError, match="'query' or 'passage'"):
        app.embed(["x"], "document")


# -- answers -------------------------------------------------------------------------------


def test_an_answer_streams_typed_events_then_a_final_answer(app: PaperSearchApp) -> None:
    answer = app.ask("What is known about diphoton production at the LHC?", SearchOptions(k=3))
    events = list(answer.events())
    started, *texts, done = events
    assert isinstance(started, AnswerStarted) and isinstance(done, AnswerDone)
    assert texts and all(isinstance(e, AnswerText) for e in texts)
    assert started.sources[0].paper_id == DIPHOTON
    assert started.to_dict()["sources"][0]["paper_id"] == DIPHOTON
    final = done.answer
    assert final.text == "".join(e.text for e in texts)
    assert final.cited == (1,) and final.dropped_markers == ("[5]",)
    assert "\n\nSources:\n[1] " in final.text
    assert done.to_dict() == {
        "cited": [1],
        "dropped_markers": ["[5]"],
        "cut_model_sources": False,
        "sources": final.listed_sources(),
    }
    as_json = final.to_dict()
    assert as_json["answer"] == final.text and as_json["search"]["papers"]
    assert [e.name for e in (started, texts[0], done)] == ["metadata", "chunk", "done"]
    assert answer.result() is final
    with pytest.raises(SearchError, match="already streamed"):
        list(answer)


# -- the collection ------------------------------------------------------------------------


def test_a_paper_by_id_with_its_json_forms(app: PaperSearchApp) -> None:
    from tapyre_paper_search.app.collection import paper_dict, record_dict

    record = app.paper(DIPHOTON)
    assert record.metadata.title.startswith("Calculation of prompt diphoton")
    flat = paper_dict(record, chunks=False)
    assert flat["paper_id"] == DIPHOTON and flat["year"] == 2007 and "chunks" not in flat
    nested = record_dict(record)
    assert nested["metadata"]["paper_id"] == DIPHOTON
    assert nested["chunk_count"] == len(record.chunks) > 0
    with pytest.raises(PaperNotFoundError, match=r"0000\.00000"):
        app.paper("0000.00000")


def test_stats_reads_both_stores(app: PaperSearchApp) -> None:
    stats = app.stats()
    assert isinstance(stats, CollectionStats)
    assert stats.store.papers == RECORDS and stats.points is not None and stats.points > RECORDS
    summary = stats.to_dict()
    assert summary["papers"] == RECORDS and summary["vectors"] == stats.points
    assert summary["dense_embedder"] == HashingEmbedder().name
    assert summary["last_run_status"] == "finished"
    counts = stats.to_counts()
    assert counts["papers"] == RECORDS and counts["vector_points"] == stats.points


def test_the_catalog_pages_through_the_papers(app: PaperSearchApp) -> None:
    first = app.papers(PaperQuery(sort="title", limit=25))
    assert first.total == RECORDS and len(first.papers) == 25 and first.next_offset == 25
    titles = [p.metadata.title.casefold() for p in first.papers]
    assert titles == sorted(titles)
    by_year = app.papers(PaperQuery(filters=SearchFilters(year_from=2007, year_to=2007)))
    assert by_year.total == RECORDS  # the sample is April 2007's
    assert app.papers(PaperQuery(filters=SearchFilters(year_from=2008))).total == 0


def test_evaluate_scores_each_mode(app: PaperSearchApp) -> None:
    queries = (EvalQuery("q1", "prompt diphoton production cross sections"),)
    request = EvalRequest(queries, {"q1": {DIPHOTON: 1}}, modes=("lexical", "hybrid"))
    started: list[str] = []

    class _Progress:
        def mode_started(self, mode: str, queries: int) -> None:
            started.append(mode)

        def advanced(self, count: int) -> None:
            pass

        def mode_ended(self, report: Any) -> None:
            pass

    reports = app.evaluate(request, _Progress())
    assert [r.mode for r in reports] == ["lexical", "hybrid"] == started
    assert all(r.ndcg_at_10 == 1.0 for r in reports)
    with pytest.raises(SearchError):
        EvalRequest((), {})


def test_delete_checks_every_id_then_asks_then_deletes(tmp_path: Path, shared_data: Path) -> None:
    host, _ = _host(tmp_path)
    with PaperSearchApp.of(host) as app:
        _ingest(app, shared_data, limit=3)
        ids = [p.metadata.paper_id for p in app.papers().papers]
        asked: list[list[str]] = []
        with pytest.raises(PaperNotFoundError, match=r"2401\.99999"):
            app.delete([ids[0], "2401.99999"], confirm=lambda i: asked.append(i) or True)
        assert asked == [] and app.stats().store.papers == 3
        assert app.delete([ids[0]], confirm=lambda i: False) == []
        assert app.stats().store.papers == 3
        assert app.delete([ids[0], ids[0]]) == [ids[0]]
        assert app.stats().store.papers == 2
        assert app.failures() == []


# -- ingestion jobs ------------------------------------------------------------------------


def test_a_job_runs_on_the_apps_thread_and_is_followed_as_events(
    tmp_path: Path, shared_data: Path
) -> None:
    host, _ = _host(tmp_path)
    with PaperSearchApp.of(host) as app:
        source = str(shared_data / "arxiv-metadata-sample.jsonl")
        job = app.submit(IngestRequest((source,), limit=5))
        assert job.status in ("queued", "running") and job.sources == (source,)
        events = list(app.follow(job.id))
        assert isinstance(events[0], JobStatusChanged) and isinstance(events[-1], JobEnded)
        assert any(isinstance(e, JobProgressed) for e in events)
        ended = events[-1].job
        assert ended.status == "finished" and ended.summary is not None
        assert ended.summary["stored"] == 5
        assert app.job(job.id) == ended
        assert [j.id for j in app.job_list()] == [job.id]
        assert app.cancel(job.id).status == "finished"  # an ended job stays as it is
        assert app.search("diphoton", SearchOptions(k=1, mode="lexical")).papers
        for call in (app.job, app.cancel, app.follow):
            with pytest.raises(JobNotFoundError, match="nope"):
                call("nope")


def test_a_bad_source_is_refused_when_submitted(tmp_path: Path) -> None:
    from tapyre_paper_search.errors import SourceError

    host, _ = _host(tmp_path)
    with PaperSearchApp.of(host) as app:
        with pytest.raises(SourceError, match="does not exist"):
            app.submit(IngestRequest((str(tmp_path / "nope"),)))
        assert app.job_list() == []


def test_a_closed_app_takes_no_job(tmp_path: Path) -> None:
    from tapyre_paper_search.errors import ServerError

    host, _ = _host(tmp_path)
    app = PaperSearchApp.of(host)
    app.close()
    with pytest.raises(ServerError, match="shutting down"):
        app.submit(IngestRequest(("x",)))


@pytest.mark.parametrize(
    ("options", "says"),
    [
        ({"workers": -1}, "workers"),
        ({"workers": "many"}, "workers"),
        ({"executor": "threads"}, "executor"),
        ({"limit": 0}, "limit"),
        ({"sources": ()}, "at least one source"),
    ],
)
def test_a_bad_ingest_request_is_refused(options: dict[str, Any], says: str) -> None:
    from tapyre_paper_search.errors import PaperSearchError

    with pytest.raises(PaperSearchError, match=says):
        IngestRequest(**{"sources": ("x",), **options})


def test_answer_accuracy_scores_the_model_s_words_from_the_top_five_passages(
    data_dir: Path,
) -> None:
    """Contain-Acc and the judge see what the model wrote, not the sources list
    appended to it (which names the cited titles); the reader gets 5 passages."""
    title = "Calculation of prompt diphoton production cross sections"
    question = MultihopQuestion(
        "q1",
        "compositional",
        "Which paper computes diphoton production at the LHC?",
        title,
        (DIPHOTON,),
        True,
    )
    replies = ["The sources do not say [1].", "no", f"It is {title} [1].", "yes"]
    host, _ = _host(data_dir, replies)
    with PaperSearchApp.of(host) as app:
        request = MultihopRequest(questions=(question,), modes=("hybrid",), answers=True)
        [report] = app.evaluate_multihop(request)
        [unsure] = report.answers
        assert unsure.answer == "The sources do not say [1]."
        assert not unsure.contained and unsure.judged is False
        assert report.overall.contain_acc == 0.0 and report.overall.judged_acc == 0.0
        received = app.components.service().chat_model().received  # type: ignore[attr-defined]
        answer_prompt, judge_prompt = (str(messages[-1].content) for messages in received)
        assert "[5]" in answer_prompt and "[6]" not in answer_prompt
        assert "Sources:" not in judge_prompt.split("Answer to grade:")[1]
        [report] = app.evaluate_multihop(request)
        assert report.overall.contain_acc == 1.0 and report.overall.judged_acc == 1.0
    with pytest.raises(SearchError, match="answer_passages"):
        MultihopRequest(questions=(question,), answer_passages=0)
