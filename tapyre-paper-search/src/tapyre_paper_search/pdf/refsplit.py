"""A references list's lines cut into entries (pure but for one input, the
document's words of :func:`.docwords.current`; used by :mod:`.references`).

:func:`split_entries` cuts the list's lines at the next number of a numbered
list ("[12]", "12.", "(12)"), at an alpha style's labels ("[Knu84]"), at lines
that start flush left where the entries are set with a hanging indent, or at
block boundaries (and at each line of a block whose lines are whole entries: most
hold a year, and most would start an entry, after a full stop, each piece with a
year).  Each entry's lines are joined by :func:`~.refpieces.entry_text`; a piece under 20
characters is an entry only where :func:`~.refpieces.short_entry` says so.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refalone import names_first
from tapyre_paper_search.pdf.refgaps import after_gaps
from tapyre_paper_search.pdf.refindent import indents_first
from tapyre_paper_search.pdf.reflabels import AUTHOR_YEAR_LABEL
from tapyre_paper_search.pdf.refmarks import YEAR as _YEAR
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refpieces import entry_text, short_entry

# An entry's number: "[12]", "(12)", "12.", "12)" or a bare "12" before its text.
NUMBER = re.compile(r"^\s*(?:\[(\d{1,4})\]|\((\d{1,4})\)|(\d{1,4})[.)]?(?=\s+\S))")
# An entry's label in BibTeX's alpha styles: the authors' letters and the year's last
# two digits ("[Knu84]", "[CVK+16]", "[vdB99]", "[Pér18]", "[Smi20a]"); or an author-year
# label (:data:`~tapyre_paper_search.pdf.reflabels.AUTHOR_YEAR_LABEL`, "[Rezzolla 2010]").
_ALPHA_LABEL = re.compile(r"^\s*\[[^\W\d_](?:[^\W\d_]|[+.\-]){0,9}\d{2}[a-z]?\]\s*")
LABEL = re.compile(_ALPHA_LABEL.pattern + "|" + AUTHOR_YEAR_LABEL.pattern)
_MAX_ENTRIES = 2000
_MAX_ENTRY_CHARS = 1200
_MIN_LINE_ENTRIES = 3
_YEAR_LINE_SHARE = 0.6
_START_LINE_SHARE = 0.7


def split_entries(blocks: Sequence[TextBlock]) -> list[str]:
    """The entries of a references list, each as one line of text."""
    lines = [line for block in blocks for line in block.lines if line.text.strip()]
    if not lines:
        return []
    lines = _in_number_order(unglued(lines))
    starts = _numbered_starts(lines)
    listed, one_line = starts is not None, set[int]()  # (see short_entry)
    marked = listed  # cut at a number or a label: the piece needs no entry's shape
    if starts is None:
        starts = _labelled_starts(lines)
        marked = bool(starts)
        starts = starts or _hanging_starts(lines)
        listed = bool(starts)
        starts = starts or _block_starts(blocks, one_line)
    entries: list[list[str]] = []
    opened: list[int] = []  # each entry's first line
    for i, line in enumerate(lines):
        if (i in starts or not entries) and not (entries and _label_alone(entries[-1])):
            entries.append([])
            opened.append(i)
        entries[-1].append(line.text.strip())
    out = []
    words = docwords.current()  # the paper's own words mend a word broken at a line end
    for first, parts in zip(opened[:_MAX_ENTRIES], entries[:_MAX_ENTRIES], strict=True):
        joined = entry_text(parts, words)
        cut = (listed and first in starts) or first in one_line  # by the list's own marks
        if len(joined) >= 20 or (cut and short_entry(joined, marked=marked)):
            out.append(joined[:_MAX_ENTRY_CHARS])
    return out


def _label_alone(parts: Sequence[str]) -> bool:
    """Whether an entry so far is an author-year label alone on its line ("[Choi und
    Choie 2008]" above "Choi, Dohoon ; …"): the next line goes on with it."""
    if len(parts) != 1:
        return False
    match = AUTHOR_YEAR_LABEL.match(parts[0])
    return match is not None and match.end() == len(parts[0])


def _numbered_starts(lines: Sequence[BlockLine]) -> set[int] | None:
    """Lines opening entries of a numbered list ([1] … [2] … in sequence), or None
    when the list is not numbered.

    The list keeps the marker of its first number ("[1]", "(1)", "1.", "1)" or a bare
    "1"): a line opening "2 diabetes" in a "1." list goes on with its entry.  Where the
    next number never comes (a block lost), the one after it opens an entry, so one
    lost number merges two entries, not every later one.  In a "[1]" list every line
    opening with a bracketed number opens an entry, in sequence or not: a column's foot
    read after the next column ("[1] [2] [3] [6] [7] [8] [4] [5]") where the numbers
    cannot be put back in order keeps "[6]", "[7]" and "[8]" apart, where the line goes
    on as an entry does, with a capital or a quote: a wrapped line that cites another
    entry ("… the method of" / "[1] to long documents", "Erratum to" / "[12], 3 (2020)")
    goes on with its own entry."""
    starts = numbered_lines(lines)
    if len(starts) < 3:
        return None
    first = NUMBER.match(lines[starts[0]].text)
    if first is not None and first.group(1):  # a bracketed list
        bound = len(lines) + 1  # no year in brackets ("[2019]") opens an entry
        for i, line in enumerate(lines):
            match = NUMBER.match(line.text)
            if match is not None and match.group(1) and int(match.group(1)) <= bound:
                after = line.text[match.end() :].lstrip()[:1]
                if after.isupper() or after in _QUOTES:
                    starts.append(i)
    return set(starts)


_QUOTES = frozenset("\"“„'‘")  # an entry may open with its quoted title (IEEE's, no author)


# A number set as a superscript glued to the entry's first initial ("1J. Black, …",
# REVTeX's aip option).
_GLUED = re.compile(r"^\s*(\d{1,3})(?=[A-ZÀ-Þ]\.)")


def unglued(lines: list[BlockLine]) -> list[BlockLine]:
    """``lines`` with numbers glued to the first initial set apart ("1J. Black" → "1 J.
    Black") where three or more of them run in sequence from 1 or 2."""
    found = [(i, _GLUED.match(line.text)) for i, line in enumerate(lines)]
    starts: list[tuple[int, re.Match[str]]] = []
    for i, match in found:
        if match is None:
            continue
        value = int(match.group(1))
        expected = int(starts[-1][1].group(1)) + 1 if starts else None
        if (expected is None and value <= 2) or (
            expected is not None and expected <= value <= expected + 1
        ):
            starts.append((i, match))
    if len(starts) < 3:
        return lines
    out = list(lines)
    for i, match in starts:
        line = lines[i]
        text = f"{match.group(1)} {line.text[match.end() :]}"
        out[i] = BlockLine(text, line.x0, line.y0, line.x1, line.y1, line.size, line.bold)
    return out


def _in_number_order(lines: list[BlockLine]) -> list[BlockLine]:
    """``lines`` with the entries of a "[1]" list put in their numbers' order where the
    page was read out of it (a column's foot after the next column): only where the
    "[n]" lines are the numbers 1 to N, each once, and not in order already."""
    marked = []
    for i, line in enumerate(lines):
        match = NUMBER.match(line.text)
        if match is not None and match.group(1):
            marked.append((i, int(match.group(1))))
    values = [value for _, value in marked]
    if (
        len(values) < 3
        or values == sorted(values)
        or sorted(values) != [*range(1, len(values) + 1)]
    ):
        return lines
    ends = [i for i, _ in marked[1:]] + [len(lines)]
    chunks = sorted((value, lines[i:end]) for (i, value), end in zip(marked, ends, strict=True))
    return [*lines[: marked[0][0]], *(line for _, chunk in chunks for line in chunk)]


def _labelled_starts(lines: Sequence[BlockLine]) -> set[int]:
    """Lines opening entries of a list labelled in the alpha styles' way (the label
    often set alone, left of its entry's first line), three at least.  Author-year
    labels open no entries here: a long one breaks over lines ("[Vysotsky" / "u. a." /
    "2013]"), and their lists hang."""
    starts = {i for i, line in enumerate(lines) if _ALPHA_LABEL.match(line.text)}
    return starts if len(starts) >= 3 else set()


def numbered_lines(lines: Sequence[BlockLine]) -> list[int]:
    """The lines, in order, that open a numbered list's entries, however few (a first
    number of 1 or 2, then the next or the one after, in its marker; see below)."""
    starts: list[int] = []
    expected = None
    form = ""  # the first number's marker (:func:`number_shape`)
    for i, line in enumerate(lines):
        match = NUMBER.match(line.text)
        if not match:
            continue
        value, shape = number_value(match), number_shape(match)
        if expected is None:
            if value <= 2:
                starts.append(i)
                expected, form = value + 1, shape
        elif shape == form and expected <= value <= expected + 1:
            starts.append(i)
            expected = value + 1
    return starts


def number_value(match: re.Match[str]) -> int:
    return int(match.group(match.lastindex or 0))  # the number of a NUMBER match


def number_shape(match: re.Match[str]) -> str:
    """A :data:`NUMBER` match's marker: "[1]", "(1)", a bare "1", "1." or "1)"."""
    group = match.lastindex or 0
    mark = match.group(0).rstrip()[-1]  # "." or ")" after a bare number, else a digit
    return f"{group}{mark}" if group == 3 and not mark.isdigit() else str(group)


def _hanging_starts(lines: Sequence[BlockLine]) -> set[int]:
    """Lines set flush left in a list whose entries hang indented (the usual author-year
    layout), across blocks and columns; empty when the list does not hang.  Where the
    entries are set apart by space (:func:`~.refgaps.after_gaps`), an indented line after
    space and a full stop opens an entry too (one of one line set indented), a few
    indented lines under no space make the list hang (most of its entries one line
    long), and in a list whose lines after space are mostly indented the entries indent
    their first line: those open them (and the list's first line).  A list set solid
    indents its first lines where the text says so (:func:`~.refindent.indents_first`);
    in a hanging list set solid, an indented line that is a whole entry after an entry
    ended by its year opens one (:func:`_entry_alone`)."""
    # a line's rest set apart by a wide space (a justified line broken at "\newblock")
    # stands in the row of the line before it: it goes on with it, and is no column
    beside = {
        i
        for i in range(1, len(lines))
        if abs(lines[i].y0 - lines[i - 1].y0) <= 1 and lines[i].x0 > lines[i - 1].x1 - 2
    }
    lefts = sorted({round(line.x0) for i, line in enumerate(lines) if i not in beside})
    columns: list[float] = []
    for x in lefts:
        if not columns or x - columns[-1] > 40:
            columns.append(x)
    gaps = after_gaps(lines)
    starts: set[int] = set()
    indented: list[int] = []
    hang: set[int] = set()
    column = -1
    for i, line in enumerate(lines):
        if i in beside:
            continue
        at = bisect_right(columns, round(line.x0) + 0.5) - 1  # the first is the least
        offset = line.x0 - columns[at]
        goes_on = (
            at != column and i > 0 and runs_on(lines[i - 1].text) and not _opens_entry(lines, i)
        )
        if offset <= 2 and not goes_on:
            starts.add(i)
        elif offset <= 30:
            indented.append(i)
            if offset > 2:
                hang.add(i)  # (not a column's first line going on, flush)
        column = at
    if len(starts) < 2:
        return set()
    if not gaps and indents_first(lines, starts, hang):
        return {0, *hang}  # (set solid: told by the lines' text, :mod:`.refindent`)
    if gaps:
        opened = [i for i in indented if i in gaps]
        if len(opened) * 2 > len(gaps):
            return {0, *hang}  # a first line's indent: the lines after space are indented
        # (a hang only where half the flush-left lines but the first follow space: in a
        # list set flush, whose every line is flush-left, two indented URLs make none)
        spaced = sum(i in gaps for i in starts) * 2 >= len(starts) - 1
        if spaced and len(indented) - len(opened) >= _MIN_HANGS:
            return starts | {i for i in opened if lines[i - 1].text.rstrip().endswith(".")}
    if len(indented) < len(lines) * 0.2:
        return set()
    return starts | {i for i in hang if _entry_alone(lines, i)}


_YEAR_END = re.compile(r"(?<!\d)(?:19|20)\d{2}[a-z]?\)?\.$")


def _entry_alone(lines: Sequence[BlockLine], i: int) -> bool:
    """Whether line ``i``, indented in a hanging list set solid, is an entry of one line
    set indented, not the entry above's hanging line: the line above ends that entry
    with its year (", 1992."), the line is alone in its indent (the next one stands
    left of it), and reads as a whole entry (:func:`~.refalone.names_first`): a full
    stop at its end, an organisation's name first, then a title, and a year other than
    the line above's ("European Commission. Report on the state of the soil, 1995.",
    "OECD. Education at a Glance 2019, 2004."; not "NATO ASI Series. Springer, Berlin,
    2001." under "…, 2001.", nor "Reviews the literature. Covers work up to 2000."). A
    line above of names and a year alone ("Aebi, A., Writer, B., 2001.") opens an entry
    whose title and venue hang under it, so ends none."""
    line, text = lines[i], lines[i].text.rstrip()
    if i == 0:
        return False
    above = lines[i - 1].text.rstrip()
    names, rest = leading_names(normalize_inline(above))
    if not _YEAR_END.search(above) or (names and _YEAR_END.match(rest.lstrip("( "))):
        return False
    if i + 1 < len(lines) and lines[i + 1].x0 >= line.x0 - 2:
        return False
    return text.endswith(".") and _YEAR.search(text) is not None and names_first(above, text)


_MIN_HANGS = 2  # hanging lines under no space that make a list set apart by space hang


def runs_on(text: str) -> bool:
    """Whether an entry's line goes on (the last line of a column: the next column's first
    line, flush with nothing of its own, continues it): it ends with a letter, a comma or
    a hyphen, not with a full stop, a bracket or a digit."""
    last = text.rstrip()[-1:]
    return last.isalpha() or last in ",-–:;&"


def _opens_entry(lines: Sequence[BlockLine], i: int) -> bool:
    """Whether line ``i`` and the lines hanging under it (three at most) read as the
    start of an entry on their own: names followed by a year ("Matthew Peters, …, and
    Wen-tau Yih. 2018b. Dissecting …"), so not the continuation of the entry above."""
    parts = [lines[i].text]
    for line in lines[i + 1 : i + 3]:
        if line.x0 <= lines[i].x0 + 2:
            break
        parts.append(line.text)
    authors, rest = leading_names(normalize_inline("\n".join(parts)))
    return bool(authors) and _YEAR_FIRST.match(rest) is not None


_YEAR_FIRST = re.compile(r"\(?(?:19|20)\d{2}[a-z]?\b")


def _block_starts(blocks: Sequence[TextBlock], one_line: set[int]) -> set[int]:
    """Each block one entry (lists set with space between entries and no indent), but
    where a block holds many entries of one line each (see :func:`_line_starts`; its
    first line then goes on with the entry above where it hangs); those blocks' starts
    are added to ``one_line`` too."""
    starts: set[int] = set()
    index = 0
    for block in blocks:
        lines = [line for line in block.lines if line.text.strip()]
        if lines:
            found = {index + i for i in _line_starts(lines)}
            starts.update(found)
            if len(found) > 1:
                one_line.update(found)
        index += len(lines)
    return starts


def _line_starts(lines: Sequence[BlockLine]) -> set[int]:
    """The lines of one block that open entries: only its first, unless the block
    reads as a list whose entries fit on one line each (no hang and no space shows
    between them): most of its lines hold a year, and cutting at each flush-left
    line after a line that ends a sentence makes most lines (``_START_LINE_SHARE``)
    entry starts, every piece holding a year.  One entry over three lines (authors
    and year, title and venue year, pages) makes two starts of three: kept whole.  A
    first line that hangs (:func:`_hangs_first`) opens no entry: it ends the entry above;
    one indented that is no venue's tail is an entry of one line, with a year or none; the
    last, where the block's last line runs on (:func:`runs_on`), may hold its year in the
    next block."""
    has_year = [bool(_YEAR.search(line.text)) for line in lines]
    if len(lines) < _MIN_LINE_ENTRIES or sum(has_year) < len(lines) * _YEAR_LINE_SHARE:
        return {0}
    left = min(line.x0 for line in lines)
    hangs = _hangs_first(lines, left)
    starts = [] if hangs else [0]
    starts += [
        i
        for i in range(1, len(lines))
        if lines[i].x0 - left <= 2 and lines[i - 1].text.rstrip().endswith(".")
    ]
    # (a line hung right of the flush-left ones under an entry's first line goes on with
    # it, a second entry's "Press.": it neither opens an entry nor counts against the
    # share; not under an entry's flush continuation, "Journal 3:1-9, 2001. Available
    # from:" above a hung link, whose year stands late: :func:`_opens_with_year`)
    hung = sum(
        1
        for i in range(1, len(lines))
        if _HANG_MIN <= lines[i].x0 - left <= _HANG_MAX
        and lines[i - 1].x0 - left <= 2
        and _opens_with_year(lines[i - 1].text)
    )
    if len(starts) + hangs < (len(lines) - hung) * _START_LINE_SHARE or not starts:
        return {0}
    ends = [*starts[1:], len(lines)]
    # (a first line set indented that is no venue's tail is an entry of one line: it
    # may hold no year, "World Health Organization. Global report on diabetes.")
    alone = not hangs and lines[0].x0 - left >= _HANG_MIN and starts[1:2] == [1]
    # (the last entry may run on into the next block, its year there: "…, Publications
    # Office," above a hanging "2013.")
    runs = runs_on(lines[-1].text)
    pieces = zip(starts, ends, strict=True)
    if not all(
        any(has_year[a:b])
        or (alone and a == 0)
        or (runs and b == len(lines))
        or _NO_YEAR.search(lines[a].text) is not None
        for a, b in pieces
    ):
        return {0}
    return set(starts)


# What an entry prints where it has no year ("Garcia, B. (in press).", "(n.d.)",
# "Garcia, B. Personal communication."): the piece it opens is an entry without one.
_NO_YEAR = re.compile(
    r"\((?:in press|forthcoming|to appear|submitted|n\.\s?d\.)\)"
    r"|\b(?:personal|private) communication\b",
    re.IGNORECASE,
)


def _opens_with_year(text: str) -> bool:
    """Whether ``text`` holds a year in its first half, as an entry's first line does
    after its names ("Institut national de la statistique. 2002. Recensement …"), not
    a venue's or publisher's line closed by its year ("Journal of Things 3:1-9, 2001.
    Available from:", "Cambridge University Press, Cambridge, 2001. Reprinted in")."""
    year = _YEAR.search(text)
    return year is not None and year.start() * 2 < len(text.strip())


def _hangs_first(lines: Sequence[BlockLine], left: float) -> bool:
    """Whether a block's first line hangs right of its flush-left lines and ends a
    sentence, with no names and year first, and reads as a venue's tail (a number, and
    no sentence of its own before it: :data:`_SENTENCE`): the last line of the entry
    above, set with a hanging indent, read as a new block ("Heart Research 102(12):
    47-52."), not a one-line entry set indented ("World Health Organization. Global
    report on diabetes, 2016.", "OECD. Education at a Glance 2019.":
    :data:`_ACRONYM_FIRST`)."""
    first = lines[0]
    if not (_HANG_MIN <= first.x0 - left <= _HANG_MAX) or not first.text.rstrip().endswith("."):
        return False
    if not any(c.isdigit() for c in first.text) or _ends_sentence(first.text):
        return False  # no venue's tail: an entry of one line ("Org Name. Report title.")
    if _ACRONYM_FIRST.match(first.text):
        return False  # an organisation's acronym, then a title ("OECD. Education at a …")
    authors, rest = leading_names(normalize_inline(first.text))
    return not (authors and _YEAR_FIRST.match(rest))


# A sentence's end inside a line: a word of five letters or more (not an abbreviation
# such as "Proc." or "Conf."), lower-case but its first, and a full stop, then a
# capitalised word; in any script ("Organisation mondiale de la Santé. Rapport …",
# "Всемирная организация здравоохранения. Доклад …"): cases are told by
# :func:`_ends_sentence`, as a pattern cannot tell them outside Latin letters.
_SENTENCE = re.compile(r"\b[^\W\d_]([^\W\d_]{4,})\.\s+(?=([^\W\d_])([^\W\d_]))")


def _ends_sentence(text: str) -> bool:
    """Whether ``text`` holds a sentence's end before more text (:data:`_SENTENCE`)."""
    return any(
        m[1].islower() and m[2].isupper() and m[3].islower() for m in _SENTENCE.finditer(text)
    )


# An organisation's acronym as an entry's author, then a title in words of any case
# ("OECD. Education at a Glance 2019."), not a venue's tail's publisher and place
# ("IEEE. Piscataway, NJ, 2001.", "ACM. New York, 2001": no lower-case word, or only
# a tail's "pp.", "vol.", "no.", "ed.": "ACM. New York, NY, USA, pp. 1-9.").
_ACRONYM_FIRST = re.compile(
    r"\s*[A-ZÀ-Þ]{2,8}\.\s+[A-ZÀ-Þ][^\W\d_]*\s+(?:\S+\s+)*?(?!(?:pp|vol|no|eds?)\b)[a-zà-ÿ]{2,}\b"
)

_HANG_MIN, _HANG_MAX = 2.0, 30.0  # points a hanging line sits right of the flush-left ones
