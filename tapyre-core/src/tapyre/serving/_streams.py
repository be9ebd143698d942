"""Event streams: how many are open, which are idle, and where their blocking work runs.

A server-sent event stream holds a connection, and often a thread, for as long
as it is open.  Unbounded, a hundred of them take every worker thread and the
server stops answering anything else.  Three things bound them:

* :class:`StreamSlots` counts open streams, all together and per client, and
  refuses one more past either limit.
* :func:`is_keepalive` tells a ping (an SSE comment, ``: ping``) from an
  event, so that the guard can end a stream that sends nothing but pings for
  ``stream_idle_s`` seconds.
* :func:`threaded_stream` iterates a blocking iterator (a language model's
  tokens, a job's progress) on threads of the stream's own
  :class:`anyio.CapacityLimiter`, never on the thread pool that answers
  ordinary requests, so ``/health`` and searches are answered however many
  streams are open.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    import anyio

_T = TypeVar("_T")

RETRY_AFTER_S = 5
"""``Retry-After`` of a refused stream: streams end slowly, so retry later than a search."""


class StreamSlots:
    """Open streams, counted in total and per client (used on the event loop only)."""

    def __init__(self, total: int | None, per_client: int | None) -> None:
        self.total = total
        self.per_client = per_client
        self.open = 0
        self._by_client: dict[str, int] = {}

    def claim(self, client: str) -> str | None:
        """Take a slot for ``client``; ``None`` when taken, else why not (one line)."""
        if self.total is not None and self.open >= self.total:
            return f"too many event streams open ({self.total}, the server's limit); retry later"
        held = self._by_client.get(client, 0)
        if self.per_client is not None and held >= self.per_client:
            return (
                f"too many event streams open from {client} (at most {self.per_client}); "
                "close one or retry later"
            )
        self.open += 1
        self._by_client[client] = held + 1
        return None

    def release(self, client: str) -> None:
        self.open = max(0, self.open - 1)
        left = self._by_client.get(client, 1) - 1
        if left > 0:
            self._by_client[client] = left
        else:
            self._by_client.pop(client, None)

    def held_by(self, client: str) -> int:
        return self._by_client.get(client, 0)


def is_event_stream(headers: list[tuple[bytes, bytes]]) -> bool:
    """Whether response headers announce ``text/event-stream``."""
    for key, value in headers:
        if key.lower() == b"content-type":
            return value.split(b";")[0].strip().lower() == b"text/event-stream"
    return False


def is_keepalive(body: bytes) -> bool:
    """Whether an SSE body chunk holds only comments (``: ping``) and blank lines."""
    lines = [line for line in body.splitlines() if line.strip()]
    return all(line.startswith(b":") for line in lines)


_DONE = object()


async def threaded_stream(
    iterator: Iterator[_T], limiter: anyio.CapacityLimiter
) -> AsyncIterator[_T]:
    """The items of a blocking ``iterator``, each fetched on a thread of ``limiter``.

    Give a server's streams one limiter of their own (sized to its
    ``max_streams``): a stream waiting for its next item then holds one of
    those threads, not one of the pool that answers requests.  When the
    consumer stops early (the client went away), the iterator is closed on
    the same limiter.
    """
    import anyio
    import anyio.to_thread

    def step() -> object:
        try:
            return next(iterator)
        except StopIteration:
            return _DONE

    try:
        while True:
            item = await anyio.to_thread.run_sync(step, limiter=limiter)
            if item is _DONE:
                return
            yield item  # type: ignore[misc]
    finally:
        close = getattr(iterator, "close", None)
        if close is not None:
            with anyio.CancelScope(shield=True):
                await anyio.to_thread.run_sync(close, limiter=limiter)
