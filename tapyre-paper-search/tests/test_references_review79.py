"""Reference entries and lists refs29's rules misread (review79): a person's titleless
entry whose given name the given-name list does not hold and whose names are both
words ("Mark Young. Journal of Physics, 3(1):1-9, 2000.") read as a Title Case title.
Each test but the guard rows fails on 4964347.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

ROWS = (
    Parsed(
        "a-persons-titleless-article-names-both-words",
        "Mark Young. Journal of Physics, 3(1):1-9, 2000.",
        {"authors": ("Mark Young",)},
    ),
    Parsed(
        "a-persons-titleless-article-in-a-journal-of-one-word",
        "Hope Green. Science, 300(5):1-4, 2003.",
        {"authors": ("Hope Green",)},
    ),
    Parsed(
        "a-persons-titleless-book",
        "Frank Stone. Springer, 2016.",
        {"authors": ("Frank Stone",)},
    ),
    Parsed(
        "guard-a-two-word-title-with-a-nouns-ending",
        "Convex Optimization. Cambridge University Press, 2004.",
        {"authors": (), "title": "Convex Optimization"},
    ),
    Parsed(
        "guard-a-two-word-title-ending-in-ing",
        "Deep Learning. MIT Press, 2016.",
        {"authors": (), "title": "Deep Learning"},
    ),
)


@parsed_cases(*ROWS)
def test_entry_fields(case: Parsed) -> None:
    check_parsed(case)
