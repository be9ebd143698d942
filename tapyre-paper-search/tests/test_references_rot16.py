"""Reference entries in the forms of round sixteen's held-out styles, rotated to train.

An author-year form that sets its year in brackets and then a comma, and every part
after it apart by commas ("Aebi, P., and L. Rebull (2002), Title, Journal, 49(8),
99–104, doi:…"); its books and theses end in a publisher or a school.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

CASES = (
    # a year in brackets then a comma sets the parts apart by commas
    Parsed(
        "year-in-brackets-then-comma",
        "Aebi, P., L. M. Rebull, H. Cercellier, and G. Calucci (2002), Genome-wide "
        "identification of genes regulated by the transcription factor spx in bacillus "
        "subtilis, Annals of Marine Chemistry, 49(8), 99–104, doi:10.9445/x494196.",
        {
            "authors": ("P. Aebi", "L. M. Rebull", "H. Cercellier", "G. Calucci"),
            "title": "Genome-wide identification of genes regulated by the transcription "
            "factor spx in bacillus subtilis",
            "venue": "Annals of Marine Chemistry",
            "year": 2002,
            "doi": "10.9445/x494196",
        },
    ),
    # a title with a comma of its own keeps it: the venue is the piece before the volume
    Parsed(
        "title-with-its-own-comma",
        "Hergenrother, C. W. (2010), Agdscam, a hypervariable immunoglobulin receptor of "
        "the innate immune system, Advances in Internal Medicine, 70, 313–318.",
        {
            "title": "Agdscam, a hypervariable immunoglobulin receptor of the innate immune system",
            "venue": "Advances in Internal Medicine",
        },
        2,
    ),
    # a book in the comma form leaves its publisher out of the title
    Parsed(
        "book-publisher-out-of-title",
        "Bossert, M. (2023), High-intensity functional exercise for older persons: a "
        "randomised controlled trial, MIT Press, Berlin.",
        {
            "title": "High-intensity functional exercise for older persons: a randomised "
            "controlled trial"
        },
        3,
    ),
    Parsed(
        "thesis-school-out-of-title",
        "Grozman, P., and N. Akman (2007), Trichome birefringence and its homolog encode "
        "plant-specific proteins, Ph.D. thesis, ETH Zurich, doi:10.9812/x580249.",
        {
            "title": "Trichome birefringence and its homolog encode plant-specific proteins",
            "authors": ("P. Grozman", "N. Akman"),
        },
        4,
    ),
    # a year in brackets with no comma after it keeps the sentence form
    Parsed(
        "year-in-brackets-no-comma",
        "Lee, A. (2001) Deep roots of trees. Journal of Forests, 12, 45–67.",
        {"title": "Deep roots of trees", "venue": "Journal of Forests"},
        5,
    ),
    # a volume with no comma before it and pp. after it is no part of the venue
    Parsed(
        "volume-then-pp",
        "M. Pitkin and R. K. Dumas, “Role of rhoa-specific exchange factors in "
        "endomitosis,” Information Systems Research 117, pp. 556-565, 2007.",
        {
            "title": "Role of rhoa-specific exchange factors in endomitosis",
            "venue": "Information Systems Research",
            "year": 2007,
        },
        6,
    ),
    Parsed(
        "volume-issue-then-pp",
        "P. Virnau, “Gut diversity and arterial stiffness in women,” Advances in "
        "Astronomy 83(7), pp. 477–481, 2002.",
        {"venue": "Advances in Astronomy"},
        7,
    ),
    # a place and publisher or a school after a thesis leave the title
    Parsed(
        "place-and-publisher",
        "Choie, Y., B. Holst, and C. Zhuang (2019) A direct role for IFN-gamma in "
        "regulation of Th1 cell development, Berlin: MIT Press",
        {
            "title": "A direct role for IFN-gamma in regulation of Th1 cell development",
            "authors": ("Y. Choie", "B. Holst", "C. Zhuang"),
        },
        8,
    ),
    Parsed(
        "thesis-school",
        "Fall, S. M., and D. K. Campbell (2005) Methylphenidate-induced erections in a "
        "prepubertal child, Ph.D. thesis, Stanford University",
        {"title": "Methylphenidate-induced erections in a prepubertal child"},
        9,
    ),
    # a publisher, place and year after a title set apart by commas
    Parsed(
        "publisher-place-year",
        "F. Schoeier and W.-S. Seo, Detection of sweet and umami taste in the absence of "
        "taste receptor T1r3, Wiley, New York, 2004.",
        {
            "title": "Detection of sweet and umami taste in the absence of taste receptor T1r3",
            "venue": "Wiley",
            "year": 2004,
        },
        10,
    ),
    # a journal followed by its year alone stays the venue
    Parsed(
        "journal-then-year",
        "A. Lee, Deep roots of old trees, Nature Physics, 2006.",
        {"title": "Deep roots of old trees", "venue": "Nature Physics"},
        11,
    ),
    # a title's capitalised tail before a journal and its year is no publisher
    Parsed(
        "capitalised-tail-volume",
        "A. Lee, Lectures on physics, Volume One, Nature Physics, 2004.",
        {"title": "Lectures on physics, Volume One", "venue": "Nature Physics"},
        12,
    ),
    Parsed(
        "capitalised-tail-part",
        "A. Lee, Climate in Europe and Asia, Part II, Science, 2004.",
        {"venue": "Science"},
        13,
    ),
    Parsed(
        "publisher-and-place",
        "A. Lee, Deep roots of old trees, Springer, Berlin, 2004.",
        {"title": "Deep roots of old trees", "venue": "Springer"},
        14,
    ),
)


@parsed_cases(*CASES)
def test_an_entry_in_round_sixteens_forms_parses_to_its_fields(case: Parsed) -> None:
    check_parsed(case)
