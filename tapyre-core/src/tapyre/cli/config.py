"""``tapyre config``: the configuration file (path, show, set, unset) and every known setting."""

from __future__ import annotations

import json
from typing import Any

import click

from tapyre._config import Config, is_secret_key, parse_value
from tapyre._config_report import environment_keys, redacted_keys
from tapyre._config_schema import ConfigSchema
from tapyre._errors import ConfigError, TapyreError
from tapyre._host import Host
from tapyre._schema import did_you_mean, markdown_table
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
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="One JSON object: the file's path, the settings, which came from the environment "
    "and which were redacted.",
)
@click.pass_context
def config_show(ctx: click.Context, as_json: bool) -> None:
    """Print the effective configuration (file + TAPYRE_* overrides), secrets redacted.

    Values set by an environment variable are marked with it.
    """
    host = get_host(ctx)
    secret_keys: set[str] = set()
    for provider in host.llm_providers.values():
        try:
            secret_keys.update(provider.redacted_keys())
        except Exception:  # a provider's bug must never un-redact the rest
            continue
    data = host.config.redacted(secret_keys)
    from_env = environment_keys(host.config)
    path = host.config.path
    if as_json:
        echo_json(
            {
                "path": str(path) if path else None,
                "exists": bool(path and path.is_file()),
                "settings": data,
                "from_environment": from_env,
                "redacted": redacted_keys(host.config.as_dict(), data),
            }
        )
        return
    click.echo(f"# {path}", err=True)
    text = _toml_with_sources(data, from_env)
    click.echo(text.rstrip() if text.strip() else "# (empty)")


def _toml_with_sources(data: dict[str, Any], from_env: dict[str, str]) -> str:
    """``data`` as TOML, each value a variable set marked ``# from TAPYRE_…``."""
    import tomlkit

    document = tomlkit.document()
    for key, value in data.items():
        document[key] = value
    for dotted, variable in from_env.items():
        node: Any = document
        parts = dotted.split(".")
        for part in parts[:-1]:
            node = node.get(part) if hasattr(node, "get") else None
        if node is not None and hasattr(node, "get") and parts[-1] in node:
            item = node[parts[-1]]
            if hasattr(item, "comment") and not isinstance(item, dict):
                item.comment(f"from {variable}")
    return tomlkit.dumps(document)


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


@config.command("unset")
@click.argument("key")
@click.pass_context
def config_unset(ctx: click.Context, key: str) -> None:
    """Remove KEY (dotted, e.g. core.llm, or a whole table such as llm.work) from the file.

    Comments and the other settings are kept; tables left empty are removed.
    The setting's default (or a TAPYRE_* variable, which still wins) applies again.
    """
    try:
        settings = get_host(ctx).config
    except TapyreError as exc:  # as for `config set`: a broken table may be what you remove
        click.echo(f"warning: {exc}", err=True)
        settings = Config.load(config_path(ctx))
    if not all(key.split(".")):
        raise ConfigError(f"invalid configuration key {key!r}: use dotted names like core.llm")
    before = settings.get(key)
    if not settings.unset(key):
        raise ConfigError(
            f"{key} is not set in {settings.path}; nothing was changed{_close_key(settings, key)}",
            hint="`tapyre config show` prints what the file sets.",
        )
    path = settings.save()
    what = f"table [{key}]" if isinstance(before, dict) else key
    click.echo(f"Removed {what} from {path}.")
    overriding = "TAPYRE_" + "__".join(key.upper().split("."))
    if overriding in settings.env:
        click.echo(f"note: {overriding} is set in the environment and still sets it.", err=True)


def _close_key(settings: Config, key: str) -> str:
    """`` (did you mean core.llm?)`` among the keys set in the same table of the file."""
    table, _, _name = key.rpartition(".")
    try:
        node = settings.section(*table.split(".")) if table else settings.as_dict()
    except ConfigError:
        return ""
    return did_you_mean(key, [f"{table}.{k}" if table else k for k in node])


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
