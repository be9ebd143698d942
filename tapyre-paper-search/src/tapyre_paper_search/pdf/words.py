"""Known English and German words: for line-end hyphens, text-layer checks and features.

``english_words()`` is the word list shipped with the package
(``english_words.txt.gz``: the 44,000 lower-case ASCII words of two or more
letters seen at least 100 times in the English frequency dictionary of
pyspellchecker, MIT licence, Copyright (c) 2018-2021 Tyler Barrus), loaded once.
``german_words()`` is its German counterpart (``german_words.txt.gz``: the
60,000 most frequent lower-case words of two or more letters of the same
project's German frequency dictionary).  ``known_word`` asks both.
``vocabulary(text)`` is a document's own words, so a term the list lacks but
the paper writes whole ("hyperparameters") still counts as a word;
``word_language(text)`` tells English from German by the words only one list
knows.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Collection, Iterable, Iterator
from functools import cache
from importlib import resources

_WORD = re.compile(r"[^\W\d_]{2,}")
# A word broken at a line end: its pieces are not words of the document.
_BROKEN = re.compile(r"\w+-\n\w+")


@cache
def english_words() -> frozenset[str]:
    """The shipped lower-case word list (read on first call, then cached)."""
    data = resources.files("tapyre_paper_search.pdf").joinpath("english_words.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode("ascii").split())


@cache
def german_words() -> frozenset[str]:
    """The shipped German word list (lower case; read on first call, then cached)."""
    data = resources.files("tapyre_paper_search.pdf").joinpath("german_words.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode("utf-8").split())


def known_word(word: str) -> bool:
    """Whether lower-case ``word`` is in the English or the German word list."""
    return word in english_words() or word in german_words()


def word_language(text: str) -> str:
    """``"en"`` or ``"de"`` when the words of ``text`` only one of the word lists knows
    are mostly that list's (two at least), else ``""`` (too few, or mixed)."""
    english = german = 0
    for word in _WORD.findall(text.lower()):
        in_english, in_german = word in english_words(), word in german_words()
        english += in_english and not in_german
        german += in_german and not in_english
    if german >= 2 and german > english * 2:
        return "de"
    if english >= 2 and english > german * 2:
        return "en"
    return ""


def vocabulary(text: str) -> set[str]:
    """The lower-cased words of ``text`` (two letters or more), leaving out the
    pieces of words hyphenated across a line break ("summa-" / "ries")."""
    if "-\n" in text:
        text = _BROKEN.sub(" ", text)
    return set(_WORD.findall(text.lower()))


class LazyVocabulary(Collection[str]):
    """The :func:`vocabulary` of some texts, read only when first asked: most
    documents never need it (their line-end breaks are plain words)."""

    def __init__(self, texts: Iterable[str]) -> None:
        self._texts: Iterable[str] | None = texts
        self._words: set[str] = set()

    def _load(self) -> set[str]:
        if self._texts is not None:
            texts, self._texts = self._texts, None
            for text in texts:
                self._words |= vocabulary(text)
        return self._words

    def __contains__(self, word: object) -> bool:
        return word in self._load()

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())
