"""Talking to the chat model: one-shot completions, streamed text and JSON read
robustly out of whatever the model wrote.

LLM output is untrusted input: JSON is looked for inside code fences and
surrounding prose, validated against a pydantic schema, and anything that does
not fit is reported to the caller instead of raising.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from tapyre_paper_search.errors import SearchError

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

M = TypeVar("M", bound=BaseModel)

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)


def _messages(system: str, user: str) -> list[Any]:
    from langchain_core.messages import HumanMessage, SystemMessage

    return [SystemMessage(content=system), HumanMessage(content=user)]


def content_text(content: Any) -> str:
    """The text of a message's ``content`` (a string or a list of content blocks)."""
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content or ():
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and block.get("type") == "text":
            parts.append(str(block.get("text", "")))
    return "".join(parts)


def complete(model: BaseChatModel, system: str, user: str) -> str:
    """The model's whole reply to one system + user message."""
    try:
        reply = model.invoke(_messages(system, user))
    except Exception as exc:
        raise _llm_error(exc) from exc
    return content_text(reply.content)


def stream(model: BaseChatModel, system: str, user: str) -> Iterator[str]:
    """The model's reply as text pieces, as they arrive."""
    try:
        for chunk in model.stream(_messages(system, user)):
            text = content_text(chunk.content)
            if text:
                yield text
    except SearchError:
        raise
    except Exception as exc:
        raise _llm_error(exc) from exc


def _llm_error(exc: Exception) -> Exception:
    from tapyre import TapyreError

    if isinstance(exc, TapyreError):
        return exc
    return SearchError(f"the language model failed: {type(exc).__name__}: {exc}")


def extract_json(text: str) -> Any:
    """The first JSON object or array in ``text``, or ``None``.

    Looks inside ```json fences first, then for the first balanced ``{…}`` or
    ``[…]`` that parses; ignores ``<think>`` sections of reasoning models.
    """
    text = _THINK.sub("", text)
    candidates = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    for raw in candidates:
        candidate = raw.strip()
        try:
            return json.loads(candidate)
        except ValueError:
            pass
        for start, opener in ((m.start(), m.group()) for m in re.finditer(r"[{\[]", candidate)):
            end = _balanced_end(candidate, start, opener)
            if end is None:
                continue
            try:
                return json.loads(candidate[start:end])
            except ValueError:
                continue
    return None


def _balanced_end(text: str, start: int, opener: str) -> int | None:
    closer = "}" if opener == "{" else "]"
    depth = 0
    in_string = False
    escaped = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return i + 1 if ch == closer else None
    return None


def parse_reply(text: str, schema: type[M]) -> tuple[M | None, str | None]:
    """``(value, None)`` when ``text`` holds JSON matching ``schema``, else ``(None, reason)``."""
    data = extract_json(text)
    if data is None:
        snippet = " ".join(text.split())[:80]
        return None, f"the model's reply held no JSON: {snippet!r}"
    try:
        return schema.model_validate(data), None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "reply"
        return None, f"the model's JSON did not fit ({where}: {first['msg']})"
