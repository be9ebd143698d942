"""Body text, passages and references set in TeX's bitmap fonts (``pdf/texpage.py``),
drawn with PyMuPDF so no TeX is needed (the Type 3 fonts of ``type3_fonts``):

* a paper whose front page is in Times and whose body and references pages are in a
  bitmap font (OT1: ligatures at 11-15) reads them as the front page is read, in the
  pages' text, the passages and the references, with or without the font's ``/Name``;
* a title in a bitmap font without ``/Name`` (MuPDF names its spans "Type3 (N 0 R)");
* a page without a bare Type 3 font is read as PyMuPDF reads it, and its fonts are
  not even looked at; a bare font's object is looked at once per document.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pymupdf
import pytest
from layout_pages import BODY, Writer
from tapyre_paper_search.chunking import chunk_paper, count_whitespace_tokens
from tapyre_paper_search.pdf import extract_pdf, pagemend, texcodes
from tapyre_paper_search.pdf.barefonts import BareFonts
from tapyre_paper_search.pdf.pageread import flags
from tapyre_paper_search.pdf.texcodes import OT1, T1, decode, decode_chars
from tapyre_paper_search.pdf.texpage import MendedPage
from type3_fonts import add_font, names_abstract_and_body, show_codes, type3_font, with_type3_title

# OT1 codes: ff 11, fi 12, fl 13, ffi 14; the en dash is "{".
_BODY_ROWS = (
    b"The \x0crst results show a di\x0berent and e\x0ecient \x0dow of data",
    b"that we \x0cnd in each \x0celd of study over the years 1990{2015, and",
    b"the e\x0bects of the o\x0ece are speci\x0cc to the \x0cnal design of it.",
)
_REFERENCES = (
    b"[1] A. Smith and B. Jones. E\x0bects of \x0dow on \x0cne o\x0eces. J. Fluids, 2001.",
    b"[2] C. Brown. The \x0crst \x0cndings on di\x0busion. Phys. Rev., 2004.",
    b"[3] D. Green. Speci\x0cc \x0cltering in e\x0ecient networks. Nature, 2010.",
    b"[4] E. White. In\x0duence of shelf life. Science, 2015.",
    b"[5] F. Black. O\x0bshore wind \x0celds. Energy, 2019.",
)
_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f]")


def _front_page(doc: pymupdf.Document) -> None:
    writer = Writer(doc.new_page())
    writer.line("Disk-Based Storage for Scalable Video Streams", 18, bold=True, centred=True)
    writer.space(12)
    names_abstract_and_body(writer)


def _bitmap_paper(path: Path, *, name: str | None) -> Path:
    """Front pages in Times, then a body page and a references page in a bitmap font
    (``name``: its ``/Name``, ``None`` for none)."""
    doc = pymupdf.open()
    _front_page(doc)
    second = Writer(doc.new_page())
    while second.y < 740:
        second.paragraph(BODY, 10)
    codes = {c for row in (*_BODY_ROWS, *_REFERENCES, b"2 Methods References") for c in row}
    font = type3_font(doc, codes, name=name)
    body = doc.new_page()
    rows = [(60.0, 760.0, 12.0, b"2 Methods")]
    rows += [(60.0, 730.0 - 12 * k, 10.0, _BODY_ROWS[k % 3]) for k in range(45)]
    add_font(doc, body, font)
    show_codes(doc, body, rows)
    refs = doc.new_page()
    rows = [(60.0, 760.0, 12.0, b"References")]
    rows += [(60.0, 736.0 - 16 * k, 9.0, entry) for k, entry in enumerate(_REFERENCES)]
    add_font(doc, refs, font)
    show_codes(doc, refs, rows)
    doc.save(path)
    return path


@pytest.mark.parametrize("name", ["F38", None])
def test_body_and_references_in_a_bitmap_font_read_in_its_encoding(
    tmp_path: Path, name: str | None
) -> None:
    got = extract_pdf(_bitmap_paper(tmp_path / "bitmap.pdf", name=name), ocr=None)
    body = got.pages[2].text
    assert "The first results show a different and efficient flow of data" in body
    assert "1990-2015" in body and "effects of the office are specific" in body
    assert not _CONTROL.search(body) and "di erent" not in body
    refs = "\n".join(page.text for page in got.pages[3:])
    assert "Effects of flow on fine offices" in refs
    passages = " ".join(c.text for c in chunk_paper("p", got.pages, count_whitespace_tokens))
    assert "the first findings on diffusion" in passages.lower()
    titles = [ref.title for ref in got.references]
    assert any("Effects of flow on fine offices" in title for title in titles), titles
    assert any("Offshore wind fields" in title for title in titles), titles
    assert got.title == "Disk-Based Storage for Scalable Video Streams"


def test_a_title_in_a_bitmap_font_without_a_name_reads_in_its_encoding(tmp_path: Path) -> None:
    """MuPDF names the spans of a Type 3 font without ``/Name`` "Type3 (N 0 R)": the font
    is known by its object, not by a name."""
    title = b"Quantum \x1ductuations in \x1crst-order o\x1eces"  # T1: fl 29, fi 28, ffi 30
    got = extract_pdf(with_type3_title(tmp_path / "unnamed.pdf", [title], name=None), ocr=None)
    assert got.title == "Quantum fluctuations in first-order offices"
    assert "Edward Chang" in got.authors


def test_pages_without_a_bare_font_are_read_as_pymupdf_reads_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No font lookup on a paper in outline fonts (its apostrophes and "é" included), and
    a text page with no bare font gives PyMuPDF's own blocks, words and dict."""
    doc = pymupdf.open()
    _front_page(doc)
    writer = Writer(doc.new_page())
    while writer.y < 740:
        writer.paragraph("It's the café's own data, and we don't change it. " * 4, 10)
    doc.save(tmp_path / "plain.pdf")
    looked: list[int] = []
    real = BareFonts.on_page
    monkeypatch.setattr(BareFonts, "on_page", lambda s, d, p: looked.append(1) or real(s, d, p))
    got = extract_pdf(tmp_path / "plain.pdf", ocr=None)
    assert looked == [] and "It's the café's own data" in got.pages[1].text
    with pymupdf.open(tmp_path / "plain.pdf") as plain:
        textpage = plain[1].get_textpage(flags=flags())
        mended = MendedPage(textpage, frozenset())
        assert mended.extractBLOCKS() == textpage.extractBLOCKS()
        assert mended.extractWORDS() == textpage.extractWORDS()
        assert mended.extractDICT() == textpage.extractDICT()


def test_a_bare_fonts_object_is_looked_at_once_per_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    real = texcodes.is_bare_type3
    monkeypatch.setattr(texcodes, "is_bare_type3", lambda d, x: calls.append(x) or real(d, x))
    got = extract_pdf(_bitmap_paper(tmp_path / "bitmap.pdf", name="F38"), ocr=None)
    assert "efficient flow" in got.pages[2].text
    assert len(calls) == 1  # one font, on two pages


def test_characters_read_one_by_one_join_as_their_text_reads() -> None:
    for text, table in (
        ("Poincar\x13e, Na\x7f\x10ve \x0cnal 1990{2015 \x13\x13e", OT1),
        ("\x1crst \x10a\x11 \x8a\xf3d\xb9 STRA\xdfE", T1),
    ):
        chars = decode_chars(list(text), table)
        assert len(chars) == len(text)
        assert "".join(chars) == decode(text, table)
    assert decode_chars(list("a\x13e"), OT1) == ["a", "", "é"]


def test_a_table_in_a_bitmap_font_reads_in_its_encoding(tmp_path: Path) -> None:
    """The words a table is read from (a caption announces it) are the mended ones."""
    doc = pymupdf.open()
    _front_page(doc)
    Writer(doc.new_page()).paragraph(BODY * 6, 10)
    page = doc.new_page()
    cells = [
        (b"Setting", b"Coe\x0ecient", b"O\x0bset"),
        (b"Baseline", b"0.791", b"551"),
        (b"Fine \x0cfth", b"0.812", b"602"),
        (b"Full \x0dow", b"0.835", b"713"),
    ]
    rows = [(60.0, 760.0, 10.0, b"Table 1: Scores of the \x0crst \x0celds.")]
    rows += [
        (x, 730.0 - 16 * r, 10.0, cell)
        for r, row in enumerate(cells)
        for x, cell in zip((60.0, 220.0, 380.0), row, strict=True)
    ]
    rows += [(60.0, 640.0 - 12 * k, 10.0, _BODY_ROWS[k % 3]) for k in range(30)]
    font = type3_font(doc, {c for row in rows for c in row[3]})
    add_font(doc, page, font)
    show_codes(doc, page, rows)
    doc.save(tmp_path / "table.pdf")
    got = extract_pdf(tmp_path / "table.pdf", ocr=None)
    text = got.pages[2].text
    assert "Table 1: Scores of the first fields." in text
    assert "| Coefficient | Offset |" in text and "| Full flow | 0.835 | 713 |" in text


class _Page:
    def __init__(self) -> None:
        self.asked = 0

    def get_fonts(self) -> list[tuple[object, ...]]:
        self.asked += 1
        return [(7, "pfb", "Type1", "ABCDEF+CMR10", "F8", "")]


def test_an_outline_font_named_in_capitals_is_looked_up_once_per_document() -> None:
    """pdfTeX's Computer Modern fonts are named in capitals ("CMR10") like a bitmap font's
    resource name: once a page showed the name to be an outline font's, a later page's
    apostrophes in it no longer cost a font lookup."""
    data = {"blocks": [{"lines": [{"spans": [{"text": "it's", "font": "CMR10"}]}]}]}
    fonts, page = BareFonts(), _Page()
    assert fonts.suspects("it's", data)
    assert fonts.on_page(None, page) == frozenset() and page.asked == 1
    assert not fonts.suspects("it's", data) and not fonts.found
    other = {"blocks": [{"lines": [{"spans": [{"text": "it's", "font": "F38"}]}]}]}
    assert fonts.suspects("it's", other)  # a name not seen yet
    assert fonts.suspects("di\x0berent", data)  # a control character always


def test_a_page_whose_bitmap_fonts_cannot_be_read_again_is_read_as_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fails(*_args: object) -> None:
        raise RuntimeError("broken raw dict")

    monkeypatch.setattr(pagemend, "MendedPage", fails)
    got = extract_pdf(_bitmap_paper(tmp_path / "bitmap.pdf", name="F38"), ocr=None)
    assert got.page_errors == () and "results show a di erent and e cient" in got.pages[2].text


def test_a_bitmap_font_first_met_in_the_references_reads_in_its_encoding(
    tmp_path: Path,
) -> None:
    """Body in Times, references alone in a bitmap font (a bibliography size only as PK
    bitmaps): its heading page and the list page after it are read in the font's
    encoding, although the references are read from PyMuPDF's words, which drop the
    ligatures' control codes, and no earlier page showed a bare font."""
    doc = pymupdf.open()
    _front_page(doc)
    second = Writer(doc.new_page())
    while second.y < 740:
        second.paragraph(BODY, 10)
    font = type3_font(doc, {c for row in (*_REFERENCES, b"References") for c in row})
    for rows in (
        [(60.0, 760.0, 12.0, b"References")]
        + [(60.0, 736.0 - 16 * k, 9.0, entry) for k, entry in enumerate(_REFERENCES[:3])],
        [(60.0, 760.0 - 16 * k, 9.0, entry) for k, entry in enumerate(_REFERENCES[3:])],
    ):
        page = doc.new_page()
        add_font(doc, page, font)
        show_codes(doc, page, rows)
    doc.save(tmp_path / "refs.pdf")
    got = extract_pdf(tmp_path / "refs.pdf", ocr=None)
    assert "Effects of flow on fine offices" in got.pages[2].text
    assert "Offshore wind fields" in got.pages[3].text
    titles = [ref.title for ref in got.references]
    assert any("Effects of flow on fine offices" in title for title in titles), titles
    assert any("Offshore wind fields" in title for title in titles), titles


def test_words_split_as_pymupdf_splits_them_in_right_to_left_script(tmp_path: Path) -> None:
    """Beside a bitmap font, a page's words end where Hebrew or Arabic starts or ends, at
    direction marks, and not before a zero-width joiner, as PyMuPDF's own do (the mixed
    lines are set by MuPDF's HTML layout, whose fallback fonts PyMuPDF carries)."""
    doc = pymupdf.open()
    page = doc.new_page()
    lines = (
        "Hebrew: שלום עולם and word(שלום)text here",
        "Arabic: مرحبا بالعالم then latin",
        "Marks: left\u202bright\u202cend and \u200djoin, ﬁnal ﬂow",
    )
    html = "".join(f"<p>{line}</p>" for line in lines)
    page.insert_htmlbox(pymupdf.Rect(60, 60, 500, 200), html, css="* {font-size: 11px}")
    font = type3_font(doc, set(_BODY_ROWS[0]))
    add_font(doc, page, font)
    show_codes(doc, page, [(60.0, 600.0, 10.0, _BODY_ROWS[0])])
    doc.save(tmp_path / "rtl.pdf")
    with pymupdf.open(tmp_path / "rtl.pdf") as rtl:
        textpage = rtl[0].get_textpage(flags=flags())
        fonts = BareFonts().on_page(rtl, rtl[0])
        assert "F38" in fonts
        mended = MendedPage(textpage, fonts)
        words = [w for w in mended.extractWORDS() if w[1] < 200]
        assert words == [w for w in textpage.extractWORDS() if w[1] < 200]
        assert "and" in [w[4] for w in words] and "join," in [w[4] for w in words]
        body = " ".join(w[4] for w in mended.extractWORDS())
        assert "The first results" in unicodedata.normalize("NFKC", body)


def test_blocks_and_words_leave_out_characters_without_an_area() -> None:
    """A line that ends in a line break character gets no second one, and characters
    without an area neither widen a block or a word nor make a word, as in MuPDF."""

    def char(c: str, x0: float, x1: float) -> dict[str, object]:
        return {"c": c, "bbox": (x0, 10.0, x1, 20.0)}

    line = {"spans": [{"font": "Times", "chars": [char("a", 0, 5), char("\n", 9, 9)]}]}
    empty = {"spans": [{"font": "Times", "chars": [char(" ", 0, 4), char("\u200b", 50, 50)]}]}
    raw = {"blocks": [{"type": 0, "number": 0, "lines": [line, empty]}]}

    class Raw:
        def extractRAWDICT(self) -> dict[str, object]:
            return raw

    mended = MendedPage(Raw(), frozenset())
    assert mended.extractBLOCKS() == [(0.0, 10.0, 5.0, 20.0, "a\n \u200b\n", 0, 0)]
    assert mended.extractWORDS() == [(0.0, 10.0, 5.0, 20.0, "a", 0, 0, 0)]


def test_words_in_boxes_read_the_page_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """``words_in`` (one call per table frame) makes the page's words once."""
    raw = {"blocks": [{"type": 0, "number": 0, "lines": []}]}

    class Raw:
        def extractRAWDICT(self) -> dict[str, object]:
            return raw

    mended = MendedPage(Raw(), frozenset())
    calls: list[int] = []
    real = MendedPage.extractWORDS
    monkeypatch.setattr(MendedPage, "extractWORDS", lambda s: calls.append(1) or real(s))
    assert mended.words_in((0, 0, 10, 10)) == mended.words_in((0, 0, 20, 20)) == []
    assert calls == [1]
