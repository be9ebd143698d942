"""The search endpoints: ``POST /search``, ``POST /similar``, ``POST /ask`` (Server-Sent
Events) and ``POST /embed``, each a thin adapter over the app."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Response
from pydantic import TypeAdapter

from tapyre_paper_search.api.schemas import (
    AskBody,
    EmbedBody,
    EmbedReply,
    ErrorReply,
    SearchBody,
    SimilarBody,
)

if TYPE_CHECKING:
    import anyio

    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.search.answer_stream import Answer

ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorReply, "description": "Invalid request"},
    422: {"model": ErrorReply, "description": "Request failed validation"},
}

PING_S = 15
"""Seconds between keep-alive comments on an idle event stream."""


def add_search_routes(
    api: FastAPI, paper_search: PaperSearchApp, streams: anyio.CapacityLimiter
) -> None:
    """Add the search endpoints, answered by ``paper_search``; answers stream from
    threads of ``streams`` (never the pool that answers requests)."""

    @api.post("/search", tags=["search"], responses=ERRORS, response_model=dict[str, Any])
    def search(body: SearchBody) -> Response:
        """Search papers; results grouped per paper with their best passages."""
        return json_reply(paper_search.search(body.query, body.to_options()).to_dict())

    @api.post(
        "/similar",
        tags=["search"],
        responses={**ERRORS, 404: {"model": ErrorReply}},
        response_model=dict[str, Any],
    )
    def similar(body: SimilarBody) -> Response:
        """Papers like the given one (its stored vector is the query)."""
        return json_reply(paper_search.similar(body.paper_id, body.to_options()).to_dict())

    @api.post("/ask", tags=["answers"], responses={**ERRORS, 409: {"model": ErrorReply}})
    def ask(body: AskBody) -> Any:
        """Answer a question from the papers, streamed as Server-Sent Events.

        Events: ``metadata`` (results, filters, rewritten queries, sources),
        then ``chunk`` events with text, then ``done`` (cited sources, dropped
        markers, and the sources as listed: cited first, each with ``cited``;
        ``sources="cited"`` leaves the uncited out); ``error`` with a message
        if it fails midway.
        """
        from sse_starlette.sse import EventSourceResponse
        from tapyre.serving import threaded_stream

        answer = paper_search.ask(
            body.query, body.to_options(), max_passages=body.max_passages, sources=body.sources
        )
        return EventSourceResponse(threaded_stream(answer_events(answer), streams), ping=PING_S)

    @api.post("/embed", response_model=EmbedReply, tags=["meta"], responses=ERRORS)
    def embed(body: EmbedBody) -> dict[str, Any]:
        """Dense vectors of texts, embedded as queries or as passages."""
        return paper_search.embed(body.texts, body.kind).to_dict()


def json_reply(data: dict[str, Any]) -> Response:
    """``data`` (a record's ``to_dict``) as a JSON response: the bytes FastAPI sends for
    ``response_model=dict[str, Any]``, written by orjson without validating ``data``
    first (on a search, the validation and writing cost a third of what the framework
    costs a request).  A value orjson refuses (a numpy scalar, a non-str key, an int
    beyond 64 bits, a set, a Decimal, bytes) is written by FastAPI's own way instead."""
    import orjson

    try:
        body = orjson.dumps(data, option=orjson.OPT_UTC_Z)  # UTC as "Z", as pydantic does
    except TypeError:  # orjson.JSONEncodeError
        body = _pydantic_json(data)
    return Response(body, media_type="application/json")


def _pydantic_json(data: dict[str, Any]) -> bytes:
    """``data`` validated against ``dict[str, Any]`` and written, as FastAPI does."""
    adapter = _dict_adapter()
    return adapter.dump_json(adapter.validate_python(data))


@functools.cache
def _dict_adapter() -> TypeAdapter[dict[str, Any]]:
    return TypeAdapter(dict[str, Any])


def answer_events(answer: Answer) -> Iterator[dict[str, str]]:
    """The answer's events as Server-Sent Events; a failure once the stream has
    started is an ``error`` event (the connection is never just dropped)."""
    from tapyre import TapyreError

    events = answer.events()
    try:
        for event in events:
            yield {"event": event.name, "data": json.dumps(event.to_dict())}
    except TapyreError as exc:
        yield {"event": "error", "data": json.dumps({"error": str(exc)})}
    except Exception as exc:
        yield {"event": "error", "data": json.dumps({"error": f"{type(exc).__name__}: {exc}"})}
