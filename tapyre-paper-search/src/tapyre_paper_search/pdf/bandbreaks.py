"""Bylines wrapped inside a name, read across their breaks (pure).

A long byline also wraps inside a name ("…, Jose A." / "Tipler, and …"; a
line full of superscript ORCID marks even reads as set small).
:func:`reads_across_breaks` joins an author line that ends in a name's first
part (one word, given names closed by an initial or by hyphenated initials,
"…, J.-N." / "MALHAM, …" (front46), given names and a
surname's particles: "Ewine van" / "Dishoeck", in capitals too: "ROBERT P. C. DE" /
"PARKER" (realpage71), or given names and a surname
broken after its hyphen: "Huijie Garcia-" / "Etxebarria", joined without a
space; a lone word in capitals is a society's initials, no name's part) to the
line under it and reads the names across the break;
:func:`~tapyre_paper_search.pdf.wrappednames.with_wrapped_names` puts them among
the names: a part read alone ("Jose A", or "W. Charmousis" under "… and D.")
gives way to the whole name in its place, and a name read only across the
break ("Ola" / "Nordmann") goes after the name read before it, so the byline's
order holds.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf.affilrest import wraps_affiliation
from tapyre_paper_search.pdf.cardwrap import card_anchor, card_names, card_surname
from tapyre_paper_search.pdf.features import body_size
from tapyre_paper_search.pdf.givennames import hyphenated_given_name
from tapyre_paper_search.pdf.invertednames import broken_after_surname, inverted_names
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.markstep import row_step
from tapyre_paper_search.pdf.namewords import (
    AFTER_NAME,
    GAELIC,
    NAME_WORD,
    PARTICLES,
    PATRONYMS,
    as_name,
    is_place,
    particle,
)
from tapyre_paper_search.pdf.placelines import city_under_affiliation
from tapyre_paper_search.pdf.spacedrows import body_spacing
from tapyre_paper_search.pdf.words import known_word
from tapyre_paper_search.pdf.wraptail import kin_tail, marked_tail, smaller_address, wrapped_tail

# A line of names: the classifier's author probability at least this.
_SURE = 0.5
# The next line of a wrapped byline starts at most this many line heights lower.
STEP = 2.2
_SPACED_REACH, _SPACED_SLACK = 3.5, 1.1
# A name's first part: an initial (any capital letter, "Á.") after its given names,
# hyphenated initials ("J.-N."), one word, or given names and the lower-case particles
# of a surname ("Ewine van") or a patronym's link ("Yael bat" / "Cohen", "Rhys ap" / "Gruffydd").
_LINKS = PARTICLES | PATRONYMS
_PARTICLES = "(?:" + "|".join(sorted(_LINKS)) + ")"
_OPEN_NAME = re.compile(
    r"^(?:[^\W\d_][\w'’-]*\.?\s+)*(?P<initial>[^\W\d_])\.?$|^[^\W\d_][\w'’-]*$"
    # hyphenated initials ("J.-N." / "Malham", "J.-N." / "MALHAM"; front46)
    r"|^(?:[^\W\d_][\w'’-]*\.?\s+)*(?:[^\W\d_][\w'’]*\.-)+[^\W\d_]\.?$"
    rf"|^(?:[^\W\d_][\w'’-]*\.?\s+)+(?:{_PARTICLES}\s+)*{_PARTICLES}$"
    # given names and a surname broken after its hyphen ("Huijie Garcia-" / "Etxebarria")
    r"|^(?:[^\W\d_][\w'’-]*\.?\s+)+[^\W\d_][\w'’]*[^\W\d_]-$"
)
# Given names and a capitalised Gaelic particle ("Pádraig Ní" / "Murchú"): open only when
# the next line opens with a lone word, the surname the particle leads; "Mac" also ends a
# whole name (a Vietnamese surname: "Minh Anh Mac" / "Lan Tran" are two people).
_GAELIC_OPEN = re.compile(
    r"^(?:[^\W\d_][\w'’-]*\.?\s+)+(?:" + "|".join(sorted(w.capitalize() for w in GAELIC)) + ")$"
)
# A line of one word in capitals only, six letters at most: a society's or an
# institution's initials set under a name ("ASAE", "IEEE"), never a wrapped name's start.
_ACRONYM = re.compile(r"^[^\W\d_a-z]{2,6}$")
# A name broken after a hyphen: a capital after it is the second part of a double
# name (the hyphen stays), a lower-case letter a word's rest (hyphenation: it goes),
# but for a given name's ("Jian-" / "feng").
_BROKEN = re.compile(r"(?<=[^\W\d_])-\s*$")


def open_end(text: str, *, carried: bool = False, after: str = "") -> bool:
    """Whether ``text`` ends in a name's first part (the byline wraps inside a name).

    ``carried``: the line carries on a name from the line above; its first piece
    closes that name ("Ewine van" / "Dishoeck"), so it opens none when it is the
    only piece (the date line under it is no surname's).  ``after``: the next line,
    which must open with a lone word after a capitalised Gaelic particle or a particle
    in capitals (particles before it at most, :func:`_closing_surname`)."""
    if text.rstrip().endswith((",", ";")) or text.rstrip().lower().endswith(" and"):
        return False
    if inverted_names(text, lenient=True):
        return False  # printed surname first, the line ends on a whole person's given names
    parts = pieces(text)
    if carried and len(parts) < 2:
        return False
    if len(parts) == 1 and parts[0].isupper() and _ACRONYM.match(parts[0]):
        return False  # a society's initials under a name and its grade ("ASAE")
    if parts and (parts[-1].replace(".", "") in AFTER_NAME or is_job_title(parts[-1])):
        return False  # a degree, a suffix or a job title ends the name before it
    found = _OPEN_NAME.match(parts[-1]) if parts else None
    if found is None and parts and parts[-1].isupper():  # "ROBERT P. C. DE" / "PARKER"
        found = _OPEN_NAME.match(_particles_lowered(parts[-1]))
        if found is not None and not _closing_surname(after):
            return False  # "THANH LE" / "ELSEBETH WANG": a surname like a particle
    if found is None:  # the next line is read only after a Gaelic particle
        if not (parts and _GAELIC_OPEN.match(parts[-1])):
            return False
        head = pieces(after)
        return bool(head) and len(head[0].split()) == 1
    return not (found.group("initial") or "").islower()


def _closing_surname(after: str) -> bool:
    """Whether ``after`` (the next line; unknown where empty) opens with what closes a
    name after its particles: one word, particles before it at most ("PARKER", "DER
    BERG"), not a whole name ("ELSEBETH WANG": the line above ended on a surname such
    as "LE" or "DU")."""
    head = pieces(after)
    if not after.strip() or not head:
        return not after.strip()
    words = head[0].split()
    return all(word.lower() in _LINKS for word in words[:-1])


def _particles_lowered(piece: str) -> str:
    """A name's piece in capitals with the particles that close it in lower case, as
    :data:`_OPEN_NAME` knows them ("ROBERT P. C. DE" → "ROBERT P. C. de", "JAN VAN DER"
    → "JAN van der"; realpage71: a byline in capitals wrapped after a particle)."""
    words = piece.split()
    k = len(words)
    while k > 1 and words[k - 1].lower() in _LINKS:
        k -= 1
    return " ".join(words[:k] + [w.lower() for w in words[k:]])


def _unmarked_end(first: Line, second: Line) -> bool:
    """Whether a byline whose names carry raised marks ends ``first`` on a name without
    one while ``second`` opens with one word and its mark: the name goes on there
    ("Lucía López¹, Pilar Elena Rodríguez" / "Navarro¹"; marks read as commas in
    ``Line.names``), or a surname with its particles, capitalised or not ("…, Lorenzo
    Francesca" / "La Santis¹"; "…, Ana María" / "de la Cruz¹").  A name that ends
    ``first`` with its mark is whole ("…, Ana Gil¹," / "Suharto²")."""
    if not (first.marks and second.marks and first.names and second.names):
        return False
    if first.names.rstrip().endswith((",", ";")):
        return False
    head = second.names.split(",", 1)
    words = head[0].split()
    return (
        len(head) == 2
        and 0 < len(words) <= 3
        and all(particle(word) for word in words[:-1])
        and (len(words) > 1 or words[0][:1].isupper())
        and words[-1][:1].isupper()
    )


def _lone_surname(first: Line, second: Line, measure: Callable[[], float]) -> bool:
    """Whether ``second`` is one capitalised word closing the last name of ``first``, a
    byline of two names or more that ends on a name with no separator after it ("…,
    Faadumo Samatar Duale* and Hodan Dahir" / "Duale"): in a running byline every new
    name follows a separator, so a lone word in the byline's type, flush with it or
    centred under it, is the wrapped name's last word.  No dictionary word, place or
    acronym, and only where the word did not fit on the line above (``measure``, asked
    last: the width of the text the byline had room in, :func:`_measure`): a short
    byline over a one-word affiliation in its type ("Jane Doe and John Smith" /
    "Siemens") was not wrapped."""
    # a mark after the word, or the comma a raised one is read as ("Tenzin*", "Tenzin,")
    word = (second.names or second.text).strip().rstrip(",;*†‡")
    if " " in word or not word[:1].isupper() or word.isupper() or not NAME_WORD.match(word):
        return False
    if not first.same_type(second) or known_word(word.lower()) or is_place(word):
        return False
    if abs(first.x0 - second.x0) > 2 and abs(first.x0 + first.x1 - second.x0 - second.x1) > 4:
        return False
    text = (first.names or first.text).rstrip()
    if text.endswith((",", ";")) or text.lower().endswith(" and"):
        return False
    parts = pieces(text)
    if len(parts) < 2 or not as_name(parts[-1]):
        return False
    return (first.x1 - first.x0) + (second.x1 - second.x0) + first.size * 0.25 > measure()


def reads_across_breaks(
    lines: Sequence[Line],
    zone: Sequence[int],
    author: NDArray[np.float64] | Sequence[float],
    *,
    spacing: float = 0.0,
) -> list[list[str]]:
    """The names read across each break of a wrapped byline in ``zone``, in order.
    ``spacing``: where ``lines`` are one byline's rows alone (a panel's, latex55), their
    row spacing in their sizes, which the page's body no longer tells."""
    reads: list[list[str]] = []
    carried = -1  # the last line read as a wrapped byline's continuation
    measures: dict[tuple[int, float, float], float] = {}  # column widths, where asked
    # the body's row spacing in a size, where asked
    spacings: dict[float, float] = {line.size: spacing for line in lines} if spacing else {}
    for i, j in itertools.pairwise(sorted(zone)):
        first, second = lines[i], lines[j]
        if (
            j != i + 1
            or (author[i] < _SURE and carried != i and not card_surname(lines, first, second))
            or second.page != first.page
            or not _within_step(lines, first, second, spacings)
            or smaller_address(first, second)
            or wraps_affiliation(lines, i)  # "… Institute for" / "Advanced Study, …"
            or wraps_affiliation(lines, j)
            # a card's "Ann Arbor, UK" under its institution is no byline's row (latex67)
            or any(city_under_affiliation(lines, zone, k) for k in (i, j))
            or not (
                open_end(
                    first.names or first.text,
                    carried=carried == i,
                    after=second.names or second.text,
                )
                or _unmarked_end(first, second)
                or _lone_surname(first, second, functools.partial(_measure, lines, first, measures))
                or marked_tail(first, second)
                or wrapped_tail(first, second, functools.partial(_measure, lines, first, measures))
                or kin_tail(first, second)
                or card_surname(lines, first, second)
                or broken_after_surname(first.names or first.text, second.names or second.text)
            )
        ):
            continue
        carried = j
        across = _across(first.names or first.text, second.names or second.text)
        reads.append([*card_anchor(lines, zone, i, j), *card_names(lines, i, j, across)])
    return reads


def _within_step(
    lines: Sequence[Line], first: Line, second: Line, known: dict[float, float]
) -> bool:
    """Whether ``second`` stands a line's step under ``first``: :data:`STEP` sizes, or on
    a page whose rows in ``first``'s size stand farther apart (double spaced, latex47:
    "… Neal J." / "Evans II, and …" 2.4 sizes apart) up to that spacing and a little
    more (:func:`~tapyre_paper_search.pdf.spacedrows.body_spacing`, asked only then).
    A byline set larger than the body has too few rows of its own size to tell the
    spacing: the body's spacing, in its own sizes, is taken then (latex51: achemso's
    13.2-pt "…, and Changhyun" / "Ritter" 2.4 sizes apart over an 11-pt body).
    A raised mark in ``first`` lifts its top: the step is then taken between the rows'
    feet (:func:`~tapyre_paper_search.pdf.markstep.row_step`, latex66)."""
    step = row_step(first, second)
    if 0 < step <= first.size * STEP:
        return True
    if step <= 0 or step > first.size * _SPACED_REACH:
        return False
    if first.size not in known:
        known[first.size] = body_spacing(lines, first.size) or body_spacing(lines, body_size(lines))
    return step <= first.size * known[first.size] * _SPACED_SLACK


def _measure(
    lines: Sequence[Line], line: Line, known: dict[tuple[int, float, float], float]
) -> float:
    """The width of the text ``line`` had room in: from the leftmost start to the
    rightmost end of the lines of its page, kept in ``known``.  Where text runs level
    beside it (a two-column page's other column, an author block beside its own), only
    the lines that share some of its width count (names33: the other column is no room
    it had; a line across both columns, a title, still counts); a byline with nothing
    level beside it spans the page's columns, and the page's width is its room
    (review91: a flush byline over a two-column body is no column's)."""
    key = (line.page, line.x0, line.x1)
    if key not in known:
        on = [o for o in lines if o.page == line.page]
        if any(_beside(o, line) for o in on):
            on = [o for o in on if o.x0 < line.x1 and o.x1 > line.x0]
        known[key] = max(o.x1 for o in on) - min(o.x0 for o in on)
    return known[key]


def _beside(other: Line, line: Line) -> bool:
    """Whether ``other`` is text set level with ``line`` and clear of its width (not a
    margin's line number)."""
    return (
        other.y0 < line.y1
        and other.y1 > line.y0
        and (other.x1 <= line.x0 or other.x0 >= line.x1)
        and other.letters > 0
    )


def _across(first: str, second: str) -> str:
    """The text of two lines of a byline read as one: a name broken after a hyphen
    at the line end is joined whole ("Garcia-" / "Etxebarria" → "Garcia-Etxebarria",
    "Hans Schu-" / "macher" → "Hans Schumacher"); a given name broken so, the first
    word of its name, keeps its hyphen ("Jian-" / "feng Li" → "Jian-feng Li": a given name is
    broken at the hyphen it holds), but for a common given name written closed, broken by
    hyphenation ("Vic-" / "tor Meyer" → "Victor Meyer": :func:`hyphenated_given_name`)."""
    head = second.lstrip()
    if _BROKEN.search(first) and head[:1].isalpha():
        parts = pieces(first)
        given = bool(parts) and len(parts[-1].split()) == 1
        if given and hyphenated_given_name(parts[-1].rstrip("- "), head.split()[0]):
            given = False  # "Vic-" / "tor Meyer": a closed given name cut (latex63)
        return _BROKEN.sub("-" if head[0].isupper() or given else "", first) + head
    return f"{first} {second}"
