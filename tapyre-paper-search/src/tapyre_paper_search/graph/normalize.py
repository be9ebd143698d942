"""Entity names to keys: one key for the spellings of one name.  Pure.

Two mentions are the same entity node when their keys are equal.  The key
folds what varies between spellings of a name and does not change what it
names:

* Unicode compatibility forms and accents (``Ruaidhrí`` → ``ruaidhri``), case;
* punctuation and dashes (``Saxe-Eisenach`` → ``saxe eisenach``), possessives
  (``Lothair II's`` → ``lothair ii``);
* initials, however they are written (``J. R. R. Tolkien``, ``J.R.R. Tolkien``
  and ``JRR Tolkien`` → ``jrr tolkien``);
* a leading article (``The Beatles`` → ``beatles``).

A trailing parenthesised qualifier stays part of the key (``The Almighty
Dollar (1923 film)`` and ``… (1916 film)`` are two films); :func:`aliases`
(:func:`without_qualifier`) gives the name without it, which a title adds as a
second mention so that text naming the film without the qualifier meets it.

:func:`key_tokens` normalises running text (a question) the same way, so
that an n-gram of a question's tokens can be looked up among the keys.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

MAX_KEY_CHARS = 200
"""Longer names are cut (the key column's width, and no real name is longer)."""

_QUALIFIER = re.compile(r"\s*\([^()]*\)\s*$")
_POSSESSIVE = re.compile(r"(?<=\w)['’]s\b", re.IGNORECASE)
_NON_WORD = re.compile(r"[^\w]+")
_ARTICLES = frozenset({"the", "a", "an"})

STOPWORDS = frozenset(
    """a about above after again against all am an and any are as at be because been
    before being below between both but by can could did do does doing down during each
    few for from further had has have having he her here hers herself him himself his how
    i if in into is it its itself just me more most my myself no nor not now of off on
    once only or other our ours ourselves out over own same she should so some such than
    that the their theirs them themselves then there these they this those through to too
    under until up very was we were what when where which while who whom why will with
    would you your yours yourself yourselves""".split()  # noqa: SIM905 - readable as prose
)
"""English function words: a key made only of these names nothing."""


def fold(text: str) -> str:
    """Compatibility-normalised, accents removed, lower case."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def key_tokens(text: str) -> list[str]:
    """The folded word tokens of ``text`` with possessives dropped and runs of
    single-letter initials joined (``j r r tolkien`` → ``jrr``, ``tolkien``)."""
    words = _NON_WORD.sub(" ", _POSSESSIVE.sub("", fold(text))).replace("_", " ").split()
    return _join_initials(words)


def entity_key(name: str) -> str:
    """The key of an entity name; ``""`` when it names nothing (only punctuation,
    only function words)."""
    return key_of_tokens(key_tokens(name))


def key_of_tokens(tokens: list[str]) -> str:
    """:func:`entity_key` of a name already split by :func:`key_tokens`."""
    if tokens and tokens[0] in _ARTICLES and len(tokens) > 1:
        tokens = tokens[1:]
    if not tokens or all(t in STOPWORDS for t in tokens):
        return ""
    return " ".join(tokens)[:MAX_KEY_CHARS].rstrip()


MAX_NAME_WORDS = 8
"""The longest run of words :func:`find_names` looks up."""

_RAW_WORD = re.compile(r"\S+")


def cased_tokens(text: str) -> list[tuple[str, bool]]:
    """The key tokens of ``text``, each with whether it was written with a capital
    letter or a digit (in English, the mark of a name); a function word that opens
    the text ("Who", "The") is not marked."""
    words: list[tuple[str, bool]] = []
    for raw in _RAW_WORD.findall(text):
        marked = any(c.isupper() or c.isdigit() for c in raw)
        words.extend((token, marked) for token in key_tokens(raw))
    joined = key_tokens(" ".join(w for w, _ in words))
    if len(joined) != len(words):  # initials spread over several words ("J. R. R.")
        words = [(token, True) for token in joined]
    if words and words[0][0] in STOPWORDS:
        words[0] = (words[0][0], False)
    return words


def find_names(
    text: str, lookup: Callable[[str], bool], *, max_words: int = MAX_NAME_WORDS
) -> list[str]:
    """The keys of the names written in ``text``: runs of up to ``max_words`` words,
    longest first and not overlapping, holding a marked word (see
    :func:`cased_tokens`), not made of function words only, whose key ``lookup``
    accepts.  A key is listed once per occurrence."""
    words = cased_tokens(text)
    tokens = [w for w, _ in words]
    marked = [m for _, m in words]
    taken = [False] * len(tokens)
    found: list[tuple[int, str]] = []
    for size in range(min(max_words, len(tokens)), 0, -1):
        for start in range(len(tokens) - size + 1):
            end = start + size
            if True in taken[start:end] or True not in marked[start:end]:
                continue
            key = key_of_tokens(tokens[start:end])
            if key and lookup(key):
                taken[start:end] = [True] * size
                found.append((start, key))
    return [key for _, key in sorted(found)]


def without_qualifier(name: str) -> str:
    """``name`` without its trailing parenthesised qualifier (``Inherent Vice (film)``
    → ``Inherent Vice``); ``""`` when it has none."""
    bare = _QUALIFIER.sub("", name).strip()
    return bare if bare and bare != name.strip() else ""


def _join_initials(words: list[str]) -> list[str]:
    """Join runs of two or more one-letter words: initials written with dots or
    spaces become the form written without them."""
    out: list[str] = []
    run: list[str] = []
    for word in words:
        if len(word) == 1 and word.isalpha():
            run.append(word)
            continue
        _flush(run, out)
        run = []
        out.append(word)
    _flush(run, out)
    return out


def _flush(run: list[str], out: list[str]) -> None:
    if len(run) >= 2:
        out.append("".join(run))
    else:
        out.extend(run)
