"""What a server's owner configures about its guard, declared once for every server.

:data:`GUARD_SETTINGS` are the :class:`~tapyre.Setting` declarations a server
puts in its own table's :class:`~tapyre.TableSchema` (``[papers]`` for
``tapyre papers serve``, ``[mcp.serve]`` for ``tapyre mcp serve --http``, the
A2A server's table), so every server has the same keys with the same
meaning, defaults and ranges; :meth:`GuardSettings.from_table` reads them
from that table's values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tapyre._schema import Setting
from tapyre.serving._origins import check_names

DEFAULT_MAX_REQUEST_BYTES = 1024 * 1024
"""Largest request body (a search, a tool call or a job is well under 10 KB)."""

DEFAULT_CLIENT_CONCURRENCY = 8
"""Requests of the server's limited routes one client address may have running at once."""

DEFAULT_MAX_STREAMS = 128
"""Event streams open at once, all clients together."""

DEFAULT_CLIENT_STREAMS = 32
"""Event streams one client address may have open at once."""

DEFAULT_STREAM_IDLE_S = 300.0
"""Seconds a stream may go without an event (keep-alive pings do not count)."""

GUARD_SETTINGS: tuple[Setting, ...] = (
    Setting(
        "api_key",
        "string",
        "Key every request must send (Authorization: Bearer KEY or X-API-Key: KEY); "
        "required to listen beyond loopback. Never printed.",
    ),
    Setting(
        "allowed_hosts",
        "strings",
        "Host names the server answers to besides loopback names and the address it "
        'listens on ("papers.example.org", "*.example.org"; "*": any); others get 421.',
        [],
    ),
    Setting(
        "cors_origins",
        "strings",
        "Browser origins besides the server's own allowed to call it "
        '("https://app.example.org"); others get 403.',
        [],
    ),
    Setting(
        "max_request_bytes",
        "integer",
        "Largest request body accepted (larger: 413).",
        DEFAULT_MAX_REQUEST_BYTES,
        minimum=1,
    ),
    Setting(
        "client_concurrency",
        "integer",
        "Requests of the limited routes (search, ask, tool calls) one client may run at "
        "once; one more gets 429 (0: no limit).",
        DEFAULT_CLIENT_CONCURRENCY,
        minimum=0,
    ),
    Setting(
        "max_streams",
        "integer",
        "Event streams (SSE) open at once, all clients together; one more gets 429.",
        DEFAULT_MAX_STREAMS,
        minimum=1,
    ),
    Setting(
        "client_streams",
        "integer",
        "Event streams one client may have open at once; one more gets 429.",
        DEFAULT_CLIENT_STREAMS,
        minimum=1,
    ),
    Setting(
        "stream_idle_s",
        "number",
        "Seconds a stream may send no event before the server ends it (pings do not "
        "count; 0: never).",
        DEFAULT_STREAM_IDLE_S,
        minimum=0,
    ),
)
"""The guard's keys, for a server's own table (see the module docs)."""

GUARD_KEYS = frozenset(setting.key for setting in GUARD_SETTINGS)


@dataclass(frozen=True)
class GuardSettings:
    """A server's guard as configured (see :data:`GUARD_SETTINGS` for each field).

    ``0``/``None`` turns a limit off where its declaration says so.
    """

    api_key: str | None = field(default=None, repr=False)
    allowed_hosts: tuple[str, ...] = ()
    cors_origins: tuple[str, ...] = ()
    max_request_bytes: int | None = DEFAULT_MAX_REQUEST_BYTES
    client_concurrency: int | None = DEFAULT_CLIENT_CONCURRENCY
    max_streams: int | None = DEFAULT_MAX_STREAMS
    client_streams: int | None = DEFAULT_CLIENT_STREAMS
    stream_idle_s: float | None = DEFAULT_STREAM_IDLE_S

    @classmethod
    def from_table(cls, values: Mapping[str, Any], *, table: str) -> GuardSettings:
        """From a server's table (its :class:`~tapyre.TableSchema` ``read`` result, or
        the raw table: missing keys take their declared defaults).

        :raises ConfigError: a value of the wrong type or out of range, or a host
            or origin that does not parse (naming ``[table] key`` and its variable).
        """
        from tapyre._schema import TableSchema
        from tapyre.settings import setting_error

        read = TableSchema(table, GUARD_SETTINGS).read(
            {k: v for k, v in values.items() if k in GUARD_KEYS}, table=table
        )
        for key, what, article in (
            ("allowed_hosts", "host", "a"),
            ("cors_origins", "origin", "an"),
        ):
            bad = check_names(read[key], what)
            if bad:
                raise setting_error(
                    table,
                    key,
                    f"holds {', '.join(map(repr, bad))}, which is not {article} {what}",
                    hint='Write hosts as "name" or "*.domain", origins as "https://name:port".',
                )
        return cls(
            api_key=read["api_key"] or None,
            allowed_hosts=tuple(read["allowed_hosts"]),
            cors_origins=tuple(read["cors_origins"]),
            max_request_bytes=read["max_request_bytes"],
            client_concurrency=read["client_concurrency"] or None,
            max_streams=read["max_streams"],
            client_streams=read["client_streams"],
            stream_idle_s=float(read["stream_idle_s"]) or None,
        )
