"""A body a person signs for, dropped after the name (pure; bylines60).

A report or a statement is often signed by a person for the body they act for: "Paul
Grant for the Ministry of Health", "Ann Lee for the Department of Energy, Bo Chen".  The
body is no author and no affiliation of a list of names: read with it, the strict
reading saw an affiliation word on the line and refused it whole (nobody was read).
:func:`without_body_for` drops "for the" and the body's name after a name: two
capitalised words or more right before "for the" that read as a person's
(:func:`_person`; fix56b: "Technical Assistance for the Ministry …" is a title's), a
lead such as "Prepared for the …" having one word before it and being
:mod:`.runinnames`' business; then capitalised words and
small joining words ("of", "on", "for", "the", "&") up to the line's end, a comma, a
semicolon or an "and" / "&" before the next name (one whose words read as no person is
run over: "… of Health and Social Care"), among which an affiliation word
(:func:`.cues.has_affiliation`: "Ministry", "Department", "Agency", "Institute", …, or a
public body's or a society's noun, :data:`_BODY_NOUN`: "Office", "Commission", "Society",
"Gesellschaft").  "for the" is read in six languages ("für die", "pour la", "para el",
"per il", "voor de"; bylines71: "Stefanie Kühn und Jan Reuter für die Deutsche
Gesellschaft für Neurologie", "Prepared by Kalani Kahananui for the Hawaiʻi State Energy
Office").
A group's name ("for the HELIX Study Team") is :mod:`.groupbylines`' (no affiliation
word; cut there as a separator).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.givenwords import any_given_name
from tapyre_paper_search.pdf.namewords import INITIAL
from tapyre_paper_search.pdf.words import known_word

# "for the" and a body's name: capitalised words and small joining words, ending at the
# line's end, a comma or semicolon, or before an "and" / "&" that joins the next name
# (:func:`_person` tells it: "… Department of Health and Social Care" runs on).
_BODY = (
    r"[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|on|for|the|&"
    r"|für|de|la|del|di|der|des|du|van|voor))*?"  # "… Gesellschaft für Neurologie" (bylines71)
)
_STOP = r"(?=\s*(?:$|[,;]|\s(?:and|&)\s+(?P<next>[A-Z][\w'’.-]*)(?:\s+(?P<then>[A-Z][\w'’.-]*))?))"
# "for the" in English, German, French, Spanish and Portuguese, Italian and Dutch (bylines71)
_FOR = (
    r"(?:for\s+the|für\s+d(?:ie|en|as)|pour\s+l(?:e|a|es)|para\s+(?:el|la|o|a)"
    r"|per\s+(?:il|la)|voor\s+(?:de|het))"
)
_FOR_HINTS = (" for the ", " für d", " pour l", " para ", " per ", " voor ")
_FOR_BODY = re.compile(rf"\s+{_FOR}\s+(?P<body>{_BODY}){_STOP}")
# bylines71: a public body's or a society's noun that :data:`.cues.AFFILIATION` leaves out
# (an office, a bureau, a commission, a society in several languages: "for the Hawaiʻi
# State Energy Office", "für die Deutsche Gesellschaft für Neurologie")
_BODY_NOUN = re.compile(
    r"\b(?:Office|Bureau|Commission|Authority|Administration|Board|Secretariat|Directorate|"
    r"Government|Society|Association|Gesellschaft|Verband|Behörde|Société|Sociedad|Società|"
    r"Associa[çc][ãa]o|Asociaci[óo]n|Associazione|Comité|Comisión|Commissione)\b"
)
_MORE_BODY = re.compile(rf"\s+(?:and|&)\s+{_BODY}{_STOP}")
"""The body's words after an "and" / "&" that joins no person (:func:`_body_end`)."""
_NAME_WORD = re.compile(r"[A-Z][\w'’.-]*")
"""A capitalised word of a name (initials with their stops, hyphens, apostrophes)."""


def _person(first: str, second: str) -> bool:
    """Whether ``first`` ``second``, two capitalised words, read as a given name and a
    surname (fix56b): the first a given name of either list
    (:func:`.givenwords.any_given_name`: "Ann", "Mark") or an initial ("J."), or the two
    not both dictionary words (:func:`.words.known_word`: "Bo Chen"); "Technical
    Assistance", "Lessons Learned", "Social Care", "A Framework" are a title's or a
    body's words."""
    if any_given_name(first) or INITIAL.match(first):
        return True
    if len(first) < 2:
        return False
    return not (known_word(first.lower()) and known_word(second.lower()))


def _after_name(head: str) -> bool:
    """Whether ``head`` (the text before "for the") closes on a name: its last two words
    capitalised and read as a person's (:func:`_person`)."""
    words = head.split()
    return (
        len(words) >= 2
        and all(_NAME_WORD.fullmatch(w) for w in words[-2:])
        and _person(words[-2], words[-1])
    )


def _body_end(line: str, match: re.Match[str]) -> int:
    """Where the body of ``match`` ends: past each "and" / "&" whose next words read as no
    person ("… Department of Health and Social Care"; fix56b), else at ``match``'s end."""
    end = match.end()
    while match.group("next") and not _person(match.group("next"), match.group("then") or ""):
        more = _MORE_BODY.match(line, end)
        if more is None:
            break
        end, match = more.end(), more
    return end


def without_body_for(line: str) -> str:
    """``line`` without each "for the" and body's name run on after a name (see the
    module); ``line`` itself where there is none."""
    if not any(hint in line for hint in _FOR_HINTS):
        return line
    out: list[str] = []
    start = 0
    for match in _FOR_BODY.finditer(line):
        if match.start() < start:
            continue
        head = line[start : match.start()]
        body = match.group("body")
        if _after_name(line[: match.start()]) and (
            cues.has_affiliation(body) or _BODY_NOUN.search(body)
        ):
            out.append(head)
            start = _body_end(line, match)
    if not out:
        return line
    out.append(line[start:])
    return "".join(out)


__all__ = ["without_body_for"]
