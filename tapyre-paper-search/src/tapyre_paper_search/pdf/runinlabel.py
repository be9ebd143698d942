"""An abstract's run-in label set apart by weight alone: "**Abstract** We prove …".

A word processor's chapter or proceedings template often sets the label in bold
and runs the text on in roman with no colon, stop or dash; without punctuation
:data:`~tapyre_paper_search.pdf.abstractcues.ABSTRACT_INLINE` does not see a heading, and
an abstract of a sentence or two is too short for a headingless one.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.abstractcues import ABSTRACT_WORDS
from tapyre_paper_search.pdf.language import text_language
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.structlabels import STRUCTURE_HEADING, opens_with_label, runin_label

# A web page's short labels for its summary, run in bold before it: "TL;DR", "In
# short", "Key points" (front36; a colon may close them).  Only here, bold and run in:
# alone on a line or in roman they open sections and sentences.
_SHORT_LABELS = r"tl;\s?dr|tldr|in\s+short|key\s+points"
# The label, a space, and the text (which :data:`_CAPITAL` must open).
_BOLD_RUNIN = re.compile(
    rf"^\s*(?:(?:{ABSTRACT_WORDS})\s+|(?:{_SHORT_LABELS})\s*:?\s+)(\S.*)$", re.IGNORECASE
)
_SHORT_LABEL = re.compile(rf"^\s*(?:{_SHORT_LABELS})\s*:?\s", re.IGNORECASE)
_CAPITAL = re.compile(r"[A-Z0-9À-ÞĀ-ſ]")
# The label run in before a capital, with or without a stop ("Zusammenfassung Die …"),
# or a stop and a dash together as :data:`~.abstractcues.ABSTRACT_INLINE` takes them
# ("Zusammenfassung. — Die …", latex29).
_LABEL_OPENS = re.compile(
    rf"^\s*(?:{ABSTRACT_WORDS})\s*(?:[.:]\s*[—–]|[.:—–-])?\s+(?=(?-i:[A-ZÀ-ÖØ-Þ]))(\S.*)$",
    re.IGNORECASE,
)


def bold_runin(line: Line) -> str | None:
    """The text after an abstract word opening ``line`` in bold, the rest of the line
    in roman ("**Abstract** We prove …"; the line's first span bold and most of its
    characters not), the text opening with a capital or a digit; else None.  A bold
    line ("**Abstract algebra and …**", a title) or one whose first span is roman is
    no such heading."""
    if line.bold or not line.lead.endswith("/b"):
        return None
    match = _BOLD_RUNIN.match(line.text)
    if match is None or not _CAPITAL.match(match.group(1)):
        return None
    return match.group(1)


def bold_structure_label(line: Line) -> bool:
    """Whether ``line`` opens with a structured abstract's label set apart by weight
    alone, the text running on in roman with no stop ("**Context** Exposure to …",
    "**Design, setting, and participants** Population-…"): its bold lead (``lead_text``,
    :mod:`~tapyre_paper_search.pdf.runintype`) is a label and more text follows it
    (front40: a brief's structured summary lost all but its first parts)."""
    lead = line.lead_text
    return bool(lead) and len(line.text) > len(lead) + 1 and bool(STRUCTURE_HEADING.match(lead))


def slanted_structure_label(line: Line, previous: Line | None, first: str) -> bool:
    """Whether ``line`` opens a structured abstract's next part with its label set apart
    by slant alone (realpage71): the line opens in italic under an upright one
    (``previous``, the abstract's last line), with a capitalised label run in before a
    capitalised word ("*Methods and findings* The biomarkers …"), and the abstract's
    first part (``first``) opened with a label too ("Background The …"; labels set apart
    by weight are :func:`bold_structure_label`'s).  Cheap: the label is looked for only
    in an italic line under an upright one."""
    return (
        line.italic
        and previous is not None
        and not previous.italic
        and bool(first)
        and bool(runin_label(line.text))
        and opens_with_label(first)
    )


def short_label(line: Line) -> bool:
    """Whether ``line`` opens with one of a web page's short labels ("TL;DR", "In short",
    "Key points"), not an abstract word: such a box gives the abstract only where no
    abstract heading follows it on its page (review109: a medical paper's bold "Key
    points" box over its "Abstract")."""
    return _SHORT_LABEL.match(line.text) is not None


def other_language_label(line: Line, below: Line | None, before: str) -> bool:
    """Whether ``line`` opens with an abstract label run in before text that, with the
    line ``below`` it, is told in another language than ``before`` (the abstract taken
    so far): the second abstract of a bilingual paper, "Zusammenfassung Die …" at the top
    of the page an English abstract went on to, is no running head (lang29, review77
    item 6).  The label is matched first; the languages are asked only then."""
    match = _LABEL_OPENS.match(line.text)
    if match is None:
        return False
    rest = match.group(1) if below is None else f"{match.group(1)} {below.text}"
    one, other = text_language(before, other=True), text_language(rest, other=True)
    return bool(one and other and one != other)
