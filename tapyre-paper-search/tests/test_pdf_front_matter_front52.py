"""Office and browser front matter, round 52 (``front52``), drawn with PyMuPDF on A4 pages.

front51's held-out layouts, now train:

* a cover letter: a letterhead, a date, the editor's name and "Dear Dr. …," over a
  first paragraph quoting the title (or a "Re:" subject line), the abstract indented
  after "Its abstract reads:", then "Sincerely," over the signatories
  (:mod:`~tapyre_paper_search.pdf.letterpage`);
* a seminar's announcement: "Speaker: Ann Lee, University of Leeds" under the title,
  the co-authors only in "Joint work with Bo Chen and Cy Diaz."
  (:mod:`~tapyre_paper_search.pdf.jointwork`);
* a search engine's result: the title over a source line "A Lee, B Chen - Journal of
  Methods, 2021 - site.org", initials without full stops, one name or several
  (:mod:`~tapyre_paper_search.pdf.sourceline`).

Controls keep what was read before: a letter quoting nothing and naming no subject is no
letter's form; "joint work with" in prose or with no name read adds nobody; a line with a
dash and no year names nobody here.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_front47 import _ABSTRACT, _BODY, _H, _LEFT, _TITLE, _W, _text
from textlines import text_line

_TRUTH = " ".join(_ABSTRACT)
Row = tuple[float, str, float, str]  # x offset, text, size, face ("" or "b")


def _rows(tmp_path: Path, rows: list[Row], *, body: bool = True) -> ExtractedPdf:
    """``rows`` a line each (a row of size 0 is a blank line), then a section heading
    and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 60.0
    for dx, text, size, face in rows:
        if size:
            _text(page, _LEFT + dx, y, text, size, face=face)
        y += (size or 8) * 1.45
    if body:
        _text(page, _LEFT, y + 20, "1. Introduction", 12, face="b")
        y += 42
        for line in _BODY:
            _text(page, _LEFT, y, line, 10)
            y += 14
    path = tmp_path / "page.pdf"
    doc.save(path)
    return extract_pdf(path)


def _line(text: str, y: float, size: float = 10.0) -> Line:
    return text_line(text, y, size=size, x0=_LEFT, x1=_LEFT + 300)


def _letter(opening: list[str], *, subject: str = "", closing: str = "Sincerely,") -> list[Row]:
    rows: list[Row] = [
        (300, "University of Antwerp", 11, "b"),
        (300, "Department of Marine Chemistry", 8, ""),
        (0, "", 0, ""),
        (0, "17 March 2016", 10, ""),
        (0, "", 0, ""),
        (0, "Dr. Cy Diaz", 10, ""),
        (0, "Editor-in-Chief", 10, ""),
        (0, "", 0, ""),
    ]
    if subject:
        rows += [(0, subject, 10, "b"), (0, "", 0, "")]
    rows.append((0, "Dear Dr. Diaz,", 10, ""))
    rows += [(0, text, 10, "") for text in opening]
    rows += [(24, text, 10, "") for text in _ABSTRACT]
    rows += [(0, "Thank you for considering our work.", 10, ""), (0, "", 0, "")]
    rows += [(0, closing, 10, ""), (0, "", 0, "")]
    rows += [(0, "Ann Lee, University of Antwerp", 10, ""), (0, "Bo Chen, ETH Zurich", 10, "")]
    return rows


_OPENING = [
    "We are pleased to submit our manuscript entitled",
    f"\u201c{_TITLE}\u201d for consideration as a research article.",
    "The work has not been published elsewhere. Its abstract reads:",
]


def test_a_cover_letters_quoted_title_signatories_and_quoted_abstract(tmp_path: Path) -> None:
    got = _rows(tmp_path, _letter(_OPENING))
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


def test_a_letters_subject_line_is_its_title(tmp_path: Path) -> None:
    opening = [
        "Please find enclosed our manuscript for consideration as a research",
        "article in your journal. Its summary is as follows:",
    ]
    got = _rows(tmp_path, _letter(opening, subject=f"Re: {_TITLE}", closing="Kind regards,"))
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


def test_a_signature_block_with_positions_and_blank_lines(tmp_path: Path) -> None:
    rows = _letter(_OPENING, closing="Yours faithfully,")[:-2]
    rows += [(0, "Prof. Ann Lee", 10, ""), (0, "Professor of Physics", 10, ""), (0, "", 0, "")]
    rows += [(0, "Bo Chen (corresponding author)", 10, ""), (0, "Department of Physics", 10, "")]
    rows += [(0, "ETH Zurich", 10, "")]  # a place under a position: that person's
    got = _rows(tmp_path, rows)
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


def test_a_german_letter_quoting_its_title(tmp_path: Path) -> None:
    opening = [
        "anbei reichen wir unser Manuskript mit dem Titel",
        f"\u201e{_TITLE}\u201c zur Begutachtung ein.",
        "Die Zusammenfassung lautet:",
    ]
    rows = [
        (0, "Sehr geehrter Herr Diaz,", 10, "") if text == "Dear Dr. Diaz," else (dx, text, s, f)
        for dx, text, s, f in _letter(opening, closing="Mit freundlichen Grüßen")
    ]
    got = _rows(tmp_path, rows)
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


def test_control_a_letter_quoting_no_title_is_no_letters_form() -> None:
    from tapyre_paper_search.pdf.letterpage import read_letter  # (new: none on base)

    texts = ["Dear Dr. Diaz,", "I am glad to accept the invitation to review.", "Sincerely,"]
    plain = [_line(text, 60 + 14 * k) for k, text in enumerate([*texts, "Ann Lee"])]
    assert read_letter(plain) is None  # no subject, nothing quoted: read as any page
    texts[1] = f"We submit \u201c{_TITLE}\u201d for review."
    quoted = [_line(text, 60 + 14 * k) for k, text in enumerate([*texts, "Ann Lee"])]
    form = read_letter(quoted)
    assert form is not None and (form.title_text, form.authors) == (_TITLE, ("Ann Lee",))
    editorial = [_line(_TITLE, 40, 16), *quoted[1:3]]  # no salutation: no letter
    assert read_letter(editorial) is None


def _flyer(joint: str) -> list[Row]:
    return [
        (60, "DEPARTMENT SEMINAR SERIES", 11, "b"),
        (40, "Friday, 5 May 2019 · 2:00 pm · Seminar Room 1.07", 10, ""),
        (0, "", 0, ""),
        (0, _TITLE, 16, "b"),
        (0, "", 0, ""),
        (60, "Speaker: Ann Lee, University of Leeds", 12, ""),
        *((60, piece, 11, "") for piece in joint.split("\n")),  # wrapped where it says
        (60, "Host: Eva Roth", 11, ""),
        (0, "", 0, ""),
        *((0, text, 11, "") for text in _ABSTRACT),
    ]


def test_a_seminars_joint_work_line_names_the_co_authors(tmp_path: Path) -> None:
    for joint, names in (
        ("Joint work with Bo Chen and Cy Diaz.", ("Ann Lee", "Bo Chen", "Cy Diaz")),
        ("This is joint work with Bo Chen.", ("Ann Lee", "Bo Chen")),
        ("Gemeinsame Arbeit mit Bo Chen und Cy Diaz.", ("Ann Lee", "Bo Chen", "Cy Diaz")),
        ("In collaboration with Bo Chen (MIT).", ("Ann Lee", "Bo Chen")),
        (
            "Joint work with Bo Chen and N.\nV. Chandra Diaz.",
            ("Ann Lee", "Bo Chen", "N. V. Chandra Diaz"),
        ),
    ):
        got = _rows(tmp_path, _flyer(joint))
        assert (got.title, got.authors) == (_TITLE, names), joint


def test_control_joint_work_in_prose_or_with_no_speaker_adds_nobody() -> None:
    from tapyre_paper_search.pdf.jointwork import with_joint_names  # (new: none on base)

    prose = [_line(_TITLE, 60, 16), _line("We did joint work with the city council.", 90)]
    assert with_joint_names(prose, 1, ("Ann Lee",)) == ("Ann Lee",)
    alone = [_line(_TITLE, 60, 16), _line("Joint work with Bo Chen.", 90)]
    assert with_joint_names(alone, 1, ()) == ()


def _results(source: str) -> list[Row]:
    return [
        (10, "street trees summer", 11, ""),
        (0, "About 1,240 results (0.04 sec)", 9, ""),
        (0, "", 0, ""),
        (0, _TITLE, 13, ""),
        (0, source, 9, ""),
        *((0, text, 11, "") for text in _ABSTRACT),
        (0, "Cited by 12 · Related articles · All 5 versions", 8, ""),
    ]


def test_a_search_results_source_line_names_the_authors(tmp_path: Path) -> None:
    for source, names in (
        ("A Lee, B Chen - Journal of Methods, 2021 - site.org", ("A. Lee", "B. Chen")),
        ("M Schumacher - Proceedings of the Annual Meeting, 2012 - x.edu", ("M. Schumacher",)),
        ("AB Lee, C Chen\u2026 - Journal of Methods, 2021 - site.org", ("A. B. Lee", "C. Chen")),
        (
            "V N Kotov, D Yao, A H Castro Neto - Physical Review B, 2009 - aps.org",
            ("V. N. Kotov", "D. Yao", "A. H. Castro Neto"),
        ),
    ):
        got = _rows(tmp_path, _results(source), body=False)
        assert (got.title, got.authors) == (_TITLE, names), source


def test_control_a_dash_without_a_year_names_nobody_here() -> None:
    from tapyre_paper_search.pdf.sourceline import source_names  # (new: none on base)

    rows = [_line(_TITLE, 60, 16), _line("Ann Lee - University of Leeds", 90)]
    assert source_names(rows, 1) == ()
    prose = [_line(_TITLE, 60, 16), _line("Trees cool towns - a 2021 study of heat", 90)]
    assert source_names(prose, 1) == ()
