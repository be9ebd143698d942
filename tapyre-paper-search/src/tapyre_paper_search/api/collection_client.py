"""Reading a collection through the ``papers serve`` that holds it.

The embedded stores admit one process: while a server runs on a data folder,
the commands of its user (``tapyre papers search``, ``similar``, ``show``,
``list``, ``stats``, and the tools ``tapyre mcp serve`` offers) ask that
server instead of opening the stores.  Its answers are the collection as it
is now, writes of running jobs included, so nothing read this way is stale.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.api.server_client import ServerClient

if TYPE_CHECKING:
    from pathlib import Path

    from tapyre_paper_search.records.catalog import PaperQuery
    from tapyre_paper_search.search.answer import SourcesMode
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

    def citations(self, paper_id: str) -> dict[str, Any]:
        """``GET /papers/{id}/citations``: what the paper cites and what cites it."""
        return self._json(self._call("GET", f"/papers/{paper_id}/citations"))

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

    def ask(
        self, question: str, options: SearchOptions, *, max_passages: int, sources: SourcesMode
    ) -> ServerAnswer:
        """``POST /ask``: the answer as the server streams it (the search is done, and
        its notes known, when this returns)."""
        body = search_body(options)
        body.update(query=question, max_passages=max_passages, sources=sources)
        return ServerAnswer(self._stream("POST", "/ask", json=body))

    def _stream(
        self, method: str, path: str, **kwargs: Any
    ) -> Iterator[tuple[str, dict[str, Any]]]:
        import httpx

        from tapyre_paper_search.api.server_client import parse_events
        from tapyre_paper_search.errors import ServerError

        try:
            with self._http.stream(method, path, **kwargs) as response:
                if response.status_code >= 400:
                    response.read()
                    raise self._refused(response)
                for event, data in parse_events(response.iter_lines()):
                    if event == "error":
                        raise ServerError(f"the paper-search server failed: {data.get('error')}")
                    yield event, data
        except httpx.TransportError as exc:
            raise self._unreachable(exc) from exc

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


class ServerAnswer:
    """An answer a server streams (``POST /ask``), read as the app's
    :class:`~tapyre_paper_search.search.answer_stream.Answer` is: ``notes`` first,
    then the text pieces by iterating (the cited sources' list last), then
    ``dropped_markers`` and :meth:`to_dict` (``tapyre papers ask --json``'s form)."""

    def __init__(self, events: Iterator[tuple[str, dict[str, Any]]]) -> None:
        self._events = events
        self.search: dict[str, Any] = {}
        for event, data in events:  # the search and its sources come first
            if event == "metadata":
                self.search = data
                break
        self.notes: tuple[str, ...] = tuple(self.search.get("notes") or ())
        self.text = ""
        self._done: dict[str, Any] = {}

    @property
    def dropped_markers(self) -> list[str]:
        return list(self._done.get("dropped_markers") or ())

    def __iter__(self) -> Iterator[str]:
        for event, data in self._events:
            if event == "chunk":
                piece = str(data.get("text", ""))
                self.text += piece
                yield piece
            elif event == "done":
                self._done = data
                return

    def read(self) -> str:
        """The whole text, once streamed."""
        for _ in self:
            pass
        return self.text

    def to_dict(self) -> dict[str, Any]:
        """``{"answer", "sources", "cited", "dropped_markers", "search"}``, once read."""
        self.read()
        search = {key: value for key, value in self.search.items() if key != "sources"}
        return {
            "answer": self.text,
            "sources": list(self._done.get("sources") or ()),
            "cited": list(self._done.get("cited") or ()),
            "dropped_markers": self.dropped_markers,
            "search": search,
        }
