"""Line-numbered review copies, drawn with PyMuPDF, that ``test_pdf_linenumbers`` leaves
out: a two-column page numbered every fifth line with stretched spacing (each line a
block of its own, the right column's first lines higher than the left column's text,
two numbers in one margin and three in the other), and a word processor's
double-spaced manuscript numbered on every line in the left margin."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.linenumbers import strip_dict
from tapyre_paper_search.pdf.linestacks import stacked

_TITLE = "Margin Numbers in Submitted Manuscripts of Physics"
_ABSTRACT = (
    "We study how reviewers refer to the lines of a submitted manuscript and how a "
    "reader of such copies should pass over the numbers set in its margin. The numbers "
    "come beside every fifth line of the text in a small type, and the lines are set "
    "with stretched spacing for the referees to write between them, in two columns "
    "whose tops do not line up since the left one opens with a heading. Both columns "
    "are justified, so that each line but a paragraph's last ends at the column's edge."
)
_BODY = (
    "Referees cite a manuscript by its line numbers when they ask the authors to change "
    "a sentence, and journals print them on every copy sent out for review. "
) * 6


def _justified(page: pymupdf.Page, x: float, y: float, text: str, width: float) -> None:
    """``text`` set at 10 pt from ``x`` on baseline ``y``, its words spread over ``width``
    (one text object a word: PyMuPDF makes one block of the line)."""
    words = text.split()
    lengths = [pymupdf.get_text_length(w, "tiro", 10) for w in words]
    gap = (width - sum(lengths)) / max(1, len(words) - 1)
    for word, length in zip(words, lengths, strict=True):
        page.insert_text((x, y), word, fontsize=10, fontname="tiro")
        x += length + gap


def _two_column_review_copy(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    width = pymupdf.get_text_length(_TITLE, "tibo", 17)
    page.insert_text(((612 - width) / 2, 100), _TITLE, fontsize=17, fontname="tibo")
    names = "Ann Lee, Bo Chen and Carl Diaz"
    width = pymupdf.get_text_length(names, "tiro", 12)
    page.insert_text(((612 - width) / 2, 140), names, fontsize=12, fontname="tiro")
    page.insert_text((72, 200), "Abstract", fontsize=14, fontname="tibo")
    lines = wrapped(_ABSTRACT + " " + _BODY, 10, 229)
    left, right = lines[:12], lines[12:26]
    pitch = 19.1  # \linespread{1.6} on 12 pt lines: gaps wider than 0.8 of a line
    count = 0
    for k, text in enumerate(left):
        y = 232 + pitch * k
        if k < len(left) - 1:
            _justified(page, 72, y, text, 229)
        else:
            page.insert_text((72, y), text, fontsize=10, fontname="tiro")
        count += 1
        if count % 5 == 0:  # the left column's numbers in the left margin
            label = str(count)
            w = pymupdf.get_text_length(label, "helv", 5)
            page.insert_text((62 - w, y + 3), label, fontsize=5, fontname="helv")
    for k, text in enumerate(right):
        y = 203 + pitch * k  # the right column's text starts beside the heading
        _justified(page, 311, y, text, 229)
        count += 1
        if count % 5 == 0:  # the right column's in the right margin
            page.insert_text((550, y + 3), str(count), fontsize=5, fontname="helv")
    page.insert_text((303, 760), "1", fontsize=10, fontname="tiro")
    doc.save(path)
    return path


def test_a_two_column_page_numbered_every_fifth_line_reads_its_abstract_in_order(
    tmp_path: Path,
) -> None:
    pdf = _two_column_review_copy(tmp_path / "twocol.pdf")
    data = pymupdf.open(pdf)[0].get_text("dict")
    got = extract_pdf(pdf, ocr=None)
    assert got.title == _TITLE
    abstract = got.abstract or ""
    assert abstract.startswith("We study how reviewers refer"), abstract[:200]
    assert "ends at the column's edge" in abstract, abstract[-200:]
    # the two numbers of the left margin go with the three of the right one
    kept = strip_dict(data)
    texts = {"".join(s["text"] for s in ln["spans"]) for b in kept["blocks"] for ln in b["lines"]}
    assert not {"5", "10", "15", "20", "25"} & texts


class _L:
    def __init__(self, x0: float, x1: float, y0: float) -> None:
        self.x0, self.x1, self.y0, self.y1, self.size = x0, x1, y0, y0 + 10.5, 10.0


def test_one_line_blocks_of_a_justified_double_spaced_column_stack() -> None:
    column = [[_L(72, 301, 100 + 19.1 * k)] for k in range(4)]
    assert len(stacked(column)) == 1
    # a narrower line below (a paragraph's last line, a heading) is stacked only when
    # it is as close as single spacing sets it
    assert len(stacked([[_L(72, 301, 100)], [_L(72, 200, 119.1)]])) == 2
    assert len(stacked([[_L(72, 301, 100)], [_L(72, 200, 113)]])) == 1
    # a full-width line over a column's line, both justified from the left edge
    assert len(stacked([[_L(72, 540, 100)], [_L(72, 301, 119.1)]])) == 2


def test_a_word_processors_double_spaced_manuscript_numbered_on_every_line(
    tmp_path: Path,
) -> None:
    """Word numbers every line in the left margin, continuously, in the body's size."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    count = 0
    y = 96.0

    def line(text: str, size: float = 12, font: str = "tiro", centred: bool = False) -> None:
        nonlocal count, y
        width = pymupdf.get_text_length(text, font, size)
        page.insert_text(
            ((612 - width) / 2 if centred else 72, y), text, fontsize=size, fontname=font
        )
        count += 1
        label = str(count)
        w = pymupdf.get_text_length(label, "tiro", 12)
        page.insert_text((54 - w, y), label, fontsize=12, fontname="tiro")
        y += 27.6  # double spacing of 12 pt

    line(_TITLE, 14, "tibo", centred=True)
    line("Ann Lee, Bo Chen and Carl Diaz", centred=True)
    line("Department of Physics, University of Example, Berlin, Germany", centred=True)
    line("Abstract", 12, "tibo")
    for text in wrapped(_ABSTRACT, 12, 468):
        line(text)
    line("Introduction", 12, "tibo")
    for text in wrapped(_BODY, 12, 468):
        if y > 740:
            break
        line(text)
    doc.save(tmp_path / "word.pdf")
    got = extract_pdf(tmp_path / "word.pdf", ocr=None)
    assert got.title == _TITLE
    assert list(got.authors) == ["Ann Lee", "Bo Chen", "Carl Diaz"]
    abstract = got.abstract or ""
    assert abstract.startswith("We study how reviewers") and abstract.endswith("column's edge."), (
        abstract
    )
    assert not any(ch.isdigit() for ch in abstract)
    assert not any(part.isdigit() for part in got.pages[0].text.split())


def _line(x0: float, x1: float, y: float, text: str, size: float) -> dict[str, object]:
    span = {"text": text, "size": size, "font": "Times", "flags": 0}
    return {"bbox": (x0, y, x1, y + size), "spans": [span], "dir": (1.0, 0.0)}


def test_short_margin_columns_go_where_the_page_counts_on_by_five() -> None:
    left = [_line(72, 300, 100 + 19 * k, "a line of running text " * 2, 10) for k in range(12)]
    right = [_line(311, 540, 80 + 19 * k, "a line of running text " * 2, 10) for k in range(14)]
    text = [*left, *right]
    pair = [_line(57, 62, 176 + 95 * k, str(5 * k + 5), 5) for k in range(2)]
    three = [_line(550, 555, 137 + 95 * k, str(5 * k + 15), 5) for k in range(3)]
    page = {"blocks": [{"type": 0, "lines": text}, {"type": 0, "lines": [*pair, *three]}]}
    assert [len(b["lines"]) for b in strip_dict(page)["blocks"]] == [len(text)]
    # a left column's two numbers alone are too few; numbers that do not count on by one
    # steady step (a figure's panel counts, a list's) stay
    page = {"blocks": [{"type": 0, "lines": text}, {"type": 0, "lines": [*pair]}]}
    assert [len(b["lines"]) for b in strip_dict(page)["blocks"]] == [len(text), 2]
    odd = [_line(550, 555, 137 + 95 * k, str(v), 5) for k, v in enumerate((12, 3, 40))]
    page = {"blocks": [{"type": 0, "lines": text}, {"type": 0, "lines": [*pair, *odd]}]}
    assert [len(b["lines"]) for b in strip_dict(page)["blocks"]] == [len(text), 5]


def test_a_block_that_lost_its_number_keeps_only_its_lines_box() -> None:
    text = [_line(311, 540, 80 + 19 * k, "a line of running text " * 2, 10) for k in range(9)]
    numbers = [_line(294, 299, 84 + 95 * k, str(5 * k + 5), 5) for k in range(2)]
    # MuPDF sets a number in the gutter in the block of the line beside it
    blocks = [{"type": 0, "lines": [line], "bbox": line["bbox"]} for line in text]
    for k, number in enumerate(numbers):
        block = blocks[5 * k]
        block["lines"].append(number)
        block["bbox"] = (294.0, block["bbox"][1], 540.0, block["bbox"][3])
    extra = {"type": 0, "lines": [_line(294, 299, 470, "15", 5)], "bbox": (294, 470, 299, 475)}
    kept = strip_dict({"blocks": [*blocks, extra]})["blocks"]
    assert len(kept) == len(text) and all(b["bbox"][0] == 311 for b in kept)


_ENTRIES = (
    "[1] A. Smith and B. Jones. Effects of flow on fine offices. J. Fluids, 12:1-9, 2001.",
    "[2] C. Brown. The first findings on diffusion. Phys. Rev., 44:10-19, 2004.",
    "[3] D. Green. Specific filtering in efficient networks. Nature, 5:3-8, 2010.",
    "[4] E. White. Influence of shelf life on storage. Science, 7:1-2, 2015.",
    "[5] F. Black. Offshore wind fields and their yield. Energy, 9:4-6, 2019.",
    "[6] G. Grey. Margins of error in line counts. Review, 3:7-9, 2020.",
)


def test_a_numbered_references_page_read_from_words_loses_its_numbers(tmp_path: Path) -> None:
    doc = pymupdf.open()
    count = 0

    def numbered(page: pymupdf.Page, y: float, text: str, font: str = "tiro") -> None:
        nonlocal count
        page.insert_text((72, y), text, fontsize=10, fontname=font)
        count += 1
        label = str(count)
        w = pymupdf.get_text_length(label, "helv", 5)
        page.insert_text((62 - w, y), label, fontsize=5, fontname="helv")

    first = doc.new_page(width=612, height=792)
    width = pymupdf.get_text_length(_TITLE, "tibo", 17)
    first.insert_text(((612 - width) / 2, 100), _TITLE, fontsize=17, fontname="tibo")
    numbered(first, 160, "Abstract", "tibo")
    for k, text in enumerate(wrapped(_ABSTRACT, 10, 468)):
        numbered(first, 180 + 14 * k, text)
    for _ in range(2):
        page = doc.new_page(width=612, height=792)
        for k, text in enumerate(wrapped(_BODY, 10, 468)):
            numbered(page, 80 + 14 * k, text)
    refs = doc.new_page(width=612, height=792)
    numbered(refs, 80, "References", "tibo")
    for k, entry in enumerate(_ENTRIES * 3):
        numbered(refs, 100 + 24 * k, entry)
    doc.save(tmp_path / "refs.pdf")
    got = extract_pdf(tmp_path / "refs.pdf", ocr=None)
    text = got.pages[3].text
    assert "Effects of flow on fine offices" in text
    assert not [w for w in text.split() if w.isdigit()], text[:300]
    titles = [ref.title for ref in got.references]
    assert any("Effects of flow on fine offices" in title for title in titles), titles


def test_small_marks_side_by_side_along_a_byline_are_no_line_numbers() -> None:
    text = [_line(72, 540, 200 + 12 * k, "a line of running text " * 4, 10) for k in range(20)]
    names = [_line(150 + 120 * k, 230 + 120 * k, 120, "Ann Lee", 11) for k in range(3)]
    marks = [_line(231 + 120 * k, 234 + 120 * k, 118, str(k + 1), 6) for k in range(3)]
    page = {"blocks": [{"type": 0, "lines": [*text, *names]}, {"type": 0, "lines": marks}]}
    assert [len(b["lines"]) for b in strip_dict(page)["blocks"]] == [23, 3]
