"""review83: rot29's front-matter rules (closing byline, logo initials, faked small
capitals) where they misread ordinary pages, on pages drawn with PyMuPDF.

An abstract line wrapped where a dash opens an aside ("… can be sampled well" /
"— by Markov Chain Monte Carlo") is no byline closing it; a one-word title in
capitals set right over its subtitle ("GLUE" / "A Multi-Task Benchmark …") is no
logo's initials; affiliation letters set small on the baseline after names in
capitals ("ANN LEE" + "a") are no faked small capitals.  Each failed on 94c44df.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.smallcaps import small_caps_spans

TITLE = "Clustering in a stochastic model of one-dimensional gas"
LEAD = (
    "We give a quantitative analysis of clustering in a stochastic model of a "
    "one-dimensional gas of particles moving along a line, and show that the motion "
    "of neighbouring particles essentially defines the clusters that form over time. "
)
BODY = "Cells were grown in a standard medium and counted every day for a week. "
ABSTRACT = [  # a narrow column: the aside fills its line
    "We estimate the posterior of a",
    "stochastic model of a gas of",
    "particles and show that the",
    "clusters can be sampled well",
    "\u2014 by Markov Chain Monte Carlo",
    "\u2014 and that the samples agree",
    "with the theory in every case.",
]


def _aside(path: Path, heading: bool, byline: bool = True) -> Path:
    """A title, a byline (when ``byline``), an abstract (under "Abstract" when
    ``heading``) whose fifth line opens with a dash and "by" and then capitalised
    words, a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 100), TITLE, fontsize=20, fontname="hebo")
    if byline:
        page.insert_text((57, 125), "Ann Lee and Bo Chen", fontsize=12)
    if heading:
        page.insert_text((57, 160), "Abstract", fontsize=11, fontname="hebo")
    font = pymupdf.Font("helv")  # a font object: the dashes are written as Unicode
    writer = pymupdf.TextWriter(page.rect)
    y = 176.0
    for line in ABSTRACT:
        writer.append((57, y), line, font=font, fontsize=10.5)
        y += 13
    writer.write_text(page)
    page.insert_text((57, y + 20), "1. Introduction", fontsize=10.5, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, y + 30, 220, 800), BODY * 12, fontsize=10.5)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("heading", "byline"),
    [(True, True), (True, False), (False, True), (False, False)],  # [2], [3]: guards
)
def test_a_dash_and_by_that_goes_on_a_sentence_ends_no_abstract(
    tmp_path: Path, heading: bool, byline: bool
) -> None:
    path = _aside(tmp_path / "aside.pdf", heading, byline)
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert tuple(pdf.authors) == (("Ann Lee", "Bo Chen") if byline else ())
    assert pdf.abstract.startswith("We estimate")
    assert pdf.abstract.endswith("with the theory in every case.")


def _short_title(path: Path, word: str) -> Path:
    """A one-word title in capitals in 26 pt bold, its subtitle under it in 17 pt bold
    on two lines, names, an affiliation, "Abstract" and its text, a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((260, 100), word, fontsize=26, fontname="hebo")
    page.insert_text(
        (90, 135), "A Multi-Task Benchmark and Analysis Platform", fontsize=17, fontname="hebo"
    )
    page.insert_text((140, 157), "for Natural Language Understanding", fontsize=17, fontname="hebo")
    page.insert_text((200, 190), "Alex Wang and Amanpreet Singh", fontsize=12)
    page.insert_text((220, 205), "New York University", fontsize=10)
    page.insert_text((280, 240), "Abstract", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(110, 250, 500, 400), LEAD * 3, fontsize=10)
    page.insert_text((72, 440), "1 Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 450, 540, 740), BODY * 12, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize("word", ["GLUE", "BERT"])
def test_a_one_word_title_in_capitals_over_its_subtitle_is_no_logo(
    tmp_path: Path, word: str
) -> None:
    pdf = extract_pdf(_short_title(tmp_path / "short.pdf", word), max_pages=2, tables=False)
    assert pdf.title.startswith(word)
    assert tuple(pdf.authors) == ("Alex Wang", "Amanpreet Singh")


def _capital_names(path: Path, runs: list[tuple[str, float]]) -> Path:
    """A title, a byline drawn as ``runs`` (text, size) on one baseline (affiliation
    letters set small on it, not raised), the affiliations, an abstract, a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 100), TITLE, fontsize=18, fontname="hebo")
    writer = pymupdf.TextWriter(page.rect)
    font = pymupdf.Font("helv")
    pos = pymupdf.Point(72, 130)
    for run, size in runs:
        _, pos = writer.append(pos, run, font=font, fontsize=size)
    writer.write_text(page)
    page.insert_text((72, 146), "a University of Tartu, Estonia", fontsize=9)
    page.insert_text((72, 158), "b Kyoto University, Japan", fontsize=9)
    page.insert_text((72, 190), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 200, 540, 330), LEAD * 3, fontsize=10)
    page.insert_text((72, 370), "1. Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 380, 540, 740), BODY * 12, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("runs", "names"),
    [
        ([("ANN LEE", 11), ("a", 7.5), (", BO CHEN", 11), ("b", 7.5)], ("Ann Lee", "Bo Chen")),
        ([("ANN LEE", 11), ("ab", 7.5)], ("Ann Lee",)),
    ],
)
def test_affiliation_letters_on_the_baseline_after_capitals_are_marks(
    tmp_path: Path, runs: list[tuple[str, float]], names: tuple[str, ...]
) -> None:
    pdf = extract_pdf(_capital_names(tmp_path / "caps.pdf", runs), max_pages=2, tables=False)
    assert tuple(pdf.authors) == names


def test_one_letter_runs_after_an_initial_are_marks() -> None:
    """ "LI J" + "a" on the baseline (no superscript flag): a mark, not "LI Ja"."""
    spans = [
        {"text": "LI J", "size": 11.0, "origin": (100.0, 200.0)},
        {"text": "a", "size": 7.5, "origin": (125.0, 200.0)},
        {"text": ", WANG Y", "size": 11.0, "origin": (130.0, 200.0)},
        {"text": "b", "size": 7.5, "origin": (180.0, 200.0)},
    ]
    assert small_caps_spans(spans) == {}


def test_a_dash_and_by_under_a_running_line_does_not_break_a_headingless_run() -> None:
    """The headingless reader's run breaks at a closing byline only after a stop, as
    ``ends_abstract`` does (the lead, on review83's open question): a dash under a line
    in mid-sentence opens an aside ("… sampled well" / "— by Markov Chain Monte Carlo")."""
    from tapyre_paper_search.pdf.headinglessrun import breaks_unit
    from tapyre_paper_search.pdf.lines import Line

    def at(text: str, y0: float) -> Line:
        return Line(text, 10.0, False, False, False, 72.0, y0, 300.0, y0 + 10.0, 1, names=text)

    first = at("We show that the posterior of the model can be sampled well", 100.0)
    aside = at("— by Markov Chain Monte Carlo", 112.0)
    assert not breaks_unit(first, aside, first)
    done = at("We show that the posterior of the model can be sampled well.", 100.0)
    byline = at("— by Ann Lee and Bo Chen", 112.0)
    assert breaks_unit(done, byline, done)  # (guard: a byline after a stop still breaks)
