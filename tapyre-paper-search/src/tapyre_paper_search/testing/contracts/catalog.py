"""The conformance suite of :class:`~tapyre_paper_search.contracts.PaperCatalog`."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tapyre_paper_search.contracts import MetadataStore, PaperCatalog
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import Chunk, PaperMetadata, PaperQuery, PaperRecord
from tapyre_paper_search.testing.contracts.metadata import MetadataStoreFixtures

__all__ = ["CATALOG_PAPERS", "PaperCatalogContract"]

CATALOG_PAPERS = (
    ("2401.00003", "beta decay in nuclei", date(2021, 3, 1), ("Ana Lima",), ("nucl-th",)),
    ("2401.00001", "Alpha particles", date(2023, 5, 2), ("Bo Chen", "Ana Lima"), ("hep-ph",)),
    ("sha256:aa", "", None, ("Cy Diaz",), ()),
    ("2401.00002", "Gamma rays", None, (), ("astro-ph",)),
    ("2401.00004", "alpha Centauri", date(2019, 1, 9), ("ana  LIMA",), ("astro-ph",)),
)
"""``(id, title, published, authors, categories)`` of the papers the suite stores, in
this order: titles differ in case, one is untitled, two are undated, one author is
written three ways."""


def _record(
    paper_id: str,
    title: str,
    published: date | None,
    authors: tuple[str, ...],
    categories: tuple[str, ...],
) -> PaperRecord:
    meta = PaperMetadata(
        paper_id=paper_id,
        title=title,
        abstract=f"about {title}",
        authors=authors,
        categories=categories,
        published=published,
    )
    chunks = [
        Chunk(paper_id, i, f"chunk {i} of {paper_id}", 1, 1, i * 10, i * 10 + 9, 3)
        for i in range(2)
    ]
    return PaperRecord(meta, f"hash-{paper_id}", f"/papers/{paper_id}.pdf", 4, chunks)


class PaperCatalogContract(MetadataStoreFixtures):
    """What a metadata store that lists its papers does, as pytest tests.

    Subclass it beside :class:`~.MetadataStoreContract` (same fixture,
    ``make_metadata_store``).  The suite stores :data:`CATALOG_PAPERS` one
    transaction each, then pages through them by every sort and filter.
    """

    @pytest.fixture
    def catalog(self, metadata_store: MetadataStore) -> Iterator[PaperCatalog]:
        for paper in CATALOG_PAPERS:
            metadata_store.save_papers([_record(*paper)], chunker_version="v1")
        assert isinstance(metadata_store, PaperCatalog)
        yield metadata_store

    @staticmethod
    def ids(catalog: PaperCatalog, **query: object) -> list[str]:
        page = catalog.list_papers(PaperQuery(**query))  # type: ignore[arg-type]
        return [paper.metadata.paper_id for paper in page.papers]

    def test_it_is_a_catalog(self, metadata_store: MetadataStore) -> None:
        assert isinstance(metadata_store, PaperCatalog)
        empty = metadata_store.list_papers(PaperQuery())
        assert empty.papers == () and empty.total == 0 and empty.next_offset is None

    def test_title_order_is_case_insensitive_with_untitled_last(
        self, catalog: PaperCatalog
    ) -> None:
        assert self.ids(catalog, sort="title") == [
            "2401.00004",  # alpha Centauri
            "2401.00001",  # Alpha particles
            "2401.00003",  # beta decay
            "2401.00002",  # Gamma rays
            "sha256:aa",  # untitled
        ]
        assert self.ids(catalog, sort="title", descending=True) == [
            "2401.00002",
            "2401.00003",
            "2401.00001",
            "2401.00004",
            "sha256:aa",
        ]

    def test_date_order_is_newest_first_with_undated_last_by_id(
        self, catalog: PaperCatalog
    ) -> None:
        assert self.ids(catalog, sort="date") == [
            "2401.00001",
            "2401.00003",
            "2401.00004",
            "2401.00002",
            "sha256:aa",
        ]
        assert self.ids(catalog, sort="date", descending=False) == [
            "2401.00004",
            "2401.00003",
            "2401.00001",
            "2401.00002",
            "sha256:aa",
        ]

    def test_added_order_follows_when_papers_were_stored(self, catalog: PaperCatalog) -> None:
        page = catalog.list_papers(PaperQuery(sort="added"))
        added = [paper.added for paper in page.papers]
        assert added == sorted(added, reverse=True)
        assert {paper.metadata.paper_id for paper in page.papers} == {p[0] for p in CATALOG_PAPERS}
        oldest = catalog.list_papers(PaperQuery(sort="added", descending=False)).papers
        assert [paper.added for paper in oldest] == sorted(added)

    def test_filters_mean_what_they_mean_in_a_search(self, catalog: PaperCatalog) -> None:
        def listed(**filters: object) -> list[str]:
            return sorted(self.ids(catalog, filters=SearchFilters(**filters)))  # type: ignore[arg-type]

        # authors by their match key: case and spaces do not matter
        assert listed(authors=("ana lima",)) == ["2401.00001", "2401.00003", "2401.00004"]
        assert listed(authors=("Bo Chen", "Cy Diaz")) == ["2401.00001", "sha256:aa"]
        assert listed(categories=("astro-ph",)) == ["2401.00002", "2401.00004"]
        # years are inclusive; undated papers never match a year condition
        assert listed(year_from=2021) == ["2401.00001", "2401.00003"]
        assert listed(year_to=2021) == ["2401.00003", "2401.00004"]
        assert listed(paper_ids=("2401.00002", "nope")) == ["2401.00002"]
        assert listed(exclude_paper_ids=("2401.00002", "sha256:aa")) == [
            "2401.00001",
            "2401.00003",
            "2401.00004",
        ]
        assert listed(authors=("Ana Lima",), categories=("astro-ph",), year_from=2019) == [
            "2401.00004"
        ]

    def test_pages_cover_every_match_once_with_the_total(self, catalog: PaperCatalog) -> None:
        filters = SearchFilters(exclude_paper_ids=("sha256:aa",))
        seen: list[str] = []
        offset: int | None = 0
        while offset is not None:
            query = PaperQuery(filters=filters, sort="date", offset=offset, limit=3)
            page = catalog.list_papers(query)
            assert page.total == 4 and page.query == query
            seen += [paper.metadata.paper_id for paper in page.papers]
            offset = page.next_offset
        assert seen == ["2401.00001", "2401.00003", "2401.00004", "2401.00002"]
        past = catalog.list_papers(PaperQuery(offset=10))
        assert past.papers == () and past.total == 5 and past.next_offset is None

    def test_a_listed_paper_carries_its_stored_record(self, catalog: PaperCatalog) -> None:
        page = catalog.list_papers(PaperQuery(filters=SearchFilters(paper_ids=("2401.00001",))))
        (paper,) = page.papers
        assert paper.metadata == _record(*CATALOG_PAPERS[1]).metadata
        assert paper.chunk_count == 2 and paper.page_count == 4
        assert paper.locator == "/papers/2401.00001.pdf"
        assert paper.added.year >= 2024

    def test_deleted_papers_are_not_listed(
        self, catalog: PaperCatalog, metadata_store: MetadataStore
    ) -> None:
        assert metadata_store.delete_paper("2401.00001")
        page = catalog.list_papers(PaperQuery(sort="title"))
        assert page.total == 4 and "2401.00001" not in [p.metadata.paper_id for p in page.papers]
