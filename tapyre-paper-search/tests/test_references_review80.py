"""Review80's cases for round twenty-nine's reference rules (bib29).

"et al." after names set apart by semicolons in Vancouver's form ("Doe E; Roe J; et al.
Title."), and German "u. a." and "and others" in its place, opened the title; the access
notes biblatex prints in each language ("visited on", "besucht am", "visité le",
"visitado", "visitato il", "acedido em"), French "Dernier accès", "En ligne" and APA's
"Retrieved from" in Spanish and French ("Recuperado de", "Repéré à") stayed the venue
and left the place and publisher in the title.  A list in two columns ending level, a
second list under both (hand-made blocks), the right column's last entry running on (a
link) and the second list's left column's last entry going on at its right column's
top: the band rule read the page column by column and gave the link's entry that
continuation.  Each row and test but the guards fails on 70d4d75.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.references import references_of
from test_references_review37 import hanging as _entry
from test_references_review37 import one_block as _block

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
            ("spanish-recuperado", "Recuperado el 3 de mayo de 2020."),
            ("spanish-recuperado-de", "Recuperado de https://example.org/things"),
            ("spanish-del", "Consultado el 3 de mayo del 2020."),
            ("spanish-fecha-de-acceso", "Fecha de acceso: 3 de mayo de 2020."),
            ("spanish-accedido", "Accedido el 3 de mayo de 2020."),
            ("french-repere", "Repéré à https://example.org/things"),
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


def test_a_second_list_under_two_columns_ending_level_keeps_the_order_read() -> None:
    """The right column's last line runs on (a link), and the block hanging at the right
    column's top under it continues the second list's left column's last entry, which
    runs on too: no band cut an entry, the order read stays (bib29 gave Tanaka's entry
    Chen's "other places. Journal 4, 1-9.")."""
    heading = _block([BlockLine("References", 72, 80, 150, 92, 12.0, True)])
    left = [
        *_entry("Aebi, P., 2004. Lung cancer waiting times.", ["Cancer Letters 5, 3-9."], 72, 100),
        *_entry("Akman, N., 2012. Antibody therapy", ["in children. AIDS 3, 1-9."], 72, 124),
    ]
    right = [
        *_entry("Myers, P. C., 2002. Fitness in adults.", ["Heart Letters 3, 1-10."], 311, 100),
        *_entry("Tanaka, K., 2019. Sleep spindles, at", ["https://example.org/sleep"], 311, 124),
    ]
    under_left = [
        *_entry("Baker, R., 2001. A second study of", ["old things. Journal 2, 1-9."], 72, 150),
        *_entry("Chen, L., 2003. A third study of things in", ["many places and in the"], 72, 174),
    ]
    under_right = [
        _block([BlockLine("other places. Journal 4, 1-9.", 321, 150, 531, 160, 10.0, False)]),
        *_entry("Dunn, M., 2005. A fourth study.", ["Journal 5, 1-9."], 311, 164),
    ]
    page = [heading, *left, *right, *under_left, *under_right]
    entries = {e.authors[0]: e for e in references_of(page, [0])}
    assert "other places" not in entries["K. Tanaka"].title
    assert entries["L. Chen"].title.endswith("in the other places")
    assert entries["L. Chen"].venue == "Journal"
