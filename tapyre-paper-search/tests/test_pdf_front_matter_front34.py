"""Front matter of front34's train styles: a memorandum's subject row, a byline in
capitals above the title, labelled contributor rows.

A technical memorandum prints its title only as the value of its "SUBJECT:" header
row; a humanities article sets its names in capitals above the title; a conference's
contribution page names its people in "Primary author:" / "Co-authors:" rows with
their institutions in parentheses.  Each failed on main 1a4c353e; the guards beside
them pass on both.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

TITLE = "Wind and the spring warming of a small boreal lake under changing ice cover"
ABSTRACT = (
    "We measure the temperature of a small lake every hour through three springs and "
    "relate its warming to the wind over the water. Calm weeks warm the surface quickly "
    "while windy weeks mix the heat down to the bottom, and the date of the ice break "
    "sets when the warming begins. A simple model of mixing follows the weather closely."
)
BODY = "Cells were grown in a standard medium and counted every day for a week. " * 14


def _finish(page: pymupdf.Page, y: float, heading: str, path: Path) -> Path:
    """The abstract under a bold ``heading`` from ``y`` down, then the body."""
    page.insert_text((72, y), heading, fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 8, 523, y + 90), ABSTRACT, fontsize=10)
    page.insert_text((72, y + 120), "1. Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 130, 523, 800), BODY, fontsize=10)
    doc = page.parent
    doc.save(path)
    doc.close()
    return path


def _memo(path: Path, rows: list[tuple[str, str]], *, heading: str = "MEMORANDUM") -> Path:
    """A memorandum: a bold heading, header rows (a bold label, the value 72 pt right of
    the labels; a long value wraps back under the label), a "Summary" heading."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 74), heading, fontsize=14, fontname="hebo")
    y = 110.0
    for label, value in rows:
        page.insert_text((72, y), label, fontsize=10, fontname="hebo")
        words = value.split()
        first = " ".join(words[:8])
        page.insert_text((144, y), first, fontsize=10)
        if len(words) > 8:
            y += 14
            page.insert_text((72, y), " ".join(words[8:]), fontsize=10)
        y += 18
    return _finish(page, y + 20, "Summary", path)


def test_a_memos_subject_row_is_its_title(tmp_path: Path) -> None:
    rows = [
        ("TO:", "Steering committee"),
        ("FROM:", "Ann Lee, Bo Chen"),
        ("DATE:", "6 March 2012"),
        ("SUBJECT:", TITLE),
    ]
    pdf = extract_pdf(_memo(tmp_path / "memo.pdf", rows), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
    assert pdf.abstract.startswith("We measure")


def test_a_german_memos_run_in_subject_row_is_its_title(tmp_path: Path) -> None:
    """ "Betreff: …" with its value on the label's line, under "An:", "Von:", "Datum:"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 74), "Aktennotiz", fontsize=14, fontname="hebo")
    rows = ["An: Projektgruppe", "Von: Anna Weber", "Datum: 3. Mai 2021", f"Betreff: {TITLE}"]
    for k, row in enumerate(rows):
        page.insert_text((72, 110 + 18 * k), row, fontsize=10)
    pdf = extract_pdf(_finish(page, 200, "Summary", tmp_path / "de.pdf"), max_pages=2)
    assert pdf.title == TITLE


def test_header_rows_without_a_subject_give_no_title_from_a_row(tmp_path: Path) -> None:
    """ "Date:", "To:", "Version:" rows name no title: the heading stays the title."""
    rows = [("TO:", "Steering committee"), ("DATE:", "6 March 2012"), ("VERSION:", "2.1")]
    path = _memo(tmp_path / "memo.pdf", rows, heading="Spring warming of small lakes")
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == "Spring warming of small lakes"


def test_a_subject_line_in_body_text_is_no_title(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Spring warming of small lakes", fontsize=18, fontname="hebo")
    page.insert_text((72, 120), "Ann Lee and Bo Chen", fontsize=11)
    page.insert_text((72, 340), "To: the reader", fontsize=10)
    page.insert_text((72, 354), "From: the archive", fontsize=10)
    page.insert_text((72, 368), f"Subject: {TITLE}", fontsize=10)
    pdf = extract_pdf(_finish(page, 160, "Abstract", tmp_path / "body.pdf"), max_pages=2)
    assert pdf.title == "Spring warming of small lakes"


def _names_first(path: Path, byline: list[str], title_y: float = 140) -> Path:
    """Names in capitals (one line or two) centred over a large bold title."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = title_y - 16 - 13 * (len(byline) - 1)
    for line in byline:
        width = pymupdf.get_text_length(line, fontsize=10)
        page.insert_text(((595 - width) / 2, y), line, fontsize=10)
        y += 13
    page.insert_text((90, title_y + 14), TITLE[:45], fontsize=17, fontname="hebo")
    page.insert_text((90, title_y + 34), TITLE[46:], fontsize=17, fontname="hebo")
    return _finish(page, title_y + 80, "Abstract", path)


def test_names_in_capitals_above_the_title_are_the_authors(tmp_path: Path) -> None:
    pdf = extract_pdf(_names_first(tmp_path / "one.pdf", ["A. K. LINDGREN / S. V. RAYMOND"]))
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("A. K. Lindgren", "S. V. Raymond")
    byline = ["BERNARD LI / PETER OEY / HEMA COUPET /", "K. SHIMOYAMA / NEAL J. EVANS"]
    pdf = extract_pdf(_names_first(tmp_path / "two.pdf", byline))
    assert tuple(pdf.authors) == (
        "Bernard Li",
        "Peter Oey",
        "Hema Coupet",
        "K. Shimoyama",
        "Neal J. Evans",
    )


def test_a_running_head_in_capitals_above_the_title_names_nobody(tmp_path: Path) -> None:
    for head in ("RESEARCH ARTICLE", "WORKING PAPER NO. 12", "JOURNAL OF LAKE STUDIES"):
        pdf = extract_pdf(_names_first(tmp_path / "head.pdf", [head]))
        assert pdf.title == TITLE
        assert not pdf.authors, head


def _contribution(path: Path, rows: list[str]) -> Path:
    """A contribution page: a breadcrumb, a bold title, run-in rows (a long one wraps
    under its label), "Description" over the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 58), "Spring Workshop 2013 › Timetable › Session 11", fontsize=9)
    page.insert_text((57, 90), TITLE[:45], fontsize=15, fontname="hebo")
    page.insert_text((57, 110), TITLE[46:], fontsize=15, fontname="hebo")
    y = 140.0
    for row in rows:
        label, value = row.split(":", 1)
        lines = [value[:70], value[70:]] if len(value) > 70 else [value]
        page.insert_text((57, y), f"{label}:", fontsize=10, fontname="hebo")
        width = pymupdf.get_text_length(f"{label}:", fontname="hebo", fontsize=10)
        page.insert_text((57 + width, y), lines[0], fontsize=10)
        for more in lines[1:]:
            y += 14
            page.insert_text((57, y), more.strip(), fontsize=10)
        y += 17
    return _finish(page, y + 14, "Description", path)


def test_contributor_rows_give_the_names_without_their_institutions(tmp_path: Path) -> None:
    rows = [
        "Primary author: Ann Lindqvist (Stanford University)",
        "Co-authors: Bo Chen (Institute of Neuroscience), Eva Roth (Research Unit Immunology)",
        "Presenter: Ann Lindqvist",
        "Track: Methods",
        "Time: 12:40, Room 8",
    ]
    pdf = extract_pdf(_contribution(tmp_path / "talk.pdf", rows), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lindqvist", "Bo Chen", "Eva Roth")


def test_a_corresponding_author_row_alone_is_no_author_list(tmp_path: Path) -> None:
    """A "Corresponding author:" row names one person of several: the byline stands."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Spring warming of small lakes", fontsize=18, fontname="hebo")
    page.insert_text((72, 120), "Ann Lee, Bo Chen and Eva Roth", fontsize=11)
    page.insert_text((72, 138), "Corresponding author: Bo Chen (Lake Town University)", fontsize=9)
    pdf = extract_pdf(_finish(page, 170, "Abstract", tmp_path / "c.pdf"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Eva Roth")
