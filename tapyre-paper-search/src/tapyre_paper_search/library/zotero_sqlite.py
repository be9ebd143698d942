"""Reading a Zotero database (``zotero.sqlite``): its items, their creators, tags,
collections and attachments.

The tables read are those of Zotero's schema (``userdata.sql`` and
``system.sql`` in Zotero's source): ``items``, ``itemTypesCombined``,
``itemData`` / ``itemDataValues`` / ``fieldsCombined``, ``creators`` /
``itemCreators`` / ``creatorTypes``, ``itemAttachments``, ``itemTags`` /
``tags``, ``collections`` / ``collectionItems``, ``deletedItems`` (the
trash), ``libraries`` (user, group and feed libraries) and ``groups``.  The
``…Combined`` tables, which Zotero fills at start-up from its global schema,
are read where they exist, else ``itemTypes`` and ``fields`` (older databases).

Items in the trash, feed items, notes, attachments and annotations are left out.
The caller opens the connection (read-only, on a copy: see
:mod:`tapyre_paper_search.providers.zotero_local`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tapyre_paper_search.library.zotero_items import SKIPPED_TYPES

LINK_MODES = {0: "imported_file", 1: "imported_url", 2: "linked_file", 3: "linked_url"}
"""``itemAttachments.linkMode`` values (Zotero.Attachments.LINK_MODE_*)."""


@dataclass(frozen=True)
class Attachment:
    """A file attached to an item: ``path`` as Zotero stores it (``storage:x.pdf`` for a
    stored file, an absolute or ``attachments:``-relative path for a linked one)."""

    key: str
    link_mode: str
    content_type: str
    path: str

    @property
    def is_pdf(self) -> bool:
        return self.content_type == "application/pdf" or self.path.lower().endswith(".pdf")


@dataclass
class ZoteroItem:
    """One regular item: its key, library, the web API's ``data`` object, its attachments."""

    item_id: int
    key: str
    library: str
    """``user`` or ``groups/<groupID>``."""
    data: dict[str, Any]
    attachments: list[Attachment] = field(default_factory=list)
    collections: set[str] = field(default_factory=set)
    """Keys of the collections holding the item."""


def check_schema(conn: sqlite3.Connection) -> None:
    """Raise :class:`ValueError` naming the missing tables unless this is a Zotero database."""
    present = _tables(conn)
    needed = {"items", "itemData", "itemDataValues", "itemCreators", "creators", "libraries"}
    missing = sorted(needed - present)
    if missing:
        raise ValueError(f"it lacks Zotero's tables {', '.join(missing)}")


def read_items(conn: sqlite3.Connection) -> list[ZoteroItem]:
    """Every regular item of the user and group libraries, in library then item order."""
    tables = _tables(conn)
    types = "itemTypesCombined" if "itemTypesCombined" in tables else "itemTypes"
    fields = "fieldsCombined" if "fieldsCombined" in tables else "fields"
    groups = _groups(conn) if "groups" in tables else {}
    trash = "SELECT itemID FROM deletedItems" if "deletedItems" in tables else "SELECT NULL"
    items: dict[int, ZoteroItem] = {}
    rows = conn.execute(
        f"""SELECT i.itemID, i.key, i.libraryID, t.typeName, l.type
            FROM items i JOIN {types} t ON t.itemTypeID = i.itemTypeID
            JOIN libraries l ON l.libraryID = i.libraryID
            WHERE l.type IN ('user', 'group') AND i.itemID NOT IN ({trash})
            ORDER BY i.libraryID, i.itemID"""
    )
    for item_id, key, library_id, type_name, library_type in rows:
        if type_name in SKIPPED_TYPES:
            continue
        library = (
            f"groups/{groups.get(library_id, library_id)}" if library_type == "group" else "user"
        )
        data: dict[str, Any] = {"key": key, "itemType": type_name, "creators": [], "tags": []}
        items[item_id] = ZoteroItem(item_id, key, library, data)
    for item_id, name, value in conn.execute(
        f"""SELECT d.itemID, f.fieldName, v.value FROM itemData d
            JOIN {fields} f ON f.fieldID = d.fieldID
            JOIN itemDataValues v ON v.valueID = d.valueID"""
    ):
        if item_id in items and value is not None:
            items[item_id].data[name] = str(value)
    _add_creators(conn, items)
    if {"itemTags", "tags"} <= tables:
        for item_id, name in conn.execute(
            "SELECT it.itemID, t.name FROM itemTags it JOIN tags t ON t.tagID = it.tagID "
            "ORDER BY it.itemID, t.name"
        ):
            if item_id in items:
                items[item_id].data["tags"].append({"tag": name})
    if "itemAttachments" in tables:
        _add_attachments(conn, items, trash)
    if {"collectionItems", "collections"} <= tables:
        for item_id, key in conn.execute(
            "SELECT ci.itemID, c.key FROM collectionItems ci "
            "JOIN collections c ON c.collectionID = ci.collectionID"
        ):
            if item_id in items:
                items[item_id].collections.add(key)
    return list(items.values())


def collection_keys(conn: sqlite3.Connection, wanted: Sequence[str]) -> set[str]:
    """Keys of the collections named (by name or key) in ``wanted``, with their
    subcollections.  Raises :class:`LookupError` naming one that does not exist."""
    rows = conn.execute(
        "SELECT collectionID, key, collectionName, parentCollectionID FROM collections"
    )
    collections = [(cid, key, name, parent) for cid, key, name, parent in rows]
    chosen: set[int] = set()
    for want in wanted:
        found = {cid for cid, key, name, _ in collections if want in (key, name)}
        if not found:
            names = ", ".join(sorted(name for _, _, name, _ in collections)) or "none"
            raise LookupError(f"no collection {want!r} (the collections: {names})")
        chosen |= found
    grew = True
    while grew:  # add subcollections until nothing changes (no recursion limit to hit)
        before = len(chosen)
        chosen |= {cid for cid, _, _, parent in collections if parent in chosen}
        grew = len(chosen) != before
    return {key for cid, key, _, _ in collections if cid in chosen}


def _add_creators(conn: sqlite3.Connection, items: dict[int, ZoteroItem]) -> None:
    for item_id, first, last, field_mode, creator_type in conn.execute(
        """SELECT ic.itemID, c.firstName, c.lastName, c.fieldMode, ct.creatorType
           FROM itemCreators ic JOIN creators c ON c.creatorID = ic.creatorID
           JOIN creatorTypes ct ON ct.creatorTypeID = ic.creatorTypeID
           ORDER BY ic.itemID, ic.orderIndex"""
    ):
        if item_id not in items:
            continue
        creator: dict[str, str] = {"creatorType": creator_type}
        if field_mode == 1:  # a single-field name: an organisation, kept in lastName
            creator["name"] = last or ""
        else:
            creator["firstName"], creator["lastName"] = first or "", last or ""
        items[item_id].data["creators"].append(creator)


def _add_attachments(conn: sqlite3.Connection, items: dict[int, ZoteroItem], trash: str) -> None:
    # Oldest first, as Zotero picks an item's best attachment.
    for parent, key, link_mode, content_type, path in conn.execute(
        f"""SELECT a.parentItemID, i.key, a.linkMode, a.contentType, a.path
            FROM itemAttachments a JOIN items i ON i.itemID = a.itemID
            WHERE a.parentItemID IS NOT NULL AND a.itemID NOT IN ({trash})
            ORDER BY a.parentItemID, i.dateAdded, a.itemID"""
    ):
        if parent in items and path:
            mode = LINK_MODES.get(int(link_mode or 0), "other")
            items[parent].attachments.append(Attachment(key, mode, content_type or "", path))


def _groups(conn: sqlite3.Connection) -> dict[int, int]:
    return {
        library_id: group_id
        for group_id, library_id in conn.execute("SELECT groupID, libraryID FROM groups")
    }


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {
        row[0]
        for row in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
    }
