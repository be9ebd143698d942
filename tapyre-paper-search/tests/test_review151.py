"""Review151 of refs42's reference rules: regressions against d1cd53c5 fixed.

1. A title's own bracket of the place-and-publisher shape ("(Note: Revised edition,
   2004)") before a venue stays in the title (``refpubfacts.tidy_facts``).
2. A body with its place's code in a Vancouver list ("Cancer Research UK") is read
   whole, not as a person "UK Cancer Research" (``refvancouvernames.joined``).
Controls (marked so) pass on d1cd53c5 too, or hold refs42's gains.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Roe, A., 2004. Psychology of colour (Note: Revised edition, 2004). London: Penguin.",
            "Psychology of colour (Note: Revised edition, 2004)",
            "London: Penguin",
        ),
        (
            "Roe, A., 2010. Economic growth in Europe (Case Study: Germany, 2010). Journal"
            " of Economics 3, 1-10.",
            "Economic growth in Europe (Case Study: Germany, 2010)",
            "Journal of Economics",
        ),
        # control: refs42's book, its facts closing the entry
        (
            "Fouxon, I. and V. Ogryzko, A study of things (London: Routledge, 2001).",
            "A study of things",
            "",
        ),
    ],
)
def test_a_titles_own_bracket_before_a_venue_stays(text: str, title: str, venue: str) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Smith J, Lee K, Cancer Research UK. Cancer statistics. London: CRUK; 2015.",
            ("J Smith", "K Lee", "Cancer Research UK"),
        ),
        (
            "Smith J, Lee K, Medical Research Council UK. Title of paper. Lancet. 2015;5:1-10.",
            ("J Smith", "K Lee", "Medical Research Council UK"),
        ),
        # controls: refs42's two-word surnames stay whole
        (
            "García Márquez G, López Pérez J. Title. Journal. 2015;5:1-10.",
            ("G García Márquez", "J. López Pérez"),
        ),
        (
            "Nguyen Thi Minh H, Tran Van B. Rice in Vietnam. Asian J Agric. 2015;5:1-10.",
            ("H Nguyen Thi Minh", "B. Tran Van"),
        ),
    ],
)
def test_a_body_with_its_places_code_in_a_vancouver_list(
    text: str, authors: tuple[str, ...]
) -> None:
    assert tuple(parse_reference(text).authors) == authors
