"""The reference-library providers pass the data-provider conformance suite: ``bibtex`` and
``ris`` over files the test writes, ``zotero`` over a Zotero-format library
(``zotero_library.py``), ``zotero-web`` against a faithful Zotero Web API on
loopback (``fake_zotero_api.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_zotero_api import API_KEY, FakeZoteroApi, serve_zotero
from pdf_samples import write_paper
from tapyre_paper_search.providers import make_bibtex, make_ris, make_zotero, make_zotero_web
from tapyre_paper_search.testing.contracts import PaperProviderContract, ProviderCase
from zotero_library import ZoteroLibrary, zotero_date


class TestBibtex(PaperProviderContract):
    @pytest.fixture
    def provider_case(self, tmp_path: Path) -> ProviderCase:
        write_paper(tmp_path / "trees.pdf", title="Street Trees Cool Cities")
        bib = tmp_path / "refs.bib"
        bib.write_text(
            "@article{trees, title={Street Trees Cool Cities}, author={Berg, Anna}, year=2021,"
            " doi={10.1234/trees}, file={:trees.pdf:PDF}}\n"
            "@misc{sleep, title={Sleep Spindles}, author={Brandt, Hannah}, year=2018}\n"
            "@article{broken, title={Unbalanced {brace, year=2020}\n",  # a failure
            encoding="utf-8",
        )
        return ProviderCase(make_bibtex({}), str(bib), str(tmp_path / "absent.bib"))


class TestRis(PaperProviderContract):
    @pytest.fixture
    def provider_case(self, tmp_path: Path) -> ProviderCase:
        pdf = write_paper(tmp_path / "trees.pdf", title="Street Trees Cool Cities")
        ris = tmp_path / "refs.ris"
        ris.write_text(
            "TY  - JOUR\nTI  - Street Trees Cool Cities\nAU  - Berg, Anna\nPY  - 2021\n"
            f"L1  - {pdf.as_uri()}\nER  - \n\n"
            "TY  - JOUR\nTI  - Sleep Spindles\nAU  - Brandt, Hannah\nPY  - 2018\nER  - \n\n"
            "TY  - JOUR\nAU  - Nobody, A\nER  - \n",  # no title: a failure
            encoding="utf-8",
        )
        return ProviderCase(make_ris({}), str(ris), str(tmp_path / "absent.ris"))


class TestZoteroLocal(PaperProviderContract):
    @pytest.fixture
    def provider_case(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ProviderCase:
        monkeypatch.setenv("HOME", str(tmp_path / "home"))
        library = ZoteroLibrary(tmp_path / "Zotero")
        item, _ = library.add_item(
            "journalArticle",
            {"title": "Street Trees Cool Cities", "date": zotero_date("2021-06-00", "June 2021")},
            [("author", "Anna", "Berg")],
        )
        library.add_stored_pdf(item, write_paper(tmp_path / "trees.pdf"))
        library.add_item("preprint", {"title": "Sleep Spindles", "archiveID": "arXiv:2401.00002"})
        library.add_item("journalArticle", {"DOI": "10.1234/untitled"})  # a failure
        library.close()
        return ProviderCase(
            make_zotero({}), f"zotero:{library.data_dir}", f"zotero:{tmp_path / 'missing'}"
        )


class TestZoteroWeb(PaperProviderContract):
    @pytest.fixture
    def api(self, tmp_path: Path) -> Iterator[FakeZoteroApi]:
        pytest.importorskip("pyzotero", reason="the zotero extra (pyzotero) is not installed")
        with serve_zotero(FakeZoteroApi()) as running:
            library = running.library("user", 123456)
            for key, title in (("AAAA2345", "Street Trees Cool Cities"), ("BBBB2345", "Sleep")):
                library.add_item({"key": key, "itemType": "journalArticle", "title": title,
                                  "creators": [], "date": "2021"})  # fmt: skip
            pdf = write_paper(tmp_path / "trees.pdf")
            library.add_pdf("AAAA2345", "PDFK2345", pdf.read_bytes(), "trees.pdf")
            yield running

    @pytest.fixture
    def provider_case(self, api: FakeZoteroApi, tmp_path: Path) -> ProviderCase:
        provider = make_zotero_web(
            {"api_url": api.base_url, "api_key": API_KEY, "cache_dir": str(tmp_path / "cache")}
        )
        # users/999 is not a library the key can read: refused up front
        return ProviderCase(provider, "zotero-web:users/123456", "zotero-web:users/999")
