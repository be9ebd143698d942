"""OCR results kept on disk, so a scanned PDF is read by Tesseract once.

Reading a scanned page costs Tesseract a second or more; everything after it
(regrouping lines, the front matter) costs milliseconds.  With a cache folder
(:attr:`~tapyre_paper_search.pdf.ocr.OcrOptions.cache`) :func:`load` and
:func:`store` keep what OCR gave for a page — PyMuPDF's dict and word tuples of
the OCR text page — as one JSON file named by the PDF file's SHA-256, the page
number, the resolution, the languages and :func:`engine_key` (the Tesseract and
PyMuPDF versions, the identity of the language data used and the OCR call's
settings).  A changed file, engine or language data gives another name, so a
stale entry is never read; a document not opened from a file (no name) is not
cached.  The JSON keeps PyMuPDF's structures exactly: boxes, origins and
directions come back as tuples, word entries as tuples, floats to the last bit.
An entry that cannot be read, is of another format version or has another shape
is taken as missing (the page is read by OCR again and the entry written anew).
The cache has no size limit and is for tools and benchmarks: ingest does not
use it.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from tapyre_paper_search._fs import file_sha256, write_atomically
from tapyre_paper_search.pdf.document import pymupdf_module

FORMAT = 2
"""The version of an entry's layout (``{"format", "dict", "words"}``); an entry of
another version is taken as missing."""
_TUPLE_KEYS = frozenset({"bbox", "origin", "dir"})
_MODE = 0o644
"""An entry's permissions (a temporary file's own 0600 would hide it from others
sharing the folder)."""
_WORD_ITEMS = range(5, 9)
"""How many items a word tuple has (box, text, and block, line and word numbers)."""


def entry_path(folder: Path, page: Any, dpi: int, languages: str, engine: str = "") -> Path | None:
    """Where the OCR result of ``page`` (a PyMuPDF page) at ``dpi`` in ``languages``
    by ``engine`` (:func:`engine_key`) is kept in ``folder``, or ``None`` when its
    document has no file to hash."""
    name = getattr(page.parent, "name", "") or ""
    source = Path(name).resolve() if name else None
    if source is None or not source.is_file():
        return None
    stat = source.stat()
    digest = _file_digest(source, stat.st_size, stat.st_mtime_ns, stat.st_ino, stat.st_ctime_ns)
    suffix = f"-{engine}" if engine else ""
    return folder / f"{digest}-p{page.number}-{dpi}dpi-{languages}{suffix}.json"


def engine_key(tessdata: str, languages: str, settings: str) -> str:
    """A short hash naming what reads a page: the Tesseract program's version,
    PyMuPDF's and MuPDF's versions (MuPDF runs Tesseract), the size and time of
    each language's data file in ``tessdata`` (``languages``: "eng+deu") and the
    OCR call's ``settings`` (flags, ``full``; the caller's words)."""
    pymupdf = pymupdf_module()
    parts = [_tesseract_version(), str(pymupdf.VersionBind), str(pymupdf.VersionFitz), settings]
    for language in languages.split("+"):
        data = Path(tessdata) / f"{language}.traineddata"
        try:
            stat = data.stat()
            parts.append(f"{data.resolve()}:{stat.st_size}:{stat.st_mtime_ns}")
        except OSError:
            parts.append(f"{data}:missing")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


@cache
def _tesseract_version() -> str:
    """The first line of ``tesseract --version`` ("tesseract 5.3.0"), or "" without it."""
    program = shutil.which("tesseract")
    if not program:
        return ""
    try:
        done = subprocess.run(
            [program, "--version"], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return (done.stdout or done.stderr).strip().split("\n", 1)[0]


@lru_cache(maxsize=64)
def _file_digest(path: Path, size: int, mtime_ns: int, inode: int, ctime_ns: int) -> str:
    """The SHA-256 of the file at ``path`` (size, times and inode key the memo: a
    rewritten file is hashed again, even with its old size and modification time —
    no one can set the change time back)."""
    del size, mtime_ns, inode, ctime_ns
    return file_sha256(path)


def load(path: Path) -> tuple[Mapping[str, Any], list[Any]] | None:
    """The ``(dict, words)`` kept at ``path``, or ``None`` (absent, unreadable, of
    another :data:`FORMAT` or not of the shape PyMuPDF's structures have: a dict
    with a list of block dicts, each with its lines as a list of dicts, and words
    of 5 to 8 items)."""
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(kept, dict) or kept.get("format") != FORMAT:
        return None
    data, words = kept.get("dict"), kept.get("words")
    if not (_is_page(data) and isinstance(words, list)):
        return None
    if not all(isinstance(word, list) and len(word) in _WORD_ITEMS for word in words):
        return None
    return _tuples(data), [tuple(word) for word in words]


def _is_page(data: Any) -> bool:
    """Whether ``data`` has the shape of PyMuPDF's page dict (as :func:`load` reads it)."""
    if not isinstance(data, dict) or not isinstance(data.get("blocks"), list):
        return False
    for block in data["blocks"]:
        if not isinstance(block, dict) or not isinstance(block.get("lines", []), list):
            return False
        for line in block.get("lines", []):
            if not isinstance(line, dict) or not isinstance(line.get("spans", []), list):
                return False
            if not all(isinstance(span, dict) for span in line.get("spans", [])):
                return False
    return True


def store(path: Path, data: Mapping[str, Any], words: list[Any]) -> None:
    """Keep ``(data, words)`` at ``path``, written whole or not at all
    (``_fs.write_atomically``: flushed to disk, then renamed), readable by all."""
    text = json.dumps({"format": FORMAT, "dict": data, "words": words}, ensure_ascii=False)
    write_atomically(path, text.encode("utf-8"))
    path.chmod(_MODE)


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
