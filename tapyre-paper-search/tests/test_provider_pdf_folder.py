"""The pdf-folder provider: stable ids, content hashes, bad files reported."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest
from pdf_samples import make_bad_pdfs, write_paper
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.providers import make_pdf_folder, provider_for
from tapyre_paper_search.providers.pdf_folder import PdfFolderProvider
from tapyre_paper_search.records import SourceFailure, SourcePaper


def papers(provider: PdfFolderProvider, source: Path) -> list[SourcePaper]:
    items = list(provider.iter_papers(str(source)))
    assert all(isinstance(i, SourcePaper) for i in items)
    return [i for i in items if isinstance(i, SourcePaper)]


def test_walks_recursively_in_order_with_arxiv_ids_or_content_hashes(
    papers_dir: Path, papers_hard_dir: Path, tmp_path: Path
) -> None:
    shutil.copytree(papers_dir, tmp_path / "a")
    shutil.copytree(papers_hard_dir, tmp_path / "b" / "deeper")
    (tmp_path / ".hidden").mkdir()
    write_paper(tmp_path / ".hidden" / "skip.pdf")
    (tmp_path / "a" / "README.txt").write_text("not a paper")

    items = papers(PdfFolderProvider(), tmp_path)

    names = [Path(i.locator).name for i in items]
    assert len(items) == 12 and names[:2] == ["1903.10676.pdf", "2020.acl-main.447.pdf"]
    by_name = {Path(i.locator).name: i for i in items}
    plain = by_name["2203.00130v1.pdf"].metadata
    assert plain.paper_id == "2203.00130" and plain.version == "v1"
    assert plain.source == "pdf-folder"
    paper = by_name["papermage.pdf"]
    digest = hashlib.sha256((papers_dir / "papermage.pdf").read_bytes()).hexdigest()
    assert paper.content_hash == digest
    assert paper.metadata.paper_id == f"sha256:{digest[:24]}"
    assert paper.pdf_path == tmp_path / "a" / "papermage.pdf"


def test_ids_are_stable_and_changed_files_get_a_new_hash(tmp_path: Path) -> None:
    write_paper(tmp_path / "paper.pdf", pages=2)
    provider = PdfFolderProvider(hash_cache=tmp_path / "cache" / "hashes.json")
    first = papers(provider, tmp_path)
    (tmp_path / "paper.pdf").rename(tmp_path / "moved.pdf")
    moved = papers(provider, tmp_path)
    assert moved[0].metadata.paper_id == first[0].metadata.paper_id  # content, not name
    assert moved[0].content_hash == first[0].content_hash

    shutil.copy(tmp_path / "moved.pdf", tmp_path / "hep-th_9901001v2.pdf")
    write_paper(tmp_path / "2401.00001.pdf", pages=3)
    again = {Path(i.locator).name: i for i in papers(provider, tmp_path)}
    assert again["hep-th_9901001v2.pdf"].metadata.paper_id == "hep-th/9901001"
    before = again["2401.00001.pdf"].content_hash
    write_paper(tmp_path / "2401.00001.pdf", pages=4)  # same id, new content
    after = {Path(i.locator).name: i for i in papers(provider, tmp_path)}["2401.00001.pdf"]
    assert after.metadata.paper_id == "2401.00001" and after.content_hash != before
    assert (tmp_path / "cache" / "hashes.json").is_file()


def test_hash_cache_is_used_while_size_and_mtime_are_unchanged(tmp_path: Path) -> None:
    write_paper(tmp_path / "docs" / "p.pdf") if (tmp_path / "docs").mkdir() is None else None
    cache = tmp_path / "hashes.json"
    provider = PdfFolderProvider(hash_cache=cache)
    real = papers(provider, tmp_path / "docs")[0].content_hash
    # poison the cache: a reused entry shows up as the poisoned hash
    cache.write_text(cache.read_text().replace(real, "f" * 64))
    assert papers(provider, tmp_path / "docs")[0].content_hash == "f" * 64
    (tmp_path / "docs" / "p.pdf").touch()  # new mtime: hashed again
    assert papers(provider, tmp_path / "docs")[0].content_hash == real


def test_zero_byte_files_are_failures_and_bad_content_is_left_to_extraction(
    tmp_path: Path,
) -> None:
    expected = make_bad_pdfs(tmp_path / "bad")
    items = list(PdfFolderProvider().iter_papers(str(tmp_path / "bad")))
    failures = [i for i in items if isinstance(i, SourceFailure)]
    assert [(Path(f.locator).name, f.reason) for f in failures] == [("zero-bytes.pdf", "empty")]
    assert len(items) == len(expected)


def test_sources(tmp_path: Path) -> None:
    provider = make_pdf_folder({"hash_cache": str(tmp_path / "h.json")})
    single = write_paper(tmp_path / "one.pdf")
    assert provider.handles(str(tmp_path)) and provider.handles(str(single))
    assert not provider.handles(str(tmp_path / "missing"))
    assert not provider.handles("arxiv:2401.00001")
    assert provider_for(str(tmp_path), [provider]) is provider
    assert len(list(provider.iter_papers(str(single)))) == 1
    assert provider.count(str(tmp_path)) == 1 and provider.count(str(tmp_path / "no")) is None
    with pytest.raises(SourceError, match="does not exist"):
        list(provider.iter_papers(str(tmp_path / "missing")))
    with pytest.raises(SourceError, match="no data provider"):
        provider_for("ftp://example/papers", [provider])
