"""Round thirty-seven's reference rules (refs37).

1. A Turkic closing word of kin after a given-first name ("Talant Bolot uulu, Aida
   Kasymova. Title. …") is part of the name (``refnameforms._KIN``, the words of
   :data:`.namelinks.KIN_CLOSERS`), not the title's first word.
2. A thesis's kind before the comma ahead of the title's last one takes the school and
   its place after it ("…, Ph.D. dissertation, Stanford, CA, 2010."): the title ends
   before the kind, the school is the venue (``refthesis._thesis_school``).
3. Kinds printed with no comma (International Journal of Quantum Chemistry's numbered
   style, ``refbare``): a report's kind and number run on after its title ("Title
   Tech. Rep. TR-22 University of Leeds 2011."), a thesis's kind after a semicolon
   ("Title; Ph.D. thesis University of Toronto 2011."), a proceedings' name where the
   entry prints no title ("Proceedings of the 40th Conference on Physics. 1995; p.
   137.").
4. Names surname first with no comma (the Russian school's): a whole given name and
   initials after the surname ("Yurkin Maxim A.", "Kosovtsov Yu. N."; form ``e``),
   before the list's next separator or, after the last initial, the title; where a
   list holds such a name or "Padovani P.", its two-word names are surname first
   ("Streinu Ileana" → "Ileana Streinu", ``refsurnamefirst``); ", others" closes a list.
5. ``refsplit``'s split into ``refnumbered`` and ``refblocklines`` keeps its names
   (controls: pass on the base too).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference

_JOURNAL = " Journal of Limnology, 12(3):45-67, 2019."


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Talant Bolot uulu, Aida Kasymova. A study of mountain lakes." + _JOURNAL,
            ("Talant Bolot uulu", "Aida Kasymova"),
        ),
        (
            "Aida Kasymova and Talant Bolot uulu. A study of mountain lakes." + _JOURNAL,
            ("Aida Kasymova", "Talant Bolot uulu"),
        ),
        ("Talant Bolot uulu. A study of mountain lakes." + _JOURNAL, ("Talant Bolot uulu",)),
        (
            "Aigerim Nurlan kyzy, Jane Doe, and Ruth Miller. A study of mountain lakes." + _JOURNAL,
            ("Aigerim Nurlan kyzy", "Jane Doe", "Ruth Miller"),
        ),
    ],
)
def test_a_word_of_kin_closes_a_given_first_name(text: str, authors: tuple[str, ...]) -> None:
    ref = parse_reference(text)
    assert ref.authors == authors
    assert ref.title == "A study of mountain lakes"
    assert ref.venue == "Journal of Limnology"


def test_control_given_first_names_without_kin_read_as_before() -> None:
    ref = parse_reference("Jane Doe, John Smith. A study of mountain lakes." + _JOURNAL)
    assert ref.authors == ("Jane Doe", "John Smith")
    assert ref.title == "A study of mountain lakes"


def test_control_a_lower_case_word_after_a_name_that_is_no_kin_stays_the_title() -> None:
    ref = parse_reference("Jane Doe, uulu lakes of the mountains." + _JOURNAL)
    assert "uulu" not in " ".join(ref.authors)


def test_a_thesis_s_school_and_its_place_after_the_kind() -> None:
    ref = parse_reference("Smith, J. A study of things, Ph.D. dissertation, Stanford, CA, 2010.")
    assert ref.title == "A study of things"
    assert ref.venue == "Stanford"
    assert ref.year == 2010


def test_control_a_thesis_s_school_after_the_last_comma_as_before() -> None:
    ref = parse_reference("Smith, J. A study of many things, PhD thesis, ETH Zurich, 2010.")
    assert ref.title == "A study of many things"
    assert ref.venue == "ETH Zurich"


def test_control_a_thesis_s_unnamed_pieces_make_no_school() -> None:
    ref = parse_reference("Smith, J. A study of things, Ph.D. thesis, unpublished, draft, 2010.")
    assert "unpublished" not in ref.venue and "draft" not in ref.venue


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Tiwari, S. C. Viable neutrophils release mitochondrial DNA to form traps Tech. "
            "Rep. TR-22 University of Leeds 2011.",
            "Viable neutrophils release mitochondrial DNA to form traps",
            "University of Leeds",
        ),
        (
            "Aebi, P.; Abuhlail, J. Y.; Ritter, G. Evaluating the impact of pharmacists in "
            "mental health: a systematic review Tech. Rep. TR-81 Stanford University 1999.",
            "Evaluating the impact of pharmacists in mental health: a systematic review",
            "Stanford University",
        ),
        (
            "Takahashi, R.; Seo, W.-S. Trichome birefringence and its homolog encode "
            "plant-specific proteins in Arabidopsis; Ph.D. thesis University of Toronto 2011.",
            "Trichome birefringence and its homolog encode plant-specific proteins in Arabidopsis",
            "University of Toronto",
        ),
        (
            "Fall, S. M.; Kuch, W.; et al. Proceedings of the 40th Conference on Electrical "
            "Engineering. 1995; p. 137.",
            "",
            "Proceedings of the 40th Conference on Electrical Engineering",
        ),
        (
            "Pan, H. Proceedings of the 29th Conference on Mechanical Engineering. 1999; "
            "pp. 375-380.",
            "",
            "Proceedings of the 29th Conference on Mechanical Engineering",
        ),
    ],
)
def test_kinds_printed_with_no_comma(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert ref.title == title
    assert ref.venue == venue


def test_control_a_proceedings_with_its_title_keeps_it() -> None:
    ref = parse_reference(
        "Doe, J. A study of things. In Proceedings of the 40th Conference on Physics, "
        "pp. 10-20, 2001."
    )
    assert ref.title == "A study of things"


def test_control_a_title_ending_in_tech_without_a_report_keeps_it() -> None:
    ref = parse_reference("Doe, J. The rise of high tech. Journal of Things, 12, 1-9, 2001.")
    assert ref.title == "The rise of high tech"


def test_control_refsplit_keeps_its_names() -> None:
    from tapyre_paper_search.pdf import refsplit

    text = "[12] J. Doe. Title. Journal, 2001."
    match = refsplit.NUMBER.match(text)
    assert match is not None and refsplit.number_value(match) == 12
    assert refsplit.number_shape(match) == "1"
    assert refsplit.runs_on("Journal of,") and not refsplit.runs_on("2001.")
    assert refsplit.LABEL.match("[Knu84] D. Knuth.") is not None


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Yurkin Maxim A., Gahler Franz, Berger H. The evolution of dominance // "
            "Proceedings of the 31st Conference on Engineering. 2001. 12-19.",
            ("Maxim A. Yurkin", "Franz Gahler", "H. Berger"),
            "The evolution of dominance",
        ),
        (
            "Kosovtsov Yu. N., Jia Ying, Worseck G. Structural overview of receptors // "
            "Reviews in Biology. 2001. 1-9.",
            ("Yu. N. Kosovtsov", "Ying Jia", "G. Worseck"),
            "Structural overview of receptors",
        ),
        (
            "Drinfeld Vladimir, Shu Zhan, Robertson John W. Tolerance rather than immunity "
            "// Reviews in Neuroscience. 2018. 114, 9.",
            ("Vladimir Drinfeld", "Zhan Shu", "John W. Robertson"),
            "Tolerance rather than immunity",
        ),
        (
            "Streinu Ileana, Padovani P. Human artificial chromosomes // Public Health "
            "Research. 2023. 111. 759.",
            ("Ileana Streinu", "P. Padovani"),
            "Human artificial chromosomes",
        ),
        (
            "Zapata Jose A., Wang J., Gourgoulhon Eric, others . Protein kinase in the heart. "
            "2009.",
            ("Jose A. Zapata", "J. Wang", "Eric Gourgoulhon"),
            "Protein kinase in the heart",
        ),
    ],
)
def test_names_surname_first_with_no_comma(text: str, authors: tuple[str, ...], title: str) -> None:
    ref = parse_reference(text)
    assert ref.authors == authors
    assert ref.title == title


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("Jane Doe, John Smith. A study of lakes." + _JOURNAL, ("Jane Doe", "John Smith")),
        ("Doe, J., Jane Roe. A study of lakes." + _JOURNAL, ("J. Doe", "Jane Roe")),
        ("J. Doe, Jane Roe. A study of lakes." + _JOURNAL, ("J. Doe", "Jane Roe")),
    ],
)
def test_control_given_first_two_word_names_stay(text: str, authors: tuple[str, ...]) -> None:
    assert parse_reference(text).authors == authors
