"""Office front matter, round 45 (``front45``), drawn with PyMuPDF on A4 pages.

front44's held-out office layouts, now train:

* a course paper's heading block (names, instructor, course, date; labelled or not, in
  English, German or French) over a title centred in the body's type: the title, the
  names and the opening paragraphs are read
  (:mod:`~tapyre_paper_search.pdf.headingblock`);
* an italic epigraph with its attribution set flush right under it in smaller type
  ("— Karl Weber, Notes on Method"): the attribution is no author
  (:mod:`~tapyre_paper_search.pdf.epigraph`).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

_W, _H, _LEFT = 595.0, 842.0, 72.0
_FONTS = "/usr/share/fonts/truetype/dejavu/"
_TITLE = "Isolation of intact nuclei of high purity from mouse liver"
_ABSTRACT = [
    "Current methods of nuclear isolation from liver disrupt the plasma membranes by",
    "homogenization and separate the nuclei by high centrifugal force through dense",
    "sucrose. We describe a gentler method that keeps the nuclei intact and of high",
    "purity, and we compare the yields of both methods over twelve independent runs.",
]
_ABSTRACT_TEXT = " ".join(_ABSTRACT)


def _text(  # noqa: PLR0917 (a drawing helper: where, what, how large, which face)
    page: pymupdf.Page, x: float, y: float, text: str, size: float, italic: bool
) -> None:
    face, file = ("dvi", "DejaVuSerif-Italic.ttf") if italic else ("dv", "DejaVuSerif.ttf")
    page.insert_text((x, y), text, fontsize=size, fontname=face, fontfile=_FONTS + file)


def _width(text: str, size: float, italic: bool = False) -> float:
    file = "DejaVuSerif-Italic.ttf" if italic else "DejaVuSerif.ttf"
    return float(pymupdf.Font(fontfile=_FONTS + file).text_length(text, size))


def _course_paper(path: Path, heads: list[str], title: list[str], size: float = 10.0) -> None:
    """``heads`` flush left from the top, ``title`` centred in the same type, then the
    abstract as a paragraph with its first line indented."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 80.0
    for row in heads:
        _text(page, _LEFT, y, row, size, False)
        y += size * 1.45
    y += size * 1.2
    for row in title:
        _text(page, (_W - _width(row, size)) / 2, y, row, size, False)
        y += size * 1.3
    y += size * 1.2
    for k, row in enumerate(_ABSTRACT):
        _text(page, _LEFT + (36 if k == 0 else 0), y, row, size, False)
        y += size * 1.3
    doc.save(path)


def test_an_unlabelled_course_heading_gives_title_names_and_abstract(tmp_path: Path) -> None:
    path = tmp_path / "course.pdf"
    heads = ["Marta Ferreira and Jonas Lindqvist", "Dr. Karl Weber", "BIO 240: Methods"]
    _course_paper(path, [*heads, "12 May 2021"], [_TITLE])
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_TITLE, ("Marta Ferreira", "Jonas Lindqvist"))
    assert found.abstract == _ABSTRACT_TEXT


def test_a_labelled_german_heading_skips_the_lecturer(tmp_path: Path) -> None:
    path = tmp_path / "kurs.pdf"
    heads = [
        "Dozentin: Prof. Maria Huber",
        "Name: Anna Berger und Jonas Weiß",
        "Kurs: Soziologie II",
        "Datum: 3. Mai 2021",
    ]
    _course_paper(path, heads, [_TITLE])
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_TITLE, ("Anna Berger", "Jonas Weiß"))


def test_a_french_heading_with_a_two_line_title(tmp_path: Path) -> None:
    path = tmp_path / "cours.pdf"
    heads = ["Claire Martin", "Enseignant : Paul Durand", "Cours : Histoire moderne", "mars 2020"]
    title = ["Isolation of intact nuclei of high purity", "from mouse liver"]
    _course_paper(path, heads, title, size=11.0)
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_TITLE, ("Claire Martin",))


def test_a_names_list_wrapped_in_the_heading_is_joined(tmp_path: Path) -> None:
    path = tmp_path / "wrapped.pdf"
    heads = ["Marta Ferreira, Jonas Lindqvist, Ana Costa,", "and Bo Chen", "Dr. Karl Weber"]
    _course_paper(path, [*heads, "ENV 214", "8 June 2019"], [_TITLE])
    found = extract_pdf(path)
    assert found.authors == ("Marta Ferreira", "Jonas Lindqvist", "Ana Costa", "Bo Chen")


def test_control_a_page_without_a_date_line_is_read_as_before(tmp_path: Path) -> None:
    """Control: the heading lines with no date (a course and a term instead): no
    course heading, the page read as before."""
    path = tmp_path / "nodate.pdf"
    heads = ["Marta Ferreira and Jonas Lindqvist", "Dr. Karl Weber", "BIO 240", "Spring term"]
    _course_paper(path, heads, [_TITLE])
    found = extract_pdf(path)
    assert (found.title, found.authors) == ("", ())


def _line(text: str, x0: float, y0: float, size: float = 10.0) -> Line:
    return text_line(text, y0, size=size, x0=x0, per_char=size * 0.5)


def test_a_heading_without_a_date_is_no_course_heading() -> None:
    """Three short flush-left lines and a centred line but no date line: none."""
    from tapyre_paper_search.pdf.headingblock import read_heading_block

    lines = [
        _line("Marta Ferreira", 72, 80),
        _line("Dr. Karl Weber", 72, 95),
        _line("BIO 240: Methods", 72, 110),
        _line("A centred title", 297.5 - 37.5, 135),
        _line("The body starts here and runs on.", 72, 160),
    ]
    assert read_heading_block(lines, 595.0) is None


def test_the_heading_form_read_from_lines() -> None:
    """The same lines with a date: the title line and the names."""
    from tapyre_paper_search.pdf.headingblock import read_heading_block

    lines = [
        _line("Marta Ferreira", 72, 80),
        _line("Dr. Karl Weber", 72, 95),
        _line("BIO 240: Methods", 72, 110),
        _line("4 May 2020", 72, 125),
        _line("A centred title", 297.5 - 37.5, 150),
        _line("The body starts here and runs on.", 72, 175),
    ]
    form = read_heading_block(lines, 595.0)
    assert form is not None and (form.title, form.authors) == ((4,), ("Marta Ferreira",))


def test_control_a_bold_title_over_its_byline_is_read_as_before(tmp_path: Path) -> None:
    """Control: a paper whose title is larger than the body: the usual reading."""
    path = tmp_path / "paper.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text(((_W - _width(_TITLE, 16)) / 2, 100), _TITLE, fontsize=16, fontname="tibo")
    byline = "Marta Ferreira and Jonas Lindqvist"
    _text(page, (_W - _width(byline, 11)) / 2, 125, byline, 11, False)
    _text(page, (_W - _width("Abstract", 10)) / 2, 160, "Abstract", 10, False)
    for k, row in enumerate(_ABSTRACT):
        _text(page, _LEFT, 180 + 13 * k, row, 10, False)
    doc.save(path)
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_TITLE, ("Marta Ferreira", "Jonas Lindqvist"))


def _epigraph(
    path: Path,
    quote_size: float,
    source_size: float,
    right: bool,
    source: str = "\u2014 Karl Weber, Notes on Method",
) -> None:
    """Title and byline centred, an italic two-line quotation set in from the margin,
    "— Karl Weber, Notes on Method" under it (ending with its longest line, or centred
    on the page), then "Abstract." run in."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text(((_W - _width(_TITLE, 15)) / 2, 100), _TITLE, fontsize=15, fontname="tibo")
    byline = "MARTA FERREIRA AND JONAS LINDQVIST"
    _text(page, (_W - _width(byline, 10)) / 2, 125, byline, 10, False)
    quote = [
        "Every measurement is a question put to the world, and every",
        "answer a new question.",
    ]
    y = 170.0
    for row in quote:
        _text(page, _LEFT + 72, y, row, quote_size, True)
        y += quote_size * 1.3
    w = _width(source, source_size)
    end = _LEFT + 72 + max(_width(row, quote_size, True) for row in quote)
    x = end - w if right else (_W - w) / 2
    _text(page, x, y + 2, source, source_size, False)
    y += 40
    for k, row in enumerate(_ABSTRACT):
        _text(page, _LEFT, y, ("Abstract. " if k == 0 else "") + row, 10, False)
        y += 13
    doc.save(path)


def test_a_smaller_flush_right_attribution_is_no_author(tmp_path: Path) -> None:
    path = tmp_path / "epigraph.pdf"
    _epigraph(path, 10.0, 9.0, right=True)
    assert extract_pdf(path).authors == ("Marta Ferreira", "Jonas Lindqvist")


def test_a_much_smaller_flush_right_attribution_is_no_author(tmp_path: Path) -> None:
    path = tmp_path / "epigraph2.pdf"
    _epigraph(path, 10.5, 9.25, right=True)
    assert extract_pdf(path).authors == ("Marta Ferreira", "Jonas Lindqvist")


def test_a_flush_right_attribution_naming_a_long_work_is_no_author(tmp_path: Path) -> None:
    path = tmp_path / "epigraph3.pdf"
    _epigraph(path, 10.5, 9.5, True, "\u2014 M. L. de Haro, Letters from the Field")
    assert extract_pdf(path).authors == ("Marta Ferreira", "Jonas Lindqvist")


def test_control_a_smaller_centred_dash_line_under_a_sentence_stays_a_name(
    tmp_path: Path,
) -> None:
    """Control: the same lines with "— Karl Weber, …" centred on the page, ending left
    of the quotation's end (no flush-right attribution): read as before, a name."""
    path = tmp_path / "centred.pdf"
    _epigraph(path, 10.0, 9.0, right=False)
    assert extract_pdf(path).authors == ("Marta Ferreira", "Jonas Lindqvist", "Karl Weber")
