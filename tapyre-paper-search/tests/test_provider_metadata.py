"""The arxiv-metadata provider: snapshot records and plain {id,title,abstract} lines."""

from __future__ import annotations

import gzip
import json
import tracemalloc
from datetime import date
from pathlib import Path

import pytest
from tapyre_paper_search.providers import make_arxiv_metadata
from tapyre_paper_search.providers.metadata import (
    MetadataFileProvider,
    RecordFilter,
    default_source_name,
)
from tapyre_paper_search.records import SourceFailure, SourcePaper


def papers(provider: MetadataFileProvider, path: Path) -> list[SourcePaper]:
    return [i for i in provider.iter_papers(str(path)) if isinstance(i, SourcePaper)]


def test_reads_the_arxiv_snapshot_sample(shared_data: Path) -> None:
    path = shared_data / "arxiv-metadata-sample.jsonl"
    items = list(MetadataFileProvider().iter_papers(str(path)))
    assert len(items) == 200 and all(isinstance(i, SourcePaper) for i in items)
    first = items[0]
    assert isinstance(first, SourcePaper) and first.pdf_path is None
    meta = first.metadata
    assert meta.paper_id == "0704.0001"
    assert meta.title == (
        "Calculation of prompt diphoton production cross sections at Tevatron and LHC energies"
    )
    assert meta.abstract.startswith("A fully differential calculation in perturbative quantum")
    assert "\n" not in meta.abstract
    assert meta.authors[0] == "C. Balázs" and len(meta.authors) == 4
    assert meta.categories == ("hep-ph",)
    assert meta.published == date(2007, 4, 2) and meta.updated == date(2008, 11, 26)
    assert meta.version == "v2" and meta.doi == "10.1103/PhysRevD.76.013009"
    assert meta.journal_ref == "Phys.Rev.D76:013009,2007"
    assert first.locator.endswith("arxiv-metadata-sample.jsonl:1")
    assert len({i.content_hash for i in items if isinstance(i, SourcePaper)}) == 200


def test_filters_by_category_prefix_and_date(shared_data: Path) -> None:
    path = shared_data / "arxiv-metadata-sample.jsonl"
    physics = papers(make_arxiv_metadata({"categories": ["hep-ph", "astro-ph"]}), path)
    assert physics and all(
        any(c == "hep-ph" or c.startswith("astro-ph") for c in p.metadata.categories)
        for p in physics
    )
    cond_mat = papers(make_arxiv_metadata({"categories": "cond-mat"}), path)
    assert cond_mat and all(
        any(c.startswith("cond-mat.") for c in p.metadata.categories) for p in cond_mat
    )
    dated = papers(make_arxiv_metadata({"date_from": "2007-04-02", "date_to": "2007-04-02"}), path)
    assert dated and {p.metadata.published for p in dated} == {date(2007, 4, 2)}
    assert len(dated) < 200


def test_reads_plain_records_of_scifact(shared_data: Path) -> None:
    path = shared_data / "scifact-dev" / "corpus.jsonl"
    items = list(MetadataFileProvider().iter_papers(str(path)))
    assert len(items) == 5183 == MetadataFileProvider().count(str(path))
    first = items[0]
    assert isinstance(first, SourcePaper)
    assert first.metadata.paper_id == "scifact:4983"
    assert first.metadata.title.startswith("Microstructural development of human newborn")
    assert first.metadata.abstract.startswith("Alterations of the architecture")
    assert first.metadata.source == "scifact"


def test_gzip_bad_lines_and_shapes(tmp_path: Path) -> None:
    lines = [
        json.dumps({"_id": "d1", "title": "T", "text": "Body one."}),
        "{not json",
        json.dumps(["a", "list"]),
        json.dumps({"title": "no id"}),
        json.dumps({"id": "d2", "title": "", "abstract": ""}),
        "",
        json.dumps({"id": 7, "title": "Sentences", "abstract": ["One.", "Two."]}),
    ]
    path = tmp_path / "nfcorpus-test.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    items = list(MetadataFileProvider().iter_papers(str(path)))
    assert MetadataFileProvider().count(str(path)) is None  # gzip: not counted
    kinds = [(type(i).__name__, getattr(i, "reason", "")) for i in items]
    assert kinds == [
        ("SourcePaper", ""),
        ("SourceFailure", "bad-record"),
        ("SourceFailure", "bad-record"),
        ("SourceFailure", "bad-record"),
        ("SourceFailure", "empty"),
        ("SourcePaper", ""),
    ]
    assert isinstance(items[1], SourceFailure) and items[1].locator.endswith(".jsonl.gz:2")
    assert isinstance(items[0], SourcePaper) and items[0].metadata.paper_id == "nfcorpus:d1"
    last = items[-1]
    assert isinstance(last, SourcePaper) and last.metadata.abstract == "One. Two."


def test_streams_in_constant_memory(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    record = {"id": "0", "title": "A title", "abstract": ("a" * 999 + " ") * 30}
    with path.open("w") as handle:
        for i in range(1_000):
            record["id"] = str(i)
            handle.write(json.dumps(record) + "\n")
    tracemalloc.start()
    count = sum(1 for _ in MetadataFileProvider().iter_papers(str(path)))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert count == 1_000
    assert path.stat().st_size > 30_000_000
    assert peak < 2_000_000  # a few records' worth, not the file


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("data/scifact-dev/corpus.jsonl", "scifact"),
        ("x/nfcorpus.jsonl.gz", "nfcorpus"),
        ("x/arxiv-metadata-oai-snapshot.json", "arxiv-metadata-oai-snapshot"),
        ("trec covid/corpus.jsonl", "trec-covid"),
    ],
)
def test_default_source_name(path: str, name: str, tmp_path: Path) -> None:
    full = tmp_path / path
    full.parent.mkdir(parents=True)
    assert default_source_name(full) == name


def test_handles_and_record_filter(tmp_path: Path) -> None:
    path = tmp_path / "x.jsonl"
    path.write_text("")
    provider = MetadataFileProvider(record_filter=RecordFilter(categories=("cs",)))
    assert provider.handles(str(path))
    assert not provider.handles(str(tmp_path))
    assert not provider.handles(str(tmp_path / "missing.jsonl"))
    assert list(provider.iter_papers(str(path))) == []


def test_titles_keep_printed_dashes_like_pdf_titles(tmp_path: Path) -> None:
    # Titles from a dump keep the en dash and minus sign as the PDF path does;
    # a typographic hyphen (U+2010) still becomes "-".
    snapshot = {
        "id": "2101.00001",
        "title": "Gene\u2013environment effects at \u22124 \u00b0C in\u2010vitro",
        "abstract": "Short.",
        "authors_parsed": [["Doe", "J", ""]],
        "versions": [{"version": "v1", "created": "Mon, 4 Jan 2021 00:00:00 GMT"}],
    }
    plain = {"id": "p1", "title": "Range 1990\u20132010", "abstract": "Body."}
    dump = tmp_path / "arxiv-metadata.jsonl"
    dump.write_text(json.dumps(snapshot) + "\n", encoding="utf-8")
    plain_dump = tmp_path / "scifact.jsonl"
    plain_dump.write_text(json.dumps(plain) + "\n", encoding="utf-8")
    (first,) = papers(MetadataFileProvider(), dump)
    assert first.metadata.title == "Gene\u2013environment effects at \u22124 \u00b0C in-vitro"
    (second,) = papers(MetadataFileProvider(), plain_dump)
    assert second.metadata.title == "Range 1990\u20132010"
