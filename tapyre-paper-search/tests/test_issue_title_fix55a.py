"""Round 55 review fixes: a short title over its issue or date line is the title.

:mod:`~tapyre_paper_search.pdf.issuemasthead` drops a short group standing right over
an issue line: a journal's name in capitals wrapped over two rows above "Volume 16,
Issue 6".  A paper's own short title may stand over its issue line too ("Deep Learning
for Protein Folding" over "Volume 12, Issue 3, March 2021"), or over a date line that
names a month and a year ("Received 3 March 2021; accepted 9 May 2021"); it was dropped
and the bold byline under it became the title (review55 item 3).  A name over its issue
line is a masthead where it is set in capitals, or where a title that is no byline
stands under it; a date alone is no issue line here.

Control: latex58's own tests (``test_masthead_band_latex58.py``: a journal's name in
capitals wrapped over two rows over "Volume 16, Issue 6" is no title) still pass.  The
pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

from layout_pages import ABSTRACT, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf

_BYLINE = "Ann Lee, Bo Chen and Carl Dane"


def _read(tmp_path: Path, title: str, under: str) -> ExtractedPdf:
    def front(page: Writer) -> None:
        page.line(title, 20, bold=True)
        page.space(6)
        page.line(under, 9)
        page.space(6)
        page.line(_BYLINE, 12.5, bold=True)
        page.line("Department of Biochemistry, University of Oslo, Norway", 8)
        page.space(14)
        page.line("Abstract", 10, bold=True)
        page.paragraph(ABSTRACT)

    return extract_pdf(write_page(tmp_path / "t.pdf", front), max_pages=2, tables=False)


def test_a_short_title_over_its_issue_line_stays_the_title(tmp_path: Path) -> None:
    pdf = _read(tmp_path, "Deep Learning for Protein Folding", "Volume 12, Issue 3, March 2021")
    assert pdf.title == "Deep Learning for Protein Folding"
    assert list(pdf.authors) == ["Ann Lee", "Bo Chen", "Carl Dane"]


def test_a_short_title_over_its_dates_stays_the_title(tmp_path: Path) -> None:
    under = "Received 3 March 2021; accepted 9 May 2021"
    pdf = _read(tmp_path, "Quantum Error Correction with Surface Codes", under)
    assert pdf.title == "Quantum Error Correction with Surface Codes"
