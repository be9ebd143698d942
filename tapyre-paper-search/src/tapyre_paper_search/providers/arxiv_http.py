"""Polite HTTP for arXiv: one rate limit per process, retries, bounded responses.

arXiv asks automated clients for at most one request every three seconds,
across all its services.  Every request of this package to arXiv (metadata
API and PDFs) goes through :func:`arxiv_rate_limiter`, one limiter per
process, and :class:`PoliteClient`, which

* retries timeouts, dropped connections, HTTP 5xx and 429 with exponential
  back-off, honouring ``Retry-After`` (seconds or an HTTP date) by holding the
  whole process's limiter, not just this request, and logs a warning for each
  retry (logger ``tapyre_paper_search.providers.arxiv_http``; ``tapyre papers
  ingest`` shows it as a note on standard error);
* fails at once, without retrying, when the host cannot be reached at all: its
  name does not resolve (no network, a typo) or the connection is refused;
* retries a 200 answer whose body the caller rejects (an HTML page instead of
  a PDF, ``Rate exceeded.`` instead of Atom);
* returns ``None`` for 404 and raises :class:`ArxivRequestError` for other 4xx
  and once retries are exhausted;
* bounds every response in time (``request_timeout_s`` for the whole body,
  not only between bytes) and size (``max_bytes``).
"""

from __future__ import annotations

import email.utils
import errno
import logging
import socket
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from tapyre_paper_search.errors import SourceError

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

DEFAULT_INTERVAL_S = 3.0
DEFAULT_USER_AGENT = "tapyre-paper-search/0.1 (+https://pypi.org/project/tapyre-paper-search/)"


class ArxivRequestError(SourceError):
    """An arXiv request failed for good (after retries, or a non-retryable status)."""

    def __init__(self, message: str, *, reason: str, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.reason = reason


class RateLimiter:
    """At most one request per ``interval_s``, shared by every thread that uses it."""

    def __init__(self, interval_s: float = DEFAULT_INTERVAL_S) -> None:
        self.interval_s = interval_s
        self._lock = threading.Lock()
        self._next = 0.0  # time.monotonic() before which no request may start

    def wait(self) -> None:
        """Block until a request may start, and reserve that slot."""
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval_s
        if start > now:
            time.sleep(start - now)

    def hold(self, seconds: float) -> None:
        """Let no request start for ``seconds`` from now (a server's ``Retry-After``)."""
        with self._lock:
            self._next = max(self._next, time.monotonic() + seconds)


_LIMITERS: dict[str, RateLimiter] = {}
_LIMITERS_LOCK = threading.Lock()


def arxiv_rate_limiter(interval_s: float = DEFAULT_INTERVAL_S) -> RateLimiter:
    """The process's one limiter for arXiv; its interval becomes ``interval_s``.

    Every provider and client of this process shares it, so two providers
    cannot double the request rate.  The interval is the last one configured.
    """
    with _LIMITERS_LOCK:
        limiter = _LIMITERS.get("arxiv")
        if limiter is None:
            limiter = _LIMITERS["arxiv"] = RateLimiter(interval_s)
        limiter.interval_s = interval_s
        return limiter


def install_arxiv_rate_limiter(limiter: RateLimiter) -> None:
    """Make ``limiter`` the process's arXiv limiter (the Ray executor installs the
    cluster-wide one, :mod:`tapyre_paper_search.distributed.ratelimit`); clients
    built afterwards use it."""
    with _LIMITERS_LOCK:
        _LIMITERS["arxiv"] = limiter


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a request is retried."""

    max_retries: int = 5
    backoff_s: float = 5.0
    """Wait before the first retry; doubles with each further one."""
    max_backoff_s: float = 300.0
    max_retry_after_s: float = 900.0
    """A longer ``Retry-After`` is cut to this."""

    def delay(self, attempt: int) -> float:
        return float(min(self.max_backoff_s, self.backoff_s * (2**attempt)))


@dataclass(frozen=True)
class Fetched:
    status: int
    headers: Mapping[str, str]
    body: bytes
    url: str


class PoliteClient:
    """An ``httpx.Client`` behind the process's arXiv rate limit and a retry policy."""

    def __init__(
        self,
        *,
        limiter: RateLimiter,
        retry: RetryPolicy | None = None,
        timeout_s: float = 30.0,
        request_timeout_s: float = 120.0,
        user_agent: str = DEFAULT_USER_AGENT,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        import httpx

        self.limiter = limiter
        self.retry = retry or RetryPolicy()
        self.request_timeout_s = request_timeout_s
        self._sleep = sleep
        self._client = httpx.Client(
            timeout=httpx.Timeout(timeout_s),
            headers={"User-Agent": user_agent},
            follow_redirects=True,
            transport=transport,
        )

    def close(self) -> None:
        self._client.close()

    def get(
        self,
        url: str,
        *,
        params: Mapping[str, str] | None = None,
        accept: Callable[[Fetched], bool] = lambda _: True,
        max_bytes: int = 100 * 1024 * 1024,
    ) -> Fetched | None:
        """GET ``url`` politely; ``None`` on 404.

        ``accept`` judges a 2xx answer; a rejected one is retried like a 503.
        Raises :class:`ArxivRequestError` (``reason``: ``http-NNN``,
        ``network``, ``bad-response``, ``too-large``) when retries run out or
        the status is a 4xx other than 404 and 429.
        """
        import httpx

        problem, reason = "", ""
        for attempt in range(self.retry.max_retries + 1):
            self.limiter.wait()
            delay = self.retry.delay(attempt)
            try:
                fetched = self._fetch(url, params, max_bytes)
            except _TooLargeError as exc:
                raise ArxivRequestError(str(exc), reason="too-large") from exc
            except (httpx.TransportError, _OvertimeError) as exc:
                unreachable = _unreachable(exc)
                if unreachable is not None:
                    raise ArxivRequestError(
                        f"{url}: {unreachable} (not retried)",
                        reason="network",
                        hint="Check the network connection, or the URL in "
                        "[data_providers.arxiv] (api_url, pdf_url).",
                    ) from exc
                problem, reason = f"network error: {exc or type(exc).__name__}", "network"
            else:
                status = fetched.status
                if status == 404:
                    return None
                if status == 429 or status >= 500:
                    problem, reason = f"HTTP {status}", f"http-{status}"
                    wait = _retry_after(fetched.headers.get("retry-after", ""))
                    if wait is not None:
                        delay = min(wait, self.retry.max_retry_after_s)
                        self.limiter.hold(delay)
                elif 200 <= status < 300:
                    if accept(fetched):
                        return fetched
                    problem, reason = "unexpected response body", "bad-response"
                else:
                    raise ArxivRequestError(f"{url}: HTTP {status}", reason=f"http-{status}")
            if attempt < self.retry.max_retries:
                log.warning(
                    "arXiv: %s from %s; retry %d of %d in %s s",
                    problem,
                    _host(url),
                    attempt + 1,
                    self.retry.max_retries,
                    f"{delay:.3g}",
                )
                self._sleep(delay)
        raise ArxivRequestError(
            f"{url}: {problem} (gave up after {self.retry.max_retries + 1} attempts)",
            reason=reason,
        )

    def _fetch(self, url: str, params: Mapping[str, str] | None, max_bytes: int) -> Fetched:
        deadline = time.monotonic() + self.request_timeout_s
        with self._client.stream("GET", url, params=params) as response:
            declared = response.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > max_bytes:
                raise _TooLargeError(f"{url}: {declared} bytes is more than {max_bytes}")
            parts: list[bytes] = []
            size = 0
            for part in response.iter_bytes():
                size += len(part)
                if size > max_bytes:
                    raise _TooLargeError(f"{url}: more than {max_bytes} bytes")
                if time.monotonic() > deadline:
                    raise _OvertimeError(f"no complete answer within {self.request_timeout_s:g} s")
                parts.append(part)
            return Fetched(
                response.status_code, response.headers, b"".join(parts), str(response.url)
            )


class _TooLargeError(Exception):
    pass


class _OvertimeError(Exception):
    pass


def _unreachable(exc: BaseException) -> str | None:
    """Why the host of a failed connection cannot be reached, when retrying will not help.

    A name that does not resolve (no network, a typo), a refused connection and
    an unreachable network are not transient the way timeouts and 5xx answers
    are: retrying them only makes an offline run hang for minutes.  httpx wraps
    the OS error (``ConnectError`` from httpcore's from the ``OSError``), so the
    chain of causes is searched.
    """
    import httpx

    if not isinstance(exc, httpx.ConnectError):
        return None
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, socket.gaierror):
            return f"cannot resolve the host name ({seen.strerror or seen})"
        if isinstance(seen, ConnectionRefusedError):
            return "connection refused"
        if isinstance(seen, OSError) and seen.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH):
            return f"no route to the host ({seen.strerror or seen})"
        seen = seen.__cause__ or seen.__context__
    # httpcore may keep only the message: recognise the OS's words for the same cases.
    text = str(exc).lower()
    for words, what in (
        ("name or service not known", "cannot resolve the host name"),
        ("nodename nor servname", "cannot resolve the host name"),
        ("temporary failure in name resolution", "cannot resolve the host name"),
        ("getaddrinfo failed", "cannot resolve the host name"),
        ("connection refused", "connection refused"),
        ("network is unreachable", "no route to the host"),
    ):
        if words in text:
            return what
    return None


def _host(url: str) -> str:
    from urllib.parse import urlsplit

    return urlsplit(url).netloc or url


def _retry_after(value: str) -> float | None:
    """Seconds from a ``Retry-After`` header (delta-seconds or HTTP date)."""
    value = value.strip()
    if not value:
        return None
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())
