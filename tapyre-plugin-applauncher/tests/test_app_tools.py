"""The agent's tools: schemas, side effects, short descriptions, answers, platforms."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre import SideEffect, Tool, ToolError
from tapyre_plugin_applauncher import tools as tools_module
from tapyre_plugin_applauncher.tools import MAX_LISTED, make_tools


def by_name(env: dict[str, str] | None = None) -> dict[str, Tool]:
    return {t.name: t for t in make_tools(env)}


def test_list_apps_is_read_only_and_launch_app_launches_programs() -> None:
    tools = by_name()
    assert tools["list_apps"].side_effects == frozenset()
    assert tools["launch_app"].side_effects == frozenset({SideEffect.LAUNCHES_PROGRAMS})


def test_schemas() -> None:
    tools = by_name()
    assert tools["launch_app"].parameters["required"] == ["name"]
    assert set(tools["launch_app"].parameters["properties"]) == {"name", "file_or_url"}
    assert set(tools["list_apps"].parameters["properties"]) == {"query"}
    with pytest.raises(ToolError, match="invalid"):
        tools["launch_app"].invoke({"file_or_url": "x"})
    with pytest.raises(ToolError, match="invalid"):
        tools["list_apps"].invoke({"query": "x", "extra": 1})


def _many_apps(folder: Path, count: int) -> None:
    folder.mkdir(parents=True)
    for i in range(count):
        (folder / f"org.example.App{i}.desktop").write_text(
            f"[Desktop Entry]\nType=Application\nName=Application Number {i}\n"
            f"GenericName=Generic {i}\nKeywords=k{i};\nExec=fixture-app --n {i}\n"
        )


def test_descriptions_do_not_grow_with_the_number_of_installed_apps(
    tmp_path: Path, env: dict[str, str]
) -> None:
    few = {**env, "XDG_DATA_HOME": str(tmp_path / "few"), "XDG_DATA_DIRS": str(tmp_path / "no")}
    many = {**env, "XDG_DATA_HOME": str(tmp_path / "many"), "XDG_DATA_DIRS": str(tmp_path / "no")}
    _many_apps(tmp_path / "many" / "applications", 1000)
    assert "1000 installed applications" in by_name(many)["list_apps"].invoke({})
    for name in ("list_apps", "launch_app"):
        assert by_name(few)[name].description == by_name(many)[name].description
        assert by_name(few)[name].parameters == by_name(many)[name].parameters
        assert len(by_name(many)[name].description) < 300
        assert "Application Number" not in by_name(many)[name].description


def test_list_apps_answers_are_capped(tmp_path: Path, env: dict[str, str]) -> None:
    many = {**env, "XDG_DATA_HOME": str(tmp_path / "m"), "XDG_DATA_DIRS": str(tmp_path / "no")}
    _many_apps(tmp_path / "m" / "applications", 200)
    text = by_name(many)["list_apps"].invoke({"query": ""})
    assert text.count("\n- ") == MAX_LISTED
    assert "… and 150 more; use a narrower query." in text
    assert "Application Number 7 — Generic 7 (org.example.App7.desktop)" in by_name(many)[
        "list_apps"
    ].invoke({"query": "k7"})


def test_list_apps(env: dict[str, str]) -> None:
    text = by_name(env)["list_apps"].invoke({"query": "browser"})
    assert text.startswith("2 of ")
    assert "- Chromium — Web Browser (chromium.desktop, opens URLs)" in text
    assert "- Firefox — Web Browser (firefox.desktop, opens URLs)" in text
    assert "No installed application matches 'spreadsheet'" in by_name(env)["list_apps"].invoke(
        {"query": "spreadsheet"}
    )
    everything = by_name(env)["list_apps"].invoke({})
    assert (
        "Terminal Program (rules-terminal.desktop, runs in a terminal, opens files)" in everything
    )
    assert "Not In Menus" not in everything


def test_list_apps_with_nothing_installed(tmp_path: Path) -> None:
    empty = {"XDG_DATA_HOME": str(tmp_path / "a"), "XDG_DATA_DIRS": str(tmp_path / "b")}
    text = by_name(empty)["list_apps"].invoke({})
    assert text.startswith("No desktop applications are installed (searched ")
    assert str(tmp_path / "a" / "applications") in text


def test_launch_app_returns_candidates_instead_of_guessing(
    env: dict[str, str], no_shell: list[object]
) -> None:
    text = by_name(env)["launch_app"].invoke({"name": "web browser"})
    assert text.startswith("Several applications match 'web browser'; none was started.")
    assert "chromium.desktop" in text and "firefox.desktop" in text
    assert no_shell == []


def test_launch_app_starts_the_one_match(env: dict[str, str], no_shell: list[object]) -> None:
    text = by_name(env)["launch_app"].invoke(
        {"name": "firefx", "file_or_url": "https://example.org"}
    )
    assert text == (
        "Started Firefox (firefox.desktop) as process 424242: "
        '["fixture-app", "--browser", "https://example.org"]'
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"name": "spreadsheet"}, "no installed application matches 'spreadsheet'"),
        ({"name": "rules-nodisplay.desktop"}, "rules-nodisplay.desktop is not offered: NoDisplay"),
        ({"name": "hostile-semicolon"}, "not offered: invalid Exec: reserved character ';'"),
        ({"name": "Terminal Program"}, "no terminal emulator was found"),
        ({"name": "User Only", "file_or_url": "/tmp/x"}, "does not open files or URLs"),
        ({"name": "Firefox", "file_or_url": "a\x00b"}, "NUL"),
    ],
)
def test_launch_app_errors_are_tool_errors_with_reasons(
    env: dict[str, str], no_shell: list[object], arguments: dict[str, str], message: str
) -> None:
    with pytest.raises(ToolError, match=message):
        by_name(env)["launch_app"].invoke(arguments)
    assert no_shell == []


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_unsupported_platforms_say_so_plainly(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], platform: str
) -> None:
    monkeypatch.setattr(tools_module.sys, "platform", platform)
    for name, arguments in (("list_apps", {}), ("launch_app", {"name": "Firefox"})):
        with pytest.raises(ToolError, match=f"not supported on this platform \\({platform}\\)"):
            by_name(env)[name].invoke(arguments)


def test_tools_read_os_environ_when_called(use_env: dict[str, str]) -> None:
    tools = by_name()  # built before anything is read
    assert "Firefox" in tools["list_apps"].invoke({"query": "firefox"})
