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
commas only are read by :func:`_comma_style`.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import (
    PLACE_AND_PUBLISHER,
    PUBLISHED,
    PUBLISHER_WORDS,
    WHOLE_WORD,
    YEAR,
    publisher_alone,
    without_editors,
)
from tapyre_paper_search.pdf.refvenuetail import JOURNAL_WORDS, PAGES_TAIL, publisher_after
from tapyre_paper_search.pdf.words import english_words

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
    re.compile(r"[\"“„](.{2,}?)[,.][\"”](?=\s|$)"),
    re.compile(r"[\"“„](.{2,}?)[\"”][,.](?=\s|$)"),
    # a question's own mark closes it: '"… efficiency?" Annals of …'
    re.compile(r"[\"“„](.{2,}?[?!])[\"”](?=\s|$)"),
    # single quotes ("‘Title’. Journal", after the year): an apostrophe is closed by no stop
    re.compile(r"‘(.{2,}?)[,.]’(?=\s|$)"),
    # "’," before a word in small letters ("in" aside) or a quote is a plural's or a
    # quoted word's ("‘Parents’, teachers’ views’.", "‘Gift’, ‘trade’ and …"): this
    # pattern, tried first, refuses such a close; the next takes it only where no other fits
    re.compile(r"‘(.{2,}?[^\W\d_?!])’[,.](?=\s*$|\s+(?:in\b|[^\sa-z‘]))"),
    re.compile(r"‘(.{2,}?[^\W\d_?!])’[,.](?=\s+(?!‘)|$)"),
    re.compile(r"‘(.{2,}?[?!])’(?=\s|$)"),
)
_QUOTED = re.compile(r"[\"“”„]([^\"“”]{8,}?)[,.]?[\"“”]")
# Full stops that may end a sentence: not before a word in small letters ("E. coli",
# "gen. nov."; but "in", "p.", "pages"); nor after an abbreviation or an initial before
# another ("in: J. P. Lynch") (``_sentence_ends``).
_STOP = re.compile(r"\.\s+(?!(?!in\b|pp?\b|pages?\b)[a-zà-ÿ][a-zà-ÿ'’-]*+(?!\w))")
_ABBREVIATIONS = frozenset((
    "al", "pp", "vol", "no", "Ed", "eds", "vs", "nov", "sp", "spp", "ssp", "subsp", "var", "cf",
    "ca", "approx", "Fig", "Figs", "Eq", "Eqs", "Suppl", "Dr", "Prof", "St", "Jr", "e.g", "i.e",
    "p",  # French and English "p. 1-9"
))  # fmt: skip
_INITIAL = re.compile(r"[A-ZÀ-Þ]\.")
# "U.S", "e.g", "s.l"; a degree's "Ph.D", "M.Sc": parts of one or two letters each
_DOTTED = re.compile(r"[^\W\d_]{1,2}(?:\.[^\W\d_]{1,2})+")
# The kind of a thesis, a piece of its venue ("Ph.D. Thesis", "Master's dissertation").
_THESIS = re.compile(r"(?:[^,\s]+\s+){0,3}(?:thesis|dissertation)", re.IGNORECASE)
_INITIAL_BEFORE = re.compile(r"(?<![^\W\d_])[A-ZÀ-Þ]\.\s$")
# Volume, issue and pages ("3:1695-1703", "12(3)"): a venue's, not a title's.
_LOCATOR = re.compile(r"\d\s*[-–:(]\s*\d")
_NUMERAL = re.compile(r"(?:Part\s+)?(?:[IVX]{1,4}|\d{1,2})")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_LEADING_WORD = re.compile(r"(?<!\w)[^\W\d_][\w'’-]*")
_SMALL_WORDS = frozenset((
    "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the",
    "to", "with", "via", "vs", "versus",
))  # fmt: skip
_VENUE_LEAD = re.compile(r"^\s*[,.]?\s*(?:in:?\s+|in proceedings of\s+)?", re.IGNORECASE)
# Where a venue ends: a year, volume, pages ("v(?<!\wv)ol" is "\bvol", see ``YEAR``);
# a volume with its issue or pages before the year ("57, 2 (2006)", "12, 45–67 (2021)");
# BibTeX's classic "12(3):45--67" after a comma; a volume and pages with no year after
# them ("Journal 12, 45–67.", Elsevier's Harvard); Vancouver's "; 2014. p. 5-9";
# pages alone at the end after a full stop (ACM's proceedings: "Proc. of X. 45–67.");
# a volume with no comma before it and ", pp." after it ("Journal 12, pp. 45–67").
# A volume and a colon before the pages with no comma before it ("Journal 41: 69-90").
# A volume, perhaps an issue, and pages, each after a comma ("Journal, 31, 1, 400-412").
# The year with no comma before it, then the volume (its issue) and pages, each after a
# comma (chemistry's "J. Am. Chem. Soc. 2001, 123, 456-460", "2001, 123 (4), 456").
# A bare volume after a comma with the year after it ("Journal, 12, 2010, pp. 45-67").
VENUE_END = re.compile(
    r"\(\s*(?:19|20)\d{2}|,\s*(?:19|20)\d{2}\b|,\s*\d+[-–]\d+|"
    r",\s*(?!(?:19|20)\d{2}\b)\d{1,4},\s*(?:19|20)\d{2}\b|"
    r"\s(?:19|20)\d{2}[a-z]?,\s*\d+\s*(?:\(\s*\d+\s*\)\s*)?,\s*[A-Za-z]?\d|"
    r",\s*\d+,\s*(?:\d+,\s*)?\d+\s*[-–]\s*\d|"
    r",\s*\d+(?:\s*\(\s*\d+\s*\))?\s*:\s*\d|\s\d+(?:\s*\(\d+\))?,\s*\d+\s*[-–]\s*\d|"
    r";\s*(?:19|20)\d{2}\.\s+p\.\s|\.\s+\d+\s*[-–]\s*\d+\s*\.?\s*$|"
    r"\s\d+(?:\s*\(|\s*:\s*\d|[A-Z]?,\s*pp?\.\s*\d|"
    r"[A-Z]?,\s*[A-Za-z]?\d+(?:\s*[-–]\s*\d+)?\s*\(\s*(?:19|20)\d{2})|"
    r"[vV](?<!\w[vV])ol\.|p(?<!\wp)p\.|p(?<!\wp)ages\b|\.\s+(?:19|20)\d{2}\b"
)
_ARXIV_TAIL = re.compile(r"\barxiv(?: preprint)?\b.*$", re.IGNORECASE)


def title_and_venue(rest: str, after_comma: bool = False) -> tuple[str, str]:
    """(title, venue) of the text after an entry's authors (see the module docstring);
    ``after_comma``: a comma, not a full stop or year, set the authors apart from it
    (a style with commas only, see :func:`_comma_style`)."""
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
    return _title_and_venue(rest, after_comma)


_ACRONYM_YEAR = re.compile(r"([A-Z][A-Z\d&-]{1,9}),\s*(?:19|20)\d{2}[a-z]?")


def _title_and_venue(rest: str, after_comma: bool) -> tuple[str, str]:
    """:func:`title_and_venue` of ``rest`` with its leading year and a book's publisher
    in brackets at its end taken off."""
    titleless = _TITLELESS.match(rest) if rest.rstrip(" .,;").endswith(")") else None
    if titleless is not None and only_a_venue(titleless["venue"]):
        return "", titleless["venue"].strip(" ,.")
    quoted = _quoted(rest)
    if quoted is not None:
        return quoted.group(1).strip(" ,."), _venue(rest[quoted.end() :])
    ends = _sentence_ends(rest)
    commas = _comma_style(rest, ends) if after_comma else None
    if commas is not None:
        return commas
    if not ends:
        return rest.strip().rstrip("."), ""
    last = 0  # the title's last piece
    while last < len(ends) and _goes_on(rest, ends, last + 1):
        last += 1
    if last == len(ends):
        return rest.strip().rstrip("."), ""
    # (up to the stop's end: the stop may be "Proc."'s own, "Why not? Proc. Natl. …")
    question = _QUESTION_THEN_PROCEEDINGS.search(rest, 0, ends[last].end())
    if question is not None:  # "… Be Determined? Proceedings of X. 2012; pp 237-251."
        return rest[: question.start() + 1].strip(), _venue(rest[question.end() :])
    return rest[: ends[last].start()].strip().rstrip("."), _venue(rest[ends[last].end() :])


# A title's question or exclamation mark before a proceedings' name: the title's end,
# though no full stop follows it (the next full stop ends the proceedings' name).
_QUESTION_THEN_PROCEEDINGS = re.compile(r"[?!]\s+(?=(?:In\s+)?(?:Proceedings|Proc\.)\s)")


_BRACKETS_END = re.compile(r"\s*\(([^()]{4,80})\)[\s.,;]*$")
_BRACKET = re.compile(r"\(([^()]{4,80})\)")


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
    if not _reads_as_venue(piece) or len(words) > 8:
        return False
    if "." in piece and not any(w.endswith(".") for w in words[:3]):
        return False  # a title's full stop ("… Resonance in Graphene. Phys. Rev. Lett.")
    shortened = False  # the word before was an abbreviation
    for end in _sentence_ends(piece + " "):
        if end.end() >= len(piece):
            break
        word = piece[piece.rfind(" ", 0, end.start()) + 1 : end.start()]
        first = end.start() + 1 == piece.find(" ")
        if not (_abbreviation(word) or ((shortened or first) and _next_is_short(piece, end.end()))):
            return False
        shortened = True
    return True


def _comma_style(rest: str, ends: list[re.Match[str]]) -> tuple[str, str] | None:
    """(title, venue) of an entry whose parts are set apart by commas only ("Title of
    the paper, Journal of Things 36 (2020) 158–179", "Title, Proc. CVPR, 2016"): the
    venue is the piece after the last comma before its volume or year, where that
    piece reads as a venue (capitalised words, abbreviations, a volume) and no full
    stop ends a sentence in it but an abbreviation's ("Proc.", "J.", not "Iran.";
    a run of them: "Adv. Neural Inf. Process. Syst.").  A sentence end before that
    comma is the title's where the sentence after it does not read as a venue ("…
    much to do. State of the art and …, Reviews in …").  Of several places where a
    volume or year may start (a title's "factor 2 (KLF2)"), the first that gives such
    a venue."""
    opening = _IN_VENUE.search(rest) or _PROCEEDINGS.search(rest)
    if (
        opening is not None
        and not any(end.start() < opening.start() for end in ends)
        and (opening.group(0).endswith(": ") or _names_proceedings(rest, opening.end()))
    ):
        title = rest[: opening.start()].strip()
        if len(title.split()) >= 2:
            return title, _venue(rest[opening.end() :])
    for locator in VENUE_END.finditer(rest):
        found = _comma_parts(rest, ends, rest[: locator.start()].rstrip(" ,"))
        if found is not None:
            return found
    return _comma_parts(rest, ends, rest.rstrip().rstrip(".").rstrip(" ,"))


# ", in: Proc. …", ", In Proceedings of …", ", in Proceedings of …": the venue after a
# title set apart by commas (not ", in Colonization and …" nor ", In Vitro, by …" of a
# title: the piece must name a journal or proceedings, ``_names_proceedings``).
_IN_VENUE = re.compile(r",\s+(?:[Ii]n:?\s+)(?=[A-Z])")
# ", Proceedings of …" after the title with no "In" before it: the same, the piece naming
# proceedings.
_PROCEEDINGS = re.compile(r",\s+(?=(?:Proceedings|Proc\.)\s)")


def _names_proceedings(text: str, start: int) -> bool:
    """Whether the piece at ``start`` (up to a comma) holds a journal's word."""
    comma = text.find(",", start)
    piece = text[start : comma if comma > 0 else len(text)]
    return any(w.lower().rstrip(".") in _JOURNAL_WORDS for w in WHOLE_WORD.findall(piece))


def _comma_parts(rest: str, ends: list[re.Match[str]], head: str) -> tuple[str, str] | None:
    """(title, venue) where ``head`` is the text before the venue's volume or year."""
    cut = head.rfind(", ")
    if cut <= 0:
        return None
    shortened = False  # the word before was an abbreviation with its full stop
    for end in ends:
        if end.end() >= len(head):  # the venue's own last full stop
            break
        if end.start() < cut:
            if _reads_as_venue(head[end.end() : cut]):
                return None  # "Title. Journal of Things, Volume 3"
            continue
        word = rest[rest.rfind(" ", 0, end.start()) + 1 : end.start()]
        first = end.start() + 1 == head.find(" ", cut + 2)  # the venue's first word
        run = (shortened or first) and _next_is_short(head, end.end())
        if not (_abbreviation(word) or run) or rest.startswith("In ", end.end()):
            return None
        shortened = True
    title, venue = head[:cut].strip(), head[cut + 2 :]
    if len(title.split()) < 2 or not _reads_as_venue(venue):
        return None
    kind = title.rfind(", ")  # "…, Ph.D. Thesis, MIT": the thesis's kind is the venue's
    if kind > 0 and len(title[:kind].split()) >= 2 and _THESIS.fullmatch(title[kind + 2 :]):
        title, cut = title[:kind], kind
    return title, _venue(rest[cut + 2 :])


def _next_is_short(text: str, position: int) -> bool:
    """Whether the word at ``position`` is abbreviated too ("Process. Syst."), or the
    text ends there."""
    space = text.find(" ", position)
    word = text[position:] if space < 0 else text[position:space]
    return space < 0 or word.endswith(".")


def _abbreviation(word: str) -> bool:
    """A capitalised word cut short ("J", "Proc", "Phys", "Rev", "Gerontol"): three
    letters or fewer, or no English word ("Iran", "City" are)."""
    return word[:1].isupper() and (len(word) <= 3 or word.lower() not in english_words())


def _reads_as_venue(piece: str) -> bool:
    """Capitalised words and abbreviations, small words and numbers between them."""
    words = _LEADING_WORD.findall(re.sub(r"^[Ii]n:?\s+", "", piece))  # not "th" of "13th"
    content = [w for w in words if w.lower() not in _SMALL_WORDS]
    return 0 < len(content) <= 15 and all(w[0].isupper() for w in content)


def _quoted(rest: str) -> re.Match[str] | None:
    """The quoted title opening ``rest``, or one quoted after a comma or full stop
    ('"Sandwich"-type assay' and 'a simulated "Cocktail party"' are no quoted titles)."""
    if rest[:1] in '"“„‘':
        for pattern in _QUOTED_TITLE:
            match = pattern.match(rest)
            if match:
                return match
    match = _QUOTED.search(rest)
    if match and match.start() > 0 and rest[: match.start()].rstrip()[-1:] in ",.:":
        return match
    return None


def _sentence_ends(text: str) -> list[re.Match[str]]:
    """The full stops that end a sentence in ``text`` (see :data:`_STOP`)."""
    ends = []
    for match in _STOP.finditer(text):
        start = match.start()
        word = text[text.rfind(" ", 0, start) + 1 : start].lstrip("([\"“'")
        if word in _ABBREVIATIONS or ("." in word and _DOTTED.fullmatch(word)):
            continue  # "vs.", "U.S.", "s.l." (not "H2A.Z.")
        if len(word) == 1 and (
            _INITIAL.match(text, match.end()) or _INITIAL_BEFORE.search(text, 0, start - 1)
        ):
            continue  # "J. P. Lynch"
        ends.append(match)
    return ends


def _goes_on(rest: str, ends: list[re.Match[str]], index: int) -> bool:
    """Whether the title goes on into the piece of ``rest`` after ``ends[index - 1]``."""
    piece = _piece(rest, ends, index)
    if _NUMERAL.fullmatch(piece) or (
        index > 1 and _NUMERAL.fullmatch(_piece(rest, ends, index - 1))
    ):
        return True
    if index >= len(ends):
        return False
    if _is_prose(piece):
        return True
    field = bool(_FIELD_NAME.match(piece))  # a journal's name, unless a venue follows
    if not _is_subtitle(piece, field):
        return False
    after = _piece(rest, ends, index + 1)
    if _marks_a_venue(after) if field else _names_a_venue(after):
        return True
    if field:
        return False
    # a third title-case sentence before the venue ("… tirofiban. PRISM Study
    # Investigators. Platelet Receptor Inhibition in … . In Genetics Research.")
    return (
        index + 1 < len(ends)
        and _is_subtitle(after)
        and _names_a_venue(_piece(rest, ends, index + 2))
    )


def _piece(rest: str, ends: list[re.Match[str]], index: int) -> str:
    """The text between sentence ends ``index - 1`` and ``index`` (the first: from 0)."""
    start = ends[index - 1].end() if index else 0
    return rest[start : ends[index].start() if index < len(ends) else len(rest)].strip()


def _is_prose(piece: str) -> bool:
    """A sentence of a title, not a venue: three or more words past the first, not
    counting small words, nearly all in small letters, or two, both in small letters
    and neither a venue's word ("Prevalence and prognostic value"); no year, volume
    or pages."""
    if piece.count(" ") < 2 or piece[:3] in ("In ", "in "):
        return False
    if piece.split(" ", 1)[0].lower().rstrip(".") in ("proceedings", "proc"):
        return False  # "Proceedings of the 30th conference on marine chemistry" (not
        # "Journal keeping and …", "Letters from the front in …": a title's sentence)
    content = [w for w in _WORD.findall(piece)[1:] if w.lower() not in _SMALL_WORDS]
    small = sum(w[0].islower() for w in content)
    if len(content) < 2 or small < 0.75 * len(content):
        return False
    if len(content) == 2 and (
        small < 2 or any(w.lower() in _VENUE_WORDS or w.lower() in _JOURNAL_WORDS for w in content)
    ):
        return False
    return not (YEAR.search(piece) or VENUE_END.search(piece) or _LOCATOR.search(piece))


# Words of a journal's or proceedings' name (refvenuetail's): what follows a candidate
# second sentence with one is a venue, not a publisher ("… Press" of a journal's name);
# a book's place bearing one is a journal (refforms).
_JOURNAL_WORDS = JOURNAL_WORDS
# Words of a venue, not of a title's second sentence ("Journal of …", "Proc. …"):
# a journal's words but "review" and "reviews", and more.
_VENUE_WORDS = (_JOURNAL_WORDS - {"review", "reviews"}) | frozenset((
    "press", "university", "thesis", "report", "preprint", "arxiv", "edition", "ed", "eds",
    "vol", "dissertation", "diss", "phd", "doctoral",
))  # fmt: skip
# A journal named for its field: "Advances in Linguistics", "Trends in Cell Biology".
_FIELD_NAME = re.compile(r"[A-Z][a-z]+ in (?:the )?[A-Z]")
_VOLUME_AFTER_YEAR = re.compile(r"\d;\s*\d")  # "2020;577": Vancouver's year and volume
_ID_WORDS = frozenset(("arxiv", "doi", "preprint", "pp", "vol", "no", "url", "available"))


def _is_subtitle(piece: str, field: bool = False) -> bool:
    """A second sentence of a title set in title case ("… in men. West of Scotland
    Coronary Prevention Study Group", "… Treatments. Part 1: Ethical and Scientific
    Issues"): it opens with a capital, most of its words past the small ones are
    capitalised, one has five letters or more (not "N Engl J Med"), and none is a
    venue's word; no year, volume or pages.  A field's name ("Advances in Retrieval
    Methods") can be one only with ``field`` (the caller has found a venue after it)."""
    if not piece[:1].isupper() or piece[:3] in ("In ", "In:"):
        return False
    if not field and _FIELD_NAME.match(piece):
        return False  # "Reviews in Cell Biology" is a journal's name
    words = _WORD.findall(piece)
    content = [w for w in words if w.lower() not in _SMALL_WORDS]
    if sum(len(w) >= 2 for w in content) < 2 or not any(len(w) >= 5 for w in content):
        return False  # not "Submitted in J" (". Stat. Software")
    if any(w.lower().rstrip(".") in _VENUE_WORDS for w in words):
        return False
    if sum(w[0].isupper() for w in content) < 0.75 * len(content):
        return False
    return not (YEAR.search(piece) or VENUE_END.search(piece) or _LOCATOR.search(piece))


def _names_a_venue(piece: str) -> bool:
    """Whether ``piece`` (what follows a title's candidate second sentence) can be a
    venue: words of two letters or more, not only a year, pages or an identifier, and
    not a publisher's or a school's name after the venue: one word, or words of an
    organisation ("MIT Press", "Elsevier; 2019", "Stanford University"), unless a
    venue's mark comes with it: "In", a volume or pages, a journal's word or a
    field's name ("Advances in …")."""
    if piece[:1].isdigit():
        return False  # "2021;7(33):eabg5995": the venue's year and volume
    if not any(w.lower() not in _ID_WORDS for w in WHOLE_WORD.findall(piece)):
        return False
    if _marks_a_venue(piece):
        return True
    if PLACE_AND_PUBLISHER.fullmatch(piece.rstrip(". ")):
        return False  # "Hoboken: Wiley", "Palo Alto, CA: AAAI Press"
    words = [w.lower().rstrip(".") for w in WHOLE_WORD.findall(piece)]
    return len(words) > 1 and not any(w in PUBLISHER_WORDS for w in words)


def _marks_a_venue(piece: str) -> bool:
    """Whether ``piece`` bears a venue's mark: "In", a volume or pages, a field's name
    ("Advances in …") or a journal's word ("Journal of AI, 3, 1-9"); it is not only
    the venue's year and volume ("2021;7(33):eabg5995")."""
    return not piece[:1].isdigit() and bool(
        piece[:3] in ("In ", "In:")
        or VENUE_END.search(piece)
        or _LOCATOR.search(piece)
        or _VOLUME_AFTER_YEAR.search(piece)
        or _FIELD_NAME.match(piece)
        or any(w.lower().rstrip(".") in _JOURNAL_WORDS for w in WHOLE_WORD.findall(piece))
    )


def _venue(text: str) -> str:
    text = _VENUE_LEAD.sub("", text, count=1)
    text = PAGES_TAIL.split(text, maxsplit=1)[0]
    text = without_editors(text)
    last = text.rfind(": ")  # the publisher's place
    last = text.rfind(". ", 0, last) if last > 0 else -1
    if last > 0 and PLACE_AND_PUBLISHER.fullmatch(text[last + 2 :].rstrip(". ")):
        text = text[:last]  # "Cognitive Psychology. Hoboken: Wiley."
    last = text.rstrip(". ").rfind(". ")
    if last > 0 and publisher_alone(text[last + 2 :].rstrip(". ")):
        text = text[:last]  # "Machine Learning Research. Cambridge University Press."
    for bracket in _BRACKET.finditer(text) if "(" in text else ():
        if PUBLISHED.fullmatch(bracket.group(1)):  # not only the first bracket ("(ICML)")
            text = text[: bracket.start()].rstrip()  # "Proc. of X (ACM, 2011) pp. 3-9."
            break
    whole, text = text, VENUE_END.split(text, maxsplit=1)[0]
    last = text.rstrip(" ,.").rfind(". ") if len(text) < len(whole) else -1
    if last > 0 and publisher_after(text[:last], text[last + 2 :].strip(), _VENUE_WORDS):
        text = text[:last]  # "Proceedings of X. IEEE, pp. 5-9": the publisher before pages
    if not text.isascii() or "arxiv" in text.lower():  # else the tail cannot match
        text = _ARXIV_TAIL.sub("", text)
    return text.strip(" ,.;:")
