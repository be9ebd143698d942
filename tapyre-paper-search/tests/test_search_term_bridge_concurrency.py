"""The term bridge and its word-vector file under concurrent queries, ingestions and
writers (review9's findings on the german4 merge).  Fake encoder of
``test_search_term_bridge_robust``; every interleaving is forced with events."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np
import pytest
from tapyre_paper_search.search import term_bridge as module
from tapyre_paper_search.search.term_bridge import TermBridge
from test_search_term_bridge_robust import PASSAGES, Encoder, term_ids


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
