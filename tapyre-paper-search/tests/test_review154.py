"""review154 on tidy42: the fixes' tests (each fails on f8875a4b unless labelled a control).

``overviewhead`` refused any line under "Overview" opening with
:data:`~tapyre_paper_search.pdf.cues.LIST_MARK`: a summary set as numbered paragraphs
("1. Soil moisture controls … / … seasons.  2. We measured …", as ecology journals set
their summaries) gave no abstract where d1cd53c5 read it whole.  An enumeration is key
points only where its first item fits on its line and the next line opens the next item.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_review103 import glance_page

_TITLE = "Soil Moisture Memory in Semi-Arid Grasslands"
_PARAGRAPHS = (
    "Soil moisture controls plant growth in dry grasslands, yet how long a wet spell is "
    "remembered by the soil remains poorly known across sites and seasons.",
    "We measured soil moisture every hour at twelve sites over four years and fitted a "
    "simple memory model to each site and season.",
    "Memory lasted longer after spring rain than after summer storms, and grazing "
    "shortened it at every site we studied.",
)
_BODY = "Monitoring programmes often rely on a few sites measured rarely. " * 30


def _numbered_summary(path: Path, mark: str) -> Path:
    """Title, byline, a bold "Overview" over three numbered paragraphs that wrap, then
    "1. Introduction"; "9", "N", "A" in ``mark`` count ("(N)" gives "(i)", "(ii)" …)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(60, 70, 530, 130), _TITLE, fontsize=18, fontname="hebo")
    page.insert_text((60, 150), "Liv Haugen and Emre Demir", fontsize=12)
    page.insert_text((60, 185), "Overview", fontsize=11, fontname="hebo")
    y = 192.0
    for k, text in enumerate(_PARAGRAPHS):
        label = mark.replace("9", "123"[k]).replace("N", ("i", "ii", "iii")[k])
        label = label.replace("A", "abc"[k])
        left = page.insert_textbox(pymupdf.Rect(60, y, 530, y + 60), f"{label} {text}", fontsize=10)
        y += 60 - left + 4
    page.insert_text((60, y + 20), "1. Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, y + 30, 530, 800), _BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize("mark", ["9.", "(9)", "9)", "(N)", "A)"])
def test_a_summary_of_numbered_paragraphs_under_overview_is_the_abstract(
    tmp_path: Path, mark: str
) -> None:
    """d1cd53c5 read the numbered paragraphs whole; f8875a4b gave ""."""
    pdf = extract_pdf(_numbered_summary(tmp_path / "s.pdf", mark))
    label = mark.replace("9", "1").replace("N", "i").replace("A", "a")
    assert pdf.abstract.startswith(f"{label} Soil moisture controls plant growth")
    assert "We measured soil moisture every hour" in pdf.abstract
    assert "shortened it at every site we studied" in pdf.abstract


@pytest.mark.parametrize("mark", ["(N)", "A)", "9.", "9)", "-", "\u2022"])
def test_control_key_points_of_one_line_each_are_still_refused(tmp_path: Path, mark: str) -> None:
    """Control (f8875a4b and now): one-line key points under "At a glance" are no
    abstract; the paragraph under them is (tidy42's and review103's page)."""
    pdf = extract_pdf(glance_page(tmp_path / "g.pdf", mark))
    assert pdf.abstract.startswith("We measure the temperature")


def _points_then_paragraph(path: Path, mark: str, head: str = "Overview") -> Path:
    """Title, byline, a bold ``head`` over three one-line key points opening with
    ``mark`` ("9", "N", "A" count), then the abstract as a paragraph set apart, then
    "Introduction" (tidy42's held-out page, where f8875a4b gave "" after "(i)", "1.")."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(60, 70, 530, 130), _TITLE, fontsize=18, fontname="hebo")
    page.insert_text((60, 150), "Liv Haugen and Emre Demir", fontsize=12)
    page.insert_text((60, 185), head, fontsize=11, fontname="hebo")
    points = ("Moisture lasts longer after rain", "Grazing shortens the memory", "Roots keep water")
    for k, point in enumerate(points):
        label = mark.replace("9", "123"[k]).replace("N", ("i", "ii", "iii")[k])
        label = label.replace("A", "abc"[k])
        page.insert_text((60, 201 + 14 * k), f"{label} {point}", fontsize=10)
    page.insert_textbox(pymupdf.Rect(60, 260, 530, 340), " ".join(_PARAGRAPHS), fontsize=10)
    page.insert_text((60, 370), "Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, 380, 530, 800), _BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize("mark", ["(N)", "-", "A)", "\u2022"])
def test_the_paragraph_under_one_line_key_points_is_the_abstract(tmp_path: Path, mark: str) -> None:
    """d1cd53c5 took "(i) Moisture …" for the abstract or gave ""; f8875a4b gave ""."""
    pdf = extract_pdf(_points_then_paragraph(tmp_path / "p.pdf", mark))
    assert pdf.abstract.startswith("Soil moisture controls plant growth")
    assert "Moisture lasts longer" not in pdf.abstract


@pytest.mark.parametrize(("mark", "head"), [("9.", "In brief"), ("9)", "At a glance")])
def test_control_the_paragraph_under_key_points_under_other_heads(
    tmp_path: Path, mark: str, head: str
) -> None:
    """Control (f8875a4b and now: another reader finds the paragraph on these pages)."""
    pdf = extract_pdf(_points_then_paragraph(tmp_path / "p.pdf", mark, head))
    assert pdf.abstract.startswith("Soil moisture controls plant growth")
    assert "Moisture lasts longer" not in pdf.abstract
