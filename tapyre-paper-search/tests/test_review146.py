"""review146 on speed41c: the opt-in compiled build (mypyc, ``TAPYRE_COMPILE=1``).

The documented command (``python -m venv``; ``pip install mypy setuptools``;
``TAPYRE_COMPILE=1 pip install --no-build-isolation ./tapyre-paper-search``) failed in a
new environment before compiling anything: mypy, run by mypycify from the package
folder, finds the repository's strict settings and follows the compiled modules'
imports into graph/, records/, errors.py …, whose strict check fails while the runtime
dependencies (tapyre-core, numpy …) are not installed yet (88 errors, none in a compiled
module).  setup.py's mypy options now read the followed modules without checking them.
And a new venv's own setuptools (65.5 on Python 3.11) cannot read ``license = "MIT"``:
the command asks for ``setuptools>=77``.
"""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

import pytest

# the source folder (tapyre-paper-search/), not where the package is installed (CI's
# nox venv installs it into site-packages)
_FOLDER = Path(__file__).resolve().parents[1]
_SETUP = _FOLDER / "setup.py"
_REPO = _FOLDER.parent


def _setup() -> dict[str, Any]:
    return runpy.run_path(str(_SETUP), run_name="setup_under_test")


@pytest.mark.slow
def test_compiled_modules_type_check_without_the_runtime_dependencies(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """mypycify's check, as a build without site-packages runs it, passes (it failed)."""
    from mypy import api

    setup = _setup()
    monkeypatch.chdir(_FOLDER)  # where pip builds: mypy finds the repository's settings
    args = [*setup["MYPY_OPTIONS"], "--no-site-packages", "--cache-dir", str(tmp_path)]
    out, err, status = api.run([*args, *setup["compiled_paths"]()])
    assert status == 0, out[-3000:] + err[-1000:]


def test_documented_command_asks_for_a_setuptools_that_reads_the_license() -> None:
    doc = str(_setup()["__doc__"])
    assert 'pip install mypy "setuptools>=77" ./tapyre-core' in doc
    assert "TAPYRE_COMPILE=1 pip install --no-build-isolation ./tapyre-paper-search" in doc
    pdf_md = (_REPO / "docs" / "pdf-log.md").read_text(encoding="utf-8")
    assert 'pip install mypy "setuptools>=77" ./tapyre-core' in pdf_md


def test_readme_says_where_the_compiled_build_is() -> None:
    readme = (_REPO / "README.md").read_text(encoding="utf-8")
    assert "TAPYRE_COMPILE=1" in readme


def test_control_default_build_reads_no_mypy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: without the switch setup.py neither compiles nor imports mypyc."""
    import sys

    monkeypatch.delenv("TAPYRE_COMPILE", raising=False)
    monkeypatch.setitem(sys.modules, "mypyc", None)  # any import of it would raise
    monkeypatch.setitem(sys.modules, "mypyc.build", None)
    assert _setup()["extensions"]() == []


def test_test_extra_brings_what_the_compiled_build_test_imports() -> None:
    """test_speed41c's build imports setuptools (mypyc.build does too); a venv of Python
    3.12+ has none, so the test failed there instead of running."""
    import tomllib

    project = tomllib.loads((_FOLDER / "pyproject.toml").read_text(encoding="utf-8"))
    test = project["project"]["optional-dependencies"]["test"]
    names = {entry.split(">")[0].split("=")[0].split("<")[0].strip() for entry in test}
    assert {"mypy", "setuptools"} <= names
