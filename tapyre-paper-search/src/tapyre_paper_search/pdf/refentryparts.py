"""An entry's title and venue read from its text after the names (pure; used by
:mod:`.refentry`).

:func:`entry_parts` reads them by the first of the special forms that reads the entry (a
venue after ", in:" or after a comma alone, :mod:`.refcommain` and
:mod:`.refcommavenue`; a French title in guillemets; a title printed last, after the
venue and year, :mod:`.reftitlelast`; a venue alone after the year), else by the general
reading (:mod:`.refparts`) and its tidying, then strips the facts of the entry's type
(:mod:`.reftypefacts`).  Split from :mod:`.refentry` (refs75), unchanged.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.refacronyms import without_run_on_acronym
from tapyre_paper_search.pdf.refbare import bare_kinds
from tapyre_paper_search.pdf.refcolonpages import without_colon_pages
from tapyre_paper_search.pdf.refcommain import comma_in_venue
from tapyre_paper_search.pdf.refcommavenue import (
    comma_venue,
    stop_comma_venue,
    year_after_venue,
    year_comma_venue,
)
from tapyre_paper_search.pdf.refdashsource import dashed_people
from tapyre_paper_search.pdf.refeditedbook import editors_after_title
from tapyre_paper_search.pdf.refforms import tidy_title
from tapyre_paper_search.pdf.refguillemets import guillemet_title
from tapyre_paper_search.pdf.refkindschool import school_venue
from tapyre_paper_search.pdf.reflawreview import law_review_names, title_case_names
from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refpagesof import without_pages_of
from tapyre_paper_search.pdf.refparts import title_and_venue
from tapyre_paper_search.pdf.refplacetail import place_publisher_tail, place_publisher_year
from tapyre_paper_search.pdf.refproctail import proceedings_tail, undoubled
from tapyre_paper_search.pdf.refpubfacts import tidy_facts
from tapyre_paper_search.pdf.refpublisher import (
    book_publisher,
    without_publisher,
    without_publisher_after,
)
from tapyre_paper_search.pdf.refquotedtitle import later_given_names, year_quoted_title
from tapyre_paper_search.pdf.refseries import without_series
from tapyre_paper_search.pdf.refsource import responsible, responsible_names
from tapyre_paper_search.pdf.refstatutes import code_statute, statute_names
from tapyre_paper_search.pdf.reftailcomma import comma_tail
from tapyre_paper_search.pdf.refthesis import bracketed_school_cut, doctors_kind_cut
from tapyre_paper_search.pdf.reftitlelast import title_after_year
from tapyre_paper_search.pdf.reftitleless import titleless_venue
from tapyre_paper_search.pdf.reftitlesentence import title_sentence
from tapyre_paper_search.pdf.reftitlestop import title_with_stop
from tapyre_paper_search.pdf.reftypefacts import typed_parts
from tapyre_paper_search.pdf.refyearvenue import titleless_after_year

_YEAR = YEAR


def _title_and_venue(
    authors: tuple[str, ...], rest: str, after_comma: bool, cleaned: str
) -> tuple[tuple[str, ...], str, str]:
    """(authors, title, venue): :func:`~.refparts.title_and_venue` of ``rest``, and where
    no names opened the entry, those an ISO 690 / GOST entry names after its title
    ("Title / J. Doe, A. Roe // Journal. — 2010.", :mod:`~.refsource`)."""
    if authors and " / " in rest and "//" in rest:  # (cheap test first)
        authors, rest = responsible_names(authors, rest, cleaned)
    dashed = dashed_people(rest) if not authors and " / " in rest else None
    if dashed is not None:  # "Title / J. Doe et al. — Berlin : X, 2013." (GOST's books)
        return dashed
    title, venue = title_and_venue(rest, after_comma)
    if not authors and " / " in rest:
        authors = leading_names(responsible(rest))[0]
    return authors, title, venue


def entry_parts(
    authors: tuple[str, ...], rest: str, after_comma: bool, cleaned: str
) -> tuple[tuple[str, ...], str, str]:
    """(authors, title, venue) of ``rest``, the entry after its names: by the first of
    the special forms that reads it (a venue after ", in:" or a kind and school, a
    French title in guillemets, a title after the venue and year, a venue alone after
    the year), else by the general reading and its tidying; the venue without a
    proceedings' pages and "of:" (:mod:`~tapyre_paper_search.pdf.refpagesof`)."""
    quoted = year_quoted_title(rest) if authors else None
    if quoted is not None:  # "Doe J, AB Roe, & C Poe 2000 ‘Title’ Journal 67:838–845."
        more, title, venue = quoted
        return (*authors, *more), title, without_pages_of(venue)
    later = later_given_names(rest) if authors else None
    if later is not None:  # "dos Santos M, YH Pong, & C Chen 2005 Title New York: …"
        authors, rest = (*authors, *later[0]), later[1]
    venue_alone = titleless_after_year(rest)
    french = guillemet_title(rest)
    last = title_after_year(rest) if authors and venue_alone is None else None
    comma_in = comma_in_venue(rest) if authors else None
    if comma_in is None and authors:  # "Doe, J. (2005) Title, Journal Name, 100, 387–406."
        comma_in = comma_venue(rest)
    if comma_in is None and authors:  # "Doe, J.: Title, Journal, 16, (2017), 805–819."
        comma_in = year_after_venue(rest)
    if comma_in is None and authors:  # "Doe, J. (2007). Title, Journal 51(1): 507–528."
        comma_in = stop_comma_venue(rest)
    if comma_in is None and authors:  # "Doe, J.: 2013, Title, Journal 86(11), 371–392."
        comma_in = year_comma_venue(rest)
    if comma_in is not None:  # "Doe, J. (2019): Title, in: Journal, 55(10), S. 248–261."
        title, venue = comma_in
    elif french is not None:  # "J. Doe – « Title », Journal 5 (2001), p. 1–10."
        title, venue = french
    elif last is not None:  # "J. Doe, Journal, 12(3), 100-110 (2010). Title."
        title, venue = last
    elif venue_alone is not None:
        title, venue = "", venue_alone
    else:
        authors, title, venue = _title_and_venue(authors, rest, after_comma, cleaned)
        lone_year = bool(authors) and len(_YEAR.findall(cleaned)) == 1
        title, venue = tidy_title(
            without_publisher(title),
            without_publisher_after(venue),
            lone_year=lone_year,
            year_first=_YEAR.match(rest.lstrip(" (")) is not None,
        )
        # (then a kind run on with no comma: "Title Tech. Rep. TR-2 School 2011."; then no
        # title at all: "(2014). Statistics Letters, 65 (3), 34-48.")
        title, venue = titleless_venue(*bare_kinds(*book_publisher(title, venue, rest)), rest)
        title, venue = tidy_facts(title, venue, rest)  # "Title (New York: Wiley, 2004)."
        title, venue = place_publisher_tail(title, venue)  # "Title New York: Springer."
        title, venue = place_publisher_year(title, venue, rest)  # "Title Berlin: Springer, 2004"
        tail = comma_tail(title, venue, rest)  # "Title, Journal 64, Nr. 8 2013, 712-730"
        tail = tail or proceedings_tail(title, venue, rest)  # "Title, i Proceedings of X, pp."
        title, venue = tail if tail is not None else (title, venue)
        title, venue = doctors_kind_cut(title, venue)  # "Title, Ph" / "D thesis, School"
        title, venue = bracketed_school_cut(title, venue)  # "Title: [PhD Dissertation]."
        title, venue = title_with_stop(title, venue, rest)  # "Title. More (MIT Press, 2010)."
        title, venue = title_sentence(title, venue, rest)  # "Title. More. Journal 9, 1-9."
    # ("Pages 47-66 of: Proceedings of X. ACM"; "Proceedings of X on Oncology ACM. 2004";
    # "Proceedings of Proceedings of X")
    venue = without_series(venue)  # "Proceedings of X. (= Lecture Notes 12) Springer"
    venue = without_colon_pages(without_pages_of(venue))  # "Proceedings of X IEEE: 8-9"
    venue = school_venue(venue, rest)  # "PhD thesis. ETH Zurich" / "Tech. rep. TR-8. School"
    title, venue = typed_parts(title, venue, rest)  # "Proceedings of X. Ed. by J. Doe"; "Version 1"
    authors, venue = editors_after_title(authors, venue)  # "Title. Ed. by A. Lee. Cham: X"
    authors, title, venue = _names_as_title(authors, title, venue, cleaned)
    return authors, title, undoubled(without_run_on_acronym(venue))


def _names_as_title(
    authors: tuple[str, ...], title: str, venue: str, cleaned: str
) -> tuple[tuple[str, ...], str, str]:
    """(names, title, venue) with a title's words read as names given back to it: a
    statute's name, a law review's or a title-case title in a comma-parted list."""
    authors, title = statute_names(authors, title, venue, cleaned)  # "Light Activation of X"
    authors, title, venue = code_statute(authors, title, venue, cleaned)  # "Act, 42 U.S.C. § 1"
    authors, title, venue = law_review_names(authors, title, venue, cleaned)  # "102 Mich"
    return title_case_names(authors, title, venue, cleaned)  # "Ann" / "Radiol"
