"""The names a run-in byline lead vouches for on a line (pure; moved out of
:mod:`~tapyre_paper_search.pdf.byleads`, tidy57, which holds the leads' table).

:func:`run_in_names` (tidy44) finds the names a run-in lead vouches for on a line
:mod:`~tapyre_paper_search.pdf.authors` reads: a lead made for a body before its "by"
(:func:`without_made_for`, :data:`FOR_WORDS`: "Prepared for the Ministry of Health by
Ann Lee", "Préparé pour le Ministère … par Marie Dupont": the body had been glued to the
first name, and the line named nobody), a document's noun before the lead
(:data:`_OPENING`: "Report prepared by Ann Lee and Bo Chen", "This report was prepared
by …": the first name had been lost), a body's name then its members' after a colon or a
dash (:func:`members_after_body`: "Prepared by the Working Group: Ann Lee, Bo Chen"), and
a sentence after the lead, which names nobody (:data:`PROSE_WORDS`: "Written by Ann Lee,
who was …").  What follows the names (bylines44: a co-author after "with", a place after
"at", a title or a body's members after a colon) and a German lead set after the names
("Dieser Bericht wurde von Hans Müller erstellt") are
:mod:`~tapyre_paper_search.pdf.bylinetails`'.  A lead whose verb is not in
:data:`.byleads.LEADS` is read from the verb's form, a past participle and its language's "by"
("Cette étude a été réalisée par …", "Drafted by …"; bylines45), where the names after it
read as names by themselves: :mod:`~tapyre_paper_search.pdf.bylineverbs`.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.birthplace import without_birthplace
from tapyre_paper_search.pdf.byleads import LEADS, RUN_IN, RUN_IN_LEAD, names_follow
from tapyre_paper_search.pdf.bylinetails import (
    DOC_NOUNS,
    joined_and_placed,
    members_after_colon,
    titled_after,
    verb_last_names,
)
from tapyre_paper_search.pdf.bylineverbs import PARTICIPLES, PARTICLE_BYS, participle_names
from tapyre_paper_search.pdf.particletopics import topic_after_particle
from tapyre_paper_search.pdf.thesisleads import thesis_names

FOR_WORDS: dict[str, str] = {"en": "for", "de": "für", "fr": "pour", "es": "para", "it": "per"}
"""Each language of :data:`.byleads.LEADS`' word for whom a text is made, between the lead's verb
and its "by" ("Prepared for the Ministry of Health by …", "Erstellt für das Bundesamt …
von …", "Préparé pour … par …", "Preparado para … por …", "Redatto per … da …")."""

_MADE_FOR: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (
        re.compile(
            rf"\s*(?P<verb>(?:{verbs})(?:e?s?))\s+{FOR_WORDS[lang]}\s+(?=\S)", re.IGNORECASE
        ),
        re.compile(rf"\s({by})\s+", re.IGNORECASE),
    )
    for lang, (verbs, by) in LEADS.items()
)
"""Per language: its verb and "for" at a line's start, and its "by" later on."""

_OPENING = re.compile(
    r"\s*(?:(?:this|the|ce|cette|le|la|dieser|diese|dieses|der|die|das|este|esta|el"
    r"|questo|questa|il|lo)\s+)?(?:[^\W\d_]+\s+)?"
    rf"(?:{DOC_NOUNS})\s+"
    r"(?:(?:was|has\s+been|is|wurde|ist|a\s+[ée]t[ée]|est|fue|ha\s+sido|[èe]\s+stat[oa]|[èe])\s+)?"
    rf"(?=(?:{RUN_IN_LEAD}))",
    re.IGNORECASE,
)
"""A document's noun (an article and one word before it allowed, an auxiliary after it)
opening a line before a run-in lead: "Report prepared by", "This report was prepared
by", "Final study conducted by", "Bericht erstellt von", "Rapport rédigé par"."""

_MEMBERS = re.compile(r"\s*(?::|\s[—–-])\s+")
"""What parts a body from its members' names: a colon or a dash."""

PROSE_WORDS = frozenset((
    "was", "were", "is", "are", "be", "been", "has", "have", "had", "who", "which", "that",
    "this", "these", "those", "we", "our", "it", "its", "they", "their", "using", "used",
    "will", "would", "can", "could", "should", "also", "not", "into", "than", "when",
    "while", "where", "wurde", "wurden", "wir", "unsere", "est", "sont", "nous", "qui",
    "que", "fue", "fueron", "nosotros", "sono", "stato", "che", "noi",
))  # fmt: skip
"""Words in small letters of running prose, never in a byline's names or a body's name:
after a lead, a sentence ("Written by Ann Lee, who was …", "Prepared by Ann Lee using
the survey …") names nobody."""

_BY_WORD = re.compile(
    r"\b(?:"
    + "|".join([*(by for _, by in LEADS.values()), *(by for _, by in PARTICIPLES.values())])
    + r")\b",
    re.IGNORECASE,
)
"""Any language's "by", a participle's too ("door", "av", "przez": bylines51; the cheap
test that comes first: most lines hold none)."""


def without_made_for(line: str) -> str | None:
    """``line`` without the body a lead names the text made for ("Prepared for the
    Ministry of Health by Ann Lee" -> "Prepared by Ann Lee"; :data:`FOR_WORDS`): the verb,
    then the first of its "by"s that a person follows (:func:`.byleads.names_follow`), or a body and
    its members (:func:`members_after_body`), and what follows it; ``None`` where the
    line opens with no verb and "for", or no person follows a "by"."""
    for made, by in _MADE_FOR:
        found = made.match(line)
        if found is None:
            continue
        for after in by.finditer(line, found.end()):
            rest = line[after.end() :]
            if rest and (names_follow(rest) or members_after_body(rest) is not None):
                return f"{found.group('verb')} {after.group(1)} {rest}"
    return None


def members_after_body(rest: str) -> str | None:
    """The members' names after a body's name in ``rest`` (a line after a run-in lead),
    parted from it by a colon or a dash ("the Working Group: Ann Lee, Bo Chen" -> "Ann
    Lee, Bo Chen"); ``None`` where nothing parts them, a person opens ``rest`` (no body)
    or none follows."""
    found = _MEMBERS.search(rest)
    if found is None or not rest[: found.start()].strip():
        return None
    members = rest[found.end() :]
    if names_follow(rest) or not members or not names_follow(members):
        return None
    return members


def is_prose(text: str) -> bool:
    """Whether ``text`` holds a word of running prose (:data:`PROSE_WORDS`)."""
    return any(word.strip(",.;:") in PROSE_WORDS for word in text.split())


def run_in_names(line: str) -> str | None:
    """The names' text a run-in lead vouches for on ``line`` (see the module): after the
    lead, less a body made for (:func:`without_made_for`), a document's noun before it
    (:data:`_OPENING`) and a body before its members (:func:`members_after_body`); ``""``
    where a sentence follows the lead (:func:`is_prose`: it names nobody); ``None`` where
    the line opens with no lead or no person follows it (a body:
    :func:`.byleads.body_after_lead`).  A thesis's lead is :func:`.thesisleads.thesis_names`'
    (bylines67: "Dissertation … vorgelegt von Jonas Albrecht aus Rostock", "Candidato: …")."""
    if (thesis := thesis_names(line)) is not None:
        return thesis
    if not _BY_WORD.search(line):
        return participle_names(line) if "cura" in line.lower() else None  # "A cura di"
    last = verb_last_names(line)
    if last is not None:  # "Dieser Bericht wurde von Hans Müller erstellt"
        return None if not names_follow(last) else "" if is_prose(last) else last
    text = without_made_for(line) or line
    opened = _OPENING.match(text)
    if opened:
        text = text[opened.end() :]
    led = RUN_IN.match(text)
    if led is None:  # "Cette étude a été réalisée par …", "Drafted by …" (bylines45)
        return participle_names(line)
    rest = text[led.end() :]
    if led.group(0).split()[-1].rstrip(":").casefold() == "von":  # "… aus Bremen" (bylines64)
        rest = without_birthplace(rest)
    if led.group(0).split()[-1].rstrip(":").casefold() in PARTICLE_BYS and topic_after_particle(
        rest
    ):
        return ""  # "Geschrieben von Digitaler Verlag": an adjective opens no name (bylines49)
    members = members_after_body(rest)
    parted = members_after_colon(rest) if members is None and rest else None
    if members is not None:
        rest = members
    elif rest and names_follow(joined_and_placed(rest)):
        # "Ann Lee: Final Report", "Statistics Norway: Ann Lee" (bylines44)
        rest = titled_after(rest) or parted or rest
    elif parted is not None and names_follow(parted):
        rest = parted  # "Ann Lee: Department of Health" (bylines45)
    else:
        return None
    rest = joined_and_placed(rest)  # "Ann Lee with Bo Chen", "Ann Lee at CERN"
    return "" if is_prose(rest) else rest


__all__ = [
    "FOR_WORDS",
    "PROSE_WORDS",
    "is_prose",
    "members_after_body",
    "run_in_names",
    "without_made_for",
]
