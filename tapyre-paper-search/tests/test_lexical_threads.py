"""BM25 tokenisation from many threads at once gives exactly the single-threaded
terms, and the caches never keep a stem computed while another thread stemmed.

The API serves searches on a thread pool; a shared Snowball stemmer corrupted
stems under concurrency (issue 16), and the ``lru_cache`` then served the wrong
stem for the life of the server.
"""

from __future__ import annotations

import random
import string
import sys
import threading
from collections.abc import Iterator

import pytest
import snowballstemmer
from tapyre_paper_search.embedders import lexical

THREADS = 8
WORDS_PER_THREAD = 5_000


def _words(seed: int, count: int) -> list[str]:
    """Random lower-case words of 6–16 letters with common English endings, so the
    stemmer takes its long paths (suffix removal, step 2–5 rules)."""
    rng = random.Random(seed)
    endings = ["ational", "ization", "fulness", "iveness", "ing", "edly", "ement", "ousli", "s"]
    return [
        "".join(rng.choices(string.ascii_lowercase, k=rng.randint(3, 9))) + rng.choice(endings)
        for _ in range(count)
    ]


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Switch threads every few microseconds, so races show up in a short test."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


def _clear_caches() -> None:
    lexical._stem.cache_clear()
    lexical.analyze_token.cache_clear()


def test_threads_stemming_at_once_get_the_single_threaded_stems(fast_switching: None) -> None:
    _clear_caches()
    reference = snowballstemmer.stemmer("english")
    per_thread = [_words(seed, WORDS_PER_THREAD) for seed in range(THREADS)]
    expected = [[reference.stemWord(w) for w in words] for words in per_thread]
    got: list[list[str]] = [[] for _ in range(THREADS)]
    errors: list[BaseException] = []
    start = threading.Barrier(THREADS)

    def work(index: int) -> None:
        start.wait()
        try:
            got[index] = [lexical._stem(w) for w in per_thread[index]]
        except BaseException as exc:  # an IndexError inside the stemmer is the bug
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    wrong = sum(
        g != e for gs, es in zip(got, expected, strict=True) for g, e in zip(gs, es, strict=True)
    )
    assert wrong == 0
    assert got == expected
    # What the cache keeps is what a later single request reads: it must be right too.
    for words, stems in zip(per_thread, expected, strict=True):
        assert [lexical._stem(w) for w in words] == stems
    _clear_caches()


def test_tokenize_from_threads_equals_tokenize_alone(fast_switching: None) -> None:
    rng = random.Random(7)
    vocabulary = _words(99, 3_000)
    texts = [" ".join(rng.choices(vocabulary, k=60)) for _ in range(200)]
    _clear_caches()
    alone = [lexical.tokenize(t) for t in texts]
    _clear_caches()
    results: dict[int, list[list[str]]] = {}
    errors: list[BaseException] = []

    def work(index: int) -> None:
        try:
            results[index] = [lexical.tokenize(t) for t in texts]
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for index in range(THREADS):
        assert results[index] == alone
    _clear_caches()
