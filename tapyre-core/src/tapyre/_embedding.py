"""The embedder contract: dense vectors and sparse lexical vectors.

Embedders are registered as :class:`~tapyre.Component` factories (kind
``"dense"`` or ``"sparse"``); the factory builds one of the classes below on
first use, which is where torch or a tokenizer is imported.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


@dataclass(frozen=True)
class SparseVector:
    """A sparse vector: parallel, sorted ``indices`` and their ``values``."""

    indices: tuple[int, ...]
    values: tuple[float, ...]

    def __post_init__(self) -> None:
        if len(self.indices) != len(self.values):
            raise ValueError("SparseVector: indices and values differ in length")


class DenseEmbedder(ABC):
    """Turns texts into fixed-width float vectors.

    Passages, papers and queries may be embedded differently (prefixes,
    adapters); callers always use the matching method.  Every method takes a
    batch and returns one row per input, in input order, as a float32 array of
    shape ``(len(texts), dimension)``.
    """

    @property
    @abstractmethod
    def name(self) -> str:
        """Identifies the model and its settings; stored with a collection so a
        mismatch between the data and the embedder is detected."""

    @property
    @abstractmethod
    def dimension(self) -> int:
        """Width of the vectors."""

    @property
    def max_tokens(self) -> int:
        """The longest input, in the embedder's own tokens, that is not truncated."""
        return 512

    @abstractmethod
    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Token counts of ``texts`` without special tokens (used by the chunker)."""

    @abstractmethod
    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Vectors for stored passages (chunks)."""

    @abstractmethod
    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Vectors for search queries."""

    def embed_papers(self, papers: Sequence[tuple[str, str]]) -> NDArray[np.float32]:
        """Vectors for whole papers from ``(title, abstract)`` pairs.

        The default embeds ``title + separator + abstract`` as a passage.
        """
        return self.embed_passages([f"{t} {self.separator} {a}".strip() for t, a in papers])

    @property
    def separator(self) -> str:
        """Placed between title and abstract by :meth:`embed_papers`."""
        return "[SEP]"

    @property
    def papers_as_passages(self) -> bool:
        """Whether a passage holding a paper's title and abstract may stand for the
        paper: its :meth:`embed_passages` vector is then used as the paper's vector
        instead of a second encode through :meth:`embed_papers`.  False unless an
        embedder declares it (one whose paper vectors are its passage vectors of
        the same text, as for sentence-embedding models)."""
        return False


class SparseEmbedder(ABC):
    """Turns texts into sparse lexical vectors (e.g. BM25 term weights)."""

    @property
    @abstractmethod
    def name(self) -> str:
        """Identifies the tokenisation and weighting; stored with a collection."""

    @abstractmethod
    def embed_passages(self, texts: Sequence[str]) -> list[SparseVector]:
        """Term weights for stored passages."""

    @abstractmethod
    def embed_queries(self, texts: Sequence[str]) -> list[SparseVector]:
        """Term weights for queries (BM25: term presence; IDF is applied by the index)."""
