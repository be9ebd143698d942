"""The Desktop Entry file format: groups, keys, value types, locales, limits."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_plugin_applauncher.desktop_entry import (
    MAX_FILE_BYTES,
    decode_desktop_file,
    load_desktop_file,
    locale_variants,
    localized_raw,
    parse_boolean,
    parse_key_file,
    read_capped,
    read_desktop_entry,
    split_list,
    unescape_string,
)
from tapyre_plugin_applauncher.errors import DesktopEntryError

BASIC = """\
# a comment before the group
[Desktop Entry]
Type=Application
Name = Foo Viewer
  # an indented comment
Exec=fooview %F

[Desktop Action Gallery]
Exec=fooview --gallery
Name=Browse Gallery
"""


def test_groups_keys_and_spaces_around_equals() -> None:
    text = (
        "[Desktop Entry]\nType=Application\nName = Foo Viewer\nExec=fooview %F\n\n[X-Extra]\nA=1\n"
    )
    groups = parse_key_file(text).groups
    assert list(groups) == ["Desktop Entry", "X-Extra"]
    assert groups["Desktop Entry"]["Name"] == "Foo Viewer"
    assert groups["X-Extra"] == {"A": "1"}


def test_comments_and_blank_lines_are_ignored() -> None:
    text = "# c\n\n[Desktop Entry]\n# another\n   \nName=x\r\n"
    assert parse_key_file(text).groups == {"Desktop Entry": {"Name": "x"}}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Name=x\n[Desktop Entry]\n", "before any group"),
        ("[Desktop Entry\nName=x\n", "malformed group header"),
        ("[Desktop Entry]\n[Desktop Entry]\n", "appears twice"),
        ("[Desktop Entry]\nName=a\nName=b\n", "appears twice"),
        ("[Desktop Entry]\nNa me=a\n", "invalid key name"),
        ("[Desktop Entry]\nName_x=a\n", "invalid key name"),
        ("[Desktop Entry]\njust text\n", "expected Key=Value"),
        ("[Desktop Entry]\nName=a\x00b\n", "control character"),
        ("[]\n", "invalid group name"),
    ],
)
def test_malformed_files_are_rejected_with_the_line(text: str, message: str) -> None:
    with pytest.raises(DesktopEntryError, match=message) as info:
        parse_key_file(text)
    assert "line " in str(info.value)


def test_locale_postfixed_keys_are_separate_keys() -> None:
    groups = parse_key_file("[Desktop Entry]\nName=A\nName[de]=B\nName[sr@Latn]=C\n").groups
    assert groups["Desktop Entry"] == {"Name": "A", "Name[de]": "B", "Name[sr@Latn]": "C"}


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        (r"a\sb", "a b"),
        (r"a\nb\tc\rd", "a\nb\tc\rd"),
        (r"back\\slash", "back\\slash"),
        (r"\\\\", "\\\\"),
        # Other backslashes stay for the Exec layer's own quoting rule.
        (r"\"quoted\"", r"\"quoted\""),
        (r"\$HOME", r"\$HOME"),
        ("trailing\\", "trailing\\"),
        ("plain", "plain"),
    ],
)
def test_string_escapes(raw: str, value: str) -> None:
    assert unescape_string(raw) == value


@pytest.mark.parametrize(
    ("raw", "items"),
    [
        ("a;b;c", ["a", "b", "c"]),
        ("a;b;c;", ["a", "b", "c"]),
        (r"semi\;colon;x;", ["semi;colon", "x"]),
        (r"a\sb;c\\d;", ["a b", "c\\d"]),
        ("", []),
        (";;a;;", ["a"]),
    ],
)
def test_lists(raw: str, items: list[str]) -> None:
    assert split_list(raw) == items


@pytest.mark.parametrize(
    ("raw", "value"), [("true", True), ("false", False), ("1", True), ("0", False)]
)
def test_booleans_including_pre_1_0_numbers(raw: str, value: bool) -> None:
    assert parse_boolean(raw, key="Terminal") is value


@pytest.mark.parametrize("raw", ["yes", "True", "FALSE", "", "2"])
def test_other_boolean_values_are_invalid(raw: str) -> None:
    with pytest.raises(DesktopEntryError, match="not a boolean"):
        parse_boolean(raw, key="Terminal")


@pytest.mark.parametrize(
    ("locale", "variants"),
    [
        ("sr_YU.UTF-8@Latn", ["sr_YU@Latn", "sr_YU", "sr@Latn", "sr"]),
        ("sr_YU@Latn", ["sr_YU@Latn", "sr_YU", "sr@Latn", "sr"]),
        ("de_DE.UTF-8", ["de_DE", "de"]),
        ("sr@Latn", ["sr@Latn", "sr"]),
        ("fr", ["fr"]),
        (None, []),
    ],
)
def test_locale_matching_order_from_the_spec_table(locale: str | None, variants: list[str]) -> None:
    assert locale_variants(locale) == variants


SPEC_EXAMPLE = {"Name": "Foo", "Name[sr_YU]": "sr_YU", "Name[sr@Latn]": "sr@Latn", "Name[sr]": "sr"}


@pytest.mark.parametrize(
    ("locale", "value"),
    [
        ("sr_YU@Latn", "sr_YU"),  # the spec's own example
        ("sr_YU", "sr_YU"),
        ("sr@Latn", "sr@Latn"),
        ("sr_CS@Latn", "sr@Latn"),
        ("sr_CS", "sr"),
        ("sr", "sr"),
        ("de_DE", "Foo"),
        (None, "Foo"),
    ],
)
def test_localized_value(locale: str | None, value: str) -> None:
    assert localized_raw(SPEC_EXAMPLE, "Name", locale_variants(locale)) == value


def test_a_country_key_is_not_matched_by_a_plain_language_locale() -> None:
    group = {"Name": "Default", "Name[de_AT]": "Austrian"}
    assert localized_raw(group, "Name", locale_variants("de")) == "Default"


def test_key_postfix_encoding_is_ignored() -> None:
    group = {"Name": "Default", "Name[de_DE.UTF-8]": "Deutsch"}
    assert localized_raw(group, "Name", locale_variants("de_DE.ISO-8859-1")) == "Deutsch"


def test_read_desktop_entry_translates_for_the_locale() -> None:
    text = (
        "[Desktop Entry]\nType=Application\nName=Files\nName[de]=Dateien\n"
        "GenericName=File Manager\nGenericName[de]=Dateiverwaltung\n"
        "Keywords=folder;browse;\nKeywords[de]=Ordner;\nExec=files\n"
    )
    entry = read_desktop_entry(text, "de_DE.UTF-8")
    assert (entry.name, entry.default_name) == ("Dateien", "Files")
    assert (entry.generic_name, entry.default_generic_name) == ("Dateiverwaltung", "File Manager")
    assert entry.keywords == ("Ordner",)
    assert entry.default_keywords == ("folder", "browse")


def test_read_desktop_entry_keys() -> None:
    text = (
        "[Desktop Entry]\nType=Application\nName=A\nExec=a\nTryExec=a\nPath=/srv\n"
        "Terminal=true\nNoDisplay=false\nOnlyShowIn=GNOME;KDE;\nNotShowIn=XFCE;\n"
        "Icon=a-icon\nComment=Hello\nDBusActivatable=false\n"
    )
    entry = read_desktop_entry(text)
    assert entry.exec == "a" and entry.try_exec == "a" and entry.path == "/srv"
    assert entry.terminal is True and entry.no_display is False
    assert entry.only_show_in == ("GNOME", "KDE") and entry.not_show_in == ("XFCE",)
    assert entry.icon == "a-icon" and entry.comment == "Hello"


def test_hidden_entry_needs_no_other_key() -> None:
    entry = read_desktop_entry("[Desktop Entry]\nHidden=true\n")
    assert entry.hidden is True


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[KDE Desktop Entry]\nName=a\n", r"no \[Desktop Entry\] group"),
        ("[Desktop Entry]\nName=a\n", "Type is missing"),
        ("[Desktop Entry]\nType=Application\n", "Name is missing"),
        ("[Desktop Entry]\nType=Application\nName=a\nNoDisplay=maybe\n", "not a boolean"),
    ],
)
def test_invalid_entries(text: str, message: str) -> None:
    with pytest.raises(DesktopEntryError, match=message):
        read_desktop_entry(text)


def test_binary_and_bad_utf8_are_refused() -> None:
    with pytest.raises(DesktopEntryError, match="binary"):
        decode_desktop_file(b"[Desktop Entry]\x00")
    with pytest.raises(DesktopEntryError, match="not valid UTF-8"):
        decode_desktop_file(b"[Desktop Entry]\nName=Caf\xe9\n")


def test_files_over_the_limit_are_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.desktop"
    path.write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    with pytest.raises(DesktopEntryError, match="too large"):
        read_capped(path)
    small = tmp_path / "small.desktop"
    small.write_bytes(b"#" * 10)
    assert read_capped(small) == b"#" * 10
    with pytest.raises(DesktopEntryError, match="too large"):
        read_capped(small, limit=5)


@pytest.mark.timeout(10)
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.desktop"
    import os

    os.mkfifo(fifo)
    with pytest.raises(DesktopEntryError, match="not a regular file"):
        read_capped(fifo)


def test_load_desktop_file(tmp_path: Path) -> None:
    path = tmp_path / "a.desktop"
    path.write_text(BASIC, encoding="utf-8")
    entry = load_desktop_file(path)
    assert entry.name == "Foo Viewer" and entry.exec == "fooview %F"
