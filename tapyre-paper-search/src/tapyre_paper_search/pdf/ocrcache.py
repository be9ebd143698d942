"""OCR results kept on disk, so a scanned PDF is read by Tesseract once.

Reading a scanned page costs Tesseract a second or more; everything after it
(regrouping lines, the front matter) costs milliseconds.  With a cache folder
(:attr:`~tapyre_paper_search.pdf.ocr.OcrOptions.cache`) :func:`load` and
:func:`store` keep what OCR gave for a page — PyMuPDF's dict and word tuples of
the OCR text page — as one JSON file named by the PDF file's SHA-256, the page
number, the resolution and the languages.  A changed file has another hash, so
a stale entry is never read; a document not opened from a file (no name) is not
cached.  The JSON keeps PyMuPDF's structures exactly: boxes, origins and
directions come back as tuples, word entries as tuples, floats to the last bit.
An entry that cannot be read is taken as missing (it is written again).
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from tapyre_paper_search._fs import file_sha256

_TUPLE_KEYS = frozenset({"bbox", "origin", "dir"})


def entry_path(folder: Path, page: Any, dpi: int, languages: str) -> Path | None:
    """Where the OCR result of ``page`` (a PyMuPDF page) at ``dpi`` in ``languages``
    is kept in ``folder``, or ``None`` when its document has no file to hash."""
    name = getattr(page.parent, "name", "") or ""
    source = Path(name).resolve() if name else None
    if source is None or not source.is_file():
        return None
    stat = source.stat()
    digest = _file_digest(source, stat.st_size, stat.st_mtime_ns)
    return folder / f"{digest}-p{page.number}-{dpi}dpi-{languages}.json"


@lru_cache(maxsize=64)
def _file_digest(path: Path, size: int, mtime_ns: int) -> str:
    """The SHA-256 of the file at ``path`` (``size`` and ``mtime_ns`` key the memo:
    a rewritten file is hashed again)."""
    del size, mtime_ns
    return file_sha256(path)


def load(path: Path) -> tuple[Mapping[str, Any], list[Any]] | None:
    """The ``(dict, words)`` kept at ``path``, or ``None`` (absent or unreadable)."""
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
        return _tuples(kept["dict"]), [tuple(word) for word in kept["words"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def store(path: Path, data: Mapping[str, Any], words: list[Any]) -> None:
    """Keep ``(data, words)`` at ``path``, written whole or not at all (a temporary
    file renamed: a reader never sees half an entry)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"dict": data, "words": words}, ensure_ascii=False)
    handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        Path(temporary).replace(path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _tuples(value: Any) -> Any:
    """``value`` read from JSON with PyMuPDF's tuples (boxes, origins, directions) back."""
    if isinstance(value, dict):
        return {
            k: tuple(v) if k in _TUPLE_KEYS and isinstance(v, list) else _tuples(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_tuples(v) for v in value]
    return value
