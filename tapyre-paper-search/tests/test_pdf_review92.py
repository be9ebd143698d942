"""review92: breaking latex33's rules by kind, drawn with PyMuPDF on A4 pages.

- :mod:`~tapyre_paper_search.pdf.letterspaced`: a line of lower-case one-letter words
  evenly apart in ordinary spacing (variables in an abstract's display, "a b c d") is
  no letter-spaced word: in ordinary type a word space is as narrow as a letter
  spacing, and a letter-spaced word set alone is capitals.
- a letter-spaced byline with raised numbers for affiliations ("J A N E D O E ¹ ,"): the
  marks are numbers, which had vetoed the line, and the mark's comma put after the
  last letter in ``Line.names`` ("D O E, ,") had kept that letter apart ("Jane do E").
- ``bandbreaks._unmarked_end``: a surname wrapped with lower-case particles ("…, Ana
  Maria" / "de la Cruz^b") goes on the name as a capitalised one ("La Santis^b") does.
- :func:`~tapyre_paper_search.pdf.frontpages.pushed_abstract`: body text at the top of
  page 2 closed by a keyword line and then a later section's heading ("2 Methods") is
  no headingless abstract pushed over.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.letterspaced import closed_up
from test_pdf_front_matter_latex33 import (
    _ABSTRACT,
    _BODY,
    _H,
    _LEFT,
    _W,
    _centred,
    _words,
    marked_byline_authors,
)


def test_lower_case_letters_in_ordinary_spacing_stay_apart() -> None:
    for row in ("a b c d", "x y z w t"):
        words = _words([(w, 3.0) for w in row.split()])
        assert closed_up(row, row, words, 12.0) is None
    # a letter-spaced word in capitals set alone is closed up (a heading: its names,
    # all known words, stay apart)
    heading = "A B S T R A C T"
    words = _words([(w, 3.0) for w in heading.split()])
    assert closed_up(heading, heading, words, 12.0) == ("ABSTRACT", heading)
    # lower-case letters with word gaps wider than the letter gaps are letter-spaced
    spaced = "n u c l e a r i s o l a t i o n"
    gaps = [2.4] * 6 + [7.6] + [2.4] * 8
    words = _words(list(zip(spaced.split(), [0.0, *gaps], strict=True)))
    assert closed_up(spaced, spaced, words, 12.0) == ("nuclear isolation", spaced)


def test_variables_in_an_abstracts_display_are_not_glued(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, "Isolation of intact nuclei of high purity from mouse liver", 16, "tibo")
    _centred(page, 130, "Jane Morrison and Peter Holland", 11, "tiro")
    _centred(page, 220, "Abstract", 11, "tibo")
    y = 240.0
    for row in _ABSTRACT[:2]:
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tiro")
        y += 13
    _centred(page, y, "a b c d", 10, "tiit")
    y += 13
    for row in _ABSTRACT[2:]:
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tiro")
        y += 13
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    doc.save(tmp_path / "p.pdf")
    pdf = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert " a b c d " in pdf.abstract
    assert "abcd" not in pdf.abstract


def _figure_then_body(path: Path, *, later: bool) -> None:
    """Page 1: the title block and a figure with its caption, no prose.  Page 2: body
    text, a "Keywords:" line, then "2 Methods" (``later``) or "1 Introduction"."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, "Seasonal transfer of resistance genes among soil bacteria", 16, "tibo")
    _centred(page, 130, "Anna Berg, Jonas Lindqvist and Maria Holm", 11, "tiro")
    _centred(page, 148, "Department of Soil Science, University of Uppsala", 10, "tiit")
    page.draw_rect(pymupdf.Rect(100, 300, 495, 600), color=(0, 0, 0), fill=(0.8, 0.8, 0.8))
    caption = "Figure 1. Sampling sites in three climates over five years."
    page.insert_text((_LEFT, 620), caption, fontsize=9, fontname="tiro")
    _centred(page, 800, "1", 10, "tiro")
    page = doc.new_page(width=_W, height=_H)
    y = 72.0
    for row in _BODY if later else _ABSTRACT:
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tiro")
        y += 13
    keywords = "Keywords: resistance, soil, horizontal transfer"
    page.insert_text((_LEFT, y + 6), keywords, fontsize=10, fontname="tiro")
    y += 40
    heading = "2 Methods" if later else "1 Introduction"
    page.insert_text((_LEFT, y), heading, fontsize=12, fontname="tibo")
    for row in _ABSTRACT if later else _BODY:
        y += 14
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tiro")
    doc.save(path)


def test_body_text_over_key_words_and_a_later_section_is_no_pushed_abstract(
    tmp_path: Path,
) -> None:
    _figure_then_body(tmp_path / "p.pdf", later=True)
    pdf = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert "Nuclear extracts derived" not in pdf.abstract
    # over "1 Introduction" the same page's run is read as the abstract pushed over
    _figure_then_body(tmp_path / "q.pdf", later=False)
    pdf = extract_pdf(tmp_path / "q.pdf", max_pages=2, tables=False)
    assert pdf.abstract.startswith("Current methods of nuclear isolation")


def test_a_mark_after_a_letter_spaced_word_stops_the_join_but_keeps_the_word() -> None:
    words = _words([("Z", 0), ("H", 2.9), ("U", 2.9), ("1", 0.5), ("J", 7.6), ("O", 2.9)])
    text = "Z H U 1 J O"
    assert closed_up(text, "Z H U, J O", words, 12.0) == ("ZHU1 JO", "ZHU, JO")
    # a row of letters and numbers in turn is no byline with marks
    row = "A 1 B 2 C 3 D 4"
    assert closed_up(row, row, _words([(w, 2.9) for w in row.split()]), 12.0) is None


def _spaced_byline(page: pymupdf.Page, y: float, names: list[str], size: float) -> None:
    """``names`` in letter-spaced capitals (a quarter of an em between two letters), each
    followed by a raised number, the next name a comma and a gap after it."""
    track, space = size * 0.25, size * 0.33
    x = 80.0
    for number, name in enumerate(names, 1):
        for char in name:
            if char == " ":
                x += space
                continue
            page.insert_text((x, y), char, fontsize=size, fontname="tiro")
            x += pymupdf.get_text_length(char, fontname="tiro", fontsize=size) + track
        mark = f"{number}," if number < len(names) else f"{number}"
        page.insert_text((x, y - size * 0.35), mark, fontsize=size * 0.7, fontname="tiro")
        x += pymupdf.get_text_length(mark, fontname="tiro", fontsize=size * 0.7) + track + 12


def test_a_letter_spaced_byline_with_numbered_marks_reads_its_names(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, "Isolation of intact nuclei of high purity from mouse liver", 16, "tibo")
    _spaced_byline(page, 130, ["JANE DOE", "JOHN SMITH", "ANN LEE"], 11)
    _centred(page, 170, "1 School of Information Systems, Institute for Advanced Study", 9, "tiit")
    _centred(page, 182, "2 Department of Physics, University of Leeds", 9, "tiit")
    _centred(page, 220, "Abstract", 11, "tibo")
    y = 240.0
    for row in _ABSTRACT:
        page.insert_text((_LEFT, y), row, fontsize=10, fontname="tiro")
        y += 13
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    doc.save(tmp_path / "p.pdf")
    pdf = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert [a.casefold() for a in pdf.authors] == ["jane doe", "john smith", "ann lee"]


def test_a_surname_wrapped_with_lower_case_particles_is_joined(tmp_path: Path) -> None:
    first = [("Giulia Rossi", "a"), (", Lorenzo Bianchi", "b"), (", Matteo Ferri", "a")]
    authors = marked_byline_authors(
        tmp_path / "p.pdf",
        "Class III kinase plays an essential role in autophagy",
        [
            [*first, (", Alessio Conti", "a,b"), (", Ana Maria", "")],
            [("de la Cruz", "b"), (", Anna Lee", "a")],
        ],
        (
            "a Research Unit Theoretical Physics, National Institute, Rome",
            "b Division of Biochemistry, Adelaide Medical Center, Adelaide",
        ),
    )
    assert authors[3:] == ("Alessio Conti", "Ana Maria de la Cruz", "Anna Lee")
