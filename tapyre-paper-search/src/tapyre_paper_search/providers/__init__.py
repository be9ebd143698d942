"""Data providers: where papers come from (``arxiv``, ``pdf-folder``, ``arxiv-metadata``,
and the reference libraries ``bibtex``, ``ris``, ``zotero``, ``zotero-web``).

The contract is :class:`~tapyre_paper_search.providers.base.PaperProvider`.
Importing this package is light (no httpx, no PyMuPDF); the factories below
build providers from their settings table and are what ``plugin.py``
registers as ``Component(kind="papers")``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tapyre_paper_search.providers.base import (
    PaperProvider,
    ProviderItem,
    missing_path_error,
    provider_for,
)


def make_arxiv(settings: Mapping[str, Any]) -> PaperProvider:
    """The ``arxiv`` provider from ``[data_providers.arxiv]``."""
    from tapyre_paper_search.providers.arxiv import ArxivProvider

    return ArxivProvider.from_settings(settings)


def make_pdf_folder(settings: Mapping[str, Any]) -> PaperProvider:
    """The ``pdf-folder`` provider from ``[data_providers.pdf-folder]``."""
    from tapyre_paper_search.providers.pdf_folder import PdfFolderProvider

    return PdfFolderProvider.from_settings(settings)


def make_arxiv_metadata(settings: Mapping[str, Any]) -> PaperProvider:
    """The ``arxiv-metadata`` provider from ``[data_providers.arxiv-metadata]``."""
    from tapyre_paper_search.providers.metadata import MetadataFileProvider

    return MetadataFileProvider.from_settings(settings)


def make_bibtex(settings: Mapping[str, Any]) -> PaperProvider:
    """The ``bibtex`` provider from ``[data_providers.bibtex]``."""
    from tapyre_paper_search.providers.library_files import BibtexProvider

    return BibtexProvider.from_settings(settings)


def make_ris(settings: Mapping[str, Any]) -> PaperProvider:
    """The ``ris`` provider from ``[data_providers.ris]``."""
    from tapyre_paper_search.providers.library_files import RisProvider

    return RisProvider.from_settings(settings)


def make_zotero(settings: Mapping[str, Any]) -> PaperProvider:
    """The ``zotero`` provider (a local library) from ``[data_providers.zotero]``."""
    from tapyre_paper_search.providers.zotero_local import ZoteroLocalProvider

    return ZoteroLocalProvider.from_settings(settings)


def make_zotero_web(settings: Mapping[str, Any]) -> PaperProvider:
    """The ``zotero-web`` provider from ``[data_providers.zotero-web]``."""
    from tapyre_paper_search.providers.zotero_web import ZoteroWebProvider

    return ZoteroWebProvider.from_settings(settings)


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
