"""Front-matter failures of the class ``latex20`` rotated into train (ltugboat), on
first pages drawn with PyMuPDF: a two-column page under a running head that holds the
page number, the title set bold in the body's own size at the top of the left column,
the names in roman indented under it (the addresses only at the article's end), an
"Abstract" heading, and the right column's text starting a little above the title."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstractends import MIN_WORDS, ends_abstract
from tapyre_paper_search.pdf.lines import Line

_W, _H = 612.0, 792.0
_LEFT, _RIGHT, _COL = 72.0, 314.0, 225.0
_HEAD = "Typeset, Volume 42 (2021), No. 2"
_ABSTRACT = (
    "In this contribution we go through the developments that in the years 1968 to "
    "1974 led from the early dual resonance models to the bosonic string theory."
)
_BODY = (
    "Small molecules that modulate stem cell fate and function offer significant "
    "opportunities that will allow the full realization of the therapeutic potential. "
) * 8


def _page(
    path: Path,
    title: tuple[str, ...],
    names: tuple[str, ...],
    *,
    face: str = "tiro",
    bold: str = "tibo",
    size: float = 10.0,
    head_face: str = "tiro",
    head_size: float = 10.0,
    heading_beside: str = "",
) -> None:
    """The first page: the running head (page number outside, in ``head_face`` at
    ``head_size``), the ``title`` lines bold in the body's ``size``, the ``names`` lines in
    roman indented under it, "Abstract" and its paragraph, "1 Introduction" and the
    body; the right column starts 3 points above the title with body text, and with
    ``heading_beside`` a bold heading of its own set level with the names."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 55), "168", fontsize=head_size, fontname=head_face)
    width = pymupdf.get_text_length(_HEAD, head_face, head_size)
    at = (_LEFT + 2 * _COL + 17 - width, 55)
    page.insert_text(at, _HEAD, fontsize=head_size, fontname=head_face)
    step = size * 1.2
    measure = _COL * (0.85 if face == "helv" else 1.0)  # wrapped() measures in Times
    y = 88.0
    for line in title:
        page.insert_text((_LEFT, y), line, fontsize=size, fontname=bold)
        y += step
    y += 4
    byline = y
    for line in names:
        page.insert_text((_LEFT + 20, y), line, fontsize=size, fontname=face)
        y += step
    y += 8
    page.insert_text((_LEFT, y), "Abstract", fontsize=size, fontname=bold)
    y += step + 4
    for text in wrapped(_ABSTRACT, size, measure):
        page.insert_text((_LEFT, y), text, fontsize=size, fontname=face)
        y += step
    y += 12
    page.insert_text((_LEFT, y), "1 Introduction", fontsize=size, fontname=bold)
    y += step + 4
    for text in wrapped(_BODY, size, measure):
        if y > 720:
            break
        page.insert_text((_LEFT, y), text, fontsize=size, fontname=face)
        y += step
    y = 85.0
    for text in wrapped(_BODY, size, measure):
        if y > 720:
            break
        if heading_beside and abs(y - byline) < step / 2:
            page.insert_text((_RIGHT, y), heading_beside, fontsize=size, fontname=bold)
        else:
            page.insert_text((_RIGHT, y), text, fontsize=size, fontname=face)
        y += step
    doc.save(path)


def test_bold_body_size_title_under_a_running_head_with_one_name(tmp_path: Path) -> None:
    # The running head in the body's type above the title is no label over it, the
    # right column starting beside the title is not above it, and the one name in
    # roman under the bold title is the byline.
    path = tmp_path / "head.pdf"
    _page(path, ("The birth of string theory",), ("Paolo Di Vecchia",))
    pdf = extract_pdf(path)
    assert pdf.title == "The birth of string theory"
    assert pdf.authors == ("Paolo Di Vecchia",)
    assert pdf.abstract.startswith("In this contribution we go through")


def test_running_head_in_a_larger_face_is_no_title(tmp_path: Path) -> None:
    # A sans body at 9 points under a running head in roman at 10: the head is set
    # larger than the body, yet it is the page's head, not its title.
    path = tmp_path / "sans.pdf"
    title = ("Shaping the Globular Cluster Mass Function", "by Stellar-Dynamical Evaporation")
    _page(path, title, ("Dean E. McLaughlin, S. Michael Fall",), face="helv", bold="hebo",
          size=9.0)  # fmt: skip
    pdf = extract_pdf(path)
    assert pdf.title == " ".join(title)
    assert pdf.authors == ("Dean E. McLaughlin", "S. Michael Fall")


def test_title_whose_first_line_reads_as_names_and_ends_in_a_colon(tmp_path: Path) -> None:
    path = tmp_path / "colon.pdf"
    title = ("Birth Size and Breast Cancer Risk:", "Re-analysis of Individual Participant Data")
    _page(path, title, ("Nora V. Streinu, Anke Chaudhuri,", "Lena Praszalowicz"))
    pdf = extract_pdf(path)
    assert pdf.title == " ".join(title)
    assert pdf.authors == ("Nora V. Streinu", "Anke Chaudhuri", "Lena Praszalowicz")


def test_bold_heading_level_with_the_byline_is_no_name(tmp_path: Path) -> None:
    path = tmp_path / "beside.pdf"
    title = ("Molecular Synchronization Waves in Arrays", "of Allosterically Regulated Enzymes")
    names = ("Vanessa Casagrande, Yuichi Togashi,", "Alexander S. Mikhailov")
    _page(path, title, names, heading_beside="Related Work")
    pdf = extract_pdf(path)
    assert pdf.title == " ".join(title)
    assert pdf.authors == ("Vanessa Casagrande", "Yuichi Togashi", "Alexander S. Mikhailov")


def test_structured_abstract_goes_on_past_a_bold_label_wrapped_over_a_line(
    tmp_path: Path,
) -> None:
    # "… association. **Methods**" / "**and findings:**   Studies were …": the label's
    # wrapped end, bold and set apart from its sentence by a wide justified space, is
    # no heading that ends the abstract.
    first = (
        "Birth size, perhaps a proxy for prenatal environment, might be a correlate of "
        "subsequent breast cancer risk, but findings from epidemiological studies have been "
        "inconsistent. We re-analysed individual participant data from published and "
        "unpublished studies to obtain more precise estimates of the birth size-breast "
        "cancer association."
    )
    second = "Studies were identified through computer-assisted and manual searches."
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), "Birth Size and Breast Cancer Risk", fontsize=16,
                     fontname="tibo")  # fmt: skip
    page.insert_text((_LEFT, 112), "Nora V. Streinu and Anke Chaudhuri", fontsize=11,
                     fontname="tiro")  # fmt: skip
    page.insert_text((_LEFT, 140), "Abstract", fontsize=10, fontname="tibo")
    y = 156.0
    rows = wrapped(first, 10, _COL)
    page.insert_text((_LEFT, y), "Background:", fontsize=10, fontname="tibo")
    page.insert_text((_LEFT + 60, y), rows[0], fontsize=10, fontname="tiro")
    for text in wrapped(" ".join(rows[1:]), 10, _COL):
        y += 12
        page.insert_text((_LEFT, y), text, fontsize=10, fontname="tiro")
    width = pymupdf.get_text_length(text + " ", "tiro", 10)
    page.insert_text((_LEFT + width, y), "Methods", fontsize=10, fontname="tibo")
    y += 12
    page.insert_text((_LEFT, y), "and findings:", fontsize=10, fontname="tibo")
    page.insert_text((_LEFT + 90, y), "Studies were identified", fontsize=10, fontname="tiro")
    for text in wrapped(second.replace("Studies were identified ", "") + " " + first, 10, _COL):
        y += 12
        page.insert_text((_LEFT, y), text, fontsize=10, fontname="tiro")
    y += 24
    page.insert_text((_LEFT, y), "1 Introduction", fontsize=10, fontname="tibo")
    for text in wrapped(_BODY, 10, _COL):
        y += 12
        if y > 720:
            break
        page.insert_text((_LEFT, y), text, fontsize=10, fontname="tiro")
    path = tmp_path / "structured.pdf"
    doc.save(path)
    pdf = extract_pdf(path)
    assert pdf.abstract.startswith("Background: Birth size")
    assert "Methods and findings: Studies were identified" in pdf.abstract
    assert pdf.abstract.endswith("birth size-breast cancer association.")


def test_title_alone_at_the_top_ending_in_a_number_is_no_running_head(tmp_path: Path) -> None:
    # A one-line title at the very top, set apart from the byline, whose text starts or
    # ends in a number reads like "64 TUGboat, …": it is set as large as a title, so it
    # is no running head (review51).
    for title in ("Lessons from the Winter of 1947", "100 Years of General Relativity"):
        doc = pymupdf.open()
        page = doc.new_page(width=_W, height=_H)
        page.insert_text((_LEFT, 66), title, fontsize=17, fontname="tibo")
        page.insert_text((_LEFT, 111), "Nora V. Streinu and Anke Chaudhuri", fontsize=11,
                         fontname="tiro")  # fmt: skip
        y = 136.0
        page.insert_text((_LEFT, y), "Abstract", fontsize=10, fontname="tibo")
        for text in wrapped(_ABSTRACT + " " + _BODY, 10, 460):
            y += 12
            if y > 720:
                break
            page.insert_text((_LEFT, y), text, fontsize=10, fontname="tiro")
        path = tmp_path / "top.pdf"
        doc.save(path)
        pdf = extract_pdf(path)
        assert pdf.title == title
        assert pdf.authors == ("Nora V. Streinu", "Anke Chaudhuri")


def test_bold_heading_opening_with_a_mixed_case_word_ends_an_abstract() -> None:
    # "and findings:" (a wrapped run-in label) goes on the abstract; "mRNA delivery",
    # "iOS apps", "p53 signalling" are headings that end it (review51).
    def bold(text: str) -> Line:
        return Line(text, 10.0, True, False, False, 72.0, 300.0, 200.0, 310.0, 3)

    assert not ends_abstract(bold("and findings:"), 10.0, structured=True, words=MIN_WORDS)
    for text in ("mRNA delivery in practice", "iOS apps and privacy", "p53 signalling"):
        assert ends_abstract(bold(text), 10.0, structured=True, words=MIN_WORDS)
        assert ends_abstract(bold(text), 10.0, structured=False, words=MIN_WORDS)
