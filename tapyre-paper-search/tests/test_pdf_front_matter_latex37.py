"""LaTeX front matter, round 37 (``latex37``), drawn with PyMuPDF on A4 pages.

Round 36's held-out ``runin-title``, now train: a bold title run into its italic
byline in one paragraph ("**Title** — *Ann Lee, Bo Chen and Cy Roe*").  The title is
the run in the title's type up to the change of type, the byline what follows in the
other type (:mod:`~tapyre_paper_search.pdf.runintitle`, the spans' change of type by
:mod:`~tapyre_paper_search.pdf.runintype`); a bold title whose last words are set in
italics that read as no names keeps them.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _ABSTRACT, _rows
from test_pdf_front_matter_latex33 import _BODY as _LIVER_BODY

_W, _H, _LEFT = 595.0, 842.0, 72.0
_DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
_DASH = " \u2014 "  # (the base fonts have no em dash)


def _runs(page: pymupdf.Page, y: float, runs: list[tuple[str, str]], size: float) -> None:
    """One line of ``runs`` (text, face: "tibo" bold, "tiit" italic, "dash") from the
    left margin at ``y``, each run where the one before it ends."""
    x = _LEFT
    for text, face in runs:
        if face == "dash":
            font = pymupdf.Font(fontfile=_DEJAVU)
            page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=_DEJAVU)
            x += font.text_length(text, size)
        else:
            page.insert_text((x, y), text, fontsize=size, fontname=face)
            x += pymupdf.get_text_length(text, fontname=face, fontsize=size)


def _entry(path: Path, head: list[list[tuple[str, str]]]) -> None:
    """An abstract book's entry: the ``head`` paragraph's lines (12 pt, a line's step
    apart), the places in small type, then the abstract with no heading and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 100.0
    for runs in head:
        _runs(page, y, runs, 12)
        y += 14.5
    page.insert_text(
        (_LEFT, y + 2), "Department of Biochemistry, University of Cagliari, Italy",
        fontsize=9, fontname="tiro",
    )  # fmt: skip
    y += 30
    y = _rows(page, _LEFT, y, _ABSTRACT, 10)
    page.insert_text((_LEFT, y + 24), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 44, _LIVER_BODY, 10)
    doc.save(path)


def test_a_title_run_into_its_byline_over_two_lines(tmp_path: Path) -> None:
    path = tmp_path / "runin.pdf"
    _entry(
        path,
        [
            [("Isolation of intact nuclei of high purity from mouse liver by", "tibo")],
            [
                ("gentle homogenization", "tibo"),
                (_DASH, "dash"),
                ("Marta Ferreira, Jonas Lindqvist and", "tiit"),
            ],
            [("Chiara Russo", "tiit")],
        ],
    )
    record = extract_pdf(path)
    assert record.title == (
        "Isolation of intact nuclei of high purity from mouse liver by gentle homogenization"
    )
    assert record.authors == ("Marta Ferreira", "Jonas Lindqvist", "Chiara Russo")
    assert record.abstract.startswith(_ABSTRACT[0])


def test_a_short_title_run_into_its_byline_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "short.pdf"
    _entry(
        path,
        [[("Intact nuclei from mouse liver", "tibo"), (_DASH, "dash"),
          ("Marta Ferreira and Jonas Lindqvist", "tiit")]],
    )  # fmt: skip
    record = extract_pdf(path)
    assert record.title == "Intact nuclei from mouse liver"
    assert record.authors == ("Marta Ferreira", "Jonas Lindqvist")


def test_italic_words_closing_a_bold_title_that_name_nobody_stay_in_it(tmp_path: Path) -> None:
    """Control (passes on the base too): the italic run reads as no names."""
    path = tmp_path / "species.pdf"
    _entry(
        path,
        [
            [("Growth of biofilms on steel surfaces in the presence of", "tibo")],
            [("flowing water by", "tibo"), (" Escherichia coli and Bacillus subtilis", "tiit")],
            [("Marta Ferreira and Jonas Lindqvist", "tiro")],
        ],
    )
    record = extract_pdf(path)
    assert "Escherichia" not in " ".join(record.authors)
    assert record.title.startswith("Growth of biofilms on steel surfaces")


def test_the_change_of_type_is_found_in_the_spans() -> None:
    from tapyre_paper_search.pdf.runintype import type_change

    def style(font: str) -> tuple[bool, bool, bool]:
        return ("Bold" in font, "Italic" in font, False)

    def spans(*runs: tuple[str, str]) -> list[dict[str, object]]:
        return [{"text": text, "font": font, "flags": 0} for text, font in runs]

    run_in = spans(("Title of it", "T-Bold"), (" \u2014 ", "T-Roman"), ("Ann Lee", "T-Italic"))
    assert type_change(run_in, style) == 2
    # a roman lead, a bold run after the change, a third type: no run-in
    assert type_change(spans(("Methods", "T-Roman"), ("We", "T-Italic")), style) == 0
    assert type_change(spans(("A", "T-Bold"), ("coli", "T-BoldItalic")), style) == 0
    assert type_change(spans(("A", "T-Bold"), ("b", "T-Italic"), ("c", "T-Roman")), style) == 0


def test_a_name_hyphenated_at_the_bylines_line_end_is_mended(tmp_path: Path) -> None:
    path = tmp_path / "hyphen.pdf"
    _entry(
        path,
        [
            [("Intact nuclei from mouse liver", "tibo"), (_DASH, "dash"), ("M. Fer-", "tiit")],
            [("reira and J. Lindqvist", "tiit")],
        ],
    )
    record = extract_pdf(path)
    assert record.title == "Intact nuclei from mouse liver"
    assert record.authors == ("M. Ferreira", "J. Lindqvist")
