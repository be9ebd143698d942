# docs/examples/project_stores.py: save as src/tapyre_plugin_NAME/stores.py
"""A vector store and a metadata store per project: the built-in embedded Qdrant
and SQLite stores, kept under ``<data_dir>/projects/<project>/``.

Select them with ``[papers] vector_store = "project-edge"`` and
``[papers] metadata_store = "project-sql"``; ``project`` is set in
``[vector_stores.project-edge]`` and ``[metadata_stores.project-sql]``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from tapyre import Component, Setting, TableSchema, hookimpl
from tapyre.settings import read_str
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.sql import SqlMetadataStore

SETTINGS = TableSchema(
    settings=(Setting("project", "string", "The project's folder name.", "default"),),
)


def _folder(settings: Mapping[str, Any], table: str) -> Path:
    # Paper search adds data_dir (the [papers] data_dir folder) to the table.
    project = read_str(settings, "project", table=table, default="default")
    folder = Path(settings["data_dir"]).expanduser() / "projects" / project
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def build_vector_store(settings: Mapping[str, Any]) -> EdgeVectorStore:
    return EdgeVectorStore(_folder(settings, "vector_stores.project-edge") / "qdrant")


def build_metadata_store(settings: Mapping[str, Any]) -> SqlMetadataStore:
    folder = _folder(settings, "metadata_stores.project-sql")
    return SqlMetadataStore(f"sqlite:///{folder / 'papers.sqlite3'}")


@hookimpl
def tapyre_register_vector_stores(register: Callable[[Component[Any]], None]) -> None:
    register(
        Component(
            "project-edge",
            build_vector_store,
            "embedded Qdrant, one folder per project",
            kind="papers",
            settings=SETTINGS,
        )
    )


@hookimpl
def tapyre_register_metadata_stores(register: Callable[[Component[Any]], None]) -> None:
    register(
        Component(
            "project-sql",
            build_metadata_store,
            "SQLite, one file per project",
            kind="papers",
            settings=SETTINGS,
        )
    )
