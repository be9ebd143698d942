"""A lexical side across languages: query words translated by their neighbours.

BM25 of a German query over English papers matches only what both languages
spell alike.  The multilingual encoder puts a German word and its English
translation close together (``Zellen``/``cells`` 0.91, ``Zellen``/``therapy``
0.85), so each content word of the query is looked up among the collection's
own words (encoded once, by the same dense embedder, with its query prefix):
its :data:`NEIGHBOURS` nearest words closer than :data:`FLOOR` become the terms
of a BM25 query in the collection's language, each weighted by how far its
similarity is above the floor.  That query's hits are fused with the dense and
the ordinary lexical side (:mod:`~tapyre_paper_search.search.cross_language`),
weighted :data:`BRIDGE_WEIGHT`, for a query whose languages do not include the
collection's main language; any other query is searched exactly as before.

No translation model and no word list: the vocabulary is the collection's, the
similarities the dense embedder's (cosines: the bridge normalises the vectors
itself, so an embedder that does not is compared the same way; :data:`FLOOR`
was measured with the ``multilingual`` embedder only).  Measured with
``python benchmarks/cross_language_feedback.py`` (docs/multilingual.md).

Costs: the collection's words are encoded while papers are ingested
(:mod:`~tapyre_paper_search.pipeline.vocabulary`, kept in a
:class:`~tapyre_paper_search.search.word_vectors.WordVectors` file), so a query
encodes only words the ingestion did not (none, for a collection ingested with
the bridge on, or whose words ``tapyre papers check --repair`` encoded:
:meth:`TermBridge.build`); a query's own words are encoded in one call, and the last
:data:`QUERY_WORDS` of them are kept (an LRU).  Of a collection word's forms
(``cell``, ``cells``: one BM25 term) the bridge takes one already encoded, else
the most frequent.

Concurrency: once the vocabulary is read, :meth:`TermBridge.crosses` takes no
lock, so a query that does not cross never waits while the first crossing query
encodes the vocabulary (that build has its own lock; crossing queries wait for
it).  A collection read while still empty is read again by the next query, and
one whose word-vector file another writer (an ingestion) replaced is read again,
on a thread of its own, when a crossing query notices (queries keep the old
vocabulary meanwhile): papers ingested while a server runs join.
:meth:`TermBridge.close` (the app's close) waits for that thread a little and starts
no other; one still reading when the stores close ends with a debug line.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter, OrderedDict, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tapyre_paper_search.embedders import lexical
from tapyre_paper_search.search.word_vectors import WordVectors
from tapyre_paper_search.settings import MULTILINGUAL_CROSS_LANGUAGE_TERMS

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseVector

    from tapyre_paper_search.contracts import MetadataStore

NEIGHBOURS = MULTILINGUAL_CROSS_LANGUAGE_TERMS
"""Collection words taken per query word (``[papers] cross_language_terms``'s
default with the multilingual embedder); 3 and 5 measured best of 1, 2, 3, 5 and 8."""
FLOOR = 0.86
"""Least cosine similarity of a query word and a collection word to link them
(multilingual-e5-small, query prefix on both); 0.84–0.88 measured."""
BRIDGE_WEIGHT = 0.35
"""DBSF weight of the translated lexical side next to the dense side (1) and
the query's own lexical side; 0.35 and 0.5 measured."""
MIN_WORD_CHARS = 4
"""Shortest collection word kept in the vocabulary (letters only)."""
PAGE = 200
"""Papers read from the metadata store at a time when the vocabulary is built."""
QUERY_WORDS = 4096
"""Query words whose vectors are kept (least recently used dropped first; ~1.5 kB
each with the multilingual embedder)."""
CLOSE_WAIT_S = 5.0
"""How long :meth:`TermBridge.close` waits for a refresh that is reading the collection."""

logger = logging.getLogger(__name__)

Texts = Callable[[], Iterable[tuple[str, str]]]
"""What gives the collection's passages: ``(text, language)`` pairs."""
TermIds = Callable[[str, str], list[int]]
"""The sparse embedder's analysis: the term ids a passage of a language holds for a word."""


def stored_passages(store: MetadataStore | None) -> Iterator[tuple[str, str]]:
    """Every stored chunk's text and language, paper by paper (nothing without a store)."""
    if store is None:
        return
    after: str | None = None
    while True:
        page = store.paper_inventory(after=after, limit=PAGE)
        if not page:
            return
        papers = store.get_papers([item.paper_id for item in page], with_chunks=True)
        for record in papers.values():
            for chunk in record.chunks:
                yield chunk.text, chunk.language
        after = page[-1].paper_id


def collection_words(text: str) -> Iterator[str]:
    """The words of a passage the vocabulary may take (letters only,
    :data:`MIN_WORD_CHARS` or more), lower-cased, with repeats."""
    for token in lexical.raw_tokens(lexical.normalize(text)):
        if len(token) >= MIN_WORD_CHARS and token.isalpha():
            yield token.lower()


def forms_by_term(counts: Counter[str], language: str, term_ids: TermIds) -> dict[int, list[str]]:
    """The words of ``counts`` that are one BM25 term each in ``language``, by term,
    the most frequent form first (ties: the first counted)."""
    forms: dict[int, list[str]] = defaultdict(list)
    for word, _ in sorted(counts.items(), key=lambda item: -item[1]):  # stable: ties kept
        ids = term_ids(word, language or "en")
        if len(ids) == 1:
            forms[ids[0]].append(word)
    return forms


def query_words(text: str, language: str) -> list[str]:
    """The content words of a query (not stopwords in ``language``, three
    characters or more), lower-cased, first occurrence first."""
    words = []
    for token in lexical.raw_tokens(lexical.normalize(text)):
        if len(token) >= 3 and lexical.analyze_token(token, language):
            words.append(token.lower())
    return list(dict.fromkeys(words))


@dataclass
class _Vocabulary:
    """The collection's main language, its words (one per term) and their unit vectors
    (``None`` until the first translation); ``seen``: the word store's
    :attr:`~WordVectors.generation` before the collection was read."""

    language: str
    words: list[str]
    ids: list[int]
    seen: int
    vectors: np.ndarray | None = None


@dataclass(eq=False)
class TermBridge:
    """The collection's words in one language and their vectors; turns a query
    in another language into a weighted BM25 query of those words.

    ``term_ids(word, language)`` is the sparse embedder's analysis (the term ids a
    passage of ``language`` holds for ``word``), ``texts`` what gives the
    collection's passages; both read on the first :meth:`crosses` or
    :meth:`sparse_query`, and the words not encoded yet encoded on the first
    translation.  ``cache``: the word-vector file shared with ingestion
    (:func:`~tapyre_paper_search.search.word_vectors.cache_path`).  Thread-safe;
    see the module docstring for what waits on what.
    """

    encoder: DenseEmbedder
    term_ids: TermIds
    texts: Texts
    neighbours: int = NEIGHBOURS
    floor: float = FLOOR
    cache: Path | None = None
    _vocabulary: _Vocabulary | None = field(default=None, init=False, repr=False)
    _store: WordVectors | None = field(default=None, init=False, repr=False)
    _asked: OrderedDict[str, np.ndarray] = field(
        default_factory=OrderedDict, init=False, repr=False
    )
    _read_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _build_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _asked_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _refresher: threading.Thread | None = field(default=None, init=False, repr=False)
    _closed: bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        if self.neighbours < 1 or not 0 <= self.floor < 1:
            raise ValueError(
                f"term bridge: need neighbours >= 1 and 0 <= floor < 1 "
                f"(got neighbours={self.neighbours}, floor={self.floor})"
            )

    @property
    def language(self) -> str:
        """The collection's main language ("" until the vocabulary is read)."""
        vocabulary = self._vocabulary
        return vocabulary.language if vocabulary is not None else ""

    @property
    def words(self) -> list[str]:
        """The collection's words, one per BM25 term (none until the vocabulary is read)."""
        vocabulary = self._vocabulary
        return vocabulary.words if vocabulary is not None else []

    @property
    def word_store(self) -> WordVectors:
        """The words' vectors (the ``cache`` file's, and those encoded here)."""
        if self._store is None:
            self._store = WordVectors(self.cache, int(self.encoder.dimension))
        return self._store

    def load(self) -> None:
        """Read the collection's passages: its main language and its words (once
        some were read; an empty collection is read again on the next call, which
        costs one store query)."""
        if self._vocabulary is not None:  # no lock once read: queries never wait here
            return
        with self._read_lock:
            if self._vocabulary is None:
                self._vocabulary = self._read()

    def _read(self) -> _Vocabulary | None:
        store = self.word_store
        known = store.known()  # first: a file written after it moves the generation
        seen = store.generation
        by_language: dict[str, Counter[str]] = defaultdict(Counter)
        passages: Counter[str] = Counter()
        for text, language in self.texts():
            passages[language] += 1
            by_language[language].update(collection_words(text))
        if not passages:
            return None
        language = passages.most_common(1)[0][0]
        forms = forms_by_term(by_language[language], language, self.term_ids)
        ids = sorted(forms)
        # one word per term: one encoded already (by the ingestion), else the most frequent
        words = [next((w for w in forms[i] if w in known), forms[i][0]) for i in ids]
        return _Vocabulary(language, words, ids, seen)

    def _stale(self) -> bool:
        """Whether another writer (an ingestion) saved the word-vector file since the
        vocabulary's collection read (read here since, by a save of the bridge's own,
        or not read yet)."""
        vocabulary = self._vocabulary
        if vocabulary is None:
            return False
        store = self.word_store
        return store.changed() or store.generation != vocabulary.seen

    def refresh_soon(self) -> None:
        """:meth:`refresh` on a thread of its own when the word-vector file was
        replaced (one at a time): the query that noticed is not held up."""
        if not self._stale():
            return
        with self._asked_lock:
            if self._closed or (self._refresher is not None and self._refresher.is_alive()):
                return
            self._refresher = threading.Thread(
                target=self._refresh_quietly, name="tapyre-term-bridge", daemon=True
            )
            self._refresher.start()

    def _refresh_quietly(self) -> None:
        """:meth:`refresh` on its thread: an error is a log line (the next crossing
        query tries again), a debug one once the bridge is closed (its stores are)."""
        try:
            self.refresh()
        except Exception as error:
            log = logger.debug if self._closed else logger.warning
            log(
                "term bridge: reading the collection again failed (%s: %s)",
                type(error).__name__,
                error,
            )

    def close(self, timeout: float = CLOSE_WAIT_S) -> None:
        """Start no more refreshes and wait up to ``timeout`` seconds for a running one."""
        with self._asked_lock:
            self._closed = True
            refresher = self._refresher
        if refresher is not None and refresher is not threading.current_thread():
            refresher.join(timeout)

    def refresh(self) -> None:
        """Read the collection again when another writer (an ingestion) replaced the
        word-vector file since it was read: the papers it added join.  Queries keep
        the old vocabulary until the new one is ready."""
        if not self._stale():
            return
        with self._read_lock:
            if not self._stale():
                return
            fresh = self._read()
            if fresh is not None:
                fresh.vectors = self._vectors_of(fresh.words)
                self._vocabulary = fresh

    def word_vectors(self) -> np.ndarray:
        """The unit vectors of :attr:`words` (those not in the word-vector file encoded
        on first use, under a lock of their own, and the file extended).  Empty while
        no passage was read."""
        self.load()
        vocabulary = self._vocabulary
        if vocabulary is None:
            return np.zeros((0, 0), dtype=np.float32)
        if vocabulary.vectors is None:
            with self._build_lock:
                if vocabulary.vectors is None:
                    vocabulary.vectors = self._vectors_of(vocabulary.words)
        return vocabulary.vectors

    def missing_words(self) -> list[str]:
        """The collection's words (:attr:`words`) whose vectors the word-vector file
        lacks: what the first crossing query would encode (reads the collection)."""
        self.load()
        known = self.word_store.known()
        return [word for word in self.words if word not in known]

    def build(self) -> int:
        """Encode the collection's words the file lacks now, and save them (what the
        first crossing query would do): the number encoded."""
        missing = len(self.missing_words())
        self.word_vectors()
        return missing

    def _vectors_of(self, words: list[str]) -> np.ndarray:
        store = self.word_store
        if store.encode(self.encoder, words):
            store.save()
        return _unit(store.matrix(words), in_place=True)

    def crosses(self, query_languages: Sequence[str]) -> bool:
        """Whether a query analysed in ``query_languages`` needs the bridge: the
        collection has a main language and the query is not analysed in it."""
        self.load()
        return bool(self.language) and self.language not in query_languages

    def query_vectors(self, words: list[str]) -> np.ndarray:
        """The unit vectors of a query's ``words``: those among the last
        :data:`QUERY_WORDS` asked for or among the collection's encoded words (the
        same encoder and prefix: a shared word, a German paper's) are not encoded
        again; the others are, in one call."""
        with self._asked_lock:  # kept here: another query may evict them meanwhile
            hits = {w: self._asked[w] for w in words if w in self._asked}
        missing = [w for w in words if w not in hits]
        fresh = self.word_store.get(missing) if missing else {}
        missing = [w for w in missing if w not in fresh]
        if missing:
            found = np.asarray(self.encoder.embed_queries(missing), dtype=np.float32)
            fresh.update(zip(missing, found, strict=True))
        if fresh:
            names = list(fresh)
            unit = _unit(np.stack([fresh[w] for w in names]).astype(np.float32))
            fresh = dict(zip(names, unit, strict=True))
        with self._asked_lock:
            asked = self._asked
            rows = []
            for word in words:
                vector = fresh[word] if word in fresh else hits[word]
                asked[word] = vector
                asked.move_to_end(word)
                rows.append(vector)
            while len(asked) > QUERY_WORDS:
                asked.popitem(last=False)
        return np.stack(rows)

    def translate(self, text: str, query_language: str) -> dict[str, float]:
        """The collection words the query's words lead to, with their weights."""
        self.load()
        self.refresh_soon()
        words = query_words(text, query_language)
        vocabulary = self._vocabulary  # one vocabulary throughout, even if refreshed
        if not words or vocabulary is None or not vocabulary.words:
            return {}
        self.word_vectors()
        assert vocabulary.vectors is not None
        similarity = vocabulary.vectors @ self.query_vectors(words).T  # vocabulary x query
        count = min(self.neighbours, len(vocabulary.words))
        weights: dict[str, float] = {}
        for column in similarity.T:
            for row in np.argpartition(-column, count - 1)[:count]:
                score = float(column[row])
                if score > self.floor:
                    weight = (score - self.floor) / (1.0 - self.floor)
                    word = vocabulary.words[row]
                    weights[word] = max(weights.get(word, 0.0), weight)
        return weights

    def sparse_query(self, text: str, query_language: str) -> SparseVector | None:
        """The translated BM25 query of ``text`` (``None`` when no word links)."""
        from tapyre import SparseVector

        weights: dict[int, float] = {}
        for word, weight in self.translate(text, query_language).items():
            for term in self.term_ids(word, self.language):
                weights[term] = max(weights.get(term, 0.0), weight)
        if not weights:
            return None
        indices = tuple(sorted(weights))
        return SparseVector(indices, tuple(weights[i] for i in indices))


def _unit(rows: np.ndarray, *, in_place: bool = False) -> np.ndarray:
    """``rows`` scaled to length 1 (a zero row stays zero)."""
    if not rows.size:
        return rows
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    scaled: np.ndarray = np.divide(
        rows, np.where(norms > 0, norms, 1.0), out=rows if in_place else None
    )
    return scaled
