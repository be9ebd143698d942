"""Front-matter defects last session's reviews found and left (review27, review30): two
names joined by another language's "and"; on hand-laid first pages (:mod:`layout_pages`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf


def _byline_page(byline: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line(byline, 11, centred=True)
        page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("María López y Juan Pérez", ["María López", "Juan Pérez"]),
        ("Ana Silva e João Costa", ["Ana Silva", "João Costa"]),
        ("Jean Dupont et Marie Curie", ["Jean Dupont", "Marie Curie"]),
        (
            "Edward Chang, Jan de Vries en Piet Jansen",
            ["Edward Chang", "Jan de Vries", "Piet Jansen"],
        ),
        # A compound surname: one given name before the conjunction, a surname after it.
        ("José Ortega y Gasset", ["José Ortega y Gasset"]),
        ("Santiago Ramón y Cajal, Ana Silva", ["Santiago Ramón y Cajal", "Ana Silva"]),
    ],
)
def test_two_full_names_joined_by_another_languages_and_are_two_authors(
    tmp_path: Path, byline: str, names: list[str]
) -> None:
    result = extract_pdf(write_page(tmp_path / "byline.pdf", _byline_page(byline)), use_model=True)
    assert result.title == TITLE
    assert list(result.authors) == names
    assert result.abstract == ABSTRACT
