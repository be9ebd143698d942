"""Round thirty-four's reference rules (refs34): the BibTeX styles held out in round
thirty-three (Finnish, Swedish, Dutch, Perception's), now train, by kind.

1. Swedish "och", Dutch "en" and Finnish "ja" join the last name of a list as "and" and
   Danish "og" do, also after a comma (``refnameforms.NAME_SEPARATOR``, ``LAST_JOIN``,
   the names' ends, ``refnameat._LIST_GOES_ON``); Swedish and Danish "m.fl." closes a
   list as "et al." does (``refnameforms.ET_AL``).
2. A title in curly double quotes closed by no mark, a capital after it ("“Title”
   Journal 12 1-9") or "in" and a quoted proceedings ("“Title” in “Proceedings of X”,")
   (``refparts._QUOTED_TITLE``); the quoted venue loses its quotes, a bare volume before
   bare pages goes with them (``refvenue.venue_of``, ``refvenuetail.PAGES_TAIL``).
3. Swedish "I:" and Finnish "Kirjassa" lead a venue, "ss"/"ss." its pages; a publisher
   after ", p. 5-9" goes with the pages (``refvenue``).
4. French "et collab." closes a list as "et al." does (``refnameforms.ET_AL``, the
   names' ends); a thesis's kind in another language after the title ("thèse de
   doctorat", "doktorsavhandling", "väitöskirja", "dissertatie", "ph.d.-afhandling")
   ends it, the school after it is the venue (``refforms._OTHER_THESIS``).
5. Two capitalised words after initials are one surname before a title that opens with
   a capitalised word and a number ("L. M. Leon Hilario. Over 30% …",
   ``refnameforms._PAIR_END``).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Gaiffi, Giovanni och Wadati, Miki. Human papillomavirus and papanicolaou tests "
            "to screen for cervical cancer. International Journal of Linguistics, "
            "39(2):108-124, 2014.",
            ("Giovanni Gaiffi", "Miki Wadati"),
        ),
        (
            "Beccari, G., Nucci, M. C., Taetz, Timo, och Rudolf, Petra. Rapid clearance of "
            "human papillomavirus. Annals of Materials Science, 34: 421-440, 2016.",
            ("G. Beccari", "M. C. Nucci", "Timo Taetz", "Petra Rudolf"),
        ),
        (
            "R. A. Brownlee, A. N. Gorban, ja J. Levesley. Nonequilibrium entropy limiters "
            "in lattice boltzmann methods, 2007.",
            ("R. A. Brownlee", "A. N. Gorban", "J. Levesley"),
        ),
        (
            "M. Kato, Lawrence H. Friedman, en Y. Minorikawa, 2016. Engulfment of apoptotic "
            "cells: signals for a good meal. Berlin, Wiley.",
            ("M. Kato", "Lawrence H. Friedman", "Y. Minorikawa"),
        ),
        (
            "Mishchenko, A. S., Gurvitz, S. A., Drinfeld, Vladimir, m.fl. Immune cell "
            "promotion of metastasis. Advances in Psychology, 19:205-222, 2006.",
            ("A. S. Mishchenko", "S. A. Gurvitz", "Vladimir Drinfeld"),
        ),
    ],
)
def test_nordic_and_dutch_joiners_and_mfl_close_the_list(
    text: str, authors: tuple[str, ...]
) -> None:
    reference = parse_reference(text)
    assert reference.authors == authors
    assert reference.title[:1].isupper() and not reference.title.startswith(("m.fl", "M "))


def test_a_joiner_word_inside_a_title_stays_the_titles() -> None:
    reference = parse_reference(
        "J. Smith and A. Roe. Lessons from en route flight data. Journal of Aviation, 12:1-9, 2010."
    )
    assert reference.authors == ("J. Smith", "A. Roe")
    assert reference.title == "Lessons from en route flight data"


@pytest.mark.parametrize(
    ("tail", "venue"),
    [
        ("International Journal of Cell Biology 88 23-31", "International Journal of Cell Biology"),
        (
            "in “Proceedings of the 20th Conference on Psychology”, (IEEE)",
            "Proceedings of the 20th Conference on Psychology",
        ),
        (
            "Technical Report TR-91 Stanford University",
            "Stanford University",  # the institution, not the kind (refs65)
        ),
    ],
)
def test_a_curly_quoted_title_closed_by_no_mark(tail: str, venue: str) -> None:
    reference = parse_reference(
        "Valiante E, Kato M, Veilleux S, 2009 “Cadherin activity is required for "
        f"activity-induced spine remodeling” {tail}"
    )
    assert reference.authors == ("E Valiante", "M Kato", "S Veilleux")
    assert reference.title == "Cadherin activity is required for activity-induced spine remodeling"
    assert reference.venue == venue


def test_guard_a_quoted_phrase_opening_a_title_in_small_letters_stays() -> None:
    reference = parse_reference(
        "Doe J, 2010 “We charge them” front line workers and their unions. Labour Review 3 1-9"
    )
    assert reference.title.startswith("“We charge them” front line workers")


@pytest.mark.parametrize(
    "tail",
    [
        "I: Proceedings of the 25th Conference on Earth Sciences, ss 318-336, 2000.",
        "Kirjassa Proceedings of the 25th Conference on Earth Sciences, ss. 318-336. IEEE, 2000.",
        "In Proceedings of the 25th Conference on Earth Sciences, p. 318-336. IEEE.",
    ],
)
def test_swedish_and_finnish_leads_pages_and_a_publisher_after_p(tail: str) -> None:
    reference = parse_reference(
        "E. Dalessandro and W. J. Henney. Chromatin modifying enzymes as modulators of "
        f"reprogramming. {tail}"
    )
    assert reference.title == "Chromatin modifying enzymes as modulators of reprogramming"
    assert reference.venue == "Proceedings of the 25th Conference on Earth Sciences"


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Mukhopadhyay, P., R. P. Stefanik et collab.. 2003, «Overall and cancer related "
            "mortality among patients with ocular inflammation», Neuroscience Letters, vol. 99, "
            "no 3, p. 804-820.",
            ("P. Mukhopadhyay", "R. P. Stefanik"),
        ),
        (
            "Devereaux, T. P., F. Eichstaedt, D. N. Burrows et collab.. 2009, «Wedelolactone "
            "protects human bronchial epithelial cells», dans Proceedings of the 10th "
            "Conference on Molecular Biology, p. 1-9.",
            ("T. P. Devereaux", "F. Eichstaedt", "D. N. Burrows"),
        ),
    ],
)
def test_et_collab_closes_the_list(text: str, authors: tuple[str, ...]) -> None:
    reference = parse_reference(text)
    assert reference.authors == authors
    assert reference.title.startswith(("Overall and cancer", "Wedelolactone protects"))


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Chengguang, B., J. F. Wheater et X. Liu. 1999, Temporal regulation of "
            "topoisomerase IV activity in E. coli, thèse de doctorat, University of Leeds.",
            "Temporal regulation of topoisomerase IV activity in E. coli",
            "University of Leeds",
        ),
        (
            "G. Cardella et al., 2017. The tumorigenic potential of pluripotent stem cells: "
            "What can we do to minimize it? Dissertatie, University of Leeds.",
            "The tumorigenic potential of pluripotent stem cells: What can we do to minimize it?",
            "University of Leeds",
        ),
        (
            "Thamizhavel, A. og Fall, S. M. (1996). Pregnancy in women with type 1 diabetes: "
            "have the goals been met? Ph.d.-afhandling, University of Leeds.",
            "Pregnancy in women with type 1 diabetes: have the goals been met?",
            "University of Leeds",
        ),
    ],
)
def test_a_thesis_kind_in_another_language_ends_the_title(
    text: str, title: str, venue: str
) -> None:
    reference = parse_reference(text)
    assert reference.title == title
    assert reference.venue == venue


def test_guard_a_title_about_dissertations_keeps_its_words() -> None:
    reference = parse_reference(
        "J. Smith and A. Roe. 2010. Writing the dissertatie: Dutch doctoral practice. "
        "Journal of Higher Education, 12:1-9."
    )
    assert reference.title == "Writing the dissertatie: Dutch doctoral practice"


@pytest.mark.parametrize("joiner", ["and", "ja"])
def test_a_two_word_surname_before_a_title_opening_with_a_number(joiner: str) -> None:
    reference = parse_reference(
        f"Giorgio Calucci, A. S. Mishchenko, {joiner} L. M. Leon Hilario. Over 30% efficient "
        "InGaP/GaAs tandem solar cells. Solar Energy, 12:77-88, 2011."
    )
    assert reference.authors == ("Giorgio Calucci", "A. S. Mishchenko", "L. M. Leon Hilario")
    assert reference.title == "Over 30% efficient InGaP/GaAs tandem solar cells"


def test_guard_a_short_quoted_phrase_opening_a_title_case_title_stays() -> None:
    reference = parse_reference(
        "Doe J, 2010 “Big Data” Analytics for Health. Journal of Health 3 1-9"
    )
    assert reference.title == "“Big Data” Analytics for Health"
