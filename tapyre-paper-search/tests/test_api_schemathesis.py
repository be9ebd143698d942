"""Property-based API test: schemathesis generates requests from the app's own
OpenAPI schema and sends them to a real server on loopback; no request may
produce a server error (5xx).  Examples are bounded so this runs in seconds."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from api_server import running
from hypothesis import HealthCheck, settings
from search_helpers import build_collection, sample_papers
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.api import create_app
from tapyre_paper_search.search.service import SearchService

MAX_EXAMPLES = 25


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[str]:
    papers = sample_papers(shared_data)[:40]
    store, metadata, dense, sparse = build_collection(tmp_path_factory.mktemp("api"), papers)
    model = ScriptedChatModel(replies=["An answer citing [1] and [99]."] * 500)
    service = SearchService(
        vectors=store, metadata=metadata, dense=dense, sparse=sparse, chat_model=model
    )
    with running(create_app(service)) as url:
        yield url
    store.close()
    metadata.close()


def _never_built() -> SearchService:
    raise AssertionError("the schema is generated without a service")


# The schema the server publishes at /openapi.json (the app builds its service lazily,
# so generating the schema needs no collection).
schema = schemathesis.openapi.from_dict(create_app(_never_built).openapi())


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
def test_no_request_from_the_schema_gets_a_server_error(case: Any, base_url: str) -> None:
    response = case.call(base_url=base_url, timeout=30)
    assert response.status_code < 500, f"{case.method} {case.formatted_path}: {response.text[:300]}"
    if response.status_code >= 400:
        assert "error" in response.json(), (response.status_code, response.text[:200])
