"""linenames: faked small capitals with Latin Extended letters are a name's letters
(producer60).

A byline in faked small capitals ("T" + "OMÁŠ", the word's other letters as smaller
capitals, as tools/rawpdf_corpus's "raw-runin-notes" draws names) lost "Tomáš Liu":
"Š" (Latin Extended-A) was no capital to the faked-capitals test, so "OMÁŠ" read as a
mark and the name broke into "T" and "LIU".  Controls: Latin-1 capitals as before, and
a smaller lower-case mark after a name is still a mark.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.linenames import names_text
from textspans import text_span


def _span(text: str, size: float, x0: float, x1: float) -> dict[str, object]:
    return text_span(text, x0, x1, 0.0, size, size=size, flags=0)


def test_latin_extended_small_capitals_are_letters() -> None:
    spans = [_span("T", 11.5, 0, 7), _span("OMÁŠ", 9.0, 7, 40), _span(" L", 11.5, 40, 50)]
    spans.append(_span("IU", 9.0, 50, 60))
    assert names_text(spans) == ("TOMÁŠ LIU", 0)
    spans = [_span("Ł", 11.5, 0, 7), _span("UKASZ", 9.0, 7, 40), _span(" Ż", 11.5, 40, 50)]
    spans.append(_span("ÓŁW", 9.0, 50, 70))
    assert names_text(spans) == ("ŁUKASZ ŻÓŁW", 0)


def test_latin1_capitals_and_marks_as_before() -> None:
    assert names_text([_span("N", 10, 0, 7), _span("GUYEN", 8, 7, 40)]) == ("NGUYEN", 0)
    assert names_text([_span("Jane Doe", 10, 0, 50), _span("b", 6.2, 50, 55)]) == ("Jane Doe,", 1)
