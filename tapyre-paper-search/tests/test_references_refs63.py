"""References, round 63 (refs63): train leftovers of refs61 and refs62.

A given name after a surname-first name's initials before a year in brackets and a
stop ("Shekar, N. V. Chandra (2014). Title. Journal"), camel-cased given names in slash
lists ("Choie, YoungJu/Lee, JeongHo", "… / HongSheng Zhao"), a slash list's first name
with initials printed with no stop ("Tiwari, S C/Xiao-Lin Chen"), and a book's title
with a stop inside before its imprint ("Title. The Arkhangelsk study 2000 (MIT Press,
Cambridge, MA, 2010).").  Each test names the kind it covers; the "control" tests pass
on base too and hold right readings right.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from test_references_refs61 import _reference_pdf

_ENTRIES = (
    (
        "Shekar, N. V. Chandra (2014). Impaired awareness of hypoglycaemia: a review.",
        "In: Annals of Astronomy 9: 12, 385-395.",
    ),
    (
        "Raymond, Jack/A. H. Castro Neto/ HongSheng Zhao/Ivan K. Schuller (2006). Mice",
        "deficient in CD4 T cells. In: Proceedings of the 13th Conference on Neuroscience.",
    ),
    (
        "Tiwari, S C/Xiao-Lin Chen/Luca Amendola (2005). Changes in the prevalence of",
        "cerebral palsy. In: Data Science Letters 15: 11, 649-669.",
    ),
    (
        "Kiss, B. & Nagy, C. Mortality and risk factors. The Arkhangelsk study 2000",
        "(MIT Press, Cambridge, MA, 2010).",
    ),
)


def test_given_names_after_initials_camel_case_bare_initials_and_a_stop_in_a_title_in_a_pdf(
    tmp_path: Path,
) -> None:
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _ENTRIES), ocr=None).references
    assert [r.authors for r in refs] == [
        ("N. V. Chandra Shekar",),
        ("Jack Raymond", "A. H. Castro Neto", "HongSheng Zhao", "Ivan K. Schuller"),
        ("S. C. Tiwari", "Xiao-Lin Chen", "Luca Amendola"),
        ("B. Kiss", "C. Nagy"),
    ]
    assert [r.title for r in refs] == [
        "Impaired awareness of hypoglycaemia: a review",
        "Mice deficient in CD4 T cells",
        "Changes in the prevalence of cerebral palsy",
        "Mortality and risk factors. The Arkhangelsk study 2000",
    ]
    assert [r.year for r in refs] == [2014, 2006, 2005, 2010]
    assert [r.venue for r in refs][:3] == [
        "Annals of Astronomy",
        "Proceedings of the 13th Conference on Neuroscience",
        "Data Science Letters",
    ]


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        # a given name after initials, then a whole title sentence and the venue
        (
            "Rao, A. V. Gopala (2011). Strategies of cheater control. Journal of Botany 9, 1-9.",
            ("A. V. Gopala Rao",),
            "Strategies of cheater control",
        ),
        # the same as the list's last name
        (
            "Roe, B. and Shekar, N. V. Chandra (2014). Growth of street trees. Urban"
            " Letters 9, 1-9.",
            ("B. Roe", "N. V. Chandra Shekar"),
            "Growth of street trees",
        ),
        # before "and" or "&" and another surname-first name
        (
            "Shekar, N. V. Chandra and Doe, J. (2014): Growth of street trees. Urban"
            " Letters 9, 1-9.",
            ("N. V. Chandra Shekar", "J. Doe"),
            "Growth of street trees",
        ),
        (
            "Roe, B., Shekar, N. V. Chandra & Doe, J. (2014). Growth of street trees. Urban"
            " Letters 9, 1-9.",
            ("B. Roe", "N. V. Chandra Shekar", "J. Doe"),
            "Growth of street trees",
        ),
        # camel-cased given names in a surname-first slash list
        (
            "Choie, YoungJu/Lee, JeongHo (2006). Growth of street trees. Urban Letters 9, 1-9.",
            ("YoungJu Choie", "JeongHo Lee"),
            "Growth of street trees",
        ),
        # and given first after a surname-first name
        (
            "Choie, YoungJu/JeongHo Lee (2006). Growth of street trees. Urban Letters 9, 1-9.",
            ("YoungJu Choie", "JeongHo Lee"),
            "Growth of street trees",
        ),
        # a first name's lone initial with no stop before the slash
        (
            "Tiwari, S/Xiao-Lin Chen (2005). Growth of street trees. Urban Letters 9, 1-9.",
            ("S. Tiwari", "Xiao-Lin Chen"),
            "Growth of street trees",
        ),
    ],
)
def test_names_of_the_kinds(text: str, authors: tuple[str, ...], title: str) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


def test_a_book_s_title_with_a_stop_before_its_imprint() -> None:
    ref = parse_reference(
        "Doe, J. Mortality and risk factors. The Arkhangelsk study (Wiley, Berlin, 1996)."
    )
    assert (ref.title, ref.venue, ref.year) == (
        "Mortality and risk factors. The Arkhangelsk study",
        "",
        1996,
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # only the venue after the year: "Evolution" stays a one-word title
        (
            "Doe, J. A. Evolution (2010). Journal of Botany 9, 1-9.",
            "Evolution",
            "Journal of Botany",
        ),
        # a venue's abbreviations after the year, or a volume after the stop
        ("Doe, J. A. Evolution (2010). J. Bot. 9, 1-9.", "Evolution", "J. Bot"),
        (
            "Doe, J. A. Evolution (2010). Journal of Botany. 9, 1-9.",
            "Evolution",
            "Journal of Botany",
        ),
        # an article's bracket holds its year alone: the sentence is the journal
        (
            "Doe, J. Mortality and risk factors. Journal of Botany 9, 1-9 (2010).",
            "Mortality and risk factors",
            "Journal of Botany",
        ),
        # a proceedings' pages after its imprint
        (
            "Doe, J. Mortality and risk factors. in Proceedings of the Conference (ACM,"
            " 2002), 227-238.",
            "Mortality and risk factors",
            "Proceedings of the Conference",
        ),
        # a kind's words after the stop
        (
            "Doe, J. Mortality and risk factors. PhD thesis (ETH Zurich, 2005).",
            "Mortality and risk factors",
            "ETH Zurich",  # the school, not the kind (refs65)
        ),
    ],
)
def test_control_a_one_word_title_and_venues_after_a_stop(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_a_word_after_initials_before_a_colon_opens_the_title() -> None:
    # one name, its surname no listed word: the word after its initials, no common
    # given name, is the title's first
    ref = parse_reference(
        "Åström, B. Nanotoxicology: An Emerging Discipline Evolving from Studies of"
        " Ultrafine Particles. Computer Science Research 83, 354-361 (2007)."
    )
    assert ref.authors == ("B. Åström",)
    assert ref.title.startswith("Nanotoxicology: An Emerging")


def test_control_a_common_given_name_after_initials_or_alone_before_a_colon() -> None:
    assert parse_reference("Fall, S. Michael: Type 2 studies. Journal 9, 1-9").authors == (
        "S. Michael Fall",
    )
    assert parse_reference("Åström, Björn: Type 2 studies. Journal 9, 1-9").authors == (
        "Björn Åström",
    )


def test_a_suffix_in_the_surname_place_after_a_comma_among_surname_first_pairs() -> None:
    ref = parse_reference(
        "Chengguang, Bao, Praszalowicz, Michal, II, Neal J. Evans, Wirth, Jens, and Dubois,"
        " François (2021): Comparisons between regimens. Journal of Things 9, 1-9."
    )
    assert ref.authors == (
        "Bao Chengguang",
        "Michal Praszalowicz",
        "Neal J. Evans II",
        "Jens Wirth",
        "François Dubois",
    )


def test_control_a_suffix_after_the_first_name_before_given_first_names() -> None:
    ref = parse_reference(
        "Ford, Henry, III, Ann Lee, Bo Chen, and Carl Poe. 2010. Comparisons between"
        " regimens. Journal of Things 9, 1-9."
    )
    assert ref.authors == ("Henry Ford III", "Ann Lee", "Bo Chen", "Carl Poe")
