"""The knobs of graph ranking, as one record.  Light: no NumPy (the settings read it
when the host starts)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RankingParams:
    """The knobs of graph ranking.  The defaults were chosen on the 284 dev questions
    of 2WikiMultihopQA with all-MiniLM-L6-v2 and spaCy's small English pipeline
    (docs/graph.md has the figures)."""

    aliases: bool = True
    """A name written in a longer form than a passage's title, or split into two names
    that make it, meets that title's entity (see ``aliases``)."""
    hops: int = 1
    """Bridging hops beyond the question's own entities."""
    bridge_threshold: float = 0.2
    sentences_per_entity: int = 5
    max_sentences: int = 2_000
    relation_gain: float = 1.0
    """A bridged entity written next to the question's relation words has its score
    times up to ``1 + relation_gain`` (see ``relation``; 0: off)."""
    relation_decay: float = 0.5
    """Closeness to a relation word d words away: ``relation_decay ** (d - 1)``."""
    masked_mix: float = 0.7
    """Bridging compares sentences with ``(1 - masked_mix) · question + masked_mix ·
    question without its names`` (one embedding batch; 0: the question alone)."""
    skip_parts: bool = True
    """Bridging passes over entities named by words of the entity it comes from."""
    damping: float = 0.7
    passage_weight: float = 0.02
    dense_ratio: float = 2.0
    lexical_ratio: float = 1.0
    bridge_decay: float = 0.7
    """Reset weight of an entity reached at hop h: its score times ``bridge_decay ** h``."""
    adjacency_weight: float = 1.0
    push_epsilon: float = 3e-5
    """PageRank mass below which a node does not push (see ``pushed_pagerank``)."""
    lead: int = 3
    """The question's entities whose own passages open the ranking (see ``ordering``)."""
    bridge_lead: int = 1
    """The best bridged entities whose own passages follow the lead (see ``ordering``)."""
    bridge_lead_related: bool = True
    """Only bridged entities written next to the question's relation words lead."""
    follow_lead: bool = True
    """The place after the question's entities' own passages goes to a passage whose
    subject they name: the related bridged entity's, or else the best-covering such
    passage of another paper (see ``ordering``; False: the related entity anywhere,
    else coverage)."""
    min_share: float = 0.9
    """A passage is an entity's own when at least this share of its sentences name it."""
    coverage: float = 0.3
    """Weight of the activated entities a passage covers that the places above do not
    (0: the walk's order after the lead)."""
    cover_top: int = 30
    """The walk's best passages that the lead and coverage reorder."""
    cover_positions: int = 5
    """Places filled by the lead and coverage; the walk's order follows."""
