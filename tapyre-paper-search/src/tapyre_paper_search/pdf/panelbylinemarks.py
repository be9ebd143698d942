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
"""

from __future__ import annotations

import re

_LABEL = re.compile(r"^\s*author\s+links\s+open\s+overlay\s+panel\s+", re.IGNORECASE)
"""The authors' link label at a line's start, with the space after it (any case)."""
_ENVELOPE = "\u2709"
_BARE_ENVELOPE = re.compile(r"(?<=\S)\s*\u2709+\s*,?")
"""An envelope after some text (the space around it and a comma after it)."""
_ADDRESS = re.compile(r"@|mail", re.IGNORECASE)


def without_panel_marks(line: str) -> str:
    """``line`` with the authors' link label off its start and each bare envelope after
    a name as a comma (see the module); ``line`` itself where it has neither."""
    if _ENVELOPE in line and _ADDRESS.search(line) is None:
        line = _BARE_ENVELOPE.sub(", ", line).rstrip()
    label = _LABEL.match(line) if "panel" in line else None
    return line[label.end() :] if label else line


def has_panel_label(line: str) -> bool:
    """Whether ``line`` opens with the authors' link label (:data:`_LABEL`)."""
    return "panel" in line and _LABEL.match(line) is not None


__all__ = ["has_panel_label", "without_panel_marks"]
