"""Review87's leftovers fixed by front32, on strings and on pages drawn with PyMuPDF.

An empty closing byline is false (it was a NamedTuple, true whatever it held); a run
of academic titles before a name ("Prof. Dr. Hans Müller") belongs to that name and
is no name of its own, also in a byline closing the abstract ("— von Prof. Dr. …").
Each failed on main 15d7a96.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.closingbyline import Closing
from test_pdf_front_matter_rot29 import TITLE, _newsletter


def test_an_empty_closing_byline_is_false() -> None:
    assert not Closing()
    assert (Closing() or Closing(("Ann Lee",), frozenset({4}))).names == ("Ann Lee",)
    assert Closing(("Ann Lee",), frozenset({4}))


@pytest.mark.parametrize("lenient", [False, True])
@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Prof. Dr. Hans Müller", ["Prof. Dr. Hans Müller"]),
        ("Prof Dr Hans Müller", ["Prof Dr Hans Müller"]),
        ("von Prof. Dr. Hans Müller", ["Prof. Dr. Hans Müller"]),
        ("by Prof. Dr. Anna Weber", ["Prof. Dr. Anna Weber"]),
        # titles run together with the next name: each name keeps its own
        ("Prof. Dr. Hans Müller Dr. Anna Weber", ["Prof. Dr. Hans Müller", "Dr. Anna Weber"]),
        # as before: a single title stays in the name, names run together are cut
        ("Dr. Jane Doe and Prof. John Smith", ["Dr. Jane Doe", "Prof. John Smith"]),
        ("Jane Doe John Q. Smith", ["Jane Doe", "John Q. Smith"]),
    ],
)
def test_academic_titles_belong_to_the_next_name(
    line: str, names: list[str], lenient: bool
) -> None:
    assert names_in_line(line, lenient=lenient) == names


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        # the record's names without their titles (names59: untitledname)
        (["\u2014 von Prof. Dr. Hans Müller"], ("Hans Müller",)),
        (["\u2014 by Prof. Dr. Anna Weber and Bo Chen"], ("Anna Weber", "Bo Chen")),
    ],
)
def test_a_closing_byline_with_academic_titles_names_one_author_each(
    tmp_path: Path, byline: list[str], names: tuple[str, ...]
) -> None:
    pdf = extract_pdf(_newsletter(tmp_path / "news.pdf", byline), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == names
    assert pdf.abstract.startswith("We give") and pdf.abstract.endswith("over time.")
