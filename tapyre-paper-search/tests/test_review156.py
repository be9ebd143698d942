"""Review of round 43 (latex43 and refs43 merged): regressions of the latex43 rules on
inputs of the same kind, each a page drawn with PyMuPDF, and their controls.

- ``namesabove`` in mixed case: a kicker in mixed case in the byline's type right above a
  byline in capitals was joined to it, and the byline was lost or garbled (regression);
  a journal's name in another language above the title ("Studia …", "Revista …",
  "Annales …": both words in no word list) was read as a person (regression).
- ``overseers``: the lines under a run-in label that holds its name ("Advisor: Prof. …")
  were taken as the supervisor's, and the candidate's name under it was dropped
  (regression).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import find_references, parse_reference
from test_pdf_front_matter_latex33 import _BODY, _rows
from test_pdf_front_matter_latex43 import _ABSTRACT, _frontispiece

_W, _H, _LEFT = 595.0, 842.0, 72.0


def _chapter(path: Path, above: list[str]) -> None:
    """A chapter of a collected volume: "Chapter 7", the lines ``above`` in 12 pt over
    the title in 20 pt, the abstract in small type with no heading, and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 100), "Chapter 7", fontsize=12)
    y = 150.0 - 16 * (len(above) - 1)
    for text in above:
        page.insert_text((_LEFT, y), text, fontsize=12)
        y += 16
    page.insert_text((_LEFT, 196), "Seasonal Storage of Heat", fontsize=20)
    page.insert_text((_LEFT, 222), "in Shallow Aquifers under Dense Cities", fontsize=20)
    y = _rows(page, _LEFT, 290, _ABSTRACT, 9)
    page.insert_text((270, y + 30), "Introduction", fontsize=10, fontname="tibo")
    _rows(page, _LEFT, y + 50, _BODY * 3, 10)
    doc.save(path)


@pytest.mark.parametrize(
    ("above", "names"),
    [
        (
            ["Review Article", "MARTA FERREIRA AND JONAS LINDQVIST"],
            ("Marta Ferreira", "Jonas Lindqvist"),
        ),
        (["Original Research", "JONAS LINDQVIST"], ("Jonas Lindqvist",)),
    ],
)
def test_regression_a_kicker_in_mixed_case_over_a_byline_in_capitals(
    tmp_path: Path, above: list[str], names: tuple[str, ...]
) -> None:
    path = tmp_path / "chapter.pdf"
    _chapter(path, above)
    assert tuple(extract_pdf(path).authors) == names


@pytest.mark.parametrize(
    "journal", ["Studia Logica", "Revista Colombiana", "Annales Geophysicae", "Acta Biotheoretica"]
)
def test_regression_a_journal_name_in_another_language_above_the_title(
    tmp_path: Path, journal: str
) -> None:
    path = tmp_path / "chapter.pdf"
    _chapter(path, [journal])
    assert tuple(extract_pdf(path).authors) == ()


@pytest.mark.parametrize(
    ("above", "names"),
    [
        (
            ["E. Zhao, Marta Ferreira, and Jonas Lindqvist"],
            ("E. Zhao", "Marta Ferreira", "Jonas Lindqvist"),
        ),
        (["Somnath Choudhury"], ("Somnath Choudhury",)),
        (["MARTA FERREIRA AND", "JONAS LINDQVIST"], ("Marta Ferreira", "Jonas Lindqvist")),
        (["Ecology Letters"], ()),
    ],
)
def test_control_names_above_the_title(
    tmp_path: Path, above: list[str], names: tuple[str, ...]
) -> None:
    """latex43's mixed-case byline, a byline in capitals on two lines, a journal's name in
    English."""
    path = tmp_path / "chapter.pdf"
    _chapter(path, above)
    assert tuple(extract_pdf(path).authors) == names


def test_regression_a_name_under_a_run_in_advisor_label(tmp_path: Path) -> None:
    """ "Advisor: Prof. …" holds its name; the candidate's name under it is no supervisor's."""
    path = tmp_path / "thesis.pdf"
    _frontispiece(path, ["Advisor: Prof. Giulia Marchetti", "Eva Roth"], [])
    assert tuple(extract_pdf(path).authors) == ("Eva Roth",)


def test_control_supervisors_beside_the_candidates(tmp_path: Path) -> None:
    """latex43's frontispiece: the supervisors' blocks are still dropped."""
    path = tmp_path / "tesi.pdf"
    left = ["Relatore:", "Prof. Paolo Ferrante", "Correlatore:", "Dott. Sergio Valli"]
    right = ["Candidati:", "Marta Ferreira", "Jonas Lindqvist", "Eva Roth"]
    _frontispiece(path, left, right)
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira", "Jonas Lindqvist", "Eva Roth")


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Deutsche Telekom DT. A study of things. Bonn. 2010.",
            ("Deutsche Telekom DT",),
        ),
        (
            "Smith J, Deutsche Telekom DT. A study of things. Lancet. 2010;5:1-10.",
            ("J Smith", "Deutsche Telekom DT"),
        ),
        (
            "Fundação Oswaldo FO. A study of things. Rio de Janeiro. 2012.",
            ("Fundação Oswaldo FO",),
        ),
        (
            "Médecins Frontières MF. A study of things. Paris. 2012.",
            ("Médecins Frontières MF",),
        ),
    ],
)
def test_regression_a_body_of_two_words_in_another_language_and_its_acronym(
    text: str, authors: tuple[str, ...]
) -> None:
    """Two capitalised words that are no English words and initials spelling them: a body
    in German or with a body's word in another language is no double surname."""
    entry = parse_reference(text)
    assert entry.authors == authors
    assert entry.title == "A study of things"


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "García Márquez GM, López Pérez J. A study of things. Nature. 2015;5:1-10.",
            ("GM García Márquez", "J. López Pérez"),
        ),
        (
            "Smith J, Fernández Ortega FO. A study of things. Nature. 2015;5:1-10.",
            ("J Smith", "FO Fernández Ortega"),
        ),
        (
            "World Health Organization WHO. A study of things. Geneva. 2010.",
            ("World Health Organization WHO",),
        ),
    ],
)
def test_control_a_double_surname_whose_initials_spell_it(
    text: str, authors: tuple[str, ...]
) -> None:
    """refs43's double surname is still a person's; an English body still a body."""
    entry = parse_reference(text)
    assert entry.authors == authors
    assert entry.title == "A study of things"


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        # regression: "and others" closes the list; "Yu." is a given name cut to two letters
        (
            "A. Yu. Petrov and others. Theory of heat in solids. J. Phys. 12, 1-10 (2001).",
            ("A. Yu. Petrov",),
            "Theory of heat in solids",
        ),
        # controls: refs43's two-letter surname before a title in small letters
        (
            "J. Roe and X. Xi. Knowledge and use of maps. J. Geo. 12, 1-10 (2001).",
            ("J. Roe", "X. Xi"),
            "Knowledge and use of maps",
        ),
        (
            "A. Yu. Petrov et al. Theory of heat in solids. J. Phys. 12, 1-10 (2001).",
            ("A. Yu. Petrov",),
            "Theory of heat in solids",
        ),
    ],
)
def test_regression_a_given_name_cut_short_before_and_others(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    entry = parse_reference(text)
    assert (entry.authors, entry.title) == (authors, title)


def test_regression_a_numbered_heading_holding_title_is_no_form_field(tmp_path: Path) -> None:
    """A paper whose numbered headings in capitals, as large as its text, include "3. TITLE
    AND ABSTRACT SCREENING": its title and byline, not the text under that heading."""
    path = tmp_path / "paper.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    title = "Seasonal Storage of Heat in Shallow Aquifers under Dense Cities"
    page.insert_text((_LEFT, 90), title, fontsize=16, fontname="tibo")
    page.insert_text((_LEFT, 118), "Marta Ferreira and Jonas Lindqvist", fontsize=11)
    page.insert_text((_LEFT, 134), "Institute of Hydrology, Lund University, Sweden", fontsize=9)
    page.insert_text((_LEFT, 164), "ABSTRACT", fontsize=10, fontname="tibo")
    y = _rows(page, _LEFT, 180, _ABSTRACT, 10)
    for heading in ("1. INTRODUCTION", "2. SEARCH STRATEGY", "3. TITLE AND ABSTRACT SCREENING"):
        page.insert_text((_LEFT, y + 18), heading, fontsize=10, fontname="tibo")
        y = _rows(page, _LEFT, y + 34, _BODY[:2], 10)
    doc.save(path)
    result = extract_pdf(path)
    assert result.title == title
    assert tuple(result.authors) == ("Marta Ferreira", "Jonas Lindqvist")


def _lines_block(x0: float, x1: float, y0: float, texts: list[str]) -> TextBlock:
    lines = [
        BlockLine(text, x0, y0 + 12 * k, x1, y0 + 12 * k + 9, 9.96, False)
        for k, text in enumerate(texts)
    ]
    return TextBlock(x0, y0, x1, y0 + 12 * len(texts), lines)


_ENTRIES = [
    ["Chandra, S. and L. G. Tyler. In vivo proliferation of stem cells.", "Cell, 5:1-10, 2008."],
    ["Clerc, F. and I. A. Yugova. Venous thrombosis in cancer patients.", "Blood, 5:1-10, 1999."],
    ["Fechner, C. and P. Grozman. The feasibility of elimination.", "Lancet, 5:1-10, 2006."],
    ["Jia, Y. and D. Reuter. Methionine restriction decreases fat.", "Nature, 5:1-10, 2011."],
    ["Kim, H. and B. Roe. Renal considerations in therapy.", "Kidney, 5:1-10, 2012."],
]


def test_regression_entry_labels_in_blocks_of_their_own_are_no_column() -> None:
    """A one-column list whose labels ("[1]") are blocks of their own beside their
    entries, read label, entry, label, entry: each label stays before its entry, not all
    labels first (refbands read the labels' run as a left column)."""
    page = [_lines_block(72, 300, 80, ["References"])]
    for k, entry in enumerate(_ENTRIES):
        page.append(_lines_block(72, 84, 100 + 30 * k, [f"[{k + 1}]"]))
        page.append(_lines_block(92, 523, 100 + 30 * k, entry))
    found = find_references(page, [0])
    texts = [line.text for block in found for line in block.lines]
    for k, entry in enumerate(_ENTRIES):
        assert texts.index(f"[{k + 1}]") + 1 == texts.index(entry[0])
