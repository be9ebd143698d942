"""``tapyre llms list``: each LLM (provider or alias), its model and whether its server answers."""

from __future__ import annotations

from typing import Any

import click

from tapyre._errors import TapyreError
from tapyre._host import Host
from tapyre._loading import BUILTIN_PLUGIN
from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json, echo_table


@click.group()
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
        echo_table(
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
        echo_table(("PROVIDER", "OPTION", "TYPE", "DESCRIPTION"), option_rows)
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
