"""``tapyre logs``: the conversation log of ``ask`` and ``chat`` (show, search, on, off, path)."""

from __future__ import annotations

import json

import click

from tapyre._history import Exchange, LogStore
from tapyre._paths import log_path
from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json


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
    host = get_host(ctx)
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
    click.echo(str(log_path(get_host(ctx).config)))


def _switch(ctx: click.Context, value: bool) -> None:
    host = get_host(ctx)
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
