"""Review 148 of latex41b (round 41): a bold lead opening in prose with a key point's
word in title case ("Question Answering over …", "Findings From …", "Meaning
Representations …") was taken for a Key Points box's run-in label by
``boldlead._KEY_POINT`` (any capital after the word) and the abstract was lost; read
on 671331d3.  The label now needs a mark after it, capitals ("QUESTION Does"), or an
item's opening word ("Question Does …", "Findings In …").
"""

from __future__ import annotations

from pathlib import Path

import pytest
import test_pdf_front_matter_latex40 as latex40
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.boldlead import opens_key_point

_LEADS = [
    ["Question Answering over knowledge graphs is a central task in",
     "natural language processing, and we study it here."],
    ["Findings From a national survey of forty hospitals show that",
     "readmission rates fell after the reform."],
    ["Meaning Representations for natural language understanding are",
     "learned jointly with a parser in this work."],
]  # fmt: skip


@pytest.mark.parametrize("lead", _LEADS, ids=["question", "findings", "meaning"])
def test_a_bold_lead_opening_with_a_key_point_word_in_title_case(
    tmp_path: Path, lead: list[str]
) -> None:
    path = tmp_path / "letter.pdf"
    latex40._letter(path, lead)
    assert extract_pdf(path).abstract == " ".join(lead)


@pytest.mark.parametrize(
    "text",
    ["Question: Does it?", "QUESTION Does it?", "Question Does a reduction exist?",
     "Findings In this cohort study of 40 sites", "Meaning These findings suggest",
     "Findings. In this study"],
)  # fmt: skip
def test_control_key_point_labels_still_told(text: str) -> None:
    """Control: the labels latex41b told are still told."""
    assert opens_key_point(text)


@pytest.mark.parametrize(
    "text",
    ["Question Answering (QA) is", "Findings From a survey", "Meaning Representations are",
     "Question answering is", "Meaning-making in classrooms"],
)  # fmt: skip
def test_prose_openers_are_no_key_point_labels(text: str) -> None:
    assert not opens_key_point(text)
