"""A large letter that marks what follows is no dropped capital (abs69, ``dropcap``).

abs68's ``undropped`` glued any single large capital to the line beside it: an
interview's "Q" before its question ("QWhat made you …"), a masthead's letter logo
before the journal's name, an interview's "A" before an answer set with a hanging
indent.  A first line beside opening with a word of its own in title case (the letter
no "A" or "I"), or text going on under the letter at the lines' indent, now leaves the
letter as it is.  Controls: a dropped capital going on its word in lower case or in
capitals, and one whose paragraph goes back to the letter's edge under it, are joined
as before.  Line-level, in many languages.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.dropcap import undropped
from tapyre_paper_search.pdf.lines import Line, PageLines


def _page(cap: str, rows: tuple[str, ...], *, hanging: bool = False) -> PageLines:
    """``cap`` 34 pt tall at the left, the first three ``rows`` beside it, the rest under
    it at the letter's edge (``hanging``: at the rows' indent)."""
    lines = [Line(cap, 34.0, True, False, False, 72.0, 100.0, 96.0, 134.0, 0)]
    for i, text in enumerate(rows):
        left = 102.0 if i < 3 or hanging else 72.0
        top = 102.0 + 12 * i
        lines.append(Line(text, 10.0, False, False, False, left, top, 400.0, top + 10, 1))
    return PageLines(tuple(lines), 612.0, 792.0)


_QUESTIONS = {
    "en": (
        "What made you turn from physics",
        "to the history of science, and",
        "when did it happen?",
    ),
    "de": (
        "Wie sind Sie von der Physik zur",
        "Wissenschaftsgeschichte gekommen,",
        "und wann war das?",
    ),
    "fr": (
        "Comment êtes-vous passée de la",
        "physique à l'histoire des sciences,",
        "et à quel moment ?",
    ),
    "es": (
        "Cómo pasó usted de la física a",
        "la historia de la ciencia, y en",
        "qué momento ocurrió?",
    ),
}


@pytest.mark.parametrize("language", sorted(_QUESTIONS))
def test_an_interviews_question_letter_stays_apart(language: str) -> None:
    page = _page("Q", _QUESTIONS[language])
    assert undropped(page) is page


def test_a_masthead_letter_logo_stays_apart() -> None:
    page = _page("N", ("Nature of Field Records", "Volume 12, Issue 3", "March 2021"))
    assert undropped(page) is page


def test_an_answer_letter_with_a_hanging_indent_stays_apart() -> None:
    rows = (
        "Well, it happened slowly. I had",
        "been reading old lab notebooks",
        "for years before I noticed",
        "that nobody had studied them.",
    )
    page = _page("A", rows, hanging=True)
    assert undropped(page) is page


@pytest.mark.parametrize(
    ("cap", "rows", "first"),
    [
        (
            "I",
            (
                "n this study we checked field",
                "records kept by hand at four",
                "sites over ten years and found",
                "errors in most of them.",
            ),
            "In this study",
        ),
        (
            "T",
            (
                "HIS STUDY checked the field",
                "records kept by hand at four",
                "sites over ten years and found",
                "errors in most of them.",
            ),
            "THIS STUDY",
        ),
        (
            "D",
            (
                "ie Feldbücher von vier Stationen",
                "wurden über zehn Jahre geprüft",
                "und enthielten fast alle Fehler,",
                "meist kleine.",
            ),
            "Die Feldbücher",
        ),
        (
            "A",
            (
                "new method for field records",
                "kept by hand at four sites was",
                "tried over ten years and found",
                "errors in most of them.",
            ),
            "A new method",
        ),
    ],
)
def test_a_dropped_capital_is_still_joined(cap: str, rows: tuple[str, ...], first: str) -> None:
    lines = undropped(_page(cap, rows)).lines
    assert lines[0].text.startswith(first)
    assert len(lines) == len(rows)
