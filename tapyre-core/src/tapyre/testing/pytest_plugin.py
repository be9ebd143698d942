"""pytest fixtures for Tapyre plugin authors and applications.

Opt in from the ``conftest.py`` at the top of your tests (nothing is loaded
into anyone's pytest run just because tapyre-core is installed)::

    pytest_plugins = ["tapyre.testing.pytest_plugin"]

or for one run: ``pytest -p tapyre.testing.pytest_plugin``.  No fixture is
autouse; a test gets what it names:

``tapyre_data_dir``
    A fresh folder set as ``TAPYRE_DATA_DIR`` for this test, so the
    conversation log and keys file of ``ask``/``chat``/``keys`` never reach
    the user's data folder.  Make it autouse in your own ``conftest.py`` when
    every test should have one::

        @pytest.fixture(autouse=True)
        def _private_data_dir(tapyre_data_dir): ...

    (``tapyre_isolated`` below gives it with the other two.)
``tapyre_installed_cache``
    A fresh file set as ``TAPYRE_INSTALLED_CACHE`` for this test, so the
    installed-facts cache of a test's ``sys.path`` (fake distributions, a
    child process) never reaches the user's cache folder.  Autouse it next to
    ``tapyre_data_dir`` the same way.
``tapyre_no_env_overrides``
    Removes from this test's environment every configuration override the
    developer set (``TAPYRE_SECTION__KEY``, e.g. ``TAPYRE_LLM__OPENAI__MODEL``),
    so a child process or a ``Config.load()`` in the test reads only the
    settings the test gives.  Other ``TAPYRE_*`` variables stay.  Autouse it
    next to ``tapyre_data_dir``.
``tapyre_isolated``
    The three above at once (the data folder is its value): what a plugin's
    ``conftest.py`` autouses so that no test reads or writes the developer's
    data, cache or settings::

        @pytest.fixture(autouse=True)
        def _isolated(tapyre_isolated): ...

    Like every fixture here it is function-scoped: fixtures of module or session
    scope (set up before it) and collection hooks still see the developer's
    environment; give those a ``Config(..., env={...})`` or ``child_environ()``.
``tapyre_closed_url``
    A loopback URL, ``http://127.0.0.1:PORT``, where nothing listens (the
    connection is refused): the ``base_url`` of an unreachable server.
``tapyre_config``
    A :class:`~tapyre.Config` isolated from the user's file and environment:
    its file is ``tmp_path/tapyre/config.toml`` (not created) and the only
    variable it sees is ``TAPYRE_DATA_DIR`` (``tapyre_data_dir``).
``tapyre_host``
    A :class:`~tapyre.Host` on ``tapyre_config`` with only the built-in plugin
    (installed entry points are not loaded, so the test sees only what it
    registers).
``register_plugin``
    ``register_plugin(obj, name=None) -> PluginRecord`` registers a plugin
    object on ``tapyre_host`` for this test only; it fails the test when the
    plugin does not load.
``tapyre_cli``
    ``tapyre_cli(*args, input=None) -> click.testing.Result`` runs the real
    ``tapyre`` command line on ``tapyre_host``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from click.testing import Result

    from tapyre import Config, Host, PluginRecord


@pytest.fixture
def tapyre_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """A fresh ``TAPYRE_DATA_DIR`` for this test (log database, keys file)."""
    from tapyre._paths import DATA_DIR_ENV

    folder = tmp_path_factory.mktemp("tapyre-data")
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def tapyre_installed_cache(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """A fresh ``TAPYRE_INSTALLED_CACHE`` file for this test (not created), so the
    entry points and versions a test's ``sys.path`` holds never reach the user's cache."""
    from tapyre._installed import CACHE_ENV

    path = tmp_path_factory.mktemp("tapyre-installed") / "installed.json"
    monkeypatch.setenv(CACHE_ENV, str(path))
    return path


@pytest.fixture
def tapyre_no_env_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``TAPYRE_SECTION__KEY`` variable of the developer reaches this test."""
    import os

    from tapyre._config import is_env_override

    for name in [n for n in os.environ if is_env_override(n)]:
        monkeypatch.delenv(name)


@pytest.fixture
def tapyre_isolated(
    tapyre_data_dir: Path, tapyre_installed_cache: Path, tapyre_no_env_overrides: None
) -> Path:
    """``tapyre_data_dir``, ``tapyre_installed_cache`` and ``tapyre_no_env_overrides``."""
    return tapyre_data_dir


@pytest.fixture
def tapyre_closed_url() -> str:
    """``http://127.0.0.1:PORT`` with nothing listening on PORT (connection refused)."""
    from tapyre.testing._http import free_port

    return f"http://127.0.0.1:{free_port()}"


@pytest.fixture
def tapyre_config(tmp_path: Path, tapyre_data_dir: Path) -> Config:
    """A configuration that reads no user file and, but for its data folder, no environment."""
    from tapyre import Config
    from tapyre._paths import DATA_DIR_ENV

    path = tmp_path / "tapyre" / "config.toml"
    return Config.load(path, env={DATA_DIR_ENV: str(tapyre_data_dir)})


@pytest.fixture
def tapyre_host(tapyre_config: Config) -> Host:
    """A host with the built-in plugin only, on the isolated ``tapyre_config``."""
    from tapyre import Host

    return Host(tapyre_config, load_entrypoints=False)


@pytest.fixture
def register_plugin(tapyre_host: Host) -> Iterator[Callable[..., PluginRecord]]:
    """Register plugin objects on ``tapyre_host`` for one test."""
    from tapyre import PluginStatus

    names: list[str] = []

    def register(plugin: object, name: str | None = None) -> PluginRecord:
        record = tapyre_host.register(plugin, name=name)
        if record.status is not PluginStatus.LOADED:
            pytest.fail(f"plugin {record.name} did not load: {record.error}\n{record.traceback}")
        names.append(record.name)
        return record

    yield register
    for name in reversed(names):
        tapyre_host.unregister(name)


@pytest.fixture
def tapyre_cli(tapyre_host: Host) -> Callable[..., Result]:
    """Run the ``tapyre`` CLI in-process on ``tapyre_host``."""
    from click.testing import CliRunner

    from tapyre.cli import cli

    def run(*args: str, input: str | None = None, **kwargs: Any) -> Result:
        runner = CliRunner()
        kwargs.setdefault("prog_name", "tapyre")
        return runner.invoke(cli, list(args), input=input, obj=tapyre_host, **kwargs)

    return run
