"""The numbered labels of a structured abstract: "1. Purpose", "2) Methods: We …" (pure;
abs63).

Some journals number a structured abstract's parts ("1. Purpose" / text / "2. Methods" /
text / …, or "1) Background: …" run in).  The reader knew the labels unnumbered only
(:data:`~.structlabels.STRUCTURE_HEADING`): "1. Purpose" alone in bold under the
"Abstract" heading was read as a numbered body heading and the abstract came out empty.

A numbered label is not made a structure label everywhere (a body's "1. Introduction"
or "2. Methods" after a plain abstract must still end it): it opens a structured
abstract only as its first part, numbered 1 and naming an opening label ("Purpose",
"Background", "Objective(s)", "Aim(s)", "Context", "Importance": never "Introduction"),
and later numbered labels (2 to 9) count only in an abstract whose first part opens so
(:func:`part_form`).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import structlabels
from tapyre_paper_search.pdf.numberedpoints import point_form

_NUMBER = re.compile(r"^\s*(?P<n>[1-9])\s*[.)]\s+(?P<rest>\S.*)$")
_OPENING = frozenset(
    {"purpose", "background", "objective", "objectives", "aim", "aims", "context", "importance"}
)
"""The folded labels that open a structured abstract, and never a body."""


def _numbered(text: str) -> tuple[int, str, str]:
    """``text``'s number, folded label and form ("alone" or "runin"); ``(0, "", "")``
    where it opens with no number and capitalised structure label."""
    found = _NUMBER.match(text)
    if found is None:
        return 0, "", ""
    rest = found.group("rest")
    label = structlabels.structure_label(rest)
    if not label:
        return 0, "", ""
    form = "alone" if structlabels.STRUCTURE_HEADING.match(rest) else "runin"
    return int(found.group("n")), label, form


def opens_numbered(text: str) -> bool:
    """Whether ``text`` opens a numbered structured abstract: "1. Purpose", "1) Background:
    We …" (number 1, an opening label)."""
    number, label, _form = _numbered(text)
    return number == 1 and label in _OPENING


def part_form(text: str, first: str | None) -> str:
    """How ``text`` carries a numbered part label: "alone", "runin" or "" (none).
    ``first`` is the abstract's first part's text (``None`` while ``text`` would be its
    first line): the first line must open the abstract (:func:`opens_numbered`); a later
    label, numbered 2 or more, counts only when ``first`` opens one.  An abstract set
    as numbered points with no labels has its points run in too
    (:func:`~.numberedpoints.point_form`, latex68)."""
    if not opens_numbered(text if first is None else first):
        return point_form(text, first)
    number, _label, form = _numbered(text)
    return form if first is None or number >= 2 else ""


def part_label(text: str, first: str | None) -> str:
    """The folded label of the numbered part ``text`` opens ("methods" for "2. Methods"
    after ``first``, "purpose" for "1. Purpose" with ``first`` ``None``; "" for none,
    :func:`part_form`)."""
    return _numbered(text)[1] if part_form(text, first) else ""


__all__ = ["opens_numbered", "part_form", "part_label"]
