"""Tapyre plugin: find and launch desktop applications as the freedesktop specs say.

Modules by noun: :mod:`.xdg` (base folders, locale, desktop), :mod:`.desktop_entry`
(the file format), :mod:`.exec_line` (``Exec`` quoting and field codes),
:mod:`.catalog` (discovery, IDs, overrides, filtering, cache), :mod:`.matching`,
:mod:`.launcher` (argument list, terminal, detached start), :mod:`.tools`,
:mod:`.cli` and :mod:`.plugin` (the hooks).
"""

__version__ = "0.1.0"
