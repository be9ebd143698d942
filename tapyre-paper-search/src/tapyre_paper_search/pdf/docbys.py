"""A document's noun and a bare "by" opening a byline (pure; bylines56).

A thesis' or a report's cover names its writer after the document's noun and a bare
"by", no verb between them: "A thesis by Nadia Haddad", "Report by Ann Lee and Bo
Chen", "A doctoral dissertation by …", "Eine Studie von …", "Une étude par …".  No
lead of :mod:`~tapyre_paper_search.pdf.byleads` matched (their verbs' "prepared by"
only; "Report prepared by" is byleads' document opening), so the noun and "by" were
glued to the first name and the line named nobody.

:func:`doc_by_end` reads such a lead by its evidence: a document's noun
(:data:`~tapyre_paper_search.pdf.bylinetails.DOC_NOUNS`, an article and one word
before it allowed) then the word for "by" of a lead's language, at the line's start,
and what follows reading as names by itself
(:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_names`, any language's word for
"and" read as a comma), the first of them a person's
(:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_person`: a given name, or a first
word no dictionary knows) or closing on a surname no dictionary knows
(:func:`~tapyre_paper_search.pdf.bylinepeople.closes_on_surname`: "Lina Okafor").  A
title of the same shape names a method or a body after its "by" ("Evaluation by Expert
Panels", "Analysis by Machine Learning", "Report by Deloitte Consulting"), which does
not: the line stays as it was.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.bylinepeople import (
    closes_on_surname,
    reads_as_names,
    reads_as_person,
)
from tapyre_paper_search.pdf.bylinetails import DOC_NOUNS
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS

_LEAD = re.compile(
    r"^\s*(?:(?:a|an|the|this|eine?|une?|una?)\s+)?(?:[^\W\d_]+\s+)?"
    rf"(?:{DOC_NOUNS})\s+(?:by|von|par|por)\s+(?=[^\W\d_])",
    re.IGNORECASE,
)
"""A document's noun before a bare "by" in English, German, French, Spanish or
Portuguese, an article and one word (a kind: "doctoral", "final") before it allowed."""

_AND = re.compile(r"\s+(?:and|und|&|" + "|".join(sorted(CONJUNCTIONS)) + r")\s+(?=[^\W\d_])")
"""A word for "and" between two names, read as a comma before the names are tried."""


def doc_by_end(text: str) -> int:
    """The end of a document's noun and its bare "by" opening ``text`` (one line,
    asides and marks off), or 0 where none leads names (see the module)."""
    lead = _LEAD.match(text)
    if lead is None:
        return 0
    rest = _AND.sub(", ", text[lead.end() :])
    person = reads_as_person(rest) or closes_on_surname(rest)
    return lead.end() if person and reads_as_names(rest) else 0


__all__ = ["doc_by_end"]
