"""Start-up stays light with every package installed in the environment running the tests.

Run it where every Tapyre package is installed (the repository's dev
environment, or the nox e2e session) to check the real plugins: ``tapyre
--help``, ``tapyre plugins list`` and ``tapyre tools list`` must not import
torch, transformers, the LangChain integrations or any model — not even
attempt to.
"""

from __future__ import annotations

from importlib.metadata import entry_points

import pytest
from tapyre.testing import child_environ, imported_modules


@pytest.mark.parametrize(
    "args", [("--help",), ("plugins", "list"), ("tools", "list")], ids=" ".join
)
def test_startup_imports_no_model_library_with_everything_installed(tmp_path, args) -> None:
    env = child_environ()
    env["TAPYRE_CONFIG"] = str(tmp_path / "config.toml")
    probe = imported_modules(args, env=env)
    assert probe.returncode == 0, probe.stderr
    plugins = sorted(ep.name for ep in entry_points(group="tapyre"))
    assert probe.heavy() == set(), f"with plugins {plugins}"
    assert "langchain_core" not in probe.loaded, "LangChain belongs to the agent, not start-up"
