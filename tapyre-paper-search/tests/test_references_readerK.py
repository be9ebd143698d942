"""Reference entries outside Latin script and labels after numbers (readerK's review of
refs20, review44 and bib19): an organisation's one-line entry set indented in Cyrillic or
Greek is an entry of its own, an author-year label in Cyrillic is cut off, and a label
after the entry's own number is cut off too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refsplit import split_entries

ABOVE = "Jones, C. and Writer, B. 2009. An earlier study of things. Journal 2: 1-10."


def _line(text: str, x: float, y: float) -> BlockLine:
    return BlockLine(text, x, y, x + 300, y + 10, 10.0, False)


def _entries(first: str) -> list[str]:
    """A solid list of one-line entries in two blocks: one entry, then a block whose first
    line ``first`` is set 10 pt right of the five flush entries under it."""
    above = TextBlock(72, 88, 372, 98, _lines=[_line(ABOVE, 72, 88)])
    rest = [
        _line(f"Smith, A. and Writer, B. 20{10 + k}. A study of things. Journal 3: 1-10.", 72, y)
        for k, y in enumerate(range(112, 172, 12))
    ]
    block = TextBlock(72, 100, 382, 170, _lines=[_line(first, 82, 100), *rest])
    return split_entries([above, block])


@pytest.mark.parametrize(
    "first",
    [
        "Всемирная организация здравоохранения. Доклад о диабете, 2016.",
        "Παγκόσμιος Οργανισμός Υγείας. Παγκόσμια έκθεση για τον διαβήτη, 2016.",
        "World Health Organization. Global report on diabetes, 2016.",
    ],
    ids=["cyrillic", "greek", "english"],
)
def test_an_indented_one_line_entry_in_any_script_is_no_venue_tail(first: str) -> None:
    """A sentence's end in the indented first line makes it an entry of one line, not the
    tail of the entry above (review42's case, in Cyrillic and Greek as in English)."""
    entries = _entries(first)
    assert entries[:2] == [ABOVE, first]
    assert len(entries) == 7


def test_a_venue_tail_in_cyrillic_still_ends_the_entry_above() -> None:
    """guard: an indented line with a number and no sentence's end is a venue's tail."""
    tail = "Журнал исследований 102(12): 47-52."
    entries = _entries(tail)
    assert entries[0] == f"{ABOVE} {tail}"
    assert len(entries) == 6


def test_a_cyrillic_author_year_label_is_cut_off() -> None:
    parsed = parse_reference("[Иванов 2010] Иванов, Иван: Заглавие книги. Журнал 2010.", 1)
    assert "[Иванов" not in parsed.title
    assert parsed.year == 2010


def test_an_author_year_label_after_the_entrys_number_is_cut_off() -> None:
    """With no number given, "[1] [Rezzolla 2010] …" loses both its number and its label,
    and the label vouches for the name as it does with no number before it."""
    parsed = parse_reference("[1] [Rezzolla 2010] Rezzolla, Luciano: The universe. J 2010")
    assert parsed.authors == ("Luciano Rezzolla",)
    assert parsed.title == "The universe"
