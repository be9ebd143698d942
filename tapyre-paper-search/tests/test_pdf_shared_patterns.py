"""Patterns the PDF reader keeps once and shares: page numbers, history lines, surname
particles and sentence stops (each was written two to four times, slightly apart)."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import (
    abstractcues,
    bandbreaks,
    cues,
    extract_pdf,
    footnotes,
    headingless,
)
from tapyre_paper_search.pdf.clutter import PAGE_NUMBER
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import PARTICLES, as_name
from textlines import text_line


def _line(text: str, y: float, size: float, x1: float = 535.0) -> Line:
    return text_line(text, y, size=size, x0=60.0, x1=x1, block=int(y))


@pytest.mark.parametrize("text", ["12", " 7 ", "– 3 –", "-4-", "Page 2", "p. 5", "iv", "3 of 10"])
def test_a_page_number_is_one_pattern_for_clutter_footnotes_and_headingless_abstracts(
    text: str,
) -> None:
    assert PAGE_NUMBER.match(text)
    assert footnotes.PAGE_NUMBER is PAGE_NUMBER and headingless.PAGE_NUMBER is PAGE_NUMBER


@pytest.mark.parametrize(
    "folio", ["1", "– 1 –", "-- 1 --", "--1--", "--- 1 ---", "–– 1 ––", "- - 1 - -"]
)
def test_footnotes_under_an_abstract_leave_out_a_page_number_between_dashes(folio: str) -> None:
    # Footnotes set a point under a 9 pt abstract, the page number in the text's 10 pt
    # under them: it is no footnote line, however many dashes a footer sets around it.
    lines = [
        _line("Faculty of Radiology, University College Lausanne. E-mail: a@b.ch", 668, 8),
        _line("Dept. of Neuroscience, University College Otago. E-mail: c@d.nz", 678, 8),
        _line(folio, 760, 10, x1=310),
    ]
    assert footnotes.at_foot(lines, 0, 9.0, 842.0)


@pytest.mark.parametrize("text", ["xiv", "XL", "ii", "c", "I", "Page iv"])
def test_a_roman_page_number_is_a_page_number(text: str) -> None:
    assert PAGE_NUMBER.match(text)


@pytest.mark.parametrize(
    "text", ["12345", "Figure 3", "3.5", "10 Results", "civil", "Ill", "ill", "Civil", "xcx"]
)
def test_a_number_in_text_is_no_page_number(text: str) -> None:
    assert not PAGE_NUMBER.match(text)


@pytest.mark.parametrize(
    "text",
    [
        "Received 3 May 2020; accepted 9 January 2021",
        "(Dated: 1 May 2019)",
        "Accepted XXX. Received YYY; in original form ZZZ",
        "Submitted 2 March; revised 5 June",
        "Revised 5 June 2020",
        "Article history:",
        "ARTICLE HISTORY",
        "Accepted for publication in ApJ",
        "Received in revised form 4 May 2021",
        "Revised manuscript received 2 March 2020",
    ],
)
def test_a_history_line_is_one_pattern(text: str) -> None:
    assert abstractcues.HISTORY.match(text)


@pytest.mark.parametrize(
    "text",
    [
        "Receiving antennas are placed",
        "Jane Doe, University of Oslo",
        "Accepting that",
        "Revised guidelines matter for video servers.",
        "Accepted practice is to store layers apart.",
        "Submitted work is read twice.",
    ],
)
def test_other_lines_are_no_history(text: str) -> None:
    assert not abstractcues.HISTORY.match(text)


def test_surname_particles_are_one_set_for_names_and_author_bands() -> None:
    # Both former lists: "des" was the band's only, "y" and "e" the names' only.
    assert {"van", "von", "de", "des", "y", "e", "bin", "zu"} <= PARTICLES
    assert as_name("Ana María y Gasset") == "Ana María y Gasset"
    assert as_name("Pierre des Granges") == "Pierre des Granges"
    # A name's first part broken at a row end, its particles included ("Ewine van"); a
    # one-letter particle reads as a lower-case initial, which opens no name: a byline
    # ending in "y" or "e" (Spanish, Portuguese "and") is not read across the break.
    for first in ("Ewine van", "Pierre des"):
        assert bandbreaks.open_end(first), first
    for closed in ("José y", "Ana Silva e", "Ewine Smith,"):
        assert not bandbreaks.open_end(closed), closed


@pytest.mark.parametrize("end", list(".:;!?)]"))
def test_a_line_ending_in_a_stop_ends_its_sentence(end: str) -> None:
    assert f"as shown{end}"[-1:] in cues.SENTENCE_STOPS


@pytest.mark.parametrize("end", list(",-–a1"))
def test_a_line_ending_otherwise_runs_on(end: str) -> None:
    assert f"as shown{end}"[-1:] not in cues.SENTENCE_STOPS


@pytest.mark.parametrize(
    "opening",
    ["Revised guidelines matter for video servers.", "Accepted practice is to store layers apart."],
)
def test_an_abstract_opening_with_a_history_word_keeps_its_first_paragraph(
    tmp_path: Path, opening: str
) -> None:
    # A headingless abstract of two paragraphs under the byline, the first of one line
    # that opens with a history word: a sentence, no history line to leave out.
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line("Edward Chang, Avideh Zakhor and Priya Raman", 11, centred=True)
        page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
        page.space(14)
        page.paragraph(opening, after=10)
        page.paragraph(ABSTRACT)

    result = extract_pdf(write_page(tmp_path / "paper.pdf", front))
    assert result.abstract == f"{opening} {ABSTRACT}"


@pytest.mark.parametrize(("end", "goes_on"), [("servers", True), ("[12]", True), ("(SVS)", False)])
def test_a_headingless_abstract_ending_its_page_in_a_citation_runs_off(
    end: str, goes_on: bool
) -> None:
    # Its last line on the page fills the measure, only the page number under it: a
    # citation "[12]" ends no sentence, so the abstract goes on on the next page.
    lines = [
        _line("We study how a video server stores scalable video on disks", 700, 10),
        _line("so that clients with different bandwidths are served at once", 712, 10),
        _line(f"and the placement follows the layered scheme {end}", 724, 10),
        _line("1", 800, 10, x1=70),
    ]
    assert headingless._runs_off(lines, [0, 1, 2]) is goes_on
