"""A scan's tilt measured, and the page turned upright before OCR (ocr68).

Kind: a page scanned askew (0.5-3 degrees, as a sheet lies on the glass): Tesseract
reads a tilted page's rows into each other (a title's second line lost, a byline
run into the title).  :func:`tilt` measures the tilt of a page that is a scan (its
largest image covers half the page or more, the page not turned by ``/Rotate``) by
a projection profile: the page's dark pixels, rendered small, are projected onto
rows at angles from -:data:`MAX_TILT` to :data:`MAX_TILT` degrees and the angle whose
rows are sharpest (the largest sum of squared row counts) is the tilt, refined to
:data:`FINE_STEP`.  :func:`upright_page` renders the page turned back by that angle
into a page of its own for OCR to read (:func:`read_upright`: front pages only,
where the record is; a long scan's later pages are read as they lie).  What stays: a page under
:data:`MIN_TILT` (read as it is), a page of text (no scan), a page with too little
ink to measure.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from tapyre_paper_search.pdf.document import pymupdf_module
from tapyre_paper_search.pdf.ocrreread import render_grey

MAX_TILT = 4.0
MIN_TILT = 1.5
"""The least tilt, in degrees, a page is turned upright for: Tesseract's own line
finding follows a smaller tilt, and turning the page costs a resampling of its
pixels (on the train scans, turning pages tilted 1 degree read worse as often as better)."""
COARSE_STEP = 0.25
FINE_STEP = 0.05
_SCALE = 100 / 72
"""Pixels a point the tilt is measured at (100 dpi)."""
_MIN_INK = 2000
_MAX_INK = 120_000


def scan_images(page: Any) -> list[dict[str, Any]]:
    """The images of ``page`` (PyMuPDF's image info) covering half of it or more: a
    scan's picture of the page (also :func:`.ocr.page_dpi`'s measure of it)."""
    if not page.get_images(full=False):
        return []
    pymupdf = pymupdf_module()
    area = abs(page.rect)
    return [
        info
        for info in page.get_image_info()
        if abs(pymupdf.Rect(info["bbox"]) & page.rect) >= area / 2
    ]


def is_scan(page: Any) -> bool:
    """Whether ``page`` is a scan: not turned, its largest image covering half of it."""
    return not page.rotation and bool(scan_images(page))


def ink_tilt(grey: npt.NDArray[np.uint8]) -> float:
    """The tilt, in degrees, of the rows of dark pixels in ``grey`` (0.0 with too little
    ink); positive where the rows fall to the right (in image coordinates, y down)."""
    dark = grey < np.median(grey) * 0.6
    ys, xs = np.nonzero(dark)
    if len(ys) < _MIN_INK:
        return 0.0
    step = max(1, len(ys) // _MAX_INK)
    ys = ys[::step].astype(np.float64)
    xs = xs[::step].astype(np.float64)
    xs -= xs.mean()

    def sharpness(degrees: float) -> float:
        slope = np.tan(np.deg2rad(degrees))
        rows = np.round(ys - xs * slope).astype(np.int64)
        counts = np.bincount(rows - rows.min())
        return float(np.dot(counts, counts))

    coarse = np.arange(-MAX_TILT, MAX_TILT + 1e-9, COARSE_STEP)
    best = max(coarse, key=sharpness)
    fine = np.arange(best - COARSE_STEP, best + COARSE_STEP + 1e-9, FINE_STEP)
    return round(float(max(fine, key=sharpness)), 2)


def tilt(page: Any, grey: npt.NDArray[np.uint8] | None = None) -> float:
    """The tilt of ``page`` in degrees, 0.0 where it is no scan or under :data:`MIN_TILT`;
    ``grey``: the page rendered in grey already (a front page's one rendering,
    :func:`.ocrreread.render_grey`), else it is rendered at 100 dpi."""
    if not is_scan(page):
        return 0.0
    if grey is None:
        pymupdf = pymupdf_module()
        pix = page.get_pixmap(matrix=pymupdf.Matrix(_SCALE, _SCALE), colorspace=pymupdf.csGRAY)
        grey = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    found = ink_tilt(grey)
    return found if abs(found) >= MIN_TILT else 0.0


def upright_page(page: Any, degrees: float, dpi: int) -> Any:
    """``page`` rendered at ``dpi`` turned back by ``degrees`` (:func:`tilt`), as the one
    page of a new document of the page's size (the turned rendering centred on it)."""
    pymupdf = pymupdf_module()
    scale = dpi / 72
    matrix = pymupdf.Matrix(scale, scale).prerotate(-degrees)
    pix = page.get_pixmap(matrix=matrix, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    width, height = float(page.rect.width), float(page.rect.height)
    out = doc.new_page(width=width, height=height)
    # the turned rendering is larger than the page: centred on it, its corners cut off
    dx, dy = (pix.width / scale - width) / 2, (pix.height / scale - height) / 2
    out.insert_image(pymupdf.Rect(-dx, -dy, width + dx, height + dy), pixmap=pix)
    return out


def read_upright(page: Any, dpi: int) -> tuple[Any, float, npt.NDArray[np.uint8]]:
    """What OCR reads of front page ``page`` at ``dpi``: the page turned upright
    (:func:`upright_page`; ``None``: the page itself, not tilted), its tilt, and the
    grey rendering (:func:`.ocrreread.render_grey`) of what is read: the page's one
    rendering serves the tilt too."""
    grey = render_grey(page)
    found = tilt(page, grey)
    if not found:
        return None, 0.0, grey
    shown = upright_page(page, found, dpi)
    return shown, found, render_grey(shown)


__all__ = ["MIN_TILT", "ink_tilt", "is_scan", "read_upright", "scan_images", "tilt", "upright_page"]
