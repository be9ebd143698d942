"""A loopback HTTP server that answers like the Zotero Web API v3, for the
``zotero-web`` provider tests.

What it serves, as api.zotero.org does (https://www.zotero.org/support/dev/web_api/v3/basics):

* ``GET /{users|groups}/{id}/items``, ``/items/top``, ``/collections``,
  ``/collections/{key}/items/top``: JSON arrays of objects with ``key``,
  ``version``, ``library``, ``links``, ``meta`` and ``data``; paged by
  ``start`` and ``limit`` (at most 100), with the ``Total-Results``,
  ``Last-Modified-Version`` and ``Link`` (``rel="next"``/``"last"``/``"alternate"``)
  headers; ``itemType`` filters (``attachment``, ``-attachment``, ``a || b``);
  trashed items are left out.
* ``GET /{library}/items/{key}/file``: ``302 Found`` to a signed storage URL
  (here ``/storage/{key}?signature=…`` on the same server), which returns the
  file; ``404`` for an item without a stored file.
* Authorisation: ``Zotero-API-Key`` or ``Authorization: Bearer`` must carry
  the library's key, else ``403 Forbidden`` (text body ``Forbidden``); an
  unknown library is ``403`` too, as the API answers for libraries a key cannot see.

Every request is logged (method, path, query) so tests check what was asked.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

API_KEY = "P9NiFoyLeZu2bZNvvuQPDWsd"
_MAX_LIMIT = 100


@dataclass
class FakeLibrary:
    """One library's objects: items (data dicts), files by attachment key, collections."""

    kind: str  # "user" or "group"
    library_id: int
    name: str = "someone"
    items: list[dict[str, Any]] = field(default_factory=list)
    files: dict[str, bytes] = field(default_factory=dict)
    collections: list[dict[str, Any]] = field(default_factory=list)
    trashed: set[str] = field(default_factory=set)
    version: int = 1

    @property
    def prefix(self) -> str:
        return f"/{self.kind}s/{self.library_id}"

    def add_item(self, data: dict[str, Any], *, trashed: bool = False) -> dict[str, Any]:
        self.version += 1
        data = {"version": self.version, "tags": [], "collections": [], "relations": {}, **data}
        data.setdefault("dateAdded", "2024-01-02T10:00:00Z")
        data.setdefault("dateModified", "2024-01-02T10:00:00Z")
        self.items.append(data)
        if trashed:
            data["deleted"] = 1
            self.trashed.add(data["key"])
        return data

    def add_pdf(self, parent: str, key: str, pdf: bytes, filename: str) -> dict[str, Any]:
        import hashlib

        self.files[key] = pdf
        return self.add_item(
            {
                "key": key,
                "itemType": "attachment",
                "parentItem": parent,
                "linkMode": "imported_file",
                "title": "Full Text PDF",
                "accessDate": "",
                "url": "",
                "note": "",
                "contentType": "application/pdf",
                "charset": "",
                "filename": filename,
                "md5": hashlib.md5(pdf, usedforsecurity=False).hexdigest(),
                "mtime": 1704189600000,
            }
        )

    def add_collection(self, key: str, name: str, parent: str | None = None) -> None:
        self.version += 1
        self.collections.append(
            {
                "key": key,
                "version": self.version,
                "name": name,
                "parentCollection": parent or False,
                "relations": {},
            }
        )


class FakeZoteroApi:
    """The server; ``base_url`` is what the provider's ``api_url`` is set to."""

    def __init__(self) -> None:
        self.libraries: dict[str, FakeLibrary] = {}
        self.requests: list[tuple[str, str, dict[str, list[str]]]] = []
        self.fail_files: dict[str, int] = {}  # attachment key -> status the storage answers
        self.base_url = ""

    def library(self, kind: str, library_id: int) -> FakeLibrary:
        library = FakeLibrary(kind, library_id)
        self.libraries[library.prefix] = library
        return library

    def paths(self) -> list[str]:
        return [path for _, path, _ in self.requests]

    # -- answering ------------------------------------------------------------------

    def answer(self, handler: BaseHTTPRequestHandler) -> None:
        url = urlparse(handler.path)
        query = parse_qs(url.query)
        self.requests.append((handler.command, url.path, query))
        if url.path.startswith("/storage/"):
            self._storage(handler, url.path.rsplit("/", 1)[-1])
            return
        if handler.headers.get("Zotero-API-Version") not in (None, "3"):
            self._text(handler, 400, "Invalid API version")
            return
        parts = url.path.strip("/").split("/")
        if len(parts) < 3 or parts[0] not in ("users", "groups"):
            self._text(handler, 404, "Not found")
            return
        library = self.libraries.get(f"/{parts[0]}/{parts[1]}")
        key = handler.headers.get("Zotero-API-Key") or handler.headers.get(
            "Authorization", ""
        ).removeprefix("Bearer ")
        if library is None or key != API_KEY:
            self._text(handler, 403, "Forbidden")
            return
        rest = parts[2:]
        if rest == ["items"]:
            self._page(handler, library, url.path, query, self._items(library, query, top=False))
        elif rest == ["items", "top"]:
            self._page(handler, library, url.path, query, self._items(library, query, top=True))
        elif rest == ["collections"]:
            self._page(
                handler,
                library,
                url.path,
                query,
                [self._collection_object(library, c) for c in library.collections],
            )
        elif len(rest) == 4 and rest[0] == "collections" and rest[2:] == ["items", "top"]:
            inside = [
                i
                for i in self._items(library, query, top=True)
                if rest[1] in i["data"].get("collections", [])
            ]
            self._page(handler, library, url.path, query, inside)
        elif len(rest) == 3 and rest[0] == "items" and rest[2] == "file":
            self._file(handler, library, rest[1])
        else:
            self._text(handler, 404, "Not found")

    def _items(self, library: FakeLibrary, query: dict[str, list[str]], *, top: bool) -> list[Any]:
        wanted = query.get("itemType", [""])[0]
        chosen = []
        for data in library.items:
            if data["key"] in library.trashed:
                continue
            if top and data.get("parentItem"):
                continue
            if wanted and not _type_matches(data["itemType"], wanted):
                continue
            chosen.append(self._item_object(library, data))
        return chosen

    def _item_object(self, library: FakeLibrary, data: dict[str, Any]) -> dict[str, Any]:
        base = f"{self.base_url}{library.prefix}"
        links: dict[str, Any] = {
            "self": {"href": f"{base}/items/{data['key']}", "type": "application/json"},
            "alternate": {
                "href": f"https://www.zotero.org/{library.name}/items/{data['key']}",
                "type": "text/html",
            },
        }
        meta: dict[str, Any] = {}
        if data["itemType"] == "attachment":
            links["up"] = {"href": f"{base}/items/{data['parentItem']}", "type": "application/json"}
            if data["key"] in library.files:
                links["enclosure"] = {
                    "type": data["contentType"],
                    "href": f"{base}/items/{data['key']}/file/view",
                    "title": data["filename"],
                    "length": len(library.files[data["key"]]),
                }
        else:
            children = [i for i in library.items if i.get("parentItem") == data["key"]]
            meta["numChildren"] = len(children)
            creators = data.get("creators", [])
            if creators:
                meta["creatorSummary"] = creators[0].get("lastName") or creators[0].get("name", "")
            if data.get("date"):
                meta["parsedDate"] = data["date"][:10]
        return {
            "key": data["key"],
            "version": data["version"],
            "library": {
                "type": library.kind,
                "id": library.library_id,
                "name": library.name,
                "links": {
                    "alternate": {
                        "href": f"https://www.zotero.org/{library.name}",
                        "type": "text/html",
                    }
                },
            },
            "links": links,
            "meta": meta,
            "data": data,
        }

    def _collection_object(self, library: FakeLibrary, data: dict[str, Any]) -> dict[str, Any]:
        subs = sum(1 for c in library.collections if c["parentCollection"] == data["key"])
        items = sum(1 for i in library.items if data["key"] in i.get("collections", []))
        return {
            "key": data["key"],
            "version": data["version"],
            "library": {"type": library.kind, "id": library.library_id, "name": library.name},
            "links": {
                "self": {
                    "href": f"{self.base_url}{library.prefix}/collections/{data['key']}",
                    "type": "application/json",
                }
            },
            "meta": {"numCollections": subs, "numItems": items},
            "data": data,
        }

    def _page(
        self,
        handler: BaseHTTPRequestHandler,
        library: FakeLibrary,
        path: str,
        query: dict[str, list[str]],
        objects: list[Any],
    ) -> None:
        start = int(query.get("start", ["0"])[0])
        limit = min(int(query.get("limit", ["25"])[0]), _MAX_LIMIT)
        page = objects[start : start + limit]
        links = []
        plain = {k: v[0] for k, v in query.items() if k not in ("start",)}
        if start + limit < len(objects):
            links.append(
                f"<{self.base_url}{path}?{urlencode({**plain, 'start': start + limit})}>;"
                ' rel="next"'
            )
            last = (len(objects) - 1) // limit * limit
            links.append(
                f'<{self.base_url}{path}?{urlencode({**plain, "start": last})}>; rel="last"'
            )
        links.append(f'<https://www.zotero.org/{library.name}/items>; rel="alternate"')
        body = json.dumps(page).encode("utf-8")
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(body)))
        handler.send_header("Zotero-API-Version", "3")
        handler.send_header("Zotero-Schema-Version", "29")
        handler.send_header("Total-Results", str(len(objects)))
        handler.send_header("Last-Modified-Version", str(library.version))
        handler.send_header("Link", ", ".join(links))
        handler.end_headers()
        handler.wfile.write(body)

    def _file(self, handler: BaseHTTPRequestHandler, library: FakeLibrary, key: str) -> None:
        if key not in library.files:
            self._text(handler, 404, "Not found")
            return
        handler.send_response(302)
        handler.send_header("Location", f"{self.base_url}/storage/{key}?signature=fake&expires=1")
        handler.send_header("Content-Length", "0")
        handler.end_headers()

    def _storage(self, handler: BaseHTTPRequestHandler, key: str) -> None:
        status = self.fail_files.get(key)
        if status:
            self._text(handler, status, "storage error")
            return
        for library in self.libraries.values():
            if key in library.files:
                body = library.files[key]
                handler.send_response(200)
                handler.send_header("Content-Type", "application/pdf")
                handler.send_header("Content-Length", str(len(body)))
                handler.end_headers()
                handler.wfile.write(body)
                return
        self._text(handler, 404, "Not found")

    @staticmethod
    def _text(handler: BaseHTTPRequestHandler, status: int, text: str) -> None:
        body = text.encode("utf-8")
        handler.send_response(status)
        handler.send_header("Content-Type", "text/plain")
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)


def _type_matches(item_type: str, wanted: str) -> bool:
    """The API's ``itemType`` search: ``a``, ``-a`` (not a), ``a || b``."""
    if wanted.startswith("-"):
        return item_type != wanted[1:].strip()
    return item_type in {part.strip() for part in wanted.split("||")}


@contextmanager
def serve_zotero(api: FakeZoteroApi) -> Iterator[FakeZoteroApi]:
    """Run ``api`` on a free loopback port for the ``with`` block."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            api.answer(self)

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    api.base_url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield api
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def pdf_bytes(path: Path) -> bytes:
    return path.read_bytes()
