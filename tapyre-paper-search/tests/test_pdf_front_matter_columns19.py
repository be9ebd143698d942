"""Front-matter failures of the society classes rotated into train by ``latex19``
(asaetr, ijdc, resphilosophica), on first pages drawn with PyMuPDF: an abstract that
runs from the foot of the left column, past that column's footnotes, on at the top of
the right one; membership grades and a society's initials set under each name; a
journal's citation and copyright lines at a title page's foot; a title line of math
letters (and a Greek title line, whose words are no math letters); a metadata title
taking the printed title's curly quote and dash."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import page_lines

_W, _H = 612.0, 792.0
_LEFT, _RIGHT, _COL = 60.0, 322.0, 230.0
_TITLE = "Effect of Osteoporosis Treatments on the Risk of Fractures"
_NAMES = ("Ann Lee", "Bo Chen", "Carl Diaz", "Dana Fox")
_SENTENCE = (
    "We reviewed randomized trials of osteoporosis treatments and pooled their effects "
    "on the risk of fractures in older patients over three years of follow-up. "
)
_BODY = (
    "Fractures of the hip are a common cause of disability in older people and many "
    "treatments have been tried to prevent them over the last decades of research. "
) * 16
_FOOTNOTES = (
    "*Department of Physics, University of Example, Berlin, Germany, ann.lee@example.de.",
    "**Center for Biochemistry, Oslo Research Laboratories, Oslo, Norway.",
    "***Department of Oncology, Technical University of Delft, Delft, Netherlands.",
)


def _centred(
    page: pymupdf.Page, at: tuple[float, float], text: str, size: float, font: str
) -> None:
    width = pymupdf.get_text_length(text, font, size)
    page.insert_text((at[0] - width / 2, at[1]), text, fontsize=size, fontname=font)


def _abstract_and_body(page: pymupdf.Page, y: float) -> None:
    """A one-column "Abstract" from ``y`` down, then the body under "1 Introduction"."""
    page.insert_text((_LEFT, y), "Abstract", fontsize=11, fontname="tibo")
    for k, text in enumerate(wrapped(_SENTENCE * 3, 10, 480)):
        page.insert_text((_LEFT, y + 16 + k * 12), text, fontsize=10, fontname="tiro")
    page.insert_text((_LEFT, y + 100), "1 Introduction", fontsize=12, fontname="tibo")
    for k, text in enumerate(wrapped(_BODY, 10, 480)):
        page.insert_text((_LEFT, y + 116 + k * 12), text, fontsize=10, fontname="tiro")


def _byline(page: pymupdf.Page, y: float, grades: bool) -> float:
    """Four names in a row across the page; with ``grades`` each has its membership
    grade and the society's initials in two small lines under it."""
    for k, name in enumerate(_NAMES):
        x = 120 + k * 124
        _centred(page, (x, y), name, 11, "tiro")
        if grades:
            _centred(page, (x, y + 14), ("Assoc. Member", "Member", "Fellow")[k % 3], 6.6, "tiro")
            _centred(page, (x, y + 27), "ASAE", 8.2, "tiro")
    return y + (45 if grades else 25)


def _two_column_paper(
    path: Path,
    col1_end: str,
    col2_start: str,
    *,
    grades: bool,
    notes: float = 8,
    last: bool = False,
) -> str:
    """A two-column first page whose abstract fills the left column down to its
    footnotes (set in ``notes`` points), ends there with ``col1_end`` (in mid-sentence),
    and goes on at the top of the right column with ``col2_start``; the right column's
    body runs to the page's foot.  With ``last`` the byline's last author block is set
    at the top of the right column, over the abstract's level (read after the left
    column).  Returns the abstract as printed."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, (_W / 2, 80), _TITLE, 15, "tibo")
    y = _byline(page, 112, grades)
    if last:
        _centred(page, (450, y - 2), "Eve Gray", 11, "tiro")
        _centred(page, (450, y + 10), "Oslo Research Laboratories", 9, "tiro")
        y += 24
    page.insert_text((_LEFT, y + 20), "ABSTRACT", fontsize=10.6, fontname="tiro")
    top = y + 36
    col1 = wrapped(_SENTENCE * 6, 9, _COL)
    rows = int((600 - top) // 11)
    col1 = col1[: rows - len(wrapped(col1_end, 9, _COL))] + wrapped(col1_end, 9, _COL)
    for k, text in enumerate(col1):
        page.insert_text((_LEFT, top + k * 11), text, fontsize=9, fontname="tiro")
    for k, note in enumerate(_FOOTNOTES):
        page.insert_text((_LEFT, 640 + k * 10), note[:52], fontsize=notes, fontname="tiro")
    col2 = wrapped(col2_start, 9, _COL)
    for k, text in enumerate(col2):
        page.insert_text((_RIGHT, top - 4 + k * 11), text, fontsize=9, fontname="tiro")
    y2 = top - 4 + len(col2) * 11
    page.insert_text((_RIGHT, y2), "KEYWORDS. fractures, trials", fontsize=9, fontname="tiro")
    page.insert_text((_RIGHT, y2 + 30), "INTRODUCTION", fontsize=10.6, fontname="tiro")
    for k, text in enumerate(wrapped(_BODY, 9, _COL)):
        if y2 + 46 + k * 11 > 740:
            break
        page.insert_text((_RIGHT, y2 + 46 + k * 11), text, fontsize=9, fontname="tiro")
    second = doc.new_page(width=_W, height=_H)
    for k, text in enumerate(wrapped(_BODY, 9, _COL)):
        second.insert_text((_LEFT, 80 + k * 11), text, fontsize=9, fontname="tiro")
    doc.save(path)
    return " ".join([*col1, *col2])


@pytest.mark.parametrize(
    ("col1_end", "col2_start", "joined"),
    [
        # a word broken at the column's foot
        (
            "Only two treatments were shown to have sig-",
            "nificant effects in this assessment of the trials. Both reduced the risk.",
            "Only two treatments were shown to have significant effects in this",
        ),
        # a bracket opened at the column's foot and closed at the next column's top
        (
            "Use was associated with a lower risk (adjusted OR, 0.29; 95%",
            "CI, 0.10-0.81). The relationship held after controlling for age.",
            "(adjusted OR, 0.29; 95% CI, 0.10-0.81). The relationship held",
        ),
    ],
)
def test_an_abstract_goes_on_past_its_columns_footnotes_at_the_next_columns_top(
    tmp_path: Path, col1_end: str, col2_start: str, joined: str
) -> None:
    _two_column_paper(tmp_path / "p.pdf", col1_end, col2_start, grades=False)
    result = extract_pdf(tmp_path / "p.pdf", use_model=True)
    assert result.title == _TITLE
    assert result.abstract.startswith("We reviewed randomized trials")
    assert joined in result.abstract
    assert result.abstract.endswith(col2_start.rsplit(". ", 1)[-1])
    assert "Department" not in result.abstract and "Oslo" not in result.abstract
    assert "KEYWORDS" not in result.abstract and "Fractures of the hip" not in result.abstract


def test_an_abstract_goes_on_past_much_smaller_notes_and_an_author_block_in_the_next_column(
    tmp_path: Path,
) -> None:
    # Notes two points smaller are passed over in the column; the last author's block,
    # set at the right column's top, stops the abstract there: it goes on at that
    # column's top at its own level, not on the next page.
    end, rest = "Only two treatments were shown to have sig-", "nificant effects on the risk."
    _two_column_paper(tmp_path / "p.pdf", end, rest, grades=False, notes=7, last=True)
    result = extract_pdf(tmp_path / "p.pdf", use_model=True)
    assert result.abstract.endswith("shown to have significant effects on the risk.")
    assert "Oslo" not in result.abstract and "Fractures of the hip" not in result.abstract


def test_membership_grades_and_a_societys_initials_under_the_names_are_no_names(
    tmp_path: Path,
) -> None:
    _two_column_paper(tmp_path / "p.pdf", "Both reduced the risk of fractures.", "and", grades=True)
    result = extract_pdf(tmp_path / "p.pdf", use_model=True)
    assert result.title == _TITLE
    assert list(result.authors) == list(_NAMES)


def test_a_journals_citation_and_copyright_lines_on_a_title_page_are_no_byline(
    tmp_path: Path,
) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=432, height=648)
    _centred(page, (216, 70), "COUPLING SIGNALS TO TRANSCRIPTION IN THE LIVER", 10.6, "tiro")
    _centred(page, (216, 110), "Floris van der Hughes and Maria Aharonian", 10, "tiro")
    _centred(page, (216, 605), "Acta Philosophica, Vol. 3, No. 1, pp. 1–6", 7.3, "tiit")
    _centred(page, (216, 615), "https://doi.org/10.11612/actaphil.2024.0001", 8, "tiro")
    holders = "© Floris van der Hughes and Maria Aharonian • © Acta Philosophica"
    _centred(page, (216, 626), holders, 7.3, "tiit")
    second = doc.new_page(width=432, height=648)
    second.insert_text((50, 70), "Abstract", fontsize=10, fontname="tibo")
    for k, text in enumerate(wrapped(_SENTENCE * 3, 9, 330)):
        second.insert_text((50, 86 + k * 11), text, fontsize=9, fontname="tiro")
    for k, text in enumerate(wrapped(_BODY, 10, 330)):
        second.insert_text((50, 200 + k * 12), text, fontsize=10, fontname="tiro")
    doc.save(tmp_path / "p.pdf")
    result = extract_pdf(tmp_path / "p.pdf", use_model=True)
    assert list(result.authors) == ["Floris van der Hughes", "Maria Aharonian"]


def test_a_title_line_of_math_letters_keeps_the_titles_type(tmp_path: Path) -> None:
    math = pymupdf.Font(fontfile="/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf")
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    first, second = "A Potential SPECT Probe for Glioma Detection", "via Targeting of Integrin"
    _centred(page, (_W / 2, 110), first, 16.4, "tibo")
    _centred(page, (_W / 2, 132), second, 16.4, "tibo")
    # "α5β1": the Greek letters in the math font, set larger (a TeX math italic's α)
    writer, bold = pymupdf.TextWriter(page.rect), pymupdf.Font("tibo")
    writer.append((276, 154), "α", font=math, fontsize=17.2)
    writer.append(writer.last_point, "5", font=bold, fontsize=16.4)
    writer.append(writer.last_point, "β", font=math, fontsize=17.2)
    writer.append(writer.last_point, "1", font=bold, fontsize=16.4)
    writer.write_text(page)
    _centred(page, (_W / 2, 190), "Ann Lee, Bo Chen and Carl Diaz", 11.4, "tiro")
    _centred(page, (_W / 2, 205), "University of Example, Berlin, Germany", 10, "tiit")
    _abstract_and_body(page, 240)
    doc.save(tmp_path / "p.pdf")
    result = extract_pdf(tmp_path / "p.pdf", use_model=True)
    assert result.title == f"{first} {second} α5β1"


def _span(text: str, size: float, font: str) -> dict[str, object]:
    return {"text": text, "size": size, "font": font, "flags": 0}


def _one_line(spans: list[dict[str, object]]) -> dict[str, object]:
    line = {"bbox": (100, 80, 500, 96), "dir": (1.0, 0.0), "spans": spans}
    return {"width": _W, "height": _H, "blocks": [{"type": 0, "lines": [line]}]}


def test_a_greek_title_line_keeps_its_type_beside_a_footnote_mark() -> None:
    # Greek words are text, not math letters: a mark's span does not decide the type.
    title = _span("Αποθήκευση κλιμακωτού βίντεο σε δίσκους", 15, "DejaVuSerif-Bold")
    (found,) = page_lines(_one_line([title, _span("*", 8, "DejaVuSerif")])).lines
    assert (found.size, found.bold) == (15, True)
    math = [_span("α", 17.2, "CMMI10"), _span("5", 16.4, "Times-Bold"), _span("β", 17.2, "CMMI10")]
    (found,) = page_lines(_one_line(math)).lines
    assert (found.size, found.bold) == (16.4, True)  # lone math letters do not vote


def test_a_metadata_title_takes_the_printed_titles_curly_quote_and_dash(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    writer, times = pymupdf.TextWriter(page.rect), pymupdf.Font("tiro")
    for y, text in ((90, "DIETARY FACTORS IN CROHN’S DISEASE:"), (110, "B1–MEDIATED INFLAMMATION")):
        writer.append((_W / 2 - times.text_length(text, 14) / 2, y), text, font=times, fontsize=14)
    writer.write_text(page)
    _centred(page, (_W / 2, 140), "Ann Lee and Bo Chen", 11, "tiro")
    _abstract_and_body(page, 180)
    doc.set_metadata({"title": "Dietary factors in Crohn's disease: B1-mediated inflammation"})
    doc.save(tmp_path / "p.pdf")
    result = extract_pdf(tmp_path / "p.pdf", use_model=True)
    assert result.title == "Dietary factors in Crohn’s disease: B1–mediated inflammation"
