"""Semantic bridging: activating the entities a question leads to through sentences.

The question's own entities are active from the start.  Each hop looks at the
sentences that mention an entity activated by the previous hop, keeps for
each such entity the ``sentences_per_entity`` sentences most similar to the
question, and activates the other entities those sentences mention, with
score ``score(entity) · similarity(question, sentence)`` (an entity reached
several ways keeps its best score).  Scores below ``threshold`` stop there; a
sentence is used once, and a sentence that names nothing but the entity it was
reached from (a title line) is passed over.  "When did Lothair II's
mother die?" activates *Lothair II*; the sentence of his passage most like the
question names his mother, *Teutberga*, who is activated at the next hop,
though the question never names her.

Vectorised: each hop is a handful of sparse-row gathers, one int8
matrix–vector product over the candidate sentences, and grouped top-k by
sorting.  An entity with more than ``max_sentences`` sentences (a country, a
language) does not spread: its sentences say little about this question and
would cost the most.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.vectors import cosines

Relate = Callable[[NDArray[np.int64], NDArray[np.int64]], NDArray[np.float64]]
"""``(sentences, entities)`` pairs → how close each entity's mention is to the
question's relation words in that sentence, in ``[0, 1]`` (:mod:`.relation`)."""


@dataclass(frozen=True)
class Step:
    """One activation: ``entity`` reached from ``source`` through ``sentence`` at ``hop``."""

    hop: int
    source: int
    sentence: int
    entity: int
    score: float


@dataclass
class Activation:
    """Entity rows with their ``weights`` (best score) and the hop that first reached
    them (``tiers``: 1 for the question's own entities), and for each entity reached
    the step that gave it its score."""

    weights: dict[int, float] = field(default_factory=dict)
    tiers: dict[int, int] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    related: set[int] = field(default_factory=set)
    """The entities whose best step wrote them next to the question's relation words."""

    def decayed(self, decay: float) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
        """The activated entity rows and their weights, an entity reached at hop *h*
        (tier *h + 1*) weighing ``decay ** h`` of its score."""
        rows = np.fromiter(self.weights, dtype=np.int64, count=len(self.weights))
        weights = np.fromiter(self.weights.values(), dtype=np.float64, count=len(rows))
        tiers = np.fromiter((self.tiers[r] for r in rows.tolist()), np.float64, len(rows))
        return rows, weights * decay ** (tiers - 1)


def bridge(
    index: GraphIndex,
    question: NDArray[np.float32],
    seeds: dict[int, float],
    *,
    hops: int,
    threshold: float,
    sentences_per_entity: int,
    max_sentences: int,
    relate: Relate | None = None,
    relation_gain: float = 0.0,
    skip_parts: bool = False,
) -> Activation:
    """Spread activation from ``seeds`` (entity row → score) for up to ``hops`` hops.

    With ``skip_parts``, an entity whose name is made of words of the name it was
    reached from is not activated (a part of that name: "Austria" from "Maria
    Antonia of Austria").  With ``relate``, an entity reached through a sentence
    where it is written next to the question's relation words has its score times
    ``1 + relation_gain · closeness`` (the entity the question asks about, among
    several the sentence names), and is listed in ``Activation.related``."""
    activation = Activation(dict(seeds), dict.fromkeys(seeds, 1))
    used = np.zeros(index.sentences, dtype=bool)
    frontier = {e: s for e, s in seeds.items() if s >= threshold}
    for hop in range(2, hops + 2):
        if not frontier:
            break
        frontier = _hop(
            index,
            question,
            frontier,
            used,
            hop=hop,
            threshold=threshold,
            per_entity=sentences_per_entity,
            max_sentences=max_sentences,
            activation=activation,
            relate=relate if relation_gain > 0 else None,
            relation_gain=relation_gain,
            skip_parts=skip_parts,
        )
    return activation


def _hop(
    index: GraphIndex,
    question: NDArray[np.float32],
    frontier: dict[int, float],
    used: NDArray[np.bool_],
    *,
    hop: int,
    threshold: float,
    per_entity: int,
    max_sentences: int,
    activation: Activation,
    relate: Relate | None,
    relation_gain: float,
    skip_parts: bool = False,
) -> dict[int, float]:
    rows = np.fromiter(frontier, dtype=np.int64)
    scores = np.fromiter(frontier.values(), dtype=np.float64)
    lists = index.entity_sentences
    lengths = np.diff(lists.indptr)[rows]
    spreading = lengths <= max_sentences
    rows, scores, lengths = rows[spreading], scores[spreading], lengths[spreading]
    if len(rows) == 0:
        return {}
    sub = lists[rows]
    owner = np.repeat(np.arange(len(rows)), lengths)
    sentence = sub.indices.astype(np.int64)
    # a sentence naming nothing but its source leads nowhere (a title line)
    fresh = ~used[sentence] & (np.diff(index.mentions.indptr)[sentence] > 1)
    owner, sentence = owner[fresh], sentence[fresh]
    if len(sentence) == 0:
        return {}
    unique, inverse = np.unique(sentence, return_inverse=True)
    similarity = cosines(
        question, index.parts.sentence_codes[unique], index.parts.sentence_scales[unique]
    )[inverse]
    order = np.lexsort((-similarity, owner))
    owner, sentence, similarity = owner[order], sentence[order], similarity[order]
    first = np.searchsorted(owner, owner, side="left")
    keep = (np.arange(len(owner)) - first) < per_entity
    owner, sentence, similarity = owner[keep], sentence[keep], similarity[keep]
    used[sentence] = True
    reached = index.mentions[sentence]
    counts = np.diff(reached.indptr)
    pair = np.repeat(np.arange(len(sentence)), counts)
    target = reached.indices.astype(np.int64)
    spread = scores[owner[pair]] * similarity[pair].astype(np.float64)
    source = rows[owner[pair]]
    near = np.zeros(len(target))
    if relate is not None and len(target):
        near = relate(sentence[pair], target)
        spread = spread * (1.0 + relation_gain * near)
    valid = (spread >= threshold) & (target != source)
    if skip_parts:
        valid &= ~_parts_of(index, source, target)
    pair, target, spread, source = pair[valid], target[valid], spread[valid], source[valid]
    near = near[valid]
    if len(target) == 0:
        return {}
    reached_entities, inverse = np.unique(target, return_inverse=True)
    order = np.lexsort((-spread, inverse))  # best step first within each entity
    best = order[np.searchsorted(inverse[order], np.arange(len(reached_entities)))]
    following: dict[int, float] = {}
    for entity, step in zip(reached_entities.tolist(), best.tolist(), strict=True):
        # one iteration per entity activated (a few dozen), not per node of the graph
        score = float(spread[step])
        following[entity] = score
        activation.weights[entity] = max(activation.weights.get(entity, 0.0), score)
        activation.tiers.setdefault(entity, hop)
        if near[step] > 0:
            activation.related.add(entity)
        activation.steps.append(
            Step(hop, int(source[step]), int(sentence[pair[step]]), entity, score)
        )
    return following


def _parts_of(
    index: GraphIndex, source: NDArray[np.int64], target: NDArray[np.int64]
) -> NDArray[np.bool_]:
    """Whether each ``target`` entity's name is made of words of its ``source``'s name
    ("Austria" and "Maria Antonia" in "Archduchess Maria Antonia of Austria"): a
    part of the name the hop started from, not another entity."""
    keys = index.parts.entity_keys
    words: dict[int, set[str]] = {}
    out = np.zeros(len(target), dtype=bool)
    for at, (s, t) in enumerate(zip(source.tolist(), target.tolist(), strict=True)):
        if s not in words:
            words[s] = set(keys[s].split())
        out[at] = set(keys[t].split()) <= words[s]
    return out
