"""Dense vectors of texts, as the app hands them out (``POST /embed``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.errors import SearchError

if TYPE_CHECKING:
    from numpy.typing import NDArray
    from tapyre import DenseEmbedder

EMBED_KINDS = ("query", "passage")
"""How a text is embedded: as a query, or as a passage to be found."""


@dataclass(frozen=True)
class Embeddings:
    """``vectors`` (one row per text) from the dense embedder ``model``."""

    model: str
    vectors: NDArray[Any]

    @property
    def dimension(self) -> int:
        return int(self.vectors.shape[1]) if self.vectors.ndim == 2 else 0

    def to_dict(self) -> dict[str, Any]:
        return {"model": self.model, "dimension": self.dimension, "vectors": self.vectors.tolist()}


def embed(dense: DenseEmbedder, texts: Sequence[str], kind: str) -> Embeddings:
    """``texts`` embedded by ``dense`` as ``kind``.

    :raises SearchError: an unknown ``kind``.
    """
    if kind not in EMBED_KINDS:
        raise SearchError(f"unknown embedding kind {kind!r}: use 'query' or 'passage'")
    rows = (
        dense.embed_queries(list(texts)) if kind == "query" else dense.embed_passages(list(texts))
    )
    return Embeddings(dense.name, rows)
