"""The reference-library round trip through the CLI: a BibTeX file and a Zotero
library built here are ingested with their PDFs and exported again, equal in
title, authors, year and DOI; the same paper from both sources is stored once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_child import child_host
from click.testing import CliRunner, Result
from pdf_samples import write_paper
from tapyre import Host
from tapyre.cli import cli
from tapyre_paper_search.library.bibtex import read_bibtex
from tapyre_paper_search.library.reference import LibraryEntry
from tapyre_paper_search.library.ris import read_ris
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


@pytest.fixture
def bib_host(tmp_path: Path, sources: tuple[Path, Path]) -> Host:
    """A test host that has ingested the BibTeX file of :func:`sources`."""
    host = child_host(tmp_path / "data")
    _run(host, "ingest", str(sources[0]))
    return host


def test_bibtex_and_zotero_round_trip(
    tmp_path: Path, bib_host: Host, sources: tuple[Path, Path]
) -> None:
    host = bib_host
    _run(host, "ingest", f"zotero:{sources[1]}")

    from tapyre_paper_search import parts
    from tapyre_paper_search.settings import PaperSearchSettings

    settings = PaperSearchSettings.from_config(host.config)
    store = parts.metadata_store(host, settings)
    assert store.stats().papers == 3  # the paper in both libraries is stored once
    records = store.get_papers(EXPECTED)
    assert sorted(records) == sorted(EXPECTED)
    assert all(record.page_count > 0 for record in records.values())  # the PDFs were read

    exported = _run(host, "export", *EXPECTED, "--format", "bibtex").stdout
    read_back = [
        e.reference for e in read_bibtex(exported, "export.bib") if isinstance(e, LibraryEntry)
    ]
    got = {
        paper_id: (r.title, tuple(a.display for a in r.authors), r.year, (r.doi or "").lower())
        for paper_id, r in zip(EXPECTED, read_back, strict=True)
    }
    assert got == EXPECTED
    # The entries come back as they were: type, venue, key, and the PDF that was read.
    berg, lovelace, heat = read_back
    assert (berg.kind, berg.container, berg.key) == ("article-journal", "Urban Climate", "berg2021")
    assert (lovelace.kind, lovelace.container) == (
        "paper-conference",
        "Proceedings of the Workshop on Claims",
    )
    assert berg.pdfs == (str(tmp_path / "pdfs" / "trees.pdf"),)
    assert heat.pdfs[0].endswith("heat.pdf") and heat.key == "hopper2020heat"  # made on export
    # and RIS and CSL-JSON carry the same four fields
    ris = _run(host, "export", *EXPECTED, "--format", "ris").stdout
    from_ris = [e.reference for e in read_ris(ris, "x.ris") if isinstance(e, LibraryEntry)]
    assert [(r.title, r.year, (r.doi or "").lower()) for r in from_ris] == [
        (title, year, doi) for title, _, year, doi in EXPECTED.values()
    ]
    items = json.loads(_run(host, "export", *EXPECTED, "-f", "csl-json").stdout)
    assert [i["DOI"].lower() for i in items] == [doi for *_, doi in EXPECTED.values()]
    assert items[2]["author"][1] == {"literal": "Urban Climate Lab"}


def test_export_selections_prefixes_files_and_errors(tmp_path: Path, bib_host: Host) -> None:
    host = bib_host
    everything = _run(host, "export").stdout
    assert everything.count("\n@") + everything.startswith("@") == 2  # every stored paper
    one = _run(host, "export", "10.5555/cla").stdout  # a unique prefix, its scheme left out
    assert "Sparse Retrieval for Scientific Claims" in one and "Street Trees" not in one
    target = tmp_path / "out" / "refs.ris"
    target.parent.mkdir()
    written = _run(host, "export", "--search", "street trees", "-k", "1", "-f", "ris", "-o",
                   str(target))  # fmt: skip
    assert written.stdout == "" and "Exported 1 paper(s) as ris" in written.stderr
    assert "TI  - Street Trees Cool Cities" in target.read_text(encoding="utf-8")
    missing = CliRunner().invoke(cli, ["papers", "export", "nope-nope"], obj=host)
    assert missing.exit_code == 1 and "no stored paper with id 'nope-nope'" in missing.stderr
    ambiguous = CliRunner().invoke(cli, ["papers", "export", "doi:10."], obj=host)
    assert ambiguous.exit_code == 1 and "matches several papers" in ambiguous.stderr


def test_show_similar_and_delete_take_unique_prefixes(bib_host: Host) -> None:
    host = bib_host
    shown = _run(host, "show", "--json", "10.5555/cla")
    assert json.loads(shown.stdout)["paper_id"] == "doi:10.5555/claims.7"
    similar = _run(host, "similar", "--json", "doi:10.5555")
    assert json.loads(similar.stdout)["similar_to"] == "doi:10.5555/claims.7"
    deleted = _run(host, "delete", "--yes", "10.1234/tr")
    assert deleted.stdout.strip() == "deleted doi:10.1234/trees.2021"
    short = CliRunner().invoke(cli, ["papers", "show", "10."], obj=host)
    assert short.exit_code == 1 and "A prefix needs at least 4 characters" in short.stderr
