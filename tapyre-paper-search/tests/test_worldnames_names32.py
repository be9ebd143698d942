"""Names from every culture, round 32 (front30's held-out misses, now train): the
lower-case links of a patronym, Hebrew "ben" / "bat", Arabic "bint", Welsh "ap" / "ab" /
"ferch" / "verch", join a name as a surname's particle does; a capitalised "Ben" is a
given name, and the links are no names of their own.  First pages drawn with PyMuPDF in
Times and Helvetica."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, byline_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name


@pytest.mark.parametrize("lenient", [False, True])
def test_patronym_links_join_a_name(lenient: bool) -> None:
    line = "Yael ben Cohen, Rhys ap Gruffydd and Bethan ferch Owain"
    assert names_in_line(line, lenient=lenient) == [
        "Yael ben Cohen",
        "Rhys ap Gruffydd",
        "Bethan ferch Owain",
    ]
    assert names_in_line("Shira bat Mizrahi", lenient=lenient) == ["Shira bat Mizrahi"]
    assert names_in_line("Mared verch Dafydd, Layla bint Saeed", lenient=lenient) == [
        "Mared verch Dafydd",
        "Layla bint Saeed",
    ]
    # Names run together are never cut before a link.
    assert names_in_line("Noam bat Cohen Avital Katz Eitan ben Peretz", lenient=lenient) == [
        "Noam bat Cohen",
        "Avital Katz",
        "Eitan ben Peretz",
    ]


def test_a_link_is_lower_case_and_inside_a_name_only() -> None:
    # "Ben" is a given name: it still opens a name in names run together.
    assert names_in_line("Jane Doe Ben Smith Ann Lee") == ["Jane Doe", "Ben Smith", "Ann Lee"]
    assert as_name("Ben Cohen") == "Ben Cohen"
    for piece in ("bat Cohen", "Yael ben", "ap Gruffydd", "The fruit bat Genome"):
        assert as_name(piece) == ""
    # Set in capitals, the link is set in lower case again.
    assert as_name("YAEL BAT COHEN") == "Yael bat Cohen"


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_byline_of_patronyms_is_read_on_the_page(tmp_path: Path, font: str) -> None:
    names = ("Gwenllian ferch Gruffydd", "Eitan ben Peretz", "Cerys ap Owain")
    place = "Aberystwyth University, Aberystwyth, United Kingdom"
    found = extract_pdf(write_page(tmp_path / "patronyms.pdf", byline_front(names, place, font)))
    assert found.authors == names
    assert found.title == TITLE


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_byline_wrapped_after_a_patronym_link_keeps_the_name(tmp_path: Path, font: str) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 15, bold=True)
        page.space(10)
        for text in ("Iolo Dafydd Madog, Tamar Noam Katz and Shira bat", "Mizrahi"):
            page.y += 13
            page.page.insert_text((60, page.y), text, fontsize=10.5, fontname=font)
        page.line("Department of Computer Science, Tel Aviv University, Israel", 8.5)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "wrapped.pdf", front))
    assert found.authors == ("Iolo Dafydd Madog", "Tamar Noam Katz", "Shira bat Mizrahi")


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_byline_wrapped_before_a_names_last_word_keeps_it(tmp_path: Path, font: str) -> None:
    byline = "Abdirahman Nuur Aden, Faadumo Samatar Duale and Hodan Dahir"
    # the page's measure (its text's) leaves no room for "Duale": a real wrap
    measure = pymupdf.get_text_length(byline, font, 10.5) + 4

    def front(page: Writer) -> None:
        page.line(TITLE, 15, bold=True)
        page.space(10)
        for text in (byline, "Duale"):
            page.y += 13
            page.page.insert_text((60, page.y), text, fontsize=10.5, fontname=font)
        page.line("Department of Public Health, Somali National University, Somalia", 8.5)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT, width=measure)
        page.space(8)
        page.line("1 Introduction", 12, bold=True)
        page.paragraph(ABSTRACT, width=measure)

    found = extract_pdf(write_page(tmp_path / "wrapped.pdf", front, body=False))
    assert found.authors == ("Abdirahman Nuur Aden", "Faadumo Samatar Duale", "Hodan Dahir Duale")


@pytest.mark.parametrize("word", ["Siemens", "Inria", "Tübingen"])
def test_a_short_byline_over_one_word_in_its_type_is_no_wrap(tmp_path: Path, word: str) -> None:
    """A one-word affiliation under a byline that had room for it on its own line."""

    def front(page: Writer) -> None:
        page.line(TITLE, 15, bold=True)
        page.space(10)
        page.line("Jane Doe, Ann Lee and John Smith", 10.5)
        page.line(word, 10.5)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "short.pdf", front))
    assert found.authors == ("Jane Doe", "Ann Lee", "John Smith")


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_names_one_a_line_are_not_joined(tmp_path: Path, font: str) -> None:
    names = ("Hodan Dahir", "Ubah Elmi")

    def front(page: Writer) -> None:
        page.line(TITLE, 15, bold=True)
        page.space(10)
        for text in names:
            page.y += 13
            page.page.insert_text((60, page.y), text, fontsize=10.5, fontname=font)
        page.line("Department of Public Health, Somali National University, Somalia", 8.5)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "lines.pdf", front))
    assert found.authors == names
