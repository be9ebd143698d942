"""A word space MuPDF leaves out beside a letter of another font on its line (glyphs49).

The rule works on a page's dict: the unit tests give it lines shaped as MuPDF
gives latex48's mnras title line ("receptor-" in LinLibertineTB, "𝛼" in
LibertinusT1Math, "levels …" 0.3 em on, no space between).  Pages written
with PyMuPDF as TeX sets a math letter (no space character drawn) are read
with the rule too: MuPDF spaces those itself, so they pass on the base and
check that no space is doubled.  Controls (labelled): a letter set close to the
next word, an ASCII letter of another font, a space already drawn, spans of one
font, each read exactly as before.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf.pageread import read_front_pages

_SIZE = 12.0


def _page(path: Path, before: str, letter: str, after: str, gap: float) -> Path:
    """One line: ``before`` in Times, ``letter`` in the fallback font, ``after`` ``gap``
    em further on, drawn in page order (MuPDF keeps them on one line)."""
    doc = pymupdf.open()
    page = doc.new_page()
    font = pymupdf.Font("cjk")
    page.insert_font(fontname="fb", fontbuffer=font.buffer)
    x = 72.0
    page.insert_text((x, 100), before, fontname="tiro", fontsize=_SIZE)
    x += pymupdf.get_text_length(before, fontname="tiro", fontsize=_SIZE)
    page.insert_text((x, 100), letter, fontname="fb", fontsize=_SIZE)
    x += font.text_length(letter, fontsize=_SIZE) + gap * _SIZE
    page.insert_text((x, 100), after, fontname="tiro", fontsize=_SIZE)
    doc.save(path)
    return path


def _first(path: Path) -> str:
    return read_front_pages(path, 1)[0].lines[0].text


def test_space_after_a_math_letter(tmp_path: Path) -> None:
    path = _page(tmp_path / "a.pdf", "Membrane estrogen receptor-", "α", "levels in cells", 0.3)
    assert _first(path) == "Membrane estrogen receptor-α levels in cells"


def test_space_before_a_math_letter(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    font = pymupdf.Font("cjk")
    page.insert_font(fontname="fb", fontbuffer=font.buffer)
    text = "the extraction of"
    page.insert_text((72, 100), text, fontname="tiro", fontsize=_SIZE)
    x = 72 + pymupdf.get_text_length(text, fontname="tiro", fontsize=_SIZE) + 0.3 * _SIZE
    page.insert_text((x, 100), "λ", fontname="fb", fontsize=_SIZE)
    path = tmp_path / "b.pdf"
    doc.save(path)
    assert _first(path) == "the extraction of λ"


def test_control_letter_close_to_the_next_word(tmp_path: Path) -> None:
    """Control: a letter set 0.05 em from the next characters is one word with them."""
    path = _page(tmp_path / "c.pdf", "integrin ", "β", "3 complex", 0.05)
    assert _first(path) == "integrin β3 complex"


def test_control_ascii_letter_of_another_font(tmp_path: Path) -> None:
    """Control: beside an ASCII letter of another font (a math italic "x") no space is
    put in; the line reads as MuPDF gives it (which spaced the gap after it)."""
    path = _page(tmp_path / "d.pdf", "the value of", "x", "is small", 0.3)
    assert _first(path) == "the value ofx is small"


def test_control_space_drawn(tmp_path: Path) -> None:
    """Control: a space already drawn is not doubled."""
    path = _page(tmp_path / "e.pdf", "receptor-", "α", " levels in cells", 0.0)
    assert _first(path) == "receptor-α levels in cells"


def _dict(*spans: tuple[str, str, float, float]) -> dict[str, object]:
    """A page dict of one line of spans (text, font, left, right) at size 15.9."""
    return {
        "blocks": [
            {
                "type": 0,
                "lines": [
                    {
                        "spans": [
                            {"text": t, "font": f, "size": 15.9, "bbox": (x0, 77.0, x1, 92.0)}
                            for t, f, x0, x1 in spans
                        ]
                    }
                ],
            }
        ]
    }


def _texts(data: dict[str, object]) -> list[str]:
    from tapyre_paper_search.pdf.mathspace import spaced

    line = spaced(data)["blocks"][0]["lines"][0]  # type: ignore[index]
    return [s["text"] for s in line["spans"]]


def test_unit_space_after_a_math_letter_as_mupdf_gives_it() -> None:
    data = _dict(
        ("Membrane estrogen receptor-", "LinLibertineTB", 42.1, 255.4),
        ("𝛼", "LibertinusT1Math", 255.4, 263.8),
        ("levels in MCF-7 breast cancer cells", "LinLibertineTB", 268.5, 515.5),
    )
    assert _texts(data) == [
        "Membrane estrogen receptor-",
        "𝛼",
        " levels in MCF-7 breast cancer cells",
    ]


def test_unit_space_before_a_math_letter() -> None:
    data = _dict(("the extraction of", "Text", 42.1, 160.0), ("λ", "Math", 164.8, 172.0))
    assert _texts(data) == ["the extraction of", " λ"]


def test_control_unit_letter_touching_its_neighbour() -> None:
    """Control (on the new module): a letter 0.05 em from the next span is one word."""
    data = _dict(
        ("integrin ", "Text", 42.1, 100.0), ("β", "Math", 100.0, 108.0), ("3", "Text", 108.8, 116.0)
    )
    assert _texts(data) == ["integrin ", "β", "3"]


def test_control_unit_dict_without_font_change() -> None:
    """Control (on the new module): spans of one font are left as they are."""
    from tapyre_paper_search.pdf.mathspace import spaced

    spans = [
        {"text": "α", "font": "F", "size": 10.0, "bbox": (0, 0, 5, 10)},
        {"text": "levels", "font": "F", "size": 10.0, "bbox": (9, 0, 40, 10)},
    ]
    data = {"blocks": [{"type": 0, "lines": [{"spans": spans}]}]}
    assert [s["text"] for s in spaced(data)["blocks"][0]["lines"][0]["spans"]] == ["α", "levels"]
