"""A template's ordinal before an author block's name: "1st A. N. Maiolino" (pure).

Kind: a conference template's author grid prints each block's name after its place in
the list, an ordinal ("1st", "2nd", "3rd", "4th" …), over the block's institution, city
and e-mail; the name line opened with a number, so it was read as no name (or the
number glued into it) and the grid gave no author.

:func:`without_ordinals` takes the ordinal off such a line: an ordinal number of one or
two digits with the ending of an ordinal in English ("st", "nd", "rd", "th"), French
("er", "re", "e", "ème"), Spanish, Portuguese and Italian ("º", "ª", "°", ".º",
".ª"), then a space and what :func:`~.bylinepeople.reads_as_names` reads as names (two
to five capitalised words, no digit, no affiliation or topic).  The line keeps its row;
its left edge moves by the ordinal's share of its width.  Only a grid's: the page's
ordinals so read count from the first with none left out ("1st" alone, "1st" "2nd"
"3rd").  What stays: ordinals before words that read as a name counting from elsewhere
("19th Century Fiction", "2e Congrès National": a title or a venue), a bare number or
one with a stop ("1 Introduction", "1. John Smith": a numbered heading or list), an
ordinal before other words ("1st International Workshop on Graphs", "2nd edition",
"3rd Floor, Main Building"), an ordinal within a line.  Cheap: a line is looked at only
where it opens with a digit and is short.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tapyre_paper_search.pdf.bylinepeople import reads_as_names
from tapyre_paper_search.pdf.lines import Line, PageLines

ORDINAL = re.compile(r"^\d{1,2}(?:st|nd|rd|th|er|re|ème|eme|e|\.?º|\.?ª|°)\s+(?=\S)", re.IGNORECASE)
"""An ordinal number opening a line, with its ending in the languages templates print."""

_MAX_LINE = 60


def without_ordinal(text: str) -> str | None:
    """``text`` less its opening ordinal where names follow it; ``None`` where not."""
    if len(text) > _MAX_LINE or not text[:1].isdigit():
        return None
    found = ORDINAL.match(text)
    if found is None:
        return None
    rest = text[found.end() :]
    return rest if reads_as_names(rest) else None


def _unordinaled(line: Line) -> Line:
    rest = without_ordinal(line.text)
    if rest is None:
        return line
    cut = (len(line.text) - len(rest)) / len(line.text) * line.width
    names = without_ordinal(line.names) if line.names else None
    return replace(line, text=rest, x0=line.x0 + cut, names=names or "")


def without_ordinals(page: PageLines) -> PageLines:
    """``page`` with each author block's opening ordinal taken off where the ordinals
    count from the first, none left out (see the module)."""
    if not any(line.text[:1].isdigit() for line in page.lines):
        return page
    lines = tuple(_unordinaled(line) for line in page.lines)
    taken = {
        int(old.text[: len(old.text) - len(old.text.lstrip("0123456789"))])
        for new, old in zip(lines, page.lines, strict=True)
        if new is not old
    }
    if not taken or taken != set(range(1, len(taken) + 1)):
        return page  # no grid counted from its first block
    return replace(page, lines=lines)
