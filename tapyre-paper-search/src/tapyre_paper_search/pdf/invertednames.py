"""A byline printed surname first, as a library catalogue prints names (pure).

A working paper's title page or a citation line sets its names "Doe, Jane Q.; Lee,
Ann" (a semicolon between people, a comma between the surname and the given names)
or "El, G. A., Grimshaw, R. H. J. and Kamchatnov, A. M." (surnames and initials).
Cut at every comma, such a line had been read as one-word pieces ("Doe", "Jane Q.")
that are no names, and the paper had no authors.

:func:`inverted_names` reads such a line, whole or not at all:

* people apart by semicolons, each "Surname, Given names" with exactly one comma: the
  surname one capitalised word (a hyphen or an apostrophe inside), with the particles
  before it ("Di Vecchia", "van der Berg"), the given names capitalised words and
  initials; or
* people apart by commas (and a last "and" / "&"), each a surname and its initials
  only ("Grimshaw, R. H. J."): initials mark the given part, so a list of plain words
  ("Paris, Lyon, Nice") is none; one person alone ("Gustavsson, M.") is read too.

Every name, given names first ("Jane Q. Doe"), must be one that
:func:`~tapyre_paper_search.pdf.namewords.as_name` accepts (no place, affiliation or
country word: "Doe, Stanford" or "Berlin, Germany" fail), and a line with an
affiliation word is none.  A byline "Jane Doe, MIT; John Lee, Yale" is no such line:
its part before the comma has two words that are no particle and a surname.

review93: a place and its code is none either: a given name in capitals under a
surname that is not ("Berkeley, CA; Stanford, CA"), or one person alone whose
initials are glued ("Washington, D.C.", "Oxford, U.K."; a list's "Li, X.Y." is read).

A footnote mark before the line's first comma ("Aujla¹, Jose A." — a byline wrapped
inside a name, its line opening with the last name's surname and mark) says the comma
parts people, not a surname from its given names: such a line is none (marks follow a
surname-first person's given names, "Doe, Jane¹;").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import INITIAL, NAME_WORD, PARTICLES, as_name

# The cheap test first: a capitalised word (particles may open it) and a comma, a
# capital after it.  Most lines fail here.  A capital is any letter but an ASCII or
# Latin-1 lower-case one ("Łukasz", "Şahin", "İnce", "Иванов" open names too;
# review93); :func:`_surname` and :func:`_given` then ask ``str.isupper``.
_CAPITAL = r"[^\W\d_a-zß-ÿ]"
_SHAPE = re.compile(
    rf"^\s*(?:(?:[A-Z]\.\s*)+;\s*)?(?:[^\W\d_]+\s+){{0,2}}{_CAPITAL}[^\s,;]*,\s+{_CAPITAL}"
)
# Footnote marks and digits glued to a name ("Doe, Jane1;", "Lee, Ann*").
_MARKS = re.compile(r"[*†‡§¶⁰¹²³⁴⁵⁶⁷⁸⁹]+|(?<=[^\W\d_.])\d+(?:,\d+)*")
# A mark right before the line's first comma: "Aujla1, Jose A." (the names' commas).
_MARK_BEFORE_COMMA = re.compile(r"^[^,]*?(?:[*†‡§¶⁰¹²³⁴⁵⁶⁷⁸⁹]|(?<=[^\W\d_.])\d)\s*,")
# A comma a mark left before a semicolon ("Goerbig, M. O., ; Fuchs, J.-N.,"; latex48).
_MARK_COMMA = re.compile(r",\s*;")
_LIST_END = re.compile(r",?\s+(?:and|&)\s+")
_MAX_NAMES = 60
# Initials glued without a space ("D.C.", "U.K."): alone after one comma, a place's.
_GLUED = re.compile(r"[A-Z]\.[A-Z]\.")


def inverted_names(line: str, *, lenient: bool = False) -> list[str]:
    """The names of ``line`` read surname first (see the module), given names first, or
    ``[]`` where ``line`` is no such byline.  ``lenient`` (the line classifier says the
    line holds names): one person with given names in full ("Stefanik, David") is read
    too; strictly, one person needs initials."""
    if not _SHAPE.match(line) or _MARK_BEFORE_COMMA.match(line):
        return []
    text = _MARK_COMMA.sub(";", _MARKS.sub("", line).strip())
    listed = ";" in text
    text = _marked_end(text.rstrip(";"), lenient=lenient or listed)
    if cues.has_affiliation(text) or cues.has_email(text):
        return []
    if listed or (lenient and text.count(",") == 1 and _known_given(text)):
        people = [p.strip() for p in text.split(";")]
        if people and _wrapped_tail(people[0]):  # the end of the line above's last name
            people = people[1:]
        if people and people[-1].endswith(",") and people[-1].count(",") == 1:
            people = people[:-1]  # a surname whose given names the line end moved down
        if not people or len(people) > _MAX_NAMES or any(p.count(",") != 1 for p in people):
            return []
        pairs = [tuple(s.strip() for s in p.split(",")) for p in people]
        if any(_code(given, surname) for surname, given in pairs):
            return []
        return _named(pairs, initials_only=False)
    parts = [p.strip() for p in _LIST_END.sub(", ", text).split(",")]
    if len(parts) % 2 or len(parts) > 2 * _MAX_NAMES:
        return []
    if len(parts) == 2 and _GLUED.search(parts[1]):
        return []  # one person alone, "initials" glued: "Washington, D.C.", "Oxford, U.K."
    return _named(list(zip(parts[::2], parts[1::2], strict=True)), initials_only=True)


def broken_after_surname(first: str, second: str) -> bool:
    """Whether a byline printed surname first wraps between a person's surname and given
    names: ``first`` is a list parted by semicolons whose last person is a surname and
    its comma alone ("…; Dorland, Alessandro; Kotthaus,") and ``second`` opens with
    that person's given names, the two lines reading as one list (latex48)."""
    last = _MARK_COMMA.sub(";", _MARKS.sub("", first)).rstrip().rsplit(";", 1)
    if len(last) < 2 or not last[1].endswith(",") or last[1].count(",") != 1:
        return False
    if not _surname(last[1].rstrip(",")):
        return False
    return len(inverted_names(f"{first} {second}", lenient=True)) > 1


def _marked_end(text: str, *, lenient: bool) -> str:
    """``text`` without the comma a mark left after its last person's given names
    ("Robertson, John W.,", "…; Fal’ko, Vladimir I.,": a superscript number read as a
    comma; latex48), where the list is read leniently or parted by semicolons and its
    last person holds a surname, a comma and given names before it; else ``text``."""
    last = text.rsplit(";", 1)[-1].rstrip()
    if lenient and last.endswith(",") and last.count(",") == 2:
        return text.rstrip().removesuffix(",")
    return text


def _named(pairs: list[tuple[str, ...]], *, initials_only: bool) -> list[str]:
    """The names of ``pairs`` (surname, given names), or ``[]`` unless every pair is one."""
    names: list[str] = []
    for k, (surname, given) in enumerate(pairs):
        if not (_surname(surname) and _given(given, initials_only=initials_only)):
            return []
        last = k == len(pairs) - 1 and not initials_only
        name = as_name(f"{_unstopped(given) if last else given} {surname}")
        if not name:
            return []
        names.append(name)
    return names


def _unstopped(given: str) -> str:
    """``given``, a line's last person's given names in full, without the full stop that
    closes the line ("Lee, Ann; Chen, Bo; Diaz, Cyril." as a catalogue ends its heading:
    "Cyril", not "Cyril."; front57), where its last word with the stop off is a known given
    name (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`) of three letters or
    more; an abbreviation ("Th.", "Wm.", "Jos.", "Chas.") and a word in capitals keep it."""
    *rest, last = given.split()
    word = last[:-1]
    if last.endswith(".") and len(word) >= 3 and word.isalpha() and not word.isupper():
        return " ".join([*rest, word]) if is_given_name(word) else given
    return given


def _known_given(text: str) -> bool:
    """Whether the first given name of one "Surname, Given" person is a common given name
    (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`): "Boston, Massachusetts"
    is a place."""
    given = text.split(",")[1].split()
    return bool(given) and is_given_name(given[0])


def _wrapped_tail(piece: str) -> bool:
    """Whether ``piece``, first on its line and holding no comma, is the given names of
    the line above's last person ("Beck," / "H.; Patthey, L."): initials only."""
    words = piece.split()
    return "," not in piece and bool(words) and all(INITIAL.match(w) for w in words)


def _code(given: str, surname: str) -> bool:
    """Whether ``given`` holds a word of capitals ("CA", "MA", "NSW") under a surname that
    is not in capitals: a place's state or country code ("Berkeley, CA"), no given name."""
    return not surname.isupper() and any(
        len(w) > 1 and w.isalpha() and w.isupper() for w in given.split()
    )


def _surname(text: str) -> bool:
    """One capitalised name word, after particles ("Di Vecchia", "van der Berg")."""
    words = text.split()
    if not words or not words[-1][0].isupper() or INITIAL.match(words[-1]):
        return False
    return NAME_WORD.match(words[-1]) is not None and all(
        w.lower() in PARTICLES for w in words[:-1]
    )


def _given(text: str, *, initials_only: bool) -> bool:
    """Given names: capitalised name words or initials (initials only where asked)."""
    words = text.split()
    if not words or len(words) > 4:
        return False
    if initials_only:
        return all(INITIAL.match(w) or re.fullmatch(r"[A-Z][a-z]?\.", w) for w in words)
    return all(w[0].isupper() and NAME_WORD.match(w) for w in words)
