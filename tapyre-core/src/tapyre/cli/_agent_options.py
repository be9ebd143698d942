"""What ``ask`` and ``chat`` share: their options, the agent they build, how events print."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import click

from tapyre._events import (
    AgentEvent,
    AnswerEvent,
    NestedEvent,
    ProgressEvent,
    TokenEvent,
    ToolCallEvent,
    ToolCallRequest,
    ToolResultEvent,
)
from tapyre.agents._build import named_spec
from tapyre.cli._context import get_host, stop_mcp_servers_at_exit
from tapyre.cli._log import CommandLog
from tapyre.cli._output import shorten

if TYPE_CHECKING:
    from tapyre._agent import Agent
    from tapyre._host import Host

OUTPUT_PREVIEW = 300
"""Characters of a tool's output shown on standard error."""


def agent_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """Add the options `ask` and `chat` share to ``func`` (read back as :class:`AgentArgs`)."""
    options = [
        click.option(
            "--agent",
            metavar="NAME",
            help="Talk to the named agent NAME ([agents.NAME]; `tapyre agents list`); "
            "the options below override its table.",
        ),
        click.option("--llm", metavar="NAME", help="LLM provider (default: [core] llm)."),
        click.option(
            "-m", "--model", metavar="MODEL", help="Model for this command on the chosen LLM."
        ),
        click.option(
            "-o",
            "--option",
            "options",
            nargs=2,
            multiple=True,
            metavar="KEY VALUE",
            help="Provider option, e.g. -o temperature 0.2 (repeatable; "
            "`tapyre llms list --options`).",
        ),
        click.option(
            "--yes",
            "-y",
            is_flag=True,
            help="Run side-effecting tools without asking.",
        ),
        click.option("--no-stream", is_flag=True, help="Print the answer only when complete."),
        click.option(
            "--max-iterations",
            type=click.IntRange(min=1),
            help="Model turns before giving up (default: [core] max_iterations).",
        ),
        click.option(
            "-s", "--system", "--system-prompt", "system_prompt", help="Replace the system prompt."
        ),
        click.option(
            "--tool",
            "tools",
            multiple=True,
            metavar="ID",
            help="Offer only this tool (repeatable; MCP tools as SERVER:TOOL; default: all).",
        ),
        click.option(
            "-c",
            "--continue",
            "continue_last",
            is_flag=True,
            help="Continue the last logged conversation.",
        ),
        click.option("--cid", metavar="ID", help="Continue the logged conversation ID."),
        click.option("--no-log", is_flag=True, help="Do not log this command's exchanges."),
        click.option("-u", "--usage", is_flag=True, help="Print token usage after each answer."),
    ]
    return with_options(func, options)


def with_options(func: Callable[..., Any], options: list[Callable[..., Any]]) -> Callable[..., Any]:
    """``func`` with click ``options`` added, in the order given (as ``--help`` lists them)."""
    for option in reversed(options):
        func = option(func)
    return func


@dataclass(frozen=True)
class AgentArgs:
    """The options :func:`agent_options` adds, as one value."""

    agent: str | None
    llm: str | None
    model: str | None
    options: tuple[tuple[str, str], ...]
    yes: bool
    no_stream: bool
    max_iterations: int | None
    system_prompt: str | None
    tools: tuple[str, ...]
    continue_last: bool
    cid: str | None
    no_log: bool
    usage: bool


def make_agent(ctx: click.Context, args: AgentArgs) -> tuple[Agent, CommandLog]:
    host = get_host(ctx)
    spec = named_spec(host, args.agent) if args.agent else None
    # A named agent's LLM and model are the command's unless --llm or -m name others.
    llm = args.llm or (spec.llm if spec else None)
    # The whole command uses this LLM: the agent and tools that ask the host
    # for a model (paper_ask) alike.
    host.use_llm(llm)
    saved, given = _command_options(host, llm, args.model or (spec.model if spec else None), args)
    checked = {**saved, **given}
    chosen_model = {"model": args.model} if args.model else {}
    if args.model or checked:
        settings = {**checked, **chosen_model}
        host.use_llm(llm, settings=settings)
    stop_mcp_servers_at_exit(ctx, host)
    options: dict[str, Any] = {
        "llm": args.llm,
        "tools": list(args.tools) or None,
        "system_prompt": args.system_prompt,
        "max_iterations": args.max_iterations,
        "confirmer": terminal_confirmer() if not args.yes else None,
        "yes": True if args.yes else None,
    }
    if spec is not None:
        # the agent's table goes over the model's saved options, -m/-o over both
        options["llm_settings"] = {**given, **chosen_model}
    agent = host.agent(args.agent, **options)
    log = CommandLog(host, enabled=host.config.core().log and not args.no_log, options=checked)
    return agent, log


def _command_options(
    host: Host, llm: str | None, model: str | None, args: AgentArgs
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The provider options of this command: the model's saved ones, and ``-o``'s.

    Saved options (``tapyre llms options set``) are those of the LLM and model
    the command uses; each is checked against what the provider declares.
    """
    from tapyre._llm_options import check_options
    from tapyre._model_options import checked_saved_options, model_of

    choice = host.llm(llm)
    saved = checked_saved_options(choice, host.config, model or model_of(choice))
    if not args.options:
        return saved, {}
    return saved, check_options(choice.provider, choice.name, args.options)


def prepare(agent: Agent, *, check: bool = False) -> None:
    """Build the agent now: MCP servers start, and those that fail are reported once.

    ``check`` also asks the LLM's server whether it answers (:meth:`Agent.check`).
    """
    if check:
        agent.check()
    else:
        agent.prepare()
    for notice in agent.notices:
        click.secho(f"warning: {notice}", err=True, fg="yellow")


def piped_input() -> str | None:
    """Text piped into standard input (``cat paper.txt | tapyre ask …``), or ``None``."""
    stream = sys.stdin
    if stream is None or stream.isatty():
        return None
    text = stream.read()
    return text if text.strip() else None


def terminal_confirmer() -> Callable[[ToolCallRequest], bool] | None:
    """Asks on the terminal; ``None`` (refuse) when there is no terminal to ask on."""
    if not sys.stdin.isatty():
        return None

    def confirm(request: ToolCallRequest) -> bool:
        effects = ", ".join(sorted(e.value for e in request.side_effects))
        click.echo(f"\nThe assistant wants to run: {request.describe()}", err=True)
        return click.confirm(f"Allow this call ({effects})?", default=False, err=True)

    return confirm


def render(events: Iterator[AgentEvent], stream: bool) -> str:
    """Print events: text to stdout, tool calls and results to stderr; returns the answer.

    A delegated agent's calls, results and progress are indented under the
    call that delegated, one level per agent.
    """
    answer = ""
    at_line_start = True
    for event in events:
        if isinstance(event, NestedEvent):
            line = _nested_line(event)
            if line is not None:
                if stream and not at_line_start:
                    click.echo()
                    at_line_start = True
                click.secho(line, err=True, fg="bright_black")
        elif isinstance(event, TokenEvent):
            if stream:
                click.echo(event.text, nl=False)
                at_line_start = event.text.endswith("\n")
        elif isinstance(event, ToolCallEvent):
            if stream and not at_line_start:
                click.echo()
                at_line_start = True
            args = json.dumps(dict(event.arguments), ensure_ascii=False, sort_keys=True)
            click.secho(f"→ {event.tool_id} {args}", err=True, fg="cyan")
        elif isinstance(event, ToolResultEvent):
            output = shorten(" ".join(event.output.split()), OUTPUT_PREVIEW)
            color = {"ok": "green", "error": "red", "refused": "yellow"}[event.status]
            click.secho(f"← {event.tool_id} [{event.status}] {output}", err=True, fg=color)
        elif isinstance(event, AnswerEvent):
            answer = event.text
    if not stream:
        click.echo(answer)
    elif not at_line_start:
        click.echo()
    return answer


def _nested_line(event: NestedEvent) -> str | None:
    """How a delegated agent's event shows on stderr (``None``: its text is not shown)."""
    inner = event.event
    where = "  " * len(event.via) + f"[{event.agent.partition(':')[2] or event.agent}]"
    if isinstance(inner, ToolCallEvent):
        args = json.dumps(dict(inner.arguments), ensure_ascii=False, sort_keys=True)
        return f"{where} → {inner.tool_id} {args}"
    if isinstance(inner, ToolResultEvent):
        output = shorten(" ".join(inner.output.split()), OUTPUT_PREVIEW)
        return f"{where} ← {inner.tool_id} [{inner.status}] {output}"
    if isinstance(inner, ProgressEvent):
        return f"{where} … {shorten(' '.join(inner.text.split()), OUTPUT_PREVIEW)}"
    return None  # its tokens and answer: the call's result carries the answer


def collect(events: Iterator[AgentEvent]) -> dict[str, Any]:
    """The answer and the tool calls of ``events``, for ``ask --json`` (a delegated
    agent's calls under ``calls`` of the call that delegated)."""
    from tapyre.cli._log import TurnRecorder

    answer = ""
    recorder = TurnRecorder()
    for event in recorder.watch(events):
        if isinstance(event, AnswerEvent):
            answer = event.text
    return {
        "answer": answer,
        "tool_calls": [c.as_json(result_key="output") for c in recorder.calls],
    }
