"""Registers the graph index's parts with the Tapyre host (entry point ``paper_search_graph``).

Light on purpose, like the other registrations: the ``spacy`` extractor's
factory imports spaCy only when the extractor is first built, and the
``[papers.graph]`` schema imports nothing heavy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tapyre import Component, Settings, TableSchema, hookimpl

from tapyre_paper_search.graph.extractors import KIND, SPACY_SETTINGS


def _spacy(settings: Settings) -> Any:
    from tapyre_paper_search.graph.extractors import build_spacy

    return build_spacy(settings)


@hookimpl
def tapyre_register_embedders(register: Callable[[Component[Any]], None]) -> None:
    register(
        Component(
            "spacy",
            _spacy,
            "named entities for the paper-search graph index (spaCy's small English "
            "pipeline by default); needs the graph extra",
            kind=KIND,
            settings=SPACY_SETTINGS,
        )
    )


@hookimpl
def tapyre_register_settings(register: Callable[[TableSchema], None]) -> None:
    """The ``[papers.graph]`` table."""
    from tapyre_paper_search.graph.settings import SCHEMA

    register(SCHEMA)
