"""tapyre-plugin-hello: an example Tapyre plugin.

Importing this module must stay cheap: Tapyre imports every installed plugin
to list its tools and commands.  Anything heavy belongs inside the tool's
function or the command's module (:mod:`tapyre_plugin_hello.command`), which
are imported only when used.
"""

from __future__ import annotations

from collections.abc import Callable

import tapyre
from tapyre import LazyCommand, Tool, hookimpl

GREETINGS = {"en": "Hello", "de": "Hallo", "cs": "Ahoj", "fr": "Bonjour", "es": "Hola"}


@tapyre.tool()
def greet(name: str, language: str = "en") -> str:
    """Greet a person by name. `language` is a two-letter code: en, de, cs, fr or es."""
    greeting = GREETINGS.get(language.lower())
    if greeting is None:
        # a ToolError is shown to the model, which can retry with a valid code
        raise tapyre.ToolError(
            f"unknown language {language!r}; use one of {', '.join(sorted(GREETINGS))}"
        )
    return f"{greeting}, {name}!"


@hookimpl
def tapyre_register_tools(register: Callable[[Tool], None]) -> None:
    register(greet)


@hookimpl
def tapyre_register_commands(register: Callable[[LazyCommand], None]) -> None:
    register(
        LazyCommand(
            name="hello",
            import_path="tapyre_plugin_hello.command:hello",
            help="Greet someone from the command line (example plugin).",
        )
    )
