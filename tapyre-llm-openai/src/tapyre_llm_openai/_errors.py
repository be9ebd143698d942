"""What an OpenAI-compatible server's errors mean, as one-line Tapyre errors:
a rejected key, an unknown model, a wrong path, no tool calling, no answer.

``openai`` and ``httpx`` are imported inside :func:`translate`.
"""

from __future__ import annotations

from typing import Any

from tapyre import (
    LLMError,
    LLMModelNotFoundError,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
)
from tapyre.settings import env_var

from tapyre_llm_openai._settings import OpenAISettings

_TOOL_REFUSALS = (
    "does not support tools",
    "does not support tool",
    "tools are not supported",
    "tool calling is not supported",
    "enable-auto-tool-choice",  # vLLM started without a tool-call parser
    "tools param requires --jinja",  # llama.cpp's C++ server without --jinja
)


def translate(exc: BaseException, checked: OpenAISettings) -> LLMError | None:
    """``exc`` as a Tapyre error naming the server and the fix, ``None`` when unknown."""
    import httpx
    import openai

    url = checked.base_url
    name = checked.name
    model = checked.model or "MODEL"
    if isinstance(exc, openai.APITimeoutError | httpx.TimeoutException):
        timeout = f"[llm.{name}] timeout ({env_var(f'llm.{name}', 'timeout')})"
        return LLMUnreachableError(
            f"the OpenAI-compatible server at {url} did not answer in time",
            hint=f"Check that it is running, or raise {timeout}.",
        )
    if isinstance(exc, openai.APIConnectionError | httpx.ConnectError):
        base_url = f"[llm.{name}] base_url ({env_var(f'llm.{name}', 'base_url')})"
        return LLMUnreachableError(
            f"cannot reach the OpenAI-compatible server at {url}",
            hint=f"Start the server, or point {base_url} at the right address.",
        )
    if not isinstance(exc, openai.APIStatusError):
        return None
    status = exc.status_code
    detail = _one_line(_server_message(exc))
    lowered = detail.lower()
    if status in (401, 403):
        return LLMError(
            f"{url} rejected the API key (HTTP {status})",
            hint=f"Check {checked.api_key_env} or [llm.{name}] api_key.",
        )
    if status == 404:
        if "model" in lowered:
            return LLMModelNotFoundError(
                f"model {model!r} is not served at {url}",
                hint=(
                    f"`tapyre llms list` shows the models it offers; set [llm.{name}] model "
                    "to one of them."
                ),
            )
        return LLMError(
            f"{url} has no chat completions endpoint (HTTP 404)",
            hint="Check base_url: most servers want it to end in /v1.",
        )
    if any(pattern in lowered for pattern in _TOOL_REFUSALS):
        return LLMToolCallingUnsupportedError(
            f"model {model!r} at {url} cannot call tools: {detail}",
            hint="Use a model or server configuration with tool calling.",
        )
    return LLMError(
        f"{url} answered HTTP {status}: {detail}" if detail else f"{url} answered HTTP {status}"
    )


def _server_message(exc: Any) -> str:
    """The ``error.message`` of an OpenAI-style error body, else the SDK's message."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
        if isinstance(body.get("detail"), str):
            return str(body["detail"])
    return str(getattr(exc, "message", "") or exc)


def _one_line(text: str, limit: int = 200) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"
