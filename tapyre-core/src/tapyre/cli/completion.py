"""``tapyre completion SHELL``: the shell completion script."""

from __future__ import annotations

import click

from tapyre.cli._root import cli

COMPLETE_ENV = "_TAPYRE_COMPLETE"
"""click's completion variable for the ``tapyre`` script (``bash_source`` etc.)."""


@click.command("completion")
@click.argument("shell", type=click.Choice(["bash", "zsh", "fish"]))
def completion(shell: str) -> None:
    """Print the shell completion script for SHELL (bash, zsh or fish).

    E.g. add `eval "$(tapyre completion bash)"` to ~/.bashrc.
    """
    from click.shell_completion import get_completion_class

    completer = get_completion_class(shell)
    assert completer is not None  # click knows the three choices
    click.echo(completer(cli, {}, "tapyre", COMPLETE_ENV).source())
