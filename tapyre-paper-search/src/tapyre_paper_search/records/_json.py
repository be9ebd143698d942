"""The one JSON form of every record: :meth:`JsonRecord.to_dict`."""

from __future__ import annotations

from typing import Any

from tapyre import to_jsonable

__all__ = ["JsonRecord"]


class JsonRecord:
    """A dataclass record with its JSON form: every field by name, dates as ISO
    strings, tuples and sets as lists, paths as text, nested records as objects
    (the core's :func:`tapyre.to_jsonable`, which every ``--json`` output uses)."""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = to_jsonable(self)
        return data
