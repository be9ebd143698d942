"""One paper, stored once, whichever sources bring it (pure decisions; the pipeline
asks them for each paper it would store).

**Finding the stored copy.**  A library entry's own id (:mod:`.identity`)
already matches a paper stored under its arXiv id or its ``doi:``.
:func:`stored_id` finds two more: a stored paper whose metadata holds the
entry's DOI (an arXiv paper recording its journal DOI), when the store can look
DOIs up (:class:`DoiLookup`); and a ``pdf-folder`` paper whose PDF the entry
attaches (that provider's ids are ``sha256:`` and the PDF's hash).  The entry
then takes that paper's id.

**Which copy wins.**  A paper from the source that stored it is that source's
update (its content hash decides, as always).  From another source,
:func:`keeps_stored` decides: full text is never traded for metadata alone; a
source that brings the full text the stored paper lacks replaces it; otherwise
the better-curated metadata wins — a reference library (kept by hand) over
arXiv's metadata over what a PDF says (:data:`SOURCE_RANKS`) — and a tie keeps
what is stored.  So ingesting a folder and then the ``.bib`` that cites its
PDFs gives those papers the library's metadata, and ingesting the folder
again changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from tapyre_paper_search.library.identity import doi_key

if TYPE_CHECKING:
    from tapyre_paper_search.records import PaperRecord, SourcePaper

LIBRARY_SOURCES = frozenset({"bibtex", "ris", "zotero", "zotero-web"})
"""The ``source`` of papers from reference libraries."""

SOURCE_RANKS: Mapping[str, int] = {
    **dict.fromkeys(LIBRARY_SOURCES, 3),
    "arxiv": 2,
    "arxiv-metadata": 2,
    "pdf-folder": 1,
}
"""How well curated a source's metadata is; others (plugins) rank 0."""


@runtime_checkable
class DoiLookup(Protocol):
    """A metadata store that finds stored papers by DOI (optional; the SQL store does)."""

    def paper_ids_by_doi(self, dois: Iterable[str]) -> dict[str, str]:
        """``{doi in lower case: paper id}`` of stored papers with these DOIs,
        compared case-insensitively; DOIs no stored paper has are left out."""
        ...


class StoredPapers(Protocol):
    """What :func:`stored_id` reads from the metadata store."""

    def get_papers(
        self, paper_ids: Iterable[str], *, with_chunks: bool = False
    ) -> Mapping[str, PaperRecord]: ...


def stored_id(paper: SourcePaper, store: StoredPapers, pdf_sha256: str | None) -> str | None:
    """The id under which a library entry's paper is already stored, if it is.

    ``pdf_sha256``: the hash of the entry's PDF, when it has one.  ``None`` for
    papers of other providers and for entries whose paper is not stored.
    """
    meta = paper.metadata
    if meta.source not in LIBRARY_SOURCES:
        return None
    candidates = [meta.paper_id]
    if pdf_sha256:
        candidates.append(f"sha256:{pdf_sha256[:24]}")
    stored = store.get_papers(candidates, with_chunks=False)
    found = next((c for c in candidates if c in stored), None)
    if found is None and meta.doi and isinstance(store, DoiLookup):
        found = store.paper_ids_by_doi([meta.doi]).get(doi_key(meta.doi))
    return found


def keeps_stored(paper: SourcePaper, stored: PaperRecord) -> str | None:
    """Why ``stored`` (the same paper, from another source) is kept rather than
    replaced by ``paper``; ``None`` when ``paper`` may replace it."""
    source, stored_source = paper.metadata.source, stored.metadata.source
    if source == stored_source:
        return None
    brings_text, has_text = paper.pdf_path is not None, stored.page_count > 0
    if has_text and not brings_text:
        return f"stored from {stored_source} with its full text"
    if brings_text and not has_text:
        return None
    if SOURCE_RANKS.get(source, 0) > SOURCE_RANKS.get(stored_source, 0):
        return None
    return f"stored from {stored_source}"
