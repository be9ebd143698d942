"""One entry of a references list parsed into a record (pure).

:func:`parse_reference` reads one entry: DOI and arXiv id by their patterns (old-form
ids also printed alone: "[hep-th/9901001]"; a new-form id alone where the venue
would be, as Nature's preprints print it: "Title (2007). 0704.0153."), the year (the
first outside the title), the authors (the leading list of names,
:mod:`~tapyre_paper_search.pdf.refnames`), the title and the venue
(:mod:`~tapyre_paper_search.pdf.refentryparts`, :mod:`~tapyre_paper_search.pdf.refparts`;
the forms of the classic and science styles, :mod:`~tapyre_paper_search.pdf.refforms` and
:mod:`~tapyre_paper_search.pdf.refyearvenue`; a title printed last, after the
venue and year, :mod:`~tapyre_paper_search.pdf.reftitlelast`; German names set apart
by slashes, :mod:`~tapyre_paper_search.pdf.refslashnames`, or by dashes or with given
names in brackets, :mod:`~tapyre_paper_search.pdf.refmarkednames`, and a venue after ", in:",
:mod:`~tapyre_paper_search.pdf.refcommain`, and after a comma alone,
:mod:`~tapyre_paper_search.pdf.refcommavenue`).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refandname import late_given_first
from tapyre_paper_search.pdf.refbareyear import names_before_year
from tapyre_paper_search.pdf.refbodyacronym import acronym_body
from tapyre_paper_search.pdf.refcreators import without_editors_mark
from tapyre_paper_search.pdf.refdigitname import without_digit_name
from tapyre_paper_search.pdf.refdoublenames import names_read
from tapyre_paper_search.pdf.refentryparts import entry_parts
from tapyre_paper_search.pdf.refholder import without_holder
from tapyre_paper_search.pdf.refinvertedfirm import firm_opening
from tapyre_paper_search.pdf.reflabels import named_by_label, split_label
from tapyre_paper_search.pdf.reflistedbody import listed_body
from tapyre_paper_search.pdf.refmarkednames import comma_names
from tapyre_paper_search.pdf.refmarks import YEAR, old_arxiv, year_of
from tapyre_paper_search.pdf.refmixedslashes import slash_names
from tapyre_paper_search.pdf.refmonthyear import month_year_first
from tapyre_paper_search.pdf.refnameparticle import particle_after_initials
from tapyre_paper_search.pdf.refnametitle import creators
from tapyre_paper_search.pdf.refpublisherbody import own_publisher
from tapyre_paper_search.pdf.refretrieved import without_inner_retrieval
from tapyre_paper_search.pdf.refsplit import LABEL
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER
from tapyre_paper_search.pdf.refsuffixfirst import suffix_first
from tapyre_paper_search.pdf.reftailcomma import without_slash_issue
from tapyre_paper_search.pdf.refvolumetail import without_volume_tail
from tapyre_paper_search.records import Reference

# Patterns searched across long texts start with a character, not an assertion, so
# the regex engine can skip to where they may match ("1(?<!\w1)" is "\b1").
_DOI = re.compile(r"(1(?<!\w1)0\.\d{4,9}/[^\s\"<>]+)", re.IGNORECASE)
_ARXIV = re.compile(
    r"(?:arxiv(?:\.org/(?:abs|pdf)/|\s*:\s*|\s+preprint\s+(?:arxiv:\s*)?|\s+))"
    r"((?:\d{4}\.\d{4,5})|(?:\d{2}(?:0[1-9]|1[0-2])\.\s\d{4,5}(?!\d))"
    r"|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))(?:v\d+)?",
    re.IGNORECASE,
)
# :func:`_may_hold_link` knows these two alternatives: change them together.
_LINK = re.compile(r"https?://\S+|doi:\s*", re.IGNORECASE)
_YEAR = YEAR
# A bracketed year set apart by a comma after the names ("Aebi, P., and L. Rebull
# (2002), Title, Journal, 49(8), 99–104"): the entry's parts are set apart by commas.
_YEAR_THEN_COMMA = re.compile(r"\(\s*(?:19|20)\d{2}[a-z]?\s*\)\s*,\s")
# A surname in small capitals faked with capitals in two sizes, which the text layer
# sets apart at the change of size and before the comma ("S MITH , J., AND D OE , A.").
_SPLIT_CAPITALS = re.compile(r"(?<!\w)([A-ZÀ-Þ]) ([A-ZÀ-Þ][A-ZÀ-Þ'’-]*) ,")
# A new-form arXiv id with nothing else ("0704.0153", "2101.01234v2"): year and month.
# A line break after the id's stop leaves a space there ("0704. 0104", "arXiv:2101.
# 01234"): one id still, read without the space (:func:`_id`; refs49).
_BARE_ARXIV = re.compile(r"(\d{2}(?:0[1-9]|1[0-2])\.\s?\d{4,5})(?:v\d+)?")
# A preprint's year and new-form id closing its title, with no venue ("Title, 2009,
# 0704.0047."): both leave the title, the id is the arXiv id; so where a line break
# after the id's stop left its number as the venue ("Title, 2009, 0704. 0047."; refs50).
_YEAR_AND_ID = re.compile(r",\s*(?:19|20)\d{2}[a-z]?,\s*" + _BARE_ARXIV.pattern + r"\s*$")
# That year and id closing an entry after its journal's name ("J. Phys. 2009, 0704.
# 0047."): the id split after its stop is the arXiv id (review48's; refs53).
_JOURNAL_YEAR_AND_ID = re.compile(
    r"(?<![\w.])(?:19|20)\d{2}[a-z]?,\s*(\d{2}(?:0[1-9]|1[0-2])\.\s\d{4,5})(?:v\d+)?\.?\s*$"
)
# The dash that closes the names in French lists ("J. Doe – Title, …").
_NAMES_DASH = re.compile(r"\s*[-–—]\s+(?=\w)")
# "et al." closing names set apart by semicolons ("Doe, John; Ann Roe; et al. (2010):
# Title.", German "u. a.", "and others"): the names end before its semicolon, so it
# opened what was left.
_SEMICOLON_ET_AL = re.compile(
    r"\s*;\s*(?:et\s+al(?![\w-])|and\s+others|u\.\s?a)\.?(?=\s*[(,.:]|\s+(?:19|20)\d{2}\b)"
)


def _id(found: str) -> str:
    """A new-form arXiv id as read, without the space a line break left after its stop
    ("0704. 0104" is "0704.0104")."""
    return found.replace(" ", "")


def _same_names(again: tuple[str, ...], names: tuple[str, ...]) -> bool:
    """Whether the names read again without "et al." are ``names``, full stops aside:
    "Doe E; Roe J; et al. Title" reads "J." with the stop that closed "et al."."""
    return [n.replace(".", "") for n in again] == [n.replace(".", "") for n in names]


def _may_hold_link(text: str) -> bool:
    """False only where :data:`_LINK` cannot match: ASCII text whose lower case holds
    neither "http" nor "doi:" (other text may hold letters the pattern's ignored case
    folds, "ı" for "i": there the pattern itself decides)."""
    if not text.isascii():
        return True
    lowered = text.lower()
    return "http" in lowered or "doi:" in lowered


def _may_hold_arxiv(text: str) -> bool:
    """False only where :data:`_ARXIV` cannot match: ASCII text whose lower case holds
    no "arxiv" (every reading opens with it; other text may hold letters the pattern's
    ignored case folds, as for :func:`_may_hold_link`).  Cutting out DOIs, as
    :func:`parse_reference` does, leaves a space: it never makes an "arxiv"."""
    return not text.isascii() or "arxiv" in text.lower()


def parse_reference(text: str, number: int | None = None) -> Reference:
    """The parts of one entry (see the module docstring); what is not found stays empty.
    With no ``number``, the entry's own number or alpha label ("[Knu84]") is cut off;
    an author-year label ("[Rezzolla 2010]", :mod:`~tapyre_paper_search.pdf.reflabels`)
    always is."""
    labelled, text = split_label(text)
    if number is None:
        text = _NUMBER.sub("", LABEL.sub("", text, count=1), count=1).strip()
        if not labelled:  # (the label after the entry's number: "[1] [Smith 2010] …")
            labelled, text = split_label(text)
    doi_match = _DOI.search(text)
    doi = doi_match.group(1).rstrip(".,;)]") if doi_match else ""
    may_arxiv = _may_hold_arxiv(text)
    arxiv_match = _ARXIV.search(text) if may_arxiv else None
    arxiv_id = _id(arxiv_match.group(1)) if arxiv_match else old_arxiv(text)
    without_doi = _DOI.sub(" ", text) if doi_match else text
    cleaned = without_inner_retrieval(  # "Journal 56. Retrieved May 2, 2007, 473-493"
        _LINK.sub(" ", without_doi) if _may_hold_link(without_doi) else without_doi
    )
    if " ," in cleaned:  # "S MITH , J.": small capitals faked in two sizes of capitals
        cleaned = _SPLIT_CAPITALS.sub(r"\1\2,", cleaned)
    # "II, Neal J. Evans"; slashes ("Kato, M./Roe, B."), dashes, brackets; "(Oct. 2022)."
    cleaned = month_year_first(comma_names(slash_names(suffix_first(cleaned))))
    authors, rest, cleaned = names_before_year(cleaned)  # ("García Márquez, G."; "Doe 2010:")
    etal = _SEMICOLON_ET_AL.match(rest) if authors and rest[:1] == ";" else None
    if etal is not None:  # (the names read again without it: the year after them goes)
        again, tail = names_read(cleaned[: len(cleaned) - len(rest)] + rest[etal.end() :])
        rest = tail if _same_names(again, authors) else rest
    vouched = named_by_label(labelled, cleaned) if labelled and not authors else None
    if vouched is not None:  # "Rezzolla, Luciano: Title" after "[Rezzolla 2010]"
        authors, rest = (vouched[0],), vouched[1]
    # (then a particle after the initials: "Humboldt, A. v. Kosmos.")
    authors, rest = particle_after_initials(*creators(authors, rest, cleaned), cleaned)
    # "National Academies of Sciences, Engineering, and Medicine."; "The X Team Title; The X Team"
    # ("World Health Organization (WHO). Title.": the body's acronym closing its name)
    authors, rest = (
        acronym_body(cleaned) or own_publisher(cleaned) or listed_body(authors, rest, cleaned)
    ) or (authors, rest)
    # "Doe, J. (Ed.) (2010). …"; a patent's holder, "Doe, J. (Acme Inc.). Title. Pat. …"
    # "Dnmt1-Independent CG Methylation …" (no name); "INC., Information Systems. Title."
    authors, rest = firm_opening(
        *without_digit_name(
            authors, without_holder(without_editors_mark(rest)) if authors else rest, cleaned
        )
    )
    after_comma = bool(authors) and (
        cleaned[: len(cleaned) - len(rest)].rstrip().endswith(",")
        or _YEAR_THEN_COMMA.match(rest.lstrip()) is not None
    )
    dash = _NAMES_DASH.match(rest) if authors else None
    if dash is not None:  # "J. Doe – Title, CRC Press, Berlin, 2004."
        rest = rest[dash.end() :]
    authors, title, venue = entry_parts(authors, rest, after_comma, cleaned)
    after_and = late_given_first(authors, title) if title.startswith("and ") else None
    if after_and is not None:  # "Campbell, D. K. and Fabian Eichstaedt An Expanded …. 2016."
        authors, title = after_and
        venue = "" if _YEAR.fullmatch(venue) else venue  # (the year alone after the title)
    # "Journal 69/5 (2014): 1-9"; "Journal, 98 2014, Nr. 3, 681-695"
    venue = without_volume_tail(without_slash_issue(venue, cleaned), cleaned)
    split = venue.isdigit() and 4 <= len(venue) <= 5  # "…, 0704. 0047.": refs50
    joined = f"{title}. {venue}" if split else title  # (the id split after its stop)
    preprint = _YEAR_AND_ID.search(joined) if split or not venue else None
    if preprint is not None:  # "Title, 2009, 0704.0047."
        title, venue = joined[: preprint.start()], ""
        arxiv_id = arxiv_id or _id(preprint[1])
    bare = _BARE_ARXIV.fullmatch(venue)
    if bare is not None:  # an id read as the venue: "Title (2007). 0704.0153."
        venue, arxiv_id = "", arxiv_id or _id(bare[1])
    late = _JOURNAL_YEAR_AND_ID.search(text) if not arxiv_id and ". " in text[-9:] else None
    if late is not None:  # "J. Phys. 2009, 0704. 0047."
        arxiv_id = _id(late[1])
    year = year_of(_ARXIV.sub(" ", without_doi) if may_arxiv else without_doi, title)
    return Reference(
        text=text,
        authors=authors,
        title=title,
        year=year,
        venue=venue,
        doi=doi.lower(),
        arxiv_id=arxiv_id,
        number=number,
    )
