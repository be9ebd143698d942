"""An abstract set above the title, with no abstract heading (pure).

A report or a magazine-like paper may open its first page with the summary in a box
("At a glance", "In brief", or no label at all) and print the title, the names and
the affiliations under it, the body's first section right after them.  The
abstract is then neither under a heading nor between the byline and the body, and
:mod:`~tapyre_paper_search.pdf.frontmatter` drops a headingless "abstract" read
above the title (a journal's banner, a citation of the paper).

:func:`abstract_above_title` is asked only where no abstract was found at all and
the line classifier is at hand.  It takes the run of lines above the title that the
classifier calls abstract
(:func:`~tapyre_paper_search.pdf.headingless.from_probabilities`: consecutive lines
of one type, long enough for an abstract) when everything else above the title on
its page is short (a label, a running head: :data:`_MAX_OTHER_WORDS` words at most a
line, :data:`_MAX_OTHER` lines at most), the run has :data:`_MIN_LINES` lines or
more, and it does not quote the title (a citation box above the title: "Cite this
article: Doe J (2021) Title. …"; a run of more than :data:`_CITE_MAX_WORDS` words is
no citation, and may restate the title: latex45).  Cost: nothing on a page where an abstract was
found; else a pass over the lines above the title.

review93: nor is a run above the title of a paper with no abstract (a commentary, an
editorial) the abstract where its first line opens with a note's run-in label
("Editor's note: …", "Disclaimer: …") or its lines open with list bullets (a "Key
points" or "Highlights" box: points, no summary).  A structured abstract's labelled
parts ("Objectives: …", "Design: …", two lines or more opening with such a label, the
first among them) are no note (latex45).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.bilingualabove import closing, noted, two_above
from tapyre_paper_search.pdf.bilingualcut import split_block
from tapyre_paper_search.pdf.headingless import from_probabilities
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.structlabels import STRUCTURE_RUNIN

_MIN_LINES = 3
"""The abstract above the title runs over at least this many lines."""
_MAX_OTHER = 3
"""At most this many other lines stand above the title (a label, a running head)."""
_MAX_OTHER_WORDS = 8
"""Each of the other lines above the title is this many words long at most."""
_TITLE_QUOTE_WORDS = 6
"""A run holding the title's first this many words quotes the title."""
_CITE_MAX_WORDS = 80
"""A citation quoting the title is short; a longer run quoting it is an abstract that
restates the title (latex45: "To investigate the effects of a high-intensity …")."""
# A note's run-in label opening the run: up to three words and a colon ("Editor's
# note:", "Disclaimer:"); a summary's label stands on a line of its own.
_RUN_IN_LABEL = re.compile(r"^\s*[A-ZÀ-Þ][\w'’.-]*(?:\s+[\w'’.-]+){0,2}:\s")
# A list bullet opening a line ("• Disk placement …"): a symbol only, narrower on purpose
# than :data:`~tapyre_paper_search.pdf.cues.LIST_MARK` (tidy42).  The run is an
# abstract's wrapped prose, whose lines may open with an enumeration's "(ii) " or "a) "
# ("… we (i) fit …\n(ii) compare …") or a spaced dash ("… the method\n– unlike …"); two
# such lines must not make it a list.
_BULLET = re.compile(r"^\s*[•·▪◦‣∙■□●○➢►✓-]\s")


def abstract_above_title(
    lines: Sequence[Line], group: Sequence[int], scores: NDArray[np.float64], title: str
) -> Abstract | None:
    """The abstract above the title ``group`` (see the module), or ``None``.
    ``scores``: the classifier's abstract probability per line; ``title``: the title's
    text."""
    if not group:
        return None
    top = lines[min(group)]
    above = [i for i in range(min(group)) if lines[i].page == top.page and lines[i].y1 <= top.y0]
    if len(above) < _MIN_LINES:
        return None
    per_line = [float(s) for s in scores]
    found = from_probabilities(lines, above, per_line)
    if found is None:
        return None
    taken = found.used
    # Two abstracts in two languages above the title: the title's (lang36).
    pair = two_above(lines, above, found, per_line, title)
    if pair is not None:
        found, taken = pair
    elif len(found.used) < _MIN_LINES:
        return None
    else:
        # the lines closing the abstract (dates, keywords) are no other text (review110)
        taken = taken | closing(lines, above, max(found.used))
        # a note in smaller type under the abstract is no other text (review113)
        taken = taken | noted(lines, above, found)
        # one run holding two paragraphs in two languages, no gap: the title's (lang37)
        found = split_block(lines, found, title, plain=True)
    others = [i for i in above if i not in taken]
    if len(others) > _MAX_OTHER or any(
        len(lines[i].text.split()) > _MAX_OTHER_WORDS for i in others
    ):
        return None
    head = " ".join(title.lower().split()[:_TITLE_QUOTE_WORDS])
    words = found.text.lower().split()
    if head and len(words) <= _CITE_MAX_WORDS and head in " ".join(words):
        return None
    return None if _no_summary(lines, sorted(found.used)) else found


def _no_summary(lines: Sequence[Line], run: list[int]) -> bool:
    """Whether the run ``run`` above the title is a note or a list of points (see the
    module)."""
    if _RUN_IN_LABEL.match(lines[run[0]].text) and not _structured(lines, run):
        return True
    return sum(1 for i in run if _BULLET.match(lines[i].text)) >= 2


def _structured(lines: Sequence[Line], run: list[int]) -> bool:
    """Whether the run is a structured abstract's labelled parts, no note (latex45):
    its first line and at least one more open with a structured abstract's run-in label
    ("Objectives: …", "Design: …"; :data:`~.structlabels.STRUCTURE_RUNIN`)."""
    opening = [i for i in run if STRUCTURE_RUNIN.match(lines[i].text)]
    return len(opening) >= 2 and opening[0] == run[0]
