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
``word_at(text, phrase)`` finds a phrase standing as whole words, case aside.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Collection, Iterable, Iterator
from functools import cache
from importlib import resources
from typing import Final

_WORD = re.compile(r"[^\W\d_]{2,}")
# A word broken at a line end: its pieces are not words of the document.  A blank line
# may part them where the break ends a block ("Macrovascu-" / "" / "lar" in a
# reference cut between blocks; hyph54).
_BROKEN = re.compile(r"\w+-\n\n?\w+")


def word_at(text: str, phrase: str) -> re.Match[str] | None:
    """Where ``phrase`` stands in ``text`` as whole words (no word character on either
    side), case aside; ``None`` where it does not."""
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text, re.IGNORECASE)


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


_CONTEXT_LOWERED: Final = "\u0130\u03a3"
"""The letters ``str.lower`` maps by their context or to more than one character."""


class LazyVocabulary(Collection[str]):
    """The :func:`vocabulary` of some texts, asked word by word: ``word in`` it looks
    for that word in the texts (the answer is kept), without reading every word of
    the document first.  Most documents ask about a few words or none (their
    line-end breaks are plain words); iterating reads the whole vocabulary.

    A word that does not occur at all in the lowered texts is kept (``_absent``): a
    later word that starts with one of them cannot occur either and is answered
    without reading the texts again (the inflected forms of a broken word the paper
    never writes, :func:`~tapyre_paper_search.pdf.docwords.mend_breaks`, each begin
    with the first one asked)."""

    def __init__(self, texts: Iterable[str]) -> None:
        self._texts = list(texts)
        self._lowered: str | None = None
        self._answers: dict[str, bool] = {}
        self._words: set[str] | None = None
        self._alike: bool | None = None
        self._absent: dict[str, list[str]] = {}  # by their first two letters

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        known = self._answers.get(word)
        if known is None:
            known = self._answers[word] = self._written(word)
        return known

    def _written(self, word: str) -> bool:
        """Whether ``word`` occurs whole (a maximal run of letters) outside the
        pieces of words broken across a line end, as :func:`vocabulary` counts."""
        if _WORD.fullmatch(word) is None or word != word.lower() or not self._lowers_alike():
            return word in self._load()
        absent = self._absent.get(word[:2])
        if absent and any(word.startswith(start) for start in absent):
            return False  # a beginning of it is nowhere in the texts
        text = self._lowered_text()
        at = text.find(word)
        if at < 0:
            self._absent.setdefault(word[:2], []).append(word)
        while at >= 0:
            end = at + len(word)
            whole = not (at and _is_letter(text[at - 1])) and not (
                end < len(text) and _is_letter(text[end])
            )
            if whole and not _in_broken_word(text, at, end):
                return True
            at = text.find(word, at + 1)
        return False

    def _lowered_text(self) -> str:
        """The texts joined and lowered, made once.  Pages apart by two blank lines: a
        break at a page's end joins nothing (a break across one blank line does:
        ``_BROKEN``)."""
        if self._lowered is None:
            self._lowered = "\n\n\n".join(self._texts).lower()
        return self._lowered

    def opening_with(self, head: str) -> set[str] | None:
        """The words of the vocabulary that open with ``head`` (lower-case letters), read
        from the texts around each place ``head`` stands at a word's start, without
        reading every word of the document (speed43); ``None`` where that is not sure
        to find them all (``head`` not such letters, or texts that lower unlike
        :func:`vocabulary`'s: :meth:`_lowers_alike`), so the caller reads them all.

        Every word :func:`vocabulary` finds is a maximal run of letters of the lowered
        texts: removing a broken word (``_BROKEN``: runs of word characters from one
        run's start to another's end) leaves no letter beside the space it puts, and
        lowering maps each letter to one character where the texts lower alike.  So the
        runs opening with ``head`` hold them all, and each run is kept only if it is a
        word of the vocabulary (``in`` this: the pieces of broken words are not)."""
        if _WORD.fullmatch(head) is None or head != head.lower() or not self._lowers_alike():
            return None
        text = self._lowered_text()
        size = len(text)
        runs: set[str] = set()
        at = text.find(head)
        while at >= 0:
            if not (at and _is_letter(text[at - 1])):
                end = at + len(head)
                while end < size and _is_letter(text[end]):
                    end += 1
                runs.add(text[at:end])
            at = text.find(head, at + 1)
        return {run for run in runs if run in self}

    def ending_with(self, tail: str) -> set[str]:
        """The words of the vocabulary that end in ``tail`` (lower-case letters) and are
        longer, read from the texts around each place ``tail`` ends a run of letters
        (hyphens51; as :meth:`opening_with`, the runs hold them all where the texts lower
        alike, else every word is read)."""
        if _WORD.fullmatch(tail) is None or tail != tail.lower() or not self._lowers_alike():
            return {word for word in self if word.endswith(tail) and word != tail}
        text = self._lowered_text()
        runs: set[str] = set()
        at = text.find(tail)
        while at >= 0:
            end = at + len(tail)
            if at and _is_letter(text[at - 1]) and not (end < len(text) and _is_letter(text[end])):
                start = at
                while start and _is_letter(text[start - 1]):
                    start -= 1
                runs.add(text[start:end])
            at = text.find(tail, at + 1)
        return {run for run in runs if run in self}

    def _lowers_alike(self) -> bool:
        """Whether lowering the texts first finds what :func:`vocabulary` finds after
        it removes the broken words: not where a letter lowers by its neighbours
        ("Σ" to "ς" at a word's end) or to two characters ("İ")."""
        if self._alike is None:
            self._alike = not any(c in text for text in self._texts for c in _CONTEXT_LOWERED)
        return self._alike

    def _load(self) -> set[str]:
        if self._words is None:
            self._words = set()
            for text in self._texts:
                self._words |= vocabulary(text)
        return self._words

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


def _is_letter(char: str) -> bool:
    """What ``[^\\W\\d_]`` matches: a word character other than a digit or ``_``."""
    return char.isalnum() and not char.isdecimal()


def _is_word_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def _run_start(text: str, at: int) -> int:
    while at > 0 and _is_word_char(text[at - 1]):
        at -= 1
    return at


def _tail_of_break(text: str, start: int) -> bool:
    """Whether the run of word characters starting at ``start`` is the second piece of
    a word broken at a line end, as ``_BROKEN`` matching from the left takes it: after
    "-\\n" and a run that is not itself such a second piece ("a-\\nb-\\nc" breaks
    "a-b", and leaves "c")."""
    chain = 0
    gap = _gap_before(text, start)
    while gap:
        chain += 1
        start = _run_start(text, start - gap)
        gap = _gap_before(text, start)
    return chain % 2 == 1


def _gap_before(text: str, start: int) -> int:
    """The length of the break ("-\\n", or "-\\n\\n" across a blank line) right before
    ``start`` after a word character, as ``_BROKEN`` matches it; 0 for none."""
    for gap in (2, 3):
        if start > gap and text[start - gap : start] == "-\n\n"[:gap]:
            return gap if _is_word_char(text[start - gap - 1]) else 0
    return 0


def _in_broken_word(text: str, start: int, end: int) -> bool:
    """Whether the letters ``text[start:end]`` lie in a piece of a word broken across
    a line end (``_BROKEN`` would remove them)."""
    first = _run_start(text, start)
    if _tail_of_break(text, first):
        return True
    while end < len(text) and _is_word_char(text[end]):
        end += 1
    return any(
        text[end : end + gap] == "-\n\n"[:gap]
        and end + gap < len(text)
        and _is_word_char(text[end + gap])
        for gap in (2, 3)
    )
