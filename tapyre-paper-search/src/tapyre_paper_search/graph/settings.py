"""The ``[papers.graph]`` table: the graph index's settings.

Every key can be set from the environment as ``TAPYRE_PAPERS__GRAPH__KEY``
(the core's :class:`tapyre.Config` applies it; values parse as TOML).  The
schema (:data:`SCHEMA`) is what ``tapyre config set`` checks and ``tapyre
config keys`` lists; :class:`GraphSettings` reads the table with its defaults.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre import Setting, TableSchema

from tapyre_paper_search.graph.params import RankingParams

if TYPE_CHECKING:
    from tapyre import Config

    from tapyre_paper_search.settings import PaperSearchSettings

TABLE = "papers.graph"
_PARAMS = RankingParams()
_CAST = {"boolean": bool, "integer": int, "number": float}


_KNOBS: dict[str, tuple[str, tuple[float, ...], str]] = {
    # name: (type, (minimum, maximum) as far as bounded, description)
    "aliases": (
        "boolean",
        (),
        "A name written in a longer form than a passage's title (King Ann Vale of "
        "Northmark for Ann Vale), or split into two names that make it, meets the "
        "title's entity; false: names meet only when their keys are equal.",
    ),
    "hops": ("integer", (0,), "Bridging hops beyond the question's entities."),
    "bridge_threshold": (
        "number",
        (0.0, 1.0),
        "Least activation for an entity reached by bridging.",
    ),
    "sentences_per_entity": (
        "integer",
        (1,),
        "Sentences an active entity spreads through per hop.",
    ),
    "relation_gain": (
        "number",
        (0.0,),
        "A bridged entity written next to the question's relation words (mother, "
        "director) has its activation times up to 1 + this (0: off).",
    ),
    "masked_mix": (
        "number",
        (0.0, 1.0),
        "Share of the question without its names in the vector bridging compares "
        "sentences with (0: the question alone; more than 0 embeds both in one batch).",
    ),
    "damping": (
        "number",
        (0.0, 0.99),
        "Personalized PageRank's damping (the chance to follow an edge).",
    ),
    "dense_ratio": (
        "number",
        (0.0,),
        "Weight of the dense passage scores in the walk's reset, next to the entities'.",
    ),
    "lexical_ratio": (
        "number",
        (0.0,),
        "Weight of the lexical (BM25) passage scores in the walk's reset.",
    ),
    "lead": (
        "integer",
        (0,),
        "Entities named by the question whose own passages open the results.",
    ),
    "bridge_lead": (
        "integer",
        (0,),
        "Bridged entities next to the question's relation words whose own passages "
        "follow those (0: none).",
    ),
    "follow_lead": (
        "boolean",
        (),
        "The place after the passages of the entities the question names goes to a "
        "passage whose subject they name (the relative they mention, whatever words "
        "link them); false: the related bridged entity anywhere, else coverage.",
    ),
    "coverage": (
        "number",
        (0.0,),
        "Weight, in the first places of a graph search, of the activated entities a "
        "passage covers that the places above do not (0: the walk's order after the "
        "passages of the entities the question names).",
    ),
}


def _bound(bounds: tuple[float, ...], at: int) -> float | None:
    return bounds[at] if at < len(bounds) else None


RANKING = tuple(
    Setting(name, kind, text, getattr(_PARAMS, name), _bound(bounds, 0), _bound(bounds, 1))
    for name, (kind, bounds, text) in _KNOBS.items()
)
"""The ranking knobs a user may change; the others stay :class:`RankingParams`'."""

SCHEMA = TableSchema(
    TABLE,
    (
        Setting(
            "enabled",
            "boolean",
            "Build the graph index while ingesting (needs the graph extra); false: "
            "ingest without it (tapyre papers graph build adds it later).",
            True,
        ),
        Setting(
            "entity_extractor",
            "string",
            "The entity extractor component (spacy, or a plugin's); its settings are "
            "[embedders.NAME].",
            "spacy",
        ),
        Setting(
            "batch_papers",
            "integer",
            "Papers analysed, embedded and written together when building (larger batches "
            "embed more efficiently).",
            256,
            minimum=1,
        ),
        Setting(
            "snapshot",
            "boolean",
            "Keep a snapshot of the index beside the stores (<data_dir>/graph/) so that a "
            "command loads it fast.",
            True,
        ),
        Setting(
            "candidates",
            "integer",
            "Dense and lexical candidate chunks a graph search starts from.",
            200,
            minimum=1,
        ),
        Setting(
            "link_threshold",
            "number",
            "Least cosine for a question's name to link to an entity by meaning.",
            0.8,
            minimum=0.0,
            maximum=1.0,
        ),
        Setting(
            "iterative_steps",
            "integer",
            "Most retrieval rounds of the iterative (IRCoT) option, the first included.",
            3,
            minimum=1,
            maximum=8,
        ),
        *RANKING,
    ),
    "The graph index of paper search (multi-hop retrieval, --mode graph).",
)


@dataclass(frozen=True)
class GraphSettings:
    """The validated ``[papers.graph]`` table (see :data:`SCHEMA` for the keys)."""

    enabled: bool = True
    entity_extractor: str = "spacy"
    batch_papers: int = 256
    snapshot: bool = True
    candidates: int = 200
    link_threshold: float = 0.8
    iterative_steps: int = 3
    params: RankingParams = _PARAMS

    @classmethod
    def from_config(cls, config: Config) -> GraphSettings:
        return cls.from_mapping(config.section("papers", "graph"))

    @classmethod
    def of(cls, papers: PaperSearchSettings) -> GraphSettings:
        """From the ``[papers]`` settings already read (their ``graph`` table)."""
        return cls.from_mapping(papers.graph)

    @classmethod
    def from_mapping(cls, table: Mapping[str, Any]) -> GraphSettings:
        """Read the table by :data:`SCHEMA`; missing keys take their defaults.

        :raises ConfigError: an unknown key, or a value of the wrong type or range.
        """
        values = SCHEMA.read(table)
        return cls(
            enabled=bool(values["enabled"]),
            entity_extractor=str(values["entity_extractor"]).strip() or "spacy",
            batch_papers=int(values["batch_papers"]),
            snapshot=bool(values["snapshot"]),
            candidates=int(values["candidates"]),
            link_threshold=float(values["link_threshold"]),
            iterative_steps=int(values["iterative_steps"]),
            params=RankingParams(
                **{knob.key: _CAST[knob.type](values[knob.key]) for knob in RANKING}
            ),
        )
