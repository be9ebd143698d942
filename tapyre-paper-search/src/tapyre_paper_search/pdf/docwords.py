"""The document's own words while its front matter and references are read.

A word broken at a line end in an abstract ("kinase-" / "dependent", "sub-" /
"group") is joined or keeps its hyphen by the line-end rule of
:func:`~tapyre_paper_search.pdf.normalize.normalize_text`.  On its own an abstract's
text says little: its word list is a few hundred words, and the general English
list lacks most technical terms, so
"kinase-dependent" was joined ("kinase" unknown) and "sub-group" kept ("subgroup"
unknown, "sub" and "group" both words).  The paper says which: it writes the
same word with its hyphen ("kinase-dependent") or whole ("subgroup") elsewhere
in its text.

The reader (:func:`~tapyre_paper_search.pdf.extract.extract_pdf`) knows the
document's words when its pages are normalised: it sets them with
:func:`reading` around reading the front matter and the reference list, and the
abstract's text (:func:`~tapyre_paper_search.pdf.abstract.finish`) and each
reference entry's (:func:`~tapyre_paper_search.pdf.refpieces.entry_text`) are mended with
:func:`current` by :func:`mend_breaks` before the line-end rule reads it.  Only
the broken word itself is looked up, hyphenated or whole: its pieces are not
(a box's lines read apart in the page's text leave a piece, "manents" of
"per-" / "manents", standing as a word there).  Outside :func:`reading` (front
matter read from lines alone, as the tests do) :func:`current` is ``None`` and
the abstract's own words are all there is, as before.  A word broken inside a URL, an
address or a DOI is left as it is: a URL's line break adds no hyphen.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cached_property

from tapyre_paper_search.pdf.derivedforms import derived_forms
from tapyre_paper_search.pdf.language import scores
from tapyre_paper_search.pdf.prefixhabit import closes_head, opening_with
from tapyre_paper_search.pdf.words import LazyVocabulary, english_words


@dataclass(frozen=True)
class DocumentWords:
    """``hyphenated``: the lower-cased words the document writes with a hyphen, not
    broken across a line (:func:`~tapyre_paper_search.pdf.lineendhyphens.hyphenated_words`
    of every page); ``whole``: its lower-cased words written whole
    (:class:`~tapyre_paper_search.pdf.words.LazyVocabulary` of every page); ``texts``:
    its pages' texts (for :attr:`marks_spaced`)."""

    hyphenated: Collection[str]
    whole: Collection[str]
    texts: Sequence[str] = ()

    @cached_property
    def whole_in_order(self) -> tuple[str, ...]:
        """``whole`` sorted, made when first asked and kept for the document."""
        return tuple(sorted(self.whole))

    def opening_with(self, head: str) -> Iterable[str]:
        """The words of ``whole`` that open with lower-case ``head``
        (:func:`~.prefixhabit.closes_head`): read around ``head`` in the texts where
        ``whole`` is a :class:`~.words.LazyVocabulary` that can
        (:meth:`~.words.LazyVocabulary.opening_with`), else one run of
        :attr:`whole_in_order`, found by bisection (speed43)."""
        if isinstance(self.whole, LazyVocabulary):
            found = self.whole.opening_with(head)
            if found is not None:
                return found
        return opening_with(self.whole_in_order, head)

    @cached_property
    def marks_spaced(self) -> bool:
        """Whether the document sets a space before ``:;?!`` (French spacing,
        :mod:`~tapyre_paper_search.pdf.markspacing`): a word, a space and the mark at
        least once in its texts, and a word right before the mark at most a quarter
        as often (a mark after a letter standing alone, mathematics' "f : X → Y", is not
        counted); read once, when first asked.  The colons alone are asked too
        (:meth:`_colons_spaced`)."""
        return self._spaced(":;?!") or self._colons_spaced()

    def _spaced(self, marks: str, times: int = 4, echoes: frozenset[str] = frozenset()) -> bool:
        """Whether the marks of ``marks`` follow a space at least once in the texts and
        right after a word at most ``1 / times`` as often (see :attr:`marks_spaced`),
        a tight mark between the words of ``echoes`` not counted."""
        spaced = sum(
            1
            for text in self.texts
            for found in SPACED_MARK.finditer(text)
            if found.group(1) in marks and not after_lone_letter(text, found.start(), capitals=True)
        )
        if not spaced:
            return False
        tight = sum(
            1
            for text in self.texts
            for found in _TIGHT_MARK.finditer(text)
            if found.group() in marks and _around(text, found.start(), found.end()) not in echoes
        )
        return times * tight <= spaced

    def _colons_spaced(self) -> bool:
        """Whether the colons alone are spaced (French spacing puts a word space before
        ":" but a thin one before ";?!", which the text layer may write as none:
        "hemorrhage : a" over "Chen;"; latex48): at most one tight in eight (an author
        spaces a solvents' ratio, "hexane : ethyl acetate", among tight colons;
        review141), a tight colon between the words a spaced one stands between not
        counted (a page's head repeating the title, set apart from the language's
        spacing: "local: Gene" under "local : Gene")."""
        echoes = frozenset(
            _around(text, found.start(), found.end())
            for text in self.texts
            for found in SPACED_MARK.finditer(text)
            if found.group(1) == ":"
        )
        return self._spaced(":", 8, echoes)

    @cached_property
    def french(self) -> bool:
        """Whether the document's running text is mostly French (its first
        :data:`_LANGUAGE_CHARS` characters give French more points than English,
        :func:`~tapyre_paper_search.pdf.language.scores`: a French paper quoting English
        too), for a title or an abstract too short to tell its own language; read once,
        when asked."""
        points = scores(" ".join(self.texts)[:_LANGUAGE_CHARS])
        return points["fr"] > points["en"]


_LANGUAGE_CHARS = 6000


# A space between a word (letters or digits, or a closing bracket) and one of ``:;?!``
# standing alone (the mark in group 1), and the mark right after one: "Women : Prospective",
# "type 1 : studies"; "Women: Prospective" ("10:30", "http://" are neither).  A colon
# between two numbers, spaced both sides, is a ratio or a time the author typed so
# ("a 2 : 1 cocrystal", "10 : 30"; babel-french spaces only before it: "3:1" prints
# "3 :1"): no French space.
SPACED_MARK = re.compile(r"(?:(?<=[^\W\d_]|[)\]])|(?<=\d)(?! :\s\d)) ([:;?!])(?=\s|$)")
_TIGHT_MARK = re.compile(r"(?<=[^\W_]|[)\]])[:;?!](?=\s|$)")


def after_lone_letter(text: str, at: int, *, capitals: bool) -> bool:
    """Whether a letter standing alone (the text's start, a space or an opening bracket
    ``({[`` before it) ends right before ``text[at]``: the spaced mark of
    :data:`SPACED_MARK` found at ``at`` follows mathematics' variable ("f : X → Y",
    "{x : x > 0}").  ``capitals``: whether a capital letter counts too;
    :attr:`DocumentWords.marks_spaced` counts it (a mathematical paper sets many, French
    or not), :mod:`~tapyre_paper_search.pdf.markspacing` does not ("Vitamin D : a
    prospective …" is a word's space to take out; review141)."""
    if at < 1:
        return False
    letter = text[at - 1]
    if _LETTER.match(letter) is None or (letter.isupper() and not capitals):
        return False
    return at == 1 or text[at - 2] in _BEFORE_LONE or text[at - 2].isspace()


def _around(text: str, start: int, end: int) -> str:
    """The words either side of a mark found at ``start``..``end`` of ``text``, its
    space left out, of the word before only its last four characters (a word broken at
    a line's end, "hemor-" / "rhage"): "ocal:Gene" for "local : Gene" and "local:
    Gene" alike."""
    before = text[:start].split()
    after = text[end:].split()
    return f"{before[-1][-4:] if before else ''}:{after[0] if after else ''}"


_BEFORE_LONE = "({["
_LETTER = re.compile(r"[^\W\d_]")

_CURRENT: ContextVar[DocumentWords | None] = ContextVar("document_words", default=None)


@contextmanager
def reading(words: DocumentWords) -> Iterator[None]:
    """``words`` are the document's while the block runs (per thread and task)."""
    token = _CURRENT.set(words)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def current() -> DocumentWords | None:
    """The words set by the innermost :func:`reading`, or ``None`` outside one."""
    return _CURRENT.get()


# A word of letters broken after a hyphen at a line end, no hyphen or word character
# around it ("state-of-the-" / "art" is a compound whatever the document writes).
BREAK = re.compile(r"(?<![\w-])([^\W\d_]+)-[ \t]*\n[ \t]*([^\W\d_]+)(?![\w-])")
# A URL, an address or a DOI: a broken word inside one is left as it is (a URL's line
# break adds no hyphen, so "…/lee/data-" / "set" keeps its own; "www.lee-" / "lab.org");
# a slash alone is prose's ("oligomerization/nonsequence-" / "specific"), and so is a
# sentence whose space after its full stop the text lost ("frame-" / "work.The"): a
# domain's ending is in small letters.
_URLISH = re.compile(r"://|\bwww\.|\bdoi\b|[^\W_]\.(?-i:[a-z]{2,})(?:/|$)|@", re.IGNORECASE)
_TOKEN_END = re.compile(r"\S*")


# Inflection endings, longest first: English plurals and German adjective and noun
# endings ("kinase-abhängiger" beside "Kinase-abhängige", "sub-groups" beside "subgroup").
_ENDINGS = ("en", "er", "es", "em", "e", "n", "s")
# A stem keeps at least this many letters once an ending is taken off.
_MIN_STEM = 4


def _inflected(tail: str) -> list[str]:
    """The other inflected forms of a broken word's ``tail`` (lower case): its stem
    (``tail`` less one of :data:`_ENDINGS`, or ``tail`` itself) with each ending or
    none, and ``tail`` with each ending ("parameter" gives "parameters" though its
    "-er" is cut for "paramet"), ``tail`` itself left out."""
    stem = next(
        (tail[: -len(e)] for e in _ENDINGS if tail.endswith(e) and len(tail) - len(e) >= _MIN_STEM),
        tail,
    )
    forms = dict.fromkeys((stem, *(stem + e for e in _ENDINGS), *(tail + e for e in _ENDINGS)))
    return [form for form in forms if form != tail]


def _in_url(text: str, match: re.Match[str]) -> bool:
    """Whether the broken word ``match`` found in ``text`` stands inside a URL, an
    address or a DOI (:data:`_URLISH`), its whole token read across the break."""
    start = max(text.rfind(" ", 0, match.start()), text.rfind("\n", 0, match.start())) + 1
    after = _TOKEN_END.match(text, match.end())
    token = text[start : match.start()] + "".join(match.groups()) + (after.group() if after else "")
    return _URLISH.search(token.rstrip(".,;:)")) is not None


def mend_breaks(text: str, words: DocumentWords) -> str:
    """``text`` (lines apart by ``\\n``) with each word broken after a hyphen at a line
    end written as the document writes it: with its hyphen where ``words.hyphenated``
    holds it (unless the English word list holds the word whole: "turnkey"), else
    whole where ``words.whole`` does; where the document writes neither, as it writes
    another inflected form of the word (:func:`_inflected`: "kinase-" / "abhängiger"
    with "kinase-abhängige" elsewhere keeps its hyphen, "sub-" / "groups" with
    "subgroup" is joined) or another derived form
    (:func:`~.derivedforms.derived_forms`: "cor-" / "relative" with "correlates" is
    joined), the hyphenated form first; where the document writes the
    head closed onto other words and never with a hyphen
    (:func:`~.prefixhabit.closes_head`: "super-" / "space" with "superstring" and
    "supersymmetric"), whole; any other is left broken, for the line-end rule."""
    if "\n" not in text:
        return text

    def mend(match: re.Match[str]) -> str:
        head, tail = match.groups()
        if _in_url(text, match):
            return match.group()
        joined = (head + tail).lower()
        # A word the English list writes whole ("turn-" / "key") is joined as before,
        # whatever the paper writes elsewhere: a hyphenation point of a plain word.
        plain = joined in english_words()
        if not plain and f"{head}-{tail}".lower() in words.hyphenated:
            return f"{head}-{tail}"
        if joined in words.whole:
            return head + tail
        if plain:
            return match.group()
        # (and the stem with another suffix: "cor-" / "relative" with "correlates", latex55)
        forms = _inflected(tail.lower()) + derived_forms(tail.lower())
        lowered = head.lower()
        if any(f"{lowered}-{form}" in words.hyphenated for form in forms):
            return f"{head}-{tail}"
        if any(lowered + form in words.whole for form in forms):
            return head + tail
        if closes_head(
            lowered, tail, words.whole, words.hyphenated, words_opening=words.opening_with
        ):
            return head + tail  # "super-" / "space" where the paper writes "superstring"
        return match.group()

    return BREAK.sub(mend, text)


__all__ = [
    "SPACED_MARK",
    "DocumentWords",
    "after_lone_letter",
    "current",
    "mend_breaks",
    "reading",
]
