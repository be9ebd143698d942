"""Which LLM a name stands for, and which name is the default.

Users pick an LLM by name (``--llm NAME``, ``[core] llm``).  A name is an
installed provider's (its settings: the ``[llm.NAME]`` table) or an alias
table's: ``[llm.work] provider = "openai"`` makes ``work`` a second endpoint
of the ``openai`` provider.  These functions are pure: they read the
registered providers and the configuration and return an :class:`LLMChoice`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tapyre._components import Settings, TableSettings
from tapyre._config import Config
from tapyre._errors import ConfigError, LLMNotConfiguredError
from tapyre._install_source import sibling_package
from tapyre._llm import LLMProvider

PROVIDER_KEY = "provider"
"""The key of an ``[llm.NAME]`` table that makes NAME an alias of an installed provider."""


@dataclass(frozen=True)
class LLMChoice:
    """A name users pick (``--llm NAME``, ``[core] llm``) and what it stands for.

    ``name`` is an installed provider's name or an alias table's
    (``[llm.work] provider = "openai"``); ``provider`` the registered
    :class:`~tapyre.LLMProvider`; ``settings`` the ``[llm.NAME]`` table without
    its ``provider`` key; ``configured`` whether that table exists.
    """

    name: str
    provider: LLMProvider
    settings: Settings
    configured: bool = False

    @property
    def kind(self) -> str:
        """The provider's name (``openai`` for ``[llm.work] provider = "openai"``)."""
        return self.provider.name

    @property
    def is_alias(self) -> bool:
        return self.name != self.provider.name

    def with_settings(self, overrides: Mapping[str, Any]) -> LLMChoice:
        """This choice with ``overrides`` laid over its settings.

        The result still names the table the settings came from
        (:func:`tapyre.settings.table_of`), so an alias's errors keep naming
        ``[llm.ALIAS]`` after a stored key or ``-m``/``-o`` is applied.
        """
        table = f"llm.{self.name}"
        merged = TableSettings({**self.settings, **overrides}, table=table)
        return LLMChoice(self.name, self.provider, merged, self.configured)


def llm_names(providers: Mapping[str, LLMProvider], config: Config) -> list[str]:
    """Every name ``--llm`` accepts: installed providers, then alias tables in config order."""
    names = list(providers)
    for table, settings in config.section("llm").items():
        if table not in providers and isinstance(settings, dict) and PROVIDER_KEY in settings:
            names.append(table)
    return names


def offered(providers: Mapping[str, LLMProvider], is_builtin: Callable[[str], bool]) -> str:
    """The installed providers a message may suggest, comma-separated (``none``): never
    the built-in test provider, which is there for tests and demos, not for answers."""
    return ", ".join(sorted(n for n in providers if not is_builtin(n))) or "none"


def resolve(
    name: str,
    providers: Mapping[str, LLMProvider],
    config: Config,
    is_builtin: Callable[[str], bool] = lambda name: False,
) -> LLMChoice:
    """The provider and settings behind ``name``; ``is_builtin`` tells the providers
    that error messages do not list (:func:`offered`).

    :raises LLMNotConfiguredError: no provider or alias of that name.
    :raises ConfigError: the table's ``provider`` is not an installed provider,
        or an alias table is named like another installed provider.
    """
    tables = config.section("llm")
    table = tables.get(name)
    settings: dict[str, Any] = dict(table) if isinstance(table, dict) else {}
    if PROVIDER_KEY not in settings:
        if name not in providers:
            aliases = [n for n in llm_names(providers, config) if n not in providers]
            known = offered(providers, is_builtin)
            if aliases:
                known += f"; aliases: {', '.join(aliases)}"
            example = sibling_package("tapyre-llm-ollama")
            raise LLMNotConfiguredError(
                f"unknown LLM provider {name!r} (installed providers: {known}).",
                hint=f"Install its plugin (e.g. pip install {example}), pick another, "
                f'or add [llm.{name}] with provider = "KIND".',
            )
        return LLMChoice(
            name,
            providers[name],
            TableSettings(settings, table=f"llm.{name}"),
            configured=name in tables,
        )
    kind = settings.pop(PROVIDER_KEY)
    installed = offered(providers, is_builtin)
    if not isinstance(kind, str) or kind not in providers:
        shown = json.dumps(kind) if isinstance(kind, str) else repr(kind)
        raise ConfigError(
            f"[llm.{name}] provider = {shown} is not an installed LLM provider "
            f"(installed providers: {installed}).",
            hint="Install its plugin or fix the name.",
        )
    if name in providers and name != kind:
        raise ConfigError(
            f'[llm.{name}] provider = "{kind}": {name!r} is itself an installed LLM '
            f"provider; give the table another name (e.g. [llm.{name}-{kind}]).",
        )
    return LLMChoice(
        name, providers[kind], TableSettings(settings, table=f"llm.{name}"), configured=True
    )


def default_name(
    providers: Mapping[str, LLMProvider], config: Config, is_builtin: Callable[[str], bool]
) -> str:
    """The name to use when none is given.

    ``[core] llm`` (``TAPYRE_CORE__LLM``), else the only ``[llm.NAME]`` table
    naming a provider or an alias, else the only installed provider that is
    not built in (``is_builtin(name)``).

    :raises LLMNotConfiguredError: none of these gives exactly one name.
    """
    name = config.core().llm
    if name is not None:
        return name
    configured = [
        n
        for n, t in config.section("llm").items()
        if n in providers or (isinstance(t, dict) and PROVIDER_KEY in t)
    ]
    third_party = [n for n in providers if not is_builtin(n)]
    if len(configured) == 1:
        return configured[0]
    if not configured and len(third_party) == 1:
        return third_party[0]
    where = config.path or "the config file"
    installed = offered(providers, is_builtin)
    raise LLMNotConfiguredError(
        f"no LLM configured (installed providers: {installed}).",
        hint=f'Set [core] llm = "NAME" in {where}, TAPYRE_CORE__LLM=NAME or pass --llm NAME.',
    )
