"""A history line ("Accepted XXX. Received YYY; in original form ZZZ") set between the
affiliations and the abstract is no byline (rotate15's finding on journal classes that
print the dates under the addresses), on hand-laid first pages (:mod:`layout_pages`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import ABSTRACT, AUTHORS, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf


def _front(history: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True)
        page.space(6)
        page.line(f"{AUTHORS[0]},1 {AUTHORS[1]}1 and {AUTHORS[2]}2", 12)
        page.line("1 Department of Physics, University of Example, Berlin, Germany", 9, italic=True)
        page.line("2 Institute of Astronomy, University of Sample, Oslo, Norway", 9, italic=True)
        page.space(6)
        page.line(history, 9)
        page.space(10)
        page.line("ABSTRACT", 10, bold=True)
        page.paragraph(ABSTRACT, 10)

    return front


@pytest.mark.parametrize(
    "history",
    [
        "Accepted XXX. Received YYY; in original form ZZZ",
        "Received XXX; accepted YYY",
        "Submitted XXX. Revised YYY",
        "Dated XXX",
    ],
)
def test_a_history_line_under_the_addresses_is_no_byline(tmp_path: Path, history: str) -> None:
    result = extract_pdf(write_page(tmp_path / "history.pdf", _front(history)), use_model=True)
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT
