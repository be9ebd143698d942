"""The tapyre plugin of tapyre-paper-search (entry point ``paper_search``).

Light on purpose: registering imports nothing but the core.  Every factory
names its module as a string and imports it when the component is first built,
so ``tapyre --help`` and ``tapyre plugins list`` never load PyMuPDF,
SQLAlchemy, Qdrant or torch.  (The embedders register through their own entry
point, :mod:`tapyre_paper_search.embedders.plugin`.)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tapyre import Component, LazyCommand, Settings, hookimpl

from tapyre_paper_search import component_settings

if TYPE_CHECKING:
    import click
    from tapyre import Host, TableSchema


def _lazy(target: str) -> Callable[[Settings], Any]:
    """A factory that imports ``module:function`` on first use and calls it with the settings."""
    module_name, _, attribute = target.partition(":")

    def factory(settings: Settings) -> Any:
        function = getattr(importlib.import_module(module_name), attribute)
        return function(settings)

    factory.__qualname__ = f"lazy({target})"
    return factory


DATA_PROVIDERS = (
    (
        "pdf-folder",
        "tapyre_paper_search.providers:make_pdf_folder",
        "PDF files in a folder, recursively",
    ),
    (
        "arxiv",
        "tapyre_paper_search.providers:make_arxiv",
        "arXiv PDFs by id range (arxiv:2401.00001..2401.00500), resumable",
    ),
    (
        "arxiv-metadata",
        "tapyre_paper_search.providers:make_arxiv_metadata",
        "arXiv metadata snapshot / JSON lines records (abstracts)",
    ),
)
LIBRARY_PROVIDERS = (
    (
        "bibtex",
        "tapyre_paper_search.providers:make_bibtex",
        "BibTeX file entries (refs.bib) with their attached PDFs",
        component_settings.BIBTEX,
    ),
    (
        "ris",
        "tapyre_paper_search.providers:make_ris",
        "RIS file records (refs.ris) with their attached PDFs",
        component_settings.RIS,
    ),
    (
        "zotero",
        "tapyre_paper_search.providers:make_zotero",
        "a local Zotero library (zotero:~/Zotero), read from a copy, with its PDFs",
        component_settings.ZOTERO,
    ),
    (
        "zotero-web",
        "tapyre_paper_search.providers:make_zotero_web",
        "a Zotero web library (zotero-web:users/ID) through pyzotero (the zotero extra)",
        component_settings.ZOTERO_WEB,
    ),
)
"""Reference libraries (:mod:`tapyre_paper_search.library`), with their settings tables."""
VECTOR_STORES = (
    (
        "qdrant-edge",
        "tapyre_paper_search.store.qdrant_edge:build",
        "Qdrant Edge: the Qdrant engine in process, on disk (the default)",
        component_settings.QDRANT_EDGE,
    ),
    (
        "qdrant",
        "tapyre_paper_search.store.qdrant_remote:build",
        "a Qdrant server or cluster by URL (qdrant-client), or its local mode",
        component_settings.QDRANT,
    ),
)
METADATA_STORES = (
    (
        "sql",
        "tapyre_paper_search.store.sql:build",
        "SQLAlchemy: an SQLite file (the default) or MySQL/MariaDB",
        component_settings.SQL,
    ),
)


@hookimpl
def tapyre_register_data_providers(register: Callable[[Component[Any]], None]) -> None:
    for name, target, description in DATA_PROVIDERS:
        register(Component(name, _lazy(target), description, kind="papers"))
    for name, target, description, schema in LIBRARY_PROVIDERS:
        register(Component(name, _lazy(target), description, kind="papers", settings=schema))


@hookimpl
def tapyre_register_vector_stores(register: Callable[[Component[Any]], None]) -> None:
    for name, target, description, schema in VECTOR_STORES:
        register(Component(name, _lazy(target), description, kind="papers", settings=schema))


@hookimpl
def tapyre_register_metadata_stores(register: Callable[[Component[Any]], None]) -> None:
    for name, target, description, schema in METADATA_STORES:
        register(Component(name, _lazy(target), description, kind="papers", settings=schema))


@hookimpl
def tapyre_register_settings(register: Callable[[TableSchema], None]) -> None:
    """The ``[papers]`` table (its schema lives with its reader, :mod:`.settings`)."""
    from tapyre_paper_search.settings import SCHEMA

    register(SCHEMA)


@hookimpl
def tapyre_register_commands(register: Callable[[click.Command | LazyCommand], None]) -> None:
    register(
        LazyCommand(
            "papers",
            "tapyre_paper_search.cli:papers",
            "Ingest scientific papers and search them (paper search).",
        )
    )


@hookimpl
def tapyre_register_tools(register: Callable[[Any], None], host: Host) -> None:
    from tapyre_paper_search.tools import build_tools

    for tool in build_tools(host):
        register(tool)
