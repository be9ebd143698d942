"""speed57: a mended body page's blocks the mending left alone are MuPDF's own tuples.

A body page whose raw dict changes it (a raised exponent marked, a math letter's
space put in: :class:`~tapyre_paper_search.pdf.texpage.MendedPage`) had every block
tuple made in Python from its characters, though the mending changes a line or two.
``marked_raw`` and ``spaced_raw`` now report the blocks they change, and
:mod:`~tapyre_paper_search.pdf.mendblocks` takes MuPDF's own ``extractBLOCKS`` tuple
for every other block (the same tuples: MuPDF makes them from the same characters).
On the base every character of the page is read again and the ``changed`` argument
is missing (TypeError).  A page with no bare TeX font no longer lists its spans for
:func:`~tapyre_paper_search.pdf.texcodes.tables_of` (none can be in one).  Pages drawn
with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import mathspace, raisedexp, texcodes
from tapyre_paper_search.pdf.pageread import flags
from tapyre_paper_search.pdf.texpage import MendedPage
from test_glyphs49 import _page as _glyph_page
from test_glyphs51_exponents import _FILLER, _SIZE, _line

_POWER = [("About 10", "t"), ("5", "u"), (" cells per mL were seen.", "t")]


def _body_page(path: Path) -> Path:
    """A body page: two paragraphs of plain text, far apart, then a line with a raised
    power, far below them (three blocks)."""
    doc = pymupdf.open()
    page = doc.new_page()
    for top in (80.0, 260.0):
        for k in range(6):
            page.insert_text((72, top + 13 * k), _FILLER, fontname="tiro", fontsize=_SIZE)
    _line(page, 460.0, _POWER)
    doc.save(path)
    return path


class _Counted(dict[str, Any]):
    """A raw dict's character that counts the reads of its text."""

    reads = 0

    def get(self, key: str, default: Any = None) -> Any:
        if key == "c":
            self.reads += 1
        return super().get(key, default)

    def __getitem__(self, key: str) -> Any:
        if key == "c":
            self.reads += 1
        return super().__getitem__(key)


def _counted(raw: dict[str, Any]) -> list[list[_Counted]]:
    """Each text block's characters of ``raw``, each made a :class:`_Counted` in place."""
    out = []
    for block in raw["blocks"]:
        if block.get("type", 0) != 0:
            continue
        chars: list[_Counted] = []
        for line in block["lines"]:
            for span in line["spans"]:
                span["chars"] = [_Counted(c) for c in span["chars"]]
                chars += span["chars"]
        out.append(chars)
    return out


class _RawOnly:
    """A text page that gives its raw dict alone (every block then made in Python)."""

    def __init__(self, textpage: Any) -> None:
        self._textpage = textpage

    def extractRAWDICT(self) -> dict[str, Any]:  # PyMuPDF's name
        return dict(self._textpage.extractRAWDICT())


def test_a_mended_page_reads_only_its_changed_blocks_characters(tmp_path: Path) -> None:
    with pymupdf.open(_body_page(tmp_path / "body.pdf")) as doc:
        textpage = doc[0].get_textpage(flags=flags())
        mended = MendedPage(textpage, frozenset(), raised=True)
        assert mended.spliced  # the power was marked: the page is kept
        chars = _counted(mended.raw)
        assert len(chars) == 3
        blocks = mended.extractBLOCKS()
    assert [b[4].startswith("About 10^5") for b in blocks] == [False, False, True]
    assert all(c.reads == 0 for block in chars[:2] for c in block)  # base: each read
    assert all(c.reads > 0 for c in chars[2])


def test_control_the_blocks_are_those_made_from_every_character(tmp_path: Path) -> None:
    with pymupdf.open(_body_page(tmp_path / "body.pdf")) as doc:
        textpage = doc[0].get_textpage(flags=flags())
        mixed = MendedPage(textpage, frozenset(), raised=True).extractBLOCKS()
        made = MendedPage(_RawOnly(textpage), frozenset(), raised=True).extractBLOCKS()
        own = textpage.extractBLOCKS()
    assert mixed == made
    assert mixed[:2] == own[:2]  # the plain paragraphs: MuPDF's tuples
    assert "About 10^5 cells per mL were seen." in mixed[2][4]
    assert "^" not in own[2][4]


def test_control_a_spliced_page_is_made_whole_as_before(tmp_path: Path) -> None:
    path = _glyph_page(
        tmp_path / "g.pdf",
        [("An integrin ", "t"), ("β", "f"), ("3 complex drives tumour stemness", "t")],
    )
    with pymupdf.open(path) as doc:
        textpage = doc[0].get_textpage(flags=flags())
        mended = MendedPage(textpage, frozenset(), splice=True)
        assert mended.spliced
        made = MendedPage(_RawOnly(textpage), frozenset(), splice=True).extractBLOCKS()
        assert mended.extractBLOCKS() == made
    assert any("integrin β3 complex" in b[4] for b in made)


def test_marked_raw_reports_the_block_it_changes(tmp_path: Path) -> None:
    with pymupdf.open(_body_page(tmp_path / "body.pdf")) as doc:
        raw = doc[0].get_textpage(flags=flags()).extractRAWDICT()
    changed: set[int] = set()
    assert raisedexp.marked_raw(raw, changed) is True  # base: TypeError
    assert changed == {id(raw["blocks"][2])}


def test_spaced_raw_reports_the_block_it_changes() -> None:
    def span(text: str, font: str, x0: float, x1: float) -> dict[str, Any]:
        step = (x1 - x0) / len(text)
        chars = [
            {"c": c, "bbox": (x0 + i * step, 130.0, x0 + (i + 1) * step, 139.0)}
            for i, c in enumerate(text)
        ]
        return {"font": font, "size": 8.97, "bbox": (x0, 130.0, x1, 139.0), "chars": chars}

    glued = [span("each sample ", "LMRoman9-Regular", 100.2, 151.7)]
    glued += [span("𝑥", "LMMathItalic9-Regular", 151.7, 156.9)]  # MuPDF wrote no space
    glued += [span("was weighed", "LMRoman9-Regular", 160.4, 205.0)]
    plain = [span("Plain text alone.", "LMRoman9-Regular", 100.0, 170.0)]
    raw = {
        "blocks": [
            {"type": 0, "number": 0, "lines": [{"spans": plain}]},
            {"type": 0, "number": 1, "lines": [{"spans": glued}]},
        ]
    }
    changed: set[int] = set()
    assert mathspace.spaced_raw(raw, changed) is True  # base: TypeError
    assert changed == {id(raw["blocks"][1])}
    assert glued[2]["chars"][0]["c"] == " "


def test_a_page_without_bare_fonts_hands_no_span_to_the_encodings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[int] = []
    real = texcodes.tables_of

    def counted(spans: list[dict[str, Any]], *args: Any) -> list[Any]:
        seen.append(len(spans))
        return real(spans, *args)

    monkeypatch.setattr(texcodes, "tables_of", counted)
    with pymupdf.open(_body_page(tmp_path / "body.pdf")) as doc:
        mended = MendedPage(doc[0].get_textpage(flags=flags()), frozenset(), raised=True)
    assert seen == [0]  # base: every span of the page listed and asked for its font
    assert "About 10^5 cells" in mended.extractBLOCKS()[2][4]
