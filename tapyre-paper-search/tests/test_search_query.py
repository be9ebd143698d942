"""arXiv ids in queries mean "papers like this"; the rest of the query is kept."""

from __future__ import annotations

import pytest
from tapyre_paper_search.search.query import find_arxiv_id, is_arxiv_id, parse_query


@pytest.mark.parametrize(
    ("text", "paper_id", "version"),
    [
        ("2401.12345", "2401.12345", None),
        ("2401.12345v2", "2401.12345", "v2"),
        ("0704.0001", "0704.0001", None),
        ("hep-th/9901001", "hep-th/9901001", None),
        ("math.GT/0309136v1", "math.GT/0309136", "v1"),
        ("papers like arXiv:2401.12345", "2401.12345", None),
        ("https://arxiv.org/abs/2106.09685v3 please", "2106.09685", "v3"),
        ("https://arxiv.org/pdf/2106.09685.pdf", "2106.09685", None),
        ("more like (1706.03762), newer", "1706.03762", None),
    ],
)
def test_finds_arxiv_ids_in_every_form(text: str, paper_id: str, version: str | None) -> None:
    ref = find_arxiv_id(text)
    assert ref is not None
    assert (ref.paper_id, ref.version) == (paper_id, version)


@pytest.mark.parametrize(
    "text",
    [
        "transformers for protein folding",
        "12401.123456",  # too many digits
        "2413.12345",  # month 13
        "version 1.2401.1234",
        "p = 0.0512 in 2019.5 cases",
        "the 2401.12345abc token",
    ],
)
def test_numbers_that_are_not_arxiv_ids(text: str) -> None:
    assert find_arxiv_id(text) is None


def test_parse_query_splits_id_and_remainder() -> None:
    parsed = parse_query("papers like  2401.12345v2, but newer")
    assert parsed.similar_to == "2401.12345"
    assert parsed.remainder == "papers like, but newer"


def test_parse_query_without_id_keeps_text() -> None:
    parsed = parse_query("  graph   neural networks ")
    assert parsed.similar_to is None
    assert parsed.text == parsed.remainder == "graph neural networks"


def test_is_arxiv_id_requires_the_whole_text() -> None:
    assert is_arxiv_id("arXiv:2401.12345v3")
    assert is_arxiv_id("hep-th/9901001")
    assert not is_arxiv_id("see 2401.12345")
