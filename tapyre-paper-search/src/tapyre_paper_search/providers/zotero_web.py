"""The ``zotero-web`` provider: a Zotero library online, through the Zotero web API
(pyzotero; the ``zotero`` extra).

Sources::

    zotero-web:users/123456                     a user's library (the numeric user id
                                                on zotero.org/settings/keys)
    zotero-web:groups/98765                     a group library
    zotero-web:users/123456?collection=ABCD2345 one collection (by key or name)
                                                and its subcollections

Two paged listings read the library: its top-level items (of the collection,
when one is asked for) and its attachments, matched to their items by
``parentItem``; items in the trash are not listed by the API.  Each item's
first PDF stored in Zotero (``imported_file``/``imported_url``) is downloaded
to ``cache_dir/<library>/<attachment key>/`` and kept, and downloaded again
only when its MD5 in the API changes.  A PDF that cannot be downloaded is
reported as the item's failure; an item without PDF is ingested from its
metadata.

Options (``[data_providers.zotero-web]``):

``api_key``       a Zotero API key with read access (private libraries need one);
                  prefer ``api_key_env``
``api_key_env``   the environment variable holding the key (``ZOTERO_API_KEY``)
``api_url``       the API's address (``https://api.zotero.org``; another for a
                  self-hosted Zotero data server)
``cache_dir``     where downloaded PDFs are kept (``zotero-web`` in the folder the
                  ``arxiv`` provider downloads to, ``<user cache>/tapyre/papers``)
``download_pdfs`` false: metadata only (default true)
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from tapyre_paper_search import component_settings
from tapyre_paper_search._fs import write_atomically
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.library.reference import LibraryEntry
from tapyre_paper_search.library.zotero_items import SKIPPED_TYPES, reference_from_item
from tapyre_paper_search.providers.base import ProviderItem
from tapyre_paper_search.providers.library_files import (
    library_paper,
    path_resolver,
    without_repeats,
)
from tapyre_paper_search.records import SourceFailure

log = logging.getLogger(__name__)

_SOURCE = re.compile(r"^zotero-web:(users|groups)/(\d+)/?(?:\?(.*))?$", re.IGNORECASE)
_STORED = ("imported_file", "imported_url")


class ZoteroWebProvider:
    """A Zotero web library (see the module docstring)."""

    name = "zotero-web"

    def __init__(
        self,
        *,
        api_key: str | None = None,
        api_url: str | None = None,
        cache_dir: Path | None = None,
        download_pdfs: bool = True,
    ) -> None:
        self.api_key = api_key
        default = component_settings.ZOTERO_WEB.read({})["api_url"]
        self.api_url = (api_url or default).rstrip("/")
        self.cache_dir = cache_dir or _default_cache_dir()
        self.download_pdfs = download_pdfs

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any] | None) -> ZoteroWebProvider:
        values = component_settings.ZOTERO_WEB.read(
            settings or {}, table="data_providers.zotero-web"
        )
        cache = values["cache_dir"]
        return cls(
            api_key=values["api_key"] or os.environ.get(values["api_key_env"]) or None,
            api_url=values["api_url"],
            cache_dir=Path(cache).expanduser() if cache else None,
            download_pdfs=values["download_pdfs"],
        )

    def handles(self, source: str) -> bool:
        return source.strip().lower().startswith("zotero-web:")

    def mark_done(self, paper_id: str) -> None:
        """Nothing to do: unchanged items are skipped by their content hash."""

    def iter_papers(self, source: str) -> Iterator[ProviderItem]:
        return without_repeats(self._papers(source))

    def _papers(self, source: str) -> Iterator[ProviderItem]:
        library_type, library_id, collections = parse_source(source)
        library = f"{library_type}s/{library_id}"
        client = self._client(library_type, library_id)
        with _api_errors(library, self.api_url):
            items, attachments = self._listing(client, collections)
        resolve = path_resolver()
        for data in items:
            key = str(data.get("key", ""))
            locator = f"zotero-web:{library}#{key}"
            pdf, failure = self._pdf(client, library, attachments.get(key, []), locator)
            if failure is not None:
                yield failure
                continue
            reference = reference_from_item(data, pdfs=[str(pdf)] if pdf else [])
            if not reference.title:
                yield SourceFailure(locator, "empty", f"{locator}: the Zotero item has no title")
                continue
            yield library_paper(LibraryEntry(reference, locator), source=self.name, resolve=resolve)

    def _client(self, library_type: str, library_id: str) -> Any:
        try:
            from pyzotero import zotero
        except ImportError:
            raise SourceError(
                "reading a Zotero web library needs pyzotero",
                hint="Install the zotero extra from the Tapyre folder: "
                'pip install "./tapyre-paper-search[zotero]"',
            ) from None
        client = zotero.Zotero(library_id, library_type, self.api_key)
        client.endpoint = self.api_url  # pyzotero's documented attribute for the API root
        return client

    def _listing(
        self, client: Any, collections: list[str]
    ) -> tuple[list[dict[str, Any]], dict[str, list[dict[str, Any]]]]:
        """(top-level items' data, attachments' data by parent key)."""
        if collections:
            keys = _collection_keys(client, collections)
            listed: dict[str, dict[str, Any]] = {}
            for key in keys:
                for item in client.everything(client.collection_items_top(key, limit=100)):
                    listed.setdefault(item["key"], item)
            top = list(listed.values())
        else:
            top = client.everything(client.top(limit=100))
        children = client.everything(client.items(itemType="attachment", limit=100))
        attachments: dict[str, list[dict[str, Any]]] = {}
        for child in children:
            data = child.get("data", {})
            parent = data.get("parentItem")
            if parent:
                attachments.setdefault(str(parent), []).append(data)
        items = [
            item["data"]
            for item in top
            if item.get("data", {}).get("itemType") not in SKIPPED_TYPES
        ]
        return items, attachments

    def _pdf(
        self, client: Any, library: str, attachments: list[dict[str, Any]], locator: str
    ) -> tuple[Path | None, SourceFailure | None]:
        """The item's first stored PDF, downloaded (or from the cache)."""
        if not self.download_pdfs:
            return None, None
        for data in attachments:
            if data.get("contentType") != "application/pdf" or data.get("linkMode") not in _STORED:
                continue
            key = str(data["key"])
            name = _safe_name(str(data.get("filename") or f"{key}.pdf"))
            target = self.cache_dir / library.replace("/", "-") / key / name
            md5 = data.get("md5")
            if target.is_file() and md5 and _md5(target) == md5:
                return target, None
            try:
                content = client.file(key)
            except Exception as exc:  # pyzotero's errors and httpx2's transport errors
                message = f"{locator}: downloading its PDF {name} failed: {_describe(exc)}"
                return None, SourceFailure(locator, _reason(exc), message)
            if not isinstance(content, bytes) or not content.startswith(b"%PDF"):
                message = f"{locator}: the Zotero API did not send the PDF {name}"
                return None, SourceFailure(locator, "bad-response", message)
            write_atomically(target, content)
            return target, None
        return None, None


def parse_source(source: str) -> tuple[str, str, list[str]]:
    """``zotero-web:users/123?collection=X`` → (``user``, ``123``, [``X``])."""
    match = _SOURCE.match(source.strip())
    if not match:
        raise SourceError(
            f"invalid Zotero web source {source!r}",
            hint="Use 'zotero-web:users/<user id>' or 'zotero-web:groups/<group id>' "
            "(the user id is on zotero.org/settings/keys).",
        )
    kind, library_id, query = match.groups()
    return kind.lower()[:-1], library_id, parse_qs(query or "").get("collection", [])


def _collection_keys(client: Any, wanted: list[str]) -> list[str]:
    """Keys of the named collections (by key or name) and of their subcollections."""
    everything = client.everything(client.collections(limit=100))
    by_key = {c["data"]["key"]: c["data"] for c in everything}
    chosen = []
    for want in wanted:
        found = [k for k, d in by_key.items() if want in (k, d.get("name"))]
        if not found:
            names = ", ".join(sorted(str(d.get("name")) for d in by_key.values())) or "none"
            raise SourceError(
                f"the Zotero library has no collection {want!r} (its collections: {names})"
            )
        chosen.extend(found)
    grown = True
    while grown:
        grown = False
        for key, data in by_key.items():
            if data.get("parentCollection") in chosen and key not in chosen:
                chosen.append(key)
                grown = True
    return chosen


class _api_errors:  # noqa: N801 - used as a context manager, reads as a phrase
    """Turns the API's and the network's errors into one-line :class:`SourceError`."""

    def __init__(self, library: str, api_url: str) -> None:
        self.library, self.api_url = library, api_url

    def __enter__(self) -> None:
        return None

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: Any
    ) -> None:
        if exc is None or isinstance(exc, SourceError) or not isinstance(exc, Exception):
            return
        reason = _reason(exc)
        hint = {
            "forbidden": "Check the API key (api_key_env, default ZOTERO_API_KEY): it needs "
            "read access to this library.",
            "not-found": "Check the library id: zotero-web:users/<user id> or groups/<group id>.",
        }.get(reason, "Check the network connection and the api_url setting.")
        raise SourceError(
            f"cannot read the Zotero library {self.library} at {self.api_url}: {_describe(exc)}",
            hint=hint,
        ) from None


def _reason(exc: BaseException) -> str:
    from pyzotero import errors

    if isinstance(exc, errors.UserNotAuthorisedError):
        return "forbidden"
    if isinstance(exc, errors.ResourceNotFoundError):
        return "not-found"
    if isinstance(exc, errors.PyZoteroError):
        return "bad-response"
    return "network"


def _describe(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text[:300]


def _safe_name(name: str) -> str:
    cleaned = re.sub(r"[\\/:*?\"<>|\x00-\x1f]", "_", name).strip(". ")
    return cleaned or "attachment.pdf"


def _md5(path: Path) -> str:
    digest = hashlib.md5(usedforsecurity=False)
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _default_cache_dir() -> Path:
    from tapyre_paper_search.providers.arxiv import default_cache_dir

    return default_cache_dir() / "zotero-web"
