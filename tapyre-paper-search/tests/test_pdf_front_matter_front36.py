"""Front matter of front36's train styles: a numbered contributors list, names in a
reading-time line over the title, a tab bar over the abstract, a "TL;DR" label.

A technical note lists its people as "1. Ann Lee (Institute of X)" under a bold
"Contributors" heading; a blog post prints "Ann Lee and Bo Chen · 12 min read · date"
over its title and runs its summary in after a bold "TL;DR"; an article page sets a tab
bar ("Abstract  Full text  Figures  References") between the byline and the abstract.
Each failed on main 986ac921; the guards beside them (a numbered list of aims, a
reading-time line naming a category, an abstract under a plain heading) pass on both.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.contribrows import contributor_names
from tapyre_paper_search.pdf.lines import Line, page_lines
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE  # the same paper


def _save(page: pymupdf.Page, path: Path) -> Path:
    doc = page.parent
    doc.save(path)
    doc.close()
    return path


def _numbered(path: Path, heading: str, items: list[str]) -> Path:
    """A title, a bold heading over a numbered list, "Scope" over the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 60, 523, 130), TITLE, fontsize=16, fontname="hebo")
    y = 150.0
    page.insert_text((72, y), heading, fontsize=11, fontname="hebo")
    for number, item in enumerate(items, 1):
        y += 17
        page.insert_text((86, y), f"{number}. {item}", fontsize=11)
    y += 26
    page.insert_text((72, y), "Scope", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 6, 523, y + 100), ABSTRACT, fontsize=11)
    page.insert_text((72, y + 130), "Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 140, 523, 800), BODY, fontsize=11)
    return _save(page, path)


def _lines(path: Path) -> list[Line]:
    doc = pymupdf.open(path)
    lines = page_lines(doc[0].get_text("dict"), 0).lines
    doc.close()
    return list(lines)


_ITEMS = [
    "Seiji Buchner (Research Unit Medicine)",
    "C. Berger (Research Unit Internal Medicine)",
    "A. Wang (Graduate School of Linguistics)",
]


def test_a_numbered_contributors_list_names_each_item(tmp_path: Path) -> None:
    """The list's names replace a byline read of some of them (a converted page lost
    its last item to the abstract under it: front35's numbered style)."""
    lines = _lines(_numbered(tmp_path / "n.pdf", "Contributors", _ITEMS))
    after = next(i for i, line in enumerate(lines) if line.text == "Contributors")
    partial = ("Seiji Buchner", "C. Berger")
    assert contributor_names(lines, after, byline=partial) == (*partial, "A. Wang")
    assert contributor_names(lines, after) == (*partial, "A. Wang")
    pdf = extract_pdf(_numbered(tmp_path / "n2.pdf", "Contributors", _ITEMS), max_pages=2)
    assert tuple(pdf.authors) == (*partial, "A. Wang")


def test_a_single_numbered_contributor(tmp_path: Path) -> None:
    items = ["G. W. Netzer (School of Theoretical Physics)"]
    lines = _lines(_numbered(tmp_path / "one.pdf", "Contributors", items))
    assert contributor_names(lines, 1) == ("G. W. Netzer",)


def test_a_numbered_list_of_aims_names_nobody(tmp_path: Path) -> None:
    """Items that are no names ("Measure the ice break") make no list of people."""
    items = ["Measure the ice break every spring", "Relate the warming to the wind"]
    lines = _lines(_numbered(tmp_path / "aims.pdf", "Contributors", items))
    assert contributor_names(lines, 1) == ()
    pdf = extract_pdf(_numbered(tmp_path / "aims2.pdf", "Contributors", items), max_pages=2)
    assert "Measure" not in " ".join(pdf.authors)


def _post(path: Path, meta: str, *, label: str = "TL;DR", abstract: str = ABSTRACT) -> Path:
    """A blog post: a small meta line over the bold title, a grey deck, the summary
    run in after a bold label, then "1. Introduction"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((90, 60), meta, fontsize=8)
    page.insert_text((490, 60), "Follow", fontsize=8)
    page.insert_textbox(pymupdf.Rect(72, 76, 523, 140), TITLE, fontsize=20, fontname="hebo")
    page.insert_text((72, 156), "What the measurements say, and what they leave open.", fontsize=11)
    page.insert_text((72, 180), label, fontsize=10, fontname="hebo")
    width = pymupdf.get_text_length(label + " ", fontname="hebo", fontsize=10)
    words = abstract.split()
    first, rest = " ".join(words[:9]), " ".join(words[9:])
    page.insert_text((72 + width, 180), first, fontsize=10)
    page.insert_textbox(pymupdf.Rect(72, 184, 523, 300), rest, fontsize=10)
    page.insert_text((72, 330), "1. Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 340, 523, 800), BODY, fontsize=10)
    return _save(page, path)


def test_names_in_a_reading_time_line_over_the_title(tmp_path: Path) -> None:
    meta = "Ann Lee and Bo Chen \u00b7 12 min read \u00b7 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "r.pdf", meta), max_pages=2)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_a_reading_time_line_naming_a_category_names_nobody(tmp_path: Path) -> None:
    meta = "Posted in Field notes \u00b7 12 min read \u00b7 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "c.pdf", meta), max_pages=2)
    assert "Field" not in " ".join(pdf.authors)


def test_a_short_summary_run_in_after_a_bold_tldr(tmp_path: Path) -> None:
    short = "We relate the spring warming of a small lake to the wind over its water."
    meta = "Ann Lee \u00b7 4 min read \u00b7 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "t.pdf", meta, abstract=short), max_pages=2)
    assert pdf.abstract == short


def _tabbed(path: Path, tabs: list[str]) -> Path:
    """An article page: title, byline, a row of tabs, the abstract under it."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((43, 50), "Open Research Letters \u2022 Research article", fontsize=8)
    page.insert_textbox(pymupdf.Rect(43, 60, 550, 120), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((43, 130), "Ann Lee, Bo Chen, Eva Roth  Show affiliations", fontsize=10.5)
    x = 43.0
    for tab in tabs:
        page.insert_text((x, 160), tab, fontsize=9)
        x += pymupdf.get_text_length(tab, fontsize=9) + 22
    page.insert_textbox(pymupdf.Rect(43, 178, 550, 290), ABSTRACT, fontsize=10.5)
    page.insert_text((43, 310), "Introduction", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, 320, 550, 800), BODY, fontsize=10.5)
    return _save(page, path)


def test_the_abstract_under_a_tab_bar(tmp_path: Path) -> None:
    tabs = ["Abstract", "Full text", "Figures", "References", "Metrics"]
    pdf = extract_pdf(_tabbed(tmp_path / "tabs.pdf", tabs), max_pages=2)
    assert pdf.abstract == ABSTRACT
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Eva Roth")


def test_an_abstract_heading_alone_over_its_text(tmp_path: Path) -> None:
    pdf = extract_pdf(_tabbed(tmp_path / "plain.pdf", ["Abstract"]), max_pages=2)
    assert pdf.abstract == ABSTRACT
