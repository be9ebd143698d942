"""The title and venue of a references entry whose parts are set apart by commas only
(pure; split out of :mod:`~tapyre_paper_search.pdf.refparts` with no change).

:func:`comma_style` reads "Title of the paper, Journal of Things 36 (2020) 158–179" and
"Title, Proc. CVPR, 2016": the venue is the piece after ", In:" or ", Proceedings of",
or after the last comma before the venue's volume or year where that piece reads as a
venue; or None, and :func:`~.refparts.title_and_venue` reads the entry by its sentences.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refmarks import WHOLE_WORD
from tapyre_paper_search.pdf.refsentences import abbreviation, next_is_short
from tapyre_paper_search.pdf.refvenue import VENUE_END, reads_as_venue, venue_of
from tapyre_paper_search.pdf.refvenuetail import JOURNAL_WORDS

# The kind of a thesis, a piece of its venue ("Ph.D. Thesis", "Master's dissertation").
_THESIS = re.compile(r"(?:[^,\s]+\s+){0,3}(?:thesis|dissertation)", re.IGNORECASE)


def comma_style(rest: str, ends: list[re.Match[str]]) -> tuple[str, str] | None:
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
            return title, venue_of(rest[opening.end() :])
    for locator in VENUE_END.finditer(rest):
        found = _comma_parts(rest, ends, rest[: locator.start()].rstrip(" ,"))
        if found is not None:
            return found
    return _comma_parts(rest, ends, rest.rstrip().rstrip(".").rstrip(" ,"))


# ", in: Proc. …", ", In Proceedings of …", ", in Proceedings of …": the venue after a
# title set apart by commas (not ", in Colonization and …" nor ", In Vitro, by …" of a
# title: the piece must name a journal or proceedings, ``_names_proceedings``).
_IN_VENUE = re.compile(r",\s+(?:[Ii]n:?\s+)(?=[A-Z])")
# ", in:" in small letters with its colon, a capital after it (biblatex-dw's "Title, in:
# Journal 9.12 (2010)"; refs59): a venue's opening however the names ended.
# (Not before proceedings: :func:`~.refparts.title_and_venue`'s caller reads those, a
# publisher after them included.)
_LOWER_IN_COLON = re.compile(r",\s+in:\s+(?=[A-ZÀ-Þ])(?!Proceedings\s|Proc\.)")


def in_colon_parts(rest: str, ends: list[re.Match[str]]) -> tuple[str, str] | None:
    """(title, venue) of an entry whose title ends at ", in:" set in small letters with
    its colon (authortitle-dw's "Title, in: Journal 9.12 (2010), pp. 1–9", a journal,
    not proceedings), where no
    sentence ends before it and the title has two words at least; or None.  The
    colon after a lowercase "in" is no title's wording ("in Colonization" has none)."""
    opening = _LOWER_IN_COLON.search(rest) if ", in: " in rest else None
    if opening is None or any(end.start() < opening.start() for end in ends):
        return None
    title = rest[: opening.start()].strip()
    if len(title.split()) < 2:
        return None
    return title, _book_name(venue_of(rest[opening.end() :]))


# A page mark left bare at the venue's end once its pages are taken (", pp", ", p.",
# German ", S."), and a last comma piece of one capitalised word: a book's publisher or
# place ("Handbook of Fluids, Wiley"; words52).
_BARE_PAGE_MARK = re.compile(r",?\s+(?:pp?\.?|S\.)\s*$")
_ONE_WORD_PIECE = re.compile(r",\s+[A-ZÀ-Þ][\w&-]*\.?\s*$")


def _book_name(venue: str) -> str:
    """``venue`` read after ", in:" without a bare page mark at its end and, after a
    name of two words or more, a last comma piece of one capitalised word: "Handbook of
    Fluids, Wiley, pp" is "Handbook of Fluids" (review59)."""
    venue = _BARE_PAGE_MARK.sub("", venue)
    piece = _ONE_WORD_PIECE.search(venue)
    if piece is not None and len(venue[: piece.start()].split()) >= 2:
        venue = venue[: piece.start()]
    return venue


# ", Berlin 1995" ending an entry: one capitalised word, the place, and the year (dw's
# books; refs59); or two ("New York 2007"; refs60).
_PLACE_YEAR_END = re.compile(
    r",\s+[A-ZÀ-Þ][a-zà-ÿ]{2,}(?:\s[A-ZÀ-Þ][a-zà-ÿ]{2,})?\s+(?:1[5-9]|20)\d\d[a-z]?\.?\s*$"
)


def one_sentence_parts(rest: str, ends: list[re.Match[str]]) -> tuple[str, str]:
    """(title, venue) of an entry read as one sentence: :func:`in_colon_parts`, else
    the title without a book's closing ", Place Year" (authortitle-dw's "Title,
    Berlin 1995", where the place and year are no title's words; not after a piece of
    one word, a publisher's: "Title, Springer, Berlin 2004" stays), else all of it."""
    found = in_colon_parts(rest, ends)
    if found is not None:
        return found
    place = _PLACE_YEAR_END.search(rest)
    title = rest[: place.start()] if place is not None else rest
    if len(title.rsplit(",", 1)[-1].split()) < 2:
        title = rest
    return title.strip().rstrip("."), ""


# ", Proceedings of …" after the title with no "In" before it: the same, the piece naming
# proceedings.
_PROCEEDINGS = re.compile(r",\s+(?=(?:Proceedings|Proc\.)\s)")


def _names_proceedings(text: str, start: int) -> bool:
    """Whether the piece at ``start`` (up to a comma) holds a journal's word."""
    comma = text.find(",", start)
    piece = text[start : comma if comma > 0 else len(text)]
    return any(w.lower().rstrip(".") in JOURNAL_WORDS for w in WHOLE_WORD.findall(piece))


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
            if reads_as_venue(head[end.end() : cut]):
                return None  # "Title. Journal of Things, Volume 3"
            continue
        word = rest[rest.rfind(" ", 0, end.start()) + 1 : end.start()]
        first = end.start() + 1 == head.find(" ", cut + 2)  # the venue's first word
        run = (shortened or first) and next_is_short(head, end.end())
        if not (abbreviation(word) or run) or rest.startswith("In ", end.end()):
            return None
        shortened = True
    title, venue = head[:cut].strip(), head[cut + 2 :]
    if len(title.split()) < 2 or not reads_as_venue(venue):
        return None
    kind = title.rfind(", ")  # "…, Ph.D. Thesis, MIT": the thesis's kind is the venue's
    if kind > 0 and len(title[:kind].split()) >= 2 and _THESIS.fullmatch(title[kind + 2 :]):
        title, cut = title[:kind], kind
    return title, venue_of(rest[cut + 2 :])
