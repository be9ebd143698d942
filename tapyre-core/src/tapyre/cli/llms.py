"""``tapyre llms``: each LLM (provider or alias), its model and whether its server answers
(``list``), and the default options saved per model (``options set|show|clear``)."""

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
        from tapyre._install_source import sibling_package

        click.echo(
            "No LLM providers installed; install one, e.g. "
            f"pip install {sibling_package('tapyre-llm-openai')}"
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


@llms.group("options")
def llms_options() -> None:
    """Default options saved per model, used by every ask and chat with that model."""


_LLM_OPTION = click.option(
    "--llm", metavar="NAME", help="The LLM the model runs on (default: [core] llm)."
)


@llms_options.command("set")
@click.argument("model")
@click.argument("key")
@click.argument("value")
@_LLM_OPTION
@click.pass_context
def llms_options_set(ctx: click.Context, model: str, key: str, value: str, llm: str | None) -> None:
    """Save option KEY = VALUE for MODEL (e.g. qwen3:4b num_ctx 8192).

    KEY and VALUE are checked as `-o KEY VALUE` is, against the options of the
    LLM's provider (`tapyre llms list --options`).
    """
    from tapyre._llm_options import check_options
    from tapyre._model_options import save_option

    host = get_host(ctx)
    choice = host.llm(llm)
    checked = check_options(choice.provider, choice.name, [(key, value)])
    save_option(host.config, choice.name, model, key, checked[key])
    path = host.config.save()
    click.echo(f"{choice.name} {model}: {key} = {checked[key]!r} saved to {path}.")


@llms_options.command("show")
@click.argument("model", required=False)
@_LLM_OPTION
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def llms_options_show(
    ctx: click.Context, model: str | None, llm: str | None, as_json: bool
) -> None:
    """The saved options: of MODEL (on --llm or the default LLM), or of every model."""
    from tapyre._model_options import all_saved

    host = get_host(ctx)
    rows = all_saved(host.config)
    if model is not None:
        name = host.llm(llm).name
        rows = [r for r in rows if r[0] == name and r[1] == model]
    elif llm is not None:
        rows = [r for r in rows if r[0] == llm]
    if as_json:
        echo_json([{"llm": r[0], "model": r[1], "option": r[2], "value": r[3]} for r in rows])
        return
    if not rows:
        click.echo(
            "No saved options; add one with `tapyre llms options set MODEL KEY VALUE`.", err=True
        )
        return
    echo_table(("LLM", "MODEL", "OPTION", "VALUE"), [(*r[:3], repr(r[3])) for r in rows])


@llms_options.command("clear")
@click.argument("model")
@click.argument("keys", nargs=-1, metavar="[KEY]...")
@_LLM_OPTION
@click.pass_context
def llms_options_clear(
    ctx: click.Context, model: str, keys: tuple[str, ...], llm: str | None
) -> None:
    """Remove the saved options KEY... of MODEL (all of them without KEY)."""
    from tapyre._errors import ConfigError
    from tapyre._model_options import clear_options, saved_options

    host = get_host(ctx)
    name = host.llm(llm).name
    saved = saved_options(host.config, name, model)
    missing = [k for k in keys if k not in saved]
    if not saved:
        raise ConfigError(
            f"no options are saved for {model} on {name}; nothing was removed",
            hint="`tapyre llms options show` lists the saved options.",
        )
    if missing:
        raise ConfigError(
            f"option {missing[0]!r} is not saved for {model} on {name} "
            f"(saved: {', '.join(saved)}); nothing was removed"
        )
    removed = clear_options(host.config, name, model, keys)
    path = host.config.save()
    click.echo(f"{name} {model}: removed {', '.join(removed)} from {path}.")
