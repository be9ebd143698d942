"""Which of the first pages a paper starts on, and an abstract pushed to the next page (pure).

:func:`first_paper_page` skips repository cover sheets
(:mod:`~tapyre_paper_search.pdf.cover`, at most :data:`MAX_COVER_PAGES`);
:func:`pushed_abstract` reads the abstract under a heading at the top of the page
after the title page, where a long author list pushed it, or one without a heading
that opens that page and is closed by a keyword line.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import bodystart
from tapyre_paper_search.pdf.abstractpages import carried_further
from tapyre_paper_search.pdf.bilingual import (
    carry_on_in_title_language,
    in_title_language,
)
from tapyre_paper_search.pdf.breakruns import left_open
from tapyre_paper_search.pdf.cover import is_cover
from tapyre_paper_search.pdf.footnotes import open_ending
from tapyre_paper_search.pdf.frontrepeats import repeats_ahead
from tapyre_paper_search.pdf.keywordrun import before_keywords
from tapyre_paper_search.pdf.lines import PageLines
from tapyre_paper_search.pdf.nextpageabstract import title_language_next
from tapyre_paper_search.pdf.sidebarcue import in_sidebar
from tapyre_paper_search.pdf.thesisabstract import degree_abstract

MAX_COVER_PAGES = 2
# A headingless abstract pushed over opens its page: at most this many lines (a running
# head, a page number) above it.
_HEADLESS_TOP_LINES = 2


def pushed_abstract(
    pages: Sequence[PageLines], index: int, title: str
) -> abstracts.Abstract | None:
    """The abstract under a heading in the top part of ``pages[index]`` (a long author
    list pushed it there; of two in two languages, the one in ``title``'s language,
    :func:`~tapyre_paper_search.pdf.bilingual.in_title_language`), carried on to the
    page after where it runs off this one's foot in mid-sentence (its last word a plain
    word, :func:`~tapyre_paper_search.pdf.footnotes.open_ending`) and that page's first
    line in its size opens in lower case
    (:func:`~tapyre_paper_search.pdf.abstractcarry.carry_on` over footnotes): a sentence's
    end there, or a number, a web address or a closing quote, is the abstract's (the
    body follows it), and over the pages after it while it runs off each one's foot
    (:func:`~tapyre_paper_search.pdf.abstractpages.carried_further`).  A thesis's
    "Abstract of the Dissertation" heading over the title's repeat is read as one
    (:mod:`~tapyre_paper_search.pdf.thesisabstract`).  With no
    heading there, the run of lines that opens the page
    right before a keyword line ("Key words: …", no section heading before it:
    :func:`~tapyre_paper_search.pdf.keywordrun.before_keywords`) is the abstract: a
    class that sets a headingless abstract as one unbreakable block moves it whole —
    unless the first section heading after it is a later section's ("2 Methods"):
    then it was body text."""
    page = pages[index]
    top = _top_part(page)
    found = abstracts.find_heading(page.lines, 0, top)
    if found is None:  # "Abstract of the Dissertation" over the title's repeat
        found = degree_abstract(page.lines, top, title, height=page.height)
    if found is None:
        found = before_keywords(page.lines, 0)
        if found is not None and (
            found.start > _HEADLESS_TOP_LINES or not _body_follows(page, max(found.used) + 1)
        ):
            return None
    if found is not None:
        found = in_title_language(page.lines, 0, found, None, title, height=page.height)
    found = title_language_next(pages, index, found, title)  # its own page's (latex70)
    if found is None or found.complete or found.state is None or index + 1 >= len(pages):
        return found
    if not found.state.after_notes:  # a sentence's end over the page's lone foot (latex57)
        # mid-sentence, or a bracket left open ("(… -0.85 METs; 95%": latex64)
        if not (open_ending(found.text) or left_open(" ".join(found.state.parts[-4:]))):
            return found
        found.state.over_footnotes = True
    carry = partial(carry_on_in_title_language, title=title)
    more = carry(pages[index + 1].lines, found, pages[index + 1].height)
    return carried_further(pages, index + 1, more, carry)  # over a second break (abs58)


def _body_follows(page: PageLines, start: int) -> bool:
    """Whether the first section heading after ``page.lines[start]`` (the keyword line
    under a headingless run), if any, is the body's first ("1 Introduction",
    "Introduction"): under a later section's ("2 Methods") the run was body text."""
    for line in page.lines[start + 1 :]:
        if bodystart.is_section_heading(line):
            return bodystart.opens_body(line)
    return True


def first_paper_page(pages: Sequence[PageLines]) -> int:
    """The index of the first page that is not a repository cover sheet, nor one of a
    run of labelled pages repeating the front matter before the paper
    (:func:`~tapyre_paper_search.pdf.frontrepeats.repeats_ahead`: a graphical abstract
    and highlights)."""
    last = min(len(pages) - 1, MAX_COVER_PAGES)
    for i in range(last):
        if not is_cover(pages[i], partial(pages.__getitem__, i + 1)) and not repeats_ahead(
            pages, i, last
        ):
            return i
    return last


def _top_part(page: PageLines) -> int:
    """How many lines of ``page`` lie above its first section heading and in its
    upper half (where an abstract pushed over from page 1 sits)."""
    for i, line in enumerate(page.lines):
        if page.height and line.y0 > page.height * 0.5:
            return i
        if bodystart.starts_body(line) and not in_sidebar(page.lines, line, page.width):
            return i  # (not a "Citation:" sidebar's line beside the abstract: latex68)
    return len(page.lines)
