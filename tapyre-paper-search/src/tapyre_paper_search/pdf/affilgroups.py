"""A byline that sets each name with its affiliation and places after it (pure; bylines70).

"Chen Yu, Hong Kong University of Science and Technology, and Rachel Adeyemi, University
of Ibadan", "Johan Berg, Uppsala University, Sweden; Eva Lund, KTH, Stockholm, Sweden":
each person is followed by their institution, then any number of pieces that read as no
person (the rest of an institution cut at its "and", a city, a country).  The lenient
reading of a line (:func:`~tapyre_paper_search.pdf.authors.names_in_line`) stops at the
first affiliation-like piece, and the stricter readers before it ask one affiliation
piece a person (:mod:`~tapyre_paper_search.pdf.affilpairs`) or semicolons between the
groups and an institution's word in each (:mod:`~tapyre_paper_search.pdf.semicolongroups`),
so the people after the first were lost.

:func:`grouped_by_affiliation` reads a line's pieces as groups, each a name (a piece that
reads as a person and holds no institution's word, no place, no acronym), then an
institution's piece (an institution's word, :func:`~tapyre_paper_search.pdf.cues.has_affiliation`;
or an acronym opening it, "KTH", "IISc Bangalore", where it is the whole piece or a place
follows it: "JR Smith, Bo Chen" is a name), then pieces reading as no person.  Two groups
or more, at least one institution named by its word or an acronym followed by its place
(a known place, or one capitalised word read as no name: "IIT Madras, Chennai", "UPV/EHU,
Leioa"; bylines71); any other line (two names in a row, a name with nothing after it, a
line of acronyms with no place) is left to the usual reading.  The strict reading asks
:func:`grouped_by_acronym` first, as it took "IIT Madras" for a name.

:func:`dashed_names` reads "Marta Kowalczyk — Wrocław University of Science and
Technology, Poland" and "Ann Lee – Universidad de Chile; Bo Chen – Universidad de Talca":
each group (between semicolons) a name, a spaced en or em dash, and an affiliation; a
spaced hyphen too (bylines71), where a known given name or an initial opens one of the
names, as a title's hyphen is spaced too ("Machine Learning - Institute Seminar Series").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.namewords import is_place
from tapyre_paper_search.pdf.strictcuts import opens_a_person

_LEAST = 2
"""The fewest groups of a line read by :func:`grouped_by_affiliation`."""

_DASH = re.compile(r"\s[-–—]\s")  # a page may draw the dash as a spaced hyphen (bylines71)
_TRUE_DASH = re.compile(r"\s[–—]\s")
"""A dash proper; a line whose dashes are all spaced hyphens, as a title writes them, needs
a known given name or an initial opening one of its names (review 66)."""


def _acronym_word(word: str) -> bool:
    """Whether ``word`` is two to six letters, at least two of them capitals and no fewer
    capitals than small letters ("KTH", "IISc")."""
    upper = sum(c.isupper() for c in word)
    return word.isalpha() and 2 <= len(word) <= 6 and upper >= 2 and 2 * upper >= len(word)


def _acronym(piece: str) -> bool:
    """Whether ``piece`` opens with an institution's acronym (:func:`_acronym_word`: "KTH",
    "IISc", "ETH Zurich"), or two joined by a slash or hyphen, each one ("UPV/EHU";
    bylines71; "Li-Na" is a given name's two syllables, no acronym); a country's ("USA",
    "UK") is a place, no institution."""
    words = piece.split()
    if not words:
        return False
    joined = re.split(r"[/-]", words[0], maxsplit=1)
    return all(_acronym_word(word) for word in joined) and not cues.has_country(piece)


def _placed(piece: str, name_of: Callable[[str], str]) -> bool:
    """Whether ``piece``, after an acronym's, is its place: a known place, or one
    capitalised word read as no name ("IIT Madras, Chennai"; bylines71)."""
    if is_place(piece):
        return True
    return " " not in piece and piece[:1].isupper() and not piece.isupper() and not name_of(piece)


def _joined_before(opener: str, line: str) -> bool:
    """Whether ``opener`` (a group's name piece) follows a semicolon or a word for "and"
    on ``line`` (a lower-case word: "and", "und", "e", "et", "y"): a group joined so is
    one of a list, where a comma alone may stand between two lines of a byline run
    together ("…, Fudan University, Shanghai Lena Hoffmann, …")."""
    at = line.rfind(opener)
    before = line[:at].rstrip() if at > 0 else ""
    if before.endswith(";"):
        return True
    words = before.split()
    return bool(words) and words[-1].isalpha() and words[-1].islower()


def _no_person(piece: str, name_of: Callable[[str], str]) -> bool:
    """Whether ``piece`` reads as no person: an institution's word, a place, no name."""
    return cues.has_affiliation(piece) or is_place(piece) or not name_of(piece)


def _groups(
    parts: Sequence[str], line: str, name_of: Callable[[str], str]
) -> tuple[list[str], bool, bool] | None:
    """The names of ``parts`` read as groups (see the module), whether an institution
    is named by its word, and whether one is an acronym before its place; ``None`` where
    the pieces are not so."""
    names: list[str] = []
    worded = placed = False
    opener = ""
    k = 0
    while k < len(parts):
        part = parts[k]
        if cues.has_affiliation(part) or is_place(part) or _acronym(part):
            return None
        name = name_of(part)
        if not name or k + 1 >= len(parts):
            return None
        head = parts[k + 1]
        after = parts[k + 2] if k + 2 < len(parts) else ""
        if cues.has_affiliation(head):
            worded = True
        elif not _acronym(head):
            return None
        elif after and _placed(after, name_of):
            placed = True  # "IIT Madras, Chennai", "UPV/EHU, Leioa" (bylines71)
        elif len(head.split()) > 1:
            return None
        names.append(name)
        opener = part
        k += 2
        while k < len(parts) and _no_person(parts[k], name_of):
            k += 1
    if len(names) < _LEAST or not _joined_before(opener, line):
        return None
    return names, worded, placed


def grouped_by_affiliation(
    parts: Sequence[str], line: str, name_of: Callable[[str], str]
) -> list[str] | None:
    """The names of ``parts`` (``line``'s pieces) where each is followed by its
    institution and places (see the module), each read by ``name_of`` (``""`` for no
    name), an institution named by its word or an acronym before its place; ``None``
    where the pieces are not so."""
    read = _groups(parts, line, name_of)
    return read[0] if read is not None and (read[1] or read[2]) else None


def grouped_by_acronym(
    parts: Sequence[str], line: str, name_of: Callable[[str], str]
) -> list[str] | None:
    """The names of ``parts`` as :func:`grouped_by_affiliation` reads them, only where
    an institution is an acronym before its place ("Priyanka Iyer, IIT Madras, Chennai,
    and Arjun Menon, IISc Bangalore, India"; bylines71): the strict reading, which took
    "IIT Madras" for a name, asks it first; a line with no piece after the first opening
    with an acronym (most bylines) is passed over before any name is read."""
    if not any(_acronym(part) for part in parts[1:]):
        return None
    read = _groups(parts, line, name_of)
    return read[0] if read is not None and read[2] else None


def _institution(text: str, name_of: Callable[[str], str]) -> bool:
    """Whether ``text`` (after a name's dash) is an affiliation: an institution's word,
    or an acronym then its place ("KNUST, Kumasi, Ghana"; bylines71)."""
    if cues.has_affiliation(text):
        return True
    head, _, rest = text.partition(",")
    return (
        _acronym(head.strip())
        and bool(rest.strip())
        and _placed(rest.split(",")[0].strip(), name_of)
    )


def dashed_names(line: str, name_of: Callable[[str], str]) -> list[str] | None:
    """The names of ``line`` where each group (between semicolons) is a name, a spaced
    dash and an affiliation (see the module); ``None`` where it is not so."""
    if not _DASH.search(line):
        return None
    names: list[str] = []
    for group in line.split(";"):
        cut = _DASH.split(group, maxsplit=1)
        if len(cut) != 2 or cues.has_affiliation(cut[0]) or not _institution(cut[1], name_of):
            return None
        name = name_of(cut[0].strip())
        if not name:
            return None
        names.append(name)
    if not _TRUE_DASH.search(line) and not any(opens_a_person(name) for name in names):
        return None  # a title's spaced hyphen: "Machine Learning - Institute Seminar Series"
    return names


__all__ = ["dashed_names", "grouped_by_acronym", "grouped_by_affiliation"]
