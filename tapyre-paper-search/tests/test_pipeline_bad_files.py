"""A folder mixing real papers with broken files: every good paper is stored,
every bad file is listed with its reason, and the run never stops."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pipeline_helpers import (
    PAPERS,
    PAPERS_HARD,
    folder_provider,
    make_pipeline,
    require,
    snapshot,
)

pytestmark = pytest.mark.slow


def _encrypted_copy(source: Path, target: Path) -> None:
    import pymupdf

    with pymupdf.open(source) as doc:
        doc.save(
            target,
            encryption=pymupdf.PDF_ENCRYPT_AES_256,
            user_pw="secret",
            owner_pw="owner-secret",
        )


def _image_only(target: Path) -> None:
    """A scanned-looking PDF: one page with a picture and no text layer."""
    import pymupdf

    picture = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 200, 200), False)
    picture.clear_with(200)
    with pymupdf.open() as doc:
        page = doc.new_page()
        page.insert_image(page.rect, pixmap=picture)
        doc.save(target)


@pytest.fixture(scope="module")
def mixed_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    papers, hard = require(PAPERS), require(PAPERS_HARD)
    folder = tmp_path_factory.mktemp("mixed")
    shutil.copytree(papers, folder / "papers")
    shutil.copytree(hard, folder / "papers-hard")
    bad = folder / "bad"
    bad.mkdir()
    whole = (papers / "2020.acl-main.447.pdf").read_bytes()
    (bad / "truncated.pdf").write_bytes(whole[: len(whole) // 3])
    (bad / "cut-in-header.pdf").write_bytes(whole[:600])
    _encrypted_copy(papers / "2304.02623v1.pdf", bad / "encrypted.pdf")
    (bad / "zero.pdf").write_bytes(b"")
    (bad / "notes.pdf").write_text("Meeting notes, saved with the wrong extension.\n")
    (bad / "page.pdf").write_bytes(b"<!DOCTYPE html><html><body>404 Not Found</body></html>")
    _image_only(bad / "scan.pdf")
    return folder


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
