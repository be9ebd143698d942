"""Pages without a usable text layer read again with Tesseract through PyMuPDF.

Whether a page's text layer can be trusted is :mod:`.textlayer`'s question
(:func:`~tapyre_paper_search.pdf.textlayer.text_layer_problem`: a scan, a garbled
font encoding).  :func:`ocr_page` reads such a page again with PyMuPDF's OCR, which
runs the Tesseract engine built into PyMuPDF on the page rendered at ``dpi`` with the
language data of a Tesseract installation (Debian: ``tesseract-ocr`` and
``tesseract-ocr-deu``; the ``ocr`` extra of the package documents this).
:func:`tessdata` finds that data (``TESSDATA_PREFIX``, the ``tesseract``
program's own answer, the usual folders) or returns ``None``: then scanned
pages are reported by reason, as before OCR existed.  An OCR result is kept
only when it is better than the text layer it replaces.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import shutil
import subprocess
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tapyre_paper_search.pdf import ocrcache, ocrdeskew, ocrlanguage, ocrpictures, ocrreread

_FOLDERS = (
    "/usr/share/tesseract-ocr/5/tessdata",
    "/usr/share/tesseract-ocr/4.00/tessdata",
    "/usr/share/tessdata",
    "/usr/local/share/tessdata",
    "/opt/homebrew/share/tessdata",
    "/opt/local/share/tessdata",
)
_FULL = True
"""OCR the whole page, not only the parts without text (``get_textpage_ocr``)."""
FRONT_PAGES = 2
"""The pages a title may be on (a cover sheet, then the paper's first page): a page of
another language than the first asked for is read again with its own first there,
which keeps a title's umlauts and lines; later pages only where umlauts were lost."""
BODY_DPI = 200
"""The least resolution a page past the front pages is read at (:func:`page_dpi`)."""
_LIST_LANGS = re.compile(r'available languages in "([^"]+)"')


@dataclass(frozen=True)
class OcrOptions:
    """How to OCR: Tesseract languages (``eng+deu``: those installed of them), resolution,
    and a folder where OCR results are kept (``None``: none; see :mod:`.ocrcache`).

    ``cache_only``: run no Tesseract, read only results kept in ``cache`` (re-scoring
    a built set after a rule change, on a machine whose Tesseract data is the one
    that filled the cache): a page whose result is not there raises
    :class:`OcrNotCachedError`, which extraction reports on the page like any OCR that
    could not run (its note holds :data:`NOT_CACHED`).

    :raises ValueError: ``cache_only`` without a ``cache``.
    """

    languages: str = "eng+deu"
    dpi: int = 300
    cache: Path | None = None
    cache_only: bool = False

    def __post_init__(self) -> None:
        if self.cache_only and self.cache is None:
            raise ValueError("OcrOptions(cache_only=True) needs a cache folder")


NOT_CACHED = "not in the OCR cache"
"""The words of :class:`OcrNotCachedError`'s message (a page's note holds them)."""


class OcrNotCachedError(RuntimeError):
    """A page's OCR result is not in the cache and ``OcrOptions.cache_only`` forbids
    running Tesseract for it."""


@cache
def tessdata() -> str | None:
    """The folder of Tesseract's language data, or ``None`` when there is none."""
    env = os.environ.get("TESSDATA_PREFIX")
    if env and Path(env).is_dir():
        return env
    program = shutil.which("tesseract")
    if program:
        try:
            done = subprocess.run(
                [program, "--list-langs"], capture_output=True, text=True, timeout=20, check=False
            )
            found = _LIST_LANGS.search(done.stdout + done.stderr)
            if found and Path(found.group(1)).is_dir():
                return found.group(1)
        except (OSError, subprocess.SubprocessError):
            pass
    for folder in _FOLDERS:
        if (Path(folder) / "eng.traineddata").is_file():
            return folder
    return None


def available_languages(wanted: str) -> str | None:
    """The languages of ``wanted`` ("eng+deu") whose data is installed, joined by "+"."""
    folder = tessdata()
    if folder is None:
        return None
    have = [lang for lang in wanted.split("+") if (Path(folder) / f"{lang}.traineddata").is_file()]
    return "+".join(have) or None


def ocr_page(page: Any, flags: int, options: OcrOptions) -> tuple[Mapping[str, Any], list[Any]]:
    """``(dict, words)`` of ``page`` read by OCR (PyMuPDF's ``get_text`` structures).

    On a document's front pages (:data:`FRONT_PAGES`: a title may stand on the page
    after a cover sheet), large type the page's OCR returned no words for is read
    again (:mod:`.ocrreread`: a few crops at most).  With
    ``options.cache`` a result kept there for the same file, page, resolution,
    languages, language data, engine versions and call settings is returned
    instead of running Tesseract, and a new one is kept (the first pass's
    result and a front page's after the second pass each under its own name;
    where the first pass reads the words of a later language of
    ``options.languages``, "deu" in "eng+deu", a front page (the first
    :data:`FRONT_PAGES`, where the title is) or a page whose first reading lost
    umlauts (:func:`.ocrlanguage.umlauts_lost`) is read again with that language
    first and that reading is used (the first where that run fails);
    where the ``tesseract`` program fails on the second pass, the first pass's
    result is returned and nothing is kept for the second).  A front page lying
    askew is read upright (:mod:`.ocrdeskew`), kept under a name of its own.  A front
    page's lines Tesseract read off a photograph are dropped before the second pass
    (:mod:`.ocrpictures`; the second pass's result of such a page is kept under
    another name, every other page's under the name it had).

    :raises RuntimeError: no Tesseract language data is installed.
    :raises OcrNotCachedError: ``options.cache_only`` and a reading this page needs is not
        in the cache (the first pass, its re-read in another language, or a front
        page's second pass).
    """
    folder = tessdata()
    languages = available_languages(options.languages)
    if folder is None or languages is None:
        raise RuntimeError("no Tesseract language data (install tesseract-ocr)")
    settings, dpi = f"flags={flags} full={_FULL}", page_dpi(page, options.dpi)
    # a front page's one grey rendering: its tilt, the photograph test, the second pass
    front = page.number < FRONT_PAGES and not page.rotation
    shown, tilted, grey = ocrdeskew.read_upright(page, dpi) if front else (None, 0.0, None)
    settings += f" deskew={tilted}" if tilted else ""
    call = _Call(page, replace(options, dpi=dpi), folder, languages, shown)
    first = call.cached(settings, call.first_pass(flags))
    # PyMuPDF's OCR takes a letter without its marks from the first language
    # ("Stadtbaume" for "Stadtbäume" in eng+deu): a page whose words are of a later
    # language is read again with that one first (one more run on such a page only),
    # past the front pages only where the first reading shows the marks lost.
    read = [str(word[4]) for word in first[1]]
    own = ocrlanguage.language_first(languages, read)
    if own != languages and (page.number < FRONT_PAGES or ocrlanguage.umlauts_lost(read)):
        again = replace(call, languages=own)
        try:
            first = again.cached(settings, again.first_pass(flags))
        except OcrNotCachedError:
            raise  # the reading a full run would use is not kept: no other stands in
        except RuntimeError:
            pass  # Tesseract failed on the re-read: the first reading stands, none kept
        else:
            call = again
    if page.number >= FRONT_PAGES:
        return first
    shown = page if shown is None else shown
    first, pictured = _without_pictures(grey, first)
    if not ocrreread.available():
        return first
    try:
        # a page with lines off a photograph dropped is read again under another name
        return call.cached(
            f"{settings} reread={ocrreread.VERSION}{' pictures' if pictured else ''}",
            lambda: ocrreread.reread(shown, first[0], first[1], call.languages, folder, grey=grey),
        )
    except ocrreread.ProgramError:
        # the first pass's result, and none kept for the second: a later read tries again
        return first


def page_dpi(page: Any, dpi: int) -> int:
    """The resolution ``page`` is read at when ``dpi`` is asked for: ``dpi`` on the
    front pages (:data:`FRONT_PAGES`: the title's large type and the names); past them
    the resolution of the scan the page is (its largest image, when it covers half the
    page or more), between :data:`BODY_DPI` and ``dpi``: rendering a 200-dpi scan at
    300 dpi gives Tesseract half again as many pixels to read and no detail the scan
    did not have.  An image's resolution is its pixels across over the length its own
    x axis is placed at (``transform``): a scan stored upright and turned onto a
    landscape page is measured along its own side, not the page's."""
    if page.number < FRONT_PAGES:
        return dpi
    scans = [
        info["width"] * 72.0 / across
        for info in ocrdeskew.scan_images(page)
        if (across := math.hypot(info["transform"][0], info["transform"][1])) > 0
    ]
    if not scans:
        return dpi
    return max(min(BODY_DPI, dpi), min(dpi, round(float(max(scans)))))


def _without_pictures(
    grey: npt.NDArray[np.uint8] | None, read: tuple[Mapping[str, Any], list[Any]]
) -> tuple[tuple[Mapping[str, Any], list[Any]], int]:
    """``read`` (a front page's OCR result) without the lines Tesseract read off a
    photograph (:mod:`.ocrpictures`: before the second pass, whose measure of the
    page's type they would skew), and how many were dropped; ``grey`` is the page
    rendered by :func:`.ocrreread.render_grey`, ``None`` for a turned page
    (``/Rotate``), which is left as it is."""
    if grey is None:
        return read, 0
    data, words, dropped = ocrpictures.without_pictures(grey, read[0], read[1])
    return (data, words), dropped


@dataclass(frozen=True)
class _Call:
    """One page's OCR: the page, the options, the language data's folder, the languages
    installed of those asked for, and what OCR reads (``None``: the page; .ocrdeskew)."""

    page: Any
    options: OcrOptions
    folder: str
    languages: str
    shown: Any = None

    def cached(
        self, settings: str, read: Callable[[], tuple[Mapping[str, Any], list[Any]]]
    ) -> tuple[Mapping[str, Any], list[Any]]:
        """What ``read`` gives, or the result kept for the page under ``settings`` in
        the cache folder (then ``read`` is not run; a new result is kept there).

        :raises OcrNotCachedError: nothing is kept and ``options.cache_only`` is set.
        """
        entry = None
        if self.options.cache is not None:
            engine = ocrcache.engine_key(self.folder, self.languages, settings)
            entry = ocrcache.entry_path(
                self.options.cache, self.page, self.options.dpi, self.languages, engine
            )
            kept = ocrcache.load(entry) if entry is not None else None
            if kept is not None:
                return kept
            if self.options.cache_only:
                raise OcrNotCachedError(f"page {self.page.number + 1} is {NOT_CACHED} ({settings})")
        data, words = read()
        if entry is not None:
            # a cache that cannot be written (a full disk, data JSON cannot hold) costs
            # only time
            with contextlib.suppress(OSError, TypeError, ValueError):
                ocrcache.store(entry, data, words)
        return data, words

    def first_pass(self, flags: int) -> Callable[[], tuple[Mapping[str, Any], list[Any]]]:
        """PyMuPDF's OCR of the whole page in :attr:`languages` (``flags``: PyMuPDF's
        text flags)."""

        def read() -> tuple[Mapping[str, Any], list[Any]]:
            with _quiet_stderr():
                textpage = (self.page if self.shown is None else self.shown).get_textpage_ocr(
                    flags=flags,
                    language=self.languages,
                    dpi=self.options.dpi,
                    full=_FULL,
                    tessdata=self.folder,
                )
            return textpage.extractDICT(), textpage.extractWORDS()

        return read


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Tesseract's C++ code writes diagnostics ("Image too small to scale!!") straight
    to file descriptor 2; they mean nothing to the user, so it is pointed at the null
    device while the engine runs."""
    try:
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)
