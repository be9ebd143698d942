"""An abstract whose run-in label is set apart by weight alone ("**Abstract** We
prove …", no colon or stop), drawn with PyMuPDF: a sentence or two is read as the
abstract, without the label."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.runinlabel import bold_runin

TITLE = "Proper holomorphic discs in Stein domains of dimension two"
ABSTRACT = (
    "We prove the existence of global Bishop discs in a strictly pseudoconvex Stein "
    "domain in an almost complex manifold of complex dimension two."
)
BODY = (
    "The phosphorylation of the receptor serine residue is required for its full "
    "activity, and the residue is phosphorylated by the kinase in vitro and in cells "
    "treated with growth factors. "
) * 6


def _chapter(path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 103), "Chapter 4", fontsize=14, fontname="tiro")
    page.insert_text((60, 132), TITLE, fontsize=16, fontname="tibo")
    page.insert_text(
        (60, 162), "Bernard Coupet and Alexandre Sukhov", fontsize=10.5, fontname="tiit"
    )
    page.insert_text(
        (60, 184), "Department of Mathematics, University of Lille, France", fontsize=8.5
    )
    x = 84 + pymupdf.get_text_length("Abstract ", "tibo", 9.5)
    first, _, rest = ABSTRACT.partition(" Stein domain")
    rest = "Stein domain" + rest
    page.insert_text((84, 241), "Abstract ", fontsize=9.5, fontname="tibo")
    page.insert_text((x, 241), first, fontsize=9.5, fontname="tiro")
    page.insert_text((84, 254), rest.strip(), fontsize=9.5, fontname="tiro")
    page.insert_text((60, 292), "Introduction", fontsize=10.5, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(60, 300, 535, 600), BODY, fontsize=10.5, fontname="tiro")
    doc.save(path)


def test_a_short_abstract_after_a_bold_label_with_no_colon_is_read(tmp_path: Path) -> None:
    path = tmp_path / "chapter.pdf"
    _chapter(path)
    found = extract_pdf(path)
    assert found.title == TITLE
    assert found.abstract == ABSTRACT


def test_bold_runin_needs_a_bold_label_and_roman_text() -> None:
    def line(text: str, bold: bool, lead: str) -> Line:
        return Line(text, 9.5, bold, False, False, 0.0, 0.0, 400.0, 10.0, 0, lead=lead)

    text = "Abstract We prove the existence of global Bishop discs"
    assert bold_runin(line(text, False, "Times-Bold/b")) == text[9:]
    assert bold_runin(line(text, False, "Times-Roman/")) is None  # no bold label
    assert bold_runin(line(text, True, "Times-Bold/b")) is None  # a bold line: a title
    assert bold_runin(line("Summary statistics of the", False, "Times-Bold/b")) is None
