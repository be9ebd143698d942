"""Names set as large as the title (pure): a row of names in the title's size and weight
right under it ("Jane Doe, Ola Nordmann and Kari Smith" in bold 17 pt under a bold 17 pt
title) is no title line.  Used by :mod:`~tapyre_paper_search.pdf.frontmatter` on each
group of same-sized lines before the title is chosen, with the classifier or without.

A line is such a row when every piece of it reads as a personal name (strictly: no
affiliation or e-mail, :func:`~tapyre_paper_search.pdf.authors.names_in_line`), there
are two pieces or more or one name with a footnote mark, it holds none of the small
words a title is made of ("for", "of", "in" …), and the line above it does not run on to
it ("… Availability and"); a row at the title's own line step whose names are words
no word list knows ("Redes Neuronales, Aprendizaje Profundo") is a title line when a line
of names follows it in a smaller type.  A line in capitals under a title not in capitals is read
the same way; under a capitals title it is not, since a capitals title line reads as
names just as well ("OF PLASMODIUM VIVAX MALARIA")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.words import known_word

# Words a title is made of and a name never is: in lower case as printed, and (for the
# longer ones, which no name is either) capitalised as a title in title case sets them.
_TITLE_WORDS = frozenset((
    "a", "an", "the", "of", "for", "in", "on", "to", "with", "from", "by", "at", "via",
    "into", "over", "under", "using", "towards", "without", "between", "through", "about",
    "as", "is", "are", "für", "die", "das", "im", "zur", "zum", "mit", "bei",
))  # fmt: skip
_CAPITALISED_TITLE_WORDS = frozenset((
    "the", "for", "with", "from", "into", "over", "under", "using", "towards", "without",
    "between", "through", "about", "via", "of", "in", "on",
))  # fmt: skip
_SAME_SIZE = 0.6
# A byline's rows follow each other at most this many sizes apart (top to top).
_ROW_STEP = 2.4
# A title's line step, in sizes, taken for a title of one line; a row of names sits this
# much lower than the title's step.
_ONE_LINE_STEP = 1.5
_APART = 7 / 6
# Rows at one step: steps this share of each other apart at most.
_EVEN = 0.1
_INITIAL_END = re.compile(r"\b[A-Z]\.$")  # "…, Vladimir I." ends in an initial, not a stop
_BY = re.compile(r"^\s*by\s+", re.IGNORECASE)


def names_row(lines: Sequence[Line], title: Sequence[int], i: int) -> bool:
    """Whether ``lines[i]``, set in the size of the title lines ``title`` (indices, page
    order) right under the last of them, is a row of names rather than a title line."""
    line, first, above = lines[i], lines[title[0]], lines[title[-1]]
    if cues.RUNS_ON.search(above.text) or above.text.rstrip().endswith((":", "-", "–", "—")):
        return False
    text = line.text.rstrip()
    if text.endswith(":") or (text.endswith(".") and not _INITIAL_END.search(text)):
        return False
    if _caps(text) and _caps(first.text):
        return False
    # A byline's own "by" ("by Jane Doe, Kari Smith and …") is no title word where the row
    # is set apart from the title; at the title's step it goes on the title ("Review of
    # Gödel, Escher, Bach" / "by Douglas R. Hofstadter and Daniel C. Dennett").
    by = _BY.match(line.text) is not None and _set_apart(lines, title, i)
    words = (_BY.sub("", line.text) if by else line.text).replace(",", " ").split()
    if any(_title_word(word) for word in words):
        return False
    names, parts = name_reading(line, tail=True)
    if not names or (len(parts) < 2 and not line.marks):
        return False
    if _set_apart(lines, title, i):
        return True
    return any(_named(name) for name in names) and not _byline_below(lines, i)


def _title_word(word: str) -> bool:
    return word in _TITLE_WORDS or (word[:1].isupper() and word.lower() in _CAPITALISED_TITLE_WORDS)


def _set_apart(lines: Sequence[Line], title: Sequence[int], i: int) -> bool:
    """Whether ``lines[i]`` sits lower under the title's last line than the title's own
    line step (one and a half sizes for a title of one line), by a sixth at least, or
    under a smaller subtitle (after which the title does not go on in its own size)."""
    last = lines[title[-1]]
    if last.size < lines[i].size - _SAME_SIZE:
        return True  # a smaller subtitle between: the title does not go on after it
    step = last.y0 - lines[title[-2]].y0 if len(title) > 1 else last.size * _ONE_LINE_STEP
    return lines[i].y0 - last.y0 > step * _APART


def _byline_below(lines: Sequence[Line], i: int) -> bool:
    """Whether the first line under ``lines[i]`` set smaller than it reads as names: a
    byline of its own, so that ``lines[i]``, at the title's step, is a title line
    ("Redes Neuronales, Aprendizaje Profundo" over "Edward Chang, Avideh Zakhor")."""
    size = lines[i].size
    below = next((line for line in lines[i + 1 :] if line.size < size - _SAME_SIZE), None)
    return below is not None and bool(names_in_line(below.text))


def _named(name: str) -> bool:
    """Whether ``name`` is a person's beyond doubt: an initial ("C. K. Jia"), or words no
    word list knows ("Avideh Zakhor"), where "Deep Learning" is all words and "Bayesian
    Inference" or "Markov Chains" holds one (a term named for a person)."""
    words = [w.strip(".,") for w in name.split()]
    if any(len(w) == 1 for w in words):
        return True
    return all(not known_word(w.lower()) for w in words if w)


def name_reading(
    line: Line, *, tail: bool = False, head: bool = False
) -> tuple[list[str], list[str]]:
    """The names of ``line`` and its pieces when every piece reads as a name but for a
    given name run on to the next row at its end (``tail``: "…, Jaspal") or a surname
    run on from the row before at its start (``head``: "Tak, Liming Sontag …");
    ``([], pieces)`` otherwise."""
    text = line.names or line.text
    parts = pieces(text)
    if cues.has_email(text) or cues.has_affiliation(text) or cues.POSTCODE.search(text):
        return [], parts
    names = [name for name in map(as_name, parts) if name]
    if not names:
        return [], parts
    loose = len(parts) - len(names)
    if loose == 0:
        return names, parts
    if loose == 1 and len(parts) >= 2:
        end, start = parts[-1], parts[0]
        if (tail and not as_name(end) and _fragment(end)) or (
            head and not as_name(start) and _fragment(start)
        ):
            return names, parts
    return [], parts


def _fragment(piece: str) -> bool:
    """A part of a name broken over two rows: one or two capitalised words."""
    words = piece.split()
    return 1 <= len(words) <= 2 and all(w[:1].isupper() for w in words)


def cut_names(lines: Sequence[Line], group: list[int]) -> list[int]:
    """``group`` (same-sized lines, page order) up to its first row of names past its
    first line (:func:`names_row`)."""
    for k in range(1, len(group)):
        if names_row(lines, group[:k], group[k]) and not _between_title_rows(lines, group, k):
            return group[:k]
    return group


def _between_title_rows(lines: Sequence[Line], group: list[int], k: int) -> bool:
    """Whether the row ``group[k]`` stands between title rows at one step: the row after
    it goes on at the step it stands under the row above (within :data:`_EVEN`) and holds
    a title's small word and no place.  A title set double spaced (a manuscript) has
    rows far apart, and one that reads as names ("Epithelial Cell Death and Chronic
    Intestinal") between "… 1-Mediated" and "Inflammation by NF-κB-Dependent and" is
    one of its rows, not a byline in its size (latex51).  A row naming a body after its
    small words ("on behalf of the Rossi Consortium", "for the ABC Collaboration") is the
    byline's group, not a title row (review59)."""
    if k + 1 >= len(group):
        return False
    above, row, below = (lines[group[j]] for j in (k - 1, k, k + 1))
    up, down = row.y0 - above.y0, below.y0 - row.y0
    if up <= 0 or abs(down - up) > up * _EVEN or cues.has_affiliation(below.text):
        return False
    words = below.text.replace(",", " ").split()
    opens = next((j for j, word in enumerate(words) if not word[:1].islower()), len(words))
    if is_organisation(words[opens:]):  # (after its small words)
        return False
    return any(_title_word(word) for word in words)


def rows_after(lines: Sequence[Line], group: Sequence[int]) -> list[int]:
    """The rows of names set in the title's size right under the title ``group`` (its
    line indices, a smaller subtitle last among them): the first a :func:`names_row`,
    each next one in its size and weight at a line step whose pieces all read as names,
    but for a name broken over the rows at either end ("Priya Raman", "Tak, Liming
    Sontag and C. K. Jia": a byline's next row)."""
    if not group or group[-1] + 1 >= len(lines):
        return []
    first, last = lines[group[0]], lines[group[-1]]
    rows: list[int] = []
    for i in range(group[-1] + 1, len(lines)):
        line, above = lines[i], lines[rows[-1]] if rows else last
        if abs(line.size - first.size) > _SAME_SIZE or line.bold != first.bold:
            break
        if not 0 < line.y0 - above.y0 <= above.size * _ROW_STEP:
            break
        if rows and not name_reading(line, tail=True, head=True)[0] and not _fragment(line.text):
            break
        if not rows and not names_row(lines, group, i):
            break
        rows.append(i)
    return rows


def _caps(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)
