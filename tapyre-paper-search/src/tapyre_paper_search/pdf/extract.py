"""PDF to normalised page texts and metadata with PyMuPDF.

:func:`extract_pdf` is what ingestion worker processes call: it reads one
file, page by page, and either returns an :class:`ExtractedPdf` or raises
:class:`ExtractionError` with a short ``reason``:

``empty``        zero bytes, no pages, or pages without text or images
``too-large``    bigger than ``max_bytes``
``not-a-pdf``    no ``%PDF-`` header (an HTML error page, an image, a text file)
``encrypted``    needs a password
``corrupt``      MuPDF cannot open it, or no page at all could be read
``truncated``    the file ends before its end-of-file marker and MuPDF had to
                 rebuild it (an interrupted download): storing the pages that
                 survived would silently index part of a paper
``image-only``   pages with images but no text layer (a scan without OCR)
``unreadable``   the file cannot be read (permissions, vanished)

A page that fails is listed in ``page_errors`` and the rest of the paper is
kept.  Page numbers, arXiv margin stamps and running headers and footers (the
same text, digits aside, in the top or bottom tenth of at least a quarter of
the pages) are left out of the page texts, unless that would leave the
document without text: then the repeated line is the content (a register of
one line a page), not a header, and it is kept.

The work per file is bounded: at most ``max_pages`` pages and
``MAX_PAGE_CHARS`` characters a page are read, and files over ``max_bytes``
are refused before MuPDF sees them.  A page whose content streams, inflated,
exceed ``max_page_content_bytes`` makes the file ``too-large`` before MuPDF
builds its text (a 150 KB file can hold a 50 MB text run in tiny type, and
MuPDF needs about 100 bytes per character to lay it out); the page text itself
is assembled only up to ``MAX_PAGE_CHARS``.  Running out of memory (a worker's
address-space limit, see :mod:`tapyre_paper_search.pipeline.extract`) is
``too-large`` too.  A wall-clock limit needs a separate process (the pipeline
runs this in a process pool), because a single MuPDF call cannot be
interrupted from Python.
"""

from __future__ import annotations

import html
import re
import zlib
from datetime import date
from pathlib import Path
from typing import Any

from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf.cover import is_cover_page
from tapyre_paper_search.pdf.layout import FrontMatter, front_matter
from tapyre_paper_search.pdf.normalize import hyphenated_words, normalize_inline, normalize_text
from tapyre_paper_search.pdf.titles import choose_title, clean_metadata_title
from tapyre_paper_search.pdf.words import LazyVocabulary
from tapyre_paper_search.records import ExtractedPdf, Page

DEFAULT_MAX_BYTES = 256 * 1024 * 1024
"""Files larger than this are refused as ``too-large`` (papers are rarely over 50 MB)."""

MAX_PAGE_CHARS = 200_000
"""Text beyond this many characters on one page is dropped (generated junk pages)."""

DEFAULT_MAX_PAGE_CONTENT_BYTES = 32 * 1024 * 1024
"""A page whose content streams inflate to more than this makes the file ``too-large``.

Typical pages need 10–200 KB; heavy vector plots a few MB.  Text in content
streams only grows when MuPDF lays it out, so this is checked before that."""

_MIN_TEXT_CHARS = 32
"""Fewer non-space characters than this in the whole file count as no text."""

_PDF_MAGIC_WINDOW = 1024
# Running headers and footers: blocks within this share of the page's height
# from its top or bottom, repeated (digits aside) on this share of the pages.
_RUNNING_MARGIN = 0.1
_RUNNING_SHARE = 0.25
_RUNNING_MAX_CHARS = 200
_DIGITS = re.compile(r"\d+")
_IMAGE_CHECK_PAGES = 5
# Cover pages skipped at most before the paper's first page.
_MAX_COVER_PAGES = 2

_ARXIV_STAMP = re.compile(r"^\s*arXiv:\S+\s+\[[^\]]+\]\s+\d{1,2}\s+\w{3}\s+\d{4}\s*$")
_PAGE_NUMBER = re.compile(r"^\s*(?:page\s+)?\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?\s*$", re.IGNORECASE)
_PDF_DATE = re.compile(r"^(?:D:)?(\d{4})(\d{2})?(\d{2})?")
_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")


def extract_pdf(
    path: Path,
    *,
    max_pages: int | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    max_page_content_bytes: int | None = DEFAULT_MAX_PAGE_CONTENT_BYTES,
) -> ExtractedPdf:
    """Read ``path`` into normalised pages, title, abstract, authors and dates.

    ``max_pages`` limits how many pages are read (``page_count`` still gives
    the total).  ``max_page_content_bytes`` (``None``: no limit) bounds one
    page's inflated content streams.  Raises :class:`ExtractionError` (see the module docstring for
    the reasons); never anything else for a bad file.  Safe to call in a
    worker process: no global state besides silencing MuPDF's messages.
    """
    path = Path(path)
    _check_file(path, max_bytes)

    pymupdf = _pymupdf()
    pymupdf.TOOLS.mupdf_display_errors(False)
    pymupdf.TOOLS.mupdf_display_warnings(False)
    try:
        doc = pymupdf.open(path, filetype="pdf")
    except Exception as exc:  # FileDataError, EmptyFileError, RuntimeError…
        raise ExtractionError(
            f"{path}: cannot open the PDF ({_short(exc)})", reason="corrupt"
        ) from exc
    try:
        if doc.is_repaired and not _ends_with_eof_marker(path):
            raise ExtractionError(
                f"{path}: the PDF is truncated (no %%EOF at its end); download it again",
                reason="truncated",
            )
        return _extract_document(doc, path, max_pages, max_page_content_bytes)
    except MemoryError as exc:
        raise _too_large_memory(path) from exc
    finally:
        doc.close()


def _ends_with_eof_marker(path: Path) -> bool:
    """Whether the last KiB holds ``%%EOF``: complete files end with it, even
    those MuPDF repairs for a broken cross-reference table."""
    with path.open("rb") as handle:
        handle.seek(0, 2)
        size = handle.tell()
        handle.seek(max(0, size - _PDF_MAGIC_WINDOW))
        return b"%%EOF" in handle.read()


def _pymupdf() -> Any:
    """PyMuPDF, imported on first use (heavy; untyped, hence ``Any``)."""
    import pymupdf

    return pymupdf


def _check_file(path: Path, max_bytes: int) -> None:
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


def _extract_document(
    doc: Any, path: Path, max_pages: int | None, max_content: int | None
) -> ExtractedPdf:
    if doc.needs_pass and not doc.authenticate(""):
        raise ExtractionError(f"{path}: the PDF is encrypted with a password", reason="encrypted")
    try:
        page_count = doc.page_count
    except Exception as exc:
        raise ExtractionError(
            f"{path}: cannot count pages ({_short(exc)})", reason="corrupt"
        ) from exc
    if page_count == 0:
        raise ExtractionError(f"{path}: the PDF has no pages", reason="empty")

    pymupdf = _pymupdf()
    flags = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
    wanted = page_count if max_pages is None else max(0, min(page_count, max_pages))
    read: list[tuple[int, float, list[_Block]]] = []  # (number, page height, blocks)
    errors: list[tuple[int, str]] = []
    front: FrontMatter | None = None
    for index in range(wanted):
        number = index + 1
        try:
            page = doc.load_page(index)
            height = float(page.rect.height)
            if max_content is not None:
                _check_content_size(doc, page, max_content, path, number)
            if front is None and index <= _MAX_COVER_PAGES:
                layout = page.get_text("dict", flags=flags)
                blocks = _blocks_from_dict(layout)
                # A repository's cover page: the paper's front matter is on a later page.
                cover = index < min(wanted - 1, _MAX_COVER_PAGES) and is_cover_page(
                    "\n".join(b[2] for b in blocks)
                )
                if not cover:
                    front = front_matter(layout)
            else:
                blocks = _blocks_from_tuples(page.get_text("blocks", flags=flags))
        except ExtractionError:
            raise
        except Exception as exc:  # one bad page loses only that page
            if _out_of_memory(exc):
                raise _too_large_memory(path) from exc
            errors.append((number, _short(exc)))
            continue
        read.append((number, height, blocks))
    texts = _page_texts(read)
    # A compound broken at a line end keeps its hyphen if the paper writes it
    # whole elsewhere ("machine-\nreadable" when "machine-readable" occurs).
    known = set().union(*(hyphenated_words(text) for _, text in texts))
    # A compound broken at a line end and never written whole ("sixteen-\nchannel")
    # keeps its hyphen when both parts are words: the paper's own words count.
    words = LazyVocabulary([text for _, text in texts])
    pages = [
        Page(number, normalize_text(text, hyphenated=known, words=words)) for number, text in texts
    ]

    if wanted and len(errors) == wanted:
        raise ExtractionError(
            f"{path}: no page could be read (page 1: {errors[0][1]})", reason="corrupt"
        )
    if _visible_chars(p.text for p in pages) < _MIN_TEXT_CHARS:
        if _has_images(doc, wanted):
            raise ExtractionError(
                f"{path}: the pages are images without a text layer (needs OCR)",
                reason="image-only",
            )
        raise ExtractionError(f"{path}: the PDF contains no text", reason="empty")

    metadata = _metadata(doc)
    front = front or FrontMatter()
    chosen = choose_title(clean_metadata_title(metadata.get("title", "")), front.title)
    return ExtractedPdf(
        pages=tuple(pages),
        title=chosen.title,
        other_title=chosen.other,
        abstract=front.abstract,
        abstract_inferred=front.abstract_inferred,
        authors=front.authors or _split_authors(metadata.get("author", "")),
        created=parse_pdf_date(metadata.get("creationDate", "")),
        modified=parse_pdf_date(metadata.get("modDate", "")),
        page_count=page_count,
        page_errors=tuple(errors),
    )


_Block = tuple[float, float, str]
"""A text block: its top and bottom (y0, y1) and its text, lines separated by newlines."""


def _blocks_from_dict(page: dict[str, Any]) -> list[_Block]:
    blocks = []
    for block in page.get("blocks", ()):
        if block.get("type", 0) != 0:
            continue
        lines = []
        for line in block.get("lines", ()):
            direction = line.get("dir", (1.0, 0.0))
            text = "".join(span.get("text", "") for span in line.get("spans", ()))
            if abs(direction[1]) > 0.01 and _ARXIV_STAMP.match(text):
                continue
            lines.append(text)
        _, y0, _, y1 = block.get("bbox", (0.0, 0.0, 0.0, 0.0))
        blocks.append((float(y0), float(y1), "\n".join(lines)))
    return blocks


def _blocks_from_tuples(blocks: list[tuple[Any, ...]]) -> list[_Block]:
    # (x0, y0, x1, y1, text, block_no, block_type); type 1 is an image.
    return [(float(b[1]), float(b[3]), b[4]) for b in blocks if len(b) > 6 and b[6] == 0]


def _margin_key(block: _Block, height: float) -> str | None:
    """The digit-blind text of a block in the top or bottom margin, else None."""
    top, bottom, text = block
    if height <= 0 or len(text) > _RUNNING_MAX_CHARS:
        return None
    if bottom > height * _RUNNING_MARGIN and top < height * (1 - _RUNNING_MARGIN):
        return None
    return _DIGITS.sub("#", " ".join(text.split()))


def _running_lines(read: list[tuple[int, float, list[_Block]]]) -> frozenset[str]:
    """Header and footer texts repeated on many pages ("CHI '23, … Chang et al.")."""
    counts: dict[str, int] = {}
    for _, height, blocks in read:
        for key in {_margin_key(b, height) for b in blocks} - {None}:
            assert key is not None
            counts[key] = counts.get(key, 0) + 1
    needed = max(3, int(len(read) * _RUNNING_SHARE))
    return frozenset(key for key, n in counts.items() if n >= needed)


def _page_texts(read: list[tuple[int, float, list[_Block]]]) -> list[tuple[int, str]]:
    """(page number, text) of the pages read, running headers and footers left out
    unless leaving them out would leave the document without text."""
    running = _running_lines(read)
    texts = [(number, _page_text(blocks, height, running)) for number, height, blocks in read]
    if running and _visible_chars(text for _, text in texts) < _MIN_TEXT_CHARS:
        # Removing the repeated lines would leave nothing: they are the document's text
        # (3,000 pages of one line each), not its running header.
        texts = [(n, _page_text(blocks, height, frozenset())) for n, height, blocks in read]
    return texts


def _page_text(blocks: list[_Block], height: float, running: frozenset[str]) -> str:
    """The page's kept blocks joined, assembled only up to ``MAX_PAGE_CHARS``."""
    kept: list[str] = []
    room = MAX_PAGE_CHARS
    for block in blocks:
        text = block[2]
        stripped = text.strip()
        if not stripped or _PAGE_NUMBER.match(stripped) or _ARXIV_STAMP.match(stripped):
            continue
        if running and _margin_key(block, height) in running:
            continue
        if kept:
            room -= 2  # the blank line between blocks
        if room <= 0:
            break
        kept.append(text[:room])
        room -= len(kept[-1])
    return "\n\n".join(kept)


def _visible_chars(texts: Any) -> int:
    """Characters other than spaces in ``texts``."""
    return sum(len(text) - text.count(" ") for text in texts)


def _check_content_size(doc: Any, page: Any, limit: int, path: Path, number: int) -> None:
    """Raise ``too-large`` when the page's content streams inflate to more than ``limit``.

    Flate streams are inflated only up to the limit, so the check itself stays
    small; streams with other filters are counted by their stored size.
    """
    total = 0
    for xref in page.get_contents():
        raw = doc.xref_stream_raw(xref) or b""
        kind, value = doc.xref_get_key(xref, "Filter")
        if (kind, value) in (("name", "/FlateDecode"), ("array", "[/FlateDecode]")):
            inflater = zlib.decompressobj()
            try:
                total += len(inflater.decompress(raw, limit - total + 1))
            except zlib.error:
                total += len(raw)  # MuPDF will report the broken stream itself
        else:
            total += len(raw)
        if total > limit:
            raise ExtractionError(
                f"{path}: page {number} holds more than {limit // (1024 * 1024)} MiB of "
                "drawing and text instructions; it is not read",
                reason="too-large",
            )


_MEMORY_WORDS = ("out of memory", "malloc", "calloc", "realloc", "cannot allocate", "memory error")


def _out_of_memory(exc: BaseException) -> bool:
    """Whether MuPDF (or Python) failed for want of memory."""
    if isinstance(exc, MemoryError):
        return True
    text = str(exc).lower()
    return any(word in text for word in _MEMORY_WORDS)


def _too_large_memory(path: Path) -> ExtractionError:
    return ExtractionError(
        f"{path}: reading it needs more memory than an extraction worker may use "
        "([papers] extract_memory_mb)",
        reason="too-large",
    )


def _has_images(doc: Any, wanted: int) -> bool:
    for index in range(min(wanted, _IMAGE_CHECK_PAGES)):
        try:
            if doc.load_page(index).get_images(full=False):
                return True
        except Exception:
            continue
    return False


def _metadata(doc: Any) -> dict[str, str]:
    try:
        raw = doc.metadata or {}
    except Exception:
        return {}
    return {k: v for k, v in raw.items() if isinstance(v, str)}


def _split_authors(raw: str) -> tuple[str, ...]:
    text = normalize_inline(html.unescape(raw))
    if not text:
        return ()
    parts = text.split(";") if ";" in text else re.split(r",|\band\b|&", text)
    return tuple(p.strip() for p in parts if sum(c.isalpha() for c in p) >= 2)


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


def _short(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text if len(text) <= 200 else text[:197] + "..."
