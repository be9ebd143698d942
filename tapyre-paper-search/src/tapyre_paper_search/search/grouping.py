"""Grouping passage hits per paper.  Pure."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tapyre_paper_search.search.results import Passage


@dataclass(frozen=True)
class PaperGroup:
    """A paper's score (its best passage's) and its best passages, best first."""

    paper_id: str
    score: float
    passages: tuple[Passage, ...]


def group_by_paper(
    passages: Iterable[Passage], *, limit: int, per_paper: int = 3
) -> list[PaperGroup]:
    """The ``limit`` best papers from ``passages`` ranked best first.

    A paper ranks by its best passage; it keeps up to ``per_paper`` passages.
    """
    groups: dict[str, list[Passage]] = {}
    for passage in passages:
        kept = groups.setdefault(passage.paper_id, [])
        if len(kept) < per_paper:
            kept.append(passage)
    ordered = sorted(groups.items(), key=lambda item: item[1][0].score, reverse=True)
    return [PaperGroup(paper_id, kept[0].score, tuple(kept)) for paper_id, kept in ordered[:limit]]
