# docs/examples/notes_provider.py: save as src/tapyre_plugin_NAME/provider.py
"""A data provider: ingests a folder of plain-text notes, given as ``notes:FOLDER``.

Each ``*.txt`` file is one paper: its first line is the title, the rest the
abstract.  ``tapyre papers ingest notes:~/lab-notes`` picks this provider
because its :meth:`NotesProvider.handles` accepts the source.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from tapyre import Component, Setting, TableSchema, hookimpl
from tapyre.settings import read_str
from tapyre_paper_search import PaperMetadata, SourceError, SourceFailure, SourcePaper

PREFIX = "notes:"
TABLE = "data_providers.notes"
SETTINGS = TableSchema(
    settings=(Setting("author", "string", "The author recorded on every note.", ""),),
)


class NotesProvider:
    """A ``tapyre_paper_search.PaperProvider``: no base class, these four members."""

    name = "notes"

    def __init__(self, author: str = "") -> None:
        self.author = author

    def handles(self, source: str) -> bool:
        # Cheap: called for every source of every ingest; no reading here.
        return source.startswith(PREFIX)

    def iter_papers(self, source: str) -> Iterator[SourcePaper | SourceFailure]:
        folder = Path(source.removeprefix(PREFIX)).expanduser()
        if not folder.is_dir():  # an invalid source fails up front, before any paper
            raise SourceError(
                f"the notes folder {folder} does not exist",
                hint="Give notes:FOLDER with a folder of .txt files.",
            )
        for path in sorted(folder.glob("*.txt")):  # a stable order
            yield self._read(path)

    def mark_done(self, paper_id: str) -> None:
        """Nothing to remember: an unchanged note is skipped by its content hash."""

    def _read(self, path: Path) -> SourcePaper | SourceFailure:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            return SourceFailure(str(path), "unreadable", f"{path}: cannot read the note ({exc})")
        title, _, abstract = text.strip().partition("\n")
        if not title:
            return SourceFailure(str(path), "empty", f"{path}: the note is empty")
        metadata = PaperMetadata(
            paper_id=f"notes:{path.stem}",
            title=title.strip(),
            abstract=" ".join(abstract.split()),
            authors=(self.author,) if self.author else (),
            source="notes",
        )
        content_hash = hashlib.sha256(text.encode("utf-8")).hexdigest()
        return SourcePaper(metadata, content_hash, locator=str(path))


def build_provider(settings: Mapping[str, Any]) -> NotesProvider:
    """The factory: ``settings`` is the ``[data_providers.notes]`` table."""
    return NotesProvider(author=read_str(settings, "author", table=TABLE, default=""))


@hookimpl
def tapyre_register_data_providers(register: Callable[[Component[Any]], None]) -> None:
    register(
        Component(
            "notes",
            build_provider,
            "plain-text lab notes: notes:FOLDER",
            kind="papers",
            settings=SETTINGS,
        )
    )
