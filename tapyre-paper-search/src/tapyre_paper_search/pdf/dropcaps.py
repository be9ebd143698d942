"""Drop capitals: a paragraph's first letter set large beside its first lines (pure).

A magazine or a feature page often opens its lead paragraph with a capital two to
four lines deep ("T" beside "he regulated release …").  The text layer gives the
letter as a line of its own, in a size far above the paragraph's, and the
paragraph's first line without it, so the abstract read from the lines would open
with "he regulated" (or a structure label "ontext" instead of "Context").

:func:`with_drop_capitals` puts each such letter back at the start of the line it
opens: a line holding one capital letter alone, whose right edge is at most half
its size left of a line at least twice smaller that starts in lower case within
its height (the highest such line), and beside which the paragraph's next line
starts too, under it within the letter's height.  A letter with no such pair of
lines beside it (a large initial in a logo, a one-letter heading, a figure's panel
label beside one line of axis text) stays as it is.  When the first line starts a
word space or more right of the next, or the letter is "A" or "I" before an English
word on its own (:func:`~.dropcap.one_letter_word`: "A" / "growing body …", abs71;
not "A" / "cross the …", a word with the letter too before a noun phrase, abs72),
the letter is a word of its own ("A" beside "novel method …") and is joined with a
space.
"""

from __future__ import annotations

from dataclasses import replace

from tapyre_paper_search.pdf.dropcap import one_letter_word
from tapyre_paper_search.pdf.lines import Line, PageLines

# The letter is at least this many times the size of the line it opens.
_RATIO = 2.0


def _opens(letter: Line, line: Line) -> bool:
    """Whether ``line`` is the first line of the paragraph ``letter`` opens."""
    gap = line.x0 - letter.x1
    return (
        line is not letter
        and line.page == letter.page
        and line.size * _RATIO <= letter.size
        and -1.0 <= gap <= letter.size * 0.5
        and letter.y0 - line.size <= line.y0 <= letter.y0 + letter.size * 0.5
        and line.text[:1].islower()
    )


def _follows(letter: Line, first: Line, line: Line) -> bool:
    """Whether ``line`` is the paragraph's next line beside ``letter`` under ``first``."""
    return (
        line.page == first.page
        and abs(line.size - first.size) <= 0.5
        and first.y0 + first.size * 0.5 <= line.y0 < letter.y1
        and -1.0 <= line.x0 - letter.x1 <= letter.size * 0.5
    )


def _is_letter(line: Line) -> bool:
    text = line.text.strip()
    return len(text) == 1 and text.isalpha() and text.isupper()


def with_drop_capitals(page: PageLines) -> PageLines:
    """``page`` with each drop capital joined to the line it opens (see the module)."""
    letters = [line for line in page.lines if _is_letter(line)]
    if not letters:
        return page
    joined: dict[int, Line] = {}
    gone: set[int] = set()
    for letter in letters:
        beside = [k for k, line in enumerate(page.lines) if _opens(letter, line)]
        if not beside:
            continue
        k = min(beside, key=lambda k: page.lines[k].y0)
        first = page.lines[k]
        below = [other for other in page.lines if _follows(letter, first, other)]
        if not below:
            continue
        line = joined.get(k, first)
        head = letter.text.strip()
        if first.x0 - min(other.x0 for other in below) >= first.size * 0.2 or one_letter_word(
            head, first.text, page.lines
        ):
            head += " "  # the letter is a word: "A" beside "novel method …", "growing …"
        names = head + line.names if line.names else line.names
        joined[k] = replace(line, text=head + line.text, names=names, x0=letter.x0)
        gone.add(id(letter))
    if not joined:
        return page
    lines = tuple(joined.get(k, line) for k, line in enumerate(page.lines) if id(line) not in gone)
    return replace(page, lines=lines)
