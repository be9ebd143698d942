"""Review80's cases for round twenty-nine's reference rules (bib29).

"et al." after names set apart by semicolons in Vancouver's form ("Doe E; Roe J; et al.
Title."), and German "u. a." and "and others" in its place, opened the title; the access
notes biblatex prints in each language ("visited on", "besucht am", "visité le",
"visitado", "visitato il", "acedido em") and French "Dernier accès", "En ligne" stayed
the venue and left the place and publisher in the title.  Each row but the guards fails
on 70d4d75.
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
    *(
        Parsed(
            f"an-access-note-{key}",
            f"Doe, J., 2010. A study of things. New York: Springer. {note}",
            {"title": "A study of things", "venue": "New York: Springer"},
        )
        for key, note in (
            ("english-visited", "Visited on 05/03/2020."),
            ("english-visited-bracketed", "(visited on 05/03/2020)."),
            ("german-besucht", "Besucht am 03.05.2020."),
            ("french-visite", "Visité le 03/05/2020."),
            ("french-dernier-acces", "Dernier accès le 3 mai 2020."),
            ("french-en-ligne", "En ligne, consulté le 3 mai 2020."),
            ("spanish-visitado", "Visitado el 3 de mayo de 2020."),
            ("italian-visitato", "Visitato il 03/05/2020."),
            ("portuguese-acedido", "Acedido em 03/05/2020."),
        )
    ),
    Parsed(  # guard: a French note read as before
        "guard-an-access-note-consulte",
        "Doe, J., 2010. A study of things. New York: Springer. Consulté le 3 mai 2020.",
        {"title": "A study of things", "venue": "New York: Springer"},
    ),
    Parsed(  # guard: no key word, no note ("En ligne" alone is no access note)
        "guard-en-ligne-alone",
        "Doe, J., 2010. A study of things. Revue en ligne 3, 1-9.",
        {"title": "A study of things", "venue": "Revue en ligne"},
    ),
)


@parsed_cases(*ROWS)
def test_review80_forms(case: Parsed) -> None:
    check_parsed(case)
