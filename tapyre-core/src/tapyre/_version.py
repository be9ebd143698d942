"""The installed version of tapyre-core (single source: the package metadata)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("tapyre-core")
except PackageNotFoundError:  # running from a source tree without installing
    __version__ = "0.0.0"
