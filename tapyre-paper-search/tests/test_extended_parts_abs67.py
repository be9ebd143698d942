"""An "Extended abstract" label over its sub-headed parts (abs67, ``keylabels``).

A conference's extended abstract heads its text "Extended Abstract", then sets its parts
under headings alone on their lines ("Background", "Methods", …).  ``key_heading`` took
the label only over a sentence's opening, so the reader fell back on the first part's
paragraph alone.  Now a part label alone on its line over a sentence's opening counts
too.  Line-level tests (the rule fails on the base; controls: a part label over names,
over nothing on the page, a label under no key label) and one small PDF.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from front67_pdfs import BODY, BOLD, write_front
from reportlab.platypus import Flowable, Paragraph, Spacer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.keylabels import key_heading
from tapyre_paper_search.pdf.lines import Line

_SENTENCE = "Hand-kept field records carry errors that reach later analyses"


def _lines(*rows: tuple[str, int]) -> list[Line]:
    return [
        Line(text, 10.0, text in {"Extended Abstract", "Background"}, False, False, 72.0,
             100.0 + 14 * i, 72.0 + 5 * len(text), 110.0 + 14 * i, i, page)
        for i, (text, page) in enumerate(rows)
    ]  # fmt: skip


def test_label_over_a_part_heading() -> None:
    lines = _lines(("Extended Abstract", 0), ("Background", 0), (_SENTENCE, 0))
    assert key_heading(lines, 0, 0)


@pytest.mark.parametrize(
    "rows",
    [
        [("Extended Abstract", 0), ("Background", 0), ("Ann Lee, Bo Chen", 0)],  # names
        [("Extended Abstract", 0), ("Background", 1), (_SENTENCE, 1)],  # next page
        [("Extended Abstract", 0), ("Acknowledgements", 0), (_SENTENCE, 0)],  # no part
    ],
)
def test_controls(rows: list[tuple[str, int]]) -> None:
    assert not key_heading(_lines(*rows), 0, 0)


@pytest.fixture(scope="module")
def extended_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    text = f"{_SENTENCE} unseen. We compared four simple checks at twelve sites."
    flow: list[Flowable] = [Paragraph("Extended Abstract", BOLD)]
    for label in ("Background", "Methods", "Results", "Conclusions"):
        flow += [Paragraph(label, BOLD), Paragraph(f"{text} The {label.lower()} part.", BODY)]
    flow += [Spacer(1, 12), Paragraph("1. Introduction", BOLD), Paragraph(text, BODY)]
    return write_front(tmp_path_factory.mktemp("extended") / "extended.pdf", flow)


def test_extended_abstract_reads_every_part(extended_pdf: Path) -> None:
    abstract = extract_pdf(extended_pdf, max_pages=2, tables=False, use_model=False).abstract
    assert abstract.startswith("Background Hand-kept")
    assert abstract.endswith("The conclusions part.")
