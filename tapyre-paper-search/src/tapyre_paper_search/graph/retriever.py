"""Graph search over a collection: the query side of the graph index.

:class:`GraphRetriever` holds the stores, the embedders, the extractor and the
in-memory :class:`~.index.GraphIndex`, and answers a question in six steps:

1. the question's entities (:mod:`.linking`);
2. embed the question (dense and lexical), and in the same batch the question
   without its entities' names (:func:`.relation.without_names`), which
   bridging mixes in to choose sentences by the relation asked about;
3. the best chunks by dense and by lexical score from the vector store, with
   the search's filters (the candidates the walk starts from);
4. bridging, weighed by the question's relation words (:mod:`.relation`), and
   Personalized PageRank (:mod:`.ranking`);
5. the ranked passages' papers checked against the filters (by the vector
   store, so filters mean exactly what they mean in the other modes), best
   papers first, each with its best passages;
6. the passages' text and pages from the metadata store (one round-trip for
   the results and the path, after the one bridging made for its sentences).

The index is loaded on first use (from the snapshot when it is current, else
from SQL, then saved as the snapshot) and reloaded, in a background thread,
when the graph's version in SQL changes, so a server sees what an ingestion
added without stopping to answer meanwhile.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre import record_json

from tapyre_paper_search.graph.aliases import Aliases
from tapyre_paper_search.graph.errors import (
    BUILD_COMMAND,
    GraphMismatchError,
    GraphNotBuiltError,
)
from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.linking import link
from tapyre_paper_search.graph.loading import load_snapshot, read_parts, save_snapshot
from tapyre_paper_search.graph.params import RankingParams
from tapyre_paper_search.graph.ranking import Ranking, rank
from tapyre_paper_search.graph.relation import Relations, relation_words, without_names
from tapyre_paper_search.graph.vectors import unit
from tapyre_paper_search.search.retrieval import Timed

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.graph.bridging import Step
    from tapyre_paper_search.graph.extractors import EntityExtractor
    from tapyre_paper_search.graph.store import GraphStore
    from tapyre_paper_search.records import Chunk
    from tapyre_paper_search.records.vectors import Hit, PaperGroup

PAPER_FIELDS = ("paper_id", "title", "year", "authors", "categories")
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Hop:
    """One link of the path a search followed: ``entity`` was reached at ``hop``
    (1: named by the question) with ``score``; for a bridged entity, ``source`` is
    the entity it came from and ``sentence`` the sentence naming both, in the chunk
    ``(paper_id, chunk_index)``."""

    hop: int
    entity: str
    score: float
    found_by: str = ""
    source: str | None = None
    sentence: str | None = None
    paper_id: str | None = None
    chunk_index: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return record_json(
            self,
            "hop entity score found_by source sentence paper_id chunk_index",
            score=round(self.score, 4),
        )


@dataclass
class GraphResult:
    """Papers with their best passages (store groups, for the search service) and the
    path the search followed."""

    groups: list[PaperGroup]
    hops: list[Hop] = field(default_factory=list)


@dataclass(eq=False, repr=False, kw_only=True)
class GraphRetriever:
    """Graph search over one collection (see the module docs)."""

    store: GraphStore
    extractor: EntityExtractor
    dense: DenseEmbedder
    sparse: SparseEmbedder | None
    vectors: VectorStore
    metadata: MetadataStore
    params: RankingParams = field(default_factory=RankingParams)
    link_threshold: float = 0.8
    candidates: int = 200
    snapshot: Path | None = None
    _index: GraphIndex | None = field(default=None, init=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False)
    _reloading: threading.Thread | None = field(default=None, init=False)

    # -- the index -------------------------------------------------------------

    def index(self, *, wait: bool = False) -> GraphIndex:
        """The graph in memory, loaded on first use.

        When the graph's version in SQL moved (papers were added or deleted), a
        search goes on with the index it has while a thread loads the new one
        (a server keeps answering during the reload, which takes time in
        proportion to the graph); ``wait=True`` loads it now.

        :raises GraphNotBuiltError: the collection has no graph yet.
        :raises GraphMismatchError: the graph was built with another embedder.
        """
        version = str(self.store.version())
        current = self._index
        if current is not None and current.parts.version == version:
            return current
        if current is not None and not wait:
            self._reload_in_background(version)
            return current
        with self._lock:
            if self._index is None or self._index.parts.version != version:
                self._index = self._load(version)
            return self._index

    def forget(self) -> None:
        """Drop the index in memory: the next search loads it again (after a change of
        ``params.aliases``, which the index is built with)."""
        with self._lock:
            self._index = None

    def _reload_in_background(self, version: str) -> None:
        with self._lock:
            if self._reloading is not None and self._reloading.is_alive():
                return

            def reload() -> None:
                try:
                    loaded = self._load(version)
                except Exception as exc:  # the old index goes on serving; say why once
                    log.warning("could not reload the graph index: %s", exc)
                    return
                with self._lock:
                    if self._index is None or self._index.parts.version != loaded.parts.version:
                        self._index = loaded

            self._reloading = threading.Thread(target=reload, name="tapyre-graph-reload")
            self._reloading.daemon = True
            self._reloading.start()

    def _load(self, version: str) -> GraphIndex:
        state = self.store.state()
        if state is None or self.store.counts().passages == 0:
            raise GraphNotBuiltError(
                "this collection has no graph index yet",
                hint=f"Build it with: {BUILD_COMMAND}",
            )
        if (state.embedder, state.dimension) != (self.dense.name, self.dense.dimension):
            raise GraphMismatchError(
                f"the graph was built with the embedder {state.embedder!r}, "
                f"not the configured {self.dense.name!r}",
                hint=f"Rebuild it with: {BUILD_COMMAND} --rebuild",
            )
        parts = load_snapshot(self.snapshot) if self.snapshot is not None else None
        if parts is None or parts.version != version:
            parts = read_parts(self.store, self.dense.dimension)
            if self.snapshot is not None:
                save_snapshot(self.snapshot, parts)
        if not self.params.aliases:
            parts = replace(parts, aliases=Aliases.none())
        return GraphIndex(parts)

    # -- search ------------------------------------------------------------------

    def search(
        self,
        query: str,
        *,
        k: int = 10,
        filters: SearchFilters | None = None,
        passages_per_paper: int = 3,
        timings: dict[str, float] | None = None,
    ) -> GraphResult:
        """The best ``k`` papers for ``query`` by graph search, with their passages."""
        timings = timings if timings is not None else {}
        with Timed(timings, "graph_load"):
            index = self.index()
        with Timed(timings, "link"):
            mentions = self.extractor.extract_query(query)
            seeds = link(
                index, query, mentions, self.dense.embed_passages, threshold=self.link_threshold
            )
        with Timed(timings, "embed"):
            mix = self.params.masked_mix
            masked = without_names(query, [seed.text for seed in seeds]) if mix > 0 else ""
            vectors = self.dense.embed_queries([query, masked] if masked else [query])
            question = vectors[0]
            lexical = self.sparse.embed_queries([query])[0] if self.sparse is not None else None
            bridging = unit(question)[0]
            if masked:  # one batch with the question: the relation, names left out
                bridging = unit((1 - mix) * bridging + mix * unit(vectors[1])[0])[0]
        with Timed(timings, "search"):
            dense_hits, lexical_hits = self._candidates(question, lexical, filters)
        with Timed(timings, "rank"):
            chunks = _Chunks(self.metadata)
            relations = Relations(
                index,
                relation_words(query, [seed.text for seed in seeds]),
                chunks.texts,
                self.params.relation_decay,
            )
            ranking = rank(
                index,
                bridging,
                seeds,
                _scores(index, dense_hits),
                _scores(index, lexical_hits),
                params=self.params,
                limit=max(1_000, 20 * k * passages_per_paper),
                relate=relations,
            )
        with Timed(timings, "papers"):
            ranked = self._ranked(index, ranking)
            chosen = self._chosen(ranked, question, filters, k=k)
            steps = sorted(ranking.activation.steps, key=lambda s: (s.hop, -s.score))[:20]
            step_keys = [
                index.passage_key(int(index.parts.sentence_passage[s.sentence])) for s in steps
            ]
            group_keys = [
                (p, chunk) for p, _ in chosen for chunk, _ in ranked[p][:passages_per_paper]
            ]
            texts = chunks.get(group_keys + step_keys)  # one round-trip for both
            groups = _groups(chosen, ranked, texts, passages_per_paper)
        return GraphResult(groups, _hops(index, ranking, steps, step_keys, texts))

    def _candidates(
        self, question: Any, lexical: Any, filters: SearchFilters | None
    ) -> tuple[list[Hit], list[Hit]]:
        from tapyre_paper_search.records.vectors import VectorQuery

        store_filter = None if filters is None or filters.is_empty else filters
        vectors = [{"dense": question}]
        if lexical is not None and lexical.indices:
            vectors.append({"sparse": lexical})
        queries = [
            VectorQuery(
                **vector,
                kind="chunk",
                filter=store_filter,
                limit=self.candidates,
                with_payload=("paper_id", "chunk_index"),
            )
            for vector in vectors
        ]
        results = self.vectors.query_batch(queries)
        return results[0], results[1] if len(results) > 1 else []

    @staticmethod
    def _ranked(index: GraphIndex, ranking: Ranking) -> dict[str, list[tuple[int, float]]]:
        """The ranked passages by paper, best paper first: ``(chunk, score)`` each."""
        ranked: dict[str, list[tuple[int, float]]] = {}
        for row, score in zip(ranking.passages.tolist(), ranking.scores.tolist(), strict=True):
            paper_id, chunk = index.passage_key(row)
            ranked.setdefault(paper_id, []).append((chunk, score))
        return ranked

    def _chosen(
        self,
        ranked: dict[str, list[tuple[int, float]]],
        question: Any,
        filters: SearchFilters | None,
        *,
        k: int,
    ) -> list[tuple[str, dict[str, Any]]]:
        """The best ``k`` papers of ``ranked`` that pass ``filters``, with their payloads."""
        chosen: list[tuple[str, dict[str, Any]]] = []
        for block in _blocks(list(ranked), 4 * k):
            payloads = self._papers(block, question, filters)
            chosen += [(p, payloads[p]) for p in block if p in payloads]
            if len(chosen) >= k:
                break
        return chosen[:k]

    def _papers(
        self, paper_ids: list[str], question: Any, filters: SearchFilters | None
    ) -> dict[str, dict[str, Any]]:
        """The payloads of the paper points of ``paper_ids`` that pass ``filters``."""
        from tapyre_paper_search.filters import SearchFilters
        from tapyre_paper_search.records.vectors import VectorQuery
        from tapyre_paper_search.store.ids import paper_point_id

        if filters is None or filters.is_empty:
            points = self.vectors.retrieve([paper_point_id(p) for p in paper_ids], kind="paper")
            return {p.paper_id: p.payload for p in points}
        wanted = paper_ids
        if filters.paper_ids:
            wanted = [p for p in paper_ids if p in set(filters.paper_ids)]
        if not wanted:
            return {}
        hits = self.vectors.query_batch(
            [
                VectorQuery(
                    dense=question,
                    kind="paper",
                    filter=replace(filters or SearchFilters(), paper_ids=tuple(wanted)),
                    limit=len(wanted),
                    with_payload=PAPER_FIELDS,
                    exact=True,
                )
            ]
        )[0]
        return {h.paper_id: h.payload for h in hits}


class _Chunks:
    """The chunks one search reads, each read once: bridging's relation words and the
    results' texts and path share the round-trips to the metadata store."""

    def __init__(self, metadata: MetadataStore) -> None:
        self._metadata = metadata
        self._held: dict[tuple[str, int], Chunk] = {}

    def get(self, keys: list[tuple[str, int]]) -> dict[tuple[str, int], Chunk]:
        missing = [key for key in dict.fromkeys(keys) if key not in self._held]
        if missing:
            self._held.update(self._metadata.get_chunks(missing))
        return {key: self._held[key] for key in keys if key in self._held}

    def texts(self, keys: list[tuple[str, int]]) -> dict[tuple[str, int], str]:
        return {key: chunk.text for key, chunk in self.get(keys).items()}


def _groups(
    chosen: list[tuple[str, dict[str, Any]]],
    ranked: dict[str, list[tuple[int, float]]],
    texts: dict[tuple[str, int], Chunk],
    per_paper: int,
) -> list[PaperGroup]:
    """The chosen papers with their best ``per_paper`` passages, as store groups."""
    from tapyre_paper_search.records.vectors import PaperGroup

    groups = []
    for paper_id, payload in chosen:
        hits = [
            _hit(paper_id, chunk, score, payload, texts.get((paper_id, chunk)))
            for chunk, score in ranked[paper_id][:per_paper]
        ]
        groups.append(PaperGroup(paper_id, hits[0].score, hits))
    return groups


def _hops(
    index: GraphIndex,
    ranking: Ranking,
    steps: list[Step],
    keys: list[tuple[str, int]],
    texts: dict[tuple[str, int], Chunk],
) -> list[Hop]:
    """The seeds and the bridging ``steps`` (in the chunks ``keys``), named, with the
    sentences' text."""
    names = index.parts.entity_names
    hops = [Hop(1, names[s.entity], s.score, s.found_by) for s in ranking.seeds]
    for step, key in zip(steps, keys, strict=True):
        start, end = index.parts.sentence_spans[step.sentence].tolist()
        chunk = texts.get(key)
        hops.append(
            Hop(
                step.hop,
                names[step.entity],
                step.score,
                "bridge",
                names[step.source],
                chunk.text[start:end] if chunk is not None else None,
                key[0],
                key[1],
            )
        )
    return hops


def _scores(index: GraphIndex, hits: Sequence[Hit]) -> dict[int, float]:
    rows = index.passage_rows([(h.paper_id, h.chunk_index or 0) for h in hits])
    scores: dict[int, float] = {}
    for row, hit in zip(rows, hits, strict=True):
        if row is not None and row not in scores:
            scores[row] = float(hit.score)
    return scores


def _hit(paper_id: str, chunk: int, score: float, payload: dict[str, Any], text: Any) -> Hit:
    from tapyre_paper_search.records.vectors import Hit

    data = dict(payload)
    data.update(
        kind="chunk",
        chunk_index=chunk,
        page_start=getattr(text, "page_start", None),
        page_end=getattr(text, "page_end", None),
        text=getattr(text, "text", ""),
    )
    return Hit.of(
        id=f"graph:{paper_id}:{chunk}",
        score=float(score),
        kind="chunk",
        paper_id=paper_id,
        payload=data,
    )


def _blocks(items: list[str], size: int) -> Iterator[list[str]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]
