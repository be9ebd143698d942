"""The ``zotero`` provider on Zotero-format libraries built by the tests (``zotero_library.py``)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pdf_samples import write_paper
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.providers.zotero_local import ZoteroLocalProvider
from tapyre_paper_search.records import SourceFailure, SourcePaper
from zotero_library import ZoteroLibrary, zotero_date


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of its own, so Zotero's real preferences never leak in."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("APPDATA", str(folder / "AppData"))
    return folder


@pytest.fixture
def library(tmp_path: Path, home: Path) -> ZoteroLibrary:
    lib = ZoteroLibrary(tmp_path / "Zotero")
    yield lib
    lib.close()


def _papers(provider: ZoteroLocalProvider, source: str) -> list[SourcePaper]:
    items = list(provider.iter_papers(source))
    assert all(isinstance(i, SourcePaper) for i in items), items
    return [i for i in items if isinstance(i, SourcePaper)]


def test_items_with_metadata_and_stored_pdf(library: ZoteroLibrary, tmp_path: Path) -> None:
    pdf = write_paper(tmp_path / "trees.pdf", title="Street Trees Cool Cities")
    item, key = library.add_item(
        "journalArticle",
        {
            "title": "Street Trees Cool Cities",
            "date": zotero_date("2021-06-00", "June 2021"),
            "DOI": "10.1234/Trees.2021",
            "publicationTitle": "Urban Climate",
            "volume": "12",
            "issue": "3",
            "pages": "45-67",
            "abstractNote": "Trees lower street temperatures.",
        },
        [
            ("author", "Anna", "van der Berg"),
            ("author", None, "Urban Lab"),
            ("editor", "Ed", "Itor"),
        ],
        tags=["climate"],
    )
    attachment = library.add_stored_pdf(item, pdf)
    library.add_snapshot(item)
    library.add_note(item, "<p>my note</p>")

    [paper] = _papers(ZoteroLocalProvider(), f"zotero:{library.data_dir}")

    meta = paper.metadata
    assert meta.paper_id == "doi:10.1234/trees.2021"
    assert meta.title == "Street Trees Cool Cities"
    assert meta.authors == ("Anna van der Berg", "Urban Lab")
    assert meta.published is not None and (meta.published.year, meta.published.month) == (2021, 6)
    assert meta.doi == "10.1234/Trees.2021"
    assert meta.journal_ref == "Urban Climate 12(3):45-67"
    assert meta.abstract == "Trees lower street temperatures."
    assert meta.source == "zotero"
    assert paper.pdf_path == library.data_dir / "storage" / attachment / "trees.pdf"
    assert paper.locator == f"zotero:{library.path}#{key}"


def test_trash_notes_feeds_and_empty_titles(library: ZoteroLibrary) -> None:
    library.add_item("journalArticle", {"title": "Kept"}, [("author", "A", "B")])
    library.add_item("journalArticle", {"title": "In the trash"}, deleted=True)
    library.add_note(None, "<p>a standalone note</p>")
    feed = library.add_feed("https://example.org/rss")
    library.add_item("journalArticle", {"title": "A feed item"}, library=feed)
    _, untitled = library.add_item("journalArticle", {"DOI": "10.1/x"})

    items = list(ZoteroLocalProvider().iter_papers(str(library.path)))

    titles = [i.metadata.title for i in items if isinstance(i, SourcePaper)]
    assert titles == ["Kept"]
    [failure] = [i for i in items if isinstance(i, SourceFailure)]
    assert failure.reason == "empty" and untitled in failure.locator


def test_arxiv_preprint_and_extra_field_give_arxiv_ids(library: ZoteroLibrary) -> None:
    library.add_item(
        "preprint",
        {"title": "A Preprint", "archiveID": "arXiv:2401.01234", "repository": "arXiv"},
        [("author", "P", "Q")],
    )
    library.add_item(
        "journalArticle",
        {"title": "Published Later", "extra": "arXiv: 1706.03762v5\nPMID: 1"},
        [("author", "R", "S")],
    )
    papers = _papers(ZoteroLocalProvider(), f"zotero:{library.data_dir}")
    assert [p.metadata.paper_id for p in papers] == ["2401.01234", "1706.03762"]


def test_linked_files_and_group_libraries(library: ZoteroLibrary, tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir()
    linked = write_paper(tmp_path / "elsewhere" / "linked.pdf")
    item, _ = library.add_item("conferencePaper", {"title": "Linked", "proceedingsTitle": "ACL"})
    library.add_linked_file(item, str(linked))
    group = library.add_group(4711, "Lab")
    _, group_key = library.add_item(
        "book", {"title": "Group Book", "publisher": "MIT Press"}, library=group
    )

    papers = _papers(ZoteroLocalProvider(), f"zotero:{library.data_dir}")

    by_title = {p.metadata.title: p for p in papers}
    assert by_title["Linked"].pdf_path == linked
    assert by_title["Linked"].metadata.journal_ref == "ACL"
    assert by_title["Group Book"].locator.endswith(f"#groups/4711/{group_key}")


def test_missing_pdf_is_logged_and_metadata_ingested(
    library: ZoteroLibrary, caplog: pytest.LogCaptureFixture
) -> None:
    item, _ = library.add_item("journalArticle", {"title": "Lost File"})
    library.add_linked_file(item, "/nowhere/lost.pdf")
    [paper] = _papers(ZoteroLocalProvider(), f"zotero:{library.data_dir}")
    assert paper.pdf_path is None
    assert "lost.pdf was not found" in caplog.text


def test_collection_with_subcollections(library: ZoteroLibrary) -> None:
    thesis = library.add_collection("Thesis")
    chapter = library.add_collection("Chapter 1", parent=thesis)
    other = library.add_collection("Other")
    library.add_item("journalArticle", {"title": "In Thesis"}, collections=[thesis])
    library.add_item("journalArticle", {"title": "In Chapter"}, collections=[chapter])
    library.add_item("journalArticle", {"title": "Elsewhere"}, collections=[other])
    library.add_item("journalArticle", {"title": "Unfiled"})

    papers = _papers(ZoteroLocalProvider(), f"zotero:{library.data_dir}?collection=Thesis")
    assert sorted(p.metadata.title for p in papers) == ["In Chapter", "In Thesis"]

    with pytest.raises(SourceError, match=r"no collection 'Nope' \(the collections: Chapter 1"):
        list(ZoteroLocalProvider().iter_papers(f"zotero:{library.data_dir}?collection=Nope"))


def test_reads_while_zotero_holds_an_exclusive_lock(library: ZoteroLibrary) -> None:
    library.add_item("journalArticle", {"title": "Locked In"})
    library.close()
    # What a running Zotero does: exclusive locking mode, and the lock taken by a write.
    zotero = sqlite3.connect(library.path)
    zotero.execute("PRAGMA locking_mode=EXCLUSIVE")
    zotero.execute("UPDATE items SET version = version + 1")
    zotero.commit()
    try:
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            direct = sqlite3.connect(f"{library.path.as_uri()}?mode=ro", uri=True, timeout=0.1)
            direct.execute("SELECT count(*) FROM items").fetchone()
        papers = _papers(ZoteroLocalProvider(), f"zotero:{library.data_dir}")
        assert [p.metadata.title for p in papers] == ["Locked In"]
    finally:
        zotero.close()


def test_copy_reads_the_write_ahead_log(tmp_path: Path, home: Path) -> None:
    library = ZoteroLibrary(tmp_path / "Zotero")
    library.conn.execute("PRAGMA journal_mode=WAL")
    library.conn.execute("PRAGMA wal_autocheckpoint=0")
    library.add_item("journalArticle", {"title": "Only In The WAL"})
    assert (tmp_path / "Zotero" / "zotero.sqlite-wal").stat().st_size > 0
    papers = _papers(ZoteroLocalProvider(), f"zotero:{library.data_dir}")
    assert [p.metadata.title for p in papers] == ["Only In The WAL"]
    library.close()


def test_data_dir_from_zotero_preferences(tmp_path: Path, home: Path) -> None:
    library = ZoteroLibrary(tmp_path / "CustomZoteroData")
    library.add_item("journalArticle", {"title": "Found Via Prefs"})
    profile = home / ".zotero" / "zotero" / "abcd1234.default"
    profile.mkdir(parents=True)
    (profile / "prefs.js").write_text(
        'user_pref("extensions.zotero.useDataDir", true);\n'
        f'user_pref("extensions.zotero.dataDir", "{library.data_dir}");\n',
        encoding="utf-8",
    )
    papers = _papers(ZoteroLocalProvider(), "zotero:")
    assert [p.metadata.title for p in papers] == ["Found Via Prefs"]
    library.close()


def test_bad_sources_are_one_line_errors(tmp_path: Path, home: Path) -> None:
    provider = ZoteroLocalProvider()
    with pytest.raises(SourceError, match=r"no Zotero database at .*zotero\.sqlite"):
        list(provider.iter_papers(f"zotero:{tmp_path / 'missing'}"))
    other = tmp_path / "other" / "zotero.sqlite"
    other.parent.mkdir()
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    with pytest.raises(SourceError, match="is not a Zotero database: it lacks Zotero's tables"):
        list(provider.iter_papers(str(other)))
    garbage = tmp_path / "garbage" / "zotero.sqlite"
    garbage.parent.mkdir()
    garbage.write_bytes(b"not a database at all" * 100)
    with pytest.raises(SourceError, match=r"is not a Zotero database \(not an SQLite file\)"):
        list(provider.iter_papers(str(garbage)))


def test_handles(tmp_path: Path, library: ZoteroLibrary) -> None:
    provider = ZoteroLocalProvider()
    assert provider.handles("zotero:")
    assert provider.handles(str(library.path))
    assert not provider.handles(str(tmp_path / "refs.bib"))
    assert not provider.handles("zotero-web:users/1")
