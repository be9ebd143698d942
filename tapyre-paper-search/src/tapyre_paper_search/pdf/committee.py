"""Labels of the people who oversee a thesis or report, who are no authors.

A dissertation's or report's title page names its author(s) and then, under a
label, the people who supervised or examined the work: "Dissertation
Committee:", "Advisor: Ann Lee", "Supervised by", "Examiners", "Betreuer:",
"Directeur de thèse", "Promotor"; a course's "Instructor", "Tutor", "Demonstrator" or
"Teaching assistant" under a student group's names (front61); a committee that
reviewed, organised or judged the work ("Review Committee:", "Programme Committee:";
bylines55).  The names under or
after such a label are no authors (:func:`is_label`; ``authorzone.before_note`` ends
the names' zone there).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.contactdesks import is_contact_label

_ROLE = (
    r"(?:(?:co-?)?(?:advis[eo]rs?|supervisors?|promot[eo]rs?|examiners?|mentors?|referees?)"
    r"|(?:(?:dissertation|thesis|doctoral|examining|advisory|supervisory|reading|defen[cs]e"
    # a committee that reviewed, organised or judged the work (bylines55)
    r"|review|reviewing|organi[sz]ing|program(?:me)?|evaluation|ethics|selection|oversight"
    r"|monitoring|audit)\s+)?"
    r"committee(?:\s+(?:members?|in\s+charge|chair))?"
    r"|(?:thesis|dissertation|research|principal)\s+(?:advis[eo]rs?|supervisors?|directors?)"
    r"|(?:first|second|external|internal)\s+(?:examiners?|readers?|supervisors?|referees?)"
    # a course's teaching staff over a student group's report (front61): "Instructor"
    r"|(?:course\s+)?instructors?|tutors?|demonstrators?|teaching\s+assistants?"
    r"|(?:erst|zweit)?gutachter(?:in|innen)?|betreuer(?:in|innen)?|prüf(?:er|erin|ungskommission)"
    r"|doktorvater|korreferent(?:in)?"
    r"|(?:directeur|directrice)s?\s+de\s+th[eè]se|rapporteurs?|examinateurs?|jury"
    r"|director(?:a)?\s+de\s+(?:tesis|la\s+tesis)|relatore|correlatore|(?:co)?promotiecommissie)"
)
# The label alone (with a colon or not), or the label, a colon or dash and names.
_LABEL = re.compile(rf"^\s*{_ROLE}\s*(?:[:：–—-].*)?$", re.IGNORECASE)
# A phrase that leads into the supervisors' names on the same line.
_LEAD = re.compile(
    r"^\s*(?:supervised|advised|examined|directed|approved)\s+by\b"
    r"|^\s*under\s+the\s+(?:supervision|guidance|direction)\s+of\b"
    r"|^\s*(?:betreut|begutachtet)\s+von\b|^\s*sous\s+la\s+direction\s+de\b",
    re.IGNORECASE,
)
# The writers' own label later on the same row ("Instructor: Cy Diaz    Notes by: Ann Lee"):
# the row names its authors too, so it is no supervisors' label (front49's scribes).
_WRITERS_AFTER = re.compile(
    r"[^:：]*[:：].*\b(?:(?:notes|written|prepared|compiled)\s+by|scribes?|authors?)\s*[:：]",
    re.IGNORECASE,
)


def is_label(text: str) -> bool:
    """Whether ``text`` (one line) opens the list of a work's supervisors or examiners:
    a role label alone or before a colon ("Dissertation Committee:", "Advisors",
    "Betreuer: …"), or a phrase leading into their names ("Supervised by …"); or the
    list of the people to contact about it, no authors either
    (:func:`~tapyre_paper_search.pdf.contactdesks.is_contact_label`: "Media contact:",
    "Press Office"; bylines55)."""
    if _LABEL.match(text):
        return _WRITERS_AFTER.match(text) is None
    return bool(_LEAD.match(text)) or is_contact_label(text)
