"""hiddencopies (producer68): a page carrying its text twice, visibly and as an
invisible OCR layer a few points off (render mode 3), is read once; a page whose only
text is invisible (a scan's OCR layer) and invisible text over no visible text (an
outlined title's) are read as before."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.hiddencopies import hidden_copies_out

TITLE = "Rigid subsets of symplectic manifolds"
NAMES = "Michael Entov and Leonid Polterovich"
ABSTRACT = [
    "We show that there is a hierarchy of intersection rigidity properties of sets",
    "in a closed symplectic manifold: some sets cannot be displaced by maps, some",
    "cannot even be displaced from themselves, and we give examples of each kind.",
]
LINES = [(18, 720, TITLE), (11, 695, NAMES), (10, 670, "Abstract")]
LINES += [(10, 655 - 12 * n, text) for n, text in enumerate(ABSTRACT)]


# A scan's visible stamps over its invisible OCR layer: a diagonal watermark and a
# large stamp across the abstract (review, round 67: neither is a copy of the text).
STAMPS = [
    "BT 0 Tr /F1 40 Tf 0.707 0.707 -0.707 0.707 150 520 Tm (PREPRINT NOT REVIEWED) Tj ET",
    "BT 0 Tr /F1 44 Tf 90 622 Td (DRAFT COPY) Tj ET",
]


def _page(
    path: Path, *, shown: bool, hidden: str, dx: float = 2.5, dy: float = -1.5, stamps: bool = False
) -> Path:
    """The lines drawn visibly where ``shown``; an invisible copy moved by (dx, dy)
    drawn "under" (before) or "over" (after) them, or none (""); visible stamps over
    it all where ``stamps``."""
    seen = [f"BT 0 Tr /F1 {s} Tf 72 {y} Td ({t}) Tj ET" for s, y, t in LINES] if shown else []
    seen += STAMPS if stamps else []
    copy = [f"BT 3 Tr /F1 {s} Tf {72 + dx} {y + dy} Td ({t}) Tj ET" for s, y, t in LINES]
    ops = (copy if hidden == "under" else []) + seen + (copy if hidden == "over" else [])
    doc = pymupdf.open()
    page = doc.new_page()
    content = doc.get_new_xref()
    doc.update_object(content, "<< >>")
    doc.update_stream(content, "\n".join(ops).encode())
    doc.xref_set_key(page.xref, "Contents", f"{content} 0 R")
    font = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
    doc.xref_set_key(page.xref, "Resources", f"<< /Font << /F1 {font} >> >>")
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("hiddencopies")
    return {
        "under": _page(folder / "under.pdf", shown=True, hidden="under"),
        "over": _page(folder / "over.pdf", shown=True, hidden="over", dx=-3.5, dy=-2.5),
        "scan": _page(folder / "scan.pdf", shown=False, hidden="under"),
        "stamped": _page(folder / "stamped.pdf", shown=False, hidden="under", stamps=True),
    }


@pytest.mark.parametrize("where", ["under", "over"])
def test_a_hidden_copy_of_the_text_is_read_once(pages: dict[str, Path], where: str) -> None:
    read = extract_pdf(pages[where], ocr=None)  # the base: the title twice, names doubled
    assert read.title == TITLE
    assert read.authors == ("Michael Entov", "Leonid Polterovich")
    assert read.abstract == " ".join(ABSTRACT)
    assert read.pages[0].text.count("Rigid subsets") == 1


def test_a_page_of_invisible_text_alone_is_read(pages: dict[str, Path]) -> None:
    read = extract_pdf(pages["scan"], ocr=None)
    assert read.title == TITLE and read.abstract == " ".join(ABSTRACT)


def test_a_scans_ocr_layer_under_visible_stamps_stays(pages: dict[str, Path]) -> None:
    text = extract_pdf(pages["stamped"], ocr=None).pages[0].text
    assert TITLE in text and NAMES in text  # under the diagonal watermark's box
    for line in ABSTRACT:  # under the large stamp
        assert all(word in text for word in line.split())


def test_invisible_spans_over_no_visible_text_stay() -> None:
    def span(text: str, box: tuple[float, float, float, float], flags: int) -> dict:
        return {"text": text, "bbox": box, "size": 10.0, "char_flags": flags}

    def page(*spans: dict) -> dict:
        return {"blocks": [{"lines": [{"spans": [s]}]} for s in spans]}

    outlined = page(
        span("Deep fields", (72, 100, 160, 112), 0), span("Body", (72, 200, 99, 210), 16)
    )
    assert hidden_copies_out(outlined) is outlined  # an outlined title's invisible text
    copy = page(span("Body", (72, 200, 99, 210), 16), span("Body", (74, 202, 101, 212), 512))
    assert [b["lines"][0]["spans"][0]["char_flags"] for b in hidden_copies_out(copy)["blocks"]] == [
        16
    ]
    old = page(span("Body", (72, 200, 99, 210), 16), {"text": "Body", "bbox": (74, 202, 101, 212)})
    assert hidden_copies_out(old) is old  # no char_flags: a PyMuPDF that does not tell
