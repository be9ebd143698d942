"""The body's type size on a title page (pure).

A report's or a thesis's title page prints a few short lines: an organisation's
name, a report number, the title in large type, the authors one a line, a date.
No paragraph of body text is there, so the size most characters are set in can
be the title's own, and nothing on the page is then set larger than the "body":
the title is lost to a bold line in small capitals above it (the organisation's
name).  :func:`front_body` reads such a page's body size from its other lines.  A
logo's initials set larger than the title in a box on a report's cover ("BU"; one
short word in capitals, :func:`is_initials`) do not make the title's size the page's
body: they are left out of the page's largest type.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.features import body_size
from tapyre_paper_search.pdf.lines import Line

# A title page prints at most this many characters (a page of prose prints thousands).
_SPARSE_CHARS = 700
# The largest type holds at most this share of such a page's characters (not all of it).
_LARGEST_SHARE = 0.75
# The largest type is this much larger than the rest's body size, at least.
_STEP = 1.15
# ... or this much (a title line's least step over the body, titlegroups.TITLE_MIN_RATIO)
# where no line in the largest type ends a sentence (a title's lines, not prose's):
# realpage71: a typed preprint's cover sets its three-line title at 12 pt over 10.5 pt
# lines, 1.14 times; an untitled page's 12 pt prose over 10.5 pt notes stays the body.
_TITLE_STEP = 1.1
# Lines this close to the largest size are set in it: an OCR'd title's lines differ
# by a few tenths of a point (17.6 and 18.3), and body_size rounds them apart.
_SAME_TYPE = 1.0
# A logo's initials: one word of at most this many capitals, alone on its line.
_INITIALS = 4


def is_initials(line: Line) -> bool:
    """Whether ``line`` holds one short word in capitals only: an institution's initials
    where a logo sits ("BU", "ETH"); a title has more words."""
    text = line.text.strip()
    return len(text) <= _INITIALS and text.isalpha() and text.isupper()


def front_body(lines: Sequence[Line]) -> float:
    """The body size of a front page: :func:`~tapyre_paper_search.pdf.features.body_size`,
    except on a sparse page (a title page) whose most-used size is its largest type
    (but for a logo's initials, :func:`is_initials`, which are then left out), where
    it is the most-used size among the smaller lines, provided the largest type stands
    out from them (by ``_STEP``, or by the lesser ``_TITLE_STEP`` where none of its lines
    ends with a full stop) and does not hold nearly all the page's characters."""
    body = body_size(lines)
    if not lines:
        return body
    total = sum(len(line.text) for line in lines)
    if total > _SPARSE_CHARS:
        return body
    largest = max(line.size for line in lines)
    if body < largest - _SAME_TYPE:  # unless only a logo's initials are larger
        largest = max((line.size for line in lines if not is_initials(line)), default=body)
        if body < largest - _SAME_TYPE:
            return body
        lines = [line for line in lines if line.size < largest + _SAME_TYPE]
        total = sum(len(line.text) for line in lines)
    smaller = [line for line in lines if line.size < largest - _SAME_TYPE]
    big = total - sum(len(line.text) for line in smaller)
    if not smaller or big > total * _LARGEST_SHARE:
        return body
    rest = body_size(smaller)
    if largest >= rest * _STEP:
        return rest
    titled = not any(
        line.text.rstrip().endswith(".") for line in lines if line.size >= largest - _SAME_TYPE
    )
    return rest if titled and largest >= rest * _TITLE_STEP else body
