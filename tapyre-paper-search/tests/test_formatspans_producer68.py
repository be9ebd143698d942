"""formatspans (producer68): a soft hyphen drawn as a zero-width glyph inside a name
set in small capitals ("B" 12 pt, "UR" 9.4 pt, the soft hyphen 12 pt, "ROWS" 9.4 pt)
is left out of the line, so the name is read whole; a visible hyphen stays."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.formatspans import without_format_spans

TITLE = "Signalling pathways that carry one-way information"
ABSTRACT = (
    "A signalling pathway carries information from an upstream system to downstream "
    "systems, ideally in one direction only. We find which designs keep it so."
)


def _runs(name: str, hyphen: str) -> list[tuple[float, str]]:
    """``name`` in small capitals: each word's first letter 12 pt, the rest 9.4 pt,
    ``|`` a break drawn as ``hyphen`` (a byte) in 12 pt."""
    runs: list[tuple[float, str]] = []
    for k, word in enumerate(name.split(" ")):
        runs.append((12.0, (" " if k else "") + word[0]))
        for n, part in enumerate(word[1:].split("|")):
            if n:
                runs.append((12.0, hyphen))
            runs.append((9.4, part.upper()))
    return runs


def _page(path: Path, hyphen: str) -> Path:
    """A title, a byline of three names in small capitals (``hyphen`` inside two of
    them), an abstract; the font's soft hyphen (WinAnsi 0xAD) has no width."""
    helv = pymupdf.Font("helv")
    widths = [
        0
        if code == 0xAD
        else round(helv.glyph_advance(ord(bytes([code]).decode("cp1252", "replace"))) * 1000)
        for code in range(32, 256)
    ]
    ops = [f"BT /F1 16 Tf 72 720 Td ({TITLE}) Tj ET", "BT 72 690 Td"]
    names = ["Mia Bur|rows", "Zikui Gos|wami", "Tomas Berg"]
    for k, name in enumerate(names):
        if k:
            ops.append("/F1 12 Tf (" + (", " if k < 2 else " and ") + ") Tj")
        for size, text in _runs(name, hyphen):
            ops.append(f"/F1 {size} Tf <{text.encode('cp1252').hex()}> Tj")
    ops.append("ET")
    ops.append("BT /F1 10 Tf 72 660 Td (Abstract) Tj ET")
    words = ABSTRACT.split(" ")
    for n in range(0, len(words), 10):
        ops.append(f"BT /F1 10 Tf 72 {645 - 12 * n // 10} Td ({' '.join(words[n : n + 10])}) Tj ET")
    doc = pymupdf.open()
    page = doc.new_page()
    cmap = doc.get_new_xref()  # the soft hyphen's code mapped to U+00AD (WinAnsi: "-")
    doc.update_object(cmap, "<< >>")
    doc.update_stream(
        cmap,
        b"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n1 begincodespacerange\n"
        b"<00> <FF>\nendcodespacerange\n1 beginbfchar\n<AD> <00AD>\nendbfchar\nendcmap\n"
        b"CMapName currentdict /CMap defineresource pop\nend\nend\n",
    )
    font = doc.get_new_xref()
    doc.update_object(
        font,
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding "
        f"/FirstChar 32 /LastChar 255 /Widths [{' '.join(map(str, widths))}] "
        f"/ToUnicode {cmap} 0 R >>",
    )
    content = doc.get_new_xref()
    doc.update_object(content, "<< >>")
    doc.update_stream(content, "\n".join(ops).encode("latin-1"))
    doc.xref_set_key(page.xref, "Contents", f"{content} 0 R")
    doc.xref_set_key(page.xref, "Resources", f"<< /Font << /F1 {font} 0 R >> >>")
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("formatspans")
    return {"soft": _page(folder / "soft.pdf", "\u00ad"), "hard": _page(folder / "hard.pdf", "-")}


def test_a_soft_hyphen_inside_a_small_capitals_name_is_read_through(
    pages: dict[str, Path],
) -> None:
    spans = pymupdf.open(pages["soft"])[0].get_text("dict")["blocks"][1]["lines"][0]["spans"]
    assert "\u00ad" in [s["text"] for s in spans]  # a span of its own, no width
    read = extract_pdf(pages["soft"], ocr=None)  # the base: "Mia Bur", "Zikui Gos"
    assert read.title == TITLE
    assert read.authors == ("Mia Burrows", "Zikui Goswami", "Tomas Berg")


def test_a_visible_hyphen_stays(pages: dict[str, Path]) -> None:
    read = extract_pdf(pages["hard"], ocr=None)
    assert "MIA BUR-ROWS, ZIKUI GOS-WAMI" in read.pages[0].text


def test_spans_with_width_or_text_stay() -> None:
    def span(text: str, x0: float, x1: float, size: float = 9.4) -> dict[str, object]:
        return {"text": text, "bbox": (x0, 0, x1, 10), "size": size, "font": "F", "flags": 0,
                "origin": (x0, 9)}  # fmt: skip

    parts = [span("UR", 0, 10), span("\u00ad", 10, 10, 12.0), span("ROWS", 10, 30)]
    joined = without_format_spans(parts)
    assert [s["text"] for s in joined] == ["URROWS"] and joined[0]["bbox"] == (0, 0, 30, 10)
    wide = [span("UR", 0, 10), span("\u00ad", 10, 14, 12.0), span("ROWS", 14, 30)]
    assert without_format_spans(wide) is wide  # a hyphen glyph with width
    inside = [span("UR\u00adROWS", 0, 30), span("1", 30, 33, 7.0)]
    assert without_format_spans(inside) is inside
    other = [span("UR", 0, 10), span("\u200b", 10, 10, 12.0), span("ROWS", 10, 30, 12.0)]
    assert [s["text"] for s in without_format_spans(other)] == ["UR", "ROWS"]  # two sizes
