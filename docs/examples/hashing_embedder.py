# docs/examples/hashing_embedder.py: save as src/tapyre_plugin_NAME/embedder.py
"""A dense embedder: the hashed bag of words of a text, with no model to download.

Replace :meth:`HashingEmbedder._embed` with your model.  Heavy imports (torch,
a tokenizer, the weights) belong in the factory or the methods, never at module
level: Tapyre imports this module for ``tapyre --help``.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tapyre import Component, DenseEmbedder, Setting, TableSchema, hookimpl
from tapyre.settings import read_int

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

TABLE = "embedders.hashing"
SETTINGS = TableSchema(
    settings=(Setting("dimension", "integer", "Width of the vectors.", 256, minimum=8),),
)
WORD = re.compile(r"\w+")


class HashingEmbedder(DenseEmbedder):
    """Subclass ``tapyre.DenseEmbedder``: implement ``name``, ``dimension``,
    ``count_tokens``, ``embed_passages`` and ``embed_queries``."""

    def __init__(self, dimension: int = 256) -> None:
        self._dimension = dimension

    @property
    def name(self) -> str:
        # Recorded with the collection: a different name or width is refused
        # until the collection is rebuilt, so put every setting that changes
        # the vectors in it.
        return f"hashing-{self._dimension}"

    @property
    def dimension(self) -> int:
        return self._dimension

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return [len(WORD.findall(text)) for text in texts]

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed(texts)

    def _embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        import numpy as np  # on first use, not when the plugin registers

        vectors = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in WORD.findall(text.lower()):
                vectors[row, zlib.crc32(word.encode("utf-8")) % self._dimension] += 1.0
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-12)


def build_embedder(settings: Mapping[str, Any]) -> HashingEmbedder:
    """The factory: ``settings`` is the ``[embedders.hashing]`` table."""
    return HashingEmbedder(read_int(settings, "dimension", table=TABLE, minimum=8, default=256))


@hookimpl
def tapyre_register_embedders(register: Callable[[Component[Any]], None]) -> None:
    register(
        Component(
            "hashing",
            build_embedder,
            "hashed bag of words, no model",
            kind="dense",
            settings=SETTINGS,
        )
    )
