"""The authors of a reference: surname-first lists, a lone or corporate author, marked
names, particles and particle-like given names, names once cut (refs11), and a second
capitalised word before a journal."""

from __future__ import annotations

import pytest
from pdfgen.body import EXTRA_STYLES, format_reference
from pdfgen.body import Reference as Truth
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    "text",
    [
        "Smith, J., Miller, R. and Chen, L. (2000). Title of the paper. Venue.",
        "Smith, J., Miller, R., & Chen, L. (2000). Title of the paper. Venue.",
        "Smith, J. A., Miller, R. B. & Chen, L. 2000. Title of the paper. Venue.",
        "SMITH, J., MILLER, R. and CHEN, L. (2000) Title of the paper. Venue.",
        "Smith, J.A., Miller, R.B. and Chen, L., 2000. Title of the paper. Venue 12, 1-9.",
        "Smith, John, Ruth Q. Miller, and Li Chen. 2000. Title of the paper. Venue.",
        "Smith, John A., Miller, Ruth and Chen, Li (2000). Title of the paper. Venue.",
        "Smith J., Miller R. and Chen L. Title of the paper. Venue, 2000.",
        "Smith J, Miller RQ, Chen L. Title of the paper. Venue. 2000;12(3):1-9.",
    ],
)
def test_surname_first_lists_keep_their_last_author(text: str) -> None:
    parsed = parse_reference(text)
    assert [a.split()[-1].lower() for a in parsed.authors] == ["smith", "miller", "chen"]
    assert parsed.title == "Title of the paper"
    assert parsed.year == 2000


def test_a_lone_author_read_surname_first_is_not_run_into_the_title() -> None:
    for text in (
        "Tanaka K. Sleep spindles and memory. Annals of Neuroscience. 2019.",
        "Tanaka K. M. Sleep spindles and memory. Annals of Neuroscience, 2019.",
        "Tanaka, Kenji. 2019. Sleep spindles and memory. Annals of Neuroscience.",
    ):
        parsed = parse_reference(text)
        assert [a.split()[-1] for a in parsed.authors] == ["Tanaka"], text
        assert parsed.title == "Sleep spindles and memory", text
    given_first = parse_reference("Kenji M. Tanaka. 2019. Sleep spindles. In Neuroscience.")
    assert given_first.authors == ("Kenji M. Tanaka",)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Google, Gemini: a family of highly capable multimodal models. arXiv preprint "
            "arXiv:2312.11805, 2023.",
            "Google, Gemini: a family of highly capable multimodal models",
        ),
        (
            "Meta, Llama 2: Open foundation and fine-tuned chat models, 2023.",
            "Meta, Llama 2: Open foundation and fine-tuned chat models, 2023",
        ),
        ("Microsoft, Phi-3 Technical Report, 2024.", "Microsoft, Phi-3 Technical Report, 2024"),
        ("Anonymous, Under review, 2024.", "Anonymous, Under review, 2024"),
    ],
)
def test_a_corporate_author_before_a_capitalised_word_is_no_person(text: str, title: str) -> None:
    """ "Org, Word" is not "Doe, Jane": no person is made up and the title keeps its words."""
    parsed = parse_reference(text)
    assert parsed.authors == ()
    assert parsed.title == title


def test_a_title_after_surname_comma_given_is_no_second_author() -> None:
    """MLA: "Smith, Adam, The Wealth of Nations" names one author; the title is whole."""
    parsed = parse_reference("Smith, Adam, The Wealth of Nations, London, 1776.")
    assert parsed.authors == ("Adam Smith",)
    assert parsed.title.startswith("The Wealth of Nations")
    initial = parse_reference("Bishop, Christopher M. Pattern Recognition. Springer, 2006.")
    assert initial.authors == ("Christopher M. Bishop",)
    assert initial.title == "Pattern Recognition"


@pytest.mark.parametrize("mark", ["†", "*", "∗", "‡"])
def test_a_marked_name_with_a_middle_initial_is_read_whole(mark: str) -> None:
    parsed = parse_reference(f"Kim A. Smith{mark} and Li Chen. 2015. Daggers. In ACL.")
    assert parsed.authors == ("Kim A. Smith", "Li Chen")
    assert parsed.title == "Daggers"
    slashed = parse_reference("Kim A. Smith/Li Chen. 2015. Slash. In ACL.")
    assert slashed.authors[0] == "Kim A. Smith"
    title = parse_reference("Smith J, Kim B. Input/output systems. J Things. 2019.")
    assert title.authors == ("J Smith", "B. Kim")
    assert title.title == "Input/output systems"


def test_initials_then_a_given_first_name_with_a_middle_initial() -> None:
    parsed = parse_reference("Smith, J., Ruth Q. Miller. 2000. Mixed. Journal.")
    assert parsed.authors == ("J. Smith", "Ruth Q. Miller")
    assert parsed.title == "Mixed"


# -- names and titles the parser misread before (issue 25, refs11) -------------------

PARTICLE_TRUTHS = [
    Truth(("Marco De Napoli", "Jean Fuchs"), "Myeloid factors in infection", 2018, "Journal of X"),
    Truth(("Ann Lee", "Paolo Di Vecchia"), "Strings and branes", 2019, "Annals of Physics"),
]


@pytest.mark.parametrize("style", ["acl", "ieee", "apa", "nature", *EXTRA_STYLES])
def test_a_capitalised_particle_stays_with_its_surname(style: str) -> None:
    for truth in PARTICLE_TRUTHS:
        parsed = parse_reference(format_reference(truth, style))
        assert [a.split()[-1] for a in parsed.authors] == [a.split()[-1] for a in truth.authors]
        assert [a for a in parsed.authors if " De " in a or " Di " in a], style
        assert parsed.title == truth.title, style


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("De Napoli, M. (1995). Rod photoreceptors. Journal.", ("M. De Napoli",)),
        ("De Napoli, M. Rod photoreceptors. Journal (1995).", ("M. De Napoli",)),
        (
            "De Napoli M, Van Dam AB. Rod photoreceptors. Journal. 1995.",
            ("M De Napoli", "AB Van Dam"),
        ),
        ("M. De Napoli. 1995. Rod photoreceptors. In Journal.", ("M. De Napoli",)),
        (
            'M. De Napoli and J. Van der Berg, "Rod photoreceptors," Journal, 1995.',
            ("M. De Napoli", "J. Van der Berg"),
        ),
        # Vietnamese given names that look like particles stay given names
        (
            "Hieu Van Nguyen and Van Anh Le. 1995. Rod photoreceptors. In Journal.",
            ("Hieu Van Nguyen", "Van Anh Le"),
        ),
        (
            "Nguyen, Van Hieu, and Le Van Anh. 1995. Rod photoreceptors. Journal.",
            ("Van Hieu Nguyen", "Le Van Anh"),
        ),
        (
            "Le, T. H., & Nguyen, V. A. (1995). Rod photoreceptors. Journal.",
            ("T. H. Le", "V. A. Nguyen"),
        ),
        ("Le TH, Nguyen VA. Rod photoreceptors. Journal. 1995.", ("TH Le", "VA Nguyen")),
        (
            "T. Le and V. A. Nguyen. 1995. Rod photoreceptors. In Journal.",
            ("T. Le", "V. A. Nguyen"),
        ),
    ],
)
def test_capitalised_particles_and_particle_like_given_names(
    text: str, authors: tuple[str, ...]
) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    assert parsed.title == "Rod photoreceptors"


# (entry, surnames, one whole name read): two-word surnames after initials, camel-case
# given names, undotted and two-letter initials
NAMES_ONCE_CUT = [
    ("S. Michael Fall and A. V. Gopala Rao. 2010. A study. In X.", "Fall Rao", "A. V. Gopala Rao"),
    ("A. V. Gopala Rao, S. Michael Fall. 2010. A study. In X.", "Rao Fall", "S. Michael Fall"),
    ('A. V. Gopala Rao and S. Michael Fall, "A study," X, 2010.', "Rao Fall", "A. V. Gopala Rao"),
    ("Fall, Sam, and A. V. Gopala Rao. 2010. A study. X.", "Fall Rao", "A. V. Gopala Rao"),
    ("HongSheng Zhao, Tanya M Elliott and S C Tiwari. 2010. A study. In X.", "Zhao Elliott Tiwari",
     "Tanya M Elliott"),
    ("Zhao, HongSheng, Tanya M Elliott, and S C Tiwari. 2010. A study. X.", "Zhao Elliott Tiwari",
     "HongSheng Zhao"),
    ('HongSheng Zhao, Tanya M Elliott, and S C Tiwari, "A study," X, 2010.', "Zhao Elliott Tiwari",
     "S C Tiwari"),
    ("Al. L. Zhao, Tanya M Elliott and Yu. A. Tiwari. 2010. A study. In X.", "Zhao Elliott Tiwari",
     "Yu. A. Tiwari"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "surnames", "whole"), NAMES_ONCE_CUT)
def test_names_read_whole(text: str, surnames: str, whole: str) -> None:
    parsed = parse_reference(text)
    assert [a.split()[-1] for a in parsed.authors] == surnames.split()
    assert whole in parsed.authors
    assert parsed.title == "A study"


def test_initials_then_one_surname_still_stop_before_the_title() -> None:
    parsed = parse_reference("A. Smith Deep learning for proteins. Journal, 2010.")
    assert parsed.authors == ("A. Smith",)
    assert parsed.title == "Deep learning for proteins"
    lopez = parse_reference("M. Lopez de Haro and Y. Ando. 2001. Butyrate. In Cells.")
    assert lopez.authors == ("M. Lopez de Haro", "Y. Ando")


def test_semicolon_lists_keep_their_last_author_after_and() -> None:
    parsed = parse_reference(
        "Cao, Z.; Luo, C.; Li, W.; and Li, S. 2017. Joint copying for paraphrase. In Singh, "
        "S. P.; and Markovitch, S., eds., Proceedings of AAAI."
    )
    assert parsed.authors == ("Z. Cao", "C. Luo", "W. Li", "S. Li")
    assert parsed.title == "Joint copying for paraphrase"
    assert parsed.year == 2017


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("A. Smith Nature 521, 436 (2015).", ("A. Smith",)),
        ("J. Doe Science 300, 1-5 (2003).", ("J. Doe",)),
        ("S. Weinberg Phys. Rev. Lett. 19, 1264 (1967).", ("S. Weinberg",)),
        ("R. P. Feynman Rev. Mod. Phys. 20, 367 (1948).", ("R. P. Feynman",)),
        (
            "A. Einstein, B. Podolsky and N. Rosen Phys. Rev. 47, 777 (1935).",
            ("A. Einstein", "B. Podolsky", "N. Rosen"),
        ),
        # the second word is taken before a separator or a year (guards)
        ("A. V. Gopala Rao, B. Lee. 2019. Study. Journal.", ("A. V. Gopala Rao", "B. Lee")),
        ("M. Lopez Haro. 2019. Study. Journal.", ("M. Lopez Haro",)),
        ("M. Lopez Haro (2019). Study. Journal.", ("M. Lopez Haro",)),
    ],
)
def test_a_second_capitalised_word_before_a_journal_is_no_surname(
    text: str, authors: tuple[str, ...]
) -> None:
    assert parse_reference(text).authors == authors
