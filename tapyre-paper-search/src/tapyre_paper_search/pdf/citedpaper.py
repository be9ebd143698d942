"""A page about a paper that names it only by a citation (pure; front53).

A journal club's handout, a reading list's sheet or a discussion guide opens with its
own heading (the club, the group, a date and a presenter) and names the paper it is
about only in a citation behind a label ("Paper: Lee A, Chen B, de Vries P. Title of
the paper. J Methods. 2021;12(3):45-67."), the paper's abstract under a heading below.
Read as a paper, the club's line was the title and the citation's names, written
surname first with their initials ("Ferraro MW"), were read as names whose first one
was lost to the label.

:func:`read_cited` reads such a page as a label form
(:class:`~tapyre_paper_search.pdf.labelform.Form`) where one of the page's first
:data:`_TOP` lines opens with a label naming the paper discussed (:data:`_LABEL`:
"Paper:", "Article:", "Reading:", "Citation:", "Reference:", "Paper discussed:", and
German, French, Spanish, Italian forms) and the label's text, carried on over the
lines under it in its type, is a citation in the Vancouver style (:data:`_CITATION`):
names each a surname (particles allowed) and one to four capital initials without
stops, parted by commas and closed by a full stop ("et al." may close them); then the
title up to the full stop before the journal's name and the year ("Title. Journal.
2021;…", "Title. Journal 2021 May;…").  The title is the citation's title, the authors
its names with their initials set with stops before the surname ("Ferraro MW" →
"M. W. Ferraro").  The citation's lines stand as the title's lines (the abstract is
looked for under them).  Cheap on other pages: only the first lines are matched
against the label.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line

_TOP = 12
"""The citation's label stands among the page's first this many lines."""
_MAX_LINES = 6
"""A citation runs over this many lines at most."""
_STEP = 1.8
"""A citation's next line stands at most this many of its sizes lower."""
_MIN_TITLE_WORDS = 3

_LABEL = re.compile(
    r"\s*(?:(?:the\s+|today['’]s\s+)?(?:paper|article|reading|citation|reference|study)"
    r"(?:\s+(?:discussed|presented|under\s+discussion|of\s+the\s+(?:week|month|session)))?"
    r"|(?:discussed|presented|selected)\s+(?:paper|article)"
    r"|artikel|lektüre|besprochener\s+artikel|article\s+discuté|artículo|articolo)"
    r"\s*:\s*(?=\S)",
    re.IGNORECASE,
)
"""A label naming the paper a page discusses, closed by a colon."""
_PARTICLE = r"(?:(?:van|von|der|den|de|del|della|da|di|dos|du|la|le|ter|ten|bin|al|el)\s+)"
_SURNAME = r"[A-ZÀ-Þ][\w'’\-]*(?:\s+[A-ZÀ-Þ][\w'’\-]*){0,2}"
_NAME = re.compile(rf"(?P<surname>{_PARTICLE}*{_SURNAME})\s+(?P<initials>[A-Z]{{1,4}})")
"""One of a citation's names: "Lee A", "de Vries P", "Garcia-Etxebarria AJ"."""
_ETAL = re.compile(r"et\s+al\.?", re.IGNORECASE)
_CITATION = re.compile(
    r"(?P<names>[^.]+?)\.\s+(?P<title>.+?[^.\s][.?!]?)\s*(?<=[.?!])\s+"
    r"(?P<journal>[^.;]{2,100}?)\.?\s+(?P<year>(?:19|20)\d\d)\b[^.]*?[;:(.]"
)
"""Names, then a title ending with a stop (or "?", "!"), then a journal and a year."""


def read_cited(lines: Sequence[Line]) -> Form | None:
    """The page's front matter read from a labelled Vancouver citation (see the
    module), or ``None``."""
    for i, line in enumerate(lines[:_TOP]):
        label = _LABEL.match(line.text)
        if label is None:
            continue
        taken = _citation_lines(lines, i)
        text = " ".join([line.text[label.end() :], *(lines[j].text for j in taken[1:])])
        found = _read(" ".join(text.split()))
        if found is not None:
            title, names = found
            return Form(tuple(taken), names, None, title)
        return None
    return None


def _citation_lines(lines: Sequence[Line], first: int) -> list[int]:
    """``first`` and the lines under it in its type that carry its citation on, up to
    the one that closes it (ending with a stop after the year's line)."""
    taken = [first]
    for j in range(first + 1, min(first + _MAX_LINES, len(lines))):
        above, line = lines[taken[-1]], lines[j]
        if (
            line.page != above.page
            or abs(line.size - above.size) > 0.5
            or not 0 < line.y0 - above.y0 <= _STEP * above.size
            or line.bold != above.bold
        ):
            break
        taken.append(j)
    return taken


def _read(text: str) -> tuple[str, tuple[str, ...]] | None:
    """The title and the names of a Vancouver citation ``text``, or ``None``."""
    match = _CITATION.match(text)
    if match is None:
        return None
    pieces = [p.strip() for p in match.group("names").split(",")]
    if pieces and _ETAL.fullmatch(pieces[-1]):
        pieces.pop()
    names = []
    for piece in pieces:
        name = _NAME.fullmatch(piece)
        if name is None:
            return None
        initials = " ".join(f"{c}." for c in name.group("initials"))
        names.append(f"{initials} {name.group('surname')}")
    title = match.group("title").rstrip(".")
    if not names or len(title.split()) < _MIN_TITLE_WORDS:
        return None
    return title, tuple(names)


__all__ = ["read_cited"]
