"""Tapyre's built-in plugin: registered through the same hooks as any other.

It provides the ``scripted`` LLM provider, which replays a script of replies
and tool calls (:class:`tapyre._scripted.ScriptedChatModel`, re-exported as
:class:`tapyre.testing.ScriptedChatModel`), and declares the core's tables of
named agents and A2A (``[agents.NAME]``, ``[delegation]``,
``[a2a.remotes.NAME]``), so they are checked like any plugin's.  Select it in
the config to run the agent end to end without a model server::

    [core]
    llm = "scripted"

    [llm.scripted]
    script = "/path/to/replies.json"   # relative paths: to the working directory
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError
from tapyre._llm import LLMProvider, LLMStatus
from tapyre._schema import Setting, TableSchema
from tapyre.hookspecs import hookimpl
from tapyre.settings import table_of

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from langchain_core.language_models import BaseChatModel

    from tapyre._components import Settings


class ScriptedProvider(LLMProvider):
    """The ``scripted`` provider: a chat model replaying scripted replies.

    Its ``[llm.scripted]`` settings are declared in :attr:`settings_schema`.
    A reply is a string (the final answer) or a table with
    ``content``, ``tool_calls`` (each ``{name, args, id?}``) and optionally
    ``usage`` (``{input_tokens, output_tokens}``, reported as token usage).
    ``{tool_result}`` in a reply's content is replaced by the latest tool result.
    """

    name = "scripted"
    description = "Replays scripted replies and tool calls (for tests and demos)"
    settings_schema = TableSchema(
        settings=(
            Setting(
                "script",
                "string",
                "A JSON file holding the list of replies (relative: to the working folder).",
            ),
            Setting("replies", "any", "The list of replies itself (instead of script)."),
            Setting("tool_calling", "boolean", "False refuses bind_tools.", True),
        ),
        description="The built-in scripted model, for tests and demos.",
    )

    def chat_model(self, settings: Settings) -> BaseChatModel:
        from tapyre._scripted import ScriptedChatModel

        values = self._read(settings)
        return ScriptedChatModel(replies=_replies(values), tool_calling=values["tool_calling"])

    def status(self, settings: Settings) -> LLMStatus:
        try:
            values = self._read(settings)
            replies = _replies(values)
        except ConfigError as exc:
            return LLMStatus(provider=self.name, model="scripted", error=str(exc))
        source = values["script"] or "inline replies"
        return LLMStatus(
            provider=self.name,
            model="scripted",
            endpoint=str(source),
            reachable=None,
            models=(f"{len(replies)} scripted replies",),
        )

    def _read(self, settings: Settings) -> dict[str, Any]:
        assert self.settings_schema is not None
        return self.settings_schema.read(settings, table=table_of(settings, "llm.scripted"))


def _replies(values: Mapping[str, Any]) -> list[Any]:
    if values["replies"] is not None:
        replies = values["replies"]
        where = "[llm.scripted] replies"
    elif values["script"]:
        path = Path(values["script"]).expanduser()
        where = str(path)
        try:
            replies = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError(f"[llm.scripted] script {path} does not exist") from None
        except (OSError, ValueError) as exc:
            raise ConfigError(f"[llm.scripted] script {path}: {exc}") from None
    else:
        raise ConfigError(
            "the scripted LLM needs replies",
            hint='Set [llm.scripted] script = "replies.json" or replies = ["…"].',
        )
    if not isinstance(replies, list):
        raise ConfigError(f"{where}: expected a list of replies")
    return replies


@hookimpl
def tapyre_register_llm_providers(register: Callable[[LLMProvider], None]) -> None:
    register(ScriptedProvider())


@hookimpl
def tapyre_register_settings(register: Callable[[TableSchema], None]) -> None:
    from tapyre.a2a._remotes import REMOTE_SCHEMA
    from tapyre.a2a._serve_settings import A2A_SERVE_SCHEMA
    from tapyre.agents._budget import DELEGATION_SCHEMA
    from tapyre.agents._specs import AGENT_SCHEMA

    for schema in (AGENT_SCHEMA, DELEGATION_SCHEMA, REMOTE_SCHEMA, A2A_SERVE_SCHEMA):
        register(schema)
