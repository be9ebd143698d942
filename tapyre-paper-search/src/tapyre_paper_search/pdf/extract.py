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
Markdown right after their caption (:mod:`~tapyre_paper_search.pdf.pagetext`;
each page is read by :mod:`~tapyre_paper_search.pdf.pageread`).
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

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, overload

from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import document, docwords, namememo
from tapyre_paper_search.pdf.docpages import (
    MAX_PAGE_CHARS,
    MIN_TEXT_CHARS,
    normalised_pages,
    visible_chars,
)
from tapyre_paper_search.pdf.document import (
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_PAGE_CONTENT_BYTES,
    parse_pdf_date,
)
from tapyre_paper_search.pdf.frontmatter import FrontMatter, read_front_matter
from tapyre_paper_search.pdf.gcscope import fewer_collections
from tapyre_paper_search.pdf.hardhyphens import restore
from tapyre_paper_search.pdf.lines import PageLines
from tapyre_paper_search.pdf.metaauthors import metadata_authors
from tapyre_paper_search.pdf.ocr import NOT_CACHED, OcrOptions
from tapyre_paper_search.pdf.pagecasing import cased_by_page
from tapyre_paper_search.pdf.pageread import (
    DEFAULT_OCR,
    OCR_FOUND_NOTHING,
    Detail,
    Options,
    PageRead,
    read_front_pages,
    read_page,
)
from tapyre_paper_search.pdf.references import references_of_pages
from tapyre_paper_search.pdf.scribenotes import lecture_title
from tapyre_paper_search.pdf.scribewrap import notes_abstract, notes_authors
from tapyre_paper_search.pdf.titles import choose_title, clean_metadata_title
from tapyre_paper_search.pdf.untitledname import untitled
from tapyre_paper_search.records import ExtractedPdf

__all__ = [
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_PAGE_CONTENT_BYTES",
    "DEFAULT_OCR",
    "MAX_PAGE_CHARS",
    "extract_pdf",
    "parse_pdf_date",
    "read_front_pages",
]

_IMAGE_CHECK_PAGES = 5


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

    A first page with two abstracts in two languages (English, German, French)
    gives the one in the title's language, headed or not, printed first or
    second; when the title's language cannot be told, the first printed
    (:mod:`~.bilingual`).

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
        options = Options(max_page_content_bytes, tables, ocr, use_model)
        return _extract_document(doc, path, max_pages, options)
    except MemoryError as exc:
        raise document.too_large_memory(path) from exc
    finally:
        doc.close()


def _extract_document(
    doc: Any, path: Path, max_pages: int | None, options: Options
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
    read: list[PageRead] = []
    errors: list[tuple[int, str]] = []
    detail = Detail()
    for index in range(wanted):
        try:
            read.append(read_page(doc, index, path, options, detail))
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
    pages, blocks, hard, words = normalised_pages(read)
    if visible_chars(p.text for p in pages) < MIN_TEXT_CHARS:
        if document.has_images(doc, min(wanted, _IMAGE_CHECK_PAGES)):
            tried = any(r.note.endswith(OCR_FOUND_NOTHING) for r in read)
            # a page not read for want of its cached OCR leaves the paper unread, whatever
            # the others' OCR found: a full run might read it
            if options.ocr and options.ocr.cache_only and any(NOT_CACHED in r.note for r in read):
                why, hint = f" (their OCR is {NOT_CACHED})", "Read it once without cache_only."
            elif tried:
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
    front = FrontMatter()
    if fronts:
        # an abstract's broken words as the paper writes them; the name helpers' answers
        # kept for this document alone (namememo)
        with docwords.reading(words), namememo.scope():
            front = read_front_matter(
                fronts, use_model=options.use_model, metadata_title=metadata_title
            )
    # The title page's lines: a subtitle printed there stays in a metadata title.
    shown = fronts[front.page].lines if front.page < len(fronts) else ()
    title_page = [line.text for line in shown]
    # A document that never hyphenates: its line-end hyphens are the author's.
    # a lecture's notes: the title less the lecture's number (scribenotes, front49)
    chosen = choose_title(
        metadata_title, lecture_title(restore(front.title, hard), title_page), title_page
    )
    first_text = " ".join(p.text for p in pages[: front.page + 2])
    with docwords.reading(words):  # a title's broken words as the paper writes them
        references = references_of_pages(blocks)
    return ExtractedPdf(
        pages=tuple(pages),
        title=chosen.title,
        other_title=chosen.other,
        abstract=notes_abstract(restore(front.abstract, hard), title_page),
        abstract_inferred=front.abstract_inferred,
        authors=untitled(  # a name given out without its titles (names59)
            cased_by_page(notes_authors(front.authors, front.abstract, title_page), first_text)
            or metadata_authors(meta.get("author", ""), first_text)
        ),
        created=parse_pdf_date(meta.get("creationDate", "")),
        modified=parse_pdf_date(meta.get("modDate", "")),
        page_count=page_count,
        page_errors=tuple(errors),
        references=references,
    )
