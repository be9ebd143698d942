"""The per-token caches of lexical analysis stay bounded however many distinct tokens a
long-running server reads (issue 26: memory that grows with the work done), and a
token analysed again after it was evicted gets the same terms."""

from __future__ import annotations

import random
import string
from collections.abc import Iterator

import pytest
from tapyre_paper_search.embedders import bm25, lexical

CACHES = (lexical._stem, lexical.analyze_token, bm25.term_id, bm25._token_ids)


@pytest.fixture
def clear_caches() -> Iterator[None]:
    yield
    for cache in CACHES:
        cache.cache_clear()


def _distinct_words(count: int) -> list[str]:
    rng = random.Random(26)
    words: set[str] = set()
    while len(words) < count:
        words.add("".join(rng.choice(string.ascii_lowercase) for _ in range(9)))
    return sorted(words)


def test_caches_hold_at_most_their_bound_after_more_distinct_tokens(clear_caches: None) -> None:
    embedder = bm25.Bm25Embedder()
    words = _distinct_words(lexical.TOKEN_CACHE_SIZE + 4_000)
    first = embedder.term_ids(words[0], "en")
    for start in range(0, len(words), 500):
        embedder.term_ids(" ".join(words[start : start + 500]), "en")

    for cache in CACHES:
        assert cache.cache_info().currsize <= lexical.TOKEN_CACHE_SIZE
    assert bm25._token_ids.cache_info().currsize == lexical.TOKEN_CACHE_SIZE
    assert embedder.term_ids(words[0], "en") == first  # evicted, analysed again alike
    assert lexical.TOKEN_CACHE_SIZE * len(CACHES) <= 1 << 18
