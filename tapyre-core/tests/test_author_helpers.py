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
from tapyre import (
    ConfigError,
    LLMError,
    LLMProvider,
    LLMStatus,
    LLMUnreachableError,
    ServerLLMSettings,
    Settings,
    iter_causes,
)
from tapyre.settings import (
    check_known_keys,
    env_var,
    read_bool,
    read_choice,
    read_float,
    read_int,
    read_path,
    read_str,
    read_strings,
    setting_error,
)
from tapyre.testing import (
    CliRun,
    LoopbackHTTPServer,
    RecordedRequest,
    Reply,
    ScriptedReplies,
    free_port,
    run_tapyre,
)

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


def test_env_var_names_the_override_of_a_table_key() -> None:
    assert env_var("llm.mine", "timeout") == "TAPYRE_LLM__MINE__TIMEOUT"
    assert env_var("papers", "data_dir") == "TAPYRE_PAPERS__DATA_DIR"
    error = setting_error("papers", "batch", "must be even", hint="Use 2.")
    assert error.message == "[papers] batch (TAPYRE_PAPERS__BATCH) must be even"
    assert error.hint == "Use 2."


def test_defaults_apply_only_when_unset_or_empty() -> None:
    settings = {"n": "0", "empty": "", "name": "x"}
    assert read_int(settings, "n", table="t", default=5) == 0
    assert read_int(settings, "empty", table="t", default=5) == 5
    assert read_float(settings, "missing", table="t", default=1.5) == 1.5
    assert read_str(settings, "name", table="t", default="y") == "x"
    assert read_str(settings, "missing", table="t", default="y") == "y"


@pytest.mark.parametrize(
    ("value", "expected"),
    [(True, True), (False, False), (1, True), (0, False), ("Yes", True), ("off", False)],
)
def test_read_bool_takes_toml_booleans_and_environment_words(value: object, expected: bool) -> None:
    assert read_bool({"flag": value}, "flag", table="t") is expected


def test_read_bool_rejects_other_values_and_defaults_when_unset() -> None:
    assert read_bool({}, "flag", table="t") is None
    assert read_bool({"flag": ""}, "flag", table="t", default=True) is True
    with pytest.raises(ConfigError) as caught:
        read_bool({"flag": "maybe"}, "flag", table="t")
    assert str(caught.value) == "[t] flag (TAPYRE_T__FLAG) must be true or false, got 'maybe'"


def test_read_path_strings_and_choice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert read_path({"p": "~/data"}, "p", table="t") == tmp_path / "data"
    assert read_path({}, "p", table="t", default=tmp_path) == tmp_path
    assert read_strings({"s": "a, b,,c"}, "s", table="t") == ("a", "b", "c")
    assert read_strings({"s": ["a", " b "]}, "s", table="t") == ("a", "b")
    assert read_strings({}, "s", table="t") is None
    with pytest.raises(ConfigError, match=r"\(TAPYRE_T__S\) must be a list of strings"):
        read_strings({"s": [1, 2]}, "s", table="t")
    assert read_choice({"c": "cpu"}, "c", table="t", choices=("cpu", "cuda")) == "cpu"
    assert read_choice({}, "c", table="t", choices=("cpu",), default="cpu") == "cpu"
    with pytest.raises(ConfigError) as caught:
        read_choice({"c": "tpu"}, "c", table="t", choices=("cpu", "cuda"))
    assert str(caught.value) == "[t] c (TAPYRE_T__C) must be one of cpu, cuda, got 'tpu'"


# -- tapyre.LLMProvider's shared parts --------------------------------------------


@dataclass(frozen=True)
class _Checked:
    model: str | None
    base_url: str


class _Provider(LLMProvider):
    name = "mine"

    def __init__(self) -> None:
        self.asked: list[str] = []

    def chat_model(self, settings: Settings) -> Any:
        raise NotImplementedError

    def translate_cause(self, cause: BaseException, settings: Settings) -> LLMError | None:
        self.asked.append(type(cause).__name__)
        if isinstance(cause, ConnectionRefusedError):
            return LLMUnreachableError(f"cannot reach {settings['base_url']}")
        return None


def test_translate_error_asks_about_each_cause_until_one_is_known() -> None:
    provider = _Provider()
    try:
        try:
            raise ConnectionRefusedError("refused")
        except ConnectionRefusedError as exc:
            raise RuntimeError("the client library's wrapper") from exc
    except RuntimeError as outer:
        translated = provider.translate_error(outer, {"base_url": "http://x"})
    assert isinstance(translated, LLMUnreachableError)
    assert translated.message == "cannot reach http://x"
    assert provider.asked == ["RuntimeError", "ConnectionRefusedError"]
    assert provider.translate_error(KeyError("k"), {}) is None


def test_endpoint_status_reports_the_checked_model_and_endpoint() -> None:
    status = _Provider().endpoint_status(
        _Checked("m", "http://x/v1"), reachable=True, models=iter(["a", "b"])
    )
    assert status == LLMStatus(
        provider="mine", model="m", endpoint="http://x/v1", reachable=True, models=("a", "b")
    )


@dataclass(frozen=True, kw_only=True)
class _MineSettings(ServerLLMSettings):
    keep_alive: int | None = None
    model_example: ClassVar[str] = '"tiny"'
    models_listed: ClassVar[str] = "the models it has"


def test_a_provider_s_settings_extend_the_common_server_settings() -> None:
    checked = _MineSettings("work", "tiny-1", "http://x", timeout=5.0, keep_alive=3)
    assert (checked.temperature, checked.max_tokens, checked.timeout) == (None, None, 5.0)
    assert checked.require_model() == "tiny-1"
    status = _Provider().endpoint_status(checked, reachable=False, error="down")
    assert (status.model, status.endpoint, status.error) == ("tiny-1", "http://x", "down")
    with pytest.raises(ConfigError, match="no model set for LLM 'work'") as caught:
        _MineSettings("work", None, "http://x").require_model()
    assert caught.value.hint == (
        'Set [llm.work] model = "tiny" in the config file or TAPYRE_LLM__WORK__MODEL; '
        "`tapyre llms list` shows the models it has."
    )


def test_server_settings_are_built_from_the_table_s_values_by_field_name() -> None:
    values = {"model": "tiny-1", "base_url": "x:1", "timeout": 5.0, "keep_alive": 3, "other": 1}
    checked = _MineSettings.from_values("work", values, base_url="http://x:1")
    assert checked == _MineSettings(
        "work", "tiny-1", "http://x:1", timeout=5.0, keep_alive=3, temperature=None
    )
    # the provider's own value wins; a setting that is no field ("other") is left out
    assert _MineSettings.from_values("work", values, base_url="b", keep_alive=None) == (
        _MineSettings("work", "tiny-1", "b", timeout=5.0)
    )


def test_only_name_model_and_base_url_of_server_settings_go_by_position() -> None:
    # A fourth positional value would land in whatever field came next in the
    # declaration order (a key stored as the temperature): it is refused instead.
    with pytest.raises(TypeError):
        ServerLLMSettings("work", "tiny-1", "http://x", 0.5)  # type: ignore[misc]
    with pytest.raises(TypeError):
        _MineSettings("work", "tiny-1", "http://x", 3)  # type: ignore[misc]
    assert ServerLLMSettings("work", "tiny-1", "http://x", temperature=0.5).temperature == 0.5


# -- tapyre.testing.ScriptedReplies -----------------------------------------------


def test_scripted_replies_come_first_then_the_tiny_model_answers() -> None:
    script = ScriptedReplies()
    script.add("first", Reply.tool_call("search", query="q"))
    user = [{"role": "user", "content": "find 'cats' please"}]
    tools = [{"function": {"name": "search", "parameters": {"properties": {"query": {}}}}}]
    assert script.next(user) == Reply.text("first")
    assert script.next(user).tool_calls == (("search", {"query": "q"}),)
    assert script.next(user, tools) == Reply.tool_call("search", query="cats")
    tool_result = [*user, {"role": "tool", "content": "3 cats"}]
    assert script.next(tool_result) == Reply.text("The tool returned: 3 cats")
    assert script.next([{"role": "user", "content": [{"type": "text", "text": "hi"}]}]) == (
        Reply.text("You said: hi")
    )
    assert RecordedRequest("GET", "/", {}).body is None


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
    from tapyre._install_source import sibling_package

    assert run.stdout == (
        "No LLM providers installed; install one, e.g. "
        f"pip install {sibling_package('tapyre-llm-openai')}\n"
    )
    assert "No default LLM" in run.stderr  # TAPYRE_CORE__LLM did not leak in
    assert "leaked" not in run.stdout + run.stderr
    assert (tmp_path / "config.toml").read_text().startswith("[plugins]")
    assert run.stdout_reads >= 1
