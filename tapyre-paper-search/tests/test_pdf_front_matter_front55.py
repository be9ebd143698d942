"""Office and browser front matter, round 55 (``front55``), drawn with PyMuPDF.

front54's held-out datasetlanding, now train: a data repository's dataset page, the
title as its heading, a shaded "Data Citation" box whose citation gives the names
surname first parted by semicolons ("Lee, Ann; Chen, Bo; Goswami, S. Michael, 2021,
"Title", https://doi.org/…, Data Repository, V2"), "Cite Dataset" / "Access Dataset"
buttons under it, then a metadata table.  The box's label and the buttons were read as
names and the citation's names were not read (:mod:`~tapyre_paper_search.pdf.uiwords`,
:mod:`~tapyre_paper_search.pdf.citelabels`, :mod:`~tapyre_paper_search.pdf.citeline`,
:mod:`~tapyre_paper_search.pdf.semicolonnames`); the "Description" row's abstract, set
ragged right, stopped mid-sentence (:mod:`~tapyre_paper_search.pdf.descriptionrow`).
A poster row's three cells cut at the page's foot together: the abstract's rest on
page 2 is read in its own column (:mod:`~tapyre_paper_search.pdf.cellcarry`).

Controls keep what was read before: a byline under the title with a "Cite as" line
under it keeps the byline's full names; a "Cite as" line citing another paper names
nobody.  Review leftovers: a dotted field name is no web host's name and no journal's
abbreviation run together (:mod:`~tapyre_paper_search.pdf.schemafields`).
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf
from test_pdf_front_matter_front47 import _ABSTRACT, _BODY, _H, _LEFT, _TITLE, _W, _text
from test_pdf_front_matter_front53 import _LONG

_TRUTH = " ".join(_ABSTRACT)

_FONTS = "/usr/share/fonts/truetype/dejavu/"
_FACES = {"": ("dv", "DejaVuSans.ttf"), "b": ("dvb", "DejaVuSans-Bold.ttf")}
_PEOPLE = ("Ann Lee", "Bo Chen", "S. Michael Goswami")
_CITED = "Lee, Ann; Chen, Bo; Goswami, S. Michael"


def _dataset_page(
    tmp_path: Path, citation: list[str], *, byline: str = "", ragged: bool = False
) -> ExtractedPdf:
    """A dataset page: a path line, the title, (``byline``), a version line, a "Data
    Citation" box label a paragraph's space over the ``citation`` lines, the buttons,
    a tab line, then a metadata table ("Description" with the abstract in the value
    column, "Subject", "Depositor") and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)

    def put(x: float, y: float, text: str, size: float, face: str = "") -> None:
        name, file = _FACES[face]
        page.insert_text((_LEFT + x, y), text, fontsize=size, fontname=name, fontfile=_FONTS + file)

    put(0, 50, "Root \u203a Faculty of Science \u203a Field Studies", 8)
    put(0, 80, _TITLE, 17, "b")
    y = 100.0
    if byline:
        put(0, y, byline, 10)
        y += 18
    put(0, y, "Version 2.0 \u00b7 Published", 8)
    put(8, y + 30, "Data Citation", 10, "b")
    y += 54
    for text in citation:
        put(8, y, text, 10)
        y += 13
    put(10, y + 12, "Cite Dataset", 10)
    put(90, y + 12, "Access Dataset", 10)
    put(0, y + 44, "Files \u00b7 Metadata \u00b7 Terms \u00b7 Versions", 10, "b")
    y += 76
    put(4, y, "Description", 9, "b")
    value = _ragged() if ragged else _ABSTRACT
    for k, text in enumerate(value):
        put(110, y + 10 + 12 * k, text, 9)
    y += 10 + 12 * len(value) + 10
    for label, value in (
        ("Subject", "Earth and Environmental Sciences"),
        ("Depositor", "Diaz, Cy"),
    ):
        put(4, y, label, 9, "b")
        put(110, y, value, 9)
        y += 16
    put(0, y + 20, "1. Introduction", 12, "b")
    for k, text in enumerate(_BODY):
        put(0, y + 40 + 13 * k, text, 10)
    path = tmp_path / "dataset.pdf"
    doc.save(path)
    return extract_pdf(path)


def _ragged() -> list[str]:
    """The abstract set ragged right in a narrow cell: lines of 6 to 9 words."""
    words, out = _TRUTH.split(), []
    while words:
        take = 9 if len(out) % 3 == 0 else 6 + len(out) % 3
        out.append(" ".join(words[:take]))
        words = words[take:]
    return out


def _citation(names: str = _CITED, title: str = _TITLE) -> list[str]:
    return [
        f'{names}, 2021, "{title}",',
        "https://doi.org/10.7910/DVN/ABC123, Data Repository, V2",
    ]


def test_a_dataset_pages_citation_box_gives_the_names(tmp_path: Path) -> None:
    got = _dataset_page(tmp_path, _citation())
    assert (got.title, got.authors) == (_TITLE, _PEOPLE)


def test_a_metadata_tables_description_row_is_the_abstract(tmp_path: Path) -> None:
    """The value's ragged lines, set lower than the "Description" label, read whole to
    the "Subject" row."""
    got = _dataset_page(tmp_path, _citation(), ragged=True)
    assert got.abstract == _TRUTH


def test_a_citation_box_wrapped_inside_a_name(tmp_path: Path) -> None:
    """The box wraps "Goswami, / S. Michael" over two lines; two people only."""
    lines = [
        "Lee, Ann; Goswami,",
        f'S. Michael, 2019, "{_TITLE}",',
        "https://doi.org/10.7910/DVN/ABC123, Data Repository, V1",
    ]
    got = _dataset_page(tmp_path, lines)
    assert got.authors == ("Ann Lee", "S. Michael Goswami")


def test_a_byline_over_a_cite_as_box_keeps_the_bylines_names(tmp_path: Path) -> None:
    """Control: a byline under the title is read as before (full names), not the
    citation's; a citation of another paper names nobody either way."""
    got = _dataset_page(tmp_path, _citation(), byline="Ann Lee, Bo Chen and S. Michael Goswami")
    assert got.authors == _PEOPLE
    other = _citation(title="Reef fish counts from a decade of surveys in three lagoons")
    got = _dataset_page(tmp_path, other, byline="Ann Lee and Bo Chen")
    assert got.authors == ("Ann Lee", "Bo Chen")


def test_dataset_controls_and_the_citation_label_are_no_names() -> None:
    from tapyre_paper_search.pdf.namewords import as_name

    for piece in ("Cite Dataset", "Access Dataset", "Data Citation", "Download Files"):
        assert as_name(piece) == "", piece
    for name in ("Ann Lee", "Cy Save", "Dana Access", "Citlali Cruz"):
        assert as_name(name) == name, name


def test_semicolon_names_read_one_person_a_piece() -> None:
    from tapyre_paper_search.pdf.semicolonnames import semicolon_names

    names, rest = semicolon_names(f'{_CITED}, 2021, "{_TITLE}", https://doi.org/x')
    assert names == _PEOPLE and rest.startswith("2021")
    assert semicolon_names("Vinař, Tomáš; Brejová, Broňa (2014). T")[0] == (
        "Tomáš Vinař",
        "Broňa Brejová",
    )
    # one person, initials parted by commas, an organisation, no year: left to the
    # entry's reading
    assert semicolon_names("Lee A, Chen B (2021) Title")[0] == ()
    assert semicolon_names("Lee, A., Chen, B. (2021). Title.")[0] == ()
    assert semicolon_names("Lee, Ann; World Health Organization, 2020, Title")[0] == ()
    assert semicolon_names("Lee, Ann; Chen, Bo. Title of the work")[0] == ()


def test_a_dotted_field_name_is_no_host_and_no_run_together_abbreviation() -> None:
    from tapyre_paper_search.pdf.formkeys import label_shaped
    from tapyre_paper_search.pdf.schemafields import is_field_name

    for text in ("www.example.com", "repository.example.org", "Proc.Natl.Acad", "Phys.Rev.Lett"):
        assert not is_field_name(text), text
    assert not label_shaped("www.example.com")
    for text in ("dc.title", "dc.contributor.author", "DC.Creator", "dcterms.dateAccepted"):
        assert is_field_name(text), text
    assert label_shaped("dc.description.abstract")


def _poster_row(tmp_path: Path, *, rest_in_cells: bool = True) -> ExtractedPdf:
    """A landscape poster: "Abstract", "Methods" and "Results" cells side by side, all
    three cut at the page's foot; page 2 opens with their rests side by side (the
    abstract's the longest), then the body; without ``rest_in_cells`` page 2 opens with
    the body's full-width text."""
    doc = pymupdf.open()
    width, height = 842.0, 595.0
    page = doc.new_page(width=width, height=height)
    _text(page, 60, 60, _TITLE, 24, face="b")
    _text(page, 250, 95, "Ann Lee, Bo Chen and Cy Diaz", 13)
    wrapped, other = textwrap.wrap(_LONG, 36), textwrap.wrap(" ".join(_BODY * 3), 36)
    on_page = 29
    for x, head, cell in zip(
        (60, 320, 580), ("Abstract", "Methods", "Results"), (wrapped, other, other), strict=True
    ):
        _text(page, x, 150, head, 13, face="b")
        for k, text in enumerate(cell[:on_page]):
            _text(page, x, 170 + 13.5 * k, text, 10)
    _text(page, width / 2, 575, "1", 10)
    second = doc.new_page(width=width, height=height)
    y = 60.0
    if rest_in_cells:
        for x, cell in ((320, other), (580, other)):
            for k, text in enumerate(cell[on_page:]):
                _text(second, x, 60 + 13.5 * k, text, 10)
        for text in wrapped[on_page:]:
            _text(second, 60, y, text, 10)
            y += 13.5
    _text(second, 60, y + 20, "1. Introduction", 12, face="b")
    for k, text in enumerate(_BODY):
        _text(second, 60, y + 42 + 14 * k, text + " " + text, 10)
    path = tmp_path / "poster.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_a_poster_rows_cells_cut_together_the_abstract_goes_on_in_its_column(
    tmp_path: Path,
) -> None:
    assert _poster_row(tmp_path).abstract == _LONG


def test_a_poster_row_cut_over_the_body_stays_on_its_page(tmp_path: Path) -> None:
    """Control: page 2 opens with the body's full-width text: nothing carried."""
    wrapped = textwrap.wrap(_LONG, 36)
    assert _poster_row(tmp_path, rest_in_cells=False).abstract == " ".join(wrapped[:29])
