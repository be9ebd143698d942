"""The term bridge and its word-vector file under concurrent queries, ingestions and
writers (review9's findings on the german4 merge).  Fake encoder of
``test_search_term_bridge_robust``; every interleaving is forced with events."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed
from tapyre_paper_search.search import term_bridge as module
from tapyre_paper_search.search import word_vectors
from tapyre_paper_search.search.term_bridge import TermBridge
from tapyre_paper_search.search.word_vectors import WordVectors
from test_search_term_bridge_robust import DIMENSION, PASSAGES, Encoder, term_ids


class _HeldOn(Encoder):
    """Waits on ``hold`` (after setting ``reached``) when asked to encode ``word``."""

    def __init__(self, word: str) -> None:
        super().__init__()
        self.word, self.hold, self.reached = word, threading.Event(), threading.Event()

    def embed_queries(self, words: Sequence[str]) -> np.ndarray:
        if self.word in words:
            self.reached.set()
            assert self.hold.wait(timeout=60), "the test never opened the gate"
        return super().embed_queries(words)


def test_a_query_word_evicted_by_another_query_meanwhile_is_no_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(module, "QUERY_WORDS", 2)
    fake = _HeldOn("blutdruck")
    found = TermBridge(fake, term_ids, lambda: iter(PASSAGES))  # type: ignore[arg-type]
    found.word_vectors()
    found.translate("Schlaf", "de")  # the LRU holds schlaf
    results: list[object] = []

    def first() -> None:  # finds schlaf in the LRU, then encodes blutdruck (held)
        try:
            results.append(found.translate("Schlaf Blutdruck", "de"))
        except Exception as error:
            results.append(error)

    thread = threading.Thread(target=first)
    thread.start()
    assert fake.reached.wait(timeout=30)
    found.translate("Memories Running", "en")  # two other words: schlaf evicted
    assert "schlaf" not in found._asked
    fake.hold.set()
    thread.join(timeout=30)
    assert len(results) == 1 and isinstance(results[0], dict), results
    assert results[0].keys() == {"sleep", "pressure"}
    assert len(found._asked) <= 2


def test_an_ingestion_saved_while_the_bridge_encodes_is_not_swallowed_by_its_save(
    tmp_path: Path,
) -> None:
    """The bridge's own save reads the ingestion's file first: that still counts as a
    change, so the paper stored meanwhile joins."""
    cache = tmp_path / "vectors.npz"
    stored = [PASSAGES[0]]
    fake = Encoder(gate=threading.Event())
    found = TermBridge(fake, term_ids, lambda: iter(list(stored)), cache=cache)  # type: ignore[arg-type]
    building = threading.Thread(target=found.translate, args=("Schlaf", "de"))
    building.start()  # the collection's words are not in any file: the bridge encodes them
    assert fake.started.wait(timeout=30)
    feed = VocabularyFeed(Encoder(), term_ids, WordVectors(cache, DIMENSION))  # type: ignore[arg-type]
    feed.add([SimpleNamespace(chunks=[SimpleNamespace(text=PASSAGES[1][0], language="en")])])
    stored.append(PASSAGES[1])
    feed.finish()  # an ingestion stored a paper on pressure and saved its words
    assert fake.gate is not None
    fake.gate.set()
    building.join(timeout=30)
    assert not found.word_store.changed()  # the bridge's save wrote last...
    found.translate("Blutdruck", "de")  # either vocabulary: the refresh runs meanwhile
    assert found._refresher is not None  # ...yet the ingestion's change was noticed
    found._refresher.join(timeout=30)
    assert found.translate("Blutdruck", "de").keys() == {"pressure"}


def test_two_writers_saving_at_once_keep_each_others_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Writer B saves while A is between reading the file and renaming its own: B
    waits for A's lock, so the file ends with both writers' words."""
    cache = tmp_path / "vectors.npz"
    first, second = WordVectors(cache, DIMENSION), WordVectors(cache, DIMENSION)
    first.add(["sleep"], np.ones((1, DIMENSION), np.float32))
    second.add(["pressure"], np.ones((1, DIMENSION), np.float32))
    real = word_vectors.write_atomically
    later = threading.Thread(target=second.save)
    done = threading.Event()

    def stepped(path: Path, data: bytes) -> None:
        if not later.is_alive() and not done.is_set():
            later.start()  # B saves now; without a lock it writes before A renames
            later.join(timeout=1)
            done.set()
        real(path, data)

    monkeypatch.setattr(word_vectors, "write_atomically", stepped)
    first.save()
    later.join(timeout=60)
    assert set(WordVectors(cache, DIMENSION).known()) == {"sleep", "pressure"}
    assert first.changed()  # B wrote after A: A reads it again


def test_a_refresh_running_at_close_ends_quietly_and_none_starts_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    unhandled: list[object] = []
    monkeypatch.setattr(threading, "excepthook", unhandled.append)
    cache = tmp_path / "vectors.npz"
    stored = [PASSAGES[0]]
    release, armed, closed = threading.Event(), threading.Event(), threading.Event()

    def texts() -> object:  # once armed, waits; after close the store is closed
        if armed.is_set():
            assert release.wait(timeout=60)
            if closed.is_set():
                raise RuntimeError("the metadata store is closed")
        return iter(list(stored))

    found = TermBridge(Encoder(), term_ids, texts, cache=cache)  # type: ignore[arg-type]
    found.translate("Schlaf", "de")
    feed = VocabularyFeed(Encoder(), term_ids, WordVectors(cache, DIMENSION))  # type: ignore[arg-type]
    feed.add([SimpleNamespace(chunks=[SimpleNamespace(text=PASSAGES[1][0], language="en")])])
    feed.finish()
    armed.set()
    found.translate("Schlaf", "de")  # starts the refresh, which waits
    refresher = found._refresher
    assert refresher is not None and refresher.is_alive()
    found.close(timeout=0.01)  # the app closes while it reads
    closed.set()
    release.set()
    refresher.join(timeout=30)
    assert not refresher.is_alive() and unhandled == []
    found.translate("Schlaf", "de")  # still stale, but closed: no new thread
    assert found._refresher is refresher
