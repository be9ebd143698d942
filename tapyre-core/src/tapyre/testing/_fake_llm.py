"""The part every fake model server shares: scripted replies, recorded requests.

:class:`FakeLLMServer` is a :class:`~tapyre.testing.LoopbackHTTPServer` dataclass
with what a fake LLM endpoint keeps whatever its wire format (OpenAI's, Ollama's):
the :class:`~tapyre.testing.ScriptedReplies` its "model" says and the
:class:`~tapyre.testing.RecordedRequest` list its clients sent.  Its handlers
subclass :class:`FakeLLMHandler`.  Standard library only.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tapyre.testing._http import LoopbackHandler, LoopbackHTTPServer
from tapyre.testing._replies import RecordedRequest, Reply, ScriptedReplies

__all__ = ["FakeLLMHandler", "FakeLLMServer"]


@dataclass(kw_only=True)
class FakeLLMServer(LoopbackHTTPServer):
    """A fake model server: ``host`` (127.0.0.1) to listen on, ``response_delay``
    seconds before each chat answer (client timeout tests), the :attr:`requests`
    received and the :attr:`script` of replies.  ``chat_path`` is the path of
    its chat endpoint (what :meth:`chat_requests` picks)."""

    chat_path: ClassVar[str] = ""

    host: str = "127.0.0.1"
    response_delay: float = 0.0
    requests: list[RecordedRequest] = field(default_factory=list)
    script: ScriptedReplies = field(default_factory=ScriptedReplies)

    def reply(self, *replies: Reply | str) -> None:
        """Queue what the model answers next, one reply per chat request."""
        self.script.add(*replies)

    def chat_requests(self) -> list[RecordedRequest]:
        """The chat requests received, oldest first."""
        return [r for r in self.requests if r.path == self.chat_path]


class FakeLLMHandler(LoopbackHandler):
    """A handler of a :class:`FakeLLMServer` (its ``fake``)."""

    fake: FakeLLMServer

    def record(self, method: str) -> tuple[str, Any]:
        """Read the request, record it in ``fake.requests``; its path (no query) and body."""
        body = self.read_body()
        path = self.path.split("?", 1)[0]
        headers = {k.lower(): v for k, v in self.headers.items()}
        self.fake.requests.append(RecordedRequest(method, path, headers, body))
        return path, body

    def delay(self) -> None:
        """Wait the server's ``response_delay`` (before a chat answer)."""
        if self.fake.response_delay:
            time.sleep(self.fake.response_delay)
