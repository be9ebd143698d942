"""A byte budget for what a remote agent sends back, enforced as the bytes arrive.

The SDK reads a JSON-RPC answer whole (``response.json()``) and an event
stream line by line, so a remote agent answering 100 MB, or one endless
line, would be held in memory before anything could look at it.  The
:class:`LimitedTransport` wraps the HTTP transport of one task's client and
counts every response byte of that task (card, answer, stream events
together); past ``max_bytes`` the read fails with :class:`ResponseTooLargeError`
before the excess is kept.  A response that declares a larger
``Content-Length`` fails before its body is read.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx


class ResponseTooLargeError(Exception):
    """The remote agent's responses passed the byte budget (not an httpx error, so that
    the SDK lets it through as it is)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"more than {limit} bytes")
        self.limit = limit


class ByteBudget:
    """Bytes one task may still receive."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.received = 0

    def take(self, count: int) -> None:
        """Count ``count`` more bytes; :class:`ResponseTooLargeError` past the limit."""
        self.received += count
        if self.received > self.limit:
            raise ResponseTooLargeError(self.limit)

    def check_declared(self, length: str | None) -> None:
        """Fail early for a ``Content-Length`` larger than what is left."""
        if length and length.isdigit() and self.received + int(length) > self.limit:
            raise ResponseTooLargeError(self.limit)


class LimitedTransport(httpx.AsyncBaseTransport):
    """``inner`` with every response counted against ``budget``.

    Closing it leaves ``inner`` open: that is the host's connection pool,
    shared by the tasks of every remote agent.
    """

    def __init__(self, inner: httpx.AsyncBaseTransport, budget: ByteBudget) -> None:
        self.inner = inner
        self.budget = budget

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        try:
            self.budget.check_declared(response.headers.get("content-length"))
        except ResponseTooLargeError:
            await response.aclose()
            raise
        assert isinstance(response.stream, httpx.AsyncByteStream)
        return httpx.Response(
            status_code=response.status_code,
            headers=response.headers,
            stream=_Counted(response.stream, self.budget),
            extensions=response.extensions,
            request=request,
        )

    async def aclose(self) -> None:
        return None


class _Counted(httpx.AsyncByteStream):
    """A response body stream that counts its bytes against a :class:`ByteBudget`."""

    def __init__(self, stream: httpx.AsyncByteStream, budget: ByteBudget) -> None:
        self._stream = stream
        self._budget = budget

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self._stream:
            self._budget.take(len(chunk))
            yield chunk

    async def aclose(self) -> None:
        await self._stream.aclose()
