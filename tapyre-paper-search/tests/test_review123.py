"""Review of ocr38 (round 38): rules that misread pages the helper did not try.

* ``authors._GAP_IN_NAME`` (text-layer code) joined a surname-first name to the next
  initials-first one across a wide gap ("Lee A. ; B. Chen" read as one author).
* ``ocrspread.without_facing_page`` dropped the left page of a spread whose paper
  begins on the left when the right page opened with a centred section heading.
* ``ocrspecks.mended_stops`` split a domain name ("nature.com" → "nature com").

Controls (marked so) hold before and after the fixes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.linenames import SEPARATOR
from tapyre_paper_search.pdf.linepieces import pieces
from test_pdf_ocr_front37 import BODY, TIMES, _line


def _gapped(*parts: str) -> str:
    return SEPARATOR.join(parts)


@pytest.mark.parametrize(
    ("parts", "names"),
    [
        (("Lee A.", "B. Chen"), ("Lee A.", "B. Chen")),
        (("Ann B.", "C. D. Smith"), ("Ann B.", "C. D. Smith")),
        (("Wang X.", "Y. Li, Z. Zhao"), ("Wang X.", "Y. Li", "Z. Zhao")),
        (("John A.", "B. Smith and C. Doe"), ("John A.", "B. Smith", "C. Doe")),
    ],
)
def test_a_wide_gap_after_a_surname_first_name_still_parts_two_names(
    parts: tuple[str, ...], names: tuple[str, ...]
) -> None:
    assert authors_from_lines([_gapped(*parts)]) == names


def test_control_ocr_spaced_initials_opening_a_name_stay_one_name() -> None:
    assert pieces(_gapped("Gang Henney and H.", "P.", "Kurosaki")) == [
        "Gang Henney",
        "H. P. Kurosaki",
    ]
    assert pieces(_gapped("H.", "P.", "Kurosaki")) == ["H. P. Kurosaki"]
    assert pieces(_gapped("David H.", "Bonca")) == ["David H. Bonca"]
    assert authors_from_lines([_gapped("A. Lee", "B. Chen", "C. Roth")]) == (
        "A. Lee",
        "B. Chen",
        "C. Roth",
    )


def _centred(text: str, top: float, size: float, centre: float) -> dict[str, object]:
    return _line(text, top, size, centre - TIMES.text_length(text, size) / 2)


def test_a_spread_whose_paper_begins_on_the_left_keeps_its_front_matter() -> None:
    """The right page opens with a centred section heading larger than the body."""
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    title = "A general approach to statistical laws"
    left = [
        _centred(title, 81.0, 24.5, 297.0),
        _centred("I. Grabec and Maxim A. Wadati", 135.0, 14.0, 297.0),
        _line("Abstract", 170.0, 12.5, 54.0),
    ]
    left += [_line(BODY, 190.0 + 15.0 * i, 12.5, 54.0) for i in range(30)]
    right = [_centred("INTRODUCTION", 65.0, 17.0, 892.5)]
    right += [_line(BODY, 90.0 + 15.0 * i, 12.5, 649.0) for i in range(40)]
    page = {"width": 1190.0, "height": 842.0, "blocks": [{"type": 0, "lines": left + right}]}
    assert without_facing_page(page) is page
    front = read_front_matter([in_reading_order(page_lines(regroup_lines(page)))])
    assert front.title == title
    assert tuple(front.authors) == ("I. Grabec", "Maxim A. Wadati")


def _spans(text: str) -> dict[str, object]:
    return {"spans": [{"text": word + " "} for word in text.split()]}


def test_a_domain_name_in_ocr_text_is_not_cut_at_its_dot() -> None:
    from tapyre_paper_search.pdf.ocrspecks import mended_stops

    lines = [_spans("data are available at nature.com"), _spans("see example.com")]
    mended_stops(lines, [[0], [1]])
    texts = ["".join(s["text"] for s in line["spans"]).strip() for line in lines]  # type: ignore[attr-defined]
    assert texts == ["data are available at nature.com", "see example.com"]


def test_control_a_speck_between_two_words_is_still_a_space() -> None:
    from tapyre_paper_search.pdf.ocrspecks import mended_stops

    lines = [_spans("proteins on the surface.of cells")]
    mended_stops(lines, [[0]])
    assert "".join(s["text"] for s in lines[0]["spans"]).strip() == (  # type: ignore[attr-defined]
        "proteins on the surface of cells"
    )


def test_control_a_left_page_with_a_large_heading_inside_still_gives_way() -> None:
    """The end of a paper on the left (body at its top, a "REFERENCES" heading as large as
    the right page's title further down): the right page's paper alone is read."""
    from tapyre_paper_search.pdf.ocrspread import without_facing_page

    left = [_line(BODY, 90.0 + 15.0 * i, 12.5, 54.0) for i in range(6)]
    left.append(_line("REFERENCES", 200.0, 26.0, 54.0))
    left += [
        _line("Callan, D., Andreani, P. & Gronau, M.", 240.0 + 15.0 * i, 12.5, 54.0)
        for i in range(4)
    ]
    right = [_centred("A general approach to statistical laws", 81.0, 24.5, 892.5)]
    right += [_line(BODY, 120.0 + 15.0 * i, 12.5, 649.0) for i in range(30)]
    page = {"width": 1190.0, "height": 842.0, "blocks": [{"type": 0, "lines": left + right}]}
    kept = without_facing_page(page)
    assert [line["bbox"][0] >= 595.0 for line in kept["blocks"][0]["lines"]] == [True] * 31


def test_a_sentence_end_before_a_lower_case_label_keeps_its_full_stop() -> None:
    """An abstract's last line over "keywords: …" set in lower case."""
    from test_pdf_ocr_front38 import _front, _texts

    lines = _front([_line("Anchors of eukaryotic cells", 84.0, 19.0)])
    lines.append(_line("anchor many proteins to the surface of the cells.", 360.0, 9.5))
    lines.append(_line("keywords: anchors; membranes; yeast cells", 373.0, 9.5))
    assert "anchor many proteins to the surface of the cells." in _texts(lines)


def _byline_pdf(path: Path, names: list[str], gap: float) -> Path:
    """A born-digital first page: a title, ``names`` set ``gap`` points apart, a body."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 100), "Measuring the growth of yeast cells", fontsize=18, fontname="tibo")
    x = 150.0
    for name in names:
        page.insert_text((x, 140), name, fontsize=11, fontname="tiro")
        x += pymupdf.get_text_length(name, "tiro", 11) + gap
    page.insert_text((72, 180), "Abstract", fontsize=11, fontname="tibo")
    for i in range(25):
        page.insert_text((72, 200 + 13 * i), BODY, fontsize=10, fontname="tiro")
    doc.save(str(path))
    return path


@pytest.mark.parametrize(
    ("names", "authors"),
    [
        (["Lee A.", "B. Chen", "C. Roth"], ("Lee A.", "B. Chen", "C. Roth")),
        (["Ann B.", "C. D. Smith"], ("Ann B.", "C. D. Smith")),
    ],
)
def test_a_text_layer_byline_with_a_wide_gap_after_an_initial_keeps_its_names_apart(
    tmp_path: Path, names: list[str], authors: tuple[str, ...]
) -> None:
    from tapyre_paper_search.pdf import extract_pdf

    pdf = extract_pdf(_byline_pdf(tmp_path / "byline.pdf", names, 8.0), max_pages=1, tables=False)
    assert tuple(pdf.authors) == authors
