"""Reading a collection through the ``papers serve`` that holds it.

The embedded stores admit one process: while a server runs on a data folder,
the commands of its user (``tapyre papers search``, ``similar``, ``show``,
``list``, ``stats``, and the tools ``tapyre mcp serve`` offers) ask that
server instead of opening the stores.  Its answers are the collection as it
is now, writes of running jobs included, so nothing read this way is stale.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapyre_paper_search.api.server_client import ServerClient

if TYPE_CHECKING:
    from pathlib import Path

    from tapyre_paper_search.records.catalog import PaperQuery
    from tapyre_paper_search.search.options import SearchOptions
    from tapyre_paper_search.search.results import SearchResponse


class CollectionClient(ServerClient):
    """Search and read the collection of the server ``record`` describes.

    Replies are the server's JSON (the records' ``to_dict`` forms); searches
    come back as :class:`~tapyre_paper_search.search.results.SearchResponse`.
    """

    def search(self, query: str, options: SearchOptions) -> SearchResponse:
        body = search_body(options)
        body["query"] = query
        return self._response(self._json(self._call("POST", "/search", json=body)))

    def similar(self, paper_id: str, options: SearchOptions) -> SearchResponse:
        body = {
            "paper_id": paper_id,
            "k": options.k,
            "level": options.level,
            "filters": options.filters.to_dict(),
        }
        return self._response(self._json(self._call("POST", "/similar", json=body)))

    def paper(self, paper_id: str, *, chunks: bool = False) -> dict[str, Any]:
        """``GET /papers/{id}``: the stored record (with its chunks when asked)."""
        params = {"chunks": "true"} if chunks else None
        return self._json(self._call("GET", f"/papers/{paper_id}", params=params))

    def papers(self, query: PaperQuery) -> dict[str, Any]:
        """``GET /papers``: one page of the catalog."""
        params: dict[str, Any] = {
            "sort": query.sort,
            "offset": query.offset,
            "limit": query.limit,
        }
        if query.descending is not None:
            params["descending"] = "true" if query.descending else "false"
        for key, value in query.filters.to_dict().items():
            if value not in (None, []):
                params[key] = value
        return self._json(self._call("GET", "/papers", params=params))

    def stats(self) -> dict[str, Any]:
        """``GET /stats?summary=true``: the summary ``tapyre papers stats`` prints."""
        return self._json(self._call("GET", "/stats", params={"summary": "true"}))

    @staticmethod
    def _response(data: dict[str, Any]) -> SearchResponse:
        from tapyre_paper_search.search.results import SearchResponse

        return SearchResponse.from_dict(data)


def search_body(options: SearchOptions) -> dict[str, Any]:
    """``options`` as ``POST /search`` takes them (every field its body has)."""
    from tapyre_paper_search.api.schemas import SearchBody

    body = {
        name: getattr(options, name)
        for name in SearchBody.model_fields
        if name not in ("query", "filters")
    }
    body["filters"] = options.filters.to_dict()
    return body


def collection_server(data_dir: Path, api_key: str | None = None) -> CollectionClient | None:
    """A client of the server that holds ``data_dir``, or ``None`` when no server
    runs there (or this process is that server)."""
    import os

    from tapyre_paper_search.api.server_record import find_server

    record = find_server(data_dir)
    if record is None or record.pid == os.getpid():
        return None
    return CollectionClient(record, api_key)
