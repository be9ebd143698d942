"""Round 61, abstracts: a computational paper's structured abstract opening with
"Motivation" (:mod:`tapyre_paper_search.pdf.softwareparts`) and a bold statement label
after a headingless abstract (:mod:`tapyre_paper_search.pdf.statementlabel`).

Train probes (pages drawn here): "Motivation" alone in bold under "Abstract" was read
as the body's first section and the abstract came out empty; a headingless run of
"Motivation: …" / "Results: …" / "Availability and implementation: …" parts stopped
at "Contact: …" (F1 0.93); a headingless abstract ran on through a bold
"SIGNIFICANCE" and its statement (F1 0.79).

Controls: a plain abstract under its heading is ended by a bold "Motivation" section
heading; a headingless structured abstract keeps its "Significance" part; "Contact"
opens no part of an abstract whose first part is not "Motivation".
"""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf
import pytest
import test_abstract_breaks_abs60 as abs60
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.softwareparts import opens_motivation, part_form, part_label
from tapyre_paper_search.pdf.statementlabel import STATEMENT_LABEL

_STATEMENT = (
    "Video services must serve many clients with different links at once. Our placement "
    "lets one server serve twice as many streams, which lowers the cost of running such a "
    "service for everyone who watches video online."
)
_PARTS = (
    ("Motivation", "Video servers must serve clients with different links at once and store "
     "scalable video on disks."),
    ("Results", ABSTRACT),
    ("Availability and implementation", "The simulator and the traces are freely available "
     "at https://example.org/vod under the MIT licence."),
    ("Contact", "e.chang@leeds.ac.uk"),
    ("Supplementary information", "Supplementary data are available at the journal online."),
)  # fmt: skip


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def _front(page: pymupdf.Page, heading: str | None) -> Writer:
    writer = Writer(page)
    writer.line(TITLE, 17, bold=True, centred=True)
    writer.space(8)
    writer.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 11, centred=True)
    writer.line("Department of Computer Science, University of Leeds, United Kingdom", 9)
    writer.space(14)
    if heading:
        writer.line(heading, 11, bold=True)
    return writer


def _rows(text: str, font: str, first: float = 0.0) -> list[str]:
    rows, current = [], ""
    for word in text.split():
        longer = f"{current} {word}".strip()
        room = 475 - (first if not rows else 0.0)
        if current and pymupdf.get_text_length(longer, font, 10) > room:
            rows.append(current)
            current = word
        else:
            current = longer
    return [*rows, current]


def _tool_page(path: Path, *, heading: str | None, alone: bool) -> str:
    """A "Motivation" abstract's parts, labels in bold run in or alone; its truth."""
    doc = pymupdf.open()
    page = doc.new_page()
    writer = _front(page, heading)
    truth = []
    for label, text in _PARTS:
        if alone:
            writer.line(label, 10, bold=True)
            for row in _rows(text, "tiro"):
                writer.line(row, 10)
            truth.append(f"{label} {text}")
            continue
        lead = f"{label}:"
        width = pymupdf.get_text_length(lead + " ", "tibo", 10)
        for k, row in enumerate(_rows(text, "tiro", width)):
            writer.y += 12.5
            if not k:
                page.insert_text((60, writer.y), lead, fontsize=10, fontname="tibo")
            page.insert_text((60 + (width if not k else 0), writer.y), row, fontsize=10)
        truth.append(f"{lead} {text}")
    writer.space(14)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(path)
    return " ".join(truth)


@pytest.mark.parametrize(
    ("heading", "alone"), [("Abstract", True), (None, False), ("Abstract", False)]
)
def test_a_motivation_abstract_is_read_through_its_tool_parts(
    tmp_path: Path, heading: str | None, alone: bool
) -> None:
    truth = _tool_page(tmp_path / "tool.pdf", heading=heading, alone=alone)
    got = extract_pdf(tmp_path / "tool.pdf", ocr=None).abstract
    assert _words(got) == _words(truth)


def _statement_page(path: Path, label: str, *, structured: bool) -> str:
    doc = pymupdf.open()
    page = doc.new_page()
    writer = _front(page, None)
    if structured:
        writer.line("Background", 10, bold=True)
    writer.paragraph(ABSTRACT, 10)
    writer.space(4)
    writer.line(label, 10, bold=True)
    writer.paragraph(_STATEMENT, 10)
    writer.space(6)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(path)
    return f"Background {ABSTRACT}" if structured else ABSTRACT


@pytest.mark.parametrize("label", ["SIGNIFICANCE", "Significance"])
def test_a_bold_statement_label_ends_a_headingless_abstract(tmp_path: Path, label: str) -> None:
    truth = _statement_page(tmp_path / "sig.pdf", label, structured=False)
    got = extract_pdf(tmp_path / "sig.pdf", ocr=None).abstract
    assert _words(got) == _words(truth)


def test_a_structured_abstract_keeps_its_significance_part(tmp_path: Path) -> None:
    truth = _statement_page(tmp_path / "sig.pdf", "Significance", structured=True)
    got = extract_pdf(tmp_path / "sig.pdf", ocr=None).abstract
    assert _words(got) == _words(f"{truth} Significance {_STATEMENT}")


def test_a_motivation_heading_after_a_plain_abstract_ends_it(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    writer = _front(page, "Abstract")
    writer.paragraph(ABSTRACT, 10)
    writer.line("Motivation", 11, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(tmp_path / "plain.pdf")
    got = extract_pdf(tmp_path / "plain.pdf", ocr=None).abstract
    assert _words(got) == _words(ABSTRACT)


def test_the_tool_labels_count_only_after_motivation() -> None:
    assert opens_motivation("Motivation: Genomes are long.") and opens_motivation("MOTIVATION")
    assert not opens_motivation("motivation for this work is clear")
    assert part_form("Motivation", None) == "alone"
    assert part_form("Motivation: Genomes are long.", None) == "runin"
    assert part_form("Contact: a@b.org", None) == ""  # never a first part
    assert part_form("Contact: a@b.org", "Motivation: Genomes …") == "runin"
    assert part_form("Contact: a@b.org", "Background: Genomes …") == ""
    assert part_form("Availability and implementation", "Motivation") == "alone"
    assert part_form("contact us at a@b.org", "Motivation: …") == ""
    assert part_label("Supplementary information: Data …", "Motivation: …") == (
        "supplementary information"
    )
    assert STATEMENT_LABEL.match("SIGNIFICANCE") and not STATEMENT_LABEL.match(
        "Significance of the results"
    )


# A headingless abstract run off its page's foot in mid-sentence, over footnotes, goes
# on at the next page's first line where that stands in the page's top 9 % (a page of
# narrow margins): the run-off state knew no column edges (abstractcarry.running_off),
# so no line there was told going on the sentence and each was taken for a running head
# (abs60's note).  abs60's page (test_abstract_breaks_abs60), its page 2 set higher.
_ON = "ations include the short traces and the small number of servers studied."


def _run_off_paper(path: Path, top: float, head: str | None) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    abs60._fill(abs60._front(page, heading=False), 10, 715, abs60._LIMIT, 16.5)
    abs60._notes(page)
    second = Writer(doc.new_page(width=612, height=792))
    second.y = top
    if head is not None:
        second.line(head, 8)
        second.space(8)
    second.line(_ON, 10)
    second.space(10)
    second.line("1 Introduction", 12, bold=True)
    second.paragraph(BODY, 10)
    doc.save(path)
    return path


@pytest.mark.parametrize("top", [45.0, 35.0])
def test_a_headingless_run_off_goes_on_in_the_next_page_top_margin(
    tmp_path: Path, top: float
) -> None:
    abstract = extract_pdf(_run_off_paper(tmp_path / "p.pdf", top, None), ocr=None).abstract
    assert abstract.endswith("possible limitations include the short traces and the small "
                             "number of servers studied.")  # fmt: skip


def test_a_running_head_over_the_carried_line_stays_out(tmp_path: Path) -> None:
    path = _run_off_paper(tmp_path / "p.pdf", 20.0, "journal of video studies 12")
    abstract = extract_pdf(path, ocr=None).abstract
    assert "journal of video" not in abstract
    assert abstract.endswith("the small number of servers studied.")
