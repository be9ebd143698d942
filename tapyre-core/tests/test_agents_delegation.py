"""Delegation: a supervisor hands tasks to named agents that run their own loops and tools.

Every model is the built-in scripted one, so each run is exact: the replies
say which tool or agent is called with what, and ``{tool_result}`` in a
reply proves what came back.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from agents_helpers import RELEASE, SEEN, DemoTools, call, calls, scripted, wait_until
from tapyre import (
    AnswerEvent,
    Config,
    ConfigError,
    Host,
    NestedEvent,
    ToolCallEvent,
    ToolError,
    ToolResultEvent,
)

pytestmark = pytest.mark.usefixtures("fresh_tools")


def host_of(data: dict[str, Any]) -> Host:
    return Host(Config(data), load_entrypoints=False, plugins=[DemoTools()])


def supervisor_config(**delegation: Any) -> dict[str, Any]:
    """The docs' example: a librarian with search, a reviewer with check, under a supervisor."""
    return {
        "llm": {
            "sup": scripted(
                call("librarian", task="Do street trees cool cities? Cite sources."),
                call("reviewer", task="Check the citations of: {tool_result}"),
                "Reviewed answer: {tool_result}",
            ),
            "lib": scripted(call("search", query="street trees cooling"), "{tool_result}"),
            "rev": scripted(call("check", answer="Trees cool cities [1]."), "{tool_result}"),
        },
        "agents": {
            "supervisor": {
                "description": "Answers research questions with checked citations.",
                "llm": "sup",
                "tools": [],
                "agents": ["librarian", "reviewer"],
            },
            "librarian": {
                "description": "Finds papers and quotes their passages.",
                "llm": "lib",
                "tools": ["demo:search"],
            },
            "reviewer": {
                "description": "Checks that an answer's claims cite sources.",
                "llm": "rev",
                "tools": ["check"],
            },
        },
        "delegation": delegation,
    }


def test_a_supervisor_delegates_to_two_agents_each_with_its_own_tools() -> None:
    host = host_of(supervisor_config())
    events = list(host.stream("Do street trees cool cities?", agent="supervisor"))

    own_calls = [e for e in events if isinstance(e, ToolCallEvent)]
    assert [c.tool_id for c in own_calls] == ["agent:librarian", "agent:reviewer"]
    results = [e for e in events if isinstance(e, ToolResultEvent)]
    assert results[0].output.startswith("Street trees cool cities by 2 °C [1].")
    assert results[1].output == "every claim is cited"
    assert events[-1] == AnswerEvent("Reviewed answer: every claim is cited")
    # each agent used its own tool, and only that one
    assert SEEN == ["search:street trees cooling", "check:Trees cool cities [1]."]
    nested = [e for e in events if isinstance(e, NestedEvent)]
    by_agent = {
        agent: [
            e.event.tool_id
            for e in nested
            if e.agent == agent and isinstance(e.event, ToolCallEvent)
        ]
        for agent in ("agent:librarian", "agent:reviewer")
    }
    assert by_agent == {"agent:librarian": ["demo:search"], "agent:reviewer": ["demo:check"]}
    # the nested events come while their call runs, labelled with its id
    librarian_call = own_calls[0].call_id
    first_nested = events.index(next(e for e in nested if e.agent == "agent:librarian"))
    assert events.index(own_calls[0]) < first_nested < events.index(results[0])
    assert all(e.via == (librarian_call,) for e in nested if e.agent == "agent:librarian")


def test_named_agents_get_only_the_tools_their_tables_list() -> None:
    host = host_of(supervisor_config())
    supervisor = host.agent("supervisor")
    supervisor.prepare()
    assert [t.id for t in supervisor.tools] == ["agent:librarian", "agent:reviewer"]
    assert [t.model_name for t in supervisor.tools] == ["librarian", "reviewer"]
    assert [t.id for t in host.agent("librarian").tools] == ["demo:search"]
    # absent tools: every tool, as the default agent has
    data = supervisor_config()
    del data["agents"]["reviewer"]["tools"]
    assert {t.id for t in host_of(data).agent("reviewer").tools} == {
        "demo:search",
        "demo:check",
        "demo:slow",
        "demo:mark",
        "demo:save",
    }


def test_tool_references_name_plugins_tools_and_agents() -> None:
    host = host_of(supervisor_config())
    plugin = host.agent(tools=["demo"])
    assert len(plugin.tools) == 5
    star = host.agent(tools=["demo:*", "agent:reviewer"], llm="sup")
    star.prepare()
    assert [t.id for t in star.tools][-1] == "agent:reviewer"
    with pytest.raises(Exception, match="no tool, plugin or MCP server named 'nothing'"):
        host.agent(tools=["nothing"])
    with pytest.raises(ConfigError, match="no agent named 'ghost'"):
        host.agent(tools=["agent:ghost"])


def test_a_delegated_agent_sees_only_its_task() -> None:
    host = host_of(supervisor_config())
    host.ask("a long conversation the librarian must not see", agent="supervisor")
    # the librarian's search shows the task it got came from the supervisor's call
    assert SEEN[0] == "search:street trees cooling"
    librarian = host.agent("librarian")
    assert "must not see" not in librarian.ask("Do street trees cool cities? Cite sources.")


def test_delegations_nest_only_as_deep_as_max_depth() -> None:
    """Two agents that call each other: the loop ends at the depth limit, one line each."""
    data = {
        "llm": {
            "ping": scripted(call("pong", task="your turn"), "ping saw: {tool_result}"),
            "pong": scripted(call("ping", task="your turn"), "pong saw: {tool_result}"),
        },
        "agents": {
            "ping": {"llm": "ping", "tools": [], "agents": ["pong"]},
            "pong": {"llm": "pong", "tools": [], "agents": ["ping"]},
        },
        "delegation": {"max_depth": 2},
    }
    answer = host_of(data).ask("start", agent="ping")
    assert answer == (
        "ping saw: pong saw: ping saw: Error: agent 'pong' was not called: delegations may "
        "nest 2 deep ([delegation] max_depth) and this call would be 3 deep. Answer with what "
        "you have, or do the task yourself."
    )


def test_the_step_budget_stops_a_delegated_agent() -> None:
    data = supervisor_config(max_steps=2)
    data["agents"]["librarian"]["tools"] = ["search", "mark"]
    data["llm"]["lib"] = scripted(
        call("search", query="trees"), call("mark", note="never"), "never answered"
    )
    data["llm"]["sup"] = scripted(call("librarian", task="find"), "Supervisor: {tool_result}")
    answer = host_of(data).ask("go", agent="supervisor")
    # step 1: the supervisor; step 2: the librarian's search; its next turn is over budget
    assert answer == (
        "Supervisor: Error: agent 'librarian' stopped: this question's delegation budget "
        "(its 2 model steps, [delegation]) is spent. Answer with what you have."
    )
    assert SEEN == ["search:trees"]


def test_a_spent_budget_refuses_new_delegations_but_the_asked_agent_answers() -> None:
    data = supervisor_config(max_steps=1)
    data["llm"]["sup"] = scripted(call("librarian", task="find"), "Supervisor: {tool_result}")
    answer = host_of(data).ask("go", agent="supervisor")
    assert answer.startswith("Supervisor: Error: agent 'librarian' stopped: this question's")
    assert SEEN == []


def test_an_agent_that_does_not_answer_in_time_is_abandoned_and_stops() -> None:
    data = supervisor_config()
    data["agents"]["librarian"]["timeout"] = 0.5
    data["agents"]["librarian"]["tools"] = ["slow", "mark"]
    data["llm"]["lib"] = scripted(call("slow", seconds=3), call("mark", note="late"), "late")
    data["llm"]["sup"] = scripted(call("librarian", task="find"), "Supervisor: {tool_result}")
    started = time.monotonic()
    answer = host_of(data).ask("go", agent="supervisor")
    assert time.monotonic() - started < 2.5
    assert answer == (
        "Supervisor: Error: agent 'librarian' gave no answer within 0.5 s ([agents.librarian] "
        "timeout); it was stopped. Answer with what you have, or give it a smaller task."
    )
    RELEASE.set()  # the slow call returns; the librarian must not take another step
    assert wait_until(lambda: "slow" in SEEN)
    time.sleep(0.3)
    assert SEEN == ["slow"]


def test_the_run_timeout_bounds_every_delegation() -> None:
    data = supervisor_config(timeout=0.5)
    data["agents"]["librarian"]["tools"] = ["slow"]
    data["llm"]["lib"] = scripted(call("slow", seconds=3), "late")
    data["llm"]["sup"] = scripted(call("librarian", task="find"), "{tool_result}")
    answer = host_of(data).ask("go", agent="supervisor")
    # The librarian gets what is left of the run's 0.5 s (less on a busy machine).
    found = re.match(
        r"Error: agent 'librarian' gave no answer within (\d+(?:\.\d+)?) s \(what was left", answer
    )
    assert found is not None, answer
    assert 0 < float(found.group(1)) <= 0.5


def test_a_failing_agent_is_one_line_naming_it() -> None:
    data = supervisor_config()
    data["llm"]["lib"] = scripted()  # no reply at all
    data["llm"]["sup"] = scripted(call("librarian", task="find"), "{tool_result}")
    answer = host_of(data).ask("go", agent="supervisor")
    assert answer == (
        "Error: agent 'librarian' failed: the scripted model has no reply left (its script has 0)"
    )
    data["agents"]["librarian"]["llm"] = "nowhere"
    answer = host_of(data).ask("go", agent="supervisor")
    assert answer.startswith("Error: agent 'librarian' failed: unknown LLM provider 'nowhere'")
    assert "\n" not in answer


def test_parallel_delegations_keep_their_events_apart() -> None:
    data = supervisor_config()
    data["llm"]["sup"] = scripted(
        calls(("librarian", {"task": "one"}), ("librarian", {"task": "two"})), "both done"
    )
    events = list(host_of(data).stream("go", agent="supervisor"))
    own = [e.call_id for e in events if isinstance(e, ToolCallEvent)]
    assert len(set(own)) == 2
    for call_id in own:
        mine = [e for e in events if isinstance(e, NestedEvent) and e.via == (call_id,)]
        assert [type(e.event).__name__ for e in mine if not hasattr(e.event, "text")] == [
            "ToolCallEvent",
            "ToolResultEvent",
        ]
        assert isinstance(mine[-1].event, AnswerEvent)


def test_a_delegated_agent_asks_before_side_effects_as_its_caller_would() -> None:
    data = supervisor_config()
    data["agents"]["reviewer"]["tools"] = ["save"]
    data["llm"]["rev"] = scripted(call("save", text="report"), "{tool_result}")
    data["llm"]["sup"] = scripted(call("reviewer", task="save it"), "{tool_result}")
    refused = host_of(data).ask("go", agent="supervisor")  # no confirmer: refused
    assert refused.startswith("Refused: the call demo:save")
    assert SEEN == []
    asked: list[str] = []

    def confirm(request: Any) -> bool:
        asked.append(request.describe())
        return True

    assert host_of(data).ask("go", agent="supervisor", confirmer=confirm) == "saved"
    assert asked == ['demo:save {"text": "report"}']
    assert host_of(data).ask("go", agent="supervisor", yes=True) == "saved"


def test_a_delegating_tool_called_outside_a_run_starts_one() -> None:
    host = host_of(supervisor_config())
    supervisor = host.agent("supervisor")
    supervisor.prepare()
    librarian = next(t for t in supervisor.tools if t.id == "agent:librarian")
    assert librarian.tool.invoke({"task": "find"}).startswith("Street trees cool cities")
    with pytest.raises(ToolError, match="'task' is a required property"):
        librarian.tool.invoke({})


def test_an_unknown_agent_is_a_one_line_error() -> None:
    host = host_of(supervisor_config())
    with pytest.raises(ConfigError, match=r"no agent named 'nobody' \(agents: supervisor, lib"):
        host.agent("nobody")
    data = supervisor_config()
    data["agents"]["supervisor"]["agents"] = ["librarian", "ghost"]
    with pytest.raises(ConfigError, match="no agent named 'ghost'"):
        host_of(data).agent("supervisor")
