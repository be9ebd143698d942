"""Opening a PDF safely: file checks, size limits, memory errors, metadata and dates.

Everything here turns what can go wrong with a file into an
:class:`~tapyre_paper_search.errors.ExtractionError` with a short ``reason``
(see :mod:`~tapyre_paper_search.pdf.extract` for the list) before or while
MuPDF reads it.
"""

from __future__ import annotations

import re
import zlib
from datetime import date
from pathlib import Path
from typing import Any

from tapyre_paper_search.errors import ExtractionError

DEFAULT_MAX_BYTES = 256 * 1024 * 1024
"""Files larger than this are refused as ``too-large`` (papers are rarely over 50 MB)."""

DEFAULT_MAX_PAGE_CONTENT_BYTES = 32 * 1024 * 1024
"""A page whose content streams inflate to more than this makes the file ``too-large``.

Typical pages need 10–200 KB; heavy vector plots a few MB.  Text in content
streams only grows when MuPDF lays it out, so this is checked before that."""

_PDF_MAGIC_WINDOW = 1024
_MAX_DEFLATE_RATIO = 1032
_PDF_DATE = re.compile(r"^(?:D:)?(\d{4})(\d{2})?(\d{2})?")
_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")
_MEMORY_WORDS = ("out of memory", "malloc", "calloc", "realloc", "cannot allocate", "memory error")


def pymupdf_module() -> Any:
    """PyMuPDF, imported on first use (heavy; untyped, hence ``Any``)."""
    import pymupdf

    return pymupdf


def check_file(path: Path, max_bytes: int) -> None:
    """Refuse unreadable, empty, oversized and non-PDF files before MuPDF sees them."""
    try:
        size = path.stat().st_size
        with path.open("rb") as handle:
            head = handle.read(_PDF_MAGIC_WINDOW)
    except OSError as exc:
        raise ExtractionError(f"{path}: cannot read the file ({exc})", reason="unreadable") from exc
    if size == 0:
        raise ExtractionError(f"{path}: the file is empty (0 bytes)", reason="empty")
    if size > max_bytes:
        raise ExtractionError(
            f"{path}: {size} bytes is more than the limit of {max_bytes}", reason="too-large"
        )
    if b"%PDF-" not in head:
        raise ExtractionError(f"{path}: not a PDF (no %PDF- header)", reason="not-a-pdf")


def ends_with_eof_marker(path: Path) -> bool:
    """Whether the last KiB holds ``%%EOF``: complete files end with it, even
    those MuPDF repairs for a broken cross-reference table."""
    with path.open("rb") as handle:
        handle.seek(0, 2)
        size = handle.tell()
        handle.seek(max(0, size - _PDF_MAGIC_WINDOW))
        return b"%%EOF" in handle.read()


def check_content_size(doc: Any, page: Any, limit: int, path: Path, number: int) -> None:
    """Raise ``too-large`` when the page's content streams inflate to more than ``limit``.

    Flate streams are inflated only up to the limit, so the check itself stays
    small; streams with other filters are counted by their stored size.  A stream
    whose most inflated size (:data:`_MAX_DEFLATE_RATIO` times its stored size) fits
    under the limit beside the others' is not inflated; the streams passed so are
    inflated after all where their most inflated sizes together no longer fit
    (review54: many small streams each under the limit alone passed unread).
    """
    total, unread, worst = 0, [], 0  # (inflated sizes; streams passed; their most)
    for xref in page.get_contents():
        raw = doc.xref_stream_raw(xref) or b""
        if total + worst + len(raw) * _MAX_DEFLATE_RATIO <= limit:
            # Deflate cannot grow a stream more than about 1,032 times: these cannot
            # reach the limit together, so they need not be inflated to find out.
            unread.append((xref, raw))
            worst += len(raw) * _MAX_DEFLATE_RATIO
            continue
        total += _inflated_size(doc, xref, raw, limit - total + 1)
        _refuse_over(total, limit, path, number)
    if total + worst > limit:
        for xref, raw in unread:
            total += _inflated_size(doc, xref, raw, limit - total + 1)
            _refuse_over(total, limit, path, number)


def _inflated_size(doc: Any, xref: int, raw: bytes, most: int) -> int:
    """The size of content stream ``xref`` (stored as ``raw``) inflated, up to ``most``
    bytes where it is a Flate stream; its stored size otherwise."""
    kind, value = doc.xref_get_key(xref, "Filter")
    if (kind, value) not in (("name", "/FlateDecode"), ("array", "[/FlateDecode]")):
        return len(raw)
    try:
        return len(zlib.decompressobj().decompress(raw, most))
    except zlib.error:
        return len(raw)  # MuPDF will report the broken stream itself


def _refuse_over(total: int, limit: int, path: Path, number: int) -> None:
    """Raise ``too-large`` for page ``number`` of ``path`` where ``total`` > ``limit``."""
    if total > limit:
        raise ExtractionError(
            f"{path}: page {number} holds more than {limit // (1024 * 1024)} MiB of "
            "drawing and text instructions; it is not read",
            reason="too-large",
        )


def out_of_memory(exc: BaseException) -> bool:
    """Whether MuPDF (or Python) failed for want of memory."""
    if isinstance(exc, MemoryError):
        return True
    text = str(exc).lower()
    return any(word in text for word in _MEMORY_WORDS)


def too_large_memory(path: Path) -> ExtractionError:
    return ExtractionError(
        f"{path}: reading it needs more memory than an extraction worker may use "
        "([papers] extract_memory_mb)",
        reason="too-large",
    )


def has_images(doc: Any, pages: int) -> bool:
    for index in range(pages):
        try:
            if doc.load_page(index).get_images(full=False):
                return True
        except Exception:
            continue
    return False


def metadata(doc: Any) -> dict[str, str]:
    try:
        raw = doc.metadata or {}
    except Exception:
        return {}
    return {k: v for k, v in raw.items() if isinstance(v, str)}


def parse_pdf_date(raw: str) -> date | None:
    """The date of a PDF date string (``D:20210714213225Z00'00'``); ``None`` if invalid.

    Only the date is kept, as written (the local date of the producer).
    Missing month or day default to 1; ISO dates (``2021-07-14…``) work too.
    """
    raw = (raw or "").strip()
    if not raw:
        return None
    match = _ISO_DATE.match(raw) or _PDF_DATE.match(raw)
    if not match:
        return None
    year, month, day = (int(g) if g else 1 for g in match.groups())
    try:
        return date(year, month, day)
    except ValueError:
        return None


def short(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text if len(text) <= 200 else text[:197] + "..."
