"""Discovery on the fixture folders: IDs, overrides, filtering, locales, hostile files, cache."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from tapyre_plugin_applauncher.catalog import (
    AppCatalog,
    Catalog,
    shown_in_desktops,
    walk_applications_dir,
)
from tapyre_plugin_applauncher.desktop_entry import DesktopEntry


def load(env: dict[str, str]) -> Catalog:
    return AppCatalog().load(env)


def names(catalog: Catalog) -> dict[str, str]:
    return {app.id: app.name for app in catalog.apps}


def reasons(catalog: Catalog) -> dict[str, str]:
    return {item.id: item.reason for item in catalog.excluded}


def test_desktop_file_ids_come_from_the_path_below_applications(env: dict[str, str]) -> None:
    catalog = load(env)
    assert "vendor-sub-nested.desktop" in names(catalog)
    assert "rules-workdir.desktop" in names(catalog)
    assert "org.example.TextEdit.desktop" in names(catalog)
    # Only *.desktop files count.
    assert not any("README" in app_id for app_id in names(catalog))


def test_earlier_folders_override_later_ones_by_id(env: dict[str, str]) -> None:
    catalog = load(env)
    assert names(catalog)["override.desktop"] == "Override From Home"
    assert names(catalog)["shared.desktop"] == "Shared From Local"
    assert catalog.by_id("override.desktop").path.parts[-3] == "home"  # type: ignore[union-attr]


def test_hidden_in_the_user_folder_deletes_the_system_entry(env: dict[str, str]) -> None:
    catalog = load(env)
    assert "deleted.desktop" not in names(catalog)
    assert reasons(catalog)["deleted.desktop"] == "Hidden=true (deleted)"


def test_user_only_entries_are_found(env: dict[str, str]) -> None:
    assert names(load(env))["user-only.desktop"] == "User Only"


def test_apps_are_sorted_by_name(env: dict[str, str]) -> None:
    listed = [app.name.casefold() for app in load(env).apps]
    assert listed == sorted(listed)


@pytest.mark.parametrize(
    ("desktop_id", "reason"),
    [
        ("rules-link.desktop", "Type=Link, not an application"),
        ("rules-directory.desktop", "Type=Directory, not an application"),
        ("rules-unknown-type.desktop", "Type=Service, not an application"),
        ("rules-nodisplay.desktop", "NoDisplay=true"),
        ("rules-only-kde.desktop", "not shown in the current desktop GNOME"),
        ("rules-not-gnome.desktop", "not shown in the current desktop GNOME"),
        ("rules-tryexec-missing.desktop", "TryExec program"),
        ("rules-dbus-only.desktop", "D-Bus activation is not supported"),
        ("rules-no-exec.desktop", "no Exec key"),
        ("rules-no-name.desktop", "Name is missing"),
        ("rules-no-type.desktop", "Type is missing"),
        ("rules-bad-boolean.desktop", "not a boolean"),
        ("rules-no-group.desktop", "before any group"),
        ("rules-wrong-group.desktop", "no [Desktop Entry] group"),
        ("rules-duplicate-key.desktop", "appears twice"),
    ],
)
def test_entries_left_out_carry_their_reason(
    env: dict[str, str], desktop_id: str, reason: str
) -> None:
    catalog = load(env)
    assert desktop_id not in names(catalog)
    assert reason in reasons(catalog)[desktop_id]


@pytest.mark.parametrize(
    "desktop_id",
    [
        "rules-only-gnome.desktop",
        "rules-tryexec-present.desktop",
        "rules-terminal.desktop",
        "rules-legacy-boolean.desktop",
        "rules-escapes.desktop",
        "rules-field-codes.desktop",
    ],
)
def test_entries_that_pass_every_rule_are_offered(env: dict[str, str], desktop_id: str) -> None:
    assert desktop_id in names(load(env))


def test_show_in_depends_on_the_current_desktop(env: dict[str, str]) -> None:
    kde = load({**env, "XDG_CURRENT_DESKTOP": "KDE"})
    assert "rules-only-kde.desktop" in names(kde)
    assert "rules-only-gnome.desktop" not in names(kde)
    assert "rules-not-gnome.desktop" in names(kde)
    both = load({**env, "XDG_CURRENT_DESKTOP": "KDE:GNOME"})
    assert "rules-only-gnome.desktop" in names(both)
    assert "rules-not-gnome.desktop" not in names(both)
    unset = load({k: v for k, v in env.items() if k != "XDG_CURRENT_DESKTOP"})
    assert "rules-only-gnome.desktop" not in names(unset)
    assert "rules-not-gnome.desktop" in names(unset)


def test_the_first_current_desktop_an_entry_names_decides() -> None:
    entry = DesktopEntry(
        type="Application",
        name="x",
        default_name="x",
        only_show_in=("GNOME",),
        not_show_in=("KDE",),
    )
    assert shown_in_desktops(entry, ["GNOME", "KDE"]) is True
    assert shown_in_desktops(entry, ["KDE", "GNOME"]) is False
    assert shown_in_desktops(entry, ["XFCE"]) is False
    assert shown_in_desktops(entry, ["XFCE", "GNOME"]) is True
    assert shown_in_desktops(entry, ["gnome"]) is False  # case is significant


def test_tryexec_is_looked_up_on_path(env: dict[str, str], tree: Path) -> None:
    program = tree / "bin" / "tapyre-fixture-no-such-program"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    assert "rules-tryexec-missing.desktop" in names(load(env))


def test_localized_names_follow_the_locale(env: dict[str, str]) -> None:
    def firefox(locale: str) -> str:
        return names(load({**env, "LANG": locale}))["firefox.desktop"]

    assert firefox("C.UTF-8") == "Firefox"
    assert firefox("de_DE.UTF-8") == "Feuerfuchs"
    assert firefox("sr_YU@Latn") == "Firefox sr_YU"
    assert firefox("sr_CS@Latn") == "Firefox sr@Latn"
    assert firefox("sr_CS") == "Firefox sr"
    assert firefox("fr_CA") == "Firefox"
    assert names(load({**env, "LANG": "fr_FR", "LC_ALL": "de_AT"}))["firefox.desktop"] == (
        "Feuerfuchs"
    )
    german = load({**env, "LANG": "de_DE.UTF-8"}).by_id("firefox.desktop")
    assert german is not None
    assert german.entry.generic_name == "Webbrowser"
    assert german.entry.default_name == "Firefox"


def test_string_escapes_in_names_and_lists(env: dict[str, str]) -> None:
    app = load(env).by_id("rules-escapes.desktop")
    assert app is not None
    assert app.name == "Escapes In\tName"
    assert app.entry.keywords == ("semi;colon", "plain")
    assert app.entry.comment == "Line one\nline two with a backslash \\ here"


def test_hostile_exec_lines_are_rejected_with_their_reason(env: dict[str, str]) -> None:
    expected = {
        "hostile-semicolon.desktop": "reserved character ';'",
        "hostile-subshell.desktop": "reserved character '$'",
        "hostile-backticks.desktop": "reserved character '`'",
        "hostile-pipe.desktop": "reserved character '|'",
        "hostile-redirect.desktop": "reserved character '>'",
        "hostile-and.desktop": "reserved character '&'",
        "hostile-unbalanced.desktop": "unterminated double quote",
        "hostile-quote-inside.desktop": "quotes must enclose a whole argument",
        "hostile-unescaped-dollar.desktop": "unescaped '$' inside a quoted argument",
        "hostile-code-in-quotes.desktop": "field code %f inside the quoted argument",
        "hostile-unknown-code.desktop": "unknown field code %x",
        "hostile-lone-percent.desktop": "a literal % must be written %%",
        "hostile-two-file-codes.desktop": "more than one of %f %F %u %U",
        "hostile-embedded-list-code.desktop": "must be an argument on its own",
        "hostile-equals-program.desktop": "may not contain '='",
    }
    found = reasons(load(env))
    for desktop_id, reason in expected.items():
        assert found[desktop_id].startswith("invalid Exec: "), desktop_id
        assert reason in found[desktop_id], (desktop_id, found[desktop_id])


@pytest.mark.timeout(30)
def test_huge_binary_and_looping_files_are_rejected_without_hanging(
    env: dict[str, str], hostile_files: Path
) -> None:
    started = time.monotonic()
    catalog = load(env)
    assert time.monotonic() - started < 10
    found = reasons(catalog)
    assert "too large" in found["hostile-huge.desktop"]
    assert "binary" in found["hostile-binary.desktop"]
    assert "not valid UTF-8" in found["hostile-latin1.desktop"]
    assert "control character" in found["hostile-control.desktop"]
    assert found["hostile-self-loop.desktop"] == "symlink loop"
    assert found["hostile-loop-a.desktop"] == "symlink loop"
    assert found["hostile-dangling.desktop"] == "broken symlink"
    if hasattr(os, "mkfifo"):
        assert found["hostile-fifo.desktop"] == "not a regular file"
    # The folder that contains itself was walked once, not forever.
    assert not any("dir-loop" in app_id for app_id in [*names(catalog), *found])
    assert not any("parent-loop" in app_id for app_id in [*names(catalog), *found])


def test_walk_visits_each_folder_once(hostile_files: Path) -> None:
    root = hostile_files.parent
    found, folders = walk_applications_dir(root)
    ids = [f.id for f in found]
    assert len(ids) == len(set(ids))
    assert str(root) in folders


def test_missing_folders_are_fine(tmp_path: Path) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path / "none"), "XDG_DATA_DIRS": str(tmp_path / "nope")}
    catalog = load(env)
    assert catalog.apps == ()
    assert catalog.dirs == (tmp_path / "none" / "applications", tmp_path / "nope" / "applications")


# ---------------------------------------------------------------------------
# Parsed once per process, refreshed when a folder changes
# ---------------------------------------------------------------------------


def _bump(path: Path) -> None:
    """Move a folder's mtime forward (file systems with coarse timestamps)."""
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))


def test_files_are_parsed_once_while_nothing_changes(env: dict[str, str]) -> None:
    cache = AppCatalog()
    first = cache.load(env)
    parses = cache.parses
    for _ in range(5):
        assert cache.load(env).apps == first.apps
    assert cache.scans == 1
    assert cache.parses == parses


def test_a_new_file_in_a_subfolder_is_picked_up(env: dict[str, str], tree: Path) -> None:
    cache = AppCatalog()
    cache.load(env)
    parses = cache.parses
    folder = tree / "xdg" / "usr" / "applications" / "vendor" / "sub"
    (folder / "added.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Added Later\nExec=fixture-app\n"
    )
    _bump(folder)
    catalog = cache.load(env)
    assert names(catalog)["vendor-sub-added.desktop"] == "Added Later"
    assert cache.scans == 2
    assert cache.parses == parses + 1  # only the new file was read


def test_a_replaced_file_is_read_again(env: dict[str, str], tree: Path) -> None:
    cache = AppCatalog()
    cache.load(env)
    folder = tree / "xdg" / "home" / "applications"
    replacement = folder / ".user-only.desktop.new"
    replacement.write_text("[Desktop Entry]\nType=Application\nName=Renamed\nExec=fixture-app\n")
    replacement.replace(folder / "user-only.desktop")  # how package managers install
    _bump(folder)
    assert names(cache.load(env))["user-only.desktop"] == "Renamed"


def test_a_removed_file_disappears_and_a_created_folder_appears(
    env: dict[str, str], tree: Path
) -> None:
    cache = AppCatalog()
    cache.load(env)
    (tree / "xdg" / "home" / "applications" / "override.desktop").unlink()
    _bump(tree / "xdg" / "home" / "applications")
    assert names(cache.load(env))["override.desktop"] == "Override From Local"

    extra = tree / "extra"
    env2 = {**env, "XDG_DATA_DIRS": f"{env['XDG_DATA_DIRS']}:{extra}"}
    assert "extra.desktop" not in names(cache.load(env2))
    (extra / "applications").mkdir(parents=True)
    (extra / "applications" / "extra.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Extra\nExec=fixture-app\n"
    )
    assert names(cache.load(env2))["extra.desktop"] == "Extra"
