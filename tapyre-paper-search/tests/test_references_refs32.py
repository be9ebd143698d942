"""Round thirty-two's reference rules (refs32): review87's findings left open, and the
BibTeX styles held out in round twenty-nine.

1. A one-off flush line with a year under a hanging list ("© 2020 The Authors", "Vol.
   12 (2020)", "Sci Rep 2020") is no entry: a short piece no number or label cut needs
   an entry's shape (``refpieces.short_entry``).
2. A line-end hyphen inside a URL or an address is the URL's own: the paper's words do
   not mend it (``docwords._BREAK``).
3. Chemistry-style books: a journal's section after a semicolon ("Acta Crystallogr.;
   Section E: Structure Reports") is no publisher; a series part ("ACS Symposium Series
   1234") may stand before the publisher; a book title holding "Word: Word" keeps it
   ("In Proteins; Structure: Function; Wiley: NY") (``refchembook.book_parts``).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import docwords, extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text
from tapyre_paper_search.pdf.refsplit import split_entries
from test_references_refs30 import LONG_ENTRIES, drawn_line
from test_references_review37 import hanging, one_block


def _hanging_list_and(flush: str) -> list[str]:
    blocks = []
    for k, (first, second) in enumerate(LONG_ENTRIES):
        blocks += hanging(first, [second], 72, 100 + 40 * k)
    blocks.append(one_block([drawn_line(flush, 72, 128 + 40 * 2)]))
    return split_entries(blocks)


@pytest.mark.parametrize(
    "flush",
    ["© 2020 The Authors", "Vol. 12 (2020)", "Sci Rep 2020", "Page 2 (2020)", "Received 2020"],
)
def test_a_flush_line_with_a_year_under_a_hanging_list_is_no_entry(flush: str) -> None:
    assert _hanging_list_and(flush) == [f"{a} {b}" for a, b in LONG_ENTRIES]


@pytest.mark.parametrize("short", ["FAO (2000). Rome.", "WHO 2001. Geneva.", "Anon (2003): Memo."])
def test_guard_a_short_entry_under_a_hanging_list_stays(short: str) -> None:
    assert _hanging_list_and(short)[-1] == short


def test_guard_a_short_numbered_entry_needs_no_shape() -> None:
    lines = []
    for n, (a, b) in enumerate(LONG_ENTRIES, 1):
        lines += [drawn_line(f"[{n}] {a}", 72, 100 + 30 * n), drawn_line(b, 80, 112 + 30 * n)]
    lines.append(drawn_line("[4] Sci Rep 2020", 72, 220))
    assert split_entries([one_block(lines)])[-1] == "[4] Sci Rep 2020"


def test_a_flush_copyright_line_in_a_drawn_paper_is_no_reference(tmp_path: Path) -> None:
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((54, 60), "A Study of Things", fontsize=16)
    for row in range(30):
        page.insert_text((54, 100 + 13 * row), f"Line {row}: the method was used.", fontsize=9)
    page = document.new_page()
    page.insert_text((60, 70), "References", fontsize=11)
    y = 92.0
    for n in range(9):
        first, second = LONG_ENTRIES[n % 3]
        page.insert_text((60, y), first.replace("case", f"case {n}"), fontsize=9)
        page.insert_text((72, y + 11), second, fontsize=9)
        y += 26
    page.insert_text((60, y + 4), "© 2020 The Authors", fontsize=9)
    document.save(tmp_path / "short.pdf")
    refs = extract_pdf(tmp_path / "short.pdf", ocr=None).references
    assert len(refs) == 9 and all("©" not in r.title for r in refs)


_WORDS = docwords.DocumentWords(hyphenated=frozenset(), whole=frozenset({"dataset", "leelab"}))


@pytest.mark.parametrize(
    ("parts", "joined"),
    [
        (
            ["Lee, A. Data. https://github.com/lee/data-", "set (accessed 3 May 2020)."],
            "Lee, A. Data. https://github.com/lee/data-set (accessed 3 May 2020).",
        ),
        (["Lee, A. Data. See www.lee-", "lab.org/x."], "Lee, A. Data. See www.lee-lab.org/x."),
        (["Lee, A. Data. See lee-", "lab.org/data."], "Lee, A. Data. See lee-lab.org/data."),
    ],
)
def test_a_hyphen_inside_a_url_is_not_mended_with_the_papers_words(
    parts: list[str], joined: str
) -> None:
    assert entry_text(parts, _WORDS) == joined


def test_guard_a_word_beside_a_url_is_still_mended() -> None:
    parts = ["Lee, A. Towards data-", "set methods. https://x.org/a."]
    assert entry_text(parts, _WORDS) == "Lee, A. Towards dataset methods. https://x.org/a."


def test_guard_a_word_after_a_prose_slash_is_still_mended() -> None:
    words = docwords.DocumentWords(hyphenated=frozenset({"nonsequence-specific"}), whole=())
    parts = ["Lee, A. The oligomerization/nonsequence-", "specific domain."]
    joined = "Lee, A. The oligomerization/nonsequence-specific domain."
    assert entry_text(parts, words) == joined


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Smith, J.; Doe, A. Crystal structure of X. Acta Crystallogr.; Section E: Structure "
            "Reports 2015, 71, 1-5.",
            "Crystal structure of X",
            "Acta Crystallogr.; Section E: Structure Reports",
        ),
        (
            "Smith, J. Metal Ions in Enzymes. In Metals in Biology; ACS Symposium Series 1234; "
            "American Chemical Society: Washington, DC, 2016; pp 1-20.",
            "Metal Ions in Enzymes",
            "Metals in Biology",
        ),
        (
            "Smith, J. Metal Ions in Enzymes. In Proteins; Structure: Function; Wiley: New York, "
            "NY, 2016; pp 1-20.",
            "Metal Ions in Enzymes",
            "Proteins; Structure: Function",
        ),
    ],
)
def test_chemistry_books_sections_and_series(text: str, title: str, venue: str) -> None:
    r = parse_reference(text)
    assert (r.title, r.venue) == (title, venue)


@pytest.mark.parametrize(
    "text",
    [
        "Smith, J. Metal Ions in Enzymes. In Metals in Biology; Roe, B., Ed.; CRC Press: Boca "
        "Raton, FL, 2015; Vol. 3, pp 1-20.",
        "Smith, J. Metal Ions in Enzymes. In Metals in Biology; Roe, B., Ed.; Texas A&M "
        "University Press: College Station, TX, 2015; pp 1-20.",
        "Smith, J. Metal Ions in Enzymes. In Metals in Biology; W. H. Freeman: New York, "
        "2015; pp 1-20.",
    ],
)
def test_guard_chemistry_chapters_end_at_the_book(text: str) -> None:
    assert parse_reference(text).venue == "Metals in Biology"


@pytest.mark.parametrize(
    ("text", "authors", "title", "venue"),
    [
        (  # a French author-year entry: the title in guillemets after the year
            "Devi, A. R. U. 2018, «Vision tests in the mouse: Functional phenotyping», "
            "Annals of Neuroscience, vol. 73, no 2, p. 215-233.",
            ("A. R. U. Devi",),
            "Vision tests in the mouse: Functional phenotyping",
            "Annals of Neuroscience",
        ),
        (  # GOST: the people after " / ", the source after " // ", its fields after ". — "
            "Fear of falling and visual field loss / Y. Cui, Y.-M. Wang, K. Fukumoto et al. "
            "// Advances in Internal Medicine. — 2023. — V. 40, No. 2. — P. 78-85.",
            ("Y. Cui", "Y.-M. Wang", "K. Fukumoto"),
            "Fear of falling and visual field loss",
            "Advances in Internal Medicine",
        ),
        (
            "Eckstein, J. N. Primary cilia and coordination of kinase signalling / J. N. "
            "Eckstein // Annals of Genetics. — 2024. — V. 7, No. 1. — P. 600-605.",
            ("J. N. Eckstein",),
            "Primary cilia and coordination of kinase signalling",
            "Annals of Genetics",
        ),
        (  # GB/T 7714: a document-type code closing the title
            "MEERSON B, BONCA J. The helicase senses intracellular DNA[J]. Cell Research, "
            "2009, 12(3): 100-110.",
            ("B MEERSON", "J. BONCA"),
            "The helicase senses intracellular DNA",
            "Cell Research",
        ),
        (  # ABNT: the volume as "v." then its number
            "SIGURDSSON, S. et al. Membrane topology of the homologue from escherichia coli. "
            "Pharmacology Research, v. 15, n. 12, p. 339-360, 2013.",
            ("S. SIGURDSSON",),
            "Membrane topology of the homologue from escherichia coli",
            "Pharmacology Research",
        ),
    ],
)
def test_standards_entries(text: str, authors: tuple[str, ...], title: str, venue: str) -> None:
    r = parse_reference(text)
    assert (r.authors, r.title, r.venue) == (authors, title, venue)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Doe, J. A title. At http://x.org//y. Journal 12, 2010.", "A title"),
        ("Doe, J. Data and/or code [dataset]. Zenodo, 2020.", "Data and/or code [dataset]"),
        (  # a URL split after its "http:" (a PDF's text)
            "Doe, J. Answering questions. In Proceedings of X, pages 1-9, 2020. URL https: "
            "//aclanthology.org/2020.x-1.",
            "Answering questions",
        ),
    ],
)
def test_guard_a_urls_slashes_and_a_lower_case_bracket_are_no_standard_marks(
    text: str, title: str
) -> None:
    assert parse_reference(text).title == title
