"""Running ``tapyre`` as a fresh user would: a new process, a config file and data
under a new home, no network (test code)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TAPYRE = (sys.executable, "-c", "from tapyre.cli import main; main()")
"""The command line of ``tapyre`` in this interpreter (whichever venv runs the tests)."""


def fresh_user_env(home: Path) -> dict[str, str]:
    """This process's environment for a new user in ``home``: ``home/config.toml``,
    data under ``home/data``, the Hugging Face cache under ``home/hf``, offline, and
    no ``TAPYRE_*`` variables."""
    env = {
        key: value
        for key, value in os.environ.items()
        if (not key.startswith("TAPYRE_") or key == "TAPYRE_INSTALLED_CACHE")
        and key not in ("HF_HOME", "XDG_DATA_HOME")
    }
    env.update(
        {
            # A fresh user: no config file, data under a new home; no network.
            "TAPYRE_CONFIG": str(home / "config.toml"),
            "XDG_DATA_HOME": str(home / "data"),
            "HF_HOME": str(home / "hf"),
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
        }
    )
    return env


def run_tapyre(
    home: Path, *args: str, env: dict[str, str] | None = None, timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    """``tapyre ARGS…`` in ``home`` as a new user (:func:`fresh_user_env`, or ``env``),
    its output captured; killed after ``timeout`` seconds."""
    return subprocess.run(
        [*TAPYRE, *args],
        capture_output=True,
        check=False,
        text=True,
        env=env or fresh_user_env(home),
        cwd=home,
        timeout=timeout,
    )
