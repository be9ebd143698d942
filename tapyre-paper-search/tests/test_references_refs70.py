"""References, round 70 (refs70): a proceedings' name after a small "in" run on at the
title's end, an event's place and dates after it (:mod:`tapyre_paper_search.pdf.refeventin`);
a multivolume book's roman volume and count closing the title
(:mod:`tapyre_paper_search.pdf.refbookfacts`); a group closing a list of names with
dotted initials (:mod:`tapyre_paper_search.pdf.refnames`).  The "control" tests hold
what must stay.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.refbookfacts import without_book_facts
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refeventin import without_event_in
from test_references_refs64 import _reference_pdf

_ENTRIES = (
    (
        "Casagrande, Vanessa and John Black: Hospital mortality among critically ill patients,",
        "in: Proceedings of the 13th Symposium on Information Systems (Kyoto, May 9-12, 2000),"
        " 2000, pp. 23-38.",
    ),
    (
        "N. Gehrels - M. R. Goad - A. R. U. Devi, T cell receptor ligation induces the",
        "formation of dynamically regulated signaling assemblies III 3(Prague 2000)",
    ),
    (
        "Smith, J., King, M. L., Jr., and the CONSORT Group, Reporting of noninferiority",
        "trials of clinical interventions, Journal of Clinical Trials 308 (2012) 2594-2604.",
    ),
)


def test_event_roman_volume_and_group_in_a_pdf(tmp_path: Path) -> None:
    # (a body page, then a "References" page of hanging entries in DejaVu Sans)
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _ENTRIES), ocr=None).references
    assert len(refs) == 3
    assert refs[0].title == "Hospital mortality among critically ill patients"
    assert refs[0].venue == "Proceedings of the 13th Symposium on Information Systems"
    assert refs[1].title == (
        "T cell receptor ligation induces the formation of dynamically regulated signaling"
        " assemblies"
    )
    assert refs[2].authors == ("J. Smith", "M. L. King Jr.")
    assert refs[2].title == "Reporting of noninferiority trials of clinical interventions"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # an abbreviated month in the event's brackets, ", in" (no colon)
        (
            "Dishoeck, Ewine van, and Torres, G. (1999): Phosphorylation of histone H3"
            " alters nucleosome dynamics and remodeling, in Proceedings of the 26th"
            " Symposium on Neuroscience (Vancouver, Oct. 23-26, 1999). Springer: 560-572.",
            "Phosphorylation of histone H3 alters nucleosome dynamics and remodeling",
            "Proceedings of the 26th Symposium on Neuroscience",
        ),
        # no comma before "in", the place and dates after a space (nature's)
        (
            "Frenkel, P. E. Frequency modulation entrains slow neural oscillations in"
            " Proceedings of the 27th Symposium on Oncology Lisbon, Feb. 18-21, 2002"
            " (Oxford University Press, 2002), 549-566.",
            "Frequency modulation entrains slow neural oscillations",
            "Proceedings of the 27th Symposium on Oncology",  # (the place off it: refs71)
        ),
    ],
)
def test_event_proceedings_leave_the_title(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


def test_event_controls() -> None:
    # no year after the proceedings' name: a title's own words
    rest = "Errors in Proceedings of the Royal Society of London. Notes Rec 12: 3-9."
    title = "Errors in Proceedings of the Royal Society of London"
    assert without_event_in(title, "Notes Rec", rest) == (title, "Notes Rec")
    # too few words before it
    rest = "Notes in Proceedings of the 3rd Workshop on X, 2001, pp. 1-9."
    title = "Notes in Proceedings of the 3rd Workshop on X"
    assert without_event_in(title, "", rest) == (title, "")


@pytest.mark.parametrize(
    ("title", "kept"),
    [
        ("Growth of street trees in large cities III 3", "Growth of street trees in large cities"),
        ("Growth of street trees in large cities II 5", "Growth of street trees in large cities"),
        ("Growth of street trees in large cities IX 12", "Growth of street trees in large cities"),
        # controls: the volume over the count, a roman numeral not before a count, too few words
        (
            "Growth of street trees in large cities IV 3",
            "Growth of street trees in large cities IV 3",
        ),
        ("A phase II trial of drug 2", "A phase II trial of drug 2"),
        ("Type II 2", "Type II 2"),
    ],
)
def test_roman_volume_and_count(title: str, kept: str) -> None:
    assert without_book_facts(title) == kept


def test_group_after_names_in_another_form_stays_off() -> None:
    # names of a whole given name before the group: the comma-only title still opens there
    parsed = parse_reference(
        "A. Smith, Advanced Human Nutrition, and the CONSORT Group, Public Health Res. 3 (2009)"
    )
    assert parsed.authors == ("A. Smith",)
