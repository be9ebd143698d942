"""OCR'd scans' layout: two columns and title blocks.

A line Tesseract reads across a narrow column gutter, or pieces of two columns'
rows it gives less than an em apart, are cut at the gutter, found from the whole
page; a paragraph of one column is never cut.  A title line without descenders
stays with the rest of the title (top-to-top pitch), and a title never takes a
close author block.

The scans are real text pages rendered to images (``pdfgen.damage.scan``) and read
by Tesseract; the guards that need OCR's own word boxes use OCR-shaped lines.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    read_lines,
    scanned_first_page,
    similarity,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.pdf import extract_pdf

TITLE = "Walking and Sleep in Older Adults"
LEFT = (
    "Background: Sleep in older adults is short and broken, and the reasons are not well "
    "known. Methods: We followed four hundred adults over two years with wrist monitors "
    "and diaries, recording the hours of sleep, the number of awakenings and the daily "
    "activity of each person."
)
RIGHT = (
    "Results: Adults who walked every day slept forty minutes longer and woke less often "
    "at night. Conclusions: Daily walking is a simple habit that goes with longer and less "
    "broken sleep in older adults, and trials should test whether it causes the change."
)
MARGIN = 60.0


def _wrapped(text: str, width: float, size: float) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        longer = f"{line} {word}".strip()
        if line and pymupdf.get_text_length(longer, fontsize=size) > width:
            lines.append(line)
            line = word
        else:
            line = longer
    return [*lines, line]


def _column_scan(tmp_path: Path, gutter: float, size: float, *, one_column: str = "") -> Path:
    """A scanned page: a title, names, ``one_column`` prose across the page when given,
    then ``LEFT`` and ``RIGHT`` in two columns ``gutter`` points apart, in ``size``."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 90), TITLE, fontsize=17, fontname="hebo")
    page.insert_text((72, 115), "Jane Doe and John Smith", fontsize=11)
    top = 150.0
    for line in _wrapped(one_column, page.rect.width - 2 * MARGIN, size) if one_column else []:
        page.insert_text((MARGIN, top), line, fontsize=size)
        top += size * 1.25
    top += size * 1.25 if one_column else 0.0
    width = (page.rect.width - 2 * MARGIN - gutter) / 2
    for column, text in enumerate((LEFT, RIGHT)):
        for row, line in enumerate(_wrapped(text, width, size)):
            x = MARGIN + column * (width + gutter)
            page.insert_text((x, top + row * size * 1.25), line, fontsize=size)
    return scanned_first_page(doc, tmp_path)


@needs_tesseract
@pytest.mark.parametrize(
    ("gutter", "size"),
    [
        (2.0, 12.0),  # Tesseract reads the first row across both columns as one line
        (3.0, 10.0),  # it gives each row's two halves 9 points apart (under an em)
    ],
)
def test_a_structured_abstract_in_two_columns_of_a_scan_is_read_column_by_column(
    tmp_path: Path, gutter: float, size: float
) -> None:
    paper = extract_pdf(_column_scan(tmp_path, gutter, size))
    assert paper.title == TITLE
    assert similarity(paper.abstract, f"{LEFT} {RIGHT}") > 0.97
    assert paper.abstract.index("Background:") < paper.abstract.index("Results:")
    assert "Results" not in paper.abstract[: paper.abstract.index("person.")]


@needs_tesseract
def test_a_one_column_paragraph_over_two_columns_of_a_scan_keeps_its_lines(
    tmp_path: Path,
) -> None:
    prose = (
        "Abstract. Daily walking goes with longer sleep in older adults across the southern "
        "and northern regions of the country, in every season of the year, and in women "
        "and men alike; the two columns below give the structured summary of the study."
    )
    paper = extract_pdf(_column_scan(tmp_path, 2.0, 12.0, one_column=prose))
    text = " ".join(paper.pages[0].text.split())
    start = text.index("Daily walking goes")
    assert similarity(text[start : start + len(prose) - 10], prose[10:]) > 0.97
    assert similarity(paper.abstract, f"{prose[10:]} {LEFT} {RIGHT}") > 0.97


def placed_line(words: list[tuple[str, float]], top: float) -> dict[str, object]:
    """An OCR line of (word, left) pairs, six points a character, spaces between."""
    spans: list[dict[str, object]] = []
    for word, left in words:
        if spans:
            end = spans[-1]["bbox"][2]  # type: ignore[index]
            spans.append({"text": " ", "size": 10.0, "bbox": (end, top, left, top + 10.0)})
        spans.append(
            {"text": word, "size": 10.0, "bbox": (left, top, left + 6 * len(word), top + 10.0)}
        )
    right = spans[-1]["bbox"][2]  # type: ignore[index]
    return {"bbox": (words[0][1], top, right, top + 10.0), "dir": (1.0, 0.0), "spans": spans}


def flowing_line(text: str, left: float, top: float) -> dict[str, object]:
    """An OCR line of ``text`` from ``left``, a space (six points) between words."""
    words, x = [], left
    for word in text.split():
        words.append((word, x))
        x += 6 * len(word) + 6
    return placed_line(words, top)


def _columns(tops: list[float]) -> list[dict[str, object]]:
    """Two columns' lines at ``tops``: the left from x 72 to 270, the right from 312."""
    return [
        flowing_line("text set in a column of the body", left, top)
        for top in tops
        for left in (72.0, 312.0)
    ]


@pytest.mark.parametrize("row", [2, 4])
def test_a_word_ocr_split_at_the_columns_edge_below_stays_in_its_one_column_line(
    row: int,
) -> None:
    # A one-column abstract right over a two-column body whose right column starts
    # at x = 312: OCR split "southern" of an abstract line (a middle one, the last
    # one) with a gap reaching that edge.  The abstract's lines cross the place, so
    # it is no gutter there.
    prose = "the regions of the country in the southern and northern parts with rain"
    top = 100.0 + 13 * row
    abstract = [flowing_line(prose, 72.0, 100.0 + 13 * i) for i in range(5)]
    head = flowing_line("the regions of the country in the sout", 72.0, top)
    tail = flowing_line("hern and northern parts with rain", 312.0, top)
    words = [(s["text"], s["bbox"][0]) for s in head["spans"] + tail["spans"] if s["text"] != " "]
    abstract[row] = placed_line(words, top)
    columns = _columns([168.0 + 13 * i for i in range(8)])
    read = [line.text for line in read_lines(abstract + columns)]
    assert "the regions of the country in the sout hern and northern parts with rain" in read
    assert read.count("text set in a column of the body") == 16


def test_a_row_ocr_read_across_a_gutter_is_cut_where_the_right_column_starts() -> None:
    # Two columns, one row read as one line across them, the gutter under an em:
    # the row is cut there, and its halves go with their columns.
    tops = [180.0 + 13 * i for i in range(7)]
    left = flowing_line("the left half of the row ends just at a", 72.0, tops[3])
    right = flowing_line("right half", 312.0, tops[3])
    across = placed_line(
        [(s["text"], s["bbox"][0]) for s in left["spans"] + right["spans"] if s["text"] != " "],
        tops[3],
    )
    read = [line.text for line in read_lines([*_columns(tops[:3] + tops[4:]), across])]
    assert "the left half of the row ends just at a" in read
    assert "right half" in read


# -- title blocks ----------------------------------------------------------------------

NAMES = "Alfons Tenorio and Masaru Parigi"
ABSTRACT = (
    "Daily doses of the vitamin raise the serum level in proportion to the dose, and the "
    "body stores supply much of the winter need. We measured the response in sixty-seven "
    "men over twenty weeks."
)


def _title_scan(
    tmp_path: Path, title: list[str], *, size: float, pitch: float, names: float, gap: float
) -> Path:
    """A scanned first page: ``title`` lines in Times ``size`` set ``pitch`` apart, the
    names and an affiliation in Times ``names`` ``gap`` under the last title line (at
    the names' own pitch), an abstract and a body."""
    doc = pymupdf.open()
    page = doc.new_page()
    y = 90.0
    for line in title:
        page.insert_text((72, y), line, fontsize=size, fontname="tiro")
        y += pitch
    y += gap - pitch
    for line in (NAMES, "Institute of Psychology, Hyderabad"):
        page.insert_text((72, y), line, fontsize=names, fontname="tiro")
        y += names * 1.3
    page.insert_text((72, y + 20), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 26, 540, y + 120), ABSTRACT, fontsize=10)
    body = "The body makes the vitamin in the skin in summer and uses the stores in winter. "
    page.insert_textbox(pymupdf.Rect(72, y + 140, 540, y + 420), body * 8, fontsize=10)
    return scanned_first_page(doc, tmp_path)


@needs_tesseract
def test_a_title_line_without_descenders_stays_with_the_rest_of_the_title(
    tmp_path: Path,
) -> None:
    # "Human serum" has no descenders: OCR's box for it is short, and the gap from
    # its foot to the next line looks like a paragraph break; top to top it stands
    # at the title's pitch.
    title = ["Human serum", "vitamin D response to extended", "oral dosing with cholecalciferol"]
    paper = extract_pdf(_title_scan(tmp_path, title, size=18.0, pitch=26.0, names=10.0, gap=36.0))
    assert paper.title == " ".join(title)
    assert paper.authors == ("Alfons Tenorio", "Masaru Parigi")


@needs_tesseract
def test_a_one_line_title_stays_off_a_close_author_block(tmp_path: Path) -> None:
    # A one-line title without descenders, the names under it at their own pitch and
    # measured nearly the title's size: the names are no title line.
    title = ["Serum vitamin levels in winter"]
    paper = extract_pdf(_title_scan(tmp_path, title, size=16.0, pitch=18.0, names=14.0, gap=19.0))
    assert paper.title == title[0]
    assert paper.authors == ("Alfons Tenorio", "Masaru Parigi")


# -- names --------------------------------------------------------------------------


def _names_scan(tmp_path: Path, gap: float) -> Path:
    """A scanned first page with two authors side by side ("Alfons G. Tenorio-Tagle",
    "Masaru K. Parigi"), each given name ``gap`` points before the initial, and a speck
    of dirt right after each initial's full stop."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text(
        (72, 90), "Serum Vitamin Response to Oral Dosing", fontsize=18, fontname="hebo"
    )
    for left, given, rest in (
        (110.0, "Alfons", "G. Tenorio-Tagle"),
        (330.0, "Masaru", "K. Parigi"),
    ):
        page.insert_text((left, 130), given, fontsize=11, fontname="tiro")
        x = left + pymupdf.get_text_length(given, fontname="tiro", fontsize=11) + gap
        page.insert_text((x, 130), rest, fontsize=11, fontname="tiro")
        x += pymupdf.get_text_length(rest[:2], fontname="tiro", fontsize=11) + 2
        page.draw_circle((x, 129.2), 0.7, color=(0, 0, 0), fill=(0, 0, 0))
        page.insert_text((left, 144), "Institute of Psychology", fontsize=9, fontname="tiro")
    page.insert_text((72, 180), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 186, 540, 300), ABSTRACT, fontsize=10)
    body = "The body makes the vitamin in the skin in summer and uses the stores in winter. "
    page.insert_textbox(pymupdf.Rect(72, 320, 540, 600), body * 8, fontsize=10)
    return scanned_first_page(doc, tmp_path)


@needs_tesseract
@pytest.mark.parametrize(
    "gap",
    [
        6.0,  # OCR reads "Alfons G..Tenorio-Tagle": the speck as a second full stop
        8.0,  # and gives "Alfons" apart, a wide gap before "G..Tenorio-Tagle"
    ],
)
def test_scan_dirt_after_an_initial_and_a_given_name_set_apart_keep_the_names(
    tmp_path: Path, gap: float
) -> None:
    paper = extract_pdf(_names_scan(tmp_path, gap))
    assert paper.authors == ("Alfons G. Tenorio-Tagle", "Masaru K. Parigi")


def test_an_initial_with_a_speck_read_as_a_second_full_stop_stays_in_its_name() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line

    # OCR's words: a speck "." before the name, the initial "G..", the surname.
    line = placed_line(
        [(".", 145.0), ("Alfons", 154.0), ("G..", 196.0), ("Tenorio-Tagle", 214.0)], 188.0
    )
    (read,) = read_lines([line])
    assert read.text == ". Alfons G. Tenorio-Tagle"
    assert names_in_line(read.names) == ["Alfons G. Tenorio-Tagle"]
    # An ellipsis after a capital in prose keeps its dots.
    (prose,) = read_lines([placed_line([("plan", 72.0), ("B...", 102.0)], 300.0)])
    assert prose.text == "plan B..."


def test_pieces_of_one_row_whose_ocr_boxes_overlap_are_one_line() -> None:
    # A blurred scan: OCR boxed the row's last words apart, reaching back over the
    # end of the rest of the row by an em.
    rest = flowing_line("for approximately twenty weeks during the winter", 72.0, 420.0)
    end = flowing_line("to 67 men", float(rest["bbox"][2]) - 9.0, 419.0)  # type: ignore[index]
    lines = [
        flowing_line("the lines of the paragraph around the row", 72.0, 420.0 + 13 * i)
        for i in (-1, 1)
    ]
    read = [line.text for line in read_lines([lines[0], rest, end, lines[1]])]
    assert "for approximately twenty weeks during the winter to 67 men" in read


def test_two_lines_ocr_gave_one_box_between_them_are_parted_in_order() -> None:
    # At a page's foot Tesseract boxed the paragraph's last two lines together, two
    # rows tall: each would measure half as large again, and either could come first.
    prose = ["the lines of the paragraph set one under the other"] * 4
    lines = [flowing_line(text, 54.0, 700.0 + 12 * i) for i, text in enumerate(prose)]
    for line in lines:
        line["spans"] = [{**span, "size": 11.0} for span in line["spans"]]  # type: ignore[attr-defined]
    stacked = []
    for text in ("Pregnancy. This chapter will discuss", "briefly the basic evaluation of renal"):
        line = flowing_line(text, 54.0, 748.0)
        line["bbox"] = (54.0, 748.0, line["bbox"][2], 770.0)  # type: ignore[index]
        line["spans"] = [  # type: ignore[attr-defined]
            {**span, "size": 15.5, "bbox": (span["bbox"][0], 748.0, span["bbox"][2], 770.0)}
            for span in line["spans"]  # type: ignore[attr-defined]
        ]
        stacked.append(line)
    read = read_lines([*lines, *stacked])  # OCR gives them in reading order
    texts = [(line.text, line.size, line.block) for line in read]
    assert texts[-2:] == [
        ("Pregnancy. This chapter will discuss", 11.0, read[0].block),
        ("briefly the basic evaluation of renal", 11.0, read[0].block),
    ]


def test_two_lines_overlapping_on_one_ordinary_row_keep_their_boxes() -> None:
    # OCR read the end of a row twice ("(continued)" inside "Table 2 Hours of sleep"):
    # one row tall, not two lines boxed together, so neither box is halved.
    prose = "the lines of the paragraph set one under the other"
    lines = [flowing_line(prose, 72.0, 100.0 + 12 * i) for i in range(4)]
    row = [
        flowing_line("Table 2 Hours of sleep", 72.0, 148.0),
        flowing_line("(continued)", 150.0, 148.0),
    ]
    read = read_lines([*lines, *row])
    boxes = {line.text: (line.y0, line.y1) for line in read}
    assert boxes["Table 2 Hours of sleep"] == (148.0, 158.0)
    assert boxes["(continued)"] == (148.0, 158.0)


@needs_tesseract
def test_a_one_line_title_over_a_grid_of_author_columns_is_not_cut(tmp_path: Path) -> None:
    # The names, departments and e-mail addresses stand in three columns under a
    # full-width title; the second column starts right under a word of the title,
    # but its lines end far short of it: no column of text, no gutter.
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 80), TITLE, fontsize=17, fontname="hebo")
    authors = [
        ("Jane Doe", "Dept. of Medicine", "University of Leeds"),
        ("John Smith", "School of Nursing", "University of York"),
        ("Mei Chen", "Sleep Institute", "University of Hull"),
    ]
    for left, (name, department, university) in zip((72, 250, 420), authors, strict=True):
        page.insert_text((left, 110), name, fontsize=11)
        page.insert_text((left, 124), department, fontsize=9)
        page.insert_text((left, 135), university, fontsize=9)
        page.insert_text((left, 146), name.split()[1].lower() + "@uni.ac.uk", fontsize=9)
    page.insert_text((72, 180), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 186, 540, 280), ABSTRACT, fontsize=10)
    paper = extract_pdf(scanned_first_page(doc, tmp_path))
    assert paper.pages[0].text.split("\n\n")[0] == TITLE
