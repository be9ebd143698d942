"""The REST + SSE API, tested with a real HTTP client against a real uvicorn
server on loopback, over a real Qdrant Edge + SQLite collection."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from api_server import running
from search_helpers import app_over
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.api import create_app

DIPHOTON = "0704.0001"
ANSWER = (
    "Diphoton pairs from Higgs boson decays can be told apart from QCD production at the "
    "LHC [1]. Nothing else is known [7]."
)


@pytest.fixture(scope="module")
def model() -> ScriptedChatModel:
    return ScriptedChatModel(replies=[ANSWER] * 20)


@pytest.fixture(scope="module")
def base_url(collection: tuple, model: ScriptedChatModel) -> Iterator[str]:
    with running(create_app(app_over(collection, model))) as url:
        yield url


@pytest.fixture
def http(base_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=base_url, timeout=30.0) as client:
        yield client


def test_health_and_openapi(http: httpx.Client) -> None:
    assert http.get("/health").json()["status"] == "ok"
    schema = http.get("/openapi.json").json()
    assert {
        "/search",
        "/ask",
        "/similar",
        "/papers/{paper_id}",
        "/stats",
        "/embed",
        "/health",
    } <= set(schema["paths"])


def test_search_returns_papers_with_passages(http: httpx.Client) -> None:
    reply = http.post(
        "/search",
        json={
            "query": "diphoton pairs Higgs boson decay LHC",
            "k": 3,
            "filters": {"year_from": 2007},
        },
    )
    assert reply.status_code == 200
    body = reply.json()
    assert body["papers"][0]["paper_id"] == DIPHOTON
    assert body["papers"][0]["passages"][0]["page_start"] in (1, 2)
    assert body["filters"]["year_from"] == 2007
    assert body["mode"] == "hybrid"


def test_search_with_an_arxiv_id_finds_similar_papers(http: httpx.Client) -> None:
    body = http.post(
        "/search", json={"query": f"arXiv:{DIPHOTON}v2", "k": 2, "level": "paper"}
    ).json()
    assert body["similar_to"] == DIPHOTON
    assert len(body["papers"]) == 2
    similar = http.post("/similar", json={"paper_id": DIPHOTON, "k": 2}).json()
    assert [p["paper_id"] for p in similar["papers"]] == [p["paper_id"] for p in body["papers"]]


def test_paper_by_id_and_stats(http: httpx.Client) -> None:
    paper = http.get(f"/papers/{DIPHOTON}").json()
    assert paper["metadata"]["paper_id"] == DIPHOTON
    missing = http.get("/papers/hep-th/9901001")
    assert missing.status_code == 404
    assert "hep-th/9901001" in missing.json()["error"]
    assert http.get("/stats").json()["papers"] == 200


def test_papers_are_listed_a_page_at_a_time(http: httpx.Client) -> None:
    first = http.get("/papers", params={"sort": "title", "limit": 150}).json()
    assert first["total"] == 200 and len(first["papers"]) == 150 and first["next_offset"] == 150
    titles = [p["title"].casefold() for p in first["papers"]]
    assert titles == sorted(titles)
    rest = http.get("/papers", params={"sort": "title", "offset": 150, "limit": 150}).json()
    assert len(rest["papers"]) == 50 and rest["next_offset"] is None
    ids = {p["paper_id"] for p in first["papers"] + rest["papers"]}
    assert len(ids) == 200
    filtered = http.get(
        "/papers", params=[("categories", "hep-ph"), ("year_from", 2007), ("paper_ids", DIPHOTON)]
    ).json()
    assert [p["paper_id"] for p in filtered["papers"]] == [DIPHOTON]
    assert filtered["filters"]["categories"] == ["hep-ph"]
    bad = http.get("/papers", params={"year_from": 2010, "year_to": 2000})
    assert bad.status_code == 400 and "year" in bad.json()["error"]
    assert http.get("/papers", params={"sort": "size"}).status_code == 422
    assert http.get("/papers", params={"limit": 0}).status_code == 422


def test_embed(http: httpx.Client) -> None:
    body = http.post("/embed", json={"texts": ["graphs", "quarks"], "kind": "passage"}).json()
    assert body["dimension"] == 256
    assert len(body["vectors"]) == 2 and len(body["vectors"][0]) == 256


@pytest.mark.parametrize(
    ("method", "path", "payload", "status", "needle"),
    [
        ("post", "/search", {"query": ""}, 422, "query"),
        ("post", "/search", {"query": "x", "k": 0}, 422, "k"),
        ("post", "/search", {"query": "x", "mode": "fuzzy"}, 422, "mode"),
        (
            "post",
            "/search",
            {"query": "x", "filters": {"year_from": 2020, "year_to": 2010}},
            400,
            "year",
        ),
        ("post", "/search", {"query": "x", "bogus": 1}, 422, "bogus"),
        ("post", "/search", {"query": "the of", "mode": "lexical"}, 400, "searchable"),
        ("post", "/search", {"query": "2401.99999"}, 404, "not in the collection"),
        ("post", "/similar", {"paper_id": "nope"}, 404, "nope"),
        ("post", "/embed", {"texts": []}, 422, "texts"),
    ],
)
def test_invalid_input_gets_a_4xx_with_a_message(  # noqa: PLR0917 - parametrized
    http: httpx.Client, method: str, path: str, payload: Any, status: int, needle: str
) -> None:
    reply = http.request(method.upper(), path, json=payload)
    assert reply.status_code == status, reply.text
    assert needle in reply.json()["error"]


def test_malformed_json_is_a_422(http: httpx.Client) -> None:
    reply = http.post("/search", content=b"{not json", headers={"content-type": "application/json"})
    assert reply.status_code == 422
    assert reply.json()["error"]


def _events(response: httpx.Response) -> list[tuple[str, Any]]:
    events: list[tuple[str, Any]] = []
    name, data = "message", []
    for line in response.iter_lines():
        if line.startswith("event:"):
            name = line.split(":", 1)[1].strip()
        elif line.startswith("data:"):
            data.append(line.split(":", 1)[1].strip())
        elif not line and data:
            events.append((name, json.loads("\n".join(data))))
            name, data = "message", []
    return events


def test_ask_streams_metadata_chunks_and_done(http: httpx.Client) -> None:
    with http.stream(
        "POST",
        "/ask",
        json={"query": "What do diphoton pairs from Higgs boson decays show at the LHC?", "k": 3},
    ) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        events = _events(response)
    names = [name for name, _ in events]
    assert names[0] == "metadata" and names[-1] == "done"
    assert set(names[1:-1]) == {"chunk"} and len(names) > 5
    metadata = events[0][1]
    assert metadata["papers"][0]["paper_id"] == DIPHOTON
    assert metadata["sources"][0]["paper_id"] == DIPHOTON
    assert metadata["queries"] == [
        "What do diphoton pairs from Higgs boson decays show at the LHC?"
    ]
    text = "".join(data["text"] for name, data in events if name == "chunk")
    assert "[1]" in text and "[7]" not in text
    assert "\n\nSources:\n[1] Calculation of prompt diphoton production" in text
    done = events[-1][1]
    assert done["cited"] == [1]
    assert done["dropped_markers"] == ["[7]"]


def test_ask_failure_midway_is_an_error_event(collection: tuple) -> None:
    empty = ScriptedChatModel(replies=[])  # the model fails on its first call
    with (
        running(create_app(app_over(collection, empty))) as url,
        httpx.Client(base_url=url, timeout=30) as http,
        http.stream("POST", "/ask", json={"query": "diphoton"}) as response,
    ):
        events = _events(response)
    assert [name for name, _ in events] == ["metadata", "error"]
    assert events[1][1]["error"]


def test_ask_without_a_model_is_a_409(collection: tuple) -> None:
    with running(create_app(app_over(collection))) as url:
        reply = httpx.post(f"{url}/ask", json={"query": "diphoton"}, timeout=30)
    assert reply.status_code == 409
    assert "language model" in reply.json()["error"]


def test_search_and_ask_take_iterative_with_the_configured_bound(collection: tuple) -> None:
    follow_up = "prompt diphoton production calculation"
    # search: one sub-question, then the bound (two rounds) stops the loop; ask:
    # the same, then the answer
    model = ScriptedChatModel(replies=[f'{{"next": "{follow_up}"}}'] * 2 + [ANSWER])
    app = app_over(collection, model, tables={"papers": {"graph": {"iterative_steps": 2}}})
    question = "What do diphoton pairs from Higgs boson decays show at the LHC?"
    with running(create_app(app)) as url, httpx.Client(base_url=url, timeout=30) as http:
        schema = http.get("/openapi.json").json()["components"]["schemas"]
        assert schema["SearchBody"]["properties"]["iterative"]["type"] == "boolean"
        assert "iterative" in schema["AskBody"]["properties"]
        reply = http.post("/search", json={"query": question, "k": 3, "iterative": True})
        assert reply.status_code == 200
        body = reply.json()
        assert body["queries"] == [question, follow_up]
        assert "iterative" in body["timings_ms"]
        assert len(model.received) == 1  # two rounds at most: the model was asked once
        with http.stream(
            "POST", "/ask", json={"query": question, "k": 3, "iterative": True}
        ) as response:
            events = _events(response)
        assert events[0][1]["queries"] == [question, follow_up]
        assert events[-1][0] == "done"
        plain = http.post("/search", json={"query": question, "k": 3}).json()
        assert plain["queries"] == [question] and "iterative" not in plain["timings_ms"]
        bad = http.post("/search", json={"query": question, "iterative": "often"})
        assert bad.status_code == 422


def test_concurrent_searches_answer_as_sequential_ones_in_fastapi_s_own_json(
    http: httpx.Client, base_url: str
) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from pydantic import TypeAdapter

    queries = [
        {"query": "diphoton pairs Higgs boson decay LHC", "k": 3},
        {"query": "Higgs", "k": 2, "mode": "dense"},
        {"query": "boson decays", "k": 3, "mode": "lexical"},
        {"query": "QCD production of photon pairs", "k": 3, "mode": "hybrid"},
    ] * 4

    def content(reply: httpx.Response) -> dict[str, Any]:
        assert reply.status_code == 200 and reply.headers["content-type"] == "application/json"
        # byte for byte what FastAPI's validation and writing of dict[str, Any] give
        assert reply.content == TypeAdapter(dict[str, Any]).dump_json(reply.json())
        body: dict[str, Any] = reply.json()
        body.pop("timings_ms")
        return body

    alone = [content(http.post("/search", json=q)) for q in queries]

    def one(q: dict[str, Any]) -> dict[str, Any]:
        with httpx.Client(base_url=base_url, timeout=30.0) as client:
            return content(client.post("/search", json=q))

    with ThreadPoolExecutor(8) as pool:
        together = list(pool.map(one, queries))
    assert together == alone and all(body["papers"] for body in alone)
    schema = http.get("/openapi.json").json()["paths"]["/search"]["post"]["responses"]["200"]
    assert schema["content"]["application/json"]["schema"]["type"] == "object"
