"""Words with symbols inside them: a text layer whose codes were read as the wrong
characters (pure; issue 25, producer68).

A subsetting tool gives a font's codes out in drawing order (33, 34, …) and names its
glyphs with nothing a reader can map (``/g12``, ``/a7``, or no map at all); read as a
standard encoding, each letter becomes some other printable character, so every word
of the page is letters, digits and punctuation mixed ("qVn1(V81(=", "G\\"}(1tbS"): a
cipher, not a language.  Its letters can hold vowels as often as a language's do, so
:mod:`~tapyre_paper_search.pdf.textlayer`'s vowel test passes it.

:func:`symbols_inside` measures the kind by its words' shape, in any language: the
share of whitespace-separated words (three characters or more, with a letter, outer
punctuation stripped) with a character inside them that no written word holds there:
a straight quote, a sign (# $ % ;), a curly bracket or a backslash.  Round and square
brackets, operators (= + < > * ^ | ~), "@", Latin-1 symbols, commas, hyphens, stops,
slashes, apostrophes and digits are left alone (chemistry's "2-(4-chlorophenyl)-N,N-…",
"benzo[a]pyrene", "H2O2", statistics' "P<0.05", formulas' "x=y+z", "25°C", addresses).
Garbled pages measure about 0.5 and more (the train set's five: 0.49 to 0.80); real
pages under 0.2 (the shared papers and 20 generated ones: at most 0.17), formulas,
bracketed chemical names and statistics 0.
Asked only for a page whose words are few known words (``textlayer``'s gate), or
whose words of three letters or more are too few for the word tests (a cipher's words
are rarely letters alone; then twelve words must count), on its first 800 characters.

What stays: a page of known words is never asked; a foreign-language page's words
are letters (and hyphens, apostrophes, stops) whole, so it stays under the share; a
page of formulas keeps its known words.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\S{3,}")
_OUTER = ".,;:!?()[]{}\"'*«»“”‘’"
# Characters no word holds inside it, in any language, formula or name: the straight
# quote, number and money signs, semicolon, curly brackets and backslash.  Signs set
# between operands (= + < > * ^ | ~ and square brackets: "P<0.05", "x=y+z",
# "bicyclo[2.2.1]heptane", "~user"), "@" (e-mail) and the Latin-1 symbols ("25°C",
# "10µM", "2.1±0.8", "col·lecció", "¿Qué") are real text's, so they do not count.
_INSIDE = re.compile(r'["#$%;{}\\]')
SHARE = 0.5
"""The least share of words with a symbol inside that makes a text a cipher."""


def symbols_inside(text: str, end: int = 800, least: int = 1) -> float:
    """The share of ``text``'s words (to ``end``) with a symbol inside; 0 where fewer
    than ``least`` words count."""
    words = [t.strip(_OUTER) for t in _TOKEN.findall(text, 0, end)]
    words = [w for w in words if len(w) >= 3 and not w.isdigit()]
    words = [w for w in words if any(c.isalpha() for c in w)]
    if len(words) < max(least, 1):
        return 0.0
    return sum(bool(_INSIDE.search(w)) for w in words) / len(words)


__all__ = ["SHARE", "symbols_inside"]
