"""Front matter of damaged scans, as Tesseract reads them (round 38).

A speck after a word came out of Tesseract as a full stop ("yeast mutant." over
"blocked at …", "surface.of"), an initial "I." as "Il.", the initials of "H. P.
Kurosaki" with gaps as wide as between two names, two lines of one title measured
14.5 and 15 and snapped to two type sizes of the page, and a scanned two-page spread
gave its left-hand page's captions and references as authors.  The tests use
OCR-shaped lines (word spans as wide as Times sets them, from
``test_pdf_ocr_front37``) and read them as ``extract_pdf`` reads an OCR'd page; the
controls (marked so) hold on the base too.
"""

from __future__ import annotations

from ocr_pages import _regrouped
from test_pdf_ocr_front37 import BODY, TIMES, _line, _piece, _record, _words

NAMES = "Gang Henney and Rosa Kurosaki"


def _front(title: list[dict[str, object]], names: str = NAMES) -> list[dict[str, object]]:
    rest = [_line(names, 160.0, 11.0), _line("Abstract", 200.0, 11.0)]
    rest += [_line(BODY, 220.0 + 13.0 * i, 9.5) for i in range(10)]
    return title + rest


def _texts(lines: list[dict[str, object]]) -> list[str]:
    return [text for block in _regrouped(lines) for text, _ in block]


def test_a_speck_read_as_a_full_stop_at_a_title_line_end_is_left_out() -> None:
    title = [
        _line("A conditionally lethal yeast mutant.", 84.0, 19.0),
        _line("blocked at the first step in anchor synthesis", 109.0, 19.0),
    ]
    got, _ = _record(_front(title))
    assert (
        got == "A conditionally lethal yeast mutant blocked at the first step in anchor synthesis"
    )


def test_a_speck_read_as_a_full_stop_inside_prose_is_left_out_or_a_space() -> None:
    lines = _front([_line("Anchors of eukaryotic cells", 84.0, 19.0)])
    lines.append(_line("anchor many proteins to the surface.of eukaryotic cells", 360.0, 9.5))
    lines.append(_line("present in related Gram-negative. bacteria and the rest", 373.0, 9.5))
    texts = _texts(lines)
    assert "anchor many proteins to the surface of eukaryotic cells" in texts
    assert "present in related Gram-negative bacteria and the rest" in texts


def test_control_abbreviations_and_sentence_ends_keep_their_full_stops() -> None:
    kept = [
        "the rates etc. and the values of the trial",
        "as Smith et al. used in the first study",
        "shown in Fig. 2 and approx. the same in cells.",
        "II. Methods of the trial and cells. The rest",
        "the mice (e.g. the wild type) and www.example.org",
    ]
    lines = _front([_line("Anchors of eukaryotic cells", 84.0, 19.0)])
    lines += [_line(text, 360.0 + 13.0 * k, 9.5) for k, text in enumerate(kept)]
    texts = _texts(lines)
    for text in kept:
        assert text in texts


def test_an_initial_read_with_a_stroke_is_the_initial() -> None:
    _, authors = _record(
        _front([_line("Anchors of eukaryotic cells", 84.0, 19.0)], "R. A. Kleis and Il. Yuan")
    )
    assert authors == ("R. A. Kleis", "I. Yuan")


def _pieces(texts: list[str], gap: float, top: float, size: float) -> list[dict[str, object]]:
    """OCR lines of one row, one a piece of ``texts``, ``gap`` points apart."""
    out, left = [], 190.0
    for text in texts:
        out.append(_line(text, top, size, left))
        left = out[-1]["bbox"][2] + gap  # type: ignore[index]
    return out


def test_initials_ocr_spaced_like_two_names_stay_one_name() -> None:
    names = _pieces(["Gang Henney* and H.", "P.", "Kurosaki*"], 10.0, 189.0, 11.5)
    lines = [_line("Anchors of eukaryotic cells", 84.0, 19.0), *names]
    lines += [_line("Abstract", 230.0, 11.0)]
    lines += [_line(BODY, 250.0 + 13.0 * i, 9.5) for i in range(10)]
    _, authors = _record(lines)
    assert authors == ("Gang Henney", "H. P. Kurosaki")


def _sized(text: str, top: float, size: float, left: float) -> dict[str, object]:
    """An OCR line set at 16 pt, measured ``size``."""
    line = _piece(_words(text, 16.0, left), top, 16.0)
    for span in line["spans"]:  # type: ignore[attr-defined]
        span["size"] = size
    return line


def test_two_title_lines_measured_alike_keep_one_size() -> None:
    lines = [
        _sized("Evolution of novel cooperative swarming in the bacterium", 80.0, 14.5, 60.0),
        _sized("Myxococcus xanthus", 97.0, 15.0, 230.0),
        _line(
            "Somnath Smaalen*, Baruch Yuan*, Sergey Botella* and J. P. Stasinska*",
            120.0,
            12.0,
            103.0,
        ),
        _line("Abstract", 159.0, 12.0, 54.0),
    ]
    lines += [_line(BODY, 176.0 + 11.5 * i, 10.0, 54.0) for i in range(12)]
    lines.append(_sized("I. INTRODUCTION TO THE SWARMS", 330.0, 16.0, 54.0))
    lines += [
        _sized("cooperation in the swarm of the cells is measured", 350.0 + 16.0 * i, 13.5, 54.0)
        for i in range(3)
    ]
    title, _ = _record(lines)
    assert title == "Evolution of novel cooperative swarming in the bacterium Myxococcus xanthus"


def _spread(right_title: bool = True) -> dict[str, object]:
    """A two-page spread (1190 × 842): the end of a paper on the left, a paper's first
    page on the right (its title centred), or the other way round."""
    ending = [_line("Method Accuracy F1 Recall Time", 65.0, 12.5, 312.0)]
    ending += [
        _line("the lesions and a reduced proportion of cells", 91.0 + 13.0 * i, 12.5, 54.0)
        for i in range(8)
    ]
    ending += [_line("Callan, D., Andreani, P. & Gronau, M.", 200.0, 12.5, 330.0)]
    ending += [_line("Single-sorted Human Fetal Liver Cells", 214.0, 12.5, 330.0)]
    title = "A general approach to statistical laws"
    width = TIMES.text_length(title, 24.5)
    first = [_line(title, 81.0, 24.5, 892.0 - width / 2)]
    first += [_line("I. Grabec and Maxim A. Wadati", 135.0, 14.0, 790.0)]
    first += [_line("Abstract", 170.0, 14.0, 649.0)]
    first += [_line(BODY, 190.0 + 17.0 * i, 14.0, 649.0) for i in range(8)]
    if not right_title:
        first = [_shifted(line, -595.0) for line in first]
        ending = [_shifted(line, 595.0) for line in ending]
    return {"width": 1190.0, "height": 842.0, "blocks": [{"type": 0, "lines": ending + first}]}


def _shifted(line: dict[str, object], dx: float) -> dict[str, object]:
    def moved(box: object) -> tuple[float, ...]:
        x0, y0, x1, y1 = box  # type: ignore[misc]
        return (x0 + dx, y0, x1 + dx, y1)

    spans = [{**span, "bbox": moved(span["bbox"])} for span in line["spans"]]  # type: ignore[attr-defined]
    return {**line, "bbox": moved(line["bbox"]), "spans": spans}


def _spread_record(page: dict[str, object]) -> tuple[str, tuple[str, ...]]:
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    front = read_front_matter(
        [in_reading_order(page_lines(regroup_lines(without_facing_page(page))))]
    )
    return front.title, tuple(front.authors)


def test_a_spreads_left_page_gives_no_authors_to_the_paper_on_the_right() -> None:
    title, authors = _spread_record(_spread())
    assert title == "A general approach to statistical laws"
    assert authors == ("I. Grabec", "Maxim A. Wadati")


def test_control_a_paper_beginning_on_the_left_page_keeps_both_pages() -> None:
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    page = _spread(right_title=False)
    assert without_facing_page(page) is page
    portrait = {**page, "width": 612.0, "height": 792.0}
    assert without_facing_page(portrait) is portrait
