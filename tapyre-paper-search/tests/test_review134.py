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
    ["HCl", "KCl", "HOCl", "BCl", "RCOCl"],
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
    """"IDHIl", "OPAl", "ERCCl" (E is no element's symbol) still become "…1"."""
    from tapyre_paper_search.pdf.ocrdigits import mended_ones

    lines = [{"spans": [{"text": t} for t in ("IDHIl,", " ", "OPAl", " ", "ERCCl")]}]
    mended_ones(lines)
    assert [s["text"] for s in lines[0]["spans"]] == ["IDH1,", " ", "OPA1", " ", "ERCC1"]
