"""The records of ``tapyre papers check``: how the metadata store and the vector store
differ, paper by paper, and what a repair did (see
:mod:`tapyre_paper_search.pipeline.consistency`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tapyre import record_json

__all__ = ["PROBLEMS", "CheckReport", "PaperDifference", "RepairSummary"]

PROBLEMS = ("no-vectors", "missing-points", "damaged-points", "stale-points", "orphan-points")
"""The per-paper differences, in the order reports list them (``damaged-points``: points
the vector store holds but cannot read, or whose vector has the wrong dimension)."""


@dataclass(frozen=True)
class PaperDifference:
    """How one paper's points differ from what SQL says it owns.

    ``sql_chunks`` is ``None`` for a paper SQL does not know (``orphan-points``).
    ``chunk_points`` counts the chunk points stored for it, of any version, so
    ``chunk_points != sql_chunks`` is a chunk-count mismatch.  ``missing`` is how
    many of its points are absent; ``extra_ids`` are the points to delete;
    ``damaged_ids`` those that cannot be read (with the first reason in
    ``damage``): they are rebuilt from SQL's text by a repair.
    """

    paper_id: str
    problems: tuple[str, ...]
    sql_chunks: int | None
    chunk_points: int
    paper_point: bool
    missing: int
    extra_ids: tuple[str, ...] = ()
    chunker_version: str = ""
    damaged_ids: tuple[str, ...] = ()
    damage: str = ""

    @property
    def needs_vectors(self) -> bool:
        return bool({"no-vectors", "missing-points", "damaged-points"} & set(self.problems))

    @property
    def chunk_count_mismatch(self) -> bool:
        return self.sql_chunks is not None and self.chunk_points != self.sql_chunks

    def to_dict(self) -> dict[str, Any]:
        return record_json(
            self,
            "paper_id problems sql_chunks chunk_points paper_point missing_points=missing"
            " damaged_points damage extra_points",
            damaged_points=len(self.damaged_ids),
            damage=self.damage or None,
            extra_points=len(self.extra_ids),
        )


@dataclass
class RepairSummary:
    """What :func:`repair` did."""

    deleted_points: int = 0
    salvaged_points: int | None = None
    """Readable points kept when the damaged collection was rebuilt (``None``: it was not)."""
    reembedded_papers: int = 0
    upserted_points: int = 0
    skipped_papers: int = 0
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return record_json(
            self,
            "deleted_points salvaged_points reembedded_papers upserted_points skipped_papers notes",
        )


@dataclass
class CheckReport:
    """The differences between the stores; empty :attr:`papers`, no
    :attr:`embedder_mismatch` and no :attr:`unreadable` means they agree.

    :attr:`unreadable` says why the vector store could not be read at all (it
    does not open, its points do not list): then no paper was compared, and a
    repair rebuilds every paper's vectors from SQL.
    """

    collection_exists: bool = False
    unreadable: str | None = None
    papers_checked: int = 0
    points_checked: int = 0
    papers: list[PaperDifference] = field(default_factory=list)
    embedder_mismatch: str | None = None
    recorded: dict[str, Any] | None = None
    configured: dict[str, Any] | None = None
    expected_points: int | None = None
    vector_points: int | None = None
    repair: RepairSummary | None = None

    @property
    def clean(self) -> bool:
        return (
            not self.papers
            and self.embedder_mismatch is None
            and not self.count_mismatch
            and self.unreadable is None
        )

    @property
    def damaged(self) -> bool:
        """Whether the vector store's own files are damaged (unreadable points, or none)."""
        return self.unreadable is not None or any(p.damaged_ids for p in self.papers)

    @property
    def count_mismatch(self) -> bool:
        """Collection-level counts differ (only measured by the fast form)."""
        return (
            self.expected_points is not None
            and self.vector_points is not None
            and self.expected_points != self.vector_points
        )

    def counts(self) -> dict[str, int]:
        """How many papers have each problem, and how many points are to delete."""
        papers = self.papers
        return {
            "papers_without_vectors": sum("no-vectors" in p.problems for p in papers),
            "papers_missing_points": sum("missing-points" in p.problems for p in papers),
            "papers_damaged": sum("damaged-points" in p.problems for p in papers),
            "damaged_points": sum(len(p.damaged_ids) for p in papers),
            "chunk_count_mismatches": sum(p.chunk_count_mismatch for p in papers),
            "stale_points": sum(len(p.extra_ids) for p in papers if p.sql_chunks is not None),
            "orphan_points": sum(len(p.extra_ids) for p in papers if p.sql_chunks is None),
            "orphan_papers": sum(p.sql_chunks is None for p in papers),
        }

    def to_dict(self) -> dict[str, Any]:
        return record_json(
            self,
            "clean collection_exists unreadable papers_checked points_checked counts"
            " embedder_mismatch recorded_spec=recorded configured_spec=configured"
            " expected_points vector_points papers repair",
            counts=self.counts(),
        )
