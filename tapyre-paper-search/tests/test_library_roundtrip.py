"""The reference-library round trip through the CLI: a BibTeX file and a Zotero
library built here are ingested with their PDFs and exported again, equal in
title, authors, year and DOI; the same paper from both sources is stored once."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_child import child_host
from click.testing import CliRunner, Result
from pdf_samples import write_paper
from tapyre import Host
from tapyre.cli import cli
from tapyre_paper_search.library.bibtex import read_bibtex
from tapyre_paper_search.library.export import export_references
from tapyre_paper_search.library.reference import LibraryEntry, reference_from_metadata
from zotero_library import ZoteroLibrary, zotero_date

BIB = """\
@article{berg2021,
  title = {Street Trees Cool Cities},
  author = {van der Berg, Anna-Maria and M{\\"u}ller, J{\\"o}rg},
  journal = {Urban Climate},
  year = {2021},
  doi = {10.1234/trees.2021},
  file = {:pdfs/trees.pdf:PDF},
}

@inproceedings{lovelace2019,
  title = {Sparse Retrieval for Scientific Claims},
  author = {Lovelace, Ada and Turing, Alan},
  booktitle = {Proceedings of the Workshop on Claims},
  year = {2019},
  doi = {10.5555/claims.7},
  file = {Full Text PDF:pdfs/claims.pdf:application/pdf},
}
"""

EXPECTED = {
    "doi:10.1234/trees.2021": (
        "Street Trees Cool Cities",
        ("Anna-Maria van der Berg", "Jörg Müller"),
        2021,
        "10.1234/trees.2021",
    ),
    "doi:10.5555/claims.7": (
        "Sparse Retrieval for Scientific Claims",
        ("Ada Lovelace", "Alan Turing"),
        2019,
        "10.5555/claims.7",
    ),
    "doi:10.7777/heat.42": (
        "Heat Islands and Green Roofs",
        ("Grace Hopper", "Urban Climate Lab"),
        2020,
        "10.7777/heat.42",
    ),
}


def _run(host: Host, *args: str) -> Result:
    result = CliRunner().invoke(cli, ["papers", *args], obj=host)
    assert result.exit_code == 0, result.output
    return result


@pytest.fixture
def sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "pdfs").mkdir()
    write_paper(tmp_path / "pdfs" / "trees.pdf", title="Street Trees Cool Cities", pages=2)
    write_paper(tmp_path / "pdfs" / "claims.pdf", title="Sparse Retrieval for Scientific Claims")
    bib = tmp_path / "refs.bib"
    bib.write_text(BIB, encoding="utf-8")
    zotero = ZoteroLibrary(tmp_path / "Zotero")
    heat, _ = zotero.add_item(
        "journalArticle",
        {
            "title": "Heat Islands and Green Roofs",
            "DOI": "10.7777/heat.42",
            "date": zotero_date("2020-07-00", "July 2020"),
            "publicationTitle": "Climate",
        },
        [("author", "Grace", "Hopper"), ("author", None, "Urban Climate Lab")],
    )
    zotero.add_stored_pdf(heat, write_paper(tmp_path / "heat.pdf", title="Heat Islands"))
    # The BibTeX file's first paper again, in Zotero with the same DOI: stored once.
    again, _ = zotero.add_item(
        "journalArticle",
        {
            "title": "Street Trees Cool Cities",
            "DOI": "10.1234/TREES.2021",
            "date": zotero_date("2021-00-00", "2021"),
        },
        [("author", "Anna-Maria", "van der Berg"), ("author", "Jörg", "Müller")],
    )
    zotero.add_stored_pdf(again, tmp_path / "pdfs" / "trees.pdf")
    zotero.close()
    return bib, zotero.data_dir


def test_bibtex_and_zotero_round_trip(tmp_path: Path, sources: tuple[Path, Path]) -> None:
    bib, zotero_dir = sources
    host = child_host(tmp_path / "data")
    _run(host, "ingest", str(bib))
    _run(host, "ingest", f"zotero:{zotero_dir}")

    from tapyre_paper_search import parts
    from tapyre_paper_search.settings import PaperSearchSettings

    settings = PaperSearchSettings.from_config(host.config)
    store = parts.metadata_store(host, settings)
    assert store.stats().papers == 3  # the paper in both libraries is stored once
    records = store.get_papers(EXPECTED)
    assert sorted(records) == sorted(EXPECTED)
    assert all(record.page_count > 0 for record in records.values())  # the PDFs were read

    references = [reference_from_metadata(records[paper_id].metadata) for paper_id in EXPECTED]
    exported = export_references(references, "bibtex")
    read_back = [
        e.reference for e in read_bibtex(exported, "export.bib") if isinstance(e, LibraryEntry)
    ]
    got = {
        paper_id: (r.title, tuple(a.display for a in r.authors), r.year, (r.doi or "").lower())
        for paper_id, r in zip(EXPECTED, read_back, strict=True)
    }
    assert got == EXPECTED
