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
from search_helpers import app_over, opened_collection, sample_papers
from tapyre import Config, Host
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.api import create_app
from tapyre_paper_search.app import PaperSearchApp

MAX_EXAMPLES = 25


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[str]:
    papers = sample_papers(shared_data)[:40]
    model = ScriptedChatModel(replies=["An answer citing [1] and [99]."] * 500)
    with (
        opened_collection(tmp_path_factory.mktemp("api"), papers) as collection,
        running(create_app(app_over(collection, model))) as url,
    ):
        yield url


# The schema the server publishes at /openapi.json (the app opens its stores and
# models on first use, so generating the schema needs no collection).
_NOTHING = PaperSearchApp(Host(Config({}, env={}), load_entrypoints=False))
schema = schemathesis.openapi.from_dict(create_app(_NOTHING).openapi())


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
