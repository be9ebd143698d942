"""abs71: a front-matter line set in another weight or slant than the headingless
abstract under it, taken by the classifier's run as its first line
(:func:`~tapyre_paper_search.pdf.byline.without_front_lines`).

An italic place line right over a bold headingless abstract was read as the abstract's
first words ("Faculty of Chemistry, Porto Medical Center, Republic of Korea Finding
new …"): the run's lines stood in several blocks, so the block test did not tell it.
Now a byline, an affiliation or a dates line at the run's head in another weight or
slant than the two lines after it (which share theirs) is dropped, whatever its block.
Controls: a first line in the run's own type that names an institution (prose), a long
prose line in italic naming one (as long as a line of running prose), a run whose
first line alone is bold prose (a run-in lead), kept.  Lines built as PyMuPDF
reads them (a 9 pt bold abstract, each line a block of its own)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.byline import without_front_lines
from tapyre_paper_search.pdf.lines import Line

_ABSTRACT = [
    "Finding new treatment-shortening antibiotics to improve cure rates and curb the",
    "emergence of drug resistance is the major objective of drug development. Using",
    "mass spectrometry imaging in a containment facility, we show that the key drugs",
    "penetrate the sites of infection in lung lesions.",
]


def _line(text: str, y: float, *, bold: bool, italic: bool = False) -> Line:
    return Line(text=text, size=9.0, bold=bold, italic=italic, mono=False, x0=73.0, y0=y,
                x1=409.0, y1=y + 9.9, block=int(y))  # fmt: skip


def _run(first: Line, *, bold: bool = True) -> list[str]:
    lines = [first] + [_line(text, 165.6 + 10.8 * k, bold=bold) for k, text in enumerate(_ABSTRACT)]
    return [lines[i].text for i in without_front_lines(lines, list(range(len(lines))))]


@pytest.mark.parametrize(
    "place",
    [
        "Faculty of Chemistry, Porto Medical Center, Republic of Korea",
        "Institut für Physik, Universität Heidelberg, Deutschland",
        "Departamento de Química, Universidad de Chile, Santiago, Chile",
        "Received 3 May 2021; accepted 9 June 2021",
    ],
)
def test_an_italic_front_line_over_a_bold_abstract_is_dropped(place: str) -> None:
    assert _run(_line(place, 139.8, bold=False, italic=True)) == _ABSTRACT  # fails on base


def test_a_front_line_in_the_runs_own_type_stays() -> None:
    first = "At the Faculty of Chemistry of the University of Porto we studied how drugs"
    assert _run(_line(first, 154.8, bold=True))[0] == first


def test_a_long_prose_line_in_another_type_naming_an_institution_stays() -> None:
    first = "Summary Statistics We study the growth of street trees at the University of Porto"
    assert _run(_line(first, 154.8, bold=False, italic=True))[0] == first


def test_prose_in_another_type_stays() -> None:
    first = "Tuberculosis kills more people each year than any other single infection."
    assert _run(_line(first, 154.8, bold=True), bold=False)[0] == first


@pytest.mark.parametrize(
    "first",
    [
        "Hospital admissions for asthma rose",  # a narrow column's first line, bold
        "Les écoles de médecine en Europe",
        "Universitätskliniken in zwölf Ländern",
    ],
)
def test_a_short_first_line_going_on_into_the_next_stays(first: str) -> None:
    """A narrow column's first line in another type, fewer words than a line of running
    prose and naming an institution's word, whose sentence goes on into the next line
    (it opens in lower case) is the abstract's (review 66)."""
    lines = [_line(first, 154.8, bold=True)] + [
        _line(text, 165.6 + 10.8 * k, bold=False)
        for k, text in enumerate(["sharply in twelve cities over the", "ten years we", "counted."])
    ]
    assert without_front_lines(lines, list(range(len(lines))))[0] == 0
