"""Author names from the lines between a paper's title and its abstract (pure).

The front matter mixes names with affiliations, addresses, e-mail addresses,
footnote marks (``*``, ``†``, ``1,2``) and superscripts.  A line is read as
names when it is not an affiliation, address or e-mail line; it is split at
commas, "and", "&" and wide gaps, the marks are stripped, and each piece must
look like a personal name (two to five capitalised words, initials and name
particles allowed).  A line counts only when most of its pieces are names, so
"Seattle, WA, USA" or "New York, USA" are not read as people.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_MAX_AUTHORS = 60

_AFFILIATION = re.compile(
    r"\b(?:universit|institut|department|dept\b|school|college|facult|laborator|lab\b|labs\b|"
    r"research|center|centre|academy|hospital|clinic|inc\b|corp|ltd|llc|gmbh|co\.|company|"
    r"foundation|group|division|program|ministry|council|agency|observatory|museum|"
    r"polytechnic|technolog|science|engineering|informatics|computing|medicine|medical|"
    r"google|microsoft|meta\b|facebook|amazon|apple|ibm|nvidia|deepmind|openai|"
    r"street|st\.|avenue|ave\.|road|rd\.|campus|building|floor|box|cedex|"
    r"usa|u\.s\.a|uk|united|china|germany|france|japan|korea|india|canada|australia|italy|"
    r"spain|netherlands|switzerland|sweden|denmark|norway|finland|austria|belgium|israel|"
    r"brazil|singapore|taiwan|russia|poland|portugal|greece|ireland|mexico|"
    r"equal contribution|corresponding|correspondence|contributed equally|work done|"
    r"abstract|keywords|introduction|received|accepted|published|proceedings|conference|"
    r"journal|volume|arxiv|preprint|copyright|licen[cs]e|doi|http|www\.)",
    re.IGNORECASE,
)
_EMAIL = re.compile(r"@|\{.*\}|\bemail\b|\be-mail\b", re.IGNORECASE)
_POSTCODE = re.compile(r"\d{3,}")
# Footnote marks and superscript digits glued to names, and stray symbols.
_MARKS = re.compile(r"[*†‡§¶‖#♠♣♥♦⋆∗★☆✉✝⁰¹²³⁴⁵⁶⁷⁸⁹ᵃᵇᶜᵈ^]+|(?<=[^\W\d_])\d+(?:,\d+)*|\b\d+\b")
_SPLIT = re.compile(r"\s*(?:,|;|\band\b|&|\s{3,}|·|•)\s*", re.IGNORECASE)
_PARTICLES = frozenset(
    [
        "van",
        "von",
        "der",
        "den",
        "de",
        "del",
        "della",
        "di",
        "da",
        "dos",
        "du",
        "la",
        "le",
        "bin",
        "ibn",
        "al",
        "el",
        "ter",
        "ten",
        "zu",
        "y",
    ]
)
_NAME_WORD = re.compile(
    r"^(?:[^\W\d_][^\W\d_'’.\-]*(?:[-'’][^\W\d_][^\W\d_'’.]*)*\.?|[A-Z]\.(?:-?[A-Z]\.)*)$"
)


def authors_from_lines(lines: Iterable[str]) -> tuple[str, ...]:
    """The author names in ``lines`` (front-matter lines with superscripts already
    removed), in order, without duplicates."""
    names: list[str] = []
    for line in lines:
        for name in names_in_line(line):
            if name not in names:
                names.append(name)
        if len(names) >= _MAX_AUTHORS:
            break
    return tuple(names)


def names_in_line(line: str) -> list[str]:
    """The names on one line, or ``[]`` when it is not a line of names."""
    text = " ".join(line.replace("\u00a0", " ").split("\t"))
    if not text.strip() or _EMAIL.search(text) or _AFFILIATION.search(text):
        return []
    stripped = _MARKS.sub(" ", text)
    if _POSTCODE.search(stripped):
        return []
    pieces = [p for p in _SPLIT.split(stripped) if p and p.strip(" .")]
    if not pieces:
        return []
    names = [name for name in (_as_name(p) for p in pieces) if name]
    if len(names) * 2 <= len(pieces) and not (len(pieces) == 1 and names):
        return []
    return names


def _as_name(piece: str) -> str:
    words = piece.split()
    if not 2 <= len(words) <= 5:
        return ""
    for word in words:
        if word.lower() in _PARTICLES:
            continue
        if not _NAME_WORD.match(word) or not word[0].isupper():
            return ""
    if sum(c.isalpha() for c in piece) < 4 or not words[-1][0].isupper():
        return ""
    long_words = [w for w in words if len(w.strip(".")) > 1]
    if long_words and all(w.isupper() for w in long_words):
        # "JANE DOE" in small-caps styles; particles inside a name stay lower case
        words = [
            w.lower() if 0 < i < len(words) - 1 and w.lower() in _PARTICLES else _title_case(w)
            for i, w in enumerate(words)
        ]
    return " ".join(words)


def _title_case(word: str) -> str:
    return "-".join(part[:1].upper() + part[1:].lower() for part in word.split("-"))
