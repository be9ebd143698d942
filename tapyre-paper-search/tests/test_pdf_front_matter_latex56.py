"""Round 56, LaTeX front matter (round 54's held-out kinds, read on train pages).

A submitted manuscript's title page is double spaced: labelled fields ("Title:",
"Running title:", "Authors:", …) whose values wrap under themselves a double line
pitch lower (26 points for 12-point type), more than the two sizes a single-spaced
form's run-on row may stand under its label's row.  The title's second row was lost
("… function together to affect" without "Drosophila locomotion and life span"): a
row's value goes on where the next row stands no farther below than the page's own
line pitch, the tightest step between its rows of that size
(:mod:`~tapyre_paper_search.pdf.linepitch`).

The same manuscript's abstract, on page 2, stopped in mid-sentence at the page's last
row ("… whereas pore volume"), TeX's page break leaving the rows under it empty; the
class's running foot ("IJDC | General Article") stands alone 245 points lower in the
abstract's own size, and every line left under an abstract had to be set smaller
(footnotes) for it to go on at the next page.  One line alone far under the text is the
page's foot (:mod:`~tapyre_paper_search.pdf.runningfoot`); the next page still has to
go on the sentence in lower case.

A report class numbers its first section within a chapter ("0.1 Introduction", "1.1
Introduction"): set larger at the top of the page an abstract filled the page before
to its foot, it was taken for a running head and the section's text read as the
abstract going on.  A dotted number before a first section's name is a heading
(:mod:`~tapyre_paper_search.pdf.abstractcarry`).

A wide page's title in 30-point capitals whose widest row ("TRANSDIFFERENTIATION")
runs into the gutter past the right column's left edge: the line under the title was
looked for under the widest row's span, found the right column's text there, and the
byline 44 points lower was never read (no authors).  One row run past all the others
no longer widens the span (:mod:`~tapyre_paper_search.pdf.capstitle`); typeset with
pdflatex in the ``philosophersimprint`` class (a PyMuPDF page reads in another order and
read right on the base).  And where the title runs on at the top of the right column
over three rows, the left column's first row, level with the third, was read between
them and ended the title group there ("… A SYSTEMATIC REVIEW AND" without
"META-ANALYSIS"): the right column's rows in the title's type stacked under the group's
go on it (:mod:`~tapyre_paper_search.pdf.columnruntitle`).

Controls: a single-spaced form whose next row stands 26 points under the title's keeps
its one-row title; an abstract ending its sentence over the lone foot stays whole and
ends there; an abstract carried to a page opening with "1 Introduction" still ends at
it.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, BODY, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf
from texbuild import typeset

_TITLE = (
    "The ALS-associated proteins FUS and TDP-43 function together to affect",
    "Drosophila locomotion and life span",
)
_AUTHORS = ("J. P. Vecchia", "Dao-Xin Kotov", "Ileana Leupold")


def _manuscript(
    path: Path, *, pitch: float, title: tuple[str, ...] = _TITLE, note: str = ""
) -> Path:
    """A double-spaced (``pitch`` 26) or single-spaced (14) title page of labelled
    fields (:func:`_fields`); page 2 the abstract under "ABSTRACT"."""
    doc = pymupdf.open()
    _fields(doc.new_page(width=612, height=792), pitch=pitch, title=title, note=note)
    second = Writer(doc.new_page(width=612, height=792))
    second.line("ABSTRACT", 12, bold=True)
    second.paragraph(ABSTRACT, 12)
    second.space(10)
    second.line("Introduction", 12, bold=True)
    while second.y < 680:
        second.paragraph(BODY, 12)
    doc.save(path)
    return path


def _fields(
    page: pymupdf.Page, *, pitch: float, title: tuple[str, ...] = _TITLE, note: str = ""
) -> None:
    """Labelled fields in 12-point Times on ``page``, each field's rows ``pitch`` apart,
    32 points between fields (a ``note`` row 26 points under the title's), a line
    number beside every row."""
    fields = (
        ("Title:", title, True),
        ("Running title:", (" ".join(title[0].split()[:5]),), False),
        ("Authors:", (", ".join(_AUTHORS[:2]) + ",", _AUTHORS[2]), False),
        ("Affiliations:", ("Department of Biology, Pisa Institute of Technology, Italy",), False),
        ("Corresponding author:", ("J. P. Vecchia, jvecchia@pisa.example.edu",), False),
        ("Word count:", ("abstract 250, main text 4317",), False),
    )
    y, number = 100.0, 1
    for label, rows, bold in fields:
        for k, row in enumerate(rows):
            x = 85.0
            if k == 0:
                page.insert_text((x, y), label, fontsize=12, fontname="tibo")
                x += pymupdf.get_text_length(label + " ", "tibo", 12)
            page.insert_text((x, y), row, fontsize=12, fontname="tibo" if bold else "tiro")
            page.insert_text((70, y - 2), str(number), fontsize=5.5, fontname="helv")
            y, number = y + pitch, number + 1
        if note and label == "Title:":
            page.insert_text((85, y - pitch + 26), note, fontsize=12, fontname="tiro")
            y += 26
        y += 32 - pitch


def test_a_double_spaced_title_field_reads_its_wrapped_row(tmp_path: Path) -> None:
    result = extract_pdf(_manuscript(tmp_path / "double.pdf", pitch=26.0))
    assert result.title == " ".join(_TITLE)
    assert list(result.authors) == list(_AUTHORS)


def test_a_single_spaced_title_field_keeps_its_one_row_over_a_gap(tmp_path: Path) -> None:
    # the title's row, then 26 points lower a note's row, the fields' rows 14 apart
    note = "second revision resubmitted after review"
    page = _manuscript(tmp_path / "single.pdf", pitch=14.0, title=(_TITLE[0],), note=note)
    result = extract_pdf(page)
    assert result.title == _TITLE[0]


_CUT = (
    "We measured the bone of forty patients and forty controls with a scanner at the "
    "wrist and the shin, and we compared the density, the shape and the strength of "
    "the bone between the two groups over a year of follow-up visits. The bone of the "
    "patients was denser at the inner layer, and its outer layer was thinner in the "
    "patients than in the controls at both sites and at every visit, whereas pore volume"
)
_REST = "approached significance in the shin. The findings explain the fractures seen."


def _footed(path: Path, first: str, rest: str) -> Path:
    """Page 1 the labelled fields (:func:`_fields`); page 2 a DOI line, "ABSTRACT" over
    ``first`` in 12-point rows 26 points apart, a line number beside each, the rows
    under them left empty and a running foot alone in 12 points at the page's foot; page
    3 ``rest`` (when given), then "Introduction" and the body; page 4 the body."""
    doc = pymupdf.open()
    _fields(doc.new_page(width=612, height=792), pitch=26.0)
    for number in (2, 3):
        page = doc.new_page(width=612, height=792)
        page.insert_text((238, 790), "IJDC | General Article", fontsize=12, fontname="tiro")
        page.insert_text((500, 50), f"| {number}", fontsize=12, fontname="tiro")
        writer = Writer(page)
        if number == 2:  # numbered rows, as a review copy's (lineno), under a DOI line
            page.insert_text((85, 78), "doi:10.2218/jdc.v0i0.0", fontsize=9, fontname="tiro")
            for k, row in enumerate(["ABSTRACT", *wrapped(first, 12, 440)]):
                writer.line(row, 12, bold=k == 0, x=85)
                page.insert_text((70, writer.y - 2), str(31 + k), fontsize=5.5, fontname="helv")
                writer.space(11)
        else:
            if rest:
                writer.paragraph(rest, 12, x=85, width=440)
            writer.space(10)
            writer.line("Introduction", 12, bold=True, x=85)
            while writer.y < 680:
                writer.paragraph(BODY, 12, x=85, width=440)
    last = Writer(doc.new_page(width=612, height=792))
    while last.y < 680:
        last.paragraph(BODY, 12, x=85, width=440)
    doc.save(path)
    return path


def test_an_abstract_cut_over_a_lone_running_foot_goes_on_at_the_next_page(
    tmp_path: Path,
) -> None:
    result = extract_pdf(_footed(tmp_path / "foot.pdf", _CUT, _REST))
    assert result.abstract == f"{_CUT} {_REST}"


def test_an_abstract_ending_its_sentence_over_the_foot_ends_there(tmp_path: Path) -> None:
    whole = _CUT.replace("whereas pore volume", "as the protocol of the study had set out.")
    result = extract_pdf(_footed(tmp_path / "ended.pdf", whole, ""))
    assert result.abstract == whole


def _filled(path: Path, heading: str) -> Path:
    """An abstract under its heading filling page 1 to its foot, ending a sentence; page
    2 opens with ``heading`` in 14-point bold at its top, then the section's text."""
    doc = pymupdf.open()
    first = Writer(doc.new_page(width=595, height=842))
    first.line("Scalable Video on Disk Arrays", 17, bold=True, centred=True)
    first.line("Ann Lee and Bo Chen", 11, centred=True)
    first.space(400)
    first.line("Abstract", 11, bold=True)
    while first.y < 760:
        first.paragraph(ABSTRACT, after=0)
    second = Writer(doc.new_page(width=595, height=842))
    second.y = 45.0
    second.line(heading, 14, bold=True)
    second.space(8)
    while second.y < 700:
        second.paragraph(BODY)
    doc.save(path)
    return path


def test_a_chapter_numbered_first_section_ends_an_abstract_carried_over(
    tmp_path: Path,
) -> None:
    result = extract_pdf(_filled(tmp_path / "dotted.pdf", "0.1 Introduction"))
    assert result.abstract.endswith("grows only slowly with the load.")
    assert "long history" not in result.abstract


def test_a_plain_numbered_first_section_ends_an_abstract_carried_over(tmp_path: Path) -> None:
    result = extract_pdf(_filled(tmp_path / "plain.pdf", "1 Introduction"))
    assert result.abstract.endswith("grows only slowly with the load.")
    assert "long history" not in result.abstract


_IMPRINT = r"""\documentclass[]{philosophersimprint}
\usepackage[utf8]{inputenc}
\title{%s}
\author{Jose A. Maltsev, Ina Wichmann}
\affiliation{National Institute of Astronomy}
\journalvolume{23}
\journalnumber{19}
\date{March 2021}
\copyrightinfo{Maltsev and Wichmann}
\begin{document}
\maketitle
\begin{abstract}
%s
\end{abstract}
\section{Introduction}
%s
\end{document}
"""


def test_a_title_row_run_into_the_gutter_keeps_the_byline_under_the_title(
    tmp_path: Path,
) -> None:
    # the 30-point "TRANSDIFFERENTIATION" ends 9 points past the right column's left edge
    title = "Transdifferentiation of glioblastoma cells into vascular endothelial cells"
    source = _IMPRINT % (title, (ABSTRACT + " ") * 3, (BODY + "\n\n") * 12)
    pdf = typeset(tmp_path, "overrun", source, check=True, timeout=120)
    result = extract_pdf(pdf)
    assert result.title.lower() == title.lower()
    assert list(result.authors) == ["Jose A. Maltsev", "Ina Wichmann"]


def test_a_title_run_on_in_the_next_column_keeps_its_rows_under_a_level_row(
    tmp_path: Path,
) -> None:
    # "SYSTEMATIC" / "REVIEW AND" / "META-ANALYSIS" top right; "THREE COMMON", the left
    # column's first row, stands between the second and third in reading order
    title = (
        "Three common functional polymorphisms in microRNA encoding genes in the "
        "susceptibility to hepatocellular carcinoma: a systematic review and meta-analysis"
    )
    source = _IMPRINT % (title, (ABSTRACT + " ") * 3, (BODY + "\n\n") * 12)
    result = extract_pdf(typeset(tmp_path, "runon", source, check=True, timeout=120))
    assert result.title.lower() == title.lower()
    assert list(result.authors) == ["Jose A. Maltsev", "Ina Wichmann"]
