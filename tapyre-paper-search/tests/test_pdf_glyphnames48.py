"""Letters a font's short ``ToUnicode`` map leaves out, read by their glyph names
(issue 25, glyphs48: :mod:`tapyre_paper_search.pdf.glyphnames`,
:mod:`tapyre_paper_search.pdf.shortcmap`).

The test PDFs are written here with PyMuPDF: one Type 1 font whose ``/Differences``
name codes 200-202 "alpha", "zetasf" (kpfonts' sans math style of name) and "gluon"
(no letter's name), and whose ``ToUnicode`` map covers codes 32-126 only (or, for the
controls, 200 and 201 too).  MuPDF reads "alpha" by its name itself; "zetasf" it gives
as U+FFFD, which the reader dropped ("and the chain box").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf.extract import extract_pdf


def unicode_of(name: str) -> str | None:
    """The module's reading (imported here: the tests through ``extract_pdf`` run on
    the base too, where the module is missing)."""
    from tapyre_paper_search.pdf.glyphnames import unicode_of as read

    return read(name)


def font_gaps(doc: Any, xref: int) -> Any:
    from tapyre_paper_search.pdf.shortcmap import font_gaps as gaps_of

    return gaps_of(doc, xref)


def _gaps(by_char: dict[str, str], by_width: tuple[tuple[float, str], ...]) -> Any:
    from tapyre_paper_search.pdf.shortcmap import Gaps

    return Gaps(by_char, by_width)


_FONT = (
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 32 /LastChar 202"
    " /Widths [{widths}] /Encoding << /Differences [200 /alpha /zetasf /gluon] >>"
    " /ToUnicode {cmap} 0 R >>"
)
_TITLE = "Interferon-\\310 signalling in mice"
_SECOND = "and the \\311 chain \\312 box"


def _cmap(full: bool) -> bytes:
    extra = "2 beginbfchar <C8> <03B1> <C9> <03B6> endbfchar\n" if full else ""
    return (
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
        "1 begincodespacerange <00> <FF> endcodespacerange\n"
        "1 beginbfrange <20> <7E> <0020> endbfrange\n"
        f"{extra}endcmap CMapName currentdict /CMap defineresource pop end end\n"
    ).encode()


def _write(path: Path, *, full: bool = False, apart: bool = False) -> tuple[Path, int]:
    """A one-page paper in the test font; the path and the font's xref."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    widths = ["556"] * (202 - 32 + 1)
    widths[200 - 32], widths[201 - 32], widths[202 - 32] = "640", "470", "720"
    cmap = doc.get_new_xref()
    doc.update_object(cmap, "<< >>")
    doc.update_stream(cmap, _cmap(full))
    font = doc.get_new_xref()
    doc.update_object(font, _FONT.format(widths=" ".join(widths), cmap=cmap))
    doc.xref_set_key(page.xref, "Resources", f"<< /Font << /F1 {font} 0 R >> >>")
    rows = [
        (22, 760, _TITLE),
        (22, 730, _SECOND),
        (12, 690, "Jane Doe and John Smith"),
        (10, 650, "Abstract"),
    ]
    rows += [
        (
            10,
            630 - 14 * k,
            f"We study how cells respond to the signal in line {k} of this text.",
        )
        for k in range(20)
    ]
    if apart:  # "chain" set on its own, a word space after the letter and no space code
        rows[1] = (22, 730, "and the \\311")
        rows.append((22, 730, "chain box"))
    body = "".join(
        f"BT /F1 {s} Tf {175 if t == 'chain box' else 60} {y} Td ({t}) Tj ET\n" for s, y, t in rows
    )
    content = doc.get_new_xref()
    doc.update_object(content, "<< >>")
    doc.update_stream(content, body.encode())
    doc.xref_set_key(page.xref, "Contents", f"{content} 0 R")
    doc.save(path)
    doc.close()
    return path, font


@pytest.fixture
def short(tmp_path: Path) -> tuple[Path, int]:
    return _write(tmp_path / "short.pdf")


@pytest.fixture
def full(tmp_path: Path) -> tuple[Path, int]:
    return _write(tmp_path / "full.pdf", full=True)


def test_suffixed_name_recovered_in_title(short: tuple[Path, int]) -> None:
    result = extract_pdf(short[0])
    assert result.title == "Interferon-α signalling in mice and the ζ chain box"


def test_suffixed_name_recovered_in_page_text(short: tuple[Path, int]) -> None:
    assert (
        extract_pdf(short[0])
        .pages[0]
        .text.startswith("Interferon-α signalling in mice and the ζ chain box\n")
    )


def test_word_space_after_recovered_letter(tmp_path: Path) -> None:
    """The letter's line goes on 0.3 em further with no space code: a space is put."""
    path, _font = _write(tmp_path / "apart.pdf", apart=True)
    assert extract_pdf(path).title == "Interferon-α signalling in mice and the ζ chain box"


def test_font_gaps_of_short_map(short: tuple[Path, int]) -> None:
    with pymupdf.open(short[0]) as doc:
        gaps = font_gaps(doc, short[1])
    assert gaps.by_char == {"\xc8": "α", "\xc9": "ζ"}
    assert sorted(gaps.by_width) == [(0.47, "ζ"), (0.64, "α")]


def test_control_full_map_title_unchanged(full: tuple[Path, int]) -> None:
    """Control: a map that covers every letter is read as PyMuPDF reads it (both)."""
    assert extract_pdf(full[0]).title == "Interferon-α signalling in mice and the ζ chain box"


def test_control_full_map_has_no_gaps(full: tuple[Path, int]) -> None:
    """Control: the map covers 200 and 201; 202's "gluon" is no letter's name."""
    with pymupdf.open(full[0]) as doc:
        assert not font_gaps(doc, full[1])


def test_control_unnamed_code_left_as_before(short: tuple[Path, int]) -> None:
    """Control: code 202 ("gluon") is read as before (dropped), its neighbours kept."""
    text = extract_pdf(short[0]).pages[0].text
    assert text.split("\n")[0].endswith("chain box")


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("alphasf", "α"),
        ("lambdasf", "λ"),
        ("Omegaalt", "Ω"),
        ("alpha.alt", "α"),
        ("uni03B1", "α"),
        ("u1D6FC", "\U0001d6fc"),
        ("f_i", "fi"),
        ("theta1", "ϑ"),
    ],
)
def test_glyph_names_read(name: str, text: str) -> None:
    assert unicode_of(name) == text


@pytest.mark.parametrize("name", [".notdef", "a211", "uniE000", "gluon", "alphax", "uni03b1"])
def test_control_names_read_as_nothing(name: str) -> None:
    """Control: no rule reads these (a private use code, lower-case hex, an unknown
    suffix)."""
    assert unicode_of(name) is None


class _Doc:
    """A document whose one font (xref 5) names no encoding and embeds a Type 1 program."""

    def __init__(self, program: bytes) -> None:
        self._program = program

    def xref_get_key(self, xref: int, key: str) -> tuple[str, str]:
        keys = {
            "Subtype": ("name", "/Type1"),
            "ToUnicode": ("xref", "6 0 R"),
            "FirstChar": ("int", "211"),
            "Widths": ("array", "[632 547 590]"),
        }
        return keys.get(key, ("null", "null"))

    def xref_stream(self, xref: int) -> bytes:
        return _cmap(False)

    def extract_font(self, xref: int) -> tuple[str, str, str, bytes]:
        return ("X", "pfa", "Type1", self._program)


def test_embedded_program_encoding_read() -> None:
    program = (
        b"/Encoding 256 array\n0 1 255 {1 index exch /.notdef put} for\n"
        b"dup 211 /alphasf put\ndup 213 /lambdasf put\ndup 65 /A put\n"
        b"readonly def\ncurrentfile eexec\n\xd9\xd6dup 212 /zetasf put"
    )
    gaps: Any = font_gaps(_Doc(program), 5)
    assert gaps.by_char == {"\xd3": "α", "\xd5": "λ"}


def test_replacement_read_by_width() -> None:
    gaps = _gaps({"\xd3": "α", "\xdd": "λ"}, ((0.632, "α"), (0.626, "λ")))
    assert gaps.read("\ufffd", 10.88, 17.2154) == "α"
    assert gaps.read("\xd3", 0.0, 10.0) == "α"


def test_control_replacement_of_no_gap_width_kept() -> None:
    """Control: a U+FFFD whose width no gap has, or two gaps near, is left."""
    gaps = _gaps({"\xd3": "α", "\xdd": "λ"}, ((0.632, "α"), (0.630, "λ")))
    assert gaps.read("\ufffd", 10.88, 17.2154) == "\ufffd"
    assert gaps.read("\ufffd", 5.0, 10.0) == "\ufffd"
    assert gaps.read("A", 6.32, 10.0) == "A"


def _line(gap: float) -> dict[str, Any]:
    """A raw dict: one line, a gap letter (U+FFFD, 0.47 em at size 10) in font "M" and
    an "a" in font "T" ``gap`` points after it."""
    letter = {"c": "\ufffd", "bbox": (10.0, 0.0, 14.7, 10.0), "origin": (10.0, 8.0)}
    right = 14.7 + gap
    after = {"c": "a", "bbox": (right, 0.0, right + 5.0, 10.0), "origin": (right, 8.0)}
    spans = [
        {"font": "M", "size": 10.0, "chars": [letter]},
        {"font": "T", "size": 10.0, "chars": [after]},
    ]
    return {"blocks": [{"type": 0, "lines": [{"dir": (1.0, 0.0), "spans": spans}]}]}


def _read(raw: dict[str, Any]) -> str:
    from tapyre_paper_search.pdf.shortcmap import read_gaps

    read_gaps(raw, {"M": _gaps({"\xc9": "ζ"}, ((0.47, "ζ"),))})
    line = raw["blocks"][0]["lines"][0]
    return "".join(c["c"] for span in line["spans"] for c in span["chars"])


def test_space_put_where_letter_stands_apart() -> None:
    assert _read(_line(3.0)) == "ζ a"


def test_control_no_space_where_letter_stands_close() -> None:
    """Control: 0.05 em off (a kern, an italic's overhang) is no word space."""
    assert _read(_line(0.5)) == "ζa"
