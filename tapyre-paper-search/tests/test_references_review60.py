"""Reference entries that bib22's rules read wrong (review60).

A title's second sentence that opens with a journal's word ("Journal keeping …",
"Letters from the front …") stays in the title: only a proceedings' name in small
letters ends it. A journal's name of two sentences ("Journal of Physics. Condensed
Matter") keeps its second: only a proceedings' name is followed by its publisher.
Each row but the guards fails on cc98dff.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

ROWS = (
    Parsed(
        "a-title-sentence-opening-with-journal",
        "Doe, J., 2010. Travel writing in the age of sail. Journal keeping and the naval "
        "officer. Mariner's Mirror, 3, pp.1-9.",
        {
            "title": "Travel writing in the age of sail. Journal keeping and the naval officer",
            "venue": "Mariner's Mirror",
        },
    ),
    Parsed(
        "a-title-sentence-opening-with-letters",
        "Smith, J., 2015. War and memory. Letters from the front in the great war. "
        "Journal of Social History, 48(2), pp.1-20.",
        {
            "title": "War and memory. Letters from the front in the great war",
            "venue": "Journal of Social History",
        },
    ),
    Parsed(
        "a-title-sentence-opening-with-workshop-before-the-venue",
        "Doe, J., 2010. Learning at work. Workshop practices in small firms and their "
        "effect on skills. Human Relations, 3, pp.1-9.",
        {
            "title": "Learning at work. Workshop practices in small firms and their effect "
            "on skills",
            "venue": "Human Relations",
        },
    ),
    Parsed(
        "a-journal-name-of-two-sentences-before-its-volume",
        "Doe, J., 2010. Semiconductor interfaces at low temperature. Journal of Physics. "
        "Condensed Matter, 22, pp.5-9.",
        {
            "title": "Semiconductor interfaces at low temperature",
            "venue": "Journal of Physics. Condensed Matter",
        },
    ),
    Parsed(  # guard: bib22's form, a proceedings' name and its publisher
        "guard-proceedings-in-small-letters-and-a-publisher",
        "Konno, N., 2007. Approximation for extinction probability of the contact process. "
        "Proceedings of the 40th conference on physics. IEEE, pp.383-398.",
        {
            "title": "Approximation for extinction probability of the contact process",
            "venue": "Proceedings of the 40th conference on physics",
        },
    ),
)


@parsed_cases(*ROWS)
def test_review60_forms(case: Parsed) -> None:
    check_parsed(case)
