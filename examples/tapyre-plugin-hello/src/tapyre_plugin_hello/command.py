"""The ``tapyre hello`` command, imported only when it runs."""

from __future__ import annotations

import click

from tapyre_plugin_hello import greet


@click.command()
@click.argument("name")
@click.option("--language", "-l", default="en", show_default=True, help="Two-letter code.")
def hello(name: str, language: str) -> None:
    """Greet NAME in LANGUAGE."""
    click.echo(greet.invoke({"name": name, "language": language}))
