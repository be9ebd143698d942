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
