"""Round 68 (ocr68): pages whose text was turned into filled outlines, and scans under
someone else's poor invisible OCR layer, read by OCR and recorded so
(:mod:`~tapyre_paper_search.pdf.outlinedtext`, :mod:`~tapyre_paper_search.pdf.ocrlayer`),
and a title block pasted as a picture over a text layer read into it
(:mod:`~tapyre_paper_search.pdf.picturedtext`); the near cases that stay: a page of a
few large shapes or a stroked chart (no text), an invisible layer whose words read
well, a visible page of technical words, a picture with text over it or low on the
page, a photograph's band.
"""

from __future__ import annotations

import random
from pathlib import Path

import pymupdf
from ocr_pages import (
    needs_tesseract,
    similarity,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from pdf_samples import ABSTRACT, TITLE, write_paper
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.ocrlayer import POOR_OCR_LAYER, invisible_share, poor_invisible_layer
from tapyre_paper_search.pdf.outlinedtext import shows_outlined_text
from tapyre_paper_search.pdf.picturedtext import PICTURED_TEXT, candidate_boxes
from tapyre_paper_search.pdf.textlayer import NO_TEXT_LAYER

_MISREAD = str.maketrans({"e": "c", "l": "1", "o": "0", "h": "b", "n": "u"})


def _outlined(tmp_path: Path) -> Path:
    """The sample paper with page 1's text drawn as filled outlines (no text, no images)."""
    source = write_paper(tmp_path / "source.pdf", pages=2)
    out = pymupdf.open()
    with pymupdf.open(source) as doc:
        svg = doc[0].get_svg_image(text_as_path=True)
        with pymupdf.open("svg", svg.encode()) as drawn:
            pdf = pymupdf.open("pdf", drawn.convert_to_pdf())
        page = out.new_page(width=doc[0].rect.width, height=doc[0].rect.height)
        page.show_pdf_page(page.rect, pdf, 0)
        out.insert_pdf(doc, from_page=1, to_page=1)
    path = tmp_path / "outlined.pdf"
    out.save(path)
    return path


def _layered(tmp_path: Path, *, poor: bool) -> Path:
    """The sample paper's page 1 as a scan (a 200 dpi picture) under an invisible text
    layer of its words, misread by a poor OCR where ``poor`` (letters confused in most
    words, a line in five left out)."""
    source = write_paper(tmp_path / "source.pdf", pages=2)
    out = pymupdf.open()
    rng = random.Random(68)
    with pymupdf.open(source) as doc:
        first = doc[0]
        page = out.new_page(width=first.rect.width, height=first.rect.height)
        page.insert_image(page.rect, pixmap=first.get_pixmap(dpi=200))
        for x0, y0, x1, y1, word, _b, line, _n in first.get_text("words"):
            if poor and line % 5 == 4:
                continue
            text = word.translate(_MISREAD) if poor and rng.random() < 0.7 else word
            # the word fitted to its box, as OCR layers are
            fitted = 0.95 * (x1 - x0) / pymupdf.get_text_length(text, fontsize=1)
            size = min((y1 - y0) * 0.8, fitted)
            page.insert_text((x0, y1 - size * 0.2), text, fontsize=size, render_mode=3)
        out.insert_pdf(doc, from_page=1, to_page=1)
    path = tmp_path / "layered.pdf"
    out.save(path)
    return path


# -- the judgements (pure but for the page) ------------------------------------------------


def test_a_page_of_outlined_text_is_told_from_shapes_and_charts(tmp_path: Path) -> None:
    with pymupdf.open(_outlined(tmp_path)) as doc:
        assert doc[0].get_text().strip() == "" and not doc[0].get_images()
        assert shows_outlined_text(doc[0])
    doc = pymupdf.open()
    shapes = doc.new_page()  # a poster's few large filled shapes
    for i in range(30):
        shapes.draw_rect(pymupdf.Rect(50, 20 + i * 25, 500, 40 + i * 25), fill=(0.5, 0.5, 0.9))
    chart = doc.new_page()  # a chart drawn in stroked lines
    for i in range(400):
        chart.draw_line((50 + i, 700), (50 + i, 700 - (i * 7) % 300), color=(0, 0, 0))
    assert not shows_outlined_text(shapes)
    assert not shows_outlined_text(chart)


def test_a_poor_invisible_layer_is_told_from_a_good_one_and_from_visible_text(
    tmp_path: Path,
) -> None:
    with pymupdf.open(_layered(tmp_path, poor=True)) as doc:
        data, text = doc[0].get_text("dict"), doc[0].get_text()
        assert invisible_share(data) == 1.0
        assert poor_invisible_layer(data, text)
    with pymupdf.open(_layered(tmp_path, poor=False)) as doc:
        assert not poor_invisible_layer(doc[0].get_text("dict"), doc[0].get_text())
    with pymupdf.open(write_paper(tmp_path / "plain.pdf", pages=1)) as doc:
        # visible text: however it reads, no OCR layer to judge
        assert invisible_share(doc[0].get_text("dict")) == 0.0
        assert not poor_invisible_layer(doc[0].get_text("dict"), "c0uld tbe " * 50)
    assert not poor_invisible_layer(None, "c0uld tbe " * 50)


# -- read with and without Tesseract ----------------------------------------------------------


@needs_tesseract
def test_an_outlined_page_is_read_by_ocr_and_says_so(tmp_path: Path) -> None:
    pdf = extract_pdf(_outlined(tmp_path))
    assert [(p.source, p.note) for p in pdf.pages] == [("ocr", NO_TEXT_LAYER), ("text", "")]
    assert similarity(pdf.title, TITLE) > 0.9
    assert similarity(pdf.abstract, ABSTRACT) > 0.9


def test_without_ocr_an_outlined_page_is_reported_by_reason(tmp_path: Path) -> None:
    pdf = extract_pdf(_outlined(tmp_path), ocr=None)
    assert (pdf.pages[0].source, pdf.pages[0].note) == (
        "none",
        f"{NO_TEXT_LAYER}; OCR turned off",
    )


@needs_tesseract
def test_a_scan_under_a_poor_invisible_layer_is_read_again(tmp_path: Path) -> None:
    pdf = extract_pdf(_layered(tmp_path, poor=True))
    assert (pdf.pages[0].source, pdf.pages[0].note) == ("ocr", POOR_OCR_LAYER)
    assert similarity(pdf.title, TITLE) > 0.9
    assert similarity(pdf.abstract, ABSTRACT) > 0.9


@needs_tesseract
def test_a_scan_under_a_good_invisible_layer_keeps_its_layer(tmp_path: Path) -> None:
    pdf = extract_pdf(_layered(tmp_path, poor=False))
    assert (pdf.pages[0].source, pdf.pages[0].note) == ("text", "")
    assert pdf.title == TITLE


def test_without_ocr_a_poor_layer_is_reported_and_still_read(tmp_path: Path) -> None:
    pdf = extract_pdf(_layered(tmp_path, poor=True), ocr=None)
    assert (pdf.pages[0].source, pdf.pages[0].note) == (
        "text",
        f"{POOR_OCR_LAYER}; OCR turned off",
    )
    assert pdf.title  # the layer's (misread) words are still the record's


def _pictured(tmp_path: Path, *, photo: bool = False) -> Path:
    """The sample paper with page 1's title cut from the text layer and pasted back as a
    grey picture (``photo``: a band of noise, a photograph, pasted there instead)."""
    source = write_paper(tmp_path / "source.pdf", pages=2)
    doc = pymupdf.open(source)
    page = doc[0]
    box = page.search_for(TITLE)[0] + (-4, -4, 4, 4)
    pix = page.get_pixmap(dpi=200, clip=box, colorspace=pymupdf.csGRAY)
    if photo:
        noise = bytes(random.Random(5).randrange(256) for _ in range(pix.width * pix.height))
        pix = pymupdf.Pixmap(pymupdf.csGRAY, pix.width, pix.height, noise, 0)
    page.add_redact_annot(box)
    page.apply_redactions(images=pymupdf.PDF_REDACT_IMAGE_NONE)
    page.insert_image(box, stream=pix.tobytes("png"))
    path = tmp_path / "pictured.pdf"
    doc.save(path)
    return path


def test_only_a_band_high_on_the_page_with_no_text_over_it_is_a_candidate(
    tmp_path: Path,
) -> None:
    with pymupdf.open(_pictured(tmp_path)) as doc:
        page = doc[0]
        (box,) = candidate_boxes(page, page.get_text("dict"))
        assert box[1] < 100
        tile = page.get_images()[0][0]
        low = pymupdf.Rect(72, 600, 400, 640)
        page.insert_image(low, xref=tile)  # the same picture low on the page
        assert len(candidate_boxes(page, page.get_text("dict"))) == 1
        page.insert_text((90, 96), "Printed over the picture", fontsize=9)
        assert candidate_boxes(page, page.get_text("dict")) == []


def test_a_page_of_hundreds_of_pictures_is_no_candidate(tmp_path: Path) -> None:
    """A band high on the page with no text over it, on a page whose resources name
    more than MANY_PICTURES images (a figure of tiles): its pictures are not listed."""
    from tapyre_paper_search.pdf.picturedtext import MANY_PICTURES

    with pymupdf.open(_pictured(tmp_path)) as doc:
        page = doc[0]
        assert len(candidate_boxes(page, page.get_text("dict"))) == 1
        for n in range(MANY_PICTURES + 1):  # distinct tiles, each an image of its own
            tile = pymupdf.Pixmap(pymupdf.csGRAY, 2, 2, bytes([n % 256, 7, n // 256, 9]), 0)
            x, y = 72 + (n % 40) * 10, 700 + (n // 40) * 10
            page.insert_image(pymupdf.Rect(x, y, x + 8, y + 8), stream=tile.tobytes("png"))
        assert len(page.get_images()) > MANY_PICTURES
        assert candidate_boxes(page, page.get_text("dict")) == []


@needs_tesseract
def test_a_title_pasted_as_a_picture_is_read_by_ocr_and_says_so(tmp_path: Path) -> None:
    path = _pictured(tmp_path)
    pdf = extract_pdf(path)
    assert [(p.source, p.note) for p in pdf.pages] == [("text", PICTURED_TEXT), ("text", "")]
    assert similarity(pdf.title, TITLE) > 0.9
    assert pdf.abstract == ABSTRACT  # the text layer's own, exactly
    off = extract_pdf(path, ocr=None)
    assert off.pages[0].note == "" and similarity(off.title, TITLE) < 0.5


@needs_tesseract
def test_a_photographs_band_where_a_title_would_be_adds_no_text(tmp_path: Path) -> None:
    pdf = extract_pdf(_pictured(tmp_path, photo=True))
    assert (pdf.pages[0].source, pdf.pages[0].note) == ("text", "")
    assert pdf.abstract == ABSTRACT


def test_a_pictures_lines_of_one_type_are_given_one_size() -> None:
    from tapyre_paper_search.pdf.picturedtext import _one_size

    def line(size: float) -> dict[str, object]:
        return {"spans": [{"size": size, "text": "word"}, {"size": size, "text": " "}]}

    block = {"lines": [line(s) for s in (22.4, 24.0, 22.1, 23.5, 11.0)]}
    sizes = [span["size"] for ln in _one_size(block)["lines"] for span in ln["spans"]]
    assert sizes == [22.4] * 8 + [11.0, 11.0]  # a smaller line (a byline) keeps its own


def _bannered(tmp_path: Path) -> Path:
    """The sample paper (its title in the text layer) under a masthead: a wide, short
    picture at the page's top holding a journal's name in large type."""
    source = write_paper(tmp_path / "source.pdf", pages=2)
    doc = pymupdf.open(source)
    banner = pymupdf.open()
    art = banner.new_page(width=450, height=40)
    art.insert_text((10, 30), "Journal of Applied Banners", fontsize=24, fontname="hebo")
    pix = art.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
    doc[0].insert_image(pymupdf.Rect(72, 20, 522, 60), stream=pix.tobytes("png"))
    path = tmp_path / "bannered.pdf"
    doc.save(path)
    return path


def test_a_masthead_over_a_page_with_its_title_in_the_text_layer_is_no_candidate(
    tmp_path: Path,
) -> None:
    with pymupdf.open(_bannered(tmp_path)) as doc:
        page = doc[0]
        assert page.get_image_info() and page.search_for(TITLE)
        assert candidate_boxes(page, page.get_text("dict")) == []


@needs_tesseract
def test_a_mastheads_words_do_not_become_the_record(tmp_path: Path) -> None:
    pdf = extract_pdf(_bannered(tmp_path))
    assert (pdf.pages[0].source, pdf.pages[0].note) == ("text", "")
    assert pdf.title == TITLE and pdf.abstract == ABSTRACT
    assert "Banners" not in " ".join(pdf.authors)


def _figure_page(doc: pymupdf.Document, *, bubbles: bool) -> None:
    """A full-page chart of 300 small filled markers (``bubbles``: of many sizes) with an
    axis label, and almost no text: a figure, not outlined type."""
    page = doc.new_page()
    rng = random.Random(7)
    for _ in range(300):
        x, y = rng.uniform(80, 520), rng.uniform(100, 650)
        r = rng.uniform(1.0, 9.0) if bubbles else 2.5
        page.draw_circle((x, y), r, color=None, fill=(0.2, 0.3, 0.8))
    page.insert_text((250, 700), "x (cm)", fontsize=9)


def test_a_chart_of_small_filled_markers_is_no_outlined_text(tmp_path: Path) -> None:
    doc = pymupdf.open()
    _figure_page(doc, bubbles=False)
    _figure_page(doc, bubbles=True)
    assert not shows_outlined_text(doc[0])
    assert not shows_outlined_text(doc[1])


@needs_tesseract
def test_a_figure_only_page_keeps_its_record(tmp_path: Path) -> None:
    source = write_paper(tmp_path / "source.pdf", pages=1)
    doc = pymupdf.open(source)
    _figure_page(doc, bubbles=True)
    path = tmp_path / "figure.pdf"
    doc.save(path)
    on, off = extract_pdf(path), extract_pdf(path, ocr=None)
    assert [(p.source, p.note) for p in on.pages] == [(p.source, p.note) for p in off.pages]
    assert on.pages[1].source == "text" and (on.title, on.abstract) == (off.title, off.abstract)


def test_a_large_heading_is_no_title_of_the_text_layer(tmp_path: Path) -> None:
    # a letter-spaced heading 1.4 times the body stays a heading: the pasted title is read
    with pymupdf.open(_pictured(tmp_path)) as doc:
        page = doc[0]
        page.insert_text((300, 160), "A B S T R A C T", fontsize=14)
        assert len(candidate_boxes(page, page.get_text("dict"))) == 1
