"""Reference lists on PyMuPDF-drawn pages (review54 of refs21): an author-year entry whose
first line is its names and year alone keeps its hanging line, a word processor's half-inch
hanging indent still ends at a heading set in the list's type, and a venue's tail opening
with an acronym and ending in "pp." stays with its entry.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_samples import wrapped
from tapyre_paper_search.pdf import extract_pdf
from test_references_refs20 import SURNAMES, TOPICS, WORDS, Item, draw
from test_references_refs21 import SOLID


@pytest.mark.parametrize(
    "second",
    [
        "A study of {t}. In: Workshop on Things {y}. Springer, pp. 1-9.",
        "A study of {t}. In: Proc. of the Conference {y}. pp. 1-9.",
    ],
)
def test_an_entry_whose_first_line_is_names_and_year_keeps_its_hanging_line(
    tmp_path: Path, second: str
) -> None:
    """Harvard style set solid: the authors fill the first line up to "…, 2001." and the
    title and venue hang on one line that holds a year and a sentence's end; that line
    is the entry's, not an entry of its own (refsplit._entry_alone)."""
    items, y = list[Item](), 90.0
    for n in range(6):
        year = 2001 + n
        items.append((60, y, f"{SURNAMES[n]}, A., Writer, B., Roe, C., Doe, D., Poe, E., {year}."))
        items.append((70, y + 11.25, second.format(t=TOPICS[n % 5], y=year)))
        y += 22.5
    references = extract_pdf(draw(tmp_path, items, "tiro", 9.0)).references
    assert len(references) == 6
    assert all(r.authors and r.title.startswith("A study of") for r in references)


def test_a_half_inch_hanging_indent_ends_at_a_heading_in_the_lists_type(tmp_path: Path) -> None:
    """A word processor's APA list hangs its lines 36 pt (more than an annotation's
    indent, far less than a column's width): "Appendix" and its prose after it are no
    entry (reflistend._after_entry)."""
    size, font, items, y = 10.0, "tiro", list[Item](), 90.0
    for n in range(6):
        text = (
            f"{SURNAMES[n]}, A., & Writer, B. ({2001 + n}). A study of {TOPICS[n % 5]} for "
            f"case {WORDS[n]}. Journal of Stuff, 3, 1-9. https://doi.org/10.1000/xyz"
        )
        for k, line in enumerate(wrapped(text, font, size, 434)):
            items.append((60 + (36 if k else 0), y, line))
            y += size * 1.25
    items.append((60, y + 14, "Appendix"))
    prose = "Here we give the proofs that were left out of the main text and the details."
    items.append((60, y + 28, prose))
    references = extract_pdf(draw(tmp_path, items, font, size)).references
    assert references
    assert not any("proofs" in r.text for r in references)


@pytest.mark.parametrize(
    "tail", ["ACM. New York, NY, USA, pp. 1-9.", "SIAM. Philadelphia, PA, vol. 3, 2001."]
)
def test_an_acronym_then_a_place_and_pages_set_indented_is_the_entrys_tail(
    tmp_path: Path, tail: str
) -> None:
    """A publisher's acronym, its place, then "pp." or "vol.": a venue's tail under the
    entry above, not an organisation's entry (refsplit._ACRONYM_FIRST)."""
    items, y = list[Item](), 90.0
    for n in range(11):
        if n == 5:
            items.append((82, y + 10, tail))
            y += 22
            continue
        items.append((72, y, SOLID.format(s=SURNAMES[n % 9], y=10 + n, w=WORDS[n % 10])))
        y += 12
    references = extract_pdf(draw(tmp_path, items, "tiro", 9.0)).references
    assert len(references) == 10
    assert references[4].text.endswith(tail)
