"""A submission receipt's title: its "Title:" row, not its heading (pure; front67).

A conference system's or a journal's receipt for a submitted abstract or paper prints
a heading ("Abstract submission received", "Submission confirmation") over a run of
labelled rows ("Submission ID:", "Track:", "Presenting author:", "Title: …") and the
text under "Abstract text:".  The heading is set largest and was read as the title;
:mod:`.labelform` refuses a run-in "Title: …" row under other lines on purpose (a
report's metadata block under its own title).

:func:`receipt_title` gives the "Title:" row's value where the title read is such a
heading (:data:`_RECEIPT`, English: a submission "received", "confirmed", a
"confirmation" or "receipt" of it, "Thank you for your submission"): the first row
among the :data:`_ROWS` lines under the heading whose label is "Title" (or "Paper /
Abstract / Submission title"), its value and the lines right under it that carry it on
(in its type, no labelled row, at most :data:`_STEP` of its size lower, 3 at most;
a line ending in a hyphen joined to the next with no space).
Any other title read, or no such row, leaves the title as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_RECEIPT = re.compile(
    r"\s*(?:(?:abstract|paper|manuscript)\s+)?(?:submission\s+(?:received|confirmed"
    r"|confirmation|receipt)|confirmation\s+of\s+(?:your\s+)?submission|(?:abstract|paper"
    r"|manuscript)\s+received|thank\s+you\s+for\s+your\s+submission)\s*[.!]?\s*",
    re.IGNORECASE,
)
_TITLE_ROW = re.compile(r"\s*(?:(?:paper|abstract|submission)\s+)?title\s*:\s*(\S.*)", re.I)
_LABELLED = re.compile(r"\s*[A-Z][^:]{0,38}:(?:\s|$)")
_HYPHEN_END = re.compile(r"[^\W_]-$")
_SUSPENDED = re.compile(r"(?:and|or|to|und|et)\s")
_ROWS = 12
_STEP = 1.8
_MORE = 3


def receipt_title(lines: Sequence[Line], group: Sequence[int], title: str) -> str:
    """The "Title:" row's value under a receipt's heading read as ``title`` (the lines
    ``group``), else ``title`` (see the module)."""
    if not group or not _RECEIPT.fullmatch(title):
        return title
    after = max(group) + 1
    for i in range(after, min(len(lines), after + _ROWS)):
        found = _TITLE_ROW.fullmatch(lines[i].text)
        if found is None:
            continue
        texts, last = [found.group(1).strip()], lines[i]
        for line in lines[i + 1 : i + 1 + _MORE]:
            step = line.y0 - last.y0
            if not line.same_type(last) or _LABELLED.match(line.text) or step <= 0:
                break
            if step > _STEP * last.size or line.page != last.page:
                break
            texts.append(line.text.strip())
            last = line
        return _joined(texts)
    return title


def _joined(texts: list[str]) -> str:
    """The value's lines joined with spaces, but a line ending in a word's hyphen goes on
    without one ("PI3P-" / "dependent"; a word processor breaks a line at a hyphen and
    adds none); a suspended hyphen stays ("pre-" / "and post-")."""
    text = texts[0]
    for piece in texts[1:]:
        glued = _HYPHEN_END.search(text) and not _SUSPENDED.match(piece)
        text = f"{text}{piece}" if glued else f"{text} {piece}"
    return " ".join(text.split())


__all__ = ["receipt_title"]
