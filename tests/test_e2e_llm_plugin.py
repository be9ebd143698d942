"""A third-party LLM provider written from docs/plugins.md passes the contract in a fresh venv.

The package is the one ``tapyre plugins new studio`` writes, with the guide's
LM Studio provider, its ``tests/test_lmstudio_contract.py`` and its hook added
as the guide says (:func:`plugin_docs.add_llm_provider`); installed alone with
tapyre-core, its own ``pytest`` runs the whole ``LLMProviderContract`` against
``tapyre.testing.FakeOpenAIServer``, and the real ``tapyre`` finds it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from plugin_docs import add_llm_provider
from venvs import assert_ok, build_venv, link_requirements, run_package_tests

pytestmark = pytest.mark.slow


def test_the_guides_provider_passes_the_contract_as_its_author_runs_it(tmp_path: Path) -> None:
    writer = build_venv(tmp_path / "writer")
    assert_ok(writer.run("plugins", "new", "studio", "--dir", str(tmp_path)))
    package = tmp_path / "tapyre-plugin-studio"
    add_llm_provider(package, "studio")
    venv = build_venv(tmp_path / "fresh", package)
    link_requirements(venv, "pytest")

    listed = venv.run("llms", "list", "--json")
    assert_ok(listed)
    assert "lmstudio" in {row["name"] for row in json.loads(listed.stdout)}

    result = run_package_tests(venv, package)
    assert_ok(result)
    summary = result.stdout.strip().splitlines()[-1]
    passed = int(re.search(r"(\d+) passed", summary).group(1))  # type: ignore[union-attr]
    assert passed >= 30 and "failed" not in summary, summary
