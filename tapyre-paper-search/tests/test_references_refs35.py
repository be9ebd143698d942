"""Round thirty-five's reference rules (refs35): the BibTeX styles held out in round
thirty-four (Spanish, Portuguese ABNT, Angewandte's, Biology Letters'), now train, by
kind.

1. Spanish "y" and Portuguese "e" join the last name of a list as "and", "og" and "en"
   do, also after the list's comma (``refnameforms.NAME_SEPARATOR``, ``LAST_JOIN``, the
   names' ends, ``refnameat._LIST_GOES_ON``).
2. Spanish "En" leads a venue, "págs." marks its pages (``refvenue``).
3. A volume, an issue and pages set apart by commas, all bare, go with the pages
   ("Journal 37, 11, 674-692.", ``refvenuetail.PAGES_TAIL``).
4. A surname's particles after initials end the name before ". " too ("BERG, J. van
   der. Title", ``refnameforms._LATE_AFTER_INITIALS``).
5. A titleless compact entry, the journal then its year with no comma, volume and pages
   ("Reviews in Chemistry 2011, 78, 41-49."), or a proceedings, its year and pages
   with no "In" ("Proceedings of X, 1999, pp. 871-885."), is its venue
   (``refyearvenue.titleless_after_year``).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Howes, G.G., Gronau, M., Maltsev, V.P., y Solanki, S.K. High-affinity zinc "
            "inhibition of NMDA NR1-NR2A receptors. Annals of Pharmacology 87:87-95 (2011)",
            ("G.G. Howes", "M. Gronau", "V.P. Maltsev", "S.K. Solanki"),
            "High-affinity zinc inhibition of NMDA NR1-NR2A receptors",
        ),
        (
            "Maltsev, V.P. y Veilleux, S. Vesicular trafficking of semaphorin 3A is "
            "activity-dependent. Mechanical Engineering Letters 24(8):512-536 (1995)",
            ("V.P. Maltsev", "S. Veilleux"),
            "Vesicular trafficking of semaphorin 3A is activity-dependent",
        ),
        (
            "J. Silva, A. Costa e M. Souza. Estudo da dinâmica populacional. Revista "
            "Brasileira de Zoologia, 12(3):45-67, 2010.",
            ("J. Silva", "A. Costa", "M. Souza"),
            "Estudo da dinâmica populacional",
        ),
    ],
)
def test_spanish_and_portuguese_conjunctions_join_the_last_name(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    ref = parse_reference(text)
    assert ref.authors == authors
    assert ref.title == title


def test_a_spanish_word_y_inside_a_title_is_no_name_joiner() -> None:
    # guard: "y" between title words, after the list has ended, joins nothing
    ref = parse_reference(
        "Doe, J. y Roe, A. Análisis y diseño de sistemas. Revista de Ingeniería 12:1-9 (2010)"
    )
    assert ref.authors == ("J. Doe", "A. Roe")
    assert ref.title == "Análisis y diseño de sistemas"


def test_spanish_en_leads_a_venue_and_pags_marks_its_pages() -> None:
    ref = parse_reference(
        "Swift, D.C. et al. Pharmacological characterization of a potent inhibitor. En "
        "Proceedings of the 28th Conference on Cell Biology, págs. 798-813 (2001)"
    )
    assert ref.venue == "Proceedings of the 28th Conference on Cell Biology"
    assert ref.title == "Pharmacological characterization of a potent inhibitor"


def test_bare_volume_issue_and_pages_set_apart_by_commas_leave_the_venue() -> None:
    ref = parse_reference(
        "Breuillard E. 2014 The human long non-coding RNA-RoR is a p53 repressor in "
        "response to DNA damage. Astronomy Letters 37, 11, 674-692."
    )
    assert ref.venue == "Astronomy Letters"
    # guard: a volume's comma before pages alone still keeps the volume out
    ref = parse_reference(
        "Breuillard E. 2014 The human long non-coding RNA-RoR is a p53 repressor. "
        "Astronomy Letters 37, 674-692."
    )
    assert ref.venue == "Astronomy Letters"


def test_particles_after_initials_end_the_name_before_the_title() -> None:
    ref = parse_reference(
        "MISAKI, A.; BERG, J. van der. Requirement of endogenous stem cell factor for "
        "granulopoiesis. In: PROCEEDINGS OF THE 19TH CONFERENCE ON PHYSICS. 2001."
    )
    assert ref.title == "Requirement of endogenous stem cell factor for granulopoiesis"
    assert ref.authors == ("A. MISAKI", "J. van der BERG")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "A. Sukhov, B. Sungu, C.-P. Li, V. Casagrande, Reviews in Marine Chemistry 1996, "
            "51, 494-500.",
            "Reviews in Marine Chemistry",
        ),
        (
            "S. B. Yuste, S. A. Hughes, Proceedings of the 26th Conference on Immunology, 1999, "
            "pp. 871-885.",
            "Proceedings of the 26th Conference on Immunology",
        ),
    ],
)
def test_a_titleless_compact_entry_is_its_venue(text: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == ("", venue)


def test_a_title_before_its_year_and_pages_stays_a_title() -> None:
    # guard: what is no venue's name before ", 1997, pp." is still read as the title
    ref = parse_reference("A. Sukhov, B. Sungu, A study of things in the lab, 1997, pp. 715-737.")
    assert ref.title.startswith("A study of things in the lab")
