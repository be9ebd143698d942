"""Round 58, abstracts: a manuscript's abstract over two page breaks, a running foot
under a short row.

A submitted manuscript prints a title page of labelled fields, then the abstract under
"ABSTRACT" at the top of page 2, double spaced (12-point rows 26 points apart), with the
class's running foot alone at each page's foot in the text's size.  Two kinds:

* a long abstract fills page 2 and page 3 and ends on page 4, cut in mid-sentence at
  both page breaks: the reader carried it over one break only (page 4 was neither read
  line by line nor asked);
* an abstract cut in mid-sentence on a short row ("the first grass,", the page
  broken there by a figure or a widow rule) over the page's lone running foot: the foot's
  text ("Journal of … | General Article") was read into the abstract.

Controls: page 4 opening with the "Introduction" heading leaves the abstract as page 3
ends it; an abstract over two breaks ending its sentence on page 3 over a page 4 that
opens with a capital is not carried (its body).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import BODY, draw_rows, wrapped
from tapyre_paper_search.pdf import extract_pdf

_TITLE = "Salinity and the uptake of a tracer by the roots of three grasses"
_TEXT = (
    "Background: Soil salinity limits the growth of many crops, and the roots of grasses "
    "take up ions in ways that differ between species grown side by side in one field. "
    "Objective: To compare the uptake of a tracer by three grasses across a range of "
    "salinity in the greenhouse and in the field. Methods: Seedlings were grown for six "
    "weeks in pots of soil salted to four levels, after which the tracer was given and "
    "its content measured in root and shoot tissue. As well, plots in two fields with "
    "saline patches were sampled at the same stage. Uptake was measured by counting "
    "the tracer in dried tissue and compared with the uptake of plants grown in plain "
    "soil. Results: Uptake fell with salinity in the root and shoot of the first grass, "
    "as compared with plants grown in plain soil of the same age. The third grass kept "
    "its uptake at every level tested and raised the tracer's share in its shoot in "
    "every plot sampled after the fifth week, whereas the other two showed no change in "
    "either tissue over the same period. The effect held in both fields, in every "
    "season studied and after adjustment for the depth of the saline layer, the water "
    "given and the temperature, and it was largest in the plots whose salinity was "
    "highest at the start. Conclusion: The uptake of the tracer is reduced by salinity "
    "in two of the grasses and kept in the third, which may explain part of its spread "
    "on saline land and suggests it for the reclaiming of such soils."
)
_FOOT = "Journal of Digital Curation | General Article"
_PITCH = 26
_ROWS = 18  # double-spaced 12-pt rows on a page (from y 102 to 544; TeX leaves the rest empty)


def _manuscript(
    path: Path, pages: list[list[str]], after: list[str], *, heading_first: bool
) -> Path:
    """A title page of labelled fields; "ABSTRACT" at page 2's top over ``pages[0]``
    (rows), each later page opening (under a small running head) with its rows, then
    "Introduction" (bold, 17 pt) and ``after`` (before the rows where ``heading_first``);
    the lone foot at every page's foot."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=842)
    y = draw_rows(page, 85, 100, [f"Title: {_TITLE}"], size=12, font="tibo")
    draw_rows(page, 85, y + 30, ["Authors: Scott M. Sun, Xiaoxing Rapisarda, Dao-Xin Kardar"])
    for number, rows in enumerate(pages, start=2):
        page = doc.new_page(width=612, height=842)
        draw_rows(page, 85, 56, [f"doi:10.2218/jdc.v0i0.0 | {number}"], size=9)
        y = 102
        if number == 2:
            draw_rows(page, 85, y, ["ABSTRACT"], size=12, font="tibo")
            y = 140
        last = number == len(pages) + 1
        if last and heading_first:
            y = draw_rows(page, 250, y + 10, ["Introduction"], size=17, font="tibo") + 20
            y = draw_rows(page, 85, y, after, size=12, step=_PITCH)
        y = draw_rows(page, 85, y, rows, size=12, step=_PITCH)
        if last and not heading_first:
            y = draw_rows(page, 250, y + 50, ["Introduction"], size=17, font="tibo") + 30
            draw_rows(page, 85, y, after, size=12, step=_PITCH)
        draw_rows(page, 250, 820, [_FOOT], size=12)
    doc.save(path)
    return path


def _squeezed(text: str) -> str:
    return " ".join(text.split())


def _three_pages() -> list[list[str]]:
    """The abstract's rows, long enough for pages 2 and 3 and a few rows of page 4, cut
    into pages (every break inside a sentence)."""
    rows = wrapped(" ".join([_TEXT] * 3), 12, 425)
    first = _ROWS - 1  # page 2's first row under the heading
    second = first + _ROWS
    return [rows[:first], rows[first:second], rows[second : second + 4]]


def test_an_abstract_over_two_page_breaks_goes_on_at_page_four(tmp_path: Path) -> None:
    pages = _three_pages()
    assert pages[2], "the abstract must reach page 4"
    got = extract_pdf(
        _manuscript(tmp_path / "two.pdf", pages, wrapped(BODY, 12, 425), heading_first=False),
        ocr=None,
    )
    whole = " ".join(" ".join(rows) for rows in pages)
    assert _squeezed(got.abstract) == _squeezed(whole)


def test_page_four_opening_with_a_heading_leaves_the_abstract_at_page_three(
    tmp_path: Path,
) -> None:
    pages = _three_pages()
    pages[1][-1] = pages[1][-1].rstrip(",;") + "."  # page 3 ends a sentence
    got = extract_pdf(
        _manuscript(
            tmp_path / "head.pdf", [*pages[:2], []], wrapped(BODY, 12, 425), heading_first=True
        ),
        ocr=None,
    )
    whole = " ".join(" ".join(rows) for rows in pages[:2])
    assert _squeezed(got.abstract) == _squeezed(whole)


def test_a_short_row_cut_over_the_running_foot_leaves_the_foot_out(tmp_path: Path) -> None:
    text = _TEXT
    cut = text.index("of the first grass,") + len("of the first grass,")
    first, rest = text[:cut], text[cut:].strip()
    rows = wrapped(first, 12, 425)
    rows[-1:] = [" ".join(rows[-1].split()[:-3]), " ".join(rows[-1].split()[-3:])]
    # "the first grass," alone on page 2's last row, ending left of the foot's start
    assert len(rows) < _ROWS - 1 and rows[-1] == "the first grass,"
    got = extract_pdf(
        _manuscript(
            tmp_path / "short.pdf",
            [rows, wrapped(rest, 12, 425)],
            wrapped(BODY, 12, 425),
            heading_first=False,
        ),
        ocr=None,
    )
    assert "General Article" not in got.abstract
    assert _squeezed(got.abstract) == _squeezed(text)  # page 3 goes on the sentence


def test_a_short_row_ending_its_sentence_over_the_foot_ends_the_abstract(tmp_path: Path) -> None:
    text = _TEXT
    cut = text.index("of the first grass,") + len("of the first grass,")
    rows = wrapped(text[:cut].rstrip(",") + ".", 12, 425)
    rows[-1:] = [" ".join(rows[-1].split()[:-3]), " ".join(rows[-1].split()[-3:])]
    got = extract_pdf(
        _manuscript(tmp_path / "ended.pdf", [rows, []], wrapped(BODY, 12, 425), heading_first=True),
        ocr=None,
    )
    assert _squeezed(got.abstract) == _squeezed(" ".join(rows))
