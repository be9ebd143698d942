"""A PDF's author field holding a login, a desk, a role or a tool names nobody (kinds58).

The reader falls back on the author field only where the page's byline gives no
names; it kept a value whose last word the page's text held anywhere, so "Windows
User" named the author of a page writing "users".  Now a value counts only where
the page prints it as a person's name (given name or initial next to a capitalised
surname) and not made of the page's common words.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.metaauthors import metadata_authors
from tapyre_paper_search.pdf.metapeople import printed_person

_ABSTRACT = (
    "Abstract. We asked the users of a shared office network how they file their "
    "documents. Each user of the Windows machines was observed for a week by the editor "
    "of the study, and the production of every file was logged. Most users kept their "
    "work in a single folder, and the editorial staff of the office did the same."
)


def _page(path: Path, author: str, extra: str = "") -> Path:
    """A one-page paper without a byline: title, abstract, a first section; ``author``
    in the PDF's author field."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "How Office Users File Their Documents", fontsize=18)
    box = pymupdf.Rect(72, 140, 523, 320)
    page.insert_textbox(box, _ABSTRACT, fontsize=10)
    body = (
        "1 Introduction\n"
        "Filing habits differ between users and between machines. This study looks at one "
        "office over one week and counts the folders each user made. " + extra
    )
    page.insert_textbox(pymupdf.Rect(72, 340, 523, 600), body, fontsize=10)
    doc.set_metadata({"author": author})
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    "junk", ["Windows User", "Microsoft Office User", "Production Editor", "Editorial Office"]
)
def test_a_login_or_role_in_the_author_field_names_nobody(tmp_path: Path, junk: str) -> None:
    pdf = extract_pdf(_page(tmp_path / "a.pdf", junk), ocr=None)
    assert pdf.title == "How Office Users File Their Documents"
    assert pdf.authors == ()


def test_a_desk_printed_on_the_page_names_nobody(tmp_path: Path) -> None:
    extra = "Questions go to the Editorial Office of the department."
    pdf = extract_pdf(_page(tmp_path / "a.pdf", "Editorial Office", extra), ocr=None)
    assert pdf.authors == ()


def test_names_printed_as_a_person_still_count() -> None:
    page = "A study by KYLE S. LO1 and Ruiz-Pérez, Ana. We thank W. Zhang and the users."
    assert metadata_authors("Lo, Kyle; Ruiz-Perez, Ana", page) == ("Kyle Lo", "Ana Ruiz-Perez")
    assert metadata_authors("Wei Zhang", page) == ("Wei Zhang",)
    assert printed_person("Kyle Lo", page)


def test_a_surname_inside_a_longer_word_or_in_small_letters_does_not_count() -> None:
    page = "Kyle Loewe and the users of Kyle lo-fi records."
    assert not printed_person("Kyle Lo", page)
    assert not printed_person("Kyle Users", page)
    assert metadata_authors("Windows User", "Windows users and the user study") == ()


def test_common_byline_spellings_count() -> None:
    """Review56c: glued or run-together initials, a metadata initial over a whole given
    name, a mark after the given name, and a byline of two ordinary words (fail before)."""
    assert printed_person("John M. Smith", "Deep nets\nJ.M. Smith\nAbstract")
    assert printed_person("John M. Smith", "Smith JM, Lee A. Deep nets. 2020.")
    assert printed_person("Jean-Luc Picard", "JL Picard\nAbstract")
    assert printed_person("J Smith", "John Smith\nAbstract")
    assert printed_person("John Smith", "John1 Smith2\nAbstract")
    assert printed_person("John Smith", "John∗ Smith\nAbstract")
    assert metadata_authors("J. Smith; A. Lee", "John Smith, Ann Lee\nAbstract") == (
        "J. Smith",
        "A. Lee",
    )
    page = "Mark Young, Ann Lee\nAbstract. In young patients we mark the site."
    assert metadata_authors("Mark Young, Ann Lee", page) == ("Mark Young", "Ann Lee")


def test_a_one_letter_given_name_needs_an_initial_or_a_whole_word() -> None:
    """Review56c: "Lee" over "Abstract" was "A. Lee" (fails before); controls."""
    assert not printed_person("A. Lee", "Lee\nAbstract")
    assert not printed_person("J. Smith", "Smith\nJournal of X")
    assert not printed_person("John Smith", "Smith\nJohnson and others")
    assert printed_person("A. Lee", "Lee A, Smith J. Deep nets.")
    assert printed_person("Ann Lee", "Lee, Ann\nAbstract")
