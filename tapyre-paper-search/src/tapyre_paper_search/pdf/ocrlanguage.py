"""The language an OCR reading is in, and German words it read without their umlauts.

Tesseract reads letters by its first language first: reading English first, it gives
"UBER GROSSERER" for "ÜBER GRÖSSERER".  :func:`language_first` puts the language
of a reading's words first among the page's languages (a word neither word list
knows counts as the German word it spells without its umlauts);
:func:`umlauts_lost` tells a reading that lost them, so the page is read again with
German first (:mod:`~tapyre_paper_search.pdf.ocr`, :mod:`~tapyre_paper_search.pdf.ocrreread`).
Pure but for the shipped word lists (:mod:`~tapyre_paper_search.pdf.words`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from tapyre_paper_search.pdf.words import german_words, known_word, word_language

_TESSERACT_LANGUAGE = {"de": "deu", "en": "eng"}
"""Tesseract's name of a language :func:`.words.word_language` tells."""


def language_first(languages: str, words: Iterable[str]) -> str:
    """``languages`` ("eng+deu") with the language of ``words`` (:func:`.words.word_language`)
    first, where it is one of them; as they are where the language is not told.  A
    word neither word list knows counts as the German word it spells without its
    umlauts, where there is one: Tesseract, reading English first, gives "UBER
    GROSSERER" for "ÜBER GRÖSSERER", the words that tell a German title."""
    text = _LETTERS.sub(_with_umlauts, " ".join(words).lower())
    wanted = _TESSERACT_LANGUAGE.get(word_language(text))
    names = languages.split("+")
    if wanted not in names:
        return languages
    return "+".join([wanted, *(name for name in names if name != wanted)])


LOST_UMLAUTS = 2
"""Words spelled without their umlauts a reading shows, at least, to be read again:
one alone is as often a German word the word list lacks ("Kronen", read right, is
"krönen" without its dots)."""


def umlauts_lost(words: Iterable[str]) -> bool:
    """Whether :data:`LOST_UMLAUTS` different ones of ``words`` are German words
    spelled without their umlauts or "ß" ("UBER", "GROSSERER") that neither word list
    knows as they are spelled: the sign that a reading with another language first
    lost the marks a re-read keeps."""
    spellings = _umlaut_spellings()
    lost = set()
    for word in _LETTERS.findall(" ".join(words).lower()):
        if word in spellings and not known_word(word):
            lost.add(word)
            if len(lost) >= LOST_UMLAUTS:
                return True
    return False


_LETTERS = re.compile(r"[^\W\d_]+")
_PLAIN = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss"})


@cache
def _umlaut_spellings() -> dict[str, str]:
    """The German words with an umlaut or "ß", by their spelling without ("uber": "über")."""
    return {plain: word for word in german_words() if (plain := word.translate(_PLAIN)) != word}


def _with_umlauts(match: re.Match[str]) -> str:
    """The lower-case word ``match`` holds, or the German word it spells without its
    umlauts where neither word list knows it."""
    word = match.group()
    return word if known_word(word) else _umlaut_spellings().get(word, word)
