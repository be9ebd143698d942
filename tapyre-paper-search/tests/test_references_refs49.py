"""Round forty-nine's reference rules (refs49).

1. A surname's particle after the initials of an inverted name, where the year follows
   it, bracketed or bare ("Loosdrecht, P. H. M. van (2011). Title", erae's): the
   particle is the name's, not the title's (``refnameforms._LATE_YEAR``).
2. A new-form arXiv id split by a line break after its stop ("0704. 0104." alone where
   the venue would be, "arXiv:2101. 01234"): one id, read without the space
   (``refentry._BARE_ARXIV``, ``_ARXIV``, ``_id``).
3. Hyphens at line ends: kept after a run hyphenation does not leave ("ImmTAC-" /
   "redirected", "pi3p-" / "dependent": ``refbreaks._typed_head``); dropped after
   "di" and "tri", written closed ("di-" / "amniotic"), and where the two pieces make
   an adverb or a noun in "-ly" or "-ness" of a listed word ("in-" / "completely":
   ``refclosedbreaks._derived``).
4. lni's only name, inverted with a whole given name that no word list holds, the
   surname a word ("Holst, Bastian: Title"): a name before the colon
   (``refnameat._closes_semicolon_list``, ``_unlisted``).
5. A link broken at a line's end after a stop in its host ("https://doi." /
   "org/10.9636/x465988"): the lines joined with no space, so the link goes whole
   and the journal's tail is read (``refpieces._BROKEN_HOST``, ``_broken``).
6. The same particle closing a name written surname first with a whole given name and
   no comma ("Dishoeck Ewine van. Title", "Santos Maria dos, …", rusnat's): the name's
   (``refnameforms._CLOSING_PARTICLES``).
7. A bare last capital after a whole given name before a comma ("Elliott, Tanya M,
   Hongjie Dai, …", "Wheater John F, Fukumoto K.", as refs48 read it before a
   semicolon): part of the name, not where the surname holds Vancouver's initials
   ("El GA, Cui Y, …"; ``refnameforms.NAME_FORMS``, ``refnameat._BARE_LAST``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text

_TAIL = " Coherent lattice dynamics in oxides. Journal of Physics 23(4): 123-134."


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("Loosdrecht, P. H. M. van (2011)." + _TAIL, ("P. H. M. van Loosdrecht",)),
        ("Silva, A. B. da (2011)." + _TAIL, ("A. B. da Silva",)),
        ("Tak, Floris van der (2011)." + _TAIL, ("Floris van der Tak",)),
        (
            "Wang, Y.-F. and Loosdrecht, P. H. M. van (2011)." + _TAIL,
            ("Y.-F. Wang", "P. H. M. van Loosdrecht"),
        ),
    ],
)
def test_a_particle_after_the_given_names_before_the_year_is_the_names(
    text: str, authors: tuple[str, ...]
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue, ref.year) == (
        authors,
        "Coherent lattice dynamics in oxides",
        "Journal of Physics",
        2011,
    )


def test_control_a_particle_before_and_after_initials_was_read() -> None:
    ref = parse_reference("Smith, J., Loosdrecht, P. H. M. van and Doe, A. (2011)." + _TAIL)
    assert ref.authors == ("J. Smith", "P. H. M. van Loosdrecht", "A. Doe")
    assert ref.title == "Coherent lattice dynamics in oxides"


def test_control_no_particle_before_the_year() -> None:
    ref = parse_reference("Doe, J. (2011)." + _TAIL)
    assert (ref.authors, ref.title) == (("J. Doe",), "Coherent lattice dynamics in oxides")


@pytest.mark.parametrize(
    ("text", "arxiv"),
    [
        (
            "Gaiffi, G. and Grassi, M. (2007). A geometric realization of sl(6,c). 0704. 0104.",
            "0704.0104",
        ),
        (
            "Gaiffi, G. and Grassi, M. (2007). A geometric realization of sl(6,c). arXiv"
            " preprint arXiv:2101. 01234.",
            "2101.01234",
        ),
    ],
)
def test_an_arxiv_id_split_after_its_stop_is_one_id(text: str, arxiv: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue, ref.arxiv_id, ref.year) == (
        "A geometric realization of sl(6,c)",
        "",
        arxiv,
        2007,
    )


def test_control_an_arxiv_id_in_one_piece() -> None:
    ref = parse_reference("Choudhury, S. (2008). Experimental efforts in beta decay. 0704.0063.")
    assert (ref.title, ref.venue, ref.arxiv_id) == (
        "Experimental efforts in beta decay",
        "",
        "0704.0063",
    )


def test_control_a_year_then_a_number_is_no_arxiv_id() -> None:
    ref = parse_reference("Doe, J. 2011. 1000 genomes of maize. Genome Research 12: 5-9.")
    assert ref.arxiv_id == ""


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Doe, J. (2022). ImmTAC-", "redirected tumour cell killing."],
            "Doe, J. (2022). ImmTAC-redirected tumour cell killing.",
        ),
        (
            ["Doe, J. (2022). Targeting of pi3p-", "dependent membrane trafficking."],
            "Doe, J. (2022). Targeting of pi3p-dependent membrane trafficking.",
        ),
        (
            ["Doe, J. (2022). Deficiency in dichorionic di-", "amniotic twins."],
            "Doe, J. (2022). Deficiency in dichorionic diamniotic twins.",
        ),
        (
            ["Doe, J. (2022). Growth and in-", "completely suppressed secretion."],
            "Doe, J. (2022). Growth and incompletely suppressed secretion.",
        ),
        (
            ["Doe, J. (2022). On the in-", "completeness of logic."],
            "Doe, J. (2022). On the incompleteness of logic.",
        ),
    ],
)
def test_line_end_hyphens_of_mixed_runs_kept_of_closed_words_dropped(
    lines: list[str], text: str
) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Doe, J. (2022). mRNA-", "based vaccines."],
            "Doe, J. (2022). mRNA-based vaccines.",
        ),
        (
            ["Doe, J. (2022). A McDon-", "ald story."],
            "Doe, J. (2022). A McDonald story.",
        ),
        (
            ["Doe, J. (2022). Self-", "consistently solved fields."],
            "Doe, J. (2022). Self-consistently solved fields.",
        ),
        (
            ["Doe, J. (2022). Well-", "known results."],
            "Doe, J. (2022). Well-known results.",
        ),
        (
            ["Doe, J. (2022). Learning un-", "supervised."],
            "Doe, J. (2022). Learning unsupervised.",
        ),
    ],
)
def test_control_line_end_hyphens_read_as_before(lines: list[str], text: str) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Holst, Bastian: Canonical transient receptor potential 5 channel. In:"
            " Proceedings of the 9th Conference on Cell Biology. pp. 673-676, 2022.",
            ("Bastian Holst",),
        ),
        (
            "Baker, Joaquim: Canonical transient receptor potential 5 channel. In:"
            " Proceedings of the 9th Conference on Cell Biology. pp. 673-676, 2022.",
            ("Joaquim Baker",),
        ),
    ],
)
def test_an_only_name_with_an_unlisted_given_name_closed_by_a_colon(
    text: str, authors: tuple[str, ...]
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (
        authors,
        "Canonical transient receptor potential 5 channel",
        "Proceedings of the 9th Conference on Cell Biology",
    )


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Google, Gemini: A family of highly capable multimodal models. 2023.",
            "Google, Gemini: A family of highly capable multimodal models",
        ),
        (
            "Python, NumPy: Array programming at scale. 2020.",
            "Python, NumPy: Array programming at scale",
        ),
        (
            "Holst, Bastian: container orchestration at scale. 2019.",
            "Holst, Bastian: container orchestration at scale",
        ),
    ],
)
def test_control_a_listed_or_mixed_case_given_word_or_a_small_subtitle_is_no_name(
    text: str, title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == ((), title)


def test_a_link_broken_after_its_hosts_stop_goes_on_with_no_space() -> None:
    text = entry_text(
        [
            "F. Offi and S. Leupold, Linkage with methadone treatment upon release,",
            "Reviews in Materials Science 73 no. 6 (2011), 421-436. https://doi.",
            "org/10.9636/x465988.",
        ],
        None,
    )
    assert text.endswith("421-436. https://doi.org/10.9636/x465988.")
    ref = parse_reference(text)
    assert (ref.title, ref.venue, ref.doi) == (
        "Linkage with methadone treatment upon release",
        "Reviews in Materials Science",
        "10.9636/x465988",
    )


@pytest.mark.parametrize(
    ("lines", "text"),
    [
        (
            ["Doe, J. (2011). Title. See www.example.", "org for more."],
            "Doe, J. (2011). Title. See www.example. org for more.",
        ),
        (
            ["Doe, J. (2011). Title. https://doi.org/10.", "1234/x55."],
            "Doe, J. (2011). Title. https://doi.org/10.1234/x55.",
        ),
        (
            ["Doe, J. (2011). Title. Journal 5.", "org/x"],
            "Doe, J. (2011). Title. Journal 5. org/x",
        ),
    ],
)
def test_control_no_link_host_before_the_break_or_a_doi_broken_after_ten(
    lines: list[str], text: str
) -> None:
    assert entry_text(lines, None) == text


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Sun Xiaoming, Rezzolla Luciano, Dishoeck Ewine van. A summary of the effects"
            " // Journal of Astronomy. 2013. 19. 823-841.",
            ("Sun Xiaoming", "Rezzolla Luciano", "Dishoeck Ewine van"),
            "A summary of the effects",
        ),
        (
            "Holman E. W., Dishoeck Ewine van, Amendola Luca, others . Control of glutamate"
            " clearance. 2024.",
            ("E. W. Holman", "Dishoeck Ewine van", "Luca Amendola"),
            "Control of glutamate clearance",
        ),
    ],
)
def test_a_particle_closing_a_name_written_surname_first_without_a_comma(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


def test_control_particles_before_the_surname_given_first() -> None:
    ref = parse_reference("Jan van der Berg, Anna de Vries. Title here. Journal of X 2001.")
    assert ref.authors == ("Jan van der Berg", "Anna de Vries")
    assert ref.title == "Title here"


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Wheater, John F, and Valeri P. Maltsev. 1995. Placebo-controlled trials."
            " Applied Mathematics Research.",
            ("John F Wheater", "Valeri P. Maltsev"),
            "Placebo-controlled trials",
        ),
        (
            "Elliott, Tanya M, Hongjie Dai & M. G. Garnier (2002), Integrating nutrition"
            " security, Journal of Nutrition, 5, 1-9.",
            ("Tanya M Elliott", "Hongjie Dai", "M. G. Garnier"),
            "Integrating nutrition security",
        ),
        (
            "Jansen David, Wheater John F, Fukumoto K., Wang Yu-Ming. Diverse lineage"
            " imprinting. Berlin: Cambridge University Press, 2012.",
            ("David Jansen", "John F Wheater", "K. Fukumoto", "Yu-Ming Wang"),
            "Diverse lineage imprinting",
        ),
    ],
)
def test_a_bare_last_capital_after_a_given_name_before_a_comma(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


def test_control_vancouver_initials_then_a_surname_and_a_bare_capital() -> None:
    ref = parse_reference(
        "El GA, Cui Y, Barvinsky AO, Wang X. Effect of charcoal. Advances in Radiology. 2010."
    )
    assert ref.authors == ("GA El", "Y Cui", "AO Barvinsky", "X. Wang")
    assert ref.title == "Effect of charcoal"
