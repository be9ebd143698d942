"""Round 49's second review (review56): review54's writers' sentence after an abstract.

review54 read such a sentence only where it named a written piece from a short list
("brief", "report", "Bericht", …): a brief signed "This booklet was compiled by Ann
Lee.", "These notes were written by …", "Diese Broschüre wurde von … verfasst.",
"Cette fiche a été rédigée par …" named nobody.  A verb of writing proper with a
determiner pointing at the piece in hand reads whatever the noun, the list has more
pieces and plurals; sentences about samples, data sets and earlier work still sign
nothing (labelled controls).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from brief_pages import ABSTRACT, brief
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.writersentence import writers_piece

_WRITERS = [
    ("This booklet was compiled by Ann Lee.", ("Ann Lee",)),
    ("These notes were written by Ann Lee and Bo Chen.", ("Ann Lee", "Bo Chen")),
    ("Ann Lee and Bo Chen wrote this handout.", ("Ann Lee", "Bo Chen")),
    ("This manuscript was prepared by Ann Lee.", ("Ann Lee",)),
    ("Diese Brosch\u00fcre wurde von Anna Meyer verfasst.", ("Anna Meyer",)),
    ("Cette fiche a \u00e9t\u00e9 r\u00e9dig\u00e9e par Marie Dupont.", ("Marie Dupont",)),
]


@pytest.mark.parametrize(("sentence", "names"), _WRITERS)
def test_a_writers_sentence_naming_another_kind_of_piece_is_read(
    tmp_path: Path, sentence: str, names: tuple[str, ...]
) -> None:
    """Fails on 8175a405: the page had no authors."""
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, sentence)
    assert extract_pdf(path).authors == names


@pytest.mark.parametrize(("sentence", "names"), _WRITERS)
def test_writers_piece_reads_the_names(sentence: str, names: tuple[str, ...]) -> None:
    """Fails on 8175a405: the pure reader gave ""."""
    assert writers_piece(sentence) == " and ".join(names)


@pytest.mark.parametrize(
    "sentence",
    [
        "This data set was prepared by Ann Lee and Bo Chen.",
        "These samples were prepared by Ann Lee.",
        "Ann Lee and Bo Chen wrote the software.",
        "Ann Lee and Bo Chen wrote the first survey.",
    ],
)
def test_control_other_making_and_earlier_work_sign_nothing(sentence: str) -> None:
    """Control (passes on 8175a405 too): no written piece in hand, or an earlier one."""
    assert writers_piece(sentence) == ""


def test_control_a_brief_signed_by_its_writers_is_read(tmp_path: Path) -> None:
    """Control (passes on 8175a405 too): review54's own shape."""
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, "Ann Lee and Bo Chen wrote this brief.")
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen")
