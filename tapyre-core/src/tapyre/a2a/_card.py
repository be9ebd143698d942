"""The agent card of a served agent: who it is, where to reach it, and its skills.

Its skills are the agent's tools (those it may run on a server with nobody to
ask: no side effects, or allowed ones), each named by its tool id; an agent
without such tools has one skill, itself.  The card lists the JSON-RPC
binding at the server's root and the HTTP+JSON binding under
:data:`REST_PREFIX`, and, when the server wants a key, a bearer scheme.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tapyre._permission import allowed_without_asking

if TYPE_CHECKING:
    from tapyre._agent import Agent

JSONRPC_PATH = "/"
REST_PREFIX = "/rest"
PROTOCOL_VERSION = "1.0"
TEXT = "text/plain"
DEFAULT_DESCRIPTION = (
    "Tapyre's assistant: answers questions in the language they are asked, "
    "with the tools of the plugins installed on its server."
)


def agent_card(agent: Agent, base_url: str, *, needs_key: bool) -> Any:
    """The card of ``agent`` served at ``base_url`` (its tools must be listed already:
    :meth:`~tapyre.Agent.prepare`)."""
    from a2a.types.a2a_pb2 import (
        AgentCapabilities,
        AgentCard,
        AgentInterface,
        HTTPAuthSecurityScheme,
        SecurityRequirement,
        SecurityScheme,
    )

    from tapyre._version import __version__

    base = base_url.rstrip("/")
    card = AgentCard(
        name=agent.name or "tapyre",
        description=agent.description or DEFAULT_DESCRIPTION,
        version=__version__,
        supported_interfaces=[
            AgentInterface(
                url=base + JSONRPC_PATH,
                protocol_binding="JSONRPC",
                protocol_version=PROTOCOL_VERSION,
            ),
            AgentInterface(
                url=base + REST_PREFIX,
                protocol_binding="HTTP+JSON",
                protocol_version=PROTOCOL_VERSION,
            ),
        ],
        capabilities=AgentCapabilities(streaming=True, push_notifications=False),
        default_input_modes=[TEXT],
        default_output_modes=[TEXT],
        skills=list(_skills(agent)),
    )
    if needs_key:
        card.security_schemes["bearer"].CopyFrom(
            SecurityScheme(
                http_auth_security_scheme=HTTPAuthSecurityScheme(
                    scheme="bearer",
                    description="The server's API key (X-API-Key: KEY works too).",
                )
            )
        )
        requirement = SecurityRequirement()
        requirement.schemes["bearer"].SetInParent()
        card.security_requirements.append(requirement)
    return card


def _skills(agent: Agent) -> Iterable[Any]:
    from a2a.types.a2a_pb2 import AgentSkill

    usable = [
        t
        for t in agent.tools
        if allowed_without_asking(t, yes=agent.yes, allowed=agent.allow_side_effects)
    ]
    for registered in usable:
        kind = registered.id.partition(":")[0]
        yield AgentSkill(
            id=registered.id,
            name=registered.name,
            description=registered.description,
            tags=[kind or registered.plugin],
            input_modes=[TEXT],
            output_modes=[TEXT],
        )
    if not usable:
        name = agent.name or "tapyre"
        yield AgentSkill(
            id=name,
            name=name,
            description=agent.description or DEFAULT_DESCRIPTION,
            tags=["assistant"],
            input_modes=[TEXT],
            output_modes=[TEXT],
        )
