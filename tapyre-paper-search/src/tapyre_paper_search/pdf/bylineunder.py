"""A byline set under the abstract, its places under it: it ends the abstract (pure).

Some classes print the title, then the abstract, and only then the names (one line,
in the byline's usual type) and under them the places, before the first section.
Read as prose, the byline and the places ran on the abstract and no author was read.

:func:`byline_under` tells such a line, from the abstract's last line taken: that
line ends a sentence (a stop); the line stands a line's step or a little more under it
(at most :data:`_GAP` of its sizes) and is set apart from the abstract, in another
size (at least :data:`_OTHER_SIZE` points off) or more than :data:`_APART` of its
sizes under it; it is not bold; it reads wholly as names
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`: no affiliation word, no
e-mail, no word left over but "and" or "und" and the marks), wrapping onto at most
:data:`_WRAPS` more lines of names in its type; and the line under it, a line's
step away, names a place (:func:`~tapyre_paper_search.pdf.cues.has_affiliation` or a
country) in another type (another size or slant) than the byline's and the
abstract's: under a structured abstract's label on a line of its own ("Study
Setting", "Principal Findings", which read as names) the abstract goes on in its own
type.  And no line above it on the page, in a type short of the title's, reads as a
byline (wholly as names, two or more, or one under the title or over its places; a
kicker over the title, "Research Paper", or a label, "Principal Findings", is none): a
page with its byline over the abstract keeps the abstract whole, and names under it are
no authors (an editor's, a dedication's).  The abstract's last line ends a sentence
where it ends in a stop, a question or exclamation mark or a closing bracket, maybe with
a closing quote after it (not a semicolon, and an empty line is none); or in a colon
("… as follows:", latex41b) where the line under it is in another size (at least
:data:`_OTHER_SIZE` points off; standing apart is not enough) and opens with no list
mark ("(i) ", "1. ", "• "): a list after "as follows:" goes on in the abstract's type.  A
name in the abstract's last sentence is prose (no line of names only), acknowledgements
and a "Keywords" line are no names, and a section's first lines come after its heading,
which ended the abstract before.  :func:`byline_under_names` gives that line's names.
Cheap: the names are read only for a line after a stop that is set apart from the
abstract.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues, structlabels
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesonly import only_names

_OTHER_SIZE = 0.5
"""The byline's size differs from the abstract's by at least this many points ..."""
_APART = 1.6
"""... or it stands more than this many of its sizes under the abstract's last line."""
_GAP = 5.0
"""The byline stands at most this many of its sizes under the abstract's last line."""
_STEP = 2.0
"""The places stand at most this many of the byline's sizes under it."""
_WRAPS = 2
"""The byline wraps onto at most this many more lines of names."""
_TITLE_SIZE = 1.25
"""A line above the abstract over this many times the byline's size is the title."""
_STOPS = ".!?)]"
"""The abstract's last line ends in one of these where a sentence has ended."""
_QUOTES = "\"'”’»"
"""Closing quotes after the abstract's last stop (review136)."""
_LEFT_OVER = re.compile(
    r"[\s,;&*\u2020\u2021\u00a7\d]*(?:\b(?:and|und)\b[\s,;&*\d]*)*", re.IGNORECASE
)


def byline_under(lines: Sequence[Line], at: int, last: Line) -> bool:
    """Whether ``lines[at]`` is a byline under the abstract whose last line taken is
    ``last``, its places under it (see the module)."""
    line = lines[at]
    gap = line.y0 - last.y0
    if line.page != last.page or line.bold or not 0 < gap <= _GAP * line.size:
        return False
    end = last.text.rstrip().rstrip(_QUOTES)[-1:]  # '… purity.”' ends in its stop
    other_size = abs(line.size - last.size) >= _OTHER_SIZE
    if end == ":":  # "… as follows:" leads on to a list, set apart maybe, in its type
        if not other_size or cues.LIST_MARK.match(line.text):
            return False
    elif not end or end not in _STOPS:  # a semicolon leads on: no sentence's end
        return False
    if not other_size and gap <= _APART * line.size:
        return False  # the abstract's next line
    if not byline_under_names(line):
        return False
    byline = line  # its last line: a long byline wraps onto a line or two of names
    joined = line.names or line.text  # or inside a name: "… Neal J. Evans" / "II, and …"
    for below in lines[at + 1 : at + 2 + _WRAPS]:
        if _places(byline, below):
            # in the abstract's own type it is the abstract going on under a label
            # ("Study Setting" / "Three university hospitals in Sweden.", review126);
            # and a page with a byline over the abstract has its byline
            return not below.same_type(last) and not _byline_over(lines, at)
        joined = f"{joined} {below.names or below.text}"
        if not (below.same_type(byline) and _wrapped_names(below, joined)):
            return False
        if not 0 < below.y0 - byline.y0 <= _STEP * byline.size:
            return False
        byline = below
    return False


def byline_under_names(line: Line) -> tuple[str, ...]:
    """The names of ``line`` where it reads wholly as names; else ``()``."""
    return wholly_names(line.names or line.text)


def _wrapped_names(below: Line, joined: str) -> bool:
    """Whether ``below`` reads wholly as names, or the byline's lines down to it do
    (joined: a name's suffix wrapped, "Neal J. Evans" / "II, and Philip C. Myers")."""
    return bool(byline_under_names(below)) or bool(wholly_names(joined))


def wholly_names(text: str) -> tuple[str, ...]:
    """The names of ``text`` where it reads wholly as names (nothing left over but
    "and"/"und", commas and marks; in any case: "ANN LEE AND BO CHEN"); else ``()``."""
    names = names_in_line(text)
    if not names:
        return ()
    # compared case-folded, spaces single: the names come back in title case and
    # single-spaced from a byline in capitals ("ANN LEE AND BO CHEN") or set loose
    return tuple(names) if only_names(text, names, left_over=_LEFT_OVER, folded=True) else ()


def _byline_over(lines: Sequence[Line], at: int) -> bool:
    """Whether a line on ``lines[at]``'s page above it, not in a type over
    :data:`_TITLE_SIZE` times its size (the title's), reads as a byline: the page
    has its byline over the abstract, and names under it are someone else's."""
    line = lines[at]
    over_title = False  # past a line in the title's type: above the title
    for k in range(at - 1, -1, -1):
        above = lines[k]
        if above.page != line.page:
            break
        if above.size > _TITLE_SIZE * line.size:
            over_title = True
        elif _real_byline(lines, k, over_title=over_title):
            return True
    return False


def _real_byline(lines: Sequence[Line], k: int, *, over_title: bool) -> bool:
    """Whether ``lines[k]`` reads as a byline: wholly names, two or more of them, or
    one under the title or over its places; a kicker over the title ("Research Paper")
    or a structured abstract's label ("Principal Findings") reads as one name and is
    none.  A lone author's name under the title is one (review136: with an e-mail
    address or nothing under it, not places)."""
    above = lines[k]
    if structlabels.STRUCTURE_HEADING.match(above.text):
        return False
    names = byline_under_names(above)
    if len(names) > 1:
        return True
    if not names:
        return False
    return not over_title or (k + 1 < len(lines) and _places(above, lines[k + 1]))


def _places(byline: Line, line: Line) -> bool:
    """Whether ``line`` names the places under ``byline``: a line's step under it, in
    another size or slant, an institution's or a country's word in it."""
    if line.page != byline.page or not 0 < line.y0 - byline.y0 <= _STEP * byline.size:
        return False
    if abs(line.size - byline.size) < _OTHER_SIZE and line.italic == byline.italic:
        return False
    return cues.has_affiliation(line.text) or bool(cues.COUNTRY.search(line.text))


__all__ = ["byline_under", "byline_under_names", "wholly_names"]
