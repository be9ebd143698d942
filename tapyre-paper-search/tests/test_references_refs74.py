"""References, round 74 (refs74): an edited book's editors whose given names hold letters
beyond ASCII (:mod:`tapyre_paper_search.pdf.refeditedbook`).  The "control" tests hold
what must stay.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.refeditedbook import editors_after_title
from tapyre_paper_search.pdf.references import parse_reference

TITLE = "Growth of street trees in the city"


def test_editors_given_names_beyond_ascii_leave_the_venue() -> None:
    parsed = parse_reference(
        f"[2] {TITLE}. Ed. by Zoë Müller and Łukasz Nowak. Cham: Springer, 2012."
    )
    assert (parsed.authors, parsed.title, parsed.venue) == (
        ("Zoë Müller", "Łukasz Nowak"), TITLE, "Cham: Springer",
    )  # fmt: skip
    venue = "Edited by Jürgen Weiß, Ana Núñez, and C. Kim. Cham: Wiley"
    assert editors_after_title(("J. Doe",), venue) == (("J. Doe",), "Cham: Wiley")


def test_editors_beyond_ascii_controls() -> None:
    # surname first, or no stop after the names: the venue stays
    for venue in ("Ed. by Müller, Zoë. Cham: Wiley", "Ed. by Zoë Müller Cham"):
        assert editors_after_title((), venue) == ((), venue)
