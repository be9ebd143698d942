"""A loopback HTTP server that answers exactly as Ollama's API does.

Ollama itself cannot be installed everywhere the tests run, so the provider's
HTTP exchange is tested against this server instead: a real socket on
127.0.0.1, real HTTP/1.1, the JSON bodies Ollama's Go server writes (field
order, ``omitempty`` fields left out, Go's HTML-safe escaping, RFC 3339
timestamps with nanoseconds, durations in nanoseconds), NDJSON streaming with
chunked transfer encoding, and Ollama's error bodies and status codes:

* ``POST /api/chat``: streamed (the default) or not, text or ``tool_calls``,
  ``done_reason`` ``"stop"``, ``"length"`` (``num_predict`` reached) or
  ``"load"`` (no messages); 404 ``model "x" not found, try pulling it first``;
  400 ``… does not support tools`` for a model without the tools capability;
* ``GET /api/tags``, ``POST /api/show``, ``GET /api/version``, ``GET /api/ps``,
  ``GET /`` (``Ollama is running``).

What the model says is scripted with :meth:`FakeOllamaServer.reply`; with
nothing scripted it calls the first tool offered and then answers with the
tool's result, or echoes the last user message when no tool is offered.  Every
request is recorded in :attr:`FakeOllamaServer.requests` so tests can check
what the client sent.

Test code (it lives in the package's tests, not in the wheel): built on
tapyre-core's :class:`~tapyre.testing.LoopbackHTTPServer` and
:class:`~tapyre.testing.ScriptedReplies`, otherwise the standard library.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler
from typing import Any, ClassVar

from tapyre.testing import FakeLLMHandler, FakeLLMServer, RecordedRequest, Reply
from tapyre.testing._replies import content_text
from tapyre.testing._replies import pieces as split_pieces

__all__ = ["FakeModel", "FakeOllamaServer", "RecordedRequest", "Reply", "go_json"]

_JSON = "application/json; charset=utf-8"
_NDJSON = "application/x-ndjson"


@dataclass(frozen=True)
class FakeModel:
    """A model the fake server has "pulled"."""

    name: str
    capabilities: tuple[str, ...] = ("completion", "tools")
    family: str = "llama"
    parameter_size: str = "3.2B"
    quantization_level: str = "Q4_K_M"
    size: int = 2019393189

    @property
    def tag(self) -> str:
        """The name with Ollama's default ``:latest`` tag when none is given."""
        return _with_tag(self.name)

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.tag.encode()).hexdigest()


DEFAULT_MODELS = (
    FakeModel("llama3.2:latest"),
    FakeModel(
        "gemma3:270m",
        capabilities=("completion",),
        family="gemma3",
        parameter_size="268.10M",
        quantization_level="Q8_0",
        size=291554930,
    ),
)
"""A tool-capable model and one without tool support (as Gemma 3 is in Ollama)."""


@dataclass
class FakeOllamaServer(FakeLLMServer):
    """An Ollama-exact HTTP server on a free loopback port, run in a thread.

    Use as a context manager, or call :meth:`start` and :meth:`stop`.
    ``response_delay`` (seconds) delays every ``/api/chat`` answer, to test
    client timeouts; ``stream_delay`` pauses between streamed lines, as a
    model generating tokens does.
    """

    url_path: ClassVar[str] = ""
    thread_name: ClassVar[str] = "fake-ollama"
    label: ClassVar[str] = "the fake Ollama server"
    chat_path: ClassVar[str] = "/api/chat"

    models: Sequence[FakeModel] = DEFAULT_MODELS
    version: str = "0.12.6"
    stream_delay: float = 0.0

    def handler_class(self) -> type[BaseHTTPRequestHandler]:
        return type("Handler", (_Handler,), {"fake": self})

    # -- what the handler asks of the server -------------------------------

    def _find(self, name: str) -> FakeModel | None:
        wanted = _with_tag(name).lower()
        return next((m for m in self.models if m.tag.lower() == wanted), None)


class _Handler(FakeLLMHandler):
    fake: FakeOllamaServer

    def send_response(self, code: int, message: str | None = None) -> None:
        # Ollama (Go net/http) sends a Date header but no Server header.
        self.send_response_only(code, message)
        self.send_header("Date", self.date_time_string())

    # -- routing ------------------------------------------------------------

    def dispatch(self, method: str) -> None:
        path, body = self.record(method)
        routes = {
            ("GET", "/"): self._root,
            ("HEAD", "/"): self._root,
            ("GET", "/api/version"): self._version,
            ("HEAD", "/api/version"): self._version,
            ("GET", "/api/tags"): self._tags,
            ("HEAD", "/api/tags"): self._tags,
            ("GET", "/api/ps"): self._ps,
            ("POST", "/api/show"): self._show,
            ("POST", "/api/chat"): self._chat,
        }
        route = routes.get((method, path))
        if route is not None:
            route(body)
        elif any(p == path for _, p in routes):
            self._text(405, "405 method not allowed")
        else:
            self._text(404, "404 page not found")

    # -- endpoints ----------------------------------------------------------

    def _root(self, _body: Any) -> None:
        self._text(200, "Ollama is running")

    def _version(self, _body: Any) -> None:
        self._json(200, {"version": self.fake.version})

    def _tags(self, _body: Any) -> None:
        self._json(
            200,
            {
                "models": [
                    {
                        "name": m.tag,
                        "model": m.tag,
                        "modified_at": _go_time(datetime(2025, 5, 1, 9, 30, tzinfo=UTC)),
                        "size": m.size,
                        "digest": m.digest,
                        "details": _details(m),
                    }
                    for m in self.fake.models
                ]
            },
        )

    def _ps(self, _body: Any) -> None:
        self._json(200, {"models": []})

    def _requested(
        self, body: Any, keys: tuple[str, ...], not_found: str
    ) -> tuple[str, FakeModel] | None:
        """The model name the request ``body`` gives (the first of ``keys`` set) and
        that model; ``None`` once the error Ollama gives is sent (``not_found`` with
        ``{name}`` for a model it does not have)."""
        if not isinstance(body, dict):
            self._error(400, "missing request body")
            return None
        name = str(next((body[key] for key in keys if body.get(key)), ""))
        if not name:
            self._error(400, "model is required")
            return None
        model = self.fake._find(name)
        if model is None:
            self._error(404, not_found.format(name=name))
            return None
        return name, model

    def _show(self, body: Any) -> None:
        requested = self._requested(body, ("model", "name"), "model '{name}' not found")
        if requested is None:
            return
        _, model = requested
        self._json(
            200,
            {
                "license": "",
                "modelfile": f'# Modelfile generated by "ollama show"\nFROM {model.tag}\n',
                "parameters": 'stop                           "<|eot_id|>"',
                "template": "{{ .Prompt }}",
                "details": _details(model),
                "model_info": {
                    "general.architecture": model.family,
                    "general.parameter_count": 3212749888,
                    f"{model.family}.context_length": 131072,
                },
                "capabilities": list(model.capabilities),
                "modified_at": _go_time(datetime(2025, 5, 1, 9, 30, tzinfo=UTC)),
            },
        )

    def _chat(self, body: Any) -> None:
        started = time.monotonic_ns()
        requested = self._requested(
            body, ("model",), 'model "{name}" not found, try pulling it first'
        )
        if requested is None:
            return
        name, model = requested
        if body.get("tools") and "tools" not in model.capabilities:
            self._error(400, f"{_full_name(model.tag)} does not support tools")
            return
        self.delay()
        messages = body.get("messages") or []
        stream = body.get("stream", True) is not False
        if not messages:
            self._json(
                200,
                _chat_response(name, {"role": "assistant", "content": ""}, done=True)
                | {"done_reason": "load"},
            )
            return

        reply = self.fake.script.next(messages, body.get("tools") or ())
        options = body.get("options") or {}
        pieces = split_pieces(reply.content)
        done_reason = "stop"
        limit = options.get("num_predict")
        if isinstance(limit, int) and limit > 0 and len(pieces) > limit:
            pieces, done_reason = pieces[:limit], "length"
        tool_calls = [
            {
                "id": f"call_{hashlib.sha256(f'{n}{i}'.encode()).hexdigest()[:8]}",
                "function": {"index": i, "name": n, "arguments": dict(args)},
            }
            for i, (n, args) in enumerate(reply.tool_calls)
        ]
        prompt_tokens = sum(len(content_text(m.get("content")).split()) for m in messages) + 10
        metrics = {
            "total_duration": max(time.monotonic_ns() - started, 1) + 250_000_000,
            "load_duration": 12_345_678,
            "prompt_eval_count": prompt_tokens,
            "prompt_eval_duration": 21_000_000,
            "eval_count": max(len(pieces) + len(tool_calls), 1),
            "eval_duration": 190_000_000,
        }

        if not stream:
            message: dict[str, Any] = {"role": "assistant", "content": "".join(pieces)}
            if tool_calls:
                message["tool_calls"] = tool_calls
            final = _chat_response(name, message, done=True, done_reason=done_reason)
            self._json(200, final | metrics)
            return

        lines = [
            _chat_response(name, {"role": "assistant", "content": piece}, done=False)
            for piece in pieces
        ]
        if tool_calls:
            lines.append(
                _chat_response(
                    name,
                    {"role": "assistant", "content": "", "tool_calls": tool_calls},
                    done=False,
                )
            )
        lines.append(
            _chat_response(
                name, {"role": "assistant", "content": ""}, done=True, done_reason=done_reason
            )
            | metrics
        )
        self._stream(lines)

    # -- writing ------------------------------------------------------------

    def _json(self, status: int, payload: Any) -> None:
        self.send_body(status, _JSON, go_json(payload).encode())

    def _error(self, status: int, message: str) -> None:
        self._json(status, {"error": message})

    def _text(self, status: int, text: str) -> None:
        self.send_body(status, "text/plain; charset=utf-8", text.encode())

    def _stream(self, objects: Iterable[Any]) -> None:
        """NDJSON, one object a line, each line its own HTTP chunk (as gin streams)."""
        self.send_chunked(_NDJSON, self._lines(objects))

    def _lines(self, objects: Iterable[Any]) -> Iterator[bytes]:
        for i, obj in enumerate(objects):
            if i and self.fake.stream_delay:
                time.sleep(self.fake.stream_delay)  # as a model generating tokens
            yield (go_json(obj) + "\n").encode()


def go_json(payload: Any) -> str:
    """Serialise like Go's ``encoding/json``: compact, HTML characters escaped."""
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    for char, escaped in (
        ("&", "\\u0026"),
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(char, escaped)
    return text


def _chat_response(
    model: str, message: Mapping[str, Any], *, done: bool, done_reason: str | None = None
) -> dict[str, Any]:
    # Field order of api.ChatResponse: model, created_at, message, done_reason, done.
    response: dict[str, Any] = {
        "model": model,
        "created_at": _go_time(),
        "message": dict(message),
    }
    if done_reason:
        response["done_reason"] = done_reason
    response["done"] = done
    return response


def _details(model: FakeModel) -> dict[str, Any]:
    return {
        "parent_model": "",
        "format": "gguf",
        "family": model.family,
        "families": [model.family],
        "parameter_size": model.parameter_size,
        "quantization_level": model.quantization_level,
    }


def _with_tag(name: str) -> str:
    last = name.rsplit("/", 1)[-1]
    return name if ":" in last else f"{name}:latest"


def _full_name(tag: str) -> str:
    """``gemma3:270m`` → ``registry.ollama.ai/library/gemma3:270m`` (Ollama's error text)."""
    parts = tag.split("/")
    if len(parts) == 1:
        parts = ["registry.ollama.ai", "library", *parts]
    elif len(parts) == 2:
        parts = ["registry.ollama.ai", *parts]
    return "/".join(parts)


def _go_time(moment: datetime | None = None) -> str:
    """RFC 3339 with nanoseconds, trailing zeros trimmed, as Go's time.Time marshals.

    Without ``moment``: now, to the nanosecond.
    """
    if moment is None:
        now_ns = time.time_ns()
        moment = datetime.fromtimestamp(now_ns // 1_000_000_000, UTC)
        nanos = now_ns % 1_000_000_000
    else:
        nanos = moment.microsecond * 1000
    base = moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S")
    fraction = f"{nanos:09d}".rstrip("0")
    return f"{base}.{fraction}Z" if fraction else f"{base}Z"
