"""Ollama's errors as one-line Tapyre errors: a model not pulled, a model
without tools, a server that is down or too slow.

``ollama`` and ``httpx`` are imported inside :func:`translate`, when the agent
first has an error to explain.
"""

from __future__ import annotations

import json

from tapyre import (
    LLMError,
    LLMModelNotFoundError,
    LLMToolCallingUnsupportedError,
    LLMUnreachableError,
)

from tapyre_llm_ollama._settings import OllamaSettings


def translate(exc: BaseException, checked: OllamaSettings) -> LLMError | None:
    """``exc`` as a Tapyre error naming the server and the fix, ``None`` when unknown."""
    import httpx
    from ollama import ResponseError

    url = checked.base_url
    model = checked.model or "MODEL"
    if isinstance(exc, ResponseError):
        message = _error_text(exc.error)
        lowered = message.lower()
        if exc.status_code == 404 and "not found" in lowered:
            return LLMModelNotFoundError(
                f"model {model!r} is not available on the Ollama server at {url}",
                hint=f"Pull it with: ollama pull {model}",
            )
        if "does not support tools" in lowered:
            return LLMToolCallingUnsupportedError(
                f"Ollama model {model!r} does not support tool calling",
                hint=(
                    f"Choose a model with tool support (e.g. ollama pull qwen3) and set it "
                    f"as [llm.{checked.name}] model."
                ),
            )
        return None
    if isinstance(exc, httpx.TimeoutException):
        return LLMUnreachableError(
            f"the Ollama server at {url} did not answer in time",
            hint=(
                f"Check that it is running, or raise [llm.{checked.name}] timeout "
                f"(TAPYRE_LLM__{checked.name.upper()}__TIMEOUT)."
            ),
        )
    # The ollama client turns httpx.ConnectError into a bare ConnectionError for
    # plain requests but lets it through for streamed ones: handle both.
    if isinstance(exc, httpx.ConnectError | httpx.RemoteProtocolError | ConnectionError):
        return LLMUnreachableError(
            f"cannot reach the Ollama server at {url}",
            hint=(
                f"Start it with `ollama serve`, or point [llm.{checked.name}] base_url "
                "(or OLLAMA_HOST) at the right address."
            ),
        )
    return None


def _error_text(raw: str) -> str:
    """``ResponseError.error`` is usually the message, sometimes the JSON body."""
    try:
        body = json.loads(raw)
    except (TypeError, ValueError):
        return str(raw)
    if isinstance(body, dict) and isinstance(body.get("error"), str):
        return str(body["error"])
    return str(raw)
