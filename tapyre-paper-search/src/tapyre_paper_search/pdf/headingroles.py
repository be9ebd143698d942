"""Whose lines a course heading block holds, and what is no course heading (pure).

:mod:`~tapyre_paper_search.pdf.headingblock` reads the short flush-left lines over a
title centred in the body's type as a course paper's heading: the writers' names, the
instructor, the course and the date.  Other documents open with such lines too
(review52):

* a memorandum or a report whose subject is centred under its header rows names its
  addressee first ("To: Ann Lee", "An:", "Attn:", "Prepared for:", "Cc:") and its
  editor ("Editor: …", "Edited by …"): :func:`others_line` tells such a line, whose
  names are no writers';
* a letter (a cover letter over a paper, a letter of support) sets its subject centred
  ("Re: Submission of …") over its salutation ("Dear Dr. Lee,", "Sehr geehrte …"):
  :func:`salutation` tells that line, and a page holding one is no course paper;
* a journal's running head in the body's type (its name over "Vol. 3, No. 2, March
  2021", "pp. 12-30": :func:`periodical_line`) names no writer ("Field Methods Review"
  read as a name): the title is its, the names are read as on any page;
* a running head in the body's type over a title with its byline centred under it:
  :func:`byline` tells a centred line that reads as names (each name opening with a
  given name: "Ann Lee and Bo Chen"; not a title in title case, "Conformal Field
  Theory and Operator Algebras").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.authors import names_in_line, names_others
from tapyre_paper_search.pdf.givenwords import any_given_name

# A label before a colon naming the addressee, a copy's receiver or the editor, in
# English, German, French, Spanish, Italian, Portuguese, Dutch and the Nordic languages.
_OTHERS_LABEL = re.compile(
    r"^\s*(?:to|memo\s+to|an|à|a|para|aan|till|til|attn|attention|cc|bcc|kopie|copie"
    r"|copia|kopi|recipients?|empfänger(?:in)?|destinataire|destinatario|prepared\s+for"
    r"|submitted\s+to|for|editors?|herausgeber(?:in)?|éditeur|editor(?:a|e)?|redacteur"
    r"|redactie|reviewers?)\s?:",
    re.IGNORECASE,
)
# A letter's salutation: a greeting word and a few words, closed by a comma, a colon or
# an exclamation mark ("Dear Dr. Lee,", "Sehr geehrte Frau Huber,", "Madame, Monsieur,").
_SALUTATION = re.compile(
    r"^\s*(?:dear|sehr\s+geehrte[rs]?|liebe[rs]?|cher|chère|chers|chères|madame"
    r"|monsieur|mesdames|messieurs|estimad[oa]s?|querid[oa]s?|gentile|gentili|egregi[oa]"
    r"|prezad[oa]s?|geachte|beste|kære|kjære|hej)\b[^;]{0,60}[,:!]\s*$",
    re.IGNORECASE,
)
# A periodical's issue line: a volume, an issue or a page range ("Vol. 3, No. 2",
# "Bd. 12, Heft 3", "pp. 12-30"); no course heading holds one.
_ISSUE = re.compile(
    r"\b(?:vol(?:ume)?|bd|jg|jahrgang|tome|issue|heft|fasc)\.?\s*\d|^\s*(?:pp?|pages?|s)\.?\s*\d",
    re.IGNORECASE,
)
_BY = re.compile(r"^\s*(?:by|von|par|por|di|door|av)\s+", re.IGNORECASE)


def others_line(text: str) -> bool:
    """Whether heading line ``text`` names others than the writers: an addressee's, a
    copy's or an editor's label before a colon ("To: Ann Lee", "Attn: …", "Editor: …")
    or another role's words ("Edited by …")."""
    return _OTHERS_LABEL.match(text) is not None or names_others(text)


def salutation(text: str) -> bool:
    """Whether ``text`` is a letter's salutation ("Dear Dr. Lee,", "Dear colleagues,")."""
    return _SALUTATION.match(text) is not None


def periodical_line(text: str) -> bool:
    """Whether heading line ``text`` gives a periodical's volume, issue or pages: the
    block is a journal's running head, whose name is no writer's."""
    return _ISSUE.search(text) is not None


def byline(text: str) -> tuple[str, ...]:
    """The names of a centred line under a title that reads as a byline: names (a
    leading "by" dropped), each opening with a given name; else none."""
    names = names_in_line(_BY.sub("", text, count=1))
    if names and all(any_given_name(name.split()[0]) for name in names):
        return tuple(names)
    return ()


__all__ = ["byline", "others_line", "periodical_line", "salutation"]
