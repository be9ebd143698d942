"""The head of the ranking: the first places cover the question's entities.

Personalized PageRank ranks passages by how much of the walk reaches them, so
the two best are often one entity's passage and a passage close to it (a
namesake, a sibling), while a multi-hop question needs the passages of
*different* entities: both things a comparison compares, the person and the
relative the question asks about.  :func:`cover` reorders the best
``top`` passages of the walk:

1. **the question's entities first**: for each entity the question names
   (tier 1, best score first, ``lead`` at most), its own passage — the one
   among the ``top`` where the largest share of the sentences name it (at least
   ``min_share``; the walk's order breaks ties);
2. **then the relative asked about**: the own passage of the best bridged
   entity that bridging found written next to the question's relation words
   (``Activation.related``; ``bridge_lead`` of them, only with
   ``bridge_lead_related``: a relative no relation word points to is left to
   coverage, since a question about an in-law or a grandparent has none).
   With ``follow_lead``, that entity must also be named in the passages of
   step 1;
3. **with** ``follow_lead`` **and no relative placed by step 2, the hop from
   the lead**: the next place goes to the best-covering passage (the gain of
   step 4) among the passages of *other papers* whose *subject* the passages
   of step 1 name and is not an entity the question names (a paper's next
   chunk, or another paper about the question's entity, is no hop).  A
   passage's subject is the most specific entity among those that at least
   ``min_share`` of its sentences name: the one the fewest papers name
   besides the papers whose step-1 passages name it, and of those tied, one
   step 1 names.  Every
   sentence of a paper names its title (:mod:`.analysis`), so a titled
   passage's title is such an entity; the lead naming it does not count
   against it, so a place named only in that passage does not beat it
   (they tie, and the title is named by the lead), while a country named by
   many papers does not beat the title either.  The relative a question asks about
   is named in the question entity's own passage ("daughter of King Oswiu"),
   while the sibling or namesake that the walk and coverage would place
   second usually is not (its passage names the question's entity instead).
   "Father of X" so finds the passage X's own passage points to, whatever
   words ("son of", "daughter of") link them;
4. **then coverage**: each of the next places, up to ``positions``, goes to
   the passage with the best ``walk score / best walk score + coverage · Σ
   weight(e) · share(p, e) · (1 − covered(e))`` over the activated entities
   *e* (``covered(e)``: the largest share of *e* in a passage already placed),
   so a passage about an entity the places above do not cover moves up;
5. the rest keeps the walk's order.

The scores stay the walk's, in decreasing order (the reordered head takes the
head's scores sorted), so a caller that sorts by score keeps this order.  Pure
NumPy/SciPy over the ``top`` passages' sentences: a few hundred rows.
"""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp
from numpy.typing import NDArray

from tapyre_paper_search.graph.bridging import Activation
from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.params import RankingParams

SCIPY_COLUMNS = 100_000
"""Up to this many columns (entities) :func:`columns_of` lets SciPy select them."""


def cover(
    index: GraphIndex,
    passages: NDArray[np.int64],
    scores: NDArray[np.float64],
    activation: Activation,
    params: RankingParams,
) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    """``passages`` (best first, with their decreasing ``scores``) with the head
    reordered as the module docs say."""
    top = min(params.cover_top, len(passages))
    if top < 2 or not activation.weights or params.cover_positions < 1:
        return passages, scores
    entities, weights = activation.decayed(params.bridge_decay)
    head = passages[:top]
    share = entity_shares(index, head, entities)
    chosen, lead = _lead(share, entities, activation, params)
    covered = share[chosen].max(axis=0) if chosen else np.zeros(len(entities))
    base = scores[:top] / scores[0] if scores[0] > 0 else np.zeros(top)
    left = np.ones(top, dtype=bool)
    left[chosen] = False
    hop = None  # step 3: the rows whose subject the lead passages name
    if params.follow_lead and lead and len(chosen) == len(lead):
        asked = np.array([e for e in entities.tolist() if activation.tiers[e] == 1])
        hop = named_subjects(index, head, lead, params.min_share, asked) & left
    while len(chosen) < min(params.cover_positions, top):
        rows = np.flatnonzero(hop if hop is not None and hop.any() else left)
        hop = None
        gain = base[rows] + params.coverage * (share[rows] * (1.0 - covered)) @ weights
        best = int(rows[int(np.argmax(gain))])  # argmax: the first (best walk score) on ties
        chosen.append(best)
        left[best] = False
        covered = np.maximum(covered, share[best])
    order = np.concatenate([np.array(chosen, dtype=np.int64), np.flatnonzero(left)])
    reordered = np.concatenate([head[order], passages[top:]])
    return reordered, scores  # scores[:top] are already sorted: position i keeps its value


def _lead(
    share: NDArray[np.float64],
    entities: NDArray[np.int64],
    activation: Activation,
    params: RankingParams,
) -> tuple[list[int], list[int]]:
    """Head rows of the question's entities' own passages, then of the related
    bridged entities' (steps 1 and 2 of the module docs), and those of step 1 alone."""
    lead = _homes(share, entities, activation, params, tier=1, count=params.lead, chosen=[])
    related = activation.related if params.bridge_lead_related else None
    if params.follow_lead and lead:
        named = share[lead].max(axis=0) > 0
        in_lead = {e for e, n in zip(entities.tolist(), named.tolist(), strict=True) if n}
        related = in_lead if related is None else related & in_lead
    chosen = _homes(
        share,
        entities,
        activation,
        params,
        tier=2,
        count=params.bridge_lead,
        chosen=lead,
        among=related,
    )
    return chosen, lead


def _homes(
    share: NDArray[np.float64],
    entities: NDArray[np.int64],
    activation: Activation,
    params: RankingParams,
    *,
    tier: int,
    count: int,
    chosen: list[int],
    among: set[int] | None = None,
) -> list[int]:
    """``chosen`` and after it the own passages of the best ``count`` entities of
    ``tier`` (head rows)."""
    named = [
        i
        for i, e in enumerate(entities.tolist())
        if activation.tiers[e] == tier and share[:, i].any() and (among is None or e in among)
    ]
    homes: dict[int, int] = {}
    for i in named:
        column = share[:, i]
        best = float(column.max())
        if best >= params.min_share:
            homes[i] = int(np.flatnonzero(column >= best - 1e-9)[0])
    ranked = sorted(homes, key=lambda i: (-activation.weights[int(entities[i])], homes[i]))
    chosen = list(chosen)
    added = 0
    for i in ranked:
        if added >= count:
            break
        if homes[i] not in chosen:
            chosen.append(homes[i])
            added += 1
    return chosen


def entity_shares(
    index: GraphIndex, passages: NDArray[np.int64], entities: NDArray[np.int64]
) -> NDArray[np.float64]:
    """``share[i, j]``: the share of the sentences of ``passages[i]`` that name
    ``entities[j]`` (a passage without sentences names nothing)."""
    starts = index.sentence_starts
    first = starts[passages].astype(np.int64)
    counts = (starts[passages + 1] - starts[passages]).astype(np.int64)
    owner = np.repeat(np.arange(len(passages)), counts)
    rows = np.repeat(first - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())
    named = columns_of(index.mentions[rows], entities)
    named.data = np.ones_like(named.data)
    holds = sp.csr_matrix(
        (np.ones(len(rows)), (owner, np.arange(len(rows)))), shape=(len(passages), len(rows))
    )
    per_passage = np.asarray((holds @ named).todense(), dtype=np.float64)
    return per_passage / np.maximum(counts, 1)[:, None]


def named_subjects(
    index: GraphIndex,
    passages: NDArray[np.int64],
    lead: list[int],
    min_share: float,
    asked: NDArray[np.int64] | None = None,
) -> NDArray[np.bool_]:
    """Whether each of ``passages`` is a hop from the passages at the ``lead``
    positions (step 3 of the module docs): another paper than theirs, whose
    subject they name and is none of the ``asked`` entities (the question's own).

    The subject of a passage is, among the entities at least ``min_share`` of its
    sentences name, the most specific: the one the fewest papers name *besides
    the lead papers whose lead passages name it* (a lead paper that names it
    only in another chunk still counts), and of those tied, one the lead names.  The lead naming
    an entity is what makes it a hop, so it does not count against it: a title
    the lead names and a place named only in that passage are equally specific,
    and the title, which the lead names, is the subject; a country the passage
    also names in every sentence is named by other papers too and is not.  A
    passage without such an entity has no subject."""
    none = np.zeros(len(passages), dtype=bool)
    tf = index.passage_tf[passages]
    columns = np.unique(tf.indices).astype(np.int64)
    if len(columns) == 0 or not lead:
        return none
    about = entity_shares(index, passages, columns) >= min_share
    papers = index.parts.passage_paper[passages]
    by_lead = np.asarray((columns_of(tf[lead], columns) > 0).todense())
    lead_papers, which = np.unique(papers[lead], return_inverse=True)
    per_paper = np.zeros((len(lead_papers), len(columns)))
    np.add.at(per_paper, which.ravel(), by_lead)
    named: NDArray[np.bool_] = np.asarray(by_lead.any(axis=0), dtype=bool)
    outside = index.paper_df[columns] - (per_paper > 0).sum(axis=0) - 0.5 * named
    rarity = np.where(about, outside[None, :], np.inf)
    subject = rarity.argmin(axis=1)
    hop = np.isfinite(rarity.min(axis=1)) & named[subject] & ~np.isin(papers, lead_papers)
    if asked is not None and len(asked):
        hop &= ~np.isin(columns[subject], asked)
    return np.asarray(hop, dtype=bool)


def columns_of(matrix: sp.csr_matrix, entities: NDArray[np.int64]) -> sp.csr_matrix:
    """``matrix[:, entities]`` (a CSR matrix with no duplicate entries), read
    through the rows' stored entries: SciPy's column selection allocates a vector
    over all the matrix's columns (the graph's entities) on every call, which
    costs more than this only above :data:`SCIPY_COLUMNS` columns."""
    if matrix.shape[1] <= SCIPY_COLUMNS:
        return matrix[:, entities]
    distinct, inverse = np.unique(entities, return_inverse=True)
    at = np.searchsorted(distinct, matrix.indices)
    kept = np.zeros(len(at), dtype=bool)
    if len(distinct):
        at[at == len(distinct)] = 0
        kept = distinct[at] == matrix.indices
    owner = np.repeat(np.arange(matrix.shape[0]), np.diff(matrix.indptr))
    chosen = sp.csr_matrix(
        (matrix.data[kept], (owner[kept], at[kept])),
        shape=(matrix.shape[0], len(distinct)),
    )
    return chosen if np.array_equal(distinct, entities) else chosen[:, inverse.ravel()]
