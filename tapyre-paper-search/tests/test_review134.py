"""Review134 of ocr40: OCR'd title words that must stay as printed.

``ocrdigits.mended_ones`` wrote "1" for the "l" ending a word of capitals ("IDHIl" →
"IDH1"); a chloride's formula in a title ends so as printed ("HCl", "KCl", "HOCl")
and became "HC1".  The tests read OCR-shaped lines (``test_pdf_ocr_front37``) as
``extract_pdf`` reads an OCR'd page; the controls (marked so) hold before the fix too.
"""

from __future__ import annotations

import pytest
from test_pdf_ocr_front37 import BODY, _line, _record

NAMES = "Ghanashyam Henney, Sara K. Grabec and Hana Bonca"


def _page(first: str, second: str) -> list[dict[str, object]]:
    lines = [_line(first, 97.0, 18.0, 90.0), _line(second, 121.0, 18.0, 90.0)]
    lines.append(_line(NAMES, 160.0, 12.0, 120.0))
    lines.append(_line("Abstract", 200.0, 12.0, 54.0))
    lines += [_line(BODY, 217.0 + 15.0 * i, 12.0, 54.0) for i in range(12)]
    return lines


@pytest.mark.parametrize(
    "formula",
    ["HCl", "KCl", "HOCl", "BCl", "RCOCl", "TMSCl", "TBSCl"],
)
def test_a_chloride_in_an_ocr_title_stays_as_printed(formula: str) -> None:
    title, _ = _record(_page("Corrosion inhibition of mild steel", f"in 1 M {formula} solution"))
    assert title == f"Corrosion inhibition of mild steel in 1 M {formula} solution"


def test_a_chloride_before_a_comma_stays() -> None:
    from tapyre_paper_search.pdf.ocrdigits import mended_ones

    lines = [{"spans": [{"text": t} for t in ("HCl,", " ", "KCl)", " ", "HOCl.")]}]
    mended_ones(lines)
    assert [s["text"] for s in lines[0]["spans"]] == ["HCl,", " ", "KCl)", " ", "HOCl."]


def test_control_a_gene_ending_in_one_read_as_l_is_still_mended() -> None:
    """Gene names read "IDHIl", "OPAl", "MUCIl" still become "…1"."""
    from tapyre_paper_search.pdf.ocrdigits import mended_ones

    lines = [{"spans": [{"text": t} for t in ("IDHIl,", " ", "OPAl", " ", "MUCIl")]}]
    mended_ones(lines)
    assert [s["text"] for s in lines[0]["spans"]] == ["IDH1,", " ", "OPA1", " ", "MUC1"]


def _spread_opening_left(head: str | None) -> dict[str, object]:
    """A spread (1190 × 842) whose paper begins on the left page, its title flush left
    under a journal's line, and goes on on the right page, under a running head
    (``head``), with a centred section heading set larger than the text."""
    from test_pdf_ocr_front37 import TIMES

    left = [_line("Journal of Statistical Physics, Vol. 12, No. 3, 1975", 40.0, 9.0, 54.0)]
    left += [_line("Power laws in the growth of cities", 70.0, 18.0, 54.0)]
    left += [_line("I. Grabec and Maxim A. Wadati", 100.0, 11.0, 54.0)]
    left += [_line("Abstract", 130.0, 11.0, 54.0)]
    left += [_line(BODY, 150.0 + 13.0 * i, 11.0, 54.0) for i in range(30)]
    right = [_line(head, 40.0, 9.0, 1050.0)] if head else []
    heading = "2. Model and methods"
    right += [_line(heading, 70.0, 15.0, 892.0 - TIMES.text_length(heading, 15.0) / 2)]
    right += [_line(BODY, 100.0 + 13.0 * i, 11.0, 649.0) for i in range(30)]
    return {"width": 1190.0, "height": 842.0, "blocks": [{"type": 0, "lines": left + right}]}


def test_a_spread_whose_paper_begins_left_under_a_running_head_keeps_its_left_page() -> None:
    """The right page's running head "Grabec et al." (short, off centre) is passed over
    since ocr40 and its centred section heading read as a title: the left page, with the
    paper's title and authors, was left out (kept on 015d7776)."""
    from test_pdf_ocr_front38 import _spread_record

    title, authors = _spread_record(_spread_opening_left("Grabec et al."))
    assert title == "Power laws in the growth of cities"
    assert authors == ("I. Grabec", "Maxim A. Wadati")


def test_a_spread_whose_paper_begins_left_with_a_flush_left_title_keeps_its_left_page() -> None:
    """No running head: the right page opens with a centred section heading (left out on
    015d7776 too: its left-page check wanted a centred title)."""
    from test_pdf_ocr_front38 import _spread_record

    title, authors = _spread_record(_spread_opening_left(None))
    assert title == "Power laws in the growth of cities"
    assert authors == ("I. Grabec", "Maxim A. Wadati")


def test_control_a_left_pages_running_head_measured_large_is_no_title() -> None:
    """The end of a paper on the left page under its running head, which OCR measured
    1.4 times the page's text; a paper opens on the right page: the left page is out."""
    from test_pdf_ocr_front37 import TIMES
    from test_pdf_ocr_front38 import _spread_record

    left = [_line("Lesekompetenz und Bildschirmlektüre in der Sekundarstufe", 27.0, 12.5, 71.0)]
    left += [
        _line("Callan, D., Andreani, P. & Gronau, M.", 60.0 + 13.0 * i, 9.0, 71.0)
        for i in range(30)
    ]
    title = "A general approach to statistical laws"
    right = [_line(title, 81.0, 20.0, 918.0 - TIMES.text_length(title, 20.0) / 2)]
    right += [_line("I. Grabec and Maxim A. Wadati", 135.0, 11.0, 820.0)]
    right += [_line("Abstract", 170.0, 11.0, 675.0)]
    right += [_line(BODY, 190.0 + 13.0 * i, 11.0, 675.0) for i in range(20)]
    page = {"width": 1224.0, "height": 792.0, "blocks": [{"type": 0, "lines": left + right}]}
    title_read, authors = _spread_record(page)
    assert title_read == title
    assert authors == ("I. Grabec", "Maxim A. Wadati")
