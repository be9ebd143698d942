"""Loaded by pytest before any package's ``conftest.py`` (it sits in the rootdir, next
to the ``[tool.pytest.ini_options]``), so before anything imports tapyre.

Importing tapyre reads its version through the installed-facts cache
(:mod:`tapyre._installed`), which would store the test process's ``sys.path`` (a
tests folder first) in the user's ``installed.json``.  This points
``TAPYRE_INSTALLED_CACHE`` at a file of this test run instead; each test then gets
a fresh one (the ``tapyre_installed_cache`` fixture, autoused by the conftests).
Nothing here imports tapyre.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

_INSTALLED = Path(tempfile.mkdtemp(prefix="tapyre-installed-"))
os.environ["TAPYRE_INSTALLED_CACHE"] = str(_INSTALLED / "installed.json")


def pytest_unconfigure() -> None:
    shutil.rmtree(_INSTALLED, ignore_errors=True)
