"""Whether a page's text layer can be trusted (pure; moved out of
:mod:`~tapyre_paper_search.pdf.ocr` by tidy54).

:func:`text_layer_problem` says why a page's extracted text cannot be trusted:

``no-text-layer``       (almost) no text on a page that shows images: a scan
``garbage-text-layer``  text that is not words: few of its words are known
                        English or German words and their letters lack the
                        vowels of written language (a font without a usable
                        Unicode map turns "the" into "wkh") or their words have
                        symbols inside them (codes read as the wrong characters:
                        :mod:`~tapyre_paper_search.pdf.glyphsoup`), or long runs of
                        symbols, private-use glyphs, ``(cid:12)`` codes or
                        replacement characters

Such a page is read again by :func:`~tapyre_paper_search.pdf.ocr.ocr_page`, and the
OCR's text kept where :func:`known_share` finds it better
(:mod:`~tapyre_paper_search.pdf.pageread`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tapyre_paper_search.pdf.glyphsoup import SHARE as SOUP_SHARE
from tapyre_paper_search.pdf.glyphsoup import symbols_inside
from tapyre_paper_search.pdf.words import english_words, german_words, known_word

NO_TEXT_LAYER = "no-text-layer"
GARBAGE_TEXT_LAYER = "garbage-text-layer"

_MIN_CHARS = 40
_MIN_WORDS = 12
_MIN_KNOWN_SHARE = 0.3
_MAX_SYMBOL_SHARE = 0.25
_WORD = re.compile(r"[^\W\d_]{3,}")
# Words checked against the word lists: enough for a verdict, cheap on long pages.
_SAMPLE_CHARS = 800
# Characters running text does not hold: private use, replacement, controls, and the
# Latin-1 symbols broken font encodings produce.
_ODD = re.compile("[\ue000-\uf8ff\ufffd\x00-\x08\x0b-\x1fÿþ¦¨ª¬¯¸º¼½¾¿]")
_CID = re.compile(r"\(cid:\d+\)")


def text_layer_problem(text: str, has_images: bool | Callable[[], bool]) -> str | None:
    """Why ``text`` (a page's extracted text) is not a usable text layer, or ``None``.
    ``has_images``: whether the page shows images, or how to find out (asked only
    where the answer depends on it: little text, or few words)."""
    visible = len(text) - text.count(" ") - text.count("\n")
    if visible < _MIN_CHARS:
        return NO_TEXT_LAYER if _shows(has_images) else None
    words = _WORD.findall(text, 0, _SAMPLE_CHARS)
    if _ODD.search(text) or "(cid:" in text:
        odd = len(_ODD.findall(text)) + 8 * len(_CID.findall(text))
        if odd > visible * _MAX_SYMBOL_SHARE:
            return GARBAGE_TEXT_LAYER
    if len(words) >= _MIN_WORDS:
        if not _few_known(words):
            return None
        if _vowels_plausible(words) and symbols_inside(text, _SAMPLE_CHARS) < SOUP_SHARE:
            return None
        # Few known words alone could be another language; words without the
        # vowels every written language has, or with symbols inside them
        # (:mod:`~tapyre_paper_search.pdf.glyphsoup`), are a scrambled font encoding.
        return GARBAGE_TEXT_LAYER
    if len(words) * 4 < visible / 8 and _shows(has_images):
        return GARBAGE_TEXT_LAYER  # a few "words" among many characters: glyph soup
    if symbols_inside(text, _SAMPLE_CHARS, _MIN_WORDS) >= SOUP_SHARE:
        return GARBAGE_TEXT_LAYER  # few letter words, most words with symbols inside
    return None


def _shows(has_images: bool | Callable[[], bool]) -> bool:
    return has_images if isinstance(has_images, bool) else has_images()


def _few_known(words: list[str]) -> bool:
    """Whether fewer than :data:`_MIN_KNOWN_SHARE` of ``words`` are known words (counting
    stops once enough are: most pages are plain prose)."""
    needed = len(words) * _MIN_KNOWN_SHARE
    english, german = english_words(), german_words()  # :func:`known_word`, looked up once
    known = 0
    for word in words:
        lowered = word.lower()
        known += lowered in english or lowered in german
        if known >= needed:
            return False
    return True


def _vowels_plausible(words: list[str]) -> bool:
    """Whether the letters of ``words`` hold vowels as natural languages written in
    Latin script do (a third to a half of the letters)."""
    letters = "".join(words).lower()
    vowels = sum(letters.count(v) for v in "aeiouyäöüéèàáíóúâêôîûåøæœ")
    return 0.25 <= vowels / max(len(letters), 1) <= 0.6


def known_share(text: str) -> float:
    """The share of a text's words (three letters or more) that are known words."""
    words = _WORD.findall(text)
    return sum(known_word(w.lower()) for w in words) / len(words) if words else 0.0


__all__ = ["GARBAGE_TEXT_LAYER", "NO_TEXT_LAYER", "known_share", "text_layer_problem"]
