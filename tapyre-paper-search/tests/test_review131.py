"""review131 on names39: the widened given-name list must not empty the gazetteer of
cities whose first word is on it ("Thanh Hóa", "Quảng Ngãi", "Vittorio Veneto": a
byline's "City, Country" tail read as one more author), and a title of more than eight
rows of few words must be a wrapped text, not a stacked list of display lines of even
width (a cover's table of contents in large type had become the title).  Pages drawn
with PyMuPDF (base-14 Times, ``layout_pages``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.placenames import is_city_name

_TITLE = "Scalable Video Placement on Disk Arrays"


def _page(tmp_path: Path, byline: str, rows: tuple[str, ...] = (), affiliation: str = "") -> Path:
    def front(page: Writer) -> None:
        for row in rows:
            page.line(row, 24, bold=True, centred=True)
        page.space(10)
        page.line(_TITLE, 16, bold=True, centred=True)
        page.space(6)
        page.line(byline, 11, centred=True)
        if affiliation:
            page.line(affiliation, 9, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return write_page(tmp_path / "page.pdf", front, body=False)


@pytest.mark.parametrize(
    "city", ["Thanh Hoa", "Quang Ngai", "Vittorio Veneto", "Martina Franca", "Magdalena Contreras"]
)
def test_cities_opening_with_a_world_given_name_stay_cities(city: str) -> None:
    assert is_city_name(city)


@pytest.mark.parametrize(
    ("byline", "author"),
    [
        ("Nguyen Van Hung, Thanh Hoa, Vietnam", "Nguyen Van Hung"),
        ("Tran Van Nam, Quang Ngai, Vietnam", "Tran Van Nam"),
        ("Paolo Rossi, Vittorio Veneto, Italy", "Paolo Rossi"),
    ],
)
def test_a_city_before_its_country_is_no_author(tmp_path: Path, byline: str, author: str) -> None:
    assert extract_pdf(_page(tmp_path, byline)).authors == (author,)


def test_world_names_are_still_given_names() -> None:
    """Control (passes on eef3bb37 too): the widened list still answers for bylines."""
    assert is_given_name("Thanh") and is_given_name("Vittorio")


def test_the_base_list_alone_leaves_world_names_out() -> None:
    assert not is_given_name("Thanh", world=False) and is_given_name("Maria", world=False)


_TOC = (
    "Computational Neuroscience",
    "Statistical Mechanics Today",
    "Quantum Materials Frontier",
    "Molecular Systems Biology",
    "Atmospheric Chemistry Notes",
    "Renewable Energy Storage",
    "Theoretical Ecology Letters",
    "Integrative Plant Genomics",
    "Distributed Systems Review",
    "Applied Topology Seminars",
)


@pytest.mark.parametrize("rows", [9, 10])
def test_a_stacked_list_in_display_type_is_no_title(tmp_path: Path, rows: int) -> None:
    found = extract_pdf(
        _page(tmp_path, "Jane Doe and John Smith", _TOC[:rows], "University of Oxford")
    )
    assert found.title == _TITLE
    assert found.authors == ("Jane Doe", "John Smith")
