"""The cache of installed entry points and versions (:mod:`tapyre._installed`): a
start with nothing installed or removed since the last one does not import
importlib.metadata, and a distribution added to or removed from a ``sys.path``
folder is seen at the next read."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tapyre import _installed
from tapyre.testing import child_environ

GROUP = "tapyre-installed-test"
OLD = 1_000_000_000_000_000_000  # 2001: a sys.path folder settled long ago


def _install(site: Path, name: str, entry_points: dict[str, str], *, when: int) -> Path:
    """A distribution's ``.dist-info`` in ``site``, as an installer leaves it; the folder's
    modification time set to ``when`` (as installing at that time would)."""
    info = site / f"{name}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\nRequires-Dist: tapyre-core>=0.1\n",
        encoding="utf-8",
    )
    eps = f"[{GROUP}]\n" + "".join(f"{k} = {v}\n" for k, v in entry_points.items())
    (info / "entry_points.txt").write_text(eps, encoding="utf-8")
    os.utime(site, ns=(when, when))
    return info


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "site"
    folder.mkdir()
    os.utime(folder, ns=(OLD, OLD))
    monkeypatch.syspath_prepend(str(folder))
    monkeypatch.setenv(_installed.CACHE_ENV, str(tmp_path / "cache" / "installed.json"))
    return folder


def test_installed_and_removed_distributions_are_seen(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _installed.entry_points(GROUP) == []
    _install(site, "plugin_a", {"a": "os.path:join"}, when=OLD + 1_000)
    (found,) = _installed.entry_points(GROUP)
    assert (found.name, found.value, found.distribution, found.version) == (
        "a",
        "os.path:join",
        "plugin_a",
        "1.0",
    )
    assert found.requires == ("tapyre-core>=0.1",)
    assert found.load() is os.path.join

    # nothing changed: served from the cache, without reading the installation
    def no_read(_: str) -> None:
        raise AssertionError("read again although nothing was installed or removed")

    monkeypatch.setattr(_installed, "_read_group", no_read)
    assert _installed.entry_points(GROUP) == [found]
    monkeypatch.undo()  # the real reader again (and the path and cache setting go too)
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv(_installed.CACHE_ENV, str(site.parent / "cache" / "installed.json"))

    shutil.rmtree(site / "plugin_a-1.0.dist-info")  # uninstalled
    os.utime(site, ns=(OLD + 2_000, OLD + 2_000))
    assert _installed.entry_points(GROUP) == []


def test_a_folder_changed_just_now_is_read_not_cached(site: Path) -> None:
    _install(site, "plugin_b", {"b": "os:getcwd"}, when=OLD)
    os.utime(site)  # now: within the file system clock's tick of a change, maybe
    assert [ep.name for ep in _installed.entry_points(GROUP)] == ["b"]
    assert not (site.parent / "cache" / "installed.json").exists()


def test_versions_are_cached_and_a_missing_distribution_is_none(site: Path) -> None:
    assert _installed.version("tapyre-core") is not None
    assert _installed.version("no-such-distribution-here") is None
    assert (site.parent / "cache" / "installed.json").is_file()


@pytest.mark.parametrize(
    ("kind", "name", "bad"),
    [
        ("groups", GROUP, [["c", "os:getcwd"]]),  # too few fields: unpacking failed
        ("groups", GROUP, {"c": "os:getcwd"}),  # a dict, not a list
        ("groups", GROUP, [["c", "os:getcwd", "plugin_c", "1.0", "tapyre-core"]]),
        ("versions", "plugin_c", ["1.0"]),
    ],
)
def test_a_malformed_cache_entry_is_a_miss_and_is_stored_anew(
    site: Path, kind: str, name: str, bad: object
) -> None:
    _install(site, "plugin_c", {"c": "os:getcwd"}, when=OLD)
    cache = site.parent / "cache" / "installed.json"
    cache.parent.mkdir()
    record = {"state": _installed.installation_state(), kind: {name: bad}}
    cache.write_text(json.dumps({"format": _installed.FORMAT, "states": [record]}), "utf-8")

    assert [(ep.name, ep.requires) for ep in _installed.entry_points(GROUP)] == [
        ("c", ("tapyre-core>=0.1",))
    ]
    assert _installed.version("plugin_c") == "1.0"
    (stored,) = json.loads(cache.read_text("utf-8"))["states"]
    assert stored[kind][name] != bad  # repaired: the next start reads the cache again


def test_a_cache_of_another_format_is_ignored(site: Path) -> None:
    _install(site, "plugin_d", {"d": "os:getcwd"}, when=OLD)
    cache = site.parent / "cache" / "installed.json"
    cache.parent.mkdir()
    record = {"state": _installed.installation_state(), "groups": {GROUP: []}}  # well formed
    for data in ({"states": [record]}, {"format": _installed.FORMAT + 1, "states": [record]}):
        cache.write_text(json.dumps(data), "utf-8")
        assert [ep.name for ep in _installed.entry_points(GROUP)] == ["d"]
        assert json.loads(cache.read_text("utf-8"))["format"] == _installed.FORMAT


def test_a_cached_start_does_not_import_importlib_metadata(tmp_path: Path) -> None:
    cwd = tmp_path / "cwd"  # sys.path[0] of `python -c`: a folder settled long ago
    cwd.mkdir()
    os.utime(cwd, ns=(OLD, OLD))
    site = tmp_path / "site"  # a plugin installed long ago (whatever else is installed)
    site.mkdir()
    info = _install(site, "tapyre_plugin_cached", {}, when=OLD)
    (info / "entry_points.txt").write_text("[tapyre]\ncached = os.path\n", encoding="utf-8")
    os.utime(site, ns=(OLD, OLD))
    env = {
        **child_environ(),
        _installed.CACHE_ENV: str(tmp_path / "cache" / "installed.json"),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")])),
    }
    code = (
        "import sys\nfrom tapyre._loading import discover\nfrom tapyre import Config\n"
        "names = [f.record.name for f in discover(Config.load(), {}) if hasattr(f, 'record')]\n"
        "print('cached' in names, 'importlib.metadata' in sys.modules)\n"
    )
    runs = [
        subprocess.run(
            [sys.executable, "-c", code],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        for _ in range(2)
    ]
    assert runs == [["True", "True"], ["True", "False"]]  # read once, then cached


def test_tests_never_write_the_users_installed_cache(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Every test (and the child processes it starts) has its own cache file under
    pytest's temporary folder: the conftest's autouse ``tapyre_installed_cache``."""
    path = _installed.cache_file()
    assert path is not None
    assert tmp_path_factory.getbasetemp() in path.parents
    assert os.environ[_installed.CACHE_ENV] == str(path)


def test_the_test_process_never_uses_the_users_installed_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Even before any fixture (tapyre is imported while the conftests load), the
    repository's root ``conftest.py`` has pointed the cache at a file of this run."""
    import platformdirs

    monkeypatch.undo()  # the environment as it was before this test's fixtures
    configured = os.environ.get(_installed.CACHE_ENV, "")
    assert configured not in ("", "off")
    user_cache = Path(platformdirs.user_cache_path("tapyre")) / "installed.json"
    assert Path(configured) != user_cache
