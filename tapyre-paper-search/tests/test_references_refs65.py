"""References, round 65 (refs65): refs63's and refs64's leftovers on train styles.

A name whose suffix BibTeX printed in its surname's place ("II, Neal J. Evans") last in
a list of surname-first pairs after a comma alone ("…, Praszalowicz, Michal, II, Neal J.
Evans (2021)"); a given name shaped as one after initials before a colon ("Abbas, A.
Afsar: Title"); a thesis's or a report's kind read as its venue ("PhD thesis. ETH
Zurich", "Tech. rep. TR-80. University of Leeds", "PhD thesis (ETH Zurich, 2024)"):
the venue is the school.  Each test names the kind it covers; the "control" tests pass
on base too and hold right readings right.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from test_references_refs64 import _reference_pdf

_ENTRIES = (
    (
        "Chengguang, Bao, Praszalowicz, Michal, II, Neal J. Evans (2021): Comparisons",
        "between regimens for breast cancer. Journal of Things 9, 1-9.",
    ),
    (
        "Abbas, A. Afsar: Universal forces and the dark energy problem. Physics Letters",
        "12, 1-20, 2019.",
    ),
    (
        "Santos, Maria dos (2021). Randomized clinical study of dressings in burns.",
        "PhD thesis. University of Toronto.",
    ),
    (
        "Dembele, Lassina (2013): Alterations of peripheral B cell subsets in malaria.",
        "Tech. rep. TR-17. Stanford University. doi: 10.9383/x808772.",
    ),
)


def test_a_suffixed_last_name_a_given_name_before_a_colon_and_schools_in_a_pdf(
    tmp_path: Path,
) -> None:
    # (a body page, then a "References" page of hanging entries in DejaVu Sans)
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _ENTRIES), ocr=None).references
    assert len(refs) == 4
    assert refs[0].authors == ("Bao Chengguang", "Michal Praszalowicz", "Neal J. Evans II")
    assert refs[1].authors == ("A. Afsar Abbas",)
    assert refs[1].title.startswith("Universal forces")
    assert (refs[2].title, refs[2].venue) == (
        "Randomized clinical study of dressings in burns",
        "University of Toronto",
    )
    assert refs[3].venue == "Stanford University"


def test_a_suffix_after_a_comma_alone_on_the_list_s_last_name_before_a_bare_year() -> None:
    ref = parse_reference(
        "Dempsey, Paul, Praszalowicz, Michal, II, Neal J. Evans. 2021. Comparisons between"
        " regimens. Journal of Things 9, 1-9."
    )
    assert ref.authors == ("Paul Dempsey", "Michal Praszalowicz", "Neal J. Evans II")


def test_control_a_suffix_after_the_first_name_then_a_joined_given_first_name() -> None:
    # a list whose names after the first are given first writes a join before the last
    ref = parse_reference(
        "Ford, Henry, III, and Ann Lee. 2010. Comparisons between regimens. Journal of"
        " Things 9, 1-9."
    )
    assert ref.authors == ("Henry Ford III", "Ann Lee")


def test_control_a_suffix_among_surname_first_pairs_before_more_pairs() -> None:
    ref = parse_reference(
        "Praszalowicz, Michal, II, Neal J. Evans, Wirth, Jens, and Dubois, François"
        " (2021): Comparisons between regimens. Journal of Things 9, 1-9."
    )
    assert ref.authors == (
        "Michal Praszalowicz",
        "Neal J. Evans II",
        "Jens Wirth",
        "François Dubois",
    )


@pytest.mark.parametrize(
    ("text", "author"),
    [
        ("Abbas, A. Afsar: Title of the paper. Phys. Rev. D, 12:1-20, 2019", "A. Afsar Abbas"),
        ("Islam, M. Sadiqul: Rural clinics at scale. Journal 9, 1-9, 2019", "M. Sadiqul Islam"),
    ],
)
def test_a_name_shaped_word_after_initials_before_a_colon_is_the_given_name(
    text: str, author: str
) -> None:
    assert parse_reference(text).authors == (author,)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Åström, B. Nanotoxicology: An Emerging Discipline. Computer Science Research"
            " 83, 354-361 (2007).",
            "Nanotoxicology: An Emerging Discipline",
        ),
        (
            "Åström, B. Glaucoma: An Emerging Problem. Computer Science Research 83,"
            " 354-361 (2007).",
            "Glaucoma: An Emerging Problem",
        ),
        (
            "Åström, B. Proteomics: The Next Decade. Computer Science Research 83, 354-361 (2007).",
            "Proteomics: The Next Decade",
        ),
        (
            "Åström, B. Kubernetes: container orchestration at scale. Computer Science"
            " Research 83, 354-361 (2007).",
            "Kubernetes: container orchestration at scale",
        ),
    ],
)
def test_control_a_title_word_after_initials_before_a_colon_stays_the_title(
    text: str, title: str
) -> None:
    ref = parse_reference(text)
    assert ref.authors == ("B. Åström",)
    assert ref.title == title


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Deng, W.Z., 2023. Risk factors of reflux symptoms. Ph.D. thesis. ETH Zurich.",
            "ETH Zurich",
        ),
        (
            "Lee, A. Mechanisms of endocytosis. PhD thesis, University of Leeds, 2023.",
            "University of Leeds",
        ),
        (
            "Fall, S. “Mechanisms of endocytosis”. PhD thesis. University of Leeds, 2023.",
            "University of Leeds",
        ),
        (
            "J. Doe. “Title of the thing here”, PhD thesis (ETH Zurich, 2024).",
            "ETH Zurich",
        ),
        (
            "Doe, Jane. 2010. “Title of the thing here.” Stanford University dissertation.",
            "Stanford University",
        ),
        (
            "A. Lee, “Implications of infertility in ghana,” Stanford University, Tech. Rep."
            " TR-40, 2000.",
            "Stanford University",
        ),
        (
            "Doe, J. (2015). Title of the thing here. Technical report TR-98, University of"
            " Toronto, 2015. doi: 10.2892/x82705.",
            "University of Toronto",
        ),
        (
            "Amendola, Luca (2010). The Snf1 kinase controls glucose repression in yeast."
            " Tech. rep. TR-86. University of Toronto.",
            "University of Toronto",
        ),
        (  # a school's word that opens like the report's kind ("Tech…")
            "Doe, Jane. 2010. Title of the thing here. PhD thesis. Delft University of Technology.",
            "Delft University of Technology",
        ),
        (
            "Doe, J. (2015). Title of the thing here. Technical report TR-98, Technion"
            " Israel Institute, 2015.",
            "Technion Israel Institute",
        ),
    ],
)
def test_a_thesis_or_report_kind_gives_way_to_its_school_as_the_venue(
    text: str, venue: str
) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Doe, Jane. 2010. Title of the thing here. PhD thesis.", "PhD thesis"),
        (
            "Doe, Jane. 2010. Title of the thing here. Journal of Thesis Studies 5, 1-9.",
            "Journal of Thesis Studies",
        ),
        (
            "Doe, J. (2010). Title of the thing here. Proceedings of the 20th Conference on"
            " Genetics, 1-9.",
            "Proceedings of the 20th Conference on Genetics",
        ),
    ],
)
def test_control_a_kind_with_no_school_or_a_journal_stays_the_venue(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    "text",
    [
        "II, Neal J. Evans/Morris, D./Rajagopal, A. K./O’Neil, K.: Protein localization in"
        " micrographs. Tech. rep. TR-33. University of Leeds, 2018.",
        "Evans, Neal J., Jr./Morris, D./Rajagopal, A. K./O’Neil, K.: Protein localization in"
        " micrographs. Tech. rep. TR-33. University of Leeds, 2018.",
    ],
)
def test_a_suffixed_name_opening_a_list_set_apart_by_slashes(text: str) -> None:
    ref = parse_reference(text)
    assert ref.authors[1:] == ("D. Morris", "A. K. Rajagopal", "K. O’Neil")
    assert ref.authors[0] in ("Neal J. Evans II", "Neal J. Evans Jr.")
    assert ref.title == "Protein localization in micrographs"


def test_control_a_slash_list_with_no_suffix() -> None:
    ref = parse_reference(
        "Kato, M./Biryukov, V. M./d’Ambrumenil, N. (2019): Title of it here, in: Journal,"
        " 12(3), S. 45–67."
    )
    assert ref.authors == ("M. Kato", "V. M. Biryukov", "N. d’Ambrumenil")


def test_names_closed_by_et_al_before_a_title_in_small_letters() -> None:
    ref = parse_reference(
        "Wang, Xin-Nian, Paul Le Guen, et al.: the Development of Autoimmune Myocarditis in"
        " Mice, in: Advances in Astronomy 34 (1999), pp. 661-669."
    )
    assert ref.authors == ("Xin-Nian Wang", "Paul Le Guen")
    assert ref.title == "the Development of Autoimmune Myocarditis in Mice"


def test_control_a_title_in_small_letters_after_names_set_apart_by_commas() -> None:
    ref = parse_reference(
        "A. Smith, Bacterial RNA and small molecules. Journal of Things 5 (2001) 1-9."
    )
    assert ref.authors == ("A. Smith",)
    assert ref.title == "Bacterial RNA and small molecules"


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "SCHAFER, Andreas; TIWARI, S C. Risk of cancer after low doses of radiation. In:"
            " Proceedings of the 27th Conference on Applied Mathematics. 1997, pp. 869-885.",
            ("Andreas SCHAFER", "S C TIWARI"),
        ),
        (
            "Schafer, Andreas; Tiwari, S C. Risk of cancer after low doses of radiation."
            " Journal of Things 5, 1997, pp. 869-885.",
            ("Andreas Schafer", "S C Tiwari"),
        ),
    ],
)
def test_bare_initials_surname_first_before_the_names_stop(
    text: str, authors: tuple[str, ...]
) -> None:
    ref = parse_reference(text)
    assert ref.authors == authors
    assert ref.title == "Risk of cancer after low doses of radiation"


def test_control_an_article_after_a_comma_is_no_initial() -> None:
    ref = parse_reference("Doe, J. A B-cell study of mice. Journal of Things 5, 1997, 1-9.")
    assert ref.authors == ("J. Doe",)
    assert ref.title == "A B-cell study of mice"


def test_a_given_name_after_initials_before_the_list_s_join_and_initials() -> None:
    ref = parse_reference(
        "Rao, A. V. Gopala & I. Grabec. 2022. Activating mutations in the nt5c2 gene. In"
        " Proceedings of the 37th conference on marine chemistry, 880-889. IEEE."
    )
    assert ref.authors == ("A. V. Gopala Rao", "I. Grabec")
    assert ref.title == "Activating mutations in the nt5c2 gene"


def test_control_a_title_with_and_after_initials_stays_as_base_read_it() -> None:
    ref = parse_reference(
        "Hilario, L. M. Leon, J. Doe, and B. Roe. 2010. Title of it here. Journal of Things 5, 1-9."
    )
    assert ref.authors == ("L. M. Leon Hilario", "J. Doe", "B. Roe")


def test_a_bracketed_given_name_with_an_undotted_initial() -> None:
    ref = parse_reference(
        "Rezzolla (Luciano), Elliott (Tanya M), and Millis (Andrew J.), “Multisite optical"
        " recording of excitability”, Annals of Things 5 (2001), 1-9."
    )
    assert ref.authors == ("Luciano Rezzolla", "Tanya M Elliott", "Andrew J. Millis")


def test_control_an_acronym_in_brackets_is_no_given_name() -> None:
    ref = parse_reference(
        "World Health Organization (WHO), “Multisite optical recording of excitability”,"
        " Annals of Things 5 (2001), 1-9."
    )
    assert ref.authors == ("World Health Organization",)
