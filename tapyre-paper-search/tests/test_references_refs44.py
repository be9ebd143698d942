"""Round forty-four's reference rules (refs44).

1. A title closed by a comma only after the bracketed year, the journal and its
   numbers after it ("Doe, J. (2005) Title, Journal Name, 100, 387-406.") or a
   proceedings' name after ", in" ("(2007) Title, in Proceedings of X, IEEE, pp.
   1-10."), as apecon prints them: title and venue split at that comma
   (``refcommavenue.comma_venue``, from ``refentry._parts``).
2. A body written with a place in its own language and its acronym in a Vancouver list
   ("Telefónica España TE", "Fiocruz Bahia FB") is an organisation, not a double
   surname and initials (``refvancouvernames._OWN_PLACE_WORDS``).
3. A line-end hyphen after a Greek letter's name ("beta-" / "multiplier") or before a
   piece with a further hyphen ("just-" / "in-time") is kept
   (``breakcompounds.kept_hyphen``, from ``normalize``).
Controls (marked so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.normalize import normalize_text
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Virnau, P. (2003) Glutathione: overview of its protective roles, measurement,"
            " and biosynthesis, Genetics Research, 5, 748-762.",
            "Glutathione: overview of its protective roles, measurement, and biosynthesis",
            "Genetics Research",
        ),
        (
            "Cardella, G. and de Marrais, R. P. C. (2012) The rate of change in declining"
            " steroid hormones: a new parameter of healthy aging in men?, Medicine Letters,"
            " 98, 153-165.",
            "The rate of change in declining steroid hormones: a new parameter of healthy"
            " aging in men?",
            "Medicine Letters",
        ),
        (
            "Stefanik, R. P. and Herzog, J. (2006) The dhr96 nuclear receptor regulates"
            " xenobiotic responses in drosophila, Proceedings of the 48th Conference on"
            " Molecular Biology, 82, 850-857.",
            "The dhr96 nuclear receptor regulates xenobiotic responses in drosophila",
            "Proceedings of the 48th Conference on Molecular Biology",
        ),
        (
            "Roe, A. (2011) Trade and growth in small economies, Journal of Applied"
            " Economics, 12(3), 45-67.",
            "Trade and growth in small economies",
            "Journal of Applied Economics",
        ),
        (
            "Smith, J. (2005) Prices in small open economies, J. Econ. Theory, 5(2), 1-10.",
            "Prices in small open economies",
            "J. Econ. Theory",
        ),
        (
            "Kardar, M., Berger, H. and Kotsugi, M. (2017) Lpa gene, ethnicity, and"
            " cardiovascular events, in Proceedings of the 6th Conference on Psychology,"
            " pp. 810-833.",
            "Lpa gene, ethnicity, and cardiovascular events",
            "Proceedings of the 6th Conference on Psychology",
        ),
        (
            "Dvořák, H. (2007) Muc1 oncoprotein activates the kinase complex, in Proceedings"
            " of the 36th Conference on Computer Science, IEEE, pp. 640-650.",
            "Muc1 oncoprotein activates the kinase complex",
            "Proceedings of the 36th Conference on Computer Science",
        ),
        (
            "Machida, K. and Kamchatnov, A. M. (2010) Nipbl, encoding a homolog of fungal"
            " scc2-type proteins, is mutated in cornelia de lange syndrome, in Proceedings"
            " of the 39th Conference on Mechanical Engineering, Springer, pp. 642-653.",
            "Nipbl, encoding a homolog of fungal scc2-type proteins, is mutated in cornelia"
            " de lange syndrome",
            "Proceedings of the 39th Conference on Mechanical Engineering",
        ),
    ],
)
def test_a_title_closed_by_a_comma_after_the_bracketed_year_ends_before_the_venue(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)
    assert ref.year == int(text.split("(")[1][:4])


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (  # control: a full stop after the year and the title (apalike's form)
            "Smith, J. (2005). Title of it. Journal Name, 5, 1-10.",
            "Title of it",
            "Journal Name",
        ),
        (  # control: a thesis's kind after the comma keeps its reading
            "Bouarroudj, S. (1995) Ionic protein-lipid interaction at the plasma membrane:"
            " what can the charge do?, Ph.D. thesis, Stanford University.",
            "Ionic protein-lipid interaction at the plasma membrane: what can the charge do?",
            None,
        ),
        (  # control: a report's kind and number after the comma
            "Kirschner, J. and Bertulani, C. A. (2024) The regulation of receptors by src"
            " kinase, Tech. Rep. TR-49, University of Toronto.",
            "The regulation of receptors by src kinase",
            "University of Toronto",
        ),
        (  # control: a book's edition and publisher after the comma
            "Smith, J. (2005) Growth and welfare, 2nd edn, Oxford University Press, Oxford.",
            "Growth and welfare",  # the edition leaves the title since refs69
            "Oxford University Press",
        ),
    ],
)
def test_other_forms_after_the_bracketed_year_read_as_before(
    text: str, title: str, venue: str | None
) -> None:
    ref = parse_reference(text)
    assert ref.title == title
    if venue is not None:
        assert ref.venue == venue


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Smith J, Lee K, Telefónica España TE. Network traffic in cities. J Netw. 2015;5:1-10.",
            ("J Smith", "K Lee", "Telefónica España TE"),
        ),
        (
            "Telefónica España TE. Network traffic report. Madrid; 2015.",
            ("Telefónica España TE",),
        ),
        (
            "Fiocruz Bahia FB, Santos AB. Dengue in Salvador. Rev Saude. 2016;3:4-9.",
            ("Fiocruz Bahia FB", "AB Santos"),
        ),
    ],
)
def test_a_body_with_a_place_in_its_own_language_and_its_acronym_is_no_person(
    text: str, authors: tuple[str, ...]
) -> None:
    assert parse_reference(text).authors == authors


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (  # control: a double surname whose initials spell it (refs43)
            "García Márquez GM, López Pérez J. Title of it. Journal. 2015;5:1-10.",
            ("GM García Márquez", "J. López Pérez"),
        ),
        (  # control: a double surname of words the word list holds
            "Santos Silva JM, Lee K. A title here. J Med. 2010;3:1-5.",
            ("JM Santos Silva", "K. Lee"),
        ),
        (  # control: a German body and its acronym (review156)
            "Smith J, Deutsche Telekom DT. Network traffic in cities. J Netw. 2015;5:1-10.",
            ("J Smith", "Deutsche Telekom DT"),
        ),
    ],
)
def test_double_surnames_and_other_bodies_read_as_before(
    text: str, authors: tuple[str, ...]
) -> None:
    assert parse_reference(text).authors == authors


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "temperature performance of a cmos beta-\nmultiplier voltage reference",
            "beta-multiplier",
        ),
        ("lipid peroxidation, alpha-\ntocopherol, and ascorbate", "alpha-tocopherol"),
        ("proteins via epsilon(gamma-\nglutamyl) lysine bridges", "gamma-glutamyl"),
        ("the kappa-\nopioid receptor", "kappa-opioid"),  # (both words known: as before)
        ("papers with just-\nin-time, position-sensitive definitions", "just-in-time"),
        ("a new tri-\nmethyl-ammonium salt", "tri-methyl-ammonium"),
    ],
)
def test_a_line_end_hyphen_after_a_greek_letter_or_before_a_further_hyphen_stays(
    text: str, kept: str
) -> None:
    assert kept in normalize_text(text)


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("the alpha-\nbet of the language", "alphabet"),  # control: the join is a word
        ("the hyphen-\nation of words", "hyphenation"),  # control: a word broken
        ("an infor-\nmation system", "information"),  # control
        ("the X-\nray source", "X-ray"),  # control: a one-letter head (as before)
    ],
)
def test_other_line_end_hyphens_read_as_before(text: str, joined: str) -> None:
    assert joined in normalize_text(text)


def test_a_books_pages_after_its_publisher_and_place_give_no_journal() -> None:
    # control: pages alone (no volume) close no journal's entry; the place is no venue
    ref = parse_reference("Smith, J. (2005) Title of it, Springer, Berlin, pp. 3-9.")
    assert ref.venue != "Berlin" and ref.title.startswith("Title of it")
