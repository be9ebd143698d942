"""Round 43, LaTeX front matter (latex42's held-out classes, now train): a form of
numbered field labels (:mod:`~tapyre_paper_search.pdf.fieldform`), a thesis's
supervisors beside its candidates (:mod:`~tapyre_paper_search.pdf.overseers`), a
lecture's run-in role label ("Lecturer:", "Speaker:";
:mod:`~tapyre_paper_search.pdf.byleads`) and names in mixed case above the title
(:mod:`~tapyre_paper_search.pdf.namesabove`).

A "Report Documentation Page" ("1. REPORT DATE", "4. TITLE AND SUBTITLE", "5.
AUTHOR(S)" over their values) gave its heading as the title and its labels as names;
an Italian frontispiece's "Relatore:" over a professor, set left of "Candidati:" over
the names, gave the professor as the first author and one candidate; "Lecturer: P.
Padovani" named nobody; a chapter's byline in mixed case over its title was never
read.  Controls: numbered headings in capitals of a paper's body are no form, a
byline over an "Advisor:" label is cut there as before, a journal's name in mixed
case over a title is no byline.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _BODY, _rows

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = "Seasonal Storage of Heat in Shallow Aquifers under Dense Cities"
_ABSTRACT = [
    "We followed the temperature of the ground water under three city districts for six",
    "years and asked how much of the summer's heat a shallow aquifer keeps until winter.",
    "The wells that were pumped in both seasons kept about a third of the heat, while the",
    "wells left alone lost nearly all of it within two months of the first autumn frost.",
]


def _docpage(path: Path) -> None:
    """A report's documentation page: numbered field labels in 7 pt capitals over their
    values, two fields in the first row, the authors' value wrapped inside a name."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((190, 80), "REPORT DOCUMENTATION PAGE", fontsize=14, fontname="hebo")
    row = ((_LEFT, "1. REPORT DATE", "June 2019"), (300, "2. REPORT TYPE", "Final"))
    for x, label, value in row:
        page.insert_text((x, 120), label, fontsize=7, fontname="helv")
        page.insert_text((x, 136), value, fontsize=11)
    page.insert_text((_LEFT, 156), "4. TITLE AND SUBTITLE", fontsize=7, fontname="helv")
    page.insert_text((_LEFT, 172), _TITLE, fontsize=11, fontname="tibo")
    page.insert_text((_LEFT, 192), "5. AUTHOR(S)", fontsize=7, fontname="helv")
    page.insert_text((_LEFT, 208), "Marta Ferreira, Jonas Lindqvist, Debashish Gos-", fontsize=11)
    page.insert_text((_LEFT, 222), "wami", fontsize=11)
    label = "6. PERFORMING ORGANIZATION NAME(S) AND ADDRESS(ES)"
    page.insert_text((_LEFT, 242), label, fontsize=7, fontname="helv")
    page.insert_text((_LEFT, 258), "Institute of Hydrology, Lund University, Sweden", fontsize=11)
    page.insert_text((_LEFT, 290), "7. ABSTRACT", fontsize=7, fontname="helv")
    y = _rows(page, _LEFT, 308, _ABSTRACT, 11)
    page.insert_text((_LEFT, y + 20), "8. SUBJECT TERMS", fontsize=7, fontname="helv")
    page.insert_text((_LEFT, y + 36), "aquifers, heat storage, cities", fontsize=11)
    doc.save(path)


def test_a_documentation_page_title_is_its_title_field(tmp_path: Path) -> None:
    path = tmp_path / "docpage.pdf"
    _docpage(path)
    assert extract_pdf(path).title == _TITLE


def test_a_documentation_page_authors_are_its_author_field(tmp_path: Path) -> None:
    path = tmp_path / "docpage.pdf"
    _docpage(path)
    authors = tuple(extract_pdf(path).authors)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist", "Debashish Goswami")


def test_control_numbered_headings_in_capitals_are_no_form(tmp_path: Path) -> None:
    """A paper whose body has numbered headings in capitals: its title and byline."""
    path = tmp_path / "paper.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), _TITLE, fontsize=16, fontname="tibo")
    page.insert_text((_LEFT, 118), "Marta Ferreira and Jonas Lindqvist", fontsize=11)
    page.insert_text((_LEFT, 134), "Institute of Hydrology, Lund University, Sweden", fontsize=9)
    page.insert_text((_LEFT, 164), "ABSTRACT", fontsize=10, fontname="tibo")
    y = _rows(page, _LEFT, 180, _ABSTRACT, 10)
    for heading in ("1. INTRODUCTION", "2. METHODS", "3. RESULTS"):
        page.insert_text((_LEFT, y + 18), heading, fontsize=10, fontname="tibo")
        y = _rows(page, _LEFT, y + 34, _BODY, 10)
    doc.save(path)
    result = extract_pdf(path)
    assert result.title == _TITLE
    assert tuple(result.authors) == ("Marta Ferreira", "Jonas Lindqvist")


def _frontispiece(path: Path, left: list[str], right: list[str]) -> None:
    """A thesis frontispiece: the department, the degree, the title, then two columns of
    labels in bold over names (``left`` and ``right``: a label, then its names), the
    academic year at the foot; the abstract under "Sommario" on page 2."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((200, 100), "Dipartimento di Fisica", fontsize=12)
    page.insert_text((190, 136), "Corso di Laurea Magistrale in Fisica", fontsize=11)
    page.insert_text((250, 206), "Tesi di Laurea", fontsize=12)
    page.insert_text((_LEFT, 256), _TITLE, fontsize=16, fontname="tibo")
    for x, rows in ((80, left), (400, right)):
        y = 400.0
        for row in rows:
            bold = row.endswith(":")
            y += 10 if bold and y > 400 else 0
            page.insert_text((x, y), row, fontsize=11, fontname="tibo" if bold else "tiro")
            y += 14
    page.insert_text((200, 720), "Anno Accademico 2020-2021", fontsize=12)
    second = doc.new_page(width=_W, height=_H)
    second.insert_text((_LEFT, 90), "Sommario", fontsize=14, fontname="tibo")
    _rows(second, _LEFT, 116, _ABSTRACT + _BODY, 11)
    doc.save(path)


def test_supervisors_beside_the_candidates_are_no_authors(tmp_path: Path) -> None:
    path = tmp_path / "tesi.pdf"
    left = ["Relatore:", "Prof. Paolo Ferrante", "Correlatore:", "Dott. Sergio Valli"]
    right = ["Candidati:", "Marta Ferreira", "Jonas Lindqvist", "Eva Roth"]
    _frontispiece(path, left, right)
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira", "Jonas Lindqvist", "Eva Roth")


def test_an_english_supervisor_beside_the_candidate_is_no_author(tmp_path: Path) -> None:
    path = tmp_path / "thesis.pdf"
    _frontispiece(path, ["Supervisor:", "Prof. Giulia Marchetti"], ["Candidate:", "Eva Roth"])
    assert tuple(extract_pdf(path).authors) == ("Eva Roth",)


def test_control_a_byline_over_an_advisor_label_is_cut_there(tmp_path: Path) -> None:
    """A thesis's author under its title and "Advisor: …" under the author, as before."""
    path = tmp_path / "thesis.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 120), _TITLE, fontsize=16, fontname="tibo")
    page.insert_text((_LEFT, 160), "Marta Ferreira", fontsize=12)
    page.insert_text((_LEFT, 200), "Advisor: Prof. Giulia Marchetti", fontsize=11)
    page.insert_text((_LEFT, 240), "Abstract", fontsize=12, fontname="tibo")
    y = _rows(page, _LEFT, 258, _ABSTRACT, 11)
    page.insert_text((_LEFT, y + 20), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 40, _BODY * 3, 11)
    doc.save(path)
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira",)


def _lecture(path: Path, byline: str) -> None:
    """Lecture notes: a course line, "Lecture 6", the title, ``byline`` centred, the
    place, then a bold "Synopsis" over the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), "Course 250: Lecture Notes", fontsize=10, fontname="tibo")
    page.insert_text((460, 90), "Spring 2022", fontsize=10)
    page.insert_text((270, 116), "Lecture 6", fontsize=12)
    page.insert_text((_LEFT, 142), _TITLE, fontsize=14, fontname="tibo")
    page.insert_text((240, 168), byline, fontsize=10)
    page.insert_text((170, 184), "Institute of Hydrology, Lund University, Sweden", fontsize=9)
    page.insert_text((_LEFT, 214), "Synopsis", fontsize=10, fontname="tibo")
    y = _rows(page, _LEFT, 230, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 24), "1 Introduction", fontsize=14, fontname="tibo")
    _rows(page, _LEFT, y + 44, _BODY * 3, 10)
    doc.save(path)


def test_a_lecturer_label_before_a_single_name(tmp_path: Path) -> None:
    path = tmp_path / "lecture.pdf"
    _lecture(path, "Lecturer: P. Padovani")
    assert tuple(extract_pdf(path).authors) == ("P. Padovani",)


def test_a_speaker_label_before_a_single_name(tmp_path: Path) -> None:
    path = tmp_path / "talk.pdf"
    _lecture(path, "Speaker: Debashish Goswami")
    assert tuple(extract_pdf(path).authors) == ("Debashish Goswami",)


def _chapter(path: Path, above: str) -> None:
    """A chapter of a collected volume: "Chapter 7", ``above`` in 12 pt over the title
    in 20 pt, a dedication in italics, the abstract in small type with no heading, and
    the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 100), "Chapter 7", fontsize=12)
    page.insert_text((_LEFT, 150), above, fontsize=12)
    page.insert_text((_LEFT, 196), "Seasonal Storage of Heat", fontsize=20)
    page.insert_text((_LEFT, 222), "in Shallow Aquifers under Dense Cities", fontsize=20)
    dedication = "Dedicated to Helga Sørlie on the occasion of her seventieth birthday"
    page.insert_text((_LEFT, 256), dedication, fontsize=10, fontname="tiit")
    y = _rows(page, _LEFT, 290, _ABSTRACT, 9)
    page.insert_text((270, y + 30), "Introduction", fontsize=10, fontname="tibo")
    _rows(page, _LEFT, y + 50, _BODY * 3, 10)
    doc.save(path)


def test_names_in_mixed_case_above_the_title(tmp_path: Path) -> None:
    path = tmp_path / "chapter.pdf"
    _chapter(path, "E. Zhao, Marta Ferreira, and Jonas Lindqvist")
    assert tuple(extract_pdf(path).authors) == ("E. Zhao", "Marta Ferreira", "Jonas Lindqvist")


def test_control_a_journal_name_in_mixed_case_above_the_title_is_no_byline(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chapter.pdf"
    _chapter(path, "Hydrology Letters")
    assert tuple(extract_pdf(path).authors) == ()


def test_a_single_name_of_no_listed_given_name_above_the_title(tmp_path: Path) -> None:
    """A surname in no word list vouches for a name whose given name is not listed."""
    path = tmp_path / "chapter.pdf"
    _chapter(path, "Somnath Choudhury")
    assert tuple(extract_pdf(path).authors) == ("Somnath Choudhury",)
