"""speed60 (issue 25, extraction speed): a front page's fonts are read only where its
dict's spans use them.

:meth:`~tapyre_paper_search.pdf.shortcmap.ShortMaps.on_page` given a page's dict gives
the gaps of its spans' fonts alone; it read every font of the page first (its keys, its
encoding and its ``ToUnicode`` map) and dropped the others' afterwards.  It now leaves
the others unread: the answer is the same (the same filter, put first), and a font's
reading is kept per document whoever asks first, so a later page's answer is too.
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.shortcmap import Gaps, ShortMaps

_CMAP = (
    b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
    b"1 begincodespacerange <00> <FF> endcodespacerange\n"
    b"1 beginbfrange <20> <7E> <0020> endbfrange\n"
    b"endcmap CMapName currentdict /CMap defineresource pop end end\n"
)
_GREEK = Gaps({"\xc8": "α", "\xc9": "ζ"}, ((0.64, "α"), (0.47, "ζ")))


class _Doc:
    """Type 1 fonts naming codes 200 and 201 alpha and zetasf, their maps ASCII only;
    counts the xrefs whose keys or streams are read."""

    def __init__(self) -> None:
        self.read: set[int] = set()

    def xref_get_key(self, xref: int, key: str) -> tuple[str, str]:
        self.read.add(xref)
        keys = {
            "Subtype": ("name", "/Type1"),
            "ToUnicode": ("xref", f"{xref + 100} 0 R"),
            "Encoding": ("dict", "<< >>"),
            "Encoding/Differences": ("array", "[200 /alpha /zetasf]"),
            "FirstChar": ("int", "200"),
            "Widths": ("array", "[640 470]"),
        }
        return keys.get(key, ("null", "null"))

    def xref_stream(self, xref: int) -> bytes:
        self.read.add(xref)
        return _CMAP


class _Page:
    def get_fonts(self) -> list[tuple[Any, ...]]:
        return [
            (5, "n/a", "Type1", "A+Helvetica", "F1", ""),
            (6, "n/a", "Type1", "Times", "F2", ""),
        ]


def _dict(*fonts: str) -> dict[str, Any]:
    spans = [{"font": font, "text": "\xc8"} for font in fonts]
    return {"blocks": [{"type": 0, "lines": [{"spans": spans}]}]}


def test_a_font_no_span_uses_is_not_read() -> None:
    """Times's keys and map are not read where the dict's spans are all Helvetica's (the
    base read both and dropped Times's gaps)."""
    doc = _Doc()
    found = ShortMaps().on_page(doc, _Page(), "the \xc8 box", _dict("Helvetica"))
    assert found == {"Helvetica": _GREEK}
    assert doc.read == {5, 105}


def test_a_font_left_unread_is_read_by_a_later_page() -> None:
    """A front page using Times alone reads Times only; a later page without a dict
    reads Helvetica then, and answers as a document read whole from the start."""
    maps, doc = ShortMaps(), _Doc()
    assert maps.on_page(doc, _Page(), "\xc8", _dict("Times")) == {"Times": _GREEK}
    assert doc.read == {6, 106}
    assert maps.on_page(doc, _Page(), "\xc8") == ShortMaps().on_page(_Doc(), _Page(), "\xc8")
    assert doc.read == {5, 6, 105, 106}


def test_control_same_answer_as_the_page_read_whole() -> None:
    """Control: each dict's answer is the whole page's answer less the fonts its spans do
    not use (a name no font carries, "Courier", gives nothing)."""
    whole = ShortMaps().on_page(_Doc(), _Page(), "\xc8")
    assert whole == {"Helvetica": _GREEK, "F1": _GREEK, "Times": _GREEK, "F2": _GREEK}
    for fonts in [(), ("Times",), ("Helvetica", "Times"), ("F2", "Courier")]:
        expected = {font: gaps for font, gaps in whole.items() if font in fonts}
        assert ShortMaps().on_page(_Doc(), _Page(), "\xc8", _dict(*fonts)) == expected
