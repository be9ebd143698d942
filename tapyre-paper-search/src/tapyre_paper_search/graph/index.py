"""The graph in memory: sparse matrices over passages, sentences and entities.

:class:`GraphParts` is what is stored (in SQL, and in the snapshot file that
loads it fast): the passages, each sentence's passage and vector, each
entity's key, name and vector, and the mentions (sentence × entity counts).
:class:`GraphIndex` derives from them what retrieval multiplies:

* ``mentions`` (sentences × entities) and its transpose, the containment edges
  sentence–entity;
* ``passage_tf`` (passages × entities): how often each passage mentions each
  entity, summed over its sentences (the passage–sentence containment is the
  ``sentence_passage`` array);
* ``passage_entity``: the passage–entity edge weights ``log(1 + tf) · idf``
  with ``idf = log((P + 1) / (df + 1)) + 1``, ``df`` the passages mentioning
  the entity.  Nothing about idf is stored: adding or removing passages
  changes ``df`` and the weights follow at the next load, without reading a
  passage again;
* ``adjacency`` (passages × passages): consecutive chunks of one paper.

Every derivation is a vectorised NumPy / SciPy operation (no Python loop over
nodes).  Rows are the order of the parts; passages are addressed by
``(paper_id, chunk_index)`` through :meth:`GraphIndex.passage_rows`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

import numpy as np
import scipy.sparse as sp
from numpy.typing import NDArray

from tapyre_paper_search.graph.aliases import Aliases, find_aliases, heads
from tapyre_paper_search.graph.normalize import STOPWORDS
from tapyre_paper_search.graph.pagerank import Transition, walk_matrix

Int32 = NDArray[np.int32]


@dataclass
class GraphParts:
    """The stored graph, as arrays (see the module docs).

    ``paper_ids`` lists each paper once; ``passage_paper`` indexes into it.
    ``mention_sentence`` / ``mention_entity`` / ``mention_count`` are the
    mentions in coordinate form.
    """

    paper_ids: list[str]
    passage_paper: Int32
    passage_chunk: Int32
    sentence_passage: Int32
    sentence_spans: Int32
    """``(start, end)`` of each sentence in its chunk's text (shape ``(S, 2)``)."""
    sentence_codes: NDArray[np.int8]
    sentence_scales: NDArray[np.float32]
    entity_keys: list[str]
    entity_names: list[str]
    entity_codes: NDArray[np.int8]
    entity_scales: NDArray[np.float32]
    mention_sentence: Int32
    mention_entity: Int32
    mention_count: NDArray[np.float32]
    version: str = ""
    """Where the parts came from (the graph's change counter), for cache checks."""
    aliases: Aliases | None = None
    """The aliases among the entities (:mod:`.aliases`); ``None``: not found yet
    (:meth:`with_aliases`)."""

    def with_aliases(self) -> GraphParts:
        """These parts with their aliases found (itself when they are)."""
        if self.aliases is not None:
            return self
        found = find_aliases(
            self.entity_keys,
            heads(
                self.sentence_passage,
                (self.mention_sentence, self.mention_entity, self.mention_count),
                (len(self.passage_paper), len(self.entity_keys)),
            ),
        )
        return replace(self, aliases=found)

    @classmethod
    def empty(cls, dimension: int) -> GraphParts:
        none = np.zeros(0, dtype=np.int32)
        return cls(
            paper_ids=[],
            passage_paper=none,
            passage_chunk=none,
            sentence_passage=none,
            sentence_spans=np.zeros((0, 2), dtype=np.int32),
            sentence_codes=np.zeros((0, dimension), dtype=np.int8),
            sentence_scales=np.zeros(0, dtype=np.float32),
            entity_keys=[],
            entity_names=[],
            entity_codes=np.zeros((0, dimension), dtype=np.int8),
            entity_scales=np.zeros(0, dtype=np.float32),
            mention_sentence=none,
            mention_entity=none,
            mention_count=np.zeros(0, dtype=np.float32),
        )


@dataclass
class GraphIndex:
    """The derived, query-ready graph (see the module docs)."""

    parts: GraphParts
    mentions: sp.csr_matrix = field(init=False)
    entity_sentences: sp.csr_matrix = field(init=False)
    passage_tf: sp.csr_matrix = field(init=False)
    df: NDArray[np.float32] = field(init=False)
    idf: NDArray[np.float32] = field(init=False)
    passage_entity: sp.csr_matrix = field(init=False)
    adjacency: sp.csr_matrix = field(init=False)
    _walks: dict[float, Transition] = field(init=False, default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.parts = p = self.parts.with_aliases()
        n_s, n_e, n_p = self.sentences, self.entities, self.passages
        self.mentions = sp.csr_matrix(
            (p.mention_count, (p.mention_sentence, p.mention_entity)),
            shape=(n_s, n_e),
            dtype=np.float32,
        )
        self.mentions.sum_duplicates()
        if p.aliases:
            self.mentions = _with_aliases(self.mentions, p.aliases)
        self.entity_sentences = self.mentions.T.tocsr()
        holds = sp.csr_matrix(
            (np.ones(n_s, dtype=np.float32), (p.sentence_passage, np.arange(n_s))),
            shape=(n_p, n_s),
        )
        self.passage_tf = (holds @ self.mentions).tocsr()
        self.df = np.asarray((self.passage_tf > 0).sum(axis=0), dtype=np.float32).ravel()
        self.idf = (np.log((n_p + 1.0) / (self.df + 1.0)) + 1.0).astype(np.float32)
        weights = self.passage_tf.copy()
        weights.data = np.log1p(weights.data).astype(np.float32)
        self.passage_entity = (weights @ sp.diags(self.idf)).tocsr().astype(np.float32)
        self.adjacency = _adjacency(p.passage_paper, p.passage_chunk)

    # -- sizes ----------------------------------------------------------------

    @property
    def passages(self) -> int:
        return len(self.parts.passage_paper)

    @property
    def sentences(self) -> int:
        return len(self.parts.sentence_passage)

    @property
    def entities(self) -> int:
        return len(self.parts.entity_keys)

    @property
    def edges(self) -> int:
        """Passage–entity, sentence–entity, passage–sentence and passage–passage edges."""
        return int(
            self.passage_entity.nnz + self.mentions.nnz + self.sentences + self.adjacency.nnz // 2
        )

    # -- lookups ----------------------------------------------------------------

    @cached_property
    def key_rows(self) -> dict[str, int]:
        """Entity row by key."""
        return {key: row for row, key in enumerate(self.parts.entity_keys)}

    @cached_property
    def _passage_rows(self) -> dict[tuple[str, int], int]:
        ids = self.parts.paper_ids
        return {
            (ids[paper], int(chunk)): row
            for row, (paper, chunk) in enumerate(
                zip(
                    self.parts.passage_paper.tolist(),
                    self.parts.passage_chunk.tolist(),
                    strict=True,
                )
            )
        }

    def passage_rows(self, keys: list[tuple[str, int]]) -> list[int | None]:
        """The rows of passages by ``(paper_id, chunk_index)`` (``None``: not in the graph)."""
        rows = self._passage_rows
        return [rows.get(key) for key in keys]

    def passage_key(self, row: int) -> tuple[str, int]:
        """``(paper_id, chunk_index)`` of a passage row."""
        paper = int(self.parts.passage_paper[row])
        return self.parts.paper_ids[paper], int(self.parts.passage_chunk[row])

    @cached_property
    def entity_log_tf(self) -> sp.csr_matrix:
        """Entity × passage ``log(1 + tf)``: a row per entity, for the passages naming it."""
        matrix = self.passage_tf.T.tocsr()
        matrix.data = np.log1p(matrix.data)
        return matrix

    def walk(self, adjacency_weight: float) -> Transition:
        """The PageRank walk graph with this adjacency weight (built once per weight)."""
        if adjacency_weight not in self._walks:
            self._walks[adjacency_weight] = Transition.of(
                walk_matrix(self.passage_entity, self.adjacency, adjacency_weight)
            )
        return self._walks[adjacency_weight]

    @cached_property
    def paper_df(self) -> NDArray[np.float32]:
        """Per entity, how many papers name it: a paper of several chunks counts once
        (``df`` counts passages, so a paper's title is named as often as it has chunks)."""
        if np.bincount(self.parts.passage_paper).max(initial=0) <= 1:
            return self.df  # one passage a paper: the same count
        named = self.passage_tf.tocoo()
        pairs = np.unique(
            self.parts.passage_paper[named.row].astype(np.int64) * self.entities + named.col
        )
        counts = np.bincount(pairs % max(self.entities, 1), minlength=self.entities)
        return counts.astype(np.float32)

    @cached_property
    def sentence_starts(self) -> Int32:
        """For each passage, the row of its first sentence (sentences are stored
        grouped by passage); ``sentence_starts[p + 1]`` ends them."""
        counts = np.bincount(self.parts.sentence_passage, minlength=self.passages)
        starts = np.zeros(self.passages + 1, dtype=np.int32)
        np.cumsum(counts, out=starts[1:])
        return starts

    @cached_property
    def token_entities(self) -> tuple[dict[str, int], sp.csr_matrix]:
        """An inverted index from the words of entity keys to the entities (tokens ×
        entities), for finding the entities a question's name may mean.  Function
        words are left out."""
        vocabulary: dict[str, int] = {}
        rows: list[int] = []
        cols: list[int] = []
        for entity, key in enumerate(self.parts.entity_keys):
            for token in set(key.split()):
                if token in STOPWORDS:
                    continue
                rows.append(vocabulary.setdefault(token, len(vocabulary)))
                cols.append(entity)
        matrix = sp.csr_matrix(
            (np.ones(len(rows), dtype=np.float32), (rows, cols)),
            shape=(len(vocabulary), self.entities),
        )
        return vocabulary, matrix


def _with_aliases(mentions: sp.csr_matrix, aliases: Aliases) -> sp.csr_matrix:
    """``mentions`` plus the heads the aliases name: a sentence that mentions an
    alias's mention entity (and its joined entity, if any) mentions the head as often."""
    n_s, n_e = mentions.shape
    alone = aliases.joined < 0
    moves = sp.csr_matrix(
        (np.ones(int(alone.sum()), np.float32), (aliases.mention[alone], aliases.head[alone])),
        shape=(n_e, n_e),
    )
    moves.data[:] = 1.0
    added = mentions @ moves
    joined = ~alone
    if joined.any():
        left = mentions[:, aliases.mention[joined]]
        both = left.multiply(mentions[:, aliases.joined[joined]] > 0).tocoo()
        named = aliases.head[joined][both.col]
        added = added + sp.csr_matrix((both.data, (both.row, named)), shape=(n_s, n_e))
    out = (mentions + added).tocsr()
    out.sum_duplicates()
    return out


def _adjacency(passage_paper: Int32, passage_chunk: Int32) -> sp.csr_matrix:
    """Edges between consecutive chunks of one paper (symmetric, weight 1)."""
    n = len(passage_paper)
    if n < 2:
        return sp.csr_matrix((n, n), dtype=np.float32)
    order = np.lexsort((passage_chunk, passage_paper))
    same = passage_paper[order[1:]] == passage_paper[order[:-1]]
    left, right = order[:-1][same], order[1:][same]
    data = np.ones(2 * len(left), dtype=np.float32)
    rows = np.concatenate([left, right])
    cols = np.concatenate([right, left])
    return sp.csr_matrix((data, (rows, cols)), shape=(n, n))
