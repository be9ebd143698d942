"""References entries in forms the parser once misread (issue 25, round twelve):
generational suffixes, title-case second sentences of a title, comma-only styles."""

from __future__ import annotations

import pytest
from pdfgen.body import EXTRA_STYLES, format_reference
from pdfgen.body import Reference as Truth
from tapyre_paper_search.pdf.references import parse_reference

# (entry, authors as read, title): the same names in given-first, surname-first,
# Vancouver and dotted styles, the suffix after the surname or after the initials,
# with and without a comma before it.
SUFFIXES = [
    (
        "Robert L. Logan IV, Ivana Balažević, and Eric Wallace. 2022. Cutting down on "
        "prompts and parameters. In Findings of ACL.",
        ("Robert L. Logan IV", "Ivana Balažević", "Eric Wallace"),
    ),
    (
        "Logan IV, R. L., Balažević, I., & Wallace, E. (2022). Cutting down on prompts "
        "and parameters. Findings of ACL.",
        ("R. L. Logan IV", "I. Balažević", "E. Wallace"),
    ),
    (
        "Logan, R. L., IV, Balažević, I., & Wallace, E. (2022). Cutting down on prompts "
        "and parameters. Findings of ACL.",
        ("R. L. Logan IV", "I. Balažević", "E. Wallace"),
    ),
    (
        "Logan IV RL, Balažević I, Wallace E. Cutting down on prompts and parameters. "
        "Findings of ACL. 2022.",
        ("RL Logan IV", "I Balažević", "E. Wallace"),
    ),
    (
        "Martin Luther King Jr. and Jane Doe. 2020. Cutting down on prompts and "
        "parameters. In Proc. of the Workshop.",
        ("Martin Luther King Jr.", "Jane Doe"),
    ),
    (
        "King Jr., M. L. and Doe, J. (2020) Cutting down on prompts and parameters. "
        "Journal of Data.",
        ("M. L. King Jr.", "J. Doe"),
    ),
    (
        "King, M. L., Jr., and Doe, J. (2020) Cutting down on prompts and parameters. "
        "Journal of Data.",
        ("M. L. King Jr.", "J. Doe"),
    ),
    (
        'M. L. King, Jr., and J. Doe, "Cutting down on prompts and parameters," in '
        "Proc. Workshop, 2020.",
        ("M. L. King Jr.", "J. Doe"),
    ),
    (
        "King ML Jr, Doe J. Cutting down on prompts and parameters. J Data. 2020.",
        ("ML King Jr.", "J. Doe"),
    ),
    (
        "John Smith Sr., Henry Ford III, and Ann Lee. 2019. Cutting down on prompts and "
        "parameters. Journal of Data.",
        ("John Smith Sr.", "Henry Ford III", "Ann Lee"),
    ),
    (
        "Smith J Sr, Ford H III, Lee A. Cutting down on prompts and parameters. J Data. 2019.",
        ("J Smith Sr.", "H Ford III", "A. Lee"),
    ),
    (
        "Ford, Henry, III, Ann Lee, and Bo Kim. 2019. Cutting down on prompts and "
        "parameters. Journal of Data.",
        ("Henry Ford III", "Ann Lee", "Bo Kim"),
    ),
    (
        "Doe J. Q. Jr., Lee A. and Kim B. Cutting down on prompts and parameters. "
        "Journal of Data, 2019.",
        ("J. Q. Doe Jr.", "A. Lee", "B. Kim"),
    ),
    (
        "Logan IV, Robert L., and Ann Lee. 2020. Cutting down on prompts and parameters. "
        "Journal of Data.",
        ("Robert L. Logan IV", "Ann Lee"),
    ),
    # guard: Vancouver initials that read like a suffix ("Igor V. Roshchin")
    (
        "Roshchin IV, Clerc F. Cutting down on prompts and parameters. Statistics Letters. 2013.",
        ("IV Roshchin", "F. Clerc"),
    ),
]


@pytest.mark.parametrize(("text", "authors"), SUFFIXES)
def test_generational_suffixes_stay_with_their_name(text: str, authors: tuple[str, ...]) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    assert parsed.title == "Cutting down on prompts and parameters"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a title opening with a Roman numeral or "II" is no suffix of the last name
        ("Jane Doe. 2020. III-V semiconductors at scale. Journal of Data.",
         "III-V semiconductors at scale"),
        ("Doe, J. (2020). IV fluids in sepsis. Journal of Data.", "IV fluids in sepsis"),
    ],
)  # fmt: skip
def test_a_title_opening_with_a_numeral_is_no_suffix(text: str, title: str) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == (("Jane Doe",) if text.startswith("Jane") else ("J. Doe",))
    assert parsed.title == title


SUBTITLED = [
    Truth(
        ("Jane Q. Doe", "Ann Lee"),
        "Sleep and memory in older adults. The Lifespan Cohort Study Group",
        2021,
        "Journal of Sleep Research",
    ),
    Truth(
        ("Kenji Tanaka",),
        "Guidelines for trial design. Part 2: Statistical Methods and Reporting",
        2019,
        "Annals of Clinical Trials",
        doi="10.1234/act.2019.2",
    ),
    Truth(
        ("Maria Berg", "Wei Zhang"),
        "Graph networks for molecules. Benchmarks Across Scaffold Splits",
        2020,
        "Chemical Science Letters",
    ),
]


@pytest.mark.parametrize("style", ["acl", "apa", "nature", *EXTRA_STYLES])
def test_a_title_case_second_sentence_stays_in_the_title(style: str) -> None:
    for truth in SUBTITLED:
        parsed = parse_reference(format_reference(truth, style))
        assert parsed.title == truth.title, style
        assert parsed.venue.startswith(truth.venue.split()[0]), style
        assert [a.split()[-1] for a in parsed.authors] == [a.split()[-1] for a in truth.authors]


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # the venue after a one-sentence title is no second sentence
        ("Doe, J. (2020). Sleep and memory in older adults. Nature Communications. 2020.",
         "Sleep and memory in older adults", "Nature Communications"),
        ("Doe J. Sleep and memory in older adults. N Engl J Med. 1995;332(7):1-5.",
         "Sleep and memory in older adults", "N Engl J Med"),
        ("Jane Doe. 2020. Sleep and memory in older adults. In Proceedings of the Sleep "
         "Workshop. ACL.", "Sleep and memory in older adults", "Proceedings of the Sleep Workshop"),
        ("Doe, J. (2020). Sleep and memory in older adults. Journal of Sleep Studies. "
         "Oxford Academic.", "Sleep and memory in older adults", "Journal of Sleep Studies"),
        ("Doe, J. (2020). Sleep and memory in older adults. Contrib. Plasma Phys. 47, 368.",
         "Sleep and memory in older adults", "Contrib. Plasma Phys"),
        ("Zaki MM, Lesha E. Cell therapy for disease: current approaches. Science Advances. "
         "2021;7(33):eabg5995.", "Cell therapy for disease: current approaches",
         "Science Advances"),
        ("Rune Christensen. 2018. Cumulative link models for ordinal regression. Submitted in "
         "J. Stat. Software 35 (2018).", "Cumulative link models for ordinal regression",
         "Submitted in J"),
        # a journal or series, then its publisher or the school: no second sentence
        ("Jane Doe. 2019. Learning to parse. Computational Linguistics. MIT Press.",
         "Learning to parse", "Computational Linguistics"),
        ("Doe, J. (2019). Learning to parse. Cognitive Psychology. Academic Press.",
         "Learning to parse", "Cognitive Psychology"),
        ("Doe J, Lee A. Gene therapy in mice. Cell Metabolism. Elsevier; 2019.",
         "Gene therapy in mice", "Cell Metabolism"),
        ("John Smith. 2019. Learning to parse. Ph.D. Dissertation. Stanford University.",
         "Learning to parse", "Stanford University"),  # the school (refs65)
        ("Jane Doe. 2016. Deep learning. Adaptive Computation and Machine Learning. MIT Press.",
         "Deep learning", "Adaptive Computation and Machine Learning"),
        # a place and its publisher after a venue in title case
        ("Doe, J. (2019). Learning to parse. Machine Learning Research. Hoboken: Wiley.",
         "Learning to parse", "Machine Learning Research"),
        ("Doe, J. (2019). Learning to parse. Data Science Research. Palo Alto, CA: AAAI Press.",
         "Learning to parse", "Data Science Research"),
        # a journal named for its field is no second sentence of the title
        ("Doe, J. (2019). Learning to parse. Reviews in Cell Biology. Morgan Kaufmann.",
         "Learning to parse", "Reviews in Cell Biology"),
        # guards: the sentence after it holds the venue's volume and pages, names a field,
        # or is a further title-case sentence before the venue; a journal of two words
        ("Doe, J. (2019). Learning to parse. A Bayesian Approach. Cognitive Psychology, 12, 1-9.",
         "Learning to parse. A Bayesian Approach", "Cognitive Psychology"),
        ("Doe, J. (2017). New treatments. Part 1: Ethical and Scientific Issues. Advances in "
         "Linguistics. doi:10.1178/a694690.", "New treatments. Part 1: Ethical and Scientific "
         "Issues", "Advances in Linguistics"),
        ("Doe, J. (2004). Troponin in coronary syndromes. PRISM Study Investigators. Platelet "
         "Receptor Inhibition in Ischemic Syndrome. In Genetics Research.", "Troponin in "
         "coronary syndromes. PRISM Study Investigators. Platelet Receptor Inhibition in "
         "Ischemic Syndrome", "Genetics Research"),
        ("Doe, J. (2004). Troponin in coronary syndromes. PRISM Study Investigators. "
         "Genetics Research.", "Troponin in coronary syndromes. PRISM Study Investigators",
         "Genetics Research"),
    ],
)  # fmt: skip
def test_a_venue_after_the_title_or_before_its_publisher_is_no_second_sentence(
    text: str, title: str, venue: str
) -> None:
    parsed = parse_reference(text)
    assert parsed.title == title
    assert parsed.venue.startswith(venue)


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        ("Kovacs G. Montelukast and fluticasone in adults. Journal of Asthma. 2001.",
         ("G. Kovacs",), "Montelukast and fluticasone in adults"),
        ("Weng Z. Compounding Fields and Their Equations in the Plane. Physics Letters, 2011.",
         ("Z. Weng",), "Compounding Fields and Their Equations in the Plane"),
        ("Durgun E. Concordance, progression and heritability in twins. Gut. 1998.",
         ("E. Durgun",), "Concordance, progression and heritability in twins"),
        ("Efros A. L. Aging, frailty and age-related diseases. Advances in Aging, 2008.",
         ("A. L. Efros",), "Aging, frailty and age-related diseases"),
        # guards: a title in small letters, a given-first name
        ("De Napoli, M. induction of early genes in cells. Reviews in Cells (2019).",
         ("M. De Napoli",), "induction of early genes in cells"),
        ("Jane Q. Doe and Ann Lee. 2020. mRNA vaccines at scale. In Proc. of X.",
         ("Jane Q. Doe", "Ann Lee"), "mRNA vaccines at scale"),
        # Chicago's first name written surname first with initials and a given name
        ("Hilario, L. M. Leon, G. A. Bakos, and Stephen C. Davis. 2023. Angina with normal "
         "arteries. Reviews in Cardiology.",
         ("L. M. Leon Hilario", "G. A. Bakos", "Stephen C. Davis"), "Angina with normal arteries"),
        ("Fall, S. Michael, and Partha Mukhopadhyay. 2021. Drug treatment services. Journal.",
         ("S. Michael Fall", "Partha Mukhopadhyay"), "Drug treatment services"),
        ("Neto, A. H. Castro. 2019. Generation of modified mice. Letters.",
         ("A. H. Castro Neto",), "Generation of modified mice"),
        ("Tiwari, S C, Juergen Herzog, and J. Kaupuzs. 2005. Stem cell markers. Advances.",
         ("S C Tiwari", "Juergen Herzog", "J. Kaupuzs"), "Stem cell markers"),
        # guards: a title after initials, with a comma in it
        ("Doe, J. Graphs, Trees and Forests. Journal of Things (2020).",
         ("J. Doe",), "Graphs, Trees and Forests"),
        ("Doe, J. Graphs, trees and forests. Journal of Things (2020).",
         ("J. Doe",), "Graphs, trees and forests"),
        # Vancouver: no year between the names and a title opening with a numeral
        ("Smith A. IV fluids in sepsis. Lancet. 2019;393:1-5.", ("A. Smith",),
         "IV fluids in sepsis"),
        ("Smith A, Jones B. IV iron in pregnancy. BMJ. 2019;365:1-5.", ("A Smith", "B. Jones"),
         "IV iron in pregnancy"),
        ("Doe, J. (2020). II. Observations of the Moon. Icarus, 3, 1-5.", ("J. Doe",),
         "II. Observations of the Moon"),
        # guards: the suffix where the name ends after it
        ("Smith J Sr, Ford H III, Lee A. Cutting down on prompts. J Data. 2019.",
         ("J Smith Sr.", "H Ford III", "A. Lee"), "Cutting down on prompts"),
        ("Lee A, Ford H III. Cutting down on prompts. J Data. 2019.",
         ("A Lee", "H Ford III"), "Cutting down on prompts"),
    ],
)  # fmt: skip
def test_names_end_before_the_title_and_a_numeral_opening_it_is_no_suffix(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    assert parsed.title == title


def _comma_only(truth: Truth, style: str) -> str:
    """``truth`` in a style whose parts are set apart by commas only."""
    initialled = [
        " ".join([*(w[0] + "." for w in a.split()[:-1]), a.split()[-1]]) for a in truth.authors
    ]
    if style == "volume":  # "A. Smith, Title, Venue 36 (2020) 158–179."
        return f"{', '.join(initialled)}, {truth.title}, {truth.venue} 36 ({truth.year}) 158–179."
    if style == "year":  # "A. Smith, Title, Venue, 2020."
        return f"{', '.join(initialled)}, {truth.title}, {truth.venue}, {truth.year}."
    vancouver = [a.split()[-1] + " " + "".join(w[0] for w in a.split()[:-1]) for a in truth.authors]
    return f"{', '.join(vancouver)}, {truth.title}, {truth.venue}, vol. 4, pp. 1-9, {truth.year}."


COMMA_TRUTHS = [
    Truth(("Jane Q. Doe", "Ann Lee"), "Dense retrieval for scientific claims", 2021,
          "Journal of Data Science"),
    Truth(("Kenji Tanaka",), "Aging, frailty and age-related diseases", 2019, "J. Gerontol."),
    Truth(("Maria Berg", "Wei Zhang", "Olga Petrova"),
          "Deep Residual Learning for Image Recognition", 2016,
          "Proceedings of the 29th Conference on Vision"),
    Truth(("Bo Kim", "Ann Lee"), "Break-induced replication in yeast", 2020, "Phys. Rev. E"),
]  # fmt: skip


@pytest.mark.parametrize("style", ["volume", "year", "vancouver"])
def test_a_title_is_found_where_commas_alone_set_the_parts_apart(style: str) -> None:
    for truth in COMMA_TRUTHS:
        parsed = parse_reference(_comma_only(truth, style))
        assert parsed.title == truth.title, style
        assert [a.split()[-1] for a in parsed.authors] == [a.split()[-1] for a in truth.authors]
        assert parsed.venue.startswith(truth.venue.split()[0]), style
        assert parsed.year == truth.year


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # full stops after the title: a comma inside it is no venue's
        ("Jane Doe. 2020. Graphs, Trees and Forests. In Proc. of the Workshop.",
         "Graphs, Trees and Forests"),
        ("Chang C, Wen H. Prevalence of Sclerosis in Isfahan, Iran. Journal of Astronomy. 2024.",
         "Prevalence of Sclerosis in Isfahan, Iran"),
        ("Morris, D., and John W. Robertson. 2013. Violence in Cali, Colombia. Research "
         "Letters.", "Violence in Cali, Colombia"),
        # a lower-case title after names set apart by commas
        ("A. Smith, B. Jones, Bacterial RNA and small compounds activate caspase-1, "
         "Annals of Chemistry 31 (2002) 1-9.",
         "Bacterial RNA and small compounds activate caspase-1"),
        ("A. Smith, B. Jones, Distinct Parietal and Temporal Pathways to the Monkey Brain, "
         "Medicine Letters 1 (2014) 93–98.",
         "Distinct Parietal and Temporal Pathways to the Monkey Brain"),
    ],
)  # fmt: skip
def test_commas_inside_a_title_stay_in_it(text: str, title: str) -> None:
    parsed = parse_reference(text)
    assert parsed.title == title
    assert [a.split()[-1] for a in parsed.authors][-1] in ("Doe", "Wen", "Robertson", "Jones")


def test_a_long_list_stopping_at_a_name_it_cannot_read_keeps_its_first_names() -> None:
    # the text after the names opens in small letters ("d’Autume"), but three names
    # were read: no lone author run into a title, so no shorter reading of the first
    parsed = parse_reference(
        "Jack W. Rae, Sebastian Borgeaud, Trevor Cai, Cyprien de Masson d’Autume, Yujia Li. "
        "2021. Scaling language models. arXiv."
    )
    assert parsed.authors[:3] == ("Jack W. Rae", "Sebastian Borgeaud", "Trevor Cai")
