"""``tapyre papers ingest|stats|show|delete|failures|demo`` through the real CLI.

The host carries the paper-search plugins plus a test plugin with the hash
embedder, so the commands run in seconds; the quickstart test with the real
all-MiniLM-L6-v2 lives in ``test_cli_quickstart.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from light_imports import HEAVY, heavy_imports
from pipeline_helpers import PAPERS_HARD, hash_host
from tapyre import Host
from tapyre.cli import cli


class _Papers:
    """``tapyre papers ARGS…`` on one host."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def __call__(self, *args: str, input: str | None = None) -> Result:
        return CliRunner().invoke(cli, ["papers", *args], obj=self.host, input=input)

    def paper_id(self, title_start: str) -> str:
        from tapyre_paper_search import parts
        from tapyre_paper_search.settings import PaperSearchSettings
        from tapyre_paper_search.store.sql import SqlMetadataStore

        settings = PaperSearchSettings.from_config(self.host.config)
        metadata = parts.metadata_store(self.host, settings)  # the commands' own store
        assert isinstance(metadata, SqlMetadataStore)
        for paper_id in metadata.paper_ids():
            record = metadata.get_paper(paper_id, with_chunks=False)
            if record is not None and record.metadata.title.startswith(title_start):
                return str(paper_id)
        raise AssertionError(f"no paper titled {title_start}…")


@pytest.fixture
def papers(tmp_path: Path) -> _Papers:
    return _Papers(hash_host(tmp_path / "data", workers=1))


def test_demo_then_ingest_then_inspect(tmp_path: Path, papers: _Papers) -> None:
    demo = papers("demo", str(tmp_path / "pdfs"))
    assert demo.exit_code == 0, demo.output
    assert len(list((tmp_path / "pdfs").glob("*.pdf"))) == 6
    assert "tapyre papers ingest" in demo.output

    ingest = papers("ingest", str(tmp_path / "pdfs"))
    assert ingest.exit_code == 0, ingest.output
    assert "6 papers stored, 0 skipped (unchanged), 0 failed" in ingest.output
    assert "pages/s" in ingest.output

    again = papers("ingest", str(tmp_path / "pdfs"), "--json")
    assert again.exit_code == 0, again.output
    data = json.loads(again.output)
    assert (data["stored"], data["skipped"]) == (0, 6)

    stats = papers("stats", "--json")
    assert stats.exit_code == 0, stats.output
    numbers = json.loads(stats.output)
    assert numbers["papers"] == 6
    assert numbers["vectors"] == numbers["chunks"] + 6
    assert numbers["published"] == "2018-05-09 … 2023-06-30"
    assert numbers["dense_embedder"] == "test-hash-32"

    plain = papers("stats")
    assert "papers" in plain.output and "vectors" in plain.output


def test_show_and_delete(tmp_path: Path, papers: _Papers) -> None:
    papers("demo", str(tmp_path / "pdfs"))
    assert papers("ingest", "-q", str(tmp_path / "pdfs")).exit_code == 0
    paper_id = papers.paper_id("Street Trees")

    shown = papers("show", paper_id, "--chunks")
    assert shown.exit_code == 0, shown.output
    assert "Street Trees and Surface Temperature" in shown.output
    assert "Camila Rojas, Viktor Halvorsen" in shown.output
    assert "[0] p. 1" in shown.output

    as_json = json.loads(papers("show", paper_id, "--json").output)
    assert as_json["year"] == 2023 and as_json["chunk_count"] == len(as_json["chunks"])

    assert papers("delete", paper_id, input="n\n").exit_code == 1  # not confirmed
    deleted = papers("delete", "--yes", paper_id)
    assert deleted.exit_code == 0, deleted.output
    assert f"deleted {paper_id}" in deleted.output
    stats = json.loads(papers("stats", "--json").output)
    assert stats["papers"] == 5 and stats["vectors"] == stats["chunks"] + 5

    missing = papers("show", paper_id)
    assert missing.exit_code == 1
    assert f"no stored paper with id {paper_id!r}" in missing.output


def test_list_pages_through_the_papers_with_filters(tmp_path: Path, papers: _Papers) -> None:
    papers("demo", str(tmp_path / "pdfs"))
    assert papers("ingest", "-q", str(tmp_path / "pdfs")).exit_code == 0

    by_title = papers("list", "--sort", "title", "--limit", "4")
    assert by_title.exit_code == 0, by_title.output
    lines = by_title.output.splitlines()
    assert lines[-1] == "Papers 1–4 of 6; next: --offset 4."
    titles = [line.split(None, 2)[2] for line in lines[:-1] if not line.startswith(" ")]
    assert len(titles) == 4 and titles == sorted(titles, key=str.casefold)
    rest = papers("list", "--sort", "title", "--offset", "4")
    assert rest.output.splitlines()[-1] == "Papers 5–6 of 6."

    page = json.loads(papers("list", "--sort", "date", "--json").output)
    assert page["total"] == 6 and page["descending"] is True
    years = [p["year"] for p in page["papers"]]
    assert years == sorted(years, reverse=True)
    oldest = json.loads(papers("list", "--sort", "date", "--asc", "--json").output)
    assert oldest["papers"][0]["paper_id"] == page["papers"][-1]["paper_id"]

    by_author = json.loads(papers("list", "--author", "camila rojas", "--json").output)
    (only,) = by_author["papers"]
    assert only["title"].startswith("Street Trees and Surface Temperature")
    assert papers("list", "--year-from", "2030").output.strip() == "No papers."
    bad = papers("list", "--year-from", "2023", "--year-to", "2020")
    assert bad.exit_code == 1 and "year range 2023–2020 is empty" in bad.output


def test_show_displays_layout_authors_and_both_titles(tmp_path: Path, papers: _Papers) -> None:
    from front_matter_pdfs import (
        PAPERS,
        PROCEEDINGS,
        write_headingless_abstract,
        write_journal_appended,
    )

    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_journal_appended(folder / "journal.pdf", PAPERS[0])
    write_headingless_abstract(folder / "headingless.pdf", PAPERS[2])
    assert papers("ingest", "-q", str(folder)).exit_code == 0

    shown = papers("show", papers.paper_id("Disk-Based"))
    assert shown.exit_code == 0, shown.output
    assert shown.output.startswith(PAPERS[0].title)
    assert "also titled" in shown.output and "IEEE Transactions on" in shown.output
    assert "authors     Edward Chang, Avideh Zakhor" in shown.output
    assert PROCEEDINGS not in shown.output

    inferred = papers("show", papers.paper_id("Sleep Spindles"), "--json")
    data = json.loads(inferred.output)
    assert data["authors"] == list(PAPERS[2].authors)
    assert data["abstract"] == PAPERS[2].abstract and data["abstract_inferred"] is True
    assert "abstract inferred" in papers("show", data["paper_id"]).output


def test_force_reingest_updates_records_without_duplicates(tmp_path: Path, papers: _Papers) -> None:
    import sqlalchemy as sa
    from front_matter_pdfs import PAPERS, write_cover_page, write_proceedings_metadata
    from tapyre_paper_search import parts
    from tapyre_paper_search.settings import PaperSearchSettings
    from tapyre_paper_search.store.sql import SqlMetadataStore

    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_proceedings_metadata(folder / "a.pdf", PAPERS[0])
    write_cover_page(folder / "b.pdf", PAPERS[1])
    assert papers("ingest", "-q", str(folder)).exit_code == 0
    before = json.loads(papers("stats", "--json").output)
    paper_id = papers.paper_id("Disk-Based")

    # What an older version stored: the metadata title, no authors, no second title.
    settings = PaperSearchSettings.from_config(papers.host.config)
    metadata = parts.metadata_store(papers.host, settings)  # the commands' own store
    assert isinstance(metadata, SqlMetadataStore)
    with metadata.engine.begin() as conn:
        conn.execute(
            sa.text("UPDATE papers SET title = :t, other_title = NULL WHERE paper_id = :p"),
            {"t": "Proceedings of the 45th Annual Meeting", "p": paper_id},
        )
        conn.execute(sa.text("DELETE FROM paper_authors WHERE paper_id = :p"), {"p": paper_id})
    unchanged = json.loads(papers("ingest", str(folder), "--json").output)
    assert (unchanged["stored"], unchanged["skipped"]) == (0, 2)

    forced = json.loads(papers("ingest", str(folder), "--force", "--json").output)
    assert (forced["stored"], forced["skipped"]) == (2, 0)
    after = json.loads(papers("stats", "--json").output)
    for key in ("papers", "chunks", "vectors", "authors"):
        assert after[key] == before[key], key
    record = json.loads(papers("show", paper_id, "--json").output)
    assert record["title"] == PAPERS[0].title
    assert record["other_title"].startswith("Proceedings of the 45th Annual Meeting")
    assert record["authors"] == list(PAPERS[0].authors)


def test_failures_are_listed_with_their_reason(tmp_path: Path, papers: _Papers) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    (folder / "empty.pdf").write_bytes(b"")
    (folder / "notes.pdf").write_text("not a pdf")
    if PAPERS_HARD.is_dir():
        (folder / "good.pdf").write_bytes(next(PAPERS_HARD.glob("*.pdf")).read_bytes())
    result = papers("ingest", str(folder))
    assert result.exit_code == 0, result.output
    assert "2 failed" in result.output
    assert "tapyre papers failures" in result.output

    listed = papers("failures")
    assert listed.exit_code == 0
    assert "empty" in listed.output and "not-a-pdf" in listed.output
    rows = json.loads(papers("failures", "--json").output)
    assert {Path(r["locator"]).name: r["reason"] for r in rows} == {
        "empty.pdf": "empty",
        "notes.pdf": "not-a-pdf",
    }

    # A second run does not read them again, and the list does not grow.
    again = papers("ingest", str(folder))
    assert "2 failed before (not retried)" in again.output
    assert len(json.loads(papers("failures", "--json").output)) == 2


def test_unknown_sources_and_options_fail_with_one_line(tmp_path: Path, papers: _Papers) -> None:
    result = papers("ingest", str(tmp_path / "nothing-here"))
    assert result.exit_code == 1
    assert "nothing-here' does not exist" in result.output
    bad_range = papers("ingest", "arxiv:2401.00500..2401.00001")
    assert bad_range.exit_code == 1
    assert bad_range.output.splitlines()[-1].startswith("error: invalid arXiv range")
    assert "Traceback" not in bad_range.output
    bad_workers = papers("ingest", "--workers", "many", str(tmp_path))
    assert bad_workers.exit_code == 2
    assert "--workers" in bad_workers.output


def test_papers_help_imports_nothing_heavy() -> None:
    code = (
        "from click.testing import CliRunner\n"
        "from tapyre_paper_search.cli import papers\n"
        "result = CliRunner().invoke(papers, ['--help'])\n"
        "assert result.exit_code == 0, result.output\n"
    )
    assert heavy_imports(code, HEAVY) == "[]"
