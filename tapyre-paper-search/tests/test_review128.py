"""review128 on refs39's reference rules (round thirty-nine).

1. ``refpagesof.without_pages_of`` dropped any last sentence of up to three words after
   the proceedings' name as its publisher, so a venue's own part went too ("Proceedings
   of the Annual Meeting. Short Papers." read "Proceedings of the Annual Meeting"): a
   sentence with a word of a venue's part or a number ("Short Papers", "Part Two",
   "Companion Volume") stays; a publisher ("ACM", "Elsevier") still goes.
2. ``reflistend._broken`` kept a heading broken at a compound's hyphen from ending the
   list, even set bold or holding a heading word ("APPENDIX A. PROOF OF THE NON-"),
   which a4d2845f ended the list at: the appendix's lines were read as entries.
3. ``refslashnames.semicolon_names`` rewrote a list whose names ``leading_names`` does
   not read whole ("López, J./García Márquez, G.": a double surname), leaving a piece of
   a name as the title ("G"); such a list stays as printed.
4. ``refcommain.comma_in_venue`` read no venue after ", in:" closed by an abbreviation's
   full stop ("in: Phys. Rev. Lett., 102(4), S. 1-9.", as a .bib file's journal field
   often is): the title kept ", in: Phys" and the venue was "Rev. Lett., 102(4)".
Controls (marked so) pass before the fixes too.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from pdf_samples import add_body_pages
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.reflistend import ends_list
from tapyre_paper_search.pdf.refslashnames import semicolon_names

_OF = "Doe, J. 1999. Parsing with charts. Pages 47-66 of: "


@pytest.mark.parametrize(
    "venue",
    [
        "Proceedings of the Annual Meeting. Short Papers",
        "Proceedings of the Annual Conference. Part Two",
        "Proceedings of the Annual Conference. Companion Volume",
        "Proceedings of the Workshop on Parsing. Poster Session",
        "Advances in Cryptology. Lecture Notes",
    ],
)
def test_a_proceedings_part_after_its_name_stays_in_the_venue(venue: str) -> None:
    assert parse_reference(f"{_OF}{venue}.").venue == venue


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            f"{_OF}Proceedings of the 30th Conference on Oncology. ACM.",
            "Proceedings of the 30th Conference on Oncology",
        ),
        (f"{_OF}Handbook of Statistics. Elsevier.", "Handbook of Statistics"),
        (f"{_OF}Proceedings of X. Part 2.", "Proceedings of X. Part 2"),
    ],
)
def test_a_publisher_after_the_name_still_goes_control(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    ("text", "bold"),
    [
        ("APPENDIX A. PROOF OF THE NON-", False),
        ("SUPPLEMENTARY MATERIAL: SELF-", False),
        ("A PROOF OF THE NON-", True),
    ],
)
def test_a_heading_broken_at_a_hyphen_still_ends_the_list(text: str, bold: bool) -> None:
    line = BlockLine(text, 72.0, 500.0, 300.0, 510.0, 10.0, bold)
    assert ends_list(line, 10.0)


def test_an_appendix_heading_broken_at_a_hyphen_ends_the_list_of_a_pdf(tmp_path: Path) -> None:
    # the heading set as the entries are (same size, roman, capitals), its compound
    # broken over two lines; at 9aae8192 it and the appendix ran into the last entry
    document = pymupdf.open()
    add_body_pages(document)
    page = document.new_page()
    page.insert_text((54, 72), "References", fontsize=11)
    y = 92.0
    for i, name in enumerate(("Doe", "Lee", "Kim", "Berg")):
        for k, text in enumerate(
            (
                f"[{i + 1}] A. {name} and B. Roe. Study number {i + 1} of the",
                "series. Journal, 2020.",
            )
        ):
            page.insert_text((54 + 10 * k, y), text, fontsize=9)
            y += 11
    y += 14
    for text in ("APPENDIX A. PROOF OF THE NON-", "ASYMPTOTIC BOUND"):
        page.insert_text((54, y), text, fontsize=9)
        y += 11
    for row in range(8):
        page.insert_text(
            (54, y + 4), f"We show in {2000 + row} that the bound holds, {row}.", fontsize=9
        )
        y += 11
    path = tmp_path / "appendix.pdf"
    document.save(path)
    found = extract_pdf(path, ocr=None, use_model=False).references
    assert [r.number for r in found] == [1, 2, 3, 4]
    assert found[-1].text == "A. Berg and B. Roe. Study number 4 of the series. Journal, 2020."


def test_an_entrys_broken_line_in_capitals_ends_no_list_control() -> None:
    assert not ends_list(BlockLine("A SUMO-", 300.0, 500.0, 340.0, 510.0, 10.0, False), 10.0)


def test_a_slash_list_not_read_whole_stays_as_printed() -> None:
    # (refs40 reads a surname of two or three words whole, "García Márquez, G."; one of
    # four words the names' reading still does not read)
    text = (
        "López, J./García Márquez Pérez Ruiz, G. (2015): Realismo mágico. Revista de"
        " Letras, 3, 1-9."
    )
    assert semicolon_names(text) == text
    assert parse_reference(text).title != "G"  # (a4d2845f's reading: "/García Márquez, G")


def test_a_slash_list_read_whole_is_rewritten_control() -> None:
    entry = parse_reference(
        "Van Dyke, J./Le Roux, P. (2015): Realismo mágico. Revista de Letras, 3, 1-9."
    )
    assert entry.authors == ("J. Van Dyke", "P. Le Roux")
    assert entry.title == "Realismo mágico"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Doe, J./Roe, R. (2019): Spin waves in thin films, in: Phys. Rev. Lett., 102(4),"
            " S. 1-9.",
            "Spin waves in thin films",
            "Phys. Rev. Lett",
        ),
        (
            "Doe, J. (2019): Spin waves, in: Proc. Natl. Acad. Sci. U.S.A., 116, S. 1-9.",
            "Spin waves",
            "Proc. Natl. Acad. Sci. U.S.A",
        ),
    ],
)
def test_a_venue_after_in_closed_by_an_abbreviations_stop(
    text: str, title: str, venue: str
) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)
