"""A report's team roles run in before its makers' names (pure; bylines54).

A report's title page may name its makers under the role each held in the work, run
in before the names with a colon: "Team Lead: Ann Lee", "Project Manager: Ann Lee",
"Principal Investigator: Ann Lee", "Research Team: Ann Lee, Bo Chen", "Editorial
Board: …", "Projektleitung: …", "Équipe de recherche : …".  The role's words are no
name, and left on the line they made the whole line read as nobody (a two-word role
has a name's shape, the colon parting it from the names).  :data:`TEAM_LABEL` is the
role with its colon, dropped before the names as "Authors:" is
(:mod:`~tapyre_paper_search.pdf.linepieces`).

Evidence is the role's shape only: up to two qualifying words of a work's kind
("project", "research", "field", "technical", "editorial", "principal", "lead", a
language's own) and a noun for a role in a team, in English, German, French, Spanish,
Italian and Dutch; a body that steered or wrote the work (:data:`_MAKING_BODIES`: a
steering committee, a writing group, a scientific committee; bylines55).  A thesis's
supervisors and examiners (:mod:`.committee`: "Advisor:", "Committee:", "Review
Committee:") and another role's credits (an editor's "Editor:", a translator's) are no
makers and are not here: the nouns here are a team's, not a reviewer's.
"""

from __future__ import annotations

_QUALIFIERS = (
    r"project|research|study|field|technical|editorial|principal|lead|chief|senior|core|team|course"
    r"|projekt|forschungs|proyecto|progetto|onderzoeks"
)
"""Words of a work's kind or a role's rank before a team's role (a regex alternation)."""

_ROLES = (
    r"leads?|leaders?|managers?|coordinators?|investigators?|team|board|group|members"
    # a study's or a project's director, its consultants, researchers, analysts,
    # scientists (bylines58): "Study Director: …", "Lead Consultant: …"
    r"|(?:study|project)\s+directors?|consultants?|researchers?|analysts?|scientists?"
    r"|projektleit(?:ung|er(?:in)?)|leitung|leiter(?:in)?|koordinat(?:ion|or(?:in)?)"
    r"|projektteam|forschungsteam|arbeitsgruppe"
    r"|responsables?|coordinat(?:eur|rice)s?|[ée]quipe|chef\s+de\s+projet"
    r"|coordinador(?:a|es|as)?|equipo|investigador(?:a|es|as)?\s+principal(?:es)?"
    r"|coordinat(?:ore|rice|ori)|responsabile|gruppo\s+di\s+(?:lavoro|ricerca)"
    r"|projectleider|onderzoeksteam|projectteam"
)
"""A team's role nouns, singular or plural, in each language (a regex alternation)."""

_MAKING_BODIES = (
    r"(?:steering|writing|drafting|scientific|expert|editorial|technical|working)\s+"
    r"(?:committee|group|panel)s?"
    r"|lenkungs(?:ausschuss|kreis|gruppe)|redaktions(?:ausschuss|team)|steuerungsgruppe"
    r"|comit[ée]\s+(?:de\s+pilotage|de\s+r[ée]daction|scientifique|directivo|cient[íi]fico"
    r"|de\s+redacci[óo]n|t[ée]cnico)"
    r"|comitato\s+(?:scientifico|di\s+redazione|direttivo|tecnico)"
    r"|stuurgroep|redactiecommissie|schrijfgroep"
)
"""A body that steered or wrote the work, named as a committee, a group or a panel
(bylines55: "Steering Committee: Ann Lee, Bo Chen", "Writing Group:", "Comité de
pilotage :", "Lenkungsausschuss:"; bylines64: after a study's acronym, "The
KESTREL-AF Writing Group:"); a thesis's or a review's committee is
:mod:`.committee`'s, and no maker's (a regex alternation)."""

# bylines64: a study's body named by the study's acronym in capitals, "The" before it
# ("The KESTREL-AF Writing Group: Emily Park, David Owens")
_STUDY_NAMED = r"(?:the\s+)?(?-i:[A-Z][A-Z0-9]+(?:-[A-Z0-9]+)*)\s+"

TEAM_LABEL = (
    rf"(?:(?:(?:{_QUALIFIERS})\s+){{0,2}}(?:{_ROLES})|(?:{_STUDY_NAMED})?(?:{_MAKING_BODIES}))"
    r"(?:\s+(?:de\s+(?:recherche|projet|investigaci[óo]n)|di\s+ricerca))?\s*:\s+"
)
"""A regex (no groups that capture; compile it with ``re.IGNORECASE``) for a team's
role and its colon run in before names, and the space after it (see the module)."""

__all__ = ["TEAM_LABEL"]
