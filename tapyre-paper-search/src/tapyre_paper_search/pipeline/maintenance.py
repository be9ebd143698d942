"""Changes to the collection outside ingestion, with the same crash safety.

Deleting a paper touches both stores.  The paper ids are journalled first
(:mod:`.journal`, in the metadata store), then the SQL rows go, then the vectors; a crash in between
leaves vectors of a paper SQL no longer has, which the next ingestion's
reconciliation removes.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import MetadataStore, VectorStore


def delete_papers(
    paper_ids: Sequence[str], metadata: MetadataStore, vectors: VectorStore, journal_path: Path
) -> list[str]:
    """Delete papers (SQL rows, then vectors); returns the ids that were stored.

    Vectors of the other ids are deleted too (orphans, if any).  Takes the
    journal's guards (its local lock at ``journal_path`` + ``.lock``, and the
    writer lease for shared stores), so it waits for no one: it fails while an
    ingestion runs.
    """
    ids = list(dict.fromkeys(paper_ids))
    journal = IngestJournal(metadata, journal_path, shared=stores_are_shared(metadata, vectors))
    journal.open()
    try:
        key = f"delete-{time.time_ns()}"
        journal.begin(key, ids)
        deleted = [paper_id for paper_id in ids if metadata.delete_paper(paper_id)]
        if vectors.exists():
            for paper_id in ids:
                vectors.delete_paper(paper_id)
        journal.end(key)
        return deleted
    finally:
        journal.close()
