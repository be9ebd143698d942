"""Planning a launch: the exact argument list, files and URLs, terminals, Path=, no shell."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_plugin_applauncher.catalog import App, AppCatalog
from tapyre_plugin_applauncher.errors import LaunchError
from tapyre_plugin_applauncher.launcher import (
    find_terminal,
    launch,
    plan_launch,
    target_argument,
)


def app(env: dict[str, str], desktop_id: str) -> App:
    found = AppCatalog().load(env).by_id(desktop_id)
    assert found is not None, desktop_id
    return found


def make_program(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(0o755)
    return path


def test_escapes_become_exact_arguments(env: dict[str, str]) -> None:
    plan = plan_launch(app(env, "rules-escapes.desktop"), env=env)
    assert plan.argv == (
        "fixture-app",
        "with space",
        'quote " inside',
        "dollar $HOME",
        "backtick ` here",
        "back\\slash",
        "",
        "tab\there",
    )
    assert plan.program.endswith("/bin/fixture-app")


def test_field_codes_are_expanded(env: dict[str, str]) -> None:
    entry = app(env, "rules-field-codes.desktop")
    assert plan_launch(entry, env=env).argv == (
        "fixture-app",
        "--icon",
        "field-icon",
        "Field Codes",
        str(entry.path),
        "--literal=100%",
        "--name=Field Codes",
    )


def test_quoted_shell_syntax_stays_literal(env: dict[str, str]) -> None:
    plan = plan_launch(app(env, "hostile-quoted-literals.desktop"), env=env)
    assert plan.argv == (
        "fixture-app",
        "a; touch /tmp/tapyre-pwned",
        "$(touch /tmp/tapyre-pwned)",
        "`touch /tmp/tapyre-pwned`",
        "| sh",
        "> /tmp/tapyre-pwned",
        "&&",
        "*",
        "~",
        "#",
    )


def test_url_for_a_url_app(env: dict[str, str]) -> None:
    url = "https://example.org/a b?x=$(id);y=`id`"
    plan = plan_launch(app(env, "firefox.desktop"), url, env=env)
    assert plan.argv == ("fixture-app", "--browser", url)


def test_files_are_made_absolute(
    env: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    plan = plan_launch(app(env, "org.example.TextEdit.desktop"), "-rf notes.txt", env=env)
    assert plan.argv == ("fixture-app", "--edit", str(tmp_path / "-rf notes.txt"))
    plan = plan_launch(app(env, "firefox.desktop"), "page.html", env=env)
    assert plan.argv[-1] == str(tmp_path / "page.html")


@pytest.mark.parametrize(
    ("value", "code", "expected"),
    [
        ("file:///home/ada/My%20File.txt", "f", "/home/ada/My File.txt"),
        ("file://localhost/etc/hosts", "F", "/etc/hosts"),
        ("file:///home/ada/x.txt", "u", "file:///home/ada/x.txt"),
        ("mailto:ada@example.org", "u", "mailto:ada@example.org"),
        ("/abs/path", "U", "/abs/path"),
    ],
)
def test_target_argument(value: str, code: str, expected: str) -> None:
    assert target_argument(value, code) == expected


@pytest.mark.parametrize(
    ("value", "code", "message"),
    [
        ("https://example.org/x.txt", "f", "local files only"),
        ("file://otherhost/x", "f", "another host"),
        ("a\x00b", "u", "NUL"),
        ("  ", "f", "empty"),
    ],
)
def test_target_argument_refusals(value: str, code: str, message: str) -> None:
    with pytest.raises(LaunchError, match=message):
        target_argument(value, code)


def test_a_file_for_an_app_without_file_codes_is_refused(env: dict[str, str]) -> None:
    with pytest.raises(LaunchError, match="does not open files or URLs"):
        plan_launch(app(env, "user-only.desktop"), "/tmp/x", env=env)


def test_path_key_is_the_working_folder(env: dict[str, str]) -> None:
    assert plan_launch(app(env, "rules-workdir.desktop"), env=env).cwd == "/"
    assert plan_launch(app(env, "user-only.desktop"), env=env).cwd is None
    with pytest.raises(LaunchError, match="does not exist"):
        plan_launch(app(env, "rules-missing-workdir.desktop"), env=env)


def test_a_missing_program_is_reported(env: dict[str, str], tree: Path) -> None:
    (tree / "bin" / "fixture-app").unlink()
    with pytest.raises(LaunchError, match="'fixture-app' is not installed"):
        plan_launch(app(env, "user-only.desktop"), env=env)


# ---------------------------------------------------------------------------
# Terminal=true
# ---------------------------------------------------------------------------


def test_terminal_apps_without_a_terminal_emulator_are_refused(env: dict[str, str]) -> None:
    with pytest.raises(LaunchError, match="no terminal emulator was found") as info:
        plan_launch(app(env, "rules-terminal.desktop"), env=env)
    assert "TERMINAL" in str(info.value)


def test_dollar_terminal_comes_first(env: dict[str, str], tree: Path) -> None:
    make_program(tree / "bin", "xterm")
    make_program(tree / "bin", "xdg-terminal-exec")
    make_program(tree / "bin", "my-term")
    env = {**env, "TERMINAL": "my-term"}
    plan = plan_launch(app(env, "rules-terminal.desktop"), "/tmp/a b", env=env)
    assert plan.argv == ("my-term", "-e", "fixture-app", "--in-terminal", "/tmp/a b")
    assert plan.terminal == "my-term"
    assert plan.program.endswith("/bin/my-term")


def test_dollar_terminal_known_emulators_get_their_own_flag(
    env: dict[str, str], tree: Path
) -> None:
    make_program(tree / "bin", "gnome-terminal")
    assert find_terminal({**env, "TERMINAL": "gnome-terminal"}) == ["gnome-terminal", "--"]
    assert find_terminal({**env, "TERMINAL": "gnome-terminal --window"}) == [
        "gnome-terminal",
        "--window",
        "--",
    ]
    assert find_terminal({**env, "TERMINAL": "gnome-terminal --"}) == ["gnome-terminal", "--"]
    make_program(tree / "bin", "kitty")
    assert find_terminal({**env, "TERMINAL": "kitty -1"}) == ["kitty", "-1"]
    assert find_terminal({**env, "TERMINAL": f"{tree / 'bin' / 'kitty'}"}) == [
        str(tree / "bin" / "kitty")
    ]


def test_xdg_terminal_exec_comes_next(env: dict[str, str], tree: Path) -> None:
    make_program(tree / "bin", "xterm")
    make_program(tree / "bin", "xdg-terminal-exec")
    assert find_terminal({**env, "TERMINAL": "not-installed-term"}) == ["xdg-terminal-exec"]


def test_then_the_known_list(env: dict[str, str], tree: Path) -> None:
    make_program(tree / "bin", "xterm")
    assert find_terminal(env) == ["xterm", "-e"]
    make_program(tree / "bin", "konsole")
    assert find_terminal(env) == ["konsole", "-e"]
    make_program(tree / "bin", "x-terminal-emulator")
    assert find_terminal(env) == ["x-terminal-emulator", "-e"]


# ---------------------------------------------------------------------------
# Starting: never a shell, detached
# ---------------------------------------------------------------------------


def test_start_passes_an_argument_list_detached(
    env: dict[str, str], no_shell: list[dict[str, object]]
) -> None:
    import subprocess

    launched = launch(app(env, "rules-workdir.desktop"), env=env)
    assert launched.pid == 424242
    (call,) = no_shell
    assert call["args"] == ["fixture-app", "--workdir"]
    assert str(call["executable"]).endswith("/bin/fixture-app")
    assert call["shell"] is False
    assert call["start_new_session"] is True
    assert call["close_fds"] is True
    assert call["cwd"] == "/"
    for stream in ("stdin", "stdout", "stderr"):
        assert call[stream] == subprocess.DEVNULL


def test_hostile_but_quoted_arguments_never_reach_a_shell(
    env: dict[str, str], no_shell: list[dict[str, object]]
) -> None:
    launch(app(env, "hostile-quoted-literals.desktop"), env=env)
    (call,) = no_shell
    assert call["args"][1:4] == [  # type: ignore[index]
        "a; touch /tmp/tapyre-pwned",
        "$(touch /tmp/tapyre-pwned)",
        "`touch /tmp/tapyre-pwned`",
    ]
