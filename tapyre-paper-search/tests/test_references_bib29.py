"""Reference lists in the forms of round twenty-six's held-out styles, rotated to train,
and access notes in French, Spanish, Portuguese and Italian.

Entries drawn from BibTeX-built lists (``tools/latex_corpus/build.py --bibtex``): a
journal's bare volume after a comma with the year after it ("…”, Journal, 12, 2010,
pp. 100-110.", the Tufte books' style), which stayed in the venue ("Journal, 12"); a web
page's access note in a Romance language closing a book ("Accès le 3 mai 2020.",
"Consultado el 3 de mayo de 2020."), which was read as the venue and left the place and
publisher in the title; "et al." after names set apart by semicolons ("Doe, John; Ann
Roe; et al. (2010): Title."), which opened the title.  A list's last page read in bands
where the band beside the left column's upper part ends mid-entry in the right column
(hand-made blocks): the entry lost its continuation to the left column's last entry.
Each row and test but the guards failed before round twenty-nine (bib29).
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of
from test_references_review37 import hanging as _entry
from test_references_review37 import one_block as _block

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
    Parsed(
        "et-al-after-names-set-apart-by-semicolons",
        "Gourgoulhon, Eric; Juergen Herzog; et al. (2015): Accuracy of weighed dietary "
        "records in studies of diet and health. Radiology Letters, 56(9):238-258.",
        {
            "authors": ("Eric Gourgoulhon", "Juergen Herzog"),
            "title": "Accuracy of weighed dietary records in studies of diet and health",
            "year": 2015,
        },
    ),
    Parsed(
        "et-al-after-names-set-apart-by-semicolons-year-unbracketed",
        "Doe, J.; Roe, A.; et al. 2010. A study of things. Journal of Things, 5, 1-9.",
        {"authors": ("J. Doe", "A. Roe"), "title": "A study of things", "year": 2010},
    ),
    Parsed(  # guard: "et al." after commas, as before
        "guard-et-al-after-commas",
        "Doe, J., Roe, A., et al. (2010). A study of things. Journal of Things, 5, 1-9.",
        {"authors": ("J. Doe", "A. Roe"), "title": "A study of things", "year": 2010},
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


def _banded_page(after_lower: list[TextBlock], cut: str) -> list[TextBlock]:
    """A list's last page read in bands: the left column's upper part, the right
    column's band beside it (its last entry's first line ``cut``), the left column's
    lower part, then ``after_lower``."""
    heading = _block([BlockLine("References", 72, 80, 150, 92, 12.0, True)])
    upper = _entry(
        "Aebi, P., 2004. Lung cancer waiting times.", ["Cancer Letters 5, 3-9."], 72, 100
    )
    band = [
        *_entry("Myers, P. C., 2002. Fitness in adults.", ["Heart Letters 3, 1-10."], 311, 96),
        _block([BlockLine(cut, 311, 122, 531, 132, 10.0, False)]),
    ]
    lower = _entry(
        "Akman, N., 2012. Antibody therapy for HIV-1", ["in young children. AIDS 3, 1-9."], 72, 136
    )
    return [heading, *upper, *band, *lower, *after_lower]


def test_a_band_that_cuts_a_right_column_entry_is_read_in_column_order() -> None:
    """The right column's band ends mid-entry ("Tanaka, K., Ito, M., Sato, R.,") and its
    continuation, hanging, is read after the left column's lower part: the page is read
    column by column, and the entry keeps its names, title and venue."""
    going_on = [
        BlockLine(
            "and Abe, T., 2019. Sleep spindles in the elderly.", 321, 136, 531, 146, 10.0, False
        ),
        BlockLine("Neuroscience 12, 1-10.", 321, 148, 531, 158, 10.0, False),
    ]
    after = [
        _block(going_on),
        *_entry("Zhou, L., 2001. A last study.", ["Journal 1, 1-2."], 311, 166),
    ]
    entries = references_of(_banded_page(after, "Tanaka, K., Ito, M., Sato, R.,"), [0])
    assert [e.authors[0] for e in entries] == [
        "P. Aebi",
        "N. Akman",
        "P. C. Myers",
        "K. Tanaka",
        "L. Zhou",
    ]
    tanaka = entries[3]
    assert tanaka.authors[-1] == "T. Abe"
    assert tanaka.title == "Sleep spindles in the elderly"
    assert entries[1].venue == "AIDS"


def test_a_band_that_ends_an_entry_keeps_the_order_read() -> None:
    """Guard: where the right column's block after the lower part opens an entry (flush
    left), the band did not cut one: the order stays as read."""
    after = _entry("Zhou, L., 2001. A last study.", ["Journal 1, 1-2."], 311, 136)
    entries = references_of(
        _banded_page(after, "Tanaka, K., 2019. Sleep spindles, Brain 3, 1-9."), [0]
    )
    assert [e.authors[0] for e in entries] == [
        "P. Aebi",
        "P. C. Myers",
        "K. Tanaka",
        "N. Akman",
        "L. Zhou",
    ]
