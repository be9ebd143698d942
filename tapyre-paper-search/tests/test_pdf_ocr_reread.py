"""Large type the page's OCR returned no words for, read again (``ocrink``, ``ocrreread``).

PyMuPDF's OCR of a whole scanned page can skip a title in large type: a title of
five lines in 24-point Helvetica capitals comes back with none of its lines.
The second pass finds dark pixels no OCR line covers, in lines as tall as large
type, and reads that block with the ``tesseract`` program.  The scans are real
text pages rendered to images (``pdfgen.damage.scan``) and read by Tesseract; the
region finder and the hOCR reader are also tested on made-up pixels and output.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import numpy as np
import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    scanned,
    similarity,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
    tesseract_missing,
)
from pdfgen.damage import scan
from tapyre_paper_search.pdf import extract_pdf, ocr, ocrreread
from tapyre_paper_search.pdf.ocrink import MAX_REGIONS, SCALE, missed_regions
from tapyre_paper_search.pdf.pageread import flags

TITLE = (
    "Simian immunodeficiency viruses",
    "replication dynamics in African",
    "non-human primate hosts:",
    "common patterns and",
    "species-specific differences",
)
NAMES = ("A. S. Zapata (Technical University of Coimbra)", "Fouad Aubert (University of Porto)")
BODY = "Methods: To define potential common features of simian immunodeficiency virus in"


def _title_scan(folder: Path, *, skew: float = 0.0, dpi: int = 200) -> Path:
    """A scanned first page: the title in 24-point Helvetica capitals, centred, over
    two lines of names and twenty lines of 10-point prose."""
    doc = pymupdf.open()
    page = doc.new_page()
    top = 100.0
    for line in TITLE:
        text = line.upper()
        width = pymupdf.get_text_length(text, fontname="helv", fontsize=24)
        page.insert_text(((page.rect.width - width) / 2, top), text, fontsize=24)
        top += 24 * 1.2
    top += 20
    for name in NAMES:
        page.insert_text((80, top), name, fontsize=10)
        top += 13
    top += 20
    for _ in range(20):
        page.insert_text((80, top), BODY, fontsize=10)
        top += 13
    scanned_doc = scan(doc, [0], dpi=dpi, seed=1, skew=skew)
    doc.close()
    path = folder / "scan.pdf"
    scanned_doc.save(path)
    scanned_doc.close()
    return path


@pytest.fixture
def tesseract_program() -> None:
    """Skips (or fails where CI requires it) without the ``tesseract`` program."""
    if not ocrreread.available():
        tesseract_missing(
            "the tesseract program is not installed (Debian: apt-get install tesseract-ocr)"
        )


needs_the_program = pytest.mark.usefixtures("tesseract_program")


@needs_tesseract
@needs_the_program
@pytest.mark.parametrize(("skew", "dpi"), [(0.0, 200), (1.0, 150)])
def test_a_title_in_large_capitals_the_pages_ocr_skipped_is_read_again(
    tmp_path: Path, skew: float, dpi: int
) -> None:
    pdf = extract_pdf(_title_scan(tmp_path, skew=skew, dpi=dpi))
    assert similarity(pdf.title, " ".join(TITLE).upper()) > 0.95
    assert pdf.authors == ("A. S. Zapata", "Fouad Aubert")
    assert pdf.pages[0].text.count("features") >= 15  # the prose is kept


@needs_tesseract
@needs_the_program
def test_the_title_read_again_is_one_block_of_one_size_in_reading_order(tmp_path: Path) -> None:
    with pymupdf.open(_title_scan(tmp_path)) as doc:
        data, words = ocr.ocr_page(doc[0], flags(), ocr.OcrOptions(dpi=300))
    lines = [
        ("".join(s["text"] for s in line["spans"]), line["spans"][0]["size"])
        for block in data["blocks"]
        for line in block["lines"]
    ]
    title = [(text, size) for text, size in lines if text.isupper()]
    assert len(title) == len(TITLE)
    for (text, _), want in zip(title, TITLE, strict=True):
        assert similarity(text, want.upper()) > 0.9
    sizes = [size for _, size in title]
    assert max(sizes) / min(sizes) < 1.1  # one measure for the block (hOCR's x_size)
    assert min(sizes) > 1.5 * min(size for text, size in lines if text.startswith("Methods"))
    assert "SIMIAN" in {w[4] for w in words}


@needs_tesseract
def test_a_page_ocr_read_whole_is_left_as_it_was(tmp_path: Path) -> None:
    with pymupdf.open(scanned(tmp_path, pages=[0])) as doc:
        page = doc[0]
        data = page.get_textpage_ocr(
            flags=flags(), language="eng", dpi=300, full=True, tessdata=ocr.tessdata()
        )
        first, words = data.extractDICT(), data.extractWORDS()
        again, again_words = ocrreread.reread(page, first, words, "eng", str(ocr.tessdata()))
    assert again == first
    assert again_words == words


@needs_tesseract
@needs_the_program
def test_a_second_pass_the_program_failed_on_is_not_kept_and_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run = subprocess.run

    def timed_out(command: list[str], *args: Any, **kwargs: Any) -> Any:
        if "hocr" in command:
            raise subprocess.TimeoutExpired(command, 60)
        return run(command, *args, **kwargs)

    def text(data: Any) -> str:
        return " ".join(
            s["text"] for block in data["blocks"] for line in block["lines"] for s in line["spans"]
        )

    options = ocr.OcrOptions(dpi=300, cache=tmp_path / "cache")
    with pymupdf.open(_title_scan(tmp_path)) as doc:
        monkeypatch.setattr(subprocess, "run", timed_out)
        data, _ = ocr.ocr_page(doc[0], flags(), options)  # the first pass's result
        assert "SIMIAN" not in text(data)
        assert "features" in text(data)
        monkeypatch.undo()
        data, _ = ocr.ocr_page(doc[0], flags(), options)
    assert "SIMIAN" in text(data)


# -- the regions read again (pure) -------------------------------------------------------


def _ink(height: float = 792, width: float = 612) -> np.ndarray:
    return np.zeros((int(height * SCALE), int(width * SCALE)), dtype=bool)


def _type(ink: np.ndarray, box: tuple[float, float, float, float]) -> None:
    """Strokes as type leaves them in ``box``: a vertical stroke every 3 points."""
    x0, y0, x1, y1 = (int(v * SCALE) for v in box)
    ink[y0:y1, x0:x1:4] = True


def test_a_missed_line_of_large_type_is_read_again_with_the_title_line_below_it() -> None:
    ink = _ink()
    _type(ink, (100, 80, 500, 100))  # missed: 20 points of capitals
    _type(ink, (120, 108, 480, 128))  # read, as tall: the title's next line
    _type(ink, (80, 150, 400, 159))  # read: names in body type
    _type(ink, (80, 170, 530, 179))  # read: prose
    lines = [(120, 107, 480, 129), (80, 149, 400, 160), (80, 169, 530, 180)] + [
        (80, 190 + 13 * i, 530, 200 + 13 * i) for i in range(20)
    ]
    (region,) = missed_regions(ink, lines)
    assert region.replaced == (0,)
    x0, y0, x1, y1 = region.box
    assert (x0, x1) == pytest.approx((100, 500), abs=3)
    assert (y0, y1) == pytest.approx((80, 129), abs=1)


def test_ink_ocr_covered_body_type_and_a_plot_are_not_read_again() -> None:
    ink = _ink()
    _type(ink, (100, 80, 500, 100))  # read: a title line OCR gave
    _type(ink, (80, 300, 500, 309))  # missed, but body type: not this pass's
    x0, y0, x1, y1 = (int(v * SCALE) for v in (300, 500, 540, 560))  # a plot: thin lines
    ink[y0:y1, x0] = ink[y1, x0:x1] = True
    ink[np.arange(y0, y1), np.linspace(x0, x1 - 1, y1 - y0).astype(int)] = True
    lines = [(100, 79, 500, 101)] + [(80, 150 + 12 * i, 530, 159 + 12 * i) for i in range(10)]
    assert missed_regions(ink, lines) == []


def test_no_more_than_a_few_regions_are_read_again_on_a_page() -> None:
    ink = _ink()
    for row in range(6):
        _type(ink, (100, 80 + 80 * row, 500, 100 + 80 * row))
    lines = [(80, 700 + 10 * i, 530, 709 + 10 * i) for i in range(8)]
    regions = missed_regions(ink, lines)
    assert len(regions) == MAX_REGIONS
    assert [r.box[1] for r in regions] == sorted(r.box[1] for r in regions)  # top first


# -- Tesseract's hOCR (pure) ---------------------------------------------------------------

HOCR = """<div class='ocr_page' id='page_1' title='image "stdin"; bbox 0 0 2000 400'>
<div class='ocr_carea' id='block_1_1' title="bbox 10 10 1900 300">
<p class='ocr_par' id='par_1_1' lang='eng' title="bbox 10 10 1900 300">
<span class='ocr_line' id='line_1_1' title="bbox 10 10 1900 110; baseline 0 -20; x_size 84; \
x_descenders 17; x_ascenders 17">
<span class='ocrx_word' id='word_1_1' title='bbox 10 12 700 108; x_wconf 96'>SIMIAN</span>
<span class='ocrx_word' id='word_1_2' title='bbox 760 12 1900 108; x_wconf {conf}'>\
VIRUSES &amp; HOSTS</span>
</span>
</p></div></div>"""


def test_hocr_lines_are_read_in_points_with_tesseracts_type_size() -> None:
    (line,) = ocrreread.read_hocr(HOCR.format(conf=94), (100.0, 50.0), 300 / 72)
    assert line.box == pytest.approx((102.4, 52.4, 556.0, 76.4))
    assert line.xsize == pytest.approx(84 * 72 / 300)
    assert [text for _, text, _ in line.words] == ["SIMIAN", "VIRUSES & HOSTS"]


def test_hocr_read_with_little_confidence_gives_nothing() -> None:
    assert ocrreread.read_hocr(HOCR.format(conf=12), (0.0, 0.0), 1.0) == []


def test_a_turned_page_is_not_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    def searched(*_args: object) -> list[object]:
        raise AssertionError("a turned page's ink was searched")

    monkeypatch.setattr(ocrreread, "missed_regions", searched)
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "A TITLE IN LARGE CAPITALS", fontsize=24)
    page.set_rotation(90)
    data, words = ocrreread.reread(page, {"blocks": []}, [], "eng", "/nowhere")
    assert (data, words) == ({"blocks": []}, [])
    page.set_rotation(0)
    with pytest.raises(AssertionError, match="searched"):
        ocrreread.reread(page, {"blocks": []}, [], "eng", "/nowhere")
