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


def _proposal(path: Path, title_size: float, heading: str = "Research Proposal") -> None:
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
    page.insert_text((_LEFT, 300), "Project summary", fontsize=10, fontname="helv")
    y = _rows(page, _LEFT, 318, _BODY, 10) + 24
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


def test_control_a_labelled_value_smaller_than_the_title_above_is_no_title(
    tmp_path: Path,
) -> None:
    path = tmp_path / "own-title.pdf"
    heading = "Glacial lakes of the Andes"
    _proposal(path, 10, heading=heading)
    assert extract_pdf(path).title == heading
