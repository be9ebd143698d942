"""A simple font without a ToUnicode map whose glyphs are named by code point, its
ligatures by their letters' code points joined (``uni00660069``): MuPDF gives those
as U+FFFD; the reader reads them by their codes (issue 25, producer63)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf.extract import extract_pdf
from tapyre_paper_search.pdf.joinednames import JoinedGaps, joined_names

LIGATURES = {"\ufb03": "ffi", "\ufb01": "fi", "\ufb02": "fl", "\ufb00": "ff"}
LINES = (
    (18, 720, "E\ufb03cient \ufb02ows of \ufb01ne \ufb02u\ufb00y \ufb01lters"),
    (11, 690, "Helen Marsh and Tomas Berg"),
    (10, 660, "Abstract"),
    (10, 645, "We measure how the roots of street trees lift and crack the slabs of"),
    (10, 632, "city pavements, and \ufb01nd that wide pits keep them level for decades."),
    (10, 600, "1. Introduction"),
    (10, 585, "Street trees shade the city and their roots grow under the pavement."),
)


def _name(char: str, joined: bool) -> str:
    if char == " ":
        return "space"
    letters = LIGATURES.get(char, char)
    if len(letters) > 1 and not joined:
        return f"lig{ord(char):X}"  # a name no rule reads (control: stays dropped)
    return "uni" + "".join(f"{ord(c):04X}" for c in letters)


def _page(path: Path, joined: bool) -> Path:
    chars = sorted({c for _, _, text in LINES for c in text})
    codes = {c: 33 + n for n, c in enumerate(chars) if c != " "} | {" ": 32}
    last = max(codes.values())
    names = " ".join(f"{code} /{_name(c, joined)}" for c, code in sorted(codes.items()))
    doc = pymupdf.open()
    page = doc.new_page()
    font = doc.get_new_xref()
    metrics = pymupdf.Font("tiro")
    by_code = {v: c for c, v in codes.items()}
    widths = " ".join(
        f"{metrics.glyph_advance(ord(by_code.get(k, ' '))) * 1000:.0f}" for k in range(32, last + 1)
    )
    program = doc.get_new_xref()  # the face's CFF program embedded (FontFile3, Type1C)
    doc.update_object(program, "<< /Subtype /Type1C >>")
    doc.update_stream(program, metrics.buffer)
    descriptor = doc.get_new_xref()
    doc.update_object(
        descriptor,
        "<< /Type /FontDescriptor /FontName /QWERTY+Times-Roman /Flags 34 /FontBBox "
        "[-200 -250 1100 950] /ItalicAngle 0 /Ascent 900 /Descent -220 /CapHeight 700 "
        f"/StemV 80 /FontFile3 {program} 0 R >>",
    )
    doc.update_object(
        font,
        f"<< /Type /Font /Subtype /Type1 /BaseFont /QWERTY+Times-Roman /FirstChar 32 "
        f"/LastChar {last} /Widths [{widths}] /FontDescriptor {descriptor} 0 R "
        f"/Encoding << /Type /Encoding /Differences [{names}] >> >>",
    )
    ops = []
    for size, y, text in LINES:
        hexed = "".join(f"{codes[c]:02X}" for c in text)
        ops.append(f"BT /F1 {size} Tf 72 {y} Td <{hexed}> Tj ET")
    content = doc.get_new_xref()
    doc.update_object(content, "<< >>")
    doc.update_stream(content, "\n".join(ops).encode())
    doc.xref_set_key(page.xref, "Contents", f"{content} 0 R")
    doc.xref_set_key(page.xref, "Resources", f"<< /Font << /F1 {font} 0 R >> >>")
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[bool, Path]:
    folder = tmp_path_factory.mktemp("joinednames")
    return {joined: _page(folder / f"{joined}.pdf", joined) for joined in (True, False)}


def test_joined_names_read_the_ligatures(pages: dict[bool, Path]) -> None:
    read = extract_pdf(pages[True], ocr=None)
    assert read.title == "Efficient flows of fine fluffy filters"
    assert read.authors == ("Helen Marsh", "Tomas Berg")
    assert "and find that wide pits" in read.abstract


def test_an_unreadable_name_stays_dropped(pages: dict[bool, Path]) -> None:
    read = extract_pdf(pages[False], ocr=None)
    assert read.title == "Ecient ows of ne uy lters"  # as before: nothing guessed


def test_only_names_of_several_code_points_are_read(pages: dict[bool, Path]) -> None:
    doc = pymupdf.open(pages[True])
    xref = doc[0].get_fonts()[0][0]
    names = joined_names(doc, xref)
    assert sorted(names.values()) == sorted(LIGATURES)
    assert joined_names(pymupdf.open(pages[False]), xref) == {}


def test_a_replacement_of_another_width_stays() -> None:
    gaps = JoinedGaps({}, queue=[(5.0, "\ufb01"), (6.0, "\ufb02")])
    assert gaps.read("a", 5.0, 10) == "a"  # a letter read is never changed
    assert gaps.read("\ufffd", 5.0, 10) == "\ufb01"
    assert gaps.read("\ufffd", 4.0, 10) == "\ufffd"  # not the width read: left
    assert gaps.read("\ufffd", 6.0, 10) == "\ufffd"  # the queue is spent
