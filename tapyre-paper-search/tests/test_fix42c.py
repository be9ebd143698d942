"""fix42c on front42: tasks and roles under a lead ("Contributors") are no names.

Fail on b2886744 (merge42): under a "Contributors" (or "Prepared by") lead, rows
"Data Analysis, Institute of Limnology" / "Field Work, Norwegian Water Agency" gave
"Data Analysis" and "Field Work" as the authors (d1cd53c5 read nobody there):
:func:`~tapyre_paper_search.pdf.leadnames.line_names` read the task before its place
as a person.  Controls (pass on b2886744): people before their place or task
("Ann Lee", "Grace Hopper": English words both, no task), and front42's own
readings under a lead.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.leadnames import line_names
from test_pdf_front_matter_front42 import _report, _white_paper

_TASK_ROWS = [
    ["Data Analysis, Institute of Limnology", "Field Work, Norwegian Water Agency"],
    ["Formal Analysis \u2014 University of Bergen", "Project Administration, Ministry"],
]


@pytest.mark.parametrize("rows", _TASK_ROWS)
@pytest.mark.parametrize("lead", ["Contributors", "Prepared by"])
def test_tasks_under_a_lead_on_a_covers_back_are_nobody(
    tmp_path: Path, lead: str, rows: list[str]
) -> None:
    """Fails on b2886744: the tasks were read as the report's authors."""
    pdf = extract_pdf(_report(tmp_path / "r.pdf", lead, rows), max_pages=3)
    assert tuple(pdf.authors) == ()


def test_tasks_under_a_contributors_heading_are_nobody(tmp_path: Path) -> None:
    """Fails on b2886744 (the rules alone: with the model, the line classifier calls
    the first drawn row an author line on d1cd53c5 too)."""
    path = _white_paper(tmp_path / "w.pdf", "Contributors", _TASK_ROWS[0])
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == ()


@pytest.mark.parametrize(
    "text",
    [
        "Data Analysis, Institute of Limnology",
        "Field Work, Norwegian Water Agency",
        "Formal Analysis \u2014 University of Bergen",
        "Data Curation | Norwegian Water Agency",
        "Data Analysis and Field Work",
    ],
)
def test_a_task_is_no_name_on_its_line(text: str) -> None:
    """Fails on b2886744: the task before its place (or the line whole) was a name."""
    assert line_names(text) == ()


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Ann Lee, Institute of Limnology", ("Ann Lee",)),
        ("Grace Hopper, Naval Research Laboratory", ("Grace Hopper",)),
        ("Grace Hopper \u2014 Data Analysis, Institute of Limnology", ("Grace Hopper",)),
        ("Rich Green, Institute of Limnology", ("Rich Green",)),
        ("Young Kim — Senior Analyst, Ministry", ("Young Kim",)),
        ("Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_person_before_a_place_or_task_is_read_as_before(
    text: str, names: tuple[str, ...]
) -> None:
    """Control (passes on b2886744): a person's line."""
    assert line_names(text) == names


def test_a_task_after_a_person_is_dropped() -> None:
    """Fails on b2886744: a line read whole as names kept the task as a second name."""
    assert line_names("Hope Mills, Field Work") == ("Hope Mills",)


def test_people_under_a_contributors_lead_are_read_as_before(tmp_path: Path) -> None:
    """Control (passes on b2886744, front42's gain: d1cd53c5 read nobody)."""
    rows = [
        "Grace Hopper, Institute of Limnology",
        "Ann Lee \u2014 Field Work, Norwegian Water Agency",
    ]
    pdf = extract_pdf(_report(tmp_path / "r.pdf", "Contributors", rows), max_pages=3)
    assert tuple(pdf.authors) == ("Grace Hopper", "Ann Lee")
