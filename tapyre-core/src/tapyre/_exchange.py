"""The records of the conversation log: an exchange and its tool calls.

An :class:`Exchange` is one logged question and answer, its
:class:`ToolCallRecord` s the tool calls it made (nested when a call delegated
to another agent); :func:`new_cid` starts a conversation.  The database that
keeps them is :class:`~tapyre._history.LogStore`; :mod:`tapyre._history`
exports these names too.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tapyre._json import record_json

__all__ = ["Exchange", "ToolCallRecord", "new_cid"]


@dataclass(frozen=True)
class ToolCallRecord:
    """One tool call of an exchange: the tool id, its arguments, result and status.

    A call that delegated to another agent (``agent:NAME``, ``a2a:NAME``) holds
    that agent's own tool calls in ``calls``, nested the same way.
    """

    tool: str
    arguments: Mapping[str, Any]
    result: str | None = None
    status: str | None = None
    calls: Sequence[ToolCallRecord] = ()

    def as_json(self, *, result_key: str = "result") -> dict[str, Any]:
        """The call as plain JSON data; ``calls`` only when it delegated.

        ``result_key`` names the result (``ask --json`` calls it ``output``).
        """
        data: dict[str, Any] = {
            "tool": self.tool,
            "arguments": dict(self.arguments),
            "status": self.status,
            result_key: self.result,
        }
        if self.calls:
            data["calls"] = [c.as_json(result_key=result_key) for c in self.calls]
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ToolCallRecord:
        """The inverse of :meth:`as_json`."""
        return cls(
            tool=str(data.get("tool")),
            arguments=dict(data.get("arguments") or {}),
            result=data.get("result"),
            status=data.get("status"),
            calls=tuple(cls.from_json(c) for c in data.get("calls") or ()),
        )


@dataclass(frozen=True)
class Exchange:
    """One logged question and answer.  ``id`` and ``created`` are set when stored."""

    cid: str
    prompt: str
    response: str
    system: str | None = None
    llm: str | None = None
    provider: str | None = None
    model: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    tool_calls: Sequence[ToolCallRecord] = ()
    input_tokens: int | None = None
    output_tokens: int | None = None
    duration_ms: int | None = None
    template: str | None = None
    fragments: Sequence[Mapping[str, Any]] = ()
    """Text sent with the prompt (``-f``, ``--sf``): each ``{source, system, chars, sha256}``."""
    attachments: Sequence[Mapping[str, Any]] = ()
    """Files sent with the prompt (``-a``): each ``{path, mime_type, bytes, sha256}``."""
    id: int | None = None
    created: str | None = None

    def as_json(self) -> dict[str, Any]:
        """The exchange as plain JSON data (``tapyre logs --json``)."""
        return record_json(
            self,
            "id cid created llm provider model options system prompt tool_calls response usage"
            " duration_ms template fragments attachments",
            tool_calls=[c.as_json() for c in self.tool_calls],
            usage={"input_tokens": self.input_tokens, "output_tokens": self.output_tokens},
        )


def new_cid() -> str:
    """A fresh conversation id (16 hex digits)."""
    return uuid.uuid4().hex[:16]
