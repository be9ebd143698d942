"""OCR'd front pages whose boxes Tesseract got wrong, as it reads them (round 43).

Four kinds: a short word ("of") whose box the word before it swallowed, returned by OCR
as a line of its own on the same spot (``ocrswallowed``); a title's first line
boxed short, so measured a size under the title's second line (``ocrdisplay.
lifted_sizes``); a spread's left-page line boxed together with its neighbours, so
measured as large as a title (``ocrspread``); two small words run together ("forthe")
that the page holds more than once (``ocrwords``).  The tests use OCR-shaped lines (word
spans as wide as Times sets them, from ``test_pdf_ocr_front37``) and read them as
``extract_pdf`` reads an OCR'd page; they need no Tesseract.  The controls (marked
so) hold on the base too.
"""

from __future__ import annotations

from typing import Any

from test_pdf_ocr_front37 import BODY, TIMES, _line, _piece, _words

SWALLOWED = "Developing criteria for evaluation of geroprotectors toward translation"
LIFTED = (
    "gamma-tocopherol, the major form of vitamin E",
    "in the US diet, deserves more attention",
)


def _front(lines: list[dict[str, object]]) -> Any:
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return read_front_matter([in_reading_order(page_lines(regroup_lines(page)))])


AFFILIATIONS = (
    "1 Center for Theoretical Physics, National Institute of Theoretical Physics, Canada",
    "2 Laboratory of Immunology, Gainesville University Hospital, Estonia",
)


def _rest(top: float) -> list[dict[str, object]]:
    """Names, their affiliations, an abstract heading and the abstract under a title
    ending above ``top``."""
    lines = [_line("Wiebke Mena and Pavel G. Su", top, 11.0)]
    lines += [_line(text, top + 12.0 * (k + 1), 11.0) for k, text in enumerate(AFFILIATIONS)]
    lines += [_line("Abstract", top + 60.0, 11.0)]
    lines += [_line(BODY, top + 80.0 + 13.0 * i, 9.5) for i in range(8)]
    return lines


def _swallowing_row(short: str = "of", extra: float = 1.0) -> list[dict[str, object]]:
    """The title's first row, its fourth word's box run on over ``short`` (which OCR
    left out of the row) by ``extra`` of ``short``'s width, and ``short`` alone on its
    spot, a line of its own; the title's last line under it."""
    words = _words(SWALLOWED, 20.0)
    at = SWALLOWED.split().index(short)
    word, x0, _ = words[at - 1]
    _, sx0, sx1 = words[at]
    host = (word, x0, sx0 + (sx1 - sx0) * extra)
    row = _piece([*words[: at - 1], host], 84.0, 20.0)
    alone = _piece([(short, sx0, sx1)], 83.0, 20.0)
    second = _piece(_words(" ".join(SWALLOWED.split()[at + 1 :]), 20.0), 108.0, 20.0)
    return [row, alone, second]


def test_a_short_word_a_title_word_swallowed_is_read_in_the_title() -> None:
    front = _front([*_swallowing_row(), *_rest(150.0)])
    assert front.title == SWALLOWED


def test_with_swallowed_words_gives_the_word_back_after_its_host() -> None:
    from tapyre_paper_search.pdf.ocrswallowed import with_swallowed_words

    row, alone, second = _swallowing_row()
    out = with_swallowed_words([row, alone, second])
    assert len(out) == 2
    spans: list[dict[str, Any]] = out[0]["spans"]
    text = "".join(span["text"] for span in spans)
    assert text == "Developing criteria for evaluation of"
    host = next(span for span in spans if span["text"] == "evaluation")
    given = spans[-1]
    assert given["text"] == "of" and host["bbox"][2] == given["bbox"][0]


def test_a_swallowed_word_in_a_german_title_is_given_back() -> None:
    """Any short function word of the list ("zu"), in any language."""
    from tapyre_paper_search.pdf.ocrswallowed import with_swallowed_words

    words = _words("Beitrag zu Regionalen Merkmalen", 20.0)
    (host, x0, _), (_, sx0, sx1) = words[0], words[1]
    row = _piece([(host, x0, sx1), *words[2:]], 84.0, 20.0)
    alone = _piece([("zu", sx0, sx1)], 83.0, 20.0)
    out = with_swallowed_words([row, alone])
    assert [
        "".join(span["text"] for span in line["spans"])  # type: ignore[attr-defined]
        for line in out
    ] == ["Beitrag zu Regionalen Merkmalen"]


def test_control_two_letters_of_dirt_in_a_wide_box_stay_out() -> None:
    """ "oe" is no word: it stays out of the title (base too)."""
    row, alone, second = _swallowing_row()
    dirt: list[dict[str, Any]] = alone["spans"]  # type: ignore[assignment]
    alone = {**alone, "spans": [{**dirt[0], "text": "oe"}]}
    front = _front([row, alone, second, *_rest(150.0)])
    assert "oe" not in front.title.split()


def test_control_a_short_word_over_a_word_of_its_own_width_stays_out() -> None:
    """A host box as wide as its letters swallowed nothing: a lone "of" lying over its
    end is dirt or a repeat and stays out (base too)."""
    words = _words(SWALLOWED, 20.0)
    row = _piece(words[:4], 84.0, 20.0)
    _, x0, x1 = words[3]
    alone = _piece([("of", x1 - (x1 - x0) / 4, x1)], 83.0, 20.0)
    second = _piece(_words(" ".join(SWALLOWED.split()[5:]), 20.0), 108.0, 20.0)
    front = _front([row, alone, second, *_rest(150.0)])
    assert front.title == "Developing criteria for evaluation geroprotectors toward translation"


def _lifted_title(first_size: float) -> list[dict[str, object]]:
    """The title's two lines set at 18 points; OCR boxed the first short (13.5 points
    tall) and measured it ``first_size``, the second 18.0 (19.4 tall)."""
    upper = _piece(_words(LIFTED[0], 18.0), 90.7, 18.0)
    spans: list[dict[str, Any]] = upper["spans"]  # type: ignore[assignment]
    upper = {
        **upper,
        "bbox": (*upper["bbox"][:3], 104.2),  # type: ignore[index]
        "spans": [
            {**s, "size": first_size, "bbox": (*s["bbox"][:1], 90.7, s["bbox"][2], 104.2)}
            for s in spans
        ],
    }
    lower = _piece(_words(LIFTED[1], 18.0), 107.8, 19.4)
    lower_spans: list[dict[str, Any]] = lower["spans"]  # type: ignore[assignment]
    lower = {**lower, "spans": [{**s, "size": 18.0} for s in lower_spans]}
    return [upper, lower]


def test_a_title_line_measured_under_the_line_below_it_stays_in_the_title() -> None:
    front = _front([*_lifted_title(15.5), *_rest(134.0)])
    assert front.title == " ".join(LIFTED)


def test_lifted_sizes_gives_the_upper_line_the_lower_ones_size() -> None:
    from tapyre_paper_search.pdf.ocrdisplay import lifted_sizes

    lines = _lifted_title(15.5)
    sizes = [15.5, 18.0]
    lifted_sizes(lines, [[0, 1]], sizes, 13.0)
    assert sizes == [18.0, 18.0]


def test_control_a_smaller_label_over_a_title_keeps_its_size() -> None:
    """A label set at 13 points over an 18-point title: narrower letters, not the
    title's type; the title is its own line (base too)."""
    title = "Golli protein negatively regulates store depletion"
    lines = [_line("Research Article Original Series", 84.0, 13.0), _line(title, 100.0, 18.0)]
    front = _front([*lines, *_rest(134.0)])
    assert front.title == title


def _boxed(line: dict[str, object], top: float, bottom: float, size: float) -> dict[str, object]:
    """``line`` as OCR boxed it from ``top`` to ``bottom`` and measured it ``size``."""
    spans: list[dict[str, Any]] = line["spans"]  # type: ignore[assignment]
    box: tuple[float, ...] = line["bbox"]  # type: ignore[assignment]
    return {
        **line,
        "bbox": (box[0], top, box[2], bottom),
        "spans": [
            {**s, "size": size, "bbox": (s["bbox"][0], top, s["bbox"][2], bottom)} for s in spans
        ],
    }


def _spread_with_references(stacked: bool) -> dict[str, object]:
    """A spread (1224 × 792): the previous paper's references on the left page, the
    fourth line from the top boxed by OCR together with the lines over and under it
    (27 points tall among lines of 9, measured 15.9) when ``stacked``, else boxed alone
    at that size; a paper's first page on the right, its title centred."""
    refs = [
        _line("Predominance of Type 1 Innate Lymphoid Cells in the Rectal Mucosa", 34.0, 8.0, 54.0)
    ]
    refs += [_line("infections in Britain: findings from the National", 64.0, 9.0, 76.0)]
    refs += [_line("Surveys of Sexual Attitudes and Lifestyles", 75.0, 9.0, 76.0)]
    natsal = _line("(Natsal), Reviews in Radiology, 2013.", 81.0, 9.0, 76.0)
    refs += [_boxed(natsal, 81.0, 108.0, 15.9) if stacked else _boxed(natsal, 86.0, 98.0, 15.9)]
    refs += [
        _line(
            "A. Dall'Aglio, M. Perri, A. A. Aligia, and Q. Li,",
            99.0 if stacked else 110.0,
            9.0,
            76.0,
        )
    ]
    refs += [
        _line("kidneys for donor exchanges, Advances in Materials", 121.0 + 11.0 * i, 9.0, 76.0)
        for i in range(12)
    ]
    title = "Innate Lymphoid Cells in the Rectal Mucosa"
    first = [_line(title, 88.0, 20.0, 918.0 - TIMES.text_length(title, 20.0) / 2)]
    first += [_line("Engin Ritter, G. Popa and H. Tiwari", 135.0, 12.0, 820.0)]
    first += [_line("Abstract", 170.0, 11.0, 707.0)]
    first += [_line(BODY, 190.0 + 13.0 * i, 11.0, 707.0) for i in range(8)]
    return {"width": 1224.0, "height": 792.0, "blocks": [{"type": 0, "lines": refs + first}]}


def test_a_left_page_line_boxed_with_its_neighbours_is_no_title() -> None:
    """The references' line measured 1.5 times its page's type is no title flush left:
    the left page is left out, its names with it."""
    from test_pdf_ocr_front38 import _spread_record

    title, authors = _spread_record(_spread_with_references(stacked=True))
    assert title == "Innate Lymphoid Cells in the Rectal Mucosa"
    assert authors == ("Engin Ritter", "G. Popa", "H. Tiwari")


def test_control_a_large_left_page_line_standing_clear_keeps_both_pages() -> None:
    """The same line boxed alone at 15.9 is a title flush left (review134): the paper may
    begin on the left page, both are kept (base too)."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    page = _spread_with_references(stacked=False)
    assert without_facing_page(page) is page


def _run_together_page(word: str) -> list[dict[str, object]]:
    """A title whose ``word`` OCR read run together, and a body line holding it too."""
    lines = [_line(f"Sex-based differences in the effect of digoxin {word}", 84.0, 18.0)]
    lines += [_line("treatment of heart failure", 106.0, 18.0)]
    lines += _rest(150.0)
    lines += [_line(f"adjusted hazard ratio {word} comparison with placebo", 400.0, 9.5)]
    return lines


def test_two_small_words_run_together_are_split_however_often_the_page_holds_them() -> None:
    """OCR runs "for the" together in every line of one face; the title's is split
    though the page holds "forthe" twice."""
    front = _front(_run_together_page("forthe"))
    assert (
        front.title
        == "Sex-based differences in the effect of digoxin for the treatment of heart failure"
    )


def test_control_a_run_together_word_the_page_holds_twice_stays_whole() -> None:
    """A known word and "of" run together ("tailof") the page holds twice is the page's
    own word (a name, a term) and stays whole (base too)."""
    front = _front(_run_together_page("tailof"))
    assert "tailof" in front.title.split()
