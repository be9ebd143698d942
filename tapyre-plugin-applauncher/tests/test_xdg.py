"""The XDG Base Directory rules: defaults, order, relative paths, desktop, locale."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_plugin_applauncher import xdg


def test_defaults_when_nothing_is_set() -> None:
    env = {"HOME": "/home/ada"}
    assert xdg.application_dirs(env) == [
        Path("/home/ada/.local/share/applications"),
        Path("/usr/local/share/applications"),
        Path("/usr/share/applications"),
    ]


def test_user_folder_is_dot_local_share_not_local_share() -> None:
    # The original design looked in ~/local/share/applications.
    assert xdg.data_home({"HOME": "/home/ada"}) == Path("/home/ada/.local/share")


@pytest.mark.parametrize("value", ["", ":", "::"])
def test_empty_data_dirs_fall_back_to_the_default(value: str) -> None:
    assert xdg.data_dirs({"XDG_DATA_DIRS": value}) == [
        Path("/usr/local/share"),
        Path("/usr/share"),
    ]


def test_empty_data_home_falls_back_to_home() -> None:
    assert xdg.data_home({"XDG_DATA_HOME": "", "HOME": "/h"}) == Path("/h/.local/share")


def test_variables_set_are_used_in_order_user_first() -> None:
    env = {"XDG_DATA_HOME": "/d/home", "XDG_DATA_DIRS": "/d/one:/d/two", "HOME": "/h"}
    assert xdg.application_dirs(env) == [
        Path("/d/home/applications"),
        Path("/d/one/applications"),
        Path("/d/two/applications"),
    ]


def test_relative_paths_are_ignored() -> None:
    env = {"XDG_DATA_HOME": "relative/home", "XDG_DATA_DIRS": "rel:/abs:./x", "HOME": "/h"}
    assert xdg.application_dirs(env) == [
        Path("/h/.local/share/applications"),
        Path("/abs/applications"),
    ]


def test_a_folder_listed_twice_is_searched_once() -> None:
    env = {"XDG_DATA_HOME": "/a", "XDG_DATA_DIRS": "/a:/b:/b/", "HOME": "/h"}
    assert xdg.application_dirs(env) == [Path("/a/applications"), Path("/b/applications")]


def test_no_home_at_all_still_gives_the_system_folders() -> None:
    assert xdg.application_dirs({}) == [
        Path("/usr/local/share/applications"),
        Path("/usr/share/applications"),
    ]


def test_current_desktops_are_colon_separated_in_order() -> None:
    assert xdg.current_desktops({"XDG_CURRENT_DESKTOP": "ubuntu:GNOME"}) == ["ubuntu", "GNOME"]
    assert xdg.current_desktops({}) == []


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "en_US"}, "de_DE.UTF-8"),
        ({"LC_ALL": "", "LC_MESSAGES": "fr_FR", "LANG": "en_US"}, "fr_FR"),
        ({"LANG": "sr_YU@Latn"}, "sr_YU@Latn"),
        ({"LANG": "C.UTF-8"}, None),
        ({"LC_ALL": "POSIX"}, None),
        ({}, None),
    ],
)
def test_messages_locale_precedence(env: dict[str, str], expected: str | None) -> None:
    assert xdg.messages_locale(env) == expected


def test_find_executable_skips_relative_path_entries(tmp_path: Path) -> None:
    program = tmp_path / "prog"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    assert xdg.find_executable("prog", {"PATH": str(tmp_path)}) == str(program)
    assert xdg.find_executable(str(program), {"PATH": ""}) == str(program)
    assert xdg.find_executable("prog", {"PATH": ":."}) is None
    program.chmod(0o644)
    assert xdg.find_executable("prog", {"PATH": str(tmp_path)}) is None


@pytest.mark.parametrize(
    ("platform", "supported"),
    [("linux", True), ("freebsd14", True), ("darwin", False), ("win32", False)],
)
def test_platform_support(platform: str, supported: bool) -> None:
    assert xdg.platform_is_supported(platform) is supported
