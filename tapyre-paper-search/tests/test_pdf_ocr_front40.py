"""Front matter of damaged scans, as Tesseract reads them (round 40).

A title word whose OCR box ran over the rest of its row and was measured by it
("biomarker" 32.5 beside its row at 19.5), a stamp word at a title's size beside it
("BEE"), a title's last row in pieces one of which was measured small ("IDHIl," 16.7
among 19), "IDH1" read "IDHIl", and a spread whose stamp lies across its middle and
whose right page has a stamp and a DOI over its title.  The tests use OCR-shaped
lines (word spans as wide as Times sets them, from ``test_pdf_ocr_front37``) and read
them as ``extract_pdf`` reads an OCR'd page; the controls (marked so) hold on the base
too.
"""

from __future__ import annotations

from test_pdf_ocr_front37 import BODY, TIMES, _line, _piece, _record, _words
from test_pdf_ocr_front38 import _shifted, _spread_record

NAMES = "Ghanashyam Henney, Sara K. Grabec and Hana Bonca"


def _centred(text: str, top: float, size: float, centre: float = 306.0) -> dict[str, object]:
    return _line(text, top, size, centre - TIMES.text_length(text, size) / 2)


def _sized(line: dict[str, object], measured: float) -> dict[str, object]:
    for span in line["spans"]:  # type: ignore[attr-defined]
        span["size"] = measured
    return line


def _page(title: list[dict[str, object]], below: float = 150.0) -> list[dict[str, object]]:
    lines = list(title)
    lines.append(_centred(NAMES, below, 12.0))
    lines.append(_line("Abstract", below + 40.0, 12.0, 54.0))
    lines += [_line(BODY, below + 57.0 + 15.0 * i, 12.0, 54.0) for i in range(12)]
    return lines


def _wide_word_title(measured: float, widen: float = 3.0) -> list[dict[str, object]]:
    """A two-row title whose second row's first word OCR boxed ``widen`` times its
    width (over the rest of the row) and measured ``measured``."""
    first = _centred("Perceived age as clinically useful", 97.0, 18.0)
    row = "biomarker of ageing: cohort study"
    left = 306.0 - TIMES.text_length(row, 18.0) / 2
    word, *rest = _words(row, 18.0, left)
    wide = _piece([(word[0], word[1], word[1] + widen * (word[2] - word[1]))], 121.0, 16.0)
    return [first, _sized(wide, measured), _piece(rest, 120.0, 18.0)]


def test_a_title_word_ocr_boxed_over_its_row_stays_in_the_title() -> None:
    title, authors = _record(_page(_wide_word_title(32.5)))
    assert title == "Perceived age as clinically useful biomarker of ageing: cohort study"
    assert authors == ("Ghanashyam Henney", "Sara K. Grabec", "Hana Bonca")


def test_control_a_title_word_ocr_boxed_as_wide_as_it_is_read() -> None:
    """Boxed as wide as it is and measured a little larger, the pieces are joined (base
    too)."""
    title, _ = _record(_page(_wide_word_title(20.0, 1.0)))
    assert title == "Perceived age as clinically useful biomarker of ageing: cohort study"


TITLE = (
    "Integrated genomic analysis",
    "identifies clinically relevant",
    "subtypes of glioblastoma",
    "characterized by abnormalities in",
)
WHOLE = " ".join(TITLE) + " PDGFRA, IDH1, EGFR, and NF1"


def _last_row(top: float, measures: tuple[float, ...], gap: float) -> list[dict[str, object]]:
    """The title's last row as four pieces ``gap`` points apart, measured ``measures``."""
    texts = ("PDGFRA,", "IDH1,", "EGFR,", "and NF1")
    widths = [TIMES.text_length(t, 19.0) for t in texts]
    x = 306.0 - (sum(widths) + gap * 3) / 2
    out = []
    for text, width, measured in zip(texts, widths, measures, strict=True):
        out.append(_sized(_line(text, top, 19.0, x), measured))
        x += width + gap
    return out


def _stamped_title(stamp: bool, measures: tuple[float, ...], gap: float) -> str:
    lines = [_centred(t, 84.0 + 22.0 * k, 19.0) for k, t in enumerate(TITLE)]
    if stamp:
        lines.append(_line("BEE", 106.0, 19.0, 60.0))
    lines += _last_row(172.0, measures, gap)
    title, _ = _record(_page(lines, below=220.0))
    return title


def test_a_stamp_word_at_the_titles_size_beside_it_is_left_out() -> None:
    assert _stamped_title(True, (19.0, 19.0, 19.0, 19.0), 5.0) == WHOLE


def test_a_titles_last_row_with_a_piece_measured_small_is_joined() -> None:
    assert _stamped_title(False, (18.8, 16.7, 18.6, 19.1), 17.5) == WHOLE


def test_control_a_titles_last_row_read_as_one_line_is_read() -> None:
    assert _stamped_title(False, (19.0, 19.0, 19.0, 19.0), 5.0) == WHOLE


def test_control_a_titles_short_last_line_under_it_stays() -> None:
    """A one-word line in the title's column is the title's (base too)."""
    lines = [_centred(t, 84.0 + 22.0 * k, 19.0) for k, t in enumerate(TITLE[:2])]
    lines.append(_centred("glioblastoma", 128.0, 19.0))
    title, _ = _record(_page(lines))
    assert title == " ".join(TITLE[:2]) + " glioblastoma"


def test_a_figure_one_read_as_l_after_capitals_is_mended() -> None:
    from tapyre_paper_search.pdf.ocrdigits import mended_ones

    words = ["IDHIl,", " ", "OPAl", " ", "NFl)", " ", "Opal", " ", "XIl", " ", "April", " ", "ALL"]
    spans = [{"text": w, "size": 10.0, "bbox": (0.0, 0.0, 1.0, 1.0)} for w in words]
    lines = [{"bbox": (0.0, 0.0, 1.0, 1.0), "spans": spans}]
    mended_ones(lines)
    got = [s["text"] for s in lines[0]["spans"]]  # type: ignore[attr-defined]
    assert got == [
        "IDH1,",
        " ",
        "OPA1",
        " ",
        "NF1)",
        " ",
        "Opal",
        " ",
        "XIl",
        " ",
        "April",
        " ",
        "ALL",
    ]


def _stamped_spread() -> dict[str, object]:
    """A spread: references end on the left page, a paper begins on the right; a stamp
    lies across the middle, a date stamp and a DOI stand over the right page's title."""
    ending = [
        _line("the lesions and a reduced proportion of cells", 91.0 + 13.0 * i, 11.0, 96.0)
        for i in range(8)
    ]
    ending += [_line("Callan, D., Andreani, P. & Gronau, M.", 200.0, 11.0, 96.0)]
    ending += [_line("Single-sorted Human Fetal Liver Cells", 214.0, 11.0, 96.0)]
    stamps = [
        _line("| EINGEGANGEN |", 13.0, 14.5, 522.0),
        _line("| 28 OCT 2019.", 34.0, 14.5, 619.0),
    ]
    stamps += [_line("DOI: 10.7873/jx.32945", 58.0, 11.0, 667.0)]
    title = "A general approach to statistical laws"
    first = [_line(title, 88.0, 16.5, 892.0 - TIMES.text_length(title, 16.5) / 2)]
    first += [_line("I. Grabec and Maxim A. Wadati", 135.0, 12.5, 790.0)]
    first += [_line("Abstract", 170.0, 11.0, 707.0)]
    first += [_line(BODY, 190.0 + 13.0 * i, 11.0, 707.0) for i in range(8)]
    return {
        "width": 1190.0,
        "height": 842.0,
        "blocks": [{"type": 0, "lines": ending + stamps + first}],
    }


def test_a_spread_with_a_stamp_over_its_middle_gives_no_left_page_authors() -> None:
    title, authors = _spread_record(_stamped_spread())
    assert title == "A general approach to statistical laws"
    assert authors == ("I. Grabec", "Maxim A. Wadati")


def test_control_a_wide_page_with_text_across_its_middle_is_no_spread() -> None:
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    page = _stamped_spread()
    lines = page["blocks"][0]["lines"]  # type: ignore[index]
    lines.append(_shifted(_line(BODY, 800.0, 11.0, 300.0), 0.0))
    assert without_facing_page(page) is page


def test_a_speck_before_a_word_without_a_box_is_left_out() -> None:
    """``ocrleading`` reads the kept first word's box; a span without one (review of
    ocr39) takes the line's start instead of failing."""
    from tapyre_paper_search.pdf.ocrleading import without_leading_specks

    spans = [
        {"text": ".", "size": 3.0, "bbox": (40.0, 100.0, 42.0, 104.0)},
        {"text": " ", "size": 11.0},
        {"text": "ABSTRACT", "size": 11.0},
    ]
    line = {"bbox": (40.0, 100.0, 120.0, 111.0), "spans": spans}
    (read,) = without_leading_specks([line])
    assert [s["text"] for s in read["spans"]] == ["ABSTRACT"]
    assert read["bbox"] == (40.0, 100.0, 120.0, 111.0)
