"""Round thirty-three's reference rules (refs33): the BibTeX styles held out in round
thirty-two, now train, by kind.

1. Danish and Norwegian "og" joins the last name of a list as "and" does
   (``refnameforms.NAME_SEPARATOR``, ``LAST_JOIN``, the names' ends).
2. A proceedings opened by "In" right after a title's last word, no stop between
   ("Title In Proceedings of X, pp. 1-9."), ends the title (``refparts._IN_PROCEEDINGS``).
3. Danish and Norwegian "I" before a proceedings and "side" before its pages are the
   venue's lead and pages ("I Proceedings of X, side 5-9.", ``refvenue._VENUE_LEAD``,
   ``refvenuetail.PAGES_TAIL``).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Tristan, N. og Stasinska, G. (2011). A specific loop in human DNA polymerase mu "
            "allows switching. Annals of Cell Biology, 19(7):601-616.",
            ("N. Tristan", "G. Stasinska"),
        ),
        (
            "Petz, D., Gemelli, G., Lutz, D. og Serga, A. A. (2000). SLP-65 regulates light "
            "chain gene recombination. Materials Science Research, 4(10):624-634.",
            ("D. Petz", "G. Gemelli", "D. Lutz", "A. A. Serga"),
        ),
        (
            "Hague, J. P. og d’Ambrumenil, N. (2015). Tuning correlation effects with "
            "electron-phonon interactions. MIT Press, Berlin.",
            ("J. P. Hague", "N. d’Ambrumenil"),
        ),
    ],
)
def test_og_joins_the_last_name(text: str, authors: tuple[str, ...]) -> None:
    reference = parse_reference(text)
    assert reference.authors == authors
    assert not reference.title.startswith("og ")


def test_og_joins_the_last_name_title_and_venue() -> None:
    reference = parse_reference(
        "van Smaalen, S. og Potter, S. B. (2015). Exercise-linked FNDC5/irisin rescues "
        "synaptic plasticity. Proceedings of the 41th Conference on Chemistry, 103(12):183-206."
    )
    assert reference.authors == ("S. van Smaalen", "S. B. Potter")
    assert reference.title == "Exercise-linked FNDC5/irisin rescues synaptic plasticity"
    assert reference.venue == "Proceedings of the 41th Conference on Chemistry"


@pytest.mark.parametrize(
    "tail",
    [
        "In Proceedings of the 11th Conference on Medicine, pp. 895-906.",
        "In Proceedings of the 11th Conference on Medicine, pp. 895-906. ACM.",
    ],
)
def test_in_proceedings_after_the_title_with_no_stop_ends_it(tail: str) -> None:
    reference = parse_reference(
        "Zavatta A, Fouxon I, Gronau M (2007) Comparative structural analysis of lipid "
        f"binding START domains {tail}"
    )
    assert reference.title == "Comparative structural analysis of lipid binding START domains"
    assert reference.venue == "Proceedings of the 11th Conference on Medicine"


def test_guard_a_title_with_in_proceedings_in_small_letters_keeps_it() -> None:
    reference = parse_reference(
        "Doe J (2010) Errors in proceedings of small courts. Journal of Law 12:1-9."
    )
    assert reference.title == "Errors in proceedings of small courts"
    assert reference.venue == "Journal of Law"


@pytest.mark.parametrize("publisher", ["", " ACM."])
def test_danish_i_and_side_are_the_proceedings_lead_and_pages(publisher: str) -> None:
    reference = parse_reference(
        "Dubois, F. (2001). Current knowledge of TLR and NOD signaling in sepsis. "
        f"I Proceedings of the 20th Conference on Applied Mathematics, side 158-167.{publisher}"
    )
    assert reference.title == "Current knowledge of TLR and NOD signaling in sepsis"
    assert reference.venue == "Proceedings of the 20th Conference on Applied Mathematics"


def test_guard_side_in_a_venue_name_stays() -> None:
    reference = parse_reference(
        "Doe, J. (2001). A title of some length. Journal of the West Side 12, 158-167."
    )
    assert reference.venue == "Journal of the West Side"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Tolstoy, V. N. Quantum Deformations of Relativistic Symmetries PhD thesis "
            "Stanford University (2007).",
            "Quantum Deformations of Relativistic Symmetries",
            "Stanford University",
        ),
        (
            "Lefèvre JL (1999) Acyl and total ghrelin are suppressed by ingested proteins "
            "Ph.D. diss., ETH Zurich.",
            "Acyl and total ghrelin are suppressed by ingested proteins",
            "ETH Zurich",
        ),
        (
            "Saad F, Clark J (2007) Reproductive clonality in protozoan pathogens: truth or "
            "artefact? Technical report TR-38, University of Leeds.",
            "Reproductive clonality in protozoan pathogens: truth or artefact?",
            "University of Leeds",
        ),
    ],
)
def test_a_thesis_or_report_kind_after_the_title_with_no_stop_ends_it(
    text: str, title: str, venue: str
) -> None:
    reference = parse_reference(text)
    assert (reference.title, reference.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Li X (2008) Interleukin 6 plays a key role in antigen-induced arthritis MIT Press, "
            "New York.",
            "Interleukin 6 plays a key role in antigen-induced arthritis",
        ),
        (
            "Doe J (2001) Principles of Neural Science Oxford University Press, Oxford.",
            "Principles of Neural Science",
        ),
    ],
)
def test_a_press_and_place_after_the_title_with_no_stop_are_no_title(text: str, title: str) -> None:
    assert parse_reference(text).title == title


def test_guard_a_short_title_before_a_press_keeps_it() -> None:
    # (a title of fewer than three words before the press is left as read)
    assert parse_reference("Doe J (2001) Bone MIT Press, Berlin.").title.startswith("Bone")


@pytest.mark.parametrize(
    ("text", "surnames", "title"),
    [
        (
            "DHAR S K, REZZOLLA L, PATTHEY L, et al. Keeping your senescent cells under "
            "control[C]//Proceedings of the 34th Conference on Information Systems. Springer, "
            "2015: 797-811.",
            ["DHAR", "REZZOLLA", "PATTHEY"],
            "Keeping your senescent cells under control",
        ),
        (
            "KARDAR M, BLACK J, EL G A, et al. Involvement of basket cells in epilepsy[J]. "
            "Annals of Genetics, 2022, 46: 486-505.",
            ["KARDAR", "BLACK", "EL"],
            "Involvement of basket cells in epilepsy",
        ),
        (
            "Smith J A, Doe P. A study of things. Nature 12, 1-9 (2001).",
            ["Smith", "Doe"],
            "A study of things",
        ),
    ],
)
def test_bare_initials_set_apart_by_spaces_after_a_surname(
    text: str, surnames: list[str], title: str
) -> None:
    reference = parse_reference(text)
    assert [name.split()[-1] for name in reference.authors] == surnames
    assert reference.title == title


def test_guard_a_bare_initial_before_a_title_word_stays_the_title() -> None:
    reference = parse_reference("Smith J A study of things. Nature 12, 1-9 (2001).")
    assert reference.authors == ("J Smith",)
    assert reference.title == "A study of things"


@pytest.mark.parametrize(
    ("text", "venue", "surnames"),
    [
        (
            "Sungu B, Oller J A, Huard T L, Chandra S and Abed S H 2010 Advances in Electrical "
            "Engineering 87 500-520",
            "Advances in Electrical Engineering",
            ["Sungu", "Oller", "Huard", "Chandra", "Abed"],
        ),
        (
            "Pérez M Á 2021 Molecular Biology Letters 56 722-747",
            "Molecular Biology Letters",
            ["Pérez"],
        ),
    ],
)
def test_a_titleless_journal_volume_and_pages_set_apart_by_spaces(
    text: str, venue: str, surnames: list[str]
) -> None:
    reference = parse_reference(text)
    assert (reference.title, reference.venue) == ("", venue)
    assert [name.split()[-1] for name in reference.authors] == surnames


def test_guard_a_title_in_small_letters_with_numbers_is_no_venue() -> None:
    reference = parse_reference("Doe J 2010 A study of things 3 1-9")
    assert reference.venue == ""


def test_proceedings_with_pages_after_a_word_in_small_letters_ends_the_title() -> None:
    reference = parse_reference(
        "Shen Z X and Popa M 2012 3d chromosome regulatory landscape of human pluripotent "
        "cells Proceedings of the 39th Conference on Genetics (IEEE) pp 392-414"
    )
    assert reference.title == "3d chromosome regulatory landscape of human pluripotent cells"
    assert reference.venue == "Proceedings of the 39th Conference on Genetics"


def test_guard_proceedings_after_the_stay_in_the_title() -> None:
    reference = parse_reference("Doe J 2010 Errors in the Proceedings of the Royal Society pp 1-9")
    assert reference.title.startswith("Errors in the Proceedings of the Royal Society")


@pytest.mark.parametrize(
    ("text", "title", "authors"),
    [
        (
            "The Combination of Exercise and Respiratory Training Improves Muscle Function / "
            "R. H. J. Grimshaw, P. Virnau, S. C. Tiwari et al. // Advances in Genetics. — 1998. "
            "— V. 82, No. 10. — P. 694-697.",
            "The Combination of Exercise and Respiratory Training Improves Muscle Function",
            ("R. H. J. Grimshaw", "P. Virnau", "S. C. Tiwari"),
        ),
        (
            "Deng, W.-Z. Attempted suicide in Europe: rates and trends / W.-Z. Deng, L. "
            "Fernández // International Journal of Computer Science. — 1999. — V. 8. — P. 1-9.",
            "Attempted suicide in Europe: rates and trends",
            ("W.-Z. Deng", "L. Fernández"),
        ),
    ],
)
def test_gost_people_after_the_title_are_the_authors(
    text: str, title: str, authors: tuple[str, ...]
) -> None:
    reference = parse_reference(text)
    assert (reference.title, reference.authors) == (title, authors)


def test_guard_gost_people_unlike_the_names_read_first_leave_them() -> None:
    # (one of two names read is among the people after " / ": neither reading is sure)
    reference = parse_reference(
        "Doe, J., Roe, A. A title of some words / J. Doe, P. Poe, K. Koe // Journal. — 2010."
    )
    assert reference.authors == ("J. Doe", "A. Roe")


@pytest.mark.parametrize(
    "text",
    [
        "TAKAHASHI, R. Modification of kidney barrier function by the urokinase receptor. In: "
        "Proceedings of the 16th Conference on Computer Science. [S.l.: s.n.], 2019. p. 1-9.",
        "TAKAHASHI, R. Modification of kidney barrier function by the urokinase receptor. In: "
        "Proceedings of the 16th Conference on Computer Science. [S.l.]: IEEE, 2019. p. 1-9.",
        "Takahashi, R. 2019, «Modification of kidney barrier function by the urokinase "
        "receptor», dans Proceedings of the 16th Conference on Computer Science, p. 252-262.",
        "Takahashi, R. 2019, «Modification of kidney barrier function by the urokinase "
        "receptor», dans Proceedings of the 16th Conference on Computer Science, ACM, p. 2-6.",
    ],
)
def test_no_place_marks_dans_and_french_pages_leave_the_venue(text: str) -> None:
    reference = parse_reference(text)
    assert reference.title == "Modification of kidney barrier function by the urokinase receptor"
    assert reference.venue == "Proceedings of the 16th Conference on Computer Science"


def test_guard_a_venue_ending_in_p_keeps_it() -> None:
    reference = parse_reference(
        "Doe, J. (2019). A title of some words. Proceedings of the Workshop, 12, 1-9."
    )
    assert reference.venue == "Proceedings of the Workshop"


def test_guard_a_press_after_the_titles_comma_is_read_as_before() -> None:
    reference = parse_reference(
        "G. A. Bakos, A. K. Rajagopal et al. - Thrombocytopenia as an indicator of malaria "
        "in adult population, CRC Press, Berlin, 2017."
    )
    assert reference.title == "Thrombocytopenia as an indicator of malaria in adult population"
