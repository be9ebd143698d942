"""Front matter of society-journal and proceedings classes the LaTeX train corpus of
``latex14b`` showed (``tools/latex_corpus/classes_more.py``), drawn with PyMuPDF so
no TeX is needed:

* an abstract that runs past footnotes set only a point smaller than it, to the
  next page, under a running head set a little low
  (:func:`~tapyre_paper_search.pdf.footnotes.at_foot`, ``abstractcarry._running_head``);
* one author a line, "Name, Faculty …, Country", where a wrapped address makes the
  classifier doubt the line (``frontauthors._like_sure_lines``);
* a byline wrapped inside a name, after a surname's particle ("Ewine van" /
  "Dishoeck") or after an initial ("D." / "W. Charmousis") (:mod:`authorband`);
* a title a point larger than the text whose last line is an acronym in capitals
  (:mod:`~tapyre_paper_search.pdf.plaintitle`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pymupdf
import pytest
from layout_pages import ABSTRACT, BODY, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.frontauthors import front_authors
from tapyre_paper_search.pdf.lines import Line

TITLE = "Layer Placement for Scalable Video Servers"
_MORE = (
    "Each client reads the layers it can take from the disks in turn, and a scheduler "
    "decides in every round which requests are served first so that no stream stalls. "
)
# Page 1 ends inside a sentence ("… grows"); page 2 goes on in lower case.
FIRST = (ABSTRACT.removesuffix(" only slowly with the load.") + " " + _MORE * 18).strip()
FIRST += " The buffer each client needs grows"
REST = "only slowly with the load, and the placement is kept when disks are added later."
FOOTNOTES = (
    "Faculty of Radiology, University College Lausanne, Iceland. E-mail: chang@lausanne.ch",
    "Dept. of Neuroscience, University College Otago, New Zealand. E-mail: zakhor@otago.nz",
    "Center for Psychology, National Institute of Psychology, China. E-mail: raman@nip.cn",
)


def _two_pages(path: Path, head_y: float, note_size: float) -> Path:
    doc = pymupdf.open()
    first = Writer(doc.new_page(width=595, height=842))
    first.space(60)
    first.line(TITLE, 16, bold=True, centred=True)
    first.space(10)
    first.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, centred=True)
    first.space(20)
    first.line("Abstract", 9, bold=True, centred=True)
    first.paragraph(FIRST, 9, x=120, width=355, after=0)
    assert 560 < first.y < 660, first.y  # the abstract ends near the foot of page 1
    first.y = 668
    for note in FOOTNOTES:
        first.line(note, note_size, x=110)
    first.y = 760
    first.line("1", 10, centred=True)  # the page number, in the text's size
    second = Writer(doc.new_page(width=595, height=842))
    second.y = head_y
    second.line("Layer placement for video servers", 10, centred=True)  # running head
    second.y = 95
    second.paragraph(REST, 9, x=120, width=355, after=10)
    second.line("Keywords: video servers, disk placement, scheduling.", 8, x=120)
    second.space(20)
    second.line("1 Introduction", 12, bold=True)
    while second.y < 700:
        second.paragraph(BODY)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("head_y", "note_size"),
    [
        (40, 8),  # footnotes a point smaller than the abstract, the head at the very top
        (70, 7),  # footnotes much smaller, the running head set lower (its line ends at 9 %)
        (70, 8),  # both
    ],
)
def test_an_abstract_goes_on_past_footnotes_a_little_smaller_and_a_low_running_head(
    tmp_path: Path, head_y: float, note_size: float
) -> None:
    result = extract_pdf(_two_pages(tmp_path / "paper.pdf", head_y, note_size))
    assert result.title == TITLE
    assert result.abstract == f"{FIRST} {REST}"


def test_footnotes_under_a_finished_abstract_stay_out_of_it(tmp_path: Path) -> None:
    def front(page: Writer) -> None:
        page.space(40)
        page.line(TITLE, 16, bold=True, centred=True)
        page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, centred=True)
        page.space(12)
        page.line("Abstract", 9, bold=True, centred=True)
        page.paragraph(ABSTRACT, 9, x=120, width=355, after=0)
        page.y = 690
        for note in FOOTNOTES:
            page.line(note, 8, x=110)

    result = extract_pdf(write_page(tmp_path / "short.pdf", front, body=False))
    assert result.abstract == ABSTRACT


def test_a_last_line_a_point_smaller_over_footnotes_stays_in_the_abstract(tmp_path: Path) -> None:
    # The abstract's last line on the page is set a point smaller (a URL in code type) at
    # a running line step: no footnote, though the footnotes under it are smaller still.
    text = FIRST.removesuffix(" The buffer each client needs grows") + " Our traces are"
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.space(60)
    page.line(TITLE, 16, bold=True, centred=True)
    page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, centred=True)
    page.space(20)
    page.line("Abstract", 10, bold=True, centred=True)
    page.paragraph(text, 10, x=100, width=395, after=0)
    assert page.y > 421  # the last line in the page's lower half
    page.y += 12.5
    page.page.insert_text((100, page.y), "at github.com/tapyre/placement.", fontsize=9,
                          fontname="cour")  # fmt: skip
    page.y = max(page.y + 20, 700)
    for note in FOOTNOTES:
        page.line(note, 8, x=100)
    write = Writer(doc.new_page(width=595, height=842))
    write.line("1 Introduction", 12, bold=True)
    while write.y < 700:
        write.paragraph(BODY)
    doc.save(tmp_path / "url.pdf")
    result = extract_pdf(tmp_path / "url.pdf")
    assert result.abstract == f"{text} at github.com/tapyre/placement."


# -- one author a line, with the address after the name ---------------------------------

BYLINES = (
    ("Yingzi Zhao", "Faculty of Radiology, Nanjing University Hospital, 430 Science Park, Nanjing"),
    ("S. K. Fernandez", "Epidemiology Department, Dundee Institute of Technology, Dundee, Brazil"),
    ("S. K. Garnier", "Research Unit Information Systems, Daejeon Research Laboratories, Chile"),
    ("A. O'Brien", "Research Unit Information Systems, Daejeon Research Laboratories, Chile"),
    ("Luciano Kosovtsov", "Epidemiology Department, Dundee Institute of Technology, Brazil"),
    (
        "Nicolas C. Goad",
        "Faculty of Radiology, Nanjing University Hospital, 430 Science Park, Nanjing",
    ),
)


def _one_author_a_line(page: Writer) -> None:
    page.space(20)
    page.line(
        "DNA-BINDING FACTORS SHAPE THE MOUSE METHYLOME AT DISTAL", 14, bold=True, centred=True
    )
    page.line("REGULATORY REGIONS", 14, bold=True, centred=True)
    page.space(14)
    for name, place in BYLINES:
        page.line(f"{name}, {place}", 12, italic=True, centred=True)
        if place.endswith("Nanjing"):
            page.line("Iceland", 12, italic=True, centred=True)  # the address wraps
    page.space(18)
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, 11, x=100, width=400)


def test_one_author_a_line_with_addresses_is_read_whole(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "bylines.pdf", _one_author_a_line))
    assert list(result.authors) == [name for name, _ in BYLINES]
    assert result.abstract == ABSTRACT


def _byline_lines(italic_last: bool) -> list[Line]:
    lines, y = [], 100.0
    for name, place in BYLINES:
        lines.append(Line(f"{name}, {place}", 12.0, False, True, False, 60, y, 540, y + 12, 2))
        y += 14.4
        if place.endswith("Nanjing"):
            lines.append(Line("Iceland", 12.0, False, True, False, 280, y, 320, y + 12, 2))
            y += 14.4
    if not italic_last:  # the last name in roman: not the type of the lines it is sure of
        last = lines[-2]
        lines[-2] = Line(last.text, 12.0, False, False, False, 60, last.y0, 540, last.y1, 2)
    return lines


@pytest.mark.parametrize("italic_last", [True, False])
def test_a_doubted_name_before_a_wrapped_address_is_read_like_its_neighbours(
    italic_last: bool,
) -> None:
    # The classifier's author probabilities as the sageep train paper had them: the two
    # lines whose address wraps ("… Nanjing" / "Iceland") doubted.
    scores = np.array([0.46, 0.0, 0.99, 1.0, 0.98, 0.99, 0.39, 0.0])
    lines = _byline_lines(italic_last)
    names = front_authors(lines, range(len(lines)), scores)
    expected = [name for name, _ in BYLINES]
    assert list(names) == (expected if italic_last else expected[:-1])
    # A doubted line that is no name beside an address stays strict.
    odd = [lines[2], Line("Faculty of Radiology, Nanjing University Hospital", 12.0, False,
                          True, False, 60, 400, 540, 412, 2)]  # fmt: skip
    assert front_authors(odd, range(2), np.array([0.99, 0.46])) == ("S. K. Fernandez",)


@pytest.mark.parametrize(
    "address",
    [
        "Johns Hopkins, Department of Medicine, Baltimore, MD, USA",
        "Lee Kong Chian, School of Medicine, Nanyang Technological University, Singapore",
    ],
)
def test_a_doubted_address_in_the_type_of_a_plain_byline_stays_strict(address: str) -> None:
    # Only lines the classifier is sure of that read "Name, affiliation" too lend their
    # trust: a plain byline in the same type does not make a place or school a name.
    lines = [
        Line("Ann Lee, Bob Kim and Carl Wu", 10.0, False, False, False, 60, 100, 540, 110, 2),
        Line(address, 10.0, False, False, False, 60, 114, 540, 124, 2),
    ]
    names = front_authors(lines, range(2), np.array([0.95, 0.4]))
    assert names == ("Ann Lee", "Bob Kim", "Carl Wu")


# -- a byline wrapped inside a name -----------------------------------------------------


def _wrapped(first: str, second: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.space(30)
        page.line(TITLE, 14, bold=True, centred=True)
        page.space(10)
        page.line(first, 11, centred=True)
        page.line(second, 11, centred=True)
        page.space(6)
        page.line("Research Unit Linguistics, Institute for Advanced Study, Toulouse, France",
                  11, italic=True, centred=True)  # fmt: skip
        page.space(14)
        page.paragraph(ABSTRACT, 9, x=110, width=375)

    return front


@pytest.mark.parametrize(
    ("first", "second", "names"),
    [
        (
            "Floris van der Tak, John Black, Fredrik Schoeier, David Jansen, and Ewine van",
            "Dishoeck",
            ["Floris van der Tak", "John Black", "Fredrik Schoeier", "David Jansen",
             "Ewine van Dishoeck"],
        ),
        (
            "Hongjie Tyler, Huaning Theran, Dirk Wang, M. De Fushman, H. Dai, and D.",
            "W. Charmousis",
            ["Hongjie Tyler", "Huaning Theran", "Dirk Wang", "M. De Fushman", "H. Dai",
             "D. W. Charmousis"],
        ),
    ],
)  # fmt: skip
def test_a_byline_wrapped_after_a_particle_or_an_initial_keeps_the_whole_name(
    tmp_path: Path, first: str, second: str, names: list[str]
) -> None:
    result = extract_pdf(write_page(tmp_path / "wrapped.pdf", _wrapped(first, second)))
    assert list(result.authors) == names


def _degrees(page: Writer) -> None:
    page.space(30)
    page.line(TITLE, 16, bold=True, centred=True)
    page.space(10)
    for byline in ("John Smith, MD, PhD", "Carol Davis, MD", "Alice Brown, Jr."):
        page.line(byline, 11, centred=True)  # one author a line, each with a degree
    page.line("Dan Evans and Eve Moss", 11, centred=True)
    page.space(6)
    page.line("Department of Surgery, University of Michigan, Ann Arbor, MI, USA", 9,
              italic=True, centred=True)  # fmt: skip
    page.space(14)
    page.line("Abstract", 10, bold=True)
    page.paragraph(ABSTRACT, 10)


def test_a_degree_or_suffix_at_a_line_end_is_no_name_wrapped_across_it(tmp_path: Path) -> None:
    # "PhD" / "Carol Davis" is no name broken after its first part: no "PhD Carol Davis",
    # and the name on the next line stays.
    result = extract_pdf(write_page(tmp_path / "degrees.pdf", _degrees))
    assert list(result.authors) == [
        "John Smith", "Carol Davis", "Alice Brown", "Dan Evans", "Eve Moss"
    ]  # fmt: skip


# -- a title a point larger than the text, ending in an acronym --------------------------


def _acronym_title(byline: Callable[[Writer], None]) -> Callable[[Writer], None]:
    """A body-size bold title whose last line is an acronym in capitals, then the
    ``byline`` drawer's lines, an affiliation, an abstract and the body."""

    def front(page: Writer) -> None:
        page.space(40)
        page.line("Caregiver burden in HIV-positive and HIV-negative partners of men with", 12,
                  bold=True, centred=True)  # fmt: skip
        page.line("AIDS", 12, bold=True, centred=True)
        byline(page)
        page.line("Center for Genetics, Gainesville University, Gainesville, USA", 11,
                  italic=True, centred=True)  # fmt: skip
        page.space(12)
        page.paragraph(ABSTRACT, 9, x=110, width=375)
        page.space(8)
        page.line("\u00a71. Introduction", 11, bold=True, centred=True)
        while page.y < 700:
            page.paragraph(BODY, 11)

    return front


def _names_under_a_gap(page: Writer) -> None:
    page.space(8)
    page.line("Edward Chang, Avideh Zakhor and Priya Raman", 11, centred=True)


def _capitals_close_under(page: Writer) -> None:
    page.space(2)  # the byline close under it, in the title's type and in capitals
    page.line("EDWARD CHANG AND PRIYA RAMAN", 12, bold=True, centred=True)


def test_a_title_ending_in_an_acronym_in_capitals_keeps_it(tmp_path: Path) -> None:
    path = write_page(tmp_path / "acronym.pdf", _acronym_title(_names_under_a_gap), body=False)
    assert extract_pdf(path).title == (
        "Caregiver burden in HIV-positive and HIV-negative partners of men with AIDS"
    )


def test_a_byline_in_capitals_under_a_title_ending_in_an_acronym_is_no_title(
    tmp_path: Path,
) -> None:
    # The acronym ends the title: the byline in capitals under it is not compared with it.
    path = write_page(tmp_path / "caps.pdf", _acronym_title(_capitals_close_under), body=False)
    result = extract_pdf(path)
    assert result.title == (
        "Caregiver burden in HIV-positive and HIV-negative partners of men with AIDS"
    )
    assert list(result.authors) == ["Edward Chang", "Priya Raman"]
