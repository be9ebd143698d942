"""The helpers tapyre-core offers plugin authors: iter_causes, tapyre.settings, tapyre.testing."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any, ClassVar

import pytest
from tapyre import ConfigError, iter_causes
from tapyre.settings import check_known_keys, read_float, read_int, read_str
from tapyre.testing import CliRun, LoopbackHTTPServer, free_port, run_tapyre

# -- iter_causes ------------------------------------------------------------------


def test_iter_causes_walks_cause_then_context_outermost_first() -> None:
    root = OSError("refused")
    try:
        try:
            raise root
        except OSError:
            middle = KeyError("handling")
            raise middle  # noqa: B904 - the context chain is the point
    except KeyError as exc:
        outer = RuntimeError("outer")
        outer.__cause__ = exc
    assert list(iter_causes(outer)) == [outer, middle, root]


def test_iter_causes_prefers_cause_and_stops_at_a_loop() -> None:
    a, b, c = ValueError("a"), ValueError("b"), ValueError("c")
    a.__cause__, a.__context__ = b, c
    b.__cause__ = a  # a loop
    assert list(iter_causes(a)) == [a, b]
    assert list(iter_causes(c)) == [c]


# -- tapyre.settings --------------------------------------------------------------


def test_read_float_and_int_parse_numbers_and_strings() -> None:
    settings = {"t": "0.5", "n": 3, "whole": 4.0, "s": "7", "empty": ""}
    assert read_float(settings, "t", table="llm.x") == 0.5
    assert read_float(settings, "n", table="llm.x") == 3.0
    assert read_int(settings, "whole", table="llm.x") == 4
    assert read_int(settings, "s", table="llm.x", minimum=1) == 7
    assert read_int(settings, "empty", table="llm.x") is None
    assert read_float(settings, "missing", table="llm.x") is None


@pytest.mark.parametrize(
    ("reader", "value", "message"),
    [
        (read_float, "warm", "[llm.x] key (TAPYRE_LLM__X__KEY) must be a number, got 'warm'"),
        (read_float, True, "[llm.x] key (TAPYRE_LLM__X__KEY) must be a number, got True"),
        (read_int, 2.5, "[llm.x] key (TAPYRE_LLM__X__KEY) must be an integer, got 2.5"),
        (read_int, "2.5", "[llm.x] key (TAPYRE_LLM__X__KEY) must be an integer, got '2.5'"),
        (read_int, 0, "[llm.x] key (TAPYRE_LLM__X__KEY) must be at least 1, got 0"),
        (read_float, "-1", "[llm.x] key (TAPYRE_LLM__X__KEY) must be at least 0.0, got '-1'"),
    ],
)
def test_readers_raise_one_line_config_errors(reader: Any, value: object, message: str) -> None:
    minimum = 1 if reader is read_int else 0.0
    with pytest.raises(ConfigError) as caught:
        reader({"key": value}, "key", table="llm.x", minimum=minimum)
    assert str(caught.value) == message
    assert "\n" not in str(caught.value)


def test_read_str_accepts_strings_only() -> None:
    assert read_str({"model": "llama3.2"}, "model", table="llm.x") == "llama3.2"
    assert read_str({"model": ""}, "model", table="llm.x") is None
    assert read_str({}, "model", table="llm.x") is None
    with pytest.raises(ConfigError) as caught:
        read_str({"model": 3}, "model", table="llm.x")
    assert str(caught.value) == "[llm.x] model (TAPYRE_LLM__X__MODEL) must be a string, got 3"


def test_check_known_keys_names_the_table_and_every_unknown_key() -> None:
    check_known_keys({"model": "m"}, {"model", "timeout"}, table="llm.x")
    with pytest.raises(ConfigError) as caught:
        check_known_keys({"modle": "m"}, {"model", "timeout"}, table="llm.x")
    assert caught.value.message == "unknown setting in [llm.x]: modle"
    assert caught.value.hint == "Known settings: model, timeout."
    with pytest.raises(ConfigError, match=r"unknown settings in \[llm.x\]: a, b"):
        check_known_keys({"b": 1, "a": 2}, (), table="llm.x")


# -- tapyre.testing.LoopbackHTTPServer ----------------------------------------------


class _EchoHandler(BaseHTTPRequestHandler):
    fake: _EchoServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self.fake.paths.append(self.path)
        data = json.dumps({"path": self.path}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@dataclass
class _EchoServer(LoopbackHTTPServer):
    url_path: ClassVar[str] = "/v1"
    label: ClassVar[str] = "the echo server"
    paths: list[str] = field(default_factory=list)

    def handler_class(self) -> type[BaseHTTPRequestHandler]:
        return type("Handler", (_EchoHandler,), {"fake": self})


def test_loopback_server_serves_on_a_free_port_until_stopped() -> None:
    server = _EchoServer()
    with pytest.raises(RuntimeError, match="the echo server was never started"):
        _ = server.url
    with server as running:
        assert running is server
        assert server.url.startswith("http://127.0.0.1:") and server.url.endswith("/v1")
        with urllib.request.urlopen(server.url + "/models", timeout=5) as response:
            assert json.load(response) == {"path": "/v1/models"}
    assert server.paths == ["/v1/models"]
    url = server.url  # still known after stop
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url + "/models", timeout=5)
    server.stop()  # twice is harmless


def test_free_port_is_bindable() -> None:
    import socket

    port = free_port()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))


# -- tapyre.testing.run_tapyre ------------------------------------------------------


def test_run_tapyre_writes_the_config_and_cleans_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAPYRE_CORE__LLM", "leaked")
    run = run_tapyre(
        "llms",
        "list",
        config={"plugins": {"load": []}},
        config_path=tmp_path / "config.toml",
        timeout=120,
    )
    assert isinstance(run, CliRun)
    assert run.returncode == 0, run.stderr
    assert run.stdout == (
        "No LLM providers installed: pip install tapyre-llm-ollama or tapyre-llm-openai.\n"
    )
    assert "No default LLM" in run.stderr  # TAPYRE_CORE__LLM did not leak in
    assert "leaked" not in run.stdout + run.stderr
    assert (tmp_path / "config.toml").read_text().startswith("[plugins]")
    assert run.stdout_reads >= 1
