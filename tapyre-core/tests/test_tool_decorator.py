"""@tool: bare decorator, async tools, parameter descriptions, every argument error at once."""

from __future__ import annotations

import asyncio
from typing import Annotated

import pytest
from pydantic import Field
from tapyre import Host, Tool, ToolError, hookimpl, tool
from tapyre.testing import ScriptedChatModel


@tool
def add(a: int, b: int = 1) -> str:
    """Add two numbers."""
    return str(a + b)


@tool
async def slow_echo(text: str) -> str:
    """Echo the text after yielding to the event loop."""
    await asyncio.sleep(0)
    return f"echo: {text}"


@tool
def annotated(
    query: Annotated[str, Field(description="What to look for.")],
    k: Annotated[int, Field(description="How many results.", ge=1)] = 5,
) -> str:
    """Search."""
    return f"{query}:{k}"


@tool
def google(city: str, days: int = 1) -> str:
    """Forecast the weather.

    Args:
        city: The city, as its
            English name.
        days (int): How many days ahead.

    Returns:
        The forecast.
    """
    return city


@tool(name="numpy_style")
def numpy(path: str, lines: int = 10) -> str:
    """Read the start of a file.

    Parameters
    ----------
    path : str
        The file to read.
    lines : int
        How many lines.

    Returns
    -------
    str
    """
    return path


def test_bare_decorator_builds_a_tool() -> None:
    assert isinstance(add, Tool)
    assert add.name == "add" and add.description == "Add two numbers."
    assert add.invoke({"a": 2, "b": 3}) == "5"


def test_async_tools_are_awaited() -> None:
    assert slow_echo.invoke({"text": "hi"}) == "echo: hi"


def test_async_tools_work_inside_a_running_loop() -> None:
    async def main() -> str:
        return slow_echo.invoke({"text": "in loop"})

    assert asyncio.run(main()) == "echo: in loop"


def test_the_model_receives_an_async_tools_result() -> None:
    class Plugin:
        tapyre_plugin_name = "demo"

        @hookimpl
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            register(slow_echo)

    host = Host(plugins=[Plugin()], load_entrypoints=False)
    model = ScriptedChatModel(
        replies=[
            {"tool_calls": [{"name": "slow_echo", "args": {"text": "x"}}]},
            "got {tool_result}",
        ]
    )
    assert host.agent(model=model).ask("go") == "got echo: x"


def test_annotated_field_descriptions_reach_the_schema() -> None:
    props = annotated.parameters["properties"]
    assert props["query"]["description"] == "What to look for."
    assert props["k"]["description"] == "How many results."
    assert props["k"]["minimum"] == 1


def test_google_style_args_describe_parameters() -> None:
    props = google.parameters["properties"]
    assert props["city"]["description"] == "The city, as its English name."
    assert props["days"]["description"] == "How many days ahead."
    assert google.description == "Forecast the weather.\n\nReturns:\n    The forecast."


def test_numpy_style_parameters_describe_parameters() -> None:
    props = numpy.parameters["properties"]
    assert props["path"]["description"] == "The file to read."
    assert props["lines"]["description"] == "How many lines."
    assert "Parameters" not in numpy.description
    assert numpy.description.startswith("Read the start of a file.")


def test_every_argument_error_is_reported_at_once() -> None:
    with pytest.raises(ToolError) as caught:
        annotated.invoke({"k": 0, "extra": 1})
    message = str(caught.value)
    assert "'query' is a required property" in message
    assert "invalid k: 0 is less than the minimum of 1" in message
    assert "'extra' was unexpected" in message
    assert message.count("invalid") == 3
