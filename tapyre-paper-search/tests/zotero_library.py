"""Zotero-format libraries for the tests: a data folder with ``zotero.sqlite`` and
``storage/``, built the way Zotero 7 lays them out.

The tables and columns are those of Zotero's schema (``resource/schema/userdata.sql``
and ``system.sql`` in Zotero's source, schema version 107+): ``items``,
``itemData``/``itemDataValues``, ``fields``/``fieldsCombined``,
``itemTypes``/``itemTypesCombined``, ``creators``/``itemCreators``/``creatorTypes``,
``itemAttachments``, ``itemNotes``, ``tags``/``itemTags``,
``collections``/``collectionItems``, ``deletedItems``, ``libraries``, ``groups``,
``feeds``/``feedItems``.  Type, field and creator-type ids are Zotero's own
(``system.sql``); ``preprint`` and ``archiveID``, which Zotero's later global
schema adds at start-up, get ids after the last ones there.

Values are stored as Zotero stores them: dates in Zotero's multipart form
(``2020-03-00 March 2020``), single-field creator names in ``lastName`` with
``fieldMode`` 1, stored files as ``storage:<file name>`` under
``storage/<attachment key>/``, linked files by absolute path.
"""

from __future__ import annotations

import itertools
import random
import shutil
import sqlite3
from pathlib import Path

SCHEMA = """
CREATE TABLE version (schema TEXT PRIMARY KEY, version INT NOT NULL);
CREATE TABLE settings (setting TEXT, key TEXT, value, PRIMARY KEY (setting, key));
CREATE TABLE itemTypes (itemTypeID INTEGER PRIMARY KEY, typeName TEXT,
    templateItemTypeID INT, display INT DEFAULT 1);
CREATE TABLE itemTypesCombined (itemTypeID INT NOT NULL, typeName TEXT NOT NULL,
    display INT DEFAULT 1 NOT NULL, custom INT NOT NULL, PRIMARY KEY (itemTypeID));
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
CREATE TABLE fieldsCombined (fieldID INT NOT NULL, fieldName TEXT NOT NULL, label TEXT,
    fieldFormatID INT, custom INT NOT NULL, PRIMARY KEY (fieldID));
CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
CREATE TABLE charsets (charsetID INTEGER PRIMARY KEY, charset TEXT UNIQUE);
CREATE TABLE libraries (libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL,
    editable INT NOT NULL, filesEditable INT NOT NULL, version INT NOT NULL DEFAULT 0,
    storageVersion INT NOT NULL DEFAULT 0, lastSync INT NOT NULL DEFAULT 0,
    archived INT NOT NULL DEFAULT 0);
CREATE TABLE groups (groupID INTEGER PRIMARY KEY, libraryID INT NOT NULL UNIQUE,
    name TEXT NOT NULL, description TEXT NOT NULL, version INT NOT NULL,
    FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
CREATE TABLE feeds (libraryID INTEGER PRIMARY KEY, name TEXT NOT NULL, url TEXT NOT NULL UNIQUE,
    lastUpdate TIMESTAMP, lastCheck TIMESTAMP, lastCheckError TEXT, cleanupReadAfter INT,
    cleanupUnreadAfter INT, refreshInterval INT,
    FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL,
    dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
    synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key),
    FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
CREATE INDEX items_synced ON items(synced);
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID),
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (fieldID) REFERENCES fieldsCombined(fieldID),
    FOREIGN KEY (valueID) REFERENCES itemDataValues(valueID));
CREATE INDEX itemData_fieldID ON itemData(fieldID);
CREATE TABLE itemNotes (itemID INTEGER PRIMARY KEY, parentItemID INT, note TEXT, title TEXT,
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (parentItemID) REFERENCES items(itemID) ON DELETE CASCADE);
CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, parentItemID INT, linkMode INT,
    contentType TEXT, charsetID INT, path TEXT, syncState INT DEFAULT 0, storageModTime INT,
    storageHash TEXT, lastProcessedModificationTime INT,
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (parentItemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (charsetID) REFERENCES charsets(charsetID) ON DELETE SET NULL);
CREATE INDEX itemAttachments_parentItemID ON itemAttachments(parentItemID);
CREATE TABLE tags (tagID INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE itemTags (itemID INT NOT NULL, tagID INT NOT NULL, type INT NOT NULL,
    PRIMARY KEY (itemID, tagID),
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (tagID) REFERENCES tags(tagID) ON DELETE CASCADE);
CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT,
    fieldMode INT, UNIQUE (lastName, firstName, fieldMode));
CREATE TABLE itemCreators (itemID INT NOT NULL, creatorID INT NOT NULL,
    creatorTypeID INT NOT NULL DEFAULT 1, orderIndex INT NOT NULL DEFAULT 0,
    PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex), UNIQUE (itemID, orderIndex),
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (creatorID) REFERENCES creators(creatorID) ON DELETE CASCADE,
    FOREIGN KEY (creatorTypeID) REFERENCES creatorTypes(creatorTypeID));
CREATE TABLE collections (collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL,
    parentCollectionID INT DEFAULT NULL,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
    synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key),
    FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE,
    FOREIGN KEY (parentCollectionID) REFERENCES collections(collectionID) ON DELETE CASCADE);
CREATE TABLE collectionItems (collectionID INT NOT NULL, itemID INT NOT NULL,
    orderIndex INT NOT NULL DEFAULT 0, PRIMARY KEY (collectionID, itemID),
    FOREIGN KEY (collectionID) REFERENCES collections(collectionID) ON DELETE CASCADE,
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE);
CREATE TABLE deletedItems (itemID INTEGER PRIMARY KEY,
    dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL,
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE);
CREATE TABLE feedItems (itemID INTEGER PRIMARY KEY, guid TEXT NOT NULL UNIQUE,
    readTime TIMESTAMP, translatedTime TIMESTAMP,
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE);
"""

ITEM_TYPES = {
    "note": 1,
    "book": 2,
    "bookSection": 3,
    "journalArticle": 4,
    "thesis": 7,
    "webpage": 13,
    "attachment": 14,
    "report": 15,
    "computerProgram": 32,
    "conferencePaper": 33,
    "document": 34,
    "preprint": 37,
}
FIELDS = {
    "url": 1,
    "volume": 4,
    "issue": 5,
    "place": 7,
    "publisher": 8,
    "pages": 10,
    "ISBN": 11,
    "publicationTitle": 12,
    "ISSN": 13,
    "date": 14,
    "extra": 22,
    "DOI": 26,
    "accessDate": 27,
    "institution": 31,
    "language": 87,
    "university": 89,
    "abstractNote": 90,
    "title": 110,
    "proceedingsTitle": 114,
    "bookTitle": 115,
    "archiveID": 125,
    "repository": 126,
}
CREATOR_TYPES = {"author": 1, "contributor": 2, "editor": 3, "translator": 4, "programmer": 9}
LINK_MODES = {"imported_file": 0, "imported_url": 1, "linked_file": 2, "linked_url": 3}
_KEY_CHARS = "23456789ABCDEFGHIJKLMNPQRSTUVWXYZ"  # Zotero's key alphabet


class ZoteroLibrary:
    """A Zotero data folder under construction (see the module docstring).

    ``user`` is library 1; :meth:`add_group` and :meth:`add_feed` add others.
    """

    def __init__(self, data_dir: Path, *, seed: int = 7) -> None:
        self.data_dir = data_dir
        data_dir.mkdir(parents=True, exist_ok=True)
        self.path = data_dir / "zotero.sqlite"
        self._random = random.Random(seed)
        self._values: dict[str, int] = {}
        self._creators: dict[tuple[str, str, int], int] = {}
        self._ids = itertools.count(1)
        self.conn = sqlite3.connect(self.path)
        self.conn.executescript(SCHEMA)
        self.conn.executemany(
            "INSERT INTO version VALUES (?, ?)", [("userdata", 120), ("system", 31)]
        )
        for name, type_id in ITEM_TYPES.items():
            self.conn.execute("INSERT INTO itemTypes VALUES (?, ?, NULL, 1)", (type_id, name))
            self.conn.execute("INSERT INTO itemTypesCombined VALUES (?, ?, 1, 0)", (type_id, name))
        for name, field_id in FIELDS.items():
            self.conn.execute("INSERT INTO fields VALUES (?, ?, NULL)", (field_id, name))
            self.conn.execute(
                "INSERT INTO fieldsCombined VALUES (?, ?, NULL, NULL, 0)", (field_id, name)
            )
        for name, type_id in CREATOR_TYPES.items():
            self.conn.execute("INSERT INTO creatorTypes VALUES (?, ?)", (type_id, name))
        self.conn.execute("INSERT INTO charsets VALUES (1, 'utf-8')")
        self.conn.execute(
            "INSERT INTO libraries (libraryID, type, editable, filesEditable) "
            "VALUES (1, 'user', 1, 1)"
        )
        self.conn.commit()

    def key(self) -> str:
        return "".join(self._random.choice(_KEY_CHARS) for _ in range(8))

    def add_group(self, group_id: int, name: str) -> int:
        library_id = self._library("group")
        self.conn.execute(
            "INSERT INTO groups VALUES (?, ?, ?, '', 1)", (group_id, library_id, name)
        )
        self.conn.commit()
        return library_id

    def add_feed(self, url: str) -> int:
        library_id = self._library("feed")
        self.conn.execute(
            "INSERT INTO feeds (libraryID, name, url) VALUES (?, 'Feed', ?)", (library_id, url)
        )
        self.conn.commit()
        return library_id

    def add_item(
        self,
        item_type: str,
        fields: dict[str, str],
        creators: list[tuple[str, str, str]] = (),  # type: ignore[assignment]
        *,
        library: int = 1,
        tags: list[str] = (),  # type: ignore[assignment]
        collections: list[int] = (),  # type: ignore[assignment]
        deleted: bool = False,
        key: str | None = None,
    ) -> tuple[int, str]:
        """A regular item; ``creators`` are ``(creator type, first, last)``, a first
        name of ``None`` meaning a single-field name.  Returns (itemID, key)."""
        item_id, key = self._item(item_type, library, key)
        for name, value in fields.items():
            self.conn.execute(
                "INSERT INTO itemData VALUES (?, ?, ?)", (item_id, FIELDS[name], self._value(value))
            )
        for order, (creator_type, first, last) in enumerate(creators):
            self.conn.execute(
                "INSERT INTO itemCreators VALUES (?, ?, ?, ?)",
                (item_id, self._creator(first, last), CREATOR_TYPES[creator_type], order),
            )
        for tag in tags:
            self.conn.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (tag,))
            (tag_id,) = self.conn.execute(
                "SELECT tagID FROM tags WHERE name = ?", (tag,)
            ).fetchone()
            self.conn.execute("INSERT INTO itemTags VALUES (?, ?, 0)", (item_id, tag_id))
        for collection in collections:
            self.conn.execute("INSERT INTO collectionItems VALUES (?, ?, 0)", (collection, item_id))
        if deleted:
            self.conn.execute("INSERT INTO deletedItems (itemID) VALUES (?)", (item_id,))
        self.conn.commit()
        return item_id, key

    def add_stored_pdf(self, parent: int, pdf: Path, *, title: str = "Full Text PDF") -> str:
        """A PDF imported into Zotero: copied to ``storage/<key>/``; returns the key."""
        item_id, key = self._item("attachment", self._library_of(parent), None)
        folder = self.data_dir / "storage" / key
        folder.mkdir(parents=True)
        shutil.copyfile(pdf, folder / pdf.name)
        self._attachment(item_id, parent, "imported_file", "application/pdf", f"storage:{pdf.name}")
        self.conn.execute(
            "INSERT INTO itemData VALUES (?, ?, ?)", (item_id, FIELDS["title"], self._value(title))
        )
        self.conn.commit()
        return key

    def add_linked_file(self, parent: int, path: str, content_type: str = "application/pdf") -> str:
        item_id, key = self._item("attachment", self._library_of(parent), None)
        self._attachment(item_id, parent, "linked_file", content_type, path)
        self.conn.commit()
        return key

    def add_snapshot(self, parent: int) -> str:
        """An HTML snapshot (not a PDF), stored like Zotero stores web pages."""
        item_id, key = self._item("attachment", self._library_of(parent), None)
        folder = self.data_dir / "storage" / key
        folder.mkdir(parents=True)
        (folder / "page.html").write_text("<html><body>snapshot</body></html>", encoding="utf-8")
        self._attachment(item_id, parent, "imported_url", "text/html", "storage:page.html")
        self.conn.commit()
        return key

    def add_note(self, parent: int | None, html: str) -> int:
        library = self._library_of(parent) if parent else 1
        item_id, _ = self._item("note", library, None)
        self.conn.execute(
            "INSERT INTO itemNotes VALUES (?, ?, ?, ?)", (item_id, parent, html, html[:40])
        )
        self.conn.commit()
        return item_id

    def add_collection(self, name: str, *, parent: int | None = None, library: int = 1) -> int:
        cursor = self.conn.execute(
            "INSERT INTO collections (collectionName, parentCollectionID, libraryID, key) "
            "VALUES (?, ?, ?, ?)",
            (name, parent, library, self.key()),
        )
        self.conn.commit()
        return int(cursor.lastrowid or 0)

    def close(self) -> None:
        self.conn.close()

    # -- rows ------------------------------------------------------------------------

    def _library(self, kind: str) -> int:
        cursor = self.conn.execute(
            "INSERT INTO libraries (type, editable, filesEditable) VALUES (?, 1, 1)", (kind,)
        )
        return int(cursor.lastrowid or 0)

    def _library_of(self, item_id: int) -> int:
        (library,) = self.conn.execute(
            "SELECT libraryID FROM items WHERE itemID = ?", (item_id,)
        ).fetchone()
        return int(library)

    def _item(self, item_type: str, library: int, key: str | None) -> tuple[int, str]:
        item_id = next(self._ids)
        key = key or self.key()
        added = f"2024-01-{1 + item_id % 28:02d} 10:00:{item_id % 60:02d}"
        self.conn.execute(
            "INSERT INTO items (itemID, itemTypeID, dateAdded, dateModified, clientDateModified, "
            "libraryID, key) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (item_id, ITEM_TYPES[item_type], added, added, added, library, key),
        )
        return item_id, key

    def _attachment(
        self, item_id: int, parent: int, link_mode: str, content_type: str, path: str
    ) -> None:
        self.conn.execute(
            "INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, charsetID, "
            "path, syncState) VALUES (?, ?, ?, ?, NULL, ?, 0)",
            (item_id, parent, LINK_MODES[link_mode], content_type, path),
        )

    def _value(self, value: str) -> int:
        if value not in self._values:
            cursor = self.conn.execute("INSERT INTO itemDataValues (value) VALUES (?)", (value,))
            self._values[value] = int(cursor.lastrowid or 0)
        return self._values[value]

    def _creator(self, first: str | None, last: str) -> int:
        mode = 1 if first is None else 0
        ident = (first or "", last, mode)
        if ident not in self._creators:
            cursor = self.conn.execute(
                "INSERT INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, ?)",
                (first or "", last, mode),
            )
            self._creators[ident] = int(cursor.lastrowid or 0)
        return self._creators[ident]


def zotero_date(iso: str, original: str) -> str:
    """Zotero's stored form of a date: ``2020-03-00 March 2020``."""
    return f"{iso} {original}"
