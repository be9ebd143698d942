"""Reading one page of a PDF: its text blocks, tables and front-matter lines.

:func:`read_page` is what :func:`~tapyre_paper_search.pdf.extract.extract_pdf`
runs on each page, in order: PyMuPDF's text page once, then its block list, or
its lines with fonts (PyMuPDF's dict) where they are needed (the first pages,
for the front matter), or its word list (the references list: line boxes and
sizes, see :mod:`~tapyre_paper_search.pdf.wordblocks`); a page whose text layer
is missing or garbage read again by OCR (:mod:`~tapyre_paper_search.pdf.ocr`);
its tables where a caption announces one (:mod:`~tapyre_paper_search.pdf.tables`).
:class:`Detail` carries what one page tells about the next (front matter still
to come, inside the references list).  A front page's lines are made as
:mod:`~tapyre_paper_search.pdf.frontlines` says.  :func:`read_front_pages` gives
the front pages' lines alone (for training and measuring the front-matter reader).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from tapyre_paper_search.pdf import abstractcues, document, ocr, ocrlayer, picturedtext
from tapyre_paper_search.pdf.barefonts import BareFonts
from tapyre_paper_search.pdf.blocks import TextBlock, blocks_from_tuples, text_blocks
from tapyre_paper_search.pdf.cover import is_cover_page
from tapyre_paper_search.pdf.dictmend import DictMendedPage
from tapyre_paper_search.pdf.drawnrules import PageDrawings
from tapyre_paper_search.pdf.frontlines import front_reader, lines_reader
from tapyre_paper_search.pdf.frontpages import MAX_COVER_PAGES
from tapyre_paper_search.pdf.frontreach import pushed_abstract_fills
from tapyre_paper_search.pdf.linenumbers import strip_blocks, strip_words
from tapyre_paper_search.pdf.lines import PageLines
from tapyre_paper_search.pdf.ocr import OcrOptions
from tapyre_paper_search.pdf.ocrregroup import regroup_lines
from tapyre_paper_search.pdf.ocrspread import without_facing_page
from tapyre_paper_search.pdf.pagecalls import Once
from tapyre_paper_search.pdf.pagemend import mended_page, without_line_numbers
from tapyre_paper_search.pdf.pagetext import TABLE_CAPTION, PlacedTable
from tapyre_paper_search.pdf.references import HEADING
from tapyre_paper_search.pdf.reflistend import END_OF_REFERENCES
from tapyre_paper_search.pdf.refunheaded import may_open_unheaded_list, opens_unheaded_list
from tapyre_paper_search.pdf.shortcmap import ShortMaps
from tapyre_paper_search.pdf.tables import page_tables
from tapyre_paper_search.pdf.textlayer import NO_TEXT_LAYER, known_share, text_layer_problem
from tapyre_paper_search.pdf.uprightpage import upright
from tapyre_paper_search.pdf.wordblocks import (
    DEFAULT_HEIGHT_PER_SIZE,
    blocks_from_words,
    height_per_size,
)

OCR_FOUND_NOTHING = "OCR found no readable text"

# A year not inside a longer number ("(?<!\d..)" after its first two digits: the regex
# engine skips to them).
_YEAR = re.compile(r"(?:19|20)(?<!\d..)\d\d(?!\d)")
_MIN_REFERENCE_YEARS = 4

DEFAULT_OCR = OcrOptions()
"""OCR pages without a usable text layer when Tesseract is installed."""
# The first pages, read line by line for the front matter (a cover sheet may come first).
FRONT_PAGES = MAX_COVER_PAGES + 2


@dataclass
class PageRead:
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


@dataclass(frozen=True)
class Options:
    """How pages are read: the content-size limit (``None``: none), whether tables are
    read, how pages without a usable text layer are OCR'd (``None``: never), and
    whether the front matter uses the line classifier."""

    max_content: int | None
    tables: bool
    ocr: OcrOptions | None
    use_model: bool


@cache
def flags() -> int:
    """Text extraction flags: whitespace as printed, text outside the page left out
    (no images: their pixels would be copied into every dict for nothing)."""
    pymupdf = document.pymupdf_module()
    return int(pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP)


@dataclass
class Detail:
    """Which pages are read line by line with fonts (PyMuPDF's dict, slower than its
    blocks): the first page, the next ones while the front matter may still be
    there (a cover sheet, an abstract pushed over), and the references list."""

    front: bool = True
    references: bool = False
    abstract_seen: bool = False
    heading_page: int = -1
    """The index of the page an abstract heading first came on (-1: none yet)."""
    height_per_size: float = DEFAULT_HEIGHT_PER_SIZE
    """A line's height over its size on the first page (for :func:`blocks_from_words`)."""
    fonts: BareFonts = field(default_factory=BareFonts)
    """The document's TeX bitmap fonts (:mod:`~tapyre_paper_search.pdf.texpage`)."""
    short: ShortMaps = field(default_factory=ShortMaps)
    """The document's fonts with short ``ToUnicode`` maps (:mod:`.shortcmap`)."""


def _ends_references(blocks: list[TextBlock]) -> bool:
    """Whether the references list ends on this page (the pages after it need no line
    detail): an appendix or acknowledgements heading on it, or too few years for a
    page of entries (its last few, or an appendix under a heading not recognised,
    such as a lone "A")."""
    if any(b.line_count <= 2 and END_OF_REFERENCES.match(b.first_line) for b in blocks):
        return True
    years = sum(len(_YEAR.findall(b.text)) for b in blocks)
    return years < _MIN_REFERENCE_YEARS


def read_page(doc: Any, index: int, path: Path, options: Options, detail: Detail) -> PageRead:
    """Page ``index`` of ``doc`` (the PDF at ``path``) read as ``options`` and ``detail``
    say; ``detail`` is updated for the next page."""
    page = upright(doc.load_page(index))  # a turned page whose text reads upright as shown
    if options.max_content is not None:
        document.check_content_size(doc, page, options.max_content, path, index + 1)
    textpage = Once(
        page.get_textpage(flags=flags()), "extractBLOCKS"
    )  # blocks asked twice (pagecalls)
    front = detail.front and index < FRONT_PAGES
    page_words = cache(textpage.extractWORDS)  # read once, and only when needed
    dict_of = without_line_numbers(textpage.extractDICT, textpage.extractRAWDICT)
    references = detail.references
    height = float(page.rect.height)
    data, blocks = _page_blocks(
        textpage, height, front=front, detail=detail, words=page_words, dict_of=dict_of
    )
    text = "\n".join(b.text for b in blocks)
    from_words = not front and (references or detail.references)  # no control characters
    mended = mended_page(
        doc, page, textpage, detail.fonts, detail.short, text=text, data=data, from_words=from_words
    )
    if mended is not None:  # read again, TeX's bitmap fonts in their encodings (texpage)
        page_words, dict_of, detail.references = (
            cache(mended.extractWORDS),
            without_line_numbers(mended.extractDICT, lambda: mended.raw),
            references,
        )
        data, blocks = _page_blocks(
            mended, height, front=front, detail=detail, words=page_words, dict_of=dict_of
        )
        text = "\n".join(b.text for b in blocks)
    if index == 0 and data is not None:
        detail.height_per_size = height_per_size(blocks)
    source, note = "text", ""
    problem = ocrlayer.page_problem(page, text, data if front else None)
    if problem is not None:
        source, note = ("none" if problem == NO_TEXT_LAYER else "text"), problem
        if options.ocr is None:
            note = f"{problem}; OCR turned off"
        else:
            try:
                ocr_data, _ = ocr.ocr_page(page, flags(), options.ocr)
            except RuntimeError as exc:
                note = f"{problem}; OCR unavailable ({exc})"
            else:
                ocr_data = regroup_lines(without_facing_page(ocr_data) if index == 0 else ocr_data)
                ocr_blocks = text_blocks(ocr_data)
                ocr_text = "\n".join(b.text for b in ocr_blocks)
                if text_layer_problem(ocr_text, has_images=True) is not None:
                    note = f"{problem}; {OCR_FOUND_NOTHING}"
                elif problem == NO_TEXT_LAYER or known_share(ocr_text) > known_share(text):
                    data, blocks, source = ocr_data, ocr_blocks, "ocr"
    data, blocks, note = picturedtext.with_pictured_text(  # page 1's text layer only
        page, data, blocks, note, options.ocr if index == 0 and source == "text" else None
    )
    read = PageRead(index + 1, height, blocks, source=source, note=note)
    drawings = PageDrawings(page) if front and index == 0 else None  # tables', white fills'
    if options.tables and source == "text" and any(TABLE_CAPTION.match(b.text) for b in blocks):
        read.tables = page_tables(  # word tuples as PyMuPDF gives them
            page,
            blocks,
            page_words,
            words_in=mended.words_in if mended else None,
            near=mended.words_near if isinstance(mended, DictMendedPage) else None,
            shared=drawings,
        )
    if front and data is not None:
        own = source == "text"  # the dict is the text page's (not an OCR result)
        read.lines = lines_reader(
            data, dict_of if own else None, index, page_words if own else None
        )
        read.lines = front_reader(  # page 1: text under a later white box out (whitefill)
            read.lines, page, index, text=text, problem=problem, source=source, drawings=drawings
        )
        # The page after the first is always read (an abstract may run on to it), and
        # the one after the page an abstract heading first comes on (latex57: pushed to
        # page 2, it may run on to page 3); later ones only after a cover sheet, or while
        # no abstract heading has come (a cover the text alone does not show: the
        # front-matter reader looks at the page the paper starts on and the one after it).
        # An abstract pushed to a later page may fill the next one too (abs58: page 2 to
        # page 4 in double-spaced rows): past a page after the heading's that opens no
        # section, the page after it is read as well.
        first_seen = _heading_first_seen(detail, index, blocks)
        detail.front = (
            index == 0
            or not detail.abstract_seen
            or first_seen
            or pushed_abstract_fills(detail.heading_page, index, [b.first_line for b in blocks])
            or is_cover_page(text)
        )
    return read


def _heading_first_seen(detail: Detail, index: int, blocks: list[TextBlock]) -> bool:
    """Whether an abstract heading first comes on page ``index`` (``blocks``); notes it
    in ``detail`` (``abstract_seen``, ``heading_page``)."""
    seen = any(abstractcues.is_abstract_heading(b.first_line) for b in blocks)
    first = seen and not detail.abstract_seen
    detail.abstract_seen = detail.abstract_seen or seen
    if first:
        detail.heading_page = index
    return first


def _page_blocks(
    textpage: Any,
    height: float,
    *,
    front: bool,
    detail: Detail,
    words: Callable[[], list[Any]],
    dict_of: Callable[[], Any],
) -> tuple[Any, list[TextBlock]]:
    """The page's dict (``None`` when not read) and blocks: read line by line with
    fonts on front pages, line by line from the word list in the references list
    (updating ``detail.references``; see :mod:`~tapyre_paper_search.pdf.wordblocks`),
    from the cheaper block list elsewhere (margin line numbers taken off:
    :func:`~tapyre_paper_search.pdf.linenumbers.strip_blocks`, ``strip_words``)."""
    data: Any = None
    in_references = detail.references
    if front:
        data = dict_of()
        blocks = text_blocks(data)
    elif in_references:  # read line by line in any case: no block list first
        blocks = blocks_from_words(strip_words(words(), height), detail.height_per_size)
    else:
        blocks = blocks_from_tuples(strip_blocks(textpage.extractBLOCKS(), height))
    if any(
        HEADING.match(b.first_line) or (may_open_unheaded_list(b.text) and opens_unheaded_list(b))
        for b in blocks
    ):
        detail.references = True  # from here on, lines keep their indents and sizes
    elif in_references and _ends_references(blocks):
        detail.references = False  # this page may end the list; the next ones are past it
    if not front and not in_references and detail.references:
        blocks = blocks_from_words(strip_words(words(), height), detail.height_per_size)
    return data, blocks


def read_front_pages(path: Path, pages: int = FRONT_PAGES) -> list[PageLines]:
    """The lines of a PDF's first ``pages`` pages in reading order, as the front-matter
    reader sees them (for training and measuring it; no limits or error mapping)."""
    pymupdf = document.pymupdf_module()
    with pymupdf.open(path) as doc:
        out = []
        for index in range(min(pages, doc.page_count)):
            read = read_page(
                doc, index, Path(path), Options(None, False, DEFAULT_OCR, True), Detail()
            )
            assert read.lines is not None
            lines = read.lines()
            lines.rules()  # read while the document is open
            out.append(lines)
        return out
