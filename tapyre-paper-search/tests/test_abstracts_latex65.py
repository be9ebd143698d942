"""Three abstracts of two-column, bold and draft LaTeX papers (issue 25, ``latex65``).

* A two-column article sets the abstract under its heading in the left column, down to
  the column's foot, where its last sentence closes on a short line; the right column
  holds the keywords (level with the heading), "1 Introduction" and the body down to
  the foot in mid-sentence, which goes on at the next page's top-left ("loss of
  motility. …").  The column box rule (:mod:`~tapyre_paper_search.pdf.boxfoot`) read
  the right column as a row's other cell and carried the abstract on over the body's
  next page.  After the abstract's closed sentence, a first line opening with a plain
  word in lower case goes on another text's sentence: the abstract is complete.
* A headingless bold abstract in a draft (double-spaced) whose long words TeX could not
  break stick out past the measure ("gammaH2AX"): the run's measure was its widest
  line, so every justified line read short of it and the run stopped where the
  classifier's doubt set in.  The measure is now the edge the run's lines are justified
  to (:func:`~tapyre_paper_search.pdf.headinglessrun.measure`).
* An IEEE paper's bold abstract wraps a sentence before a number: "… growth
  promoters.1–" / "3 Overuse of antimicrobials …", "… at u ->" / "0. We compare …".
  A line opening with a number reads as a numbered heading where it is bold; in a bold
  abstract, going on its sentence in its own bold, it is the abstract's
  (:func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`).

The column foot is drawn with PyMuPDF; the run's measure and the numbered line are
tested on their lines.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstractends import ends_abstract
from tapyre_paper_search.pdf.headingless import _runs_off
from tapyre_paper_search.pdf.headinglessrun import measure, rest_of_paragraph
from tapyre_paper_search.pdf.lines import Line

ABSTRACT = [
    "Tumour suppressors respond to diverse stress signals by",
    "orchestrating specific cellular responses, including a",
    "transient arrest of the cell cycle and senescence, all",
    "processes associated with the suppression of tumours.",
    "Recent studies have challenged the importance of these",
    "responses and have highlighted roles in metabolism and",
    "in the maintenance of stem cells, as well as in invasion.",
    "We discuss classical functions and emerging processes.",
]
BODY = [
    "Studies of the mutant gene in several disorders have",
    "identified expansions of repeats as a basis for the",
    "toxicity of cells. This finding has led to a hypothesis",
    "that aggregation and dysfunction occur at a threshold",
    "of about forty residues. Here we test this hypothesis",
    "by expression of tagged proteins in the muscle cells",
    "and show that young adults exhibit a sharp boundary",
    "associated with the appearance of aggregates and",
]
NEXT_BODY = [
    "loss of motility. Surprisingly, identical animals",
    "expressing repeats near the threshold showed a high",
    "degree of variation in the appearance of aggregates.",
]


def _two_columns(path: Path, following: list[str]) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((90, 160), "Mechanisms of tumour suppression in cells", fontsize=17)
    page.insert_text((260, 200), "Ann G. Wang", fontsize=12)
    page.insert_text((150, 222), "School of Data Science, Waterloo Laboratories", fontsize=12)
    page.insert_text((72, 480), "Abstract", fontsize=14, fontname="tibo")
    for k, row in enumerate(ABSTRACT):
        page.insert_text((72, 512 + 12 * k), row, fontsize=10, fontname="tiro")
    page.insert_text((311, 482), "Keywords: tumours, mechanisms", fontsize=10, fontname="tibo")
    page.insert_text((311, 512), "1 Introduction", fontsize=14, fontname="tibo")
    for k, row in enumerate(BODY):
        page.insert_text((311, 512 + 12 * (k + 1)), row, fontsize=10, fontname="tiro")
    page.insert_text((300, 700), "1", fontsize=10, fontname="tiro")
    second = doc.new_page(width=595, height=842)
    for k, row in enumerate(following):
        second.insert_text((72, 130 + 12 * k), row, fontsize=10, fontname="tiro")
    for k, row in enumerate(BODY[:3]):
        second.insert_text((311, 130 + 12 * k), row, fontsize=10, fontname="tiro")
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def column_foot(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("latex65") / "two.pdf"
    return extract_pdf(_two_columns(path, NEXT_BODY)).abstract


def test_a_closed_abstract_is_not_carried_over_the_bodys_next_page(column_foot: str) -> None:
    assert column_foot.startswith("Tumour suppressors respond")
    assert column_foot.endswith("emerging processes.")
    assert "motility" not in column_foot


def test_a_next_page_opening_a_sentence_in_capitals_is_carried_as_before(
    tmp_path: Path,
) -> None:
    """Control: the rule asks only for a plain word in lower case; a row's cell cut
    between two sentences (front53) goes on at the next page's top as before."""
    rest = ["Further work examines the roles of these", "processes in the whole of the body."]
    abstract = extract_pdf(_two_columns(tmp_path / "p.pdf", rest)).abstract
    assert abstract.endswith("in the whole of the body.")


def _line(text: str, x1: float, y0: float, *, bold: bool = True) -> Line:
    return Line(text, 12.0, bold, False, False, 72.0, y0, x1, y0 + 12.0, 0)


# A double-spaced bold run, justified to 540, three lines overfull past it.
_ENDS = [540.0, 549.5, 540.0, 540.0, 591.7, 540.0, 571.2, 540.0, 540.0, 540.0, 540.0, 300.0]


def _run() -> list[Line]:
    return [
        _line(f"words of the abstract set in bold on row {k} going on", x1, 250.0 + 29 * k)
        for k, x1 in enumerate(_ENDS)
    ]


def test_the_measure_leaves_out_overfull_lines() -> None:
    assert measure(_run()[:8]) == 540.0


def test_a_ragged_runs_measure_is_its_widest_line() -> None:
    """Control: no three lines end together (ragged right): the widest line's end."""
    lines = [
        _line("a ragged line of words", x1, 100.0 + 14 * k)
        for k, x1 in enumerate((500, 520, 530, 470))
    ]
    assert measure(lines) == 530


def test_a_run_goes_on_to_its_paragraphs_end_past_overfull_lines() -> None:
    lines = _run()
    assert rest_of_paragraph(lines, list(range(8)), set(range(len(lines)))) == list(
        range(len(lines))
    )


def test_a_run_filling_its_justified_measure_runs_off_its_page() -> None:
    """The page's last line reaches the justified edge, not the overfull lines' end: the
    abstract goes on at the next page's top (:func:`~.headingless._runs_off`)."""
    lines = _run()[:11]
    assert _runs_off(lines, list(range(11)))


_NUMBERED = "3 Overuse of antimicrobials emerged as the main culprit, and"


@pytest.mark.parametrize("text", [_NUMBERED, "0. We compare the expansion coefficients with"])
def test_a_bold_abstracts_numbered_line_going_on_its_sentence_goes_on(text: str) -> None:
    line = Line(text, 8.2, True, False, False, 49.0, 290.0, 300.0, 298.2, 3)
    assert not ends_abstract(line, 8.2, structured=False, words=60, bold=True, running=True)


def test_a_bold_numbered_heading_still_ends_an_abstract() -> None:
    """Controls: after a sentence's end in a bold abstract, and going on a sentence of an
    abstract set in roman, a bold numbered line heads a section."""
    line = Line("2 Related Work", 8.2, True, False, False, 49.0, 290.0, 120.0, 298.2, 3)
    assert ends_abstract(line, 8.2, structured=False, words=60, bold=True, running=False)
    assert ends_abstract(line, 8.2, structured=False, words=60, bold=False, running=True)
