"""An epigraph between the byline and the abstract is no byline (pure).

A book chapter or an essay may set a quotation under its byline, before the
abstract: a line or a few of a sentence ("The important thing is not to stop
questioning.") and, on the line under it, its attribution led by a dash
("— Albert Einstein").  The attribution is a name, but not an author's.

:func:`without_attributions` drops such attribution lines from the lines that may
hold names: a line opening with a dash (an em or en dash, a horizontal bar, or two
or three hyphens; not "— by …", a byline signing the abstract) of at most
:data:`_MAX_WORDS` words, right under a line of the same zone that ends a sentence
or a quotation, that line and the one above it in its type holding at least
:data:`_MIN_QUOTE_WORDS` words and set no larger than the attribution (a subtitle
over "— Ann Lee" is larger than the byline; an epigraph's quotation and source share
a size, or the quotation at most :data:`_SMALLER_SOURCE` larger when the attribution
is set flush right under it, starting right of the quotation's left edge and ending at
or beyond its longest line's right end, in at most :data:`_MAX_SOURCE_WORDS` words
with its work's name, front45, the quotation set in from the left edge of its page's
text by :data:`_SET_IN` of its sizes, review52: a deck set across the measure over its
writer's "— Ann Lee" flush right in smaller type is the writer's byline; a centred
subtitle over a shorter "— Ann Lee" ends left of the subtitle's end), the dash-led
line naming at most one person ("— Ann Lee and Bo Chen" under a magazine's deck is
its byline, review107).  The cheap test (a zone line opening with a dash) comes first.
An epigraph set under the abstract (realpage71): its attribution is dropped from the
lines under the abstract (``led``) and :func:`epigraph_off` takes its quotation off the
abstract's end where the abstract's run took it in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_DASH_LED = re.compile(r"^\s*(?:[\u2014\u2015\u2013]|-{2,3})\s*(?!by\b)\S", re.IGNORECASE)
# A sentence's end, or a quotation's closing mark: English ” ’, German “ ‘ and « ‹
# (»…«), French » ›, Japanese 」 』 (review107: a German „…“ had read as none).
_CLOSING = "\"'\u201d\u2019\u201c\u2018\u00bb\u00ab\u203a\u2039\u300d\u300f"
_QUOTE_END = re.compile(
    rf"[.!?\u2026\u3002\uff01\uff1f][{_CLOSING}]?\s*$|[\"\u201d\u201c\u00bb\u00ab\u300d\u300f]\s*$"
)
_MAX_WORDS = 8
_MAX_SOURCE_WORDS = 12
"""A flush-right attribution may name a work after the person ("— M. L. de Haro, Letters
from the Field"): at most this many words (front45)."""
_MIN_QUOTE_WORDS = 3
_MAX_QUOTE_LINES = 4
"""An epigraph an abstract's run took in spans at most this many of its last lines."""
_LARGER = 0.5
"""A quotation set more than this many points larger than its attribution is none."""
_SMALLER_SOURCE = 1.5
"""How many points larger a quotation may be than an attribution set flush right under
it (a source in smaller type than its quotation, front45)."""
_EDGE = 1.0
"""Points an attribution's right end may fall short of the quotation's longest line."""
_SET_IN = 3.0
"""An epigraph's quotation stands in at least this many of its sizes from the left edge
of its page's text (review52: a deck across the measure does not)."""


def without_attributions(lines: Sequence[Line], zone: list[int], *, led: bool = False) -> list[int]:
    """``zone`` (indices into ``lines``, ascending) less the lines that attribute an
    epigraph (see the module); ``zone`` itself when none does.  ``led``: the zone's
    first line may attribute the quotation right above it outside the zone (the lines
    under an abstract whose run took the quotation in, realpage71)."""
    dropped = {
        i
        for k, i in enumerate(zone)
        if (k > 0 or (led and i > 0))
        and _DASH_LED.match(lines[i].text)
        and (k == 0 or zone[k - 1] == i - 1)
        and _attribution(lines, i, i > 1 and (k == 0 or (k > 1 and zone[k - 2] == i - 2)))
    }
    return [i for i in zone if i not in dropped] if dropped else zone


def epigraph_off(lines: Sequence[Line], found: Abstract) -> str:
    """``found``'s text less an epigraph its run took in at its end (realpage71): its last
    lines (at most :data:`_MAX_QUOTE_LINES`) in one type, each set apart from the
    abstract's first line (another slant, or set in by :data:`_SET_IN` of their sizes), over an
    attribution on the page's next line (:func:`_attribution`); the text as it is where
    no such lines close it or their words do not end it."""
    last = max(found.used)
    if last + 1 >= len(lines) or not _DASH_LED.match(lines[last + 1].text):
        return found.text
    first, quote = lines[min(found.used)], lines[last]

    def apart(line: Line) -> bool:  # in another slant, or set in from the first line
        return line.italic != first.italic or line.x0 - first.x0 >= _SET_IN * line.size

    if not apart(quote) or not _attribution(lines, last + 1, last - 1 in found.used):
        return found.text
    rows = [last]
    while (
        len(rows) < _MAX_QUOTE_LINES
        and rows[-1] - 1 in found.used
        and rows[-1] - 1 > min(found.used)
        and lines[rows[-1] - 1].same_type(quote)
        and apart(lines[rows[-1] - 1])
    ):
        rows.append(rows[-1] - 1)
    text = " ".join(lines[j].text.strip() for j in reversed(rows))
    return found.text[: -len(text)].rstrip() if found.text.endswith(text) else found.text


def _attribution(lines: Sequence[Line], i: int, two: bool) -> bool:
    """Whether line ``i`` (dash-led) attributes the sentence ending on the line above
    it on the page (with the line above that, in its type, where ``two``: a
    quotation's last line may hold one word)."""
    line, quote = lines[i], lines[i - 1]
    words = len(quote.text.split())
    right, start = quote.x1, quote.x0
    if two and lines[i - 2].same_type(quote):
        words += len(lines[i - 2].text.split())
        right, start = max(right, lines[i - 2].x1), min(start, lines[i - 2].x0)
    flush_right = line.x0 > quote.x0 and line.x1 >= right - _EDGE and _set_in(lines, quote, start)
    return (
        line.page == quote.page
        and len(line.text.split()) <= (_MAX_SOURCE_WORDS if flush_right else _MAX_WORDS)
        and words >= _MIN_QUOTE_WORDS
        and quote.size <= line.size + (_SMALLER_SOURCE if flush_right else _LARGER)
        and _QUOTE_END.search(quote.text) is not None
        and len(names_in_line(line.text.strip().lstrip("\u2014\u2015\u2013-"))) < 2
    )


def _set_in(lines: Sequence[Line], quote: Line, start: float) -> bool:
    """Whether the quotation ending on ``quote``, its lines starting at ``start``, stands
    in from the left edge of its page's text by :data:`_SET_IN` of its sizes (an
    epigraph's indented column; not a deck set across the measure)."""
    return start - _text_left(lines, quote.page) >= _SET_IN * quote.size


def _text_left(lines: Sequence[Line], page: int) -> float:
    """The left edge of ``page``'s text: the leftmost start that three lines at least
    share (within :data:`_EDGE`), so that stray lines in the margin (a footer, a stamp;
    a head and a foot set at one margin's edge, review56) move no edge (review54); the
    leftmost start two share where none three, the leftmost start where none two."""
    starts = sorted(ln.x0 for ln in lines if ln.page == page)
    for shared in (3, 2):
        for k in range(len(starts) - shared + 1):
            if starts[k + shared - 1] - starts[k] <= _EDGE:
                return starts[k]
    return starts[0]


__all__ = ["epigraph_off", "without_attributions"]
