"""Lecture notes written up by scribes (pure; front49).

A course's notes of one lecture print a head "Lecture 9: Title", then a line naming
the lecturer ("Lecturer: Cy Diaz", "Instructor: …", "Dozent: …", "Enseignant : …") and
the students who wrote the notes up ("Scribes: Ann Lee, Bo Chen", "Notes by: …",
"Mitschrift: …", "Notes prises par : …", "Apuntes: …").  The notes are the scribes'
text: they are its authors; the lecturer, named beside them, is not.  Read whole, that
line gave the lecturer as the first author and glued the first scribe to the label, a
single scribe left no author at all, and the lecture's number stayed on the title.

* :func:`scribe_names` is a byline line's text from its scribe label on (the
  lecturer's part and the label dropped), or the line as it is where no scribe label
  follows a role label or opens the line (read by :mod:`.linepieces`);
* :func:`without_lecturer` drops from a byline zone the lecturer's cell where the
  scribes' label stands level with it in a cell of its own (a tab's gap between them);
* :func:`is_lecture_notes` says whether a page's lines hold such a scribe line;
* :func:`lecture_title` is the title less its "Lecture 9:" number ("Vorlesung 3:",
  "Cours 4 :", "Lección 2:", "Lezione 5:"), only on lecture notes' page: elsewhere a
  title may well open with such words;
* :func:`lecture_abstract` is the abstract less the run-in label of the notes'
  overview opening it ("Overview.", "Summary:", "Überblick.", "Aperçu :",
  "Resumen.", "Sommario."), again only on lecture notes' page.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from tapyre_paper_search.pdf.lines import Line

_ROLE = (
    r"(?:lecturers?|instructors?|teachers?|professors?|speakers?|dozent(?:in|en)?|"
    r"lehrende[rn]?|enseignante?s?|professeure?s?|profesora?(?:es)?|docentes?|relatore?)"
)
"""A lecture's teaching role label word, any case (EN/DE/FR/ES/IT)."""

_SCRIBE = (
    r"(?:scribes?|scribed\s+by|notes?\s+(?:taken\s+)?by|note[\s-]?takers?|"
    r"mitschrift(?:\s+von)?|protokoll(?:\s+von)?|protokollant(?:in|en)?|"
    r"notes?\s+(?:prises\s+)?par|scripteurs?|apuntes(?:\s+de)?|notas\s+de|"
    r"tomad[oa]s?\s+por|appunti(?:\s+di|\s+a\s+cura\s+di)?)"
)
"""The label of the students who wrote a lecture's notes up, any case (EN/DE/FR/ES/IT)."""

_OPENING_SCRIBE = re.compile(rf"^\s*{_SCRIBE}\s*:\s*", re.IGNORECASE)
_ROLE_THEN_SCRIBE = re.compile(
    rf"^\s*{_ROLE}\s*:\s*\S.*?(?:\s|(?<=[a-zà-ÿ.])(?-i:(?=[A-ZÀ-Þ]))){_SCRIBE}\s*:\s*(?=\S)",
    re.IGNORECASE | re.DOTALL,
)
"""A role's cell then the scribes' (a tab's gap read as a space, or as nothing after a
short name: "Lecturer: StaffScribes: Ann Lee")."""

OVERVIEW_LABEL = (
    r"(?:overview|summary|in\s+this\s+lecture|überblick|übersicht|zusammenfassung|"
    r"aperçu|résumé|resumen|sommario|sintesi)\s*[.:\u2013\u2014]\s+(?=\S)"
)
"""A lecture notes' overview's run-in label and the space after it (a regex, no groups;
any case): "Overview.", "Summary:", "Überblick.", "Aperçu :", "Resumen.", "Sommario."."""
_OVERVIEW = re.compile(rf"^\s*{OVERVIEW_LABEL}", re.IGNORECASE)

_OPENING_ROLE = re.compile(rf"^\s*{_ROLE}\s*:\s*\S", re.IGNORECASE)

_NUMBER = re.compile(
    r"^\s*(?:lecture|lec\.|class|vorlesung|cours|leçon|lecci[oó]n|clase|lezione)"
    r"\s+\d{1,3}[a-z]?\s*[:.\u2013\u2014-]\s+(?=\S)",
    re.IGNORECASE,
)


def scribe_names(text: str) -> str:
    """``text`` from its scribe label on, the label dropped ("Lecturer: Cy Diaz Scribes:
    Ann Lee, Bo Chen" -> "Ann Lee, Bo Chen"); ``text`` itself without such a label."""
    found = _ROLE_THEN_SCRIBE.match(text) or _OPENING_SCRIBE.match(text)
    return text[found.end() :] if found else text


def is_lecture_notes(lines: Iterable[str]) -> bool:
    """Whether one of ``lines`` is a scribe line (a role label then a scribe label, or a
    scribe label opening it)."""
    return any(scribe_names(line) != line for line in lines)


def lecture_title(title: str, lines: Iterable[str]) -> str:
    """``title`` less a lecture's number opening it ("Lecture 9: Title" -> "Title")
    where ``lines`` (the title page's) are lecture notes; ``title`` elsewhere."""
    found = _NUMBER.match(title)
    if found is None or not is_lecture_notes(lines):
        return title
    return title[found.end() :]


def lecture_abstract(abstract: str, lines: Iterable[str]) -> str:
    """``abstract`` less an overview's run-in label opening it ("Overview. We …" -> "We
    …") where ``lines`` (the title page's) are lecture notes; ``abstract`` elsewhere."""
    found = _OVERVIEW.match(abstract)
    if found is None or not is_lecture_notes(lines):
        return abstract
    return abstract[found.end() :]


def without_lecturer(lines: Sequence[Line], zone: list[int]) -> list[int]:
    """``zone`` (indices of ``lines``) less each line opening with a teaching role's label
    ("Lecturer: Cy Diaz") that a line opening with a scribe label stands level with
    ("Scribes: Ann Lee, Bo Chen" further right on the same row)."""
    scribes = [lines[i] for i in zone if _OPENING_SCRIBE.match(lines[i].text)]
    if not scribes:
        return zone
    return [
        i
        for i in zone
        if not (
            _OPENING_ROLE.match(lines[i].text)
            and any(abs(s.y0 - lines[i].y0) < 0.5 * lines[i].size for s in scribes)
        )
    ]
