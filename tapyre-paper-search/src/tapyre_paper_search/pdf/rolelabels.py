"""Lines that name the people of another role than the authors' by a noun (pure; bylines58).

A report's or paper's front matter names its reviewers, translators and editors beside its
authors, by a noun rather than a participle (participles are
:mod:`~tapyre_paper_search.pdf.bylinecrafts`' and ``authors.names_others``'):

* the role's noun as a label before a colon: "Reviewers: Anna Kowalczyk, Marek Nowicki",
  "Referee: …", "Translator: …", "Översättning: Eva Lund", "Editors: …";
* the noun of the work done, then its preposition: "Traducción de Elena Ruiz",
  "Translation by …", "Übersetzung von …", "Traduzione di …";
* the editors' abbreviation closing a list of names: "Maria Rossi and Paolo Bianchi
  (eds.)", "(Hrsg.)", "(dir.)", "(coord.)", "(orgs.)"; or inside a line opened by a
  chapter's "In:" ("In: R. Ashdown and P. Mbeki (eds.), Coastal Governance"; bylines71).

:func:`names_other_role` tells such a line: the people it names are no authors.  A
committee's or board's label is no such noun ("Editorial Board: …", "Steering
Committee: …" name the makers of a report; ``committee`` tells the overseers' committees).
"""

from __future__ import annotations

import re

_ROLE_NOUNS = (
    # en
    # one qualifying word allowed before ("Peer reviewers", "Internal reviewers", "Guest
    # editor")
    r"(?:[^\W\d_]+\s+)?(?:reviewers?|referees?|translators?|editors?)|translation"
    # de, fr, es, pt, it, nl, sv, no, da, pl, cs
    r"|gutachter(?:in|innen)?|übersetzer(?:in|innen)?|übersetzung|herausgeber(?:in|innen)?"
    r"|relecteurs?|relectrices?|traducteurs?|traductrices?|traduction"
    r"|revisor(?:es|as?)?|traductor(?:es|as?)?|traducción|tradutor(?:es|as?)?|tradução"
    r"|revisori|traduttor[ei]|traduttric[ei]|traduzione|curator[ei]"
    r"|vertal(?:er|ers|ing)|översättn?ing|översättare|oversettelse|oversetter|oversættelse"
    r"|oversætter|granskare|recenzen(?:t|ci)|recenzent(?:i|ka|ky)|tłumaczenie|tłumacz|překlad|překladatel"
)
_LABEL = re.compile(rf"^\s*(?:{_ROLE_NOUNS})\s*:\s*\S", re.IGNORECASE)
# bylines66: such a label after a sentence's stop or a semicolon inside the line ("Authors:
# Ann Lee, Bo Chen. Reviewers: Cy Dunn"), a capital opening the label
_LABEL_INSIDE = re.compile(
    rf"[.;]\s+(?=(?-i:[A-ZÀ-ÞĀ-Ž]))(?=(?:{_ROLE_NOUNS})\s*:\s*\S)", re.IGNORECASE
)
_WORK_BY = re.compile(
    r"^\s*(?:translation|traducci[óo]n|tradu[çc][ãa]o|traduction|traduzione|übersetzung"
    r"|vertaling|översättning|oversettelse|oversættelse|tłumaczenie|překlad)"
    r"\s+(?:by|de|par|di|von|av|door|ved|przez)\s+(?-i:[A-ZÀ-ÞĀ-Ž])",
    re.IGNORECASE,
)
_EDITORS = r"\((?:eds?|hrsg|dirs?|coords?|orgs?|comps?|red|a\s+cura\s+di)\.?\)"
_EDITORS_TAIL = re.compile(rf"{_EDITORS}\s*$", re.IGNORECASE)
# bylines71: a chapter's book after "In:" ("In", "Dans", "En"), its editors' abbreviation
# followed by the book's title ("In: R. Ashdown and P. Mbeki (eds.), Coastal Governance")
_IN_BOOK = re.compile(
    rf"^\s*(?:in|dans|en)\b\s*:?\s+(?-i:[A-ZÀ-ÞĀ-Ž])[^()]*{_EDITORS}", re.IGNORECASE
)


_IN_HEADS = frozenset(("in:", "in ", "dan", "en:", "en "))


def names_other_role(line: str) -> bool:
    """Whether ``line`` names its people by another role's noun (see the module): a
    reviewer's, translator's or editor's label before a colon, a translation's noun
    before its preposition and a capital, or the editors' abbreviation in parentheses
    closing it or after a chapter's "In:"."""
    if _EDITORS_TAIL.search(line) or (line[:3].lower() in _IN_HEADS and _IN_BOOK.match(line)):
        return True
    return bool(_LABEL.match(line) or _WORK_BY.match(line))


def before_other_role(line: str) -> str:
    """``line`` up to another role's label set inside it after a stop or a semicolon
    ("Authors: Ann Lee, Bo Chen. Reviewers: Cy Dunn" → "Authors: Ann Lee, Bo Chen."),
    the stop kept; else ``line`` (bylines66: the reviewers were read as authors)."""
    found = _LABEL_INSIDE.search(line)
    return line if found is None else line[: found.start() + 1]


__all__ = ["before_other_role", "names_other_role"]
