"""``tapyre logs``: the conversation log of ``ask`` and ``chat`` (show, filter, search, backup,
on, off, path)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import click

from tapyre._code_blocks import first_code_block
from tapyre._history import Exchange, LogError, LogStore, ToolCallRecord, since_timestamp
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
@click.option(
    "--since",
    metavar="WHEN",
    help="Only exchanges since WHEN: a duration back (30m, 2h, 7d, 2w) or a date "
    "(2026-11-01, 2026-11-01T09:30).",
)
@click.option("-m", "--model", metavar="MODEL", help="Only exchanges with this model.")
@click.option("-r", "--response", is_flag=True, help="Only the latest response's text (like -n 1).")
@click.option(
    "-x", "--extract", is_flag=True, help="Only the first fenced code block of each response."
)
@click.pass_context
def logs(  # noqa: PLR0917
    ctx: click.Context,
    count: int,
    as_json: bool,
    last: bool,
    cid: str | None,
    query: str | None,
    since: str | None,
    model: str | None,
    response: bool,
    extract: bool,
) -> None:
    """The conversation log: recent `ask` and `chat` exchanges, oldest first."""
    if ctx.invoked_subcommand is not None:
        return
    host = get_host(ctx)
    store = LogStore(log_path(host.config))
    if last and cid is None:
        cid = store.last_cid()
        if cid is None:
            _nothing(response or extract, as_json, "The log is empty.")
            return
    after = since_timestamp(since) if since is not None else None
    limit = 1 if response else count or None
    exchanges = store.recent(limit, cid=cid, query=query, since=after, model=model)
    if not exchanges:
        filtered = cid or query or since or model
        message = "No exchanges found." if filtered else "The log is empty."
        _nothing(response or extract, as_json, message)
        return
    if extract:
        _echo_code(exchanges, as_json)
    elif as_json:
        echo_json([e.as_json() for e in exchanges])
    elif response:
        click.echo(exchanges[-1].response)
    else:
        for index, exchange in enumerate(exchanges):
            if index:
                click.echo()
            _echo_exchange(exchange)
        if not host.config.core().log:
            click.echo("\n(logging is off: `tapyre logs on` turns it on)", err=True)


def _nothing(asked_for_text: bool, as_json: bool, message: str) -> None:
    """No exchange matched: an error when the output was to be a response or code, else a note
    (and an empty list for --json)."""
    if asked_for_text:
        raise LogError(message.rstrip(".").lower() + ": there is no response to print")
    if as_json:
        echo_json([])
    else:
        click.echo(message, err=True)


def _echo_code(exchanges: list[Exchange], as_json: bool) -> None:
    """``-x``: the first fenced code block of each response; an error when none has one."""
    found = [(e, code) for e in exchanges if (code := first_code_block(e.response)) is not None]
    if not found:
        which = "the response" if len(exchanges) == 1 else "none of the responses"
        raise LogError(f"{which} has no fenced code block", hint="Drop -x to see the text.")
    if as_json:
        echo_json([{"id": e.id, "cid": e.cid, "code": code} for e, code in found])
        return
    for _, code in found:
        click.echo(code, nl=False)


def _echo_exchange(exchange: Exchange) -> None:
    model = " ".join(p for p in (exchange.llm, exchange.model) if p) or "?"
    details = [f"conversation {exchange.cid}", model]
    if exchange.template:
        details.append(f"template {exchange.template}")
    if exchange.options:
        details.append(" ".join(f"{k}={v}" for k, v in exchange.options.items()))
    if exchange.input_tokens is not None or exchange.output_tokens is not None:
        details.append(f"{exchange.input_tokens} + {exchange.output_tokens} tokens")
    if exchange.duration_ms is not None:
        details.append(f"{exchange.duration_ms / 1000:.1f} s")
    click.secho(f"# {exchange.created}  " + "  ".join(details), bold=True)
    for fragment in exchange.fragments:
        kind = "system fragment" if fragment.get("system") else "fragment"
        click.echo(f"+ {kind} {fragment.get('source')} ({fragment.get('chars')} characters)")
    for attachment in exchange.attachments:
        click.echo(
            f"+ attachment {attachment.get('path')} "
            f"({attachment.get('mime_type')}, {attachment.get('bytes')} bytes)"
        )
    for line in exchange.prompt.splitlines() or [""]:
        click.echo(f"> {line}")
    _echo_calls(exchange.tool_calls, "")
    click.echo(exchange.response)


def _echo_calls(calls: Sequence[ToolCallRecord], indent: str) -> None:
    """Each call and its result; a delegated agent's calls indented under its call."""
    for call in calls:
        arguments = json.dumps(dict(call.arguments), ensure_ascii=False, sort_keys=True)
        result = " ".join((call.result or "").split())
        result = result if len(result) <= 200 else result[:199] + "…"
        click.echo(f"{indent}→ {call.tool} {arguments}")
        _echo_calls(call.calls, indent + "    ")
        click.echo(f"{indent}← [{call.status}] {result}")


@logs.command("backup")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.pass_context
def logs_backup(ctx: click.Context, path: Path) -> None:
    """Copy the whole log to the new file PATH (a consistent copy, even while in use)."""
    store = LogStore(log_path(get_host(ctx).config))
    count = store.backup(path)
    size = path.stat().st_size / 1024
    click.echo(f"Backed up {count} exchange(s) to {path} ({size:.1f} KB).")


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
