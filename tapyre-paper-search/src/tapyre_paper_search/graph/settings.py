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

from tapyre_paper_search.graph.ranking import RankingParams

if TYPE_CHECKING:
    from tapyre import Config

TABLE = "papers.graph"
_PARAMS = RankingParams()

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
            "batch_papers", "integer", "Papers per graph transaction when building.", 64, minimum=1
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
        Setting("hops", "integer", "Bridging hops beyond the question's entities.", _PARAMS.hops, minimum=0),
        Setting(
            "bridge_threshold",
            "number",
            "Least activation for an entity reached by bridging.",
            _PARAMS.bridge_threshold,
            minimum=0.0,
            maximum=1.0,
        ),
        Setting(
            "sentences_per_entity",
            "integer",
            "Sentences an active entity spreads through per hop.",
            _PARAMS.sentences_per_entity,
            minimum=1,
        ),
        Setting(
            "damping",
            "number",
            "Personalized PageRank's damping (the chance to follow an edge).",
            _PARAMS.damping,
            minimum=0.0,
            maximum=0.99,
        ),
        Setting(
            "iterative_steps",
            "integer",
            "Most retrieval rounds of the iterative (IRCoT) option, the first included.",
            3,
            minimum=1,
            maximum=8,
        ),
    ),
    "The graph index of paper search (multi-hop retrieval, --mode graph).",
)


@dataclass(frozen=True)
class GraphSettings:
    """The validated ``[papers.graph]`` table (see :data:`SCHEMA` for the keys)."""

    enabled: bool = True
    entity_extractor: str = "spacy"
    batch_papers: int = 64
    snapshot: bool = True
    candidates: int = 200
    link_threshold: float = 0.8
    iterative_steps: int = 3
    params: RankingParams = _PARAMS

    @classmethod
    def from_config(cls, config: Config) -> GraphSettings:
        return cls.from_mapping(config.section("papers", "graph"))

    @classmethod
    def from_mapping(cls, table: Mapping[str, Any]) -> GraphSettings:
        """Read the table; missing keys take their defaults.

        :raises ConfigError: an unknown key, or a value of the wrong type or range.
        """
        from tapyre.settings import check_known_keys

        check_known_keys(table, SCHEMA.keys, table=TABLE)
        return cls(
            enabled=_value(table, "enabled"),
            entity_extractor=str(_value(table, "entity_extractor")).strip() or "spacy",
            batch_papers=_value(table, "batch_papers"),
            snapshot=_value(table, "snapshot"),
            candidates=_value(table, "candidates"),
            link_threshold=float(_value(table, "link_threshold")),
            iterative_steps=_value(table, "iterative_steps"),
            params=RankingParams(
                hops=_value(table, "hops"),
                bridge_threshold=float(_value(table, "bridge_threshold")),
                sentences_per_entity=_value(table, "sentences_per_entity"),
                damping=float(_value(table, "damping")),
            ),
        )


def _value(table: Mapping[str, Any], key: str) -> Any:
    """The setting ``key``, checked against its declaration, or its default."""
    from tapyre import ConfigError

    setting = SCHEMA.get(key)
    if setting is None:  # a key read here but not declared: a bug
        raise KeyError(f"[{TABLE}] {key} is not declared")
    if key not in table:
        return setting.default
    value = table[key]
    if not setting.accepts(value):
        raise ConfigError(
            f"[{TABLE}] {key} must be {setting.allowed()}, got {value!r} "
            f"(TAPYRE_PAPERS__GRAPH__{key.upper()})"
        )
    return int(value) if setting.type == "integer" else value
