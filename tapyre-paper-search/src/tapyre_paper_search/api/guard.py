"""What guards the paper-search API: the core's server guard with ``[papers]``'s settings.

Every Tapyre server sits behind :class:`tapyre.serving.ServerGuard` (Host and
Origin checks, the API key, body size, per-client concurrency, event-stream
limits and idle streams; see ``docs/security.md``).  :class:`ApiGuard` is what
``papers serve`` gives it: the settings read from ``[papers]`` (the keys of
:data:`tapyre.serving.GUARD_SETTINGS`), the address it listens on, which of
its routes are limited per client and which stream, and what only this API
checks: which folders ``POST /ingest`` may read (``ingest_roots``,
:mod:`.roots`) and the hand-off token that lets the server's own user name any
path (:mod:`.server_record`).

:func:`api_guard` builds it for ``papers serve`` and refuses to listen beyond
loopback without a key.  Errors have the API's JSON error body, ``{"error": ...}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tapyre.serving import GuardSettings, ServerGuard

from tapyre_paper_search.api.roots import IngestRoots

if TYPE_CHECKING:
    from collections.abc import Mapping

    from tapyre import Host
    from tapyre.serving import Authenticator

LIMITED_PATHS = ("/search", "/ask", "/similar")
"""Routes each client may run ``client_concurrency`` of at once (they search)."""

STREAM_PATHS = ("/ask", "/ingest/*/events")
"""Routes that always answer with an event stream: refused before they start when no
stream slot is free (any other response found to be a stream is counted too)."""

TABLE = "papers"


@dataclass(frozen=True)
class ApiGuard:
    """How ``papers serve`` checks requests (see the module docs).

    ``settings``: the core guard's (``[papers]`` keys); ``bind``: the listening
    address (its Host names); ``ingest_roots``: where ``POST /ingest`` may read;
    ``handoff``: the token of this server's ``serve.json`` (``None``: no hand-off).
    A web page's routes may add ``open_paths`` (no key: a login page),
    ``body_limits`` (pattern → bytes: uploads) and ``authenticate`` (a session
    cookie instead of the key).
    """

    settings: GuardSettings = field(default_factory=GuardSettings)
    bind: str = "127.0.0.1"
    ingest_roots: IngestRoots = field(default_factory=IngestRoots)
    handoff: str | None = field(default=None, repr=False)
    open_paths: tuple[str, ...] = ()
    body_limits: Mapping[str, int] = field(default_factory=dict)
    authenticate: Authenticator | None = None

    @property
    def api_key(self) -> str | None:
        return self.settings.api_key

    def middleware(self) -> dict[str, Any]:
        """The keyword arguments of :class:`~tapyre.serving.ServerGuard` for this API
        (``api.add_middleware(ServerGuard, **guard.middleware())``)."""
        return {
            "settings": self.settings,
            "bind": self.bind,
            "table": TABLE,
            "limited_paths": LIMITED_PATHS,
            "stream_paths": STREAM_PATHS,
            "open_paths": self.open_paths,
            "body_limits": dict(self.body_limits),
            "authenticate": self.authenticate,
        }


def api_guard(
    host: Host, bind: str, api_key: str | None = None, *, handoff: str | None = None
) -> ApiGuard:
    """``papers serve``'s guard: ``[papers]`` with ``--api-key`` over its key.

    :raises ConfigError: ``bind`` is beyond loopback and there is no key, or a bad
        value in ``[papers]``.
    """
    from dataclasses import replace

    from tapyre.serving import require_key_beyond_loopback

    from tapyre_paper_search.settings import PaperSearchSettings

    settings = PaperSearchSettings.from_config(host.config)
    guard = settings.guard if api_key is None else replace(settings.guard, api_key=api_key or None)
    require_key_beyond_loopback(bind, guard.api_key, table=TABLE, what="the paper collection")
    return ApiGuard(
        settings=guard,
        bind=bind,
        ingest_roots=IngestRoots.of(settings.ingest_roots),
        handoff=handoff,
    )


__all__ = ["LIMITED_PATHS", "STREAM_PATHS", "ApiGuard", "ServerGuard", "api_guard"]
