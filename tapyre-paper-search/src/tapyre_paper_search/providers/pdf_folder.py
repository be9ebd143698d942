"""The ``pdf-folder`` provider: every ``*.pdf`` under a folder, recursively.

Sources: a folder (or a single ``.pdf`` file).  Files are visited in sorted
path order; hidden files and folders (``.name``) are skipped, symbolic links
to files are followed, links to folders are not (no cycles).

Each file becomes a :class:`SourcePaper` with

* ``paper_id``: the arXiv id when the file name is one (``2203.00130v1.pdf``
  → ``2203.00130``, version ``v1``; ``hep-th_9901001.pdf`` →
  ``hep-th/9901001``), otherwise ``sha256:`` and the first 24 hex digits of
  the content's SHA-256, so a renamed or moved file keeps its id;
* ``content_hash``: the SHA-256 of the bytes, so the consumer skips a file it
  has already stored unchanged and re-ingests one whose bytes changed.

Hashing reads every file on every run; with ``hash_cache`` set (a JSON
file), hashes are reused while a file's size and modification time are
unchanged.  Zero-byte and unreadable files are yielded as
:class:`SourceFailure` (``empty``, ``unreadable``); everything else about a
file's content (not a PDF, encrypted, corrupt…) is found by extraction.

Options (``[data_providers.pdf-folder]``): ``hash_cache`` (path, unset by
default), ``follow_symlinks`` (false: links to folders are not followed).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from tapyre.settings import read_bool, read_str

from tapyre_paper_search._fs import file_sha256, write_atomically
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.providers.arxiv_ids import normalize_arxiv_id, split_version
from tapyre_paper_search.providers.base import ProviderItem
from tapyre_paper_search.records import PaperMetadata, SourceFailure, SourcePaper


class PdfFolderProvider:
    """PDF files of a folder tree (see the module docstring)."""

    name = "pdf-folder"

    def __init__(self, *, hash_cache: Path | None = None, follow_symlinks: bool = False) -> None:
        self.hash_cache = hash_cache
        self.follow_symlinks = follow_symlinks

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any] | None) -> PdfFolderProvider:
        s, t = settings or {}, "data_providers.pdf-folder"
        hash_cache = read_str(s, "hash_cache", table=t)
        return cls(
            hash_cache=Path(hash_cache).expanduser() if hash_cache else None,
            follow_symlinks=read_bool(s, "follow_symlinks", table=t, default=False),
        )

    def handles(self, source: str) -> bool:
        path = Path(source).expanduser()
        return path.is_dir() or (path.suffix.lower() == ".pdf" and path.is_file())

    def mark_done(self, paper_id: str) -> None:
        """Nothing to do: unchanged files are skipped by their content hash."""

    def count(self, source: str) -> int | None:
        """How many items :meth:`iter_papers` will yield (for a progress bar)."""
        root = Path(source).expanduser()
        return sum(1 for _ in self.pdf_files(root)) if root.exists() else None

    def iter_papers(self, source: str) -> Iterator[ProviderItem]:
        root = Path(source).expanduser()
        if not root.exists():
            raise SourceError(f"the folder {root} does not exist")
        cache = _HashCache(self.hash_cache)
        try:
            for path in self.pdf_files(root):
                yield self._paper(path, cache)
        finally:
            cache.save()

    def pdf_files(self, root: Path) -> Iterator[Path]:
        """The PDF files under ``root`` in sorted order (``root`` itself if a file)."""
        if root.is_file():
            yield root
            return
        for folder, dirs, files in os.walk(root, followlinks=self.follow_symlinks):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                if name.lower().endswith(".pdf") and not name.startswith("."):
                    yield Path(folder) / name

    def _paper(self, path: Path, cache: _HashCache) -> ProviderItem:
        locator = str(path)
        try:
            stat = path.stat()
            if stat.st_size == 0:
                return SourceFailure(locator, "empty", f"{path}: the file is empty (0 bytes)")
            digest = cache.get(path, stat) or file_sha256(path)
        except OSError as exc:
            return SourceFailure(locator, "unreadable", f"{path}: cannot read the file ({exc})")
        cache.put(path, stat, digest)
        paper_id = paper_id_for_file(path, digest)
        version = None if paper_id.startswith("sha256:") else split_version(path.stem)[1]
        metadata = PaperMetadata(paper_id=paper_id, version=version, source="pdf-folder")
        return SourcePaper(metadata, digest, locator, pdf_path=path)


def paper_id_for_file(path: Path, content_hash: str) -> str:
    """The paper id :class:`PdfFolderProvider` gives ``path`` with that content hash."""
    return normalize_arxiv_id(path.stem) or f"sha256:{content_hash[:24]}"


class _HashCache:
    """Content hashes by absolute path, valid while size and mtime are unchanged."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._entries: dict[str, list[Any]] = {}
        self._dirty = False
        if path is not None and path.is_file():
            try:
                loaded = json.loads(path.read_text(encoding="utf-8"))
                if isinstance(loaded, dict):
                    self._entries = loaded
            except (OSError, ValueError):
                self._entries = {}  # a damaged cache is only a slower run

    def get(self, file: Path, stat: os.stat_result) -> str | None:
        entry = self._entries.get(str(file.resolve()))
        if entry and entry[0] == stat.st_size and entry[1] == stat.st_mtime_ns:
            return str(entry[2])
        return None

    def put(self, file: Path, stat: os.stat_result, digest: str) -> None:
        if self.path is None:
            return
        key = str(file.resolve())
        value = [stat.st_size, stat.st_mtime_ns, digest]
        if self._entries.get(key) != value:
            self._entries[key] = value
            self._dirty = True

    def save(self) -> None:
        if self.path is not None and self._dirty:
            write_atomically(self.path, json.dumps(self._entries).encode("utf-8"))
            self._dirty = False
