"""review108: names36's words of kin inside a name, tried by kind.

A Kyrgyz or Kazakh word of kin ("uulu", "kyzy", "uly", "qyzy") with the father's name
is the surname itself: it closes the name, and a capitalised word after it is no part
of it.  Only the Azerbaijani words ("oğlu", "qızı" and their spellings) stand before a
surname ("Elvin Rauf oğlu Quliyev")."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.namewords import as_name
from test_worldnames_names33 import _two_columns


@pytest.mark.parametrize(
    "piece",
    ["Talant Bolot uulu Asanova", "Aigul Asan kyzy Naryn", "Nurlan Abish uly Serikov"],
)
def test_a_closing_word_of_kin_takes_no_surname_after_it(piece: str) -> None:
    assert as_name(piece) == ""
    assert as_name(piece.rsplit(" ", 1)[0]) == piece.rsplit(" ", 1)[0]


@pytest.mark.parametrize(
    "piece", ["Elvin Rauf oglu Quliyev", "Elvin Rauf ogly Guliyev", "Aysel Telman qizi Nagiyeva"]
)
def test_an_azerbaijani_word_of_kin_stands_before_the_surname(piece: str) -> None:
    assert as_name(piece) == piece


def test_a_lone_word_under_a_name_closed_by_uulu_is_not_its_surname(tmp_path: Path) -> None:
    """The byline's line fills its column and ends on a Kyrgyz name; the next line opens
    with a lone word and a comma.  names36 had joined it: "Talant Bolot uulu Asanova"."""
    byline = "Aibek Asanov, Gulnara Sadykova and Talant Bolot uulu"
    measure = pymupdf.get_text_length(byline, "tiro", 10.5) + 4
    front = _two_columns((byline, "Asanova, Aida Kasymova"), measure)
    found = extract_pdf(write_page(tmp_path / "kg.pdf", front, body=False))
    assert "Talant Bolot uulu" in found.authors
    assert "Talant Bolot uulu Asanova" not in found.authors


@pytest.mark.parametrize(
    ("piece", "name"),
    [
        ("TALANT BOLOT UULU", "Talant Bolot uulu"),
        ("ELVIN RAUF OGLU QULIYEV JR.", "Elvin Rauf oglu Quliyev Jr."),
        ("ANNA MARIA OGLU SMITH JONES", "Anna Maria Oglu Smith Jones"),
        ("TALANT BOLOT UULU ASANOVA", "Talant Bolot Uulu Asanova"),
    ],
)
def test_a_name_in_capitals_read_back_is_still_a_name(piece: str, name: str) -> None:
    """A word of kin in capitals is set in lower case only where a name holds one, so
    the name read is a name again (names36 had lowered every one after the second word)."""
    assert as_name(piece) == name
    assert as_name(name) == name
