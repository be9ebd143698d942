"""The options every ``serve`` command shares: where it listens and the key it wants.

``tapyre mcp serve``, ``tapyre a2a serve`` and a plugin's own server command
(``tapyre papers serve``) take ``--host`` (passed as ``bind``), ``--port`` and
``--api-key`` alike; :func:`serve_options` declares the three, with each
command's own help and default port.  ``--allow`` (side-effecting tools a
server may run, no one being there to confirm) is :func:`allow_option`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import click

__all__ = ["allow_option", "serve_options"]

F = TypeVar("F", bound=Callable[..., object])


def serve_options(
    *, port: int, api_key_help: str, host_help: str, port_help: str | None = None
) -> Callable[[F], F]:
    """``--host`` (the parameter ``bind``, default 127.0.0.1), ``--port`` (0 to
    65535, default ``port``; 0: any free port) and ``--api-key`` (``KEY``, default
    none: the command's configuration decides)."""
    options = [
        click.option("--host", "bind", default="127.0.0.1", show_default=True, help=host_help),
        click.option(
            "--port",
            type=click.IntRange(0, 65535),
            default=port,
            show_default=True,
            help=port_help,
        ),
        click.option("--api-key", default=None, metavar="KEY", help=api_key_help),
    ]

    def decorate(command: F) -> F:
        for option in reversed(options):
            command = option(command)
        return command

    return decorate


def allow_option(help: str) -> Callable[[F], F]:
    """``--allow TOOL``, repeatable (the parameter ``allow``, a tuple)."""
    return click.option("--allow", "allow", multiple=True, metavar="TOOL", help=help)
