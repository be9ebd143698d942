"""Round forty-six's reference rules (refs46).

1. A full stop after the bracketed year, the title closed by a comma, the journal's
   numbers after its name with no comma (as dcu prints them): "Doe, J. & Roe, A.
   (2007). Title, Journal 51(1): 507-528." and "(2020). Title, Proceedings of X,
   Springer, pp. 170-174." -- title and venue split (``refcommavenue.stop_comma_venue``).
2. A publisher is no journal: "…, Oxford University Press, 2, 45." is not read as a
   journal's volume and pages (``refcommavenue._journal_split``).
3. A single-quoted title with no numbers after its venue gives the venue's text, as the
   general reading does (``refquotedtitle.year_quoted_title`` gave an empty venue).
4. A line-end hyphen in an entry between two words the paper writes alone and never
   closed is kept: "redox-" / "inducible" (``refalonebreaks.alone_breaks``).
5. A publisher's acronym run on after a proceedings' name ("… on Psychology IEEE pp.
   576-579", as ajl prints it) is cut, unless it spells the name's initials
   (``refacronyms.without_run_on_acronym``, from ``refquotedtitle`` and the end of
   ``refentry._parts``: ijqc's "Proceedings of X on Oncology ACM. 2004; p. 358.").
6. A title closed by a question mark right before "In Proceedings of X" ends there,
   the proceedings its venue (``refparts._IN_PROCEEDINGS``).
7. Swedish and Danish "m.fl." ends a name given first as "et al." does ("Lei Shan
   m.fl. Title": the name was read as the title's; ``refnameforms._END``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.docwords import DocumentWords
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text
from tapyre_paper_search.pdf.words import LazyVocabulary


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Wen, H.-H., Monney, C. & Bruchhausen, A. (2004). Rembrandt scholz, Annals of"
            " Chemistry 115(7): 702-724.",
            "Rembrandt scholz",
            "Annals of Chemistry",
        ),
        (
            "Dai, H., Liu, X. et al. (2006). Comparison of clomiphene citrate, metformin, or"
            " both for ovulation induction, Annals of Electrical Engineering 54: 816-830.",
            "Comparison of clomiphene citrate, metformin, or both for ovulation induction",
            "Annals of Electrical Engineering",
        ),
        (
            "Rezzolla, L. & Kaupuzs, J. (2020). Musculoskeletal pain in europe: its impact"
            " on treatment, Proceedings of the 37th Conference on Epidemiology, pp. 170-174.",
            "Musculoskeletal pain in europe: its impact on treatment",
            "Proceedings of the 37th Conference on Epidemiology",
        ),
        (
            "Chang, C.-H. & Zhuang, C. (2024). Using structural information to change the"
            " specificity, Proceedings of the 32nd Conference on Mechanical Engineering,"
            " Springer, pp. 302-322.",
            "Using structural information to change the specificity",
            "Proceedings of the 32nd Conference on Mechanical Engineering",
        ),
    ],
)
def test_stop_after_the_year_and_numbers_after_the_journal(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_stop_form_keeps_names_and_year() -> None:
    ref = parse_reference(
        "Stroeer, A. & Su, H. (2013). Incidence of metastases, Reviews in Medicine 106(4): 885-898."
    )
    assert (ref.authors, ref.year, ref.title) == (
        ("A. Stroeer", "H. Su"),
        2013,
        "Incidence of metastases",
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # control: a thesis after the title's comma is read as before
        (
            "Racusin, J. & Valsakumar, M. C. (2006). Familial risk of tumors, PhD thesis,"
            " University of Toronto.",
            "Familial risk of tumors",
            "University of Toronto",
        ),
        # control: a title closed by a full stop keeps the general reading
        (
            "Doe, J. (2001). Why prices rise. Journal of Economics 5(2): 1-10.",
            "Why prices rise",
            "Journal of Economics",
        ),
    ],
)
def test_control_stop_form_others_unchanged(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_a_publisher_is_no_journal() -> None:
    ref = parse_reference("Roe, A. (2005) Trade and prices, Oxford University Press, 2, 45.")
    assert (ref.title, ref.venue) == ("Trade and prices, Oxford University Press, 2, 45", "")


def test_control_a_journal_before_its_numbers_still_read() -> None:
    ref = parse_reference("Roe, A. (2005) Trade and prices, Journal of Trade, 2, 45.")
    assert (ref.title, ref.venue) == ("Trade and prices", "Journal of Trade")


@pytest.mark.parametrize(
    ("text", "authors", "venue"),
    [
        (
            "Doe J, AB Roe, & C Poe 2000 ‘Trade and growth’ Journal of Things.",
            ("J Doe", "AB Roe", "C Poe"),
            "Journal of Things",
        ),
        (
            "Doe J & AB Roe 2000 ‘Trade and growth’ New York: Springer.",
            ("J Doe", "AB Roe"),
            "New York: Springer",
        ),
    ],
)
def test_quoted_title_gives_its_venue_with_no_numbers_after(
    text: str, authors: tuple[str, ...], venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (authors, "Trade and growth", venue)


def test_control_quoted_title_with_numbers_read_as_before() -> None:
    ref = parse_reference("Doe J 2000 ‘Trade and growth’ Journal of Things 5:1-9.")
    assert (ref.authors, ref.title, ref.venue) == (
        ("J Doe",),
        "Trade and growth",
        "Journal of Things",
    )


# 4. A line-end hyphen in an entry between two words the paper writes alone in its
#    running text, never closed, is kept (``refalonebreaks.alone_breaks``, from
#    ``refpieces.entry_text``): the entry's line-end rule had no paper's words.
_PAGE = (
    "Cells respond to the redox stress. Expression of these inducible proteins is"
    " controlled by stress and by heat.\nA psychobio-\nlogical view of Schu-\nmacher."
    " Either precondition or postcondition hearts."
)
_WORDS = DocumentWords(set(), LazyVocabulary([_PAGE]), (_PAGE,))


@pytest.mark.parametrize(
    ("head", "tail", "text"),
    [
        (
            "Doe, J. (2001). The soxr protein triggers redox-",
            "inducible expression. J. Bact. 5: 1-9.",
            "Doe, J. (2001). The soxr protein triggers redox-inducible expression. J. Bact."
            " 5: 1-9.",
        ),
        (
            "Doe, J. (2001). The stress-",
            "inducible genes. J. Bact. 5: 1-9.",
            "Doe, J. (2001). The stress-inducible genes. J. Bact. 5: 1-9.",
        ),
    ],
)
def test_hyphen_kept_between_two_words_the_paper_writes_alone(
    head: str, tail: str, text: str
) -> None:
    assert entry_text([head, tail], _WORDS) == text


@pytest.mark.parametrize(
    ("head", "tail", "text"),
    [
        # control: pieces the paper has only at a line's edge are joined
        (
            "Doe, J. (2001). Psychobio-",
            "logical factors. J. Bact. 5: 1-9.",
            "Doe, J. (2001). Psychobiological factors. J. Bact. 5: 1-9.",
        ),
        # control: a surname broken at a line end is joined
        (
            "Schu-",
            "macher, M. (2001). Factors. J. Bact. 5: 1-9.",
            "Schumacher, M. (2001). Factors. J. Bact. 5: 1-9.",
        ),
        # control: a word the paper writes closed is joined, as the paper writes it
        (
            "Doe, J. (2001). Sphingosine can post-",
            "condition heart. J. Bact. 5: 1-9.",
            "Doe, J. (2001). Sphingosine can postcondition heart. J. Bact. 5: 1-9.",
        ),
    ],
)
def test_control_other_breaks_read_as_before(head: str, tail: str, text: str) -> None:
    assert entry_text([head, tail], _WORDS) == text


# 5. A publisher's acronym run on after a proceedings' name in ajl's form is cut where
#    its letters are no initials of the name's words (``refacronyms``).
@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Rubin B, J Clark, & A Soleiman 2006 ‘Prostaglandin e2 as an inhibitory"
            " modulator of fibrogenesis’ in Proceedings of the 5th Conference on Psychology"
            " IEEE pp. 576-579 doi:10.1793/x786472.",
            "Proceedings of the 5th Conference on Psychology",
        ),
        (
            "Molodtsov SV & JO Eeg 2010 ‘Biochemical analysis of tssk’ in Proceedings of"
            " the 33rd Conference on Astronomy ACM pp. 554-568.",
            "Proceedings of the 33rd Conference on Astronomy",
        ),
    ],
)
def test_run_on_publisher_acronym_cut_from_a_proceedings_name(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    "venue",
    [
        # controls: a name's own acronym, an acronym after "the" or after capitals
        "Proceedings of the International Conference on Machine Learning ICML",
        "Proceedings of the IEEE",
        "Proceedings of the ACM SIGMOD",
    ],
)
def test_control_acronyms_of_the_name_kept(venue: str) -> None:
    ref = parse_reference(f"Doe J & AB Roe 2006 ‘Trade and growth’ in {venue} pp. 1-9.")
    assert (ref.title, ref.venue) == ("Trade and growth", venue)


def test_run_on_publisher_acronym_cut_in_the_general_reading() -> None:
    ref = parse_reference(
        "El, G. A.; Herzog, J.; Bertulani, C. A. Proceedings of the 31st Conference on"
        " Oncology ACM. 2004; p. 358."
    )
    assert ref.venue == "Proceedings of the 31st Conference on Oncology"


def test_control_general_reading_keeps_the_name_s_own_acronym() -> None:
    ref = parse_reference(
        "J. Doe. A title here. In Proceedings of the Annual Meeting of the Association for"
        " Computational Linguistics ACL, pages 1-9, 2019."
    )
    assert (ref.title, ref.venue) == (
        "A title here",
        "Proceedings of the Annual Meeting of the Association for Computational Linguistics ACL",
    )


def test_control_a_publisher_written_as_a_word_is_left() -> None:
    ref = parse_reference(
        "Wiemann M & SK Nauman 2019 ‘Integrin promotes tumor progression’ in Proceedings of"
        " the 33rd Conference on Earth Sciences Springer pp. 315-332."
    )
    assert ref.venue == "Proceedings of the 33rd Conference on Earth Sciences Springer"


# 6. A title closed by a question mark before "In Proceedings" ends there
#    (``refparts._IN_PROCEEDINGS``); pages in brackets after such a venue leave no "(".
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "G. J. Milburn and Franz Gähler. Production of cloned mice: how to improve cloning"
            " efficiency? In Proceedings of the 24th Conference on Applied Mathematics,"
            " pages 854-878, 2011.",
            "Production of cloned mice: how to improve cloning efficiency?",
        ),
        (
            "Milburn, G. J. (2011). How to improve cloning efficiency? In Proceedings of the"
            " 24th Conference on Applied Mathematics (pp. 854-878).",
            "How to improve cloning efficiency?",
        ),
        (
            "Milburn, G. J. (2011). How to improve cloning efficiency In Proceedings of the"
            " 24th Conference on Applied Mathematics (pp. 854-878).",
            "How to improve cloning efficiency",
        ),
    ],
)
def test_question_mark_before_in_proceedings_ends_the_title(text: str, title: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (
        title,
        "Proceedings of the 24th Conference on Applied Mathematics",
    )


def test_control_question_mark_before_a_journal_read_as_before() -> None:
    ref = parse_reference(
        "G. J. Milburn and Franz Gähler. Production of cloned mice: how to improve cloning"
        " efficiency? Journal of Things, 5:854-878, 2011."
    )
    assert (ref.title, ref.venue) == (
        "Production of cloned mice: how to improve cloning efficiency?",
        "Journal of Things",
    )


# 7. Swedish and Danish "m.fl." ends a name given first, as "et al." does
#    (``refnameforms._END``).
def test_m_fl_ends_a_name_given_first() -> None:
    ref = parse_reference(
        "Stefan Leupold, F. Offi, Lei Shan m.fl. Preventing coronary heart disease."
        " Journal of X, 5:1-9, 2004."
    )
    assert (ref.authors, ref.title) == (
        ("Stefan Leupold", "F. Offi", "Lei Shan"),
        "Preventing coronary heart disease",
    )


def test_control_et_al_after_a_name_given_first_read_as_before() -> None:
    ref = parse_reference(
        "Stefan Leupold, F. Offi, Lei Shan et al. Preventing coronary heart disease."
        " Journal of X, 5:1-9, 2004."
    )
    assert (ref.authors, ref.title) == (
        ("Stefan Leupold", "F. Offi", "Lei Shan"),
        "Preventing coronary heart disease",
    )
