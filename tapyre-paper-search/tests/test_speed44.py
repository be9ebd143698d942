"""speed44 (issue 25, extraction speed): a font's ``ToUnicode`` map is read only where
a page's text could show one of its gaps.

:meth:`~tapyre_paper_search.pdf.shortcmap.ShortMaps.on_page` gives a font's gaps only
where the page's text holds a character MuPDF gives for one of them: a U+FFFD, or the
Latin-1 character of a named code 128-255.  A font none of whose named codes can show
so is passed without reading (and parsing) its map.  The tests count the map reads
(spies) and compare the answers with the full reading's (labelled controls, exact).
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.shortcmap import Gaps, ShortMaps, font_gaps

_CMAP = (
    b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
    b"1 begincodespacerange <00> <FF> endcodespacerange\n"
    b"1 beginbfrange <20> <7E> <0020> endbfrange\n"
    b"endcmap CMapName currentdict /CMap defineresource pop end end\n"
)


class _Doc:
    """Font objects by xref (``Differences`` and widths given), each with its own
    ``ToUnicode`` stream at xref + 100; counts the streams read."""

    def __init__(self, fonts: dict[int, tuple[str, str]]) -> None:
        self._fonts = fonts
        self.reads: list[int] = []

    def xref_get_key(self, xref: int, key: str) -> tuple[str, str]:
        differences, widths = self._fonts[xref]
        keys = {
            "Subtype": ("name", "/Type1"),
            "ToUnicode": ("xref", f"{xref + 100} 0 R"),
            "Encoding": ("dict", "<< >>"),
            "Encoding/Differences": ("array", differences),
            "FirstChar": ("int", "200"),
            "Widths": ("array", widths),
        }
        return keys.get(key, ("null", "null"))

    def xref_stream(self, xref: int) -> bytes:
        self.reads.append(xref)
        return _CMAP


class _Page:
    def __init__(self, fonts: list[tuple[int, str, str]]) -> None:
        self._fonts = fonts

    def get_fonts(self) -> list[tuple[Any, ...]]:
        return [(xref, "n/a", "Type1", base, name, "") for xref, base, name in self._fonts]


_GREEK = ("[200 /alpha /zetasf]", "[640 470]")
_LOW = ("[65 /A /B /C]", "[556]")


def _reference(doc: Any, page: Any, text: str) -> dict[str, Gaps]:
    """The answer as read before speed44: every font's gaps read, then kept where the
    first font of a name has gaps that show in ``text`` and every font of it the same."""
    named: dict[str, list[Gaps]] = {}
    for xref, _ext, _kind, basefont, name, *_ in page.get_fonts():
        gaps = font_gaps(doc, xref)
        named.setdefault(basefont.rpartition("+")[2], []).append(gaps)
        if name:
            named.setdefault(name, []).append(gaps)
    return {
        font: found[0]
        for font, found in named.items()
        if found[0] and found[0].shown(text) and all(g == found[0] for g in found)
    }


def test_map_of_low_codes_not_read_on_an_accented_page() -> None:
    """A font naming only codes under 128 cannot show a gap as "é": its map is not read
    (the full reading read it once)."""
    doc = _Doc({5: _LOW})
    assert ShortMaps().on_page(doc, _Page([(5, "ABCDEF+Times", "F1")]), "Café au lait") == {}
    assert doc.reads == []


def test_map_not_read_where_its_high_codes_are_absent() -> None:
    """Codes 200 and 201 show as "È" and "É": a page with "é" alone reads no map."""
    doc = _Doc({5: _GREEK, 6: _LOW})
    maps = ShortMaps()
    page = _Page([(5, "Helvetica", "F1"), (6, "Times", "F2")])
    assert maps.on_page(doc, page, "Café") == {}
    assert maps.on_page(doc, page, "Zürich, naïve") == {}
    assert doc.reads == []


def test_control_map_read_once_where_a_gap_shows() -> None:
    """Control: "È" (code 200, named alpha) on the page: the map is read, once over
    two pages, and the gaps are the full reading's."""
    doc = _Doc({5: _GREEK})
    maps = ShortMaps()
    page = _Page([(5, "ABCDEF+Helvetica", "F1")])
    expected = Gaps({"\xc8": "α", "\xc9": "ζ"}, ((0.64, "α"), (0.47, "ζ")))
    assert maps.on_page(doc, page, "Interferon-\xc8 signalling") == {
        "Helvetica": expected,
        "F1": expected,
    }
    assert maps.on_page(doc, page, "the \xc9 chain") == {"Helvetica": expected, "F1": expected}
    assert doc.reads == [105]


def test_control_replacement_character_reads_the_map() -> None:
    """Control: a U+FFFD may be any gap (read by width): the map is read."""
    doc = _Doc({5: _GREEK})
    found = ShortMaps().on_page(doc, _Page([(5, "Helvetica", "")]), "Interferon-\ufffd")
    assert found == {"Helvetica": Gaps({"\xc8": "α", "\xc9": "ζ"}, ((0.64, "α"), (0.47, "ζ")))}
    assert doc.reads == [105]


def test_control_name_shared_with_a_font_without_gaps_left_out() -> None:
    """Control (review52): two fonts carrying one name, one without gaps: the name is
    left out whichever comes first, as the full reading leaves it."""
    for fonts in (
        [(6, "Helvetica", ""), (5, "Helvetica", "")],
        [(5, "Helvetica", ""), (6, "Helvetica", "")],
    ):
        page = _Page(fonts)
        assert ShortMaps().on_page(_Doc({5: _GREEK, 6: _LOW}), page, "the \xc8 box") == {}
        assert _reference(_Doc({5: _GREEK, 6: _LOW}), page, "the \xc8 box") == {}


def test_control_same_answer_as_the_full_reading() -> None:
    """Control: on pages of mixed fonts and texts the answer equals the full reading's."""
    fonts = {5: _GREEK, 6: _LOW, 7: ("[130 /quotesinglbase /florin]", "[300]")}
    pages = [
        _Page([(5, "A+Helvetica", "F1"), (6, "Times", "F2")]),
        _Page([(7, "Palatino", "F3"), (5, "B+Helvetica", "F4")]),
        _Page([(6, "Times", "F2"), (7, "Palatino", "F3")]),
    ]
    texts = ["Café", "\xc8 and \x82", "\ufffd", "plain", "\x83 \xc9", "naïve È"]
    seen = 0
    for page in pages:
        maps = ShortMaps()
        for text in texts:
            expected = _reference(_Doc(fonts), page, text)
            assert maps.on_page(_Doc(fonts), page, text) == expected
            seen += bool(expected)
    assert seen == 8
