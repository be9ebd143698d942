"""What a remote agent answered: its stream of A2A responses turned into Tapyre events.

:class:`Reply` is fed each ``StreamResponse`` of one task, in order (a
non-streaming answer is a single one holding the final task).  It returns
the events to pass on (:class:`~tapyre.ProgressEvent` for a status message,
:class:`~tapyre.TokenEvent` for a piece of an artifact) and, at the end,
:meth:`Reply.answer`: the text of the final artifacts, or of the answer
message, or an :class:`~tapyre.a2a.A2AError` for a task that failed, was
rejected or cancelled, or never finished.
"""

from __future__ import annotations

from typing import Any

from tapyre._events import ProgressEvent, TokenEvent
from tapyre.a2a._errors import A2AError

_DONE = "completed"
_FAILED = frozenset({"failed", "rejected"})
_WAITING = frozenset({"input-required", "auth-required"})
TERMINAL = frozenset({_DONE, "canceled", *_FAILED, *_WAITING})
"""States after which the agent sends nothing more for the task (waiting ones included)."""


def state_name(state: int) -> str:
    """``"working"`` for ``TASK_STATE_WORKING``; ``"unspecified"`` for 0."""
    from a2a.types.a2a_pb2 import TaskState

    name: str = TaskState.Name(state)
    return name.removeprefix("TASK_STATE_").lower().replace("_", "-")


class Reply:
    """One task's answer as it arrives; ``who`` names the agent in errors."""

    def __init__(self, who: str) -> None:
        self.who = who
        self.task_id: str | None = None
        self.state: str | None = None
        self.status_text = ""
        self.message_text: str | None = None
        self._artifacts: dict[str, list[str]] = {}

    @property
    def finished(self) -> bool:
        """Whether the agent answered for good (a message, or a task in a final state)."""
        return self.message_text is not None or self.state in TERMINAL

    def feed(self, response: Any) -> list[ProgressEvent | TokenEvent]:
        """Take one ``StreamResponse``; the events it means."""
        from a2a.helpers import get_artifact_text, get_message_text

        kind = response.WhichOneof("payload")
        if kind == "message":
            self.message_text = get_message_text(response.message)
            return []
        if kind == "task":
            task = response.task
            self.task_id = task.id or self.task_id
            self._status(task.status, get_message_text)
            if task.artifacts:
                self._artifacts = {
                    a.artifact_id or str(i): [get_artifact_text(a)]
                    for i, a in enumerate(task.artifacts)
                }
            return []
        if kind == "status_update":
            update = response.status_update
            self.task_id = update.task_id or self.task_id
            text = self._status(update.status, get_message_text)
            return [ProgressEvent(text, self.state or "working")] if text else []
        if kind == "artifact_update":
            update = response.artifact_update
            text = get_artifact_text(update.artifact)
            pieces = self._artifacts.setdefault(update.artifact.artifact_id, [])
            if not update.append:
                pieces.clear()
            pieces.append(text)
            return [TokenEvent(text)] if text else []
        raise A2AError(f"{self.who} sent an A2A response of no known kind")

    def _status(self, status: Any, text_of: Any) -> str:
        self.state = state_name(status.state)
        text: str = text_of(status.message) if status.HasField("message") else ""
        if text:
            self.status_text = text
        return text

    def answer(self) -> str:
        """The final answer's text.

        :raises A2AError: the task failed, was rejected or cancelled, or the
            agent stopped answering before it finished.
        """
        if self.message_text is not None:
            return self.message_text
        artifacts = "\n\n".join("".join(p) for p in self._artifacts.values() if "".join(p))
        if self.state == _DONE:
            return artifacts or self.status_text
        if self.state in _FAILED:
            reason = self.status_text or "it gave no reason"
            raise A2AError(f"{self.who} reports the task {self.state}: {_line(reason)}")
        if self.state == "canceled":
            raise A2AError(f"{self.who} cancelled the task")
        if self.state in _WAITING:
            return f"({self.who} needs more input to go on.) {self.status_text}".strip()
        raise A2AError(
            f"{self.who} stopped answering before the task finished "
            f"(its state: {self.state or 'none'})",
            hint="The agent broke off; try again, or ask its operator.",
        )


def _line(text: str, limit: int = 300) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
