"""review84: front30's names rules tried on near-misses — a Vietnamese surname "Mac"
closing a byline's line (no Gaelic particle), and fields of study written as one
compound word ("Astrophysics", "Sozialwissenschaften"); first pages drawn with PyMuPDF
in Times and Helvetica."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line


def _page(path: Path, font: str, rows: list[tuple[str, float]]) -> Path:
    """A title, then ``rows`` (text, size) centred, then the abstract."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        for text, size in rows:
            length = pymupdf.get_text_length(text, font, size)
            page.y += size * 1.25
            page.page.insert_text(((595 - length) / 2, page.y), text, fontsize=size, fontname=font)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return write_page(path, front)


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_line_closing_on_the_surname_mac_is_no_gaelic_wrap(tmp_path: Path, font: str) -> None:
    rows = [("Sabine Krüger, Jonas Weber, Minh Anh Mac", 11), ("Lan Tran", 11)]
    rows.append(("Hanoi University of Science", 9))
    found = extract_pdf(_page(tmp_path / "mac.pdf", font, rows))
    assert found.authors == ("Sabine Krüger", "Jonas Weber", "Minh Anh Mac", "Lan Tran")


@pytest.mark.parametrize("lenient", [False, True])
def test_fields_of_study_in_one_compound_word_are_no_names(lenient: bool) -> None:
    for line in (
        "Theoretical Astrophysics",
        "Applied Biostatistics",
        "Molecular Microbiology",
        "Sozialwissenschaften Mannheim",
        "Geowissenschaften Kiel",
    ):
        assert names_in_line(line, lenient=lenient) == [], line
    assert names_in_line("Nikos Economides", lenient=lenient) == ["Nikos Economides"]


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_compound_fields_under_a_byline_are_no_authors(tmp_path: Path, font: str) -> None:
    rows = [("Sabine Krüger and Jonas Weber", 11), ("Theoretical Astrophysics", 9)]
    rows += [("Fakultät für", 9), ("Sozialwissenschaften Mannheim", 9)]
    found = extract_pdf(_page(tmp_path / "fields.pdf", font, rows))
    assert found.authors == ("Sabine Krüger", "Jonas Weber")


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_place_opening_los_or_las_under_a_byline_is_no_author(tmp_path: Path, font: str) -> None:
    for line in ("Las Vegas", "Los Alamos", "Los Baños, Laguna"):
        assert names_in_line(line) == [], line
    assert names_in_line("Carlos de Los Santos") == ["Carlos de Los Santos"]
    rows = [("Sabine Krüger and Jonas Weber", 11), ("University of Nevada", 9), ("Las Vegas", 9)]
    found = extract_pdf(_page(tmp_path / "vegas.pdf", font, rows))
    assert found.authors == ("Sabine Krüger", "Jonas Weber")
