"""An abstract that runs off its first page in mid-sentence and goes on in the top
margin of the next (a browser print with narrow margins, drawn with PyMuPDF): the
first line there, in the abstract's type, across its column and opening in lower
case, goes on the sentence and is no running head; a running head in that place
(the abstract's type but a page's title, capitalised and short) is still left out."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

TITLE = "Integrated molecular genetic profiling of pediatric high-grade gliomas"
AUTHORS = ("Barbara S. Paugh", "Chunxu Qu", "Chris Jones")
SENTENCE = (
    "Integrated molecular profiling showed substantial differences in the molecular "
    "features underlying pediatric and adult tumours, indicating that findings in adult "
    "tumours cannot be simply extrapolated to younger patients in the clinic."
)
PLACES = (
    "Department of Oncology, St. Jude Children's Research Hospital, Memphis, TN, USA",
    "Department of Pathology, St. Jude Children's Research Hospital, Memphis, TN, USA",
    "Division of Molecular Pathology, The Institute of Cancer Research, Sutton, UK",
)
SIZE = 9.8
PITCH = 15.7


def _wrap(text: str, width: float) -> list[str]:
    rows, row = [], ""
    for word in text.split():
        trial = f"{row} {word}".strip()
        if pymupdf.get_text_length(trial, fontsize=SIZE) > width and row:
            rows.append(row)
            row = word
        else:
            row = trial
    return [*rows, row]


def _document(path: Path, head: str = "", *, top: float = 54.0, goes_on: bool = True) -> str:
    """The two pages, page 2's text from ``top`` on, its head's page number at the right
    (the abstract goes on there unless ``goes_on`` is false); returns the abstract as
    printed."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((43, 80), TITLE, fontsize=17, fontname="hebo")
    page.insert_text((43, 105), ", ".join(AUTHORS), fontsize=11)
    y = 125.0
    for place in PLACES:
        page.insert_text((43, y), place, fontsize=8.5)
        y += 12
    page.insert_text((43, 400), "Abstract", fontsize=12, fontname="hebo")
    rows = _wrap(" ".join([SENTENCE] * 12), 526)
    fit = int((752 - 420) / PITCH) + 1
    split = max(k for k in range(1, fit) if rows[k][:1].islower())  # in mid-sentence
    y = 420.0
    for row in rows[:split]:
        page.insert_text((43, y), row, fontsize=SIZE)
        y += PITCH
    page.insert_text((300, 780), "1", fontsize=SIZE)
    page = doc.new_page(width=612, height=792)
    y = top
    if head:
        page.insert_text((43, 30), head, fontsize=SIZE)
        page.insert_text((560, 30), "2", fontsize=SIZE)
    if not goes_on:
        rows = rows[:split]
    for row in rows[split:]:
        page.insert_text((43, y), row, fontsize=SIZE)
        y += PITCH
    page.insert_text((43, y + 20), "Introduction", fontsize=12.2, fontname="hebo")
    body = "Gliomas are the most common tumours of the central nervous system in children. " * 6
    page.insert_textbox(pymupdf.Rect(43, y + 30, 569, y + 200), body, fontsize=SIZE)
    doc.save(path)
    return " ".join(rows)


def test_an_abstract_goes_on_in_the_next_page_s_top_margin(tmp_path: Path) -> None:
    path = tmp_path / "a.pdf"
    abstract = _document(path)
    found = extract_pdf(path)
    assert found.title == TITLE
    assert " ".join(found.abstract.split()) == abstract


def test_a_running_head_in_the_abstract_s_type_stays_out(tmp_path: Path) -> None:
    path = tmp_path / "b.pdf"
    abstract = _document(path, head="Paugh et al. Pediatric high-grade gliomas")
    assert " ".join(extract_pdf(path).abstract.split()) == abstract


@pytest.mark.parametrize("goes_on", [True, False], ids=["abstract-under", "heading-under"])
def test_a_lower_case_running_head_in_the_abstract_s_type_stays_out(
    tmp_path: Path, goes_on: bool
) -> None:
    # Set apart from the abstract going on under it, or ending no sentence over the
    # body's first heading: a running head, though it opens in lower case.
    head = "journal of neuro-oncology and molecular pathology, volume 12, issue 4"
    abstract = _document(tmp_path / "c.pdf", head, top=80.0, goes_on=goes_on)
    assert " ".join(extract_pdf(tmp_path / "c.pdf").abstract.split()) == abstract
