"""uprightpage (producer67): a page shown turned (``/Rotate 90``) whose text reads
upright as shown is read as shown; a turned page whose text turns with it is kept."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.uprightpage import upright

TITLE = "Deep fields of the southern sky"
BODY = "We count faint galaxies in deep fields and find many more than expected. " * 3


def _turned_pdf(path: Path, matrix: str) -> Path:
    """A landscape page shown by /Rotate 90, its text drawn under ``matrix``."""
    doc = pymupdf.open()
    doc.new_page(width=612, height=792)
    xref = doc.page_xref(0)
    doc.xref_set_key(xref, "MediaBox", "[0 0 792 612]")
    doc.xref_set_key(xref, "Rotate", "90")
    lines = [(TITLE, 18, 720)] + [(BODY[:90], 10, 680 - 12 * n) for n in range(12)]
    text = " ".join(f"BT /F1 {s} Tf 60 {y} Td ({t}) Tj ET" for t, s, y in lines)
    stream = int(doc.get_new_xref())
    doc.update_object(stream, "<< >>")
    doc.update_stream(stream, f"q {matrix} cm {text} Q".encode())
    doc.xref_set_key(xref, "Contents", f"{stream} 0 R")
    font = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
    doc.xref_set_key(xref, "Resources", f"<< /Font << /F1 {font} >> >>")
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("upright")
    return {
        "upright": _turned_pdf(folder / "upright.pdf", "0 1 -1 0 792 0"),  # turned back
        "sideways": _turned_pdf(folder / "sideways.pdf", "1 0 0 1 0 -150"),  # turns with it
    }


def test_a_turned_page_read_upright_as_shown(pdfs: dict[str, Path]) -> None:
    doc = pymupdf.open(pdfs["upright"])
    page = upright(doc[0])
    assert page.rotation == 0 and page.get_text("dict")["blocks"][0]["lines"][0]["dir"] == (1, 0)
    text = extract_pdf(pdfs["upright"]).pages[0].text  # the base: "contains no text"
    assert TITLE in text


def test_a_page_whose_text_turns_with_it_keeps_its_rotation(pdfs: dict[str, Path]) -> None:
    doc = pymupdf.open(pdfs["sideways"])
    assert upright(doc[0]).rotation == 90
    plain = pymupdf.open()
    plain.new_page()
    assert upright(plain[0]).rotation == 0
