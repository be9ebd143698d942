# docs/examples/notes_tool.py: save as src/tapyre_plugin_NAME/notes_tool.py
"""A tool: the model lists the notes of a folder (file name and title)."""

from __future__ import annotations

from pathlib import Path

from tapyre import ToolError, tool


@tool
def list_notes(folder: str) -> str:
    """List the lab notes in a folder, one per line: the file's name and the note's title.

    Args:
        folder: The folder holding the notes (.txt files).
    """
    root = Path(folder).expanduser()
    if not root.is_dir():
        raise ToolError(f"{folder} is not a folder; pass the folder that holds the notes")
    lines = []
    for path in sorted(root.glob("*.txt")):
        title = path.read_text(encoding="utf-8").strip().partition("\n")[0]
        lines.append(f"{path.name}: {title or '(empty)'}")
    return "\n".join(lines) or f"no notes in {folder}"
