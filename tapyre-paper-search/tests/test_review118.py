"""review118 on front38: its page-own citation line (``citeline``) took a line citing
ANOTHER paper whose title opens with the same six words (a sequel, a companion, a
"How to cite" section quoting a related paper) for the page's own, and its role label
test (``namewords.as_name``) dropped a name whose surname is "By" ("Ann By"), and its
run-in "Author…" label (``labelblock``) read the prose under a heading "Author
Contributions" for names, and its abstract heading row (``cues``) took a table's
header of years ("Summary | 2019 | 2020 | 2021") for one.

Each test not marked a control fails on merge38 d919865e; the controls keep front38's
own readings.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstractcues import is_abstract_heading
from tapyre_paper_search.pdf.citeline import cite_line_names
from tapyre_paper_search.pdf.labelblock import block_names
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import as_name
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE
from test_pdf_front_matter_front38 import _record, _runin, _save
from textlines import text_line


def _line(text: str, y: float, size: float = 8.0) -> Line:
    return text_line(text, y, size=size, x0=50.0, x1=500.0)


def test_a_cite_as_line_for_a_companion_paper_with_the_same_opening(tmp_path: Path) -> None:
    """The box cites an earlier paper whose title opens with this page's first nine
    words ("… small boreal lake in Norway"); it names nobody of this page (front38
    read "A. Lee", "B. Chen": six words matched)."""
    cite = [
        "Lee, A. & Chen, B. (2019). Wind and the spring warming of a small boreal lake in Norway."
    ]
    pdf = extract_pdf(_record(tmp_path / "c.pdf", cite), max_pages=2)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ()


def test_a_how_to_cite_section_quoting_a_related_paper(tmp_path: Path) -> None:
    """A body section "How to cite" cites the guide this page extends ("… in
    practice", the page is "… in ecology"): no names."""
    title = "A guide to citing research software in ecology"
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(43, 50, 553, 130), title, fontsize=20, fontname="hebo")
    page.insert_text((43, 150), "Published 3 May 2021", fontsize=8)
    page.insert_text((43, 180), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, 188, 553, 300), ABSTRACT, fontsize=9)
    page.insert_text((43, 330), "How to cite", fontsize=11, fontname="hebo")
    page.insert_textbox(
        pymupdf.Rect(43, 340, 553, 420),
        "Smith, J. and Jones, K. (2019). A guide to citing research software in practice. "
        "Journal of Open Research. Authors should cite the version they used.",
        fontsize=9,
    )
    page.insert_textbox(pymupdf.Rect(43, 430, 553, 800), BODY, fontsize=9)
    pdf = extract_pdf(_save(page, tmp_path / "h.pdf"), max_pages=2)
    assert pdf.title == title
    assert "J. Smith" not in pdf.authors


def test_part_one_cited_from_part_two() -> None:
    """The unit: Part II's page cites Part I; the titles part at their tenth word."""
    lines = [
        _line("Lake ice and wind over small boreal lakes, Part II: models", 50.0, 20.0),
        _line("Cite as", 300.0),
        _line("Lee, A. (2020). Lake ice and wind over small boreal lakes, Part I: data.", 310.0),
    ]
    assert cite_line_names(lines, [0]) == ()


def test_control_the_pages_own_citation_still_reads() -> None:
    """Control (passes on both): the citation quotes the whole title, broken over two
    lines and set in capitals on the page."""
    lines = [
        _line("WIND AND THE SPRING WARMING OF A SMALL", 50.0, 20.0),
        _line("BOREAL LAKE UNDER CHANGING ICE COVER", 74.0, 20.0),
        _line("Cite as", 300.0),
        _line("Lee, A., Chen, B. J. & Roth, E. (2021). Wind and the spring warming of a", 310.0),
        _line("small boreal lake under changing ice cover. Version 2.", 319.0),
    ]
    assert cite_line_names(lines, [0, 1]) == ("A. Lee", "B. J. Chen", "E. Roth")


def test_a_surname_by_is_a_name(tmp_path: Path) -> None:
    """ "By" is a surname (Norway, Denmark); front38 took any piece ending in "by" for
    a role's label and read nobody."""
    assert as_name("Ann By") == "Ann By"
    pdf = extract_pdf(_runin(tmp_path / "b.pdf", "Ann By and Bo Chen"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann By", "Bo Chen")


def test_control_role_labels_and_by_surnames() -> None:
    """Control (passes on both): a role's label is none; surnames ending in "by" read."""
    assert as_name("PREPARED BY") == as_name("Written By") == as_name("REVIEWED BY") == ""
    for name in ("Ann Selby", "John Derby", "Kim Kirby", "Tom Ashby", "Lee Crosby"):
        assert as_name(name) == name


def _contributions(path: Path, heading: str) -> Path:
    """A short communication with no byline: "Abstract" over the text, then
    ``heading`` over a sentence of who did what, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 60, 523, 130), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((72, 180), "Abstract", fontsize=12)
    page.insert_textbox(pymupdf.Rect(72, 190, 523, 300), ABSTRACT, fontsize=10)
    page.insert_text((72, 320), heading, fontsize=10, fontname="hebo")
    page.insert_text((72, 333), "Ann Lee and Bo Chen designed the study.", fontsize=9)
    page.insert_text((72, 345), "Eva Roth wrote the paper.", fontsize=9)
    page.insert_textbox(pymupdf.Rect(72, 360, 523, 800), BODY, fontsize=10)
    return _save(page, path)


def test_an_author_contributions_heading_is_no_run_in_label(tmp_path: Path) -> None:
    """ "Author Contributions" opens with "Author" and the rest names nobody: a
    heading, whose prose names nobody (front38 read "Ann Lee" alone from it)."""
    pdf = extract_pdf(_contributions(tmp_path / "a.pdf", "Author Contributions"), max_pages=2)
    assert tuple(pdf.authors) == ()


def test_control_a_run_in_label_over_more_names(tmp_path: Path) -> None:
    """Control (passes on both): "Authors Karl Weber" over a line of more names."""
    lines = [
        _line("Wind and the spring warming of a small boreal lake", 50.0, 18.0),
        _line("Authors Karl Weber", 300.0, 9.0),
        _line("Ann Lee, Bo Chen", 311.0, 9.0),
    ]
    assert block_names(lines, 1) == ("Karl Weber", "Ann Lee", "Bo Chen")


def _text_table(path: Path) -> Path:
    """A byline, a headingless abstract, then a table set in a typewriter face with
    bars between its cells, headed "Summary | 2019 | 2020 | 2021"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 60, 523, 130), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((72, 150), "Ann Lee and Bo Chen", fontsize=11)
    page.insert_textbox(pymupdf.Rect(72, 175, 523, 280), ABSTRACT, fontsize=10)
    rows = [
        "Summary | 2019 | 2020 | 2021",
        "Lakes   |   12 |   14 |   15",
        "Ice days|   80 |   75 |   70",
    ]
    for k, row in enumerate(rows):
        page.insert_text((72, 300 + 12 * k), row, fontsize=9, fontname="cour")
    page.insert_textbox(pymupdf.Rect(72, 350, 523, 800), BODY, fontsize=10)
    return _save(page, path)


def test_a_table_header_of_years_is_no_abstract_heading(tmp_path: Path) -> None:
    """ "Summary | 2019 | 2020 | 2021" is a table's header, not "Abstract | Received …
    | doi: …" (front38 gave the table's rows as the abstract)."""
    assert not is_abstract_heading("Summary | 2019 | 2020 | 2021")
    pdf = extract_pdf(_text_table(tmp_path / "t.pdf"), max_pages=2)
    assert pdf.abstract.startswith("We measure the temperature")


def test_control_rows_of_record_facts_and_other_rows() -> None:
    """Control (passes on both): front38's row heads the abstract; a table's or a
    navigation bar's row of section names does not."""
    assert is_abstract_heading("Abstract | Received 3 May 2021 | doi:10.1234/abc.2021.5")
    assert is_abstract_heading("Abstract | Volume 12 | Pages 1-20")
    assert not is_abstract_heading("Abstract | Methods | Results")
    assert not is_abstract_heading("Abstract | Introduction | References")


def test_control_a_title_with_a_raised_footnote_mark(tmp_path: Path) -> None:
    """Control (passes on both): the title's raised mark "1" is no word the citation
    must quote (the page's title lines are read without it)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    last = "lake under changing ice cover"
    page.insert_text(
        (43, 80), "Wind and the spring warming of a small boreal", fontsize=22, fontname="hebo"
    )
    page.insert_text((43, 108), last, fontsize=22, fontname="hebo")
    width = pymupdf.get_text_length(last, fontname="hebo", fontsize=22)
    page.insert_text((44 + width, 98), "1", fontsize=12, fontname="hebo")
    page.insert_text((43, 150), "Published 3 May 2021 \u00b7 Version 2", fontsize=8)
    page.insert_text((43, 180), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, 188, 553, 300), ABSTRACT, fontsize=9)
    page.insert_text((50, 332), "Cite as", fontsize=8, fontname="hebo")
    page.insert_text(
        (50, 345), "Lee, A. & Chen, B. (2021). Wind and the spring warming of a", fontsize=8
    )
    page.insert_text(
        (50, 355), "small boreal lake under changing ice cover. Version 2.", fontsize=8
    )
    page.insert_text((43, 400), "Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(43, 410, 553, 800), BODY, fontsize=9)
    pdf = extract_pdf(_save(page, tmp_path / "m.pdf"), max_pages=2)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("A. Lee", "B. Chen")
