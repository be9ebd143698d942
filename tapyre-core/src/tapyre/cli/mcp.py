"""``tapyre mcp``: configure MCP servers (``add``, ``list``, ``remove``) and serve Tapyre's tools.

Importing this module imports click only; the MCP SDK is imported by ``serve``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click

from tapyre._errors import ConfigError
from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json, echo_table
from tapyre.cli._serve_options import allow_option, serve_options
from tapyre.cli._tables import refuse_existing, remove_table
from tapyre.mcp._specs import parse_spec, server_specs


@click.group("mcp")
def mcp() -> None:
    """MCP: other servers' tools for the agent, and Tapyre's tools for other assistants."""


@mcp.command("add", context_settings={"ignore_unknown_options": True})
@click.argument("name")
@click.argument("command", nargs=-1, type=click.UNPROCESSED)
@click.option("--url", help="A streamable HTTP server's URL instead of a command.")
@click.option("--header", "headers", multiple=True, metavar="NAME:VALUE", help="HTTP header.")
@click.option("--env", "env", multiple=True, metavar="KEY=VALUE", help="Environment variable.")
@click.option("--cwd", help="Working folder of the server's process.")
@click.option("--timeout", type=float, help="Seconds for start-up and each call (default 60).")
@click.pass_context
def mcp_add(  # noqa: PLR0917
    ctx: click.Context,
    name: str,
    command: tuple[str, ...],
    url: str | None,
    headers: tuple[str, ...],
    env: tuple[str, ...],
    cwd: str | None,
    timeout: float | None,
) -> None:
    """Add the MCP server NAME: `tapyre mcp add NAME -- COMMAND ARGS…` or `--url URL`.

    COMMAND is stored as the absolute path it has now (found on PATH), and an
    argument naming an existing file here (server.py) as its absolute path.
    """
    config = get_host(ctx).config
    refuse_existing(config, "mcp.servers", name, "an MCP server", "mcp")
    table: dict[str, object] = {}
    if command:
        table["command"] = command[0]
        table["args"] = list(command[1:])
    if url:
        table["url"] = url
    if env:
        table["env"] = dict(_pair(e, "=", "--env") for e in env)
    if headers:
        table["headers"] = dict(_pair(h, ":", "--header") for h in headers)
    if cwd:
        table["cwd"] = cwd
    if timeout is not None:
        table["timeout"] = timeout
    parse_spec(name, table)  # the name and the settings, before anything is looked up
    if command:
        # later commands run from other folders and with another PATH: keep what
        # the names mean now
        table["command"] = absolute_command(command[0], cwd)
        table["args"] = [_absolute_argument(a) if cwd is None else a for a in command[1:]]
    spec = parse_spec(name, table)
    config.set(f"mcp.servers.{name}", table)
    path = config.save()
    click.echo(f"MCP server {name} ({spec.transport}: {spec.describe()}) added to {path}.")


def absolute_command(command: str, cwd: str | None = None) -> str:
    """``command`` as an absolute path: a bare name found on PATH now, or a path made absolute
    (relative to ``cwd`` when given), symbolic links kept (a virtual environment's python
    is a link to another interpreter).

    :raises ConfigError: a name not on PATH, or a path to no file.
    """
    import os
    import shutil

    if os.sep not in command and not (os.altsep and os.altsep in command):
        found = shutil.which(command)
        if found is None:
            raise ConfigError(
                f"command {command!r} is not on PATH; nothing was added",
                hint="Install it first, or give its full path.",
            )
        return _absolute(Path(found))
    path = Path(command).expanduser()
    if cwd is not None and not path.is_absolute():
        path = Path(cwd).expanduser() / path
    if not path.is_file():
        raise ConfigError(f"command {command}: no such file; nothing was added")
    return _absolute(path)


def _absolute_argument(argument: str) -> str:
    """An argument naming an existing file or folder relative to here, made absolute."""
    path = Path(argument)
    if argument.startswith("-") or path.is_absolute() or not path.exists():
        return argument
    return _absolute(path)


def _absolute(path: Path) -> str:
    """``path`` made absolute and tidied (``..`` folded) without following symbolic links."""
    import os

    return os.path.normpath(path.absolute())


def _pair(text: str, separator: str, option: str) -> tuple[str, str]:
    key, sep, value = text.partition(separator)
    if not sep or not key.strip():
        raise ConfigError(f"{option} {text!r} must look like NAME{separator}VALUE")
    return key.strip(), value.strip()


@mcp.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def mcp_list(ctx: click.Context, as_json: bool) -> None:
    """The configured MCP servers (none is started; `tapyre tools list` shows their tools)."""
    specs = server_specs(get_host(ctx).config)
    if as_json:
        echo_json(
            [
                {
                    "name": s.name,
                    "transport": s.transport,
                    "target": s.describe(),
                    "timeout": s.timeout,
                }
                for s in specs.values()
            ]
        )
        return
    if not specs:
        click.echo("No MCP servers configured; add one with `tapyre mcp add NAME -- COMMAND`.")
        return
    echo_table(
        ("NAME", "TRANSPORT", "COMMAND / URL"),
        [(s.name, s.transport, s.describe()) for s in specs.values()],
    )


@mcp.command("remove")
@click.argument("name")
@click.pass_context
def mcp_remove(ctx: click.Context, name: str) -> None:
    """Remove the MCP server NAME from the configuration."""
    path = remove_table(get_host(ctx).config, "mcp.servers", name, "MCP server")
    click.echo(f"MCP server {name} removed from {path}.")


@mcp.command("serve")
@click.option("--http", is_flag=True, help="Serve streamable HTTP instead of stdio.")
@serve_options(
    port=8765,
    host_help="Address --http listens on; beyond loopback an API key is required.",
    port_help="Port for --http (0: any free port).",
    api_key_help="Key every --http request must send (Authorization: Bearer KEY or "
    "X-API-Key: KEY). Default: [mcp.serve] api_key (TAPYRE_MCP__SERVE__API_KEY).",
)
@allow_option("Also serve this side-effecting tool (id, name or side effect; '*': all).")
@click.pass_context
def mcp_serve(  # noqa: PLR0917
    ctx: click.Context,
    http: bool,
    bind: str,
    port: int,
    api_key: str | None,
    allow: tuple[str, ...],
) -> None:
    """Serve Tapyre's tools to MCP clients (desktop assistants, editors).

    Over stdio by default (the client starts `tapyre mcp serve`); --http
    listens on http://127.0.0.1:PORT/mcp behind the server guard (Host and
    Origin checks, the API key, limits: [mcp.serve]).  Tools with side
    effects are served only when allowed (--allow or [core] allow_side_effects).
    """
    from tapyre.mcp._server import exposed_tools, serve_http, serve_stdio

    host = get_host(ctx)
    guard = None
    if http:
        from tapyre.mcp._serve_settings import TABLE, mcp_serve_guard
        from tapyre.serving import require_key_beyond_loopback

        guard = mcp_serve_guard(host.config, api_key)  # checked before anything starts
        require_key_beyond_loopback(bind, guard.api_key, table=TABLE, what="Tapyre's tools")
    served = exposed_tools(host, allow)
    click.echo(serving_note(host, served), err=True)
    stop_on_sigterm()
    if http:
        serve_http(
            host,
            port,
            allow,
            ready=lambda url: click.echo(f"MCP endpoint: {url}", err=True),
            bind=bind,
            guard=guard,
        )
    else:
        serve_stdio(host, allow)


def stop_on_sigterm() -> None:
    """Exit on SIGTERM (an MCP client ending its server) through the command's cleanup:
    the host closes and stops the MCP servers it started itself.  Without this Python
    dies at once and they live on.  (uvicorn installs its own handler for --http, which
    stops the server the same way.)"""
    import signal
    import sys

    if sys.platform == "win32":
        return

    def interrupted(signum: int, frame: object) -> None:
        sys.exit(128 + signum)

    signal.signal(signal.SIGTERM, interrupted)


def serving_note(host: Any, served: Mapping[str, Any]) -> str:
    """``Serving N tool(s)`` and why the others are not served: side effects not
    allowed, or no LLM configured for the tools that need one."""
    served_ids = {registered.id for registered in served.values()}
    left_out = [r for r in host.tools.values() if r.id not in served_ids]
    need_llm = sorted(r.model_name for r in left_out if r.tool.needs_llm)
    hidden = len(left_out) - len(need_llm)
    notes = [f"{hidden} with side effects hidden; --allow TOOL serves one"] if hidden else []
    if need_llm:
        notes.append(
            f"{', '.join(need_llm)} need an LLM and none is configured: "
            "tapyre config set core.llm NAME"
        )
    note = f" ({'; '.join(notes)})" if notes else ""
    return f"Serving {len(served)} tool(s){note}."
