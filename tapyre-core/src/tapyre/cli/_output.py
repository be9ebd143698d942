"""How the core's commands print: JSON for ``--json``, aligned tables, shortened text."""

from __future__ import annotations

import json
from typing import Any

import click

from tapyre._json import to_jsonable


def echo_json(data: Any) -> None:
    """Print ``data`` as indented JSON (UTF-8 kept) on standard output.

    Anything :func:`tapyre.to_jsonable` converts may be given: dataclasses,
    mappings, sequences, dates, paths, enums.
    """
    click.echo(json.dumps(to_jsonable(data), indent=2, ensure_ascii=False))


def shorten(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, the last one an ellipsis when cut."""
    return text if len(text) <= width else text[: width - 1] + "…"


def echo_table(headers: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
    """Columns padded to their widest cell, the header in bold; the last column is not padded."""
    cells = [headers, *[tuple("" if c is None else str(c) for c in row) for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers) - 1)]
    for index, row in enumerate(cells):
        line = "  ".join(c.ljust(w) for c, w in zip(row[:-1], widths, strict=True))
        text = f"{line}  {row[-1]}".rstrip()
        click.secho(text, bold=index == 0) if index == 0 else click.echo(text)
