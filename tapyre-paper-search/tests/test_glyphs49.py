"""Glyphs a fallback font set on a line of their own, put back into their line (glyphs49).

Each page is written with PyMuPDF as a word processor writes one: the line in
the text font with a gap where a character it lacks goes, and that character
drawn after it from another font (Droid Sans Fallback, built into PyMuPDF), so
that MuPDF reads it on a line of its own.  Controls (labelled) are a bullet
before its item, an equation's number at the margin, a raised footnote mark and
a plain line: each is read exactly as before.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf.pageread import read_front_pages

_TEXT = "tiro"
_SIZE = 12.0


def _fallback() -> pymupdf.Font:
    return pymupdf.Font("cjk")


def _width(text: str, size: float = _SIZE) -> float:
    return float(pymupdf.get_text_length(text, fontname=_TEXT, fontsize=size))


def _page(path: Path, pieces: list[tuple[str, str]], *, y: float = 100.0, x: float = 72.0) -> Path:
    """A page with one line of ``pieces`` ((text, "t" text font / "f" fallback font /
    "g" a gap of the text's width)):
    the text font's pieces drawn first with gaps where the others go, those after."""
    doc = pymupdf.open()
    page = doc.new_page()
    font = _fallback()
    page.insert_font(fontname="fb", fontbuffer=font.buffer)
    later: list[tuple[float, str]] = []
    for text, kind in pieces:
        if kind == "t":
            page.insert_text((x, y), text, fontname=_TEXT, fontsize=_SIZE)
            x += _width(text)
        elif kind == "g":  # a gap: the text font's advance, nothing drawn
            x += _width(text)
        else:
            later.append((x, text))
            x += float(font.text_length(text, fontsize=_SIZE))
    for at, text in later:
        page.insert_text((at, y), text, fontname="fb", fontsize=_SIZE)
    page.insert_text((72, 140), "A second line of plain body text follows here.", fontname=_TEXT)
    doc.save(path)
    return path


def _lines(path: Path) -> list[str]:
    return [line.text for line in read_front_pages(path, 1)[0].lines]


def test_greek_letter_spliced_into_title_line(tmp_path: Path) -> None:
    path = _page(
        tmp_path / "t.pdf",
        [("An integrin ", "t"), ("β", "f"), ("3 complex drives tumour stemness", "t")],
    )
    assert _lines(path)[0] == "An integrin β3 complex drives tumour stemness"


def test_two_letters_around_a_text_letter(tmp_path: Path) -> None:
    path = _page(
        tmp_path / "t.pdf",
        [
            ("Here, integrin ", "t"),
            ("α", "f"),
            ("v", "t"),
            ("β", "f"),
            ("3 serves as a marker", "t"),
        ],
    )
    assert _lines(path)[0] == "Here, integrin αvβ3 serves as a marker"


def test_letter_opening_the_line(tmp_path: Path) -> None:
    path = _page(tmp_path / "t.pdf", [("α", "f"), ("-synuclein aggregates in neurons", "t")])
    assert _lines(path)[0] == "α-synuclein aggregates in neurons"


def test_control_letter_closing_the_line(tmp_path: Path) -> None:
    """Control: a glyph drawn after its line's end stays on it (MuPDF reads it so)."""
    path = _page(tmp_path / "t.pdf", [("the activation of NF-", "t"), ("κ", "f")])
    assert _lines(path)[0] == "the activation of NF-κ"


def test_word_space_put_where_the_letter_stands_apart(tmp_path: Path) -> None:
    # No space drawn either side: the letter stands a space's width off its neighbours.
    path = _page(
        tmp_path / "t.pdf",
        [("measured at the angle", "t"), (" ", "g"), ("θ", "f"), (" ", "g"), ("of the beam", "t")],
    )
    assert _lines(path)[:2] == [
        "measured at the angle θ of the beam",
        "A second line of plain body text follows here.",
    ]


def test_control_bullet_before_its_item_left_apart(tmp_path: Path) -> None:
    """Control: a bullet standing well before its item is not spliced into it."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_font(fontname="fb", fontbuffer=_fallback().buffer)
    page.insert_text((90, 100), "Cells were counted twice per well", fontname=_TEXT)
    page.insert_text((72, 100), "●", fontname="fb", fontsize=11)
    path = tmp_path / "b.pdf"
    doc.save(path)
    assert _lines(path) == ["Cells were counted twice per well", "●"]


def test_control_equation_number_at_the_margin_left_apart(tmp_path: Path) -> None:
    """Control: a number at the margin, far right of its line, is not spliced."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_font(fontname="fb", fontbuffer=_fallback().buffer)
    page.insert_text((200, 100), "E = m c", fontname=_TEXT, fontsize=_SIZE)
    page.insert_text((500, 100), "（１）", fontname="fb", fontsize=_SIZE)
    path = tmp_path / "e.pdf"
    doc.save(path)
    assert _lines(path) == ["E = m c", "（１）"]


def test_control_raised_mark_of_smaller_type_left_as_before(tmp_path: Path) -> None:
    """Control: a raised footnote mark in smaller type keeps the reading it had (the
    line builder's raised-mark handling takes it off the name)."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_font(fontname="fb", fontbuffer=_fallback().buffer)
    page.insert_text((72, 100), "Jane Doe", fontname=_TEXT, fontsize=_SIZE)
    page.insert_text((72 + _width("Jane Doe"), 95), "†", fontname="fb", fontsize=7)
    path = tmp_path / "m.pdf"
    doc.save(path)
    assert _lines(path) == ["Jane Doe"]


def test_control_plain_line_unchanged(tmp_path: Path) -> None:
    """Control: a page with no fallback glyph reads as before."""
    path = _page(tmp_path / "p.pdf", [("A plain title of ordinary words", "t")])
    assert _lines(path) == [
        "A plain title of ordinary words",
        "A second line of plain body text follows here.",
    ]


def test_control_spliced_returns_the_dict_itself_where_nothing_is_found() -> None:
    """Control (on the new module): a dict without a candidate is given back as is."""
    from tapyre_paper_search.pdf.glyphsplice import spliced

    data: dict[str, object] = {"blocks": [], "width": 10.0, "height": 10.0}
    assert spliced(data, dict) is data


def test_control_ascii_letter_in_another_font_left_apart(tmp_path: Path) -> None:
    """Control: a lone ASCII letter drawn after its line in another font (a display's
    limits, a math italic "N") is the page's own, never a fallback glyph."""
    path = _page(
        tmp_path / "n.pdf", [("minimise over ", "t"), ("N", "f"), (" samples of the set", "t")]
    )
    assert _lines(path)[:2] == ["minimise over  samples of the set", "N"]


def test_second_letter_in_a_host_joined_for_the_first(tmp_path: Path) -> None:
    # MuPDF breaks the line at the first letter's gap; the second letter's host is the
    # piece after it, which the first letter joins to the piece before.
    path = _page(
        tmp_path / "t.pdf",
        [
            ("activated receptor", "t"),
            (" ", "g"),
            ("α", "f"),
            (" ", "g"),
            ("and both ", "t"),
            ("γ", "f"),
            (", the agonists of which", "t"),
        ],
    )
    assert _lines(path)[0] == "activated receptor α and both γ, the agonists of which"
