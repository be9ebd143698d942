"""Round thirty-nine's reference rules (refs39).

1. Names set apart by slashes, each surname first (munich's German author-year style):
   "Kato, M./Biryukov, V. M./d’Ambrumenil, N. (2019): Title, …" has all its authors,
   not the first one alone with the others as the title (``refslashnames``).
2. A venue after the title's comma and a small "in:" ("(2019): Title, in: Journal,
   55(10), S. 248–261."): the journal or proceedings is the venue, not the pages
   (``refcommain``); a thesis's or report's kind then school after the title's comma
   ("(2018): Title, Dissertation, University of Leeds.", "Techn. Ber. TR-28"): the
   title ends before the kind, the school is the venue.
3. A proceedings' name after its pages and "of:" (authordate1's "Pages 47-66 of:
   Proceedings of X. ACM."): the name alone is the venue (``refpagesof``).
4. A line in capitals ending with a word broken by a hyphen ("A SUMO-": an entry's
   title in capitals, set apart by the text layer) ends no list
   (``reflistend._broken``); the rest of the list was lost.
Controls (marked so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.reflistend import ends_list


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Kato, M./Biryukov, V. M./Martin, A. M./d’Ambrumenil, N. (2019): The intravascular"
            " volume effect of lactate, in: Proceedings of the 29th Conference on"
            " Epidemiology, S. 747–757.",
            ("M. Kato", "V. M. Biryukov", "A. M. Martin", "N. d’Ambrumenil"),
            "The intravascular volume effect of lactate",
        ),
        (
            "De Raedt, H./Yuan, C.-P./Hyldgaard, P. (2005): Temporal segregation of"
            " costimulation, in: Medicine Research, 37, S. 400–403.",
            ("H. De Raedt", "C.-P. Yuan", "P. Hyldgaard"),
            "Temporal segregation of costimulation",
        ),
        (
            "van der Berg, J./ et al. (2019): Pharmacological correction of a defect in"
            " signaling, Springer, Berlin.",
            ("J. van der Berg",),
            "Pharmacological correction of a defect in signaling",
        ),
        (
            "Pérez, M. Á./Beccari, G. (1997): Regulation of the antimicrobial response, in:"
            " Cell Reports, 93(6), S. 308–328.",
            ("M. Á. Pérez", "G. Beccari"),
            "Regulation of the antimicrobial response",
        ),
    ],
)
def test_names_set_apart_by_slashes_are_all_read(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    entry = parse_reference(text)
    assert entry.authors == authors
    assert entry.title == title


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # controls: a slash in the title, and an ISO 690 entry's " / " before its people
        (
            "Doe, J. (2011): Input/Output Systems for Robots. Robotics Letters, 4, 1-9.",
            "Input/Output Systems for Robots",
        ),
        (
            "Doe, J. (2011): hPrimpol1/CCDC111 is a primase. Cell Reports, 4, 1-9.",
            "hPrimpol1/CCDC111 is a primase",
        ),
    ],
)
def test_a_slash_in_a_title_stays_there_control(text: str, title: str) -> None:
    entry = parse_reference(text)
    assert entry.authors == ("J. Doe",)
    assert entry.title == title


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Nakamura, I. (2019): Metabolic DNA as the origin of released DNA?, in:"
            " International Journal of Economics, 72(4), S. 625–640.",
            "Metabolic DNA as the origin of released DNA?",
            "International Journal of Economics",
        ),
        (
            "Choudhury, S. (2002): Multiple Imputation For Nonresponse In Surveys, in:"
            " Advances in Electrical Engineering, 104(7), S. 609-618.",
            "Multiple Imputation For Nonresponse In Surveys",
            "Advances in Electrical Engineering",
        ),
        (
            "Potter, S. B. (2016): Global analysis of polymorphism, in: Proceedings of the"
            " 12th Conference on Pharmacology, S. 196-215.",
            "Global analysis of polymorphism",
            "Proceedings of the 12th Conference on Pharmacology",
        ),
        (
            "Wang, K. L. (2018): Ethnographic study of intravenous drug errors,"
            " Dissertation, University of Leeds, doi: 10.7718/x302267.",
            "Ethnographic study of intravenous drug errors",
            "University of Leeds",
        ),
        (
            "Jiang, J. H. (2014): Drosophila MICAL regulates myofilament organization,"
            " Techn. Ber. TR-28, University of Leeds.",
            "Drosophila MICAL regulates myofilament organization",
            "University of Leeds",
        ),
    ],
)
def test_a_venue_after_a_comma_and_in_or_a_kind(text: str, title: str, venue: str) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Nebot, Miguel, & Misaki, A. 1996. Clinical use of bone densitometry. Pages"
            " 148-161 of: Proceedings of the 14th Conference on Chemistry.",
            "Proceedings of the 14th Conference on Chemistry",
        ),
        (
            "Petz, D., & Wu, M. W. 2004. Molecular elements of low-oxygen signaling. Pages"
            " 651-659 of: Proceedings of the 30th Conference on Oncology. ACM.",
            "Proceedings of the 30th Conference on Oncology",
        ),
        (
            "Petz, D. 2004. Molecular elements of signaling. Pages 51-59 of: Proc. Int."
            " Conf. Robotics.",
            "Proc. Int. Conf. Robotics",
        ),
    ],
)
def test_a_proceedings_after_its_pages_and_of(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


def test_a_journal_entry_closed_by_a_full_stop_reads_as_before_control() -> None:
    entry = parse_reference("Doe, J. (2019): Deep learning. Statistics Letters, 65, 34-48.")
    assert (entry.title, entry.venue) == ("Deep learning", "Statistics Letters")


def test_a_venue_after_in_before_a_labelled_identifier() -> None:
    entry = parse_reference(
        "Goh, J./Fushman, I. (2009): Genetic Optimization of Photonic Bandgap Structures, in:"
        " arXiv preprint arXiv:0704.0181."
    )
    assert entry.authors == ("J. Goh", "I. Fushman")
    assert entry.title == "Genetic Optimization of Photonic Bandgap Structures"


@pytest.mark.parametrize("text", ["A SUMO-", "A HIGH-"])
def test_a_line_in_capitals_ending_with_a_broken_word_ends_no_list(text: str) -> None:
    # an entry's title in capitals, its piece after the year set apart by the text layer
    line = BlockLine(text, 300.0, 500.0, 340.0, 510.0, 10.0, False)
    assert not ends_list(line, 10.0)


@pytest.mark.parametrize("text", ["A PROOFS", "APPENDIX"])
def test_a_heading_in_capitals_still_ends_the_list_control(text: str) -> None:
    line = BlockLine(text, 72.0, 500.0, 140.0, 510.0, 10.0, False)
    assert ends_list(line, 10.0)
