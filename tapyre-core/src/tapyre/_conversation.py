"""A conversation with an agent: its history kept across questions (``tapyre chat``).

:class:`Conversation` sends each question with every message so far through the
agent's tool-calling loop (:class:`~tapyre._agent.Agent`, whose
:meth:`~tapyre._agent.Agent.conversation` starts one) and keeps the turn once it
completes.  :mod:`tapyre._agent` and :mod:`tapyre` export it too.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tapyre._events import AnswerEvent

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage

    from tapyre._agent import Agent
    from tapyre._events import AgentEvent

__all__ = ["Conversation"]


class Conversation:
    """A conversation with an :class:`Agent` that keeps its history (``tapyre chat``)."""

    def __init__(self, agent: Agent, messages: Sequence[BaseMessage] = ()) -> None:
        self.agent = agent
        self.messages: list[BaseMessage] = list(messages)
        """Every message so far (questions, model replies, tool results), system prompt excluded."""
        self.last_turn: list[BaseMessage] = []
        """The messages of the latest completed turn, its question first (for the log)."""

    def ask(self, text: str) -> str:
        """Send ``text`` and return the final answer."""
        answer = ""
        for event in self.stream(text):
            if isinstance(event, AnswerEvent):
                answer = event.text
        return answer

    def stream(
        self, text: str, attachments: Sequence[Mapping[str, Any]] = ()
    ) -> Iterator[AgentEvent]:
        """Send ``text`` and yield events; the history grows when the turn completes.

        ``attachments`` are LangChain content blocks (images, files) sent with the text.
        """
        from langchain_core.messages import HumanMessage

        content: Any = [{"type": "text", "text": text}, *attachments] if attachments else text
        question = HumanMessage(content=content)
        new: list[BaseMessage] = []
        yield from self.agent._run([*self.messages, question], new)
        self.last_turn = [question, *new]
        self.messages.extend(self.last_turn)

    def reset(self) -> None:
        """Forget the history."""
        self.messages.clear()
