"""What guards the paper-search API (the core's server guard with ``[papers]``'s
settings), over real HTTP on loopback against a real collection: a rebound Host and a
foreign Origin refused on every route, answers streamed included; the API key on every
request; body size; per-client concurrency (429 with Retry-After); CORS only for the
configured origins; ``papers serve`` refusing to listen beyond loopback without a key."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from api_server import running
from click.testing import CliRunner
from search_helpers import app_over, opened_collection, sample_papers
from tapyre import Config, Host
from tapyre.cli import cli
from tapyre.serving import GuardSettings
from tapyre_paper_search.api import ApiGuard, create_app
from tapyre_paper_search.api.guard import api_guard
from tapyre_paper_search.app import PaperSearchApp

KEY = "test-key-7f3a9c"
QUERY = {"query": "diphoton pairs Higgs boson decay LHC", "k": 2}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[Any]:
    papers = sample_papers(shared_data)
    with opened_collection(tmp_path_factory.mktemp("collection"), papers) as collection:
        yield app_over(collection)


# -- API key ---------------------------------------------------------------------------


def test_every_request_needs_the_api_key(service: PaperSearchApp) -> None:
    with running(create_app(service, ApiGuard(GuardSettings(api_key=KEY)))) as url:
        for method, path, body in (
            ("GET", "/health", None),
            ("GET", "/openapi.json", None),
            ("GET", "/stats", None),
            ("POST", "/search", QUERY),
        ):
            bare = httpx.request(method, url + path, json=body)
            assert bare.status_code == 401, path
            assert "API key" in bare.json()["error"]
            assert bare.headers["www-authenticate"].startswith("Bearer")
            wrong = httpx.request(
                method, url + path, json=body, headers={"Authorization": "Bearer nope"}
            )
            assert wrong.status_code == 401
            prefix = httpx.request(method, url + path, json=body, headers={"X-API-Key": KEY[:-1]})
            assert prefix.status_code == 401
        bearer = httpx.post(url + "/search", json=QUERY, headers={"Authorization": f"Bearer {KEY}"})
        assert bearer.status_code == 200
        assert bearer.json()["papers"]
        header = httpx.get(url + "/stats", headers={"X-API-Key": KEY})
        assert header.status_code == 200


def test_serve_reads_the_key_from_the_config(service: PaperSearchApp) -> None:
    host = Host(Config({"papers": {"api_key": KEY}}, env={}), load_entrypoints=False)
    guard = api_guard(host, "0.0.0.0", None)
    assert guard.api_key == KEY
    with running(create_app(service, guard)) as url:
        assert httpx.get(url + "/health").status_code == 401
        assert httpx.get(url + "/health", headers={"X-API-Key": KEY}).status_code == 200


def test_serve_refuses_a_non_loopback_address_without_a_key(tmp_path: Path) -> None:
    from tapyre_paper_search import plugin

    config = Config({"papers": {"data_dir": str(tmp_path / "data")}}, env={})
    host = Host(config, load_entrypoints=False)
    assert host.register(plugin, name="paper_search").error is None
    result = CliRunner().invoke(
        cli, ["papers", "serve", "--host", "0.0.0.0", "--port", "9"], obj=host
    )
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert lines[0].startswith("error:")
    assert "0.0.0.0" in lines[0] and "API key" in lines[0]
    assert not (tmp_path / "data").exists()  # nothing was opened


# -- body size ---------------------------------------------------------------------------


def test_request_bodies_over_the_limit_get_413(service: PaperSearchApp) -> None:
    with running(create_app(service, ApiGuard(GuardSettings(max_request_bytes=2048)))) as url:
        big = {"query": "x" * 4096, "k": 2}
        declared = httpx.post(url + "/search", json=big)
        assert declared.status_code == 413
        assert "limit of 2048 bytes" in declared.json()["error"]

        def chunks() -> Iterator[bytes]:  # no Content-Length: chunked transfer
            yield b'{"query": "'
            for _ in range(10):
                yield b"y" * 512
            yield b'"}'

        streamed = httpx.post(
            url + "/search", content=chunks(), headers={"Content-Type": "application/json"}
        )
        assert streamed.status_code == 413
        small = httpx.post(url + "/search", json=QUERY)
        assert small.status_code == 200


# -- concurrency per client --------------------------------------------------------------


class _HeldSearches:
    """The real app, with ``search`` waiting until the test lets it go: a slow
    search whose duration the test controls."""

    def __init__(self, service: PaperSearchApp) -> None:
        self._service = service
        self.release = threading.Event()
        self.entered = threading.Semaphore(0)

    def search(self, *args: Any, **kwargs: Any) -> Any:
        self.entered.release()
        self.release.wait(timeout=30)
        return self._service.search(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._service, name)


def test_a_client_over_its_concurrency_limit_gets_429_with_retry_after(
    service: PaperSearchApp,
) -> None:
    held = _HeldSearches(service)
    app = create_app(held, ApiGuard(GuardSettings(client_concurrency=2)))  # type: ignore[arg-type]
    with running(app) as url:
        replies: list[httpx.Response] = []

        def search() -> None:
            replies.append(httpx.post(url + "/search", json=QUERY, timeout=30))

        workers = [threading.Thread(target=search) for _ in range(2)]
        for worker in workers:
            worker.start()
        for _ in workers:  # both are running inside the service
            assert held.entered.acquire(timeout=10)
        third = httpx.post(url + "/search", json=QUERY)
        assert third.status_code == 429
        assert third.headers["retry-after"] == "1"
        assert "too many requests" in third.json()["error"]
        ask = httpx.post(url + "/ask", json=QUERY)
        assert ask.status_code == 429
        # other endpoints are not limited
        assert httpx.get(url + "/stats").status_code == 200
        held.release.set()
        for worker in workers:
            worker.join(timeout=30)
        assert [r.status_code for r in replies] == [200, 200]
        # slots are given back
        assert httpx.post(url + "/search", json=QUERY).status_code == 200


# -- CORS -----------------------------------------------------------------------------------


def test_other_origins_are_refused_unless_configured_for_cors(service: PaperSearchApp) -> None:
    origin = "https://app.example.org"
    preflight_headers = {
        "Origin": origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,authorization",
    }
    with running(create_app(service)) as url:
        reply = httpx.post(url + "/search", json=QUERY, headers={"Origin": origin})
        assert reply.status_code == 403
        assert "access-control-allow-origin" not in reply.headers
        preflight = httpx.options(url + "/search", headers=preflight_headers)
        assert preflight.status_code == 403
        assert "access-control-allow-origin" not in preflight.headers
        own = httpx.post(url + "/search", json=QUERY, headers={"Origin": url})
        assert own.status_code == 200  # the server's own page
    guard = ApiGuard(GuardSettings(api_key=KEY, cors_origins=(origin,)))
    with running(create_app(service, guard)) as url:
        preflight = httpx.options(url + "/search", headers=preflight_headers)
        assert preflight.status_code == 204  # answered before the key is asked for
        assert preflight.headers["access-control-allow-origin"] == origin
        reply = httpx.post(
            url + "/search", json=QUERY, headers={"Origin": origin, "X-API-Key": KEY}
        )
        assert reply.status_code == 200
        assert reply.headers["access-control-allow-origin"] == origin
        other = httpx.post(
            url + "/search",
            json=QUERY,
            headers={"Origin": "https://evil.example", "X-API-Key": KEY},
        )
        assert other.status_code == 403
        assert "access-control-allow-origin" not in other.headers


# -- DNS rebinding -------------------------------------------------------------------------


def test_a_rebound_host_name_gets_nothing_from_any_route(service: PaperSearchApp) -> None:
    """A page on attacker.example whose name now resolves to 127.0.0.1: every request
    it makes names attacker.example in its Host (and its own origin)."""
    with running(create_app(service)) as url:
        port = url.rsplit(":", 1)[1]
        for method, path, body in (
            ("GET", "/stats", None),
            ("GET", "/papers", None),
            ("POST", "/search", QUERY),
            ("POST", "/ask", QUERY),
            ("GET", "/openapi.json", None),
        ):
            rebound = httpx.request(
                method, url + path, json=body, headers={"Host": f"attacker.example:{port}"}
            )
            assert rebound.status_code == 421, (path, rebound.text)
            assert "'attacker.example'" in rebound.json()["error"]
            assert "[papers] allowed_hosts" in rebound.json()["error"]
        named = ApiGuard(GuardSettings(allowed_hosts=("papers.lab.example",)))
    with running(create_app(service, named)) as url:
        served = httpx.post(url + "/search", json=QUERY, headers={"Host": "papers.lab.example"})
        assert served.status_code == 200 and served.json()["papers"]
