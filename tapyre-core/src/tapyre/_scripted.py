"""A chat model that replays scripted replies and tool calls.

Production code: the built-in ``scripted`` LLM provider (:mod:`tapyre._builtins`)
serves it, and :mod:`tapyre.testing` re-exports it for plugin authors' tests.
LangChain is imported with this module, so import it lazily.
"""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool
from pydantic import PrivateAttr

from tapyre._errors import TapyreError

_PIECES = re.compile(r"\S+\s*|\s+")


class ScriptExhaustedError(TapyreError):
    """The scripted model was called more often than it has replies."""


class ScriptedChatModel(BaseChatModel):
    """A real LangChain chat model that replays ``replies`` in order, one per call.

    A reply is a string (plain text), an :class:`~langchain_core.messages.AIMessage`,
    or a dict ``{"content": "…", "tool_calls": [{"name": "…", "args": {…}, "id": "…"}]}``
    (``id`` optional; an optional ``"usage": {"input_tokens": n, "output_tokens":
    m}`` is reported as the reply's token usage).  ``{tool_result}`` in a reply's
    content is replaced by the content of the latest tool message the model
    received, so a script can
    prove that a tool ran.

    It supports :meth:`bind_tools` (checking that scripted calls name a bound
    tool) and streaming (word by word, then the tool calls).  With
    ``tool_calling=False`` it raises :class:`NotImplementedError` from
    ``bind_tools``, like a model without tool support.

    ``received`` holds the messages of the latest ``keep_received`` calls (the
    oldest are forgotten first, so that a long-running server answering from a
    script holds bounded memory), for assertions.
    """

    replies: list[Any]
    tool_calling: bool = True
    keep_received: int = 100
    """How many calls' messages :attr:`received` keeps."""

    _position: int = PrivateAttr(default=0)
    _received: deque[list[BaseMessage]] = PrivateAttr()

    def model_post_init(self, context: Any, /) -> None:
        super().model_post_init(context)
        self._received = deque(maxlen=max(0, self.keep_received))

    @property
    def _llm_type(self) -> str:
        return "tapyre-scripted"

    @property
    def received(self) -> list[list[BaseMessage]]:
        """The messages of each call so far (the latest ``keep_received``), oldest first."""
        return list(self._received)

    @property
    def remaining(self) -> int:
        """How many replies are left."""
        return len(self.replies) - self._position

    def bind_tools(
        self,
        tools: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool],
        *,
        tool_choice: str | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        if not self.tool_calling:
            raise NotImplementedError("this scripted model does not support tool calling")
        from langchain_core.utils.function_calling import convert_to_openai_tool

        return self.bind(tools=[convert_to_openai_tool(t) for t in tools], **kwargs)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        message = self._next(messages, kwargs.get("tools"))
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        message = self._next(messages, kwargs.get("tools"))
        text = message.content if isinstance(message.content, str) else ""
        for piece in _PIECES.findall(text):
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=piece))
            if run_manager is not None:
                run_manager.on_llm_new_token(piece, chunk=chunk)
            yield chunk
        if message.tool_calls:
            yield ChatGenerationChunk(
                message=AIMessageChunk(
                    content="",
                    tool_call_chunks=[
                        {
                            "name": call["name"],
                            "args": json.dumps(call["args"]),
                            "id": call["id"],
                            "index": index,
                            "type": "tool_call_chunk",
                        }
                        for index, call in enumerate(message.tool_calls)
                    ],
                )
            )
        if message.usage_metadata:
            yield ChatGenerationChunk(
                message=AIMessageChunk(content="", usage_metadata=message.usage_metadata)
            )

    def _next(self, messages: list[BaseMessage], tools: list[dict[str, Any]] | None) -> AIMessage:
        self._received.append(list(messages))
        if self._position >= len(self.replies):
            raise ScriptExhaustedError(
                f"the scripted model has no reply left (its script has {len(self.replies)})"
            )
        reply = self.replies[self._position]
        self._position += 1
        message = _as_message(reply, self._position)
        last_result = next((m for m in reversed(messages) if isinstance(m, ToolMessage)), None)
        if isinstance(message.content, str) and "{tool_result}" in message.content:
            result = "" if last_result is None else str(last_result.content)
            message = AIMessage(
                content=message.content.replace("{tool_result}", result),
                tool_calls=message.tool_calls,
                usage_metadata=message.usage_metadata,
            )
        if message.tool_calls and tools is not None:
            bound = {t.get("function", {}).get("name") for t in tools}
            for call in message.tool_calls:
                if call["name"] not in bound:
                    raise TapyreError(
                        f"scripted reply {self._position} calls tool {call['name']!r}, which is "
                        f"not bound (bound tools: {', '.join(sorted(map(str, bound))) or 'none'})"
                    )
        return message


def _as_message(reply: Any, position: int) -> AIMessage:
    if isinstance(reply, AIMessage):
        return reply
    if isinstance(reply, str):
        return AIMessage(content=reply)
    if isinstance(reply, dict):
        calls = []
        for index, call in enumerate(reply.get("tool_calls", [])):
            if not isinstance(call, dict) or "name" not in call:
                raise TapyreError(f"scripted reply {position}: a tool call needs a name")
            calls.append(
                {
                    "name": str(call["name"]),
                    "args": dict(call.get("args", {})),
                    "id": str(call.get("id") or f"call_{position}_{index}"),
                    "type": "tool_call",
                }
            )
        usage = reply.get("usage")
        if usage is None:
            return AIMessage(content=str(reply.get("content", "")), tool_calls=calls)
        inputs, outputs = int(usage.get("input_tokens", 0)), int(usage.get("output_tokens", 0))
        return AIMessage(
            content=str(reply.get("content", "")),
            tool_calls=calls,
            usage_metadata={
                "input_tokens": inputs,
                "output_tokens": outputs,
                "total_tokens": inputs + outputs,
            },
        )
    raise TapyreError(
        f"scripted reply {position} must be a string or a table with content and tool_calls, "
        f"not {reply!r}"
    )
