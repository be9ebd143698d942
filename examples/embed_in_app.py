"""Embed Tapyre in another application through its Python API.

Run it with ``python examples/embed_in_app.py``.  It builds its own host (no
global state, no user config, no installed plugins unless asked), registers
an application tool, and asks a question with the scripted chat model so it
runs anywhere without a model server.  Swap ``llm="scripted"`` for a real
provider (``"ollama"``, ``"openai"``) and drop the script to use a real model.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import tapyre
from tapyre import (
    AnswerEvent,
    Config,
    Host,
    NestedEvent,
    TokenEvent,
    ToolCallEvent,
    ToolResultEvent,
)


# -- 1. The application's own tool, registered through the same hook as any plugin.
@tapyre.tool(side_effects=["writes-files"])
def add_note(title: str, text: str) -> str:
    """Save a note in the application. Returns where it was saved."""
    NOTES[title] = text
    return f"saved note {title!r} ({len(text)} characters)"


NOTES: dict[str, str] = {}

_OUTPUT = threading.Lock()


def say(text: str, end: str = "\n") -> None:
    """Print ``text`` in one piece, even while another thread prints."""
    with _OUTPUT:
        print(text, end=end, flush=True)


class NotesPlugin:
    """A plugin object: any object with @hookimpl methods works."""

    tapyre_plugin_name = "notes"

    @tapyre.hookimpl
    def tapyre_register_tools(self, register: Callable[[tapyre.Tool], None]) -> None:
        register(add_note)


def main() -> None:
    # -- 2. A host with its own configuration: here built in code, not read from a file.
    config = Config(
        {
            "core": {"llm": "scripted", "max_iterations": 4},
            "llm": {
                "scripted": {
                    "replies": [
                        {
                            "content": "I will save that.",
                            "tool_calls": [
                                {
                                    "name": "add_note",
                                    "args": {"title": "groceries", "text": "milk, bread"},
                                }
                            ],
                        },
                        "Done: {tool_result}.",
                    ]
                },
                # the models of the named agents of step 6, each with its own script
                "assistant": {
                    "provider": "scripted",
                    "replies": [
                        {
                            "content": "",
                            "tool_calls": [
                                {"name": "clerk", "args": {"task": "Note: meeting on Friday."}}
                            ],
                        },
                        "The clerk says: {tool_result}",
                    ],
                },
                "clerk": {
                    "provider": "scripted",
                    "replies": [
                        {
                            "content": "",
                            "tool_calls": [
                                {
                                    "name": "add_note",
                                    "args": {"title": "meeting", "text": "Friday"},
                                }
                            ],
                        },
                        "{tool_result}",
                    ],
                },
            },
            # -- named agents (docs/agents.md): the clerk may only write notes; the
            #    assistant has no tools of its own and delegates to the clerk
            "agents": {
                "assistant": {"llm": "assistant", "tools": [], "agents": ["clerk"]},
                "clerk": {
                    "description": "Writes notes in the application.",
                    "llm": "clerk",
                    "tools": ["notes:add_note"],
                },
            },
        }
    )
    host = Host(config, load_entrypoints=False, plugins=[NotesPlugin()])

    # -- 3. List the tools the model will see.
    for registered in host.tools.values():
        print(f"tool {registered.id}: {registered.description}")

    # -- 4. Stream an answer.  The application decides about side effects: here
    #       a confirmer that approves note writing (a GUI would show a dialog).
    #       The confirmer runs on the thread running the tool, not on this one, so
    #       what both print goes through one lock (a GUI would hand it to its UI thread).
    def confirm(request: tapyre.ToolCallRequest) -> bool:
        say(f"[app] allowing {request.describe()}")
        return True

    agent = host.agent(confirmer=confirm)
    for event in agent.stream("Remember to buy milk and bread."):
        if isinstance(event, TokenEvent):
            say(event.text, end="")
        elif isinstance(event, ToolCallEvent):
            say(f"\n[tool call] {event.tool_id} {dict(event.arguments)}")
        elif isinstance(event, ToolResultEvent):
            say(f"[tool result] {event.status}: {event.output}")
        elif isinstance(event, AnswerEvent):
            say(f"\n[answer] {event.text}")

    # -- 5. The application's state changed through the tool.
    print(f"notes: {NOTES}")

    # -- 6. A named agent: the assistant delegates to the clerk, whose own steps
    #       arrive as NestedEvent while the delegating call runs.
    for event in host.stream("The meeting moved to Friday.", agent="assistant", confirmer=confirm):
        if isinstance(event, NestedEvent) and isinstance(event.event, ToolCallEvent):
            say(f"[{event.agent}] {event.event.tool_id} {dict(event.event.arguments)}")
        elif isinstance(event, AnswerEvent):
            say(f"[assistant] {event.text}")
    print(f"notes: {NOTES}")

    # -- 7. Done with the host: it stops the MCP servers ([mcp.servers.NAME]) and
    #       A2A connections it started, if any.  `with Host(...) as host:` does this too.
    host.close()


if __name__ == "__main__":
    main()
