"""Repository cover pages: page 1 is the archive's, the paper starts after it (pure).

Institutional repositories, preprint servers and publishers' download
services put a page of their own in front of a paper: the archive's name in
large type, "Downloaded from …", the citation to use, the reuse and take-down
policy, a permanent link.  Its largest text is the archive's name, not the
paper's title, so the title and abstract must be read from the first page
that is not such a cover.

A page is a cover when it is short and either carries several of the phrases
such pages use, or carries some of them and repeats the title that the next
page sets in large type (the citation on the cover names the paper).  A page
of highlights or a graphical abstract put before the paper (a submission
system's) is one too: it opens with that label and repeats the next page's
title.
A page of contents entries in front of the paper (an issue's contents, where the
paper's own entry is one of several, latex54) is one too: three lines or more end in
dotted leaders (with or without their page number), and the page lists the title the
next page sets in large type.
A page that holds nothing but its number (the page a float or box too tall for
the text block leaves behind in front of the paper's first page) counts as one,
unless the next page runs on from it (its first line opens in a small letter in
the body's type, or heads a later section, "2 Methods"): then the page is a scan or a picture whose
text layer holds its stamped number alone, and it is the paper's first page.
A page holding an abstract's heading and, under it, the body's first section heading
(numbered 1 or not numbered) is the paper's first page, whatever cover phrases it holds
(front54).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from tapyre_paper_search.pdf import abstractcues, bodystart, cues
from tapyre_paper_search.pdf.clutter import BARE_PAGE_NUMBER
from tapyre_paper_search.pdf.lines import PageLines

# Phrases of cover pages (never an archive's or publisher's name), matched in lower-cased
# text (much faster than a case-blind match of so many phrases).
_CUES = re.compile(
    r"downloaded (?:from|on|by)|download(?:ed)? date|downloaded:|take[- ]?down|"
    r"general rights|citation for (?:the )?published version|this version is available|"
    r"link to (?:this )?(?:publication|record|article|item)|copyright and reuse|"
    r"terms of (?:use|reuse)|users may (?:download|access)|please (?:cite|check|refer)|"
    r"to cite this (?:version|article|item)|"
    r"how to cite|cite as:|document version|version of record|published version|"
    r"accepted (?:author )?manuscript|peer[- ]reviewed version|"
    r"author'?s? (?:final|accepted) version|"
    r"you may not further distribute|permanent (?:link|url)|persistent (?:link|identifier|url)|"
    r"repository|archive|deposited|digital (?:library|commons)|research (?:portal|explorer|online)|"
    r"for more information,? please contact|open access (?:by|from)|made available|"
    r"this is (?:the|a|an) (?:pdf|author|accepted|post-?print|pre-?print|electronic)|"
    r"provided by|rights statement|licen[cs]e:|withdrawal policy|notice and take ?down|"
    r"reuse of this item|is made available under|available at:"
)
_MIN_CUES = 3
# A contents entry's dotted leaders at its line's end, then maybe its page number.
_LEADERS = re.compile(r"(?:\.\s?){4,}\s*\d{0,4}\s*$")
_MIN_ENTRIES = 3
_MIN_CUES_WITH_TITLE = 1
# A real first page of a paper has far more text than a cover.
_MAX_COVER_WORDS = 600


def is_cover_page(text: str) -> bool:
    """Whether a page's ``text`` is a repository cover page by its phrases alone."""
    if len(text.split()) > _MAX_COVER_WORDS:
        return False
    found = _cues(text)
    return len(found) >= _MIN_CUES


def _cues(text: str) -> set[str]:
    """The cover-page phrases ``text`` holds."""
    return {match.group() for match in _CUES.finditer(text.lower())}


def is_cover(page: PageLines, following: Callable[[], PageLines]) -> bool:
    """Whether ``page`` is a cover sheet in front of the paper on ``following()`` (the
    next page, asked for only when ``page``'s own text leaves the question open)."""
    # An empty page with its number only, or one printing nothing at all (latex52: a
    # minipage too tall for page 1 left it blank; a scan's page, showing an image, is
    # no blank one): the paper's after it where that page may open one.
    numbered = bool(page.lines) and all(BARE_PAGE_NUMBER.fullmatch(x.text) for x in page.lines)
    if numbered or page.blank:
        return _opens(following())
    text = "\n".join(line.text for line in page.lines)
    if len(text.split()) > _MAX_COVER_WORDS:
        return False
    found = _cues(text)  # once: is_cover_page(text) is len(found) >= _MIN_CUES
    if len(found) >= _MIN_CUES and not _opens_paper(page):
        return True
    if any(abstractcues.is_abstract_heading(line.text) for line in page.lines):
        return False
    # A page of highlights (or a graphical abstract) set in front of the paper opens
    # with its label, and repeats the title too.
    boxed = bool(page.lines) and cues.BOX_LABEL.match(page.lines[0].text) is not None
    listed = sum(1 for line in page.lines if _LEADERS.search(line.text)) >= _MIN_ENTRIES
    return (len(found) >= _MIN_CUES_WITH_TITLE or boxed or listed) and repeats_title(
        text, following()
    )


def _opens_paper(page: PageLines) -> bool:
    """Whether ``page`` holds an abstract's heading with the body's first section
    heading under it, numbered 1 or not at all ("1. Introduction", "INTRODUCTION":
    :data:`~.cues.FIRST_SECTION_NUMBER`; a later one, "2 Methods", is none): the paper's
    own first page, whatever phrases of a cover its front matter and body hold (a
    protocol's "License:" and "… repository" lines, "deposited" in its body; front54)."""
    lines = page.lines
    heading = next(
        (i for i, line in enumerate(lines) if abstractcues.is_abstract_heading(line.text)), None
    )
    return heading is not None and any(
        cues.FIRST_SECTION_NUMBER.match(line.text) is not None
        and bodystart.is_section_heading(line)
        for line in lines[heading + 1 :]
    )


def _opens(page: PageLines) -> bool:
    """Whether ``page``'s first line (past a page number) may open a paper: it is no
    sentence run on (a small letter in the page's body type; a title may open in one,
    "mRNA decay …") and heads no section but the body's first."""
    first = next((line for line in page.lines if not BARE_PAGE_NUMBER.fullmatch(line.text)), None)
    if first is None:
        return False
    sizes = sorted(line.size for line in page.lines)
    runs_on = first.text.lstrip()[:1].islower() and first.size <= sizes[len(sizes) // 2] + 0.5
    return not runs_on and (not bodystart.is_section_heading(first) or bodystart.opens_body(first))


def repeats_title(text: str, following: PageLines) -> bool:
    """Whether ``text`` contains the largest-type line(s) of ``following``."""
    if not following.lines:
        return False
    biggest = max(line.size for line in following.lines)
    title = " ".join(line.text for line in following.lines if line.size >= biggest - 0.3)
    folded = _fold(title)
    return len(folded) >= 12 and folded in _fold(text)


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if c.isalnum())
    return text
