"""``tapyre config``: the configuration file (path, show, set) and every known setting (keys)."""

from __future__ import annotations

import json
from typing import Any

import click

from tapyre._config import Config, is_secret_key, parse_value
from tapyre._config_schema import ConfigSchema
from tapyre._errors import ConfigError, TapyreError
from tapyre._host import Host
from tapyre._schema import markdown_table
from tapyre.cli._context import config_path, get_host
from tapyre.cli._output import echo_json, echo_table


@click.group("config")
def config() -> None:
    """Show and change the configuration file."""


@config.command("path")
@click.pass_context
def config_path_command(ctx: click.Context) -> None:
    """Print the configuration file's path (it may not exist yet)."""
    root = ctx.find_root()
    if isinstance(root.obj, Host):
        click.echo(str(root.obj.config.path))
    else:  # not parsed: the path is what you need to fix a broken file
        click.echo(str(Config.locate(config_path(ctx))))


@config.command("show")
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


@config.command("set", context_settings={"ignore_unknown_options": True})
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
    try:
        host = get_host(ctx)
    except TapyreError as exc:
        # the file may be broken in a way that `config set` is there to fix:
        # check against the core's own schemas, without installed plugins
        click.echo(f"warning: {exc}; checking against the core's settings only", err=True)
        host = Host(Config.load(config_path(ctx)), load_entrypoints=False)
    settings = host.config
    parsed = parse_value(value)
    for warning in ConfigSchema(host).check_set(key, parsed, settings.as_dict()):
        click.echo(f"warning: {warning}", err=True)
    settings.set(key, parsed)
    path = settings.save()
    shown = "***" if is_secret_key(key.rsplit(".", 1)[-1]) else json.dumps(parsed, default=str)
    click.echo(f"{key} = {shown} (saved to {path})")
    overriding = "TAPYRE_" + "__".join(key.upper().split("."))
    if overriding in settings.env:
        click.echo(f"note: {overriding} is set in the environment and overrides this.", err=True)


@config.command("keys")
@click.argument("tables", nargs=-1, metavar="[TABLE]...")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option(
    "--markdown",
    is_flag=True,
    help="One Markdown table per configuration table, as the READMEs show them.",
)
@click.pass_context
def config_keys(ctx: click.Context, tables: tuple[str, ...], as_json: bool, markdown: bool) -> None:
    """Every known setting: key, type, default, environment variable and description.

    Lists the tables of the core, of each installed LLM provider (and alias)
    and component, and those plugins declare; TABLE (e.g. llm.ollama, papers)
    lists only those.  --markdown prints the tables the package READMEs hold,
    generated from the same declarations.
    """
    host = get_host(ctx)
    schema = ConfigSchema(host)
    data = host.config.as_dict()
    rows = schema.known_settings(data)
    if tables:
        unknown = sorted(set(tables) - {r.table for r in rows})
        if unknown:
            known = ", ".join(sorted({r.table for r in rows}))
            raise ConfigError(f"no declared table {', '.join(unknown)}", hint=f"Known: {known}.")
        rows = [r for r in rows if r.table in tables]
    if markdown:
        _echo_markdown(schema, data, list(dict.fromkeys(r.table for r in rows)))
        return
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
    echo_table(
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


def _echo_markdown(schema: ConfigSchema, data: dict[str, Any], tables: list[str]) -> None:
    for index, table in enumerate(tables):
        declared = schema.schema(table, data)
        if declared is None:
            continue
        if len(tables) > 1:
            if index:
                click.echo()
            click.echo(f"#### [{table}]\n")
        click.echo(markdown_table(declared, table), nl=False)
