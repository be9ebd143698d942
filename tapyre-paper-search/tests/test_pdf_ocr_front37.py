"""Front matter of damaged scans, as Tesseract reads them (round 37).

A JPEG-damaged scan's title row came out of Tesseract as overlapping lines that
read parts of it twice ("Acylated" and "ylated and desacyl ghrelin" over it,
"relin stimulate", "lipi" inside "lipid": ``ocrrepeats.without_repeats``); a pen
stroke in the margin came out as a word of underscores and dots before a name
("_-.. E. Fouxon": ``ocrboxes._STROKE``).  The tests use OCR-shaped lines (word
spans as wide as Times sets them) and read them as ``extract_pdf`` reads an OCR'd
page; the controls (marked so) hold on the base too.
"""

from __future__ import annotations

import pymupdf
from ocr_pages import _regrouped

TIMES = pymupdf.Font("tiro")
TITLE = "Acylated and desacyl ghrelin stimulate lipid"
BODY = "the results of the trial were measured in every group at the end of each year"


def _words(text: str, size: float, left: float = 72.0) -> list[tuple[str, float, float]]:
    """Each word of ``text`` set at ``size`` from ``left``: (word, x0, x1)."""
    out: list[tuple[str, float, float]] = []
    x = left
    for word in text.split():
        width = TIMES.text_length(word, size)
        out.append((word, x, x + width))
        x += width + TIMES.text_length(" ", size)
    return out


def _piece(words: list[tuple[str, float, float]], top: float, size: float) -> dict[str, object]:
    """An OCR line of the given word boxes (spaces between them)."""
    spans: list[dict[str, object]] = []
    for word, x0, x1 in words:
        if spans:
            last = spans[-1]["bbox"]
            spans.append({"text": " ", "size": size, "bbox": (last[2], top, x0, top + size)})  # type: ignore[index]
        spans.append({"text": word, "size": size, "bbox": (x0, top, x1, top + size)})
    box = (words[0][1], top, words[-1][2], top + size)
    return {"bbox": box, "dir": (1.0, 0.0), "spans": spans}


def _line(text: str, top: float, size: float, left: float = 72.0) -> dict[str, object]:
    return _piece(_words(text, size, left), top, size)


def _tail(word: tuple[str, float, float], letters: int) -> tuple[str, float, float]:
    """The last ``letters`` letters of a word, boxed where they stand."""
    text, x0, x1 = word
    return text[-letters:], x1 - (x1 - x0) * letters / len(text), x1


def _head(word: tuple[str, float, float], letters: int) -> tuple[str, float, float]:
    """The first ``letters`` letters of a word, boxed where they stand."""
    text, x0, x1 = word
    return text[:letters], x0, x0 + (x1 - x0) * letters / len(text)


def _page(
    title: list[dict[str, object]], names: str = "A. Huard and Mikkel Molodtsov"
) -> list[dict[str, object]]:
    rest = [_line(names, 160.0, 11.0), _line("Abstract", 200.0, 11.0)]
    rest += [_line(BODY, 220.0 + 13.0 * i, 9.5) for i in range(10)]
    return title + rest


def _record(lines: list[dict[str, object]]) -> tuple[str, tuple[str, ...]]:
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    front = read_front_matter([in_reading_order(page_lines(regroup_lines(page)))])
    return front.title, tuple(front.authors)


def _read_twice(size: float = 19.0) -> list[dict[str, object]]:
    """The title's first row as OCR read a JPEG-damaged scan of it: five overlapping
    lines, parts of words read twice; the second row read once."""
    w = _words(TITLE, size)
    acylated, and_, desacyl, ghrelin, stimulate, lipid = w
    return [
        _piece([acylated], 80.0, size),
        _piece([and_], 80.0, size),
        _piece([_head(desacyl, 5)], 80.0, size),
        _piece([_tail(ghrelin, 5), stimulate], 80.0, size),
        _piece([_head(lipid, 4)], 80.0, size),
        _piece([_tail(acylated, 6), and_, desacyl, ghrelin], 80.0, size),
        _piece([stimulate, lipid], 80.0, size),
        _line("accumulation in human visceral adipocytes", 106.0, size),
    ]


def test_words_ocr_read_twice_on_one_row_are_read_once() -> None:
    blocks = _regrouped(_page(_read_twice()))
    assert blocks[0][0] == (TITLE, 19.0)


def test_a_title_ocr_read_twice_in_pieces_is_read_whole() -> None:
    title, _ = _record(_page(_read_twice()))
    assert title == TITLE + " accumulation in human visceral adipocytes"


def test_a_repeat_keeps_the_reach_of_the_word_it_repeats() -> None:
    # "Acylated" boxed short of its last letters, "ylated" over its end: the word
    # kept reaches as far as both, so the next piece joins it (a gap under an em).
    size = 19.0
    acylated, and_, *_ = _words(TITLE, size)
    short = (acylated[0], acylated[1], acylated[2] - 14.0)
    lines = [_piece([short], 80.0, size), _piece([_tail(acylated, 6), and_], 80.0, size)]
    blocks = _regrouped(_page(lines))
    assert blocks[0][0] == ("Acylated and", 19.0)


def test_control_words_side_by_side_and_different_words_over_each_other_stay() -> None:
    # Control (holds on the base too): the same words in two columns on one row
    # are not repeats; an overlapping box of another word is not one either.
    size = 10.0
    left = _line("the model and the data", 300.0, size)
    right = _line("the model and the data", 300.0, size, left=330.0)
    other = _piece([("cell", 72.0, 90.0)], 400.0, size)
    over = _piece([("lung", 80.0, 100.0)], 400.0, size)
    blocks = _regrouped([left, right, other, over])
    texts = [text for block in blocks for text, _ in block]
    assert texts.count("the model and the data") == 2
    assert any("cell" in text for text in texts) and any("lung" in text for text in texts)


def test_a_pen_stroke_before_a_name_is_no_part_of_it() -> None:
    size = 11.0
    names = [
        _line("A. Huard", 160.0, size),
        _line("Centre for Physics, University of Delft", 174.0, 9.0),
        _piece([("_-..", 20.0, 50.0), *_words("E. Fouxon", size, 72.0)], 188.0, size),
        _line("Centre for Physics, University of Delft", 202.0, 9.0),
    ]
    lines = [_line("The role of cytokines in weight loss of patients", 80.0, 19.0)]
    lines += [*names, _line("Abstract", 230.0, 11.0)]
    lines += [_line(BODY, 250.0 + 13.0 * i, 9.5) for i in range(10)]
    texts = [text for block in _regrouped(lines) for text, _ in block]
    assert "E. Fouxon" in texts
    assert not any("_" in text for text in texts)


def test_control_a_dash_or_a_low_quote_of_the_text_stays() -> None:
    # Control (holds on the base too): a list's dash and a German opening quote
    # are text, not pen strokes.
    size = 10.0
    lines = [
        _piece([("-", 72.0, 77.0), *_words("the first item of the list", size, 82.0)], 300.0, size),
        _piece([("„Wort", 72.0, 100.0), *_words("und Satz", size, 104.0)], 320.0, size),
    ]
    texts = [text for block in _regrouped(lines) for text, _ in block]
    assert "- the first item of the list" in texts
    assert "„Wort und Satz" in texts


def test_a_display_line_of_one_and_two_letter_words_is_no_title() -> None:
    # A table's ruled header read "ee ee" at twice the body size above the title.
    # Holds on the base too in this shape (its title rules pass over the line
    # here); on heldout29-0118, a spread, the base took it for the title.
    lines = [
        _line("ee ee", 40.0, 24.0),
        *_page([_line("Imaging of angiogenesis in tumours", 80.0, 19.0)]),
    ]
    title, _ = _record(lines)
    assert title == "Imaging of angiogenesis in tumours"


def test_a_title_word_ocr_cut_in_two_is_one_again() -> None:
    # "pepti de": together a known word, "pepti" alone none.
    title, _ = _record(_page([_line("A versatile RGD pepti de scaffold for imaging", 80.0, 19.0)]))
    assert title == "A versatile RGD peptide scaffold for imaging"


def test_a_title_word_run_into_a_small_word_is_split() -> None:
    # "tailof": no known word and nowhere else on the page; "tail" and "of" are.
    title, _ = _record(_page([_line("Dust in the tailof the comet", 80.0, 19.0)]))
    assert title == "Dust in the tail of the comet"


def test_control_known_and_page_words_of_a_title_stay_as_read() -> None:
    # Control (holds on the base too): "in to" of two words the page holds, a
    # name the page repeats ("Zhangjiang") and lines of body size stay.
    rows = _page([_line("Zhangjiang results in to the cells", 80.0, 19.0)])
    rows.append(_line("Zhangjiang tailof a b", 400.0, 9.5))
    title, _ = _record(rows)
    assert title == "Zhangjiang results in to the cells"
    texts = [text for block in _regrouped(rows) for text, _ in block]
    assert "Zhangjiang tailof a b" in texts
