"""Where a server listens: the loopback rule for keys, the socket, the URL to reach it."""

from __future__ import annotations

import socket

from tapyre._errors import ConfigError, TapyreError
from tapyre.serving._origins import WILDCARD_BINDS, is_loopback


class ServingError(TapyreError):
    """A server cannot start as asked (its address cannot be bound)."""


def require_key_beyond_loopback(
    bind: str, api_key: str | None, *, table: str, what: str = "the server"
) -> None:
    """Refuse to listen beyond loopback without an API key.

    On loopback only this machine's users reach the server, and the guard's
    ``Host``/``Origin`` checks keep web pages out; anywhere else anyone who
    can reach the port could use it.

    :raises ConfigError: ``bind`` is not a loopback address and there is no key;
        the message names ``[table] api_key`` and its variable.
    """
    if api_key or is_loopback(bind):
        return
    from tapyre.settings import env_var

    raise ConfigError(
        f"refusing to serve {what} on {bind} without an API key: anyone who can reach "
        "it could use it",
        hint=f"Set [{table}] api_key ({env_var(table, 'api_key')}) or pass --api-key, "
        "or listen on 127.0.0.1.",
    )


def bind_socket(bind: str, port: int) -> socket.socket:
    """A socket bound to ``bind:port``, inheritable (listening is left to the server).

    :raises ServingError: the address cannot be bound (in use, not this machine's).
    """
    address = bind.strip("[]")
    try:
        family, kind, proto, _, where = socket.getaddrinfo(address, port, type=socket.SOCK_STREAM)[
            0
        ]
    except (OSError, IndexError) as exc:
        raise ServingError(f"cannot listen on {bind}: {exc}") from exc
    sock = socket.socket(family, kind, proto)
    # As uvicorn does: reuse a port whose old connections linger in TIME_WAIT (a
    # port another socket listens on still fails).
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(where)
    except OSError as exc:
        sock.close()
        reason = exc.strerror or str(exc)
        raise ServingError(
            f"cannot listen on {bind}:{port}: {reason}",
            hint="Another program uses that port: pick another with --port (0: any free one), "
            "or stop it.",
        ) from exc
    sock.set_inheritable(True)
    return sock


def server_url(bind: str, port: int) -> str:
    """The URL a client on this machine reaches a server listening on ``bind:port`` at."""
    address = bind.strip("[]")
    if address in WILDCARD_BINDS - {"::"}:  # every interface: reach it on loopback
        address = "127.0.0.1"
    elif address == "::":
        address = "::1"
    if ":" in address:
        address = f"[{address}]"
    return f"http://{address}:{port}"
