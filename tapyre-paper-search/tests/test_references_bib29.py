"""Reference lists in the forms of round twenty-six's held-out styles, rotated to train,
and access notes in French, Spanish, Portuguese and Italian.

Entries drawn from BibTeX-built lists (``tools/latex_corpus/build.py --bibtex``): a
journal's bare volume after a comma with the year after it ("…”, Journal, 12, 2010,
pp. 100-110.", the Tufte books' style), which stayed in the venue ("Journal, 12"); a web
page's access note in a Romance language closing a book ("Accès le 3 mai 2020.",
"Consultado el 3 de mayo de 2020."), which was read as the venue and left the place and
publisher in the title.  Each row but the guards failed before round twenty-nine
(bib29).
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

ROWS = (
    Parsed(
        "a-bare-volume-before-the-year",
        "K. Fukumoto, et al., “Incidence of adverse drug events and potential adverse drug "
        "events”, Astronomy Letters, 88, 2003, pp. 294-316.",
        {
            "title": "Incidence of adverse drug events and potential adverse drug events",
            "venue": "Astronomy Letters",
            "year": 2003,
        },
    ),
    Parsed(
        "a-bare-volume-before-the-year-two-names",
        "T. Kosel and C. Monney, “Keratin-dependent regulation of Aire and gene expression "
        "in skin tumor keratinocytes”, Journal of Materials Science, 7, 1998, pp. 177-196.",
        {
            "authors": ("T. Kosel", "C. Monney"),
            "venue": "Journal of Materials Science",
            "year": 1998,
        },
    ),
    Parsed(
        "a-bare-volume-before-the-year-in-proceedings",
        "R. H. J. Grimshaw, et al., “Interface Contractility between Differently Fated "
        "Cells Drives Cell Elimination”, Proceedings of the 59th Conference on Applied "
        "Mathematics, 6, 2008, pp. 673-692.",
        {"venue": "Proceedings of the 59th Conference on Applied Mathematics", "year": 2008},
    ),
    Parsed(
        "a-bare-volume-before-the-year-unquoted-title",
        "T. Kosel and C. Monney, Keratin-dependent regulation, Journal of Materials "
        "Science, 7, 1998, pp. 177-196.",
        {"title": "Keratin-dependent regulation", "venue": "Journal of Materials Science"},
    ),
    Parsed(  # guard: the volume with its issue, as before
        "guard-a-volume-and-issue-before-the-year",
        "K. Fukumoto, et al., “Incidence of adverse drug events”, Astronomy Letters, "
        "88(3), 2003, pp. 294-316.",
        {"venue": "Astronomy Letters", "year": 2003},
    ),
    Parsed(  # guard: the year then the volume (CMP's), as before
        "guard-the-year-before-the-volume",
        "J. Doe, A. Roe, Title of a thing, Journal of Things, 2001, 12, 456-460.",
        {"title": "Title of a thing", "venue": "Journal of Things", "year": 2001},
    ),
    *(
        Parsed(
            f"an-access-note-{key}",
            f"Doe, J., 2010. A study of things. New York: Springer. {note}",
            {"title": "A study of things", "venue": "New York: Springer"},
        )
        for key, note in (
            ("french-acces", "Accès le 3 mai 2020."),
            ("spanish", "Consultado el 3 de mayo de 2020."),
            ("spanish-bracketed", "[Consultado el 12 de abril de 2021]."),
            ("spanish-fecha", "Fecha de consulta: 3 de diciembre de 2020."),
            ("portuguese", "Acesso em: 10 de agosto de 2020."),
            ("italian", "Consultato il 3 maggio 2020."),
            ("italian-ultimo", "Ultimo accesso: 3 maggio 2020."),
        )
    ),
    Parsed(  # guard: a French note read as before
        "guard-an-access-note-consulte",
        "Doe, J., 2010. A study of things. New York: Springer. Consulté le 3 mai 2020.",
        {"title": "A study of things", "venue": "New York: Springer"},
    ),
)


@parsed_cases(*ROWS)
def test_bib29_forms(case: Parsed) -> None:
    check_parsed(case)
