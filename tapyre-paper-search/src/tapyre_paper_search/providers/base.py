"""Choosing the data provider of a source (the contract, :class:`PaperProvider`, is in
:mod:`tapyre_paper_search.contracts`).

A provider turns a *source* string into papers:

=====================================  ===================  ==================
source                                 provider             yields
=====================================  ===================  ==================
``/path/to/folder`` or ``x.pdf``       ``pdf-folder``       PDFs, recursively
``arxiv:2401.00001..2401.00500``       ``arxiv``            downloaded PDFs
``arxiv:2401.00001,hep-th/9901001``    ``arxiv``            downloaded PDFs
``dump.jsonl`` / ``.jsonl.gz`` /       ``arxiv-metadata``   abstract-only
``arxiv-metadata-oai-snapshot.json``                        records
``refs.bib``                           ``bibtex``           entries and PDFs
``refs.ris``                           ``ris``              entries and PDFs
``zotero:[FOLDER]``                    ``zotero``           items and PDFs
``zotero-web:users/ID``                ``zotero-web``       items and PDFs
=====================================  ===================  ==================

Durability handshake
--------------------
``iter_papers`` yields a :class:`SourcePaper` (or a :class:`SourceFailure`)
as soon as it is available, but a paper is only *done* once the consumer has
stored it durably (the SQL commit of the pipeline).  The consumer therefore
calls ``provider.mark_done(paper_id)`` after that commit, for stored papers
and for failures it has recorded alike, from any thread.  A provider that
resumes by position (``arxiv``) saves it only up to the first paper not yet
marked done, so a crash between download and store yields that paper again
on the next run.  Providers whose items are cheap to re-read (folders, dump
files) treat ``mark_done`` as a no-op and rely on the consumer skipping
papers whose ``content_hash`` is already stored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tapyre_paper_search.contracts import PaperProvider
from tapyre_paper_search.records import SourceFailure, SourcePaper

if TYPE_CHECKING:
    from tapyre_paper_search.errors import SourceError

__all__ = ["PaperProvider", "ProviderItem", "missing_path_error", "provider_for"]

ProviderItem = SourcePaper | SourceFailure


_SOURCES_HINT = (
    "A SOURCE is a folder of PDFs, a PDF, 'arxiv:YYMM.NNNNN..YYMM.NNNNN', "
    "a .jsonl / .jsonl.gz file, a .bib or .ris file, 'zotero:[FOLDER]' "
    "or 'zotero-web:users/ID'."
)


def provider_for(source: str, providers: list[PaperProvider]) -> PaperProvider:
    """The first of ``providers`` that handles ``source``.

    Raises :class:`~tapyre_paper_search.errors.SourceError` when none does: naming
    the path when ``source`` is a path that does not exist, else naming the
    sources that are understood.
    """
    from tapyre_paper_search.errors import SourceError

    for provider in providers:
        if provider.handles(source):
            return provider
    missing = missing_path_error(source)
    if missing is not None:
        raise missing
    raise SourceError(
        f"no data provider understands the source {source!r}",
        hint=_SOURCES_HINT,
    )


def missing_path_error(source: str) -> SourceError | None:
    """The error for a ``source`` that is a local path which does not exist, else ``None``.

    A source with a scheme-like prefix (``arxiv:…``, a plugin's ``name:…``) is not
    a path; anything else is taken for one.
    """
    import re
    from pathlib import Path

    from tapyre_paper_search.errors import SourceError

    if re.match(r"[A-Za-z][\w+.-]+:", source.strip()):
        return None  # a scheme; a Windows drive (``C:``) is one letter, so stays a path
    path = Path(source).expanduser()
    if path.exists():
        return None
    return SourceError(
        f"the path {source!r} does not exist ({path.absolute()}); nothing was ingested",
        hint=f"Check the path. {_SOURCES_HINT}",
    )
