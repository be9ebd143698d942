"""What follows a references entry's title or venue: publishers in brackets, arXiv ids."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def test_a_publisher_in_brackets_after_another_bracket_leaves_the_venue() -> None:
    parsed = parse_reference(
        "A. Lee, Growth of trees, in Proceedings of the 7th Conference (ICML) (ACM, 2011) pp. 3-9."
    )
    assert (parsed.title, parsed.venue) == (
        "Growth of trees",
        "Proceedings of the 7th Conference (ICML)",
    )


def test_a_new_form_arxiv_id_printed_alone_is_the_id_not_the_venue() -> None:
    parsed = parse_reference("Pérez, M. Á. Reciprocal symmetry of oscillators (2007). 0704.0153.")
    assert (parsed.title, parsed.venue, parsed.arxiv_id) == (
        "Reciprocal symmetry of oscillators",
        "",
        "0704.0153",
    )


def test_a_title_ending_with_arxiv_and_a_word_keeps_them() -> None:
    parsed = parse_reference("J. Doe, Recommending papers, arXiv digests, 2019.")
    assert parsed.title == "Recommending papers, arXiv digests"
    # an arXiv id after the title's comma still leaves it
    parsed = parse_reference("J. Doe. Handbook of things, arXiv preprint arXiv:0704.0169, 2007.")
    assert (parsed.title, parsed.arxiv_id) == ("Handbook of things", "0704.0169")
    parsed = parse_reference("J. Doe. Handbook of things, arXiv preprint, 2007.")
    assert parsed.title == "Handbook of things"
