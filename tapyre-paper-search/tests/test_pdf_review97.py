"""review97: breaking ``latex34``'s rules, drawn with PyMuPDF on A4 pages.

A headingless structured abstract whose last part ends page 1 at a full stop goes on
where page 2 opens with a run-in label it has not used — but only a label that comes no
earlier in a structured abstract's order than those used: a body that opens with a
run-in "Introduction: …", "Background. …" or "Methods: …" after the abstract's
"Results" is the body, not the abstract's next part.

A line naming the article's type and its subject after a comma or a bar ("ORIGINAL
ARTICLE, CARDIOLOGY", letter-spaced or not) between the title and the byline is no
byline: a comma no longer keeps a letter-spaced line from being a heading, and the
type's words read as a name.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _ABSTRACT, _spaced
from test_pdf_front_matter_latex34 import _CON, _H, _W, _centred, _part, structured_first_page

_BODY = [
    "Diabetes mellitus and arterial hypertension frequently occur together in patients,",
    "and the combination markedly increases the risk of renal and cardiovascular disease.",
    "The mechanisms that link the two conditions at the level of the renal vasculature are",
    "still poorly understood, although several studies have examined isolated vessels.",
]
_METHODS = [
    "Male Wistar rats and spontaneously hypertensive rats were obtained from the breeder",
    "at the age of ten weeks and were housed under standard conditions with free access",
    "to food and water. All experiments were approved by the local ethics committee.",
]


def _paper(path: Path, labels: tuple[str, str], page_two: list[tuple[str, list[str]]]) -> None:
    """Page 1: title, byline, a headingless structured abstract of two ``labels``' parts
    ending at the page's foot at a full stop; page 2 opens with ``page_two``'s run-in
    paragraphs (label, rows) in the abstract's size and left edge."""
    doc = pymupdf.open()
    structured_first_page(doc, labels)
    page = doc.new_page(width=_W, height=_H)
    y = 80.0
    for label, rows in page_two:
        y = _part(page, y, label, rows, 22) + 6
    doc.save(path)


@pytest.mark.parametrize(
    "page_two",
    [
        [("Introduction:", _BODY), ("Methods:", _METHODS)],
        [("Background.", _BODY + _METHODS)],
        [("Methods:", _METHODS)],
    ],
    ids=["introduction", "background", "methods"],
)
def test_a_body_opening_with_an_earlier_label_is_not_the_abstract(
    tmp_path: Path, page_two: list[tuple[str, list[str]]]
) -> None:
    path = tmp_path / "body.pdf"
    _paper(path, ("Objective:", "Results:"), page_two)
    abstract = extract_pdf(path).abstract
    assert abstract.startswith("Objective: The aim of this study")
    assert abstract.endswith("taken from the four groups of animals.")


def test_a_german_abstract_goes_on_with_its_findings(tmp_path: Path) -> None:
    path = tmp_path / "de.pdf"
    _paper(path, ("Hintergrund:", "Methoden:"), [("Ergebnisse:", _CON)])
    abstract = extract_pdf(path).abstract
    assert "four groups of animals. Ergebnisse: In isolated" in abstract
    assert abstract.endswith("was blunted by diabetes.")


@pytest.mark.parametrize("spaced", [True, False], ids=["letter-spaced", "plain"])
@pytest.mark.parametrize(
    "kind", ["BRIEF REPORT, BIOLOGY", "ORIGINAL ARTICLE | CARDIOLOGY", "Short Note, Ecology"]
)
def test_an_article_type_with_its_subject_is_no_author(
    tmp_path: Path, kind: str, spaced: bool
) -> None:
    path = tmp_path / "type.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, "Isolation of intact nuclei of high purity from mouse liver", 16, "tibo")
    if spaced:
        _spaced(page, 112, kind, 9, "tiro")
    else:
        _centred(page, 112, kind, 9, "tiro")
    _centred(page, 135, "Jane Doe and John Smith", 11, "tiro")
    _centred(page, 152, "School of Information Systems, Institute for Advanced Study", 10, "tiit")
    _centred(page, 184, "Abstract", 11, "tibo")
    y = 204.0
    for row in _ABSTRACT:
        page.insert_text((72, y), row, fontsize=10, fontname="tiro")
        y += 13
    doc.save(path)
    assert extract_pdf(path).authors == ("Jane Doe", "John Smith")
