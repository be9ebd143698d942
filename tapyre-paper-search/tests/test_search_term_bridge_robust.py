"""The term bridge under trouble: a damaged word-vector cache, two processes
writing it at once, a slow vocabulary build with other queries arriving, an
encoder that does not normalise, a collection still empty at the first query.

A fake encoder with set vectors stands in for the multilingual model (the
bridge's own behaviour is what is tested; test_search_term_bridge.py runs the
real one through the real pipeline)."""

from __future__ import annotations

import io
import logging
import threading
import zlib
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from tapyre_paper_search.search import term_bridge as module
from tapyre_paper_search.search import word_vectors
from tapyre_paper_search.search.term_bridge import TermBridge

DIMENSION = 6
VECTORS = {
    "sleep": [1, 0, 0, 0, 0, 0],
    "memories": [0, 1, 0, 0, 0, 0],
    "running": [0, 0, 1, 0, 0, 0],
    "pressure": [0, 0, 0, 1, 0, 0],
    "schlaf": [0.95, 0.31, 0, 0, 0, 0],  # cosine 0.95 with sleep, 0.31 with memories
    "erinnerungen": [0.1, 0.97, 0, 0, 0.22, 0],  # 0.97 with memories
    "blutdruck": [0, 0, 0, 0.9, 0, 0.44],  # 0.9 with pressure
}
PASSAGES = [("Sleep memories sleep.", "en"), ("Running pressure.", "en")]
GERMAN = "Schlaf Erinnerungen"


class Encoder:
    """Set vectors times ``scale``; counts the words it encodes; with ``gate``,
    a call waits for it to open (after setting ``started``)."""

    name = "fake"
    dimension = DIMENSION

    def __init__(self, scale: float = 1.0, gate: threading.Event | None = None) -> None:
        self.scale, self.gate = scale, gate
        self.encoded: list[str] = []
        self.calls: list[list[str]] = []
        self.started = threading.Event()

    def embed_queries(self, words: Sequence[str]) -> np.ndarray:
        self.started.set()
        if self.gate is not None:
            assert self.gate.wait(timeout=60), "the test never opened the gate"
        self.encoded.extend(words)
        self.calls.append(list(words))
        unit = [np.asarray(VECTORS[w], dtype=np.float32) for w in words]
        return np.stack([v / np.linalg.norm(v) * self.scale for v in unit])


def term_ids(word: str, language: str) -> list[int]:
    return [zlib.crc32(word.encode()) % 100_000]


def bridge(
    passages: Any = PASSAGES, cache: Path | None = None, **encoder: Any
) -> tuple[TermBridge, Encoder]:
    fake = Encoder(**encoder)
    return TermBridge(fake, term_ids, lambda: iter(passages), cache=cache), fake  # type: ignore[arg-type]


def expected() -> dict[str, float]:
    found, _ = bridge()
    weights = found.translate(GERMAN, "de")
    assert set(weights) == {"sleep", "memories"}  # schlaf's 0.31 to memories stays out
    return weights


def good_cache(path: Path, words: list[str]) -> None:
    np.savez(path, words=np.array(words), vectors=np.stack([VECTORS[w] for w in words]))


# -- finding 1: the cache ---------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [
        lambda p: p.write_bytes(b"PK\x03\x04garbage"),  # a cut zip
        lambda p: p.write_bytes(b""),
        lambda p: np.savez(p, words=np.array(["sleep", "running"]), vectors=np.zeros((3, 6))),
        lambda p: np.savez(p, words=np.array(["sleep"]), vectors=np.zeros((1, DIMENSION + 4))),
        lambda p: np.savez(p, words=np.array(["sleep"])),  # no vectors at all
    ],
    ids=["truncated", "empty", "lengths-differ", "another-width", "no-vectors"],
)
def test_a_damaged_cache_counts_as_none_is_reported_once_and_rewritten(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: Any
) -> None:
    cache = tmp_path / "vectors.npz"
    damage(cache)
    found, fake = bridge(cache=cache)
    with caplog.at_level(logging.WARNING, logger=word_vectors.__name__):
        assert found.translate(GERMAN, "de") == pytest.approx(expected(), rel=1e-5)
        assert found.translate("Blutdruck", "de").keys() == {"pressure"}
        assert sorted(set(fake.encoded) & set(found.words)) == sorted(found.words)
        # the file was written again, whole: the next process encodes no collection word
        again, fresh = bridge(cache=cache)
        assert again.translate(GERMAN, "de") == pytest.approx(expected(), rel=1e-5)
        assert not set(fresh.encoded) & set(again.words)
        damage(cache)
        assert found.word_store._read() == {}  # failing again is not reported again
    reports = [r for r in caplog.records if "word-vector cache" in r.getMessage()]
    assert len(reports) == 1 and str(cache) in reports[0].getMessage()


def test_two_writers_at_once_leave_one_whole_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Writer A is halfway through its file when writer B writes and renames its
    own (B gave up waiting for A's lock): the cache is still one writer's whole file."""
    monkeypatch.setattr(word_vectors, "LOCK_PATIENCE_S", 0.05)
    cache = tmp_path / "vectors.npz"
    first, _ = bridge(PASSAGES, cache=cache)
    second, _ = bridge([("Running pressure sleep.", "en")], cache=cache)
    real_savez = np.savez
    calls: list[Any] = []

    def stepped(target: Any, **arrays: Any) -> None:
        calls.append(target)
        payload = io.BytesIO()
        real_savez(payload, **arrays)
        data = payload.getvalue()
        own = isinstance(target, str | Path)
        out = Path(target).open("wb") if own else target  # noqa: SIM115
        out.write(data[: len(data) // 2])
        out.flush()
        if len(calls) == 1:
            second.word_vectors()  # B writes all of its file in between
        out.write(data[len(data) // 2 :])
        if own:
            out.close()

    monkeypatch.setattr(np, "savez", stepped)
    first.word_vectors()
    monkeypatch.setattr(np, "savez", real_savez)
    assert len(calls) == 2
    with np.load(cache, allow_pickle=False) as stored:
        words, vectors = stored["words"].tolist(), stored["vectors"]
    assert words in (sorted(first.words), sorted(second.words)) and vectors.shape == (
        len(words),
        DIMENSION,
    )
    for word, vector in zip(words, vectors, strict=True):
        assert np.allclose(vector, VECTORS[word])
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == [".vectors.npz.lock", "vectors.npz"]  # no temporary left


# -- finding 2: no query waits on the vocabulary build but crossing ones ----------


def test_a_query_that_does_not_cross_completes_while_the_vocabulary_is_encoded() -> None:
    gate = threading.Event()
    found, fake = bridge(gate=gate)
    found.load()
    german = threading.Thread(target=found.translate, args=(GERMAN, "de"))
    german.start()
    try:
        assert fake.started.wait(timeout=30)  # the build is under way, held at the gate
        english_done = threading.Event()
        answers: list[bool] = []

        def english() -> None:
            answers.append(found.crosses(("en",)))
            answers.append(found.crosses(("de",)))
            english_done.set()

        threading.Thread(target=english, daemon=True).start()
        # the build is still held: the answers came without waiting for it
        assert english_done.wait(timeout=30) and not gate.is_set()
        assert answers == [False, True] and fake.encoded == []
    finally:
        gate.set()
        german.join()
    assert set(fake.encoded) == {*found.words, "schlaf", "erinnerungen"}


# -- finding 4: cosines whatever the encoder's vector length ----------------------


def test_an_encoder_that_does_not_normalise_links_the_same_words() -> None:
    long, _ = bridge(scale=12.0)
    weights = long.translate(GERMAN, "de")
    assert weights == pytest.approx(expected(), rel=1e-5)
    assert all(0 < w <= 1 for w in weights.values())
    assert np.allclose(np.linalg.norm(long.word_vectors(), axis=1), 1.0)


# -- finding 5: a collection empty at the first query -----------------------------


def test_a_collection_empty_at_first_is_read_again_once_it_has_papers() -> None:
    stored: list[tuple[str, str]] = []
    found, _ = bridge(stored)
    assert not found.crosses(("de",)) and found.translate(GERMAN, "de") == {}
    assert found.word_vectors().size == 0
    stored.extend(PASSAGES)  # papers ingested while the process runs
    assert found.crosses(("de",)) and found.language == "en"
    assert found.translate(GERMAN, "de") == pytest.approx(expected(), rel=1e-5)


# -- issue 30 (german4): query words in one call, an LRU, words encoded at ingest --


def test_a_querys_words_are_encoded_in_one_call_and_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    found, fake = bridge()
    found.word_vectors()  # the vocabulary, encoded first
    fake.calls.clear()
    weights = found.translate("Schlaf Erinnerungen Blutdruck", "de")
    assert set(weights) == {"sleep", "memories", "pressure"}
    assert fake.calls == [["schlaf", "erinnerungen", "blutdruck"]]  # one call, not one a word
    assert found.translate("Blutdruck Schlaf", "de").keys() == {"pressure", "sleep"}
    assert fake.calls == [["schlaf", "erinnerungen", "blutdruck"]]  # both kept: no call
    monkeypatch.setattr(module, "QUERY_WORDS", 2)
    found.translate("Erinnerungen", "de")  # kept, and now the most recent of at most two
    assert list(found._asked) == ["schlaf", "erinnerungen"]  # blutdruck, least recent, dropped
    found.translate("Blutdruck Schlaf", "de")
    assert fake.calls[1:] == [["blutdruck"]]  # only the dropped word is encoded again
    fake.calls.clear()
    assert found.translate("Memories Schlaf", "en").keys() == {"memories", "sleep"}
    assert fake.calls == []  # a collection word's vector is the vocabulary's


def test_the_vocabulary_encoded_at_ingest_leaves_no_word_to_a_query(tmp_path: Path) -> None:
    from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed
    from tapyre_paper_search.search.word_vectors import WordVectors

    def record(*texts: str) -> Any:
        return SimpleNamespace(chunks=[SimpleNamespace(text=t, language="en") for t in texts])

    cache = tmp_path / "vectors.npz"
    fake = Encoder()
    feed = VocabularyFeed(fake, term_ids, WordVectors(cache, DIMENSION))  # type: ignore[arg-type]
    feed.add([record(PASSAGES[0][0])])
    feed.add([record(PASSAGES[1][0], "Sleep memories.")])  # two known words, two new
    feed.finish()
    assert fake.calls == [["sleep", "memories"], ["running", "pressure"]]
    assert feed.encoded == 4 and cache.exists()

    class Unused:  # an encoder called would fail: only its width is read
        dimension = DIMENSION

        def embed_queries(self, words: Sequence[str]) -> np.ndarray:
            raise AssertionError(f"encoded {words} again")

    later = TermBridge(Unused(), term_ids, lambda: iter(PASSAGES), cache=cache)  # type: ignore[arg-type]
    assert sorted(later.words) == [] and later.crosses(("de",))
    assert sorted(later.words) == ["memories", "pressure", "running", "sleep"]
    assert later.word_vectors().shape == (4, DIMENSION)  # none encoded: all from the file


def test_words_ingested_while_a_bridge_runs_join_it(tmp_path: Path) -> None:
    from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed
    from tapyre_paper_search.search.word_vectors import WordVectors

    cache = tmp_path / "vectors.npz"
    stored = [PASSAGES[0]]
    release, armed = threading.Event(), threading.Event()

    def texts() -> Any:  # once armed, the refresh's collection read waits for release
        if armed.is_set():
            assert release.wait(timeout=60), "the test never released the read"
        return iter(list(stored))

    fake = Encoder()
    found = TermBridge(fake, term_ids, texts, cache=cache)  # type: ignore[arg-type]
    assert found.translate("Blutdruck", "de") == {}  # no paper on blood pressure yet
    feed = VocabularyFeed(Encoder(), term_ids, WordVectors(cache, DIMENSION))  # type: ignore[arg-type]
    paper = SimpleNamespace(chunks=[SimpleNamespace(text=PASSAGES[1][0], language="en")])
    feed.add([paper])
    feed.finish()  # an ingestion (another process, or this one) stored the paper
    stored.append(PASSAGES[1])
    fake.encoded.clear()
    armed.set()
    assert found.translate("Blutdruck", "de") == {}  # noticed: read again on a thread
    assert found._refresher is not None and found._refresher.is_alive()  # the old one meanwhile
    release.set()
    found._refresher.join(timeout=30)
    assert found.translate("Blutdruck", "de").keys() == {"pressure"}
    assert fake.encoded == []  # the new words read from the file the ingestion wrote


@pytest.mark.parametrize(
    ("table", "expected_terms"),
    [
        ({}, 0),  # the English MiniLM default (hf)
        ({"dense_embedder": "hf"}, 0),
        ({"dense_embedder": "multilingual"}, 5),
        ({"dense_embedder": "multilingual", "cross_language_terms": 0}, 0),  # the user wins
        ({"dense_embedder": "multilingual", "cross_language_terms": 3}, 3),
        ({"dense_embedder": "hf", "cross_language_terms": 5}, 5),
    ],
)
def test_the_bridge_is_on_by_default_with_the_multilingual_embedder_only(
    tmp_path: Path, table: dict[str, Any], expected_terms: int
) -> None:
    from tapyre import Config
    from tapyre_paper_search.settings import PaperSearchSettings

    papers = {"data_dir": str(tmp_path), **table}
    read = PaperSearchSettings.from_config(Config({"papers": papers}, env={}))
    assert read.cross_language_terms == expected_terms
    built = PaperSearchSettings(data_dir=tmp_path, **table)
    assert built.cross_language_terms == expected_terms
    variable = Config(
        {"papers": {"data_dir": str(tmp_path)}},
        env={
            "TAPYRE_PAPERS__DENSE_EMBEDDER": "multilingual",
            "TAPYRE_PAPERS__CROSS_LANGUAGE_TERMS": "0",
        },
    )
    assert PaperSearchSettings.from_config(variable).cross_language_terms == 0


@pytest.mark.parametrize("embedder", ["multilingual", "hf"])
def test_an_empty_cross_language_terms_takes_the_default_rule(
    tmp_path: Path, embedder: str
) -> None:
    from tapyre import Config
    from tapyre_paper_search.settings import PaperSearchSettings

    expected_terms = 5 if embedder == "multilingual" else 0
    papers = {"data_dir": str(tmp_path), "dense_embedder": embedder}
    variable = Config({"papers": papers}, env={"TAPYRE_PAPERS__CROSS_LANGUAGE_TERMS": ""})
    assert PaperSearchSettings.from_config(variable).cross_language_terms == expected_terms
    table = Config({"papers": {**papers, "cross_language_terms": ""}}, env={})
    assert PaperSearchSettings.from_config(table).cross_language_terms == expected_terms
