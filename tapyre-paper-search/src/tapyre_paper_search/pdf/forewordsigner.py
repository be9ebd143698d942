"""A foreword's signer is no author of the work it opens (pure; front64).

A report or a white paper may open with a foreword under the title, signed at its end
by a minister, a director or a series editor: a line with the signer's name alone,
often with the post on the next line ("Dana Price" / "Secretary of State for
Health"), before the lines naming the work's own authors ("Prepared by Ann Lee and Bo
Chen").  A foreword is by definition written by someone other than the work's author
(a preface, which the authors often sign themselves, is no such heading).  Read as a
byline, the signer's line added the signer to the authors.

:func:`foreword_signers` gives the names of the lines alone that sign a foreword
heading's text: the heading (a line of its own: "Foreword", "Ministerial foreword",
"Minister's foreword", "Foreword by the Minister", German "Vorwort" or "Geleitwort",
French "Avant-propos"; :data:`_HEADING`) at or after ``after``, then at least one line
of prose (:data:`_PROSE_WORDS` words or more), then a line that is one name and nothing
else (:func:`~tapyre_paper_search.pdf.authors.names_in_line`, strictly), or one name and
its post after a comma ("Dana Price, Minister for Science", :data:`_POSTED`; front65),
whatever its length, but for a line the next one runs on from, a lower-case word: a wrapped
line of the prose that opens on a name ("Dana Price, head of the unit, and Evan Moss, who
led" / "the work …", fix61a); the search
ends at a line naming writers behind a lead ("Prepared by", "Authors:") or at a line
set larger or bolder than the foreword's text (the next heading), at most
:data:`_SPAN` lines on.  :func:`without_foreword_signers` drops those names from the
authors read, where other names remain: a foreword signed by the only name the page
gives keeps it.  A signer whose name a line between the title and the heading already
gives (the byline: "Ann Lee, Bo Chen" / "Foreword" / … / "Ann Lee") signs as one of the
work's own authors and is no such signer (fix60a).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_HEADING = re.compile(
    r"(?:(?:ministerial|minister['\u2019]s)\s+)?foreword(?:\s+by\s+the\s+\w+)?"
    r"|vorwort|geleitwort|avant-propos",
    re.IGNORECASE,
)
_LEAD = re.compile(r"^(?:(?:prepared|written|compiled)\s+by|authors?\s*:)", re.IGNORECASE)
_PROSE_WORDS = 6
_POSTED = re.compile(
    r"^(?P<name>[^,]{3,60}),\s+(?:the\s+)?(?:(?:deputy|vice|acting|executive|managing|"
    r"general|series)[\s-]+)?(?:minister|secretary|director|chair(?:man|woman|person)?|"
    r"president|chief|head|commissioner|dean|rector|provost|governor|mayor|editor|"
    r"ceo)\b[^.;]*$",
    re.IGNORECASE,
)
"""A signer's line with the post after a comma: "Dana Price, Minister for Science",
"Ann Lee, Director, Institute of Health" (front65)."""
_SPAN = 15


def foreword_signers(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names signing a foreword opened at or after line ``after`` (see the module),
    less those a line from ``after`` to the heading names (the work's own authors)."""
    for at in range(after, min(len(lines), after + _SPAN)):
        text = lines[at].text.strip().rstrip(":")
        if _HEADING.fullmatch(text):
            above = [line.text for line in lines[after:at]]
            signers = _signers(lines, at)
            return tuple(name for name in signers if not any(name in t for t in above))
    return ()


def _signers(lines: Sequence[Line], heading: int) -> tuple[str, ...]:
    """The names alone on a line after prose under the foreword ``heading``."""
    body, prose, names = None, False, []
    span = lines[heading + 1 : heading + 1 + _SPAN]
    for at, line in enumerate(span):
        text = line.text.strip()
        if _LEAD.match(text):
            break
        if body is not None and (line.size > body.size + 0.5 or (line.bold and not body.bold)):
            break  # the next heading
        body = body or line
        after = span[at + 1].text.split()[:1] if at + 1 < len(span) else []
        runs_on = bool(after) and after[0].isalpha() and after[0].islower()  # not "ann@x.org"
        posted = _POSTED.match(text) if prose and not runs_on else None
        if posted:  # "Dana Price, Minister for Science" (front65)
            read = names_in_line(posted.group("name"))
            if len(read) == 1 and read[0] == posted.group("name").strip():
                names.append(read[0])
            continue
        if len(text.split()) >= _PROSE_WORDS:
            prose = True
            continue
        read = names_in_line(text) if prose else []
        if len(read) == 1 and len(read[0]) >= len(text.rstrip(".,")) - 1:
            names.append(read[0])
    return tuple(names)


def without_foreword_signers(
    lines: Sequence[Line], after: int, authors: tuple[str, ...]
) -> tuple[str, ...]:
    """``authors`` less the names signing a foreword under the title (line ``after``
    on), where any name is left; else ``authors`` as read."""
    signers = set(foreword_signers(lines, after)) if authors else set()
    kept = tuple(name for name in authors if name not in signers)
    return kept if kept else authors


__all__ = ["foreword_signers", "without_foreword_signers"]
