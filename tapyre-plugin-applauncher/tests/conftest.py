"""Fixtures: a copy of the fixture folders with the XDG variables pointed at it.

``tests/fixtures/xdg`` holds three data folders, most important first:
``home`` (``XDG_DATA_HOME``), then ``local`` and ``usr`` (``XDG_DATA_DIRS``),
each with an ``applications`` folder of desktop files covering the rules.
``tests/fixtures/bin`` holds the stand-in programs their ``Exec`` lines name.
Every test works on a fresh copy in ``tmp_path`` so it may add or change files.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest_plugins = ["tapyre.testing.pytest_plugin"]


@pytest.fixture(autouse=True)
def _isolated(tapyre_isolated: Path) -> None:
    """No test reads or writes the developer's data folder (conversation log, keys),
    installed-facts cache or configuration overrides (``TAPYRE_SECTION__KEY``)."""


FIXTURES = Path(__file__).parent / "fixtures"

ENV_KEYS = (
    "HOME",
    "XDG_DATA_HOME",
    "XDG_DATA_DIRS",
    "XDG_CURRENT_DESKTOP",
    "PATH",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "TERMINAL",
)


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A fresh copy of the fixture folders: ``xdg/{home,local,usr}`` and ``bin`` in tmp_path."""
    shutil.copytree(FIXTURES / "xdg", tmp_path / "xdg", symlinks=True)
    shutil.copytree(FIXTURES / "bin", tmp_path / "bin")
    (tmp_path / "nohome").mkdir()
    return tmp_path


@pytest.fixture
def env(tree: Path) -> dict[str, str]:
    """The environment the fixture folders are seen through (GNOME desktop, C locale)."""
    return {
        "HOME": str(tree / "nohome"),
        "XDG_DATA_HOME": str(tree / "xdg" / "home"),
        "XDG_DATA_DIRS": f"{tree / 'xdg' / 'local'}:{tree / 'xdg' / 'usr'}",
        "XDG_CURRENT_DESKTOP": "GNOME",
        "PATH": str(tree / "bin"),
        "LANG": "C.UTF-8",
    }


@pytest.fixture
def use_env(monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> dict[str, str]:
    """Put ``env`` into ``os.environ`` (for the tools and CLI, which read it)."""
    for key in ENV_KEYS:
        monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    return env


@pytest.fixture
def hostile_files(tree: Path) -> Path:
    """Add the entries that cannot live in git: huge, binary, bad UTF-8, loops, a FIFO."""
    folder = tree / "xdg" / "usr" / "applications" / "hostile"
    header = b"[Desktop Entry]\nType=Application\nName=Huge\nExec=fixture-app\n"
    (folder / "huge.desktop").write_bytes(header + b"# " + b"x" * (2 << 20) + b"\n")
    (folder / "binary.desktop").write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 8)
    (folder / "latin1.desktop").write_bytes(
        b"[Desktop Entry]\nType=Application\nName=Caf\xe9\nExec=fixture-app\n"
    )
    (folder / "control.desktop").write_bytes(
        b"[Desktop Entry]\nType=Application\nName=Bell\x07\nExec=fixture-app\n"
    )
    (folder / "self-loop.desktop").symlink_to("self-loop.desktop")
    (folder / "loop-a.desktop").symlink_to("loop-b.desktop")
    (folder / "loop-b.desktop").symlink_to("loop-a.desktop")
    (folder / "dangling.desktop").symlink_to("nowhere.desktop")
    (folder / "dir-loop").symlink_to(".")  # a folder that contains itself
    (folder / "parent-loop").symlink_to("..")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.desktop")  # reading it would block forever
    return folder


RECORDER = """#!{python}
# Writes the arguments it received (and how it was started) to $TAPYRE_RECORD_TO.
import json, os, sys, time
info = {{
    "argv": sys.argv[1:],
    "pid": os.getpid(),
    "sid": os.getsid(0),
    "cwd": os.getcwd(),
    "stdin": os.readlink("/proc/self/fd/0"),
    "stdout": os.readlink("/proc/self/fd/1"),
}}
out = os.environ["TAPYRE_RECORD_TO"]
with open(out + ".tmp", "w", encoding="utf-8") as handle:
    json.dump(info, handle)
os.replace(out + ".tmp", out)
time.sleep(float(os.environ.get("TAPYRE_RECORD_LINGER", "0")))
"""


@pytest.fixture
def recorder(tree: Path) -> Path:
    """``record-args`` in the fixture ``bin``: a real program that records its argv."""
    path = tree / "bin" / "record-args"
    path.write_text(RECORDER.format(python=sys.executable), encoding="utf-8")
    path.chmod(0o755)
    return path


@pytest.fixture
def no_shell(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, object]]]:
    """Record every ``subprocess.Popen`` call instead of running it; fail if a shell is asked."""
    import subprocess

    calls: list[dict[str, object]] = []

    class FakePopen:
        pid = 424242

        def __init__(self, args: object, **kwargs: object) -> None:
            assert isinstance(args, list), "launching must pass an argument list"
            assert kwargs.get("shell", False) is False, "launching must never use a shell"
            calls.append({"args": args, **kwargs})

        def wait(self) -> int:
            return 0

    monkeypatch.setattr(subprocess, "Popen", FakePopen)
    yield calls
