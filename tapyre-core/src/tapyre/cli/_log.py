"""Logging ``ask`` and ``chat``: each exchange into the conversation log, tool calls included.

:class:`CommandLog` is what ``ask`` and ``chat`` use: it finds the
conversation to continue (``-c``/``--cid``) and records each exchange,
turning every failure to write into a one-line warning so that an answer is
never lost to a locked or damaged log.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import click

from tapyre._events import AgentEvent, NestedEvent, ToolCallEvent, ToolResultEvent
from tapyre._history import Exchange, LogError, LogStore, ToolCallRecord, new_cid, turn_usage
from tapyre._paths import log_path

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage

    from tapyre._agent import Agent, Conversation
    from tapyre._host import Host


def warn(message: str) -> None:
    click.secho(f"warning: {message}", err=True, fg="yellow")


class TurnRecorder:
    """Watches one turn's events and keeps its tool calls with their results.

    The calls of agents it delegated to (:class:`~tapyre.NestedEvent`) are kept
    under the call that delegated, however deep.
    """

    def __init__(self) -> None:
        self.calls: list[ToolCallRecord] = []
        self.started = time.perf_counter()
        # by the delegating calls' ids (() for the turn's own calls)
        self._pending: dict[tuple[tuple[str, ...], str], ToolCallEvent] = {}
        self._nested: dict[tuple[str, ...], list[ToolCallRecord]] = {}

    def watch(self, events: Iterator[AgentEvent]) -> Iterator[AgentEvent]:
        for event in events:
            if isinstance(event, NestedEvent):
                self._see(event.via, event.event)
            else:
                self._see((), event)
            yield event

    def _see(self, via: tuple[str, ...], event: object) -> None:
        if isinstance(event, ToolCallEvent):
            self._pending[via, event.call_id] = event
        elif isinstance(event, ToolResultEvent):
            call = self._pending.pop((via, event.call_id), None)
            record = ToolCallRecord(
                event.tool_id,
                dict(call.arguments) if call else {},
                event.output,
                event.status,
                # its delegated agent's calls all came before its result
                tuple(self._nested.pop((*via, event.call_id), ())),
            )
            (self._nested.setdefault(via, []) if via else self.calls).append(record)

    @property
    def duration_ms(self) -> int:
        return round(1000 * (time.perf_counter() - self.started))


class CommandLog:
    """The log as one ``ask`` or ``chat`` command uses it.

    ``enabled`` is ``[core] log`` unless ``--no-log``; ``options`` are the
    command's ``-o`` options (recorded with each exchange).
    """

    def __init__(self, host: Host, *, enabled: bool, options: Mapping[str, Any]) -> None:
        self.store = LogStore(log_path(host.config))
        self.enabled = enabled
        self.options = dict(options)
        self.cid = new_cid()

    def resume(self, last: bool, cid: str | None) -> list[BaseMessage]:
        """The messages of the conversation to continue (``-c``: the last; ``--cid``), or none.

        Later exchanges are logged under that conversation's id.

        :raises LogError: no conversation to continue, or the log cannot be read.
        """
        if cid is None and not last:
            return []
        if cid is None:
            cid = self.store.last_cid()
            if cid is None:
                raise LogError(
                    "there is no conversation to continue: the log is empty",
                    hint="Ask without -c first.",
                )
        messages = self.store.messages(cid)
        self.cid = cid
        return messages

    def restart(self) -> None:
        """Log the next exchanges as a new conversation (``/reset`` in chat)."""
        self.cid = new_cid()

    def record(
        self,
        agent: Agent,
        conversation: Conversation,
        prompt: str,
        answer: str,
        turn: TurnRecorder,
        **sent: Any,
    ) -> tuple[int | None, int | None]:
        """Log the turn that just ended (when enabled); its token usage either way.

        ``sent`` holds what else went with the prompt (``template``,
        ``fragments``, ``attachments``: :class:`~tapyre._history.Exchange` fields).
        """
        usage = turn_usage(conversation.last_turn)
        if not self.enabled:
            return usage
        exchange = Exchange(
            cid=self.cid,
            prompt=prompt,
            response=answer,
            system=agent.system_prompt,
            llm=agent.llm_name,
            provider=agent.provider_name,
            model=agent.model_name,
            options=self.options,
            tool_calls=turn.calls,
            input_tokens=usage[0],
            output_tokens=usage[1],
            duration_ms=turn.duration_ms,
            **sent,
        )
        try:
            self.store.record(exchange, conversation.last_turn)
        except LogError as exc:
            warn(f"the exchange was not logged: {exc}")
        except Exception as exc:  # logging must never cost the user an answer
            warn(f"the exchange was not logged: {type(exc).__name__}: {exc}")
        return usage


def echo_usage(usage: tuple[int | None, int | None], provider: str | None) -> None:
    """``-u``: the turn's token usage on standard error."""
    inputs, outputs = usage
    if inputs is None and outputs is None:
        click.echo(f"Token usage: not reported by {provider or 'the model'}", err=True)
    else:
        total = (inputs or 0) + (outputs or 0)
        click.echo(f"Token usage: {inputs} input, {outputs} output, {total} total", err=True)
