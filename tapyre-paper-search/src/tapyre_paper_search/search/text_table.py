"""Plain-text tables of fixed-width columns, as the evaluation reports print them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["Column", "text_table"]


@dataclass(frozen=True)
class Column:
    """A column: its ``title``, its ``width`` in characters, the format spec of its values
    (``".4f"``; ``""`` as they are) and its alignment (right unless ``left``)."""

    title: str
    width: int
    spec: str = ""
    left: bool = False

    def cell(self, value: Any, spec: str | None = None) -> str:
        """``value`` formatted with ``spec`` (the column's when ``None``), padded to the width."""
        align = "<" if self.left else ">"
        return format(value, f"{align}{self.width}{self.spec if spec is None else spec}")


def text_table(columns: Sequence[Column], rows: Iterable[Sequence[Any]]) -> str:
    """The header line of ``columns``, then a line per row (a value per column), each
    cell separated by one space; just the header when there are no rows."""
    lines = [" ".join(column.cell(column.title, "") for column in columns)]
    for row in rows:
        lines.append(" ".join(c.cell(v) for c, v in zip(columns, row, strict=True)))
    return "\n".join(lines)
