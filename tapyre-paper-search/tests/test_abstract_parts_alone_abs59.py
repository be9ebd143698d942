"""Round 59, abstracts: a headingless structured abstract whose bold labels stand alone
over their parts (:mod:`tapyre_paper_search.pdf.aloneparts`).

A two-column paper prints, under its title and names and with no "Abstract" heading,
"BACKGROUND" / text / "Methods" / text / "FINDINGS" / text / "INTERPRETATION" / text,
each label bold and alone on its line, the third part running into the right column;
"1 Introduction" on page 2. The classifier's run stopped inside a part (pdfgen train seed
5803, paper 0221: "… Log-rank breast"), and nothing carried it on: the labels run in
("Objective: To …") were the only ones known.

Controls (on lines): a label used twice, or the body's "Introduction", ends the parts;
a run opening with text, no label, is left as it is.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.aloneparts import label_alone, parts_alone
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

_SENTENCES = [
    "Moderate differences in the storage of layered video between servers are plausible, "
    "and could affect how many clients are served at once.",
    "We sought any such differences.",
    "We replayed the traces of forty servers over three years on a simulator comparing: "
    "any placement by access rate versus the same, or more, random placement (n=44,000); "
    "one rate-based placement versus another (n=7000) or versus round-robin striping, "
    "mirroring, and parity (RSP; n=18,000); and striping versus no striping (n=32,000).",
    "The scheduled loads of these three policies and of the caches least-recently-used (L) "
    "and least-frequently-used (F) were used to define standard RSP, standard 4LF, and CLF "
    "and CFF.",
    "Log-rank stream loss rate ratios (RRs) are reported.",
    "In traces adding four separate layers of a cache to a fixed rate-based control "
    "placement, extending buffer duration, stream loss was reduced (RR 0.86, SE 0.04, "
    "two-sided significance [2p]=0.0005).",
    "In traces with four such extra layers of a cache counterbalanced in controls by extra "
    "layers of other policies, roughly doubling non-cache load, there was no significant "
    "difference (RR 0.94, SE 0.06, 2p=0.33).",
    "Traces with RSP-treated controls showed that standard 4LF and standard RSP were "
    "equivalent (RR 0.98, SE 0.05, 2p=0.67), but that rate-based placements with "
    "substantially higher cumulative load than standard 4LF (eg, CLF or CFF) were superior "
    "to standard RSP (RR 0.78, SE 0.06, 2p=0.0004).",
    "Traces versus no striping also suggested greater loss reductions with CLF (RR 0.64, "
    "SE 0.09, 2p<0.0001) than with standard 4LF (RR 0.78, SE 0.09, 2p=0.01) or standard "
    "RSP (RR 0.76, SE 0.05, 2p<0.0001).",
    "In all meta-analyses involving cache-based or rate-based placements, proportional loss "
    "reductions were little affected by age, disk count, stripe width or differentiation "
    "(moderate or poor; few were well differentiated), controller status, or firmware use.",
    "Hence, largely independently of age (up to at least 70 months) or the disk "
    "characteristics currently available to us for the servers selected to be in these "
    "traces, some cache-plus-rate-based or higher-cumulative-load rate-based placements "
    "(not requiring spare disks) reduced stream loss by, on average, about one-third.",
    "10-year overall loss differences paralleled stream loss differences, despite cache, "
    "rate, and other overheads.",
    "10-year gains from a one-third stream loss reduction depend on absolute risks without "
    "striping (which, for mirror-positive servers, are the risks remaining with "
    "appropriate parity).",
    "Low absolute risk implies low absolute benefit, but information was lacking about "
    "disk wear markers or quantitative error counts that might help to predict risk, "
    "loss, or both.",
]
PARTS = [
    ("BACKGROUND", " ".join(_SENTENCES[0:2])),
    ("Methods", " ".join(_SENTENCES[2:5])),
    ("FINDINGS", " ".join(_SENTENCES[5:12])),
    ("INTERPRETATION", " ".join(_SENTENCES[12:14])),
]
_MEASURE = 243.0


def _paper(path: Path, parts: list[tuple[str, str]]) -> Path:
    """A letter page: title, names, then ``parts`` (a bold label alone over each part's
    text, 11 pt) in two columns of 243 points filling the page; "1 Introduction" and
    the body on page 2."""
    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=612, height=792))
    writer.y = 75
    writer.line("Comparisons between different storage placements for layered", 17, bold=True, x=54)
    writer.line("video servers: meta-analyses of long-term loss among servers", 17, bold=True, x=54)
    writer.space(14)
    for name in AUTHORS:
        writer.line(f"{name} (University of Durban)", 11.6, x=54)
    writer.space(20)
    top, x = writer.y, 54.0
    for label, text in parts:
        if writer.y > 700:  # the right column
            writer.y, x = top - 8, 315.0
        writer.space(12)
        writer.line(label, 11, bold=True, x=x)
        row = ""
        for word in text.split():
            longer = f"{row} {word}".strip()
            if row and pymupdf.get_text_length(longer, "tiro", 11) > _MEASURE:
                writer.line(row, 11, x=x)
                row = word
                if writer.y > 720:
                    writer.y, x = top - 8, 315.0
            else:
                row = longer
        writer.line(row, 11, x=x)
    writer = Writer(doc.new_page(width=612, height=792))
    writer.line("1 Introduction", 12, bold=True, x=54)
    writer.paragraph(BODY, 11, x=54, width=_MEASURE)
    doc.save(path)
    doc.close()
    return path


def test_a_structured_abstracts_bold_labels_alone_carry_it_through_every_part(
    tmp_path: Path,
) -> None:
    pdf = extract_pdf(_paper(tmp_path / "a.pdf", PARTS), ocr=None)
    truth = " ".join(f"{label} {text}" for label, text in PARTS)
    assert pdf.abstract == truth  # base: "… (RR 0.98, SE 0.05,", inside the third part
    assert pdf.abstract_inferred


def _line(text: str, y: float, *, bold: bool = False, size: float = 10.0) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=54, x1=300, block=int(y))


def test_control_a_label_used_twice_or_the_bodys_first_heading_ends_the_parts() -> None:
    lines = [
        _line("Background", 100, bold=True),
        _line("Servers store layered video for many clients at once.", 113),
        _line("Methods", 130, bold=True),
        _line("We replayed the traces of forty servers on a simulator.", 143),
        _line("Introduction", 160, bold=True),
        _line("Studies of this kind have a long history in the field.", 173),
    ]
    allowed = set(range(len(lines)))
    assert parts_alone(lines, [0, 1], allowed) == [0, 1, 2, 3]
    lines[4] = _line("BACKGROUND", 160, bold=True)
    assert parts_alone(lines, [0, 1], allowed) == [0, 1, 2, 3]
    assert label_alone(lines[2]) == "methods"
    assert not label_alone(_line("Methods", 130))  # not bold: no label alone


def test_control_a_run_opening_with_text_is_left_as_it_is() -> None:
    lines = [
        _line("Servers store layered video for many clients at once.", 100),
        _line("Methods", 117, bold=True),
        _line("We replayed the traces of forty servers on a simulator.", 130),
    ]
    assert parts_alone(lines, [0], {0, 1, 2}) == [0]
