"""Vectors a damaged page of the embedded engine empties are damage (review14 #1).

A zeroed or cut ``page_0.dat`` of the paper shard's lexical vectors reads back as
empty sparse vectors, with no error: ``check`` said "The stores agree" and
``--repair`` did nothing, so paper-level BM25 stayed empty for good.  Now empty
lexical vectors of paper points, and dense vectors of zero norm or not finite,
are ``damaged-points``; ``--repair`` re-embeds those papers.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check_helpers import CheckPapers, ingested_papers, titles_of
from tapyre import SparseVector
from tapyre_paper_search.records import StoredPoint
from tapyre_paper_search.store.salvage import vector_damage


@pytest.fixture
def papers(tmp_path: Path) -> CheckPapers:
    return ingested_papers(tmp_path)


def test_emptied_paper_lexical_vectors_are_found_and_repaired(papers: CheckPapers) -> None:
    titles = titles_of(papers)
    lexical = "paper-shard/segments/*/vector_storage-paper_bm25/store/page_0.dat"
    pages = list(papers.collection.glob(lexical))
    assert pages, sorted(str(p) for p in papers.collection.rglob("page_0.dat"))
    for page in pages:  # zeroed at the same size (cut in half, six papers' vectors stay)
        page.write_bytes(bytes(page.stat().st_size))

    code, report = papers.check()
    assert code == 1 and report["clean"] is False, report
    damaged = {p["paper_id"] for p in report["papers"] if "damaged-points" in p["problems"]}
    assert damaged == set(titles)
    assert all("lexical vector is empty" in p["damage"] for p in report["papers"])
    plain = papers("check")
    assert plain.exit_code == 1 and "The stores agree" not in plain.output

    code, repaired = papers.check("--repair")
    assert repaired["repair"]["reembedded_papers"] == len(titles), repaired
    code, again = papers.check()
    assert code == 0 and again["clean"] is True, again


def _point(kind: str = "chunk", dense: list[float] | None = None, **sparse: list) -> StoredPoint:
    return StoredPoint(
        id="p",
        kind=kind,  # type: ignore[arg-type]
        paper_id="x",
        payload={},
        dense=[0.6, 0.8] if dense is None else dense,
        sparse=SparseVector(**sparse) if sparse else None,
    )


def test_vector_damage_names_zero_and_non_finite_vectors() -> None:
    assert vector_damage(_point(), 2) is None
    assert "2 dimensions, not 3" in (vector_damage(_point(), 3) or "")
    assert "all zeros" in (vector_damage(_point(dense=[0.0, 0.0]), 2) or "")
    assert "not finite" in (vector_damage(_point(dense=[float("nan"), 1.0]), 2) or "")
    assert "not finite" in (vector_damage(_point(dense=[float("inf"), 1.0]), 2) or "")
    bad = _point(indices=[1], values=[float("nan")])
    assert "lexical vector has values that are not finite" in (vector_damage(bad, 2) or "")
