"""Round 55, LaTeX front matter (train leftovers of round 54).

A wide first page sets the title in large capitals down its left column and the byline
at the head of its right column, in large italics wrapped over two or three rows; the
abstract is on page 2.  The byline's first row was lost where the classifier was sure
only of a later row ("Ann Lee, Bo Chen," / "Carl Diaz"), and a name cut at a row's end
("…, Victor" / "Krattenthaler, …") was read as two pieces and dropped: a byline row
ending in a separator goes on in the next one, and a name cut at a row end continues
on the next row (:mod:`~tapyre_paper_search.pdf.panelbyline`).

A review copy set with font expansion reads its text in sizes a little apart (9.37 and
9.56 for 9.5): its commonest size was the shrunk one, the 7.1-point margin numbers no
longer "small" beside it, and every fifth row's number ("20") ended the abstract in
the gutter of a two-column page (:mod:`~tapyre_paper_search.pdf.linenumbers`).

A title broken after "cor-" / "relative" kept its hyphen ("cor" and "relative" are both
words, "correlative" is not listed): where the paper writes the stem whole with another
suffix ("correlates") the word is joined (:mod:`~tapyre_paper_search.pdf.derivedforms`);
written with its hyphen ("cor-relates"), it stays.

Control: a one-row byline beside the title stays one name.  The pages are drawn with
PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, BODY, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_TITLE_ROWS = ("OBESITY", "OCCURRING IN", "KNOCKOUT MICE", "HAS MILD", "EFFECTS ON", "FERTILITY")


def _wide(path: Path, byline: tuple[str, ...], *, step: float = 44.0) -> Path:
    """A wide first page: a masthead, the title down the left column in 30-point
    capitals, the ``byline`` rows at the head of the right column in 18-point italics
    ``step`` points apart, a place and a licence under them; page 2 the abstract and
    the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=792, height=612)
    page.insert_text((72, 75), "Philosophers' Review", fontsize=12, fontname="tiro")
    page.insert_text((280, 75), "volume 14, no. 4", fontsize=10, fontname="tiro")
    y = 160.0
    for row in _TITLE_ROWS:
        x = 220 - pymupdf.get_text_length(row, "tiro", 30) / 2
        page.insert_text((x, y), row, fontsize=30, fontname="tiro")
        y += 72
    y = 75.0
    for row in byline:
        x = 570 - pymupdf.get_text_length(row, "tiit", 18) / 2
        page.insert_text((x, y), row, fontsize=18, fontname="tiit")
        y += step
    place = "Lausanne Research Laboratories"
    x = 570 - pymupdf.get_text_length(place, "tiit", 11) / 2
    page.insert_text((x, y + 60), place, fontsize=11, fontname="tiit")
    for k, row in enumerate(
        ("This work is licensed under a Creative Commons", "Attribution 4.0 License")
    ):
        x = 570 - pymupdf.get_text_length(row, "tiro", 9) / 2
        page.insert_text((x, 400 + 20 * k), row, fontsize=9, fontname="tiro")
    second = Writer(doc.new_page(width=792, height=612))
    second.line("Abstract", 11, bold=True, x=60)
    second.paragraph(ABSTRACT)
    second.space(10)
    second.line("1 Introduction", 12, bold=True)
    while second.y < 520:
        second.paragraph(BODY)
    doc.save(path)
    return path


def test_a_byline_cut_inside_names_at_the_head_of_the_right_column_reads_whole(
    tmp_path: Path,
) -> None:
    byline = (
        "Valeri N. Goh, Michael Veitch, Victor",
        "Krattenthaler, Tomas G. Theran, Anna P.",
        "Nikshych, Chris Neto",
    )
    result = extract_pdf(_wide(tmp_path / "cut.pdf", byline))
    assert tuple(result.authors) == (
        "Valeri N. Goh",
        "Michael Veitch",
        "Victor Krattenthaler",
        "Tomas G. Theran",
        "Anna P. Nikshych",
        "Chris Neto",
    )


def test_a_byline_cut_inside_a_name_single_spaced_reads_whole(tmp_path: Path) -> None:
    byline = (
        "Valeri N. Goh, Michael Veitch, Victor",
        "Krattenthaler, Tomas G. Theran and",
        "Chris Neto",
    )
    result = extract_pdf(_wide(tmp_path / "cut1.pdf", byline, step=24.0))
    assert tuple(result.authors) == (
        "Valeri N. Goh",
        "Michael Veitch",
        "Victor Krattenthaler",
        "Tomas G. Theran",
        "Chris Neto",
    )


def test_the_first_row_of_a_byline_ending_in_a_comma_is_kept(tmp_path: Path) -> None:
    byline = ("Enrico Barausse, Scott A. Hughes,", "Luciano Rezzolla")
    result = extract_pdf(_wide(tmp_path / "comma.pdf", byline, step=24.0))
    assert tuple(result.authors) == ("Enrico Barausse", "Scott A. Hughes", "Luciano Rezzolla")


def test_a_one_row_byline_beside_the_title_stays_one_name(tmp_path: Path) -> None:
    """Control: one name at the head of the right column, a place under it."""
    result = extract_pdf(_wide(tmp_path / "one.pdf", ("Luciano Rezzolla",)))
    assert tuple(result.authors) == ("Luciano Rezzolla",)


_LONG_ABSTRACT = (
    "The apolipoprotein family is implicated in lipid metabolism, and one of its members "
    "plays a central role in the clearance of remnant particles by the liver. Mice lacking "
    "it develop plaques and then obesity. We asked whether the lipid deposition caused by "
    "the knockout affects reproduction in female mice. The knockout mice were severely "
    "hypercholesterolemic, lipid accumulated in their ovaries, and estrogen and "
    "progesterone decreased at day one hundred, while the expression of several enzymes of "
    "steroid synthesis fell. Yet the fertility rates of knockout and wild type mice did not "
    "differ: the obesity has no significant effect on reproduction, though the number of "
    "ovarian follicles and the ratio of their atresia rose."
)


def _numbered(path: Path) -> Path:
    """A review copy in two columns set double spaced with font expansion (each row's
    size a little apart: 9.37 or 9.56 points), numbered every fifth row in small sans
    figures left of each column (the right column's in the gutter): title and name
    across, a long abstract under its heading down the left column and on at the top of
    the right one, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Obesity in knockout mice and their fertility", fontsize=16)
    page.insert_text((72, 115), "Valeri N. Goh", fontsize=11, fontname="tiit")
    page.insert_text((72, 560), "Abstract", fontsize=9.5, fontname="tibo")
    rows = [("", r) for r in wrapped(_LONG_ABSTRACT, 9.5, 220)]
    rows += [("h", "1. Introduction")] + [("", r) for r in wrapped(BODY * 3, 9.5, 220)]
    x, y = 72.0, 585.0
    for k, (kind, row) in enumerate(rows, start=1):
        size = 9.56 if k % 3 == 0 else 9.37
        page.insert_text((x, y), row, fontsize=size, fontname="tibo" if kind else "tiro")
        if k % 5 == 0:
            number = str(k)
            left = x - 10 - pymupdf.get_text_length(number, "helv", 7.1)
            page.insert_text((left, y), number, fontsize=7.1, fontname="helv")
        y += 21.6
        if y > 800:
            if x > 100:
                break
            x, y = 330.0, 150.0
    doc.save(path)
    return path


def test_every_fifth_row_numbers_beside_a_spaced_abstract_are_no_part_of_it(
    tmp_path: Path,
) -> None:
    result = extract_pdf(_numbered(tmp_path / "numbered.pdf"))
    assert result.abstract.endswith("and the ratio of their atresia rose.")
    assert not any(ch.isdigit() for ch in result.abstract)


_HYPHEN_TITLE = (
    "Molecular characterization of endometrial cancer: a cor-",
    "relative study of microsatellite instability and mutations",
)


def _broken_title(path: Path, *, body_word: str) -> Path:
    """A title of two rows broken after "cor-", a name and an abstract, then a body that
    writes ``body_word`` (a word of the same stem, or none of it)."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    for row in _HYPHEN_TITLE:
        page.line(row, 17, x=60)
    page.space(10)
    page.line("Yingzi Thamizhavel, E. W. Li & A. P. Tiwari", 12, x=60)
    page.space(10)
    page.paragraph(ABSTRACT)
    page.space(10)
    page.line("1 Introduction", 12, bold=True)
    page.paragraph(
        f"Instability at microsatellites {body_word} with the loss of repair proteins in "
        "these tumours, as earlier studies of the disease found in many cohorts."
    )
    while page.y < 720:
        page.paragraph(BODY)
    doc.save(path)
    return path


def test_a_titles_row_end_hyphen_is_joined_where_the_paper_writes_the_stem_whole(
    tmp_path: Path,
) -> None:
    result = extract_pdf(_broken_title(tmp_path / "t.pdf", body_word="correlates"))
    assert result.title == (
        "Molecular characterization of endometrial cancer: a correlative study of "
        "microsatellite instability and mutations"
    )


def test_a_titles_row_end_hyphen_stays_where_the_paper_writes_the_stem_hyphenated(
    tmp_path: Path,
) -> None:
    """Control: the body writes "cor-relates" (the stem with its hyphen): it stays."""
    result = extract_pdf(_broken_title(tmp_path / "t.pdf", body_word="cor-relates"))
    assert "a cor-relative study" in result.title
