"""Checking that an embedder's extra is installed, before torch is imported.

Light on purpose: the plugin module and every factory import it first.  (The
factories read their ``[embedders.NAME]`` tables with :mod:`tapyre.settings`.)
"""

from __future__ import annotations

import importlib.util
import sys

from tapyre_paper_search.errors import EmbedderError


def require_extra(
    component: str, extra: str, modules: tuple[str, ...] = ("torch", "transformers")
) -> None:
    """Raise a one-line :class:`EmbedderError` naming the extra when a module is missing."""
    missing = [name for name in modules if not _installed(name)]
    if missing:
        raise EmbedderError(
            f"The {component} embedder needs {' and '.join(missing)}, which are not installed; "
            f"install them with: pip install 'tapyre-paper-search[{extra}]'"
        )


def _installed(module: str) -> bool:
    if (
        module in sys.modules
    ):  # imported already (some set __spec__ to None, which find_spec rejects)
        return True
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False
