"""A printed mail's subject set as its title, the list's tag before it (pure; front60).

A mailing list's archive prints a message's subject as the page's heading, over the
message's header rows ("From: Ann Lee <alee@…>", "Date: …", "To: …"), and the subject
of an announcement opens with the list's tag in brackets and the announcement's own
label: "[ANN] New paper: Partial cubes and their structure".  With no "Subject:" row
(:mod:`~tapyre_paper_search.pdf.memohead` strips the tag from one), the heading was
read whole as the title.

:func:`without_list_tag` takes the tag and the label off a title where it opens with a
bracketed tag of letters (:data:`_TAG`: "[ANN]", "[preprint]", "[ecology-l]"; not
"[18F]", which opens a radiotracer's name, nor a bracket joined to its word,
"[FeFe]-hydrogenase", nor a formula of element symbols set apart, "[NiFe] hydrogenases"
(abs63, :func:`formula_tag`), nor "[Review]"-like words followed by no mail) and a mail's
sender row (a "From:" row whose value carries an address in angle brackets,
:func:`~tapyre_paper_search.pdf.mailsign.is_mail_sender`) stands among the
:data:`_ROWS` lines under the title; the announcement label after the tag ("New
paper:", "New preprint:", "New article:", "Announcement:") goes with it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.mailsign import is_mail_sender
from tapyre_paper_search.pdf.namedheads import ELEMENTS

_TAG = re.compile(
    r"\s*(?:\[[^\W\d_][\w.-]{0,30}\](?![-\w])\s*)+"
    r"(?:(?:new\s+(?:paper|preprint|article|publication)|announcement)\s*:\s*)?",
    re.IGNORECASE,
)
"""A list's bracketed tags of letters (a digit may follow the first letter) at a
subject's start, each set apart from what follows it, and an announcement's label after
them: a bracket joined to its word by a hyphen or a letter is part of that word, a
compound's prefix ("[FeFe]-hydrogenase", fix57a)."""
_SYMBOL = re.compile(r"([A-Z][a-z]?)\d*")
_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d*){2,}")
_ONE_LETTER = frozenset("HBCNOFPSKVYIWU")
"""The elements whose symbol is one capital (:data:`~.namedheads.ELEMENTS` has the
others)."""
_FROM = re.compile(r"\s*from\s*:\s*(?P<value>.+)", re.IGNORECASE)
_ROWS = 4
"""A mail's sender row stands among this many lines under the title."""


def without_list_tag(lines: Sequence[Line], group: Sequence[int], title: str) -> str:
    """``title`` (read from the lines ``group``) without a list's tag and its
    announcement label where a mail's sender row follows it (see the module); else
    ``title`` as it is."""
    tag = _TAG.match(title)
    if tag is None or not group or not title[tag.end() :].strip():
        return title
    if any(formula_tag(inside) for inside in re.findall(r"\[([^\]]*)\]", tag.group())):
        return title
    after = max(group) + 1
    for line in lines[after : after + _ROWS]:
        sender = _FROM.match(line.text)
        if sender is not None and is_mail_sender(sender.group("value")):
            return title[tag.end() :].strip()
    return title


def formula_tag(inside: str) -> bool:
    """Whether a bracket's content ``inside`` is a chemical formula, no list's tag: two
    element symbols or more (each with its count, "Fe2S2"), a two-letter one among them
    ("NiFe", "FeFe", "NiFeSe": a metal site's name).  A list's tag in capitals ("ANN",
    "CHI") has no small letter; "PyMOL" or "Pkg" name no element."""
    if not _FORMULA.fullmatch(inside):
        return False
    pieces = _SYMBOL.findall(inside)
    return all(p in ELEMENTS or p in _ONE_LETTER for p in pieces) and any(
        p in ELEMENTS for p in pieces
    )


__all__ = ["formula_tag", "without_list_tag"]
