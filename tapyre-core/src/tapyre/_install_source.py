"""Where installed packages came from, so that printed ``pip install`` lines work.

Tapyre's own packages are installed from a clone of its repository (they are
not on a package index), so advice naming them as on an index would fail.
pip records where a distribution came from (PEP 610's ``direct_url.json``): a
local folder for ``pip install ./tapyre-core`` and ``pip install -e``.  These
functions turn that into commands that work: the folder the package was
installed from, its siblings in the same clone, or the name when the package
came from an index (a third party's plugin).
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from urllib.parse import unquote, urlparse

CORE = "tapyre-core"
CLONE_HINT = "from a clone of Tapyre"
"""What the advice adds when the clone's folder is not known."""


def source_folder(distribution: str) -> Path | None:
    """The local folder ``distribution`` was installed from, ``None`` when it came from
    elsewhere (an index, a wheel, a VCS URL), is not installed, or the folder is gone."""
    from importlib import metadata  # only when advice is printed: slow to import

    try:
        text = metadata.distribution(distribution).read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return None
    if not text:
        return None
    try:
        url = urlparse(str(json.loads(text).get("url", "")))
    except (ValueError, AttributeError):
        return None
    if url.scheme != "file":
        return None
    folder = Path(unquote(url.path))
    return folder if (folder / "pyproject.toml").is_file() else None


def requirement(distribution: str, extras: str = "") -> str:
    """``distribution`` (with ``extras``, e.g. ``"test"``) as ``pip install`` takes it:
    the folder it was installed from, quoted for a shell, else its name."""
    suffix = f"[{extras}]" if extras else ""
    folder = source_folder(distribution)
    if folder is None:
        return shlex.quote(f"{distribution}{suffix}")
    return shlex.quote(f"{folder}{suffix}")


def sibling_package(name: str) -> str:
    """How to name the repository's package ``name`` (``tapyre-llm-ollama``) to pip: its
    folder beside the clone's tapyre-core when the core came from one, else
    ``./NAME`` with a note that it is a path in a clone."""
    core = source_folder(CORE)
    if core is not None and (core.parent / name / "pyproject.toml").is_file():
        return shlex.quote(str(core.parent / name))
    return f"./{name} ({CLONE_HINT})"
