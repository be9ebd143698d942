"""Run the installed ``tapyre`` console script in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tapyre._installed import CACHE_ENV

__all__ = ["CliRun", "child_environ", "run_tapyre"]


@dataclass
class CliRun:
    """A finished ``tapyre`` process.

    ``stdout_reads`` counts the separate reads standard output arrived in: more
    than one means the answer was printed while it was being generated.
    """

    returncode: int
    stdout: str
    stderr: str
    stdout_reads: int


def child_environ(drop: Iterable[str] = ("TAPYRE_",)) -> dict[str, str]:
    """This process's environment for a child ``tapyre``: every variable starting
    with one of ``drop`` removed (the user's settings), but ``TAPYRE_INSTALLED_CACHE``
    kept, so a test's installed-facts cache file stays the child's (see the
    ``tapyre_installed_cache`` fixture)."""
    prefixes = tuple(drop)
    return {k: v for k, v in os.environ.items() if not k.startswith(prefixes) or k == CACHE_ENV}


def run_tapyre(
    *args: str,
    config: Mapping[str, Any],
    config_path: Path,
    env: Mapping[str, str] | None = None,
    drop_env: Iterable[str] = ("TAPYRE_",),
    timeout: float = 600,
) -> CliRun:
    """Run ``tapyre --config CONFIG_PATH ARGS…`` (the script next to ``sys.executable``).

    ``config`` is written as TOML to ``config_path`` first.  The child gets the
    caller's environment less every variable starting with one of
    ``drop_env`` (:func:`child_environ`), plus ``NO_COLOR=1``,
    ``TAPYRE_DATA_DIR=<config folder>/data`` and ``env``; standard input is empty.
    Standard output is read as it arrives (see :attr:`CliRun.stdout_reads`);
    after ``timeout`` seconds the process is killed.
    """
    import tomlkit

    config_path.write_text(tomlkit.dumps(dict(config)))
    script = Path(sys.executable).with_name("tapyre")
    environ = child_environ(drop_env)
    # the log and keys of this run stay next to its config, not in the user's data folder
    environ.update({"NO_COLOR": "1", "TAPYRE_DATA_DIR": str(config_path.parent / "data")})
    environ.update(env or {})
    process = subprocess.Popen(
        [str(script), "--config", str(config_path), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=environ,
    )
    stdout, stderr_pipe = process.stdout, process.stderr
    assert stdout is not None and stderr_pipe is not None
    stderr: list[bytes] = []
    reader = threading.Thread(target=lambda: stderr.append(stderr_pipe.read()))
    reader.start()
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    while chunk := os.read(stdout.fileno(), 65536):
        chunks.append(chunk)
        if time.monotonic() > deadline:
            process.kill()
            break
    returncode = process.wait(timeout=max(deadline - time.monotonic(), 1))
    reader.join(timeout=10)
    stdout.close()
    stderr_pipe.close()
    return CliRun(
        returncode=returncode,
        stdout=b"".join(chunks).decode(),
        stderr=b"".join(stderr).decode(),
        stdout_reads=len(chunks),
    )
