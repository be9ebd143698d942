"""The ``tapyre`` command line.

A thin layer over :class:`tapyre.Host`: every command builds (or is handed,
through ``ctx.obj``) a host and prints what it knows.  Plugin commands are
listed from their :class:`~tapyre.LazyCommand` descriptions and imported only
when run, so ``tapyre --help`` imports no plugin command module, no LangChain
integration and no model.

Every :class:`~tapyre.TapyreError` becomes one line on standard error and
exit code 1 (``TAPYRE_DEBUG=1`` shows the traceback too).

Helpers for plugins' own commands: :func:`get_host` (the invocation's host),
:func:`echo_json` and :func:`to_jsonable` (``--json`` output).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from tapyre._config import Config, parse_value
from tapyre._errors import PluginError, TapyreError
from tapyre._host import CATEGORIES, Host, PluginStatus
from tapyre._json import echo_json, to_jsonable
from tapyre._loading import import_timeout as import_timeout_setting
from tapyre._version import __version__

__all__ = ["cli", "echo_json", "get_host", "main", "to_jsonable"]

if TYPE_CHECKING:
    from tapyre._agent import Agent, AgentEvent, ToolCallRequest
    from tapyre._cli_logs import CommandLog

DEBUG_ENV = "TAPYRE_DEBUG"
NO_COLOR_ENV = "NO_COLOR"
"""Set (to anything but empty) to turn colours off, like ``--no-color`` (https://no-color.org)."""
_CONFIG_PATH = "tapyre.config_path"
_OUTPUT_PREVIEW = 300


# ---------------------------------------------------------------------------
# The root group: lazy plugin commands
# ---------------------------------------------------------------------------


class TapyreCommandError(click.ClickException):
    """A :class:`~tapyre.TapyreError` on its way out: one line on stderr, its exit code."""

    def __init__(self, error: TapyreError, *, color: bool | None = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.exit_code = error.exit_code  # type: ignore[misc]
        self.color = color

    def show(self, file: Any = None) -> None:
        color = False if no_color_env() else self.color
        click.secho(f"error: {self.message}", err=True, fg="red", color=color)


def no_color_env() -> bool:
    """Whether ``NO_COLOR`` asks for output without colours."""
    return bool(os.environ.get(NO_COLOR_ENV))


def _color(ctx: click.Context | None) -> bool | None:
    """``False`` when colours are off (``--no-color``, ``NO_COLOR``); ``None``: automatic."""
    if no_color_env() or (ctx is not None and ctx.find_root().color is False):
        return False
    return None


class TapyreGroup(click.Group):
    """A group that adds the host's plugin commands, importing each only when it runs."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except TapyreError as exc:
            if os.environ.get(DEBUG_ENV):
                import traceback

                traceback.print_exc()
            raise TapyreCommandError(exc, color=_color(ctx)) from exc

    def list_commands(self, ctx: click.Context) -> list[str]:
        names = set(super().list_commands(ctx))
        host = _host_or_none(ctx)
        if host is not None:
            names.update(host.commands)
        return sorted(names)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        command = super().get_command(ctx, cmd_name)
        if command is not None:
            return command
        host = _host_or_none(ctx)
        if host is None:
            return None
        from tapyre._components import LazyCommand

        entry = host.commands.get(cmd_name)
        if entry is None:
            entry = next(
                (
                    c
                    for c in host.commands.values()
                    if isinstance(c, LazyCommand) and cmd_name in c.aliases
                ),
                None,
            )
        if entry is None or isinstance(entry, click.Command):
            return entry
        return _import_command(entry, host.owner("commands", entry.name))

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from tapyre._components import LazyCommand

        builtin = []
        for name in super().list_commands(ctx):
            command = super().get_command(ctx, name)
            if command is not None and not command.hidden:
                builtin.append((name, command.get_short_help_str(formatter.width - 20)))
        if builtin:
            with formatter.section("Commands"):
                formatter.write_dl(builtin)
        # Help must come quickly even when a plugin's import hangs.
        host = _host_or_none(ctx, import_timeout=HELP_IMPORT_TIMEOUT)
        if host is None or not host.commands:
            return
        rows = []
        for name, entry in sorted(host.commands.items()):
            if isinstance(entry, LazyCommand):
                text = entry.help.strip().splitlines()[0] if entry.help.strip() else ""
            else:
                text = entry.get_short_help_str(formatter.width - 20)
            owner = host.owner("commands", name)
            rows.append((name, f"{text} [{owner}]" if owner else text))
        with formatter.section("Plugin commands"):
            formatter.write_dl(rows)


def _import_command(entry: Any, plugin: str | None) -> click.Command:
    import importlib

    module_name, _, attribute = entry.import_path.partition(":")
    try:
        module = importlib.import_module(module_name)
        command = module
        for part in attribute.split("."):
            command = getattr(command, part)
    except Exception as exc:
        raise PluginError(
            f"command {entry.name!r} of plugin {plugin!r} could not be imported from "
            f"{entry.import_path}: {type(exc).__name__}: {exc}",
            hint="Run `tapyre plugins doctor`; reinstall the plugin or its extras.",
        ) from exc
    if not isinstance(command, click.Command):
        raise PluginError(
            f"command {entry.name!r} of plugin {plugin!r}: {entry.import_path} "
            "is not a click command"
        )
    return command


def _remember_config(
    ctx: click.Context, _param: click.Parameter, value: Path | None
) -> Path | None:
    ctx.meta[_CONFIG_PATH] = value
    return value


def _no_color(ctx: click.Context, _param: click.Parameter, value: bool) -> bool:
    if value or no_color_env():
        ctx.color = False  # inherited by every sub-command's context
    return value


HELP_IMPORT_TIMEOUT = 2.0
"""Seconds a plugin's import may take while ``tapyre --help`` lists plugin commands."""


def get_host(ctx: click.Context, *, import_timeout: float | None = None) -> Host:
    """The host of this invocation: ``ctx.obj`` if it is one, else built once from the config.

    ``import_timeout`` (seconds) caps ``[core] plugin_import_timeout`` for this build.
    """
    root = ctx.find_root()
    if isinstance(root.obj, Host):
        return root.obj
    config = Config.load(root.meta.get(_CONFIG_PATH))
    if import_timeout is not None:
        configured = import_timeout_setting(config)
        if configured > 0:
            import_timeout = min(import_timeout, configured)
    host = Host(config, import_timeout=import_timeout)
    root.obj = host
    _warn_unknown_settings(host)
    return host


def _warn_unknown_settings(host: Host) -> None:
    """Warn once per invocation about unknown keys in declared tables of the file."""
    from tapyre._config_schema import ConfigSchema

    try:
        warnings = ConfigSchema(host).file_warnings(host.config.as_dict())
    except TapyreError:
        return  # a broken table is reported by whoever reads it
    for warning in warnings:
        click.echo(f"warning: {host.config.path}: {warning}", err=True)


def _host_or_none(ctx: click.Context, *, import_timeout: float | None = None) -> Host | None:
    """For listing commands: a broken config must not break ``--help``."""
    try:
        return get_host(ctx, import_timeout=import_timeout)
    except TapyreError as exc:
        root = ctx.find_root()
        if not root.meta.get("tapyre.warned"):
            root.meta["tapyre.warned"] = True
            click.echo(f"warning: plugin commands unavailable: {exc}", err=True)
        return None


@click.group(cls=TapyreGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--config",
    "config_path",
    type=click.Path(dir_okay=False, path_type=Path),
    is_eager=True,
    callback=_remember_config,
    help="Configuration file (default: $TAPYRE_CONFIG or the platform's config folder).",
)
@click.option(
    "--no-color",
    is_flag=True,
    is_eager=True,
    callback=_no_color,
    expose_value=False,
    help="No colours in any output (also: the NO_COLOR environment variable).",
)
@click.version_option(__version__, "--version", prog_name="tapyre", message="%(prog)s %(version)s")
def cli(config_path: Path | None) -> None:
    """Tapyre: an AI assistant whose tools and models come from plugins.

    Configure an LLM (`tapyre llms list`), then `tapyre ask "…"` or `tapyre chat`.
    """


# ---------------------------------------------------------------------------
# ask / chat
# ---------------------------------------------------------------------------


def _agent_options(func: Callable[..., Any]) -> Callable[..., Any]:
    options = [
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
    for option in reversed(options):
        func = option(func)
    return func


@dataclass(frozen=True)
class _AgentArgs:
    """The options :func:`_agent_options` adds, as one value."""

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


def _make_agent(ctx: click.Context, args: _AgentArgs) -> tuple[Agent, CommandLog]:
    from tapyre._cli_logs import CommandLog

    host = get_host(ctx)
    # The whole command uses this LLM: the agent and tools that ask the host
    # for a model (paper_ask) alike.
    host.use_llm(args.llm)
    checked: dict[str, Any] = {}
    if args.model or args.options:
        from tapyre._llm_options import check_options

        choice = host.choose_llm(args.llm)
        checked = check_options(choice.provider, choice.name, args.options)
        settings = {**checked, **({"model": args.model} if args.model else {})}
        host.use_llm(args.llm, settings=settings)
    ctx.call_on_close(lambda: _stop_mcp_servers(host))
    agent = host.agent(
        llm=args.llm,
        tools=list(args.tools) or None,
        system_prompt=args.system_prompt,
        max_iterations=args.max_iterations,
        confirmer=_terminal_confirmer() if not args.yes else None,
        yes=True if args.yes else None,
    )
    log = CommandLog(host, enabled=host.config.core().log and not args.no_log, options=checked)
    return agent, log


def _stop_mcp_servers(host: Host) -> None:
    from tapyre.mcp._toolbox import close_toolbox

    close_toolbox(host)


def _prepare(agent: Agent, *, check: bool = False) -> None:
    """Build the agent now: MCP servers start, and those that fail are reported once.

    ``check`` also asks the LLM's server whether it answers (:meth:`Agent.check`).
    """
    if check:
        agent.check()
    else:
        agent.prepare()
    for notice in agent.notices:
        click.secho(f"warning: {notice}", err=True, fg="yellow")


def _piped_input() -> str | None:
    """Text piped into standard input (``cat paper.txt | tapyre ask …``), or ``None``."""
    stream = sys.stdin
    if stream is None or stream.isatty():
        return None
    text = stream.read()
    return text if text.strip() else None


def _terminal_confirmer() -> Callable[[ToolCallRequest], bool] | None:
    """Asks on the terminal; ``None`` (refuse) when there is no terminal to ask on."""
    if not sys.stdin.isatty():
        return None

    def confirm(request: ToolCallRequest) -> bool:
        effects = ", ".join(sorted(e.value for e in request.side_effects))
        click.echo(f"\nThe assistant wants to run: {request.describe()}", err=True)
        return click.confirm(f"Allow this call ({effects})?", default=False, err=True)

    return confirm


def _render(events: Iterator[AgentEvent], stream: bool) -> str:
    """Print events: text to stdout, tool calls and results to stderr; returns the answer."""
    from tapyre._agent import AnswerEvent, TokenEvent, ToolCallEvent, ToolResultEvent

    answer = ""
    at_line_start = True
    for event in events:
        if isinstance(event, TokenEvent):
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
            output = _shorten(" ".join(event.output.split()), _OUTPUT_PREVIEW)
            color = {"ok": "green", "error": "red", "refused": "yellow"}[event.status]
            click.secho(f"← {event.tool_id} [{event.status}] {output}", err=True, fg=color)
        elif isinstance(event, AnswerEvent):
            answer = event.text
    if not stream:
        click.echo(answer)
    elif not at_line_start:
        click.echo()
    return answer


@cli.command()
@click.argument("question", nargs=-1, required=True)
@_agent_options
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print one JSON object: the answer, the LLM and every tool call with its result.",
)
@click.pass_context
def ask(ctx: click.Context, /, question: tuple[str, ...], **options: Any) -> None:
    """Ask one question; the agent may call tools.

    QUESTION "-" reads the question from standard input; otherwise text piped
    into standard input is sent after the question as context.
    """
    from tapyre._cli_logs import TurnRecorder, echo_usage

    as_json = options.pop("as_json")
    args = _AgentArgs(**options)
    text = " ".join(question)
    if text == "-":
        text = sys.stdin.read()
    else:
        piped = _piped_input()
        if piped is not None:
            text = f"{text}\n\n{piped}"
    agent, log = _make_agent(ctx, args)
    conversation = agent.conversation(log.resume(args.continue_last, args.cid))
    _prepare(agent)
    turn = TurnRecorder()
    events = turn.watch(conversation.stream(text))
    if as_json:
        result = _collect(events) | {"llm": agent.llm_name}
        usage = log.record(agent, conversation, text, result["answer"], turn)
        if args.usage:
            result["usage"] = {"input_tokens": usage[0], "output_tokens": usage[1]}
        echo_json(result)
        return
    answer = _render(events, stream=not args.no_stream)
    usage = log.record(agent, conversation, text, answer, turn)
    if args.usage:
        echo_usage(usage, agent.provider_name)


def _collect(events: Iterator[AgentEvent]) -> dict[str, Any]:
    """The answer and the tool calls of ``events``, for ``ask --json``."""
    from tapyre._agent import AnswerEvent, ToolCallEvent, ToolResultEvent

    answer = ""
    calls: dict[str, dict[str, Any]] = {}
    for event in events:
        if isinstance(event, ToolCallEvent):
            calls[event.call_id] = {"tool": event.tool_id, "arguments": dict(event.arguments)}
        elif isinstance(event, ToolResultEvent) and event.call_id in calls:
            calls[event.call_id].update(status=event.status, output=event.output)
        elif isinstance(event, AnswerEvent):
            answer = event.text
    return {"answer": answer, "tool_calls": list(calls.values())}


@cli.command()
@_agent_options
@click.pass_context
def chat(ctx: click.Context, /, **options: Any) -> None:
    """Talk with the assistant; the conversation is kept until you leave.

    Type /reset to forget it, /exit (or Ctrl-D) to leave.  -c or --cid ID
    resume a logged conversation.
    """
    from tapyre._cli_logs import TurnRecorder, echo_usage

    args = _AgentArgs(**options)
    agent, log = _make_agent(ctx, args)
    _prepare(agent, check=True)  # one error before the first prompt, not one per turn
    conversation = agent.conversation(log.resume(args.continue_last, args.cid))
    interactive = sys.stdin.isatty()
    if interactive:
        click.echo("Tapyre chat. /reset forgets the conversation, /exit leaves.", err=True)
        if conversation.messages:
            click.echo(f"(continuing conversation {log.cid})", err=True)
    while True:
        try:
            line = click.prompt("you", prompt_suffix="> ", default="", show_default=False)
        except (click.Abort, EOFError):
            if interactive:
                click.echo(err=True)
            break
        text = line.strip()
        if not text:
            continue
        if text in ("/exit", "/quit"):
            break
        if text == "/reset":
            conversation.reset()
            log.restart()
            click.echo("(conversation forgotten)", err=True)
            continue
        try:
            turn = TurnRecorder()
            answer = _render(turn.watch(conversation.stream(text)), stream=not args.no_stream)
        except TapyreError as exc:
            # one bad turn (e.g. the server went away) does not end the chat
            click.secho(f"error: {exc}", err=True, fg="red")
            if not interactive:
                raise
            continue
        usage = log.record(agent, conversation, text, answer, turn)
        if args.usage:
            echo_usage(usage, agent.provider_name)


# ---------------------------------------------------------------------------
# plugins / tools / llms
# ---------------------------------------------------------------------------


@cli.group()
def plugins() -> None:
    """Installed plugins and their problems."""


def _registered_summary(registered: dict[str, tuple[str, ...]]) -> str:
    return "; ".join(f"{c}: {', '.join(registered[c])}" for c in CATEGORIES if c in registered)


@plugins.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def plugins_list(ctx: click.Context, as_json: bool) -> None:
    """Each plugin with its distribution, version, status and what it registered."""
    host = get_host(ctx)
    records = list(host.plugins.values())
    if as_json:
        echo_json(
            [
                {
                    "name": r.name,
                    "distribution": r.distribution,
                    "version": r.version,
                    "status": r.status.value,
                    "source": r.source,
                    "registered": {k: list(v) for k, v in r.registered.items()},
                    "error": r.error,
                    "warnings": r.warnings,
                }
                for r in records
            ]
        )
        return
    rows = [
        (
            r.name,
            f"{r.distribution or '-'} {r.version or ''}".strip(),
            r.status.value + (" (warnings)" if r.warnings else ""),
            r.error if r.error else _registered_summary(r.registered) or "-",
        )
        for r in records
    ]
    _table(("PLUGIN", "DISTRIBUTION", "STATUS", "REGISTERED / ERROR"), rows)
    needs_care = (PluginStatus.FAILED, PluginStatus.INCOMPATIBLE, PluginStatus.TIMED_OUT)
    bad = [r for r in records if r.status in needs_care]
    if bad or host.problems:
        click.echo("\nSome plugins need attention: run `tapyre plugins doctor`.", err=True)


@plugins.command("doctor")
@click.option("--strict", is_flag=True, help="Exit with code 1 when a plugin has a problem.")
@click.pass_context
def plugins_doctor(ctx: click.Context, strict: bool) -> None:
    """Explain every plugin problem: the error, its traceback and what to do."""
    host = get_host(ctx)
    problems = 0
    for record in host.plugins.values():
        if record.ok:
            continue
        problems += 1
        title = f"{record.name} ({record.status.value})"
        if record.distribution:
            title += f" - {record.distribution} {record.version or ''}".rstrip()
        click.secho(title, bold=True)
        if record.entry_point:
            click.echo(f"  entry point: {record.entry_point}")
        if record.error:
            click.echo(f"  error: {record.error}")
        for warning in record.warnings:
            click.echo(f"  warning: {warning}")
        if record.hint:
            click.echo(f"  what to do: {record.hint}")
        if record.traceback:
            click.echo("  traceback:")
            for line in record.traceback.rstrip().splitlines():
                click.echo(f"    {line}")
        click.echo()
    loaded = sum(r.status is PluginStatus.LOADED for r in host.plugins.values())
    if problems:
        click.echo(f"{problems} plugin(s) need attention; {loaded} loaded.")
        if strict:
            ctx.exit(1)
    else:
        click.echo(f"No problems: {loaded} plugin(s) loaded.")


@plugins.command("new")
@click.argument("name")
@click.option(
    "--dir",
    "parent",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path(),
    show_default=True,
    help="Folder to write the package into.",
)
def plugins_new(name: str, parent: Path) -> None:
    """Write a working plugin package tapyre-plugin-NAME: a tool, a test and a README.

    Then: cd tapyre-plugin-NAME && pip install -e '.[test]' && pytest.
    """
    from tapyre._scaffold import write_plugin

    folder = write_plugin(name, parent)
    click.echo(f"Wrote {folder}")
    click.echo(f"Next: cd {folder} && pip install -e '.[test]' && pytest", err=True)


@cli.group()
def tools() -> None:
    """Tools the agent can call."""


@tools.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output with schemas.")
@click.option(
    "--offline",
    is_flag=True,
    help="Do not start MCP servers: list their names instead of their tools.",
)
@click.pass_context
def tools_list(ctx: click.Context, as_json: bool, offline: bool) -> None:
    """Every tool with its stable id, side effects and description.

    Tools of MCP servers ([mcp.servers.NAME]) are listed as NAME:tool, which
    starts the servers; --offline leaves them stopped.
    """
    from tapyre.mcp._specs import server_specs

    host = get_host(ctx)
    registered = list(host.tools.values())
    specs = server_specs(host.config)
    if specs and not offline:
        from tapyre.mcp._toolbox import agent_tools

        ctx.call_on_close(lambda: _stop_mcp_servers(host))
        extra, problems = agent_tools(host, None, {t.model_name for t in registered})
        registered += extra
        for problem in problems:
            click.secho(f"warning: {problem}", err=True, fg="yellow")
    if as_json:
        echo_json(
            [
                {
                    "id": t.id,
                    "plugin": t.plugin,
                    "name": t.name,
                    "model_name": t.model_name,
                    "description": t.description,
                    "side_effects": sorted(e.value for e in t.tool.side_effects),
                    "parameters": dict(t.tool.parameters),
                }
                for t in registered
            ]
        )
        return
    if not registered and not specs:
        click.echo("No tools installed; plugins add them (see `tapyre plugins list`).")
        return
    rows = [
        (
            t.id,
            t.model_name if t.model_name != t.name else "",
            ", ".join(sorted(e.value for e in t.tool.side_effects)) or "-",
            _shorten((t.description.strip().splitlines() or [""])[0], 100),
        )
        for t in registered
    ]
    if offline:
        rows += [
            (f"{name}:*", "", "?", f"MCP server (not started): {spec.describe()}")
            for name, spec in specs.items()
        ]
    _table(("ID", "MODEL NAME", "SIDE EFFECTS", "DESCRIPTION"), rows)


@cli.group()
def llms() -> None:
    """LLM providers."""


@llms.command("list")
@click.option(
    "--options", "show_options", is_flag=True, help="The options each provider accepts with -o."
)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def llms_list(ctx: click.Context, show_options: bool, as_json: bool) -> None:
    """Each LLM (provider or alias), its model and whether its server answers (* = default).

    Only configured LLMs (and the default) are asked; an installed provider
    without an [llm.NAME] table is shown as not configured without contacting
    any server.  The built-in test provider "scripted" is listed only when
    configured.
    """
    from tapyre._host import BUILTIN_PLUGIN

    host = get_host(ctx)
    if show_options:
        _echo_provider_options(host, as_json)
        return
    try:
        selected: str | None = host.llm().name
    except TapyreError:
        selected = None
    rows: list[dict[str, Any]] = []
    for name in host.llm_names():
        row: dict[str, Any] = {"name": name, "default": name == selected, "models": []}
        try:
            choice = host.llm(name)
        except TapyreError as exc:  # an alias naming no installed provider
            kind = host.config.section("llm", name).get("provider")
            row.update(provider=kind, status="invalid", model=None, endpoint=None)
            rows.append(row | {"reachable": None, "error": exc.message})
            continue
        builtin = host.owner("llm_providers", choice.kind) == BUILTIN_PLUGIN
        if builtin and not choice.configured and name != selected:
            continue  # a test helper: shown once configured or selected
        settings = choice.settings
        row.update(provider=choice.kind, model=settings.get("model"), endpoint=None)
        row.update(reachable=None, error=None)
        if name == selected:
            row["status"] = "default"
        elif choice.configured:
            row["status"] = "configured"
        else:
            row["status"] = "not configured"
            rows.append(row)
            continue  # nothing to ask: no server is contacted for it
        try:
            status = choice.provider.status(settings)
            row.update(model=status.model, endpoint=status.endpoint, reachable=status.reachable)
            row.update(models=list(status.models), error=status.error)
        except Exception as exc:  # a provider's bug must not hide the others
            row.update(reachable=False, error=f"{exc}")
        rows.append(row)
    if as_json:
        echo_json(rows)
        return
    if not rows:
        click.echo(
            "No LLM providers installed: pip install tapyre-llm-ollama or tapyre-llm-openai."
        )
    else:
        _table(
            ("NAME", "PROVIDER", "STATUS", "MODEL", "ENDPOINT", "REACHABLE", "MODELS / ERROR"),
            [_llm_row(row) for row in rows],
        )
    if selected is None:
        click.echo('\nNo default LLM: set [core] llm = "NAME" or pass --llm NAME.', err=True)


def _echo_provider_options(host: Host, as_json: bool) -> None:
    """``llms list --options``: what each installed provider accepts with ``-o``."""
    option_rows = [
        (name, option_name, option.type_name, option.description)
        for name, provider in sorted(host.llm_providers.items())
        for option_name, option in sorted(provider.options.items())
    ]
    if as_json:
        keys = ("provider", "option", "type", "description")
        echo_json([dict(zip(keys, row, strict=True)) for row in option_rows])
    elif option_rows:
        _table(("PROVIDER", "OPTION", "TYPE", "DESCRIPTION"), option_rows)
    else:
        click.echo("No installed provider declares options.")


def _llm_row(row: dict[str, Any]) -> tuple[str, ...]:
    reachable = {True: "yes", False: "no", None: "-"}[row["reachable"]]
    models: list[str] = row["models"]
    note = row["error"] or ""
    if not note and models:
        note = ", ".join(models[:5]) + (" …" if len(models) > 5 else "")
    mark = "*" if row["default"] else ""
    return (
        f"{mark}{row['name']}",
        row["provider"] or "-",
        row["status"],
        row["model"] or "-",
        row["endpoint"] or "-",
        reachable,
        note,
    )


# ---------------------------------------------------------------------------
# config
# ---------------------------------------------------------------------------


@cli.group("config")
def config_group() -> None:
    """Show and change the configuration file."""


def _config(ctx: click.Context) -> Config:
    root = ctx.find_root()
    if isinstance(root.obj, Host):
        return root.obj.config
    return Config.load(root.meta.get(_CONFIG_PATH))


@config_group.command("path")
@click.pass_context
def config_path_command(ctx: click.Context) -> None:
    """Print the configuration file's path (it may not exist yet)."""
    root = ctx.find_root()
    if isinstance(root.obj, Host):
        click.echo(str(root.obj.config.path))
    else:  # not parsed: the path is what you need to fix a broken file
        click.echo(str(Config.locate(root.meta.get(_CONFIG_PATH))))


@config_group.command("show")
@click.option("--json", "as_json", is_flag=True, help="JSON instead of TOML.")
@click.pass_context
def config_show(ctx: click.Context, as_json: bool) -> None:
    """Print the effective configuration (file + TAPYRE_* overrides), secrets redacted."""
    host = get_host(ctx)
    secret_keys: set[str] = set()
    for provider in host.llm_providers.values():
        try:
            secret_keys.update(provider.redacted_keys())
        except Exception:  # a provider's bug must never un-redact the rest
            continue
    data = host.config.redacted(secret_keys)
    if as_json:
        echo_json(data)
        return
    import tomlkit

    click.echo(f"# {host.config.path}", err=True)
    text = tomlkit.dumps(data)
    click.echo(text.rstrip() if text.strip() else "# (empty)")


@config_group.command("set", context_settings={"ignore_unknown_options": True})
@click.argument("key")
@click.argument("value")
@click.pass_context
def config_set(ctx: click.Context, key: str, value: str) -> None:
    """Set KEY (dotted, e.g. core.llm or llm.ollama.model) to VALUE in the file.

    VALUE is read as TOML when it parses (3, true, ["a", "b"]), else as a
    string; a negative number (-5) is a value, not an option.  KEY and VALUE
    are checked against the schema of KEY's table (`tapyre config keys`);
    tables no installed plugin declares are saved with a warning.
    """
    from tapyre._config import is_secret_key
    from tapyre._config_schema import ConfigSchema

    try:
        host = get_host(ctx)
    except TapyreError as exc:
        # the file may be broken in a way that `config set` is there to fix:
        # check against the core's own schemas, without installed plugins
        click.echo(f"warning: {exc}; checking against the core's settings only", err=True)
        host = Host(Config.load(ctx.find_root().meta.get(_CONFIG_PATH)), load_entrypoints=False)
    config = host.config
    parsed = parse_value(value)
    for warning in ConfigSchema(host).check_set(key, parsed, config.as_dict()):
        click.echo(f"warning: {warning}", err=True)
    config.set(key, parsed)
    path = config.save()
    shown = "***" if is_secret_key(key.rsplit(".", 1)[-1]) else json.dumps(parsed, default=str)
    click.echo(f"{key} = {shown} (saved to {path})")
    overriding = "TAPYRE_" + "__".join(key.upper().split("."))
    if overriding in config.env:
        click.echo(f"note: {overriding} is set in the environment and overrides this.", err=True)


@config_group.command("keys")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def config_keys(ctx: click.Context, as_json: bool) -> None:
    """Every known setting: key, type, default, environment variable and description.

    Lists the tables of the core, of each installed LLM provider (and alias)
    and component, and those plugins declare.
    """
    from tapyre._config_schema import ConfigSchema

    host = get_host(ctx)
    rows = ConfigSchema(host).known_settings(host.config.as_dict())
    if as_json:
        echo_json(
            [
                {
                    "key": r.key,
                    "type": r.setting.type,
                    "allowed": r.setting.allowed(),
                    "default": r.setting.default,
                    "env": r.env,
                    "description": r.setting.description,
                }
                for r in rows
            ]
        )
        return
    _table(
        ("KEY", "TYPE", "DEFAULT", "ENVIRONMENT", "DESCRIPTION"),
        [
            (
                r.key,
                r.setting.type,
                "-" if r.setting.default is None else json.dumps(r.setting.default),
                r.env,
                r.setting.description,
            )
            for r in rows
        ],
    )


@cli.command("completion")
@click.argument("shell", type=click.Choice(["bash", "zsh", "fish"]))
def completion(shell: str) -> None:
    """Print the shell completion script for SHELL (bash, zsh or fish).

    E.g. add `eval "$(tapyre completion bash)"` to ~/.bashrc.
    """
    from click.shell_completion import get_completion_class

    completer = get_completion_class(shell)
    assert completer is not None  # click knows the three choices
    click.echo(completer(cli, {}, "tapyre", COMPLETE_ENV).source())


COMPLETE_ENV = "_TAPYRE_COMPLETE"
"""click's completion variable for the ``tapyre`` script (``bash_source`` etc.)."""


# ---------------------------------------------------------------------------
# logs / keys / mcp (in their own modules)
# ---------------------------------------------------------------------------


def _add_command_groups() -> None:
    from tapyre._cli_keys import keys
    from tapyre._cli_logs import logs
    from tapyre.mcp._cli import mcp_group

    for group in (logs, keys, mcp_group):
        cli.add_command(group)


_add_command_groups()


# ---------------------------------------------------------------------------
# output helpers and entry point
# ---------------------------------------------------------------------------


def _shorten(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _table(headers: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
    cells = [headers, *[tuple("" if c is None else str(c) for c in row) for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers) - 1)]
    for index, row in enumerate(cells):
        line = "  ".join(c.ljust(w) for c, w in zip(row[:-1], widths, strict=True))
        text = f"{line}  {row[-1]}".rstrip()
        click.secho(text, bold=index == 0) if index == 0 else click.echo(text)


def main(args: list[str] | None = None) -> None:
    """Console-script entry point (``tapyre``)."""
    try:
        cli.main(args=args, prog_name="tapyre")
    except TapyreError as exc:  # raised outside a command, e.g. while parsing
        TapyreCommandError(exc, color=False if "--no-color" in (args or sys.argv) else None).show()
        sys.exit(exc.exit_code)


if __name__ == "__main__":
    main()
