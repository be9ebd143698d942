"""docs/agents.md and docs/a2a.md keep up with the settings they explain."""

from __future__ import annotations

import re
from pathlib import Path

from tapyre.a2a import REMOTE_SCHEMA
from tapyre.agents import AGENT_SCHEMA, DELEGATION_SCHEMA

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_every_key_of_an_agents_table_is_explained() -> None:
    text = (DOCS / "agents.md").read_text(encoding="utf-8")
    declaration = text[text.index("[agents.librarian]") :]
    for key in AGENT_SCHEMA.keys:
        assert re.search(rf"^{key} = ", declaration, re.MULTILINE), f"agents.md: {key} unexplained"


def test_the_delegation_limits_are_shown_with_their_defaults() -> None:
    text = (DOCS / "agents.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(\w+)` \| ([\d.]+) \|", text, re.MULTILINE))
    declared = {s.key: float(s.default) for s in DELEGATION_SCHEMA.settings}
    assert {k: float(v) for k, v in rows.items()} == declared


def test_every_key_of_a_remote_agents_table_is_explained() -> None:
    text = (DOCS / "a2a.md").read_text(encoding="utf-8")
    for key in REMOTE_SCHEMA.keys:
        assert f"`{key}`" in text, f"a2a.md: [a2a.remotes.NAME] {key} unexplained"
