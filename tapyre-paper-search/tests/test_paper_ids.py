"""Paper ids as typed: exact ids, unique prefixes, ambiguous and missing ones."""

from __future__ import annotations

import pytest
from tapyre_paper_search.errors import PaperNotFoundError, SearchError
from tapyre_paper_search.paper_ids import resolve_paper_id, resolve_paper_ids

STORED = sorted(
    [
        "2401.00001",
        "2401.00002",
        "hep-th/9901001",
        "sha256:d36cc29eb0d2397c3da8f964",
        "sha256:d36ff00000000000000000aa",
        "doi:10.1234/trees.2021",
        "ref:713a54f7ede36c51a2e812c7",
        "2401",
    ]
)


def _resolve(text: str) -> str:
    return resolve_paper_id(
        text,
        exists=STORED.__contains__,
        with_prefix=lambda p, n: [i for i in STORED if i.startswith(p)][:n],
    )


@pytest.mark.parametrize(
    ("typed", "paper_id"),
    [
        ("2401", "2401"),  # exact wins over being a prefix of others
        ("2401.00001v3", "2401.00001"),
        ("arXiv:2401.00002", "2401.00002"),
        ("hep-th/99", "hep-th/9901001"),
        ("sha256:d36c", "sha256:d36cc29eb0d2397c3da8f964"),
        ("d36cc", "sha256:d36cc29eb0d2397c3da8f964"),  # the scheme left out
        ("10.1234/tr", "doi:10.1234/trees.2021"),
        ("713a54", "ref:713a54f7ede36c51a2e812c7"),
        ("  doi:10.1234/trees.2021 ", "doi:10.1234/trees.2021"),
    ],
)
def test_exact_ids_and_unique_prefixes(typed: str, paper_id: str) -> None:
    assert _resolve(typed) == paper_id


def test_ambiguous_prefix_lists_the_candidates() -> None:
    with pytest.raises(SearchError) as raised:
        _resolve("2401.0000")
    assert "matches several papers: 2401.00001, 2401.00002" in str(raised.value)
    with pytest.raises(SearchError, match="sha256:d36cc29eb0d2397c3da8f964, sha256:d36ff"):
        _resolve("sha256:d36")


def test_short_and_unknown() -> None:
    with pytest.raises(PaperNotFoundError) as raised:
        _resolve("d3")
    assert raised.value.hint == "A prefix needs at least 4 characters."
    with pytest.raises(
        PaperNotFoundError, match="no stored paper with id 'zzzz' or an id starting"
    ):
        _resolve("zzzz")
    with pytest.raises(PaperNotFoundError, match="no stored paper with id 'd36cc'"):
        resolve_paper_id("d36cc", exists=lambda i: False, with_prefix=None)


def test_several_ids_in_order_each_once() -> None:
    ids = resolve_paper_ids(
        ["d36cc", "2401.00002", "sha256:d36cc29eb0d2397c3da8f964"],
        exists=STORED.__contains__,
        with_prefix=lambda p, n: [i for i in STORED if i.startswith(p)][:n],
    )
    assert ids == ["sha256:d36cc29eb0d2397c3da8f964", "2401.00002"]
