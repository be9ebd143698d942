"""What a fake model server says next, and what its clients sent.

Shared by the fake servers of the LLM provider packages' tests (Ollama's and
OpenAI's wire formats differ; the scripted "model" behind them does not).
Standard library only.
"""

from __future__ import annotations

import re
import threading
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["RecordedRequest", "Reply", "ScriptedReplies", "content_text", "pieces"]


@dataclass(frozen=True)
class Reply:
    """One scripted answer of a fake model: text, tool calls, or both."""

    content: str = ""
    tool_calls: tuple[tuple[str, Mapping[str, Any]], ...] = ()

    @classmethod
    def text(cls, content: str) -> Reply:
        return cls(content=content)

    @classmethod
    def tool_call(cls, name: str, /, **arguments: Any) -> Reply:
        return cls(tool_calls=((name, arguments),))


@dataclass(frozen=True)
class RecordedRequest:
    """What a client sent: method, path, headers (names lower-cased), the parsed JSON body."""

    method: str
    path: str
    headers: Mapping[str, str]
    body: Any = None


class ScriptedReplies:
    """A thread-safe queue of :class:`Reply` objects with a deterministic fallback "model".

    :meth:`add` queues replies (strings become text replies); :meth:`next`
    pops the next one or, with none queued, answers like a tiny model: after
    a tool result it says ``The tool returned: …``; offered tools, it calls the
    first with the quoted part of the last user message (or all of it);
    otherwise it echoes that message (``You said: …``).  ``messages`` and
    ``tools`` are the chat request's, in OpenAI/Ollama form (``role``,
    ``content``; ``{"function": {"name", "parameters"}}``).
    """

    def __init__(self) -> None:
        self._queue: deque[Reply] = deque()
        self._lock = threading.Lock()

    def add(self, *replies: Reply | str) -> None:
        with self._lock:
            self._queue.extend(Reply.text(r) if isinstance(r, str) else r for r in replies)

    def next(
        self, messages: Sequence[Mapping[str, Any]], tools: Sequence[Mapping[str, Any]] = ()
    ) -> Reply:
        with self._lock:
            if self._queue:
                return self._queue.popleft()
        last = messages[-1] if messages else {}
        if last.get("role") == "tool":
            return Reply.text(f"The tool returned: {content_text(last.get('content'))}")
        question = next(
            (content_text(m.get("content")) for m in reversed(messages) if m.get("role") == "user"),
            "",
        )
        if tools:
            function = tools[0].get("function") or {}
            properties = (function.get("parameters") or {}).get("properties") or {"text": {}}
            quoted = re.search(r"['\"](.+?)['\"]", question)
            argument = quoted.group(1) if quoted else question
            return Reply.tool_call(str(function.get("name")), **{next(iter(properties)): argument})
        return Reply.text(f"You said: {question}")


def content_text(content: Any) -> str:
    """A message's content as text (OpenAI's list of parts joined)."""
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def pieces(text: str) -> list[str]:
    """Split text into token-like pieces that join back to the text exactly."""
    parts = [word if i == 0 else " " + word for i, word in enumerate(text.split(" "))]
    return [p for p in parts if p]
