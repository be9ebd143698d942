"""A named agent built from its ``[agents.NAME]`` table (:meth:`tapyre.Host.agent`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError

if TYPE_CHECKING:
    from tapyre._agent import Agent
    from tapyre._events import Confirmer
    from tapyre._host import Host
    from tapyre.agents._budget import RunContext
    from tapyre.agents._specs import AgentSpec


def build_agent(
    host: Host,
    name: str,
    *,
    llm: str | None = None,
    llm_settings: Mapping[str, Any] | None = None,
    tools: Iterable[str] | None = None,
    system_prompt: str | None = None,
    max_iterations: int | None = None,
    confirmer: Confirmer | None = None,
    allow_side_effects: Iterable[str] = (),
    yes: bool | None = None,
    run: RunContext | None = None,
) -> Agent:
    """The agent ``[agents.NAME]`` declares; each argument given overrides its table.

    ``llm_settings`` (a command's ``-m``/``-o``) are laid over the table's
    ``model`` and ``options``, which are checked against what the LLM's
    provider declares.

    :raises ConfigError: no such agent, a malformed table, or an option its
        provider does not take.
    """
    from tapyre._agent import Agent

    spec = named_spec(host, name)
    chosen = llm or spec.llm
    return Agent(
        host,
        llm=chosen,
        tools=spec.tools if tools is None else tools,
        agents=spec.agents,
        system_prompt=system_prompt or spec.system_prompt,
        max_iterations=max_iterations or spec.max_iterations,
        confirmer=confirmer,
        allow_side_effects=allow_side_effects,
        yes=yes,
        name=spec.name,
        description=spec.description,
        llm_settings={**spec_settings(host, spec, chosen), **(llm_settings or {})},
        run=run,
    )


def named_spec(host: Host, name: str) -> AgentSpec:
    """The ``[agents.NAME]`` table of ``name``, checked.

    :raises ConfigError: there is none (the message lists the agents there are).
    """
    specs = host.agents
    if name not in specs:
        known = ", ".join(specs) or "none"
        raise ConfigError(
            f"no agent named {name!r} (agents: {known})",
            hint="Declare it as an [agents.NAME] table; `tapyre agents list` lists them.",
        )
    return specs[name]


def spec_settings(host: Host, spec: AgentSpec, llm: str | None) -> dict[str, Any]:
    """The table's ``model`` and ``options`` as LLM settings, checked by the LLM's provider.

    :raises ConfigError: an option the provider does not declare, or a bad value.
    """
    settings: dict[str, Any] = {}
    if spec.options:
        from tapyre._llm_options import check_options

        choice = host.llm(llm)
        pairs = [(str(k), _option_text(v)) for k, v in spec.options.items()]
        try:
            settings.update(check_options(choice.provider, choice.name, pairs))
        except ConfigError as exc:
            raise ConfigError(
                f"[agents.{spec.name}] options: {exc.message}", hint=exc.hint
            ) from None
    if spec.model:
        settings["model"] = spec.model
    return settings


def _option_text(value: Any) -> str:
    """A TOML value as ``-o`` would give it (``true``, ``0.2``), for one conversion path."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
