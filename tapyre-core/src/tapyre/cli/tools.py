"""``tapyre tools list``: every tool the agent can call, MCP servers' tools included."""

from __future__ import annotations

import click

from tapyre.cli._context import get_host, stop_mcp_servers_at_exit
from tapyre.cli._output import echo_json, echo_table, shorten


@click.group()
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
        stop_mcp_servers_at_exit(ctx, host)
        extra, problems = host.mcp.agent_tools(None, {t.model_name for t in registered})
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
            shorten((t.description.strip().splitlines() or [""])[0], 100),
        )
        for t in registered
    ]
    if offline:
        rows += [
            (f"{name}:*", "", "?", f"MCP server (not started): {spec.describe()}")
            for name, spec in specs.items()
        ]
    echo_table(("ID", "MODEL NAME", "SIDE EFFECTS", "DESCRIPTION"), rows)
