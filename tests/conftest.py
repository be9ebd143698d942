"""Fixtures for the cross-package tests; the venv machinery is in :mod:`venvs`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from venvs import BROKEN, HELLO, Venv, build_venv

pytest_plugins = ["tapyre.testing.pytest_plugin"]


@pytest.fixture(autouse=True)
def _isolated(tapyre_isolated: Path) -> None:
    """No test reads or writes the developer's data folder (conversation log, keys),
    installed-facts cache or configuration overrides (``TAPYRE_SECTION__KEY``)."""


@pytest.fixture(scope="session")
def venv_factory(tmp_path_factory: pytest.TempPathFactory) -> Callable[..., Venv]:
    built: dict[tuple[Path, ...], Venv] = {}

    def make(*projects: Path) -> Venv:
        if projects not in built:
            built[projects] = build_venv(tmp_path_factory.mktemp("venv"), *projects)
        return built[projects]

    return make


@pytest.fixture(scope="session")
def hello_venv(venv_factory: Callable[..., Venv]) -> Venv:
    """tapyre-core and examples/tapyre-plugin-hello, nothing else."""
    return venv_factory(HELLO)


@pytest.fixture(scope="session")
def broken_venv(venv_factory: Callable[..., Venv]) -> Venv:
    """tapyre-core, the hello plugin and the broken plugin package."""
    return venv_factory(HELLO, BROKEN)
