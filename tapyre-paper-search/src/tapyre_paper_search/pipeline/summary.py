"""Counters of an ingestion run and the summary printed at its end."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any

COUNTS = ("seen", "stored", "skipped", "failed", "known_failures", "pages", "chunks")
"""The paper, page and chunk counts that :class:`IngestCounters` and
:class:`IngestSummary` share, and the CLI's progress shows."""


@dataclass
class IngestCounters:
    """Running totals, updated by the pipeline and read by progress reporters.

    ``stored`` papers were written; ``skipped`` were already stored with the same
    content; ``failed`` could not be read.  ``pages`` and ``chunks`` count what
    was stored in this run.
    """

    started: float = field(default_factory=time.monotonic)
    seen: int = 0
    stored: int = 0
    skipped: int = 0
    failed: int = 0
    known_failures: int = 0
    pages: int = 0
    chunks: int = 0
    reconciled_points: int = 0
    total: int | None = None
    busy: dict[str, float] = field(
        default_factory=lambda: {"chunk": 0.0, "embed": 0.0, "store": 0.0}
    )
    """Seconds each main-process stage spent working (not waiting): merging
    and chunking extracted text, embedding (while any batch was: batches
    overlap with encoder workers), writing to the stores."""
    nodes: dict[str, dict[str, float]] = field(default_factory=dict)
    """Per cluster node (Ray executor only): ``papers`` and ``pages`` it extracted,
    ``chunks`` it embedded, and the seconds its tasks spent on each."""

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def progress(self) -> dict[str, Any]:
        """What the CLI's progress shows, JSON-ready: the :data:`COUNTS`, ``total``
        and ``elapsed`` (seconds); :meth:`from_progress` reads it back."""
        data: dict[str, Any] = {name: getattr(self, name) for name in COUNTS}
        data["total"] = self.total
        data["elapsed"] = round(self.elapsed, 3)
        return data

    @classmethod
    def from_progress(cls, data: dict[str, Any]) -> IngestCounters:
        """Counters from :meth:`progress`'s dict (as a server streams it); a missing
        count is 0, and ``started`` is ``elapsed`` seconds ago."""
        counters = cls(
            started=time.monotonic() - float(data.get("elapsed") or 0.0), total=data.get("total")
        )
        for name in COUNTS:
            setattr(counters, name, int(data.get(name, 0)))
        return counters

    def summary(self, *, interrupted: bool = False) -> IngestSummary:
        return IngestSummary(
            **{name: getattr(self, name) for name in COUNTS},
            seconds=self.elapsed,
            reconciled_points=self.reconciled_points,
            interrupted=interrupted,
            busy_seconds={k: round(v, 3) for k, v in self.busy.items()},
            nodes={n: {k: round(v, 3) for k, v in s.items()} for n, s in self.nodes.items()},
        )


@dataclass(frozen=True)
class IngestSummary:
    """What one run did.

    ``skipped`` papers were stored already with the same content;
    ``known_failures`` failed in an earlier run and were not retried (see
    ``--retry-failed``); ``reconciled_points`` counts orphan vectors of an
    earlier, interrupted run that were removed at start.
    """

    seen: int
    stored: int
    skipped: int
    failed: int
    pages: int
    chunks: int
    seconds: float
    known_failures: int = 0
    reconciled_points: int = 0
    interrupted: bool = False
    busy_seconds: dict[str, float] = field(default_factory=dict)
    nodes: dict[str, dict[str, float]] = field(default_factory=dict)
    """Per cluster node (Ray executor): what it extracted and embedded (see
    :attr:`IngestCounters.nodes`); empty for the local executor."""

    def rate(self, count: int) -> float:
        return count / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["papers_per_s"] = round(self.rate(self.stored), 3)
        data["pages_per_s"] = round(self.rate(self.pages), 3)
        data["chunks_per_s"] = round(self.rate(self.chunks), 3)
        return data

    def format(self) -> str:
        """A few lines for the terminal."""
        head = "Interrupted after" if self.interrupted else "Done in"
        failed = f"{self.failed} failed"
        if self.known_failures:
            failed += f", {self.known_failures} failed before (not retried)"
        lines = [
            f"{head} {_duration(self.seconds)}: {self.stored} papers stored, "
            f"{self.skipped} skipped (unchanged), {failed}; "
            f"{self.chunks} chunks from {self.pages} pages.",
            f"Rates: {self.rate(self.stored):.2f} papers/s, {self.rate(self.pages):.1f} pages/s, "
            f"{self.rate(self.chunks):.1f} chunks/s.",
        ]
        for node, stats in sorted(self.nodes.items()):
            lines.append(
                f"Node {node}: {stats.get('papers', 0):.0f} papers, "
                f"{self.rate(int(stats.get('pages', 0))):.1f} pages/s extracted, "
                f"{self.rate(int(stats.get('chunks', 0))):.1f} chunks/s embedded."
            )
        if self.reconciled_points:
            lines.append(f"Removed {self.reconciled_points} vectors left by an interrupted run.")
        if self.failed or self.known_failures:
            lines.append("See the reasons with: tapyre papers failures")
        return "\n".join(lines)


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {secs} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min"
