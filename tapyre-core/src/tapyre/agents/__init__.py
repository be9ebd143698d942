"""Named agents and delegation: agents that hand work to one another.

* **Named agents** are ``[agents.NAME]`` tables (:data:`AGENT_SCHEMA`): a
  description, an LLM with its model and options, a system prompt, the tools
  it may use and the agents it may delegate to.  ``tapyre agents list`` lists
  them, ``tapyre ask --agent NAME`` / ``tapyre chat --agent NAME`` talk to
  one, and an application gets one with ``host.agent("NAME")`` (or
  ``host.ask(question, agent="NAME")``).  The default agent is unchanged.
* **Delegation** (the supervisor pattern): an agent's ``agents`` become tools
  taking a ``task``.  The agent called runs its own loop with its own tools
  and returns its answer; its steps stream into the caller's events as
  :class:`~tapyre.NestedEvent` objects (the conversation log keeps them
  under the call).  ``[delegation]`` limits the depth of nesting and a
  question's model steps and time (:data:`DELEGATION_SCHEMA`); a failed
  delegation is one line naming the agent (:class:`DelegationError`).
  Remote agents (:mod:`tapyre.a2a`) take part the same way.

Nothing here imports LangChain or the A2A SDK.
"""

from tapyre.agents._budget import (
    DELEGATION_SCHEMA,
    BudgetSpentError,
    DelegationBudget,
    DelegationError,
    DelegationLimits,
    RunContext,
)
from tapyre.agents._build import build_agent
from tapyre.agents._specs import AGENT_SCHEMA, AgentSpec, agent_specs, parse_agent

__all__ = [
    "AGENT_SCHEMA",
    "DELEGATION_SCHEMA",
    "AgentSpec",
    "BudgetSpentError",
    "DelegationBudget",
    "DelegationError",
    "DelegationLimits",
    "RunContext",
    "agent_specs",
    "build_agent",
    "parse_agent",
]
