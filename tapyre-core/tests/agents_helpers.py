"""Shared by the agent and A2A tests: a plugin with a few tools, and scripted LLM tables."""

from __future__ import annotations

import threading
import time
from typing import Any

from tapyre import hookimpl, tool

SEEN: list[str] = []
"""What the tools were called with, in order (reset by the tests' fixture)."""

RELEASE = threading.Event()
"""Set to let a waiting ``slow`` call return at once."""

ENTERED = threading.Event()
"""Set when a ``slow`` call has started waiting (reset by the tests' fixture)."""


@tool()
def search(query: str) -> str:
    """Search the paper collection; passages with their sources."""
    SEEN.append(f"search:{query}")
    return f"Street trees cool cities by 2 °C [1]. (query: {query})"


@tool()
def check(answer: str) -> str:
    """Check that every claim of an answer cites a source."""
    SEEN.append(f"check:{answer}")
    return "every claim is cited" if "[1]" in answer else "a claim has no citation"


@tool()
def slow(seconds: float) -> str:
    """Wait, then answer (a tool that takes its time)."""
    ENTERED.set()
    RELEASE.wait(seconds)
    SEEN.append("slow")
    return "done waiting"


@tool()
def mark(note: str) -> str:
    """Record a note."""
    SEEN.append(f"mark:{note}")
    return "noted"


@tool(side_effects=["writes-files"])
def save(text: str) -> str:
    """Save the text to a file."""
    SEEN.append(f"save:{text}")
    return "saved"


class DemoTools:
    """The plugin ``demo``: search, check, slow, mark and save."""

    tapyre_plugin_name = "demo"

    @hookimpl
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        for each in (search, check, slow, mark, save):
            register(each)


def call(name: str, **args: Any) -> dict[str, Any]:
    """A scripted reply calling the tool ``name``."""
    return {"content": "", "tool_calls": [{"name": name, "args": args}]}


def calls(*pairs: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    """A scripted reply calling several tools at once."""
    return {"content": "", "tool_calls": [{"name": n, "args": a} for n, a in pairs]}


def scripted(*replies: Any) -> dict[str, Any]:
    """An ``[llm.NAME]`` alias table of the scripted provider."""
    return {"provider": "scripted", "replies": list(replies)}


def wait_until(predicate: Any, timeout: float = 10.0) -> bool:
    """Poll ``predicate`` until true (or ``timeout`` seconds); its last value."""
    ends = time.monotonic() + timeout
    while time.monotonic() < ends:
        if predicate():
            return True
        time.sleep(0.02)
    return bool(predicate())
