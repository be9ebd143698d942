"""arXiv identifiers: parsing, normalising, month roll-over."""

from __future__ import annotations

import pytest
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.providers.arxiv_ids import (
    ArxivId,
    normalize_arxiv_id,
    parse_arxiv_source,
    split_version,
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("2401.00001", "2401.00001"),
        ("2401.00001v3", "2401.00001"),
        ("arXiv:2401.00001", "2401.00001"),
        ("https://arxiv.org/abs/2401.00001v2", "2401.00001"),
        ("http://arxiv.org/pdf/0704.0001v1", "0704.0001"),
        ("1412.9999", "1412.9999"),
        ("hep-th/9901001", "hep-th/9901001"),
        ("hep-th_9901001v2", "hep-th/9901001"),
        ("math.GT/0309136", "math.GT/0309136"),
        ("2203.00130v1.pdf", "2203.00130"),
        ("2401.0001", None),  # four digits after 1501
        ("1412.00001", None),  # five digits before 1501
        ("2413.00001", None),  # month 13
        ("papermage", None),
        ("2020.acl-main.447", None),
    ],
)
def test_normalize_arxiv_id(raw: str, expected: str | None) -> None:
    assert normalize_arxiv_id(raw) == expected


def test_split_version() -> None:
    assert split_version("2401.00001v12") == ("2401.00001", "v12")
    assert split_version("hep-th/9901001v2") == ("hep-th/9901001", "v2")
    assert split_version("2401.00001") == ("2401.00001", None)
    assert split_version("prev") == ("prev", None)


def test_order_next_and_roll_over() -> None:
    a, b = ArxivId.parse("2312.99999"), ArxivId.parse("2401.00001")
    assert a < b and str(a) == "2312.99999"
    assert a.next() is None
    assert a.first_of_next_month() == b
    assert ArxivId.parse("1412.0005").first_of_next_month() == ArxivId(1501, 1)
    assert str(ArxivId(1501, 1)) == "1501.00001"
    assert ArxivId.parse("1412.9999").next() is None
    assert ArxivId.parse("2401.00041").next() == ArxivId(2401, 42)


def test_parse_sources() -> None:
    rng = parse_arxiv_source("arxiv:2401.00001..2402.00500")
    assert rng.is_range and rng.first == ArxivId(2401, 1) and rng.last == ArxivId(2402, 500)
    ids = parse_arxiv_source("arXiv:2401.00002v2, hep-th/9901001,2401.00002")
    assert not ids.is_range and ids.ids == ("2401.00002", "hep-th/9901001")
    for bad in ("arxiv:", "arxiv:banana", "arxiv:2401.00009..2401.00001", "arxiv:2401.1..2401.2"):
        with pytest.raises(SourceError):
            parse_arxiv_source(bad)
