"""review91's probes of names33: a lone word under a byline is measured against the room
the byline had.  A flush byline set over a two-column body, with nothing level beside it,
had the page's width: its one-word affiliation in its type is no wrapped surname, though
the byline and the word would not fit one column.  First pages drawn with PyMuPDF."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, BODY, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.namewords import as_name

_BYLINE = "Jane Doe, Ann Lee, Mark Brown and John Smith"


def _spanning(word: str, font: str) -> Callable[[Writer], None]:
    """A short flush title and ``_BYLINE`` over ``word`` in its type across the page,
    then the abstract and the body in two columns 230 points wide (the byline and the
    word are wider than one)."""

    def front(page: Writer) -> None:
        page.line("Deep Hashing Revisited", 15, bold=True)
        page.space(8)
        for text in (_BYLINE, word):
            page.y += 13
            page.page.insert_text((60, page.y), text, fontsize=10.5, fontname=font)
        page.line("Munich, Germany", 9)
        page.space(14)
        left, right = Writer(page.page), Writer(page.page)
        left.y = right.y = page.y
        left.line("Abstract", 11, bold=True)
        left.paragraph(ABSTRACT, width=230)
        while left.y < 760:
            left.paragraph(BODY, width=230)
        while right.y < 760:
            right.paragraph(BODY, x=305, width=230)

    return front


@pytest.mark.parametrize("font", ["tiro", "helv"])
@pytest.mark.parametrize("word", ["Siemens", "Microsoft*"])
def test_a_byline_across_two_columns_over_one_word_is_no_wrap(
    tmp_path: Path, font: str, word: str
) -> None:
    width = pymupdf.get_text_length(_BYLINE + " " + word, font, 10.5)
    assert width > 230  # would not fit one column
    found = extract_pdf(write_page(tmp_path / "span.pdf", _spanning(word, font), body=False))
    assert found.authors == ("Jane Doe", "Ann Lee", "Mark Brown", "John Smith")


def test_an_assimilated_article_is_followed_by_its_own_consonant() -> None:
    """A sun letter's form of the article doubles the name's first consonant; an English
    word glued by a hyphen after "at", "as", "an", "ad" is no name word."""
    for piece in ("Youth at-Risk", "Software as-Is", "Design an-Other", "Wireless ad-Hoc Networks"):
        assert as_name(piece) == "", piece
    for piece in ("Ali as-Sadr", "Mohamed an-Nur", "Saad ad-Dawsari", "Rami ash-Shami"):
        assert as_name(piece) == piece
    assert as_name("Nizam ud-Din Khan") == "Nizam ud-Din Khan"
    assert as_name("Zia ul-Haq") == "Zia ul-Haq"  # "al", "el", "ul" go before any letter


def test_a_phrase_glued_so_under_a_byline_is_no_author(tmp_path: Path) -> None:
    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 15, bold=True)
        page.space(10)
        for text in ("Jane Doe and John Smith", "Youth at-Risk"):
            page.y += 13
            page.page.insert_text((60, page.y), text, fontsize=10.5, fontname="tiro")
        page.line("Department of Sociology, Example University, Boston, USA", 8.5)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "phrase.pdf", front))
    assert found.authors == ("Jane Doe", "John Smith")
