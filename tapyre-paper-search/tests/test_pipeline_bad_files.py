"""A folder mixing real papers with broken files: every good paper is stored,
every bad file is listed with its reason, and the run never stops."""

from __future__ import annotations

from pathlib import Path

import pytest
from pipeline_helpers import folder_provider, make_pipeline, snapshot

pytestmark = pytest.mark.slow


def test_good_papers_are_stored_and_bad_files_listed_with_reasons(
    tmp_path: Path, mixed_folder: Path
) -> None:
    pipeline = make_pipeline(tmp_path, workers=2)
    try:
        summary = pipeline.run([(folder_provider(), str(mixed_folder))])
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()

    state = snapshot(tmp_path)
    good = sorted(p.name for p in (mixed_folder / "papers").iterdir()) + sorted(
        p.name for p in (mixed_folder / "papers-hard").iterdir()
    )
    stored_files = sorted(Path(_locator(tmp_path, paper_id)).name for paper_id in state["papers"])
    assert stored_files == sorted(good)
    assert summary.stored == len(good) == 12

    reasons = {Path(locator).name: reason for locator, reason in state["failures"]}
    assert reasons.keys() == {
        "truncated.pdf",
        "cut-in-header.pdf",
        "encrypted.pdf",
        "zero.pdf",
        "notes.pdf",
        "page.pdf",
        "scan.pdf",
    }
    assert reasons["encrypted.pdf"] == "encrypted"
    assert reasons["zero.pdf"] == "empty"
    assert reasons["notes.pdf"] == reasons["page.pdf"] == "not-a-pdf"
    assert reasons["scan.pdf"] in {"image-only", "no-text"}
    assert reasons["truncated.pdf"] in {"truncated", "corrupt"}
    assert summary.failed == 7
    # Vectors only for stored papers, exactly theirs.
    assert state["vector_count"] == len(state["points"]) == state["sql_chunks"] + 12


def _locator(data_dir: Path, paper_id: str) -> str:
    from pipeline_helpers import opened_stores

    with opened_stores(data_dir) as (metadata, _):
        record = metadata.get_paper(paper_id, with_chunks=False)
        return str(record.locator)
