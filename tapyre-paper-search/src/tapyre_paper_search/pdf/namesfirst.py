"""Names set first, over their places, above the title (pure).

A hand-set title block may open with the byline: the names on a line (or two) of
their own, in small capitals or plain type, the places under them in smaller type,
one a line, and only then the title in larger type ("G. Stasinska, G. Tenorio-Tagle,
M. Rodriguez, W. J. Henney" / "Research Unit Statistics, Coimbra Institute of
Technology, Hungary" / … / "Oxygen-rich droplets and the enrichment …").  Read under
the title only, the page had no names; the capitals-only reading above the title
(:mod:`~tapyre_paper_search.pdf.namesabove`) wants the names right over it, in
capitals.

:func:`names_over_places` reads that byline where nothing else gave names.  Going up
from the title's first line on its page: first the places, at most
:data:`_MAX_PLACES` lines in one type smaller than the title's, the last of them
at most :data:`_GAP` of the title's sizes over it, each at most :data:`_STEP` of its
sizes under the one above, one of them naming an institution
(:func:`~tapyre_paper_search.pdf.cues.has_affiliation`), none reading as names; then
the names, at most :data:`_MAX_NAMES` lines in one type larger than the places' and
smaller than the title's, at most :data:`_GAP` of their sizes over the places.  The
names' text must read whole as names (every letter, its "and" aside, is in the
names read from it), name no article kind ("Research Article") and no occasion: an
event named after a person over its host's place ("John Smith Memorial Lecture" /
"University of Leicester"; "Grace Hopper Celebration") reads whole as names too.  What tells it
from a running head or a journal line over a title: those read as no names, and
no place lines stand between them and the title.  Cheap: it runs only where no
other reading gave a name, on at most a handful of lines above the title.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_MAX_PLACES = 4
"""The places take at most this many lines."""
_MAX_NAMES = 3
"""The names wrap onto at most this many lines."""
_GAP = 2.5
"""A part of the block ends at most this many of the next part's sizes over it."""
_STEP = 1.8
"""Lines of one part stand at most this many of their sizes apart."""
_LARGER = 0.5
"""The names' type is at least this many points larger than the places'."""
_JOIN = re.compile(r"\b(?:and|und|et)\b|&", re.IGNORECASE)
_OCCASION = re.compile(
    r"\b(?:memorial|memoriam|lectures?|lectureship|celebration|symposium|conference|congress|"
    r"workshop|meeting|colloquium|seminar|forum|summit|festschrift|award|prize|medal|"
    r"vorlesung|kolloquium|tagung|colloque|journées?|congreso|jornadas?)\b",
    re.IGNORECASE,
)
"""A word naming an occasion (an event, a lecture, a prize): the line is no byline."""
_KIND = re.compile(f"(?:{cues.ARTICLE_TYPE.pattern})|(?:{cues.NO_ABSTRACT.pattern})", re.I)


def names_over_places(lines: Sequence[Line], group: Sequence[int]) -> tuple[str, ...]:
    """The names of a byline set over its places above the title ``group`` (see the
    module), or none."""
    if not group or min(group) < 2:
        return ()
    title = lines[min(group)]
    places = _run(lines, min(group), title, title.size, _MAX_PLACES)
    if (
        not places
        or lines[places[0]].size >= title.size
        or not any(cues.has_affiliation(lines[k].text) for k in places)
    ):
        return ()
    top = lines[places[-1]]
    if any(names_in_line(lines[k].text) for k in places):
        return ()  # names, not places: the byline under a title of two sizes
    names = _run(lines, places[-1], top, top.size, _MAX_NAMES)
    if not names or not top.size + _LARGER <= lines[names[0]].size < title.size:
        return ()
    return whole_names(" ".join(lines[k].text.strip() for k in reversed(names)))


def _run(lines: Sequence[Line], at: int, below: Line, size: float, most: int) -> list[int]:
    """The indexes (going up) of the lines in one type right over ``lines[at]`` on its
    page (``below``): the first at most :data:`_GAP` of ``size`` over it, each next at
    most :data:`_STEP` of its size over the one under it; at most ``most`` lines."""
    taken: list[int] = []
    for k in range(at - 1, max(-1, at - 1 - most), -1):
        line, under = lines[k], (lines[taken[-1]] if taken else below)
        step = under.y0 - line.y0 if taken else below.y0 - line.y1
        if (
            line.page != below.page
            or (taken and not line.same_type(under))
            or not 0 <= step <= (line.size * _STEP if taken else size * _GAP)
        ):
            break
        taken.append(k)
    return taken


def whole_names(text: str) -> tuple[str, ...]:
    """The names of ``text`` when it reads whole as names and names no article kind."""
    read = names_in_line(text)
    wanted = sum(map(str.isalpha, _JOIN.sub(" ", text)))
    if not read or sum(sum(map(str.isalpha, name)) for name in read) != wanted:
        return ()
    if _KIND.match(text) or _OCCASION.search(text):
        return ()
    return tuple(dict.fromkeys(read))
