"""review133 on speed40r (issue 25, round 40): the two speed cuts
(``reflistend.heading_as_entries`` asking ``refends.heading_line`` first, and
``normalize_text`` splitting paragraphs with ``str.split``) change no output.  No defect
was found, so every test here is a labelled control: each passes on 98372058 and on the
branch, and reads a whole drawn PDF through :func:`extract_pdf` (speed40r's own tests
are unit tests of the functions alone).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

_ENTRIES = [
    f"[{i}] A. Author{i} and B. Writer. A study of things number {i}. In Proc. Conf., {2000 + i}."
    for i in range(1, 9)
]
_LAST = "A. Author8 and B. Writer. A study of things number 8. In Proc. Conf., 2008."


def _lines(page: pymupdf.Page, lines: list[str | None], y: float = 72.0) -> float:
    for text in lines:
        if text is not None:
            page.insert_text((72, y), text, fontsize=9, fontname="helv")
        y += 22 if text is None else 11
    return y


def _paper(tmp_path: Path, tail: list[str | None], odd_pages: bool = False) -> Path:
    doc = pymupdf.open()
    _lines(
        doc.new_page(),
        ["Deep Things: A Study", None, "Jane Doe, John Roe", None, "Abstract",
         "We study things in depth and at length here for you.", None,
         "1 Introduction", "Things are studied here."],
    )  # fmt: skip
    page = doc.new_page()
    _lines(page, [None, *tail], y=_lines(page, ["References", *_ENTRIES]))
    if odd_pages:
        doc.new_page()  # a page with no text
        doc.new_page().insert_text((300, 400), "Rotated line of text", fontsize=9, rotate=90)
        _lines(
            doc.new_page(),
            ["soft\u00adhyphen word e\ufb03cient \ufb01nal", "ctrl\x07char text", "",
             "\u0645\u0631\u062d\u0628\u0627 \u0628\u0643\u0645"],
        )  # fmt: skip
    path = tmp_path / "paper.pdf"
    doc.save(path)
    return path


@pytest.mark.parametrize(
    "heading",
    ["Acknowledgements", "A.1 Extra Experiments", "Danksagung", "appendix a: proofs"],
)
def test_a_heading_in_the_lists_type_ends_the_list(tmp_path: Path, heading: str) -> None:
    # (control: the path speed40r reordered, end to end; same on 98372058)
    prose = "the proofs of the lemmas are given in full below here and there for you."
    record = extract_pdf(_paper(tmp_path, [heading, prose]))
    assert len(record.references) == 8
    assert record.references[-1].text == _LAST


def test_a_heading_like_entry_line_is_kept_in_the_list(tmp_path: Path) -> None:
    # (control: "9. Appendix …" after entry 8 opens an entry's shape, a year under the
    # prose marks an entry's title: neither ends the list on 98372058 nor on the branch)
    tail: list[str | None] = [
        "Supplementary Material for deep nets",
        "improves the training of deep networks by a wide margin",
        "In Proc. Conf., 2019.",
    ]
    record = extract_pdf(_paper(tmp_path, tail))
    assert record.references[-1].text.startswith(_LAST + " Supplementary Material")


def test_odd_pages_after_the_list_are_read_without_error(tmp_path: Path) -> None:
    # (control: an empty page, rotated text, soft hyphen, ligatures, a control
    # character and right-to-left text after the list: no page error, the list kept)
    prose = "We thank the reviewers for their comments on the draft of the paper."
    record = extract_pdf(_paper(tmp_path, ["Acknowledgements", prose], odd_pages=True))
    assert record.page_errors == ()
    assert record.page_count == 5
    assert record.references[-1].text == _LAST
