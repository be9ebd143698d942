"""Data providers: where papers come from (``arxiv``, ``pdf-folder``, ``arxiv-metadata``,
and the reference libraries ``bibtex``, ``ris``, ``zotero``, ``zotero-web``).

The contract is :class:`~tapyre_paper_search.providers.base.PaperProvider`.
Importing this package is light (no httpx, no PyMuPDF); the factories below
build providers from their settings table and are what ``plugin.py``
registers as ``Component(kind="papers")``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any

from tapyre_paper_search.providers.base import (
    PaperProvider,
    ProviderItem,
    missing_path_error,
    provider_for,
)


class _Factory:
    """A provider factory that imports its provider class when first called, so
    importing this package stays light; it builds the provider with the class's
    ``from_settings`` (the ``[data_providers.NAME]`` table)."""

    def __init__(self, module: str, class_name: str, name: str) -> None:
        self.module = f"tapyre_paper_search.providers.{module}"
        self.class_name = class_name
        self.__doc__ = f"The ``{name}`` provider from ``[data_providers.{name}]``."

    def __call__(self, settings: Mapping[str, Any]) -> PaperProvider:
        provider_class = getattr(import_module(self.module), self.class_name)
        provider: PaperProvider = provider_class.from_settings(settings)
        return provider

    def __repr__(self) -> str:
        return f"<provider factory {self.module}.{self.class_name}>"


make_arxiv = _Factory("arxiv", "ArxivProvider", "arxiv")
make_pdf_folder = _Factory("pdf_folder", "PdfFolderProvider", "pdf-folder")
make_arxiv_metadata = _Factory("metadata", "MetadataFileProvider", "arxiv-metadata")
make_bibtex = _Factory("library_files", "BibtexProvider", "bibtex")
make_ris = _Factory("library_files", "RisProvider", "ris")
make_zotero = _Factory("zotero_local", "ZoteroLocalProvider", "zotero")
make_zotero_web = _Factory("zotero_web", "ZoteroWebProvider", "zotero-web")


PROVIDER_FACTORIES: dict[str, tuple[Callable[[Mapping[str, Any]], PaperProvider], str]] = {
    "pdf-folder": (make_pdf_folder, "a folder of PDF files, recursively"),
    "arxiv": (make_arxiv, "arXiv papers by id range (arxiv:2401.00001..2401.00500), rate-limited"),
    "arxiv-metadata": (
        make_arxiv_metadata,
        "abstracts from an arXiv metadata snapshot or {id,title,abstract} JSON lines",
    ),
    "bibtex": (make_bibtex, "entries of a BibTeX file (refs.bib) with their attached PDFs"),
    "ris": (make_ris, "records of a RIS file (refs.ris) with their attached PDFs"),
    "zotero": (make_zotero, "a local Zotero library (zotero:~/Zotero) with its PDFs"),
    "zotero-web": (make_zotero_web, "a Zotero web library (zotero-web:users/ID), pyzotero"),
}
"""name → (factory, description), in the order sources are tried."""

__all__ = [
    "PROVIDER_FACTORIES",
    "PaperProvider",
    "ProviderItem",
    "make_arxiv",
    "make_arxiv_metadata",
    "make_bibtex",
    "make_pdf_folder",
    "make_ris",
    "make_zotero",
    "make_zotero_web",
    "missing_path_error",
    "provider_for",
]
