"""Office and browser front matter, round 55 review of the second wave (``fix55c``).

Each rule of front56 narrowed to its cue (``/work/team/review55b.md`` items 1, 6, 7
and the named heading's cost), on pages drawn with PyMuPDF:

* a study's investigators replace the byline's authors only where a label form read
  no names and the byline names none of them while naming people (item 1;
  :mod:`~tapyre_paper_search.pdf.investigators`);
* a catalogue's heading after a slash names people, not a topic, and a review's
  heading with a byline under it is a book review's title (item 6;
  :mod:`~tapyre_paper_search.pdf.namedheading`);
* a word in capitals over a title is a study's acronym only where it holds a digit,
  hyphen or slash or is spelled by the title's words, and never over a byline (item 7;
  :mod:`~tapyre_paper_search.pdf.acronymtitle`);
* the named heading is not looked for where no top line holds a slash or a quote mark.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_front47 import _ABSTRACT, _BODY, _H, _W, _text


def _page(tmp_path: Path, head: list[tuple[str, float, str]], foot: str = "") -> ExtractedPdf:
    """A one-page paper: the ``head`` rows (text, size, face) each under the last, the
    abstract under a bold "Abstract", a numbered section, and ``foot`` (a label and its
    value side by side in 8 pt) at the page's foot."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 80.0
    for text, size, face in head:
        _text(page, 60, y, text, size, face=face)
        y += size * 1.6
    _text(page, 60, y + 14, "Abstract", 11, face="b")
    y += 32
    for k, text in enumerate(_ABSTRACT):
        _text(page, 60, y + 14 * k, text, 10)
    y += 14 * len(_ABSTRACT) + 20
    _text(page, 60, y, "1. Introduction", 12, face="b")
    for k, text in enumerate(_BODY):
        _text(page, 60, y + 20 + 14 * k, text, 10)
    if foot:
        label, value = foot.split("|")
        _text(page, 60, 790, label, 8)
        _text(page, 170, 790, value, 8)
    path = tmp_path / "paper.pdf"
    doc.save(path)
    return extract_pdf(path)


_HEAT = "Street trees and the summer heat of small towns"


@pytest.mark.parametrize(
    "foot",
    [
        "Principal investigator:|Cy Diaz (Site 3)",
        "Co-investigators:|Eva Moretti (Clinic 2); Karl Weber (Clinic 3)",
    ],
)
def test_a_footnote_investigators_row_leaves_the_byline(tmp_path: Path, foot: str) -> None:
    """Item 1: a byline naming people, none of them an investigator, is kept."""
    got = _page(tmp_path, [(_HEAT, 17, "b"), ("Ann Lee, Bo Chen", 12, "")], foot)
    assert got.authors == ("Ann Lee", "Bo Chen")


def test_the_investigators_stay_where_the_byline_names_one_of_them() -> None:
    """front56's case, at the function: a byline holding an investigator (a registry's
    labels read as names around them) gives way; one naming others does not."""
    from tapyre_paper_search.pdf.investigators import over_form

    people = ("Ann Lee", "Bo Chen", "Cy Diaz")
    byline = ("Brief Summary", "Central Contact", "Eve Moretti", "Ann Lee")
    assert over_form(people, (), byline) == people
    assert over_form(people, (), ("Brief Summary",)) == people
    assert over_form(people, (), ()) == people
    assert over_form(("Cy Diaz",), (), ("Ann Lee", "Bo Chen")) == ()


@pytest.mark.parametrize(
    "heading",
    ["Neural Networks / Deep Learning.", "Machine Learning in Ecology / Monte Carlo."],
)
def test_a_slash_before_a_topic_is_no_catalogue_heading(tmp_path: Path, heading: str) -> None:
    """Item 6: what follows the slash names a topic, not people."""
    got = _page(tmp_path, [(heading, 14, "b"), ("Ann Lee and Bo Chen", 11, "")])
    assert "Deep Learning" not in got.authors and "Monte Carlo" not in got.authors
    assert got.authors[:2] == ("Ann Lee", "Bo Chen")


def test_a_book_reviews_title_with_its_reviewers_byline(tmp_path: Path) -> None:
    """Item 6: "Review of “Book” by Author" over a byline is a book review's own title,
    its author the reviewer named under it, not the book's."""
    heading = "Review of \u201cThe Selfish Gene\u201d by Richard Dawkins"
    got = _page(tmp_path, [(heading, 15, "b"), ("Ann Lee", 11, "")])
    assert "Richard Dawkins" not in got.authors
    assert got.authors == ("Ann Lee",)


@pytest.mark.parametrize(
    "head",
    [
        [("MIGRATION", 24, "b"), ("Ann Lee, Bo Chen and Cy Diaz", 12, "b")],
        [("EPIGENETICS", 24, "b"), ("A very short introduction to it", 12, "b")],
    ],
)
def test_a_word_in_capitals_is_no_acronym(
    tmp_path: Path, head: list[tuple[str, float, str]]
) -> None:
    """Item 7: a word in capitals with no digit, hyphen or slash that the line under it
    does not spell is the title (or its first part), not a study's acronym."""
    got = _page(tmp_path, head)
    assert got.title.startswith(head[0][0].title()) or got.title.startswith(head[0][0])
    assert got.title != head[1][0]


def test_a_named_heading_is_not_looked_for_with_no_slash_or_quote(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Perf: the runs are not joined where no top line holds a slash or a quote mark."""
    from tapyre_paper_search.pdf import namedheading

    def joined(_text: str) -> str:
        raise AssertionError("runs joined")

    monkeypatch.setattr(namedheading, "title_inline", joined)
    lines = [
        Line(
            "word " * 12 + "a b c", 10, False, False, False, 50, 100 + 12 * i, 500, 110 + 12 * i, 0
        )
        for i in range(20)
    ]
    assert namedheading.read_named_heading(lines) is None


def test_names_no_given_names_list_knows_still_read_as_people() -> None:
    """Controls of items 1 and 6 (front56's train corpora): a catalogue's names the
    given names' list lacks are read; a registry's label read as a name beside its
    central contact gives way to the officials."""
    from tapyre_paper_search.pdf.investigators import over_form
    from tapyre_paper_search.pdf.namedheading import read_named_heading

    lines = [
        Line(text, 14, True, False, False, 50, y, 500, y + 14, 0)
        for text, y in [
            ("Circadian rhythms and the regulation of energy homeostasis /", 100),
            ("Clifton Cutkosky and Hongjun Pan.", 120),
        ]
    ]
    lines.append(Line("Some body text here.", 10, False, False, False, 50, 300, 500, 310, 0))
    form = read_named_heading(lines)
    assert form is not None and form.authors == ("Clifton Cutkosky", "Hongjun Pan")
    people = ("Ann Lee", "Bo Chen")
    assert over_form(people, (), ("Study Overview", "Paul B. Welander")) == people
