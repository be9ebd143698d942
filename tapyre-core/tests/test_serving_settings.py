"""The guard's pure parts: parsing Host and Origin, which names and origins pass, its
settings read from a server's table, and the loopback rule for keys."""

from __future__ import annotations

import pytest
from tapyre import ConfigError, TableSchema
from tapyre.serving import (
    GUARD_SETTINGS,
    GuardSettings,
    HostRule,
    OriginRule,
    is_loopback,
    require_key_beyond_loopback,
    server_url,
)
from tapyre.serving._origins import HeaderError, normalize_origin, parse_authority


def test_host_headers_parse_with_or_without_port() -> None:
    assert parse_authority("Example.ORG.") == parse_authority("example.org")
    assert parse_authority("example.org:8000").port == 8000
    v6 = parse_authority("[::1]:8443")
    assert (v6.host, v6.port, v6.is_ip) == ("::1", 8443, True)
    for bad in ("", "a b", "[::1", "[nothost]", "::1", "h:0", "h:x", "h:70000", "[::1]x"):
        with pytest.raises(HeaderError):
            parse_authority(bad)


def test_host_rule() -> None:
    rule = HostRule("127.0.0.1", ("papers.example.org:8000", "*.lab.example.org"))
    passes = ["localhost", "127.0.0.1", "127.9.9.9", "[::1]", "a.localhost",
              "papers.example.org", "x.lab.example.org"]  # fmt: skip
    for host in passes:
        assert rule.accepts(parse_authority(host)), host
    for host in ("example.org", "lab.example.org", "10.0.0.1", "localhost.evil.example"):
        assert not rule.accepts(parse_authority(host)), host
    wildcard = HostRule("0.0.0.0")
    assert wildcard.accepts(parse_authority("10.0.0.1"))
    assert not wildcard.accepts(parse_authority("nas.local"))
    assert HostRule("::").accepts(parse_authority("[fe80::1]"))
    assert HostRule("nas.local").accepts(parse_authority("nas.local:8000"))


def test_origin_rule() -> None:
    rule = OriginRule(("https://app.example.org", "HTTP://Tools.Example.org:80"))
    assert rule.is_listed("https://app.example.org:443")
    assert rule.is_listed("http://tools.example.org")
    assert not rule.is_listed("https://app.example.org:8443")
    assert not rule.is_listed("null") and not rule.is_listed("garbage")
    assert OriginRule(("*",)).is_listed("https://any.example")
    host = parse_authority("127.0.0.1:8000")
    assert rule.is_same_origin("http://127.0.0.1:8000", host)
    assert not rule.is_same_origin("http://127.0.0.1:8001", host)
    assert not rule.is_same_origin("http://localhost:8000", host)
    # behind a TLS proxy: no port in Host, the default port of the origin's scheme
    assert rule.is_same_origin("https://papers.example.org", parse_authority("papers.example.org"))
    assert normalize_origin("HTTPS://[::1]:443") == "https://[::1]"


def test_loopback_addresses() -> None:
    assert all(is_loopback(a) for a in ("127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"))
    assert not any(is_loopback(a) for a in ("0.0.0.0", "::", "192.168.1.4", "example.org"))


def test_no_key_beyond_loopback_is_refused_naming_the_setting() -> None:
    require_key_beyond_loopback("127.0.0.1", None, table="papers")
    require_key_beyond_loopback("0.0.0.0", "k", table="papers")
    with pytest.raises(ConfigError) as refused:
        require_key_beyond_loopback("0.0.0.0", None, table="mcp.serve", what="MCP")
    text = str(refused.value)
    assert "refusing to serve MCP on 0.0.0.0 without an API key" in text
    assert "[mcp.serve] api_key (TAPYRE_MCP__SERVE__API_KEY)" in text


def test_settings_read_from_a_servers_table_with_declared_defaults() -> None:
    schema = TableSchema("myserver", (*GUARD_SETTINGS,))
    defaults = GuardSettings.from_table(schema.read({}), table="myserver")
    assert defaults == GuardSettings()
    read = GuardSettings.from_table(
        {"api_key": "k", "allowed_hosts": ["a.example"], "client_concurrency": 0,
         "stream_idle_s": "0", "max_streams": "10", "other": 1},
        table="myserver",
    )  # fmt: skip
    assert read.api_key == "k" and read.allowed_hosts == ("a.example",)
    assert read.client_concurrency is None and read.stream_idle_s is None
    assert read.max_streams == 10
    assert "k" not in repr(read)
    with pytest.raises(
        ConfigError, match=r"\[myserver\] max_streams \(TAPYRE_MYSERVER__MAX_STREAMS\)"
    ):
        GuardSettings.from_table({"max_streams": 0}, table="myserver")
    with pytest.raises(ConfigError, match="'http://x/y', which is not an origin"):
        GuardSettings.from_table({"cors_origins": ["http://x/y"]}, table="myserver")
    with pytest.raises(ConfigError, match="which is not a host"):
        GuardSettings.from_table({"allowed_hosts": ["a b"]}, table="myserver")


def test_server_urls() -> None:
    assert server_url("0.0.0.0", 8000) == "http://127.0.0.1:8000"
    assert server_url("::", 8000) == "http://[::1]:8000"
    assert server_url("[::1]", 1) == "http://[::1]:1"
    assert server_url("192.168.1.4", 80) == "http://192.168.1.4:80"
