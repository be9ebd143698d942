"""Bylines whose reading does not hang on a list of given names (front28, review56
items 4-6, fix23), on first pages drawn with PyMuPDF in Times and Helvetica: a "y" /
"e" in a byline's middle between two full names parts two people (fix25, reversing
front28's reading), and a person's raised marks cut it; a bold name beside a roman
byline stays a name when its words are in no word list, an address lies under it or
an e-mail address on the page is made of it; a bare column of names beside an
abstract box is read when most of its words are in no word list or the page's e-mail
addresses name them; and Word's margin numbers set in each line's own size are
stripped, small lines' too."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_pdf_front_matter_front26 as front26
from layout_pages import ABSTRACT, TITLE, Writer, wrapped, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.linenumbers import strip_dict
from tapyre_paper_search.pdf.namevouch import mailed, unknown_share
from test_pdf_front_matter_front27 import _two_column_page

AFF = "Universidad de Granada, Granada, Spain"


# 1. "y" / "e" in a byline's middle.  fix25 (the lead's decision) reverses front28's
# reading, which kept each of the first three whole: a full name either side of the
# conjunction parts two people, however many words come before it.
@pytest.mark.parametrize(
    ("byline", "font", "names"),
    [
        (
            "Juan Manuel López y Vicente Ruiz, Ana Gil",
            "tiro",
            ("Juan Manuel López", "Vicente Ruiz", "Ana Gil"),
        ),
        (
            "Maria Luísa Pinto e Rosa Santos, João Costa",
            "helv",
            ("Maria Luísa Pinto", "Rosa Santos", "João Costa"),
        ),
        (
            "Ana María Sánchez y Martín Ruiz, Luis Vidal",
            "tiro",
            ("Ana María Sánchez", "Martín Ruiz", "Luis Vidal"),
        ),
        # Guard: a list's own "y" before its last name still cuts.
        (
            "Pedro Gómez, María López y Juan Pérez",
            "helv",
            ("Pedro Gómez", "María López", "Juan Pérez"),
        ),
    ],
)
def test_a_conjunction_in_a_bylines_middle_parts_two_full_names(
    tmp_path: Path, byline: str, font: str, names: tuple[str, ...]
) -> None:
    rows = [(byline, 11, font), (AFF, 9, "tiro")]
    assert front26._read(tmp_path / "byline.pdf", rows) == names


def _marked_byline(path: Path, parts: list[tuple[str, str]], font: str) -> Path:
    """The title, a byline of ``parts`` (text, raised mark after it), the affiliations
    and the abstract."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.y += 14
        x = 72.0
        for text, mark in parts:
            page.page.insert_text((x, page.y), text, fontsize=11, fontname=font)
            x += pymupdf.get_text_length(text, font, 11)
            page.page.insert_text((x + 0.5, page.y - 4), mark, fontsize=7, fontname=font)
            x += pymupdf.get_text_length(mark, font, 7) + 1
        page.y += 4
        page.line("1 " + AFF, 9)
        page.line("2 Universidade do Porto, Porto, Portugal", 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return write_page(path, front)


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_marks_between_two_people_cut_at_the_conjunction(tmp_path: Path, font: str) -> None:
    parts = [("José Luis Rodríguez", "1"), (" y María Pérez", "2"), (", Ana Gil", "1")]
    found = extract_pdf(_marked_byline(tmp_path / "marked.pdf", parts, font))
    assert found.title == TITLE
    assert found.authors == ("José Luis Rodríguez", "María Pérez", "Ana Gil")


# Four words between a list's separators are one person; "do" is a surname's particle.
@pytest.mark.parametrize("lenient", [False, True])
def test_four_words_between_separators_are_one_person(lenient: bool) -> None:
    line = "Lucía Elena López, Pilar Elena Rodríguez Navarro, Ana Paula Costa Santos"
    assert names_in_line(line, lenient=lenient) == [
        "Lucía Elena López",
        "Pilar Elena Rodríguez Navarro",
        "Ana Paula Costa Santos",
    ]
    # Names set side by side with no separator still cut where they run together.
    assert names_in_line("Jane Doe John Smith Ann Lee", lenient=lenient) == [
        "Jane Doe",
        "John Smith",
        "Ann Lee",
    ]
    assert names_in_line("Tiago João do Pereira, Ana Gil", lenient=lenient) == [
        "Tiago João do Pereira",
        "Ana Gil",
    ]


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_marked_name_wrapped_after_its_given_names_and_first_surname_is_whole(
    tmp_path: Path, font: str
) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        rows = [
            [("Lucía Elena López y Martínez", "1"), (", Javier Ángel Ruiz y Gómez", "1"),
             (", Pilar Elena Rodríguez", "")],
            [("Navarro", "1")],
        ]  # fmt: skip
        for row in rows:
            page.y += 14
            x = 72.0
            for text, mark in row:
                page.page.insert_text((x, page.y), text, fontsize=11, fontname=font)
                x += pymupdf.get_text_length(text, font, 11)
                if mark:
                    page.page.insert_text((x + 0.5, page.y - 4), mark, fontsize=7, fontname=font)
                    x += pymupdf.get_text_length(mark, font, 7) + 1
        page.y += 4
        page.line("1 " + AFF, 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "wrapped.pdf", front))
    assert found.authors == (
        "Lucía Elena López y Martínez",
        "Javier Ángel Ruiz y Gómez",
        "Pilar Elena Rodríguez Navarro",
    )


# 2. authorband: a bold name beside a roman byline.
_LEFT = [("Vanessa Casagrande, Yuichi Togashi", False)]


@pytest.mark.parametrize(("face", "bold"), [("tiro", "tibo"), ("helv", "hebo")])
@pytest.mark.parametrize("name", ["Mark Brown", "Grace Long"])
def test_a_bold_name_of_dictionary_words_with_an_address_under_it_is_a_name(
    tmp_path: Path, face: str, bold: str, name: str
) -> None:
    right = [(name, True), ("School of Physics, University of Leeds", False)]
    path = _two_column_page(tmp_path / "bold.pdf", _LEFT, right, face, bold)
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Yuichi Togashi", name)


@pytest.mark.parametrize("name", ["Kwame Mensah", "Oluwaseun Adeyemi"])
def test_a_bold_name_in_no_word_list_beside_a_roman_byline_in_times_is_a_name(
    tmp_path: Path, name: str
) -> None:
    path = _two_column_page(tmp_path / "bold.pdf", _LEFT, [(name, True)], "tiro", "tibo")
    assert extract_pdf(path).authors == ("Vanessa Casagrande", "Yuichi Togashi", name)


@pytest.mark.parametrize(("face", "bold"), [("tiro", "tibo"), ("helv", "hebo")])
def test_a_bold_name_an_e_mail_address_on_the_page_is_made_of_is_a_name(
    tmp_path: Path, face: str, bold: str
) -> None:
    path = _two_column_page(tmp_path / "bold.pdf", _LEFT, [("Rose Hill", True)], face, bold)
    doc = pymupdf.open(path)
    doc[0].insert_text((72, 760), "Corresponding author: rose.hill@leeds.ac.uk", fontsize=8)
    doc.save(tmp_path / "mailed.pdf")
    found = extract_pdf(tmp_path / "mailed.pdf")
    assert found.authors == ("Vanessa Casagrande", "Yuichi Togashi", "Rose Hill")


# 3. boxside: a bare column of names beside an abstract box.
@pytest.mark.parametrize("font", ["hebo", "tiro"])
@pytest.mark.parametrize(
    "names",
    [
        ("Chukwuemeka Obi", "Xiaoming Li"),
        ("Oluwaseun Adeyemi", "Priya Venkataraman", "Nguyen Thi Lan"),
    ],
)
def test_a_bare_column_of_names_in_no_word_list_beside_a_box_is_the_byline(
    tmp_path: Path, font: str, names: tuple[str, ...]
) -> None:
    found = extract_pdf(front26._box_page(tmp_path / "box.pdf", font, 10.5, "", False, names=names))
    assert found.title == front26.BOX_TITLE
    assert found.authors == names


def test_a_bare_column_of_names_the_pages_e_mail_addresses_name_is_the_byline(
    tmp_path: Path,
) -> None:
    names = ("Anna Keller", "Tom Fischer")
    path = front26._box_page(tmp_path / "box.pdf", "tiro", 10.5, "", False, names=names)
    doc = pymupdf.open(path)
    doc[0].insert_text((34, 770), "E-mail: anna.keller@uni-leipzig.de", fontsize=8)
    doc.save(tmp_path / "mailed.pdf")
    assert extract_pdf(tmp_path / "mailed.pdf").authors == names


def test_name_evidence_from_words_and_addresses() -> None:
    assert unknown_share(["Chukwuemeka Obi", "Xiaoming Li"]) > 0.5
    assert unknown_share(["Markov Chain", "Bayes Factor", "Monte Carlo"]) <= 0.5
    assert unknown_share(["Prior Work"]) == 0.0
    assert mailed("Xiaoming Li", ["xli"])
    assert mailed("Mark Brown", ["markbrown"])
    assert not mailed("Prior Work", ["xli", "markbrown"])
    assert not mailed("Li Wei", ["alice"])


# 4. linenumbers: Word's margin numbers, each in its own line's size (fix23).
def _numbered_page(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    rows = [
        ("Migration routes of Arctic terns over the North Atlantic", 16, "tibo"),
        ("Wei-Zhen Zhuang, Oluwaseun Adeyemi, Nguyen Van Anh", 11, "tiro"),
        ("Department of Biology, University of Bergen, Norway", 8, "tiro"),
        ("Correspondence: wzhuang@uib.no", 8, "tiro"),
        ("Abstract", 11, "tibo"),
        *((line, 11, "tiro") for line in wrapped(ABSTRACT, 11, 430)),
    ]
    y = 90.0
    for number, (text, size, font) in enumerate(rows, start=1):
        page.insert_text((80, y), text, fontsize=size, fontname=font)
        label = str(number)
        width = pymupdf.get_text_length(label, "tiro", size - 0.2)
        page.insert_text((50 - width, y), label, fontsize=size - 0.2, fontname="tiro")
        y += size * 1.6 + 4
    doc.save(path)
    return path


def test_word_margin_numbers_in_each_lines_own_size_are_all_stripped(tmp_path: Path) -> None:
    path = _numbered_page(tmp_path / "numbered.pdf")
    data = strip_dict(pymupdf.open(path)[0].get_text("dict"))
    texts = [
        "".join(span["text"] for span in line["spans"]).strip()
        for block in data["blocks"]
        for line in block.get("lines", ())
    ]
    assert not [t for t in texts if t.isdigit()]
    assert "Abstract" in texts
    found = extract_pdf(path)
    assert found.authors == ("Wei-Zhen Zhuang", "Oluwaseun Adeyemi", "Nguyen Van Anh")
