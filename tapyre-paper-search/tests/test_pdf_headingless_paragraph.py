"""A long abstract without a heading, set as one bold paragraph at double line spacing
that runs on to the second page (rotate15's finding on journal classes that print the
abstract so): the classifier's doubt sets in mid-paragraph, yet the whole paragraph is
the abstract, carried on at the top of the next page.  Pages drawn with PyMuPDF
(:mod:`layout_pages`)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf, headingless
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

_SENTENCES = (
    "Video servers that store scalable streams must serve clients whose bandwidths differ "
    "by an order of magnitude, and the placement of each layer on the disks decides how "
    "many of them can be served at once.",
    "We propose a placement that puts the layers of every stream on the disks by their "
    "access rates, so that the base layers, which every client reads, are spread evenly.",
    "Requests are scheduled in rounds, and each round reads the blocks of all active "
    "streams from the disks in the order of their cylinders, which keeps the seek time "
    "of a round short and predictable.",
    "A model of the round length gives the number of streams a server can admit for a "
    "given start-up delay and a given amount of buffer memory per client.",
    "Simulations with traces of real viewing sessions show that the placement doubles the "
    "number of streams served at the same start-up delay, while the buffer needed grows "
    "only slowly with the load.",
    "The gains hold for disks of different speeds and for mixes of clients with few or "
    "many layers, and they grow with the number of disks in the array.",
    "We also show how the placement adapts when the popularity of the streams changes "
    "over the day, moving only a small part of the layers between the disks at night.",
)
ABSTRACT = " ".join(_SENTENCES * 2)
_STEP = 29.0  # double spacing of 12 pt type


def _bold_lines(text: str, width: float = 475) -> list[str]:
    lines, current = [], ""
    for word in text.split():
        longer = f"{current} {word}".strip()
        if current and pymupdf.get_text_length(longer, "tibo", 12) > width:
            lines.append(current)
            current = word
        else:
            current = longer
    return [*lines, current]


def _justified(writer: Writer, row: str, width: float = 475) -> None:
    """``row`` in 12 pt bold, its word spaces stretched to fill ``width`` points."""
    words = row.split()
    spare = width - sum(pymupdf.get_text_length(w, "tibo", 12) for w in words)
    x, y = 60.0, writer.y + 15
    for word in words:
        writer.page.insert_text((x, y), word, fontsize=12, fontname="tibo")
        x += pymupdf.get_text_length(word, "tibo", 12) + spare / (len(words) - 1)
    writer.y = y


def _paper(path: Path, abstract: str = ABSTRACT) -> Path:
    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=595, height=842))
    writer.line(TITLE, 17, bold=True)
    writer.space(20)
    writer.line(f"{AUTHORS[0]}1, {AUTHORS[1]}1 & {AUTHORS[2]}2", 12)
    writer.space(20)
    writer.line("1 Department of Computer Science, University of Example, Berlin, Germany", 9)
    writer.line("2 Institute of Media Technology, University of Sample, Oslo, Norway", 9)
    writer.space(60)
    rows = _bold_lines(abstract)
    for k, row in enumerate(rows):
        if writer.y >= 770:  # the page's number, then the paragraph goes on overleaf
            writer.page.insert_text((295, 815), "1", fontsize=12, fontname="tiro")
            writer = Writer(doc.new_page(width=595, height=842))
        if k == len(rows) - 1:
            writer.line(row, 12, bold=True)  # the paragraph's last line, not stretched
        else:
            _justified(writer, row)
        writer.space(_STEP - 15)
    writer.space(20)
    writer.line("1 Introduction", 12, bold=True)
    writer.space(6)
    while writer.y < 700:
        writer.paragraph(BODY, 12)
    doc.save(path)
    return path


def test_a_long_bold_paragraph_without_a_heading_is_the_whole_abstract(tmp_path: Path) -> None:
    result = extract_pdf(_paper(tmp_path / "bold.pdf"), use_model=True)
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def test_a_bold_paragraph_followed_by_the_body_ends_at_its_short_last_line(
    tmp_path: Path,
) -> None:
    # The paragraph's end (a short line, then a heading and roman body) stops the run.
    abstract = " ".join(_SENTENCES[:6])
    result = extract_pdf(_paper(tmp_path / "short.pdf", abstract), use_model=True)
    assert result.abstract == abstract


def _line(text: str, k: int, *, x1: float = 535, bold: bool = True) -> Line:
    y = 200 + 29 * k  # double spacing
    return text_line(text, y, size=12, bold=bold, x0=60, x1=x1, block=k, height=11)


def test_the_run_goes_on_to_its_paragraphs_end_where_the_classifier_doubts() -> None:
    words = ABSTRACT.split()
    rows = [" ".join(words[14 * k : 14 * k + 14]) for k in range(10)]
    lines = [_line(row, k) for k, row in enumerate(rows)]
    lines[9] = _line(rows[9] + ".", 9, x1=300)  # the paragraph's short last line
    lines.append(_line("Body text in roman type under the abstract, and more.", 10, bold=False))
    scores = [0.9, 0.8, 0.7, 0.6, 0.1, 0.05, 0.05, 0.02, 0.02, 0.02, 0.0]
    found = headingless.from_probabilities(lines, range(len(lines)), scores)
    assert found is not None and sorted(found.used) == list(range(10))
    # A short line mid-run ends the paragraph there: the run stops with it.
    lines[5] = _line(rows[5], 5, x1=300)
    found = headingless.from_probabilities(lines, range(len(lines)), scores)
    assert found is not None and sorted(found.used) == list(range(6))
