"""Run-in byline leads by language: a verb of making a text and its "by" (latex42).

A report, thesis or memo sets its names after a lead on the same line: "Prepared by
Ann Lee, Bo Chen, and Eva Roth", "Submitted by …", "Vorgelegt von …", "Rédigé par …",
"Elaborado por …", "Redatto da …".  Left on the line, the lead glued to the first name
("Prepared by Ann Lee") made that piece no name, so the first author was lost, and a
single name left no author at all.  :data:`RUN_IN_LEAD` matches such a lead at a
line's start (any case; the verb and its preposition only, the names after it), one
alternative of :mod:`~tapyre_paper_search.pdf.linepieces`' lead.  A lead of a verb
alone ("by", "von") is ``linepieces``' own; a label alone on its line ("Prepared by"
over a name a line) is :mod:`~tapyre_paper_search.pdf.labelblock`'s.

:func:`names_follow` says whether a lead is followed by a person (review149): a body
after it ("Prepared by World Health Organization", "Presented by the Working Group …",
"Elaborado por el Ministerio de Salud", "Vorgelegt von der Fakultät …") is no name, and
the lead stays on the line, which names nobody then, as before latex42.

:data:`LABEL_LEADS` (latex43) are a talk's or a lecture's role labels run in before the
names with a colon: "Lecturer: P. Padovani", "Speakers: Ann Lee and Bo Chen",
"Presenter: …" (a lecture's notes under its title).  Left on the line, the label glued
to a single name ("Lecturer: P. Padovani") made that piece no name and the page had no
author; :data:`RUN_IN_LABEL` is the alternative of ``linepieces``' lead that drops it.
The colon is required: "Speaker of the House" or "Lecturer in Law" is no label.

The names a run-in lead vouches for on a line (:func:`run_in_names`, tidy44) are read
by :mod:`~tapyre_paper_search.pdf.runinnames` (moved out, tidy57).  German gendered
nouns ("Autor:in", "Autor*innen") are label nouns of :data:`NOUNS` (bylines45).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.bylineplurals import given_before_plural
from tapyre_paper_search.pdf.bylinetails import AND_WORDS, DOC_NOUNS
from tapyre_paper_search.pdf.firmforms import firm_named
from tapyre_paper_search.pdf.refcreators import is_organisation

LEADS: dict[str, tuple[str, str]] = {
    # bylines71: a reply's or a response's writer ("Reply by Kenneth Osei and Abena Darko")
    "en": (
        "prepared|submitted|compiled|presented|written|authored|produced|conducted|reply|response",
        "by",
    ),
    "de": ("vorgelegt|eingereicht|erstellt|verfasst|geschrieben", "von"),
    "fr": ("r[ée]dig[ée]|pr[ée]sent[ée]|pr[ée]par[ée]|soumis|[ée]crit", "par"),
    "es": ("elaborad[oa]|presentad[oa]|preparad[oa]|escrit[oa]", "por"),
    "it": ("redatt[oa]|presentat[oa]|preparat[oa]|scritt[oa]", "da"),
}
"""Each language's verbs (a regex alternation, with their feminine and plural endings
added below) and the preposition that follows them: the one table of byline leads
(tidy43), read by :mod:`.linepieces` (run in), :mod:`.labelblock` and :mod:`.leadnames`
(a label alone on its line).  A language or a verb is added here only."""

NOUNS: dict[str, tuple[str, ...]] = {
    "en": (r"authors?", r"author\s*\(s\)", r"the\s+authors", "contributors"),
    "de": (r"autor(?:en|innen|[:*_/]in(?:nen)?)?", r"verfasser(?:in(?:nen)?)?"),
    "fr": (r"auteur(?:e?s)?",),
    "es": (r"autor(?:es|as?)?",),
    "it": (r"autor[ei]", r"autric[ei]"),
    # Catalan, Polish, Czech, the Nordic languages, Finnish, Hungarian, Turkish and
    # Indonesian (bylines58): "Autors:", "Autorzy:", "Autoři:", "Författare:", "Tekijät:"
    "ca": (r"autors",),
    "pl": (r"autorzy", r"autork[ai]"),
    "cs": (r"autoři", r"autorky"),
    "nordic": (r"författare", r"forfatter(?:e|ne)?"),
    "fi": (r"tekijä(?:t)?",),
    "hu": (r"szerző(?:k)?",),
    "tr": (r"yazar(?:lar)?",),
    "id": (r"penulis",),
    # Russian, Ukrainian and Bulgarian (bylines71): "Авторы:", "Автори:", "Автор:"
    "cyrillic": (r"автор(?:ы|и|ка)?",),
}
"""Each language's nouns for a text's makers, set as a label over names ("Authors:",
"Autoren", "Auteurs", "Autori", "Verfasser"; Portuguese "Autores" is Spanish's)
(regexes, matched whole in any case)."""

_QUALIFIERS = (
    r"(?:co-?)?(?:contributing|invited|lead|senior|first|last|corresponding|participating"
    r"|principal|additional|primary|joint|guest|main|coordinating|chief|associate"
    r"|many|several)"  # "Many authors:" (bylines60; fix55d: no "Other"; fix56b: no "All",
    # which heads CRediT and interest statements: "All authors: Formal Analysis")
)
"""A regex for a word that qualifies the makers' noun of a label ("Contributing
authors:", "Co-lead authors:"), a closed list (fix55d: "Dear authors:" is no label)."""

RUN_IN_NOUN = (
    rf"(?:(?:{DOC_NOUNS}|{_QUALIFIERS})\s+)?(?:"
    + "|".join(n for forms in NOUNS.values() for n in forms if n != "contributors")
    + r")\s*:\s+"
)
"""A regex (no groups; compile it with ``re.IGNORECASE``) for a noun of :data:`NOUNS`
run in before names with its colon ("Autores: Ana Gil y …", "Auteurs : …", "Report
authors: …"; a document's noun before it allowed), and the space after it; "Contributors"
is no byline's (tidy43).  names59: any one word before the noun qualifies it as a
document's noun does ("Contributing authors:", "Invited authors:", "Co-lead authors:"),
the label of two words, as a whole, run in before the names; fix55d: a qualifier of
a closed list (:data:`_QUALIFIERS`) only."""


def _made(verbs: str) -> str:
    """A regex for one verb of ``verbs`` with its endings, or two joined by a word for
    "and" ("Written and compiled", "Préparé et rédigé"; bylines45)."""
    one = rf"(?:{verbs})(?:e?s?)"
    return rf"(?:{one}\s+(?:{AND_WORDS})\s+)?{one}"


LEAD_WORDS = "|".join(rf"{_made(verbs)}\s+{by}" for verbs, by in LEADS.values())
"""A regex (no groups that capture) for one lead of :data:`LEADS`, without the space
after it."""

RUN_IN_LEAD = "|".join(rf"{_made(verbs)}\s+{by}\s*:?\s+" for verbs, by in LEADS.values())
"""A regex (no groups; compile it with ``re.IGNORECASE``) for one lead of
:data:`LEADS`, a colon after it allowed ("Prepared by: Ann Lee", "Rédigé par : …";
bylines45), and the space after it."""


def label_pattern(without: tuple[str, ...] = ()) -> str:
    """A regex (no groups that capture; compile it with ``re.IGNORECASE``) for a label
    over names: a lead of :data:`LEADS` or a noun of :data:`NOUNS`, less the nouns in
    ``without`` (as written in :data:`NOUNS`)."""
    nouns = (n for forms in NOUNS.values() for n in forms if n not in without)
    return "|".join((LEAD_WORDS, *nouns))


RUN_IN = re.compile(rf"^\s*(?:{RUN_IN_LEAD})", re.IGNORECASE)
""":data:`RUN_IN_LEAD` at a line's start."""

LABEL_LEADS: tuple[str, ...] = ("lecturers?", "speakers?", "presenters?", "guests?")
"""A talk's or a lecture's role labels, singular or plural (regexes), run in before the
names with a colon (latex43)."""

RUN_IN_LABEL = rf"(?:{'|'.join(LABEL_LEADS)})\s*:\s+"
"""A regex (no groups; compile it with ``re.IGNORECASE``) for one of :data:`LABEL_LEADS`,
its colon and the space after it."""

# What ends the first name after a lead: a separator or a joining word of a list.
_FIRST_END = re.compile(r"\s*[,;&|]\s*|\s+(?:and|und|et|y|e)\s+")


def names_follow(rest: str) -> bool:
    """Whether ``rest`` (a line after a run-in lead) opens with a person's name: its first
    piece (up to a separator or "and") opens with a capital, holds no affiliation word
    (:func:`cues.has_affiliation`) and is no organisation
    (:func:`~tapyre_paper_search.pdf.refcreators.is_organisation`; a known given name
    before a plural is a person's:
    :func:`~tapyre_paper_search.pdf.bylineplurals.given_before_plural`)."""
    first, *others = _FIRST_END.split(rest.strip())
    if not first[:1].isupper() or cues.has_affiliation(first):
        return False
    words = first.split()  # "Charity Banks": a given name before a plural (bylines49)
    if firm_named(words, others):
        return False  # "Norconsult AS", "Sveriges Riksbank" (bylines58)
    return not is_organisation(words) or given_before_plural(words)


def body_after_lead(text: str) -> bool:
    """Whether ``text`` (a byline's line) is a run-in lead of :data:`LEADS` followed by
    no person (:func:`names_follow`): "Prepared by the World Health Organization",
    "PREPARED BY WORLD HEALTH ORGANIZATION", "Prepared by Deloitte Consulting".  Such
    a line names nobody: its lead stays on it (review149, tidy43)."""
    led = RUN_IN.match(text)
    return led is not None and not names_follow(text[led.end() :])


__all__ = [
    "LABEL_LEADS",
    "LEADS",
    "LEAD_WORDS",
    "NOUNS",
    "RUN_IN",
    "RUN_IN_LABEL",
    "RUN_IN_LEAD",
    "RUN_IN_NOUN",
    "body_after_lead",
    "label_pattern",
    "names_follow",
]
