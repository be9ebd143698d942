"""A heading that holds the paper's title and its authors in one run (pure; front56).

Some documents about a paper name it in a single heading instead of a title over a
byline:

* a referee's report or a review: "Review of “Title” by Ann Lee, Bo Chen and Cy Diaz"
  (also "Report on", "Referee report on", "Evaluation of", "Assessment of", maybe
  with "the paper", "the manuscript", "the article", "the preprint" or "the
  submission" before the quoted title; not "Comment on", which opens a published
  comment's own title): the title is the quoted text, the authors the names after "by";
* a library catalogue's record: the title proper, then the statement of responsibility
  after a spaced slash, closed by a full stop ("Title / Ann Lee and Bo Chen."): the
  title is the text before the slash, the authors the names after it.

Read alone, the whole heading was the title and nobody its author (a reviewer named
under it was read instead).  :func:`read_named_heading` reads such a heading as a label
form (:class:`~tapyre_paper_search.pdf.labelform.Form`): among the page's first
:data:`_TOP` lines, a run of at most :data:`_MAX_ROWS` lines in one type (each at most
:data:`_STEP` of its sizes under the one before; bold, or in the largest type among
those lines) whose
joined text is such a heading, and whose names part reads wholly as names
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`: every piece between commas and
"and" a name, :data:`_MIN_TITLE_WORDS` words in the title at least).  A title with a
slash in it ("Input / output …") is no catalogue heading: what follows its slash reads
as no names; nor where no name there opens with a known given name or an initial
or holds a word no word list knows ("Neural Networks / Deep Learning.": a topic;
fix55c).  A review's heading with a line
under it that reads wholly as names ("Ann Lee", "Reviewed by Ann Lee") is a book
review's own title over its reviewer's byline, not a report naming the paper's authors
(fix55c).  Where no line among the first :data:`_TOP` holds a slash or a quote mark
(:data:`_MARKS`), nothing more is looked at.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.romancewords import romance_word
from tapyre_paper_search.pdf.titlebreaks import title_inline
from tapyre_paper_search.pdf.words import known_word

_TOP = 12
_MAX_ROWS = 8
_STEP = 2.2
"""A heading's next row stands at most this many of its sizes under the one before."""
_MIN_TITLE_WORDS = 2
_SIZE_SLACK = 0.5
"""A heading in the page's largest type is set within this many points of it."""
_REVIEW = re.compile(
    r"(?:(?:peer|referee(?:'s|’s)?|reviewer(?:'s|’s)?)\s+)?"
    r"(?:review|report|evaluation|assessment|critique)\s+(?:of|on)\s+"
    r"(?:the\s+(?:paper|manuscript|article|preprint|submission)\s+)?"
    r"[“\"‘«„]\s*(?P<title>[^“”\"«»„]+?)\s*[,.]?\s*[”\"’»“]\s*,?\s+by\s+(?P<names>.+?)\.?",
    re.IGNORECASE,
)
_CATALOGUED = re.compile(r"(?P<title>[^/]+?)\s+/\s+(?:by\s+)?(?P<names>[^/]+?)\s*\.")
_MARKS = re.compile(r"[/“\"‘«„]")
"""A heading naming title and authors holds one of these: a slash or a quote mark."""
_INITIAL = re.compile(r"[A-Z]\.")
_LEAD = re.compile(r"(?:(?:reviewed|written)\s+)?by\s+", re.IGNORECASE)
_PIECES = re.compile(r",\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+")


def read_named_heading(lines: Sequence[Line]) -> Form | None:
    """The heading naming title and authors on ``lines`` read as a form (see the
    module), or ``None``."""
    if not lines or not any(_MARKS.search(line.text) for line in lines[:_TOP]):
        return None  # no slash, no quote mark: no such heading (a cheap first look)
    largest = max(line.size for line in lines[:_TOP])
    for rows, text in _runs(lines, largest):
        found = _REVIEW.fullmatch(text) or _CATALOGUED.fullmatch(text)
        if found is None:
            continue
        title = found.group("title").strip()
        names = whole_names(found.group("names"))
        if found.re is _CATALOGUED and not any(map(personal_name, names)):
            continue  # "Neural Networks / Deep Learning.": a topic after the slash
        if found.re is _REVIEW and _byline_under(lines, rows):
            continue  # a book review's title over its reviewer's byline
        if names and len(title.split()) >= _MIN_TITLE_WORDS:
            return Form(title=rows, authors=names, title_text=title)
    return None


def _runs(lines: Sequence[Line], largest: float) -> Iterator[tuple[tuple[int, ...], str]]:
    """Each run of lines in one type among the page's first lines (starting anywhere
    there on a line set bold or in the ``largest`` type of those lines), with its text
    joined: the longest first from each start."""
    page = lines[0].page
    top = [i for i in range(min(len(lines), _TOP)) if lines[i].page == page]
    for start in top:
        head = lines[start]
        if not (head.bold or head.size >= largest - _SIZE_SLACK):
            continue  # no heading's first line: its runs' texts are not joined (speed64)
        rows = [start]
        for i in range(start + 1, min(len(lines), start + _MAX_ROWS)):
            line, before = lines[i], lines[rows[-1]]
            if line.page != page or not line.same_type(head):
                break
            if not 0 < line.y0 - before.y0 <= _STEP * max(line.size, 1.0):
                break
            rows.append(i)
        for end in range(len(rows), 0, -1):
            chosen = tuple(rows[:end])
            yield chosen, title_inline("\n".join(lines[i].text for i in chosen)).strip()


def whole_names(text: str) -> tuple[str, ...]:
    """The names of ``text`` where every piece of it (between commas and "and") reads as
    a name, else ``()``."""
    pieces = [p for p in _PIECES.split(text.strip()) if p.strip()]
    names = names_in_line(text.strip())
    if not pieces or len(names) != len(pieces):
        return ()
    return tuple(names)


def personal_name(name: str) -> bool:
    """Whether ``name`` reads as a person's: it opens with a known given name or an
    initial, or holds a word that no word list knows ("Clifton Cutkosky", "Hongjun
    Pan"); "Deep Learning", "Monte Carlo" are words of the lists, a topic."""
    words = name.split()
    if not words:
        return False
    if _INITIAL.match(words[0]) or is_given_name(words[0]):
        return True
    lower = [word.strip(".").lower() for word in words]
    return not all(known_word(word) or romance_word(word) for word in lower)


def _byline_under(lines: Sequence[Line], rows: tuple[int, ...]) -> bool:
    """Whether the line right under the heading ``rows`` (within :data:`_STEP` of its
    sizes, in another type) reads wholly as names, a "by" before them or not: a
    byline of the document's own authors."""
    last = rows[-1]
    if last + 1 >= len(lines):
        return False
    line, head = lines[last + 1], lines[last]
    if line.page != head.page or line.same_type(head):
        return False
    if not 0 < line.y0 - head.y0 <= _STEP * max(head.size, 1.0) + line.size:
        return False
    text = _LEAD.sub("", line.text.strip(), count=1)
    pieces = [p.strip() for p in _PIECES.split(text) if p.strip()]
    return bool(pieces) and whole_names(text) == tuple(pieces)
