"""The plugin glue (entry point, hooks, lazy command) and ``tapyre apps``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

import pytest
from tapyre_plugin_applauncher import plugin


def test_the_entry_point_is_declared() -> None:
    (ep,) = [ep for ep in entry_points(group="tapyre") if ep.name == "applauncher"]
    assert ep.value == "tapyre_plugin_applauncher.plugin"


def test_the_host_discovers_the_installed_plugin(tapyre_config: Any) -> None:
    from tapyre import Host, PluginStatus

    host = Host(tapyre_config)
    record = host.plugins["applauncher"]
    assert record.status is PluginStatus.LOADED, record.error
    assert record.registered == {"tools": ("list_apps", "launch_app"), "commands": ("apps",)}
    assert host.tool("applauncher:launch_app").tool.side_effects
    assert "apps" in host.commands


def test_registering_reads_no_desktop_file(
    monkeypatch: pytest.MonkeyPatch, register_plugin: Callable[..., Any], tapyre_host: Any
) -> None:
    from tapyre_plugin_applauncher import catalog

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("registering must not read desktop files")

    monkeypatch.setattr(catalog.AppCatalog, "load", refuse)
    register_plugin(plugin, name="applauncher")
    assert {t.name for t in tapyre_host.tools.values()} >= {"list_apps", "launch_app"}


@pytest.fixture
def cli(
    use_env: dict[str, str], register_plugin: Callable[..., Any], tapyre_cli: Callable[..., Any]
) -> Callable[..., Any]:
    register_plugin(plugin, name="applauncher")
    return tapyre_cli


def test_apps_list(cli: Callable[..., Any]) -> None:
    result = cli("apps", "list")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "Firefox — Web Browser (firefox.desktop, opens URLs)" in lines
    assert "Override From Home (override.desktop)" in lines
    assert not any("Not In Menus" in line for line in lines)


def test_apps_list_query_and_all(cli: Callable[..., Any]) -> None:
    result = cli("apps", "list", "browser")
    assert result.exit_code == 0
    assert [line.split(" — ")[0] for line in result.output.splitlines()] == ["Chromium", "Firefox"]
    result = cli("apps", "list", "--all")
    assert "rules-nodisplay.desktop: NoDisplay=true [" in result.output
    assert "hostile-pipe.desktop: invalid Exec: reserved character '|'" in result.output
    assert (
        "No application matches 'nothing-like-it'" in cli("apps", "list", "nothing-like-it").output
    )


def test_apps_launch_dry_run_prints_the_exact_argument_list(
    cli: Callable[..., Any], no_shell: list[object], env: dict[str, str]
) -> None:
    """The plan of test_launcher.py's escape rules, printed as it is (not re-parsed)."""
    from tapyre_plugin_applauncher.catalog import AppCatalog
    from tapyre_plugin_applauncher.launcher import plan_launch

    result = cli("apps", "launch", "rules-escapes.desktop", "--dry-run")
    assert result.exit_code == 0, result.output
    escapes = AppCatalog().load(env).by_id("rules-escapes.desktop")
    assert escapes is not None
    assert json.loads(result.stdout) == list(plan_launch(escapes, env=env).argv)
    assert 'quote " inside' in json.loads(result.stdout)
    result = cli("apps", "launch", "Firefox", "https://example.org/?a=1&b=2", "--dry-run")
    assert json.loads(result.stdout) == ["fixture-app", "--browser", "https://example.org/?a=1&b=2"]
    result = cli("apps", "launch", "Working Folder App", "--dry-run")
    assert "working folder: /" in result.stderr
    assert no_shell == []


def test_apps_launch_starts_it(cli: Callable[..., Any], no_shell: list[dict[str, Any]]) -> None:
    result = cli("apps", "launch", "user only")
    assert result.exit_code == 0, result.output
    assert result.output == "Started User Only (user-only.desktop) as process 424242.\n"
    assert no_shell[0]["args"] == ["fixture-app", "--user-only"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("CALCULATOR",), "several applications match 'CALCULATOR': Calculator (calc-a.desktop)"),
        (("nothing-like-it",), "no installed application matches 'nothing-like-it'"),
        (("Terminal Program",), "no terminal emulator was found"),
        (("hostile-unbalanced.desktop",), "unterminated double quote"),
    ],
)
def test_apps_launch_errors_are_one_line(
    cli: Callable[..., Any], no_shell: list[object], args: tuple[str, ...], message: str
) -> None:
    result = cli("apps", "launch", *args, "--dry-run")
    assert result.exit_code == 1
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert no_shell == []


def test_help_does_not_import_the_command_module() -> None:
    code = (
        "import sys\n"
        "from tapyre.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print('IMPORTED' if 'tapyre_plugin_applauncher.cli' in sys.modules else 'LAZY')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "apps" in done.stdout
    assert done.stdout.strip().endswith("LAZY")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="this machine's own folders")
def test_tapyre_apps_list_on_this_machine() -> None:
    """``tapyre apps list`` with the real environment works, whatever is installed."""
    code = "from tapyre.cli import main\nmain(['apps', 'list'])\n"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip(), "prints the apps, or that none were found"
