"""Bylines and names, round 65 (bylines65): the row pages' scripts, lines, two pages.

The report page draws Hebrew, Thai, Arabic and Devanagari rows in MuPDF's own fonts, the
letters read back as written; joins in Kazakh and Albanian, the Slovene "in" and the
Filipino "at" between given names only; Japanese names run together; Turkish, Mexican,
Vietnamese and Indian titles; the Spanish "y cols." and "D." (don); a byline of titled
names only vouched past the classifier's floor.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pymupdf
import pytest
from report_pages import byline_authors, draw_row
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.cjknames import caseless_names
from tapyre_paper_search.pdf.dontitles import don_title
from tapyre_paper_search.pdf.etal import without_et_al
from tapyre_paper_search.pdf.japanesenames import cut_at_to, japanese_run_name
from tapyre_paper_search.pdf.titledbyline import titled_byline
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    "row",
    [
        "דוד כהן, רחל לוי ויוסף מזרחי",
        "สมชาย ใจดี และ สมหญิง รักไทย",
        "محمد أحمد العلي، فاطمة حسن الزهراني",
        "राजेश कुमार शर्मा, सुनीता देवी",
    ],
)
def test_a_row_in_a_script_dejavu_lacks_reads_back(row: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    draw_row(page, 72, 134, row)
    assert unicodedata.normalize("NFKC", page.get_text()).strip() == row


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("prof. dr hab. n. med. Anna Kowalska, dr inż. Marek Lewandowski",
         ("Anna Kowalska", "Marek Lewandowski")),
        ("佐藤健・田中美咲・鈴木一郎", ("佐藤健", "田中美咲", "鈴木一郎")),
    ],
)  # fmt: skip
def test_bylines65_on_a_page(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Gulnara Abenova, Marat Seitkali және Aruzhan Nurlan",
         ["Gulnara Abenova", "Marat Seitkali", "Aruzhan Nurlan"]),
        ("Arben Hoxha, Drita Krasniqi dhe Besnik Gashi",
         ["Arben Hoxha", "Drita Krasniqi", "Besnik Gashi"]),
        ("Janez Novak, Maja Horvat in Luka Kovačič",
         ["Janez Novak", "Maja Horvat", "Luka Kovačič"]),
        ("Jose Santos, Maria Reyes at Juan dela Cruz",
         ["Jose Santos", "Maria Reyes", "Juan dela Cruz"]),
        # "in" and "at" are English words: no cut without a given name either side
        ("Jane Doe at Stanford University", []),
        ("Climate Change in South Africa", []),
        ("García López J, Martín Ruiz A y cols.", ["García López J", "Martín Ruiz A"]),
    ],
)  # fmt: skip
def test_bylines65_lines(line: str, want: list[str]) -> None:
    assert names_in_line(line, lenient=True) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Doç. Dr. Gülşen Aydın, Prof. Dr. Murat Karaca ve Arş. Gör. Elif Şahin",
         ("Gülşen Aydın", "Murat Karaca", "Elif Şahin")),
        ("Yrd. Doç. Dr. Ali Çelik and Mtra. Laura Castro Díaz",
         ("Ali Çelik", "Laura Castro Díaz")),
        ("Lic. Sofía Méndez Ortiz, PGS.TS. Nguyễn Thị Minh Khai, ThS. Lê Thu Hà",
         ("Sofía Méndez Ortiz", "Nguyễn Thị Minh Khai", "Lê Thu Hà")),
        ("Shri Anil Kumar Mishra and Smt. Rekha Devi", ("Anil Kumar Mishra", "Rekha Devi")),
        ("D. Álvaro Sanz Prieto", ("Álvaro Sanz Prieto",)),
        ("D. Javier Molina Ruiz y Dña. Carmen Vidal Soto",
         ("Javier Molina Ruiz", "Carmen Vidal Soto")),
        # "D." an initial: before a given name and one surname, or before an initial
        ("J. Craig Venter and D. Michael Quinn", ("J. Craig Venter", "D. Michael Quinn")),
        ("D. J. Molina and A. Ruiz", ("D. J. Molina", "A. Ruiz")),
    ],
)  # fmt: skip
def test_titles_given_out_without(line: str, want: tuple[str, ...]) -> None:
    assert untitled(tuple(names_in_line(line, lenient=True))) == want


def test_don_title_by_its_place() -> None:
    assert don_title(["D.", "Álvaro", "Sanz"], 0)
    assert not don_title(["D.", "Álvaro", "Sanz"], 0, whole=True)
    assert don_title(["D.", "Álvaro", "Sanz", "Prieto"], 0, whole=True)
    assert not don_title(["Ann", "D.", "Álvaro"], 1)
    assert not don_title(["D.", "J.", "Molina"], 0)


def test_japanese_names_run_together() -> None:
    assert caseless_names("佐々木美穂・高橋大輔・小林直樹") == [
        "佐々木美穂",
        "高橋大輔",
        "小林直樹",
    ]
    assert caseless_names("中島由紀と石井健太") == ["中島由紀", "石井健太"]
    assert caseless_names("山田太郎") is None  # a lone run: as before
    assert caseless_names("中村屋と佐藤") is None
    assert japanese_run_name("長谷川智子")
    assert not japanese_run_name("機械学習")
    assert cut_at_to("佐藤とも子") == ["佐藤とも子"]  # "と" inside a given name


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("prof. dr hab. n. med. Anna Kowalska, dr inż. Marek Lewandowski", True),
        ("Prof. Dr. Hans Müller", True),
        ("Prof. Ann Lee and Bo Chen", False),  # one name untitled
        ("Dr. Ann Lee, University of Oslo", False),
        ("Dr. Smith presented the results", False),
        ("Ann Lee", False),
    ],
)
def test_titled_byline(text: str, want: bool) -> None:
    assert titled_byline(text) is want


def test_y_cols_needs_a_list() -> None:
    assert without_et_al("García López J y cols.") == "García López J y cols."
