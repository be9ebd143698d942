"""The agent: tools as LangChain tools, side-effect permission, history, limits, errors."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from tapyre import (
    AnswerEvent,
    Config,
    Host,
    LLMError,
    LLMProvider,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
    TapyreError,
    TokenEvent,
    Tool,
    ToolCallEvent,
    ToolCallRequest,
    ToolError,
    ToolResultEvent,
    hookimpl,
    tool,
)
from tapyre.testing import ScriptedChatModel, ScriptExhaustedError

CALLS: list[dict[str, Any]] = []


@tool(side_effects=["launches-programs"])
def launch(app: str) -> str:
    """Start an application."""
    CALLS.append({"app": app})
    return f"started {app}"


@tool()
def add(a: int, b: int = 1) -> str:
    """Add two integers."""
    return str(a + b)


@tool()
def fails(reason: str) -> str:
    """Always fails."""
    raise ToolError(f"cannot do it: {reason}")


class Tools:
    tapyre_plugin_name = "demo"

    @hookimpl
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        register(launch)
        register(add)
        register(fails)
        register(Tool.simple("shout", "Upper-case the text.", str.upper))


@pytest.fixture(autouse=True)
def _reset_calls() -> None:
    CALLS.clear()


def make_host(**core: Any) -> Host:
    return Host(Config({"core": core}), load_entrypoints=False, plugins=[Tools()])


def call(name: str, **args: Any) -> dict[str, Any]:
    return {"content": "", "tool_calls": [{"name": name, "args": args}]}


def test_typed_and_simple_tools_run_through_the_agent() -> None:
    model = ScriptedChatModel(
        replies=[call("add", a=2, b=3), call("shout", text="hi"), "sum {tool_result}"]
    )
    events = list(make_host().agent(model=model).stream("go"))
    results = [e for e in events if isinstance(e, ToolResultEvent)]
    assert [(r.tool_id, r.output, r.status) for r in results] == [
        ("demo:add", "5", "ok"),
        ("demo:shout", "HI", "ok"),
    ]
    assert isinstance(events[-1], AnswerEvent) and events[-1].text == "sum HI"
    tokens = "".join(e.text for e in events if isinstance(e, TokenEvent))
    assert tokens == "sum HI"
    # the model saw both tools with their JSON schemas
    first_call = model.received[0]
    assert first_call[0].type == "system"


def test_events_come_in_order_call_then_result_then_answer() -> None:
    model = ScriptedChatModel(replies=[call("add", a=1), "done"])
    kinds = [e.kind for e in make_host().agent(model=model).stream("go")]
    assert kinds.index("tool_call") < kinds.index("tool_result") < kinds.index("answer")
    assert kinds[-1] == "answer"


def test_side_effect_without_a_confirmer_is_refused_and_the_model_is_told() -> None:
    model = ScriptedChatModel(replies=[call("launch", app="firefox"), "ok: {tool_result}"])
    events = list(make_host().agent(model=model).stream("open firefox"))
    result = next(e for e in events if isinstance(e, ToolResultEvent))
    assert result.status == "refused"
    assert 'demo:launch {"app": "firefox"}' in result.output
    assert "no terminal" in result.output
    assert CALLS == []
    assert events[-1].text.startswith("ok: Refused:")  # type: ignore[union-attr]


def test_confirmer_sees_the_exact_call_and_can_allow_or_decline() -> None:
    asked: list[ToolCallRequest] = []

    def confirm(request: ToolCallRequest) -> bool:
        asked.append(request)
        return request.arguments["app"] == "firefox"

    model = ScriptedChatModel(
        replies=[call("launch", app="firefox"), call("launch", app="rm"), "x"]
    )
    events = list(make_host().agent(model=model, confirmer=confirm).stream("go"))
    assert [r.describe() for r in asked] == [
        'demo:launch {"app": "firefox"}',
        'demo:launch {"app": "rm"}',
    ]
    statuses = [e.status for e in events if isinstance(e, ToolResultEvent)]
    assert statuses == ["ok", "refused"]
    assert CALLS == [{"app": "firefox"}]


@pytest.mark.parametrize(
    ("core", "options"),
    [
        ({"allow_side_effects": ["launches-programs"]}, {}),
        ({"allow_side_effects": ["demo:launch"]}, {}),
        ({"yes": True}, {}),
        ({}, {"yes": True}),
        ({}, {"allow_side_effects": ["*"]}),
    ],
)
def test_side_effects_allowed_by_config_or_yes_run_without_asking(core, options) -> None:
    model = ScriptedChatModel(replies=[call("launch", app="firefox"), "done"])

    def never(request: ToolCallRequest) -> bool:
        raise AssertionError("must not ask")

    make_host(**core).agent(model=model, confirmer=never, **options).ask("go")
    assert CALLS == [{"app": "firefox"}]


def test_tool_errors_and_invalid_arguments_go_back_to_the_model() -> None:
    model = ScriptedChatModel(
        replies=[call("fails", reason="x"), call("add", a="not a number"), "done"]
    )
    events = list(make_host().agent(model=model).stream("go"))
    results = [e for e in events if isinstance(e, ToolResultEvent)]
    assert [r.status for r in results] == ["error", "error"]
    assert "cannot do it: x" in results[0].output
    assert "tool 'add': invalid a" in results[1].output


def test_conversation_keeps_the_history() -> None:
    model = ScriptedChatModel(replies=["Hi Ada.", "Your name is Ada."])
    conversation = make_host().agent(model=model).conversation()
    conversation.ask("I am Ada.")
    assert conversation.ask("What is my name?") == "Your name is Ada."
    second = [m.content for m in model.received[1] if m.type != "system"]
    assert second == ["I am Ada.", "Hi Ada.", "What is my name?"]
    conversation.reset()
    assert conversation.messages == []


def test_iteration_limit_stops_the_loop_with_one_line() -> None:
    model = ScriptedChatModel(replies=[call("add", a=1)] * 10)
    agent = make_host(max_iterations=2).agent(model=model)
    with pytest.raises(TapyreError, match="stopped after 2 iterations") as info:
        agent.ask("loop")
    assert "\n" not in str(info.value)


def test_system_prompt_is_configurable() -> None:
    model = ScriptedChatModel(replies=["x", "y"])
    make_host(system_prompt="Be brief.").agent(model=model).ask("q")
    make_host().agent(model=model, system_prompt="Override.").ask("q")
    assert model.received[0][0].content == "Be brief."
    assert model.received[1][0].content == "Override."


def test_only_the_chosen_tools_are_offered() -> None:
    model = ScriptedChatModel(replies=[call("launch", app="x")])
    agent = make_host().agent(model=model, tools=["demo:add"])
    assert [t.id for t in agent.tools] == ["demo:add"]
    with pytest.raises(TapyreError, match="not bound"):
        agent.ask("go")


def test_model_without_tool_calling_is_a_one_line_error() -> None:
    model = ScriptedChatModel(replies=["x"], tool_calling=False)
    with pytest.raises(LLMToolCallingUnsupportedError, match="cannot call tools"):
        make_host().agent(model=model).ask("go")


def test_scripted_provider_without_tool_calling_from_config() -> None:
    config = Config(
        {
            "core": {"llm": "scripted"},
            "llm": {"scripted": {"replies": ["x"], "tool_calling": False}},
        }
    )
    host = Host(config, load_entrypoints=False, plugins=[Tools()])
    with pytest.raises(LLMToolCallingUnsupportedError, match="'scripted' cannot call tools"):
        host.ask("go")


class _Unreachable(ScriptedChatModel):
    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        request = httpx.Request("POST", "http://127.0.0.1:9/v1/chat/completions")
        raise httpx.ConnectError("connection refused", request=request)

    def _stream(self, *args: Any, **kwargs: Any) -> Any:
        return self._generate()


class UnreachableProvider(LLMProvider):
    name = "far"

    def chat_model(self, settings):  # type: ignore[no-untyped-def]
        return _Unreachable(replies=[])


class Far:
    @hookimpl
    def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
        register(UnreachableProvider())


def test_unreachable_server_names_the_url_and_the_fix() -> None:
    config = Config({"core": {"llm": "far"}, "llm": {"far": {"base_url": "http://gpu:8000/v1"}}})
    host = Host(config, load_entrypoints=False, plugins=[Far()])
    with pytest.raises(LLMUnreachableError) as info:
        host.ask("hi")
    message = str(info.value)
    assert "cannot reach the model server of far at http://gpu:8000/v1." in message
    assert "TAPYRE_LLM__FAR__BASE_URL" in message
    assert "\n" not in message


def test_unreachable_without_settings_uses_the_request_url() -> None:
    host = Host(Config({"core": {"llm": "far"}}), load_entrypoints=False, plugins=[Far()])
    with pytest.raises(LLMUnreachableError, match=r"http://127.0.0.1:9/v1/chat/completions"):
        host.ask("hi")


def test_provider_translate_error_comes_first() -> None:
    class Translating(UnreachableProvider):
        def translate_error(self, error, settings):  # type: ignore[no-untyped-def]
            return LLMError("far is asleep")

    class Plugin:
        @hookimpl
        def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
            register(Translating())

    host = Host(Config({"core": {"llm": "far"}}), load_entrypoints=False, plugins=[Plugin()])
    with pytest.raises(LLMError, match=r"^far is asleep$"):
        host.ask("hi")


def test_script_exhaustion_is_a_tapyre_error() -> None:
    with pytest.raises(ScriptExhaustedError, match="no reply left"):
        make_host().agent(model=ScriptedChatModel(replies=[call("add", a=1)])).ask("go")


def test_tool_call_events_carry_the_stable_id_under_a_clash() -> None:
    class Other:
        tapyre_plugin_name = "other"

        @hookimpl
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            register(Tool.simple("shout", "Also shouts.", str.lower))

    host = Host(Config(), load_entrypoints=False, plugins=[Tools(), Other()])
    model = ScriptedChatModel(replies=[call("other_shout", text="HEY"), "{tool_result}"])
    events = list(host.agent(model=model).stream("go"))
    tool_call = next(e for e in events if isinstance(e, ToolCallEvent))
    assert tool_call.tool_id == "other:shout"
    assert events[-1].text == "hey"  # type: ignore[union-attr]
