"""The check that a piece of the package stays light to import."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable

HEAVY = frozenset(
    {"torch", "transformers", "pymupdf", "sqlalchemy", "qdrant_edge", "qdrant_client", "numpy"}
)
"""What the plugin's registration and ``papers --help`` must not import: models,
PDF parsing, the stores' drivers and numpy."""

_REPORT = "\nimport sys as _sys\nprint(sorted(set({heavy!r}) & set(_sys.modules)))\n"


def heavy_imports(code: str, heavy: Iterable[str]) -> str:
    """Run ``code`` in a fresh interpreter, then report which of the ``heavy``
    top-level modules it left imported: ``"[]"`` when none.  A failing ``code``
    raises, with its standard error in the message."""
    run = subprocess.run(
        [sys.executable, "-c", code + _REPORT.format(heavy=sorted(heavy))],
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        raise AssertionError(f"the code failed (exit {run.returncode}):\n{run.stderr}")
    return run.stdout.strip()
