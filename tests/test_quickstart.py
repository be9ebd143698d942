"""The README's Quickstart line, run as written on a Python that is "externally managed".

Debian and Ubuntu mark their system Python with an ``EXTERNALLY-MANAGED`` file
in its standard library folder (PEP 668), and pip then refuses to install into
it.  These tests build such an interpreter from the one running them — a copy
of its executable in a new prefix whose ``lib/pythonX.Y`` links the real
standard library and adds the marker — check that pip refuses it, and run the
Quickstart line from ``README.md`` with that interpreter first on ``PATH``, in
a copy of the clone's packages, with the machine's pip configuration and index.
The line must create and use a virtual environment to get anywhere.

The install downloads (or takes from a local index) torch and the rest, so it
takes minutes: it is the nox session ``quickstart``, not part of ``e2e``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MARKER = "EXTERNALLY-MANAGED"
MARKER_TEXT = """[externally-managed]
Error=To install Python packages system-wide, use apt install python3-xyz, or create a
 virtual environment with python3 -m venv path/to/venv (a test's copy of Debian's text).
"""

pytestmark = [
    pytest.mark.quickstart,
    pytest.mark.skipif(os.name != "posix", reason="builds a POSIX interpreter prefix"),
]


def quickstart_line() -> str:
    """The one command line of the README's Quickstart (its first ``bash`` block)."""
    section = (ROOT / "README.md").read_text(encoding="utf-8").split("## Quickstart\n", 1)[1]
    block = section.split("```bash\n", 1)[1].split("```", 1)[0].strip()
    assert "\n" not in block, "the Quickstart must stay one line to copy"
    return block


def externally_managed_python(prefix: Path) -> Path:
    """A Python in ``prefix`` whose standard library folder holds EXTERNALLY-MANAGED.

    The executable is copied (a link would make Python find its prefix at the
    link's target); the standard library, ``lib-dynload`` and the shared
    ``libpython`` are linked, so nothing large is copied.
    """
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    base = Path(sys.base_prefix)
    real_stdlib = Path(sysconfig.get_path("stdlib", vars={"installed_base": str(base)}))
    executable = base / "bin" / version
    assert executable.is_file(), f"no {executable} to copy"
    (prefix / "bin").mkdir(parents=True)
    python = prefix / "bin" / "python3"
    shutil.copy2(executable, python)
    (prefix / "bin" / version).symlink_to("python3")
    (prefix / "bin" / "python").symlink_to("python3")
    stdlib = prefix / "lib" / version
    stdlib.mkdir(parents=True)
    for entry in real_stdlib.iterdir():
        if entry.name not in (MARKER, "site-packages"):
            (stdlib / entry.name).symlink_to(entry)
    # pip comes from the real site-packages, as Debian's python3-pip would
    (stdlib / "site-packages").symlink_to(real_stdlib / "site-packages")
    # ... or, where the running Python is Debian's own, from where python3-pip puts it
    # (its site module looks in ``<prefix>/lib/python3/dist-packages``)
    debian = base / "lib" / "python3" / "dist-packages"
    if debian.is_dir():
        (prefix / "lib" / "python3").mkdir()
        (prefix / "lib" / "python3" / "dist-packages").symlink_to(debian)
    for library in (base / "lib").glob("libpython*"):
        (prefix / "lib" / library.name).symlink_to(library)
    (stdlib / MARKER).write_text(MARKER_TEXT, encoding="utf-8")
    return python


def environment(home: Path, python: Path) -> dict[str, str]:
    """A new user's environment: the marked Python first on PATH, a fresh home, no venv."""
    drop = ("TAPYRE_", "PYTHON", "VIRTUAL_ENV", "XDG_", "CONDA", "PYENV")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    path = [p for p in env.get("PATH", "").split(os.pathsep) if p and ".pyenv/shims" not in p]
    env.update(
        HOME=str(home),
        PATH=os.pathsep.join([str(python.parent), *path]),
        HF_HUB_OFFLINE="1",
        TRANSFORMERS_OFFLINE="1",
        NO_COLOR="1",
    )
    return env


def clone(target: Path) -> Path:
    """The files of the packages the Quickstart installs, as a fresh clone has them (tracked
    ones, and new ones git does not ignore: what the next commit holds)."""
    paths = ["tapyre-core", "tapyre-paper-search", "README.md"]
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", *paths],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for name in listed:
        source, copy = ROOT / name, target / name
        if source.is_file():
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, copy)
    return target


@pytest.fixture(scope="module")
def marked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    where = tmp_path_factory.mktemp("quickstart")
    python = externally_managed_python(where / "system-python")
    home = where / "home"
    home.mkdir()
    return python, environment(home, python)


def test_the_marked_python_is_externally_managed_and_refuses_pip(marked, tmp_path) -> None:
    python, env = marked
    stdlib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('stdlib'))"],
        env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    assert (Path(stdlib) / MARKER).is_file()
    assert Path(stdlib).parent.parent == python.parent.parent
    # what the old Quickstart did: pip into the system Python
    refused = subprocess.run(
        ["python3", "-m", "pip", "install", str(ROOT / "tapyre-core")],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert refused.returncode != 0
    assert "externally-managed-environment" in refused.stderr, refused.stderr


def test_the_readme_quickstart_line_works_on_it(marked, tmp_path) -> None:
    python, env = marked
    folder = clone(tmp_path / "tapyre")
    line = quickstart_line()
    assert line.startswith("python3 -m venv ")
    done = subprocess.run(
        ["bash", "-c", line],
        env=env, cwd=folder, capture_output=True, text=True, timeout=3000, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    first = next(ln for ln in done.stdout.splitlines() if ln.startswith("1. "))
    assert first.startswith("1. Street Trees and Surface Temperature"), done.stdout
    assert "6 papers stored" in done.stdout
    # everything went into the new environment, made from the marked Python
    venv = folder / ".venv"
    assert (venv / "bin" / "tapyre").is_file()
    config = (venv / "pyvenv.cfg").read_text(encoding="utf-8")
    assert f"home = {python.parent}" in config
