"""An abstract going on at the next column's top with a bracket or an acronym
(issue 25, ``latex63``).

A conference page: the title and two author blocks across the page, then two columns;
the abstract under its heading fills the left column to the foot in mid-sentence ("…
with other recommended drugs for secondary prevention") and goes on at the top of the
right column, level with the heading: "(statins and ACE inhibitors) would be …" or
"TFs process signaling …".  :func:`~tapyre_paper_search.pdf.abstractcolumn.next_column`
went on only at a line opening in lower case, so the abstract lost its end.  A full row
of the column opening with a bracket or an acronym goes on too; a short line (a centred
note, "(Received 3 May 2020)") does not.  Drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

LEFT = (
    "Recent studies have shown that type 2 diabetes is preventable by both lifestyle "
    "changes and medications that influence primary glucose metabolism. Whether drugs "
    "that influence lipid metabolism can also delay the development of type 2 diabetes "
    "is unknown. The patients received either the drug or placebo once a day over six "
    "years, and new-onset diabetes was recorded in many of them during follow-up. The "
    "mean time until onset was delayed in patients on the drug compared with placebo. "
    "Whether the combination of the drug with other recommended drugs for secondary "
    "prevention"
)
BODY = "Population surveys indicate that activity levels are low in many countries. " * 12


def _page(path: Path, rows: list[str], *, abstract: str = LEFT, body: bool = True) -> Path:
    """A conference page: ``abstract`` fills the left column under its heading, ``rows``
    open the right one level with the heading, in the abstract's type, then (``body``)
    the first section's heading and text."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((100, 110), "Lipid drugs for the prevention of type 2 diabetes", fontsize=14)
    for x, name in ((160, "Engin Messenger"), (350, "Amala Rajagopal")):
        page.insert_text((x, 150), name, fontsize=12)
        page.insert_text((x, 164), "Statistics Department", fontsize=11, fontname="tiit")
        page.insert_text((x, 178), "Antwerp, Belgium", fontsize=11, fontname="tiit")
    page.insert_text((150, 216), "Abstract", fontsize=12, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, 230, 293, 760), abstract, fontsize=10, fontname="tiit")
    y = 222.0
    for row in rows:
        page.insert_text((319, y), row, fontsize=10, fontname="tiit")
        y += 12
    if body:
        page.insert_text((319, y + 20), "1. Introduction", fontsize=12, fontname="tibo")
        page.insert_textbox(pymupdf.Rect(319, y + 30, 540, 760), BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    "rows",
    [
        ["(statins and ACE inhibitors) would be as efficacious as sug-", "gested remains open."],
        ["TFs and other agents would be as efficacious as suggested", "remains to be seen."],
    ],
)
def test_the_abstract_goes_on_at_a_full_row_opening_with_a_bracket_or_acronym(
    tmp_path: Path, rows: list[str]
) -> None:
    abstract = extract_pdf(_page(tmp_path / "p.pdf", rows)).abstract
    assert abstract.startswith("Recent studies")
    assert abstract.endswith(rows[1])


def test_a_short_bracketed_line_at_the_next_columns_top_is_no_part_of_it(
    tmp_path: Path,
) -> None:
    abstract = extract_pdf(_page(tmp_path / "p.pdf", ["(Received 3 May 2020)"])).abstract
    assert abstract.startswith("Recent studies")
    assert "Received" not in abstract
