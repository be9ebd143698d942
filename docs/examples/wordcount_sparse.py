# docs/examples/wordcount_sparse.py: save as src/tapyre_plugin_NAME/sparse.py
"""A sparse embedder: word counts, for paper search's lexical (and hybrid) search.

The vector store weighs each term by its IDF over the collection, so a
passage's vector holds only how often each word occurs (dampened) and a
query's vector a 1 for each distinct word.
"""

from __future__ import annotations

import math
import re
import zlib
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tapyre import Component, SparseEmbedder, SparseVector, hookimpl

WORD = re.compile(r"\w+")


class WordCountEmbedder(SparseEmbedder):
    """Subclass ``tapyre.SparseEmbedder``: implement ``name``, ``embed_passages``
    and ``embed_queries``; both return one ``tapyre.SparseVector`` per text."""

    @property
    def name(self) -> str:
        return "wordcount-v1"  # recorded with the collection, like a dense embedder's

    def embed_passages(self, texts: Sequence[str]) -> list[SparseVector]:
        return [_vector({t: 1.0 + math.log(n) for t, n in _terms(x).items()}) for x in texts]

    def embed_queries(self, texts: Sequence[str]) -> list[SparseVector]:
        return [_vector(dict.fromkeys(_terms(x), 1.0)) for x in texts]


def _terms(text: str) -> Counter[int]:
    # A term's id is the CRC-32 of the word: stable across processes, no vocabulary.
    return Counter(zlib.crc32(w.encode("utf-8")) for w in WORD.findall(text.lower()))


def _vector(weights: Mapping[int, float]) -> SparseVector:
    ids = sorted(weights)  # indices sorted and distinct
    return SparseVector(tuple(ids), tuple(weights[i] for i in ids))


@hookimpl
def tapyre_register_embedders(register: Callable[[Component[Any]], None]) -> None:
    register(
        Component(
            "wordcount",
            lambda settings: WordCountEmbedder(),
            "word counts (IDF applied by the store)",
            kind="sparse",
        )
    )
