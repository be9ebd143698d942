"""Reference parsing: mixed name forms in comma-only lists, groups that end a list,
old-form arXiv archives, field-named journals and publishers after venues (review19)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refmarks import ARXIV_ARCHIVES


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        ("J. Smith, Ann Lee, Deep networks for retrieval, J. Mach. Learn. Res. 12 (2011) 1-20.",
         ("J. Smith", "Ann Lee"), "Deep networks for retrieval"),
        ("J. Smith, A. Lee, Bo Kim, Deep networks for retrieval, J. Mach. Learn. Res. 12 (2011) "
         "1-20.", ("J. Smith", "A. Lee", "Bo Kim"), "Deep networks for retrieval"),
        ("Smith J, Ann Lee, Deep networks for retrieval, Nature 12 (2011) 1-20.",
         ("J Smith", "Ann Lee"), "Deep networks for retrieval"),
        ("J. Smith, Ann Lee, Carl Berg, Neural codes, Neuron 3 (2019) 1-9.",
         ("J. Smith", "Ann Lee", "Carl Berg"), "Neural codes"),
        ("J. Doe, Ann Lee, Neural search. Nature 3 (2019) 1-9.", ("J. Doe", "Ann Lee"),
         "Neural search"),
        # guards: two capitalised words that are the title (the venue or no name after)
        ("A. M. Uranga, C. Charmousis, Rembrandt Scholz, Chem. Res. 31 (1998) 737-741.",
         ("A. M. Uranga", "C. Charmousis"), "Rembrandt Scholz"),
        ("S. C. Tiwari, L. Liptak, Nuclear Receptors, RXR, and the Big Bang, Int. J. Phys., 2006.",
         ("S. C. Tiwari", "L. Liptak"), "Nuclear Receptors, RXR, and the Big Bang"),
        ("A. Smith, Advanced Human Nutrition, Public Health Res. 3 (2009) 1-9.", ("A. Smith",),
         "Advanced Human Nutrition"),
        ("J. Smith, A. Lee, Graph Neural Networks, Neural Comput. 12 (2011) 1-20.",
         ("J. Smith", "A. Lee"), "Graph Neural Networks"),
        # guards: "and" after a Vancouver-like title word with no group after it
        ("Smith J, Lee A, Hepatitis B and C in Europe. Lancet. 2019;12(3):1-9.",
         ("J Smith", "A Lee"), "Hepatitis B and C in Europe"),
        ("Smith J, Lee A, Vitamin D and bone health. BMJ. 2019;12:1-9.", ("J Smith", "A Lee"),
         "Vitamin D and bone health"),
    ],
)  # fmt: skip
def test_a_comma_only_list_keeps_names_in_another_form_and_its_title_words(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    parsed = parse_reference(text)
    assert (parsed.authors, parsed.title) == (authors, title)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Smith J, Lee A and the CONSORT Group. Reporting trials. BMJ. 2010;340:c332.",
         "Reporting trials"),
        ("Smith J, Lee A & others. Cohort profile. Int J Epidemiol. 2013;42:111-27.",
         "Cohort profile"),
        ("Smith J, Lee A and WHO Working Group. Cohort profile. Int J Epidemiol. 2013;42:1-9.",
         "Cohort profile"),
        ("Smith J, Lee A, and the ALSPAC Study Team. Cohort profile. Int J Epidemiol. 2013.",
         "Cohort profile"),
    ],
)  # fmt: skip
def test_a_group_after_the_last_name_ends_the_list(text: str, title: str) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == ("J Smith", "A Lee")
    assert parsed.title == title


@pytest.mark.parametrize(
    ("text", "arxiv_id"),
    [
        ("A. Smith, Units and/0601001 ratio (2006).", ""),
        ("A. Smith, Data, doc/9901001 in archive, 2006.", ""),
        ("A. Smith, Solitons, solv-int/9701001 (1997).", "solv-int/9701001"),
        ("A. Smith, Glasses, cond-mat.dis-nn/0601001 (2006).", "cond-mat.dis-nn/0601001"),
        ("A. Smith, Parsing, cmp-lg/9601001 (1996).", "cmp-lg/9601001"),
        ("A. Smith, Lattice, math/0601001.", "math/0601001"),
    ],
)
def test_only_arxiv_archives_name_old_form_ids(text: str, arxiv_id: str) -> None:
    assert parse_reference(text).arxiv_id == arxiv_id


def test_the_archive_list_holds_todays_and_the_old_subject_archives() -> None:
    assert {"hep-th", "astro-ph", "cs", "eess", "chao-dyn", "alg-geom"} <= ARXIV_ARCHIVES
    assert not {"and", "doc", "see"} & ARXIV_ARCHIVES


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # a field-named sentence with a journal after it is the title's
        ("Doe, J. (2019). Neural search. Advances in Retrieval Methods. Journal of AI, 3, 1-9.",
         "Neural search. Advances in Retrieval Methods", "Journal of AI"),
        # with no venue after it, it is the journal (guards)
        ("Doe, J. (2019). Neural search. Advances in Retrieval Methods.", "Neural search",
         "Advances in Retrieval Methods"),
        ("Doe J. Neural search. Trends in Cell Biology. 2019;12:1-9.", "Neural search",
         "Trends in Cell Biology"),
        ("Doe, J. (2019). Neural search. Reviews in Cell Biology. Morgan Kaufmann.",
         "Neural search", "Reviews in Cell Biology. Morgan Kaufmann"),
        # a publisher after the venue is no part of it
        ("Doe, J. (2019). Learning to parse. Machine Learning Research. Berlin, Heidelberg: "
         "Springer.", "Learning to parse", "Machine Learning Research"),
        ("Doe, J. (2019). Learning to parse. Machine Learning Research. Cambridge University "
         "Press.", "Learning to parse", "Machine Learning Research"),
        ("Doe, J. (2019). Learning to parse. Annals of Immunology. AAAI Press.",
         "Learning to parse", "Annals of Immunology"),
        ("Doe, J. (2019). Learning to parse. Mol. Biol. Lett.. CRC Press.", "Learning to parse",
         "Mol. Biol. Lett"),
        # guard: a school's word inside the venue's own name stays
        ("Doe, J. (2019). Learning to parse. Journal of the Royal Institute of Philosophy.",
         "Learning to parse", "Journal of the Royal Institute of Philosophy"),
    ],
)  # fmt: skip
def test_a_field_named_sentence_or_a_publisher_after_the_venue_is_no_title_or_venue(
    text: str, title: str, venue: str
) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)
