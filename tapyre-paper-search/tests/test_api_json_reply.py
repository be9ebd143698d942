"""``json_reply`` (orjson) writes what FastAPI itself sends for ``response_model=dict[str, Any]``,
for values orjson refuses too (review7 finding 5)."""

from __future__ import annotations

import datetime
import decimal
import uuid
from typing import Any

import numpy as np
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from tapyre_paper_search.api.search_routes import json_reply

VALUES: dict[str, object] = {
    "numpy float": np.float64(0.1),
    "numpy float in a list": [np.float64(0.25), 1.5],
    "int keys": {1: "x", 2: [3]},
    "int beyond 64 bits": 2**64,
    "negative int beyond 64 bits": -(2**63) - 1,
    "set": {7},
    "decimal": decimal.Decimal("1.5"),
    "bytes": b"abc",
    "aware UTC datetime": datetime.datetime(2020, 1, 2, 3, 4, 5, tzinfo=datetime.UTC),
    "datetime at +02:00": datetime.datetime(
        2020, 1, 1, tzinfo=datetime.timezone(datetime.timedelta(hours=2))
    ),
    "naive datetime": datetime.datetime(2020, 1, 1),
    "nan": float("nan"),
    "uuid": uuid.UUID(int=1),
    "plain": {"a": [1, 2.5, "é😀\u2028", None, True], "b": {"c": 1e-7}},
}


@pytest.fixture(scope="module")
def fastapi_reply():  # type: ignore[no-untyped-def]
    """The bytes FastAPI sends for a document, through a real route."""
    app = FastAPI()
    box: dict[str, dict[str, Any]] = {}

    @app.get("/doc", response_model=dict[str, Any])
    def doc() -> dict[str, Any]:
        return box["doc"]

    client = TestClient(app, raise_server_exceptions=False)

    def reply(document: dict[str, Any]) -> tuple[int, bytes]:
        box["doc"] = document
        answer = client.get("/doc")
        return answer.status_code, answer.content

    return reply


@pytest.mark.parametrize("name", list(VALUES))
def test_a_reply_is_written_as_fastapi_writes_it(name: str, fastapi_reply) -> None:  # type: ignore[no-untyped-def]
    document = {"value": VALUES[name], "score": 0.5}
    status, expected = fastapi_reply(document)
    assert status == 200
    reply = json_reply(document)
    assert reply.body == expected
    assert reply.media_type == "application/json"


def test_a_value_fastapi_refuses_is_refused_too(fastapi_reply) -> None:  # type: ignore[no-untyped-def]
    document = {"value": np.float32(0.5)}
    assert fastapi_reply(document)[0] == 500
    with pytest.raises(ValueError):  # pydantic's serialization error: the server's 500
        json_reply(document)
