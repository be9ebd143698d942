"""The installed version of tapyre-core (single source: the package metadata, read
through :mod:`tapyre._installed`'s cache)."""

from __future__ import annotations

from tapyre._installed import version

__version__ = version("tapyre-core") or "0.0.0"  # 0.0.0: a source tree not installed
