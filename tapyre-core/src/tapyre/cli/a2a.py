"""``tapyre a2a``: remote A2A agents for the local agents (``add``, ``list``, ``remove``) and
serving an agent over A2A (``serve``).

Importing this module imports click only; the A2A SDK is imported when an
agent card is fetched or the server starts.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from tapyre._errors import ConfigError
from tapyre.a2a._serve_settings import DEFAULT_PORT
from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json, echo_table, shorten
from tapyre.cli._serve_options import allow_option, serve_options
from tapyre.cli._tables import refuse_existing, remove_table


@click.group("a2a")
def a2a() -> None:
    """A2A: remote agents as tools of the local ones, and a local agent served to others."""


@a2a.command("add")
@click.argument("name")
@click.argument("url")
@click.option("--key", "ask_key", is_flag=True, help="Ask for its API key (stored as a2a.NAME).")
@click.option("--description", help="What it does, for the local models (default: its card's).")
@click.option("--timeout", type=click.FloatRange(min=0.001), help="Seconds one task may take.")
@click.option("--max-bytes", type=click.IntRange(min=1024), help="Most bytes one task may take.")
@click.option("--no-check", is_flag=True, help="Do not fetch its agent card now.")
@click.pass_context
def a2a_add(  # noqa: PLR0917
    ctx: click.Context,
    name: str,
    url: str,
    ask_key: bool,
    description: str | None,
    timeout: float | None,
    max_bytes: int | None,
    no_check: bool,
) -> None:
    """Add the remote A2A agent NAME served at URL (its card: URL/.well-known/agent-card.json).

    The agent card is fetched first, so that a wrong URL or key fails now.
    Its key, if it needs one, is kept in the keys file as a2a.NAME (--key asks
    for it; `tapyre keys set a2a.NAME` does the same), never in the config.
    """
    from tapyre._keys import KeyStore
    from tapyre._paths import keys_path
    from tapyre.a2a._remotes import key_name, parse_remote
    from tapyre.agents._specs import check_agent_name

    host = get_host(ctx)
    config = host.config
    check_agent_name(name, "a2a add")
    refuse_existing(config, "a2a.remotes", name, "an A2A agent", "a2a")
    if name in host.agents:
        raise ConfigError(
            f"{name!r} already names a local agent ([agents.{name}])",
            hint="Pick another name: agents are called by name, local or remote.",
        )
    table: dict[str, object] = {"url": url}
    if timeout is not None:
        table["timeout"] = timeout
    if max_bytes is not None:
        table["max_bytes"] = max_bytes
    spec = parse_remote(name, table)  # checked before anything is fetched or written
    table["url"] = spec.url
    keys = KeyStore(keys_path(config))
    key = _read_key(name) if ask_key else keys.get(key_name(name))
    if not no_check:
        card = host.a2a.card(name, spec.url, key=key)
        skills = ", ".join(card.skills) or "none"
        click.echo(
            f"Agent card: {card.name} {card.version} ({', '.join(card.bindings)}); "
            f"skills: {shorten(skills, 200)}",
            err=True,
        )
        description = description or card.description
    if description:
        table["description"] = description
    if ask_key and key:
        keys.set(key_name(name), key)
    config.set(f"a2a.remotes.{name}", table)
    path = config.save()
    click.echo(f"A2A agent {name} ({spec.url}) added to {path}.")


def _read_key(name: str) -> str:
    if sys.stdin.isatty():
        value: str = click.prompt(f"API key of {name}", hide_input=True, err=True)
        return value.strip()
    value = sys.stdin.readline().strip()
    if not value:
        raise ConfigError(f"no key for {name!r} on standard input; nothing was stored")
    return value


@a2a.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--check", is_flag=True, help="Fetch each agent's card and say whether it answers.")
@click.pass_context
def a2a_list(ctx: click.Context, as_json: bool, check: bool) -> None:
    """The configured remote A2A agents (--check asks each for its card)."""
    from tapyre._keys import KeyStore
    from tapyre._paths import keys_path
    from tapyre.a2a._errors import A2AError

    host = get_host(ctx)
    keys = KeyStore(keys_path(host.config))
    rows = []
    for spec in host.a2a.specs().values():
        key = keys.get(spec.key_name)
        row: dict[str, object] = {
            "name": spec.name,
            "url": spec.url,
            "key": "stored" if key else "none",
            "timeout": spec.timeout,
            "max_bytes": spec.max_bytes,
            "description": spec.description,
        }
        if check:
            try:
                card = host.a2a.card(spec.name, spec.url, key=key, timeout=min(spec.timeout, 30))
                row["status"] = f"ok: {card.name} {card.version}, {len(card.skills)} skill(s)"
            except A2AError as exc:
                row["status"] = f"error: {exc}"
        rows.append(row)
    if as_json:
        echo_json(rows)
        return
    if not rows:
        click.echo("No A2A agents configured; add one with `tapyre a2a add NAME URL`.")
        return
    headers = ("NAME", "URL", "KEY", "STATUS" if check else "DESCRIPTION")
    echo_table(
        headers,
        [
            (
                r["name"],
                r["url"],
                r["key"],
                r["status"] if check else shorten(str(r["description"]), 60),
            )
            for r in rows
        ],
    )


@a2a.command("remove")
@click.argument("name")
@click.pass_context
def a2a_remove(ctx: click.Context, name: str) -> None:
    """Remove the remote A2A agent NAME, and its stored key."""
    from tapyre._keys import KeyStore
    from tapyre._paths import keys_path
    from tapyre.a2a._remotes import key_name

    config = get_host(ctx).config
    path = remove_table(config, "a2a.remotes", name, "A2A agent")
    removed = KeyStore(keys_path(config)).remove(key_name(name))
    click.echo(f"A2A agent {name} removed from {path}{' with its stored key' if removed else ''}.")


@a2a.command("serve")
@click.option(
    "--agent", "agent", metavar="NAME", help="Serve this named agent (default: the default one)."
)
@serve_options(
    port=DEFAULT_PORT,
    host_help="Address to listen on; beyond loopback an API key is required.",
    port_help="Port to listen on (0: any free port).",
    api_key_help="Key every request but the agent card's must send (Authorization: Bearer KEY "
    "or X-API-Key: KEY). Default: [a2a.serve] api_key (TAPYRE_A2A__SERVE__API_KEY).",
)
@allow_option("Let the agent run this side-effecting tool (id, name or side effect; '*': all).")
@click.option(
    "--public-url",
    default=None,
    metavar="URL",
    help="URL the agent card advertises (behind a proxy). Default: [a2a.serve] public_url.",
)
@click.pass_context
def a2a_serve(  # noqa: PLR0917
    ctx: click.Context,
    agent: str | None,
    bind: str,
    port: int,
    api_key: str | None,
    allow: tuple[str, ...],
    public_url: str | None,
) -> None:
    """Serve an agent to A2A clients: the agent card, JSON-RPC at / and HTTP+JSON at /rest.

    Tasks (with their history) are kept in SQLite across restarts and can be
    cancelled; replies stream.  The core's server guard stands in front (Host
    and Origin checks, limits; an API key beyond loopback: [a2a.serve]).
    Nobody is there to confirm a tool call: side-effecting tools run only
    when allowed (--allow or [core] allow_side_effects).
    """
    from tapyre.a2a._serve import CARD_PATH, serve
    from tapyre.a2a._serve_settings import serve_settings
    from tapyre.a2a._server import skill_names

    host = get_host(ctx)
    settings = serve_settings(host.config, api_key=api_key, public_url=public_url)

    def ready(built: Any, url: str) -> None:
        skills = ", ".join(skill_names(built.card))
        click.echo(f"Serving the A2A agent {built.card.name} (skills: {skills}) on {url}", err=True)
        click.echo(
            f"  agent card: {url}{CARD_PATH} · JSON-RPC: / · HTTP+JSON: /rest · "
            f"tasks: {settings.tasks_db}",
            err=True,
        )
        for notice in built.agent.notices:
            click.echo(f"  note: {notice}", err=True)

    serve(host, agent, settings, bind=bind, port=port, allow=allow, ready=ready)
