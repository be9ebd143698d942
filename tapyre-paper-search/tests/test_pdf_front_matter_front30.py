"""Names from every culture, round 30 (front29's held-out misses, now train): the plural
articles of Spanish and Filipino surnames and their contractions ("de los Santos", "dela
Cruz"), and a page whose only display line is its article-type label over one author;
first pages drawn with PyMuPDF in Times and Helvetica."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, byline_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize("lenient", [False, True])
def test_plural_and_contracted_surname_particles_join_the_surname(lenient: bool) -> None:
    line = "Rodel dela Cruz, Lorna Arnel de los Bautista and Jocelyn delos Reyes"
    assert names_in_line(line, lenient=lenient) == [
        "Rodel dela Cruz",
        "Lorna Arnel de los Bautista",
        "Jocelyn delos Reyes",
    ]
    assert names_in_line("Maricel de las Casas", lenient=lenient) == ["Maricel de las Casas"]
    # In capitals the particles are set in lower case again.
    assert names_in_line("RODEL DELA CRUZ, ARNEL DE LOS CASTRO", lenient=lenient) == [
        "Rodel dela Cruz",
        "Arnel de los Castro",
    ]


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_filipino_byline_is_read_on_the_page(tmp_path: Path, font: str) -> None:
    names = ("Rommel dela Rosario", "Jocelyn dela Cruz", "Arnel de los Castro")
    place = "University of the Philippines Diliman, Quezon City, Philippines"
    found = extract_pdf(write_page(tmp_path / "filipino.pdf", byline_front(names, place, font)))
    assert found.authors == names
    assert found.title == TITLE


@pytest.mark.parametrize("lenient", [False, True])
def test_names_run_together_are_never_cut_before_a_gaelic_particle(lenient: bool) -> None:
    for name in ("Ciarán Siobhán Nic Raghnaill", "Pádraig Ciarán Ní Murchú"):
        assert names_in_line(name, lenient=lenient) == [name]
    line = "Aoife Siobhán Ó Dónaill Eoin Mac Raghnaill"
    assert names_in_line(line, lenient=lenient) == ["Aoife Siobhán Ó Dónaill", "Eoin Mac Raghnaill"]
    assert names_in_line("Jane Doe John Q. Smith", lenient=lenient) == ["Jane Doe", "John Q. Smith"]


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_thesis_cover_lists_irish_names_one_a_line(tmp_path: Path, font: str) -> None:
    names = ("Ciarán Siobhán Nic Raghnaill", "Pádraig Ní Cathasaigh", "Eoin Nic Súilleabháin")

    def front(page: Writer) -> None:
        page.line(TITLE, 20, centred=True)
        page.space(20)
        for text, size in [("by", 12), *((n, 13) for n in names)]:
            length = pymupdf.get_text_length(text, font, size)
            page.y += size * 1.45
            page.page.insert_text(((595 - length) / 2, page.y), text, fontsize=size, fontname=font)
        page.space(30)
        page.line("A dissertation submitted for the degree of Doctor of Philosophy", 11)
        page.line("Trinity College Dublin, Ireland", 11, centred=True)
        page.space(20)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "thesis.pdf", front))
    assert found.authors == names


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_byline_wrapped_after_a_gaelic_particle_keeps_the_name(tmp_path: Path, font: str) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 15, bold=True)
        page.space(10)
        for text in ("Pádraig Ciarán Nic Bhriain and Pádraig Ní", "Murchú"):
            page.y += 13
            page.page.insert_text((60, page.y), text, fontsize=10.5, fontname=font)
        length = pymupdf.get_text_length("Murchú", font, 10.5)
        page.page.insert_text((61 + length, page.y - 4), "*", fontsize=6, fontname=font)
        page.line("Graduate School of Economics, University of Galway, Ireland", 8.5)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "wrapped.pdf", front))
    assert found.authors == ("Pádraig Ciarán Nic Bhriain", "Pádraig Ní Murchú")


def _label_page(path: Path, font: str, label: str, title: str | None) -> Path:
    """An article-type ``label`` in display type, then ``title`` (when given), one name
    with a raised mark, its address and the abstract."""

    def front(page: Writer) -> None:
        page.y += 40
        if title is None:
            page.line(label, 17.2, centred=True)
        else:
            page.line(label, 11, centred=True)
            page.space(6)
            page.line(title, 17.2, bold=True, centred=True)
        page.space(14)
        page.page.insert_text(
            (220, page.y + 12), "Mireia Puigdemont Roca", fontsize=12, fontname=font
        )
        page.page.insert_text((360, page.y + 7), "*1", fontsize=8, fontname=font)
        page.y += 26
        page.line("1 Institute of Chemistry, University of Girona, Spain", 12, centred=True)
        page.space(40)
        page.line("Abstract", 10, bold=True, centred=True)
        page.paragraph(ABSTRACT, x=90, width=415)

    return write_page(path, front)


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_type_label_alone_in_display_type_is_the_title_and_the_name_its_author(
    tmp_path: Path, font: str
) -> None:
    found = extract_pdf(_label_page(tmp_path / "label.pdf", font, "Review article", None))
    assert found.title == "Review article"
    assert found.authors == ("Mireia Puigdemont Roca",)


def test_a_type_label_over_a_title_stays_no_title(tmp_path: Path) -> None:
    found = extract_pdf(_label_page(tmp_path / "over.pdf", "tiro", "Review article", TITLE))
    assert found.title == TITLE
    assert found.authors == ("Mireia Puigdemont Roca",)


# Lines under a byline that read as two capitalised name words: a field of study (a
# department set without the word), a German university's name wrapped after
# "Hochschule für angewandte", an editor's role, a licence notice.
_NO_NAMES = (
    "Applied Mathematics",
    "Theoretical Physics",
    "Wissenschaften Münster",
    "Academic Editor",
    "Guest Editor",
)


@pytest.mark.parametrize("lenient", [False, True])
def test_fields_of_study_and_editors_roles_are_no_names(lenient: bool) -> None:
    for line in _NO_NAMES:
        assert names_in_line(line, lenient=lenient) == [], line
    assert names_in_line("Ann Lee, Academic Editor", lenient=lenient) == ["Ann Lee"]
    # Whole words only: a surname that opens like a field is a name.
    assert names_in_line("Nikos Economides", lenient=lenient) == ["Nikos Economides"]
    assert names_in_line("Eva Physick", lenient=lenient) == ["Eva Physick"]


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_lines_under_a_byline_that_look_like_names_are_none(tmp_path: Path, font: str) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        for text, size in [
            ("Sabine Krüger and Jonas Weber", 11),
            ("Applied Mathematics", 9),
            ("Hochschule für angewandte", 9),
            ("Wissenschaften Münster", 9),
            ("Academic Editor", 9),
            ("Open Access", 9),
        ]:
            length = pymupdf.get_text_length(text, font, size)
            page.y += size * 1.25
            page.page.insert_text(((595 - length) / 2, page.y), text, fontsize=size, fontname=font)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "under.pdf", front))
    assert found.title == TITLE
    assert found.authors == ("Sabine Krüger", "Jonas Weber")
