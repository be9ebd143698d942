"""``tapyre apps``: list and launch desktop applications from the command line.

Errors are :class:`~tapyre.TapyreError` subclasses, which the ``tapyre``
command prints as one line with exit code 1.
"""

from __future__ import annotations

import click

from tapyre_plugin_applauncher.catalog import load_catalog
from tapyre_plugin_applauncher.errors import AppLauncherError
from tapyre_plugin_applauncher.launcher import describe_argv, plan_launch, start
from tapyre_plugin_applauncher.matching import search_apps
from tapyre_plugin_applauncher.tools import describe_app, ensure_supported, resolve_app


@click.group(name="apps")
def apps() -> None:
    """List and launch the installed desktop applications."""


@apps.command(name="list")
@click.argument("query", required=False, default="")
@click.option(
    "--all",
    "show_all",
    is_flag=True,
    help="Also list the desktop entries left out (hidden, invalid …) with the reason.",
)
def list_command(query: str, show_all: bool) -> None:
    """List applications, or those matching QUERY (name, generic name, keyword)."""
    ensure_supported()
    catalog = load_catalog()
    folders = ", ".join(str(d) for d in catalog.dirs)
    found = search_apps(query, catalog.apps)
    if not catalog.apps:
        click.echo(f"No desktop applications found (searched {folders}).")
    elif not found:
        click.echo(f"No application matches {query!r} ({len(catalog.apps)} installed).")
    for app in found:
        click.echo(describe_app(app))
    if show_all and catalog.excluded:
        click.echo(f"\nLeft out ({len(catalog.excluded)}):")
        for item in catalog.excluded:
            click.echo(f"{item.id}: {item.reason} [{item.path}]")


@apps.command(name="launch")
@click.argument("name")
@click.argument("file_or_url", required=False)
@click.option(
    "--dry-run",
    is_flag=True,
    help="Print the exact argument list (as JSON) instead of starting the application.",
)
def launch_command(name: str, file_or_url: str | None, dry_run: bool) -> None:
    """Launch the application NAME (name or desktop-file ID), opening FILE_OR_URL if given."""
    ensure_supported()
    found = resolve_app(name, load_catalog())
    if isinstance(found, list):
        candidates = ", ".join(f"{app.name} ({app.id})" for app in found)
        raise AppLauncherError(
            f"several applications match {name!r}: {candidates}",
            hint="Name one by its desktop-file ID.",
        )
    plan = plan_launch(found, file_or_url)
    if dry_run:
        click.echo(describe_argv(plan.argv))
        if plan.cwd:
            click.echo(f"working folder: {plan.cwd}", err=True)
        return
    launched = start(plan)
    click.echo(f"Started {found.name} ({found.id}) as process {launched.pid}.")
