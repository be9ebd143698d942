"""review143 on ocr41: adversarial OCR'd pages for the round's new rules.

A spread whose paper begins on the left page (a masthead of four lines over its
centred title) and whose right page goes on with the paper's prose, then a centred
section heading; Turkish names and words read with their real dotless "ı".  OCR-shaped
lines as in ``test_pdf_ocr_front41``; no Tesseract.  Controls (marked so) hold on the
base too.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from test_pdf_ocr_front37 import BODY, TIMES, _line, _page, _record

LEFT_TITLE = "Seed dispersal by ants in a dry forest"
MASTHEAD = [
    "Journal of Plant Ecology Volume 12 Number 3 pages 411-423",
    "Advance Access publication date 12 March 2019",
    "Received 3 May 2018 revised 20 December 2018 accepted 2 March 2019",
    "The Author 2019 Published by Oxford University Press",
]


def _left_paper_spread(prose: int) -> dict[str, object]:
    """A spread (1190 x 842) whose paper begins on the left page (a masthead of four
    lines flush left over its centred title) and goes on on the right page: ``prose``
    lines ending a paragraph, then a centred section heading set 1.35 times the text."""
    left = [_line(text, 30.0 + 11.0 * k, 8.0, 54.0) for k, text in enumerate(MASTHEAD)]
    left += [_line(LEFT_TITLE, 90.0, 16.5, 297.5 - TIMES.text_length(LEFT_TITLE, 16.5) / 2)]
    left += [_line("Rosa Lindqvist and Tomas Berg", 120.0, 12.0, 200.0)]
    left += [_line("Abstract", 150.0, 11.0, 54.0)]
    left += [_line(BODY, 170.0 + 13.0 * i, 11.0, 54.0) for i in range(30)]
    right = [_line(BODY, 40.0 + 13.0 * i, 11.0, 650.0) for i in range(prose)]
    heading = "Materials and methods"
    top = 50.0 + 13.0 * prose
    right += [_line(heading, top, 15.0, 892.0 - TIMES.text_length(heading, 15.0) / 2)]
    right += [_line(BODY, top + 30.0 + 13.0 * i, 11.0, 650.0) for i in range(30)]
    return {"width": 1190.0, "height": 842.0, "blocks": [{"type": 0, "lines": left + right}]}


def test_a_spread_whose_paper_begins_on_the_left_keeps_its_left_page() -> None:
    """The right page's prose over a centred heading is no stamp over a title: ocr41
    passed the prose over and cut the left page, the paper's first, away."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    for prose in (1, 2, 3):
        page = _left_paper_spread(prose)
        assert without_facing_page(page) is page, prose


def test_control_a_right_page_opening_with_prose_keeps_both_pages() -> None:
    """Four lines of prose over the heading: passed over by no rule (base too)."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    page = _left_paper_spread(4)
    assert without_facing_page(page) is page


TURKISH_NAMES = "Mehmet Yılmaz and Deniz Aydın"


def test_a_turkish_name_keeps_its_dotless_i() -> None:
    """The names "Yılmaz", "Aydın": a line of Turkish names with no other Turkic letter; ocr41
    wrote "Yilmaz", "Aydin"."""
    title = "Acylated and desacyl ghrelin stimulate lipid"
    _, authors = _record(_page([_line(title, 100.0, 18.0)], TURKISH_NAMES))
    assert authors == ("Mehmet Yılmaz", "Deniz Aydın")


def test_a_turkish_title_keeps_its_dotless_i() -> None:
    title = "Tarımsal alanlarda kuraklık analizi"
    read, _ = _record(_page([_line(title, 100.0, 18.0)]))
    assert read == title


def test_a_mixed_page_mends_only_the_words_it_reads_dotted_elsewhere() -> None:
    """An English title read with "ın" over English prose ("in every group") is mended;
    the Turkish names on the same page are not."""
    from tapyre_paper_search.pdf.ocrdotless import mended_dotless

    lines = [
        {"spans": [{"text": "cells ın the lineage ın the braın"}]},
        {"spans": [{"text": TURKISH_NAMES}]},
        {"spans": [{"text": BODY}]},
    ]
    mended_dotless(lines)
    assert lines[0]["spans"][0]["text"] == "cells in the lineage in the braın"
    assert lines[1]["spans"][0]["text"] == TURKISH_NAMES


def test_an_english_title_read_with_a_dotless_i_is_still_mended() -> None:
    """ocr41's case, over prose that reads "in" (base: not mended; ocr41 and now: mended)."""
    read, _ = _record(_page([_line("Glial cells ın the brain of adult mice", 100.0, 18.0)]))
    assert read == "Glial cells in the brain of adult mice"


def test_lone_words_on_one_row_look_only_at_lines_with_a_column(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """400 one-word display lines on one row, none with a line over or under it: no
    word is a row's title, so no row test is made for them (ocr41: one per pair,
    160 000; 800 words took 0.9 s)."""
    from tapyre_paper_search.pdf import ocrmeasure, ocrstray

    calls: list[int] = []

    def counted(a: Sequence[float], b: Sequence[float], share: float = 0.6) -> bool:
        calls.append(1)
        return ocrmeasure.same_row(a, b, share)

    monkeypatch.setattr(ocrstray, "same_row", counted)
    n = 400
    row = [
        {"bbox": (10.0 + 70.0 * k, 80.0, 50.0 + 70.0 * k, 99.0), "spans": [{"text": "SEEN"}]}
        for k in range(n)
    ]
    assert ocrstray.stray_display_words(row, [19.0] * n, 13.0) == set()
    assert len(calls) < n


SPECIES = ["Quercus robur", "Fagus sylvatica", "Acer campestre", "Tilia cordata"]


def _table_spread(rows: int) -> dict[str, object]:
    """The spread of ``_left_paper_spread`` whose right page goes on with a table: its
    first column names species (``rows`` short lines stacked over each other; its
    columns of figures hold no word), then a centred section heading."""
    page = _left_paper_spread(0)
    lines = [
        line
        for line in page["blocks"][0]["lines"]  # type: ignore[index]
        if float(line["bbox"][0]) < 595.0
    ]
    names = [SPECIES[k % 4] for k in range(rows)]
    table = [_line(name, 20.0 + 12.0 * k, 10.0, 650.0) for k, name in enumerate(names)]
    table += [_line("12.4 0.31 118", 20.0 + 12.0 * k, 10.0, 800.0) for k in range(rows)]
    heading = "Discussion"
    top = 40.0 + 12.0 * rows
    head = [_line(heading, top, 15.0, 892.0 - TIMES.text_length(heading, 15.0) / 2)]
    head += [_line(BODY, top + 30.0 + 13.0 * i, 11.0, 650.0) for i in range(30)]
    return {**page, "blocks": [{"type": 0, "lines": [*lines, *table, *head]}]}


def test_a_table_column_over_a_heading_is_no_stamp() -> None:
    """A table's column of names, short lines stacked over each other, over a centred
    heading: ocr41 counted any number of such lines as one stamp and cut the left page,
    the paper's first, away; a stamp holds :data:`ocrspread._ABOVE` lines at most."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    for rows in (6, 12):
        page = _table_spread(rows)
        assert without_facing_page(page) is page, rows
