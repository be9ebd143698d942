"""Round 45, LaTeX front matter (latex44's held-out classes, now train).

An abstract under an "Overview" heading after a numbered list of authors ("1. Name —
place", each item longer than a byline's line) was not found: the list's items read
as prose before the heading. Nor was a heading set in the regular weight of a family
whose body is its light cut ("OpenSans-Regular" over "OpenSans-Light"): not bold by
name, not larger (:mod:`~tapyre_paper_search.pdf.fontweight`). Controls: prose before
"Overview" still keeps it from heading an abstract; a heading in the body's own weight
heads none; weights across families are never compared. The pages are drawn with
PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.overviewhead import overview_abstract
from test_pdf_front_matter_latex33 import _BODY, _rows

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = "Rates of spontaneous mutation in a bacterium"
_ITEMS = [
    "1. Marta Ferreira — Laboratory of Molecular Biology, Lisbon Medical Center, Portugal",
    "2. Jonas Lindqvist — Division of Applied Mathematics, Delft Research Laboratories, Norway",
]
_PROSE = "We describe here a method that was used to count every mutation in the genome"


def _numbered(path: Path, before: list[str]) -> None:
    """The title, "Authors" over the lines ``before``, a bold "Overview" over a paragraph,
    then "1 Introduction" and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 80), _TITLE, fontsize=18, fontname="tiro")
    page.insert_text((_LEFT, 110), "Authors", fontsize=12, fontname="tiro")
    y = _rows(page, _LEFT + 12, 132, before, 10) + 12
    page.insert_text((_LEFT, y), "Overview", fontsize=10, fontname="tibo")
    y = _rows(page, _LEFT, y + 16, _BODY, 10) + 24
    page.insert_text((_LEFT, y), "1 Introduction", fontsize=13, fontname="tibo")
    _rows(page, _LEFT, y + 22, _BODY, 10)
    doc.save(path)


def test_an_overview_after_a_numbered_list_of_authors_heads_the_abstract(
    tmp_path: Path,
) -> None:
    path = tmp_path / "numbered.pdf"
    _numbered(path, _ITEMS)
    assert extract_pdf(path).abstract == " ".join(_BODY)


def test_control_prose_before_the_overview_keeps_it_no_abstract_heading(
    tmp_path: Path,
) -> None:
    path = tmp_path / "prose.pdf"
    _numbered(path, [_PROSE, _PROSE])
    assert " ".join(_BODY) not in extract_pdf(path).abstract


def _line(text: str, y: float, lead: str) -> Line:
    return Line(text, 10.9, False, False, False, 85.0, y, 538.0, y + 10, 0, lead=lead)


def _page(heading_lead: str) -> list[Line]:
    body = "OpenSans-Light/"
    lines = [_line(_TITLE, 56.0, body), _line("Authors", 90.0, body)]
    lines += [_line(item, 110.0 + 20 * k, body) for k, item in enumerate(_ITEMS)]
    lines.append(_line("Overview", 170.0, heading_lead))
    lines += [_line(row, 186.0 + 13.5 * k, body) for k, row in enumerate(_BODY)]
    lines.append(_line("1 Introduction", 260.0, "OpenSans-Bold/b"))
    return lines


def test_a_heading_in_the_regular_cut_over_a_light_body_heads_the_abstract() -> None:
    found = overview_abstract(_page("OpenSans-Regular/"), [0], height=842.0)
    assert found is not None and found.text == " ".join(_BODY)


def test_control_a_heading_in_the_bodys_own_weight_heads_no_abstract() -> None:
    assert overview_abstract(_page("OpenSans-Light/"), [0], height=842.0) is None


def test_weights_of_one_family_compared_never_across_families() -> None:
    from tapyre_paper_search.pdf.fontweight import heavier, weight  # new in latex45

    assert weight("ABCDEF+OpenSans-SemiBold") == 600
    assert weight("OpenSans-ExtraLight") == 200
    assert weight("LMRoman10-Regular") == 400
    assert heavier("OpenSans-Regular/", "OpenSans-Light/")
    assert heavier("CMR10/b", "CMR10/")
    assert not heavier("OpenSans-Regular/", "OpenSans-Regular/")  # control
    assert not heavier("Helvetica/", "OpenSans-Light/")  # control: another family
    assert not heavier("", "OpenSans-Light/")  # control: unknown


_PROPOSAL_TITLE = "Neutron skin and giant resonances in heavy nuclei"


def _proposal(
    path: Path, title_size: float, heading: str = "Research Proposal", *, turn: bool = False
) -> None:
    """A proposal's cover: ``heading``, a row of bold role labels over names (each over
    its place in smaller type), "Project title" over the title in bold at
    ``title_size``, "Project summary" over a paragraph, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 80), heading, fontsize=14, fontname="helv")
    cells = [
        (["Principal investiga-", "tor"], [("Marta Ferreira", "Lisbon Medical Center")]),
        (["Co-investigators"], [("Jonas Lindqvist", "Delft University"), ("Ana Ruiz", "Uppsala")]),
        (["Programme officer"], [("Dr. Helen Marsh", "")]),
    ]
    for k, (label, people) in enumerate(cells):
        x, y = _LEFT + 160 * k, 110.0
        for row in label:
            page.insert_text((x, y), row, fontsize=10, fontname="hebo")
            y += 12
        y += 8
        for person, where in people:
            page.insert_text((x, y), person, fontsize=10, fontname="helv")
            y += 12
            if where:
                page.insert_text((x, y), where, fontsize=9, fontname="helv")
                y += 12
    page.insert_text((_LEFT, 240), "Project title", fontsize=10, fontname="helv")
    page.insert_text((_LEFT, 262), _PROPOSAL_TITLE, fontsize=title_size, fontname="hebo")
    top = 300.0
    if turn:  # the summary opens the next page
        page = doc.new_page(width=_W, height=_H)
        top = 70.0
    page.insert_text((_LEFT, top), "Project summary", fontsize=10, fontname="helv")
    y = _rows(page, _LEFT, top + 18, _BODY, 10) + 24
    page.insert_text((_LEFT, y), "1 Introduction", fontsize=13, fontname="tibo")
    _rows(page, _LEFT, y + 22, _BODY, 10)
    doc.save(path)


def test_a_cover_headings_title_is_the_value_under_its_project_title_label(
    tmp_path: Path,
) -> None:
    path = tmp_path / "proposal.pdf"
    _proposal(path, 14)
    assert extract_pdf(path).title == _PROPOSAL_TITLE


def test_investigators_in_a_row_of_role_cells_are_the_authors_not_the_officer(
    tmp_path: Path,
) -> None:
    path = tmp_path / "proposal.pdf"
    _proposal(path, 14)
    assert extract_pdf(path).authors == ("Marta Ferreira", "Jonas Lindqvist", "Ana Ruiz")


def test_a_project_summary_opening_the_next_page_heads_the_abstract(tmp_path: Path) -> None:
    path = tmp_path / "turned.pdf"
    _proposal(path, 14, turn=True)
    read = extract_pdf(path)
    assert read.abstract == " ".join(_BODY)
    assert read.authors == ("Marta Ferreira", "Jonas Lindqvist", "Ana Ruiz")


def test_control_a_labelled_value_smaller_than_the_title_above_is_no_title(
    tmp_path: Path,
) -> None:
    path = tmp_path / "own-title.pdf"
    heading = "Glacial lakes of the Andes"
    _proposal(path, 10, heading=heading)
    assert extract_pdf(path).title == heading


_LOW_TITLE = [
    "Effects of a functional exercise programme on",
    "daily living and balance in older",
    "adults with dementia",
]
_PARTS = ["Objectives", "Design", "Setting", "Participants", "Measurements", "Results"]


def _abstract_first(path: Path, parts: int, title_y: float) -> list[str]:
    """A page that opens with a structured abstract in small type, ``parts`` labelled
    parts ("Objectives: To test the effects of a functional exercise programme on", the title's
    words restated),
    then the title in large bold type from ``title_y``, a byline, places and the body.
    Returns the abstract's lines."""
    rows = []
    for k in range(parts):
        rows.append(
            f"{_PARTS[k % len(_PARTS)]}: To test the effects of a functional exercise programme on"
        )
        rows += _BODY
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 50.0
    for row in rows:
        page.insert_text((_LEFT, y), row, fontsize=9, fontname="tiro")
        y += 12.5
    for k, row in enumerate(_LOW_TITLE):
        page.insert_text((_LEFT, title_y + 22 * k), row, fontsize=17, fontname="tibo")
    y = title_y + 22 * len(_LOW_TITLE) + 14
    page.insert_text((_LEFT, y), "Marta Ferreira and Jonas Lindqvist", fontsize=12, fontname="tiro")
    page.insert_text((_LEFT, y + 16), "Lisbon Medical Center", fontsize=10, fontname="tiit")
    y += 50
    page.insert_text((_LEFT, y), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 18, _BODY, 10)
    doc.save(path)
    return rows


def test_a_title_under_a_long_abstract_opening_the_page_is_read_with_the_rest(
    tmp_path: Path,
) -> None:
    path = tmp_path / "low.pdf"
    rows = _abstract_first(path, 5, 540.0)
    read = extract_pdf(path)
    assert read.title == " ".join(_LOW_TITLE)
    assert read.authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert read.abstract == " ".join(rows)


def test_a_title_row_past_the_title_zone_stays_on_the_title(tmp_path: Path) -> None:
    path = tmp_path / "pushed.pdf"
    _abstract_first(path, 5, 486.0)
    assert extract_pdf(path).title == " ".join(_LOW_TITLE)


def test_a_title_under_prose_is_taken_but_a_numbered_heading_never() -> None:
    from tapyre_paper_search.pdf.prosetitle import title_below_prose  # new in latex45

    prose = [
        Line(_BODY[k % 4], 10.0, False, False, False, 72.0, 60.0 + 13 * k, 520.0, 70.0 + 13 * k, 0)
        for k in range(12)
    ]
    heading = Line("2 Methods", 16.0, True, False, False, 72.0, 240.0, 160.0, 256.0, 1)
    assert title_below_prose([*prose, heading], 842.0, 10.0) == []
    titled = Line("Rates of mutation", 16.0, True, False, False, 72.0, 240.0, 260.0, 256.0, 1)
    assert title_below_prose([*prose, titled], 842.0, 10.0) == [12]


def _above(rows: list[str]) -> tuple[list[Line], list[int]]:
    """``rows`` in small type over a large title line; the title's index."""
    lines = [
        Line(row, 9.0, False, False, False, 72.0, 60.0 + 12 * k, 520.0, 69.0 + 12 * k, 0)
        for k, row in enumerate(rows)
    ]
    title = " ".join(_LOW_TITLE)
    lines.append(Line(title, 17.0, True, False, False, 72.0, 300.0, 520.0, 317.0, 1))
    return lines, [len(rows)]


def test_control_a_short_citation_quoting_the_title_above_it_is_no_abstract() -> None:
    import numpy as np
    from tapyre_paper_search.pdf.abovetitle import abstract_above_title

    rows = [
        "Cite this article: Ferreira M, Lindqvist J (2021) Effects of a functional",
        "exercise programme on daily living and balance in older adults with",
        "dementia. Journal of Ageing Studies 12: 101-109. doi:10.1000/jas.2021.17",
    ]
    lines, group = _above(rows)
    scores = np.ones(len(lines))
    assert abstract_above_title(lines, group, scores, " ".join(_LOW_TITLE)) is None


def test_control_a_note_with_one_run_in_label_above_the_title_is_no_abstract() -> None:
    import numpy as np
    from tapyre_paper_search.pdf.abovetitle import abstract_above_title

    lines, group = _above(["Editor's note: This commentary was invited by the board.", *_BODY])
    scores = np.ones(len(lines))
    assert abstract_above_title(lines, group, scores, " ".join(_LOW_TITLE)) is None


def test_a_metadata_title_with_its_math_and_spaces_left_out_yields_to_the_page() -> None:
    from tapyre_paper_search.pdf.titles import choose_title

    chosen = choose_title("From dyadic to", "From dyadic Λα to Λα")
    assert chosen.title == "From dyadic Λα to Λα"


def test_control_a_metadata_title_missing_a_plain_word_wins_as_before() -> None:
    from tapyre_paper_search.pdf.titles import choose_title

    # only math letters left out with their spaces make the page's title win
    chosen = choose_title("Effects on rats", "Effects of β on rats")
    assert chosen.title == "Effects on rats"
    assert chosen.other == ""


_FOOT = [
    "Yasuyuki Kawahigashi (School of Marine Chemistry, Salamanca Medical Center,"
    " 830 Universitetsvej,",
    "Salamanca 80933, Poland)",
]


def _chapter(path: Path, foot: list[str]) -> None:
    """A chapter's first page: a large number, the title, the abstract with no heading,
    the lines ``foot`` at the page's foot."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 110), "9", fontsize=36, fontname="tiro")
    page.insert_text(
        (_LEFT, 160), "Conformal Field Theory and Operator Algebras", fontsize=22, fontname="tiro"
    )
    _rows(page, _LEFT + 4, 210, _BODY, 11)
    _rows(page, _LEFT, 690, foot, 10)
    doc.save(path)


def test_control_a_lone_name_at_the_foot_the_classifier_reads_stays_read(tmp_path: Path) -> None:
    path = tmp_path / "foot.pdf"
    _chapter(path, _FOOT)
    assert extract_pdf(path).authors == ("Yasuyuki Kawahigashi",)


def _zone(texts: list[str]) -> list[Line]:
    """A title line, then ``texts`` at the page's foot (the author zone: 1 and 2)."""
    title = Line(_TITLE, 22.0, False, False, False, 72.0, 150.0, 540.0, 172.0, 0)
    return [title] + [
        Line(text, 10.0, False, False, False, 72.0, 689.0 + 12 * k, 540.0, 699.0 + 12 * k, 2)
        for k, text in enumerate(texts)
    ]


def test_a_lone_name_the_classifier_scores_low_before_its_wrapped_place_is_read() -> None:
    import numpy as np
    from tapyre_paper_search.pdf.closingbyline import Closing
    from tapyre_paper_search.pdf.frontnames import zone_names

    lines = _zone(_FOOT)
    scores = np.array([0.0, 0.11, 0.0])
    read = zone_names(lines, [0], [], [1, 2], scores, found=None, closing=Closing())
    assert read == ("Yasuyuki Kawahigashi",)


def test_control_a_journal_before_a_year_in_brackets_is_no_name() -> None:
    import numpy as np
    from tapyre_paper_search.pdf.closingbyline import Closing
    from tapyre_paper_search.pdf.frontnames import zone_names

    lines = _zone(["Hydrology Letters (2020) 14, 221-230", "Nature Physics (London)"])
    scores = np.array([0.0, 0.1, 0.1])
    assert zone_names(lines, [0], [], [1, 2], scores, found=None, closing=Closing()) == ()
