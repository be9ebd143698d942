"""The Desktop Entry file format (freedesktop Desktop Entry Specification 1.5).

Two layers, pure functions both:

* :func:`parse_key_file` turns the text into groups of ``Key[LOCALE]=value``
  pairs, still escaped.  A line that is neither a comment, a group header nor
  a valid key makes the whole file invalid, with the line named.
* :func:`read_desktop_entry` picks the keys of the ``[Desktop Entry]`` group
  this plugin uses, decoding value types (string escapes, booleans, lists,
  localized strings) and choosing the translation for a locale.

:func:`load_desktop_file` is the one function here that touches the disk: it
refuses anything but a regular file, and files over :data:`MAX_FILE_BYTES`.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from tapyre_plugin_applauncher.errors import DesktopEntryError

MAX_FILE_BYTES = 1 << 20
"""Desktop files larger than this (1 MiB) are rejected unread; real ones are a few KiB."""

MAIN_GROUP = "Desktop Entry"

_KEY = re.compile(r"^(?P<key>[A-Za-z0-9-]+)(?:\[(?P<locale>[^\[\]]+)\])?$")
_LOCALE = re.compile(
    r"^(?P<lang>[^_.@]+)(?:_(?P<country>[^.@]+))?(?:\.(?P<encoding>[^@]+))?(?:@(?P<modifier>.+))?$"
)
# C0 controls and DEL, but not tab: the spec forbids control characters in
# values; a file holding them is binary or corrupt.
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
_STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}


# ---------------------------------------------------------------------------
# The key-file layer
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class KeyFile:
    """Groups of raw (still escaped) values: ``groups[group][key or "Key[locale]"]``."""

    groups: Mapping[str, Mapping[str, str]]


def parse_key_file(text: str) -> KeyFile:
    """Parse the text of a desktop file into groups of raw values.

    Raises :class:`DesktopEntryError` naming the first offending line: a key
    before any group, a malformed group header or key, a control character,
    a repeated group or a repeated key.
    """
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for number, raw_line in enumerate(text.split("\n"), start=1):
        # Like GLib, tolerate CRLF line ends and indentation.
        line = raw_line.removesuffix("\r").lstrip(" \t")
        if not line or line.startswith("#"):
            continue
        if _CONTROL.search(line):
            raise DesktopEntryError(f"line {number}: contains a control character")
        if line.startswith("["):
            if not line.endswith("]"):
                raise DesktopEntryError(f"line {number}: malformed group header {line!r}")
            name = line[1:-1]
            if not name or "[" in name or "]" in name:
                raise DesktopEntryError(f"line {number}: invalid group name {name!r}")
            if name in groups:
                raise DesktopEntryError(f"line {number}: group [{name}] appears twice")
            current = groups[name] = {}
            continue
        key, sep, value = line.partition("=")
        key = key.strip(" \t")
        if not sep:
            raise DesktopEntryError(f"line {number}: expected Key=Value, got {line!r}")
        if current is None:
            raise DesktopEntryError(f"line {number}: key {key!r} comes before any group")
        if not _KEY.match(key):
            raise DesktopEntryError(
                f"line {number}: invalid key name {key!r} (only A-Za-z0-9- and an optional "
                "[LOCALE] are allowed)"
            )
        if key in current:
            raise DesktopEntryError(f"line {number}: key {key!r} appears twice in its group")
        current[key] = value.lstrip(" \t")
    return KeyFile(groups)


# ---------------------------------------------------------------------------
# Value types
# ---------------------------------------------------------------------------


def unescape_string(raw: str) -> str:
    r"""Undo the escapes of a ``string`` value: ``\s \n \t \r \\``.

    Any other backslash is kept as it is, so the ``Exec`` layer still sees the
    backslash of ``\"``, ``\$`` or ``\``` and applies its own quoting rule.
    """
    if "\\" not in raw:
        return raw
    out: list[str] = []
    i = 0
    while i < len(raw):
        char = raw[i]
        if char == "\\" and i + 1 < len(raw) and raw[i + 1] in _STRING_ESCAPES:
            out.append(_STRING_ESCAPES[raw[i + 1]])
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out)


def split_list(raw: str) -> list[str]:
    r"""Split a plural value (``string(s)``) on ``;``, honouring ``\;`` and string escapes.

    A trailing ``;`` is optional; empty items are dropped.
    """
    items: list[str] = []
    current: list[str] = []
    i = 0
    while i < len(raw):
        char = raw[i]
        if char == "\\" and i + 1 < len(raw):
            following = raw[i + 1]
            if following == ";":
                current.append(";")
            elif following in _STRING_ESCAPES:
                current.append(_STRING_ESCAPES[following])
            else:
                current.append(char + following)
            i += 2
            continue
        if char == ";":
            items.append("".join(current))
            current = []
        else:
            current.append(char)
        i += 1
    items.append("".join(current))
    return [item for item in items if item]


def parse_boolean(raw: str, *, key: str) -> bool:
    """``true`` or ``false``; ``1`` and ``0`` as pre-1.0 files wrote them."""
    value = raw.strip()
    if value in ("true", "1"):
        return True
    if value in ("false", "0"):
        return False
    raise DesktopEntryError(f"{key}={raw!r} is not a boolean (true or false)")


def locale_variants(locale: str | None) -> list[str]:
    """The ``[LOCALE]`` postfixes to try, in the spec's order of matching.

    ``sr_YU.UTF-8@Latn`` gives ``sr_YU@Latn, sr_YU, sr@Latn, sr``; the encoding
    is ignored and the untranslated key comes after the last variant.
    """
    if not locale:
        return []
    match = _LOCALE.match(locale)
    if match is None:
        return []
    lang, country, modifier = match["lang"], match["country"], match["modifier"]
    variants: list[str] = []
    if country and modifier:
        variants.append(f"{lang}_{country}@{modifier}")
    if country:
        variants.append(f"{lang}_{country}")
    if modifier:
        variants.append(f"{lang}@{modifier}")
    variants.append(lang)
    return variants


def localized_raw(group: Mapping[str, str], key: str, variants: list[str]) -> str | None:
    """The raw value of ``key`` for the first matching locale variant, else untranslated."""
    by_locale = _values_by_locale(group, key)
    for variant in variants:
        if variant in by_locale:
            return by_locale[variant]
    return group.get(key)


def _values_by_locale(group: Mapping[str, str], key: str) -> dict[str, str]:
    prefix = key + "["
    found: dict[str, str] = {}
    for name, value in group.items():
        if name.startswith(prefix) and name.endswith("]"):
            postfix = name[len(prefix) : -1]
            # The file's postfix is compared with its .ENCODING part stripped too.
            match = _LOCALE.match(postfix)
            if match and match["encoding"]:
                postfix = postfix.replace("." + match["encoding"], "", 1)
            found.setdefault(postfix, value)
    return found


# ---------------------------------------------------------------------------
# The [Desktop Entry] group
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DesktopEntry:
    """The keys of a ``[Desktop Entry]`` group that finding and launching need.

    ``name``, ``generic_name``, ``comment`` and ``keywords`` are translated
    for the locale given to :func:`read_desktop_entry`; the ``default_*``
    fields hold the untranslated values (people type English names too).
    ``exec`` has the string escapes undone and is still to be tokenized.
    """

    type: str
    name: str
    default_name: str
    generic_name: str | None = None
    default_generic_name: str | None = None
    comment: str | None = None
    keywords: tuple[str, ...] = ()
    default_keywords: tuple[str, ...] = ()
    icon: str | None = None
    exec: str | None = None
    try_exec: str | None = None
    path: str | None = None
    terminal: bool = False
    hidden: bool = False
    no_display: bool = False
    only_show_in: tuple[str, ...] | None = None
    not_show_in: tuple[str, ...] = ()
    dbus_activatable: bool = False


def read_desktop_entry(text: str, locale: str | None = None) -> DesktopEntry:
    """Read the ``[Desktop Entry]`` group of a desktop file's text.

    Raises :class:`DesktopEntryError` for a malformed file, a missing group,
    a missing ``Type`` or ``Name``, or a key whose value has the wrong type.
    A ``Hidden=true`` entry needs nothing else: it means "deleted".
    """
    groups = parse_key_file(text).groups
    group = groups.get(MAIN_GROUP)
    if group is None:
        raise DesktopEntryError(f"no [{MAIN_GROUP}] group")

    def boolean(key: str) -> bool:
        raw = group.get(key)
        return False if raw is None else parse_boolean(raw, key=key)

    def string(key: str) -> str | None:
        raw = group.get(key)
        return None if raw is None else unescape_string(raw)

    def strings(key: str) -> tuple[str, ...] | None:
        raw = group.get(key)
        return None if raw is None else tuple(split_list(raw))

    hidden = boolean("Hidden")
    if hidden:
        return DesktopEntry(type=string("Type") or "", name="", default_name="", hidden=True)

    entry_type = string("Type")
    if not entry_type:
        raise DesktopEntryError("the required key Type is missing")
    if "Name" not in group:
        raise DesktopEntryError("the required key Name is missing")

    variants = locale_variants(locale)

    def localized(key: str) -> str | None:
        raw = localized_raw(group, key, variants)
        return None if raw is None else unescape_string(raw)

    def localized_list(key: str) -> tuple[str, ...]:
        raw = localized_raw(group, key, variants)
        return () if raw is None else tuple(split_list(raw))

    return DesktopEntry(
        type=entry_type,
        name=localized("Name") or unescape_string(group["Name"]),
        default_name=unescape_string(group["Name"]),
        generic_name=localized("GenericName"),
        default_generic_name=string("GenericName"),
        comment=localized("Comment"),
        keywords=localized_list("Keywords"),
        default_keywords=strings("Keywords") or (),
        icon=localized("Icon"),
        exec=string("Exec"),
        try_exec=string("TryExec"),
        path=string("Path") or None,
        terminal=boolean("Terminal"),
        hidden=False,
        no_display=boolean("NoDisplay"),
        only_show_in=strings("OnlyShowIn"),
        not_show_in=strings("NotShowIn") or (),
        dbus_activatable=boolean("DBusActivatable"),
    )


def decode_desktop_file(data: bytes) -> str:
    """Decode a desktop file's bytes as UTF-8, refusing binary content."""
    if b"\x00" in data:
        raise DesktopEntryError("binary content (NUL byte); not a desktop file")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DesktopEntryError(f"not valid UTF-8 (byte {exc.start})") from None


def read_capped(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """Read a regular file of at most ``limit`` bytes.

    Opens without blocking and without following into devices or pipes: a
    FIFO, socket or device named ``*.desktop`` is refused, not read.
    """
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        before = path.stat()
        if not stat.S_ISREG(before.st_mode):
            raise DesktopEntryError("not a regular file")
        fd = os.open(path, flags)
    except OSError as exc:
        raise DesktopEntryError(f"cannot read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DesktopEntryError("not a regular file")
        if info.st_size > limit:
            raise DesktopEntryError(f"too large ({info.st_size} bytes; the limit is {limit})")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(65536, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise DesktopEntryError(f"too large (over {limit} bytes)")
        return b"".join(chunks)
    finally:
        os.close(fd)


def load_desktop_file(path: Path, locale: str | None = None) -> DesktopEntry:
    """Read, decode and parse one desktop file; errors name what is wrong, not the path."""
    return read_desktop_entry(decode_desktop_file(read_capped(path)), locale)
