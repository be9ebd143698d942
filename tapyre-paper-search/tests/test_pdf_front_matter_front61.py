"""front61's rules on train material: a teaching case's writers' note after the
abstract (``casenote``).

Every PDF is built here; each case failed on 04a0f7ec but the controls.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front46 import _ABSTRACT, _H, _TITLE, _W, _text


def _case(path: Path, note: list[str]) -> None:
    """A teaching case: "CASE STUDY" and its number, the title, the opening (the
    abstract, no heading), the writers' ``note`` in small type, then a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 50, "CASE STUDY", 10, "b")
    _text(page, 63, "9-214-057", 9)
    _text(page, 100, _TITLE, 20, "b")
    y = 135.0
    for row in _ABSTRACT:
        _text(page, y, row, 11)
        y += 15
    y += 20
    for row in note:
        _text(page, y, row, 8)
        y += 10
    _text(page, y + 25, "1. Introduction", 12, "b")
    _text(page, y + 45, "Towns of fewer than twenty thousand people have seen little study.", 11)
    doc.save(path)


def test_a_teaching_case_s_note_names_its_writers_behind_their_posts(tmp_path: Path) -> None:
    """Before: no names (the note runs on past "this case"; the posts glued to names)."""
    path = tmp_path / "case.pdf"
    note = [
        "Professor Ann Lee and Research Associates Bo Chen and Cy Diaz prepared this case as",
        "the basis for class discussion rather than to illustrate effective or ineffective",
        "handling of a situation.",
    ]
    _case(path, note)
    read = extract_pdf(path)
    assert read.authors == ("Ann Lee", "Bo Chen", "Cy Diaz")
    assert (read.abstract or "").startswith("Street trees cool the towns")
    assert "prepared this case" not in (read.abstract or "")


def test_one_writer_s_note_with_a_senior_lecturer_s_post(tmp_path: Path) -> None:
    """Before: no names."""
    path = tmp_path / "case.pdf"
    note = ["Senior Lecturer Maria J. Ortiz wrote this case solely to provide material for",
            "class discussion."]  # fmt: skip
    _case(path, note)
    assert extract_pdf(path).authors == ("Maria J. Ortiz",)


def test_control_a_body_s_note_or_a_case_without_class_discussion(tmp_path: Path) -> None:
    """Control: a note naming a body, or a sentence about a case series, names nobody."""
    path = tmp_path / "case.pdf"
    _case(path, ["The Institute for Field Studies prepared this case as the basis for class",
                 "discussion."])  # fmt: skip
    assert extract_pdf(path).authors == ()
    _case(path, ["Ann Lee and Bo Chen prepared this case series from the records of",
                 "twelve towns."])  # fmt: skip
    assert extract_pdf(path).authors == ()
