"""Front-matter failures of rot29's train styles (issue 25), on pages drawn with PyMuPDF.

A newsletter's headingless lead paragraph signed at its end by a flush-right italic
byline "— by A and B" (no byline under the title); a report cover whose logo box
holds the institution's initials set larger than the title; a title and a byline in
small capitals a browser fakes in two sizes of type, the title's first letter set
twice as large; a magazine credit for the text and the photographs ("Words and photos
by A and B").  Each failed on main e3461a3.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import page_lines
from tapyre_paper_search.pdf.smallcaps import small_caps_spans

TITLE = "Clustering in a stochastic model of one-dimensional gas"
LEAD = (
    "We give a quantitative analysis of clustering in a stochastic model of a "
    "one-dimensional gas of particles moving along a line, and show that the motion "
    "of neighbouring particles essentially defines the clusters that form over time. "
)
BODY = "Cells were grown in a standard medium and counted every day for a week. "


def _newsletter(path: Path, byline: list[str]) -> Path:
    """A masthead over a rule, a large title, the lead paragraph (no heading), the
    ``byline`` lines flush right in italic, an affiliation and a contact line in small
    type, then a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 60), "LAB LETTER", fontsize=10.5, fontname="hebo")
    page.insert_text((440, 60), "Vol. 17 - No. 2", fontsize=10.5, fontname="helv")
    page.draw_line((57, 66), (538, 66), width=1)
    page.insert_text((57, 100), TITLE, fontsize=20, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 120, 538, 250), LEAD * 2, fontsize=10.5)
    _signed(page, byline, 262.0, "Institute of Genetics, Tartu Research Laboratories, Estonia")
    doc.save(path)
    doc.close()
    return path


def _signed(
    page: pymupdf.Page,
    byline: list[str],
    y: float,
    place: str,
    contact: str = "Contact: ann.lee@tartu-labs.ee",
) -> None:
    """From ``y`` down: the ``byline`` lines flush right in italic, ``place`` and
    ``contact`` in small type, then a numbered section."""
    italic = pymupdf.Font("tiit")  # a font object: the dashes are written as Unicode
    writer = pymupdf.TextWriter(page.rect)
    for line in byline:
        width = italic.text_length(line, fontsize=10.5)
        writer.append((538 - width, y), line, font=italic, fontsize=10.5)
        y += 14
    writer.write_text(page)
    page.insert_text((57, y + 10), place, fontsize=8.5)
    page.insert_text((57, y + 22), contact, fontsize=8.5)
    page.insert_text((57, y + 50), "1. Introduction", fontsize=10.5, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, y + 60, 538, 800), BODY * 12, fontsize=10.5)


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        (["\u2014 by Ann Lee and Bo Chen"], ("Ann Lee", "Bo Chen")),
        (["\u2013 By Vladislav V. Vysotsky"], ("Vladislav V. Vysotsky",)),
        (  # wrapped inside a name, flush right
            ["\u2014 by Valeri P. Bloomer, Andrew J. Reissig, Ilya", "Raymond and L. G. Hilario"],
            ("Valeri P. Bloomer", "Andrew J. Reissig", "Ilya Raymond", "L. G. Hilario"),
        ),
    ],
)
def test_a_byline_closing_the_lead_paragraph_names_the_authors(
    tmp_path: Path, byline: list[str], names: tuple[str, ...]
) -> None:
    pdf = extract_pdf(_newsletter(tmp_path / "news.pdf", byline), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == names
    assert pdf.abstract.startswith("We give") and pdf.abstract.endswith("over time.")


def _cover(path: Path) -> Path:
    """A report's cover: a shaded box of the institution's initials in 22 pt bold, the
    institution's name beside it, a report number, the title in 20 pt bold on two
    lines, "by", one name, an affiliation, a date; the abstract on page 2."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.draw_rect(pymupdf.Rect(150, 70, 220, 120), color=(0.1, 0.2, 0.4), fill=(0.85, 0.9, 0.95))
    page.insert_text((165, 103), "BU", fontsize=22, fontname="hebo")
    page.insert_text((306, 100), "Bologna University", fontsize=12)
    page.insert_text((227, 190), "Technical Report 2019-15", fontsize=12)
    page.insert_text(
        (100, 245), "DrugBank 5.0: a major update to the", fontsize=20, fontname="tibo"
    )
    page.insert_text((144, 270), "DrugBank database for 2018", fontsize=20, fontname="tibo")
    page.insert_text((299, 312), "by", fontsize=12, fontname="tiit")
    page.insert_text((255, 334), "Engin Milburn", fontsize=14)
    affiliation = "Dept. of Cell Biology, Bologna University, Italy"
    page.insert_text((163, 354), affiliation, fontsize=11, fontname="tiit")
    page.insert_text((258, 450), "December 2012", fontsize=12)
    second = doc.new_page(width=612, height=792)
    second.insert_text((280, 80), "Abstract", fontsize=13, fontname="tibo")
    second.insert_textbox(pymupdf.Rect(96, 95, 516, 300), LEAD * 3, fontsize=12)
    second.insert_text((72, 340), "1. Introduction", fontsize=13, fontname="tibo")
    second.insert_textbox(pymupdf.Rect(72, 350, 540, 740), BODY * 14, fontsize=12)
    doc.save(path)
    doc.close()
    return path


def test_a_logos_initials_larger_than_the_title_are_no_title(tmp_path: Path) -> None:
    pdf = extract_pdf(_cover(tmp_path / "cover.pdf"), max_pages=3, tables=False)
    assert pdf.title == "DrugBank 5.0: a major update to the DrugBank database for 2018"
    assert tuple(pdf.authors) == ("Engin Milburn",)


def _small_caps(page: pymupdf.Page, x: float, y: float, text: str, size: float) -> float:
    """``text`` drawn as a browser fakes small capitals in ``size``: capitals, spaces
    and punctuation in ``size``, each run of lower-case letters 0.69 as large and kept
    in lower case, on one baseline (its first letter twice as large with ``x`` < 0:
    drawn from ``-x``).  Returns where the text ends."""
    writer = pymupdf.TextWriter(page.rect)
    font = pymupdf.Font("tiro")
    pos = pymupdf.Point(abs(x), y)
    runs: list[tuple[str, float]] = []
    for char in text:
        small = char.islower()
        run_size = size * 0.69 if small else size
        if runs and runs[-1][1] == run_size:
            runs[-1] = (runs[-1][0] + char, run_size)
        else:
            runs.append((char, run_size))
    if x < 0:  # the first letter twice as large
        first, rest = runs[0][0][0], runs[0][0][1:]
        runs = [(first, size * 2), *([(rest, runs[0][1])] if rest else []), *runs[1:]]
    for run, run_size in runs:  # the text layer keeps the lower case; glyphs do not matter
        _, pos = writer.append(pos, run, font=font, fontsize=run_size)
    writer.write_text(page)
    return pos.x


def test_faked_small_capitals_are_one_size_on_hand_made_spans() -> None:
    """A run "axim" 9 pt after "M" 13.2 pt on one baseline: the run is text in
    13.2 pt; a raised mark after a capital ("J" + "ab", above the baseline) is not,
    nor a raised "α" after a name whose following space PyMuPDF puts on its baseline
    (papermage.pdf's byline)."""
    spans = [
        {"text": "M", "size": 13.2, "origin": (100.0, 200.0), "bbox": (100, 188, 111, 203)},
        {"text": "axim", "size": 9.0, "origin": (111.0, 200.0), "bbox": (111, 192, 133, 202)},
        {"text": " A. Y", "size": 13.2, "origin": (133.0, 200.0), "bbox": (133, 188, 160, 203)},
        {"text": "urkin", "size": 9.0, "origin": (160.0, 200.0), "bbox": (160, 192, 185, 202)},
    ]
    assert small_caps_spans(spans) == {1: 13.2, 3: 13.2}
    raised = [
        {"text": "Smith J", "size": 13.2, "origin": (100.0, 200.0), "bbox": (100, 188, 150, 203)},
        {"text": "ab", "size": 9.0, "origin": (150.0, 195.0), "bbox": (150, 187, 160, 197)},
    ]
    assert small_caps_spans(raised) == {}
    # a raised Greek mark after a name, the space after it given the mark's origin
    for flags in (0, 1):  # with or without PyMuPDF's superscript flag
        marked = [
            {"text": "Russell Authur", "size": 12.0, "origin": (90.0, 131.4), "flags": 0},
            {"text": "\u03b1", "size": 8.0, "origin": (166.7, 127.0), "flags": flags},
            {"text": " ", "size": 12.0, "origin": (172.2, 127.0), "flags": 0},
            {"text": "Erin Bransom", "size": 12.0, "origin": (181.6, 131.4), "flags": 0},
        ]
        assert small_caps_spans(marked) == {}
    line = {
        "dir": (1.0, 0.0),
        "bbox": (100, 188, 185, 203),
        "spans": [{**s, "font": "Times", "flags": 0} for s in spans],
    }
    lines = page_lines({"width": 595, "height": 842, "blocks": [{"lines": [line]}]}).lines
    assert lines[0].size == 13.2 and lines[0].names == "Maxim A. Yurkin"


def _preprint(path: Path) -> Path:
    """A preprint's head as a browser prints ``font-variant: small-caps`` in a font
    without small capitals: the title centred on two lines, its first letter twice as
    large, lines 40 pt apart, the last one word in lower case; the names on one line;
    an affiliation; a label and the abstract in small roman type."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    _small_caps(page, -70, 110, "The discrete dipole approximation for simulation", 24)
    _small_caps(page, 70, 150, "of light scattering by particles much larger than the", 24)
    _small_caps(page, 250, 190, "wavelength", 24)  # lower case alone: small type only
    _small_caps(page, 150, 228, "Maxim A. Yurkin, Valeri P. Maltsev and Alfons G. Hoekstra", 13)
    page.insert_text((160, 250), "Graduate School of Biology, Kyoto University, Japan", fontsize=10)
    page.insert_text((260, 290), "ABSTRACT", fontsize=10, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(110, 300, 500, 440), LEAD * 3, fontsize=10)
    page.insert_text((72, 480), "1. Introduction", fontsize=12, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, 490, 540, 740), BODY * 12, fontsize=12)
    doc.save(path)
    doc.close()
    return path


def test_a_title_and_names_in_faked_small_capitals(tmp_path: Path) -> None:
    pdf = extract_pdf(_preprint(tmp_path / "caps.pdf"), max_pages=2, tables=False)
    assert pdf.title == (
        "The discrete dipole approximation for simulation of light scattering by "
        "particles much larger than the wavelength"
    )
    assert tuple(pdf.authors) == ("Maxim A. Yurkin", "Valeri P. Maltsev", "Alfons G. Hoekstra")


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Words and photos by Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Text and photographs by Jan O. Casagrande", ["Jan O. Casagrande"]),
        ("WORDS AND PHOTOS BY Ann Lee", ["Ann Lee"]),
        ("words and photos by Ann Lee", []),  # a wrapped sentence, not capitalised
    ],
)
def test_a_credit_for_text_and_photographs_leads_the_byline(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names
