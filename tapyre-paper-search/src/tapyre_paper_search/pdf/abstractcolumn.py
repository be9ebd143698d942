"""An abstract that goes on at the top of the next column (pure).

Two columns of author blocks set above a two-column page make one column of the
left blocks and the abstract under them, and another of the right blocks and the
body: reading order puts the right blocks after the abstract's first column, and the
abstract's last lines, at the top of the right column under those blocks, after
them.  :func:`next_column` finds those lines: the abstract stopped in mid-sentence
(no stop at its last line) where reading order went back up the page, and the first
line right of the abstract's column (past the footnotes closing its column, set
smaller), at the abstract heading's level or lower, is set
in the abstract's type and carries on its sentence (it opens in lower case, after a
last line in mid-sentence or closing a bracket, "… in Aire(+/+)" / "mice, …": abs71; or the
last line ended in a hyphen or inside a bracket the abstract has not closed, or it is
a full row opening with a bracket or an acronym, "(statins and …" or "TFs process …"
after "… secondary prevention" or "We explored how": latex63, not after a last row
ending in a web or e-mail address: fix57b; and it holds no e-mail or web address; or
that column's first lines sit a little above the abstract's label, before it in
reading order: :mod:`.abstractcolumnup`; the right half of an abstract set in two
balanced columns of its own, read after the body's first column: :mod:`.splitcolumns`).  A full
last row over a block set smaller at its column's foot goes on at a full row opening a
sentence, a stop or not, where what it adds ends at a keyword line or heading
(:mod:`.stopturn`).  The abstract is
collected on from there; when it runs off the foot of that column too, the caller
carries it on to the next page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstract import Abstract, collect
from tapyre_paper_search.pdf.abstractcolumnup import SENTENCE_END, column_above
from tapyre_paper_search.pdf.abstractrow import last_row
from tapyre_paper_search.pdf.columnturn import CLOSING_QUOTES, past_foot_block
from tapyre_paper_search.pdf.footnotes import folio, open_ending
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.splitcolumns import right_half
from tapyre_paper_search.pdf.stopturn import MIN_FOOT, ends_at_cue, opens_next_sentence

# A row going on with a sentence opens with a bracket ("(statins and …") or an acronym:
# two capitals or more, digits after them, a plural's "s" ("TFs process …").
_MID_SENTENCE_OPEN = re.compile(r"\(\w|[A-Z]{2,}[A-Z0-9]*s?\b")
# A full row is at least this share of the abstract's widest line.
_FULL_ROW = 0.9
# Footnotes closing the abstract's column are set at least this many points smaller.
_FOOTNOTE_SMALLER = 0.8


def next_column(lines: Sequence[Line], found: Abstract) -> Abstract:
    """``found`` with its lines at the top of the next column (see the module), or
    ``found`` itself."""
    state = found.state
    if state is None or state.size is None or found.inferred or not found.used:
        return found
    split = right_half(lines, found)  # two balanced columns of its own (abs71)
    if split is not found:
        return split
    end = max(found.used)
    last = last_row(lines, found.used)  # a stretched row's words: the row whole (latex59)
    text = last.text.rstrip()
    ended = text.rstrip(CLOSING_QUOTES)  # a quote closing after the stop: '… "recover."'
    stopped = not ended or ended[-1] in SENTENCE_END  # a sentence ended: stopturn
    if not stopped:
        above = column_above(lines, found, state.size)  # set above its label (lang39)
        if above is not None:
            return above
    after = end + 1
    while after < len(lines) and _column_footnote(lines[after], last, state.size):
        after += 1  # the footnotes closing the abstract's column
    foot = after - end - 1
    if stopped and (not ended or foot < MIN_FOOT):
        return found
    after = past_foot_block(lines, after, last, state.size, state.height)  # a notice box
    if after >= len(lines):
        return found
    if lines[after].page != last.page or lines[after].y0 >= last.y0:
        return found  # reading order goes on down the page: no other column to go to
    heading = lines[found.start]
    opened = found.text.count("(") > found.text.count(")")  # "(… 95% CI" / "0.10-0.81)"
    for j in range(after, len(lines)):
        line = lines[j]
        if line.page != last.page:
            return found
        if line.x0 < last.x1 - 1 or line.y0 < heading.y0 - heading.size:
            continue
        same_type = (
            abs(line.size - state.size) <= 0.3
            and line.bold == last.bold
            and line.italic == last.italic
        )
        # An author block's e-mail or web address opens in lower case too.
        address = cues.has_email(line.text) or cues.URL.search(line.text) is not None
        carries_on = (
            (
                (
                    not stopped
                    and (
                        line.text[:1].islower()
                        or text.endswith("-")
                        or opened
                        or (
                            _bracket_or_acronym_row(line, _widest(lines, found))
                            and not _ends_in_address(text)
                        )
                    )
                )
                # a closing bracket ends no sentence before a small letter (abs71):
                # "… but not in Aire(+/+)" / "mice. Surprisingly, …"
                or (ended[-1:] in (")", "]") and line.text[:1].islower())
            )
            and not address
        )
        turned = False  # went on after a full row over the column's foot block
        if not carries_on:
            turned = opens_next_sentence(line, last, _widest(lines, found), foot)
            carries_on = turned
        if not (same_type and carries_on):
            return found
        more = collect(lines, found.start, j, None, state=state)
        if turned and not ends_at_cue(lines, more.used, j, last):
            return found  # a paragraph of the body's, not the abstract's (review56c)
        complete = more.complete
        if complete and more.state is not None and _over_folio(lines, more):
            # the next page goes on it where its first line opens in lower case or
            # closes a bracket left open (as over a page's footnotes: footnotes.goes_on)
            complete, more.state.over_footnotes = False, True
        return Abstract(more.text, found.start, more.used, found.inferred, complete, more.state)
    return found


def turns(lines: Sequence[Line], found: Abstract) -> bool:
    """Whether :func:`next_column` takes lines for ``found`` (its sentence goes on at the
    next column's top), asked on a copy: ``found`` and its state are left as they are
    (``frontmatter`` asks before the page carry, and turns after the author zone)."""
    state = found.state
    if state is None:
        return False
    probe = replace(found, state=replace(state, parts=list(state.parts), used=set(state.used)))
    return next_column(lines, probe) is not probe


def _over_folio(lines: Sequence[Line], more: Abstract) -> bool:
    """Whether the abstract collected on in the next column (``more``) stopped in
    mid-sentence (:func:`~.footnotes.open_ending`: "… in an input-") right over the
    page's number at the foot (:func:`~.footnotes.folio`, centred: left of the column, so
    it stopped the abstract as another column's line): the column is the page's last, and
    the next page's top may go on it, as over footnotes (latex64)."""
    if not more.used:
        return False
    last = max(more.used)
    return last + 1 < len(lines) and folio(lines, last + 1) and open_ending(lines[last].text)


def _column_footnote(line: Line, last: Line, size: float) -> bool:
    """Whether ``line`` is a footnote under the abstract's ``last`` line in its column:
    below it on its page, within its column, set :data:`_FOOTNOTE_SMALLER` points or
    more smaller than the abstract's ``size``."""
    return (
        line.page == last.page
        and line.y0 > last.y0
        and line.x0 < last.x1
        and last.x0 < line.x1
        and line.size <= size - _FOOTNOTE_SMALLER
    )


def _bracket_or_acronym_row(line: Line, widest: float) -> bool:
    """Whether ``line`` opens with a bracket or an acronym (:data:`_MID_SENTENCE_OPEN`:
    "(statins", "TFs", "DNA,") and is a full row of the abstract's column
    (:data:`_FULL_ROW` of its ``widest`` line): a sentence's next words, not an author
    block's centred line ("CNRS, Paris")."""
    full = line.x1 - line.x0 >= _FULL_ROW * widest
    return full and _MID_SENTENCE_OPEN.match(line.text) is not None


def _ends_in_address(text: str) -> bool:
    """Whether ``text``, the abstract's last row, ends in a web or e-mail address: a
    sentence closed unpunctuated ("… available at https://example.org/tool"), after which
    a row opening with an acronym is the body's ("DNA methylation …"; fix57b)."""
    last = text.rsplit(None, 1)[-1] if text.strip() else ""
    return cues.URL.search(last) is not None or cues.has_email(last)


def _widest(lines: Sequence[Line], found: Abstract) -> float:
    """The width of the widest line ``found`` took on its last line's page."""
    page = lines[max(found.used)].page
    return max(lines[i].x1 - lines[i].x0 for i in found.used if lines[i].page == page)
