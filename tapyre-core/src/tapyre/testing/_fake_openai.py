"""A loopback server that answers exactly as an OpenAI chat-completions endpoint does.

:class:`FakeOpenAIServer`: ``GET /v1/models``, ``POST /v1/chat/completions``
streamed as server-sent events or not, text and ``tool_calls``,
``finish_reason``, ``usage``, OpenAI's error bodies for a wrong key, an unknown
model and a model without tool support.  What the model says is scripted with
:meth:`FakeOpenAIServer.reply` (see :class:`tapyre.testing.ScriptedReplies`
for what it says with nothing scripted).  Requests are recorded in
:attr:`FakeOpenAIServer.requests`.

Shipped in :mod:`tapyre.testing` for every provider of an OpenAI-compatible
endpoint (tapyre-llm-openai's tests, a third party's LM Studio or vLLM
provider) to run :class:`~tapyre.testing.LLMProviderContract` against; standard
library only.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any, ClassVar

from tapyre.testing._fake_llm import FakeLLMHandler, FakeLLMServer
from tapyre.testing._replies import content_text
from tapyre.testing._replies import pieces as split_pieces

__all__ = ["FakeOpenAIModel", "FakeOpenAIServer"]


@dataclass(frozen=True)
class FakeOpenAIModel:
    """A model the fake endpoint serves."""

    id: str
    tools: bool = True
    owned_by: str = "system"
    created: int = 1721172741


DEFAULT_MODELS = (FakeOpenAIModel("gpt-4o-mini"), FakeOpenAIModel("no-tools-model", tools=False))


@dataclass
class FakeOpenAIServer(FakeLLMServer):
    """An OpenAI-exact HTTP endpoint on a free loopback port, run in a thread.

    ``api_key``: when set, requests must carry ``Authorization: Bearer KEY``
    (else 401 as OpenAI answers).  :attr:`url` ends in ``/v1``, like the
    ``base_url`` clients take.
    """

    url_path: ClassVar[str] = "/v1"
    thread_name: ClassVar[str] = "fake-openai"
    label: ClassVar[str] = "the fake OpenAI server"
    chat_path: ClassVar[str] = "/v1/chat/completions"

    models: Sequence[FakeOpenAIModel] = DEFAULT_MODELS
    api_key: str | None = None

    def handler_class(self) -> type[BaseHTTPRequestHandler]:
        return type("Handler", (_Handler,), {"fake": self})

    def _find(self, model_id: str) -> FakeOpenAIModel | None:
        return next((m for m in self.models if m.id == model_id), None)


class _Handler(FakeLLMHandler):
    fake: FakeOpenAIServer

    def dispatch(self, method: str) -> None:
        path, body = self.record(method)
        if not self._authorised():
            return
        if (method, path) == ("GET", "/v1/models"):
            self.send_json(
                200,
                {
                    "object": "list",
                    "data": [
                        {
                            "id": m.id,
                            "object": "model",
                            "created": m.created,
                            "owned_by": m.owned_by,
                        }
                        for m in self.fake.models
                    ],
                },
            )
        elif (method, path) == ("POST", "/v1/chat/completions"):
            self._chat(body)
        else:
            self._error(
                404,
                f"Invalid URL ({method} {path})",
                type_="invalid_request_error",
                code=None,
            )

    def _authorised(self) -> bool:
        expected = self.fake.api_key
        if expected is None:
            return True
        given = self.headers.get("Authorization", "")
        if given == f"Bearer {expected}":
            return True
        if not given:
            message = (
                "You didn't provide an API key. You need to provide your API key in an "
                "Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
            )
            self._error(401, message, type_="invalid_request_error", code=None)
        else:
            key = given.removeprefix("Bearer ")
            shown = f"{key[:3]}*****{key[-2:]}" if len(key) > 6 else "*****"
            message = (
                f"Incorrect API key provided: {shown}. You can find your API key at "
                "https://platform.openai.com/account/api-keys."
            )
            self._error(401, message, type_="invalid_request_error", code="invalid_api_key")
        return False

    def _chat(self, body: Any) -> None:
        if not isinstance(body, dict):
            self._error(400, "We could not parse the JSON body of your request.", code=None)
            return
        model_id = str(body.get("model") or "")
        model = self.fake._find(model_id)
        if model is None:
            self._error(
                404,
                f"The model `{model_id}` does not exist or you do not have access to it.",
                code="model_not_found",
            )
            return
        if body.get("tools") and not model.tools:
            self._error(400, f"model `{model_id}` does not support tools", param="tools", code=None)
            return
        self.delay()
        messages = body.get("messages") or []
        reply = self.fake.script.next(messages, body.get("tools") or ())
        pieces = split_pieces(reply.content)
        limit = body.get("max_completion_tokens") or body.get("max_tokens")
        finish = "tool_calls" if reply.tool_calls else "stop"
        if isinstance(limit, int) and limit > 0 and len(pieces) > limit:
            pieces, finish = pieces[:limit], "length"
        calls: list[dict[str, Any]] = [
            {
                "id": f"call_{secrets.token_hex(12)}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(dict(args))},
            }
            for name, args in reply.tool_calls
        ]
        prompt_tokens = sum(len(content_text(m.get("content")).split()) for m in messages) + 8
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": max(len(pieces), 1),
            "total_tokens": prompt_tokens + max(len(pieces), 1),
            "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
            "completion_tokens_details": {
                "reasoning_tokens": 0,
                "audio_tokens": 0,
                "accepted_prediction_tokens": 0,
                "rejected_prediction_tokens": 0,
            },
        }
        head = {
            "id": f"chatcmpl-{secrets.token_hex(12)}",
            "created": int(time.time()),
            "model": model_id,
        }
        if not body.get("stream"):
            message: dict[str, Any] = {
                "role": "assistant",
                "content": "".join(pieces) if pieces or not calls else None,
                "refusal": None,
                "annotations": [],
            }
            if calls:
                message["tool_calls"] = calls
            self.send_json(
                200,
                {"id": head["id"], "object": "chat.completion"}
                | {k: head[k] for k in ("created", "model")}
                | {
                    "choices": [
                        {"index": 0, "message": message, "logprobs": None, "finish_reason": finish}
                    ],
                    "usage": usage,
                    "service_tier": "default",
                    "system_fingerprint": "fp_fake0001",
                },
            )
            return

        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))

        def chunk(delta: Mapping[str, Any], finish_reason: str | None = None) -> dict[str, Any]:
            out: dict[str, Any] = {
                "id": head["id"],
                "object": "chat.completion.chunk",
                "created": head["created"],
                "model": model_id,
                "service_tier": "default",
                "system_fingerprint": "fp_fake0001",
                "choices": [
                    {
                        "index": 0,
                        "delta": dict(delta),
                        "logprobs": None,
                        "finish_reason": finish_reason,
                    }
                ],
            }
            if include_usage:
                out["usage"] = None
            return out

        events: list[dict[str, Any]] = []
        if calls:
            events.append(chunk({"role": "assistant", "content": None, "refusal": None}))
            for index, call in enumerate(calls):
                arguments = call["function"]["arguments"]
                events.append(
                    chunk(
                        {
                            "tool_calls": [
                                {
                                    "index": index,
                                    "id": call["id"],
                                    "type": "function",
                                    "function": {"name": call["function"]["name"], "arguments": ""},
                                }
                            ]
                        }
                    )
                )
                for start in range(0, len(arguments), 8):
                    events.append(
                        chunk(
                            {
                                "tool_calls": [
                                    {
                                        "index": index,
                                        "function": {"arguments": arguments[start : start + 8]},
                                    }
                                ]
                            }
                        )
                    )
        else:
            events.append(chunk({"role": "assistant", "content": "", "refusal": None}))
            events.extend(chunk({"content": piece}) for piece in pieces)
        events.append(chunk({}, finish))
        if include_usage:
            events.append(
                {k: v for k, v in chunk({}).items() if k != "choices"}
                | {"choices": [], "usage": usage}
            )
        self._sse(events)

    # -- writing ------------------------------------------------------------

    def _error(
        self,
        status: int,
        message: str,
        *,
        type_: str = "invalid_request_error",
        param: str | None = None,
        code: str | None,
    ) -> None:
        self.send_json(
            status, {"error": {"message": message, "type": type_, "param": param, "code": code}}
        )

    def _sse(self, events: Iterable[Mapping[str, Any]]) -> None:
        frames = [*(json.dumps(e) for e in events), "[DONE]"]
        self.send_chunked(
            "text/event-stream; charset=utf-8",
            (f"data: {data}\n\n".encode() for data in frames),
            headers=[("Cache-Control", "no-cache")],
        )
