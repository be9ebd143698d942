"""``tapyre agents``: the named agents of the configuration (``[agents.NAME]``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json, echo_table, shorten

if TYPE_CHECKING:
    from tapyre._host import Host


@click.group("agents")
def agents() -> None:
    """Named agents: [agents.NAME] tables, used with `ask --agent NAME`."""


@agents.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def agents_list(ctx: click.Context, as_json: bool) -> None:
    """Every named agent: its LLM, tools, the agents it delegates to, and what it does.

    Nothing is started: MCP servers are named, not asked for their tools.
    """
    host = get_host(ctx)
    rows = [_row(host, name) for name in host.agents]
    if as_json:
        echo_json(rows)
        return
    if not rows:
        click.echo(
            "No named agents; declare one as an [agents.NAME] table "
            '(docs/agents.md), e.g. `tapyre config set agents.helper.description "…"`.'
        )
        return
    echo_table(
        ("NAME", "LLM", "TOOLS", "DELEGATES TO", "DESCRIPTION"),
        [
            (
                r["name"],
                r["llm"] or "(default)",
                shorten(", ".join(r["tools"]) or "none", 40),
                ", ".join(r["agents"]) or "-",
                shorten(r["description"], 60),
            )
            for r in rows
        ],
    )


@agents.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def agents_show(ctx: click.Context, name: str, as_json: bool) -> None:
    """The agent NAME: its settings and the tools its references resolve to."""
    from tapyre.agents._build import named_spec

    host = get_host(ctx)
    named_spec(host, name)  # a one-line error for an unknown name
    row = _row(host, name)
    if as_json:
        echo_json(row)
        return
    for key in ("name", "description", "llm", "model", "options", "max_iterations", "timeout"):
        value = row[key]
        if value not in (None, {}, ""):
            click.echo(f"{key}: {value}")
    click.echo(f"system prompt: {row['system_prompt'] or '(the default)'}")
    click.echo("tools: " + (", ".join(row["tools"]) or "none"))
    click.echo("delegates to: " + (", ".join(row["agents"]) or "none"))


def _row(host: Host, name: str) -> dict[str, Any]:
    """One agent as listed: its table, and its references resolved (MCP servers named)."""
    from tapyre.agents._toolset import resolve_tools

    spec = host.agents[name]
    toolset = resolve_tools(host, spec.tools, spec.agents)
    tools = [t.id for t in toolset.registered]
    if toolset.mcp_refs is None:
        tools += [f"{server}:*" for server in host.config.section("mcp", "servers")]
    else:
        tools += toolset.mcp_refs
    return {
        "name": spec.name,
        "description": spec.description,
        "llm": spec.llm,
        "model": spec.model,
        "options": dict(spec.options),
        "system_prompt": spec.system_prompt,
        "tools": tools,
        "agents": toolset.delegates,
        "max_iterations": spec.max_iterations,
        "timeout": spec.timeout,
    }
