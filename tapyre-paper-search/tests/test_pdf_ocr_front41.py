"""Front matter of scanned spreads and OCR misreadings, as Tesseract reads them (round 41).

A spread whose right page has a flush-left "Received … / Accepted …" line over its
centred title, or a stamp of three stacked lines and a banner; a left page whose
specks of scan dirt OCR read as tiny lines; a two-line title measured 19.5 over 15.5;
"in" read with a dotless "ı".  The tests use OCR-shaped lines (word spans as wide as
Times sets them, from ``test_pdf_ocr_front37``) and read them as ``extract_pdf`` reads
an OCR'd page; they need no Tesseract.  The controls (marked so) hold on the base too.
"""

from __future__ import annotations

from test_pdf_ocr_front37 import BODY, TIMES, _line, _page, _record
from test_pdf_ocr_front38 import _spread_record
from test_pdf_ocr_front40 import _sized

TITLE = "A general approach to statistical laws"
AUTHORS = ("I. Grabec", "Maxim A. Wadati")


def _spread(
    above: list[dict[str, object]], left: list[dict[str, object]] | None = None
) -> dict[str, object]:
    """A spread (1190 × 842): the end of a paper on the left page (its last lines at the
    right page title's size on the title's row, an inflated OCR box), a paper's first
    page on the right, ``above`` standing over its centred title."""
    ending = [_line("Mapelli et al.", 34.0, 7.5, 54.0)]
    ending += [
        _line("the lesions and a reduced proportion of cells", 49.0 + 13.0 * i, 11.0, 54.0)
        for i in range(3)
    ]
    ending += [_line("major chromosomal aberrations. The healing of", 88.0, 16.5, 54.0)]
    ending += [
        _line("the lesions and a reduced proportion of cells", 108.0 + 13.0 * i, 11.0, 54.0)
        for i in range(9)
    ]
    ending += [_line("Callan, D., Andreani, P. & Gronau, M.", 230.0, 11.0, 54.0)]
    first = [_line(TITLE, 88.0, 16.5, 892.0 - TIMES.text_length(TITLE, 16.5) / 2)]
    first += [_line("I. Grabec and Maxim A. Wadati", 135.0, 12.5, 790.0)]
    first += [_line("Abstract", 170.0, 11.0, 707.0)]
    first += [_line(BODY, 190.0 + 13.0 * i, 11.0, 707.0) for i in range(8)]
    lines = (left or []) + ending + above + first
    return {"width": 1190.0, "height": 842.0, "blocks": [{"type": 0, "lines": lines}]}


DATES = [_line("Received: 13 March 2021 / Accepted: 1 June 2021", 54.0, 11.0, 666.0)]


def test_a_dates_line_over_a_spreads_right_page_title_is_passed_over() -> None:
    title, authors = _spread_record(_spread(DATES))
    assert title == TITLE
    assert authors == AUTHORS


def test_control_a_right_page_opening_flush_left_at_the_titles_size_keeps_both() -> None:
    """An off-centre line of text at the title's size over it (a heading flush left) is
    no line to pass over: the page is not cut (base too)."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    heading = [_line("Results of the second trial in the cohort", 54.0, 16.5, 666.0)]
    page = _spread(heading)
    assert without_facing_page(page) is page


def test_a_stamps_stacked_lines_count_once_over_a_right_page_title() -> None:
    stamp = [
        _line("ACCEPTED", 18.0, 10.0, 1029.0),
        _line("03 JUN 2002", 33.0, 10.0, 1028.0),
        _line("EDITORIAL OFFICE", 47.0, 10.0, 1027.0),
        _line("Full Paper", 62.0, 9.0, 653.0),
    ]
    title, authors = _spread_record(_spread(stamp))
    assert title == TITLE
    assert authors == AUTHORS


def test_control_four_lines_side_by_side_over_a_centred_line_are_not_passed_over() -> None:
    """Four short off-centre lines that do not stand over each other are four things
    passed over, one more than allowed: the page is not cut (base too)."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    above = [_line("Full Paper", 18.0 + 11.0 * k, 9.0, 640.0 + 130.0 * k) for k in range(4)]
    page = _spread(above)
    assert without_facing_page(page) is page


def test_specks_on_the_left_page_do_not_make_its_text_a_title() -> None:
    """Scan dirt read as tiny lines ("." at 3 points) pulled the left page's median
    size down, and its text then passed for a title set larger than it."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    specks = [_line(".", 300.0 + 9.0 * k, 3.0, 100.0 + 7.0 * k) for k in range(40)]
    page = _spread([], specks)
    kept = [line for block in without_facing_page(page)["blocks"] for line in block["lines"]]  # type: ignore[index]
    assert kept and all(float(line["bbox"][2]) > 595.0 for line in kept)


def _two_line_title(upper: float, lower: float) -> list[dict[str, object]]:
    """A title of two centred lines set at 17.5 and measured ``upper`` and ``lower``."""
    first, second = (
        "Golli protein negatively regulates store",
        "depletion-induced calcium influx in T cells",
    )
    return [
        _sized(_line(first, 93.0, 17.5, 306.0 - TIMES.text_length(first, 17.5) / 2), upper),
        _sized(_line(second, 116.0, 17.5, 306.0 - TIMES.text_length(second, 17.5) / 2), lower),
    ]


def test_a_two_line_title_measured_apart_is_read_whole() -> None:
    title, _ = _record(_page(_two_line_title(19.5, 15.5)))
    assert (
        title
        == "Golli protein negatively regulates store depletion-induced calcium influx in T cells"
    )


def test_a_subtitle_a_fifth_smaller_stays_and_one_type_takes_the_upper_size() -> None:
    """Letters a fifth narrower are another type: the lower line's size stays; letters
    as wide are one type: it takes the upper line's size (``stepped_sizes`` is new)."""
    from tapyre_paper_search.pdf.ocrdisplay import stepped_sizes

    text = "depletion-induced calcium influx in T cells"
    lines = [
        _line("Golli protein negatively regulates store", 93.0, 19.5, 100.0),
        _line(text, 116.0, 15.5, 100.0),
    ]
    sizes = [19.5, 15.5]
    stepped_sizes(lines, [[0, 1]], sizes, 12.0)
    assert sizes == [19.5, 15.5]
    same = [lines[0], _sized(_line(text, 116.0, 19.5, 100.0), 15.5)]
    stepped_sizes(same, [[0, 1]], sizes, 12.0)
    assert sizes == [19.5, 19.5]


def test_a_dotless_i_read_by_ocr_is_an_i() -> None:
    from tapyre_paper_search.pdf.ocrdotless import mended_dotless

    lines = [
        {"spans": [{"text": "cells ın the lineage ın the brain", "size": 18.0}]},
        {"spans": [{"text": "Işıl Şahin", "size": 11.0}, {"text": " Ankara", "size": 11.0}]},
        {"spans": [{"text": "no dotless letter in it", "size": 11.0}]},
    ]  # the page reads "in" dotted (review143: only such words are mended)
    kept = lines[2]["spans"]
    mended_dotless(lines)
    assert lines[0]["spans"][0]["text"] == "cells in the lineage in the brain"  # type: ignore[index]
    assert lines[1]["spans"][0]["text"] == "Işıl Şahin"  # type: ignore[index]
    assert lines[2]["spans"] is kept


def test_one_row_is_one_test() -> None:
    """The shared same-row test (new module: fails on the base by its import)."""
    from tapyre_paper_search.pdf.ocrmeasure import most_common_size, same_row

    assert same_row((0.0, 10.0, 5.0, 20.0), (9.0, 14.0, 20.0, 24.0))
    assert not same_row((0.0, 10.0, 5.0, 20.0), (9.0, 15.0, 20.0, 25.0))
    assert same_row((0.0, 10.0, 5.0, 20.0), (9.0, 15.0, 20.0, 25.0), 0.5)
    assert most_common_size([10.0, 12.0, 10.0, 12.0], [3, 4, 2, 0]) == 10.0
    assert most_common_size([10.0, 12.0], [2, 2]) == 12.0
    assert most_common_size([], []) == 0.0


def test_control_a_lone_stamp_word_beside_a_title_is_left_out() -> None:
    """``ocrstray`` (now quadratic) still finds a stamp word beside a two-row title, and
    no word among many lone words that have no title beside them (base too)."""
    from tapyre_paper_search.pdf.ocrstray import stray_display_words

    lines = [
        _line("Integrated genomic analysis", 80.0, 19.0, 200.0),
        _line("BEE", 80.0, 19.0, 40.0),
        _line("subtypes of glioblastoma", 102.0, 19.0, 200.0),
    ]
    assert stray_display_words(lines, [19.0, 19.0, 19.0], 13.0) == {1}
    words = [
        _line("SEEN", 80.0 + 30.0 * (k // 10), 19.0, 20.0 + 60.0 * (k % 10)) for k in range(200)
    ]
    assert stray_display_words(words, [19.0] * 200, 13.0) == set()
