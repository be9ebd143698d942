"""Plain JSON data from Tapyre's values: the one conversion every ``--json`` and API uses."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import asdict, is_dataclass
from datetime import date, datetime
from enum import Enum
from typing import Any


def to_jsonable(value: Any) -> Any:
    """``value`` as plain JSON data.

    Dataclasses and mappings become objects (keys as strings), sequences and
    sets become arrays, dates ISO strings, paths their text, enums their value;
    anything else its ``str``.
    """
    if is_dataclass(value) and not isinstance(value, type):
        value = asdict(value)
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_jsonable(v) for v in value]
    if isinstance(value, Enum):
        return to_jsonable(value.value)
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    if isinstance(value, date | datetime):
        return value.isoformat()
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    return str(value)


def record_json(record: object, keys: str, /, **values: Any) -> dict[str, Any]:
    """A record's JSON object, its keys in the order ``keys`` names them.

    ``keys`` is a space-separated list: ``name`` is the record's attribute of
    that name, ``name=attribute`` another attribute under the key ``name``; a key
    given in ``values`` takes that value instead (a computed, rounded or
    formatted one).  An attribute's value is made plain: a nested record by its
    own ``to_dict()``, tuples and lists as lists (each item likewise), mappings
    as dicts; anything else as it is.

    :raises ValueError: a key in ``values`` that ``keys`` does not name (a
        programming error: the record's JSON would silently lose it).
    """
    data: dict[str, Any] = {}
    for word in keys.split():
        key, _, attribute = word.partition("=")
        data[key] = values[key] if key in values else _plain(getattr(record, attribute or key))
    unnamed = values.keys() - data.keys()
    if unnamed:
        raise ValueError(f"record_json: keys {sorted(unnamed)} are not among {keys!r}")
    return data


def _plain(value: Any) -> Any:
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict) and not isinstance(value, type):
        return to_dict()
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, Mapping):
        return dict(value)
    return value
