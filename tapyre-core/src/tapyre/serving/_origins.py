"""Which ``Host`` a server answers to and which ``Origin`` may call it: pure checks.

**DNS rebinding.**  A web page on ``http://attacker.example:8000`` can make its
own name resolve to ``127.0.0.1``; the browser then sends the page's requests
to the local server as same-origin requests, and the page reads the answers.
What gives it away is the ``Host`` header: it names ``attacker.example``.  So
a server answers only the names it serves (:class:`HostRule`): the loopback
names, the address it listens on, and the names configured in
``allowed_hosts``.  An IP literal cannot be rebound (no one's DNS answers
for it), so a server listening on every interface also answers any address.

**Cross-origin requests.**  A page on another origin can still send requests
to ``http://127.0.0.1:8000`` (a form post, a ``fetch`` in ``no-cors`` mode);
the browser marks them with its ``Origin``.  :class:`OriginRule` accepts a
request without ``Origin`` (not from a browser page, or a top-level
navigation), one from the server's own origin, and one from an origin in
``cors_origins``; everything else is refused.

Both work on header values only; :mod:`tapyre.serving._guard` turns a verdict
into a status code.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from dataclasses import dataclass, field

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
"""Names that always mean this machine (any ``127.x.y.z`` and ``*.localhost`` too)."""

WILDCARD_BINDS = frozenset({"", "0.0.0.0", "::"})
"""Listening addresses that mean every interface."""

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}

_HOST_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-._")


class HeaderError(ValueError):
    """A ``Host`` or ``Origin`` header that does not parse."""


@dataclass(frozen=True)
class Authority:
    """``host[:port]`` as parsed from a header: the host lower-cased, without the
    brackets of an IPv6 literal or a final dot; ``port`` ``None`` when not given."""

    host: str
    port: int | None = None

    @property
    def is_ip(self) -> bool:
        try:
            ipaddress.ip_address(self.host)
        except ValueError:
            return False
        return True


def parse_authority(text: str) -> Authority:
    """``example.org``, ``example.org:8000``, ``[::1]:8000``, ``127.0.0.1``.

    :raises HeaderError: empty, bad characters, a bad port, an unclosed bracket.
    """
    text = text.strip().lower()
    if not text:
        raise HeaderError("empty host")
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise HeaderError(f"unclosed bracket in {text!r}")
        host, rest = text[1:end], text[end + 1 :]
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise HeaderError(f"{host!r} is not an IPv6 address") from None
        if rest and not rest.startswith(":"):
            raise HeaderError(f"unexpected {rest!r} after the address")
        port_text = rest[1:] if rest else None
    else:
        host, sep, port_text_found = text.rpartition(":")
        if not sep:
            host, port_text = text, None
        elif ":" in host:  # an IPv6 literal without brackets: not valid in Host
            raise HeaderError(f"an IPv6 address must be in brackets: {text!r}")
        else:
            port_text = port_text_found
        host = host.rstrip(".")
        if not host or not set(host) <= _HOST_CHARS:
            raise HeaderError(f"{text!r} is not a host name")
    port = None
    if port_text is not None:
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            raise HeaderError(f"bad port in {text!r}")
        port = int(port_text)
    return Authority(host, port)


def is_loopback(address: str) -> bool:
    """Whether ``address`` (a listening address or a host name) means only this machine."""
    host = address.strip().strip("[]").lower().rstrip(".")
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # another name: it may resolve to anything


@dataclass(frozen=True)
class HostRule:
    """The ``Host`` names a server answers to.

    ``bind`` is the address it listens on; ``allowed`` the configured names:
    exact (``papers.example.org``), a subdomain pattern (``*.example.org``),
    or ``*`` for any (then only the API key protects the server).
    """

    bind: str = "127.0.0.1"
    allowed: tuple[str, ...] = ()
    _exact: frozenset[str] = field(init=False, repr=False, compare=False)
    _suffixes: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = {name.strip().lower().rstrip(".") for name in self.allowed if name.strip()}
        exact = {_host_only(n) for n in names if not n.startswith("*")}
        bind = self.bind.strip().strip("[]").lower()
        if bind not in WILDCARD_BINDS:
            exact.add(bind)
        suffixes = tuple(n[1:] for n in names if n.startswith("*.") and len(n) > 2)
        object.__setattr__(self, "_exact", frozenset(exact))
        object.__setattr__(self, "_suffixes", suffixes)

    @property
    def any_host(self) -> bool:
        return "*" in {name.strip() for name in self.allowed}

    def accepts(self, authority: Authority) -> bool:
        """Whether a request naming ``authority`` in its ``Host`` is for this server."""
        host = authority.host
        if self.any_host or host in self._exact or is_loopback(host):
            return True
        if self.bind.strip().strip("[]") in WILDCARD_BINDS and authority.is_ip:
            return True  # every interface: any of this machine's addresses
        return any(host.endswith(suffix) for suffix in self._suffixes)


@dataclass(frozen=True)
class OriginRule:
    """The browser origins allowed to call a server besides its own: ``cors_origins``
    (``scheme://host[:port]`` each, or ``*`` for any)."""

    cors_origins: tuple[str, ...] = ()
    _allowed: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        allowed = set()
        for origin in self.cors_origins:
            text = origin.strip()
            allowed.add(text if text in ("*", "null") else normalize_origin(text))
        object.__setattr__(self, "_allowed", frozenset(allowed))

    def is_listed(self, origin: str) -> bool:
        """Whether ``origin`` (the header's value) is one of ``cors_origins``."""
        if "*" in self._allowed:
            return True
        text = origin.strip()
        if text == "null":
            return "null" in self._allowed
        try:
            return normalize_origin(text) in self._allowed
        except HeaderError:
            return False

    def is_same_origin(self, origin: str, host: Authority) -> bool:
        """Whether ``origin`` is the server's own, reached as ``host`` (the ``Host``).

        Ports are compared with the origin's scheme's default where one side
        leaves it out, so a server behind a TLS proxy (``Host: example.org``,
        ``Origin: https://example.org``) is its own origin.
        """
        try:
            scheme, authority = split_origin(origin)
        except HeaderError:
            return False
        default = DEFAULT_PORTS.get(scheme)
        return authority.host == host.host and (authority.port or default) == (host.port or default)


def split_origin(origin: str) -> tuple[str, Authority]:
    """``https://example.org:8443`` → ``("https", Authority("example.org", 8443))``.

    :raises HeaderError: not ``scheme://host[:port]`` (``null`` included).
    """
    scheme, sep, rest = origin.strip().partition("://")
    scheme = scheme.lower()
    if not sep or scheme not in DEFAULT_PORTS or not rest or "/" in rest:
        raise HeaderError(f"{origin!r} is not an origin (scheme://host[:port])")
    return scheme, parse_authority(rest)


def normalize_origin(origin: str) -> str:
    """An origin in one spelling: lower case, no default port (``HTTP://A:80`` → ``http://a``).

    :raises HeaderError: not an origin.
    """
    scheme, authority = split_origin(origin)
    host = f"[{authority.host}]" if ":" in authority.host else authority.host
    port = authority.port
    if port is None or port == DEFAULT_PORTS[scheme]:
        return f"{scheme}://{host}"
    return f"{scheme}://{host}:{port}"


def check_names(names: Iterable[str], what: str) -> list[str]:
    """The entries of ``names`` that are not valid ``what`` (``"host"`` or ``"origin"``),
    for the settings' one-line errors."""
    bad = []
    for name in names:
        text = name.strip()
        if what == "origin":
            if text in ("*", "null"):
                continue
            try:
                normalize_origin(text)
            except HeaderError:
                bad.append(name)
        else:
            pattern = text[2:] if text.startswith("*.") else text
            if text == "*":
                continue
            try:
                parse_authority(pattern)
            except HeaderError:
                bad.append(name)
    return bad


def _host_only(name: str) -> str:
    """A configured name without a port (``example.org:8000`` allows ``example.org``)."""
    try:
        return parse_authority(name).host
    except HeaderError:
        return name
