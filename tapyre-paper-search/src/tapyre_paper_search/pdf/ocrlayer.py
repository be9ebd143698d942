"""An invisible OCR layer over a scan, judged by its words (pure but for the page's
image list), and why a page's text layer cannot be trusted (:func:`page_problem`).

Kind (ocr68): a scanned page that comes with someone else's OCR as an invisible text
layer (render mode 3: drawn with no ink, PyMuPDF gives its spans ``alpha`` 0).  A
poor OCR's layer holds real-looking text with many misread words ("tbe", "0f",
"rnicroRNAs"), so :func:`~tapyre_paper_search.pdf.textlayer.text_layer_problem`
passes it, and the record is read from those words.  :func:`poor_invisible_layer`
says the layer is such a reading: most of the page's characters
(:data:`MIN_INVISIBLE_SHARE`) are invisible and fewer of its words than a good
reading gives (:data:`GOOD_KNOWN_SHARE`) are known words, or many of its words mix
letters and figures as OCR misreads them ("c0uld", "Artic1e").  Such a page is read
again by OCR and the new reading kept only where more of its words are known
(:mod:`~tapyre_paper_search.pdf.pageread`).  What stays: visible text (a typeset
page, however technical), and an invisible layer whose words read well.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import partial
from typing import Any

from tapyre_paper_search.pdf.blocks import dict_spans
from tapyre_paper_search.pdf.outlinedtext import shows_outlined_text
from tapyre_paper_search.pdf.textlayer import text_layer_problem
from tapyre_paper_search.pdf.words import english_words, german_words

POOR_OCR_LAYER = "poor-ocr-layer"
"""The reason a page with a poor invisible OCR layer is read again."""
MIN_INVISIBLE_SHARE = 0.8
GOOD_KNOWN_SHARE = 0.7
"""The least share of known words (three letters or more) a good reading of a page of
prose has: a typeset page's names and terms bring it down to 0.8-0.9 (0.81-0.92 on
rawpdf's invisible layers of biomedical papers), a poor OCR's misreadings far lower."""
MAX_MIXED_SHARE = 0.05
"""The most words mixing lower-case letters and figures a good reading has."""
_WORD = re.compile(r"[^\W\d_]{3,}")
_MIXED = re.compile(r"[a-z][0-9]|[0-9][a-z]")
_SAMPLE_WORDS = 200


def invisible_share(data: Mapping[str, Any]) -> float:
    """The share of the characters of ``data`` (a PyMuPDF text dict) drawn invisibly."""
    hidden = shown = 0
    for span in dict_spans(data):
        count = len(span.get("text", "").strip())
        if span.get("alpha", 255) == 0:
            hidden += count
        else:
            shown += count
    return hidden / (hidden + shown) if hidden else 0.0


def poor_invisible_layer(data: Mapping[str, Any] | None, text: str) -> bool:
    """Whether ``data`` (a page's text dict; ``None``: not read) is an invisible OCR
    layer whose words (``text``, the page's text) read poorly."""
    if data is None or not text or invisible_share(data) < MIN_INVISIBLE_SHARE:
        return False
    tokens = text.split()
    mixed = sum(1 for token in tokens[: _SAMPLE_WORDS * 2] if _MIXED.search(token))
    if mixed > MAX_MIXED_SHARE * min(len(tokens), _SAMPLE_WORDS * 2):
        return True
    words = _WORD.findall(text)[:_SAMPLE_WORDS]
    if not words:
        return False
    english, german = english_words(), german_words()
    known = sum(1 for w in words if (low := w.lower()) in english or low in german)
    return known < GOOD_KNOWN_SHARE * len(words)


def page_problem(page: Any, text: str, data: Mapping[str, Any] | None) -> str | None:
    """Why ``page``'s text layer (``text``; ``data``: a front page's dict, else ``None``)
    cannot be trusted, or ``None``: :func:`.textlayer.text_layer_problem`'s reasons
    (images asked for only where they decide), and a front page's poor invisible OCR
    layer (:data:`POOR_OCR_LAYER`; moved with ``_shows_images`` out of ``pageread``)."""
    problem = text_layer_problem(text, has_images=partial(_shows_images, page, text))
    if problem is None and poor_invisible_layer(data, text):
        problem = POOR_OCR_LAYER  # someone else's poor OCR over a scan: read it again
    return problem


def _shows_images(page: Any, text: str) -> bool:
    """Whether a page with little or odd text shows images, or text drawn as filled
    outlines (:mod:`.outlinedtext`: such a page needs OCR as a scan does); asked only
    then, by :func:`.textlayer.text_layer_problem`: cheap pages stay cheap."""
    if len(text) > 2000:
        return False
    try:
        return bool(page.get_images(full=False)) or shows_outlined_text(page)
    except Exception:
        return False


__all__ = [
    "GOOD_KNOWN_SHARE",
    "POOR_OCR_LAYER",
    "invisible_share",
    "page_problem",
    "poor_invisible_layer",
]
