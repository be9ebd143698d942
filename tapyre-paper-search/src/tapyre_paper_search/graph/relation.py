"""Relation words: which of a sentence's entities the question asks about.

A bridging sentence often names several entities in one breath ("directed by
Robert Tronson and starring Maxine Audley", "his father was A and his mother
was B"), and its similarity to the question is the same for all of them.  What
tells them apart is the question's *relation words*: what is left of it once
the names it links to and the function words are taken out ("Who is the mother
of the director of film X?" → ``mother``, ``director``, ``film``).  An entity
written close to one of those words in the sentence ("directed by **Robert
Tronson**") is the one the question follows; the others keep the plain
bridging score.

:func:`without_names` gives the question with its names taken out, which
bridging compares with the sentences (beside the whole question) so that the
relation weighs more in choosing the sentence than the names do.

Nothing here knows a relation: words match when they are equal or share a
prefix of :data:`STEM` letters (``director`` / ``directed``, ``composer`` /
``composed``), whatever the collection is about (the function words left out
are English ones).  The closeness of an entity is ``decay ** (d - 1)`` for the
nearest relation word ``d`` words away from its mention (1: next to it; none
beyond :data:`WINDOW`), 0 when the sentence holds no relation word or the
entity's name is not found in its text.  :class:`Relations` is the hook
bridging calls; it reads the sentences' text through the callable it is given
(the metadata store, for a search).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.normalize import STOPWORDS, key_tokens

PassageTexts = Callable[[list[tuple[str, int]]], Mapping[tuple[str, int], str]]
"""``(paper_id, chunk_index)`` keys → the passages' text (those it has)."""

STEM = 5
"""Two words of at least this many letters match when they share this prefix."""
WINDOW = 8
"""Relation words further than this from a mention do not count."""


def relation_words(question: str, names: Iterable[str]) -> frozenset[str]:
    """The question's words that are neither function words nor part of ``names``
    (the question's linked names, as written or as keys)."""
    named = {token for name in names for token in key_tokens(name)}
    return frozenset(
        token
        for token in key_tokens(question)
        if token not in STOPWORDS and token not in named and not token.isdigit()
    )


def without_names(question: str, names: Iterable[str]) -> str:
    """The question's words (as key tokens) with ``names`` taken out: what it asks
    about them ("Where was the place of death of X's father?" → "where was the
    place of death of father"), embedded beside the question for bridging."""
    named = {token for name in names for token in key_tokens(name)}
    return " ".join(token for token in key_tokens(question) if token not in named)


@dataclass(frozen=True)
class Relations:
    """The bridging hook (:data:`~.bridging.Relate`) for one question: reads the
    text of the sentences it is asked about through ``texts`` (one call per hop,
    for the passages holding them) and scores each pair by :func:`closeness`."""

    index: GraphIndex
    words: frozenset[str]
    texts: PassageTexts
    decay: float = 0.5

    def __call__(
        self, sentences: NDArray[np.int64], entities: NDArray[np.int64]
    ) -> NDArray[np.float64]:
        out = np.zeros(len(sentences), dtype=np.float64)
        if not self.words or len(sentences) == 0:
            return out
        parts = self.index.parts
        unique = np.unique(sentences).tolist()
        keys = {s: self.index.passage_key(int(parts.sentence_passage[s])) for s in unique}
        passages = self.texts(list(dict.fromkeys(keys.values())))
        by_sentence: dict[int, list[int]] = {}
        for at, sentence in enumerate(sentences.tolist()):
            by_sentence.setdefault(sentence, []).append(at)
        for sentence, places in by_sentence.items():
            text = passages.get(keys[sentence])
            if text is None:
                continue
            start, end = parts.sentence_spans[sentence].tolist()
            names = [parts.entity_keys[int(entities[at])] for at in places]
            near = closeness(text[start:end], names, self.words, decay=self.decay)
            out[places] = near
        return out


def _matches(word: str, relation: frozenset[str]) -> bool:
    if word in relation:
        return True
    if len(word) < STEM:
        return False
    stem = word[:STEM]
    return any(len(r) >= STEM and r[:STEM] == stem for r in relation)


def closeness(
    sentence: str, names: Sequence[str], relation: frozenset[str], *, decay: float = 0.5
) -> list[float]:
    """For each entity key in ``names``, how close its mention in ``sentence`` is to
    one of the ``relation`` words (see the module docs), in ``[0, 1]``."""
    if not relation:
        return [0.0] * len(names)
    tokens = key_tokens(sentence)
    marks = [i for i, token in enumerate(tokens) if _matches(token, relation)]
    if not marks:
        return [0.0] * len(names)
    out = []
    for name in names:
        span = _find(tokens, name.split())
        if span is None:
            out.append(0.0)
            continue
        start, end = span
        inside = [m for m in marks if not start <= m < end]
        gaps = [start - m if m < start else m - end + 1 for m in inside]
        near = min((g for g in gaps if g <= WINDOW), default=None)
        out.append(0.0 if near is None else decay ** (near - 1))
    return out


def _find(tokens: list[str], name: list[str]) -> tuple[int, int] | None:
    """Where ``name`` (key tokens) is written in ``tokens``: the whole name, else
    its first word that is not a function word (a name is often shortened)."""
    if not name:
        return None
    size = len(name)
    for start in range(len(tokens) - size + 1):
        if tokens[start : start + size] == name:
            return start, start + size
    for word in name:
        if word in STOPWORDS or word.isdigit():
            continue
        if word in tokens:
            at = tokens.index(word)
            return at, at + 1
    return None
