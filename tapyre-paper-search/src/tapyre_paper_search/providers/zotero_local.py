"""The ``zotero`` provider: a local Zotero library, its items and their PDFs.

Sources::

    zotero:                        the library Zotero uses (see below)
    zotero:~/Zotero                a Zotero data folder
    zotero:/path/to/zotero.sqlite  its database file
    /path/to/zotero.sqlite         the same, without the prefix
    zotero:?collection=Thesis      only a collection (by name or key) and its
                                   subcollections; repeat for several

Zotero keeps its database open, and by default locked exclusively, while it
runs.  The provider therefore never opens ``zotero.sqlite`` itself: it copies
the file (and its write-ahead log, if any) to a temporary folder, checks the
copy's integrity (copying again if Zotero wrote during the copy), and opens
the copy read-only.  PDFs are read where Zotero keeps them: stored files in
``storage/<attachment key>/``, linked files at their path (``attachments:``
paths relative to Zotero's linked-attachment base folder).

Without a folder, the library is found as Zotero finds it: the data folder set
in Zotero's preferences (``extensions.zotero.dataDir`` in the profile's
``prefs.js``), else ``~/Zotero``.  Items in the trash, notes and feed items are
left out; group libraries synced to this computer are read too.

Options (``[data_providers.zotero]``): ``data_dir`` (the data folder when the
source names none), ``base_attachment_path`` (the base folder of relative
linked files, default from Zotero's preferences).
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import sqlite3
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import closing
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from tapyre_paper_search import component_settings
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.library.reference import LibraryEntry
from tapyre_paper_search.library.zotero_items import reference_from_item
from tapyre_paper_search.library.zotero_sqlite import (
    Attachment,
    ZoteroItem,
    check_schema,
    collection_keys,
    read_items,
)
from tapyre_paper_search.providers.base import ProviderItem
from tapyre_paper_search.providers.library_files import (
    library_paper,
    path_resolver,
    without_repeats,
)

log = logging.getLogger(__name__)

DATABASE = "zotero.sqlite"
_COPY_TRIES = 3
_PREF = re.compile(r'user_pref\("extensions\.zotero\.(\w+)",\s*("(?:[^"\\]|\\.)*"|true|false)\);')


class ZoteroLocalProvider:
    """A local Zotero library (see the module docstring)."""

    name = "zotero"

    def __init__(
        self, *, data_dir: Path | None = None, base_attachment_path: Path | None = None
    ) -> None:
        self.data_dir = data_dir
        self.base_attachment_path = base_attachment_path

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any] | None) -> ZoteroLocalProvider:
        values = component_settings.ZOTERO.read(settings or {}, table="data_providers.zotero")
        data_dir, base = values["data_dir"], values["base_attachment_path"]
        return cls(
            data_dir=Path(data_dir).expanduser() if data_dir else None,
            base_attachment_path=Path(base).expanduser() if base else None,
        )

    def handles(self, source: str) -> bool:
        text = source.strip()
        return text.lower().startswith("zotero:") or (
            Path(text).name == DATABASE and Path(text).expanduser().is_file()
        )

    def mark_done(self, paper_id: str) -> None:
        """Nothing to do: unchanged items are skipped by their content hash."""

    def iter_papers(self, source: str) -> Iterator[ProviderItem]:
        return without_repeats(self._papers(source))

    def _papers(self, source: str) -> Iterator[ProviderItem]:
        database, collections = self.locate(source)
        data_dir = database.parent
        prefs = zotero_prefs()
        base = self.base_attachment_path or _path_pref(prefs, "baseAttachmentPath")
        resolve = path_resolver()
        with tempfile.TemporaryDirectory(prefix="tapyre-zotero-") as scratch:
            copy = copy_database(database, Path(scratch))
            with closing(sqlite3.connect(f"{copy.as_uri()}?mode=ro", uri=True)) as conn:
                try:
                    check_schema(conn)
                    items = read_items(conn)
                    wanted = collection_keys(conn, collections) if collections else None
                except ValueError as exc:
                    raise SourceError(f"{database} is not a Zotero database: {exc}") from None
                except LookupError as exc:
                    raise SourceError(f"{database}: {exc.args[0]}") from None
                except sqlite3.DatabaseError as exc:
                    raise SourceError(
                        f"cannot read the Zotero database {database}: {exc}"
                    ) from None
        for item in items:
            if wanted is not None and not (item.collections & wanted):
                continue
            pdfs = [p for a in item.attachments if (p := attachment_path(a, data_dir, base))]
            reference = reference_from_item(item.data, pdfs=pdfs)
            locator = f"zotero:{database}#{_item_path(item)}"
            if not reference.title:
                yield _untitled(locator)
                continue
            entry = LibraryEntry(reference, locator)
            yield library_paper(entry, source=self.name, resolve=resolve)

    def locate(self, source: str) -> tuple[Path, list[str]]:
        """The database file a source names, and the collections it asks for."""
        text = source.strip()
        body = text[len("zotero:") :] if text.lower().startswith("zotero:") else text
        body, _, query = body.partition("?")
        collections = parse_qs(query).get("collection", [])
        if body.strip():
            path = Path(body.strip()).expanduser()
        else:
            path = self.data_dir or default_data_dir()
        database = path if path.name == DATABASE or path.is_file() else path / DATABASE
        if not database.is_file():
            raise SourceError(
                f"no Zotero database at {database}",
                hint="Give the Zotero data folder (Zotero: Settings > Advanced > Files and "
                "Folders > Data Directory Location), e.g. 'zotero:~/Zotero'.",
            )
        return database, collections


def copy_database(database: Path, folder: Path) -> Path:
    """A consistent copy of ``database`` (with its WAL) in ``folder``, read while Zotero
    may hold it open and locked; copied again when a copy fails its integrity check."""
    copy = folder / DATABASE
    problem = ""
    for attempt in range(_COPY_TRIES):
        for suffix in ("", "-wal"):
            source = database.with_name(database.name + suffix)
            target = copy.with_name(copy.name + suffix)
            target.unlink(missing_ok=True)
            if source.exists():
                try:
                    shutil.copyfile(source, target)
                except OSError as exc:
                    raise SourceError(f"cannot copy the Zotero database {source}: {exc}") from None
        try:
            with closing(sqlite3.connect(f"{copy.as_uri()}?mode=ro", uri=True)) as conn:
                result = conn.execute("PRAGMA quick_check").fetchone()
            if result and result[0] == "ok":
                return copy
            problem = str(result[0]) if result else "no answer"
        except sqlite3.DatabaseError as exc:
            if "not a database" in str(exc) and attempt == 0 and database.stat().st_size:
                with database.open("rb") as handle:
                    if not handle.read(16).startswith(b"SQLite format 3"):
                        raise SourceError(
                            f"{database} is not a Zotero database (not an SQLite file)"
                        ) from None
            problem = str(exc)
        log.info("the copy of %s is not consistent (%s); copying again", database, problem)
        time.sleep(0.2 * (attempt + 1))
    raise SourceError(
        f"could not take a consistent copy of {database} ({problem})",
        hint="Zotero may be writing to it (syncing, importing); try again in a moment.",
    )


def attachment_path(attachment: Attachment, data_dir: Path, base: Path | None) -> str | None:
    """Where an attached PDF is on disk (``None``: not a PDF, or a web link)."""
    if not attachment.is_pdf:
        return None
    path = attachment.path
    if path.startswith("storage:"):
        return str(data_dir / "storage" / attachment.key / path[len("storage:") :])
    if path.startswith("attachments:"):
        if base is None:
            log.warning("%s is relative to Zotero's base folder, which is not set", path)
            return None
        return str(base / path[len("attachments:") :])
    if attachment.link_mode == "linked_url":
        return None
    return path


def default_data_dir() -> Path:
    """The data folder Zotero uses: its preference, else ``~/Zotero``."""
    prefs = zotero_prefs()
    if prefs.get("useDataDir") == "true":
        chosen = _path_pref(prefs, "dataDir")
        if chosen is not None:
            return chosen
    return Path.home() / "Zotero"


def zotero_prefs() -> dict[str, str]:
    """Zotero's ``extensions.zotero.*`` preferences from the most recent profile's ``prefs.js``."""
    home = Path.home()
    if sys.platform == "darwin":
        root = home / "Library" / "Application Support" / "Zotero" / "Profiles"
    elif os.name == "nt":
        root = Path(os.environ.get("APPDATA", home)) / "Zotero" / "Zotero" / "Profiles"
    else:
        root = home / ".zotero" / "zotero"
    try:
        files = sorted(root.glob("*/prefs.js"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return {}
    if not files:
        return {}
    try:
        text = files[0].read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    prefs = {}
    for name, value in _PREF.findall(text):
        prefs[name] = value[1:-1].encode().decode("unicode_escape") if value[0] == '"' else value
    return prefs


def _path_pref(prefs: Mapping[str, str], name: str) -> Path | None:
    value = prefs.get(name, "").strip()
    return Path(value) if value else None


def _item_path(item: ZoteroItem) -> str:
    return item.key if item.library == "user" else f"{item.library}/{item.key}"


def _untitled(locator: str) -> ProviderItem:
    from tapyre_paper_search.records import SourceFailure

    return SourceFailure(locator, "empty", f"{locator}: the Zotero item has no title")
