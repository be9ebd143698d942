"""Round 63, abstracts: a structured abstract whose parts are numbered ("1. Purpose",
:mod:`tapyre_paper_search.pdf.numberedparts`) and the body's language told without the
keyword block after an abstract (:func:`tapyre_paper_search.pdf.bodylanguage.body_lines`).

Train probes (pages drawn here): "1. Purpose" alone in bold under "Abstract", then "2.
Methods", … was read as a numbered body heading and the abstract came out empty ("1)
Purpose": F1 0.44); three rows of French keywords over one line of an English body told
the body French.  Controls: the run-in form ("1. Purpose: …") read whole before and
after; a plain abstract is still ended by "1. Introduction" and by "2. Methods" (a
body's numbered section); "1. Introduction" opens no numbered abstract.
"""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bodylanguage import body_lines, told_after
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.numberedparts import opens_numbered, part_form, part_label

_PARTS = (
    ("Purpose", "Video servers must serve clients with different links at once and store "
     "scalable video on disks."),
    ("Methods", "We simulate a cluster of servers under traces of real requests over one month."),
    ("Results", ABSTRACT),
    ("Conclusions", "Placement by popularity halves the cost of serving scalable video."),
)  # fmt: skip


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def _page(path: Path, parts: tuple[tuple[str, str], ...], sep: str, body: str) -> str:
    """An "Abstract" heading over ``parts``, each label numbered and alone in bold, then
    ``body`` (a numbered heading) and a paragraph; the abstract's truth."""
    doc = pymupdf.open()
    writer = Writer(doc.new_page())
    writer.line(TITLE, 17, bold=True, centred=True)
    writer.space(8)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.line("Department of Computer Science, University of Leeds, United Kingdom", 9)
    writer.space(14)
    writer.line("Abstract", 11, bold=True)
    truth = []
    for n, (label, text) in enumerate(parts, 1):
        lead = f"{n}{sep} {label}" if label else ""
        if lead:
            writer.line(lead, 10, bold=True)
        writer.paragraph(text, 10)
        truth.append(f"{lead} {text}")
    writer.space(14)
    writer.line(body, 12, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(path)
    return " ".join(truth)


@pytest.mark.parametrize("sep", [".", ")"])
def test_a_numbered_structured_abstract_is_read_through_its_parts(
    tmp_path: Path, sep: str
) -> None:
    truth = _page(tmp_path / "n.pdf", _PARTS, sep, "1. Introduction")
    got = extract_pdf(tmp_path / "n.pdf", ocr=None).abstract
    assert _words(got) == _words(truth)


def test_a_numbered_body_heading_still_ends_a_plain_abstract(tmp_path: Path) -> None:
    _page(tmp_path / "p.pdf", (("", ABSTRACT),), ".", "2. Methods")
    got = extract_pdf(tmp_path / "p.pdf", ocr=None).abstract
    assert _words(got) == _words(ABSTRACT)


def test_the_numbered_labels_count_only_after_an_opening_first_part() -> None:
    assert opens_numbered("1. Purpose") and opens_numbered("1) Background: We asked …")
    assert not opens_numbered("1. Introduction") and not opens_numbered("2. Purpose")
    assert not opens_numbered("1. Methods")  # a body's first section, never an opening
    assert part_form("1. Purpose", None) == "alone"
    assert part_form("1. Purpose: Servers …", None) == "runin"
    assert part_form("2. Methods", "1. Purpose") == "alone"
    assert part_form("2. Methods", "Purpose") == ""  # an unnumbered abstract's body
    assert part_form("1. Methods", "1. Purpose") == ""  # numbers go on from 2
    assert part_label("3) Results: The buffer …", "1) Purpose") == "results"
    assert part_form("2. Methods", None) == ""


def _line(text: str, y: float, size: float = 10.0) -> Line:
    return Line(text, size, False, False, False, 60.0, y, 540.0, y + size * 1.2, 0)


_ENGLISH = (
    "We show how the states are sent and what the picture tells us about them.",
    "The rest of this paper is organised as follows and the methods are given first.",
)


def test_the_body_language_leaves_out_the_keyword_block() -> None:
    keywords = [
        _line("Mots-clés : données, méthode, analyse, écoulement, réseau, mesure,", 100),
        _line("température, pression, modèle, simulation, étude, résultats, série,", 112),
        _line("qualité, précision, fiabilité, comparaison, évaluation, système", 124),
    ]
    body = [_line(_ENGLISH[0], 160)]  # the page's one line of body (the rest over a figure)
    lines = [_line("Résumé …", 80), *keywords, *body]
    assert body_lines(lines[1:]) == body
    assert told_after(lines, [0]) == "en"


def test_a_paragraph_under_a_one_row_keyword_line_is_body() -> None:
    lines = [_line("Keywords: quantum, teleportation", 100)]
    lines += [_line(text, 112 + 12 * k) for k, text in enumerate(_ENGLISH * 3)]
    assert body_lines(lines) == lines[3:]  # two rows taken for the block's wrap at most
