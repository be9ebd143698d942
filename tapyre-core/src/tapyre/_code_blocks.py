"""Fenced code blocks in Markdown text (``tapyre logs -x``), found as CommonMark finds them.

A fence is a line of at least three backticks or tildes, indented by at most
three spaces, optionally followed by an info string (``python``); a backtick
fence's info string holds no backtick.  The block ends at a line of the same
character at least as long as the opening fence and with nothing after it, or
at the end of the text.  Pure functions, no I/O.
"""

from __future__ import annotations

import re

_OPENING = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})(?P<info>.*)$")


def code_blocks(text: str) -> list[str]:
    """The contents of every fenced code block in ``text``, in order (without the fences)."""
    blocks: list[str] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        opening = _OPENING.match(lines[index])
        index += 1
        if opening is None:
            continue
        fence, indent = opening["fence"], len(opening["indent"])
        if fence[0] == "`" and "`" in opening["info"]:
            continue  # not a fence: inline code that starts a line
        body: list[str] = []
        while index < len(lines) and not _closes(lines[index], fence):
            body.append(_dedent(lines[index], indent))
            index += 1
        index += 1  # the closing fence (or past the end)
        blocks.append("\n".join(body) + ("\n" if body else ""))
    return blocks


def first_code_block(text: str) -> str | None:
    """The contents of the first fenced code block in ``text``, or ``None`` when there is none."""
    blocks = code_blocks(text)
    return blocks[0] if blocks else None


def _closes(line: str, fence: str) -> bool:
    stripped = line.strip()
    if len(line) - len(line.lstrip(" ")) > 3 or not stripped:
        return False
    return set(stripped) == {fence[0]} and len(stripped) >= len(fence)


def _dedent(line: str, indent: int) -> str:
    """Remove up to ``indent`` leading spaces (the opening fence's indentation)."""
    spaces = len(line) - len(line.lstrip(" "))
    return line[min(spaces, indent) :]
