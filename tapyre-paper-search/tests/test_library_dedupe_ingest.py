"""Library entries against papers already stored, through ``tapyre papers ingest``: the
same paper is stored once, whichever source brought it first, and full text is
never traded for metadata."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_child import child_host
from click.testing import CliRunner, Result
from pdf_samples import write_paper
from tapyre import Host
from tapyre.cli import cli
from tapyre_paper_search.records import PaperRecord


def _ingest(host: Host, *sources: str) -> Result:
    result = CliRunner().invoke(cli, ["papers", "ingest", *sources], obj=host)
    assert result.exit_code == 0, result.output
    return result


def _ingest_file(host: Host, path: Path, text: str) -> Result:
    """Write ``text`` (a library file, a metadata dump) to ``path`` and ingest it."""
    path.write_text(text, encoding="utf-8")
    return _ingest(host, str(path))


def _stored(host: Host) -> dict[str, PaperRecord]:
    from tapyre_paper_search import parts
    from tapyre_paper_search.settings import PaperSearchSettings

    store = parts.metadata_store(host, PaperSearchSettings.from_config(host.config))
    return store.get_papers(list(store.paper_ids()), with_chunks=False)  # type: ignore[attr-defined]


@pytest.fixture
def host(tmp_path: Path) -> Host:
    return child_host(tmp_path / "data")


def test_a_bib_entry_attaching_a_stored_pdf_gives_it_the_librarys_metadata(
    host: Host, tmp_path: Path
) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "trees.pdf", title="Street Trees Cool Cities")
    _ingest(host, str(folder))
    [(pdf_id, before)] = _stored(host).items()
    assert pdf_id.startswith("sha256:") and before.metadata.source == "pdf-folder"

    _ingest_file(
        host,
        tmp_path / "refs.bib",
        "@article{berg2021, title={Street Trees Cool Cities}, author={van der Berg, Anna},"
        " journal={Urban Climate}, year=2021, doi={10.1234/trees}, file={:pdfs/trees.pdf:PDF}}\n",
    )
    [(paper_id, after)] = _stored(host).items()
    assert paper_id == pdf_id  # one paper, the id it had
    assert after.metadata.source == "bibtex" and after.metadata.doi == "10.1234/trees"
    assert after.metadata.authors == ("Anna van der Berg",) and after.page_count > 0

    again = _ingest(host, "--json", str(folder))
    summary = json.loads(again.stdout)
    assert (summary["stored"], summary["skipped"]) == (0, 1)
    [(_, kept)] = _stored(host).items()
    assert kept.metadata.source == "bibtex"  # the folder's copy does not take it back


def test_an_entry_without_pdf_never_replaces_a_full_text(host: Host, tmp_path: Path) -> None:
    folder = tmp_path / "arxiv-pdfs"
    folder.mkdir()
    write_paper(folder / "2401.00001.pdf", title="Attention, Again")  # an arXiv-named PDF
    _ingest(host, str(folder))
    result = _ingest_file(
        host,
        tmp_path / "refs.bib",
        "@misc{again, title={Attention, Again}, author={Vaswani, Ashish}, year=2024,"
        " eprint={2401.00001}, archivePrefix={arXiv}}\n",
    )
    assert "stored from pdf-folder with its full text" in result.output
    [(paper_id, kept)] = _stored(host).items()
    assert paper_id == "2401.00001" and kept.metadata.source == "pdf-folder"


def test_a_doi_finds_the_paper_stored_under_its_arxiv_id(host: Host, tmp_path: Path) -> None:
    _ingest_file(
        host,
        tmp_path / "snapshot.jsonl",
        json.dumps(
            {
                "id": "2401.00007",
                "title": "Green Roofs",
                "abstract": "Roofs with plants cool buildings.",
                "authors": "Grace Hopper",
                "doi": "10.7777/ROOFS.1",
                "categories": "physics.ao-ph",
                "versions": [{"version": "v1", "created": "Mon, 1 Jan 2024 00:00:00 GMT"}],
            }
        )
        + "\n",
    )
    _ingest_file(
        host,
        tmp_path / "refs.ris",
        "TY  - JOUR\nTI  - Green Roofs\nAU  - Hopper, Grace\nPY  - 2024\nT2  - Climate\n"
        "DO  - 10.7777/roofs.1\nER  - \n",
    )
    [(paper_id, stored)] = _stored(host).items()
    assert paper_id == "2401.00007"  # found by its DOI, not stored again as doi:…
    assert stored.metadata.source == "ris" and stored.metadata.journal_ref == "Climate"
