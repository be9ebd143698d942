"""arXiv's metadata API (``export.arxiv.org/api/query``): batched look-ups by id.

One request asks for up to ``batch_size`` ids (``id_list=…&max_results=N``;
without ``max_results`` arXiv returns only 10).  The Atom answer has one
``<entry>`` per existing paper:

* ``<id>http://arxiv.org/abs/2301.00001v2</id>``: id and latest version;
* ``<published>`` (v1) and ``<updated>`` (latest version) timestamps;
* ``<title>``, ``<summary>`` (hard-wrapped), ``<author><name>``;
* ``<category term=…>`` and ``<arxiv:primary_category term=…>`` (first);
* ``<arxiv:doi>``, ``<arxiv:journal_ref>``.

Ids that do not exist are simply missing; a malformed id gives an entry whose
id is ``http://arxiv.org/api/errors#…`` and whose title is ``Error``; both are
left out.  A throttled API answers ``Rate exceeded.`` (not XML): that body is
rejected and the request retried.

The feed comes from the network, so it is parsed with ``defusedxml``: a body
that declares entities or a DTD (billion laughs, external entities) is refused
at once with :class:`~tapyre_paper_search.providers.arxiv_http.ArxivRequestError`
(reason ``unsafe-xml``), never expanded and never retried.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from datetime import date

import defusedxml
import defusedxml.ElementTree as SafeET

from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.providers.arxiv_http import ArxivRequestError, Fetched, PoliteClient
from tapyre_paper_search.providers.arxiv_ids import normalize_arxiv_id, split_version
from tapyre_paper_search.records import PaperMetadata

DEFAULT_API_URL = "https://export.arxiv.org/api/query"
ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"
_MAX_FEED_BYTES = 50 * 1024 * 1024


class AtomError(ValueError):
    """The body is not an Atom feed."""


class UnsafeXmlError(AtomError):
    """The body declares a DTD or entities (an XML bomb or an external entity)."""


def parse_atom(body: bytes) -> dict[str, PaperMetadata]:
    """Metadata by paper id (no version) from an arXiv API Atom feed.

    Raises :class:`AtomError` when ``body`` is not an Atom feed, and its
    subclass :class:`UnsafeXmlError` when it declares a DTD or entities (arXiv's
    feeds never do).
    """
    try:
        root = SafeET.fromstring(body, forbid_dtd=True)
    except defusedxml.DefusedXmlException as exc:
        raise UnsafeXmlError(f"unsafe XML refused ({exc})") from exc
    except ET.ParseError as exc:
        raise AtomError(f"not XML: {exc}") from exc
    if root.tag != f"{ATOM}feed":
        raise AtomError(f"not an Atom feed (root element {root.tag!r})")
    papers: dict[str, PaperMetadata] = {}
    for entry in root.iter(f"{ATOM}entry"):
        metadata = _entry(entry)
        if metadata is not None:
            papers[metadata.paper_id] = metadata
    return papers


def _entry(entry: ET.Element) -> PaperMetadata | None:
    raw_id = _text(entry, f"{ATOM}id")
    title = normalize_inline(_text(entry, f"{ATOM}title"), dashes="printed")
    if not raw_id or "/api/errors" in raw_id or not title:
        return None
    tail = raw_id.split("/abs/", 1)[-1]
    paper_id = normalize_arxiv_id(tail)
    if paper_id is None:
        return None
    _, version = split_version(tail)
    primary = entry.find(f"{ARXIV}primary_category")
    categories = [primary.get("term", "")] if primary is not None else []
    categories += [c.get("term", "") for c in entry.findall(f"{ATOM}category")]
    return PaperMetadata(
        paper_id=paper_id,
        title=title,
        abstract=normalize_inline(_text(entry, f"{ATOM}summary")),
        authors=tuple(
            normalize_inline(_text(author, f"{ATOM}name"))
            for author in entry.findall(f"{ATOM}author")
            if _text(author, f"{ATOM}name")
        ),
        categories=tuple(dict.fromkeys(c for c in categories if c)),
        published=_date(_text(entry, f"{ATOM}published")),
        updated=_date(_text(entry, f"{ATOM}updated")),
        version=version,
        doi=_text(entry, f"{ARXIV}doi") or None,
        journal_ref=normalize_inline(_text(entry, f"{ARXIV}journal_ref")) or None,
        source="arxiv",
    )


def _text(element: ET.Element, tag: str) -> str:
    found = element.find(tag)
    return (found.text or "").strip() if found is not None else ""


def _date(value: str) -> date | None:
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


class ArxivMetadataClient:
    """Looks up papers by id in batches, through a :class:`PoliteClient`."""

    def __init__(self, client: PoliteClient, *, api_url: str = DEFAULT_API_URL) -> None:
        self.client = client
        self.api_url = api_url

    def fetch(self, ids: Sequence[str]) -> dict[str, PaperMetadata]:
        """Metadata of those of ``ids`` that exist (one request; ids without version).

        Raises :class:`~tapyre_paper_search.providers.arxiv_http.ArxivRequestError`
        when the API cannot be reached or keeps answering garbage.
        """
        if not ids:
            return {}
        params = {"id_list": ",".join(ids), "max_results": str(len(ids)), "start": "0"}
        parsed: dict[str, PaperMetadata] = {}

        def accept(fetched: Fetched) -> bool:
            try:
                parsed.update(parse_atom(fetched.body))
            except UnsafeXmlError as exc:
                # Hostile, not flaky: asking again would only fetch it again.
                raise ArxivRequestError(
                    f"{self.api_url}: the metadata answer was refused: {exc}",
                    reason="unsafe-xml",
                ) from exc
            except AtomError:
                return False
            return True

        self.client.get(self.api_url, params=params, accept=accept, max_bytes=_MAX_FEED_BYTES)
        wanted = set(ids)
        return {pid: meta for pid, meta in parsed.items() if pid in wanted}
