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

Concurrency: once the vocabulary is read, :meth:`TermBridge.crosses` takes no
lock, so a query that does not cross never waits while the first crossing query
encodes the vocabulary (that build has its own lock; crossing queries wait for
it).  A collection read while still empty is read again by the next query.
The word-vector cache is written whole through a temporary file of the writer's
own; a cache that cannot be read or does not match the encoder is ignored
(logged once) and written again.
"""

from __future__ import annotations

import contextlib
import io
import logging
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tapyre_paper_search._fs import write_atomically
from tapyre_paper_search.embedders import lexical

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseVector

    from tapyre_paper_search.contracts import MetadataStore

NEIGHBOURS = 5
"""Collection words taken per query word (``[papers] cross_language_terms``'s
default when turned on); 3 and 5 measured best of 1, 2, 3, 5 and 8."""
FLOOR = 0.86
"""Least cosine similarity of a query word and a collection word to link them
(multilingual-e5-small, query prefix on both); 0.84–0.88 measured."""
BRIDGE_WEIGHT = 0.35
"""DBSF weight of the translated lexical side next to the dense side (1) and
the query's own lexical side; 0.35 and 0.5 measured."""
MIN_WORD_CHARS = 4
"""Shortest collection word kept in the vocabulary (letters only)."""
BATCH = 256
"""Words per encoder call when the vocabulary is built."""
PAGE = 200
"""Papers read from the metadata store at a time when the vocabulary is built."""

logger = logging.getLogger(__name__)

Texts = Callable[[], Iterable[tuple[str, str]]]
"""What gives the collection's passages: ``(text, language)`` pairs."""


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


def query_words(text: str, language: str) -> list[str]:
    """The content words of a query (not stopwords in ``language``, three
    characters or more), lower-cased, first occurrence first."""
    words = []
    for token in lexical.raw_tokens(lexical.normalize(text)):
        if len(token) >= 3 and lexical.analyze_token(token, language):
            words.append(token.lower())
    return list(dict.fromkeys(words))


@dataclass(eq=False)
class TermBridge:
    """The collection's words in one language and their vectors; turns a query
    in another language into a weighted BM25 query of those words.

    ``term_ids(word, language)`` is the sparse embedder's analysis (the term ids a
    passage of ``language`` holds for ``word``), ``texts`` what gives the
    collection's passages; both read on the first :meth:`crosses` or
    :meth:`sparse_query`, and the words encoded on the first translation.
    ``cache``: a file keeping the words' vectors between processes (for one
    encoder: name it after the encoder).  Thread-safe; see the module docstring
    for what waits on what.
    """

    encoder: DenseEmbedder
    term_ids: Callable[[str, str], list[int]]
    texts: Texts
    neighbours: int = NEIGHBOURS
    floor: float = FLOOR
    cache: Path | None = None
    language: str = field(default="", init=False)
    """The collection's main language ("" until the vocabulary is read)."""
    words: list[str] = field(default_factory=list, init=False)
    _ids: list[int] = field(default_factory=list, init=False, repr=False)
    _vectors: np.ndarray | None = field(default=None, init=False, repr=False)
    _read_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _build_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _ready: bool = field(default=False, init=False, repr=False)
    _cache_reported: bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        if self.neighbours < 1 or not 0 <= self.floor < 1:
            raise ValueError(
                f"term bridge: need neighbours >= 1 and 0 <= floor < 1 "
                f"(got neighbours={self.neighbours}, floor={self.floor})"
            )

    def load(self) -> None:
        """Read the collection's passages: its main language and its words (once
        some were read; an empty collection is read again on the next call, which
        costs one store query)."""
        if self._ready:  # no lock once read: queries never wait here
            return
        with self._read_lock:
            if self._ready:
                return
            by_language: dict[str, Counter[str]] = defaultdict(Counter)
            passages: Counter[str] = Counter()
            for text, language in self.texts():
                passages[language] += 1
                by_language[language].update(
                    token.lower()
                    for token in lexical.raw_tokens(lexical.normalize(text))
                    if len(token) >= MIN_WORD_CHARS and token.isalpha()
                )
            if not passages:
                return
            language = passages.most_common(1)[0][0]
            self._vocabulary(by_language[language], language)
            self.language = language  # last: crosses() reads it without a lock
            self._ready = True

    def _vocabulary(self, counts: Counter[str], language: str) -> None:
        # one word per term (its most frequent form): "cells" for cell/cells
        best: dict[int, tuple[int, str]] = {}
        for word, count in counts.items():
            ids = self.term_ids(word, language or "en")
            if len(ids) == 1 and count > best.get(ids[0], (0, ""))[0]:
                best[ids[0]] = (count, word)
        self._ids = sorted(best)
        self.words = [best[i][1] for i in self._ids]

    def word_vectors(self) -> np.ndarray:
        """The unit vectors of :attr:`words` (encoded on first use, under a lock
        of their own; with ``cache``, the words encoded before are read from that
        file and the file extended).  Empty while no passage was read."""
        self.load()
        vectors = self._vectors
        if vectors is not None:
            return vectors
        if not self._ready:
            return np.zeros((0, 0), dtype=np.float32)
        with self._build_lock:
            if self._vectors is None:
                self._vectors = _unit(self._encode(self.words), in_place=True)
            return self._vectors

    def _encode(self, words: list[str]) -> np.ndarray:
        dimension = int(self.encoder.dimension)
        known = self._read_cache(dimension)
        missing = [w for w in words if w not in known]
        for start in range(0, len(missing), BATCH):
            part = missing[start : start + BATCH]
            found = np.asarray(self.encoder.embed_queries(part), dtype=np.float32)
            known.update(zip(part, found, strict=True))
        if missing and self.cache is not None:
            self._save(known, dimension)
        matrix = np.empty((len(words), dimension), dtype=np.float32)
        for row, word in enumerate(words):
            matrix[row] = known[word]
        return matrix

    def _read_cache(self, dimension: int) -> dict[str, np.ndarray]:
        """The cached vectors by word; none when there is no cache or it cannot be
        read whole, or its words and vectors do not match each other or the
        encoder's ``dimension`` (reported once: the words are encoded again)."""
        if self.cache is None:
            return {}
        try:
            if not self.cache.exists():
                return {}
            with np.load(self.cache, allow_pickle=False) as stored:
                words, vectors = stored["words"], stored["vectors"]
                if words.ndim != 1 or vectors.shape != (len(words), dimension):
                    raise ValueError(
                        f"{len(words)} words but vectors of shape {vectors.shape} "
                        f"(the encoder gives {dimension})"
                    )
                return dict(zip(words.tolist(), vectors.astype(np.float32), strict=True))
        except Exception as error:  # any damaged file: BadZipFile, EOFError, ValueError...
            if not self._cache_reported:
                self._cache_reported = True
                logger.warning(
                    "term bridge: ignoring the word-vector cache %s (%s: %s); its words "
                    "are encoded again and the file is rewritten",
                    self.cache,
                    type(error).__name__,
                    error,
                )
            return {}

    def _save(self, known: dict[str, np.ndarray], dimension: int) -> None:
        """Write the word vectors to ``cache`` whole (:func:`~tapyre_paper_search._fs.
        write_atomically`: a temporary file of this writer's own, synced, renamed over
        it, so a reader sees one writer's complete file); a folder that cannot be
        written only loses the cache."""
        assert self.cache is not None
        names = sorted(known)
        vectors = np.empty((len(names), dimension), dtype=np.float32)
        for row, name in enumerate(names):
            vectors[row] = known[name]
        payload = io.BytesIO()
        np.savez(payload, words=np.array(names, dtype=str), vectors=vectors)
        with contextlib.suppress(OSError):
            write_atomically(self.cache, payload.getvalue())

    def crosses(self, query_languages: Sequence[str]) -> bool:
        """Whether a query analysed in ``query_languages`` needs the bridge: the
        collection has a main language and the query is not analysed in it."""
        self.load()
        return bool(self.language) and self.language not in query_languages

    def translate(self, text: str, query_language: str) -> dict[str, float]:
        """The collection words the query's words lead to, with their weights."""
        self.load()
        words = query_words(text, query_language)
        if not words or not self.words:
            return {}
        vocabulary = self.word_vectors()
        found = _unit(np.asarray(self.encoder.embed_queries(words), dtype=np.float32))
        similarity = vocabulary @ found.T  # cosines: vocabulary x query words
        count = min(self.neighbours, len(self.words))
        weights: dict[str, float] = {}
        for column in similarity.T:
            for row in np.argpartition(-column, count - 1)[:count]:
                score = float(column[row])
                if score > self.floor:
                    weight = (score - self.floor) / (1.0 - self.floor)
                    word = self.words[row]
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
