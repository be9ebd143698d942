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
``image-only``   pages with images but no text layer (a scan), and no OCR
``unreadable``   the file cannot be read (permissions, vanished)

A page that fails is listed in ``page_errors`` and the rest of the paper is
kept.  Each page's text is read in reading order (columns left to right),
without page numbers, running headers and footers or margin stamps, with
display equations on one line and tables (where a caption announces them) as
Markdown right after their caption (:mod:`~tapyre_paper_search.pdf.pagetext`).
Pages whose text layer is missing or garbage are read by OCR when Tesseract
is available (:mod:`~tapyre_paper_search.pdf.ocr`); every page records how its
text was obtained.  Title, authors and abstract come from the first pages
(:mod:`~tapyre_paper_search.pdf.frontmatter`), the references list is parsed
into records (:mod:`~tapyre_paper_search.pdf.references`).

The work per file is bounded: at most ``max_pages`` pages and
``MAX_PAGE_CHARS`` characters a page are read, and files over ``max_bytes``
are refused before MuPDF sees them.  A page whose content streams, inflated,
exceed ``max_page_content_bytes`` makes the file ``too-large`` before MuPDF
builds its text (a 150 KB file can hold a 50 MB text run in tiny type, and
MuPDF needs about 100 bytes per character to lay it out).  Running out of
memory (a worker's address-space limit, see
:mod:`tapyre_paper_search.pipeline.extract`) is ``too-large`` too.  A
wall-clock limit needs a separate process (the pipeline runs this in a
process pool), because a single MuPDF call cannot be interrupted from Python.
"""

from __future__ import annotations

import logging
import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any, overload

from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import cues, document, ocr
from tapyre_paper_search.pdf.authors import metadata_authors
from tapyre_paper_search.pdf.blocks import TextBlock, blocks_from_tuples, regroup_lines, text_blocks
from tapyre_paper_search.pdf.clutter import running_keys
from tapyre_paper_search.pdf.cover import is_cover_page
from tapyre_paper_search.pdf.document import (
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_PAGE_CONTENT_BYTES,
    parse_pdf_date,
)
from tapyre_paper_search.pdf.frontmatter import MAX_COVER_PAGES, FrontMatter, read_front_matter
from tapyre_paper_search.pdf.gcscope import fewer_collections
from tapyre_paper_search.pdf.lines import PageLines, in_reading_order, page_lines
from tapyre_paper_search.pdf.normalize import hyphenated_words, normalize_text
from tapyre_paper_search.pdf.ocr import OcrOptions
from tapyre_paper_search.pdf.pagetext import TABLE_CAPTION, PlacedTable, joined, ordered_blocks
from tapyre_paper_search.pdf.references import END_OF_REFERENCES, HEADING, references_of_pages
from tapyre_paper_search.pdf.refunheaded import opens_unheaded_list
from tapyre_paper_search.pdf.tables import page_tables
from tapyre_paper_search.pdf.titles import choose_title, clean_metadata_title
from tapyre_paper_search.pdf.wordblocks import (
    DEFAULT_HEIGHT_PER_SIZE,
    blocks_from_words,
    height_per_size,
)
from tapyre_paper_search.pdf.words import LazyVocabulary
from tapyre_paper_search.records import ExtractedPdf, Page

log = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_PAGE_CONTENT_BYTES",
    "MAX_PAGE_CHARS",
    "extract_pdf",
    "parse_pdf_date",
    "read_front_pages",
]

MAX_PAGE_CHARS = 200_000
"""Text beyond this many characters on one page is dropped (generated junk pages)."""

_MIN_TEXT_CHARS = 32
"""Fewer non-space characters than this in the whole file count as no text."""

_IMAGE_CHECK_PAGES = 5
_OCR_FOUND_NOTHING = "OCR found no readable text"
# A year not inside a longer number ("(?<!\d..)" after its first two digits: the regex
# engine skips to them).
_YEAR = re.compile(r"(?:19|20)(?<!\d..)\d\d(?!\d)")
_MIN_REFERENCE_YEARS = 4
"""A page of a references list names at least this many years (most entries one)."""
DEFAULT_OCR = OcrOptions()
"""OCR pages without a usable text layer when Tesseract is installed."""
# The first pages, read line by line for the front matter (a cover sheet may come first).
_FRONT_PAGES = MAX_COVER_PAGES + 2


@dataclass
class _PageRead:
    """What one page gave: its blocks and tables, its lines when it is a front page
    (``lines()``: the first page's made at once, a later one's when first asked for,
    as the front-matter reader looks at a page after the first only where the
    abstract may run on to it), and how its text was
    obtained (``source``, ``note``: see :class:`Page`)."""

    number: int
    height: float
    blocks: list[TextBlock]
    tables: list[PlacedTable] = field(default_factory=list)
    lines: Callable[[], PageLines] | None = None
    source: str = "text"
    note: str = ""


class _FrontPages(Sequence[PageLines]):
    """The front pages' lines, each page's made when it is first asked for."""

    def __init__(self, pages: list[Callable[[], PageLines]]) -> None:
        self._pages = pages

    def __len__(self) -> int:
        return len(self._pages)

    @overload
    def __getitem__(self, index: int) -> PageLines: ...

    @overload
    def __getitem__(self, index: slice) -> list[PageLines]: ...

    def __getitem__(self, index: int | slice) -> PageLines | list[PageLines]:
        if isinstance(index, slice):
            return [page() for page in self._pages[index]]
        return self._pages[index]()


@fewer_collections
def extract_pdf(
    path: Path,
    *,
    max_pages: int | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    max_page_content_bytes: int | None = DEFAULT_MAX_PAGE_CONTENT_BYTES,
    tables: bool = True,
    ocr: OcrOptions | None = DEFAULT_OCR,
    use_model: bool = True,
) -> ExtractedPdf:
    """Read ``path`` into normalised pages, title, abstract, authors and dates.

    ``max_pages`` limits how many pages are read (``page_count`` still gives
    the total).  ``max_page_content_bytes`` (``None``: no limit) bounds one
    page's inflated content streams.  ``ocr`` (``None``: never) says how pages
    without a usable text layer are read by OCR when Tesseract's language data
    is installed.  ``tables=False`` skips the table finder;
    ``use_model=False`` reads the front matter by the rules alone (for
    comparison).  Raises :class:`ExtractionError` (see the module docstring for
    the reasons); never anything else for a bad file.  Safe to call in a
    worker process: no global state besides silencing MuPDF's messages and,
    while it runs, fewer garbage collections (:mod:`~.gcscope`).
    """
    path = Path(path)
    document.check_file(path, max_bytes)
    pymupdf = document.pymupdf_module()
    pymupdf.TOOLS.mupdf_display_errors(False)
    pymupdf.TOOLS.mupdf_display_warnings(False)
    try:
        doc = pymupdf.open(path, filetype="pdf")
    except Exception as exc:  # FileDataError, EmptyFileError, RuntimeError…
        raise ExtractionError(
            f"{path}: cannot open the PDF ({document.short(exc)})", reason="corrupt"
        ) from exc
    try:
        if doc.is_repaired and not document.ends_with_eof_marker(path):
            raise ExtractionError(
                f"{path}: the PDF is truncated (no %%EOF at its end); download it again",
                reason="truncated",
            )
        options = _Options(max_page_content_bytes, tables, ocr, use_model)
        return _extract_document(doc, path, max_pages, options)
    except MemoryError as exc:
        raise document.too_large_memory(path) from exc
    finally:
        doc.close()


@dataclass(frozen=True)
class _Options:
    max_content: int | None
    tables: bool
    ocr: OcrOptions | None
    use_model: bool


def _extract_document(
    doc: Any, path: Path, max_pages: int | None, options: _Options
) -> ExtractedPdf:
    if doc.needs_pass and not doc.authenticate(""):
        raise ExtractionError(f"{path}: the PDF is encrypted with a password", reason="encrypted")
    try:
        page_count = doc.page_count
    except Exception as exc:
        raise ExtractionError(
            f"{path}: cannot count pages ({document.short(exc)})", reason="corrupt"
        ) from exc
    if page_count == 0:
        raise ExtractionError(f"{path}: the PDF has no pages", reason="empty")

    wanted = page_count if max_pages is None else max(0, min(page_count, max_pages))
    read: list[_PageRead] = []
    errors: list[tuple[int, str]] = []
    detail = _Detail()
    for index in range(wanted):
        try:
            read.append(_read_page(doc, index, path, options, detail))
        except ExtractionError:
            raise
        except Exception as exc:  # one bad page loses only that page
            if document.out_of_memory(exc):
                raise document.too_large_memory(path) from exc
            errors.append((index + 1, document.short(exc)))
    if wanted and len(errors) == wanted:
        raise ExtractionError(
            f"{path}: no page could be read (page 1: {errors[0][1]})", reason="corrupt"
        )
    pages, blocks = _normalised_pages(read)
    if _visible_chars(p.text for p in pages) < _MIN_TEXT_CHARS:
        if document.has_images(doc, min(wanted, _IMAGE_CHECK_PAGES)):
            tried = any(r.note.endswith(_OCR_FOUND_NOTHING) for r in read)
            if tried:
                why, hint = " and OCR found no readable text", None
            elif options.ocr is None:
                why, hint = " (OCR is turned off)", "Set [papers] ocr = true to read scans."
            else:
                why, hint = (
                    " (needs OCR)",
                    "Install Tesseract (Debian: tesseract-ocr) to read scans.",
                )
            raise ExtractionError(
                f"{path}: the pages are images without a text layer{why}",
                reason="image-only",
                hint=hint,
            )
        raise ExtractionError(f"{path}: the PDF contains no text", reason="empty")

    meta = document.metadata(doc)
    fronts = _FrontPages([r.lines for r in read if r.lines is not None])
    metadata_title = clean_metadata_title(meta.get("title", ""))
    front = (
        read_front_matter(fronts, use_model=options.use_model, metadata_title=metadata_title)
        if fronts
        else FrontMatter()
    )
    chosen = choose_title(metadata_title, front.title)
    first_text = " ".join(p.text for p in pages[: front.page + 2])
    return ExtractedPdf(
        pages=tuple(pages),
        title=chosen.title,
        other_title=chosen.other,
        abstract=front.abstract,
        abstract_inferred=front.abstract_inferred,
        authors=front.authors or metadata_authors(meta.get("author", ""), first_text),
        created=parse_pdf_date(meta.get("creationDate", "")),
        modified=parse_pdf_date(meta.get("modDate", "")),
        page_count=page_count,
        page_errors=tuple(errors),
        references=references_of_pages(blocks),
    )


@cache
def _flags() -> int:
    """Text extraction flags: whitespace as printed, text outside the page left out
    (no images: their pixels would be copied into every dict for nothing)."""
    pymupdf = document.pymupdf_module()
    return int(pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP)


@dataclass
class _Detail:
    """Which pages are read line by line with fonts (PyMuPDF's dict, slower than its
    blocks): the first page, the next ones while the front matter may still be
    there (a cover sheet, an abstract pushed over), and the references list."""

    front: bool = True
    references: bool = False
    abstract_seen: bool = False
    height_per_size: float = DEFAULT_HEIGHT_PER_SIZE
    """A line's height over its size on the first page (for :func:`blocks_from_words`)."""


def _ends_references(blocks: list[TextBlock]) -> bool:
    """Whether the references list ends on this page (the pages after it need no line
    detail): an appendix or acknowledgements heading on it, or too few years for a
    page of entries (its last few, or an appendix under a heading not recognised,
    such as a lone "A")."""
    if any(b.line_count <= 2 and END_OF_REFERENCES.match(b.first_line) for b in blocks):
        return True
    years = sum(len(_YEAR.findall(b.text)) for b in blocks)
    return years < _MIN_REFERENCE_YEARS


def _read_page(doc: Any, index: int, path: Path, options: _Options, detail: _Detail) -> _PageRead:
    page = doc.load_page(index)
    if options.max_content is not None:
        document.check_content_size(doc, page, options.max_content, path, index + 1)
    textpage = page.get_textpage(flags=_flags())
    front = detail.front and index < _FRONT_PAGES
    page_words = cache(textpage.extractWORDS)  # read once, and only when needed
    data, blocks = _page_blocks(textpage, front, detail, page_words)
    if index == 0 and data is not None:
        detail.height_per_size = height_per_size(blocks)
    source, note = "text", ""
    text = "\n".join(b.text for b in blocks)
    problem = ocr.text_layer_problem(text, has_images=_shows_images(page, text))
    if problem is not None:
        source, note = ("none" if problem == ocr.NO_TEXT_LAYER else "text"), problem
        if options.ocr is None:
            note = f"{problem}; OCR turned off"
        else:
            try:
                ocr_data, _ = ocr.ocr_page(page, _flags(), options.ocr)
            except RuntimeError as exc:
                note = f"{problem}; OCR unavailable ({exc})"
            else:
                ocr_data = regroup_lines(ocr_data)
                ocr_blocks = text_blocks(ocr_data)
                ocr_text = "\n".join(b.text for b in ocr_blocks)
                if ocr.text_layer_problem(ocr_text, has_images=True) is not None:
                    note = f"{problem}; {_OCR_FOUND_NOTHING}"
                elif problem == ocr.NO_TEXT_LAYER or ocr.known_share(ocr_text) > ocr.known_share(
                    text
                ):
                    data, blocks, source = ocr_data, ocr_blocks, "ocr"
    read = _PageRead(index + 1, float(page.rect.height), blocks, source=source, note=note)
    if options.tables and source == "text" and any(TABLE_CAPTION.match(b.text) for b in blocks):
        read.tables = page_tables(page, blocks, page_words)  # word tuples as PyMuPDF gives them
    if front and data is not None:
        own = source == "text"  # the dict is the text page's (not an OCR result)
        read.lines = _lines_reader(
            data, textpage if own else None, index, page_words if own else None
        )
        # The page after the first is always read (an abstract may run on to it);
        # later ones only after a cover sheet, or while no abstract heading has come
        # (a cover the text alone does not show: the front-matter reader looks at
        # the page the paper starts on and the one after it, no further).
        detail.abstract_seen = detail.abstract_seen or any(
            cues.is_abstract_heading(b.first_line) for b in blocks
        )
        detail.front = index == 0 or is_cover_page(text) or not detail.abstract_seen
    return read


def _lines_reader(
    data: Any, textpage: Any, index: int, words: Callable[[], list[Any]] | None
) -> Callable[[], PageLines]:
    """How front page ``index``'s lines are made from its dict ``data``.

    The first page's are always asked for: they are made now, and the dict is let
    go.  A later page's are made when first asked for (rarely); the dict is then
    read again from its ``textpage`` (``None``: an OCR'd page, whose dict is kept)
    instead of being kept meanwhile.  A kept dict is thousands of objects living
    through the whole document: they outlive the young garbage collections and
    bring on full ones, which cost more than the rare second reading."""
    size = (float(data.get("width") or 0.0), float(data.get("height") or 0.0))
    if index == 0:
        lines = _front_lines(lambda: data, size, index, words)
        return lambda: lines
    read_data = (lambda: data) if textpage is None else textpage.extractDICT
    return cache(partial(_front_lines, read_data, size, index, words))


def _front_lines(
    read_data: Callable[[], Any],
    size: tuple[float, float],
    index: int,
    words: Callable[[], list[Any]] | None,
) -> PageLines:
    """The lines of front page ``index`` (its dict from ``read_data``, the page ``size``)
    in reading order; with the page's ``words`` (not on OCR pages: the regrouped
    lines no longer match them), wide gaps between a line's words mark names set
    side by side.  Outside the per-page guard (a later page's are read when the
    front-matter reader first asks), so a page whose lines cannot be made gives
    none (its text stays) instead of failing the document."""
    try:
        data = read_data()
        by_line: dict[tuple[int, int], list[tuple[float, float, str]]] | None = None
        if words is not None:
            by_line = defaultdict(list)
            for word in words():
                by_line[(word[5], word[6])].append((word[0], word[2], word[4]))
        return in_reading_order(page_lines(data, index, by_line))
    except Exception as exc:
        if document.out_of_memory(exc):
            raise
        log.warning("page %d: its front-matter lines could not be read (%s)", index + 1, exc)
        return PageLines((), size[0], size[1], index)


def _page_blocks(
    textpage: Any, front: bool, detail: _Detail, words: Callable[[], list[Any]]
) -> tuple[Any, list[TextBlock]]:
    """The page's dict (``None`` when not read) and blocks: read line by line with
    fonts on front pages, line by line from the word list in the references list
    (updating ``detail.references``; see :mod:`~tapyre_paper_search.pdf.wordblocks`),
    from the cheaper block list elsewhere."""
    data: Any = None
    in_references = detail.references
    if front:
        data = textpage.extractDICT()
        blocks = text_blocks(data)
    elif in_references:  # read line by line in any case: no block list first
        blocks = blocks_from_words(words(), detail.height_per_size)
    else:
        blocks = blocks_from_tuples(textpage.extractBLOCKS())
    if any(HEADING.match(b.first_line) or opens_unheaded_list(b) for b in blocks):
        detail.references = True  # from here on, lines keep their indents and sizes
    elif in_references and _ends_references(blocks):
        detail.references = False  # this page may end the list; the next ones are past it
    if not front and not in_references and detail.references:
        blocks = blocks_from_words(words(), detail.height_per_size)
    return data, blocks


def _shows_images(page: Any, text: str) -> bool:
    """Whether a page with little or odd text shows images (asked only then: cheap
    pages stay cheap)."""
    if len(text) > 2000:
        return False
    try:
        return bool(page.get_images(full=False))
    except Exception:
        return False


def read_front_pages(path: Path, pages: int = _FRONT_PAGES) -> list[PageLines]:
    """The lines of a PDF's first ``pages`` pages in reading order, as the front-matter
    reader sees them (for training and measuring it; no limits or error mapping)."""
    pymupdf = document.pymupdf_module()
    with pymupdf.open(path) as doc:
        out = []
        for index in range(min(pages, doc.page_count)):
            read = _read_page(
                doc, index, Path(path), _Options(None, False, DEFAULT_OCR, True), _Detail()
            )
            assert read.lines is not None
            out.append(read.lines())
        return out


def _normalised_pages(read: list[_PageRead]) -> tuple[list[Page], list[list[TextBlock]]]:
    """The normalised pages, and each page's blocks in reading order (for the references)."""
    heights = [(r.height, r.blocks) for r in read]
    running = running_keys(heights)
    ordered = [_ordered(r, running) for r in read]
    texts = [_joined(blocks) for blocks in ordered]
    if running and _visible_chars(texts) < _MIN_TEXT_CHARS:
        # Removing the repeated lines would leave nothing: they are the document's text
        # (3,000 pages of one line each), not its running header.
        ordered = [_ordered(r, frozenset()) for r in read]
        texts = [_joined(blocks) for blocks in ordered]
    # A compound broken at a line end keeps its hyphen if the paper writes it
    # whole elsewhere ("machine-\nreadable" when "machine-readable" occurs).
    known = set().union(*(hyphenated_words(text) for text in texts))
    # A compound broken at a line end and never written whole ("sixteen-\nchannel")
    # keeps its hyphen when both parts are words: the paper's own words count.
    words = LazyVocabulary(texts)
    pages = [
        Page(r.number, normalize_text(text, hyphenated=known, words=words), r.source, r.note)
        for r, text in zip(read, texts, strict=True)
    ]
    return pages, ordered


def _ordered(read: _PageRead, running: frozenset[str]) -> list[TextBlock]:
    return ordered_blocks(read.blocks, read.height, running, tables=read.tables)


def _joined(blocks: list[TextBlock]) -> str:
    return joined(blocks, MAX_PAGE_CHARS)


def _visible_chars(texts: Any) -> int:
    """Characters other than spaces in ``texts``."""
    return sum(len(text) - text.count(" ") for text in texts)
