"""abs72: a short headingless abstract of a few full lines beside a narrow box of
short lines (a "Significance" box): the box's run, twice the lines for fewer words,
outweighed the abstract when runs were weighed a line at a time, and was read; the
abstract's short last line, which the classifier doubts, pulled a sure run's mean
under the mark (:func:`~tapyre_paper_search.pdf.headingless.from_probabilities` with
:mod:`~tapyre_paper_search.pdf.runweight`: each line weighs by its words).

Controls: a run of full lines the classifier doubts against a box of as many words (the
box it rates higher stays the one read, as before); a narrow column that is the abstract,
holding the most words, beside a short wide note of two lines the classifier rates
lower.  Lines and scores as the line reader and the classifier give them for a bold
8 pt abstract with a 7.5 pt box beside it (a generated train page, seed 7274)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.headingless import from_probabilities
from tapyre_paper_search.pdf.lines import Line

_SHORT = {
    "english": (
        "We calculate the Nc dependence of the decay widths of exotic",
        "eikosiheptaplet within the framework of Chiral Quark Soliton Model. We",
        "also discuss generalizations of regular baryon representations for",
        "arbitrary Nc.",
    ),
    "german": (
        "Wir berechnen die Abhängigkeit der Zerfallsbreiten exotischer Baryonen",
        "von der Zahl der Farben im Rahmen des chiralen Solitonmodells. Wir",
        "besprechen auch Verallgemeinerungen der gewöhnlichen Darstellungen für",
        "beliebige Nc.",
    ),
    "french": (
        "Nous calculons la dépendance en Nc des largeurs de désintégration des",
        "baryons exotiques dans le cadre du modèle chiral de soliton. Nous",
        "discutons aussi des généralisations des représentations usuelles pour",
        "tout Nc.",
    ),
}
_BOX = (
    "Counts that guide public",
    "decisions are often",
    "gathered in ways that hide",
    "their errors. This work",
    "shows how simple checks",
    "make such counts more",
    "trustworthy.",
)
_ABSTRACT_SCORES = (0.99, 0.99, 1.00, 0.44)
_BOX_SCORES = (0.66, 0.61, 0.87, 0.76, 0.76, 0.84, 0.72)


def _line(text: str, x0: float, y0: float, size: float, *, bold: bool = False) -> Line:
    x1 = x0 + size * 0.5 * len(text)
    return Line(text=text, size=size, bold=bold, italic=False, mono=False, x0=x0, y0=y0,
                x1=x1, y1=y0 + size * 1.2, block=int(x0))  # fmt: skip


def _read(abstract: tuple[str, ...], scores: tuple[float, ...], box: tuple[str, ...],
          box_scores: tuple[float, ...], *, wide: float = 73.0) -> str:  # fmt: skip
    lines = [_line(text, wide, 170 + 9.6 * k, 8.0, bold=True) for k, text in enumerate(abstract)]
    lines.append(_line("Significance", 415, 174, 10.0, bold=True))
    lines += [_line(text, 415, 188 + 9.2 * k, 7.5) for k, text in enumerate(box)]
    every = [*scores, 0.38, *box_scores]
    found = from_probabilities(lines, list(range(len(lines))), every)
    return found.text if found else ""


@pytest.mark.parametrize("language", sorted(_SHORT))
def test_a_short_abstract_beside_a_narrow_box_is_read(language: str) -> None:
    text = _SHORT[language]
    read = _read(text, _ABSTRACT_SCORES, _BOX, _BOX_SCORES)
    assert read.split() == " ".join(text).split()  # fails on the base: the box's text


def test_a_run_the_classifier_doubts_against_a_box_of_as_many_words_stays() -> None:
    text = _SHORT["english"]
    doubted = (0.55, 0.5, 0.5, 0.3)
    assert _read(text, doubted, _BOX, _BOX_SCORES).startswith("Counts that guide")


def test_a_narrow_abstract_column_beside_a_short_wide_note_stays() -> None:
    note = ("This article is part of a special issue on exotic hadrons and their decays",
            "in the large Nc limit.")  # fmt: skip
    column = tuple(" ".join(_BOX).split(". ")[0].split()[i : i + 4] for i in range(0, 16, 4))
    rows = (*_BOX, *(" ".join(words) for words in column if words))
    read = _read(note, (0.7, 0.5), rows, tuple(0.8 for _ in rows))
    assert read.startswith("Counts that guide")
