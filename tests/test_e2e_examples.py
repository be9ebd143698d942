"""The examples run as documented."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_embed_in_app_example_runs() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "embed_in_app.py")],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert (
        lines[0]
        == "tool notes:add_note: Save a note in the application. Returns where it was saved."
    )
    assert "[tool call] notes:add_note {'title': 'groceries', 'text': 'milk, bread'}" in lines
    assert "[tool result] ok: saved note 'groceries' (11 characters)" in lines
    assert "[answer] Done: saved note 'groceries' (11 characters)." in lines
    assert "notes: {'groceries': 'milk, bread'}" in lines
    # the named agents: the assistant delegates to the clerk, which writes the note
    assert "[agent:clerk] notes:add_note {'title': 'meeting', 'text': 'Friday'}" in lines
    assert lines[-2] == "[assistant] The clerk says: saved note 'meeting' (6 characters)"
    assert lines[-1] == "notes: {'groceries': 'milk, bread', 'meeting': 'Friday'}"
