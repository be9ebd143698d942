"""The title and venue of one references entry, from the text after its authors (pure).

:func:`title_and_venue` takes a quoted title where the text opens with one
(IEEE's ``"Title," Venue``; quotes inside it kept), else the title runs to
the full stop that ends it: a full stop followed by a space, not one inside a
token ("H2A.Z", "v1.2"), after an abbreviation ("vs.", "gen. nov.", "pp.") or
before a word in small letters ("E. coli"); and it goes on past such a full
stop where what follows is still the title: a bare numeral and the sentence
after it ("Backgrounds. II. Spacetime symmetries", "building. 1. Tracing"), or a sentence in
small letters with a further sentence after it for the venue ("Sulfasalazine
in spondylarthropathy. A randomized, double-blind study. J. Rheumatol.").
The venue is what follows, up to its year, volume or pages, without its editors
or a publisher after its place ("Hoboken: Wiley"); a book's publisher, place and
year in brackets at the end ("(Springer, New York, 2009).") are neither.  A journal's entry with no
title ("Nature 521, 436–444 (2015).") has an empty title; lists set apart by
commas only are read by :func:`~.refcommas.comma_style`, an ISO 690 entry's "//" source
by :mod:`~.refsource`.  The sentence ends and whether the title goes on past one are
:mod:`~.refsentences`' to tell, where the venue ends and what reads as one :mod:`~.refvenue`'s.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refcommas import comma_style, one_sentence_parts
from tapyre_paper_search.pdf.refmarks import PUBLISHED
from tapyre_paper_search.pdf.refsentences import abbreviation, goes_on, next_is_short, sentence_ends
from tapyre_paper_search.pdf.refsource import DASH_FIELD, people_before, source_of
from tapyre_paper_search.pdf.refvenue import reads_as_venue, venue_of

LEADING_YEAR = re.compile(r"^\(?\s*(?:19|20)\d{2}[a-z]?\s*\)?\s*[.,:]?\s*")
# A year a word in small letters follows, no stop or bracket between: the title's where
# the entry has another year (see :func:`title_and_venue`).
_TITLE_YEAR = re.compile(r"\s*(?:19|20)\d{2}\s+[a-zà-ÿ]")
# That other year: not one end of a page range ("12 2001-2010") nor part of a DOI or
# another number ("10.1000/jn.2019.5").
_LATER_YEAR = re.compile(r"(?<![\w/.–-])(?:19|20)\d{2}[a-z]?(?![\w–-])")
# A quoted title opening the text: closed by ',"' or '."' first (quotes inside it
# stay: '"Angina with "normal" arteries,"'), else by '",' or '".' (not by a quote
# alone: '"We charge them" front line workers …' is a title that opens with a quote).
_QUOTED_TITLE = (
    # (a title's curly close, then "in" and the proceedings' own quote: "“Title” in
    # “Proceedings of X”,", no other close taken across it)
    re.compile(r"“([^“”]{2,}?)”(?=\s+in\s+“)"),
    re.compile(r"[\"“„](.{2,}?)[,.][\"”](?=\s|$)"),
    # (a curly close may touch the next word: "“Title,”Technical Report TR-4, School";
    # only where no close with a space follows, and none inside: not "fair" of "“On
    # the word “fair,”Rawls and justice,” Journal …")
    re.compile(r"[\"“„]([^“]{2,}?)[,.]”(?=[A-Z])"),
    # (and after a question's own mark: "“Title?”Technical Report TR-81, School"; refs55)
    re.compile(r"[\"“„]([^“]{2,}?[?!])”(?=[A-Z])"),
    re.compile(r"[\"“„](.{2,}?)[\"”][,.](?=\s|$)"),
    # a question's own mark closes it: '"… efficiency?" Annals of …'
    re.compile(r"[\"“„](.{2,}?[?!])[\"”](?=\s|$)"),
    # guillemets (French): "«Title», Journal", "« Title ». Journal"
    re.compile(r"«\s*(.{2,}?)\s*(?:»[,.]|[,.]\s*»)(?=\s|$)"),
    # single quotes ("‘Title’. Journal", after the year): an apostrophe is closed by no stop
    re.compile(r"‘(.{2,}?)[,.]’(?=\s|$)"),
    # "’," before a word in small letters ("in" aside) or a quote is a plural's or a
    # quoted word's ("‘Parents’, teachers’ views’.", "‘Gift’, ‘trade’ and …"): this
    # pattern, tried first, refuses such a close; the next takes it only where no other fits
    re.compile(r"‘(.{2,}?[^\W\d_?!])’[,.](?=\s*$|\s+(?:in\b|[^\sa-z‘]))"),
    re.compile(r"‘(.{2,}?[^\W\d_?!])’[,.](?=\s+(?!‘)|$)"),
    re.compile(r"‘(.{2,}?[?!])’(?=\s|$)"),
    # curly double quotes closed by no mark before a capital ("“Title” Journal 12 1-9",
    # an author-year style's), four words or more in them, or two or more where no full stop
    # follows (not a quoted phrase opening a title: "“Big Data” Analytics for X.
    # Journal …"): tried last, so a quote inside a title closed by '.”' or '”,' stays
    # the title's.  Neither where a comma or full stop before a capital follows: the
    # venue after such a title is set with spaces alone, so a comma or stop there is the
    # title's own ("“Big Data” Analytics for Health, Health Journal 3 (2019) 1-9",
    # "“Life in the Fast Lane” Revisited. Journal of Life 3 1-9")
    re.compile(r"“((?:[^“”\s]+\s+){3,}[^“”\s][^“”]*?)”(?=\s+[A-Z])(?![^“”]*(?:,\s*|\.\s+)[A-Z])"),
    re.compile(r"“([^“”]{2,}?\s[^“”]*?)”(?=\s+[A-Z](?:(?!\.\s|,\s*[A-Z])[^“”])*$)"),
)
_QUOTED = re.compile(r"[\"“”„]([^\"“”]{8,}?)[,.]?[\"“”]")


def title_and_venue(rest: str, after_comma: bool = False) -> tuple[str, str]:
    """(title, venue) of the text after an entry's authors (see the module docstring);
    ``after_comma``: a comma, not a full stop or year, set the authors apart from it
    (a style with commas only, see :func:`~.refcommas.comma_style`)."""
    # "2017 revisions of …, Reviews 5 (2019)": the title's first word where a year follows;
    # the entry's only year is the entry's ("Doe J 2017 in vivo imaging … J. Neurosci.")
    title_year = _TITLE_YEAR.match(rest)
    if title_year is None or not _LATER_YEAR.search(rest, title_year.end()):
        rest = LEADING_YEAR.sub("", rest)
    published = bracket_at_end(rest)
    if published is not None and PUBLISHED.fullmatch(published.group(1)):
        # a book's "(CRC Press, Berlin, 2020)."; a word in capitals alone with the year
        # ("(ICML, 2019)") is the venue where none was read
        title, venue = _title_and_venue(rest[: published.start()], after_comma)
        acronym = _ACRONYM_YEAR.fullmatch(published.group(1))
        return title, venue or (acronym.group(1) if acronym else "")
    if _PROCEEDINGS_FIRST.match(rest):  # (chem-acs's publisher before a colon and the year)
        return "", venue_of(_PUBLISHER_COLON_YEAR.split(rest, maxsplit=1)[0])
    title, venue = _title_and_venue(rest, after_comma)
    if " Proc" in title:  # (cheap test first: the patterns only where they may match)
        unstopped = _unstopped_proceedings(title)
        if unstopped is not None:
            if unstopped["cut"]:  # (pages in brackets leave their opening one: refs46)
                venue = venue_of(title[unstopped.start("cut") :]).rstrip(" (")
                return title[: unstopped.start("cut")], venue
            cut = unstopped.start("bare")  # (IOP's "pp 1-9", a publisher in brackets)
            return title[:cut], _PAGES_MARK.sub("", venue_of(title[cut:]))
    return title, venue


def _unstopped_proceedings(title: str) -> re.Match[str] | None:
    """The first of :data:`_IN_PROCEEDINGS` in ``title`` whose bare form has pages
    after it (the last pages found once, so a long text of many "Proceedings of" takes
    linear time, not a scan to its end from each)."""
    last = -2  # where the last pages start; -1: none; -2: not looked for yet
    for unstopped in _IN_PROCEEDINGS.finditer(title):
        if unstopped["cut"]:
            return unstopped
        if last == -2:
            pages = _LAST_PAGES.match(title)
            last = pages.start("pages") if pages is not None else -1
        if last >= unstopped.end():
            return unstopped
    return None


# A proceedings opened by "In" right after a title's last word, no stop between (the
# Journal of Neuroscience's "Title In Proceedings of X, pp. 1-9."), or after the
# question or exclamation mark closing it ("… efficiency? In Proceedings of X, pages
# 854-878, 2011.": a stop the general reading does not cut at; refs46), or "Proceedings of"
# with pages after it right after a word in small letters (IOP's "Title in small letters
# Proceedings of X (IEEE) pp 1-9") or a title's closing number ("… for trisomy 21
# Proceedings of X pp 62-82", iopart-num's; refs58); not after "the", "and", …, nor before pages in
# brackets, a chapter's "Title on Proceedings of X (pp. 1-9)"): the title ends there;
# so does "in" before "Proceedings of" and its name, a year in brackets after it
# (biblatex's nature: "Title in Proceedings of X (ACM, 2008), 390-413."; refs58);
# what the text then held after its last stop (a publisher) is no venue.
_IN_PROCEEDINGS = re.compile(
    r"(?<=[^\W_]|[)?!])(?P<cut>\s)(?=In\s+(?:Proceedings|Proc\.)\s"
    r"|in\s+Proceedings\s+of\s[^()]{3,150}?\((?:[^()]{1,40},\s*)?(?:19|20)\d\d\))"
    r"|\s(?!(?:the|and|for|from|with)\s)(?:[a-z]{3,}|\d{1,3})(?P<bare>\s)Proceedings\s+of\s"
)
# A titleless entry whose names the proceedings follows ("Wang, J.; Saad, F. In
# Proceedings of X, 2003, pp 599-624.", biblatex's chem-acs; "Z. Müller, presented at
# the Proceedings of X, pp. 469-478.", its science style; refs58).
_PROCEEDINGS_FIRST = re.compile(r"\s*(?:In|presented\s+at\s+the)\s+(?=Proceedings\s+of\s)")
_PUBLISHER_COLON_YEAR = re.compile(r",\s+[A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*){0,2}:\s*(?:19|20)\d\d")
# The last pages in a text ("pp 1-9", "p. 5"), not in brackets (see above).
_LAST_PAGES = re.compile(r".*(?<!\()(?P<pages>\bpp?\.?\s*\d)")

_PAGES_MARK = re.compile(r"(?:\s*\([A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?\))?\s+pp?\.?$")

_ACRONYM_YEAR = re.compile(r"([A-Z][A-Z\d&-]{1,9}),\s*(?:19|20)\d{2}[a-z]?")


def _title_and_venue(rest: str, after_comma: bool) -> tuple[str, str]:
    """:func:`title_and_venue` of ``rest`` with its leading year and a book's publisher
    in brackets at its end taken off."""
    titleless = _TITLELESS.match(rest) if rest.rstrip(" .,;").endswith(")") else None
    if titleless is not None and only_a_venue(titleless["venue"]):
        return "", titleless["venue"].strip(" ,.")
    quoted = _quoted(rest)
    if quoted is not None:
        return quoted.group(1).strip(" ,."), venue_of(rest[quoted.end() :])
    source = source_of(rest)
    if source is not None:  # "Title / J. Doe, A. Roe // Journal. — 2010. — V. 12."
        people = people_before(rest, source)
        title = rest[: people.start() if people else source.start()].strip(" .,")
        venue = DASH_FIELD.split(rest[source.end() :], maxsplit=1)[0]
        if title:
            return title, venue_of(venue)
    ends = sentence_ends(rest)
    commas = comma_style(rest, ends) if after_comma else None
    if commas is not None:
        # (a question before a proceedings' name ends the title there too, though the
        # comma reading ran on: econ-jie's "Title? In: Proceedings of X. 518-521, IEEE";
        # refs53)
        question = _QUESTION_THEN_PROCEEDINGS.search(rest) if "?" in commas[0] else None
        if question is not None and question.start() + 1 < len(commas[0]):
            return rest[: question.start() + 1].strip(), venue_of(rest[question.end() :])
        return commas
    question = _QUESTION_THEN_IN.search(rest) if "In:" in rest else None
    if question is None and not ends and "?" in rest:  # (no stop: "Title? Journal, 9 2015")
        question = _QUESTION_THEN_VOLUME_YEAR.search(rest)
    if question is not None:  # "Title? In: Zeitschrift für Dinge 107 (2015), S. 225-229"
        return rest[: question.start() + 1].strip(), venue_of(rest[question.end() :])
    if not ends:
        return one_sentence_parts(rest, ends)
    last = 0  # the title's last piece
    while last < len(ends) and goes_on(rest, ends, last + 1):
        last += 1
    if last == len(ends):  # (one sentence: a lowercase ", in:" may still open the venue)
        return one_sentence_parts(rest, ends)
    # (up to the stop's end: the stop may be "Proc."'s own, "Why not? Proc. Natl. …")
    question = _QUESTION_THEN_PROCEEDINGS.search(rest, 0, ends[last].end())
    if question is None and "?" in rest[: ends[last].start()]:
        journal = _QUESTION_THEN_JOURNAL.search(rest, 0, ends[last].end() + 2)
        question = journal if journal and journal.start() < ends[last].start() else None
    if question is not None:  # "… Be Determined? Proceedings of X. 2012; pp 237-251."
        return rest[: question.start() + 1].strip(), venue_of(rest[question.end() :])
    tail = rest[ends[last].end() :]
    opened = _IN_COLON.search(tail) if "In:" in tail else None
    if opened is not None and not any(c.isdigit() for c in tail[: opened.start()]):
        # the sentences before "In:" hold no number: the title's, not the venue's
        return rest[: ends[last].end() + opened.start()].strip().rstrip("."), venue_of(
            tail[opened.start() :]
        )
    return rest[: ends[last].start()].strip().rstrip("."), venue_of(tail)


# A title's question or exclamation mark before a proceedings' name: the title's end,
# though no full stop follows it (the next full stop ends the proceedings' name); German
# styles' "In:" before it too ("Title? In: Proceedings of X. Springer, S. 875–891.",
# hc-de; refs48).
_QUESTION_THEN_PROCEEDINGS = re.compile(r"[?!]\s+(?=(?:In:?\s+)?(?:Proceedings|Proc\.)\s)")
# A title's question or exclamation mark before "In:" with its colon and a capital: the
# title's end, whatever the venue (DIN's journals: "Title? In: Zeitschrift für Dinge 107
# (2015), S. 225-229", abbrvdin; its "S." and "Nr." end no sentence, so no stop ends the
# title; refs58).
_QUESTION_THEN_IN = re.compile(r"[?!]\s+(?=In:\s+[A-ZÀ-Þ])")
# The same before a journal's capitalised name whose stop its numbers follow (econ-jie:
# "Title? Advances in Psychology. 72 115-129", "…? Letters. 100 (4), 88-92"; refs52).
# Or before a body's name, a comma and the year closing its sentence (jurabib's report:
# "Title? University of Toronto, 2002 (TR-77). – Technical report"; refs57); or a
# volume and a year with no brackets after its comma (jurabib's "Title? Zeitschrift für
# Dinge, 107 2015, 225-229"; refs58); or ABNT's volume "v." and its number after its
# comma ("Title? Journal of X, v. 22, n. 4, p. 618-639, 2009.", abntex2-num; refs58).
_JOURNAL_NAME = (
    r"[A-Z][\w’'&-]*(?:\s+(?:(?:of|in|on|for|and|the|&|für|der|des)\s+)*[A-Z][\w’'&-]*)*"
)
_QUESTION_THEN_JOURNAL = re.compile(
    rf"[?!]\s+(?={_JOURNAL_NAME}"
    r"(?:\.\s+\d|,\s+(?:19|20)\d\d[a-z]?(?:\s+\([^()]{1,30}\))?\.|,\s+v\.\s*\d))"
)
# With no stop after the question, also a book's publisher and place closing the entry,
# capitalised words only ("Title? Springer, New York.", jbact; refs60).
_QUESTION_THEN_VOLUME_YEAR = re.compile(
    rf"[?!]\s+(?={_JOURNAL_NAME},\s+\d{{1,4}}\s+(?:19|20)\d\d,"
    r"|[A-Z][\w&-]*(?:\s[A-Z][\w&-]*){0,3},\s[A-Z][\w-]*(?:\s[A-Z][\w-]*)?\.?\s*$)"
)
# "In:" opening a sentence after a stop, a capital after it: the venue's start (hc-de's
# "Title. Subtitle. Group. In: Proceedings of X."; refs48).
_IN_COLON = re.compile(r"(?<=[^\W\d_]{2}[.?!])\s+In:\s+(?=[A-Z])")
_BRACKETS_END = re.compile(r"\s*\(([^()]{4,80})\)[\s.,;]*$")


def bracket_at_end(text: str) -> re.Match[str] | None:
    """The words in brackets that end ``text`` (before spaces, commas, full stops and
    semicolons), or None: what ``_BRACKETS_END.search`` finds, matched only from the
    spaces before the last "(" (no other can open it; the pattern, opening with spaces,
    would be tried at every position)."""
    start = text.rfind("(")
    if start < 0:
        return None
    while start > 0 and text[start - 1].isspace():
        start -= 1
    return _BRACKETS_END.match(text, start)


# A journal's entry with no title (Nature's style in some journals): the venue, its
# volume, the first page or pages and the year, nothing else ("Nature 521, 436–444
# (2015).", "Phys. Rev. Lett. 99, 048301 (2007)").
_TITLELESS = re.compile(
    r"(?P<venue>[^,()]{2,80}?)\s+\d+[A-Z]?,\s*[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?"
    r"\s*\(\s*(?:19|20)\d{2}[a-z]?\s*\)[\s.,;]*$"
)


def only_a_venue(piece: str) -> bool:
    """Whether ``piece`` reads as a venue's name alone: eight capitalised words and
    abbreviations at most, no full stop but an abbreviation's, one among the first
    three words where there is one ("Phys. Rev. Lett.", not "Deep Learning. Nature"
    nor "… Resonance in Graphene. Phys. Rev. Lett.")."""
    words = piece.split()
    if not reads_as_venue(piece) or len(words) > 8:
        return False
    if "." in piece and not any(w.endswith(".") for w in words[:3]):
        return False  # a title's full stop ("… Resonance in Graphene. Phys. Rev. Lett.")
    shortened = False  # the word before was an abbreviation
    for end in sentence_ends(piece + " "):
        if end.end() >= len(piece):
            break
        word = piece[piece.rfind(" ", 0, end.start()) + 1 : end.start()]
        first = end.start() + 1 == piece.find(" ")
        if not (abbreviation(word) or ((shortened or first) and next_is_short(piece, end.end()))):
            return False
        shortened = True
    return True


def _quoted(rest: str) -> re.Match[str] | None:
    """The quoted title opening ``rest``, or one quoted after a comma or full stop
    ('"Sandwich"-type assay' and 'a simulated "Cocktail party"' are no quoted titles)."""
    if rest[:1] in '"“„‘«':
        for pattern in _QUOTED_TITLE:
            match = pattern.match(rest)
            if match:
                return match
    match = _QUOTED.search(rest)
    if match and match.start() > 0 and rest[: match.start()].rstrip()[-1:] in ",.:":
        return match
    return None
