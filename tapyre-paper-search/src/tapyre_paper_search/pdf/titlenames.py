"""Names set as large as the title (pure): a row of names in the title's size and weight
right under it ("Jane Doe, Ola Nordmann and Kari Smith" in bold 17 pt under a bold 17 pt
title) is no title line.  Used by :mod:`~tapyre_paper_search.pdf.frontmatter` on each
group of same-sized lines before the title is chosen, with the classifier or without.

A line is such a row when every piece of it reads as a personal name (strictly: no
affiliation or e-mail, :func:`~tapyre_paper_search.pdf.authors.names_in_line`), there
are two pieces or more or one name with a footnote mark, it holds none of the small
words a title is made of ("for", "of", "in" …), and the line above it does not run on to
it ("… Availability and").  A line in capitals under a title not in capitals is read
the same way; under a capitals title it is not, since a capitals title line reads as
names just as well ("OF PLASMODIUM VIVAX MALARIA")."""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line, pieces
from tapyre_paper_search.pdf.lines import Line

# Words a title is made of and a name never is (lower case as printed).
_TITLE_WORDS = frozenset((
    "a", "an", "the", "of", "for", "in", "on", "to", "with", "from", "by", "at", "via",
    "into", "over", "under", "using", "towards", "without", "between", "through", "about",
    "as", "is", "are", "für", "die", "das", "im", "zur", "zum", "mit", "bei",
))  # fmt: skip
_SAME_SIZE = 0.6
# A byline's rows follow each other at most this many sizes apart (top to top).
_ROW_STEP = 2.4


def names_row(line: Line, first: Line, above: Line) -> bool:
    """Whether ``line``, set in the size of a title group whose first line is ``first``
    and going on right under ``above``, is a row of names rather than a title line."""
    if cues.RUNS_ON.search(above.text) or line.text.rstrip().endswith((":", ".")):
        return False
    if _caps(line.text) and _caps(first.text):
        return False
    if any(word in _TITLE_WORDS for word in line.text.replace(",", " ").split()):
        return False
    return _all_names(line) and (len(pieces(line.names or line.text)) >= 2 or line.marks > 0)


def cut_names(lines: Sequence[Line], group: list[int]) -> list[int]:
    """``group`` (same-sized lines, page order) up to its first row of names past its
    first line (:func:`names_row`)."""
    for k in range(1, len(group)):
        if names_row(lines[group[k]], lines[group[0]], lines[group[k - 1]]):
            return group[:k]
    return group


def rows_after(lines: Sequence[Line], group: Sequence[int]) -> list[int]:
    """The rows of names set in the title's size right under the title ``group`` (its
    line indices): the first a :func:`names_row`, each next one in its size and weight at
    a line step whose pieces all read as names ("Priya Raman", a byline's second row)."""
    if not group or group[-1] + 1 >= len(lines):
        return []
    first, last = lines[group[0]], lines[group[-1]]
    rows: list[int] = []
    for i in range(group[-1] + 1, len(lines)):
        line, above = lines[i], lines[rows[-1]] if rows else last
        if abs(line.size - last.size) > _SAME_SIZE or line.bold != last.bold:
            break
        if not 0 < line.y0 - above.y0 <= above.size * _ROW_STEP:
            break
        if not (names_row(line, first, above) if not rows else _all_names(line)):
            break
        rows.append(i)
    return rows


def _all_names(line: Line) -> bool:
    text = line.names or line.text
    names = names_in_line(text)
    return bool(names) and len(names) == len(pieces(text))


def _caps(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)
