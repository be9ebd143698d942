"""The ``tapyre`` command line: a thin layer over :class:`tapyre.Host`.

One module per command: ``tapyre/cli/NAME.py`` defines the click command (or
group) ``NAME`` as its attribute ``NAME``; every public module of this package
is one built-in command and is added to the root group here, and its name is
reserved (a plugin cannot register a command of that name).  Adding a command
group to the core is adding one such module.  The plumbing is private:
:mod:`~tapyre.cli._root` (the root group, errors, lazy plugin commands),
:mod:`~tapyre.cli._context` (the invocation's host), :mod:`~tapyre.cli._output`.

For plugins' own commands: :func:`get_host` (the invocation's host),
:func:`echo_json` (``--json`` output) and :func:`serve_options` (a server
command's ``--host``/``--port``/``--api-key``).  JSON conversion itself is
:func:`tapyre.to_jsonable`, outside the command line.
"""

from __future__ import annotations

import importlib

import click

from tapyre._registry import builtin_command_names
from tapyre.cli._context import get_host
from tapyre.cli._output import echo_json
from tapyre.cli._root import cli, main
from tapyre.cli._serve_options import serve_options

__all__ = ["cli", "echo_json", "get_host", "main", "serve_options"]


def _add_builtin_commands() -> None:
    for name in sorted(builtin_command_names()):
        module = importlib.import_module(f"{__name__}.{name}")
        command = getattr(module, name)
        if not isinstance(command, click.Command) or command.name != name:
            raise TypeError(f"{module.__name__} must define the click command {name!r} as {name}")
        cli.add_command(command)


_add_builtin_commands()
