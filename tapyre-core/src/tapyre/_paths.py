"""Where Tapyre keeps its own files: the conversation log, the keys file and the templates.

The data folder is ``TAPYRE_DATA_DIR`` when set (in the configuration's
environment, else the process's), otherwise the platform's per-user data
folder (``platformdirs.user_data_path("tapyre")``, e.g.
``~/.local/share/tapyre``).  Paper search keeps its collection in its own
``[papers] data_dir``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tapyre._config import Config

DATA_DIR_ENV = "TAPYRE_DATA_DIR"
"""Environment variable naming the folder of the log database and the keys file."""

LOG_FILE = "logs.db"
KEYS_FILE = "keys.json"
TEMPLATES_FOLDER = "templates"


def data_dir(config: Config) -> Path:
    """The folder of Tapyre's own files (see the module docstring); it may not exist yet."""
    chosen = config.env.get(DATA_DIR_ENV) or os.environ.get(DATA_DIR_ENV)
    if chosen:
        return Path(chosen).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_path("tapyre"))


def log_path(config: Config) -> Path:
    """The conversation log database: ``<data dir>/logs.db``."""
    return data_dir(config) / LOG_FILE


def keys_path(config: Config) -> Path:
    """The keys file: ``<data dir>/keys.json``."""
    return data_dir(config) / KEYS_FILE


def templates_dir(config: Config) -> Path:
    """The saved prompt templates: ``<data dir>/templates``."""
    return data_dir(config) / TEMPLATES_FOLDER


def create_private_file(path: Path) -> None:
    """Create ``path`` (and its folder) readable and writable by its owner only (0600).

    An existing file is left as it is, except that its mode is tightened to 0600.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_CREAT | os.O_WRONLY, 0o600)
    os.close(fd)
    if os.name == "posix":
        path.chmod(0o600)
