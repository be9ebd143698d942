"""Where a found abstract holding two languages is cut, and which of two is kept (pure).

Split out of :mod:`~tapyre_paper_search.pdf.bilingual` (lang34, no behaviour change):

* :func:`pick`: of two abstracts in two languages, the one in the title's language,
  else the first printed;
* :func:`cut_at`: a cut before a label run in with no stop ("Résumé Nous …") where the
  text before and from there on are told in two languages;
* :func:`split_block`: a cut at a paragraph's end inside one block under two labels
  ("Abstract — Zusammenfassung"), or between two paragraphs set apart by their italics,
  or (lang37) between two paragraphs of one run above the title.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.language import scores, text_language, title_language
from tapyre_paper_search.pdf.lines import Line

# A label run in without punctuation inside an abstract: the word, a space, a capital.
_TWO_LABELS = re.compile(rf"^\s*{abstractcues.TWO_LABELS}", re.IGNORECASE)
# Where a sentence ends and the next begins.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# A sentence ended: a stop, then a capital or the text's end (not "z. B. die").
_ENDED = re.compile(r"[.!?]\s*(?:$|(?=(?-i:[A-ZÀ-ÖØ-Þ])))")
RUNIN_LABEL = re.compile(
    rf"^\s*(?:{abstractcues.ABSTRACT_WORDS})\s+(?=(?-i:[A-ZÀ-ÖØ-Þ]))(\S.*)$", re.IGNORECASE
)


def differ(first: str, second: str) -> bool:
    """Whether two texts are told in two different languages."""
    one, other = text_language(first, other=True), text_language(second, other=True)
    return bool(one and other and one != other)


def pick(title: str, first: abstracts.Abstract, second: abstracts.Abstract) -> abstracts.Abstract:
    """``second`` (printed after ``first``) when it is in the title's language and
    ``first`` is not; else ``first``.  A title whose language is not told (a Dutch one
    with no Dutch-only word, "De resterende fouten komen vooral door de ruis van de
    sensoren") goes with ``second`` only where ``second`` is told in one of the four
    languages the reader tells and the title shares its words (:func:`_shares`, lang38)
    or leans to ``second``'s language (:func:`_leans`, lang39); else the first printed,
    as before (a Spanish or Portuguese second is not told)."""
    language = title_language(title)
    if not differ(first.text, second.text):
        return first
    if not language:
        leans = _leans(title, first.text, second.text)
        return second if leans or _shares(title, first.text, second.text) else first
    if text_language(second.text) == language != text_language(first.text):
        return second
    return first


def _leans(title: str, first: str, second: str) -> bool:
    """Whether an untold ``title`` leans to ``second``'s language, which ``first`` is not
    told in (``first`` told in another language, or not told at all): the title's points
    (:func:`~.language.scores`) are highest, alone, for the language ``second`` is told
    in ("De variatie tussen de proefpersonen is laag": Dutch 2 — "tussen", "is" — to
    English 1 — "is" —, not more than twice, so untold, over an English and a Dutch
    summary; lang39)."""
    told = text_language(second)
    if not told or told == text_language(first):
        return False
    points = scores(title, title=True)
    best = points.get(told, 0)
    return best > 0 and all(v < best for k, v in points.items() if k != told)


# A word of a title, lower case (a capitalised one may be a name): two letters or more.
_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-zà-öø-ÿ]{2,}(?![\w'’-])")
# The title's lower-case words the second must share (and twice the first's).
_SHARED = 2


def _shares(title: str, first: str, second: str) -> bool:
    """Whether ``second``, told in one of the four languages, shares at least two of
    the untold ``title``'s lower-case words and more than twice as many as ``first``
    ("van", "door" of a Dutch title are in a Dutch abstract, not in its English one)."""
    if text_language(second) not in ("en", "de", "fr", "nl"):
        return False
    words = set(_LOWER_WORD.findall(title))
    if len(words) < _SHARED:
        return False
    theirs = [set(_LOWER_WORD.findall(text.lower())) for text in (first, second)]
    one, other = (len(words & seen) for seen in theirs)
    return other >= _SHARED and other > 2 * one


def cut_at(
    lines: Sequence[Line], found: abstracts.Abstract, rest: list[int], height: float
) -> tuple[abstracts.Abstract, abstracts.Abstract] | None:
    """``found`` cut before ``lines[rest[0]]``, the first of the lines ``rest`` it took to
    its end on that page, when that line opens with a label run in with no stop and the
    text before and from there on are told in two languages: the two abstracts (the
    first's ``used``: ``found``'s lines indexed below the label's, which means lines
    before it only where both are on one page; the second's: the label's line and those
    after it), the stored one :func:`pick`'s; ``None`` when not.  The cut is where the
    text of ``rest`` starts in ``found``'s (the text of those lines, as the abstract's
    text is made; without the last line when it is not found, which a hyphen may join to
    the next page's).  No cut where the text comes back to the first one's language
    (:func:`_comes_back`)."""
    i = rest[0]
    match = RUNIN_LABEL.match(lines[i].text)
    if match is None:
        return None
    at = -1
    for keep in (rest, rest[:-1]):
        tail = abstracts.finish(lines[j].text for j in keep)
        if tail:
            at = found.text.rfind(tail)
        if at > 0:
            break
    if at <= 0:
        return None
    head = found.text[:at].rstrip()
    if not differ(head, found.text[at:]) or _comes_back(lines, head, rest):
        return None
    first = abstracts.Abstract(
        head, found.start, frozenset(j for j in found.used if j < i), found.inferred
    )
    second = abstracts.collect(lines, i, i + 1, first=match.group(1), height=height)
    return first, second


def _comes_back(lines: Sequence[Line], head: str, rest: list[int]) -> bool:
    """Whether the last of ``rest`` (the lines from a run-in label on) is told in
    ``head``'s language while the lines from the label to it end no sentence: the text
    after the label came back to the first one's language within the sentence it
    quoted, so the label's line was a quotation in another language inside one abstract
    ("… foresters. / Summary Die Daten … erhoben, / as the summary says."), not a second
    abstract (lang29, review77 item 5).  A second abstract is whole sentences, whatever
    its last line quotes ("… erhoben. / Weber A (2021) The growth of …", review85)."""
    if len(rest) < 2:
        return False
    told = text_language(lines[rest[-1]].text, other=True)
    if not told or told != text_language(head, other=True):
        return False
    quoted = " ".join(lines[j].text for j in rest[:-1])
    return _ENDED.search(quoted) is None


def split_block(
    lines: Sequence[Line],
    found: abstracts.Abstract,
    title: str,
    *,
    apart: bool = False,
    plain: bool = False,
) -> abstracts.Abstract:
    """``found``, under two labels ("Abstract — Zusammenfassung": both abstracts in one
    block, one paragraph each), cut at the first paragraph's end (a line ending a
    sentence short of the block's right edge, the next opening with a capital) where the
    text before and the text from there on are told in two languages and the paragraph
    after it is not told in the first text's language (:func:`_goes_on`; a structured English
    abstract's last part, "Conclusions The …", then the other language's paragraph,
    lang33); where no such line is short (a last row that fills the measure), at a
    sentence's end whose two sides hold (:func:`_sides_hold`).  With ``apart`` (a
    headingless ``found``, no labels needed, lang33) only where the two paragraphs are
    set apart, one wholly in italics and the other wholly not (:func:`_set_apart`).
    With ``plain`` (lang37: a headingless run above the title, one type, no gap) only
    at a paragraph's end (a short line), however the two are set, the second's language
    told without its quotations (:func:`_unquoted`) and the two about as long
    (:func:`_as_long`, review113).
    The stored one of the two by :func:`pick`.  Any other ``found`` is returned as it
    is."""
    if found.start >= len(lines):
        return found
    if not (apart or plain) and not _TWO_LABELS.match(lines[found.start].text):
        return found
    used = sorted(i for i in found.used if i > found.start)
    if len(used) < 2:
        return found
    right = max(lines[i].x1 for i in used)
    for short in (True,) if plain else (True, False):
        for previous, i in itertools.pairwise(used):
            before, line = lines[previous], lines[i]
            ends = before.text.rstrip().endswith((".", "!", "?"))
            if not ends or not line.text[:1].isupper():
                continue
            if short and before.x1 > right - 2 * before.size:
                continue
            if apart and (
                before.italic == line.italic or not _set_apart(lines, [found.start, *used], i)
            ):
                continue
            tail = abstracts.finish(lines[j].text for j in used if j >= i)
            at = found.text.rfind(tail) if tail else -1
            if at <= 0 or not differ(found.text[:at], _unquoted(tail) if plain else tail):
                continue
            if plain and not _as_long(found.text[:at], tail):
                continue
            if not short and not _sides_hold(found.text[:at], tail):
                continue
            if _goes_on(lines, [j for j in used if j >= i], right, found.text[:at]):
                continue  # the first text goes on past this paragraph's end
            head = found.text[:at].rstrip()
            first = abstracts.Abstract(
                head, found.start, frozenset(j for j in found.used if j < i), found.inferred
            )
            second = abstracts.Abstract(
                found.text[at:], i, frozenset(j for j in found.used if j >= i), found.inferred
            )
            return pick(title, first, second)
    return found


# A quotation between quotation marks ("…", “…”, „…“, «…», »…«).
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|»[^«]*«')


def _unquoted(text: str) -> str:
    """``text`` without its quotations: a paragraph quoting a sentence or a title in
    another language is told by its own words (review113)."""
    return _QUOTED.sub(" ", text)


def _as_long(head: str, tail: str) -> bool:
    """Whether the shorter of ``head`` and ``tail`` holds at least half the other's
    words: two abstracts, one the other's translation (review113: a short paragraph
    closing a one-language abstract, its code or data told with English words, is no
    translation)."""
    one, other = len(head.split()), len(tail.split())
    return 2 * min(one, other) >= max(one, other)


def _set_apart(lines: Sequence[Line], block: list[int], i: int) -> bool:
    """Whether the lines of ``block`` before ``i`` are in one style and those from ``i`` on
    in the other (italics or not): two paragraphs set apart, not a quotation in the
    other style inside one abstract (roman, an italic quotation, roman again)."""
    head = {lines[j].italic for j in block if j < i}
    tail = {lines[j].italic for j in block if j >= i}
    return len(head) == len(tail) == 1 and head != tail


def _goes_on(lines: Sequence[Line], rest: list[int], right: float, head: str) -> bool:
    """Whether the paragraph opening ``rest`` (up to its first line ending a sentence
    short of ``right``) is told in ``head``'s language: the first text goes on there."""
    end = next((k + 1 for k, j in enumerate(rest) if _short_end(lines[j], right)), len(rest))
    paragraph = abstracts.finish(lines[j].text for j in rest[:end])
    return text_language(paragraph, other=True) == text_language(head, other=True)


def _short_end(line: Line, right: float) -> bool:
    """Whether ``line`` ends a sentence short of ``right`` (a paragraph's last line)."""
    return line.text.rstrip().endswith((".", "!", "?")) and line.x1 <= right - 2 * line.size


def _sides_hold(head: str, tail: str) -> bool:
    """Whether ``head``'s last sentence is told in ``head``'s language and ``tail``'s
    first in ``tail``'s (a cut inside a paragraph leaves a sentence of the other side's
    language on one side, or one too short to tell)."""
    last = _SENTENCE_END.split(head.strip())[-1]
    first = _SENTENCE_END.split(tail.strip())[0]
    return text_language(last, other=True) == text_language(head, other=True) and (
        text_language(first, other=True) == text_language(tail, other=True)
    )
