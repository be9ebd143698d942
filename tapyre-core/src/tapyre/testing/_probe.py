"""Which modules a ``tapyre`` command imports: the check that start-up stays light."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

HEAVY_MODULES = frozenset(
    {"torch", "transformers", "sentence_transformers", "langchain_openai", "langchain_ollama"}
)
"""Top-level modules that ``tapyre --help``, ``plugins list`` and ``tools list`` must not import."""

# Runs inside the child interpreter: records every top-level module *requested*
# (even one that is not installed, so a plugin that merely tries to import
# torch is caught) and every module loaded, then runs the real CLI.
_PROBE = r"""
import atexit, json, os, sys

attempted = set()

class _Recorder:
    @staticmethod
    def find_spec(name, path=None, target=None):
        attempted.add(name.partition(".")[0])
        return None

sys.meta_path.insert(0, _Recorder)

def _report():
    with open(os.environ["TAPYRE_PROBE_OUTPUT"], "w") as f:
        json.dump({"loaded": sorted({m.partition(".")[0] for m in sys.modules}),
                   "attempted": sorted(attempted)}, f)

atexit.register(_report)
sys.argv = ["tapyre", *sys.argv[1:]]
from tapyre.cli import main
main()
"""


@dataclass(frozen=True)
class ProbeResult:
    """What one run of the CLI imported (top-level names) and printed."""

    loaded: frozenset[str]
    attempted: frozenset[str]
    returncode: int
    stdout: str
    stderr: str

    def heavy(self, modules: frozenset[str] = HEAVY_MODULES) -> set[str]:
        """The heavy modules that were loaded or even attempted."""
        return set(modules & (self.loaded | self.attempted))


def imported_modules(
    args: Sequence[str],
    *,
    python: str | Path = sys.executable,
    env: Mapping[str, str] | None = None,
    timeout: float = 120,
) -> ProbeResult:
    """Run ``tapyre ARGS`` with ``python`` and report which modules it imported."""
    with tempfile.TemporaryDirectory() as tmp:
        output = Path(tmp) / "probe.json"
        child_env = dict(os.environ if env is None else env)
        child_env["TAPYRE_PROBE_OUTPUT"] = str(output)
        done = subprocess.run(
            [str(python), "-c", _PROBE, *args],
            env=child_env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        data = json.loads(output.read_text()) if output.exists() else {}
    return ProbeResult(
        loaded=frozenset(data.get("loaded", ())),
        attempted=frozenset(data.get("attempted", ())),
        returncode=done.returncode,
        stdout=done.stdout,
        stderr=done.stderr,
    )
