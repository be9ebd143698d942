"""A second OCR pass over large type the first pass returned no words for.

PyMuPDF's OCR of a whole scanned page can skip lines of large type (a title,
whole or in part: see :mod:`.ocrink`), which the ``tesseract`` program reads
whole on a crop of their region.  :func:`reread` finds such regions on a front
page (:func:`.ocrink.missed_regions`: at most a few), reads each crop at
:data:`DPI` with the ``tesseract`` program as one block of text (``--psm 6``,
the page's languages and language data, the page's own language first, and
read again with its own language first where its words are of another one:
Tesseract takes letters without their marks, "UBER" for "ÜBER", from the first
language in capitals where a later one would read them) on a white border (ink
touching the image's edge, an umlaut's dots right at a crop's top, is read
without them) and puts its lines in the page's OCR result in place of the lines
read there before.  A region's new reading is
kept only when it reads more letters than the lines it replaces, with
Tesseract's confidence at :data:`MIN_CONFIDENCE` or more (a figure's marks read
as letters come out far below).  New lines have PyMuPDF's shape (a span a word
and one a gap, boxes to the line's height).  Their size is Tesseract's own
measure of the line's type (hOCR's ``x_size``: from its x-height, ascenders and
descenders, so it does not change with the letters a line holds or with the
height a skewed line's box gains) times the size PyMuPDF gave the lines
replaced over theirs (:data:`SIZE_PER_XSIZE` where none is replaced).  Without
the ``tesseract`` program the page stays as it is.
"""

from __future__ import annotations

import html
import os
import re
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from tapyre_paper_search.pdf.boxes import Box, union
from tapyre_paper_search.pdf.document import pymupdf_module
from tapyre_paper_search.pdf.ocrink import SCALE, Region, ink_mask, missed_regions
from tapyre_paper_search.pdf.ocrlanguage import language_first

VERSION = 6
"""The pass's version, part of the cache key of a page read with it."""
DPI = 300
"""The resolution a region is read at."""
MIN_CONFIDENCE = 60.0
"""Tesseract's mean confidence (0-100, weighted by letters) a new reading needs."""
SIZE_PER_XSIZE = 1.1
"""PyMuPDF's OCR size of a line over hOCR's ``x_size`` of it (points), used where a
region replaces no line: medians of 1.04-1.23 over the lines of three scans."""
_PAD = 4.0
"""Points of page around a region in its crop (Tesseract wants a margin)."""
_BORDER = 20
"""Pixels of white around a crop: ink the crop cuts at its edge (an umlaut's dots
over a title in capitals) still stands clear of the image's edge."""
_TIMEOUT = 60
"""Seconds one ``tesseract`` run may take."""
_HOCR = re.compile(
    r"<span class='ocr_(?:line|caption|header|textfloat)'[^>]*?"
    r"title=\"bbox (?P<line>\d+ \d+ \d+ \d+);[^\"]*?x_size (?P<xsize>[\d.]+)"
    r"|<span class='ocrx_word'[^>]*?title='bbox (?P<word>\d+ \d+ \d+ \d+); "
    r"x_wconf (?P<conf>\d+)'[^>]*>(?P<text>.*?)</span>"
)
"""A line (its box and ``x_size``) or a word (box, confidence, text) in hOCR."""
_TAG = re.compile(r"<[^>]+>")
_SPAN = {
    "flags": 12,
    "bidi": 0,
    "char_flags": 0,
    "font": "GlyphLessFont",
    "color": 0,
    "alpha": 0,
    "ascender": 0.8,
    "descender": -0.2,
}
"""What every new span has, as PyMuPDF's OCR spans do."""


class ProgramError(Exception):
    """The ``tesseract`` program could not run, failed or ran out of time on a region:
    the pass is given up for the page (no more regions are read), and its result is
    not to be kept, so that a later read tries again."""


class _Line(NamedTuple):
    """A line Tesseract read: its box and ``x_size`` (points), and its words (box,
    text, confidence)."""

    box: Box
    xsize: float
    words: list[tuple[Box, str, float]]


def available() -> bool:
    """Whether the ``tesseract`` program the pass runs is installed."""
    return shutil.which("tesseract") is not None


def reread(
    page: Any,
    data: Mapping[str, Any],
    words: list[Any],
    languages: str,
    tessdata: str,
    *,
    grey: npt.NDArray[np.uint8] | None = None,
) -> tuple[dict[str, Any], list[Any]]:
    """``(data, words)`` (``page``'s OCR result) with the regions the first pass missed
    read again; unchanged (as new containers) when there are none, or when the page
    is turned (``/Rotate``: its rendering and OCR's boxes would need mapping).
    ``grey`` is the page rendered by :func:`render_grey` when the caller has it (the
    photograph test's rendering: a front page is rendered once); else it is rendered.

    :raises ProgramError: the ``tesseract`` program failed on a region."""
    blocks = [dict(b) for b in data.get("blocks", ())]
    if page.rotation:
        return {**data, "blocks": blocks}, list(words)
    lines = [
        line for block in blocks if block.get("type", 0) == 0 for line in block.get("lines", ())
    ]
    boxes = [_box(line["bbox"]) for line in lines]
    if grey is None:
        grey = render_grey(page)
    kept = list(words)
    languages = language_first(languages, (str(w[4]) for w in words))
    for region in missed_regions(ink_mask(grey), boxes):
        replaced = [lines[i] for i in region.replaced]
        read = _read_region(page, region, languages, tessdata)
        own = language_first(languages, (w[1] for line in read for w in line.words))
        if own != languages:  # a German title over an English page: read in its language
            again = _read_region(page, region, own, tessdata)
            read = again if _read_letters(again) >= _read_letters(read) else read
        if not read or _read_letters(read) <= sum(
            _letters(s["text"]) for line in replaced for s in line.get("spans", ())
        ):
            continue
        gone = {id(line) for line in replaced}
        for block in blocks:
            if any(id(line) in gone for line in block.get("lines", ())):
                block["lines"] = [ln for ln in block["lines"] if id(ln) not in gone]
        kept = [w for w in kept if not any(_inside(w, line["bbox"]) for line in replaced)]
        new = _new_block(read, _ratio(replaced, read), len(blocks))
        blocks.append(new)
        kept.extend(_words(new))
    blocks = [b for b in blocks if b.get("type", 0) != 0 or b.get("lines")]
    return {**data, "blocks": blocks}, kept


def render_grey(page: Any) -> npt.NDArray[np.uint8]:
    """``page`` rendered in grey at :data:`.ocrink.SCALE` pixels a point (rows by
    columns), the image :mod:`.ocrink` and :mod:`.ocrpictures` measure ink on."""
    pymupdf = pymupdf_module()
    pix = page.get_pixmap(matrix=pymupdf.Matrix(SCALE, SCALE), colorspace=pymupdf.csGRAY)
    return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]


def _read_letters(read: Sequence[_Line]) -> int:
    """The letters of the words Tesseract read in a region."""
    return sum(_letters(w[1]) for line in read for w in line.words)


def _read_region(page: Any, region: Region, languages: str, tessdata: str) -> list[_Line]:
    """The lines ``tesseract`` reads in ``region`` of ``page``: none when it reads no
    word, or reads with too little confidence.

    :raises ProgramError: the program cannot run, exits with an error or runs past
        :data:`_TIMEOUT`."""
    pymupdf = pymupdf_module()
    x0, y0, x1, y1 = region.box
    clip = pymupdf.Rect(x0 - _PAD, y0 - _PAD, x1 + _PAD, y1 + _PAD) & page.rect
    scale = DPI / 72
    pix = page.get_pixmap(matrix=pymupdf.Matrix(scale, scale), clip=clip, colorspace=pymupdf.csGRAY)
    grey = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    framed = np.ascontiguousarray(np.pad(grey, _BORDER, constant_values=255))
    image = pymupdf.Pixmap(pymupdf.csGRAY, framed.shape[1], framed.shape[0], framed.tobytes(), 0)
    command = [
        "tesseract", "stdin", "stdout", "--tessdata-dir", tessdata, "-l", languages,
        "--psm", "6", "--dpi", str(DPI), "hocr",
    ]  # fmt: skip
    try:
        done = subprocess.run(
            command,
            input=image.tobytes("png"),
            capture_output=True,
            timeout=_TIMEOUT,
            check=False,
            env={**os.environ, "OMP_THREAD_LIMIT": "1"},  # one core: OCR runs beside others
        )
    except (OSError, subprocess.SubprocessError) as error:
        raise ProgramError(f"tesseract: {error}") from error
    if done.returncode != 0:
        raise ProgramError(f"tesseract exited with {done.returncode}")
    origin = ((pix.x - _BORDER) / scale, (pix.y - _BORDER) / scale)
    return read_hocr(done.stdout.decode("utf-8", "replace"), origin, scale)


def read_hocr(hocr: str, origin: tuple[float, float], scale: float) -> list[_Line]:
    """The lines with words in Tesseract's ``hocr`` (pixels at ``scale`` pixels a point
    from ``origin``), in points; none when Tesseract's confidence in them, weighted
    by letters, is under :data:`MIN_CONFIDENCE`."""
    read: list[_Line] = []
    for found in _HOCR.finditer(hocr):
        numbers = [float(v) / scale for v in (found.group("line") or found.group("word")).split()]
        box = _box([origin[i % 2] + v for i, v in enumerate(numbers)])
        if found.group("line"):
            read.append(_Line(box, float(found.group("xsize")) / scale, []))
            continue
        text = html.unescape(_TAG.sub("", found.group("text"))).strip()
        if text and read:
            read[-1].words.append((box, text, float(found.group("conf"))))
    read = [line for line in read if line.words]
    letters = sum(len(text) for line in read for _, text, _ in line.words)
    if not letters:
        return []
    confidence = sum(conf * len(text) for line in read for _, text, conf in line.words)
    return read if confidence / letters >= MIN_CONFIDENCE else []


def _ratio(replaced: Sequence[Mapping[str, Any]], read: Sequence[_Line]) -> float:
    """PyMuPDF's size of the ``replaced`` lines over the ``x_size`` of the new lines
    they lie in (the median), or :data:`SIZE_PER_XSIZE` without such a pair."""
    ratios = []
    for line in replaced:
        sizes = [float(s["size"]) for s in line.get("spans", ()) if s.get("text", "").strip()]
        host = next((new for new in read if _inside(line["bbox"], new.box)), None)
        if sizes and host is not None and host.xsize > 0:
            ratios.append(median(sizes) / host.xsize)
    return median(ratios) if ratios else SIZE_PER_XSIZE


def _new_block(read: Sequence[_Line], ratio: float, number: int) -> dict[str, Any]:
    """A block of PyMuPDF's shape holding the lines ``read``."""
    lines = [_line(line.box, line.words, ratio * line.xsize) for line in read]
    return {
        "type": 0,
        "number": number,
        "flags": 0,
        "bbox": union([line["bbox"] for line in lines]),
        "lines": lines,
    }


def _line(box: Box, words: Sequence[tuple[Box, str, float]], size: float) -> dict[str, Any]:
    """A line of PyMuPDF's shape: a span a word and one a gap between words, each as
    tall as the line, of type ``size``."""
    _, y0, _, y1 = box
    spans: list[dict[str, Any]] = []
    for (wx0, _, wx1, _), text, _ in words:
        if spans:
            gap_start = spans[-1]["bbox"][2]
            spans.append(_span(" ", (gap_start, y0, max(wx0, gap_start), y1), size))
        spans.append(_span(text, (wx0, y0, wx1, y1), size))
    left, right = spans[0]["bbox"][0], spans[-1]["bbox"][2]
    return {"spans": spans, "wmode": 0, "dir": (1.0, 0.0), "bbox": (left, y0, right, y1)}


def _span(text: str, box: Box, size: float) -> dict[str, Any]:
    """A span of PyMuPDF's OCR shape."""
    return {**_SPAN, "size": size, "text": text, "origin": (box[0], box[3]), "bbox": box}


def _letters(text: str) -> int:
    """How many letters and digits ``text`` holds."""
    return sum(ch.isalnum() for ch in text)


def _box(values: Sequence[float]) -> Box:
    """``values`` (four numbers) as a box."""
    return (float(values[0]), float(values[1]), float(values[2]), float(values[3]))


def _inside(word: Sequence[Any], box: Sequence[float]) -> bool:
    """Whether the centre of ``word`` (a word tuple) lies in ``box``."""
    x, y = (word[0] + word[2]) / 2, (word[1] + word[3]) / 2
    return bool(box[0] <= x <= box[2] and box[1] <= y <= box[3])


def _words(block: Mapping[str, Any]) -> list[Any]:
    """PyMuPDF's word tuples of a new block."""
    return [
        (*span["bbox"], span["text"], block["number"], line_no, word_no)
        for line_no, line in enumerate(block["lines"])
        for word_no, span in enumerate(s for s in line["spans"] if s["text"] != " ")
    ]


read_region = _read_region
"""The lines ``tesseract`` reads in a region of a page (public for :mod:`.picturedtext`)."""
new_block = _new_block
"""A block of PyMuPDF's shape holding lines read (public for :mod:`.picturedtext`)."""
