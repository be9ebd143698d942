"""The paper catalog of the SQL metadata store, on SQLite and a real MariaDB:
pages sorted by when papers were added, their date or their title, the search
filters, totals and paging without overlap."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from tapyre_paper_search.contracts import PaperCatalog
from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import Chunk, PaperMetadata, PaperQuery, PaperRecord
from tapyre_paper_search.store.sql import SqlMetadataStore

# Stored in this order (so "added" runs the other way, newest first).
PAPERS = [
    ("2401.00003", "beta decay in nuclei", date(2021, 3, 1), ("Ana Lima",), ("nucl-th",)),
    ("2401.00001", "Alpha particles", date(2023, 5, 2), ("Bo Chen", "Ana Lima"), ("hep-ph",)),
    ("sha256:aa", "", None, ("Cy Diaz",), ()),
    ("2401.00002", "Gamma rays", None, (), ("astro-ph",)),
    ("2401.00004", "alpha Centauri", date(2019, 1, 9), ("ana  LIMA",), ("astro-ph",)),
]


def _record(paper_id: str, title: str, published: date | None, authors, categories) -> PaperRecord:
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


@pytest.fixture(params=["sqlite", "mariadb"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlMetadataStore]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'papers.sqlite3'}"
    else:
        url = request.getfixturevalue("mariadb_url")  # a fresh database, dropped afterwards
    with SqlMetadataStore(url) as catalog:
        for paper in PAPERS:
            # One transaction each, so stored_at (second resolution on MariaDB) may tie:
            # ties are broken by paper id, which the tests below account for.
            catalog.save_paper(_record(*paper), chunker_version="v1")
        yield catalog


def _ids(store: SqlMetadataStore, **query: object) -> list[str]:
    return [p.metadata.paper_id for p in store.list_papers(PaperQuery(**query)).papers]  # type: ignore[arg-type]


def test_the_sql_store_is_a_catalog(store: SqlMetadataStore) -> None:
    assert isinstance(store, PaperCatalog)


def test_title_order_is_case_insensitive_with_untitled_last(store: SqlMetadataStore) -> None:
    assert _ids(store, sort="title") == [
        "2401.00004",  # alpha Centauri
        "2401.00001",  # Alpha particles
        "2401.00003",  # beta decay
        "2401.00002",  # Gamma rays
        "sha256:aa",  # untitled
    ]
    assert _ids(store, sort="title", descending=True)[:4] == [
        "2401.00002",
        "2401.00003",
        "2401.00001",
        "2401.00004",
    ]


def test_date_order_is_newest_first_with_undated_last(store: SqlMetadataStore) -> None:
    assert _ids(store, sort="date") == [
        "2401.00001",
        "2401.00003",
        "2401.00004",
        "2401.00002",  # undated, by id
        "sha256:aa",
    ]
    assert _ids(store, sort="date", descending=False)[:3] == [
        "2401.00004",
        "2401.00003",
        "2401.00001",
    ]


def test_added_order_follows_when_papers_were_stored(store: SqlMetadataStore) -> None:
    page = store.list_papers(PaperQuery(sort="added"))
    added = [p.added for p in page.papers]
    assert added == sorted(added, reverse=True)
    assert {p.metadata.paper_id for p in page.papers} == {p[0] for p in PAPERS}
    oldest_first = store.list_papers(PaperQuery(sort="added", descending=False)).papers
    assert [p.added for p in oldest_first] == sorted(added)


def test_filters_mean_what_they_mean_in_a_search(store: SqlMetadataStore) -> None:
    def listed(**filters: object) -> list[str]:
        return sorted(_ids(store, filters=SearchFilters(**filters)))  # type: ignore[arg-type]

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
    assert listed(authors=("Ana Lima",), categories=("astro-ph",), year_from=2019) == ["2401.00004"]


def test_pages_cover_every_match_once_with_the_total(store: SqlMetadataStore) -> None:
    filters = SearchFilters(exclude_paper_ids=("sha256:aa",))
    seen: list[str] = []
    offset: int | None = 0
    while offset is not None:
        page = store.list_papers(PaperQuery(filters=filters, sort="date", offset=offset, limit=3))
        assert page.total == 4
        seen += [p.metadata.paper_id for p in page.papers]
        offset = page.next_offset
    assert seen == ["2401.00001", "2401.00003", "2401.00004", "2401.00002"]
    past = store.list_papers(PaperQuery(offset=10))
    assert past.papers == () and past.total == 5 and past.next_offset is None


def test_a_listed_paper_carries_its_record_and_its_json(store: SqlMetadataStore) -> None:
    page = store.list_papers(PaperQuery(filters=SearchFilters(paper_ids=("2401.00001",))))
    (paper,) = page.papers
    assert paper.metadata.authors == ("Bo Chen", "Ana Lima")
    assert paper.chunk_count == 2 and paper.page_count == 4
    assert paper.locator == "/papers/2401.00001.pdf"
    data = page.to_dict()
    assert data["total"] == 1 and data["next_offset"] is None and data["sort"] == "added"
    listed = data["papers"][0]
    assert listed["paper_id"] == "2401.00001" and listed["year"] == 2023
    assert listed["published"] == "2023-05-02" and listed["authors"] == ["Bo Chen", "Ana Lima"]
    assert listed["added"].startswith(str(paper.added.year))


@pytest.mark.parametrize(
    ("query", "says"),
    [
        ({"sort": "size"}, "unknown sort 'size'"),
        ({"offset": -1}, "offset"),
        ({"limit": 0}, "limit"),
        ({"limit": 501}, "limit"),
    ],
)
def test_a_bad_query_is_a_search_error(query: dict[str, object], says: str) -> None:
    with pytest.raises(SearchError, match=says):
        PaperQuery(**query)  # type: ignore[arg-type]
