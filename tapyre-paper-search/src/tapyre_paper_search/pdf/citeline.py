"""Names read from the page's own citation line (pure): the very last resort.

A repository's record page or a preprint server's page may print no byline at all
and name its people only where it says how to cite the paper: "Cite as: Lee, A.,
Chen, B. & Wang, C. (2021). Title. Version 2.", "How to cite this article",
"Please cite as", "Suggested citation", "Zitiervorschlag", "Pour citer cet
article", "Cómo citar".

:func:`cite_line_names` reads such a line: a label (:data:`.citelabels.LABEL`) opens a
line among the first :data:`_MAX_LINES` lines of the title's page (none after a
references heading: a list's entries are other papers); the citation is the rest of
that line and the lines under it within :data:`_GAP` of their height (at most
:data:`_MAX_CITE_LINES`).  Its leading names are read as a references entry's
(:func:`~tapyre_paper_search.pdf.refnames.leading_names`), every one a person (no
body: "World Health Organization (2020)" names nobody); after them a year or a title
must follow.  Where the page prints its title, the citation must quote it whole (up
to :data:`_TITLE_WORDS` words): a "Cite as" line naming ANOTHER paper (a dataset the
page describes, a companion paper) names nobody.  It is asked only where nothing
else on the page named anybody
(:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`' last fallback).

Since front55 a label alone on its line (a dataset page's shaded "Data Citation" box)
may stand a paragraph's space over its citation (:data:`_LABEL_GAP`), names surname
first parted by semicolons ("Lee, Ann; Chen, Bo, 2021, "Title", …") are read one a
piece (:mod:`~tapyre_paper_search.pdf.semicolonnames`), and :func:`citation_lines`
gives the citation's lines, which the byline readers leave alone
(:func:`~tapyre_paper_search.pdf.frontnames.zone_names`): its pieces ("Data
Repository", words of the quoted title) are no byline.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from tapyre_paper_search.pdf.citelabels import LABEL as _LABEL
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.references import HEADING as REFERENCES_HEADING
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.semicolonnames import semicolon_names

_MAX_LABEL_CHARS = 40
"""The cheap test first: a label opens the line, so the line's head is short."""
_MAX_LINES = 80
_MAX_CITE_LINES = 4
_GAP = 1.2
"""A citation's lines stand within this many of their heights of the one above."""
_LABEL_GAP = 2.5
"""The citation's first line under a label alone on its line stands within this many
of the label's heights of it (a box's heading over its paragraph, front55)."""
_YEAR = re.compile(r"\s*[(\[]?\s*(?:19|20)\d\d[a-z]?\s*[)\]]?\s*[.,:;]?\s*")
_TITLE_WORDS = 20
"""How many of the page's title's words (all of a title up to this long) the citation
must quote, in order, unless it ends before (then at least :data:`_MIN_TITLE_WORDS`
of them): the first six alone let a line citing a sequel or a companion paper with the
same opening ("… of a small boreal lake, Part I") pass for the page's own (review118)."""
_MIN_TITLE_WORDS = 6


def cite_line_names(lines: Sequence[Line], group: Sequence[int]) -> tuple[str, ...]:
    """The people of the page's own citation line (see the module), given names
    first, or ``()``: ``lines`` are the title's page's, ``group`` the title's lines
    (maybe none)."""
    return _own_citation(lines, group)[0]


def citation_lines(lines: Sequence[Line], group: Sequence[int]) -> frozenset[int]:
    """The lines of the page's own citation whose people :func:`cite_line_names` reads
    (its label's line and the lines under it), or none: no byline (front55)."""
    return _own_citation(lines, group)[1]


_Cited = tuple[tuple[str, ...], frozenset[int]]
_last: list[tuple[tuple[Line, ...], tuple[int, ...], _Cited]] = []
"""The last page's lines, title and citation (one at most): :func:`citation_lines` (the
zone's readers) and :func:`cite_line_names` (the last resort) ask of the same page,
which is read once (tidy59).  Kept only for a tuple of lines, which cannot change."""


def _own_citation(lines: Sequence[Line], group: Sequence[int]) -> _Cited:
    """The names and lines of the page's own citation (see the module), read once a page."""
    if not isinstance(lines, tuple):
        return _read_citation(lines, group)
    title = tuple(group)
    for last_lines, last_title, cited in _last[-1:]:  # (a copy: another thread may write)
        if last_lines is lines and last_title == title:
            return cited
    cited = _read_citation(lines, group)
    _last[:] = [(lines, title, cited)]
    return cited


def _read_citation(lines: Sequence[Line], group: Sequence[int]) -> _Cited:
    for i, line in enumerate(lines[:_MAX_LINES]):
        if REFERENCES_HEADING.match(line.text):
            break
        label = _LABEL.match(line.text[: _MAX_LABEL_CHARS + 2] + " ")
        if label is None or i in group:
            continue
        under = _under(lines, i, alone=not line.text[label.end() :].strip())
        text = " ".join([line.text[label.end() :], *(lines[j].text for j in under)])
        names = _names(text.strip(), " ".join(lines[k].text for k in group))
        if names:
            return names, frozenset([i, *under])
    return (), frozenset()


def _under(lines: Sequence[Line], first: int, *, alone: bool = False) -> list[int]:
    """The lines under ``lines[first]`` that go on with its citation; under a label
    ``alone`` on its line (a box's heading) the first may stand a paragraph's space
    lower (:data:`_LABEL_GAP`)."""
    out: list[int] = []
    above = lines[first]
    for j in range(first + 1, min(len(lines), first + 1 + _MAX_CITE_LINES)):
        line = lines[j]
        gap = _LABEL_GAP if alone and not out else _GAP
        if line.page != above.page or line.y0 - above.y1 > gap * max(above.size, 1.0):
            break
        out.append(j)
        above = line
    return out


def _names(text: str, title: str) -> tuple[str, ...]:
    """The people leading the citation ``text`` when it cites the page's ``title``."""
    if not text:
        return ()
    names, rest = semicolon_names(text)  # "Lee, Ann; Chen, Bo, 2021, …" (front55)
    if not names:
        names, rest = leading_names(text)
    if not names or any(len(n.split()) < 2 or is_organisation(n.split()) for n in names):
        return ()
    year = _YEAR.match(rest)
    after = rest[year.end() :] if year else rest
    if not (year or after[:1].isupper() or after[:1] in "\"“'‘"):
        return ()  # neither a year nor a title follows the names
    if title and not _quotes(after, title):
        return ()  # the line cites another paper
    return names


def _quotes(cited: str, title: str) -> bool:
    """Whether the citation ``cited`` (from its title on) opens with the page's
    ``title`` (its first :data:`_TITLE_WORDS` words; where the citation ends first, its
    words are the title's first, at least :data:`_MIN_TITLE_WORDS` of them)."""
    want = _words(title)[:_TITLE_WORDS]
    got = _words(cited)[: len(want)]
    return len(got) >= min(len(want), _MIN_TITLE_WORDS) > 0 and got == want[: len(got)]


def _words(text: str) -> list[str]:
    folded = unicodedata.normalize("NFKD", text).casefold()
    return re.findall(r"[^\W_]+", "".join(c for c in folded if not unicodedata.combining(c)))
