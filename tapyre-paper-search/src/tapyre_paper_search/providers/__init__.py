"""Data providers: where papers come from (``arxiv``, ``pdf-folder``, ``arxiv-metadata``).

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


PROVIDER_FACTORIES: dict[str, tuple[Callable[[Mapping[str, Any]], PaperProvider], str]] = {
    "pdf-folder": (make_pdf_folder, "a folder of PDF files, recursively"),
    "arxiv": (make_arxiv, "arXiv papers by id range (arxiv:2401.00001..2401.00500), rate-limited"),
    "arxiv-metadata": (
        make_arxiv_metadata,
        "abstracts from an arXiv metadata snapshot or {id,title,abstract} JSON lines",
    ),
}
"""name → (factory, description), in the order sources are tried."""

__all__ = [
    "PROVIDER_FACTORIES",
    "PaperProvider",
    "ProviderItem",
    "make_arxiv",
    "make_arxiv_metadata",
    "make_pdf_folder",
    "missing_path_error",
    "provider_for",
]
