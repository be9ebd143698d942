"""Entry forms of BibTeX's author-year science styles (pure; used by :mod:`.references`).

The astronomy journals' form, whose articles print no title, is read by
:func:`.refyearvenue.titleless_after_year`; a publisher off a title or venue by
:mod:`.refpublisher`.  :func:`tidy_title` takes off what the classic styles leave at
a title's end: its year where no venue follows (a preprint's "Title, 2010.") or in
brackets ("Title (2007). 0704.0153."), an arXiv id after a comma (", arXiv preprint
arXiv:0704.0169"), "PhD thesis" (or its kind in another language: "thèse de
doctorat", "doktorsavhandling", "dissertatie", …), an access date (:mod:`.refaccess`),
a report's "Tech" of "Tech. Rep." (or its kind and number before the title:
"Technical Report TR-57, …"), a publisher "…, MIT Press" (a school after a thesis's
kind: "…, Ph.D. thesis, Stanford University"), a place and publisher "…, Berlin: MIT
Press", or a journal after a title's question mark ("Last? Annals of X, 40:1–9, 2023").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.cues import AFFILIATION
from tapyre_paper_search.pdf.refaccess import access_note, without_access_note
from tapyre_paper_search.pdf.refbooktail import without_book_tail
from tapyre_paper_search.pdf.refchembook import EDITION_AFTER, book_parts
from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER, YEAR, publisher_alone
from tapyre_paper_search.pdf.refparts import only_a_venue
from tapyre_paper_search.pdf.refreportkind import without_report_kind
from tapyre_paper_search.pdf.refthesis import THESIS as _THESIS
from tapyre_paper_search.pdf.refthesis import after_last_comma as _after_last_comma
from tapyre_paper_search.pdf.refthesis import names_no_institution
from tapyre_paper_search.pdf.refthesis import title_before as _title_before
from tapyre_paper_search.pdf.refvenue import VENUE_END

# (a comma perhaps after it, where a DOI after the year was cut off: ", 2002a, doi:…";
# refs55)
_TRAILING_YEAR = re.compile(r"[,;]\s*(?:19|20)\d{2}[a-z]?,?\s*$")
# (an id after it: ", arXiv digests" ends a title, ", arXiv 0704.0169" does not; the
# bare year perhaps after the id: ", arXiv preprint arXiv:0704.0124 2008", jox's; refs55;
# the id's primary class in brackets: ", arXiv: 0704.0021 [cs.LG]", refs62)
_ARXIV_AFTER = re.compile(
    r",\s*arxiv(?:\s+preprint)?(?:\s+arxiv)?(?:\s*:\s*\S+|\s+\S*\d\S*)?"
    r"(?:\s*\[[a-z-]+(?:\.[A-Za-z]{2})?\])?(?:\s+(?:19|20)\d\d[a-z]?)?\s*$",
    re.I,
)
_BRACKETED_YEAR = re.compile(r"\s+\((?:19|20)\d{2}[a-z]?\)\s*$")
# The year after a word in small letters with a space alone, closing the entry (jox's
# arXiv entries: "Title of the form factor 2008"; refs56); after a capitalised word it
# is a name's number ("Census 2010", "Agenda 2030").
_SPACED_YEAR = re.compile(r"(?P<word>\s[a-zà-ÿ][\w-]*[a-zà-ÿ])\s+(?:19|20)\d{2}[a-z]?\s*$")
_REPORT = re.compile(r",\s*Tech\s*$")
# The rest of that kind and its number, opening the venue before the institution
# ("Report TR-53, Stanford University", "Rep., TR-19, University of Leeds").
_REPORT_NUMBER = re.compile(
    r"^Rep(?:\.|ort)(?:,?\s+(?:No\.\s*)?[A-Z]*[\w/.-]*\d[\w/-]*)?,\s+(?=[A-Z])"
)
# A technical report's kind in other languages: Danish and Norwegian, Swedish, French,
# German, Spanish, Italian, Portuguese, Finnish, Dutch ("Title, Teknisk rapport TR-34,
# University of Leeds", dlfltxbbibtex's; refs55).
_REPORT_ABROAD = (
    r"Teknisk\s+rapport|Rapport\s+technique|Technischer\s+Bericht|Informe\s+t[ée]cnico|"
    r"Rapporto\s+tecnico|Relat[óo]rio\s+t[ée]cnico|Tekninen\s+raportti|Technisch\s+rapport"
)
# Parts of those kinds, tested first.
_REPORT_ABROAD_MARKS = ("rapport", "Bericht", "Informe", "Rapporto", "Relat", "raportti")
# A report's kind and number after the title's comma, the institution read as the venue
# ("Title, Technical Report TR-80, University of Toronto.").
# A question's mark closes the title before it with no space ("… cancer?Technical Report
# TR-90"; econ-jie's, refs53): the mark stays.
_REPORT_AFTER = re.compile(
    rf"(?:[.,]|(?<=[?!]))\s*(?:Technical\s+Report|Tech\.\s*Rep\.|{_REPORT_ABROAD})"
    r"(?:\s+[A-Z][\w/.-]*\d[\w/-]*)?\s*$"
)
# That kind and number between commas, the institution after them, no venue read
# ("Title, Technical Report TR-74, University of Leeds."; kluwer's, refs53); no comma
# after the number ("Title, Technical report TR-23 University of Toronto, 2008"; jox's,
# refs55).
_REPORT_BETWEEN = re.compile(
    rf"(?:[.,]|(?<=[?!]))\s*(?:Technical\s+[Rr]eport|Tech\.\s*Rep\.|{_REPORT_ABROAD})"
    r"(?:\s+[A-Z][\w/.-]*\d[\w/-]*)?(?:,\s*|(?<=\d)\s+)(?P<school>[A-Z][^,.;]{1,60})\s*$"
)
# The institution in brackets before that kind ("Title, (ETH Zurich), Technical Report
# TR-42."; PNAS's).
_INSTITUTION_BEFORE = re.compile(r",\s*\((?P<name>[A-Z][^()]{1,60})\)$")
# A thesis's or report's kind after the title with no stop or comma between, the school
# or institution perhaps after it ("Title PhD thesis, ETH Zurich", "Title Technical
# Report TR-30, ETH Zurich", "Title PhD thesis"), a comma perhaps closing it (before a
# bracketed year: "Title PhD thesis, ETH Zurich, (2012)."); also "Technical report",
# "Ph.D. diss., School", and a school right after "thesis" with no comma ("Title PhD
# thesis Stanford University (2002).") or after a report's number ("Title Technical
# Report TR-67 University of Leeds", the Journal of Physics B's; refs53); "Title Ph.D.
# dissertation, Stanford University" (econ's; refs55).
_KIND_AFTER = re.compile(
    r"(?<![,.;:])\s+(?:(?:PhD|Ph\.\s?D\.|Doctoral|Master[’']?s|MSc)\s+(?:thesis|diss\.|dissertation)|"
    r"(?:Technical\s+[Rr]eport|Tech\.\s*Rep\.)(?:\s+[A-Z][\w/.-]*\d[\w/-]*)?)"
    r"(?:(?:,\s*|(?<=thesis)\s+|(?<=\d)\s+)(?P<school>[A-Z][^,.;]{1,60}))?[\s,]*$"
)
# A report's kind and number before its title ("Technical Report TR-57, Histone …").
_REPORT_FIRST = re.compile(
    r"^(?:Technical\s+Report|Tech\.\s*Rep\.)(?:\s+[A-Z][\w/.-]*\d[\w/-]*)?,\s+"
)
# A thesis's kind after its school, closing the title ("Title, ETH Zurich,
# Dissertation", "Title, Stanford University, PhD thesis"), and a report's institution
# after a slash ("Title / University of Leeds. 2012 (TR-59)."): German DIN's forms.
_KIND_AFTER_SCHOOL = re.compile(
    r",\s*(?P<school>[A-Z][^,.;]{1,60}),\s*(?:Dissertation|Diss\.|Habilitation\w*|"
    r"(?:PhD|Ph\.\s?D\.|Doctoral|Master[’']?s|MSc)\s+thesis)\s*$"
)
# A thesis's kind in another language after the title's comma or stop, or its question
# mark, the school perhaps after it: French "thèse de doctorat", Swedish
# "doktorsavhandling", Finnish "väitöskirja", Dutch "dissertatie" and "proefschrift",
# Danish "ph.d.-afhandling" ("Title, thèse de doctorat, University of Leeds,", "Title?
# Dissertatie"): the title ends before it, the school is the venue where none was read.
_OTHER_THESIS = re.compile(
    r"(?:[.,]\s*|(?<=[?!])\s+)(?:th[eè]se\s+de\s+doctorat|doktorsavhandling|v[aä]it[oö]skirja|"
    r"dissertatie|proefschrift|ph\.\s?d\.-afhandling)"
    r"(?:,\s*(?P<school>(?-i:[A-Z])[^,.;]{1,60}))?[\s,.]*$",
    re.I,
)
# Parts of those words, tested first (a plain "in" is cheaper than the search).
_OTHER_THESIS_MARKS = ("octorat", "avhandling", "skirja", "ssertatie", "efschrift", "afhandling")
_SLASH_INSTITUTION = re.compile(r"\s+/\s+(?P<school>[A-Z][^/.;]{1,60})$")
# A report's year and its number in brackets, opening the venue read after the title
# ("2016 (TR-12). - Forschungsbericht").
_REPORT_YEAR = re.compile(r"(?:19|20)\d{2}[a-z]?\s*\(")
# A year after a label word and a colon, all the venue read ("Version: 2011"; refs38).
_LABELLED_YEAR = re.compile(r"[A-Z][a-z]+:\s*(?:19|20)\d{2}[a-z]?")
# An institution's acronym opening its name ("ETH Zurich"; review121).
_ACRONYM_FIRST = re.compile(r"[A-Z]{2,}\b")
_QUESTION = re.compile(r"\?\s+(?=[A-Z])")
# The words before a link, read as the venue where the link is cut off ("Available from:
# https://…"): no venue.
# A book series after the year that ends a title ("Title, 2001. NATO ASI Series",
# "…, 2001. Lecture Notes in Mathematics"): two words or more, capitalised or joining.
_SERIES_AFTER_YEAR = re.compile(
    r", (?:19|20)\d{2}[a-z]?\. (?P<series>[A-Z][\w-]*(?: (?:[A-Z][\w-]*|of|in|on|for|and|&))+)$"
)

# A book's publisher and its place after a semicolon (chemistry's styles), the place
# with its state or country after a comma ("CRC Press: Boca Raton, FL", "Wiley-VCH:
# Weinheim, Germany"); only where the entry has no venue, so a title's own "Proteins;
# Structure: Function. J. Chem. …" stays whole.
_PUBLISHER_PLACE = re.compile(
    r"[A-ZÀ-Þ][\w'’&.-]*(?: (?:[A-ZÀ-Þ][\w'’&.-]*|&|and|of)){0,4}: "
    r"[A-ZÀ-Þ][\w'’.-]*(?: [A-ZÀ-Þ][\w'’.-]*){0,2}(?:, [A-ZÀ-Þ][\w'’.-]*(?: [A-ZÀ-Þ][\w'’.-]*)?)?"
    r"[.,]?"
)


# A document-type code closing a title, as the Chinese national standard (GB/T 7714)
# writes it: one of its codes, "/OL" for a text online ("[J]", "[M]", "[C/OL]",
# "[EB/OL]"); other capitals in brackets are the title's ("… of [NO]", "[CO]").  A
# sentence-case style lowers a journal's "[J]" glued to the last word ("types[j]"; refs76),
# a word of small letters: a one-letter variable's index stays ("ring Z[j]"; fix61b).
_TYPE_CODE = re.compile(r"(?:\s*\[(?:[ACDGJMNPRSZ]|CM|CP|DB|DS|EB)(?:/OL)?\]|(?<=[a-z]{2})\[j\])$")


def tidy_title(
    title: str, venue: str, *, lone_year: bool = False, year_first: bool = False
) -> tuple[str, str]:
    """(title, venue) with the classic styles' leftovers moved off the title's end (see
    the module docstring); ``lone_year``: the entry names people and prints one year
    only (a title can end with a year: "Cancer statistics, 2014. CA …"); ``year_first``:
    the entry prints its year before the title, so a year in the title is the title's
    (else a series after it, :data:`_SERIES_AFTER_YEAR`, is the venue's)."""
    venue = without_access_note(venue)  # "Springer. [Accessed 3 May 2020]"
    if title.endswith("]"):  # "Title[J]", "Title [M/OL]": a document-type code
        title = _TYPE_CODE.sub("", title)
    series = None if year_first else _SERIES_AFTER_YEAR.search(title)
    if series is not None:  # "Title, 2001. NATO ASI Series. Springer, Berlin, 2001."
        title, venue = title[: series.start()], ". ".join(filter(None, (series["series"], venue)))
    if lone_year and title.rstrip().endswith(")"):  # Nature's preprint: "Title (2007). 0704.0153."
        title = _BRACKETED_YEAR.sub("", title)
    if lone_year and not venue:
        title = _SPACED_YEAR.sub(r"\g<word>", _TRAILING_YEAR.sub("", title))
    if not title.isascii() or "thesis" in title.lower() or "dissertation" in title:  # (cheap)
        title = _THESIS.sub("", title)
    if any(mark in title for mark in _OTHER_THESIS_MARKS):  # (cheap test first)
        title, venue = _other_thesis(title, venue)
    reported = "Rep" in title or "report" in title or any(w in title for w in _REPORT_ABROAD_MARKS)
    between = _REPORT_BETWEEN.search(title) if not venue and reported else None
    if (
        between is not None
        and len(title[: between.start()].split()) >= 3
        and _institution(between["school"])  # "University of Leeds", "ETH Zurich"
    ):
        title, venue = title[: between.start()], between["school"]
    report = _REPORT_AFTER.search(title)
    if report is not None and len(title[: report.start()].split()) >= 3:
        title = title[: report.start()]
        where = _INSTITUTION_BEFORE.search(title)  # "Title, (ETH Zurich), Technical Report"
        if where is not None:  # (not "(Part II)", "(DRAFT)": names_no_institution)
            name = "" if names_no_institution(where["name"]) else where["name"]
            title, venue = title[: where.start()], venue or name
    # _KIND_AFTER's kinds all hold "thesis", "diss" or "Tech" (it ignores no case)
    kind = (
        _KIND_AFTER.search(title)
        if "thesis" in title or "Tech" in title or "diss" in title
        else None
    )
    if kind is not None and _title_before(title[: kind.start()]):
        title, venue = title[: kind.start()], venue or (kind["school"] or "")
    title, venue = _school_after(title, venue)
    # "…; Roe, B., Ed.; CRC Press: Place"; "Title. 2. Aufl. Berlin : Springer", "Title in
    # Book, ed. by B. Roe. Springer"; "Title, tech. rep. TR-53 (School, 2012)"
    title, venue = without_report_kind(*without_book_tail(*book_parts(title, venue)))
    title = _ARXIV_AFTER.sub("", title)
    title = _REPORT_FIRST.sub("", title, count=1)
    if _REPORT.search(title) and venue.startswith(("Rep.", "Report")):
        title = _REPORT.sub("", title)  # "Title, Tech. Report TR-53, Stanford University"
        venue = _REPORT_NUMBER.sub("", venue, count=1)
    title, venue = _after_last_comma(title.removesuffix(","), venue)  # (a bare DOI's comma)
    stop = title.rfind(". ")  # Harvard's book: "Title. New York: Springer. Accessed 3 May 2020."
    if stop > 0 and access_note(venue) and PLACE_AND_PUBLISHER.fullmatch(title[stop + 2 :]):
        title, venue = title[:stop], title[stop + 2 :]
    semicolon = title.rfind("; ")  # chemistry's "…; CRC Press: Berlin, 2015."
    if semicolon > 0 and not venue and _PUBLISHER_PLACE.fullmatch(title[semicolon + 2 :]):
        title = title[:semicolon]  # "…; CRC Press: Boca Raton, FL, 2015." (a book: no venue)
    if semicolon > 0 and len(title) == semicolon:
        title = EDITION_AFTER.sub("", title)  # "Title, 2nd ed.; Springer: Berlin"
    for question in _QUESTION.finditer(title):
        after = title[question.end() :]
        if not venue and PLACE_AND_PUBLISHER.fullmatch(after.replace(" : ", ": ").rstrip(". ")):
            return title[: question.start() + 1], after  # "…? Berlin : CRC Press, 2004"
        if not venue and (VENUE_END.search(after) or YEAR.search(after)):
            rest = VENUE_END.split(after, maxsplit=1)[0].strip(" ,.;")
            if rest and only_a_venue(rest):
                return title[: question.start() + 1], rest
    return title, venue


def _other_thesis(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a thesis's kind in another language and its school
    (:data:`_OTHER_THESIS`) moved off a title of three words or more."""
    other = _OTHER_THESIS.search(title)
    if other is None or len(title[: other.start()].split()) < 3:
        return title, venue
    return title[: other.start()], venue or (other["school"] or "")


def _institution(name: str) -> bool:
    """Whether ``name`` reads as an institution's: a word of one ("University of
    Toronto", "Institut für Informatik") or an acronym first ("ETH Zurich")."""
    return bool(publisher_alone(name) or AFFILIATION.search(name) or _ACRONYM_FIRST.match(name))


def _school_after(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a thesis's school and kind (:data:`_KIND_AFTER_SCHOOL`) or a
    report's institution after a slash (:data:`_SLASH_INSTITUTION`) moved off the title;
    the school is the venue.  A slash's institution only where the venue read after it
    opens with the report's year and number ("… / ETH Zurich. 2023 (TR-39)"), or with
    its year after an organisation's word ("… / University of Leeds. 2016"), or is
    only a labelled year after an institution (an organisation's or an institution's
    word, :data:`.cues.AFFILIATION`, or an acronym first: "… / ETH Zurich. Version:
    2011"): "Input / Output Systems. Journal …", "Read / Write Heads. 2012" and "Input /
    Output Systems. Version: 2011" stay (review121)."""
    if "Diss" in title or "thesis" in title or "Habil" in title:
        kind = _KIND_AFTER_SCHOOL.search(title)
        if kind is not None and len(title[: kind.start()].split()) >= 3:
            return title[: kind.start()], venue or kind["school"]
    slash = _SLASH_INSTITUTION.search(title) if " / " in title else None
    if slash is not None and (
        _REPORT_YEAR.match(venue)
        or (publisher_alone(slash["school"]) and YEAR.match(venue))
        or (_LABELLED_YEAR.fullmatch(venue) and _institution(slash["school"]))
    ):
        return title[: slash.start()], slash["school"]
    return title, venue
