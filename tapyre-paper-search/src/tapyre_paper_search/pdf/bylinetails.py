"""What follows the names after a byline's lead, and a lead set after them (bylines44).

:func:`~tapyre_paper_search.pdf.runinnames.run_in_names` reads the text after a run-in lead
("Prepared by …") as names.  Some of what follows the names there is none:

- a co-author joined with "with" (:data:`WITH_WORDS`: "Compiled by Ann Lee with Bo
  Chen" names both; "with the support of …", in small letters, is cut off:
  :func:`joined_and_placed`);
- the place a talk was given (:data:`AT_WORDS`: "Presented by Ann Lee at CERN" names Ann
  Lee only; the place had been read as a name, or the line as none);
- the document's title after a colon or a dash (:func:`titled_after`: "Prepared by Ann
  Lee: Final Report" names Ann Lee; the line had named nobody);
- a body's name that reads like a person's before its members after a colon
  (:func:`members_after_colon`: "Prepared by Statistics Norway: Ann Lee" names Ann Lee;
  the body and the person had been read as one piece, and the line named nobody), or a
  dash (bylines45); two people parted so ("Ann Lee: Bo Chen") are both named.

:data:`VERB_LAST` is a German byline whose verb comes last, after the names: "Dieser
Bericht wurde von Hans Müller und Eva Schmidt erstellt" (… "verfasst", "erarbeitet"),
which named nobody: the lead at the line's start is "von", set after an auxiliary.

Nothing here names a publisher, an archive or a paper: the words are a language's
joining words, its place prepositions and its nouns for a document.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.bylinepeople import names_a_thing, reads_as_person
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.namewords import PARTICLES

DOC_NOUNS = (
    "report|study|paper|document|thesis|dissertation|memo|memorandum|brief|review|survey"
    "|assessment|analysis|evaluation|guide|handbook|manual|proposal|plan"
    "|bericht|studie|gutachten|arbeit|rapport|[ée]tude|m[ée]moire|informe|estudio|documento"
    "|relazione|rapporto|studio|tesi|tesis|th[èe]se"
    "|relat[óo]rio|estudo|tese|disserta[çc][ãa]o|artigo"
    # a piece of work, as German's "Arbeit" (bylines46): "Lavoro condotto da …"
    "|lavoro|travail|trabajo|trabalho"
    # a project, the work a leader leads (bylines52): "Project led by Ann Lee"
    "|project|projekt|projet|proyecto|progetto|projeto"
    # an essay, a short piece argued in prose (latex52): "… wrote this essay"
    "|essay|essai|ensayo|saggio|ensaio"
)
"""A regex alternation of the nouns for a document, in the languages of the leads
(matched whole, in any case): a report's kind ("Final Report", "Annual Review")."""

AND_WORDS = "and|und|et|y|e|&"
"""A regex alternation of the words for "and" between two verbs of one lead ("Prepared
and written by", "Elaborado y redactado por"; bylines45)."""

WITH_WORDS = ("with", "mit", "avec", "con")
"""Each language's "with" joining one maker to another after a lead (en, de, fr, es/it),
in small letters only (a capitalised "Con" or "Mit" may open a name)."""

AT_WORDS = ("at", "à", "presso")
"""The place prepositions after a presenter's name ("at CERN", "à l'Inserm", "presso
l'INFN"): what follows is a place, never a name."""

PLACE_WORDS = ("to", "an", "bei", "en", "na", "no", "em", "in")
"""Prepositions that may open what follows a name after a lead (bylines45): the body a
thesis is submitted to ("to the University of Leeds", "an der Universität Wien", "bei der
Fakultät für Physik", "en la Universidad de Granada", "na Universidade de Lisboa"), or a
clause ("in partial fulfilment of the requirements").  Cut only where what follows names
an institution (:func:`cues.has_affiliation`) or opens with a word in small letters that
is no name's particle; "Ann Lee in Bern" stays as it was."""

_WITH = re.compile(rf"\s+(?:{'|'.join(WITH_WORDS)})\s+")
_AT = re.compile(rf"\s+(?:{'|'.join(AT_WORDS)})\s+(?=\S)")
_PLACED = re.compile(rf"\s+(?:{'|'.join(PLACE_WORDS)})\s+(?=\S)")
_DOC_WORD = re.compile(rf"\b(?:{DOC_NOUNS})\b", re.IGNORECASE)
_COLON_OR_DASH = re.compile(r"\s*(?::|\s[—–-])\s+")

VERB_LAST_VERBS = "erstellt|verfasst|erarbeitet|geschrieben|vorgelegt|eingereicht|angefertigt"
"""German verbs of making a text, set last in a passive byline."""

VERB_LAST = re.compile(
    r"^\s*(?:(?:dieser|diese|dieses|der|die|das|unser|unsere)\s+)?(?:[^\W\d_]+\s+)?"
    rf"(?:{DOC_NOUNS})\s+(?:wurde|wurden|ist)\s+von\s+(?P<names>.+?)\s+"
    rf"(?:{VERB_LAST_VERBS})(?:\s+worden)?\s*\.?\s*$",
    re.IGNORECASE,
)
"""A German byline with its verb last: a document's noun (an article and one word before
it allowed), "wurde von", the names, the verb ("Dieser Bericht wurde von Hans Müller
und Eva Schmidt erstellt"); the group ``names`` holds the names' text.  "vom
Umweltbundesamt" is no "von" and names nobody."""


def verb_last_names(line: str) -> str | None:
    """The names' text of a German byline with its verb last (:data:`VERB_LAST`), else
    ``None``."""
    found = VERB_LAST.match(line)
    return found.group("names") if found else None


def is_title(text: str) -> bool:
    """Whether ``text`` (after a colon or a dash) reads as a document's title: it holds a
    noun for a document (:data:`DOC_NOUNS`: "Final Report", "Annual Review")."""
    return _DOC_WORD.search(text) is not None


def titled_after(rest: str) -> str | None:
    """``rest`` (the text after a lead) without the title after its colon or dash ("Ann
    Lee: Final Report" -> "Ann Lee"), where the part after it reads as one
    (:func:`is_title`) and the part before it does not; else ``None``."""
    found = _COLON_OR_DASH.search(rest)
    if found is None:
        return None
    head, tail = rest[: found.start()], rest[found.end() :]
    if not head.strip() or not tail or not is_title(tail) or is_title(head):
        return None
    return head


_HEAD_MARK = re.compile(r"(?:\s?(?:[*†‡§¶✉]|\d{1,2}|[¹²³⁰-⁹]+))+\s*$")
"""Marks closing a name before a colon: a note's sign, an affiliation's number."""


def members_after_colon(rest: str) -> str | None:
    """The names of ``rest`` (the text after a lead) parted by a colon or a dash, or
    ``None`` where none parts it or the part after it opens with no capital or reads as a
    title (:func:`is_title`):

    - a body's name before its members ("Statistics Norway: Ann Lee", "Statistics
      Norway – Ann Lee" -> "Ann Lee"; bylines44 took the colon only);
    - two people ("Ann Lee: Bo Chen" -> "Ann Lee, Bo Chen"), where the part before reads
      as a person (:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_person`);
      bylines44 read it as a body and kept Bo Chen only (bylines45); where the part
      after names a thing and no person
      (:func:`~tapyre_paper_search.pdf.bylinepeople.names_a_thing`), it is that person's
      document, body or occasion ("Ann Lee – Executive Summary", "Ann Lee - World Bank",
      "Ann Lee: Draft Version" -> "Ann Lee"; review45);
    - a person and a post: an affiliation word ("Ann Lee: Department of Health" -> "Ann
      Lee"; :func:`cues.has_affiliation`) or a job title ("Ann Lee: Senior Analyst";
      :func:`is_job_title`), which had named nobody; after a body, such a part names
      nobody (``None``).

    A person's mark closing the part before (:data:`_HEAD_MARK`: "Tom Brooks1: Mark
    Hill1") is read past: the part reads as a person without it (bylines51)."""
    found = _COLON_OR_DASH.search(rest)
    if found is None or not rest[: found.start()].strip():
        return None
    head, tail = rest[: found.start()], rest[found.end() :]
    if not tail[:1].isupper() or is_title(tail):
        return None
    person = reads_as_person(head) or (
        _HEAD_MARK.search(head) is not None and reads_as_person(_HEAD_MARK.sub("", head))
    )
    if cues.has_affiliation(tail) or is_job_title(tail):
        return head if person else None
    if not person:
        return tail
    return head if names_a_thing(tail) and not reads_as_person(tail) else f"{head}, {tail}"


def _unplaced(part: str) -> str:
    """``part`` (one maker's text after a lead) cut before a preposition of
    :data:`PLACE_WORDS` that an institution or a clause follows."""
    for found in _PLACED.finditer(part):
        tail = part[found.end() :]
        first = tail.split()[0]
        if cues.has_affiliation(tail) or (first[:1].islower() and first not in PARTICLES):
            return part[: found.start()]
    return part


def joined_and_placed(rest: str) -> str:
    """``rest`` (the names after a lead) with a "with" before a capital read as a list's
    comma ("Ann Lee with Bo Chen" -> "Ann Lee, Bo Chen"), cut before a "with" in small
    letters ("with the support of …") and before a place (:data:`AT_WORDS`: "Ann Lee at
    CERN" -> "Ann Lee"), each maker's text cut before the body or clause that one of
    :data:`PLACE_WORDS` opens ("Hans Müller an der Universität Wien" -> "Hans Müller";
    bylines45)."""
    placed = _AT.search(rest)
    if placed is not None:
        rest = rest[: placed.start()]
    parts: list[str] = []
    for k, part in enumerate(_WITH.split(rest)):
        if k and not part[:1].isupper():
            break
        parts.append(_unplaced(part))
    return ", ".join(parts)


__all__ = [
    "AND_WORDS",
    "AT_WORDS",
    "DOC_NOUNS",
    "PLACE_WORDS",
    "VERB_LAST",
    "VERB_LAST_VERBS",
    "WITH_WORDS",
    "is_title",
    "joined_and_placed",
    "members_after_colon",
    "titled_after",
    "verb_last_names",
]
