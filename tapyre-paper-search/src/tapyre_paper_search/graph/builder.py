"""Adding papers to the graph: analysis, vectors, one SQL transaction per batch.

:class:`GraphBuilder` is what ingestion calls after a batch of papers is
committed, and what ``tapyre papers graph build`` calls for papers ingested
before the graph existed.  For a batch it

1. analyses the papers' chunks (:mod:`.analysis`: sentences, mentions, keys);
2. embeds every sentence, and the names of the entities the graph does not
   hold yet, with the collection's dense embedder (as passages);
3. writes the passages, sentences, new entities and mentions in one
   transaction (:meth:`~.store.GraphStore.write`).

A paper is in the graph completely or not at all, so a build killed at any
moment resumes with :meth:`~.store.GraphStore.missing_papers`.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tapyre_paper_search.graph.analysis import Analysis, PassageText, analyse
from tapyre_paper_search.graph.extractors import EntityExtractor
from tapyre_paper_search.graph.store import GraphStore, NewEntity, PassageRows
from tapyre_paper_search.graph.vectors import quantize

if TYPE_CHECKING:
    from tapyre import DenseEmbedder

    from tapyre_paper_search.records import PaperRecord


@dataclass(frozen=True)
class PaperText:
    """A paper as the graph reads it: its id, title and chunks ``(index, text)``."""

    paper_id: str
    title: str
    chunks: tuple[tuple[int, str], ...]

    @classmethod
    def of(cls, record: PaperRecord) -> PaperText:
        return cls(
            record.metadata.paper_id,
            record.metadata.title,
            tuple((c.index, c.text) for c in record.chunks),
        )


@dataclass
class BuildStats:
    """What :meth:`GraphBuilder.add` did, with the seconds spent per step."""

    papers: int = 0
    passages: int = 0
    sentences: int = 0
    new_entities: int = 0
    mentions: int = 0
    seconds: dict[str, float] = field(
        default_factory=lambda: {"analyse": 0.0, "embed": 0.0, "write": 0.0}
    )

    def add(self, other: BuildStats) -> None:
        self.papers += other.papers
        self.passages += other.passages
        self.sentences += other.sentences
        self.new_entities += other.new_entities
        self.mentions += other.mentions
        for step, spent in other.seconds.items():
            self.seconds[step] = self.seconds.get(step, 0.0) + spent


class GraphBuilder:
    """Builds the graph of papers into ``store`` with ``extractor`` and ``dense``."""

    def __init__(self, store: GraphStore, extractor: EntityExtractor, dense: DenseEmbedder) -> None:
        self.store = store
        self.extractor = extractor
        self.dense = dense
        self._claimed = False

    def claim(self) -> None:
        """Record (or check) the extractor and embedder the graph is built with.

        :raises GraphMismatchError: the stored graph was built with others.
        """
        if not self._claimed:
            self.store.claim(self.extractor.name, self.dense.name, self.dense.dimension)
            self._claimed = True

    def add(self, papers: Sequence[PaperText]) -> BuildStats:
        """Add (or rebuild) the graph of ``papers``, in one transaction."""
        stats = BuildStats(papers=len(papers))
        passages = [
            PassageText(p.paper_id, index, text, p.title)
            for p in papers
            for index, text in p.chunks
        ]
        if not passages:
            return stats
        self.claim()
        started = time.perf_counter()
        analysis = analyse(passages, self.extractor)
        known = self.store.known_entities(analysis.names)
        new_keys = [key for key in analysis.names if key not in known]
        stats.seconds["analyse"] = time.perf_counter() - started

        started = time.perf_counter()
        rows, entities = self._vectors(analysis, new_keys)
        stats.seconds["embed"] = time.perf_counter() - started

        started = time.perf_counter()
        self.store.write(rows, entities)
        stats.seconds["write"] = time.perf_counter() - started
        stats.passages = len(rows)
        stats.sentences = sum(len(r.spans) for r in rows)
        stats.new_entities = len(entities)
        stats.mentions = sum(len(m) for r in rows for m in r.mentions)
        return stats

    def _vectors(
        self, analysis: Analysis, new_keys: list[str]
    ) -> tuple[list[PassageRows], list[NewEntity]]:
        sentences = [s for p in analysis.passages for s in p.sentences]
        names = [analysis.names[key][0] for key in new_keys]
        vectors = self.dense.embed_passages([*sentences, *names])
        codes, scales = quantize(vectors)
        rows: list[PassageRows] = []
        at = 0
        for passage in analysis.passages:
            count = len(passage.sentences)
            rows.append(
                PassageRows(
                    passage.paper_id,
                    passage.chunk_index,
                    passage.spans,
                    codes[at : at + count],
                    scales[at : at + count],
                    passage.mentions,
                )
            )
            at += count
        entities = [
            NewEntity(
                key,
                analysis.names[key][0],
                analysis.names[key][1],
                codes[at + i],
                float(scales[at + i]),
            )
            for i, key in enumerate(new_keys)
        ]
        return rows, entities
