"""Text set as a picture on a page whose text layer holds the rest (ocr68).

Kind: a first page with a real text layer but its title block pasted over it as a
picture (a scanned or exported header, a masthead re-set as an image), so the text
layer lacks the title and the record takes a byline or a heading for it.
:func:`pictured_blocks` finds such pictures on the page and reads them with the
``tesseract`` program (:mod:`.ocrreread`'s crop reading: its confidence gate keeps a
figure's marks out) into blocks of PyMuPDF's shape, added to the page's dict (a
picture's lines measured within :data:`SAME_TYPE` of each other given one size: one
title's lines).

Gates, all cheap before any OCR: the text layer has no title of its own (no
:data:`MIN_TITLE_CHARS` characters or more in the page's upper half set
:data:`TITLE_RATIO` times its body type or larger: a page whose title is text
keeps its masthead, logo banner or teaser figure unread, and the page's images are
not even listed); the page lists images at all; a picture is a band
(:data:`MIN_WIDTH_SHARE` of the page's width or more, no taller than
:data:`MAX_HEIGHT_SHARE` of its height) whose top is in the page's upper half
(where a title block is), and the text layer has no line inside it (a picture with
its own text over it, a scan under an OCR layer, is left alone).  A page whose own
resources name more than :data:`MANY_PICTURES` images (a figure drawn as hundreds of
tiles, glyphs set as pictures) is no pasted title block's, and listing its pictures'
places would cost more than reading the page (55 ms on such a page; the lead, round
67): it is left unread, told from the resource dictionary's text.  At most
:data:`MAX_PICTURES` are read.  What stays: figures (taller than a band, or read
with too little confidence), pictures under text, and pages without the
``tesseract`` program.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapyre_paper_search.pdf import ocr, ocrreread
from tapyre_paper_search.pdf.blocks import TextBlock, text_blocks
from tapyre_paper_search.pdf.ocrink import Region
from tapyre_paper_search.pdf.ocrmeasure import most_common_size

PICTURED_TEXT = "text-in-picture"
"""A page's note where a picture's text was read by OCR into its text layer's lines."""
MIN_WIDTH_SHARE = 0.3
MAX_HEIGHT_SHARE = 0.25
MIN_HEIGHT = 10.0
"""The least height, in points, of a picture that may hold a line of type."""
MAX_PICTURES = 2
MANY_PICTURES = 64
"""More images than this named in a page's own resources: no pasted title block's page."""
TITLE_RATIO = 1.25
"""How much larger than the body type a text line is to be a title (headings run
1.0-1.2 times the body, titles 1.3-2.5: 14.35 points on 10.91 is 1.32)."""
MIN_TITLE_CHARS = 16
"""The fewest characters (no spaces) a title set large holds (a heading fewer)."""
SAME_TYPE = 0.12
"""How far apart, as a share of the median, Tesseract's sizes of lines of one type fall."""


def _text_inside(data: Mapping[str, Any], box: tuple[float, float, float, float]) -> bool:
    """Whether a text line of ``data`` (a page's dict) has its centre inside ``box``."""
    x0, y0, x1, y1 = box
    for block in data.get("blocks", ()):
        for line in block.get("lines", ()):
            lx0, ly0, lx1, ly1 = line["bbox"]
            if x0 <= (lx0 + lx1) / 2 <= x1 and y0 <= (ly0 + ly1) / 2 <= y1:
                return True
    return False


def has_title_line(data: Mapping[str, Any], height: float) -> bool:
    """Whether ``data`` (a page's dict, the page ``height`` high) holds a title of its
    own: :data:`MIN_TITLE_CHARS` letters or more in the page's upper half set
    :data:`TITLE_RATIO` times its body type (the size most of its characters are set
    in) or larger (a heading, "A B S T R A C T", has fewer)."""
    spans = [
        (float(span["size"]), len(text) - text.count(" "), line["bbox"])
        for block in data.get("blocks", ())
        for line in block.get("lines", ())
        for span in line.get("spans", ())
        if (text := span.get("text", "").strip())
    ]
    body = most_common_size((s for s, _, _ in spans), (n for _, n, _ in spans))
    large: int = sum(
        count
        for size, count, box in spans
        if size >= TITLE_RATIO * body and (box[1] + box[3]) / 2 < height / 2
    )
    return large >= MIN_TITLE_CHARS


def candidate_boxes(page: Any, data: Mapping[str, Any]) -> list[tuple[float, float, float, float]]:
    """The pictures of ``page`` shaped and placed as a title block's band, with no text
    of ``data`` (the page's dict) over them, where the text layer has no title of its
    own (:func:`has_title_line`)."""
    width, height = float(page.rect.width), float(page.rect.height)
    if has_title_line(data, height) or _many_pictures(page) or not page.get_images(full=False):
        return []
    boxes = []
    for info in page.get_image_info():
        x0, y0, x1, y1 = (float(v) for v in info["bbox"])
        if (
            x1 - x0 >= MIN_WIDTH_SHARE * width
            and MIN_HEIGHT <= y1 - y0 <= MAX_HEIGHT_SHARE * height
            and 0 <= y0 < height / 2
            and not _text_inside(data, (x0, y0, x1, y1))
        ):
            boxes.append((x0, y0, x1, y1))
    return boxes[:MAX_PICTURES]


def _many_pictures(page: Any) -> bool:
    """Whether ``page``'s own resource dictionary names more than :data:`MANY_PICTURES`
    external objects (its text read, not the objects: ``False`` where the resources are
    inherited or cannot be read)."""
    try:
        kind, text = page.parent.xref_get_key(page.xref, "Resources/XObject")
    except Exception:
        return False
    return bool(kind == "dict" and str(text).count(" R") > MANY_PICTURES)


def pictured_blocks(
    page: Any, data: Mapping[str, Any], languages: str, tessdata: str
) -> list[dict[str, Any]]:
    """Blocks of PyMuPDF's shape holding the lines Tesseract reads in the pictures of
    :func:`candidate_boxes` (none where it reads none with confidence).

    :raises ocrreread.ProgramError: the ``tesseract`` program failed on a picture."""
    blocks: list[dict[str, Any]] = []
    number = len(data.get("blocks", ()))
    for box in candidate_boxes(page, data):
        read = ocrreread.read_region(page, Region(box, ()), languages, tessdata)
        if read:
            block = ocrreread.new_block(read, ocrreread.SIZE_PER_XSIZE, number)
            blocks.append(_one_size(block))
            number += 1
    return blocks


def _one_size(block: dict[str, Any]) -> dict[str, Any]:
    """``block`` with its lines measured within :data:`SAME_TYPE` of their median size
    set to that median: Tesseract measures each line of one type a little apart (by
    its letters' x-height, ascenders and descenders), which would part a title's lines."""
    sizes = sorted(float(line["spans"][0]["size"]) for line in block["lines"])
    middle = sizes[len(sizes) // 2]
    for line in block["lines"]:
        if abs(float(line["spans"][0]["size"]) - middle) <= SAME_TYPE * middle:
            for span in line["spans"]:
                span["size"] = middle
    return block


def with_pictured_text(
    page: Any, data: Any, blocks: list[TextBlock], note: str, options: ocr.OcrOptions | None
) -> tuple[Any, list[TextBlock], str]:
    """A page's dict, blocks and note with the text of its pictures where a title block
    stands read (:func:`pictured_blocks`; the note then :data:`PICTURED_TEXT`); as they
    are without ``options`` (not page 1's own text layer, OCR turned off), with only
    cached results, without Tesseract, on a page with a note (its layer was judged)
    or where none is read."""
    unread = data, blocks, note
    if options is None or options.cache_only or note or data is None:
        return unread
    if not candidate_boxes(page, data):
        return unread
    folder, languages = ocr.tessdata(), ocr.available_languages(options.languages)
    if folder is None or languages is None or not ocrreread.available():
        return unread
    try:
        found = pictured_blocks(page, data, languages, folder)
    except ocrreread.ProgramError:
        return unread
    if not found:
        return unread
    data = {**data, "blocks": [*data.get("blocks", ()), *found]}
    return data, text_blocks(data), PICTURED_TEXT


__all__ = [
    "PICTURED_TEXT",
    "TITLE_RATIO",
    "candidate_boxes",
    "has_title_line",
    "pictured_blocks",
    "with_pictured_text",
]
