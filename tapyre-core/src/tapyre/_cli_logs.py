"""The conversation log on the command line: ``tapyre logs`` and logging ``ask``/``chat``.

:class:`CommandLog` is what ``ask`` and ``chat`` use: it finds the
conversation to continue (``-c``/``--cid``) and records each exchange,
turning every failure to write into a one-line warning so that an answer is
never lost to a locked or damaged log.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import click

from tapyre._history import Exchange, LogError, LogStore, ToolCallRecord, new_cid, turn_usage
from tapyre._json import echo_json
from tapyre._paths import log_path

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage

    from tapyre._agent import Agent, AgentEvent, Conversation
    from tapyre._host import Host


def warn(message: str) -> None:
    click.secho(f"warning: {message}", err=True, fg="yellow")


class TurnRecorder:
    """Watches one turn's events and keeps its tool calls with their results."""

    def __init__(self) -> None:
        self.calls: list[ToolCallRecord] = []
        self.started = time.perf_counter()

    def watch(self, events: Iterator[AgentEvent]) -> Iterator[AgentEvent]:
        from tapyre._agent import ToolCallEvent, ToolResultEvent

        pending: dict[str, ToolCallEvent] = {}
        for event in events:
            if isinstance(event, ToolCallEvent):
                pending[event.call_id] = event
            elif isinstance(event, ToolResultEvent):
                call = pending.pop(event.call_id, None)
                arguments = dict(call.arguments) if call else {}
                self.calls.append(
                    ToolCallRecord(event.tool_id, arguments, event.output, event.status)
                )
            yield event

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
        self, agent: Agent, conversation: Conversation, prompt: str, answer: str, turn: TurnRecorder
    ) -> tuple[int | None, int | None]:
        """Log the turn that just ended (when enabled); its token usage either way."""
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


# ---------------------------------------------------------------------------
# tapyre logs
# ---------------------------------------------------------------------------


def _host(ctx: click.Context) -> Host:
    from tapyre.cli import get_host

    return get_host(ctx)


@click.group("logs", invoke_without_command=True)
@click.option(
    "-n",
    "--count",
    type=click.IntRange(min=0),
    default=3,
    show_default=True,
    help="How many exchanges (0: all).",
)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("-c", "--current", "last", is_flag=True, help="The last conversation only.")
@click.option("--cid", metavar="ID", help="The conversation with this id only.")
@click.option("-q", "--query", metavar="TEXT", help="Full-text search of prompts and responses.")
@click.pass_context
def logs(  # noqa: PLR0917
    ctx: click.Context, count: int, as_json: bool, last: bool, cid: str | None, query: str | None
) -> None:
    """The conversation log: recent `ask` and `chat` exchanges, oldest first."""
    if ctx.invoked_subcommand is not None:
        return
    host = _host(ctx)
    store = LogStore(log_path(host.config))
    if last and cid is None:
        cid = store.last_cid()
        if cid is None:
            click.echo("The log is empty.", err=True)
            return
    exchanges = store.recent(count or None, cid=cid, query=query)
    if as_json:
        echo_json([e.as_json() for e in exchanges])
        return
    if not exchanges:
        click.echo("No exchanges found." if (cid or query) else "The log is empty.", err=True)
        return
    for index, exchange in enumerate(exchanges):
        if index:
            click.echo()
        _echo_exchange(exchange)
    if not host.config.core().log:
        click.echo("\n(logging is off: `tapyre logs on` turns it on)", err=True)


def _echo_exchange(exchange: Exchange) -> None:
    model = " ".join(p for p in (exchange.llm, exchange.model) if p) or "?"
    details = [f"conversation {exchange.cid}", model]
    if exchange.options:
        details.append(" ".join(f"{k}={v}" for k, v in exchange.options.items()))
    if exchange.input_tokens is not None or exchange.output_tokens is not None:
        details.append(f"{exchange.input_tokens} + {exchange.output_tokens} tokens")
    if exchange.duration_ms is not None:
        details.append(f"{exchange.duration_ms / 1000:.1f} s")
    click.secho(f"# {exchange.created}  " + "  ".join(details), bold=True)
    for line in exchange.prompt.splitlines() or [""]:
        click.echo(f"> {line}")
    for call in exchange.tool_calls:
        arguments = json.dumps(dict(call.arguments), ensure_ascii=False, sort_keys=True)
        result = " ".join((call.result or "").split())
        result = result if len(result) <= 200 else result[:199] + "…"
        click.echo(f"→ {call.tool} {arguments}")
        click.echo(f"← [{call.status}] {result}")
    click.echo(exchange.response)


@logs.command("path")
@click.pass_context
def logs_path(ctx: click.Context) -> None:
    """Print the log database's path (it may not exist yet)."""
    click.echo(str(log_path(_host(ctx).config)))


def _switch(ctx: click.Context, value: bool) -> None:
    host = _host(ctx)
    host.config.set("core.log", value)
    path = host.config.save()
    click.echo(
        f"Logging is {'on' if value else 'off'} (core.log = {str(value).lower()} in {path})."
    )
    if "TAPYRE_CORE__LOG" in host.config.env:
        click.echo("note: TAPYRE_CORE__LOG is set in the environment and overrides this.", err=True)


@logs.command("on")
@click.pass_context
def logs_on(ctx: click.Context) -> None:
    """Log every exchange from now on ([core] log = true)."""
    _switch(ctx, True)


@logs.command("off")
@click.pass_context
def logs_off(ctx: click.Context) -> None:
    """Stop logging exchanges ([core] log = false); the log is kept."""
    _switch(ctx, False)
