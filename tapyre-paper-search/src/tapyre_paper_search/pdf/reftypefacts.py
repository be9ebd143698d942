"""Facts of an entry's TYPE read as its venue or title (pure): :func:`typed_parts`.

Entries of chapters, workshop papers, reports, theses, software, patents, translations,
reprints and preprints print facts that name no place the work appeared in (refs67):

* the editors of the book or proceedings, after its title or before it
  (:mod:`.refeditors`);
* a version ("Title. Version 1.1.2. Zenodo", "Title, version 2.3.1, 1999"), a patent's
  number ("Pat. US 7,508,454", "U.S. Patent 7,508,454"), a reprint's mark ("Reprint.
  Cham: Springer") and a translator ("Trans. from the French by A. Roe. Basel: Wiley",
  "Title, trans. from the Spanish by S. M. Cohen. Basel"): they leave the venue, or the
  title's end where the reading ran them on, the publisher after them staying;
* a preprint's id and class run on after its title ("Title arXiv: 1904.28679
  [q-bio.PE]"), or its year before the id ("Title, 2023, arXiv: …"): they leave the
  title (the id is read apart);
* a master's thesis's kind ("Title MA thesis") or a report's own kind and number
  ("Title, Working paper WP 19/6") closing the title leave it (three words staying);
* a year alone is no preprint's venue ("Title. 2003. arXiv: 2407.05926 [cs.LG].");
* a book's volumes and edition, a report's kind and number and a standard's mark
  closing the title leave it, and a year after a semicolon the venue's end
  (:mod:`.refbookfacts`, refs69);
* a proceedings' name after a small "in" run on at the title's end, an event's place
  and dates after it, is the venue (:mod:`.refeventin`, refs70);
* an interview's or a map's mark closing the title leaves it (:mod:`.refworkmarks`),
  and a poster's kind, a retraction's notice, a page, a month's bracket or an event's
  place before its dates the venue's ends; a newspaper's name read as the title before
  its page and date is the venue (:mod:`.refvenuenotes`, refs71);
* a court case's parties are the title, its reporter's citation the venue
  (:mod:`.refcase`); a preprint's server after its title, and a standard's kind and
  number after a semicolon or comma, leave the title for the venue (:mod:`.refpreprints`,
  :mod:`.refstandards`); a newspaper's section, page and date leave the venue
  (:mod:`.refsections`; refs74);
* a bill's number, a series' episode, an access statement, a blog's name, a report's
  kind and number closing the title leave it (:mod:`.refsourcemarks`), a language's
  note the title's end or the venue's opening (:mod:`.reflangnote`), a law review's
  volume and short name and a reference work's name after ", in" the title's end for the
  venue (:mod:`.reflawreview`, :mod:`.refinbook`; refs75); an episode's season, a
  personal communication, an archive's box, lecture notes or "[Internet]" closing the
  title leave it (:mod:`.refunpubmarks`), an article's "Epub ahead of print" its
  venue (:mod:`.refaheadofprint`; refs76); a medium's tag with its place, a standard's
  dated or an accession number, a reprint's first edition closing the title leave it
  (:mod:`.refmediaplace`, :mod:`.refdesignations`, :mod:`.refreprints`), a bare number
  after a proceedings' name its venue (:mod:`.refprocnumber`), a newspaper's name,
  section and page with no title the venue (:mod:`.refnewstitleless`; refs77); a
  journal's Bluebook cite and a report series' kind, number and issuer closing the title
  leave it, an abbreviated journal's head cut into it the venue's (:mod:`.reflawcite`,
  :mod:`.refseriespaper`, :mod:`.refabbrevcut`; refs80); a journal's cite in a national
  norm's marks ("Title, Revista …, v. 12, n. 3, p. 45-67", "Title In: Zeitschrift … 12,
  Nr. 3, S. 45–67", "Title, (2010) 126 LQR 123") and a book's series and number closing
  the title leave it (:mod:`.refjournalcite`, :mod:`.refbookseries`; refs81).

The kind of a thesis or a report with its school is :mod:`.refkindschool`'s.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refabbrevcut import without_cut_journal
from tapyre_paper_search.pdf.refaheadofprint import without_ahead_of_print, without_pubmed_ids
from tapyre_paper_search.pdf.refbookfacts import (
    without_book_facts,
    without_closing_year,
    without_cut_edition,
)
from tapyre_paper_search.pdf.refbookseries import without_book_series
from tapyre_paper_search.pdf.refcase import case_parts
from tapyre_paper_search.pdf.refchapterin import (
    without_chapter_in,
    without_chapter_place,
    without_cut_in,
)
from tapyre_paper_search.pdf.refdesignations import without_designation
from tapyre_paper_search.pdf.refeditedby import without_cut_editor, without_title_editor
from tapyre_paper_search.pdf.refeditors import NAMES, UP, editors_first, without_editors
from tapyre_paper_search.pdf.refeventin import without_event_in
from tapyre_paper_search.pdf.refinbook import without_work_in
from tapyre_paper_search.pdf.refissuetails import without_issue_tail
from tapyre_paper_search.pdf.refjournalcite import without_journal_cite
from tapyre_paper_search.pdf.refkindtags import without_kind_tags
from tapyre_paper_search.pdf.reflangnote import without_language_note
from tapyre_paper_search.pdf.reflawcite import without_law_cite
from tapyre_paper_search.pdf.reflawreview import law_review_parts
from tapyre_paper_search.pdf.refmediaplace import without_tagged_place
from tapyre_paper_search.pdf.refnewstitleless import titleless_newspaper
from tapyre_paper_search.pdf.refobjects import without_object_tag
from tapyre_paper_search.pdf.refpreprints import preprint_server
from tapyre_paper_search.pdf.refprocnumber import without_proceedings_number
from tapyre_paper_search.pdf.refregistries import without_registry_marks
from tapyre_paper_search.pdf.refreprints import without_reprint_note
from tapyre_paper_search.pdf.refsections import section_parts
from tapyre_paper_search.pdf.refseriespaper import without_series_paper
from tapyre_paper_search.pdf.refsourcemarks import without_source_marks
from tapyre_paper_search.pdf.refstandards import standard_number
from tapyre_paper_search.pdf.refstatutes import without_public_law
from tapyre_paper_search.pdf.reftalkmarks import without_talk_marks
from tapyre_paper_search.pdf.reftitlemarks import without_title_marks
from tapyre_paper_search.pdf.refunpubmarks import without_unpublished_marks
from tapyre_paper_search.pdf.refvenuenotes import (
    titleless_periodical,
    without_event_place,
    without_venue_notes,
)
from tapyre_paper_search.pdf.refworkentry import titleless_work, without_sub_verbo
from tapyre_paper_search.pdf.refworkmarks import without_work_marks

# A version, a patent's number, a reprint's mark or a translator opening the venue.
_VERSION = r"(?:[Vv]ersion|[Vv]er\.)\s+v?\d+(?:\.\d+)*[a-z]?"
# (oxnum's "patent US 8,951,587 (issued 1995)"; refs68)
_PATENT = (
    r"(?:Pat\.|[Pp]atent|U\.\s?S\.\s+[Pp]atent)\s+(?:[A-Z]{2}\s+)?(?:No\.\s*)?\d[\d,./]*\d"
    r"(?:\s+\(issued\s+(?:1[5-9]|20)\d\d\))?"
)
_TRANSLATOR = (
    rf"(?:[Tt]rans\.|[Tt]ransl\.|[Tt]ranslated)(?:\s+from\s+the\s+[{UP}][a-z]+)?\s+by\s+{NAMES}"
)
_FACT = rf"(?:{_VERSION}|{_PATENT}|Reprint(?:ed)?|{_TRANSLATOR})"
_OPENING_FACT = re.compile(rf"{_FACT}(?:[.,;]\s*|$)")
# The same run on at the title's end, after a comma or a stop (the year after it
# perhaps: "Title, version 4.4.0, 2010"; refs68); a reprint's mark, a
# version with a dotted number ("Title version 4.5.0", Nature's), a
# patent's cut at its stop ("Title, pat") or with its number ("Title pat., US 9,400,202";
# refs68) and a translator's mark with all after it
# (the name cut at a stop or given with no "by": "trans. from the Spanish Nelson Doe")
# also after a space.
_CLOSING_FACT = re.compile(
    rf"[,.;]\s+(?:{_FACT}|[Pp]at)(?:,\s+(?:1[5-9]|20)\d\d[a-z]?)?$|(?:[,.;]\s+|\s+)(?:Reprint(?:ed)?$|[Vv]ersion\s+\d+(?:\.\d+)+$"
    r"|[Pp]at\.,?\s+(?:[A-Z]{2}\s+)?\d[\d,./]*\d(?:\s+[A-Z]\d?)?$"  # (its kind code: "B2"; refs75)
    rf"|(?:[Tt]rans\.|[Tt]ransl\.|[Tt]ranslated)\s+(?:from\s+the\s+[{UP}][a-z]+|by)\b.*$)"
)
# What the fact's stop left as the venue: a patent's number or a year ("pat. | US
# 6,963,611", "version 4.5.0. | 2011"), after any fact; the rest of a translator's name
# ("C.-H. | Chang") after a translator's only: a version's or a reprint's one-word venue
# stays ("Title, version 1.2. Zenodo", "Title. Reprint. Penguin"; fix55d).
_CUT_NUMBER = re.compile(r"(?:[A-Z]{2}\s+)?\d[\d,./]*")
_PATENT_NUMBER = re.compile(r"[A-Z]{2}\s+\d[\d,./]*\d")
_CUT_NAME = re.compile(rf"[{UP}][\w'’-]+")
_SUBTITLE_THEN_TRANSLATOR = re.compile(
    rf"(?P<more>[{UP}][^.;:\d]*?),\s+(?:[Tt]rans\.|[Tt]ransl\.|[Tt]ranslated)\s+"
    rf"(?:from\s+the\s+[{UP}][a-z]+|by)\b"
)
# (the mark and names alone, no "by": "trans. from the Italian Debashish Goswami", oxnum's)
_TRANSLATOR_NO_BY = re.compile(
    rf"(?:[Tt]rans\.|[Tt]ransl\.|[Tt]ranslated)\s+from\s+the\s+[{UP}][a-z]+\s+{NAMES}"
)
_TRANSLATOR_CUT = re.compile(r"[,.;]?\s+[Tt]rans")
# A preprint's year closing its title before the id ("Title, 2023, arXiv: …", "“Title”
# (2003), arXiv: …").
_YEAR_CLOSING = re.compile(r"(?:,\s+|\s+\()(?:1[5-9]|20)\d\d[a-z]?\)?$")
# A preprint's id and class at the title's end (the class in brackets or round ones,
# "arXiv: 2203.21174 (math.ST)"; or the id's first half alone, "arXiv: 1808": refs68).
_PREPRINT_TAIL = re.compile(
    r"[,.]?\s+arXiv\s*:\s*\d{4}(?:\.\s?\d{4,5}(?:v\d+)?(?:\s*(?:\[[\w.-]+\]|\([\w.-]+\)))?|\.?)$",
    re.IGNORECASE,
)
# A master's thesis's or a report's own kind closing the title, its number perhaps after
# it ("Title MA thesis", "Title, Working paper WP 19/6"): kinds no older rule knows.
_KIND_CLOSING = re.compile(
    r"(?:[,;.]\s*|\s+)(?:(?:MA|M\.\s?A\.)\s+thesis"
    r"|(?:Working|Discussion|Research|Occasional)\s+[Pp]aper(?:,?\s+[A-Z]{0,4}\s?[\d/.-]*\d)?"
    r"(?:,\s+[A-Z][a-z]+)?)$"  # (its place after it: "…, Working paper WP 9/3, Basel"; refs68)
)
# The rest of a preprint's id broken after its stop, read as the venue ("arXiv: 2102. |
# 25067 [econ.EM]"; refs68).
_ID_REST = re.compile(r"\d{4,5}(?:v\d+)?(?:\s*\[[\w.-]+\])?\.?")
_ANY_YEAR = re.compile(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)")
_LONE_YEAR = re.compile(r"\(?(?:1[5-9]|20)\d\d[a-z]?\)?")


def without_type_facts(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) without a version, patent number, reprint's mark or translator
    opening the venue or closing the title, without a preprint's id and class closing
    the title (or its year, where ``rest`` prints the id after it), and without a
    preprint's venue that is a year alone (see the module docstring)."""
    title, venue = _subtitle_before_translator(title, venue, rest)
    while (opening := _OPENING_FACT.match(venue)) is not None:
        venue = venue[opening.end() :].lstrip()
    closing = _CLOSING_FACT.search(title)
    if closing is not None and closing.start() > 0 and _spaced_fact_holds(title, closing, rest):
        translator = _TRANSLATOR_CUT.match(title, closing.start()) is not None
        title = title[: closing.start()]
        name = translator and _CUT_NAME.fullmatch(venue) is not None
        venue = "" if name or _CUT_NUMBER.fullmatch(venue) else venue
    if title.endswith((" pat", " Pat")) and _PATENT_NUMBER.fullmatch(venue) is not None:
        title, venue = title[:-4], ""  # "Title pat. US 9,400,202": the number read as venue
    kind = _KIND_CLOSING.search(title) if "aper" in title or "thesis" in title else None
    if kind is not None and len(title[: kind.start()].split()) >= 3:
        title = title[: kind.start()]
    preprint = _PREPRINT_TAIL.search(title) if "rxiv" in title.lower() else None
    if preprint is not None and preprint.start() > 0:
        title = title[: preprint.start()]
    if "arXiv" in rest and _ID_REST.fullmatch(venue) is not None:
        venue = ""
    year = _YEAR_CLOSING.search(title) if not venue and "arXiv" in rest else None
    at = rest.find(title)
    if (
        year is not None
        and rest.find("arXiv", at + len(title)) >= 0
        and _ANY_YEAR.search(rest, 0, max(at, 0)) is None  # (a title's own year: "2003. T, 2014.")
    ):
        title = title[: year.start()]
        quoted = title[:1] == "“" and title[-1:] == "”" and title.count("“") == 1
        title = title[1:-1] if quoted else title
    lone = _LONE_YEAR.fullmatch(venue) is not None and "arxiv" in rest.lower()
    return title, "" if lone else venue


def _subtitle_before_translator(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) where the venue opens with the title's second sentence, a
    translator's mark after it ("Title. The role of X, trans. from the French by A. Roe,
    Cham 2017": the reading cut the title at its stop; refs68): the sentence joins the
    title, the venue opens with the mark (or is empty, where the mark and names with no
    "by" are all of it)."""
    found = _SUBTITLE_THEN_TRANSLATOR.match(venue) if "rans" in venue else None
    if found is None or rest.find(f"{title}. {found['more']}") < 0:
        return title, venue
    venue = venue[found.end("more") :].lstrip(" ,")
    return f"{title}. {found['more']}", "" if _TRANSLATOR_NO_BY.fullmatch(venue) else venue


def _spaced_fact_holds(title: str, closing: re.Match[str], rest: str) -> bool:
    """Whether a fact closing ``title`` after a space alone (no stop before it) is one:
    a version in small letters ("emigration version 4.5.0"), a reprint's mark only
    before its bracketed publisher in ``rest`` ("activity Reprint (De Gruyter, …)").  A
    capitalised "Version 2.0" or a closing "Reprint" with no bracket after it are the
    title's own words ("… needs a new Version 2.0", "Adaptive Reprint"; fix55d)."""
    if title[closing.start()] in ",.;" or title[closing.start() - 1] in "?!":
        return True  # (a question's mark closed the title: "Title? Reprint"; refs68)
    fact = title[closing.start() :].lstrip()
    if fact.startswith("Version"):
        return False
    if fact.startswith("Reprint"):
        at = rest.find(title)
        return at >= 0 and rest[at + len(title) :].lstrip().startswith("(")
    return True


def typed_parts(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) without the facts of the entry's type (see the module docstring);
    ``rest`` is the entry after its names, where editors before the book are looked up."""
    title, venue = without_event_in(title, venue, rest)  # "Title, in: Proceedings of X (…)"
    title, venue = without_cut_in(*without_chapter_in(title, venue, rest))  # "Title, in: J"
    title, venue = editors_first(title, without_editors(venue, rest), rest)
    venue = without_chapter_place(venue, rest)  # "C. Roe (red.), Handboek X. Amsterdam"
    title, venue = without_title_marks(*without_type_facts(title, venue, rest), rest)
    title, venue = without_work_marks(title, venue, rest)  # "Title, Interview by J. Doe"
    title, venue = without_talk_marks(title, venue)  # "Title, Invited talk at X", "Under review"
    title, venue = without_tagged_place(title, venue)  # "Title, [Painting], Tate, London"
    title, venue = without_kind_tags(title, venue)  # "Title [Data set]", "Title. Tesi di …"
    venue = without_event_place(without_venue_notes(without_closing_year(venue)), rest)
    venue = without_issue_tail(venue)  # "Journal 52.5, e4803223", "Journal 71.Suppl"
    venue = without_pubmed_ids(without_ahead_of_print(venue))  # "Journal 39.2. PMID: 235"
    venue = without_proceedings_number(venue)  # "Proceedings of the Conference on X, 276"
    title, venue = titleless_newspaper(title, venue)  # "The Post, Section D, p. 5 (May 2007)"
    title, venue = section_parts(title, venue, rest)  # "The Daily Courier, June 2014. Section B"
    title, venue = case_parts(title, venue, rest)  # "Smith v. Jones, 550 S. Ct. 585, 2001."
    title, venue = law_review_parts(title, venue)  # "Title, 12 Stan" / "L. Rev"
    title, venue = without_law_cite(title, venue)  # "Title, 106 Yale L.J. 675"; "T 36 Stan"
    title, venue = without_series_paper(title, venue)  # "Title, Working Paper 18275, NBER"
    title, venue = without_journal_cite(title, venue)  # "Title, Revista X, v. 2, n. 9, p. 4-9"
    title = without_book_series(title, rest)  # "Title. Studies in Biochemistry 263", "Title (S 12)"
    title, venue = without_cut_edition(title, venue)  # "Title, 2" / "Aufl. Berlin: Springer"
    title, venue = without_cut_journal(title, venue, rest)  # "Title. Earth Sci" / "Res"
    title, venue = without_work_in(title, venue)  # "Title, in Encyclopedia of X" / "4th ed."
    title, venue = preprint_server(title, venue)  # "Title, medRxiv preprint, Version 4, 2020."
    title, venue = standard_number(title, venue)  # "Title; Standard IEEE Std 40310-2021; …"
    title, venue = without_designation(title, venue)  # "Title, ISO/IEC 27001:2022", "PDB ID 6VXX"
    title = without_reprint_note(title)  # "Title, Originally published 1944 (Dover, 1998)"
    title, venue = without_source_marks(title, venue)  # "Title, H.R. 27, 117th Congress"
    title, venue = without_language_note(title, venue)  # "Title [in Russian]"; "(in German). In: J"
    title, venue = without_unpublished_marks(title, venue, rest)  # "Title. Season 7, Episode 15"
    title, venue = without_public_law(title, venue)  # "Title, Pub" / "L. No. 95-200, 37 U.S.C."
    title = without_registry_marks(without_sub_verbo(title))  # "s.v. Title"; "Title (Order No. 8)"
    title, venue = titleless_work(title, venue)  # "in Encyclopaedia of X 4th ed." / ""
    title, venue = without_cut_editor(title, venue)  # "Title, ed. by G" / "Roth. Berkeley: X"
    title = without_title_editor(title, venue)  # "Title, edited by A. Roe"; "Title, 2nd ed., R"
    title = without_object_tag(title)  # "Title, [Woodcut print], Museum number 1977.260"
    return titleless_periodical(without_book_facts(title), venue)  # "Der Spiegel" / "12 (Mar"
