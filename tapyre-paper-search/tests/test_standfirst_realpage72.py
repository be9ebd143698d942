"""A commentary's standfirst in large type under its title is its abstract, though a
"COMMENTARY" label says the page has none (:mod:`~tapyre_paper_search.pdf.standfirst`,
realpage72); the names under it are read too; under another kicker a short standfirst
is read rather than the text under the byline
(:mod:`~tapyre_paper_search.pdf.headingless`).  What stays: a commentary whose text
starts under its title in the body's type, or under a one-line subtitle in larger type,
has no abstract, and a one-line subtitle under another kicker is no abstract."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.standfirst import standfirst

MUPDF: Any = pymupdf  # untyped

TITLE = "Aspects of Lattice Self-Energy in Correlated Oxides"
STANDFIRST = (
    "Lattice contributions to the electronic self-energy of complex oxides have stirred a "
    "lively debate. Here we weigh the arguments against phonons as the origin of the effects "
    "seen in photoemission, and we show that none of them holds once the detailed "
    "simulations are made."
)
BODY = (
    "The study of correlated electron systems has long asked how electrons couple to the "
    "lattice and to each other, and the answer shapes our picture of superconductivity in "
    "the copper oxides and related compounds. "
) * 9


def _page(
    path: Path, stand_size: float, standfirst: str = STANDFIRST, kicker: str = "COMMENTARY"
) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((52, 50), kicker, fontsize=10, fontname="hebo")
    page.insert_text((330, 50), "Journal of Signal Studies | 17 May 2011", fontsize=8)
    page.insert_text((52, 84), TITLE, fontsize=20, fontname="hebo")
    box = MUPDF.Rect(52, 100, 560, 100 + 6 * stand_size * 1.3)
    assert page.insert_textbox(box, standfirst, fontsize=stand_size, fontname="helv") >= 0
    low = box.y0 + (standfirst.count(" ") // 12 + 2) * stand_size * 1.3
    page.insert_text((52, low + 14), "WEI LEE AND SARAH JOHNSTON", fontsize=9.5, fontname="hebo")
    page.draw_line((52, low + 22), (560, low + 22))
    for x in (52, 314):
        page.insert_textbox(
            MUPDF.Rect(x, low + 34, x + 246, 740), BODY, fontsize=9, fontname="helv"
        )
    page = doc.new_page(width=612, height=792)
    for x in (52, 314):
        page.insert_textbox(MUPDF.Rect(x, 50, x + 246, 740), BODY, fontsize=9, fontname="helv")
    doc.save(path)
    return path


@pytest.mark.parametrize("kicker", ["COMMENTARY", "PERSPECTIVE", "ANALYSIS"])
def test_a_short_standfirst_is_the_abstract(tmp_path: Path, kicker: str) -> None:
    # (under "PERSPECTIVE" the classifier's run was the text under the byline: headingless)
    found = extract_pdf(_page(tmp_path / "s.pdf", 13, kicker=kicker), max_pages=2, tables=False)
    assert found.title == TITLE
    assert found.abstract == STANDFIRST
    assert list(found.authors) == ["Wei Lee", "Sarah Johnston"]


SUBTITLE = "Why lattice effects matter for the self-energy of oxides."


@pytest.mark.parametrize(
    "standfirst", [STANDFIRST, SUBTITLE], ids=["body-type", "one-line-subtitle"]
)
def test_a_commentary_without_a_standfirst_has_no_abstract(tmp_path: Path, standfirst: str) -> None:
    size = 9 if standfirst == STANDFIRST else 13
    found = extract_pdf(_page(tmp_path / "n.pdf", size, standfirst), max_pages=2, tables=False)
    assert found.title == TITLE
    assert found.abstract == ""


def test_a_one_line_subtitle_is_no_standfirst(tmp_path: Path) -> None:
    path = _page(tmp_path / "n.pdf", 13, SUBTITLE, kicker="PERSPECTIVE")
    found = extract_pdf(path, max_pages=2, tables=False)
    assert found.title == TITLE
    assert SUBTITLE not in found.abstract


def _line(text: str, y: float, size: float) -> Line:
    return Line(
        text, size, False, False, False, 52.0, y, 52.0 + len(text) * size * 0.5, y + size, 0
    )


SENTENCES = [
    "One sentence ends here. A second",
    "sentence follows it on the next line",
    "and ends.",
]


@pytest.mark.parametrize(
    ("sizes", "texts", "lead", "expected"),
    [
        ((13, 13, 13), SENTENCES, 0, True),
        ((13, 13, 13), SENTENCES, 2, True),  # past a byline and a dateline
        ((13, 13, 13), SENTENCES, 3, False),  # too far under the title
        ((10, 10, 10), SENTENCES, 0, False),  # no step over the 9 pt body
        ((13, 13, 9), SENTENCES, 0, False),  # two lines: a subtitle
        ((13, 13, 13), ["No sentence ends", "in these three lines", "of large type"], 0, False),
        # a byline of three lines in large type: its initials' stops end no sentence
        # (review 67)
        (
            (13, 13, 13),
            ["Anna B. Lee, Carl D. Moe,", "Dana E. Price, Eve F. Stone,", "and Jon K. Wolf"],
            0,
            False,
        ),
    ],
)
def test_standfirst_run(
    sizes: tuple[float, ...], texts: list[str], lead: int, expected: bool
) -> None:
    lines = [_line("Title", 40, 20)] + [_line("By A. Lee", 70 + 5 * k, 9) for k in range(lead)]
    lines += [_line(t, 100 + 16 * k, s) for k, (t, s) in enumerate(zip(texts, sizes, strict=True))]
    found = standfirst(lines, 1, 9.0)
    assert (found is not None) is expected
    if found is not None:
        assert found.text == " ".join(texts) and found.inferred
