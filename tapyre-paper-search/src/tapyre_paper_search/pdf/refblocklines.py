"""A references list cut into entries at its blocks: each block one entry, or each of
a block's lines one where the block reads as a list of one-line entries (pure; used by
:mod:`.refsplit` where the list is neither numbered, labelled nor hanging).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.digitscan import has_digit
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refmarks import YEAR as _YEAR
from tapyre_paper_search.pdf.refnames import leading_names

# A year opening what follows an entry's names ("Doe, J. (2001) …", "Doe, J. 2001. …").
YEAR_FIRST = re.compile(r"\(?(?:19|20)\d{2}[a-z]?\b")
_MIN_LINE_ENTRIES = 3
_YEAR_LINE_SHARE = 0.6
_START_LINE_SHARE = 0.7


def runs_on(text: str) -> bool:
    """Whether an entry's line goes on (the last line of a column: the next column's first
    line, flush with nothing of its own, continues it): it ends with a letter, a comma or
    a hyphen, not with a full stop, a bracket or a digit."""
    last = text.rstrip()[-1:]
    return last.isalpha() or last in ",-–:;&"


def block_starts(blocks: Sequence[TextBlock], one_line: set[int]) -> set[int]:
    """Each block one entry (lists set with space between entries and no indent), but
    where a block holds many entries of one line each (see :func:`_line_starts`; its
    first line then goes on with the entry above where it hangs); those blocks' starts
    are added to ``one_line`` too.  A block opening with a word in small letters (no
    surname's particle) after a block whose last line runs on (:func:`runs_on`) goes on
    with the entry above: an entry broken at a page's or column's end ("… of cigarette
    smoke-" / "induced bronchitis and emphysema in mice. In: Journal …", biblatex's
    musuos; refs58)."""
    starts: set[int] = set()
    index = 0
    last = ""  # the last line of the block before
    for block in blocks:
        lines = [line for line in block.lines if line.text.strip()]
        if lines:
            found = {index + i for i in _line_starts(lines)}
            if index and runs_on(last) and _SMALL_OPENING.match(lines[0].text):
                found.discard(index)
            starts.update(found)
            if len(found) > 1:
                one_line.update(found)
            last = lines[-1].text
        index += len(lines)
    return starts


# A word in small letters opening a line, no surname's particle ("van der Berg, J.",
# "de la Cruz, A.", "d’Autume") nor a name written so.
_SMALL_OPENING = re.compile(
    r"\s*(?!(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu|d[’'])\b)[a-zß-ÿ]{2,}\b"
)


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
    if not has_digit(first.text) or _ends_sentence(first.text):
        return False  # no venue's tail: an entry of one line ("Org Name. Report title.")
    if _ACRONYM_FIRST.match(first.text):
        return False  # an organisation's acronym, then a title ("OECD. Education at a …")
    authors, rest = leading_names(normalize_inline(first.text))
    return not (authors and YEAR_FIRST.match(rest))


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
