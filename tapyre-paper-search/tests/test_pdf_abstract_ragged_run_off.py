"""Abstracts drawn with PyMuPDF the way word processors and browsers set them (rot21):

* a ragged-right abstract, opened by a run-in italic "Abstract" label, whose last
  line on page 1 ends in mid-sentence a long word short of the measure (the next
  word did not fit) goes on at the top of page 2;
* a line of an abstract that goes on a sentence in lower case ("… the case of axions.
  The" / "motivation is, …") is no section heading, though its first word names one;
  a capitalised "Introduction" heading after the abstract still ends it.

review53: a ragged abstract whose last line ends it short of the measure at the page
foot keeps page 2's capitalised paragraph out; the section's name alone in lower case,
or set larger, under a line ending in no stop still ends an abstract.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

TITLE = "Effect modification by dietary folate on the association with stroke risk"
AUTHORS = ("Marta Lopez Garcia", "Kenji Gelaki", "Ilya Herzog")
SENTENCE = (
    "The polymorphism has been associated with raised homocysteine concentration and "
    "increased risk of stroke in regions with low folate consumption, but differentiation "
    "between the effect of folate and small-study bias was difficult to establish."
)
SIZE = 11.5
PITCH = 17.0
LEFT, WIDTH = 93.0, 425.0


def _wrap(text: str, width: float, font: str = "tiro") -> list[str]:
    rows, row = [], ""
    for word in text.split():
        trial = f"{row} {word}".strip()
        if pymupdf.get_text_length(trial, fontname=font, fontsize=SIZE) > width and row:
            rows.append(row)
            row = word
        else:
            row = trial
    return [*rows, row]


def _short_of_measure(row: str) -> float:
    return WIDTH - pymupdf.get_text_length(row, fontname="tiro", fontsize=SIZE)


def _ragged(path: Path) -> str:
    """Page 1: title, one author a line, the abstract from y=560 to the foot, its last
    line there in mid-sentence and more than two sizes short of the measure; page 2:
    the rest of it, then a heading and the body.  Returns the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 150), TITLE[:40], fontsize=24)
    page.insert_text((72, 180), TITLE[40:], fontsize=24)
    y = 230.0
    for name in AUTHORS:
        page.insert_text((72, y), name, fontsize=11, fontname="tiit")
        y += 17
    label = "Abstract "
    rows = _wrap(label + " ".join([SENTENCE] * 6), WIDTH)
    fit = int((720 - 560) / PITCH) + 1
    split = max(
        k
        for k in range(3, fit)
        if rows[k][:1].islower() and _short_of_measure(rows[k - 1]) > 2 * SIZE
    )
    y = 560.0
    for k, row in enumerate(rows[:split]):
        if k == 0:
            page.insert_text((LEFT, y), "Abstract", fontsize=SIZE, fontname="tiit")
            shift = pymupdf.get_text_length(label, fontname="tiro", fontsize=SIZE)
            page.insert_text((LEFT + shift, y), row[len(label) :], fontsize=SIZE, fontname="tiro")
        else:
            page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
        y += PITCH
    page = doc.new_page(width=612, height=792)
    y = 84.0
    for row in rows[split:]:
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
        y += PITCH
    page.insert_text((72, y + 30), "1 Introduction", fontsize=14, fontname="tibo")
    body = "Stroke is a leading cause of death and disability in adults worldwide. " * 8
    page.insert_textbox(pymupdf.Rect(72, y + 45, 540, y + 260), body, fontsize=SIZE)
    doc.save(path)
    return " ".join(rows)[len(label) :]


def test_a_ragged_right_abstract_a_word_short_at_the_page_foot_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "ragged.pdf"
    printed = _ragged(path)
    abstract = extract_pdf(path).abstract
    assert abstract.split()[-6:] == printed.split()[-6:]
    assert "Stroke is a leading cause" not in abstract


ROWS = (
    "The investigation on the production of particles",
    "in slowly varying but extremely intense magnetic",
    "field is extended to the case of axions. The",
    "{word} is, as for some previously considered",
    "cases, the possibility that such kind of magnetic",
    "field may exist around very compact",
    "astrophysical objects.",
)


def _headed(path: Path, word: str) -> str:
    """A title, an author, an "ABSTRACT" heading and the abstract whose fourth line
    opens with ``word`` in lower case, then "Introduction" and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((54, 75), "Very strong and slowly varying magnetic fields", fontsize=18)
    page.insert_text((54, 100), "as source of axions", fontsize=18)
    page.insert_text((54, 130), "Giorgio Calucci", fontsize=10, fontname="hebo")
    page.insert_text((54, 145), "National Institute of Earth Sciences", fontsize=8)
    page.insert_text((306, 180), "ABSTRACT", fontsize=9, fontname="hebo")
    y = 195.0
    rows = [row.format(word=word) for row in ROWS]
    for row in rows:
        page.insert_text((306, y), row, fontsize=9.5)
        y += 12.6
    page.insert_text((54, y + 40), "Introduction", fontsize=10, fontname="hebo")
    body = "Axions are hypothetical particles proposed to solve the strong CP problem. " * 6
    page.insert_textbox(pymupdf.Rect(54, y + 48, 558, y + 200), body, fontsize=10)
    doc.save(path)
    return " ".join(rows)


@pytest.mark.parametrize("word", ["motivation", "introduction", "overview"])
def test_a_lower_case_line_naming_a_section_goes_on_the_abstract(tmp_path: Path, word: str) -> None:
    path = tmp_path / f"{word}.pdf"
    printed = _headed(path, word)
    abstract = extract_pdf(path).abstract
    assert abstract == printed
    assert "Axions are hypothetical" not in abstract


def _ending_at_the_foot(path: Path, running_head: bool) -> str:
    """Page 1: title, authors, a ragged-right abstract filling the page to its foot
    whose last line ends it with a URL (no stop) two and a half sizes short of the
    measure, and a page number; page 2: (a running head and) the body's first
    paragraph, capitalised and with no heading.  Returns the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 150), TITLE[:40], fontsize=24)
    page.insert_text((72, 180), TITLE[40:], fontsize=24)
    for k, name in enumerate(AUTHORS):
        page.insert_text((72, 230 + 17 * k), name, fontsize=11, fontname="tiit")
    rows = _wrap(" ".join([SENTENCE] * 4), WIDTH)[-9:]
    right = max(pymupdf.get_text_length(r, fontname="tiro", fontsize=SIZE) for r in rows)
    last = "The code and data are available at https://osf.io/"
    while _short_of_measure(last + "x") > WIDTH - right + 2.5 * SIZE:
        last += "x"
    rows.append(last)
    for k, row in enumerate(rows):
        y = 720 - PITCH * (len(rows) - 1 - k)
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
    page.insert_text((300, 760), "1", fontsize=9)
    page = doc.new_page(width=612, height=792)
    if running_head:
        page.insert_text((72, 50), "Lopez Garcia et al.", fontsize=9, fontname="tiit")
    body = "Stroke is a leading cause of death and disability in adults worldwide. " * 6
    page.insert_textbox(pymupdf.Rect(72, 74, 540, 280), body, fontsize=SIZE, fontname="tiro")
    doc.save(path)
    return " ".join(rows)


@pytest.mark.parametrize("running_head", [False, True])
def test_a_ragged_abstract_ending_short_at_the_page_foot_does_not_take_page_2(
    tmp_path: Path, running_head: bool
) -> None:
    # Short of the measure, its last line may end the abstract: page 2's capitalised
    # paragraph goes on no sentence (review53).
    path = tmp_path / "ends.pdf"
    printed = _ending_at_the_foot(path, running_head)
    abstract = extract_pdf(path).abstract
    assert abstract.split()[-6:] == printed.split()[-6:]
    assert "Stroke is a leading cause" not in abstract


ENDING = (
    "We study the production of particles in slowly varying but",
    "extremely intense magnetic fields and extend the analysis to",
    "the case of axions near very compact astrophysical objects,",
    "where such fields may exist. Our estimates show that the rate",
    "is small but measurable with present detectors. All code is at",
    "https://github.com/example/axion-rates",
)


@pytest.mark.parametrize(
    ("word", "size", "font"),
    [
        ("introduction", 9.5, "helv"),
        ("motivation", 9.5, "helv"),
        ("introduction", 12.0, "hebo"),
        ("introduction", 12.0, "helv"),
    ],
)
def test_a_lower_case_heading_under_a_line_ending_mid_sentence_ends_the_abstract(
    tmp_path: Path, word: str, size: float, font: str
) -> None:
    # The section's name alone on its line, or set larger, heads a section though
    # the abstract's last line (a URL) ends in no stop at the line step (review53).
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((54, 75), "Very strong and slowly varying magnetic fields", fontsize=18)
    page.insert_text((54, 100), "as source of axions", fontsize=18)
    page.insert_text((54, 130), "Giorgio Calucci", fontsize=10, fontname="hebo")
    page.insert_text((54, 145), "National Institute of Earth Sciences", fontsize=8)
    page.insert_text((54, 180), "ABSTRACT", fontsize=9.5, fontname="hebo")
    for k, row in enumerate(ENDING):
        page.insert_text((54, 195 + 12.6 * k), row, fontsize=9.5)
    y = 195 + 12.6 * len(ENDING)
    page.insert_text((54, y), word, fontsize=size, fontname=font)
    body = "Axions are hypothetical particles proposed to solve the strong CP problem. " * 6
    page.insert_textbox(pymupdf.Rect(54, y + 8, 558, y + 200), body, fontsize=9.5)
    path = tmp_path / "lower.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == " ".join(ENDING)
