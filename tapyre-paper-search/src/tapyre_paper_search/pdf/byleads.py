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
"""

from __future__ import annotations

LEADS: dict[str, tuple[str, str]] = {
    "en": ("prepared|submitted|compiled|presented", "by"),
    "de": ("vorgelegt|eingereicht|erstellt|verfasst|geschrieben", "von"),
    "fr": ("r[ée]dig[ée]|pr[ée]sent[ée]|pr[ée]par[ée]|soumis|[ée]crit", "par"),
    "es": ("elaborad[oa]|presentad[oa]|preparad[oa]|escrit[oa]", "por"),
    "it": ("redatt[oa]|presentat[oa]|preparat[oa]|scritt[oa]", "da"),
}
"""Each language's verbs (a regex alternation, with their feminine and plural endings
added below) and the preposition that follows them."""

RUN_IN_LEAD = "|".join(rf"(?:{verbs})(?:e?s?)\s+{by}\s+" for verbs, by in LEADS.values())
"""A regex (no groups; compile it with ``re.IGNORECASE``) for one lead of
:data:`LEADS` and the space after it."""

__all__ = ["LEADS", "RUN_IN_LEAD"]
