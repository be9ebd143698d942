"""Front matter of front32's train styles: a form of labels and values, a names column
beside the title read after the abstract's heading.

A filled-in submission form (a column of bold labels, each value to its right: the
"Title" row's value is the title, the "Author(s)" row's the authors, the text under
"Abstract (max. 300 words)" the abstract); a repository's record page (the abstract
under "Description" below its rows); a title block whose names, right-aligned in a
narrow cell beside the title and reaching below it, reading order takes after the
abstract's heading.  Each failed on main 15d7a96.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.labelform import read_form
from tapyre_paper_search.pdf.lines import Line, PageLines

TITLE = "Wind and the spring warming of a small lake"
ABSTRACT = (
    "We measure how quickly a small lake warms in spring and show that the wind over its "
    "surface sets the depth of the warm layer. The layer deepens with the wind's strength "
    "and thins again on calm days, so the lake's heat content follows the weather closely."
)
BODY = "Cells were grown in a standard medium and counted every day for a week. "


def _rows(
    page: pymupdf.Page, rows: list[tuple[str, list[str]]], at: tuple[float, float, float]
) -> float:
    """Bold labels at ``at[0]``, their values at ``at[1]``, from ``at[2]`` down; the
    baseline under the last row."""
    label_x, value_x, y = at
    for label, values in rows:
        page.insert_text((label_x, y), label, fontsize=10, fontname="hebo")
        for value in values:
            page.insert_text((value_x, y), value, fontsize=10)
            y += 14
        y += 6
    return y


def _form(path: Path, rows: list[tuple[str, list[str]]]) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((200, 60), "Abstract Submission Form", fontsize=14, fontname="hebo")
    note = "Please complete every field; the abstract must not exceed one page."
    page.insert_text((150, 80), note, fontsize=9)
    y = _rows(page, rows, (54, 200, 110))
    page.insert_text((54, y + 14), "Abstract (max. 300 words)", fontsize=9, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, y + 22, 541, y + 100), ABSTRACT, fontsize=10)
    page.insert_text((54, y + 115), "Keywords: lakes; wind; warming", fontsize=10)
    page.insert_text((54, y + 140), "1. Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, y + 150, 541, 800), BODY * 12, fontsize=10)
    doc.save(path)
    doc.close()
    return path


FORM_ROWS = [
    ("Title", [TITLE]),
    ("Author(s)", ["Ann Lee", "Bo Chen"]),
    ("Affiliation(s)", ["Institute of Limnology, Lake Town University, Finland"]),
    ("Contact e-mail", ["ann.lee@laketown.fi"]),
    ("Topic", ["Case Studies"]),
]


def test_a_submission_form_gives_its_title_authors_and_abstract_rows(tmp_path: Path) -> None:
    pdf = extract_pdf(_form(tmp_path / "form.pdf", FORM_ROWS), max_pages=2, tables=False)
    assert pdf.title == TITLE  # not the form's heading
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")  # not the topic "Case Studies"
    assert pdf.abstract.startswith("We measure") and pdf.abstract.endswith("weather closely.")


def test_a_wrapped_title_value_is_the_whole_title(tmp_path: Path) -> None:
    rows = [
        ("Title", ["Wind and the spring warming of a small lake in the", "north of the country"]),
        *FORM_ROWS[1:],
    ]
    pdf = extract_pdf(_form(tmp_path / "form.pdf", rows), max_pages=2, tables=False)
    assert pdf.title == "Wind and the spring warming of a small lake in the north of the country"
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_a_record_page_gives_the_abstract_under_description(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((70, 77), "Open Research Archive", fontsize=13)
    page.draw_line((70, 84), (525, 84), width=1.5)
    page.insert_text((70, 111), "JOURNAL ARTICLE \u00b7 OPEN", fontsize=9)
    page.insert_text((70, 145), TITLE, fontsize=19, fontname="hebo")
    rows = [
        ("Creators", ["Ann Lee (Lake Town University)", "Bo Chen (North Sea Institute)"]),
        ("Published", ["18 September 2015"]),
        ("Identifier", ["10.9135/record.72413"]),
        ("Licence", ["Creative Commons Attribution 4.0"]),
    ]
    y = _rows(page, rows, (76, 173, 190))
    page.insert_text((70, y + 20), "Description", fontsize=14, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(70, y + 35, 520, y + 140), ABSTRACT, fontsize=12)
    doc.save(tmp_path / "record.pdf")
    doc.close()
    pdf = extract_pdf(tmp_path / "record.pdf", max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
    assert pdf.abstract.startswith("We measure") and pdf.abstract.endswith("weather closely.")


def _line(text: str, size: float, box: tuple[float, float, float], block: int, **kw: bool) -> Line:
    """A line of ``text`` in ``size`` whose box ``(x0, y0, x1)`` is one size high."""
    x0, y0, x1 = box
    bold, italic = kw.get("bold", False), kw.get("italic", False)
    return Line(text, size, bold, italic, False, x0, y0, x1, y0 + size, block, names=text)


def test_labels_without_a_form_are_no_form() -> None:
    """A "Title" label with its value but fewer than three labelled rows, or label words
    with nothing on their row, make no form."""
    two = [
        _line("Title", 10, (54, 100, 80), 0, bold=True),
        _line(TITLE, 10, (200, 100, 420), 0),
        _line("Authors", 10, (54, 120, 100), 1, bold=True),
        _line("Ann Lee", 10, (200, 120, 250), 1),
    ]
    assert read_form(two) is None
    alone = [
        _line(w, 10, (54, 100 + 20 * k, 120), k, bold=True)
        for k, w in enumerate(["Title", "Authors", "Topic", "Date"])
    ]
    assert read_form(alone) is None


def test_names_beside_the_title_read_after_the_abstract_heading_are_the_authors() -> None:
    """A title flush left in 22 pt, the names right-aligned in a narrow cell level with it
    and reaching below it, each over its institution in small italic; reading order took
    the left column's "Abstract" heading before the names."""
    rows = [
        "Wind and the",
        "spring warming",
        "of a small lake",
        "in the north of",
        "the country in",
        "early summer",
    ]
    lines = [_line(r, 22.0, (54, 61 + 29.4 * k, 283), 0, bold=True) for k, r in enumerate(rows)]
    lines.append(_line("Abstract", 10.0, (54, 293, 102), 11, bold=True))
    names = [
        "Ann Lee",
        "Bo Chen",
        "Carl Roe",
        "Dana Fox",
        "Eve Park",
        "Finn Holt",
        "Gus Ward",
        "Hal Ray",
    ]
    for k, name in enumerate(names):
        place = "Lake Town University" if k % 2 else "North Sea Institute"
        lines.append(_line(name, 9.0, (480, 55 + 26.4 * k, 530), 1 + k, bold=True))
        lines.append(_line(place, 7.0, (460, 67 + 26.4 * k, 530), 1 + k, italic=True))
    text = (ABSTRACT + " ") * 2
    words = text.split()
    for k in range(0, len(words), 14):
        lines.append(_line(" ".join(words[k : k + 14]), 9.0, (54, 310 + 12 * (k // 14), 541), 20))
    lines.append(_line("1. Introduction", 10.0, (54, 420, 140), 21, bold=True))
    for k in range(12):
        lines.append(_line(BODY + BODY, 9.0, (54, 440 + 12 * k, 541), 22))
    front = read_front_matter([PageLines(tuple(lines), 595.0, 842.0)])
    assert front.title == " ".join(rows)
    assert front.authors == tuple(names)
    assert front.abstract.startswith("We measure")
    assert not any(name in front.abstract for name in names)
