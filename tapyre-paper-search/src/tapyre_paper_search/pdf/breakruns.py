"""An abstract's unfinished sentence at a page break (pure; abs60).

Two kinds of a long abstract cut at its page's foot in mid-sentence:

* **A bracket left open.** "… increased with oxaliplatin (83/219 [38%] vs 70/221" ends
  in a number, which :func:`~.footnotes.open_ending` takes for a sentence's possible end
  (a page number, a formula); but the bracket its last sentence opened is not closed, so
  the sentence goes on.  :func:`left_open` gives the closers such a text still owes
  (innermost first); :func:`closes_open` tells the next page's first line that closes the
  innermost of them before any sentence of its own ends ("[32%]; p=0·17), but …"), which
  goes on it though it opens with no lower-case letter.
* **A headingless run over footnotes.** A headingless abstract whose last line fills its
  measure in mid-sentence runs off its page where only its page number follows it; the
  page's footnotes (affiliations, set smaller, under it) are no more text of its column
  (:func:`footnotes_under`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.clutter import PAGE_NUMBER
from tapyre_paper_search.pdf.lines import Line

_PAIRS = {"(": ")", "[": "]"}
_CLOSERS = frozenset(_PAIRS.values())
# Footnotes under the text are set at least this many points smaller.
_SMALLER = 0.8


def _sentence_end(text: str, i: int) -> bool:
    """Whether ``text[i]`` (a stop, "?" or "!") ends a sentence: a space and a capital
    follow it."""
    return text[i] in ".?!" and i + 2 < len(text) and text[i + 1] == " " and text[i + 2].isupper()


def _bracket(stack: list[str], char: str) -> str | None:
    """Walk one character of a text past its round and square brackets: an opener puts
    its closer on ``stack``, a closer matching the innermost one owed takes it off (both
    give ""); a closer owed by no opener is given back as it is (``stack`` left alone);
    any other character gives ``None``."""
    if char in _PAIRS:
        stack.append(_PAIRS[char])
        return ""
    if char not in _CLOSERS:
        return None
    if stack and stack[-1] == char:
        stack.pop()
        return ""
    return char


def left_open(text: str) -> str:
    """The closers ``text``'s last sentence owes, innermost first ("" when none): the
    round and square brackets opened since its last sentence end and not closed.  A
    closer with no opener ("i)") is passed over."""
    stack: list[str] = []
    for i, char in enumerate(text):
        if _bracket(stack, char) is None and _sentence_end(text, i):
            stack.clear()  # a new sentence: what an earlier one left open is none of it
    return "".join(reversed(stack))


def closes_open(text: str, owed: str) -> bool:
    """Whether ``text`` (the next page's first line) closes ``owed``'s innermost bracket
    (:func:`left_open`) before a sentence of its own ends: it goes on the open one."""
    if not owed:
        return False
    stack: list[str] = []
    for i, char in enumerate(text):
        unmatched = _bracket(stack, char)
        if unmatched:
            return unmatched == owed[0]
        if unmatched is None and not stack and _sentence_end(text, i):
            return False
    return False


def footnotes_under(lines: Sequence[Line], last: int) -> bool:
    """Whether every line read after ``lines[last]`` on its page is its page number or a
    footnote under it: wholly below it and set :data:`_SMALLER` points smaller or more
    (and there is one such footnote at least)."""
    line = lines[last]
    rest = [ln for ln in lines[last + 1 :] if ln.page == line.page]
    notes = [ln for ln in rest if not PAGE_NUMBER.match(ln.text)]
    return bool(notes) and all(ln.y0 >= line.y1 and ln.size <= line.size - _SMALLER for ln in notes)
