"""Round 58, abstracts: a manuscript's abstract over two page breaks, a running foot
under a short row.

A submitted manuscript prints a title page of labelled fields, then the abstract under
"ABSTRACT" at the top of page 2, double spaced (12-point rows 26 points apart), with the
class's running foot alone at each page's foot in the text's size.  Two kinds:

* a long abstract fills page 2 and page 3 and ends on page 4, cut in mid-sentence at
  both page breaks: the reader carried it over one break only (page 4 was neither read
  line by line nor asked);
* an abstract cut in mid-sentence on a short row ("… of the deficient mice,", the page
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

_TITLE = "Probiotic therapy raises an intestinal enzyme and lowers inflammation in colitis"
_TEXT = (
    "Background: An enzyme found in bile and the intestinal brush border hydrolyses a "
    "membrane lipid into messengers that induce epithelial apoptosis. Reduced levels of "
    "the enzyme have been found in premalignant epithelia and in ulcerative colitis "
    "tissue. Objective: To determine the effect of probiotic therapy on mucosal levels "
    "of the enzyme, both in a mouse model of colitis and in patients with ulcerative "
    "colitis. Methods: Gene-deficient and wild type control mice were treated with the "
    "probiotic for three weeks, after which the enzyme's activity was measured in ileal "
    "and colonic tissue. As well, fifteen patients with ulcerative colitis were treated "
    "for five weeks. Activity was measured through biopsies and comparison of disease "
    "activity index scores obtained before and after treatment. Results: Lowered levels "
    "were seen in the colon and ileum of the deficient mice, as compared with untreated "
    "wild type control mice of the same age. Treatment of human patients decreased mean "
    "disease activity index scores and increased the mucosal activity of the enzyme in "
    "every biopsy taken after the fifth week, whereas untreated patients showed no "
    "change in either measure over the same period. The effect held in both sexes, in "
    "every age group studied and after adjustment for the extent of disease, the use of "
    "steroids and smoking, and it was largest in the patients whose disease was most "
    "active at the start. Conclusion: The enzyme's activity is reduced in the intestine "
    "of mice with colitis and in humans with ulcerative colitis, and probiotic therapy "
    "raises it, which may explain part of the benefit of this treatment."
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
    cut = text.index("of the deficient mice,") + len("of the deficient mice,")
    first, rest = text[:cut], text[cut:].strip()
    rows = wrapped(first, 12, 425)
    assert len(rows) < _ROWS - 1, "page 2 must end on a short row over empty rows"
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
