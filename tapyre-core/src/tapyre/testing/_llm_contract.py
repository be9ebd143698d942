"""``LLMProviderContract``: what every LLM provider does, as tests a provider package runs.

Like SQLAlchemy's dialect suite or fsspec's abstract filesystem tests: a
provider package subclasses the contract in its tests and gives it one
fixture, ``llm_endpoint``, returning an :class:`~tapyre.testing.LLMEndpoint`
(the provider and a server: a faithful fake on loopback, a real server)::

    from tapyre.testing import LLMEndpoint, LLMProviderContract


    class TestMineContract(LLMProviderContract):
        @pytest.fixture
        def llm_endpoint(self, my_server):
            return LLMEndpoint(MineProvider(), {"base_url": my_server.url, "model": "m"},
                               plugin="tapyre_llm_mine.plugin", entry_point="mine",
                               say=my_server.reply)

The contract checks the declarations (named, every setting declared, options
that are declared settings, one-line configuration errors naming the table
and variable, API keys), the chat model built from the settings (answers,
streaming, tool calling with the contract's ``word_count`` tool), ``status``
(the model list, an unreachable server), errors translated to one-line
Tapyre errors (unreachable and slow servers, a missing model, a model without
tool calling), and the provider through the agent and the real ``tapyre``
command.  A test whose situation an endpoint cannot produce (a real model
cannot be scripted; the built-in ``scripted`` model has no server) is skipped
with the reason.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from tapyre._errors import (
    ConfigError,
    LLMError,
    LLMModelNotFoundError,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
)
from tapyre._llm import LLMProvider
from tapyre.testing._llm_endpoint import (
    QUESTION,
    WORDS,
    LLMEndpoint,
    joined,
    one_line,
    plugins_for,
    word_count_tool,
)
from tapyre.testing._replies import Reply

__all__ = ["LLMProviderContract", "tool_round_trip", "translated_error"]


def _need(endpoint: LLMEndpoint, field: str) -> Any:
    value = getattr(endpoint, field)
    if value is None:
        pytest.skip(f"{endpoint.name}: no such situation here (LLMEndpoint.{field} is not set)")
    return value


def _langchain_tool() -> Any:
    from langchain_core.tools import StructuredTool

    tool = word_count_tool()
    return StructuredTool.from_function(
        func=lambda text: tool.invoke({"text": text}), name=tool.name, description=tool.description
    )


def tool_round_trip(chat_model: Callable[[], Any], say: Callable[..., None]) -> Any:
    """The tool exchange every provider speaks: script the model (``say``) to call
    ``word_count`` on :data:`WORDS` and then answer, make the provider's
    LangChain model (``chat_model()``, called after ``say``: a scripted model
    takes its replies when it is made), ask it the question with the tool
    bound, hand the tool's result back and check the answer (``There are 3
    words.``).  Returns the model's first message, the one with the tool call;
    what went over the wire is for the caller to check."""
    say(Reply.tool_call("word_count", text=WORDS), "There are 3 words.")
    tool = _langchain_tool()
    model = chat_model().bind_tools([tool])
    question = f"How many words in '{WORDS}'?"
    first = model.invoke(question)
    second = model.invoke([("user", question), first, tool.invoke(first.tool_calls[0])])
    assert second.content == "There are 3 words."
    return first


def _host(endpoint: LLMEndpoint, settings: dict[str, Any], *, tool: bool = False) -> Any:
    from tapyre import Config, Host

    data = {"core": {"llm": endpoint.name}, "llm": {endpoint.name: settings}}
    return Host(Config(data), load_entrypoints=False, plugins=plugins_for(endpoint, with_tool=tool))


class LLMProviderContract:
    """The tests every LLM provider passes; subclass it with an ``llm_endpoint`` fixture."""

    # -- what the provider declares ---------------------------------------------

    def test_the_provider_is_named_and_described(self, llm_endpoint: LLMEndpoint) -> None:
        provider = llm_endpoint.provider
        assert isinstance(provider, LLMProvider)
        assert provider.name and provider.name == provider.name.strip()
        assert provider.description.strip(), "describe the provider for `tapyre plugins list`"

    def test_every_setting_is_declared(self, llm_endpoint: LLMEndpoint) -> None:
        schema = llm_endpoint.provider.settings_schema
        assert schema is not None, "declare the [llm.NAME] table as settings_schema"
        undeclared = set(llm_endpoint.settings) - set(schema.keys)
        assert not undeclared, f"settings read but not declared: {sorted(undeclared)}"
        assert all(s.description for s in schema.settings), "describe every setting"

    def test_options_are_declared_settings_a_model_is_built_with(
        self, llm_endpoint: LLMEndpoint
    ) -> None:
        from tapyre._llm_options import LLMOption, check_options

        provider = llm_endpoint.provider
        schema = provider.settings_schema
        assert schema is not None
        for key, option in provider.options.items():
            assert isinstance(option, LLMOption)
            assert key in schema.keys, f"-o {key} is not a declared setting"
            raw = "abc" if option.type is str else str(option.minimum or 1)
            checked = check_options(provider, provider.name, [(key, raw)])
            provider.chat_model({**llm_endpoint.settings, **checked})

    def test_an_unknown_setting_is_a_one_line_config_error(self, llm_endpoint: LLMEndpoint) -> None:
        settings = {**llm_endpoint.settings, "tapyre_no_such_setting": 1}
        with pytest.raises(ConfigError) as caught:
            llm_endpoint.provider.chat_model(settings)
        message = one_line(str(caught.value))
        assert "tapyre_no_such_setting" in message and f"[llm.{llm_endpoint.name}]" in message

    def test_a_value_of_the_wrong_type_names_the_setting_and_its_variable(
        self, llm_endpoint: LLMEndpoint
    ) -> None:
        schema = llm_endpoint.provider.settings_schema
        assert schema is not None
        typed = [s for s in schema.settings if s.type in ("integer", "number", "boolean")]
        if not typed:
            pytest.skip("the provider declares no integer, number or boolean setting")
        key = typed[0].key
        with pytest.raises(ConfigError) as caught:
            llm_endpoint.provider.chat_model({**llm_endpoint.settings, key: "not-a-value"})
        message = one_line(str(caught.value))
        assert f"[llm.{llm_endpoint.name}] {key}" in message
        assert schema.env(key, f"llm.{llm_endpoint.name}") in message

    def test_an_alias_names_its_own_table_in_errors(self, llm_endpoint: LLMEndpoint) -> None:
        from tapyre import Config, Host

        data = {"llm": {"work": {"provider": llm_endpoint.name, "tapyre_no_such_setting": 1}}}
        host = Host(Config(data), load_entrypoints=False, plugins=plugins_for(llm_endpoint))
        with pytest.raises(ConfigError) as caught:
            host.chat_model("work")
        assert "[llm.work]" in one_line(str(caught.value))

    def test_api_keys(self, llm_endpoint: LLMEndpoint, tmp_path: Path) -> None:
        """A provider that reads a key declares it, redacts it, gets the stored one, hides it."""
        from tapyre import Config, Host
        from tapyre._keys import KeyStore
        from tapyre._paths import DATA_DIR_ENV, keys_path

        provider = llm_endpoint.provider
        config = Config(
            {"llm": {provider.name: llm_endpoint.settings}}, env={DATA_DIR_ENV: str(tmp_path)}
        )
        KeyStore(keys_path(config)).set(provider.name, "sk-contract-secret-1")
        host = Host(config, load_entrypoints=False, plugins=plugins_for(llm_endpoint))
        settings = host.llm(provider.name).settings
        if not provider.reads_api_key:
            assert "api_key" not in settings, "a stored key reached a provider that reads none"
            return
        schema = provider.settings_schema
        assert schema is not None and "api_key" in schema.keys
        assert "api_key" in provider.redacted_keys()
        assert settings["api_key"] == "sk-contract-secret-1"
        assert "sk-contract-secret-1" not in repr(provider.chat_model(settings))
        assert "sk-contract-secret-1" not in json.dumps(config.redacted(provider.redacted_keys()))

    def test_unknown_errors_are_left_to_the_core(self, llm_endpoint: LLMEndpoint) -> None:
        settings = llm_endpoint.settings
        assert llm_endpoint.provider.translate_error(ValueError("boom"), settings) is None

    def test_the_entry_point_registers_the_provider(self, llm_endpoint: LLMEndpoint) -> None:
        from importlib.metadata import entry_points

        name = _need(llm_endpoint, "entry_point")
        (entry_point,) = [e for e in entry_points(group="tapyre") if e.name == name]
        assert entry_point.value == llm_endpoint.plugin
        registered: list[Any] = []
        entry_point.load().tapyre_register_llm_providers(registered.append)
        assert [type(p) for p in registered] == [type(llm_endpoint.provider)]

    def test_registering_imports_no_client_library(self, llm_endpoint: LLMEndpoint) -> None:
        heavy = sorted({"langchain_core", *llm_endpoint.client_modules})
        code = (
            "import sys, importlib\n"
            f"plugin = importlib.import_module({llm_endpoint.plugin!r})\n"
            "plugin.tapyre_register_llm_providers(lambda provider: None)\n"
            f"print(sorted(set({heavy!r}) & {{m.split('.')[0] for m in sys.modules}}))\n"
        )
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == "[]", f"registering imported {done.stdout.strip()}"

    # -- the chat model --------------------------------------------------------------

    def test_the_model_answers(self, llm_endpoint: LLMEndpoint) -> None:
        text = "Paris is the capital of France."
        if llm_endpoint.say:
            llm_endpoint.say(text)
        answer = llm_endpoint.provider.chat_model(llm_endpoint.settings).invoke(QUESTION)
        assert isinstance(answer.content, str) and answer.content.strip()
        if llm_endpoint.say:
            assert answer.content == text

    def test_the_answer_streams_in_pieces(self, llm_endpoint: LLMEndpoint) -> None:
        text = "Streaming arrives in several small pieces."
        if llm_endpoint.say:
            llm_endpoint.say(text)
        model = llm_endpoint.provider.chat_model(llm_endpoint.settings)
        pieces, whole = joined(model.stream(QUESTION))
        assert len(pieces) >= 2 and whole.strip()
        if llm_endpoint.say:
            assert whole == text

    def test_a_tool_call_is_parsed(self, llm_endpoint: LLMEndpoint) -> None:
        say = _need(llm_endpoint, "say")
        say(Reply.tool_call("word_count", text=WORDS))
        model = llm_endpoint.provider.chat_model(llm_endpoint.settings)
        answer = model.bind_tools([_langchain_tool()]).invoke(f"How many words in '{WORDS}'?")
        assert [(c["name"], c["args"]) for c in answer.tool_calls] == [
            ("word_count", {"text": WORDS})
        ]

    def test_a_streamed_tool_call_is_parsed(self, llm_endpoint: LLMEndpoint) -> None:
        say = _need(llm_endpoint, "say")
        say(Reply.tool_call("word_count", text=WORDS))
        model = llm_endpoint.provider.chat_model(llm_endpoint.settings)
        merged: Any = None
        for chunk in model.bind_tools([_langchain_tool()]).stream("count"):
            merged = chunk if merged is None else merged + chunk
        assert merged is not None
        assert [(c["name"], c["args"]) for c in merged.tool_calls] == [
            ("word_count", {"text": WORDS})
        ]

    def test_the_tool_result_goes_back_to_the_model(self, llm_endpoint: LLMEndpoint) -> None:
        say = _need(llm_endpoint, "say")
        tool_round_trip(lambda: llm_endpoint.provider.chat_model(llm_endpoint.settings), say)

    # -- the agent and the command line ----------------------------------------------

    def test_the_agent_streams_the_answer(self, llm_endpoint: LLMEndpoint) -> None:
        from tapyre import AnswerEvent, TokenEvent

        if llm_endpoint.say:
            llm_endpoint.say("The answer arrives token by token.")
        events = list(_host(llm_endpoint, llm_endpoint.settings).stream(QUESTION))
        tokens = [e.text for e in events if isinstance(e, TokenEvent)]
        assert len(tokens) >= 2
        assert isinstance(events[-1], AnswerEvent) and events[-1].text == "".join(tokens)
        if llm_endpoint.say:
            assert events[-1].text == "The answer arrives token by token."

    def test_the_agent_runs_the_tool_loop(self, llm_endpoint: LLMEndpoint) -> None:
        from tapyre import AnswerEvent, ToolCallEvent, ToolResultEvent

        say = _need(llm_endpoint, "say")
        say(Reply.tool_call("word_count", text=WORDS), "It has 3 words.")
        host = _host(llm_endpoint, llm_endpoint.settings, tool=True)
        events = list(host.stream(f"How many words in '{WORDS}'?"))
        calls = [(e.tool_id, dict(e.arguments)) for e in events if isinstance(e, ToolCallEvent)]
        results = [(e.output, e.status) for e in events if isinstance(e, ToolResultEvent)]
        assert calls == [("words:word_count", {"text": WORDS})]
        assert results == [("3", "ok")]
        assert events[-1] == AnswerEvent("It has 3 words.")

    def test_tapyre_ask_prints_the_answer(self, llm_endpoint: LLMEndpoint, tmp_path: Path) -> None:
        text = "Streamed through the command line."
        if llm_endpoint.say:
            llm_endpoint.say(text)
        run = _run_tapyre(llm_endpoint, tmp_path, llm_endpoint.settings, "ask", QUESTION)
        assert run.returncode == 0, run.stderr
        assert run.stdout.strip()
        if llm_endpoint.say:
            assert run.stdout == f"{text}\n"
        if llm_endpoint.paced:
            assert run.stdout_reads >= 2, "the answer was not printed while it was generated"

    def test_tapyre_llms_list_shows_the_endpoint(
        self, llm_endpoint: LLMEndpoint, tmp_path: Path
    ) -> None:
        run = _run_tapyre(llm_endpoint, tmp_path, llm_endpoint.settings, "llms", "list", "--json")
        assert run.returncode == 0, run.stderr
        (row,) = [r for r in json.loads(run.stdout) if r["name"] == llm_endpoint.name]
        assert row["default"] is True and row["provider"] == llm_endpoint.name
        assert row["reachable"] is not False and row["error"] is None, row

    # -- status ------------------------------------------------------------------------

    def test_status_describes_the_endpoint(self, llm_endpoint: LLMEndpoint) -> None:
        status = llm_endpoint.provider.status(llm_endpoint.settings)
        assert status.provider == llm_endpoint.name
        assert status.reachable is not False and status.error is None, status
        assert status.model == llm_endpoint.settings.get("model", status.model)
        if status.reachable:
            assert status.models and status.endpoint

    def test_status_of_an_unreachable_server(self, llm_endpoint: LLMEndpoint) -> None:
        settings = _need(llm_endpoint, "unreachable")
        status = llm_endpoint.provider.status(settings)
        assert status.reachable is False and status.models == ()
        assert llm_endpoint.unreachable_address() in one_line(status.error or "")

    # -- errors as one line ------------------------------------------------------------

    @pytest.mark.parametrize("streamed", [False, True], ids=["invoke", "stream"])
    def test_an_unreachable_server_is_llm_unreachable(
        self, llm_endpoint: LLMEndpoint, streamed: bool
    ) -> None:
        settings = _need(llm_endpoint, "unreachable")
        error = _translated(llm_endpoint, settings, streamed=streamed)
        assert isinstance(error, LLMUnreachableError), repr(error)
        assert llm_endpoint.unreachable_address() in error.message

    def test_a_wrapped_error_is_found(self, llm_endpoint: LLMEndpoint) -> None:
        settings = _need(llm_endpoint, "unreachable")
        model = llm_endpoint.provider.chat_model(settings)
        try:
            try:
                model.invoke(QUESTION)
            except Exception as inner:
                raise RuntimeError("an agent step failed") from inner
        except RuntimeError as outer:
            translated = llm_endpoint.provider.translate_error(outer, settings)
        assert isinstance(translated, LLMUnreachableError)

    def test_a_slow_server_is_llm_unreachable(self, llm_endpoint: LLMEndpoint) -> None:
        slow = _need(llm_endpoint, "slow")
        with slow() as settings:
            error = _translated(llm_endpoint, dict(settings))
        assert isinstance(error, LLMUnreachableError), repr(error)

    @pytest.mark.parametrize("streamed", [False, True], ids=["invoke", "stream"])
    def test_a_missing_model_is_llm_model_not_found(
        self, llm_endpoint: LLMEndpoint, streamed: bool
    ) -> None:
        model = _need(llm_endpoint, "missing_model")
        settings = {**llm_endpoint.settings, "model": model}
        error = _translated(llm_endpoint, settings, streamed=streamed)
        assert isinstance(error, LLMModelNotFoundError), repr(error)
        assert model in error.message

    def test_a_model_without_tool_calling_says_so(self, llm_endpoint: LLMEndpoint) -> None:
        settings = dict(_need(llm_endpoint, "no_tools"))
        host = _host(llm_endpoint, settings, tool=True)
        with pytest.raises(LLMToolCallingUnsupportedError) as caught:
            list(host.stream(f"How many words in '{WORDS}'?"))
        message = one_line(str(caught.value))
        assert "tool" in message and str(settings.get("model", "")) in message

    def test_tapyre_ask_with_an_unreachable_server_is_one_line(
        self, llm_endpoint: LLMEndpoint, tmp_path: Path
    ) -> None:
        settings = _need(llm_endpoint, "unreachable")
        run = _run_tapyre(llm_endpoint, tmp_path, dict(settings), "ask", QUESTION)
        assert run.returncode == 1 and run.stdout == ""
        (line,) = run.stderr.strip().splitlines()
        assert line.startswith("error: ") and llm_endpoint.unreachable_address() in line


def translated_error(
    provider: LLMProvider, settings: Mapping[str, Any], call: Callable[[], object]
) -> LLMError:
    """The one-line Tapyre error ``provider`` makes of what ``call()`` raises.

    Fails the test when ``call`` raises nothing, or something the provider
    leaves untranslated, or when the translation is not one line.
    """
    with pytest.raises(Exception) as caught:
        call()
    translated = provider.translate_error(caught.value, settings)
    assert translated is not None, f"untranslated: {caught.value!r}"
    one_line(str(translated))
    return translated


def _translated(endpoint: LLMEndpoint, settings: dict[str, Any], *, streamed: bool = False) -> Any:
    """The one-line Tapyre error the provider makes of what chatting with ``settings`` raises."""
    model = endpoint.provider.chat_model(settings)
    if streamed:
        return translated_error(endpoint.provider, settings, lambda: list(model.stream(QUESTION)))
    return translated_error(endpoint.provider, settings, lambda: model.invoke(QUESTION))


def _run_tapyre(endpoint: LLMEndpoint, tmp_path: Path, settings: dict[str, Any], *args: str) -> Any:
    """The installed ``tapyre`` with only ``endpoint``'s plugin and its table as the default."""
    from tapyre.testing._cli import run_tapyre

    load = [endpoint.entry_point] if endpoint.entry_point else []
    config = {
        "plugins": {"load": load},
        "core": {"llm": endpoint.name},
        "llm": {endpoint.name: settings},
    }
    return run_tapyre(*args, config=config, config_path=tmp_path / "config.toml")
