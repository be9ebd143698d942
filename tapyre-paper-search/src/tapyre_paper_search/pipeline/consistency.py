"""Do the metadata store and the vector store agree?  ``tapyre papers check``.

SQL is the record of what is stored: a paper that is done there owns exactly
its paper point and one chunk point per chunk row, with the ids
:mod:`tapyre_paper_search.store.ids` derives from its id, chunk indexes and
chunker version.  :func:`check_collection` compares the two stores paper by
paper and finds:

* ``no-vectors``: a paper SQL holds has no point at all;
* ``missing-points``: some of its points are absent (fewer chunk points than
  chunks, or no paper point), e.g. vectors lost to a power cut after the SQL
  commit: the vector store does not fsync its writes before SQL commits;
* ``stale-points``: points of a stored paper that it does not own (an older
  chunker version, chunk indexes SQL no longer holds);
* ``orphan-points``: points of papers SQL does not know (or not as done);
* ``damaged-points``: points the vector store holds but cannot read, or whose
  dense vector has the wrong dimension (a file of the embedded engine cut short
  by a crash or a full disk; asked of stores that are a
  :class:`~tapyre_paper_search.contracts.VerifiableVectorStore`), and a
  collection that cannot be read at all (:attr:`CheckReport.unreadable`);
* an embedder mismatch: the collection was built by another embedder,
  dimension or distance than the configured ones.

Each paper also reports its SQL chunk count next to the chunk points it has, so
chunk-count mismatches show.  :func:`repair` makes the stores agree: it deletes
stale and orphan points and re-embeds the papers with missing vectors from the
chunk text SQL holds; a damaged collection is first rebuilt from the points it
can still read (:meth:`~tapyre_paper_search.contracts.VerifiableVectorStore.salvage`:
a damaged segment takes no writes), then checked again, and what was lost is
re-embedded.  An embedder mismatch is never "repaired" by deleting data: the
report says how to reindex instead.

Both walks go a page at a time (papers in id order, points by paper id, then
every point once to find orphans), so memory stays bounded by the page sizes
and the differences found.  :func:`check_papers` is the fast form the pipeline
runs after an unclean shutdown (:mod:`.recovery`): only the papers the journal
names, plus collection-level counts.  The records of a check are in
:mod:`tapyre_paper_search.records.checks`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.contracts import VerifiableVectorStore
from tapyre_paper_search.errors import StoreError, StoreInUseError
from tapyre_paper_search.records.checks import (
    PROBLEMS,
    CheckReport,
    PaperDifference,
    RepairSummary,
)
from tapyre_paper_search.store.ids import owned_point_ids, paper_point_id

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.records import (
        CollectionSpec,
        PaperInventory,
        PaperRecord,
        StoredPoint,
        VectorPoint,
    )

log = logging.getLogger(__name__)

__all__ = [
    "PROBLEMS",
    "CheckReport",
    "PaperDifference",
    "RecordEmbedder",
    "RepairSummary",
    "check_collection",
    "check_papers",
    "compare_paper",
    "repair",
]

PAPER_PAGE = 500
"""Papers read from SQL (and compared) at a time."""
POINT_PAGE = 1000
"""Points read from the vector store at a time."""
REEMBED_BATCH = 32
"""Papers re-embedded together (one embedding call per batch)."""


# ---------------------------------------------------------------------------
# Comparing (pure)
# ---------------------------------------------------------------------------


def compare_paper(
    inventory: PaperInventory,
    points: Sequence[StoredPoint],
    damaged: Mapping[str, str] | None = None,
) -> PaperDifference | None:
    """How ``points`` (all the points stored for the paper) differ from what it owns;
    ``None`` when they are exactly its points, all readable.  ``damaged``: point ids
    the store cannot read, with why (those of other papers are ignored)."""
    pid = inventory.paper_id
    expected = owned_point_ids(pid, inventory.chunker_version, inventory.chunk_indexes)
    present = {p.id for p in points}
    missing = expected - present
    extra = present - expected
    broken = sorted(i for i in present & expected if damaged and i in damaged)
    if not missing and not extra and not broken:
        return None
    problems: list[str] = []
    if not present:
        problems.append("no-vectors")
    elif missing:
        problems.append("missing-points")
    if broken:
        problems.append("damaged-points")
    if extra:
        problems.append("stale-points")
    return PaperDifference(
        paper_id=pid,
        problems=tuple(problems),
        sql_chunks=len(inventory.chunk_indexes),
        chunk_points=sum(p.kind == "chunk" for p in points),
        paper_point=paper_point_id(pid) in present,
        missing=len(missing),
        extra_ids=tuple(sorted(extra)),
        chunker_version=inventory.chunker_version,
        damaged_ids=tuple(broken),
        damage=damaged[broken[0]] if damaged and broken else "",
    )


def orphan_paper(paper_id: str, points: Sequence[StoredPoint]) -> PaperDifference:
    """The points of a paper SQL does not know: all of them are to be deleted."""
    return PaperDifference(
        paper_id=paper_id,
        problems=("orphan-points",),
        sql_chunks=None,
        chunk_points=sum(p.kind == "chunk" for p in points),
        paper_point=any(p.kind == "paper" for p in points),
        missing=0,
        extra_ids=tuple(sorted(p.id for p in points)),
    )


def embedder_mismatch(recorded: CollectionSpec, configured: CollectionSpec) -> str | None:
    """Why a collection built for ``recorded`` cannot take ``configured``'s vectors."""
    problems = [
        f"{what} {was}, configured {now}" for what, was, now in recorded.differences(configured)
    ]
    return "; ".join(problems) or None


REINDEX_HINT = (
    "the vectors were left as they are. To reindex with the configured embedder, ingest "
    'into a new collection (e.g. [vector_stores.qdrant-edge] collection = "papers-v2") '
    "with `tapyre papers ingest --force SOURCE…`; or set [papers] dense_embedder / "
    "sparse_embedder back to the ones the collection was built with."
)


UNREADABLE_HINT = (
    "`tapyre papers check --repair` rebuilds every paper's vectors from the metadata "
    "store (or restore the folder from a backup)."
)
"""What to do about a vector store that cannot be read at all (its error's own hint
points at ``papers check``, which is where this is read)."""


# ---------------------------------------------------------------------------
# Walking the stores
# ---------------------------------------------------------------------------


def check_collection(
    metadata: MetadataStore,
    vectors: VectorStore,
    *,
    configured: CollectionSpec | None = None,
    paper_page: int = PAPER_PAGE,
    point_page: int = POINT_PAGE,
) -> CheckReport:
    """Compare every paper SQL holds with its points, then find points of unknown papers.

    ``configured``: the spec the configured embedders would create (compared with
    the collection's recorded one).  Reads a page at a time; writes nothing.
    """
    report = _start(vectors, configured)
    after: str | None = None
    while report.unreadable is None:
        page = metadata.paper_inventory(after=after, limit=paper_page)
        if not page:
            break
        _compare_page(page, vectors, report, point_page)
        after = page[-1].paper_id
        if len(page) < paper_page:
            break
    if report.collection_exists and report.unreadable is None:
        _unless_unreadable(report, _find_orphans, metadata, vectors, report, point_page)
    return report


def check_papers(
    metadata: MetadataStore,
    vectors: VectorStore,
    paper_ids: Sequence[str],
    *,
    point_page: int = POINT_PAGE,
) -> CheckReport:
    """The fast form: only ``paper_ids`` (e.g. those of an interrupted run), plus the
    collection-level counts (points SQL accounts for, points stored)."""
    report = _start(vectors, None)
    ids = list(dict.fromkeys(paper_ids))
    for start in range(0, len(ids), PAPER_PAGE):
        batch = ids[start : start + PAPER_PAGE]
        inventory = [i for i in metadata.paper_inventory(batch) if i.done]
        _compare_page(inventory, vectors, report, point_page)
        known = {i.paper_id for i in inventory}
        unknown = [pid for pid in batch if pid not in known]
        if report.collection_exists and unknown:
            for pid, points in _points_by_paper(vectors, unknown, point_page).items():
                report.papers.append(orphan_paper(pid, points))
    stats = metadata.stats(top_categories=0)
    report.expected_points = stats.papers + stats.chunks
    report.vector_points = vectors.count() if report.collection_exists else 0
    return report


def _start(vectors: VectorStore, configured: CollectionSpec | None) -> CheckReport:
    report = CheckReport(collection_exists=vectors.exists())
    recorded = vectors.recorded_spec() if report.collection_exists else None
    report.recorded = recorded.to_metadata() if recorded is not None else None
    report.configured = configured.to_metadata() if configured is not None else None
    if recorded is not None and configured is not None:
        report.embedder_mismatch = embedder_mismatch(recorded, configured)
    if report.collection_exists:
        _unless_unreadable(report, vectors.count)  # does it open at all?
    return report


def _unless_unreadable(report: CheckReport, read: Callable[..., Any], *args: Any) -> None:
    """Run ``read``; a store that fails to read is recorded as unreadable (a busy one,
    held by another process, is an error of its own, never damage)."""
    try:
        read(*args)
    except StoreInUseError:
        raise
    except StoreError as exc:
        why = " ".join(exc.message.split()).rstrip(".")
        report.unreadable = f"{why}. {UNREADABLE_HINT}"


def _compare_page(
    page: Sequence[PaperInventory], vectors: VectorStore, report: CheckReport, point_page: int
) -> None:
    done = [i for i in page if i.done]  # a paper not done owns nothing: its points are orphans
    by_paper: dict[str, list[StoredPoint]] = {}
    damaged: dict[str, str] = {}

    def read() -> None:
        if not (report.collection_exists and done):
            return
        by_paper.update(_points_by_paper(vectors, [i.paper_id for i in done], point_page))
        if isinstance(vectors, VerifiableVectorStore):
            ids = [p.id for points in by_paper.values() for p in points]
            damaged.update(vectors.damaged_points(ids))

    _unless_unreadable(report, read)
    if report.unreadable is not None:
        return
    report.papers_checked += len(done)
    for inventory in done:
        difference = compare_paper(inventory, by_paper.get(inventory.paper_id, []), damaged)
        if difference is not None:
            report.papers.append(difference)


def _points_by_paper(
    vectors: VectorStore, paper_ids: Sequence[str], point_page: int
) -> dict[str, list[StoredPoint]]:
    out: dict[str, list[StoredPoint]] = {}
    offset: str | None = None
    while True:
        points, offset = vectors.scroll_points(paper_ids=paper_ids, offset=offset, limit=point_page)
        for point in points:
            out.setdefault(point.paper_id, []).append(point)
        if offset is None:
            return out


def _find_orphans(
    metadata: MetadataStore, vectors: VectorStore, report: CheckReport, point_page: int
) -> None:
    """Walk every point once; keep those whose paper SQL does not hold as done."""
    orphans: dict[str, list[StoredPoint]] = {}
    offset: str | None = None
    while True:
        points, offset = vectors.scroll_points(offset=offset, limit=point_page)
        report.points_checked += len(points)
        states = metadata.paper_states({p.paper_id for p in points})
        for point in points:
            state = states.get(point.paper_id)
            if state is None or not state.done:
                orphans.setdefault(point.paper_id, []).append(point)
        if offset is None:
            break
    report.papers.extend(orphan_paper(pid, pts) for pid, pts in sorted(orphans.items()))


# ---------------------------------------------------------------------------
# Repairing
# ---------------------------------------------------------------------------


class RecordEmbedder:
    """Embeds stored papers again, as the pipeline did: the same texts, vectors and
    payload, through the pipeline's own functions (:func:`~.work.embed_records`).

    ``text_chars`` is the payload snippet length (``[papers] payload_text_chars``).
    """

    def __init__(
        self, dense: DenseEmbedder, sparse: SparseEmbedder | None, *, text_chars: int = 400
    ) -> None:
        self.dense = dense
        self.sparse = sparse
        self.text_chars = text_chars

    def points(self, records: Sequence[tuple[PaperRecord, str]]) -> list[VectorPoint]:
        """Every point of each ``(record, chunker_version)``, embedded in one batch."""
        from tapyre_paper_search.pipeline.work import embed_records

        if not records:
            return []
        return embed_records(records, self.dense, self.sparse, text_chars=self.text_chars)


def repair(
    report: CheckReport,
    metadata: MetadataStore,
    vectors: VectorStore,
    embedder: RecordEmbedder | None,
    *,
    configured: CollectionSpec | None = None,
    batch: int = REEMBED_BATCH,
) -> RepairSummary:
    """Make the stores agree on what ``report`` found; the summary is also set on it.

    Stale and orphan points are deleted.  A damaged collection is first salvaged
    (rebuilt from its readable points, without the damaged ones) and checked again.
    Papers with missing vectors are embedded again from SQL's chunk text with
    ``embedder`` and upserted (creating the collection for ``configured`` if it is
    gone), unless the collection's embedder differs from the configured one: then
    nothing is re-embedded (the vectors would not be comparable) and a note says how
    to reindex.
    """
    summary = RepairSummary()
    report.repair = summary
    papers = report.papers
    if report.damaged:
        if not isinstance(vectors, VerifiableVectorStore):
            summary.notes.append(
                f"the vector store at {vectors.location} could not be read "
                f"({report.unreadable}); nothing was repaired"
            )
            return summary
        # A damaged segment takes no writes: rebuild from what can be read, then look
        # again: everything lost now shows as missing and is re-embedded below.
        drop = {i for p in papers for i in (*p.damaged_ids, *p.extra_ids)}
        summary.salvaged_points = vectors.salvage(drop)
        summary.deleted_points = len(drop)
        papers = check_collection(metadata, vectors, configured=configured).papers
    extra = [i for paper in papers for i in paper.extra_ids]
    for start in range(0, len(extra), POINT_PAGE):
        vectors.delete_points(extra[start : start + POINT_PAGE])
    summary.deleted_points += len(extra)

    wanted = [p for p in papers if p.needs_vectors]
    if report.embedder_mismatch is not None:
        summary.skipped_papers = len(wanted)
        summary.notes.append(f"embedder mismatch ({report.embedder_mismatch}): {REINDEX_HINT}")
        wanted = []
    elif wanted and embedder is None:
        summary.skipped_papers = len(wanted)
        summary.notes.append("no embedder given: papers with missing vectors were not embedded")
        wanted = []
    if wanted and not report.collection_exists:
        if configured is None:
            raise ValueError("repair: the collection is gone and no spec to create it was given")
        vectors.ensure_collection(configured)
        report.collection_exists = True
    for start in range(0, len(wanted), batch):
        some = wanted[start : start + batch]
        records = metadata.get_papers([p.paper_id for p in some], with_chunks=True)
        pairs = [(records[p.paper_id], p.chunker_version) for p in some if p.paper_id in records]
        summary.skipped_papers += len(some) - len(pairs)  # deleted since the check
        assert embedder is not None
        points = embedder.points(pairs)
        for i in range(0, len(points), 256):
            vectors.upsert(points[i : i + 256])
        summary.reembedded_papers += len(pairs)
        summary.upserted_points += len(points)
    if extra or summary.upserted_points:
        vectors.optimize()
        vectors.flush()
    return summary
