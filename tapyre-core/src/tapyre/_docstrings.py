"""Parameter descriptions from Google-style (``Args:``) and NumPy-style docstrings."""

from __future__ import annotations

import re

_GOOGLE = re.compile(r"^(Args|Arguments|Parameters|Params):\s*$")
_NUMPY_RULE = re.compile(r"^-{3,}\s*$")
_GOOGLE_ITEM = re.compile(r"^(\*{0,2}\w+)\s*(\([^)]*\))?\s*:\s*(.*)$")
_NUMPY_ITEM = re.compile(r"^(\w+)\s*(:.*)?$")
_NUMPY_SECTIONS = frozenset(
    {"Returns", "Return", "Raises", "Yields", "Examples", "Notes", "See Also", "Warnings"}
)


def split_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """``doc`` without its parameter section, and each parameter's description.

    ``doc`` is already dedented (:func:`inspect.getdoc`).  Other sections
    (``Returns:``…) are kept in the text.
    """
    lines = doc.splitlines()
    for i, line in enumerate(lines):
        if _GOOGLE.match(line.strip()) and not line.startswith((" ", "\t")):
            end, params = _google(lines, i + 1)
            return _join(lines[:i] + lines[end:]), params
        if (
            line.strip() == "Parameters"
            and i + 1 < len(lines)
            and _NUMPY_RULE.match(lines[i + 1].strip())
        ):
            end, params = _numpy(lines, i + 2)
            return _join(lines[:i] + lines[end:]), params
    return doc.strip(), {}


def _google(lines: list[str], start: int) -> tuple[int, dict[str, str]]:
    params: dict[str, str] = {}
    current: str | None = None
    indent: int | None = None
    i = start
    while i < len(lines):
        line = lines[i]
        if line.strip() and not line.startswith((" ", "\t")):
            break  # the next section
        text = line.strip()
        width = len(line) - len(line.lstrip())
        if text:
            match = _GOOGLE_ITEM.match(text)
            if match and (indent is None or width <= indent):
                indent = width
                current = match.group(1).lstrip("*")
                params[current] = match.group(3).strip()
            elif current is not None:
                params[current] = (params[current] + " " + text).strip()
        i += 1
    return i, params


def _numpy(lines: list[str], start: int) -> tuple[int, dict[str, str]]:
    params: dict[str, str] = {}
    current: str | None = None
    i = start
    while i < len(lines):
        line = lines[i]
        text = line.strip()
        if (
            text in _NUMPY_SECTIONS
            and i + 1 < len(lines)
            and _NUMPY_RULE.match(lines[i + 1].strip())
        ):
            break
        if text and not line.startswith((" ", "\t")):
            match = _NUMPY_ITEM.match(text)
            if match:
                current = match.group(1)
                params[current] = ""
        elif text and current is not None:
            params[current] = (params[current] + " " + text).strip()
        i += 1
    return i, params


def _join(lines: list[str]) -> str:
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
