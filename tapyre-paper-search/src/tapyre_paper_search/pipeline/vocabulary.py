"""The term bridge's word vectors, encoded as papers are ingested.

The term bridge (:mod:`~tapyre_paper_search.search.term_bridge`) compares a
query's words with the collection's words in the dense embedder's space.  Left
to the first query, encoding a collection's whole vocabulary is minutes of CPU
(17k words for 5k abstracts); :class:`VocabularyFeed` instead encodes, batch by
batch in the embedding stage, the words new to the collection: for each BM25
term of a batch's chunks (in each chunk's language) that no encoded word stands
for yet, its most frequent form in the batch, in calls of
:data:`~tapyre_paper_search.search.word_vectors.BATCH` words, by the same dense
embedder and with the query prefix the bridge uses.  The vectors go to the
word-vector file the bridge reads
(:class:`~tapyre_paper_search.search.word_vectors.WordVectors`): saved every
:data:`SAVE_EVERY` new words and once more after the run's last batch is stored
(:meth:`VocabularyFeed.finish`, also when the run is stopped or fails), so a
running server's bridge, which reads the collection again when the file changes,
sees every stored paper; a crash loses at most :data:`SAVE_EVERY` words (the
bridge encodes them when it needs them).

Words of papers that a later batch fails to store are encoded too (they cost a
little and harm nothing).  Word encoding never fails a run: its first error is
reported (one warning) and the feed stops for the rest of the run, leaving the
words to the bridge.  Runs with the Ray executor embed the papers elsewhere;
the words of each batch Ray returns are encoded here, in the driver, the same
way, before the batch is stored.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import TYPE_CHECKING

from tapyre_paper_search.search.term_bridge import TermIds, collection_words, forms_by_term

if TYPE_CHECKING:
    from tapyre import DenseEmbedder

    from tapyre_paper_search.records import PaperRecord
    from tapyre_paper_search.search.word_vectors import WordVectors

__all__ = ["SAVE_EVERY", "VocabularyFeed"]

SAVE_EVERY = 8192
"""New words after which the word-vector file is written during a run."""

logger = logging.getLogger(__name__)


class VocabularyFeed:
    """Encodes the words new to the collection of each embedded batch (see the module
    docs) with ``encoder`` into ``store``; ``term_ids`` is the sparse embedder's
    analysis.  Thread-safe (batches in flight add one at a time)."""

    def __init__(self, encoder: DenseEmbedder, term_ids: TermIds, store: WordVectors) -> None:
        self.encoder = encoder
        self.term_ids = term_ids
        self.store = store
        self.encoded = 0
        """Words encoded by this feed."""
        self.failed = False
        """Whether word encoding failed in this run (the feed stopped)."""
        self._covered: dict[str, set[int]] = {}
        self._lock = threading.Lock()

    def add(self, records: Iterable[PaperRecord]) -> None:
        """Encode the words of ``records``' chunks that stand for a term not covered yet
        (never raises: see the module docs)."""
        if self.failed:
            return
        try:
            self._add(records)
        except Exception as error:  # an optional, recomputable side: the papers go on
            self.failed = True
            logger.warning(
                "term bridge: encoding the ingested papers' words failed (%s: %s); the "
                "papers are stored, and their words are encoded by the first query that "
                "needs them",
                type(error).__name__,
                error,
            )

    def _add(self, records: Iterable[PaperRecord]) -> None:
        by_language: dict[str, Counter[str]] = defaultdict(Counter)
        for record in records:
            for chunk in record.chunks:
                by_language[chunk.language].update(collection_words(chunk.text))
        with self._lock:
            words: list[str] = []
            for language, counts in by_language.items():
                covered = self._covered_terms(language)
                for term, forms in forms_by_term(counts, language, self.term_ids).items():
                    if term not in covered:
                        covered.add(term)
                        words.append(forms[0])
            self.encoded += self.store.encode(self.encoder, words)
            if self.store.unsaved >= SAVE_EVERY:
                self.store.save()

    def finish(self) -> None:
        """Write the file once more when this run encoded words: called after the run's
        last batch is stored, so the change a running bridge notices comes after every
        paper it should read (never raises: a failed write only loses the cache)."""
        with self._lock:
            try:
                self.store.save(force=self.encoded > 0)
            except Exception as error:
                logger.warning(
                    "term bridge: could not save the word vectors (%s: %s); they are "
                    "encoded again when needed",
                    type(error).__name__,
                    error,
                )

    def _covered_terms(self, language: str) -> set[int]:
        """The terms of ``language`` an encoded word stands for (read once per language)."""
        covered = self._covered.get(language)
        if covered is None:
            covered = set()
            for word in self.store.known():
                ids = self.term_ids(word, language or "en")
                if len(ids) == 1:
                    covered.add(ids[0])
            self._covered[language] = covered
        return covered
