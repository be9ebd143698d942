"""Linking a question to entity nodes: by name, and by meaning.

Two sources of seeds, both with a score in ``[0, 1]``:

* **names**: every run of the question's words that is the key of an entity
  (longest first, not overlapping) and holds a capitalised word or a digit
  beyond the question's first word, so that "film" or "born" in a question
  does not link to a stray entity of that name.  Questions name their
  subjects, and a name the extractor misses in a short question is still found.
  Score 1.
* **meaning**: each mention the extractor finds in the question that is not a
  key is embedded and compared with the entities sharing one of its words
  (through the graph's word index; all entities when the graph is small);
  the best one whose cosine reaches ``threshold`` is a seed with that cosine
  as its score.  ``Lothair II of Lotharingia`` finds ``Lothair II``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.graph.extractors import Mention
from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.normalize import entity_key, find_names, key_tokens
from tapyre_paper_search.graph.vectors import cosines, unit

BRUTE_FORCE_ENTITIES = 50_000
"""Up to this many entities a mention is compared with all of them."""
MAX_CANDIDATES = 5_000

Embed = Callable[[Sequence[str]], NDArray[np.float32]]


@dataclass(frozen=True)
class Seed:
    """An entity the question links to: its row, score and how it was found."""

    entity: int
    score: float
    found_by: str  # "name" or "meaning"
    text: str


def link(
    index: GraphIndex,
    question: str,
    mentions: Sequence[Mention],
    embed: Embed,
    *,
    threshold: float,
) -> list[Seed]:
    """The seeds of ``question`` (see the module docs), best score per entity."""
    seeds: dict[int, Seed] = {}
    for seed in link_names(index, question):
        seeds[seed.entity] = seed
    keys = index.key_rows
    unmatched: list[Mention] = []
    named = [f" {seed.text} " for seed in seeds.values()]
    for mention in mentions:
        key = entity_key(mention.text)
        if not key or any(f" {key} " in name for name in named):
            continue  # part of a longer name the question was linked by
        row = keys.get(key)
        if row is not None:
            seeds.setdefault(row, Seed(row, 1.0, "name", mention.text))
        else:
            unmatched.append(mention)
    for seed in _link_meaning(index, unmatched, embed, threshold):
        if seed.entity not in seeds or seeds[seed.entity].score < seed.score:
            seeds[seed.entity] = seed
    return sorted(seeds.values(), key=lambda s: (-s.score, s.entity))


def link_names(index: GraphIndex, question: str) -> list[Seed]:
    """Entities whose key is a run of the question's words (see the module docs)."""
    keys = index.key_rows
    return [
        Seed(keys[key], 1.0, "name", key)
        for key in dict.fromkeys(find_names(question, keys.__contains__))
    ]


def _link_meaning(
    index: GraphIndex, mentions: Sequence[Mention], embed: Embed, threshold: float
) -> list[Seed]:
    if not mentions or index.entities == 0:
        return []
    vectors = unit(embed([m.text for m in mentions]))
    parts = index.parts
    every = None
    if index.entities <= BRUTE_FORCE_ENTITIES:  # all mentions against all entities at once
        every = (parts.entity_codes.astype(np.float32) @ vectors.T) * parts.entity_scales[:, None]
    seeds = []
    for column, (mention, vector) in enumerate(zip(mentions, vectors, strict=True)):
        if every is not None:
            candidates, scores = np.arange(index.entities), every[:, column]
        else:
            candidates = _candidates(index, mention.text)
            if len(candidates) == 0:
                continue
            scores = cosines(
                vector, parts.entity_codes[candidates], parts.entity_scales[candidates]
            )
        best = int(np.argmax(scores))
        if scores[best] >= threshold:
            seeds.append(Seed(int(candidates[best]), float(scores[best]), "meaning", mention.text))
    return seeds


def _candidates(index: GraphIndex, text: str) -> NDArray[np.int64]:
    """The entities sharing a word with ``text`` (the most shared first, at most
    :data:`MAX_CANDIDATES`): a large graph's candidates for a mention."""
    vocabulary, matrix = index.token_entities
    rows = [vocabulary[t] for t in set(key_tokens(text)) if t in vocabulary]
    if not rows:
        return np.zeros(0, dtype=np.int64)
    postings = matrix[rows].indices  # the entities of each word, words in turn
    # How many of the words each entity holds, from the postings alone: the cost
    # follows the words' entities, not the graph's (a dense sum over millions of
    # entities was most of linking's time at 600k passages).
    candidates, counts = np.unique(postings, return_counts=True)
    shared = counts.astype(np.float32)
    if len(candidates) > MAX_CANDIDATES:
        best = np.argpartition(-shared, MAX_CANDIDATES)[:MAX_CANDIDATES]
        candidates = candidates[best]
    return candidates.astype(np.int64)
