"""A structured abstract whose labels are set apart by slant alone ("*Abstract—Background*
The prevalence …", "*Methods and findings* The biomarkers …" in a bold run-in abstract)
goes on past each italic label (:func:`~tapyre_paper_search.pdf.runinlabel.slanted_structure_label`,
realpage71).  What stays: an italic line under an italic one, a label with no capitalised
word after it, an upright line, an abstract whose first part opened with no label."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.runinlabel import slanted_structure_label

MUPDF: Any = pymupdf  # untyped
_FONTS = "/usr/share/fonts/truetype/dejavu/DejaVuSerif"
_LABEL = MUPDF.Font(fontfile=_FONTS + "-BoldItalic.ttf")
_TEXT = MUPDF.Font(fontfile=_FONTS + "-Bold.ttf")

PARTS = (
    (
        "Background",
        "The prevalence of diabetes is increasing in all industrialized countries and "
        "its prevention has become a public health priority. However, the predictors of "
        "diabetes risk are insufficiently understood. We evaluated whether thirty-one novel "
        "biomarkers could help to predict the risk of incident diabetes.",
    ),
    (
        "Methods and findings",
        "The biomarkers were evaluated primarily in one cohort and the "
        "findings were replicated in a second cohort during the follow-up.",
    ),
    (
        "Conclusions",
        "We identified novel biomarkers that were associated with the risk of "
        "clinically incident diabetes over and above the classic risk factors.",
    ),
)
PROSE = "The body of the paper sets out the cohorts, the assays and the models in turn. "


def _rows(text: str, first: float) -> list[str]:
    """``text`` broken into rows of a 243-point column, the first ``first`` points wide."""
    rows: list[str] = []
    row: list[str] = []
    for word in text.split():
        if _TEXT.text_length(" ".join([*row, word]), fontsize=9) > (first if not rows else 243):
            rows.append(" ".join(row))
            row = []
        row.append(word)
    return [*rows, " ".join(row)]


def _pdf(path: Path) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((60, 70), "Thirty-One Novel Biomarkers as Predictors for", fontsize=21)
    page.insert_text((160, 96), "Clinically Incident Diabetes", fontsize=21)
    page.insert_text((260, 135), "Brian Potter", fontsize=10.5, fontname="tiro")
    page.insert_text((230, 147), "National Institute of Linguistics", fontsize=9, fontname="tiit")
    page.insert_text((250, 158), "brianp@linguistic.example.org", fontsize=9, fontname="tiro")
    y = 200.0
    for k, (label, text) in enumerate(PARTS):
        lead = ("Abstract—" if k == 0 else "") + label + " "
        x = 54 + _LABEL.text_length(lead, fontsize=9)
        page.insert_text(
            (54, y), lead, fontsize=9, fontname="li", fontfile=_FONTS + "-BoldItalic.ttf"
        )
        for j, part in enumerate(_rows(text, 297 - x)):
            page.insert_text(
                (x if j == 0 else 54, y),
                part,
                fontsize=9,
                fontname="lb",
                fontfile=_FONTS + "-Bold.ttf",
            )
            y += 10.5
        y += 1.5
    page.insert_text((54, y + 14), "I. INTRODUCTION", fontsize=10, fontname="tiro")
    page.insert_textbox(MUPDF.Rect(54, y + 20, 297, 740), PROSE * 12, fontsize=10, fontname="tiro")
    page.insert_textbox(MUPDF.Rect(315, 190, 558, 740), PROSE * 20, fontsize=10, fontname="tiro")
    doc.save(path)
    return path


def test_a_structured_abstract_with_italic_labels(tmp_path: Path) -> None:
    found = extract_pdf(_pdf(tmp_path / "s.pdf"), max_pages=2, tables=False)
    assert found.abstract == " ".join(f"{label} {text}" for label, text in PARTS)


def _line(text: str, *, italic: bool) -> Line:
    return Line(text, 9.0, True, italic, False, 54.0, 300.0, 297.0, 309.0, 0)


UPRIGHT = _line("could help to predict the risk of incident diabetes.", italic=False)
FIRST = "Background The prevalence of diabetes is increasing"


@pytest.mark.parametrize(
    ("line", "previous", "first", "want"),
    [
        (_line("Methods and findings The biomarkers were", italic=True), UPRIGHT, FIRST, True),
        (_line("Conclusions We identified novel biomarkers", italic=True), UPRIGHT, FIRST, True),
        (_line("Methods and findings The biomarkers were", italic=False), UPRIGHT, FIRST, False),
        (
            _line("Methods and findings The biomarkers were", italic=True),
            _line("x y", italic=True),
            FIRST,
            False,
        ),
        (_line("Methods are described in the appendix", italic=True), UPRIGHT, FIRST, False),
        (
            _line("Methods and findings The biomarkers were", italic=True),
            UPRIGHT,
            "The prevalence of diabetes",
            False,
        ),
        (_line("Methods and findings The biomarkers were", italic=True), None, FIRST, False),
    ],
)
def test_a_label_set_apart_by_slant(
    line: Line, previous: Line | None, first: str, want: bool
) -> None:
    assert slanted_structure_label(line, previous, first) is want
