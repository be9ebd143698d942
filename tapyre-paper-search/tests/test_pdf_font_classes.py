"""Front matter of the classes and fonts the latex15 corpus added (asmejour, aomart,
ijmart set in Times-, Helvetica- or Libertine-like faces: ``tools/latex_corpus/
classes_fonts.py``, ``fonts.py``), drawn with PyMuPDF so no TeX is needed:

* a byline in small capitals a font without them fakes: each word's first capital at
  full size and its other letters as smaller capitals glued to it;
* a first page of title, names and the front matter's foot notes (keywords, a
  classification) whose abstract did not fit and went over to the next page;
* names and affiliations in a column of their own left of the title and the abstract,
  reading order taking the column's first blocks before the title and its title lines
  between them;
* a title in capitals whose second row reads like a small-caps byline ("STATES OF THE
  NUCLEON");
* and what those rules must leave alone (review30): "THE" inside a Vietnamese name in
  capitals, a capital mark glued to a surname in capitals, a sidebar of the article's
  data (citation, editors, dates) beside the title.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, BODY, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.keywordrun import before_keywords
from tapyre_paper_search.pdf.linenames import names_text
from tapyre_paper_search.pdf.lines import Line

NAMES = ("Nurten Goerbig", "Frank J. Stahn", "Yuichi Chapman")
AFFILIATION = "Department of Physics, University of Tarnów, Poland"


def _text(page: pymupdf.Page, at: tuple[float, float], text: str, size: float) -> float:
    """``text`` in Helvetica at ``at``; the x where it ends."""
    page.insert_text(at, text, fontsize=size, fontname="helv")
    return at[0] + pymupdf.get_text_length(text, "helv", size)


def _faked_caps_byline(page: pymupdf.Page, y: float) -> None:
    """ "By NURTEN GOERBIG, …" with each word's tail in capitals at 0.8 of the size."""
    x = 150.0
    x = _text(page, (x, y), "By ", 10)
    for k, name in enumerate(NAMES):
        if k:
            x = _text(page, (x, y), ", " if k < len(NAMES) - 1 else ", and ", 10)
        for j, word in enumerate(name.split()):
            if j:
                x = _text(page, (x, y), " ", 10)
            x = _text(page, (x, y), word[0], 10)
            if word[1:].isalpha():
                x = _text(page, (x, y), word[1:].upper(), 8)
            else:
                x = _text(page, (x, y), word[1:], 10)


def _abstract_and_body(page: Writer) -> None:
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, 9, x=100, width=395)
    page.line("1 Introduction", 11, bold=True)
    while page.y < 760:
        page.paragraph(BODY, 10)


def test_a_byline_in_faked_small_capitals_keeps_its_names_whole(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.space(60)
    page.line("Mechanisms of Cell Death in Two Kinds of Diabetes", 17, bold=True, centred=True)
    page.space(14)
    _faked_caps_byline(page.page, page.y + 14)
    page.space(40)
    _abstract_and_body(page)
    doc.save(tmp_path / "caps.pdf")
    assert extract_pdf(tmp_path / "caps.pdf").authors == NAMES


def test_an_abstract_pushed_under_the_first_pages_keywords_to_the_next_page(
    tmp_path: Path,
) -> None:
    doc = pymupdf.open()
    first = Writer(doc.new_page(width=595, height=842))
    first.space(40)
    first.line("Annals of Applied Physics 12 (2024), 1-7", 8, centred=True)
    first.space(30)
    first.line("Mechanosensitive Ion Channels of the Gut", 17, bold=True, centred=True)
    first.space(14)
    first.line(", ".join(NAMES[:2]) + f", and {NAMES[2]}", 10, centred=True)
    first.space(440)
    first.line("Keywords: channels, gut, serotonin, mechanics", 9)
    first.line("AMS Classification: Primary 62H30.", 9)
    first.line("1", 9, centred=True)
    second = Writer(doc.new_page(width=595, height=842))
    second.line(f"2 {NAMES[0].upper()} ET AL.", 8, centred=True)
    second.space(10)
    _abstract_and_body(second)
    doc.save(tmp_path / "over.pdf")
    read = extract_pdf(tmp_path / "over.pdf")
    assert read.abstract.startswith(ABSTRACT[:60])
    assert read.authors == NAMES


def _author_block(page: pymupdf.Page, y: float, name: str, lines: tuple[str, ...]) -> float:
    """A block ranged right on x = 197: the name in bold 14 pt, its address in 9 pt."""
    right = 197.0
    page.insert_text(
        (right - pymupdf.get_text_length(name, "hebo", 14), y), name, fontsize=14, fontname="hebo"
    )
    for line in lines:
        y += 10
        width = pymupdf.get_text_length(line, "helv", 9)
        page.insert_text((right - width, y + 3), line, fontsize=9, fontname="helv")
    return y + 30


def test_names_in_a_column_beside_the_title_are_all_read(tmp_path: Path) -> None:
    people = ("Paul Welander", "Lilia Shabaev", "Tong Saad", "Luca Bayer", "Xiaoming Li")
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 60.0
    for person in people:
        y = _author_block(
            page, y, person, ("Graduate School of Radiology,", "University of Turku, Finland")
        )
    title = ("Enhancers Regulate the", "Homeostasis of Human", "Epidermal Stem Cells")
    for k, line in enumerate(title):
        page.insert_text((228, 120 + 26 * k), line, fontsize=24, fontname="hebo")
    words, row, top = ABSTRACT.split(), "", 210.0
    for word in words:
        if pymupdf.get_text_length(f"{row} {word}", "tiit", 9) > 320:
            page.insert_text((228, top), row.strip(), fontsize=9, fontname="tiit")
            row, top = "", top + 10
        row = f"{row} {word}"
    page.insert_text((228, top), row.strip(), fontsize=9, fontname="tiit")
    keywords = "Keywords: enhancers, stem cells"
    page.insert_text((228, top + 20), keywords, fontsize=9, fontname="tiit")
    top = max(top, y) + 40
    page.insert_text((60, top), "1 Introduction", fontsize=10, fontname="tibo")
    for k in range(12):
        page.insert_text((60, top + 14 + 11 * k), BODY[:90], fontsize=9, fontname="tiro")
    doc.save(tmp_path / "beside.pdf")
    read = extract_pdf(tmp_path / "beside.pdf")
    assert read.title == " ".join(title)
    assert read.authors == people


def test_a_title_row_in_capitals_with_running_words_is_no_byline(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.space(60)
    page.line("ELECTROMAGNETIC POLARIZABILITIES AND THE EXCITED", 12, centred=True)
    page.line("STATES OF THE NUCLEON", 12, centred=True)
    page.space(24)
    page.line("BY", 6, centred=True)
    page.line("Martin Schumacher", 10, centred=True)
    page.line(AFFILIATION, 9, centred=True)
    page.line("e-mail: schumacher@tarnow.pl", 9, centred=True)
    page.space(24)
    _abstract_and_body(page)
    doc.save(tmp_path / "capstitle.pdf")
    read = extract_pdf(tmp_path / "capstitle.pdf")
    assert read.title == "ELECTROMAGNETIC POLARIZABILITIES AND THE EXCITED STATES OF THE NUCLEON"
    assert read.authors == ("Martin Schumacher",)


def test_notes_on_the_authors_end_an_abstract_that_ends_a_sentence_over_them(
    tmp_path: Path,
) -> None:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=612, height=792))
    page.line("Mechanisms of Cell Death in Two Kinds of Diabetes", 14, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(NAMES), 11, centred=True)
    page.space(16)
    page.line("Abstract", 11, bold=True, centred=True)
    while page.y < 520:  # a long abstract in 11 pt, each paragraph ending a sentence
        page.paragraph(ABSTRACT, 11, after=0, x=104, width=412)
    page.space(20)
    for name in NAMES:  # the notes on the authors, 1 point smaller, at the foot
        mail = name.split()[-1].lower() + "@tarnow.pl"
        page.paragraph(f"{AFFILIATION}. Email: {mail}", 10, after=0, x=104, width=412)
    doc.save(tmp_path / "notes.pdf")
    abstract = extract_pdf(tmp_path / "notes.pdf").abstract
    assert abstract.startswith(ABSTRACT[:60]) and abstract.endswith(ABSTRACT[-40:])
    assert "@" not in abstract and "Tarnów" not in abstract


def test_an_abstract_over_keywords_leaves_out_the_column_of_names_read_before_it() -> None:
    def line(text: str, x0: float, y0: float, x1: float, *, italic: bool = True) -> Line:
        return Line(text, 9.0, False, italic, False, x0, y0, x1, y0 + 9, block=0)

    column = [  # the last blocks of the names' column, reading order past the title
        line("Research Unit Radiology, University", 80, 239, 197, italic=False),
        line("College Coimbra, Australia", 110, 249, 197, italic=False),
    ]
    words = ABSTRACT.split()
    rows = [" ".join(words[k : k + 12]) for k in range(0, len(words), 12)]
    abstract = [line(row, 228, 144 + 10 * k, 552) for k, row in enumerate(rows)]
    keywords = line("Keywords: video, storage, disks", 228, 154 + 10 * len(rows), 400)
    found = before_keywords([*column, *abstract, keywords], 0)
    assert found is not None and found.start == len(column)
    assert found.text.startswith(ABSTRACT[:40]) and "Coimbra" not in found.text


def test_a_capitals_byline_keeps_a_vietnamese_name_with_the(tmp_path: Path) -> None:
    # "Thế" printed without accents: "THE" inside a name in capitals is no running text.
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.space(60)
    page.line("Mechanisms of Cell Death in Two Kinds of Diabetes", 17, bold=True, centred=True)
    page.space(10)
    page.line("NGUYEN THE ANH AND PHAM MINH TUAN", 10, centred=True)
    page.line("Department of Physics, Hanoi University of Science, Vietnam", 9, centred=True)
    page.space(20)
    _abstract_and_body(page)
    doc.save(tmp_path / "the.pdf")
    assert extract_pdf(tmp_path / "the.pdf").authors == ("Nguyen The Anh", "Pham Minh Tuan")


def test_small_capital_marks_after_a_name_in_capitals_stay_marks() -> None:
    def span(text: str, size: float, x0: float, x1: float) -> dict[str, object]:
        return {"text": text, "size": size, "bbox": (x0, 0.0, x1, size), "flags": 0}

    # a mark in capitals on the baseline, glued to a surname in capitals: no faked caps
    assert names_text([span("JANE DOE", 10, 0, 50), span("A", 7.5, 50, 55)]) == ("JANE DOE,", 1)
    # a capital and its word's other letters as smaller capitals: one word
    assert names_text([span("N", 10, 0, 7), span("GUYEN", 8, 7, 40)]) == ("NGUYEN", 0)


def test_a_sidebar_of_editors_beside_the_title_gives_no_names(tmp_path: Path) -> None:
    people = ("Paul Welander", "Lilia Shabaev", "Tong Saad")
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    sidebar = (
        "Citation: Welander, P.; Shabaev, L.",
        "Enhancers. Cells 2020, 9, 112.",
        "Academic Editors:",
        "Joseph Najbauer",
        "Maria Kowalska",
        "Received: 5 June 2019",
        "Published: 18 March 2020",
    )
    for k, line in enumerate(sidebar):  # drawn first: reading order takes it before the title
        page.insert_text((40, 75 + 12 * k), line, fontsize=7.5, fontname="helv")
    page.insert_text(
        (200, 80), "Enhancers Regulate the Homeostasis of", fontsize=18, fontname="hebo"
    )
    page.insert_text((200, 102), "Human Epidermal Stem Cells", fontsize=18, fontname="hebo")
    byline = f"{people[0]} 1, {people[1]} 2 and {people[2]} 1,*"
    page.insert_text((200, 130), byline, fontsize=10, fontname="hebo")
    page.insert_text((200, 145), f"1 {AFFILIATION}", fontsize=8, fontname="helv")
    words, row, top = ("Abstract: " + ABSTRACT).split(), "", 180.0
    for word in words:
        if pymupdf.get_text_length(f"{row} {word}", "helv", 9.5) > 370:
            page.insert_text((200, top), row.strip(), fontsize=9.5, fontname="helv")
            row, top = "", top + 11.4
        row = f"{row} {word}"
    page.insert_text((200, top), row.strip(), fontsize=9.5, fontname="helv")
    top += 40
    page.insert_text((40, top), "1. Introduction", fontsize=12, fontname="hebo")
    for k in range(20):
        page.insert_text((40, top + 16 + 12 * k), BODY[:100], fontsize=10, fontname="tiro")
    doc.save(tmp_path / "sidebar.pdf")
    assert extract_pdf(tmp_path / "sidebar.pdf").authors == people


def test_an_abstract_over_keywords_goes_back_over_a_column_break_to_its_start() -> None:
    # the abstract fills the left column and goes on at the top of the right one, where
    # the keyword block follows it: the left column's foot is below the right column's
    # lines, so it is the same abstract, not a column beside it
    def line(text: str, x0: float, y0: float, x1: float) -> Line:
        return Line(text, 10.0, False, False, False, x0, y0, x1, y0 + 10, block=0)

    words = ABSTRACT.split()
    rows = [" ".join(words[k : k + 6]) for k in range(0, len(words), 6)]
    left = [line(row, 54, 368 + 12 * k, 294) for k, row in enumerate(rows[:-3])]
    right = [line(row, 315, 368 + 12 * k, 555) for k, row in enumerate(rows[-3:])]
    keywords = line("Keywords: video, storage, disks", 315, 368 + 12 * 3 + 4, 500)
    found = before_keywords([*left, *right, keywords], 0)
    assert found is not None and found.start == 0
    assert found.text.startswith(ABSTRACT[:40]) and found.text.endswith(ABSTRACT[-30:])
