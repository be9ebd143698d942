"""The catalog's records: a query refuses what no store could answer, and a page's
JSON form is what ``tapyre papers list --json`` and ``GET /papers`` send.  (What a
store must do with a query is the conformance suite
:class:`~tapyre_paper_search.testing.contracts.PaperCatalogContract`, which the
SQL store runs on SQLite and MariaDB in ``test_contract_stores.py``.)"""

from __future__ import annotations

from datetime import date, datetime

import pytest
from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import ListedPaper, PaperMetadata, PaperPage, PaperQuery


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


def test_the_natural_order_is_newest_first_but_titles_a_to_z() -> None:
    assert PaperQuery(sort="added").newest_first and PaperQuery(sort="date").newest_first
    assert not PaperQuery(sort="title").newest_first
    assert not PaperQuery(sort="date", descending=False).newest_first


def test_a_page_in_json_says_where_the_next_one_starts() -> None:
    meta = PaperMetadata(
        "2401.00001", "Alpha", authors=("Bo Chen",), published=date(2023, 5, 2), doi="10.1/x"
    )
    listed = ListedPaper(meta, datetime(2026, 11, 25, 14, 0, 3, 7), "/p/a.pdf", 4, 2)
    query = PaperQuery(filters=SearchFilters(year_from=2020), sort="title", offset=20, limit=1)
    data = PaperPage(query, (listed,), total=22).to_dict()
    assert data["next_offset"] == 21 and data["total"] == 22 and data["descending"] is False
    assert data["filters"]["year_from"] == 2020 and data["sort"] == "title"
    assert data["papers"] == [
        {
            "paper_id": "2401.00001",
            "title": "Alpha",
            "authors": ["Bo Chen"],
            "year": 2023,
            "published": "2023-05-02",
            "categories": [],
            "doi": "10.1/x",
            "source": "",
            "added": "2026-11-25T14:00:03",
            "locator": "/p/a.pdf",
            "page_count": 4,
            "chunk_count": 2,
        }
    ]
    assert PaperPage(query, (listed,), total=21).next_offset is None
