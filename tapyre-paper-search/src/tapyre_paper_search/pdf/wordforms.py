"""A listed English word's regular inflections and "-ly" adverb (pure; hyphens51).

The shipped English list holds headwords and some of their forms: "temporal" but not
"temporally", "inconsistent" but not "inconsistently".  The line-end rule of
:mod:`~tapyre_paper_search.pdf.lexiconhyphens` asks whether a broken word joined is a
word; where the list lacks the join's form, "tempo-" / "rally" (two listed words) kept
a hyphen TeX had set inside "temporally" (hyphens51, seed-51 body text: "tempo-rally",
"in-consistently").  :func:`listed_form` also takes a word made of a listed word of
:data:`MIN_BASE` letters or more and one regular ending: a plural or third person
("-s", "-es", "-ies" for "-y"), a past ("-ed", "-d" after "e", "-ied" for "-y", a doubled
last consonant), a present participle ("-ing", after a dropped "e" or a doubled
consonant), an adverb ("-ly", "-ally" after "-ic", "-ily" for "-y").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

# A base keeps at least this many letters ("rally" is no "ral" + "ly").
MIN_BASE = 4
# Endings and what each may replace at the base's end ("" for none), longest first.
_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ally", ("", "al")),
    ("ied", ("y",)),
    ("ies", ("y",)),
    ("ily", ("y",)),
    ("ing", ("", "e")),
    ("ed", ("", "e")),
    ("es", ("",)),
    ("ly", ("", "le")),
    ("s", ("",)),
)


def bases(word: str) -> Iterator[str]:
    """The words ``word`` (small letters) may be a regular form of: less each ending of
    :data:`_ENDINGS` it has, with what the ending replaced, and less a doubled last
    consonant before "-ed" and "-ing" ("overlapped" of "overlap"); each base
    :data:`MIN_BASE` letters long at least."""
    for ending, replaced in _ENDINGS:
        if not word.endswith(ending):
            continue
        stem = word[: -len(ending)]
        for end in replaced:
            if len(stem + end) >= MIN_BASE:
                yield stem + end
        doubled = len(stem) > MIN_BASE and stem[-1] == stem[-2] and stem[-1] not in "aeiou"
        if ending in ("ed", "ing") and doubled:
            yield stem[:-1]


def listed_form(word: str, known: Callable[[str], bool]) -> bool:
    """Whether ``word`` (small letters) is ``known`` or a regular form of a ``known``
    word (:func:`bases`)."""
    return known(word) or any(known(base) for base in bases(word))


__all__ = ["MIN_BASE", "bases", "listed_form"]
