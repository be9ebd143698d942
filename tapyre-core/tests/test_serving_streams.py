"""Event streams behind the guard: limits in total and per client (refused with 429 and
Retry-After while other requests are still answered), streams found by their content
type, idle streams ended, and blocking iterators kept off the request thread pool."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import anyio
import pytest
from serving_app import DemoApp, OpenStream, request
from tapyre.serving import GuardSettings, ServerGuard, StreamSlots, threaded_stream
from tapyre.testing import asgi_server


def _wait_for(condition, timeout: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


@pytest.fixture
def demo() -> DemoApp:
    return DemoApp()


def test_streams_past_the_limits_get_429_and_health_still_answers(demo: DemoApp) -> None:
    settings = GuardSettings(max_streams=3, client_streams=2)
    app = ServerGuard(demo, settings, stream_paths=("/events",))
    with asgi_server(app) as url:
        first = [OpenStream(url, "/events") for _ in range(2)]
        assert [s.status for s in first] == [200, 200]
        assert all(s.read_line().startswith(b"event: tick") for s in first)
        mine = request(url, "GET", "/events")
        assert mine.status == 429
        assert mine.headers["retry-after"] == "5"
        assert "from 127.0.0.1 (at most 2)" in mine.json()["error"]
        other = OpenStream(url, "/events", source="127.0.0.2")
        assert other.status == 200
        full = request(url, "GET", "/events", source="127.0.0.3")
        assert full.status == 429
        assert "(3, the server's limit)" in full.json()["error"]
        assert request(url, "GET", "/health").status == 200
        assert demo.reached.count("/events") == 3  # refusals never reached the app
        for stream in first:
            stream.close()
        _wait_for(lambda: demo.streams_ended >= 2)
        _wait_for(lambda: app.streams.open == 1)
        again = OpenStream(url, "/events")
        assert again.status == 200
        again.close()
        other.close()


def test_a_response_that_turns_out_to_be_a_stream_is_counted_and_refused_late(
    demo: DemoApp,
) -> None:
    app = ServerGuard(demo, GuardSettings(max_streams=1))  # no route declared as a stream
    with asgi_server(app) as url:
        held = OpenStream(url, "/late")
        assert held.status == 200
        assert app.streams.open == 1
        late = request(url, "GET", "/late")
        assert late.status == 429
        assert "too many event streams" in late.json()["error"]
        held.close()
        _wait_for(lambda: app.streams.open == 0)
        _wait_for(lambda: demo.streams_ended == 2)  # the refused one was stopped as well


def test_a_stream_without_events_is_ended_and_a_busy_one_is_not(demo: DemoApp) -> None:
    app = ServerGuard(demo, GuardSettings(stream_idle_s=1.0))
    with asgi_server(app) as url:
        busy = OpenStream(url, "/events")
        quiet = OpenStream(url, "/quiet")
        assert quiet.status == 200
        started = time.monotonic()
        body = quiet.read_until_end()  # returns once the server ends the stream
        assert body.startswith(b": ping")
        assert b": no event for 1 s: the server ends this stream; reconnect to go on" in body
        assert time.monotonic() - started < 10
        assert busy.read_line().startswith(b"event: tick")  # still going after the quiet one ended
        lines = [busy.read_line() for _ in range(20)]
        assert any(line.startswith(b"event: tick") for line in lines)
        busy.close()
        _wait_for(lambda: app.streams.open == 0)


def test_slots_count_in_total_and_per_client() -> None:
    slots = StreamSlots(total=3, per_client=2)
    assert slots.claim("a") is None and slots.claim("a") is None
    assert "from a (at most 2)" in (slots.claim("a") or "")
    assert slots.claim("b") is None
    assert "(3, the server's limit)" in (slots.claim("c") or "")
    slots.release("a")
    assert slots.held_by("a") == 1 and slots.open == 2
    assert slots.claim("c") is None


def _waiting_for_a_token(stop: threading.Event) -> Iterator[str]:
    """A model that has not sent its next token yet: blocks until ``stop``."""
    stop.wait(30)
    yield "token"


def _plain_call_answers(stream_limiter: anyio.CapacityLimiter | None) -> bool:
    """Whether a blocking call on the default pool (a sync route handler) runs while forty
    streams wait for their next item on ``stream_limiter`` (``None``: the default pool)."""

    async def main() -> bool:
        stop = threading.Event()
        limiter = stream_limiter or anyio.to_thread.current_default_thread_limiter()

        async def consume() -> None:
            async for _ in threaded_stream(_waiting_for_a_token(stop), limiter):
                pass

        async with anyio.create_task_group() as group:
            for _ in range(40):  # the default pool has 40 threads
                group.start_soon(consume)
            await anyio.sleep(0.3)
            answered = False
            with anyio.move_on_after(3):
                await anyio.to_thread.run_sync(lambda: None)
                answered = True
            stop.set()
        return answered

    return anyio.run(main)


def test_blocking_streams_run_on_their_own_threads_not_the_request_pool() -> None:
    assert not _plain_call_answers(None)  # the hazard: streams on the shared pool starve it
    assert _plain_call_answers(anyio.CapacityLimiter(64))


def test_a_consumer_that_stops_early_closes_the_iterator() -> None:
    closed = threading.Event()

    def numbers() -> Iterator[int]:
        try:
            yield from range(1000)
        finally:
            closed.set()

    async def main() -> list[int]:
        first: list[int] = []
        async with anyio.create_task_group():
            stream = threaded_stream(numbers(), anyio.CapacityLimiter(2))
            async for number in stream:
                first.append(number)
                if len(first) == 3:
                    break
            await stream.aclose()  # type: ignore[attr-defined]
        return first

    assert anyio.run(main) == [0, 1, 2]
    assert closed.is_set()
