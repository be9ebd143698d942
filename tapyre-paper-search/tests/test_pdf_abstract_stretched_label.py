"""A structured abstract's run-in label that a justified line stretches across the
measure does not end the abstract (rot23).

Browsers and word processors justify a long bold label run in before its text
("**Design, setting, and participants** Cross-sectional …") like any other line:
where the label fills the line, its words are spread edge to edge and its text
opens the next line.  Such a line is no heading (a heading is never stretched to
the measure), so the parts after it stay in the abstract.  Either way (the label
stretched, or set alone short of the edge) the numbered heading under the
abstract still ends it.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

TITLE = "Serum markers of bone turnover in a northern population"
AUTHORS = ("Ingrid Sveinsdottir", "Tomas Halvorsen")
LEFT, RIGHT = 72.0, 300.0  # a narrow column, as a box beside other matter
PARTS = (
    (
        "Context",
        "Adequate vitamin status for bone health has received growing attention, "
        "yet the ideal intake is not known and no common reference level exists.",
    ),
    (
        "Objective",
        "To weigh the roles of high calcium intake and serum vitamin levels for "
        "calcium balance, as shown by the serum hormone that controls it.",
    ),
    (
        "Design, setting, and participants",
        "Cross-sectional study of two thousand healthy adults in three age groups, "
        "who reported their intake of vitamins and of calcium on a questionnaire.",
    ),
    (
        "Conclusions",
        "Where vitamin status is ensured, a high calcium intake may be unnecessary "
        "for keeping calcium in balance in the population we studied.",
    ),
)


def _justified(page: pymupdf.Page, y: float, words: list[tuple[str, str]], last: bool) -> None:
    """``words`` (text, font) from LEFT to RIGHT, spread edge to edge unless ``last``."""
    widths = [pymupdf.get_text_length(w, fontname=f, fontsize=9.5) for w, f in words]
    space = pymupdf.get_text_length(" ", fontname="helv", fontsize=9.5)
    gap = space if last or len(words) < 2 else (RIGHT - LEFT - sum(widths)) / (len(words) - 1)
    x = LEFT
    for (word, font), width in zip(words, widths, strict=True):
        page.insert_text((x, y), word, fontsize=9.5, fontname=font)
        x += width + gap


def _paragraph(
    page: pymupdf.Page, y: float, rows: list[list[tuple[str, str]]], words: list[tuple[str, str]]
) -> float:
    """``words`` filled into ``rows`` (the rows already set first) and justified from
    ``y`` down, 13 pt a row; the ``y`` under the paragraph, 8 pt of space below it."""
    for word in words:
        trial = " ".join(w for w, _ in [*rows[-1], word])
        if rows[-1] and pymupdf.get_text_length(trial, fontsize=9.5) > RIGHT - LEFT:
            rows.append([])
        rows[-1].append(word)
    for number, row in enumerate(rows):
        _justified(page, y, row, number == len(rows) - 1)
        y += 13
    return y + 8


def _draw(path: Path, *, stretched: bool) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 100), TITLE, fontsize=16, fontname="hebo")
    y = 130.0
    for name in AUTHORS:
        page.insert_text((72, y), name, fontsize=11)
        y += 15
    page.insert_text((LEFT, y + 12), "ABSTRACT", fontsize=9.5, fontname="hebo")
    y += 32
    for label, text in PARTS:
        words = [(w, "hebo") for w in label.split()] + [(w, "helv") for w in text.split()]
        if not stretched and len(label.split()) > 1:
            page.insert_text((LEFT, y), label, fontsize=9.5, fontname="hebo")
            y += 13
            words = words[len(label.split()) :]
        rows: list[list[tuple[str, str]]] = [[]]
        if stretched and len(label.split()) > 1:  # the label fills its line (the next
            rows = [words[: len(label.split())], []]  # word would overflow it)
            words = words[len(label.split()) :]
        y = _paragraph(page, y, rows, words)
    page.insert_text((72, y + 20), "1. Introduction", fontsize=12, fontname="hebo")
    page.insert_text((72, y + 38), "Bone turnover is measured in every clinic.", fontsize=10)
    doc.save(path)


def _expected() -> str:
    return " ".join(f"{label} {text}" for label, text in PARTS)


def test_a_label_stretched_across_the_measure_goes_on_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _draw(path, stretched=True)
    meta = extract_pdf(path)
    assert meta.title == TITLE
    assert meta.abstract == _expected()


@pytest.mark.parametrize("stretched", [True, False])
def test_the_introduction_still_ends_it(tmp_path: Path, stretched: bool) -> None:
    path = tmp_path / "paper.pdf"
    _draw(path, stretched=stretched)
    abstract = extract_pdf(path).abstract
    assert "Introduction" not in abstract and "Bone turnover" not in abstract
    assert abstract.startswith("Context Adequate vitamin status")


def _spread(page: pymupdf.Page, y: float, text: str, font: str, size: float) -> None:
    """``text``'s words from LEFT to RIGHT in ``size``, spread edge to edge."""
    words = text.split()
    widths = [pymupdf.get_text_length(w, fontname=font, fontsize=size) for w in words]
    gap, x = (RIGHT - LEFT - sum(widths)) / (len(words) - 1), LEFT
    for word, width in zip(words, widths, strict=True):
        page.insert_text((x, y), word, fontsize=size, fontname=font)
        x += width + gap


_WIDE = "DESIGN, SETTING, AND PARTICIPANTS"  # nearly the column's width in 9.5 pt bold


@pytest.mark.parametrize(
    ("labelled", "heading", "size", "gap"),
    [
        (False, _WIDE, 9.5, 8.0),
        (True, "MATERIALS AND METHODS", 11.0, 8.0),
        (True, _WIDE, 9.5, 30.0),
    ],
    ids=["unstructured", "heading-size", "after-a-gap"],
)
def test_a_body_heading_spread_across_the_column_still_ends_it(
    tmp_path: Path, labelled: bool, heading: str, size: float, gap: float
) -> None:
    """A body heading that is a label spread across the column's width is no
    stretched run-in label (review63): not under an unstructured abstract, not in a
    heading's size, not after a paragraph gap."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 100), TITLE, fontsize=16, fontname="hebo")
    page.insert_text((LEFT, 130), "ABSTRACT", fontsize=9.5, fontname="hebo")
    y = 148.0
    for label, text in PARTS[:2]:
        words = [(w, "hebo") for w in label.split()] if labelled else []
        words += [(w, "helv") for w in text.split()]
        y = _paragraph(page, y, [[]], words)
    y += gap
    _spread(page, y, heading, "hebo", size)
    for _ in range(3):
        y += 13
        _spread(page, y, "Participants were recruited in three clinics between", "helv", 9.5)
    doc.save(tmp_path / "paper.pdf")
    abstract = extract_pdf(tmp_path / "paper.pdf").abstract
    assert heading.rsplit(maxsplit=1)[-1] not in abstract.upper()
    assert "Participants" not in abstract
    assert abstract.startswith(("Context Adequate", "Adequate vitamin"))
    assert abstract.endswith(PARTS[1][1])
