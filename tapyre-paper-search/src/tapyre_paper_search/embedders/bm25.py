"""BM25 sparse vectors for Qdrant's sparse index with the IDF modifier.

Qdrant multiplies a query term's weight by the term's IDF, computed over the
collection, when the sparse vector is configured with ``Modifier.IDF``.  So
this embedder produces only the other half of BM25:

* passages: for each term, the saturated term frequency
  ``tf · (k1 + 1) / (tf + k1 · (1 − b + b · dl / avgdl))``, where ``dl`` is
  the passage's length in terms and ``avgdl`` a configured estimate of the
  average (a collection-wide average is not known while ingesting);
* queries: weight 1 for each distinct term.

The dot product Qdrant computes is then the BM25 score.  Term ids are the
CRC-32 of the term's UTF-8 bytes: stable across processes and machines, with
no vocabulary to store (two terms rarely share an id; when they do, both
count as one term).
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import chain

from tapyre import Settings, SparseEmbedder, SparseVector
from tapyre.settings import check_known_keys, read_float

from tapyre_paper_search import component_settings
from tapyre_paper_search.embedders import lexical
from tapyre_paper_search.errors import EmbedderError

DEFAULT_K1 = 1.2
DEFAULT_B = 0.75
DEFAULT_AVG_DOC_LENGTH = 100.0
"""Terms per passage: chunks of 256 tokens of the real papers average 104 terms,
SciFact abstracts 159 (``python benchmarks/embedders.py --only bm25``)."""


@lru_cache(maxsize=1 << 18)
def term_id(term: str) -> int:
    """The sparse index of ``term``: CRC-32 of its UTF-8 bytes (0 … 2³²−1)."""
    return zlib.crc32(term.encode("utf-8"))


@lru_cache(maxsize=1 << 18)
def _token_ids(token: str) -> tuple[int, ...]:
    return tuple(term_id(term) for term in lexical.analyze_token(token))


class Bm25Embedder(SparseEmbedder):
    """Sparse BM25 term weights; IDF is left to the index (``Modifier.IDF``)."""

    def __init__(
        self,
        *,
        k1: float = DEFAULT_K1,
        b: float = DEFAULT_B,
        avg_doc_length: float = DEFAULT_AVG_DOC_LENGTH,
    ) -> None:
        if k1 <= 0 or not 0 <= b <= 1 or avg_doc_length <= 0:
            raise EmbedderError(
                f"bm25: need k1 > 0, 0 <= b <= 1 and avg_doc_length > 0 "
                f"(got k1={k1}, b={b}, avg_doc_length={avg_doc_length})."
            )
        self.k1 = k1
        self.b = b
        self.avg_doc_length = avg_doc_length

    @property
    def name(self) -> str:
        return (
            f"bm25-{lexical.TOKENIZER_VERSION}-crc32"
            f"(k1={self.k1:g},b={self.b:g},avgdl={self.avg_doc_length:g})"
        )

    def term_ids(self, text: str) -> list[int]:
        """The term ids of ``text``, in order, with repeats."""
        tokens = lexical.raw_tokens(lexical.normalize(text))
        return list(chain.from_iterable(map(_token_ids, tokens)))

    def embed_passages(self, texts: Sequence[str]) -> list[SparseVector]:
        k1, b, avgdl = self.k1, self.b, self.avg_doc_length
        vectors = []
        for text in texts:
            ids = self.term_ids(text)
            counts = Counter(ids)
            norm = k1 * (1.0 - b + b * len(ids) / avgdl)
            indices = sorted(counts)
            values = tuple(counts[i] * (k1 + 1.0) / (counts[i] + norm) for i in indices)
            vectors.append(SparseVector(tuple(indices), values))
        return vectors

    def embed_queries(self, texts: Sequence[str]) -> list[SparseVector]:
        vectors = []
        for text in texts:
            indices = tuple(sorted(set(self.term_ids(text))))
            vectors.append(SparseVector(indices, (1.0,) * len(indices)))
        return vectors


def build(settings: Settings) -> Bm25Embedder:
    """Factory of the ``bm25`` component: settings ``k1``, ``b``, ``avg_doc_length``."""
    t = "embedders.bm25"
    check_known_keys(settings, component_settings.BM25.keys, table=t)
    return Bm25Embedder(
        k1=read_float(settings, "k1", table=t, minimum=1e-6, default=DEFAULT_K1),
        b=read_float(settings, "b", table=t, minimum=0.0, default=DEFAULT_B),
        avg_doc_length=read_float(
            settings, "avg_doc_length", table=t, minimum=1.0, default=DEFAULT_AVG_DOC_LENGTH
        ),
    )
