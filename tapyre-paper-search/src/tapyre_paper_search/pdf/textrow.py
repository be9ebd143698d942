"""The features of a front-page line's words alone, for the line classifier (pure).

:func:`text_row` gives the columns ``words_log`` … ``noise`` of
:data:`~tapyre_paper_search.pdf.features.FEATURES` for one line (what
:func:`~tapyre_paper_search.pdf.features.line_features` puts between a line's
layout and its neighbours').  It asks the same questions as the patterns of
:mod:`~tapyre_paper_search.pdf.cues` do, each behind an exact cheap test where
one exists (issue 25, speed39p): a line with fewer than four digits holds no
postcode (:data:`~tapyre_paper_search.pdf.cues.POSTCODE` needs four), one
without "/" or "." no URL (every :data:`~tapyre_paper_search.pdf.cues.URL` form
holds one), and a structured abstract's label, alone or run in, is one pattern
(:data:`STRUCTURE_LABEL_LINE`) instead of two tried one after the other.
"""

from __future__ import annotations

import math
import re

from tapyre_paper_search.pdf import abstractcues, cues, structlabels
from tapyre_paper_search.pdf.kinwords import unlinked
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import looks_like_name
from tapyre_paper_search.pdf.words import english_words, german_words

_WORD = re.compile(r"[^\W\d_][^\W\d_'’.-]*")
LONG_LINE = 14
"""Lines of more words are prose: their name and affiliation features are read from
their first this many words."""
# "\band\b", "&", "\bund\b" ("a(?<!\wa)" is "\ba": the regex engine skips to the letter).
_AND = re.compile(r"a(?<!\wa)nd\b|&|u(?<!\wu)nd\b")
STRUCTURE_LABEL_LINE = re.compile(
    rf"^\s*{structlabels.STRUCTURE_LABEL}\s*(?:[.:—–-]?\s*$|[.:—–-]\s*\S)", re.IGNORECASE
)
"""``STRUCTURE_HEADING.match(text) or STRUCTURE_RUNIN.match(text)`` as one pattern: the
two share their opening (a match of either is one of this alternation's, and back)."""
# Every POSTCODE match holds four decimal digits (``str.isdigit`` counts each of them).
_POSTCODE_DIGITS = 4


def is_structure_label(text: str) -> bool:
    """Whether ``text`` is a structured abstract's label alone on its line or run in
    (:data:`~tapyre_paper_search.pdf.structlabels.STRUCTURE_HEADING` or ``STRUCTURE_RUNIN``)."""
    return STRUCTURE_LABEL_LINE.match(text) is not None


def has_url(text: str) -> bool:
    """``cues.URL.search(text) is not None``: "https://", "www." and ".com/" each hold a
    "/" or a ".", so a line with neither is not searched."""
    return ("/" in text or "." in text) and cues.URL.search(text) is not None


def text_row(line: Line) -> list[float]:
    """The features of a line's words alone (``words_log`` … ``noise``).

    Long lines are prose: their name and affiliation features are read from their
    first words only (the classifier needs no more, and a page has many of them)."""
    full = line.text
    words = full.split()
    text = full if len(words) <= LONG_LINE else " ".join(words[:LONG_LINE])
    alpha = _WORD.findall(text)
    letters, digits, upper = char_counts(text)
    letters = letters or 1
    n = max(len(words), 1)
    known = cap_unknown = capitalised = 0
    english, german = english_words(), german_words()  # ``known_word``, inlined
    for word in alpha:  # each word looked up once
        first_upper = word[0].isupper()
        capitalised += first_upper
        lower = word.lower()
        if lower in english or lower in german:
            known += 1
        elif first_upper:
            cap_unknown += 1
    affiliation = cues.affiliation_words(unlinked(text))  # "Iyad ag Alghabass" (names43)
    country = cues.has_country(text)
    postcode = digits >= _POSTCODE_DIGITS and cues.POSTCODE.search(text) is not None
    parts = pieces(line.names or text) if len(words) <= LONG_LINE else pieces(text)
    places = bool(affiliation or country or postcode)
    named = [looks_like_name(p, places=places) for p in parts]
    names = sum(named)
    return [
        math.log1p(len(words)),
        math.log1p(len(full)),
        letters / max(len(text), 1),
        digits / max(len(text), 1),
        upper / letters,
        capitalised / max(len(alpha), 1),
        sum([w[0].islower() for w in words]) / n,
        known / max(len(alpha), 1),
        cap_unknown / max(len(alpha), 1),
        len("".join(words)) / n,
        float(full.rstrip().endswith(".")),
        float(full.count(",")),
        float(len(_AND.findall(full))),
        float(line.marks),
        float(cues.has_email(text)),
        float(has_url(text)),
        float(affiliation),
        float(country),
        float(postcode),
        float(names),
        names / max(len(parts), 1),
        float(bool(parts) and named[0]),
        float(abstractcues.is_abstract_heading(text)),
        float(abstractcues.abstract_runin(text) is not None),
        float(is_structure_label(text)),
        float(abstractcues.is_after_abstract(text)),
        float(bool(cues.SECTION_HEADING.match(text)) and len(full) < 60),
        float(bool(cues.NUMBERED_HEADING.match(text))),
        float(bool(cues.NOISE.match(text))),
    ]


# For ASCII text, bytes.translate deleting all but the letters, digits or capitals
# counts them at C speed; str.isalpha, isdigit and isupper agree with these on ASCII.
_ASCII = bytes(range(128))
_NOT_LETTER = bytes(c for c in _ASCII if not chr(c).isalpha())
_NOT_DIGIT = bytes(c for c in _ASCII if not chr(c).isdigit())
_NOT_UPPER = bytes(c for c in _ASCII if not chr(c).isupper())


def char_counts(text: str) -> tuple[int, int, int]:
    """How many characters of ``text`` are letters, digits and capitals (``str.isalpha``,
    ``isdigit``, ``isupper``)."""
    if text.isascii():
        raw = text.encode("ascii")
        return (
            len(raw.translate(None, _NOT_LETTER)),
            len(raw.translate(None, _NOT_DIGIT)),
            len(raw.translate(None, _NOT_UPPER)),
        )
    return sum(map(str.isalpha, text)), sum(map(str.isdigit, text)), sum(map(str.isupper, text))
