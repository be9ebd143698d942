"""Display lines of an OCR'd page: junk left out, words OCR split or ran together mended (pure).

Tesseract reads large type less surely than body type: a table's ruled header on
a damaged scan came out as "ee ee" at twice the body size (and, the page's
largest text, was taken for the title); a title's word came out cut in two
("RGD pepti de scaffold") or two words as one ("the tailof the comet").
Only lines measured as display type (over ``display`` points: a title, a
heading) are looked at, and a word is judged by the page's own words and the
word lists (:func:`~tapyre_paper_search.pdf.words.known_word`):

* :func:`display_junk`: a display line of two words or more, each of one or two
  lower-case letters and nothing else, fewer than half of them real short words
  (:data:`_SMALL`, :data:`_TWO_LETTER`: "we do it" is text), is no text (a word of the page's type
  holds a capital, a digit or three letters somewhere in such a line);
* :func:`mended_words`: two neighbouring words of a display line are one where
  together they make a known word or a word the page holds elsewhere, while one
  of them alone is neither; a word that is neither known nor found elsewhere on
  the page is two where it is a known word followed by one of :data:`_RUN_INTO`
  ("tailof": "tail of"), or, read in lower case, preceded by one ("thecomet"); a
  word that is two small words run together ("forthe") is two however often the
  page holds it (ocr43).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from .words import known_word

_SMALL = frozenset(
    {"of", "in", "on", "at", "to", "by", "for", "and", "the", "with", "from", "as", "or", "an"}
)
"""Short words of a title: each is a word on its own (never a piece OCR cut off)."""
_TWO_LETTER = frozenset(
    {"be", "is", "it", "so", "no", "we", "he", "me", "my", "us", "up", "do", "go", "if", "am"}
    | {"im", "um", "zu", "da", "du", "er", "es", "ob", "wo", "ab"}
)
"""Two-letter English and German words that are words on their own in a title ("to be
low", "so on"), where the word lists also hold pieces and abbreviations ("de", "ti")."""
_RUN_INTO = frozenset({"of", "the", "with", "from"})
"""Small words OCR ran into a word that a split gives back: no word of a title ends or
begins with one and leaves a known word ("tailof"), as endings and beginnings such as
"in", "on", "an", "at", "for" do ("Actin", "Polaron", "Partnerin", "Butan", "Indole",
"Forman")."""
_LETTERS = re.compile(r"[^\W\d_]+")
_JUNK_WORD = re.compile(r"[a-zß-ÿ]{1,2}")


def display_junk(
    lines: Sequence[Mapping[str, Any]], sizes: Sequence[float], display: float
) -> set[int]:
    """The numbers of the display lines (``sizes[i] > display``) that are junk: two or
    more words, each one or two lower-case letters alone ("ee ee"), fewer than half
    of them real short words (a title's last line "we do it" stays)."""
    junk: set[int] = set()
    for i, line in enumerate(lines):
        if sizes[i] <= display:
            continue
        words = _text(line).split()
        if len(words) >= 2 and all(_JUNK_WORD.fullmatch(w) for w in words):
            real = sum(w in _SMALL or w in _TWO_LETTER or w == "a" for w in words)
            if 2 * real < len(words):
                junk.add(i)
    return junk


def mended_words(lines: Sequence[dict[str, Any]], sizes: Sequence[float], display: float) -> None:
    """Join and split the words of display lines as the module docstring says (in
    place: a changed line gets new spans)."""
    shown = [i for i, size in enumerate(sizes) if size > display]
    if not shown:
        return
    page: dict[str, int] = {}
    for line in lines:
        for word in _LETTERS.findall(_text(line).lower()):
            page[word] = page.get(word, 0) + 1
    for i in shown:
        spans = list(lines[i].get("spans", ()))
        mended = _split(_joined(spans, page), page)
        if mended != spans:
            lines[i]["spans"] = mended


def _joined(spans: list[dict[str, Any]], page: Mapping[str, int]) -> list[dict[str, Any]]:
    """``spans`` with two words split by OCR joined (their space left out)."""
    out: list[dict[str, Any]] = []
    k = 0
    while k < len(spans):
        span = spans[k]
        if k + 2 < len(spans) and not spans[k + 1].get("text", "").strip():
            left, right = span.get("text", "").strip(), spans[k + 2].get("text", "").strip()
            if _one_word(left, right, page):
                box = [float(v) for v in span["bbox"]]
                other = [float(v) for v in spans[k + 2]["bbox"]]
                out.append(
                    {
                        **span,
                        "text": span.get("text", "").rstrip() + right,
                        "bbox": (box[0], min(box[1], other[1]), other[2], max(box[3], other[3])),
                    }
                )
                k += 3
                continue
        out.append(span)
        k += 1
    return out


def _one_word(left: str, right: str, page: Mapping[str, int]) -> bool:
    """Whether ``left`` and ``right`` (neighbouring words) are one word OCR split: all
    letters, lower case after the first, together a known word or one of the page,
    and one of them alone neither."""
    if not (left.isalpha() and right.isalpha() and right.islower() and left[1:].islower()):
        return False
    whole = (left + right).lower()
    if not (known_word(whole) or page.get(whole, 0) >= 1):
        return False
    return not _word(left.lower(), page) or not _word(right.lower(), page)


def _word(word: str, page: Mapping[str, int]) -> bool:
    short = word in _SMALL or word in _TWO_LETTER
    return (known_word(word) and (len(word) > 2 or short)) or page.get(word, 0) >= 2


def _split(spans: list[dict[str, Any]], page: Mapping[str, int]) -> list[dict[str, Any]]:
    """``spans`` with a word OCR ran together out of two given its space."""
    out: list[dict[str, Any]] = []
    for span in spans:
        text = span.get("text", "")
        word = text.strip()
        lowered = word.lower()
        if (
            len(word) >= 5
            and word.isalpha()
            and word[1:].islower()
            and not known_word(lowered)
            and (page.get(lowered, 0) <= 1 or _small_pair(lowered))
        ):
            at = _split_at(lowered, word[0].islower())
            if at:
                start = text.index(word)
                text = text[: start + at] + " " + text[start + at :]
                out.append({**span, "text": text})
                continue
        out.append(span)
    return out


def _small_pair(word: str) -> bool:
    """Whether ``word`` is two small words run together, one of :data:`_SMALL` then one
    of :data:`_RUN_INTO` ("forthe", "tothe"): no word of the page's own, however often
    the page holds it (OCR runs the same pair together in every line of one face:
    "digoxin forthe treatment" in a title, "hazard ratio forthe comparison" under it)."""
    return any(word[:at] in _SMALL and word[at:] in _RUN_INTO for at in range(1, len(word)))


def _split_at(word: str, lower: bool) -> int:
    """Where a run-together ``word`` splits into a known word and one of :data:`_RUN_INTO`
    (or two small words: "inthe"), or 0; one of :data:`_RUN_INTO` before the known
    word only where the word was read ``lower`` case ("thecomet": a name such as
    "Theodor" starts with a capital)."""
    for at in range(1, len(word)):
        head, tail = word[:at], word[at:]
        if (lower and head in _RUN_INTO and known_word(tail) and len(tail) >= 4) or (
            tail in _RUN_INTO and (head in _SMALL or (known_word(head) and len(head) >= 3))
        ):
            return at
    return 0


def _text(line: Mapping[str, Any]) -> str:
    return "".join(str(s.get("text", "")) for s in line.get("spans", ()))
