"""Aliases: a name written in a longer form than the title it means, or split in two.

A passage names a relative as "King Oswiu of Northumbria" while the relative's
own passage is titled "Oswiu"; another names "Berengaria" and "Barcelona"
where the title is "Berengaria of Barcelona".  The extractor makes other
entities of them, and the graph has no path from the first passage to the
second.  :func:`find_aliases` links them:

* a **head** is an entity a passage is about: among the entities that at least
  ``min_share`` (90%) of the passage's sentences mention (a paper's title is a
  mention in every sentence, see :mod:`.analysis`), the one(s) it mentions
  most often (:func:`heads`);
* a word is **rare** when at most ``max_word_share`` of the entity keys hold
  it, or at most ``min_word_count`` (``king``, ``of`` and ``john`` are not
  rare; ``oswiu`` is);
* a **longer form**: an entity is aliased to the head whose key is a run of
  its words that starts at its first rare word (or, for a head of two words
  or more, up to ``window - 1`` words later: ``caliph harun al rashid``), with
  only common words before it and no function word (titles and modifiers:
  ``king``, ``human``), and after it nothing, a function word and anything
  (``of northumbria``), or common words and numbers (``1922 film``, ``gene``);
* a **joined pair**: a head whose key is one entity's key, function words, and
  another's (``berengaria`` + ``of`` + ``barcelona``), both with a rare word,
  is named by the first in a sentence that also mentions the second.

Nothing here knows a language's titles, a domain or a data set: ``BRCA1 gene``
meets the passage titled ``BRCA1`` the same way.

The aliases are derived from the stored entity keys and mentions, like the
passage–entity weights' idf: adding or deleting passages changes which words
are rare and which entities are heads, and the aliases follow when the graph
is next read (:func:`~.loading.read_parts` stores them in the snapshot).
:class:`~.index.GraphIndex` adds each alias as a mention of the head wherever
the mention entity is mentioned, so bridging, PageRank and the head ordering
all see the link.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.graph.normalize import STOPWORDS

Int32 = NDArray[np.int32]


@dataclass(frozen=True)
class AliasParams:
    """The knobs of :func:`find_aliases` (see the module docs)."""

    max_word_share: float = 0.001
    """A word is rare when at most this share of the entity keys hold it."""
    min_word_count: int = 3
    """…or at most this many keys (small graphs: every word is in a large share)."""
    window: int = 2
    """A longer form's head starts at its first rare word or, when it is two words
    or more, up to ``window - 1`` words later (``caliph harun al rashid`` where
    ``caliph`` is rare too)."""
    max_words: int = 8
    """Keys longer than this many words are not split into runs."""


def heads(
    sentence_passage: Int32,
    mentions: tuple[Int32, Int32, NDArray[np.float32]],
    shape: tuple[int, int],
    min_share: float = 0.9,
) -> NDArray[np.bool_]:
    """Which entities are the head of some passage (see the module docs):
    ``mentions`` are ``(sentence, entity, count)`` arrays, ``shape`` is
    ``(passages, entities)``."""
    mention_sentence, mention_entity, mention_count = mentions
    passages, entities = shape
    if passages == 0 or entities == 0 or len(mention_entity) == 0:
        return np.zeros(entities, dtype=bool)
    pair = sentence_passage[mention_sentence].astype(np.int64) * entities + mention_entity
    pairs, at = np.unique(pair, return_inverse=True)  # (passage, entity) pairs
    named = np.bincount(at, minlength=len(pairs))  # sentences naming it (one row each)
    counts = np.bincount(at, weights=mention_count, minlength=len(pairs))
    rows, cols = pairs // entities, pairs % entities
    sentences = np.bincount(sentence_passage, minlength=passages)
    keep = named >= min_share * np.maximum(sentences[rows], 1)
    rows, cols, counts = rows[keep], cols[keep], counts[keep]
    best = np.zeros(passages, dtype=np.float32)
    np.maximum.at(best, rows, counts)
    out = np.zeros(entities, dtype=bool)
    out[cols[counts >= best[rows]]] = True
    return out


@dataclass(frozen=True)
class Aliases:
    """Alias rows: ``mention`` names ``head``; where ``joined`` is not -1, only in
    a sentence that also mentions the entity ``joined`` (``berengaria`` with
    ``barcelona`` → ``berengaria of barcelona``)."""

    mention: Int32
    head: Int32
    joined: Int32

    @classmethod
    def none(cls) -> Aliases:
        empty = np.zeros(0, dtype=np.int32)
        return cls(empty, empty, empty)

    def __len__(self) -> int:
        return len(self.mention)

    def arrays(self) -> Int32:
        """The rows as one ``(n, 3)`` array (for the snapshot)."""
        return np.stack([self.mention, self.head, self.joined], axis=1).astype(np.int32)

    @classmethod
    def of(cls, array: NDArray[np.int32]) -> Aliases:
        rows = np.asarray(array, dtype=np.int32).reshape(-1, 3)
        return cls(rows[:, 0].copy(), rows[:, 1].copy(), rows[:, 2].copy())


def find_aliases(
    keys: list[str], is_head: NDArray[np.bool_], params: AliasParams | None = None
) -> Aliases:
    """The aliases among the entity ``keys`` (see the module docs)."""
    params = params or AliasParams()
    tokens = [key.split() for key in keys]
    df: dict[str, int] = {}
    for words in tokens:
        for word in set(words):
            df[word] = df.get(word, 0) + 1
    limit = max(params.min_word_count, int(params.max_word_share * len(keys)))

    def rare(word: str) -> bool:
        return word not in STOPWORDS and not word.isdigit() and df.get(word, 0) <= limit

    head_rows = {keys[row]: row for row in np.flatnonzero(is_head).tolist()}
    entity_rows = {key: row for row, key in enumerate(keys)}
    rows: set[tuple[int, int, int]] = set()
    for row, words in enumerate(tokens):
        if len(words) > params.max_words:
            continue
        if is_head[row]:
            rows.update((a, row, b) for a, b in _joins(words, entity_rows, rare))
        found = _longer(words, head_rows, rare, params.window)
        if found is not None and found != row:
            rows.add((row, found, -1))
    if not rows:
        return Aliases.none()
    ordered = np.array(sorted(rows), dtype=np.int32)
    return Aliases(ordered[:, 0], ordered[:, 1], ordered[:, 2])


def _longer(
    words: list[str], head_rows: dict[str, int], rare: Callable[[str], bool], window: int
) -> int | None:
    """The head that ``words`` writes in a longer form: common words before it
    (titles and modifiers: ``king``, ``caliph``, ``human``), then the head, which
    starts with the first rare word, then nothing, or a function word and
    anything (``of northumbria``), or common words and numbers (``1922 film``)."""
    first = next((i for i, word in enumerate(words) if rare(word)), None)
    if first is None:
        return None
    for start in range(first, min(first + window, len(words))):
        if any(w in STOPWORDS for w in words[:start]):
            return None
        for end in range(len(words), start, -1):
            head = head_rows.get(" ".join(words[start:end]))
            if head is None or (start > first and end - start < 2):
                continue
            rest = words[end:]
            if not rest or rest[0] in STOPWORDS or not any(rare(w) for w in rest):
                return head
    return None


def _joins(
    words: list[str], entity_rows: dict[str, int], rare: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The pairs of entities whose keys, joined by function words, make ``words``
    (a head), both holding a rare word: ``berengaria`` + ``of`` + ``barcelona``."""
    out: list[tuple[int, int]] = []
    for at in range(1, len(words) - 1):
        if words[at] not in STOPWORDS:
            continue
        end = at
        while end < len(words) and words[end] in STOPWORDS:
            end += 1
        left, right = words[:at], words[end:]
        if not right or not any(map(rare, left)) or not any(map(rare, right)):
            continue
        a, b = entity_rows.get(" ".join(left)), entity_rows.get(" ".join(right))
        if a is not None and b is not None:
            out.append((a, b))
    return out
