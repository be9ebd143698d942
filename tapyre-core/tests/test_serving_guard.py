"""The server guard over real HTTP on loopback: Host and Origin (DNS rebinding, cross-origin
requests) on every route including streams, CORS, the API key, body size, per-client
concurrency, stream limits and idle streams."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from serving_app import DemoApp, OpenStream, Reply, request
from tapyre.serving import GuardSettings, ServerGuard
from tapyre.testing import asgi_server

KEY = "k-3f9a-test"


def guarded(app: DemoApp, **settings: Any) -> Any:
    options = {
        k: settings.pop(k)
        for k in ("bind", "table", "limited_paths", "stream_paths", "open_paths", "body_limits",
                  "authenticate")
        if k in settings
    }  # fmt: skip
    return ServerGuard(app, GuardSettings(**settings), **options)


@pytest.fixture
def demo() -> DemoApp:
    return DemoApp()


@pytest.fixture
def served(demo: DemoApp) -> Iterator[str]:
    with asgi_server(guarded(demo, table="demo", cors_origins=("https://app.example.org",))) as url:
        yield url
    demo.release.set()


# -- Host: DNS rebinding -----------------------------------------------------------------


def test_a_rebound_host_name_is_refused_on_every_route_and_reaches_nothing(
    served: str, demo: DemoApp
) -> None:
    port = served.rsplit(":", 1)[1]
    for method, path in (("GET", "/health"), ("POST", "/echo"), ("GET", "/events")):
        reply = request(served, method, path, host=f"attacker.example:{port}", body=b"{}")
        assert reply.status == 421, path
        error = reply.json()["error"]
        assert "'attacker.example'" in error
        assert "[demo] allowed_hosts (TAPYRE_DEMO__ALLOWED_HOSTS)" in error
    assert demo.reached == []


def test_loopback_names_are_served(served: str) -> None:
    port = served.rsplit(":", 1)[1]
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}", "127.0.0.2",
                 f"LOCALHOST.:{port}", "app.localhost"):  # fmt: skip
        assert request(served, "GET", "/health", host=host).status == 200, host


def test_a_missing_or_malformed_host_is_400(served: str, demo: DemoApp) -> None:
    assert request(served, "GET", "/health", host=None).status == 400
    for bad in ("exa mple.org", "[::1", "example.org:99999", "::1:80", "exa/mple"):
        reply = request(served, "GET", "/health", host=bad)
        assert reply.status == 400, bad
        assert reply.json()["error"].startswith("bad Host header")
    assert demo.reached == []


def test_configured_hosts_and_patterns_are_served(demo: DemoApp) -> None:
    app = guarded(demo, allowed_hosts=("papers.example.org", "*.lab.example.org"))
    with asgi_server(app) as url:
        for host in ("papers.example.org", "papers.example.org:8443", "gpu1.lab.example.org"):
            assert request(url, "GET", "/health", host=host).status == 200, host
        for host in ("example.org", "lab.example.org", "papers.example.org.evil.example"):
            assert request(url, "GET", "/health", host=host).status == 421, host
    with asgi_server(guarded(demo, allowed_hosts=("*",))) as url:
        assert request(url, "GET", "/health", host="anything.example").status == 200


def test_a_server_on_every_interface_answers_ip_literals_but_not_other_names(
    demo: DemoApp,
) -> None:
    with asgi_server(guarded(demo, bind="0.0.0.0", api_key=KEY)) as url:
        auth = {"X-API-Key": KEY}
        assert request(url, "GET", "/health", host="192.168.1.20:8000", headers=auth).status == 200
        assert request(url, "GET", "/health", host="[fe80::1]:8000", headers=auth).status == 200
        assert request(url, "GET", "/health", host="nas.local", headers=auth).status == 421
    with asgi_server(guarded(demo, bind="192.168.1.20", api_key=KEY)) as url:
        auth = {"X-API-Key": KEY}
        assert request(url, "GET", "/health", host="192.168.1.20", headers=auth).status == 200
        assert request(url, "GET", "/health", host="10.0.0.3", headers=auth).status == 421


# -- Origin ------------------------------------------------------------------------------


def test_a_foreign_origin_is_refused_on_every_route_including_streams(
    served: str, demo: DemoApp
) -> None:
    for method, path in (("GET", "/health"), ("POST", "/echo"), ("GET", "/events")):
        reply = request(
            served, method, path, headers={"Origin": "http://attacker.example"}, body=b"{}"
        )
        assert reply.status == 403, path
        error = reply.json()["error"]
        assert "'http://attacker.example'" in error and "[demo] cors_origins" in error
    # a page on another loopback port is another origin too
    other = served.rsplit(":", 1)[0] + ":1"
    assert request(served, "GET", "/health", headers={"Origin": other}).status == 403
    assert request(served, "GET", "/health", headers={"Origin": "null"}).status == 403
    assert demo.reached == []


def test_the_servers_own_origin_and_requests_without_one_pass(served: str) -> None:
    assert request(served, "POST", "/echo", headers={"Origin": served}, body=b"abc").json() == {
        "size": 3
    }
    port = served.rsplit(":", 1)[1]
    same = request(
        served,
        "GET",
        "/health",
        host=f"localhost:{port}",
        headers={"Origin": f"http://localhost:{port}"},
    )
    assert same.status == 200
    assert "access-control-allow-origin" not in same.headers
    assert request(served, "GET", "/health").status == 200  # curl, a script: no Origin


def test_cross_site_fetches_without_origin_are_refused_but_navigation_is_not(served: str) -> None:
    no_cors = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors"}
    assert request(served, "GET", "/health", headers=no_cors).status == 403
    link = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"}
    assert request(served, "GET", "/health", headers=link).status == 200


def _preflight(url: str, origin: str, extra: dict[str, str] | None = None) -> Reply:
    """The browser's CORS preflight of a POST to ``/echo`` from ``origin``, with the
    ``extra`` request headers."""
    headers = {"Origin": origin, "Access-Control-Request-Method": "POST", **(extra or {})}
    return request(url, "OPTIONS", "/echo", headers=headers)


def test_a_listed_origin_gets_cors_headers_and_its_preflight_answered(
    served: str, demo: DemoApp
) -> None:
    origin = {"Origin": "https://app.example.org"}
    reply = request(served, "POST", "/echo", headers=origin, body=b"12345")
    assert reply.status == 200 and reply.json() == {"size": 5}
    assert reply.headers["access-control-allow-origin"] == "https://app.example.org"
    assert "Origin" in reply.headers["vary"]
    assert "Retry-After" in reply.headers["access-control-expose-headers"]
    asked = {"Access-Control-Request-Headers": "authorization, content-type"}
    preflight = _preflight(served, "https://app.example.org", asked)
    assert preflight.status == 204
    assert "POST" in preflight.headers["access-control-allow-methods"]
    assert "Authorization" in preflight.headers["access-control-allow-headers"]
    refused = _preflight(served, "https://evil.example")
    assert refused.status == 403
    assert demo.reached == ["/echo"]  # preflights never reach the app
    stream = OpenStream(served, "/events", **origin)
    assert stream.status == 200
    assert stream.headers["access-control-allow-origin"] == "https://app.example.org"
    stream.close()


def test_a_preflight_needs_no_key_but_the_request_does(demo: DemoApp) -> None:
    app = guarded(demo, api_key=KEY, cors_origins=("https://app.example.org",))
    with asgi_server(app) as url:
        origin = {"Origin": "https://app.example.org"}
        assert _preflight(url, origin["Origin"]).status == 204
        assert request(url, "POST", "/echo", headers=origin, body=b"x").status == 401
        keyed = {**origin, "Authorization": f"Bearer {KEY}"}
        assert request(url, "POST", "/echo", headers=keyed, body=b"x").status == 200


# -- API key -----------------------------------------------------------------------------


def test_with_a_key_every_route_needs_it_except_open_paths(demo: DemoApp) -> None:
    app = guarded(demo, api_key=KEY, open_paths=("/login", "/static/*"))
    with asgi_server(app) as url:
        for method, path in (("GET", "/health"), ("POST", "/echo"), ("GET", "/events")):
            bare = request(url, method, path, body=b"")
            assert bare.status == 401, path
            assert bare.headers["www-authenticate"].startswith("Bearer")
            assert "API key" in bare.json()["error"]
            for wrong in ({"Authorization": "Bearer nope"}, {"X-API-Key": KEY[:-1]},
                          {"Authorization": f"Basic {KEY}"}):  # fmt: skip
                assert request(url, method, path, headers=wrong, body=b"").status == 401
        assert request(url, "GET", "/health", headers={"X-API-Key": KEY}).status == 200
        bearer = {"Authorization": f"bearer  {KEY}"}
        assert request(url, "GET", "/health", headers=bearer).status == 200
        assert request(url, "GET", "/login").status == 200
        assert request(url, "GET", "/static/app.js").status == 200
        assert request(url, "GET", "/static").status == 401


def test_another_credential_can_let_a_request_in(demo: DemoApp) -> None:
    def session_cookie(scope: Any, headers: Any) -> bool:
        return headers.get("cookie", "") == "session=good"

    app = guarded(demo, api_key=KEY, authenticate=session_cookie)
    with asgi_server(app) as url:
        assert request(url, "GET", "/health", headers={"Cookie": "session=good"}).status == 200
        assert request(url, "GET", "/health", headers={"Cookie": "session=bad"}).status == 401


# -- body size ---------------------------------------------------------------------------


def test_bodies_over_the_limit_get_413_declared_or_streamed(demo: DemoApp) -> None:
    app = guarded(demo, max_request_bytes=1000, body_limits={"/upload*": 5000})
    with asgi_server(app) as url:
        declared = request(url, "POST", "/echo", body=b"x" * 1001)
        assert declared.status == 413
        assert "limit of 1000 bytes" in declared.json()["error"]
        assert request(url, "POST", "/echo", body=b"x" * 1000).json() == {"size": 1000}
        assert request(url, "POST", "/upload/pdf", body=b"x" * 4000).status == 200
        assert request(url, "POST", "/upload/pdf", body=b"x" * 5001).status == 413

        from serving_app import connect

        connection = connect(url)
        connection.putrequest("POST", "/echo")
        connection.putheader("Transfer-Encoding", "chunked")
        connection.endheaders()
        for _ in range(4):  # 4 × 400 bytes, no Content-Length
            connection.send(b"190\r\n" + b"y" * 400 + b"\r\n")
        connection.send(b"0\r\n\r\n")
        chunked = connection.getresponse()
        assert chunked.status == 413
        assert b"limit of 1000 bytes" in chunked.read()
        connection.close()


# -- per-client concurrency --------------------------------------------------------------


def test_a_client_over_its_concurrency_limit_gets_429_others_do_not(demo: DemoApp) -> None:
    app = guarded(demo, client_concurrency=2, limited_paths=("/search",))
    with asgi_server(app) as url:
        replies: list[int] = []
        threads = [
            threading.Thread(target=lambda: replies.append(request(url, "POST", "/search").status))
            for _ in range(2)
        ]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 10
        while demo.reached.count("/search") < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        third = request(url, "POST", "/search")
        assert third.status == 429
        assert third.headers["retry-after"] == "1"
        assert "at most 2" in third.json()["error"]
        assert request(url, "GET", "/health").status == 200  # other routes are not limited
        other = threading.Thread(
            target=lambda: replies.append(
                request(url, "POST", "/search", source="127.0.0.2").status
            )
        )
        other.start()
        deadline = time.monotonic() + 10
        while demo.reached.count("/search") < 3 and time.monotonic() < deadline:
            time.sleep(0.02)
        demo.release.set()
        for thread in [*threads, other]:
            thread.join(10)
        assert replies == [200, 200, 200]
        assert request(url, "POST", "/search").status == 200  # slots given back


def test_the_per_client_tables_forget_clients_once_their_requests_and_streams_end(
    demo: DemoApp,
) -> None:
    """A server left running meets many clients: what it counts per client (requests
    in flight, open streams) holds only clients with something open, so it stays bounded."""
    app = guarded(demo, client_concurrency=4, limited_paths=("/echo",))
    with asgi_server(app) as url:
        for n in range(40):
            source = f"127.0.0.{2 + n}"
            assert request(url, "POST", "/echo", body=b"x" * n, source=source).status == 200
            stream = OpenStream(url, "/events", source=source)
            assert stream.status == 200 and stream.read_line()
            assert app.streams.held_by(source) == 1
            stream.close()
        deadline = time.monotonic() + 10
        while (app._running or app.streams.open) and time.monotonic() < deadline:
            time.sleep(0.05)  # a closed stream is noticed at its next event
        assert app._running == {}
        assert app.streams.open == 0 and app.streams._by_client == {}
