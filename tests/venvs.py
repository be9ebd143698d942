"""Fresh virtual environments with real packages installed, for cross-package tests.

Building an environment must be fast and work offline, so the packages of
this repository are installed with ``pip install --no-deps
--no-build-isolation --no-index`` and their third-party dependencies (and
setuptools, to build them) are *linked* from the environment running the
tests: only the distributions in the dependency closure of tapyre-core and the
packages a test names, so the new environment holds tapyre-core, those
packages, their dependencies and nothing else — no other tapyre plugin leaks in.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "tapyre-core"
HELLO = ROOT / "examples" / "tapyre-plugin-hello"
BROKEN = ROOT / "tests" / "fixtures" / "tapyre-plugin-broken"
OPENAI = ROOT / "tapyre-llm-openai"
OLLAMA = ROOT / "tapyre-llm-ollama"


@dataclass
class Venv:
    """A virtual environment and a way to run ``tapyre`` in it, isolated from the user."""

    path: Path
    home: Path
    build_seconds: float

    @property
    def python(self) -> Path:
        return self.path / "bin" / "python"

    @property
    def tapyre(self) -> Path:
        return self.path / "bin" / "tapyre"

    @property
    def config(self) -> Path:
        return self.home / "config.toml"

    def env(self, **extra: str) -> dict[str, str]:
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("TAPYRE_", "PYTHON", "VIRTUAL_ENV"))
        }
        env.update(HOME=str(self.home), TAPYRE_CONFIG=str(self.config), NO_COLOR="1")
        env["PATH"] = f"{self.path / 'bin'}{os.pathsep}{env.get('PATH', '')}"
        env.update(extra)
        return env

    def run(
        self, *args: str, input: str | None = None, **env: str
    ) -> subprocess.CompletedProcess[str]:
        """Run the installed ``tapyre`` console script."""
        return subprocess.run(
            [str(self.tapyre), *args],
            env=self.env(**env),
            input=input if input is not None else "",
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )


def _requirements(project: Path) -> list[str]:
    """``project``'s dependencies, less this repository's packages (installed from here)."""
    data = tomllib.loads((project / "pyproject.toml").read_text(encoding="utf-8"))
    requirements: list[str] = data["project"]["dependencies"]
    return [
        r for r in requirements if not canonicalize_name(Requirement(r).name).startswith("tapyre-")
    ]


def _closure(requirements: Iterable[str]) -> list[metadata.Distribution]:
    """The installed distributions that ``requirements`` need, transitively."""
    found: dict[str, metadata.Distribution] = {}
    seen: set[tuple[str, str]] = set()
    todo = [(Requirement(r), "") for r in requirements]
    while todo:
        req, extra = todo.pop()
        if req.marker is not None and not req.marker.evaluate({"extra": extra}):
            continue
        name = canonicalize_name(req.name)
        for wanted in ("", *sorted(req.extras)):
            if (name, wanted) in seen:
                continue
            seen.add((name, wanted))
            try:
                dist = found.get(name) or metadata.distribution(req.name)
            except metadata.PackageNotFoundError:
                raise RuntimeError(
                    f"{req.name} is needed by the packages under test but not installed "
                    "in the test environment"
                ) from None
            found[name] = dist
            todo.extend((Requirement(r), wanted) for r in dist.requires or [])
    return list(found.values())


def _link_distributions(dists: Iterable[metadata.Distribution], site: Path) -> None:
    for dist in dists:
        tops = {str(f).split("/")[0] for f in dist.files or ()}
        for top in sorted(tops):
            if top.startswith("..") or top == "__pycache__" or top.endswith(".pth"):
                continue
            target = site / top
            if not target.exists():
                target.symlink_to(Path(str(dist.locate_file(top))))


def build_venv(where: Path, *projects: Path) -> Venv:
    """A fresh venv with tapyre-core and ``projects`` installed from this repository."""
    started = time.perf_counter()
    path = where / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(path)], check=True)
    site = (
        path / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "site-packages"
    )
    deps = _closure(r for project in (CORE, *projects) for r in _requirements(project))
    pip = [sys.executable, "-m", "pip", "--python", str(path / "bin" / "python"), "install"]
    pip += ["--quiet", "--no-deps", "--disable-pip-version-check"]
    try:
        deps += [metadata.distribution("setuptools")]
        pip += ["--no-build-isolation", "--no-index"]
    except metadata.PackageNotFoundError:  # build isolation fetches setuptools instead
        pass
    _link_distributions(deps, site)
    subprocess.run([*pip, str(CORE), *map(str, projects)], check=True, cwd=where)
    home = where / "home"
    home.mkdir()
    return Venv(path=path, home=home, build_seconds=time.perf_counter() - started)


def link_requirements(venv: Venv, *requirements: str) -> None:
    """Make ``requirements`` (installed here, e.g. ``pytest``) importable in ``venv`` too."""
    site = (
        venv.path
        / "lib"
        / f"python{sys.version_info.major}.{sys.version_info.minor}"
        / "site-packages"
    )
    _link_distributions(_closure(requirements), site)


def run_package_tests(venv: Venv, package: Path) -> subprocess.CompletedProcess[str]:
    """Run ``package``'s own ``tests`` folder with ``venv``'s pytest (see
    :func:`link_requirements`), as its author would."""
    return subprocess.run(
        [str(venv.python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
        cwd=package,
        env=venv.env(),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def write_script(venv: Venv, replies: list[object], **core: object) -> Path:
    """Configure the venv's tapyre to use the scripted model with ``replies``."""
    import json

    script = venv.home / "script.json"
    script.write_text(json.dumps(replies), encoding="utf-8")
    lines = ["[core]", 'llm = "scripted"']
    lines += [f"{k} = {json.dumps(v)}" for k, v in core.items()]
    lines += ["", "[llm.scripted]", f"script = {json.dumps(str(script))}", ""]
    venv.config.write_text("\n".join(lines), encoding="utf-8")
    return script


def assert_ok(
    result: subprocess.CompletedProcess[str], context: Mapping[str, object] | None = None
) -> None:
    assert result.returncode == 0, (
        f"exit {result.returncode}\nstdout:\n{result.stdout}\n"
        f"stderr:\n{result.stderr}\n{context or ''}"
    )
