"""review87's findings in this round's reference and closing-byline rules, fixed.

1. refs30's whole-word month list dropped abbreviations the earlier stems read
   ("Febr.", Italian "genn.", "febbr.", "magg.", "sett."): the access note stayed in
   the venue and took the publisher with it.
2. refs30's short entries: a short piece before a numbered list's first number (a
   running head, "© 2020 IEEE") is no entry; only pieces the list's own marks cut are.
3. front31's first-name test matched inside words ("— por la mañana, Ana Gil …": "ana"
   in "mañana"; "— by the annual count, Ann Lee …").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.closingbyline import _names
from tapyre_paper_search.pdf.refaccess import access_note
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refsplit import split_entries
from test_references_refs30 import LONG_ENTRIES, drawn_line
from test_references_review37 import one_block


@pytest.mark.parametrize(
    "venue",
    [
        "Accessed 3 Febr. 2020",
        "Abgerufen am 3. Febr. 2020",
        "Consultato il 3 sett. 2020",
        "Consultato il 3 febbr. 2020",
        "Consultato il 3 genn. 2020",
        "Consultato il 3 magg. 2020",
    ],
)
def test_month_abbreviations_still_read(venue: str) -> None:
    assert access_note(venue)


def test_an_access_note_with_febr_leaves_the_venue() -> None:
    r = parse_reference(
        "Huber, K. (2019). Geschichte der Stadt. Wien: Böhlau. Abgerufen am 3. Febr. 2020."
    )
    assert (r.title, r.venue) == ("Geschichte der Stadt", "Wien: Böhlau")  # base's reading


@pytest.mark.parametrize("head", ["Nature 2020", "Vol. 12 (2020)", "© 2020 IEEE"])
def test_a_short_piece_before_a_numbered_lists_first_number_is_no_entry(head: str) -> None:
    lines = [drawn_line(head, 72, 90)]
    for n, (a, b) in enumerate(LONG_ENTRIES, 1):
        lines += [drawn_line(f"[{n}] {a}", 72, 100 + 30 * n), drawn_line(b, 80, 112 + 30 * n)]
    entries = split_entries([one_block(lines)])
    assert head not in entries and len(entries) == 3


@pytest.mark.parametrize(
    "text",
    [
        "the annual count, Ann Lee and Bo Chen",
        "la mañana, Ana Gil y Juan Pérez",
        "planning, Ann Lee and Bo Chen",
    ],
)
def test_a_phrase_holding_the_first_name_inside_a_word_is_no_byline(text: str) -> None:
    assert _names(text) == []
