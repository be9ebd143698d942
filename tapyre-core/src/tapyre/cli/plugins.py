"""``tapyre plugins``: the installed plugins (list), their problems (doctor), a new one (new)."""

from __future__ import annotations

from pathlib import Path

import click

from tapyre._loading import PluginStatus
from tapyre._registry import CATEGORIES
from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json, echo_table


@click.group()
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
    echo_table(("PLUGIN", "DISTRIBUTION", "STATUS", "REGISTERED / ERROR"), rows)
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

    Then run the line it prints: it installs the package with the tapyre-core
    it was written with (from that core's folder in your clone) and runs its tests.
    """
    from tapyre._install_source import CORE, requirement
    from tapyre._scaffold import write_plugin

    folder = write_plugin(name, parent)
    click.echo(f"Wrote {folder}")
    core = requirement(CORE, "test")
    click.echo(f"Next: cd {folder} && pip install {core} -e '.[test]' && pytest", err=True)
