"""A printed article page's byline widgets: a link label before the names and a bare
envelope after the corresponding author's (pure; front61).

A publisher's article page printed from a browser keeps, on the byline's line, what
the page draws around the names for the screen: the label its authors' link carries
for a screen reader, "Author links open overlay panel", printed before the first
name, and an envelope icon ("✉") right after the corresponding author's name, with
no address: the address is behind the icon's link.  The envelope is a cue of an
e-mail (:data:`~tapyre_paper_search.pdf.cues.EMAIL`), so the strict reading of names
refused the whole line, and the label glued to the first name made it no name: the
page had no author, or the last name alone.

:func:`without_panel_marks` drops both from a line's text before its names are read
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`): the label only at the line's
start (:data:`_LABEL`), the envelope only where it follows some text and the line
holds no address ("@") and no word "mail" (a line "✉ ann@x.org" or "Ann Lee ✉
E-mail: …" keeps it, and stays a contact line); the envelope stands for a comma then,
which parts two names.  The label says that names follow, as a run-in lead does:
:func:`has_panel_label` lets :func:`~tapyre_paper_search.pdf.frontauthors.front_authors`
read such a line (strictly) that the line classifier doubts.

A journal's web page may also show a few names and hide the rest behind a chip and a
control after the last name shown, "Ann Lee, Bo Chen + 12 more Show all authors"
(front65): the hidden names are never printed.  :func:`without_panel_marks` drops the
chip and the control at the line's end (:data:`_MORE`: "+ 12 more", "+12 more authors",
each with "Show all authors" after it or not, or that control alone); they say that the
line is a byline, as the label does (:func:`has_panel_label`).  A lone name before them
had been read by nobody.
"""

from __future__ import annotations

import re

_LABEL = re.compile(r"^\s*author\s+links\s+open\s+overlay\s+panel\s+", re.IGNORECASE)
"""The authors' link label at a line's start, with the space after it (any case)."""
_ENVELOPE = "\u2709"
_BARE_ENVELOPE = re.compile(r"(?<=\S)\s*\u2709+\s*,?")
"""An envelope after some text (the space around it and a comma after it)."""
_ADDRESS = re.compile(r"@|mail", re.IGNORECASE)
_MORE = re.compile(
    r"(?<=\S)\s+(?:\+\s?\d{1,4}\s+more(?:\s+authors?)?(?:\s+show\s+all(?:\s+\d+)?\s+authors)?"
    r"|show\s+all(?:\s+\d+)?\s+authors)\s*$",
    re.IGNORECASE,
)
"""A chip hiding names and its control at a line's end, with the space before them."""


def without_panel_marks(line: str) -> str:
    """``line`` with the authors' link label off its start, each bare envelope after
    a name as a comma and a chip hiding names off its end (see the module); ``line``
    itself where it has none."""
    if _ENVELOPE in line and _ADDRESS.search(line) is None:
        line = _BARE_ENVELOPE.sub(", ", line).rstrip()
    label = _LABEL.match(line) if "panel" in line else None
    line = line[label.end() :] if label else line
    return _MORE.sub("", line) if "more" in line or "authors" in line.lower() else line


def has_panel_label(line: str) -> bool:
    """Whether ``line`` opens with the authors' link label (:data:`_LABEL`) or closes
    on a chip hiding names (:data:`_MORE`; front65)."""
    if "panel" in line and _LABEL.match(line) is not None:
        return True
    return ("more" in line or "authors" in line.lower()) and _MORE.search(line) is not None


__all__ = ["has_panel_label", "without_panel_marks"]
