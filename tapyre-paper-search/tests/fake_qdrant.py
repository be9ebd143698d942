"""A Qdrant server on loopback, for the server-mode vector store (``[vector_stores.qdrant]``).

No Qdrant server can be installed here, so this one speaks the part of Qdrant's
REST API (the OpenAPI spec of Qdrant 1.x, as ``qdrant-client`` calls it) that
:class:`~tapyre_paper_search.store.qdrant_remote.RemoteVectorStore` uses, over
``qdrant-client``'s own local engine:

* every request body is validated with the client's models of the spec
  (``CreateCollection``, ``PointsList``, ``ScrollRequest``, ``QueryRequestBatch``…),
  as the server's schema validation does, and a body that does not fit is a
  ``400`` with Qdrant's error envelope ``{"status": {"error": …}, "time": …}``;
* answers carry Qdrant's envelope ``{"result": …, "status": "ok", "time": …}``;
  the version probe at ``/`` answers without one, as the server does;
* a missing collection is a ``404`` (``Not found: Collection `NAME` doesn't exist!``);
* the engine computes what the server would: vectors, sparse vectors with the IDF
  modifier, payload filters, prefetch + RRF/DBSF fusion, scroll order.

It records the create-collection bodies (where the shard settings travel) and
every request's method and path.
"""

from __future__ import annotations

import json
import re
import threading
import time
import warnings
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler
from typing import Any, ClassVar

from tapyre.testing import LoopbackHandler, LoopbackHTTPServer

VERSION = "1.20.0"
"""The server version the probe reports: the client's own (collection metadata needs
1.16 or newer)."""


class QdrantError(Exception):
    """An answer other than 200: the status and Qdrant's error text."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class FakeQdrant(LoopbackHTTPServer):
    """A Qdrant REST endpoint on 127.0.0.1 (``url``) over qdrant-client's local engine."""

    thread_name: ClassVar[str] = "fake-qdrant"
    label: ClassVar[str] = "the fake Qdrant server"

    def __init__(self) -> None:
        from qdrant_client import QdrantClient

        self.local = QdrantClient(location=":memory:")
        self.created: dict[str, dict[str, Any]] = {}
        self.requests: list[tuple[str, str]] = []
        self._lock = threading.Lock()  # the local engine is not thread-safe; a server is

    def handler_class(self) -> type[BaseHTTPRequestHandler]:
        return _handler(self)

    @property
    def thread(self) -> threading.Thread | None:
        """The serving thread (clients' own threads are told apart from it)."""
        return self._serving

    def stop(self) -> None:
        super().stop()
        self.local.close()

    # -- the API -------------------------------------------------------------------

    def answer(self, method: str, path: str, body: dict[str, Any] | None) -> Any:
        """The ``result`` of one request; raises :class:`QdrantError` otherwise."""
        with self._lock, warnings.catch_warnings():
            # The local engine warns that it searches exactly; a server uses its index.
            warnings.simplefilter("ignore", UserWarning)
            self.requests.append((method, path))
            for route_method, pattern, handler in self._routes():
                if route_method == method and (match := re.fullmatch(pattern, path)):
                    return handler(*match.groups(), body or {})
        raise QdrantError(404, f"Not found: {method} {path}")

    def _routes(self) -> list[tuple[str, str, Callable[..., Any]]]:
        name = r"/collections/([^/]+)"
        return [
            ("GET", f"{name}/exists", self._exists),
            ("GET", name, self._collection),
            ("PUT", name, self._create),
            ("DELETE", name, self._drop),
            ("PUT", f"{name}/index", self._index),
            ("PUT", f"{name}/points", self._upsert),
            ("POST", f"{name}/points", self._retrieve),
            ("POST", f"{name}/points/delete", self._delete),
            ("POST", f"{name}/points/scroll", self._scroll),
            ("POST", f"{name}/points/count", self._count),
            ("POST", f"{name}/points/query/batch", self._query_batch),
        ]

    def _existing(self, collection: str) -> str:
        if not self.local.collection_exists(collection):
            raise QdrantError(404, f"Not found: Collection `{collection}` doesn't exist!")
        return collection

    def _exists(self, collection: str, _body: dict[str, Any]) -> Any:
        return {"exists": self.local.collection_exists(collection)}

    def _collection(self, collection: str, _body: dict[str, Any]) -> Any:
        info = self.local.get_collection(self._existing(collection))
        return _json(info)

    def _create(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        request = _parse(models.CreateCollection, body)
        if self.local.collection_exists(collection):
            raise QdrantError(409, f"Wrong input: Collection `{collection}` already exists!")
        self.created[collection] = body
        self.local.create_collection(
            collection,
            vectors_config=request.vectors,
            sparse_vectors_config=request.sparse_vectors,
            hnsw_config=request.hnsw_config,
            quantization_config=request.quantization_config,
            metadata=request.metadata,
        )
        return True

    def _drop(self, collection: str, _body: dict[str, Any]) -> Any:
        return bool(self.local.delete_collection(collection))

    def _index(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        _parse(models.CreateFieldIndex, body)
        self._existing(collection)
        return {"operation_id": 0, "status": "completed"}

    def _upsert(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        request = _parse(models.PointsList, body)
        return _json(self.local.upsert(self._existing(collection), points=request.points))

    def _retrieve(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        request = _parse(models.PointRequest, body)
        records = self.local.retrieve(
            self._existing(collection), ids=request.ids, **_selection(request)
        )
        return [_json(r) for r in records]

    def _delete(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        selector: Any = _parse(
            models.PointIdsList if "points" in body else models.FilterSelector, body
        )
        return _json(self.local.delete(self._existing(collection), points_selector=selector))

    def _scroll(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        request = _parse(models.ScrollRequest, body)
        records, offset = self.local.scroll(
            self._existing(collection),
            scroll_filter=request.filter,
            limit=request.limit if request.limit is not None else 10,
            offset=request.offset,
            **_selection(request),
        )
        return {"points": [_json(r) for r in records], "next_page_offset": offset}

    def _count(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        request = _parse(models.CountRequest, body)
        result = self.local.count(
            self._existing(collection),
            count_filter=request.filter,
            exact=request.exact if request.exact is not None else True,
        )
        return _json(result)

    def _query_batch(self, collection: str, body: dict[str, Any]) -> Any:
        from qdrant_client import models

        request = _parse(models.QueryRequestBatch, body)
        responses = self.local.query_batch_points(
            self._existing(collection), requests=request.searches
        )
        return [_json(r) for r in responses]


def _parse(model: Any, body: dict[str, Any]) -> Any:
    """``body`` as the spec's ``model``, or the server's 400 for a malformed body."""
    from pydantic import ValidationError

    try:
        return model.model_validate(body)
    except ValidationError as exc:
        raise QdrantError(400, f"Format error in JSON body: {exc.errors()[0]['msg']}") from exc


def _selection(request: Any) -> dict[str, Any]:
    """What a read returns of each point: the spec's defaults are the payload, no vectors."""
    return {
        "with_payload": request.with_payload if request.with_payload is not None else True,
        "with_vectors": request.with_vector or False,
    }


def _json(model: Any) -> Any:
    return model.model_dump(mode="json", exclude_none=True)


def _handler(fake: FakeQdrant) -> type[BaseHTTPRequestHandler]:
    class Handler(LoopbackHandler):
        def dispatch(self, method: str) -> None:
            started = time.perf_counter()
            path = self.path.split("?", 1)[0]
            raw = self.read_raw()
            if method == "GET" and path == "/":  # the version probe: no envelope
                self.send_json(200, {"title": "qdrant - vector search engine", "version": VERSION})
                return
            try:
                body = json.loads(raw) if raw else None
                result = fake.answer(method, path, body)
            except QdrantError as exc:
                status, error = exc.status, str(exc)
            except json.JSONDecodeError as exc:
                status, error = 400, f"Format error in JSON body: {exc}"
            else:
                elapsed = time.perf_counter() - started
                self.send_json(200, {"result": result, "status": "ok", "time": elapsed})
                return
            self.send_json(
                status, {"status": {"error": error}, "time": time.perf_counter() - started}
            )

    return Handler
