"""The ``zotero-web`` provider (pyzotero) against a faithful Zotero Web API on loopback."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_zotero_api import API_KEY, FakeLibrary, FakeZoteroApi, serve_zotero
from pdf_samples import write_paper
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.providers.zotero_web import ZoteroWebProvider, parse_source
from tapyre_paper_search.records import SourceFailure, SourcePaper

pytest.importorskip("pyzotero", reason="the zotero extra (pyzotero) is not installed")


@pytest.fixture
def api() -> Iterator[FakeZoteroApi]:
    with serve_zotero(FakeZoteroApi()) as running:
        yield running


def _provider(api: FakeZoteroApi, tmp_path: Path, **settings: object) -> ZoteroWebProvider:
    return ZoteroWebProvider.from_settings(
        {
            "api_url": api.base_url,
            "api_key": API_KEY,
            "cache_dir": str(tmp_path / "cache"),
            **settings,
        }
    )


def _article(library: FakeLibrary, key: str, title: str, **fields: object) -> None:
    library.add_item(
        {
            "key": key,
            "itemType": "journalArticle",
            "title": title,
            "creators": [
                {"creatorType": "author", "firstName": "Anna", "lastName": "van der Berg"},
                {"creatorType": "author", "name": "Urban Lab"},
            ],
            "abstractNote": "",
            "publicationTitle": "Urban Climate",
            "date": "2021-06-15",
            "DOI": "",
            "url": "",
            "extra": "",
            **fields,
        }
    )


def test_items_attachments_and_downloaded_pdfs(api: FakeZoteroApi, tmp_path: Path) -> None:
    library = api.library("user", 123456)
    _article(library, "ABCD2345", "Street Trees Cool Cities", DOI="10.1234/Trees.2021")
    pdf = write_paper(tmp_path / "trees.pdf", title="Street Trees Cool Cities")
    library.add_pdf("ABCD2345", "PDFK2345", pdf.read_bytes(), "Berg - 2021 - Street Trees.pdf")
    library.add_item(
        {"key": "NOTE2345", "itemType": "note", "parentItem": "ABCD2345", "note": "<p>x</p>"}
    )
    _article(
        library,
        "TRSH2345",
        "Trashed",
    )
    library.trashed.add("TRSH2345")

    items = list(_provider(api, tmp_path).iter_papers("zotero-web:users/123456"))

    [paper] = items
    assert isinstance(paper, SourcePaper)
    meta = paper.metadata
    assert meta.paper_id == "doi:10.1234/trees.2021"
    assert meta.authors == ("Anna van der Berg", "Urban Lab")
    assert meta.published is not None and meta.published.isoformat() == "2021-06-15"
    assert meta.source == "zotero-web"
    assert paper.locator == "zotero-web:users/123456#ABCD2345"
    assert paper.pdf_path is not None and paper.pdf_path.read_bytes() == pdf.read_bytes()
    assert paper.pdf_path.name == "Berg - 2021 - Street Trees.pdf"
    assert "/users/123456/items/PDFK2345/file" in api.paths()
    assert "/storage/PDFK2345" in api.paths()


def test_pdfs_are_downloaded_once(api: FakeZoteroApi, tmp_path: Path) -> None:
    library = api.library("user", 1)
    _article(library, "ABCD2345", "Cached")
    pdf = write_paper(tmp_path / "a.pdf")
    library.add_pdf("ABCD2345", "PDFK2345", pdf.read_bytes(), "a.pdf")
    provider = _provider(api, tmp_path)
    first = list(provider.iter_papers("zotero-web:users/1"))
    second = list(provider.iter_papers("zotero-web:users/1"))
    assert api.paths().count("/users/1/items/PDFK2345/file") == 1
    assert isinstance(first[0], SourcePaper) and isinstance(second[0], SourcePaper)
    assert first[0].content_hash == second[0].content_hash


def test_pages_through_large_libraries(api: FakeZoteroApi, tmp_path: Path) -> None:
    library = api.library("group", 98765)
    for number in range(230):
        _article(library, f"K{number:07d}", f"Paper number {number}")
    items = list(_provider(api, tmp_path).iter_papers("zotero-web:groups/98765"))
    assert len(items) == 230
    starts = [q.get("start", ["0"])[0] for _, p, q in api.requests if p.endswith("/items/top")]
    assert starts == ["0", "100", "200"]


def test_collection_and_subcollections(api: FakeZoteroApi, tmp_path: Path) -> None:
    library = api.library("user", 7)
    library.add_collection("COLL2345", "Thesis")
    library.add_collection("SUBC2345", "Chapter 1", parent="COLL2345")
    library.add_collection("OTHR2345", "Other")
    _article(library, "AAAA2345", "In Thesis", collections=["COLL2345"])
    _article(library, "BBBB2345", "In Chapter", collections=["SUBC2345"])
    _article(library, "CCCC2345", "Elsewhere", collections=["OTHR2345"])
    provider = _provider(api, tmp_path)
    items = list(provider.iter_papers("zotero-web:users/7?collection=Thesis"))
    assert sorted(i.metadata.title for i in items if isinstance(i, SourcePaper)) == [
        "In Chapter",
        "In Thesis",
    ]
    with pytest.raises(SourceError, match="no collection 'Nope'"):
        list(provider.iter_papers("zotero-web:users/7?collection=Nope"))


def test_failed_download_is_the_items_failure(api: FakeZoteroApi, tmp_path: Path) -> None:
    library = api.library("user", 1)
    _article(library, "ABCD2345", "Broken Storage")
    _article(library, "EFGH2345", "Fine")
    pdf = write_paper(tmp_path / "a.pdf")
    library.add_pdf("ABCD2345", "PDFK2345", pdf.read_bytes(), "a.pdf")
    api.fail_files["PDFK2345"] = 500
    items = list(_provider(api, tmp_path).iter_papers("zotero-web:users/1"))
    failure, fine = items
    assert (
        isinstance(failure, SourceFailure) and "downloading its PDF a.pdf failed" in failure.message
    )
    assert failure.locator == "zotero-web:users/1#ABCD2345"
    assert isinstance(fine, SourcePaper) and fine.metadata.title == "Fine"


def test_metadata_only_when_downloads_are_off(api: FakeZoteroApi, tmp_path: Path) -> None:
    library = api.library("user", 1)
    _article(library, "ABCD2345", "No Download")
    library.add_pdf("ABCD2345", "PDFK2345", write_paper(tmp_path / "a.pdf").read_bytes(), "a.pdf")
    [paper] = list(_provider(api, tmp_path, download_pdfs=False).iter_papers("zotero-web:users/1"))
    assert isinstance(paper, SourcePaper) and paper.pdf_path is None
    assert not any(p.endswith("/file") for p in api.paths())


def test_wrong_key_is_a_one_line_error_with_a_hint(api: FakeZoteroApi, tmp_path: Path) -> None:
    api.library("user", 1)
    provider = ZoteroWebProvider(api_key="wrong", api_url=api.base_url, cache_dir=tmp_path)
    with pytest.raises(SourceError) as raised:
        list(provider.iter_papers("zotero-web:users/1"))
    assert "cannot read the Zotero library users/1" in str(raised.value)
    assert "ZOTERO_API_KEY" in (raised.value.hint or "")


def test_unreachable_server_is_a_one_line_error(tmp_path: Path) -> None:
    provider = ZoteroWebProvider(api_key=API_KEY, api_url="http://127.0.0.1:9", cache_dir=tmp_path)
    with pytest.raises(
        SourceError, match=r"cannot read the Zotero library users/1 at http://127\.0\.0\.1:9"
    ):
        list(provider.iter_papers("zotero-web:users/1"))


def test_key_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_ZOTERO_KEY", "from-env")
    provider = ZoteroWebProvider.from_settings({"api_key_env": "MY_ZOTERO_KEY"})
    assert provider.api_key == "from-env"


def test_sources() -> None:
    assert parse_source("zotero-web:users/123") == ("user", "123", [])
    assert parse_source("zotero-web:groups/9?collection=A&collection=B") == (
        "group",
        "9",
        ["A", "B"],
    )
    with pytest.raises(SourceError, match="invalid Zotero web source"):
        parse_source("zotero-web:someone")
    assert ZoteroWebProvider().handles("zotero-web:users/1")
    assert not ZoteroWebProvider().handles("zotero:")
