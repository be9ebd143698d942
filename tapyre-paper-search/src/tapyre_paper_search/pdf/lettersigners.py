"""A letter's signers under its closing formula, the letter set under its title (pure; front67).

A letter to an editor printed as an article ("LETTER TO THE EDITOR", the title, "Sir,",
the letter) names its writers only at its foot: a closing formula alone on its line
("Yours faithfully,", "Yours sincerely,", "Sincerely,") over the signers, a name a line
in one type, each maybe with its place under it in another type (italic or smaller).
:mod:`.letterpage` reads a letter whose title stands in a subject line or in quotes
after a salutation; here the title was read as a paper's and no name was found.

:func:`letter_signers` reads, among the lines after the title, the first closing
formula (:func:`.letterpage.is_closing`) and under it the signers' cards: the first line
under the closing opens a card and sets the names' type (its size, weight and slant,
:meth:`.Line.same_type`); each later line in that type must read as one name
(:func:`.authors.names_in_line`; a title
"Dr." dropped) and opens the next card; lines in another type under a name are that
person's (their place), :data:`_PLACE_LINES` at most a card.  The block ends at a line
in the names' type that reads as no name (a heading: "Introduction"), at a fourth line
of another type, at a step down larger than :data:`_STEP` of the line's size, or at the
page's end.  Nothing when no closing follows the title or its first line is no name.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.academictitles import HONORIFIC
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.letterpage import is_closing
from tapyre_paper_search.pdf.lines import Line

_PLACE_LINES = 3
_STEP = 3.5
"""A signer's line stands at most this many of the line above's sizes lower."""
_MAX_LINES = 40


def _name(line: Line) -> str:
    """The line's one name ("Dr." dropped), or ``""``."""
    text = HONORIFIC.sub("", line.text.strip().rstrip(",")).strip()
    return text if names_in_line(text) == [text] else ""


def letter_signers(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The signers under the first closing formula after line ``after`` (see the module)."""
    closing = next(
        (i for i in range(after, min(len(lines), after + _MAX_LINES)) if is_closing(lines[i].text)),
        None,
    )
    if closing is None or closing + 1 >= len(lines):
        return ()
    first = lines[closing + 1]
    names: list[str] = []
    under = 0  # lines of another type under the last name
    last = lines[closing]
    for line in lines[closing + 1 : closing + 1 + _MAX_LINES]:
        if line.page != last.page or not 0 < line.y0 - last.y0 <= _STEP * last.size:
            break
        if line.same_type(first):
            name = _name(line)
            if not name:
                break
            names.append(name)
            under = 0
        else:
            under += 1
            if not names or under > _PLACE_LINES:
                break
        last = line
    return tuple(dict.fromkeys(names))


__all__ = ["letter_signers"]
