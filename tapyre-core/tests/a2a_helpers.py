"""A2A test helpers: a served Tapyre agent in this process, and hostile remote agents.

:func:`served_app` runs the real A2A application (:func:`tapyre.a2a._server.build_app`)
with uvicorn on a free loopback port.  :class:`HostileAgent` is an A2A agent
whose card is valid and whose answers are not: it never answers, answers
100 MB, answers malformed JSON, or breaks off its stream.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

from tapyre import Host
from tapyre.testing import LoopbackHTTPServer
from tapyre.testing._asgi import RunningASGI, serve_asgi

HUNDRED_MB = 100 * 1024 * 1024
CHUNK = 64 * 1024


@contextmanager
def served_app(
    host: Host,
    tasks_db: Path,
    *,
    agent: str | None = None,
    task_timeout: float = 60.0,
    allow: tuple[str, ...] = (),
    max_running: int = 16,
) -> Iterator[RunningASGI]:
    """Serve ``host``'s agent over A2A until the block ends (lifespan included)."""
    from tapyre.a2a._server import ServedAgent, build_app

    served = ServedAgent(agent, tasks_db, task_timeout, allow, max_running)
    with serve_asgi(
        lambda url: build_app(host, served, url, needs_key=False).app, lifespan="on"
    ) as running:
        yield running


def card_json(url: str, *, streaming: bool, name: str = "hostile") -> bytes:
    """An agent card the SDK's client accepts (built and serialised by the SDK itself)."""
    from a2a.server.request_handlers.response_helpers import agent_card_to_dict
    from a2a.types.a2a_pb2 import AgentCapabilities, AgentCard, AgentInterface, AgentSkill

    card = AgentCard(
        name=name,
        description="An agent that does not behave.",
        version="0.0.1",
        supported_interfaces=[
            AgentInterface(url=url + "/", protocol_binding="JSONRPC", protocol_version="1.0")
        ],
        capabilities=AgentCapabilities(streaming=streaming),
        default_input_modes=["text/plain"],
        default_output_modes=["text/plain"],
        skills=[AgentSkill(id="bad", name="bad", description="Misbehaves.", tags=["x"])],
    )
    return json.dumps(agent_card_to_dict(card)).encode()


@dataclass
class HostileAgent(LoopbackHTTPServer):
    """A remote agent that answers every message in the way ``mode`` says.

    ``silent``: never answers; ``huge``: a 100 MB JSON-RPC answer (chunked,
    no length); ``huge-declared``: one that declares 100 MB first;
    ``huge-stream``: a 100 MB event without a line end; ``malformed``: JSON
    cut off; ``not-rpc``: JSON that is no JSON-RPC response; ``bad-event``:
    a stream event that is not JSON; ``broken-off``: a stream that ends while
    the task still works; ``unauthorized``: 401 for everything.
    """

    mode: str = "silent"
    posts: list[dict[str, Any]] = field(default_factory=list)
    release: threading.Event = field(default_factory=threading.Event)
    sent: list[int] = field(default_factory=list)
    label = "the hostile A2A agent"

    @property
    def streaming(self) -> bool:
        return self.mode in ("huge-stream", "bad-event", "broken-off")

    def handler_class(self) -> type[BaseHTTPRequestHandler]:
        agent = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_GET(self) -> None:
                if agent.mode == "unauthorized":
                    self._send(401, b'{"error": "no key"}')
                elif self.path == "/.well-known/agent-card.json":
                    self._send(200, card_json(agent.url, streaming=agent.streaming))
                else:
                    self._send(404, b"{}")

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                agent.posts.append(json.loads(body))
                request_id = agent.posts[-1].get("id")
                mode = agent.mode
                if mode == "silent":
                    agent.release.wait(60)
                elif mode == "unauthorized":
                    self._send(401, b'{"error": "no key"}')
                elif mode in ("huge", "huge-declared"):
                    self._huge(request_id, declared=mode == "huge-declared")
                elif mode == "malformed":
                    self._send(200, b'{"jsonrpc": "2.0", "id": "1", "result": {"task": {"id": ')
                elif mode == "not-rpc":
                    self._send(200, b"[1, 2, 3]")
                else:
                    self._stream(request_id)

            def _send(self, status: int, body: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _huge(self, request_id: Any, *, declared: bool) -> None:
                head = json.dumps({"jsonrpc": "2.0", "id": request_id})[:-1]
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                if declared:
                    self.send_header("Content-Length", str(HUNDRED_MB))
                else:
                    self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                first = (head + ', "result": {"message": {"parts": [{"text": "').encode()
                self._write(first, chunked=not declared)
                filler = b"x" * CHUNK
                for _ in range(HUNDRED_MB // CHUNK):
                    if not self._write(filler, chunked=not declared):
                        return  # the client hung up, as it should

            def _stream(self, request_id: Any) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                if agent.mode == "huge-stream":
                    self._write(b"data: ", chunked=True)
                    filler = b"y" * CHUNK
                    for _ in range(HUNDRED_MB // CHUNK):
                        if not self._write(filler, chunked=True):
                            return
                    return
                if agent.mode == "bad-event":
                    self._write(b"data: {this is not json}\n\n", chunked=True)
                else:  # broken-off: one working task, then the end of the stream
                    working = {"state": "TASK_STATE_WORKING"}
                    task = {"id": "t1", "contextId": "c1", "status": working}
                    event = {"jsonrpc": "2.0", "id": request_id, "result": {"task": task}}
                    self._write(f"data: {json.dumps(event)}\n\n".encode(), chunked=True)
                self._write(b"", chunked=True)

            def _write(self, data: bytes, *, chunked: bool) -> bool:
                try:
                    if chunked:
                        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                    else:
                        self.wfile.write(data)
                    self.wfile.flush()
                except OSError:
                    return False
                agent.sent.append(len(data))
                return True

        return Handler
