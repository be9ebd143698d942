"""A printed mail's subject tag and sign-off (pure): what a mailing list's message gives.

A mailing list's archive page announcing a paper prints the message's header rows
("From: Ann Lee <alee@…>", "Date: …", "Subject: [preprint] Title"), the title again
in the text, the abstract, and a sign-off over all the names ("Best wishes," / "Ann
Lee, Bo Chen and Cy Diaz"); the sender row names only the one who sent it (front48).

:func:`subject_title` drops what a list or a mail client puts before a subject (a
tag in brackets, "[preprint]", "[ecology-l]"; "Re:", "Fwd:", "AW:", "WG:", "TR:").
:func:`is_mail_sender` tells a sender row's value that carries an address in angle
brackets, :func:`without_address` drops it, :func:`sender_person` reads the person who
sent it (the list relaying it dropped, "Ann Lee via ecology-l"; nobody for a list or a
program, "Ecology Mailing List", "Preprint Bot"; review56).  :func:`signoff_names` reads the names
on the line under a closing formula
(:data:`CLOSING`: "Best wishes,", "Kind regards,", "Cheers,", "Viele Grüße,", "Mit
freundlichen Grüßen", "Cordialement,", "Bien à vous,", "Saludos,") alone on its line,
or after the formula and its comma ("Best wishes, Ann Lee and Bo Chen"), with the
lines under them in their type a line's step apart (a list of names wrapped);
:func:`is_signoff` tells such a line, which ends an abstract run on before it
(:func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_TAGS = re.compile(r"^\s*(?:\[[^\]]{1,40}\]\s*|(?:re|fwd?|aw|wg|tr)\s*:\s*)+", re.IGNORECASE)
_ADDRESS = re.compile(r"<[^<>@\s]+@[^<>\s]+>")
CLOSING = re.compile(
    r"^\s*(?:(?:with\s+)?(?:best|kind|warm|many\s+thanks\s+and\s+best)\s+(?:wishes|regards)"
    r"|regards|cheers|thanks|sincerely|yours(?:\s+sincerely)?|all\s+the\s+best|best"
    r"|(?:viele|beste|liebe|herzliche)\s+grü(?:ß|ss)e|mit\s+freundlichen\s+grü(?:ß|ss)en"
    r"|cordialement|bien\s+(?:à|a)\s+vous|bien\s+cordialement|amitiés"
    r"|saludos(?:\s+cordiales)?|un\s+saludo|cordiali\s+saluti)(?:\s*[,!.]?\s*$|\s*,\s*)",
    re.IGNORECASE,
)
# A list's or a program's sender, no person: a word of its name ("Ecology Mailing
# List", "Preprint Bot", "Scholar Alerts", "Mailer Daemon", "Digest"; review56)
_ROBOT_NAME = re.compile(
    r"\b(?:list|robot|bot|daemon|alerts?|digest|newsletter|no-?reply|mailer|"
    r"admin|administrator|moderator|notifications?|verteiler)\b",
    re.IGNORECASE,
)
# A list relaying a member's message: "Ann Lee via ecology-l", "… (via Google Groups)",
# "ecology-l on behalf of Ann Lee", "… im Auftrag von Ann Lee"
_VIA = re.compile(r"\s+\(?via\s+.*$", re.IGNORECASE)
_BEHALF = re.compile(r"^.*?\b(?:on\s+behalf\s+of|im\s+auftrag\s+von|de\s+la\s+part\s+de)\s+", re.I)
_MAX_NAMES = 12
_MAX_LINES = 3
_STEP = 1.8
"""A wrapped list's next line stands within this many of its sizes under the last."""


def subject_title(value: str) -> str:
    """``value`` (a subject row's) without the tags and reply marks before it."""
    return _TAGS.sub("", value).strip()


def is_mail_sender(value: str) -> bool:
    """Whether a sender row's ``value`` carries an address in angle brackets (a mail's)."""
    return bool(_ADDRESS.search(value))


def without_address(value: str) -> str:
    """A sender row's ``value`` less its address in angle brackets ("Ann Lee")."""
    return " ".join(_ADDRESS.sub(" ", value).split())


def sender_person(value: str) -> str:
    """A mail sender row's ``value`` as the person who sent it: less its address, the
    list relaying it ("Ann Lee via ecology-l" -> "Ann Lee"); ``""`` for a list or a
    program sending it ("Ecology Mailing List <ecology-l@…>", "Preprint Bot
    <noreply@…>"; review56)."""
    person = _BEHALF.sub("", _VIA.sub("", without_address(value))).strip()
    return "" if _ROBOT_NAME.search(person) else person


def is_signoff(text: str) -> bool:
    """Whether ``text`` (a line) signs a message off: a closing formula alone on it, or
    after its comma names only ("Best wishes, Ann Lee and Bo Chen")."""
    closing = CLOSING.match(text)
    if closing is None:
        return False
    rest = text[closing.end() :].strip()
    return not rest or bool(names_in_line(rest))


def signoff_names(lines: Sequence[Line], start: int) -> tuple[str, ...]:
    """The names signing the message from ``lines[start]`` on its page: on the line
    under a closing formula or after it on its line; ``()`` when none reads as names."""
    if start >= len(lines):
        return ()
    page = lines[start].page
    for i in range(start, len(lines)):
        if lines[i].page != page:
            break
        closing = CLOSING.match(lines[i].text)
        if closing is None:
            continue
        rest = lines[i].text[closing.end() :].strip()
        last = i
        if not rest and i + 1 < len(lines) and lines[i + 1].page == page:
            last = i + 1
            rest = lines[last].text.strip()
        for line in lines[last + 1 : last + _MAX_LINES]:  # a list of names wrapped
            if line.page != page or not line.same_type(lines[last]):
                break
            if not 0 < line.y0 - lines[last].y0 <= _STEP * line.size:
                break
            rest = f"{rest} {line.text.strip()}"
            last += 1
        names = names_in_line(rest) if rest else []
        if 1 <= len(names) <= _MAX_NAMES:
            return tuple(names)
    return ()


__all__ = [
    "CLOSING",
    "is_mail_sender",
    "is_signoff",
    "sender_person",
    "signoff_names",
    "subject_title",
    "without_address",
]
