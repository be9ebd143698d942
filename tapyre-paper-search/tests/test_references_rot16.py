"""Reference entries in the forms of round sixteen's held-out styles, rotated to train.

An author-year form that sets its year in brackets and then a comma, and every part
after it apart by commas ("Aebi, P., and L. Rebull (2002), Title, Journal, 49(8),
99–104, doi:…"); its books and theses end in a publisher or a school.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def test_a_year_in_brackets_then_a_comma_sets_the_parts_apart_by_commas() -> None:
    entry = parse_reference(
        "Aebi, P., L. M. Rebull, H. Cercellier, and G. Calucci (2002), Genome-wide "
        "identification of genes regulated by the transcription factor spx in bacillus "
        "subtilis, Annals of Marine Chemistry, 49(8), 99–104, doi:10.9445/x494196.",
        1,
    )
    assert entry.authors == ("P. Aebi", "L. M. Rebull", "H. Cercellier", "G. Calucci")
    assert entry.title == (
        "Genome-wide identification of genes regulated by the transcription factor spx "
        "in bacillus subtilis"
    )
    assert entry.venue == "Annals of Marine Chemistry"
    assert (entry.year, entry.doi) == (2002, "10.9445/x494196")
    # a title with a comma of its own keeps it: the venue is the piece before the volume
    one = parse_reference(
        "Hergenrother, C. W. (2010), Agdscam, a hypervariable immunoglobulin receptor of "
        "the innate immune system, Advances in Internal Medicine, 70, 313–318.",
        2,
    )
    assert (
        one.title == "Agdscam, a hypervariable immunoglobulin receptor of the innate immune system"
    )
    assert one.venue == "Advances in Internal Medicine"


def test_a_book_in_the_comma_form_leaves_its_publisher_out_of_the_title() -> None:
    entry = parse_reference(
        "Bossert, M. (2023), High-intensity functional exercise for older persons: a "
        "randomised controlled trial, MIT Press, Berlin.",
        3,
    )
    assert (
        entry.title
        == "High-intensity functional exercise for older persons: a randomised controlled trial"
    )
    thesis = parse_reference(
        "Grozman, P., and N. Akman (2007), Trichome birefringence and its homolog encode "
        "plant-specific proteins, Ph.D. thesis, ETH Zurich, doi:10.9812/x580249.",
        4,
    )
    assert thesis.title == "Trichome birefringence and its homolog encode plant-specific proteins"
    assert thesis.authors == ("P. Grozman", "N. Akman")


def test_a_year_in_brackets_with_no_comma_after_it_keeps_the_sentence_form() -> None:
    entry = parse_reference(
        "Lee, A. (2001) Deep roots of trees. Journal of Forests, 12, 45–67.",
        5,
    )
    assert entry.title == "Deep roots of trees"
    assert entry.venue == "Journal of Forests"


def test_a_volume_with_no_comma_before_it_and_pp_after_it_is_no_part_of_the_venue() -> None:
    entry = parse_reference(
        "M. Pitkin and R. K. Dumas, “Role of rhoa-specific exchange factors in "
        "endomitosis,” Information Systems Research 117, pp. 556-565, 2007.",
        6,
    )
    assert entry.title == "Role of rhoa-specific exchange factors in endomitosis"
    assert (entry.venue, entry.year) == ("Information Systems Research", 2007)
    issue = parse_reference(
        "P. Virnau, “Gut diversity and arterial stiffness in women,” Advances in "
        "Astronomy 83(7), pp. 477–481, 2002.",
        7,
    )
    assert issue.venue == "Advances in Astronomy"


def test_a_place_and_publisher_or_a_school_after_a_thesis_leave_the_title() -> None:
    book = parse_reference(
        "Choie, Y., B. Holst, and C. Zhuang (2019) A direct role for IFN-gamma in "
        "regulation of Th1 cell development, Berlin: MIT Press",
        8,
    )
    assert book.title == "A direct role for IFN-gamma in regulation of Th1 cell development"
    assert book.authors == ("Y. Choie", "B. Holst", "C. Zhuang")
    thesis = parse_reference(
        "Fall, S. M., and D. K. Campbell (2005) Methylphenidate-induced erections in a "
        "prepubertal child, Ph.D. thesis, Stanford University",
        9,
    )
    assert thesis.title == "Methylphenidate-induced erections in a prepubertal child"


def test_a_publisher_place_and_year_after_a_title_set_apart_by_commas() -> None:
    book = parse_reference(
        "F. Schoeier and W.-S. Seo, Detection of sweet and umami taste in the absence of "
        "taste receptor T1r3, Wiley, New York, 2004.",
        10,
    )
    assert book.title == (
        "Detection of sweet and umami taste in the absence of taste receptor T1r3"
    )
    assert (book.venue, book.year) == ("Wiley", 2004)
    # a journal followed by its year alone stays the venue
    paper = parse_reference("A. Lee, Deep roots of old trees, Nature Physics, 2006.", 11)
    assert (paper.title, paper.venue) == ("Deep roots of old trees", "Nature Physics")


def test_a_titles_capitalised_tail_before_a_journal_and_its_year_is_no_publisher() -> None:
    paper = parse_reference("A. Lee, Lectures on physics, Volume One, Nature Physics, 2004.", 12)
    assert (paper.title, paper.venue) == ("Lectures on physics, Volume One", "Nature Physics")
    part = parse_reference("A. Lee, Climate in Europe and Asia, Part II, Science, 2004.", 13)
    assert part.venue == "Science"
    book = parse_reference("A. Lee, Deep roots of old trees, Springer, Berlin, 2004.", 14)
    assert (book.title, book.venue) == ("Deep roots of old trees", "Springer")
