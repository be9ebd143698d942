"""``tapyre keys``: API keys kept in a 0600 file apart from the configuration.

Only ``keys get NAME`` prints a key (for scripts); every other command shows names only.
"""

from __future__ import annotations

import sys

import click

from tapyre._errors import ConfigError
from tapyre._keys import KeyStore
from tapyre._paths import keys_path
from tapyre.cli._context import get_host


def _store(ctx: click.Context) -> KeyStore:
    return KeyStore(keys_path(get_host(ctx).config))


@click.group("keys")
def keys() -> None:
    """API keys for LLMs, stored apart from the config (`keys get` alone prints one)."""


@keys.command("set")
@click.argument("name")
@click.pass_context
def keys_set(ctx: click.Context, name: str) -> None:
    """Store the key for NAME (an LLM such as openai, or an alias), read without echo.

    Without a terminal the key is read from standard input.
    """
    if sys.stdin.isatty():
        value = click.prompt(f"Key for {name}", hide_input=True, err=True)
    else:
        value = sys.stdin.readline().strip()
        if not value:
            raise ConfigError(
                f"no key for {name!r} on standard input; nothing was stored",
                hint=f"Run `tapyre keys set {name}` in a terminal, or pipe the key into it.",
            )
    store = _store(ctx)
    store.set(name, value)
    click.echo(f"Key for {name} saved to {store.path}.")


@keys.command("get")
@click.argument("name")
@click.pass_context
def keys_get(ctx: click.Context, name: str) -> None:
    """Print the key stored for NAME, e.g. for a script: KEY=$(tapyre keys get openai)."""
    store = _store(ctx)
    value = store.get(name)
    if value is None:
        raise ConfigError(
            f"no key stored for {name!r}{_stored(store)}",
            hint=f"Store one with `tapyre keys set {name}`.",
        )
    click.echo(value)


@keys.command("remove")
@click.argument("name")
@click.pass_context
def keys_remove(ctx: click.Context, name: str) -> None:
    """Forget the key stored for NAME."""
    store = _store(ctx)
    if not store.remove(name):
        raise ConfigError(f"no key stored for {name!r}; nothing was removed{_stored(store)}")
    click.echo(f"Key for {name} removed from {store.path}.")


def _stored(store: KeyStore) -> str:
    names = store.names()
    return f" (stored: {', '.join(names)})" if names else " (no keys are stored)"


@keys.command("list")
@click.pass_context
def keys_list(ctx: click.Context) -> None:
    """The names of the stored keys (never the keys)."""
    names = _store(ctx).names()
    if not names:
        click.echo("No keys stored; add one with `tapyre keys set NAME`.", err=True)
    for name in names:
        click.echo(name)


@keys.command("path")
@click.pass_context
def keys_path_command(ctx: click.Context) -> None:
    """Print the keys file's path (it may not exist yet)."""
    click.echo(str(_store(ctx).path))
