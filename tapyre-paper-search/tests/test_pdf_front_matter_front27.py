"""Front-matter risks last session's reviews left (closing13 "Noticed", review48,
review51, ocr20), on first pages drawn with PyMuPDF in several faces, sizes and
placements: a column of title-case keywords or institutions beside an abstract box
with nothing that vouches for names; a roman subtitle that reads as names under a
bold body-size title; two full names joined by "y" (two people, fix25); a journal's
name in large type right above the title; a line naming an editor wrapped onto a
second line; bold names beside a roman byline."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_pdf_front_matter_front26 as front26
from layout_pages import ABSTRACT, wrapped
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_bodysize20 import _page as bodysize_page

AFF = "Universität Leipzig, Leipzig, Germany"
Names = tuple[str, ...]


# 1. boxside: a name-shaped column beside an abstract box, nothing vouching for names.
@pytest.mark.parametrize(
    ("column", "font"),
    [
        (("Monte Carlo", "Markov Chain", "Bayes Factor"), "hebo"),
        (("Monte Carlo", "Markov Chain", "Bayes Factor"), "helv"),
        (("Leeds Beckett", "Oxford Brookes", "Queen Mary"), "tiro"),
        (("Leeds Beckett", "Oxford Brookes", "Queen Mary"), "helv"),
        (("Green Functions", "Young Tableaux"), "hebo"),
        (("Green Functions", "Young Tableaux"), "helv"),
    ],
)
def test_a_bare_name_shaped_column_beside_an_abstract_box_is_no_byline(
    tmp_path: Path, column: tuple[str, ...], font: str
) -> None:
    found = extract_pdf(
        front26._box_page(tmp_path / "box.pdf", font, 10.5, "", False, names=column)
    )
    assert found.title == front26.BOX_TITLE
    assert found.authors == ()


@pytest.mark.parametrize(("font", "mark"), [("helv", "*"), ("hebo", "1")])
def test_names_with_a_mark_beside_an_abstract_box_are_still_the_authors(
    tmp_path: Path, font: str, mark: str
) -> None:
    found = extract_pdf(front26._box_page(tmp_path / "box.pdf", font, 10.5, mark, False))
    assert found.authors == front26.BOX_NAMES


# 2. plainbyline.byline_under: a roman subtitle that reads as names is no byline.
_CHARACTERS = ("On the Combinatorics of Characters",)


_TIMES = ("tiro", "tibo", 10.0)
_HELVETICA = ("helv", "hebo", 9.0)


@pytest.mark.parametrize(
    ("rows", "faces", "authors"),
    [
        (("Green Functions, Young Tableaux", "Paolo Di Vecchia"), _TIMES, ("Paolo Di Vecchia",)),
        (
            ("Green Functions, Young Tableaux", "Paolo Di Vecchia"),
            _HELVETICA,
            ("Paolo Di Vecchia",),
        ),
        (("Ramsey Theory and Erdos Problems", "Anna Weber"), _TIMES, ("Anna Weber",)),
        (("Hopf Algebras, Bethe Ansatz", "J. Kim"), _HELVETICA, ("J. Kim",)),
        (("Noether Currents and Killing Vectors", "Anna Weber"), _TIMES, ("Anna Weber",)),
    ],
)
def test_a_roman_subtitle_reading_as_names_under_a_bold_title_is_no_byline(
    tmp_path: Path, rows: Names, faces: tuple[str, str, float], authors: Names
) -> None:
    face, bold, size = faces
    path = tmp_path / "subtitle.pdf"
    bodysize_page(path, _CHARACTERS, rows, face=face, bold=bold, size=size)
    pdf = extract_pdf(path)
    assert pdf.title == _CHARACTERS[0]
    assert pdf.authors == authors


@pytest.mark.parametrize(
    "rows",
    [
        ("Paolo Di Vecchia, Jane Banks",),
        ("Nora Streinu and Anke Chaudhuri", "Kwame Mensah"),
        # review56: surnames that end like English plurals, no listed given name; with
        # no row under them that shows a person, they are the byline, not a subtitle.
        ("Chukwuemeka Roberts, Xiaoming Edwards",),
        ("Kwame Mensah and Ngozi Williams",),
        ("J. Hughes and K. Matthews",),
        ("Amadou Edwards",),
    ],
)
def test_a_byline_under_a_bold_body_size_title_stays(tmp_path: Path, rows: tuple[str, ...]) -> None:
    path = tmp_path / "byline.pdf"
    bodysize_page(path, ("The birth of string theory",), rows)
    names = tuple(n.strip() for row in rows for n in row.replace(" and ", ",").split(","))
    assert extract_pdf(path).authors == names


# 3. "y" / "e" between two full names, the second opening with a given name.  fix25 (the
# lead's decision, replacing front27's and front28's readings): a conjunction with a full
# name either side parts two people, whatever the number of words before it; only a
# single word after it is a compound surname's second half (test_pdf_front_matter_fix25).
@pytest.mark.parametrize(
    ("byline", "font", "size", "names"),
    [
        (  # front27 and front28: one person "José Luis Rodríguez y María Pérez"
            "José Luis Rodríguez y María Pérez, Ana Gil",
            "tiro",
            11,
            ("José Luis Rodríguez", "María Pérez", "Ana Gil"),
        ),
        (
            "Juan Carlos Ortega Ruiz y Ana Gil, Luis Vidal",
            "helv",
            10,
            ("Juan Carlos Ortega Ruiz", "Ana Gil", "Luis Vidal"),  # too long for one
        ),
        (  # front27 and front28: one person "Ana Paula Costa e João Silva"
            "Ana Paula Costa e João Silva, Rui Lopes",
            "tiro",
            10.5,
            ("Ana Paula Costa", "João Silva", "Rui Lopes"),
        ),
        # Two words after the conjunction are a full name, not a compound surname's
        # second half followed by more surnames (front27 kept both whole).
        (
            "Ana Paula Costa e Silva Santos, João Costa",
            "tiro",
            11,
            ("Ana Paula Costa", "Silva Santos", "João Costa"),
        ),
        (
            "Marta Isabel Gómez y Ortega Ruiz, Luis Vidal",
            "helv",
            10,
            ("Marta Isabel Gómez", "Ortega Ruiz", "Luis Vidal"),
        ),
        # Guard: one word after the conjunction is a compound surname's second half.
        (
            "Marta Isabel Gómez y Ortega, Luis Vidal",
            "helv",
            10,
            ("Marta Isabel Gómez y Ortega", "Luis Vidal"),
        ),
    ],
)
def test_a_conjunction_between_two_full_names_parts_two_people(
    tmp_path: Path, byline: str, font: str, size: float, names: tuple[str, ...]
) -> None:
    rows = [(byline, size, font), (AFF, 9, "tiro")]
    assert front26._read(tmp_path / "byline.pdf", rows) == names


# 4. A journal's name in large type right above the title.
_TITLE_ROWS = ("Replication dynamics of simian viruses", "in African non-human primate hosts")
_NAMES = ("Anna Schmidt (University of Bonn)", "Peter Novak (Charles University)")
_METHODS = "Methods: To define potential common features of simian immunodeficiency virus in"


def _banner_page(
    path: Path,
    banner: str,
    size: float,
    font: str,
    gap: float,
    *,
    centred: bool = True,
    title: tuple[str, ...] = _TITLE_ROWS,
    title_size: float = 16,
) -> Path:
    """``banner`` at ``size`` over the ``title`` rows at ``title_size`` ``gap`` points lower,
    the names and body text under them."""
    doc = pymupdf.open()
    page = doc.new_page()

    def put(top: float, text: str, fontsize: float, fontname: str = "helv") -> None:
        width = pymupdf.get_text_length(text, fontname=fontname, fontsize=fontsize)
        x = (page.rect.width - width) / 2 if centred else 72.0
        page.insert_text((x, top), text, fontsize=fontsize, fontname=fontname)

    put(70, banner, size, font)
    top = 70 + gap
    for row in title:
        put(top, row, title_size)
        top += title_size * 1.3
    # The names, a gap, then the body: one row every 13 points.
    rows = [*_NAMES, "", *[_METHODS] * 18]
    for k, text in enumerate(rows, start=1):
        page.insert_text((80, top + 10 + k * 13), text, fontsize=10)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("banner", "size", "font", "gap", "centred"),
    [
        ("Virologie Heute", 30, "tibo", 40, True),
        ("Virologie Heute", 30, "tibo", 44, False),
        ("Zeitschrift Virologie", 28, "hebo", 42, True),
    ],
)
def test_a_banner_in_large_type_over_the_title_is_no_title(
    tmp_path: Path, banner: str, size: float, font: str, gap: float, *, centred: bool
) -> None:
    path = _banner_page(tmp_path / "banner.pdf", banner, size, font, gap, centred=centred)
    pdf = extract_pdf(path)
    assert pdf.title == " ".join(_TITLE_ROWS)
    assert pdf.authors == ("Anna Schmidt", "Peter Novak")


@pytest.mark.parametrize(("size", "font", "gap"), [(30, "tibo", 30), (26, "hebo", 28)])
def test_a_short_title_over_a_subtitle_set_close_under_it_stays_the_title(
    tmp_path: Path, size: float, font: str, gap: float
) -> None:
    pdf = extract_pdf(_banner_page(tmp_path / "short.pdf", "Deep Learning", size, font, gap))
    assert pdf.title.startswith("Deep Learning")


def test_a_short_title_in_capitals_over_a_subtitle_in_capitals_stays_the_title(
    tmp_path: Path,
) -> None:
    # review56: capitals mark a banner only over a title that is not in capitals too.
    subtitle = ("FOR IMAGE RECOGNITION IN THE WILD",)
    path = _banner_page(
        tmp_path / "caps.pdf",
        "DEEP RESIDUAL LEARNING",
        22,
        "hebo",
        30,
        title=subtitle,
        title_size=18,
    )
    assert extract_pdf(path).title.startswith("DEEP RESIDUAL LEARNING")


# 5. A line naming an editor wrapped onto a second line.
_WRAPPED_ROLES = [
    ("Communicated by Paul Miller and", "Ann Lee Wright", "tiro"),
    ("Edited by Paul Miller,", "Ann Lee Wright and Tom Roe", "tiit"),
    ("Reviewed by Paul Miller", "and Ann Lee Wright", "helv"),
]


@pytest.mark.parametrize("wrapped_role", _WRAPPED_ROLES)
def test_a_wrapped_line_naming_editors_gives_no_authors(
    tmp_path: Path, wrapped_role: tuple[str, str, str]
) -> None:
    role, rest, font = wrapped_role
    byline = [("Jane Doe, Kari Smith", 11, "tiro"), (AFF, 9, "tiro")]
    found = front26._read(tmp_path / "role.pdf", [*byline, (role, 9, font), (rest, 9, font)])
    assert found == ("Jane Doe", "Kari Smith")


# 6. authorband.beside: bold names level with a roman byline across two columns.
_ENZYMES = ("Molecular Synchronization Waves in Arrays", "of Allosterically Regulated Enzymes")
_WAVES = (
    "Synchronization waves in arrays of enzymes have been studied for decades, and the role "
    "of allosteric regulation in their onset is still debated in the literature. "
) * 6


def _two_column_page(
    path: Path, left: list[tuple[str, bool]], right: list[tuple[str, bool]], face: str, bold: str
) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), _ENZYMES[0], fontsize=16, fontname=bold)
    page.insert_text((72, 100), _ENZYMES[1], fontsize=16, fontname=bold)
    for x, rows, text in ((72, left, ABSTRACT + " " + _WAVES), (320, right, _WAVES)):
        y = 130.0
        for row, heavy in rows:
            page.insert_text((x, y), row, fontsize=10, fontname=bold if heavy else face)
            y += 12
        y += 10
        if x == 72:
            page.insert_text((x, y), "Abstract", fontsize=10, fontname=bold)
            y += 14
        for line in wrapped(text, 10, 225):
            if y > 720:
                break
            page.insert_text((x, y), line, fontsize=10, fontname=face)
            y += 12
    doc.save(path)
    return path


@pytest.mark.parametrize(("face", "bold"), [("tiro", "tibo"), ("helv", "hebo")])
def test_bold_names_beside_a_roman_byline_are_authors(tmp_path: Path, face: str, bold: str) -> None:
    left = [("Vanessa Casagrande, Yuichi Togashi", False)]
    path = _two_column_page(
        tmp_path / "bold.pdf", left, [("Alexander S. Mikhailov", True)], face, bold
    )
    pdf = extract_pdf(path)
    assert pdf.title == " ".join(_ENZYMES)
    assert pdf.authors == ("Vanessa Casagrande", "Yuichi Togashi", "Alexander S. Mikhailov")


@pytest.mark.parametrize("name", ["Kwame Mensah", "Wei Zhang"])
def test_a_bold_name_no_given_name_list_knows_beside_a_roman_byline_is_a_name(
    tmp_path: Path, name: str
) -> None:
    # review56: a bold line in the byline's row is dropped as a heading only when all
    # its words are dictionary words.
    left = [("Vanessa Casagrande, Yuichi Togashi", False)]
    path = _two_column_page(tmp_path / "bold.pdf", left, [(name, True)], "helv", "hebo")
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Yuichi Togashi", name)


@pytest.mark.parametrize("heading", ["Related Work", "Data Availability", "Prior Work"])
@pytest.mark.parametrize(("face", "bold"), [("tiro", "tibo"), ("helv", "hebo")])
def test_a_bold_heading_beside_a_roman_byline_is_no_name(
    tmp_path: Path, heading: str, face: str, bold: str
) -> None:
    left = [("Vanessa Casagrande, Yuichi Togashi", False)]
    path = _two_column_page(tmp_path / "heading.pdf", left, [(heading, True)], face, bold)
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Yuichi Togashi")


def test_bold_author_blocks_side_by_side_are_all_read(tmp_path: Path) -> None:
    left = [("Vanessa Casagrande", True), ("University of Tokyo", False)]
    right = [("Alexander S. Mikhailov", True), ("Fritz Haber Institute, Berlin", False)]
    path = _two_column_page(tmp_path / "blocks.pdf", left, right, "tiro", "tibo")
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Alexander S. Mikhailov")
