"""Review80's cases for round twenty-nine's reference rules (bib29).

"et al." after names set apart by semicolons in Vancouver's form ("Doe E; Roe J; et al.
Title."), and German "u. a." and "and others" in its place, opened the title.  Each row
but the guards fails on 70d4d75.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

ROWS = (
    Parsed(
        "et-al-after-vancouver-names-set-apart-by-semicolons",
        "Gourgoulhon E; Herzog J; et al. Accuracy of weighed dietary records. Radiology "
        "Letters. 2015;56(9):238-258.",
        {
            "authors": ("E Gourgoulhon", "J Herzog"),
            "title": "Accuracy of weighed dietary records",
            "venue": "Radiology Letters",
        },
    ),
    Parsed(
        "u-a-after-names-set-apart-by-semicolons",
        "Müller, E.; Herzog, J.; u. a. (2015): Genauigkeit der Ernährungsprotokolle. "
        "Radiology Letters, 56(9):238-258.",
        {
            "authors": ("E. Müller", "J. Herzog"),
            "title": "Genauigkeit der Ernährungsprotokolle",
            "venue": "Radiology Letters",
        },
    ),
    Parsed(
        "and-others-after-names-set-apart-by-semicolons",
        "Gourgoulhon, E.; Herzog, J.; and others (2015): Accuracy of weighed dietary "
        "records. Radiology Letters, 56(9):238-258.",
        {"title": "Accuracy of weighed dietary records", "year": 2015},
    ),
    Parsed(  # guard: Vancouver's commas, as before
        "guard-et-al-after-vancouver-commas",
        "Gourgoulhon E, Herzog J, et al. Accuracy of weighed dietary records. Radiology "
        "Letters. 2015;56(9):238-258.",
        {"authors": ("E Gourgoulhon", "J Herzog"), "title": "Accuracy of weighed dietary records"},
    ),
)


@parsed_cases(*ROWS)
def test_review80_forms(case: Parsed) -> None:
    check_parsed(case)
