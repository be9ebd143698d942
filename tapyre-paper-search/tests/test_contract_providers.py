"""Every built-in data provider passes the conformance suite a third-party provider runs:
``pdf-folder`` over PDFs the test writes, ``arxiv`` against a loopback server that
answers like arXiv (``fake_arxiv.py``), ``arxiv-metadata`` over a snapshot file."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_arxiv import FakeArxiv, FakePaper, serve
from pdf_samples import write_paper
from tapyre_paper_search.providers import make_arxiv, make_arxiv_metadata, make_pdf_folder
from tapyre_paper_search.testing.contracts import PaperProviderContract, ProviderCase


class TestPdfFolder(PaperProviderContract):
    @pytest.fixture
    def provider_case(self, tmp_path: Path) -> ProviderCase:
        folder = tmp_path / "pdfs"
        (folder / "nested").mkdir(parents=True)
        write_paper(folder / "one.pdf", title="Street Trees Cool Cities")
        write_paper(folder / "nested" / "two.pdf", title="Sleep Spindles and Memory")
        (folder / "empty.pdf").write_bytes(b"")  # a failure among the papers
        return ProviderCase(make_pdf_folder({}), str(folder), str(tmp_path / "missing"))


class TestArxiv(PaperProviderContract):
    @pytest.fixture
    def arxiv(self, tmp_path: Path) -> Iterator[FakeArxiv]:
        with serve() as fake:
            for i, title in enumerate(("Street Trees Cool Cities", "Sleep Spindles"), 1):
                pdf = write_paper(tmp_path / f"{i}.pdf", title=title)
                fake.add(FakePaper(f"2401.0000{i}", pdf, title=title))
            yield fake

    @pytest.fixture
    def provider_case(self, arxiv: FakeArxiv, tmp_path: Path) -> ProviderCase:
        provider = make_arxiv(
            {
                "cache_dir": str(tmp_path / "cache"),
                "api_url": f"{arxiv.base_url}/api/query",
                "pdf_url": f"{arxiv.base_url}/pdf/{{id}}",
                "rate_limit_s": 0.01,
                "backoff_s": 0.01,
                "timeout_s": 5.0,
            }
        )
        # 2401.00003 is unknown to the server: a failure (http-404) among the papers
        return ProviderCase(
            provider, "arxiv:2401.00001..2401.00003", "arxiv:2401.00009..2401.00001"
        )


class TestArxivMetadata(PaperProviderContract):
    @pytest.fixture
    def provider_case(self, tmp_path: Path) -> ProviderCase:
        records = [
            {
                "id": "2401.00001",
                "title": "Street trees cool cities",
                "abstract": "Shade lowers surface temperatures.",
                "authors": "Ada Lovelace, Alan Turing",
                "categories": "physics.ao-ph",
                "versions": [{"version": "v1", "created": "Mon, 1 Jan 2024 00:00:00 GMT"}],
            },
            {"id": "2401.00002", "title": "", "abstract": ""},  # empty: a failure
            {
                "id": "2401.00003",
                "title": "Sleep spindles",
                "abstract": "Spindles predict recall.",
                "authors": "Grace Hopper",
                "categories": "q-bio.NC",
                "versions": [{"version": "v2", "created": "Tue, 2 Jan 2024 00:00:00 GMT"}],
            },
        ]
        dump = tmp_path / "snapshot.jsonl"
        dump.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        return ProviderCase(make_arxiv_metadata({}), str(dump), str(tmp_path / "absent.jsonl"))
