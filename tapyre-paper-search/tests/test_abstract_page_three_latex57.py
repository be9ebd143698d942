"""Round 57, LaTeX front matter: a manuscript's abstract pushed to page 2 going on to page 3.

A submitted manuscript prints a title page of labelled fields, then the abstract under
"ABSTRACT" at the top of page 2, double spaced (12-point rows 26 points apart), with the
class's running foot alone at the page's foot in the text's size.  A long abstract fills
page 2 and goes on at the top of page 3.  Two kinds were cut at page 2's last row:

* in mid-sentence ("… relative risks for risk-outcome" / "pairs. Healthy …"): the
  front-matter reader read a page's lines only up to the page after the one an
  abstract heading first came on when that was the first page; page 3 was never read
  (:mod:`~tapyre_paper_search.pdf.pageread` now reads the page after the heading's);
* at a sentence's end ("… the ileum (P=0.01)." / "VSL#3 treatment of …"): only an open
  sentence went on over the lone foot.  A sentence's end over the page's lone running
  foot now goes on where the next page's first line is set as the abstract, in its
  column and at least half its width, and a heading ends it within its first paragraph
  (:meth:`~tapyre_paper_search.pdf.abstractstate.State.broke_over_foot`, as after notes on
  the authors): the foot in the abstract's size (a smaller line is a footnote) and the
  abstract's last row filling its column.

Controls: page 3 opening with the "Introduction" heading leaves the abstract as page 2
ends it; an abstract whose last row on page 2 is short (its paragraph's end) stays there
(page 3's body text in its type is not read into it).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import BODY, draw_rows, wrapped
from tapyre_paper_search.pdf import extract_pdf

_TITLE = "Probiotic therapy raises an intestinal enzyme and lowers inflammation in colitis"
_FIRST = (
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
    "were seen in the colon and ileum of the deficient mice, as compared with untreated wild "
    "type control mice of the same age."
)
_SECOND = (
    "Treatment of human patients decreased mean disease activity index scores and "
    "increased the mucosal activity of the enzyme. Conclusion: The enzyme's activity is "
    "reduced in the intestine of mice with colitis and in humans with ulcerative colitis."
)
_FOOT = "Journal of Digital Curation | General Article"


def _paper(path: Path, first: str, second: str, *, heading_first: bool = False) -> Path:
    """A title page of labelled fields; page 2 "ABSTRACT" over ``first`` in
    double-spaced 12-pt rows, a lone foot at 790; page 3 a small running head, then
    ``second`` in the same rows (under "Introduction" where ``heading_first``), then
    "Introduction" (bold, 17 pt) and body text."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=842)
    y = draw_rows(page, 85, 100, [f"Title: {_TITLE}"], size=12, font="tibo")
    draw_rows(page, 85, y + 30, ["Authors: Scott M. Sun, Xiaoxing Rapisarda, Dao-Xin Kardar"])
    for number in (2, 3):
        page = doc.new_page(width=612, height=842)
        draw_rows(page, 85, 56, [f"doi:10.2218/jdc.v0i0.0 | {number}"], size=9)
        if number == 2:
            draw_rows(page, 85, 102, ["ABSTRACT"], size=12, font="tibo")
            draw_rows(page, 85, 140, wrapped(first, 12, 425), size=12, step=26)
            draw_rows(page, 250, 820, [_FOOT], size=12)
            continue
        y = 102
        if heading_first:
            y = draw_rows(page, 250, y + 10, ["Introduction"], size=17, font="tibo") + 20
        y = draw_rows(page, 85, y, wrapped(second, 12, 425), size=12, step=26)
        if not heading_first:
            y = draw_rows(page, 250, y + 50, ["Introduction"], size=17, font="tibo") + 30
        draw_rows(page, 85, y, wrapped(BODY, 12, 425), size=12, step=26)
        draw_rows(page, 250, 820, [_FOOT], size=12)
    doc.save(path)
    return path


def _squeezed(text: str) -> str:
    return " ".join(text.split())


def test_an_abstract_ending_a_sentence_at_page_two_goes_on_at_page_three(tmp_path: Path) -> None:
    got = extract_pdf(_paper(tmp_path / "end.pdf", _FIRST, _SECOND), ocr=None)
    assert _squeezed(got.abstract) == _squeezed(f"{_FIRST} {_SECOND}")


def test_an_abstract_cut_in_mid_sentence_at_page_two_goes_on_at_page_three(
    tmp_path: Path,
) -> None:
    rows = wrapped(_FIRST, 12, 425)  # page 2's last row full: "… the colon and ileum of"
    cut, rest = " ".join(rows[:-1]), f"{rows[-1]} {_SECOND}"
    got = extract_pdf(_paper(tmp_path / "mid.pdf", cut, rest), ocr=None)
    assert _squeezed(got.abstract) == _squeezed(f"{cut} {rest}")


def test_page_three_opening_with_a_heading_leaves_the_abstract(tmp_path: Path) -> None:
    got = extract_pdf(_paper(tmp_path / "heading.pdf", _FIRST, BODY, heading_first=True), ocr=None)
    assert _squeezed(got.abstract) == _squeezed(_FIRST)


def test_an_abstract_ending_its_paragraph_in_a_short_row_stays_on_page_two(
    tmp_path: Path,
) -> None:
    first = _FIRST.replace("untreated wild type control mice of the same age.", "controls.")
    got = extract_pdf(_paper(tmp_path / "short.pdf", first, BODY), ocr=None)
    assert _squeezed(got.abstract) == _squeezed(first)
