"""Letter-spaced front matter (``latex33``), drawn with PyMuPDF on A4 pages.

A class may set the byline in letter-spaced capitals (a fifth of an em between two
letters): PyMuPDF then gives every letter as a word of its own ("S . G A I F F I ,
M I G U E L"), and no name was read.  The lines' words are joined again where their
gap is the letter spacing (:mod:`~tapyre_paper_search.pdf.letterspaced`); the wider
gaps between words stay.  A letter-spaced title is read the same way.  Lines of
ordinary words, a line of single-letter variables in ordinary spacing and a table row
of letters far apart are left as they are.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.letterspaced import closed_up

_W, _H = 595.0, 842.0
_LEFT = 72.0
_ABSTRACT = [
    "Current methods of nuclear isolation from liver disrupt the plasma membranes by",
    "homogenization and separate the nuclei by high centrifugal force through dense",
    "sucrose. We describe a gentler method that keeps the nuclei intact and of high",
    "purity, and we compare the yields of both methods over twelve independent runs.",
]
_BODY = [
    "Nuclear extracts derived from HeLa cell lines have been found to correct single base",
    "mispairs within open circular heteroduplexes containing a strand-specific incision",
    "located many base pairs from the mismatch. Correction in both extract systems is",
    "strand specific, being highly biased to the incised strand, and it depends on the",
]


def _spaced(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    """``text`` centred at ``y``, letter by letter, a quarter of an em between two letters
    and a word space more between two words."""
    track, space = size * 0.25, size * 0.33
    widths = [pymupdf.get_text_length(c, fontname=face, fontsize=size) for c in text]
    total = sum(w + track for c, w in zip(text, widths, strict=True) if c != " ")
    total += text.count(" ") * space
    x = (_W - total) / 2
    for char, width in zip(text, widths, strict=True):
        if char == " ":
            x += space
            continue
        page.insert_text((x, y), char, fontsize=size, fontname=face)
        x += width + track


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    width = pymupdf.get_text_length(text, fontname=face, fontsize=size)
    page.insert_text(((_W - width) / 2, y), text, fontsize=size, fontname=face)


def _paper(path: Path, *, spaced_title: bool = False) -> None:
    """A bold title (``spaced_title``: letter-spaced capitals), a byline of two lines in
    letter-spaced capitals, an italic affiliation, a date, a headed abstract, the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    if spaced_title:
        _spaced(page, 90, "NUCLEAR ISOLATION FROM LIVER", 16, "tibo")
    else:
        _centred(page, 90, "Isolation of intact nuclei of high purity from mouse liver", 16, "tibo")
    _spaced(page, 130, "S. GAIFFI, MIGUEL HYLDGAARD, DAVID RODRIGUEZ,", 11, "tiro")
    _spaced(page, 148, "FLORIS VAN DER ZHANG, AND SEIJI ANDREANI", 11, "tiro")
    _centred(page, 170, "School of Information Systems, Institute for Advanced Study", 10, "tiit")
    _centred(page, 188, "April 2019", 10, "tiro")
    _centred(page, 220, "Abstract", 11, "tibo")
    y = _rows(page, _LEFT, 240.0, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 40, _BODY, 10)
    doc.save(path)


_NAMES = [
    "S. Gaiffi",
    "Miguel Hyldgaard",
    "David Rodriguez",
    "Floris van der Zhang",
    "Seiji Andreani",
]


def test_a_letter_spaced_capitals_byline_reads_its_names(tmp_path: Path) -> None:
    _paper(tmp_path / "p.pdf")
    pdf = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert pdf.title == "Isolation of intact nuclei of high purity from mouse liver"
    assert [a.casefold() for a in pdf.authors] == [n.casefold() for n in _NAMES]
    assert pdf.abstract.startswith("Current methods of nuclear isolation")


def test_a_letter_spaced_title_is_read_as_words(tmp_path: Path) -> None:
    _paper(tmp_path / "p.pdf", spaced_title=True)
    pdf = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert pdf.title.casefold() == "nuclear isolation from liver"
    assert [a.casefold() for a in pdf.authors] == [n.casefold() for n in _NAMES]


def _words(spec: list[tuple[str, float]], size: float = 12.0) -> list[tuple[float, float, str]]:
    """Words at ``spec``'s gaps (points before each word), each a half em wide a letter."""
    out, x = [], 72.0
    for text, gap in spec:
        x += gap
        out.append((x, x + len(text) * size * 0.5, text))
        x += len(text) * size * 0.5
    return out


def test_letters_are_joined_at_the_letter_gap_and_kept_apart_at_the_word_gap() -> None:
    words = _words([("S", 0), (".", 2.9), ("D", 7.6), ("AV", 2.6), ("I", 2.9), ("D", 2.9)])
    text = "S . D AV I D"
    assert closed_up(text, text, words, 12.0) == ("S. DAVID", "S. DAVID")
    # a separator in the names (a gap the line's spans told) stays a separator
    assert closed_up(text, "S . ; D AV I D", words, 12.0) == ("S. DAVID", "S. ; DAVID")


def test_a_letter_spaced_heading_is_closed_up_but_names_no_one() -> None:
    # "A R T I C L E  I N F O" beside a byline: the cues read "ARTICLE INFO", the
    # author zone no "Article Info" (every word a known word, none a given name)
    spec = [(c, 2.9) for c in "ARTICLE"] + [(c, 2.9) for c in "INFO"]
    spec[7] = ("I", 7.6)
    text = "A R T I C L E I N F O"
    assert closed_up(text, text, _words(spec), 12.0) == ("ARTICLE INFO", text)
    # a common given name makes it a byline: "J O H N  S M I T H" is closed up whole
    spec = [(c, 2.9) for c in "JOHN"] + [(c, 2.9) for c in "SMITH"]
    spec[4] = ("S", 7.6)
    text = "J O H N S M I T H"
    assert closed_up(text, text, _words(spec), 12.0) == ("JOHN SMITH", "JOHN SMITH")


def test_ordinary_lines_are_left_alone() -> None:
    prose = "where x y z are the axes"
    words = _words([(w, 3.5) for w in prose.split()])
    assert closed_up(prose, prose, words, 12.0) is None
    # single letters in ordinary spacing but a longer word on the line: no spacing
    row = "A B C D total"
    assert closed_up(row, row, _words([(w, 3.5) for w in row.split()]), 12.0) is None
    # a table's row of letters, a column apart
    cells = "A B C D E"
    assert closed_up(cells, cells, _words([(w, 40.0) for w in cells.split()]), 12.0) is None
    # numbers in a row are no letters
    digits = "1 2 3 4 5"
    assert closed_up(digits, digits, _words([(w, 2.0) for w in digits.split()]), 12.0) is None


_PUSHED = [
    "There are limited reports on methylation analysis of the premalignant lesions of",
    "gastric carcinoma thus far. This is despite the fact that gastric carcinoma is one of",
    "the tumors with a high frequency of island hypermethylation. To determine when it",
    "begins, we analysed gastric mucosa, adenomas and carcinomas for five genes, and we",
    "found that methylation occurs early and accumulates along the multistep process.",
]


def _pushed(path: Path, *, keywords: bool) -> None:
    """Page 1: a title, "By" and the names, the affiliations and a date, nothing else
    (the headingless abstract went whole to page 2).  Page 2: that abstract in a
    narrower measure, a "Key words:" line (with ``keywords``), "1 Introduction", the
    body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, "CpG island methylation in premalignant gastric carcinoma", 16, "tiro")
    _centred(page, 130, "By T. MISAKI, S. HYLDGAARD, DAVID LIU, AND M. LUDWIG", 10, "tiro")
    _centred(page, 160, "Division of Neuroscience, Technical University of Madison", 10, "tiit")
    _centred(page, 190, "September 2010", 10, "tiro")
    _centred(page, 800, "1", 10, "tiro")
    page = doc.new_page(width=_W, height=_H)
    y = 72.0
    for row in _PUSHED:
        page.insert_text((_LEFT + 14, y), row, fontsize=10, fontname="tiro")
        y += 22
    if keywords:
        page.insert_text((_LEFT + 14, y + 6), "Key words: island, methylation", fontsize=10,
                         fontname="tiro")  # fmt: skip
    y += 40
    page.insert_text((_LEFT, y), "1 Introduction", fontsize=12, fontname="tibo")
    for row in _BODY:
        y += 14
        page.insert_text((_LEFT, y), row, fontsize=11, fontname="tiro")
    doc.save(path)


def test_a_headingless_abstract_pushed_to_page_two_over_key_words_is_read(
    tmp_path: Path,
) -> None:
    _pushed(tmp_path / "p.pdf", keywords=True)
    pdf = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert pdf.abstract.startswith("There are limited reports on methylation analysis")
    assert pdf.abstract.endswith("along the multistep process.")
    assert len(pdf.authors) == 4


def test_prose_opening_page_two_with_no_key_words_is_no_pushed_abstract(
    tmp_path: Path,
) -> None:
    _pushed(tmp_path / "p.pdf", keywords=False)
    pdf = extract_pdf(tmp_path / "p.pdf", max_pages=2, tables=False)
    assert "There are limited reports" not in pdf.abstract


def _marked(page: pymupdf.Page, y: float, parts: list[tuple[str, str]], size: float) -> None:
    """A centred byline row of (text, raised mark) pairs, the marks set smaller."""
    small = size * 0.7
    widths = [
        pymupdf.get_text_length(t, fontname="tiro", fontsize=size)
        + pymupdf.get_text_length(m, fontname="tiro", fontsize=small)
        for t, m in parts
    ]
    x = (_W - sum(widths)) / 2
    for (text, mark), width in zip(parts, widths, strict=True):
        page.insert_text((x, y), text, fontsize=size, fontname="tiro")
        run = pymupdf.get_text_length(text, fontname="tiro", fontsize=size)
        if mark:
            page.insert_text((x + run, y - size * 0.35), mark, fontsize=small, fontname="tiro")
        x += width


def marked_byline_authors(
    path: Path, title: str, rows: list[list[tuple[str, str]]], notes: tuple[str, str]
) -> tuple[str, ...]:
    """The authors read from a page: ``title``, a byline of marked ``rows`` (13 pt
    apart, :func:`_marked`), two italic ``notes`` lines (affiliations) and an abstract
    under its heading, then "1. Introduction"."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 90, title, 16, "tiro")
    for k, row in enumerate(rows):
        _marked(page, 130 + 13 * k, row, 11)
    _centred(page, 165, notes[0], 9, "tiit")
    _centred(page, 176, notes[1], 9, "tiit")
    page.insert_text((_LEFT, 210), "Abstract", fontsize=10, fontname="tibo")
    y = 226.0
    for row_text in _ABSTRACT:
        page.insert_text((_LEFT, y), row_text, fontsize=10, fontname="tiro")
        y += 13
    page.insert_text((_LEFT, y + 20), "1. Introduction", fontsize=10, fontname="tibo")
    doc.save(path)
    return extract_pdf(path, max_pages=2, tables=False).authors


def test_a_surname_with_its_particle_wrapped_under_a_marked_byline_is_joined(
    tmp_path: Path,
) -> None:
    """A name without a mark ends the first row ("…, Lorenzo Francesca") and goes on in
    the second ("La Santis^b"), particle and all: it is read whole."""
    first = [
        ("Giulia Della Vecchia", "a"),
        (", Lorenzo Di Vecchia", "b"),
        (", Matteo Della Stefano", "a"),
        (", Alessio La Vecchia", "a,b"),
        (", Lorenzo Francesca", ""),
    ]
    authors = marked_byline_authors(
        tmp_path / "p.pdf",
        "Class III kinase plays an essential role in autophagy",
        [first, [("La Santis", "b")]],
        (
            "a Research Unit Theoretical Physics, National Institute, Rome",
            "b Division of Biochemistry, Adelaide Medical Center, Adelaide",
        ),
    )
    assert authors == (
        "Giulia Della Vecchia",
        "Lorenzo Di Vecchia",
        "Matteo Della Stefano",
        "Alessio La Vecchia",
        "Lorenzo Francesca La Santis",
    )


def _rows(page: pymupdf.Page, x: float, y: float, rows: list[str], size: float) -> float:
    """``rows`` from (``x``, ``y``), a line's step apart; the next y."""
    for row in rows:
        page.insert_text((x, y), row, fontsize=size, fontname="tiro")
        y += size * 1.3
    return y
