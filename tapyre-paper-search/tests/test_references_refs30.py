"""Reference-list leftovers of round thirty (refs30).

Month abbreviations read as the start of any word ("Energy", "Magazine", "General",
"Outlook", "Settings" taken for "ene", "mag", "gen", "out", "set"), so a venue of a
link's word and such a word and a number read as an access note.  Chemistry-style books
and chapters ("Title. In Book; Roe, B., Ed.; CRC Press: Boca Raton, FL, 2015; Vol. 3,
pp 1-20."), whose venue kept the editors, publisher and place, and whose book title kept
the publisher and year before "Vol.".  Entries under 20 characters ("FAO (2000). Rome.")
in a hanging list or a block of one-line entries, which the splitter dropped.  A title's
word broken at a line-end hyphen ("data-" / "set", "kinase-" / "dependent"), read by
the word lists alone ("data-set", "kinasedependent") where the paper's body writes it
("dataset", "kinase-dependent").  Each row and test but the guards failed before round
thirty.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf
import pytest
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import docwords, extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.refaccess import access_note, without_access_note
from tapyre_paper_search.pdf.refsplit import split_entries
from test_references_review37 import hanging, one_block

_NOT_NOTES = (
    "Online Energy 12",
    "Online Magazine 3",
    "Available online: Outlook 2",
    "Online General 5",
    "Available at: Settings 12",
    "Online Marine 3",
    "Online Decision 7",
)


@pytest.mark.parametrize("venue", _NOT_NOTES)
def test_a_word_opening_like_a_month_is_no_month(venue: str) -> None:
    assert not access_note(venue)
    assert without_access_note(f"Springer. {venue}") == f"Springer. {venue}"


@pytest.mark.parametrize(  # guards: whole months and their abbreviations, as before
    "venue",
    (
        "Accessed 3 Sept. 2020",
        "Accessed December 3, 2020",
        "Consultado el 3 de setiembre de 2020",
        "Consultado el 3 de ene. de 2020",
        "Acesso em: 10 de março de 2020",
        "Acesso em: 10 de outubro de 2020",
        "Acesso em: 10 out. 2020",
        "Accès le 3 févr. 2020",
        "Accès le 3 juillet 2020",
        "Consultato il 3 giugno 2020",
        "Consultato il 3 gen. 2020",
        "Consultato il 3 mag 2020",
        "Accessed 3 dez. 2020",
    ),
)
def test_months_still_read(venue: str) -> None:
    assert access_note(venue)


def test_the_austrian_january() -> None:
    assert access_note("Zugriff am 3. Jänner 2020")


ROWS = (
    Parsed(
        "a-chapter-with-its-editor-and-volume",
        "Smith, J.; Doe, A. Metal Ions in Enzymes. In Metals in Biology; Roe, B., Ed.; "
        "CRC Press: Boca Raton, FL, 2015; Vol. 3, pp 1-20.",
        {"title": "Metal Ions in Enzymes", "venue": "Metals in Biology", "year": 2015},
    ),
    Parsed(
        "a-chapter-with-its-editors-and-edition",
        "Smith, J. Metal Ions in Enzymes. In Metals in Biology, 2nd ed.; Roe, B., Lee, C., "
        "Eds.; Wiley: New York, 2015; pp 1-20.",
        {"title": "Metal Ions in Enzymes", "venue": "Metals in Biology"},
    ),
    Parsed(
        "a-chapter-with-no-editor",
        "Smith, J. Metal Ions in Enzymes. In Metals in Biology; CRC Press: Boca Raton, FL, "
        "2015; pp 1-20.",
        {"title": "Metal Ions in Enzymes", "venue": "Metals in Biology"},
    ),
    Parsed(
        "proceedings-before-their-publisher",
        "Smith, J. Growth control. Proceedings of the 9th Conference on Things; Springer: "
        "Berlin, 2009; pp 1-10.",
        {"title": "Growth control", "venue": "Proceedings of the 9th Conference on Things"},
    ),
    Parsed(
        "a-book-with-its-volume",
        "Smith, J. Metals in Biology; CRC Press: Boca Raton, FL, 2015; Vol. 3, pp 1-20.",
        {"title": "Metals in Biology", "venue": "", "year": 2015},
    ),
    Parsed(
        "a-book-with-its-edition-and-volume",
        "Smith, J. Metals in Biology, 3rd ed.; Wiley-VCH: Weinheim, Germany, 2015; Vol. 2.",
        {"title": "Metals in Biology", "venue": ""},
    ),
    Parsed(  # guard: a book with no volume, as before
        "guard-a-book",
        "Smith, J. Metals in Biology; CRC Press: Boca Raton, FL, 2015.",
        {"title": "Metals in Biology", "venue": ""},
    ),
    Parsed(  # guard: a title's own semicolon before a journal, as before
        "guard-a-title-with-a-semicolon",
        "Smith, J. Proteins; Structure: Function. J. Chem. 2015, 12, 1-5.",
        {"title": "Proteins; Structure: Function", "year": 2015},
    ),
)


@parsed_cases(*ROWS)
def test_refs30_forms(case: Parsed) -> None:
    check_parsed(case)


def drawn_line(text: str, x: float, y: float) -> BlockLine:
    return BlockLine(text, x, y, x + 300, y + 10, 9.0, False)


LONG_ENTRIES = (
    (
        "Aebi, A. and Holm, B. (1990). A study of graph learning in case 1.",
        "Journal of Things, 3, 1-10.",
    ),
    (
        "Barros, H. and Ito, N. (1993). A study of soil microbes in case 2.",
        "Annals of Soil, 4, 11-20.",
    ),
    (
        "Chen, O. and Lund, K. (1996). A study of speech codecs in case 3.",
        "Computing Surveys, 5, 21-30.",
    ),
)


@pytest.mark.parametrize("short", ("FAO (2000). Rome.", "OECD, 2000. Paris.", "WHO 2001. Geneva."))
def test_a_short_entry_of_a_hanging_list(short: str) -> None:
    blocks = []
    for k, (first, second) in enumerate(LONG_ENTRIES):
        blocks += hanging(first, [second], 72, 100 + 40 * k)
        if k == 1:
            blocks.append(one_block([drawn_line(short, 72, 124 + 40 * k)]))
    entries = split_entries(blocks)
    assert short in entries
    assert len(entries) == 4


@pytest.mark.parametrize("short", ("FAO (2000). Rome.", "OECD, 2000. Paris."))
def test_a_short_entry_in_a_block_of_one_line_entries(short: str) -> None:
    texts = [
        "Aebi, A. and Holm, B. (1990). A study of graph learning. Journal of Things, 3, 1-10.",
        short,
        "Barros, H. and Ito, N. (1993). A study of soil microbes. Annals of Soil, 4, 11-20.",
        "Chen, O. and Lund, K. (1996). A study of speech codecs. Computing Surveys, 5, 2-3.",
    ]
    entries = split_entries(
        [one_block([drawn_line(t, 72, 100 + 12 * i) for i, t in enumerate(texts)])]
    )
    assert entries == texts


@pytest.mark.parametrize("short", ("12", "Page 12", "(continued)"))
def test_guard_a_short_piece_with_no_year_is_dropped(short: str) -> None:
    blocks = []
    for k, (first, second) in enumerate(LONG_ENTRIES):
        blocks += hanging(first, [second], 72, 100 + 40 * k)
    blocks.append(one_block([drawn_line(short, 72, 230)]))
    assert split_entries(blocks) == [f"{a} {b}" for a, b in LONG_ENTRIES]


def _broken_titles(path: Path, written: Sequence[str], heads: Sequence[tuple[str, str]]) -> None:
    """A paper whose body writes ``written`` and whose hanging list's titles break
    each of ``heads`` ("data", "set") at a line-end hyphen."""
    document = pymupdf.open()
    page = document.new_page()
    for row in range(24):
        word = written[row % len(written)]
        page.insert_text(
            (54, 72 + 13 * row), f"Line {row}: the {word} method was used.", fontsize=9
        )
    page = document.new_page()
    page.insert_text((60, 70), "References", fontsize=11)
    y = 92.0
    for n in range(6):
        year = 1990 + n
        if n < len(heads):
            first = f"{LONG_ENTRIES[n % 3][0].split(' (')[0]} ({year}). Towards {heads[n][0]}-"
            second = f"{heads[n][1]} methods for case {n + 1}. Journal of Things, 3(1), 1-10."
        else:
            first = f"{LONG_ENTRIES[n % 3][0].split(' (')[0]} ({year}). A study in case {n + 1}."
            second = "Journal of Things, 3(1), 1-10."
        page.insert_text((60, y), first, fontsize=9)
        page.insert_text((72, y + 11), second, fontsize=9)
        y += 26
    document.save(path)


def test_a_title_word_broken_at_a_line_end_as_the_paper_writes_it(tmp_path: Path) -> None:
    written = ("dataset", "kinase-dependent", "multi-agent", "codebook")
    heads = (("data", "set"), ("kinase", "dependent"), ("multi", "agent"), ("code", "book"))
    _broken_titles(tmp_path / "broken.pdf", written, heads)
    titles = [r.title for r in extract_pdf(tmp_path / "broken.pdf", ocr=None).references]
    assert titles == [
        "Towards dataset methods for case 1",
        "Towards kinase-dependent methods for case 2",
        "Towards multi-agent methods for case 3",
        "Towards codebook methods for case 4",
        "A study in case 5",
        "A study in case 6",
    ]


def test_guard_a_plain_word_broken_at_a_line_end_is_joined(tmp_path: Path) -> None:
    _broken_titles(tmp_path / "plain.pdf", ("inter-actions",), (("inter", "actions"),))
    titles = [r.title for r in extract_pdf(tmp_path / "plain.pdf", ocr=None).references]
    assert titles[0] == "Towards interactions methods for case 1"  # the English list's word


def test_entry_text_with_and_outside_a_paper() -> None:
    from tapyre_paper_search.pdf.refpieces import entry_text  # (new in round thirty)

    assert entry_text(["Towards data-", "set methods."], None) == "Towards data-set methods."
    words = docwords.DocumentWords(hyphenated=frozenset(), whole=frozenset({"dataset"}))
    assert entry_text(["Towards data-", "set methods."], words) == "Towards dataset methods."
