"""BM25 tokenisation from many threads at once gives exactly the single-threaded
terms, and the caches never keep a stem computed while another thread stemmed.

The API serves searches on a thread pool; a shared Snowball stemmer corrupted
stems under concurrency (issue 16), and the ``lru_cache`` then served the wrong
stem for the life of the server.
"""

from __future__ import annotations

import itertools
import random
import string
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
import snowballstemmer
from api_server import running
from search_helpers import app_over, build_collection, sample_papers
from tapyre_paper_search.api import create_app
from tapyre_paper_search.api.guard import api_guard
from tapyre_paper_search.embedders import lexical

THREADS = 8
WORDS_PER_THREAD = 5_000
CLIENTS = 20
REQUESTS = 300


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


def _in_threads(work: Callable[[int], None]) -> None:
    """Run ``work(0)`` … ``work(THREADS - 1)`` each in its own thread, all at once."""
    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


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

    _in_threads(work)

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

    _in_threads(work)
    assert errors == []
    for index in range(THREADS):
        assert results[index] == alone
    _clear_caches()


def test_concurrent_searches_over_http_get_no_5xx_and_keep_right_stems(
    tmp_path: Path, shared_data: Path, fast_switching: None
) -> None:
    """20 clients sending 300 ``/search`` requests at once to the app ``papers serve``
    runs (real uvicorn on loopback, real collection): every answer is 200, and the
    stems cached meanwhile are the single-threaded ones."""
    collection = build_collection(tmp_path, sample_papers(shared_data))
    store, metadata, _, _ = collection
    app = app_over(collection, tables={"papers": {"client_concurrency": 0}})
    rng = random.Random(3)
    vocabulary = _words(11, 2_000)
    queries = [" ".join(rng.choices(vocabulary, k=12)) for _ in range(REQUESTS)]
    _clear_caches()
    statuses: list[int] = []
    try:
        with running(create_app(app, api_guard(app.host, "127.0.0.1", None))) as url:

            def client(share: list[str]) -> list[int]:
                with httpx.Client(base_url=url, timeout=30.0) as http:
                    return [
                        http.post("/search", json={"query": q, "k": 3, "mode": mode}).status_code
                        for q, mode in zip(share, itertools.cycle(["lexical", "hybrid"]))
                    ]

            shares = [queries[i::CLIENTS] for i in range(CLIENTS)]
            with ThreadPoolExecutor(CLIENTS) as pool:
                for result in pool.map(client, shares, timeout=240):
                    statuses.extend(result)
    finally:
        store.close()
        metadata.close()
    assert len(statuses) == REQUESTS
    assert [s for s in statuses if s >= 500] == []
    assert set(statuses) == {200}
    reference = snowballstemmer.stemmer("english")
    for word in vocabulary:
        assert lexical._stem(word) == reference.stemWord(word)
    _clear_caches()
