"""Names from every culture, round 36 (names35's held-out misses, now train): an
Azerbaijani name holds its word of kin inside, between the father's given name and the
surname ("Günay Vaqif qızı Hacıyeva", "Elvin Rauf oğlu Quliyev"), on one line and
across a byline's line break, and a Kyrgyz closing "uulu" wrapped to the next line in
capitals stays the name's ("TALANT BOLOT" / "UULU"); a spacing dot over TeX's dotless
"ı" is a plain "i" (review104's leftover).  Bylines drawn with PyMuPDF in
DejaVu Serif (base-14 fonts lack "ı" and "ğ") and in Times."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import dejavu_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.normalize import normalize_inline
from test_worldnames_names33 import _two_columns

_AZ = ("Günay Vaqif qızı Hacıyeva", "Elvin Rauf oğlu Quliyev", "Aysel Telman qızı Nağıyeva")
_PLACE = "Institute of Physics, Baku State University, Baku, Azerbaijan"


@pytest.mark.parametrize("lenient", [False, True])
def test_a_kin_word_before_the_surname_is_inside_the_name(lenient: bool) -> None:
    line = "Günay Vaqif qızı Hacıyeva, Elvin Rauf oğlu Quliyev and Aysel Telman qızı Nağıyeva"
    assert names_in_line(line, lenient=lenient) == [*_AZ]


@pytest.mark.parametrize(
    "piece",
    [
        "qızı Günay Hacıyeva",  # no name opens with a word of kin
        "Günay qızı Hacıyeva",  # the father's name comes before it
        "Elvin Rauf oğlu quliyev",  # the surname after it is capitalised
        "Elvin Rauf oğlu uulu Quliyev",  # one word of kin
    ],
)
def test_a_kin_word_elsewhere_makes_no_name(piece: str) -> None:
    assert as_name(piece) == ""


def test_a_kin_word_in_capitals_is_set_in_lower_case() -> None:
    assert as_name("TALANT BOLOT UULU") == "Talant Bolot uulu"
    assert as_name("ELVIN RAUF OGLU QULIYEV") == "Elvin Rauf oglu Quliyev"


def test_a_byline_of_names_with_kin_inside_is_read_on_the_page(tmp_path: Path) -> None:
    byline = ", ".join(_AZ[:-1]) + " and " + _AZ[-1]
    found = extract_pdf(write_page(tmp_path / "az.pdf", dejavu_front((byline,), _PLACE)))
    assert found.authors == _AZ


@pytest.mark.parametrize(
    ("lines", "names"),
    [
        (("Aysel Telman qızı Nağıyeva and Elvin Rauf", "oğlu Quliyev"), (_AZ[2], _AZ[1])),
        (
            (
                "Aysel Telman qızı Nağıyeva, Elvin Rauf",
                "oğlu Quliyev and Günay Vaqif qızı Hacıyeva",
            ),
            (_AZ[2], _AZ[1], _AZ[0]),
        ),
    ],
)
def test_a_kin_word_wrapped_before_the_surname_stays_in_the_name(
    tmp_path: Path, lines: tuple[str, ...], names: tuple[str, ...]
) -> None:
    found = extract_pdf(write_page(tmp_path / "wrap.pdf", dejavu_front(lines, _PLACE)))
    assert found.authors == names


@pytest.mark.parametrize(
    ("then", "more"), [("UULU, AIDA KASYMOVA", ("Aida Kasymova",)), ("UULU", ())]
)
def test_a_kin_word_in_capitals_wrapped_closes_the_name(
    tmp_path: Path, then: str, more: tuple[str, ...]
) -> None:
    byline = "AIBEK ASANOV, GULNARA SADYKOVA AND TALANT BOLOT"
    front = _two_columns((byline, then), pymupdf.get_text_length(byline, "tiro", 10.5) + 4)
    found = extract_pdf(write_page(tmp_path / "caps.pdf", front, body=False))
    assert found.authors == ("Aibek Asanov", "Gulnara Sadykova", "Talant Bolot uulu", *more)


def test_a_word_of_kin_in_capitals_closes_no_name_in_small_letters(tmp_path: Path) -> None:
    """Under a name in ordinary case a line opening "UULU" in capitals is no wrap of it."""
    byline = "Aibek Asanov, Gulnara Sadykova and Talant Bolot"
    front = _two_columns(
        (byline, "UULU, AIDA KASYMOVA"), pymupdf.get_text_length(byline, "tiro", 10.5) + 4
    )
    found = extract_pdf(write_page(tmp_path / "mixed.pdf", front, body=False))
    assert "Talant Bolot uulu" not in found.authors


def test_a_dot_over_a_dotless_i_is_a_plain_i() -> None:
    assert normalize_inline("Ba\u02d9\u0131d and L\u00af\u0131ga") == "Baid and L\u012bga"
