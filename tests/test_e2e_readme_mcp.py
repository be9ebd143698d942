"""The README's MCP example works after the README's own install: no `uvx`, the server
stored by its absolute path, its tools listed."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from venvs import ROOT, Venv, assert_ok, build_venv

pytestmark = pytest.mark.slow


def readme_mcp_block() -> list[str]:
    """The lines of the README's MCP example (the bash block after "MCP works in both")."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    after = text.split("MCP works in both directions", 1)[1]
    block = after.split("```bash\n", 1)[1].split("```", 1)[0]
    return [line.split("  #", 1)[0].strip() for line in block.splitlines() if line.strip()]


def run(venv: Venv, line: str) -> subprocess.CompletedProcess[str]:
    """One line of the example in the venv's shell: its bin first on PATH."""
    return subprocess.run(["bash", "-c", line], env=venv.env(), cwd=venv.home, capture_output=True,
                          text=True, timeout=900, check=False)  # fmt: skip


def test_the_readme_mcp_example_runs_as_written(tmp_path: Path) -> None:
    lines = readme_mcp_block()
    assert lines[0].startswith("pip install ") and "uvx" not in " ".join(lines)
    venv = build_venv(tmp_path)  # the Quickstart's core, installed from the clone
    # the README's install line, with this venv's pip: the core is there, its extra and the
    # server come from the index
    install = lines[0].replace("pip install", f"{sys.executable} -m pip --python {venv.python} "
                               "install --disable-pip-version-check", 1)  # fmt: skip
    assert_ok(run(venv, install))
    added = run(venv, lines[1])
    assert_ok(added)
    stored = tomllib.loads(venv.config.read_text(encoding="utf-8"))["mcp"]["servers"]["time"]
    assert stored["command"] == str(venv.path / "bin" / "mcp-server-time")
    listed = run(venv, lines[2])
    assert_ok(listed)
    assert "time:get_current_time" in listed.stdout, listed.stdout + listed.stderr
