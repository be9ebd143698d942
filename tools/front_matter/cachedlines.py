"""The front-matter lines of a PDF's first pages as read, kept on disk between runs.

Reading a training paper's first pages (:func:`read_front_pages`) is the slow
part of training: scanned papers are read by OCR, minutes for a corpus.  The
features computed from those lines change while the classifier is developed,
the lines do not; so :func:`front_pages` keeps the lines (every field of
:class:`Line`, and the page's size and number) in one JSON file a PDF, named
by a hash of

* the PDF's bytes (SHA-256),
* the reader's settings: how many pages, the OCR options, the Tesseract
  languages found, the PyMuPDF version,
* the source of the reading code and its data: the ``tapyre_paper_search.pdf``
  modules and data files (``*.py``, the word lists ``*.txt.gz``, ``*.json``)
  other than :data:`NOT_READING` (the feature layer and the trained model), so
  a change to how lines are read reads them again, a change to the features
  does not.

Not covered (delete the cache after changing them): modules outside
``tapyre_paper_search.pdf`` that reading calls (e.g. ``records``, ``_fs``),
the Tesseract program's own version and data, and Python packages other than
PyMuPDF.

A file that cannot be parsed is read again and replaced.  The cache is safe to
delete at any time.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

from tapyre_paper_search import pdf as pdf_package
from tapyre_paper_search._fs import file_sha256
from tapyre_paper_search.pdf import ocr
from tapyre_paper_search.pdf.document import pymupdf_module
from tapyre_paper_search.pdf.extract import DEFAULT_OCR, read_front_pages
from tapyre_paper_search.pdf.lines import Line, PageLines

NOT_READING = frozenset({"features.py", "trees.py", "front_matter_model.json"})
"""Files of ``tapyre_paper_search.pdf`` that make features from lines (or classify
them), not lines."""
_HASHED = ("*.py", "*.txt.gz", "*.json")
FORMAT = 1
_LINE_FIELDS = tuple(f.name for f in dataclasses.fields(Line))


@cache
def reader_digest() -> str:
    """A hash of the line reader's source and settings (see the module docstring)."""
    digest = hashlib.sha256()
    folder = Path(pdf_package.__file__).parent
    for path in sorted(p for pattern in _HASHED for p in folder.glob(pattern)):
        if path.name not in NOT_READING:
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    settings = {
        "format": FORMAT,
        "ocr": dataclasses.asdict(DEFAULT_OCR),
        "languages": ocr.available_languages(DEFAULT_OCR.languages),
        "pymupdf": str(getattr(pymupdf_module(), "VersionBind", "")),
    }
    digest.update(json.dumps(settings, sort_keys=True).encode())
    return digest.hexdigest()


def cache_key(pdf: Path, pages: int) -> str:
    """The name of ``pdf``'s first ``pages`` pages in the cache."""
    digest = file_sha256(pdf)
    return hashlib.sha256(f"{digest}:{pages}:{reader_digest()}".encode()).hexdigest()


def to_json(pages: list[PageLines]) -> list[dict[str, Any]]:
    return [
        {
            "width": page.width,
            "height": page.height,
            "number": page.number,
            "lines": [[getattr(line, name) for name in _LINE_FIELDS] for line in page.lines],
        }
        for page in pages
    ]


def from_json(data: list[dict[str, Any]]) -> list[PageLines]:
    return [
        PageLines(
            tuple(Line(*values) for values in page["lines"]),
            float(page["width"]),
            float(page["height"]),
            int(page["number"]),
        )
        for page in data
    ]


def front_pages(pdf: Path, pages: int, folder: Path | None) -> list[PageLines]:
    """:func:`read_front_pages` of ``pdf``, from the cache ``folder`` when it holds
    them (``None``: no cache, read every time)."""
    if folder is None:
        return read_front_pages(pdf, pages)
    path = folder / f"{cache_key(pdf, pages)}.json"
    if path.exists():
        try:
            return from_json(json.loads(path.read_text(encoding="utf-8")))
        except (ValueError, KeyError, TypeError):
            pass  # a damaged file: read the PDF again
    read = read_front_pages(pdf, pages)
    folder.mkdir(parents=True, exist_ok=True)
    # Written whole then renamed: an interrupted run leaves no half file behind.
    part = path.with_suffix(f".{os.getpid()}.part")
    part.write_text(json.dumps(to_json(read), ensure_ascii=False), encoding="utf-8")
    part.replace(path)
    return read
