"""Deciding whether a paper is stored already, and which copy wins (pure)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest
from tapyre_paper_search.library.dedupe import keeps_stored, stored_id
from tapyre_paper_search.records import PaperMetadata, PaperRecord, SourcePaper


def _paper(paper_id: str, source: str, *, pdf: bool = False, doi: str | None = None) -> SourcePaper:
    meta = PaperMetadata(paper_id=paper_id, title="T", source=source, doi=doi)
    return SourcePaper(meta, "hash", "loc", pdf_path=Path("/x.pdf") if pdf else None)


def _record(paper_id: str, source: str, pages: int, doi: str | None = None) -> PaperRecord:
    meta = PaperMetadata(paper_id=paper_id, title="T", source=source, doi=doi)
    return PaperRecord(meta, "stored-hash", "somewhere", page_count=pages)


class _Store:
    def __init__(self, *records: PaperRecord, dois: bool = True) -> None:
        self.records = {r.metadata.paper_id: r for r in records}
        self.dois = dois
        self.asked: list[list[str]] = []

    def get_papers(
        self, paper_ids: Iterable[str], *, with_chunks: bool = False
    ) -> dict[str, PaperRecord]:
        ids = list(paper_ids)
        self.asked.append(ids)
        return {i: self.records[i] for i in ids if i in self.records}


class _DoiStore(_Store):
    def paper_ids_by_doi(self, dois: Iterable[str]) -> dict[str, str]:
        wanted = {d.lower() for d in dois}
        return {
            r.metadata.doi.lower(): pid
            for pid, r in self.records.items()
            if r.metadata.doi and r.metadata.doi.lower() in wanted
        }


def test_own_id_then_the_pdf_hash() -> None:
    store = _Store(_record("sha256:" + "a" * 24, "pdf-folder", 9))
    entry = _paper("doi:10.1234/x", "bibtex", pdf=True)
    assert stored_id(entry, store, "a" * 64) == "sha256:" + "a" * 24
    assert store.asked == [["doi:10.1234/x", "sha256:" + "a" * 24]]
    assert stored_id(entry, _Store(), "a" * 64) is None


def test_doi_in_another_papers_metadata() -> None:
    arxiv = _record("2401.00001", "arxiv", 12, doi="10.1234/Journal.X")
    entry = _paper("doi:10.1234/journal.x", "zotero", doi="10.1234/JOURNAL.x")
    assert stored_id(entry, _DoiStore(arxiv), None) == "2401.00001"
    assert stored_id(entry, _Store(arxiv), None) is None  # a store without DOI lookups


def test_other_providers_are_not_matched() -> None:
    store = _Store(_record("2401.00001", "bibtex", 0))
    assert stored_id(_paper("2401.00001", "arxiv"), store, None) is None
    assert store.asked == []


@pytest.mark.parametrize(
    ("source", "pdf", "stored_source", "pages", "kept"),
    [
        ("bibtex", True, "bibtex", 9, None),  # the same source: its update
        ("bibtex", False, "pdf-folder", 9, "stored from pdf-folder with its full text"),
        ("bibtex", True, "pdf-folder", 9, None),  # curated metadata over the PDF's
        ("pdf-folder", True, "bibtex", 9, "stored from bibtex"),  # and it stays
        ("zotero", True, "bibtex", 0, None),  # brings the full text
        ("zotero", True, "bibtex", 9, "stored from bibtex"),  # a tie keeps the first
        ("arxiv", True, "pdf-folder", 9, None),
        ("arxiv-metadata", False, "arxiv", 9, "stored from arxiv with its full text"),
        ("my-plugin", True, "pdf-folder", 9, "stored from pdf-folder"),
    ],
)
def test_which_copy_wins(
    source: str, pdf: bool, stored_source: str, pages: int, kept: str | None
) -> None:
    paper = _paper("p", source, pdf=pdf)
    assert keeps_stored(paper, _record("p", stored_source, pages)) == kept
