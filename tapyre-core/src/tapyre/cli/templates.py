"""``tapyre templates``: saved prompt templates for ``tapyre ask -t NAME`` (list, show, edit,
remove, path)."""

from __future__ import annotations

import click

from tapyre._paths import templates_dir
from tapyre._templates import SKELETON, TemplateError, TemplateStore, parse_template
from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json, echo_table, shorten

REJECTED = ".rejected"
"""Suffix of the text an edit left invalid: kept next to the template, reopened by the next edit."""


def _store(ctx: click.Context) -> TemplateStore:
    return TemplateStore(templates_dir(get_host(ctx).config))


@click.group("templates")
def templates() -> None:
    """Saved prompt templates, used with `tapyre ask -t NAME`."""


@templates.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def templates_list(ctx: click.Context, as_json: bool) -> None:
    """Every saved template: its name, system prompt, prompt and model."""
    store = _store(ctx)
    rows: list[dict[str, object]] = []
    for name in store.names():
        try:
            template = store.load(name)
        except TemplateError as exc:  # one broken file must not hide the others
            rows.append({"name": name, "error": str(exc)})
            continue
        rows.append(
            {"name": name, "summary": template.summary(), "parameters": template.parameters}
            | template.as_table()
        )
    if as_json:
        echo_json(rows)
        return
    if not rows:
        click.echo(
            "No templates saved; create one with `tapyre templates edit NAME` or "
            "`tapyre ask --save NAME …`.",
            err=True,
        )
        return
    echo_table(
        ("NAME", "TEMPLATE"),
        [
            (r["name"], shorten(str(r.get("summary") or f"invalid: {r['error']}"), 100))
            for r in rows
        ],
    )


@templates.command("show")
@click.argument("name")
@click.pass_context
def templates_show(ctx: click.Context, name: str) -> None:
    """Print the file of template NAME."""
    store = _store(ctx)
    store.load(name)  # a missing or invalid template is a one-line error
    click.echo(store.path(name).read_text(encoding="utf-8"), nl=False)


@templates.command("edit")
@click.argument("name")
@click.pass_context
def templates_edit(ctx: click.Context, name: str) -> None:
    """Edit template NAME in $VISUAL or $EDITOR (a new one starts from an example).

    The result is checked before it is saved; invalid text is kept aside and
    reopened by the next edit.
    """
    store = _store(ctx)
    path = store.path(name)
    rejected = path.with_name(path.name + REJECTED)
    if rejected.exists():
        original = rejected.read_text(encoding="utf-8")
    elif path.exists():
        original = path.read_text(encoding="utf-8")
    else:
        original = SKELETON.format(name=name)
    edited = click.edit(original, extension=".toml", require_save=True)
    if edited is None:
        click.echo(f"No changes; template {name} {'kept' if path.exists() else 'not created'}.")
        return
    try:
        parse_template(name, edited, path)
    except TemplateError as exc:
        path.parent.mkdir(parents=True, exist_ok=True)
        rejected.write_text(edited, encoding="utf-8")
        raise TemplateError(
            f"{exc.message}; template {name} was not changed and your text is kept in {rejected}",
            hint=f"`tapyre templates edit {name}` reopens it.",
        ) from None
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(edited, encoding="utf-8")
    rejected.unlink(missing_ok=True)
    click.echo(f"Template {name} saved to {path}.")


@templates.command("remove")
@click.argument("name")
@click.pass_context
def templates_remove(ctx: click.Context, name: str) -> None:
    """Delete template NAME."""
    store = _store(ctx)
    if not store.remove(name):
        store.load(name)  # raises the "no template named …" error with suggestions
    click.echo(f"Template {name} removed.")


@templates.command("path")
@click.pass_context
def templates_path(ctx: click.Context) -> None:
    """Print the templates folder (NAME.toml files; it may not exist yet)."""
    click.echo(str(_store(ctx).folder))
