"""Whether a name from the PDF's author field is a person the page prints (pure; kinds58).

The author field of a PDF often holds no author at all: the login that made the
file ("Windows User", "Microsoft Office User"), a desk ("Editorial Office"), a role
("Production Editor", "Valued Customer") or a tool ("Adobe Acrobat").  Two or three
capitalised words, such a value reads as a name, and its last word is often a
common word the page writes too ("users", "office", "editor", "nature"), so a check
that the surname occurs somewhere in the page's text let it through wherever the
page's own byline gave no names.

:func:`printed_person` asks more of the page:

* the name is printed as a person's: its first given name, whole (not run on into a
  longer word; a footnote's mark after it: "John1 Smith") or as initials ("K.", glued
  "J.M." or "J.-L.", run together in capitals "JM"), with at most two words between it
  and the surname ("Kyle Lo", "K. Lo", "Kyle S. Lo"), or the surname first ("Lo, Kyle",
  "LO K.", "Smith JM"; a whole given name there only after a comma, so "Lee" over
  "Abstract" is no "A. Lee"); an initial in the metadata ("J. Smith") matches a whole
  given name with that letter ("John Smith"); the surname printed with a capital and not
  run on into a longer word ("User" is not "Users"; a footnote's digit after it is no
  letter);
* and the name is not made of the page's common words: a name every word of which
  the page also writes in small letters as an ordinary word ("office", "user") is a
  desk, a role or a tool named in a heading, not a person, unless it is printed as a
  byline prints a name, opening a line before its end, a mark, a comma or "and"
  ("Mark Young, Ann Lee" over "young patients"; review56c).
"""

from __future__ import annotations

import re
import unicodedata

_LETTER = r"[^\W\d_]"
_TOKEN = r"\S+"


def printed_person(name: str, page_text: str) -> bool:
    """Whether ``name`` (a full name, surname last) is printed on ``page_text`` as a
    person's name and is not made of the page's common words (see the module)."""
    words = name.split()
    if len(words) < 2:
        return False
    page = fold(page_text)
    given, surname = fold(words[0]).strip("."), fold(words[-1])
    if not given or not surname:
        return False
    full, initials = _given_patterns(given)
    sur = _surname_pattern(surname)
    forward = rf"(?<!{_LETTER})(?:{full}|{initials}){_MARKS}(?:[\s-]+{_TOKEN}){{0,2}}?[\s-]*{sur}"
    # surname first: "Lo, Kyle", "Lo K.", "Smith JM"; a whole given name only after a
    # comma ("Lee\nAbstract" is no "A. Lee", review56c)
    backward = rf"(?<!{_LETTER}){sur}(?:,\s*(?:{full}|{initials})|,?\s+{initials})"
    flags = re.IGNORECASE
    found = False
    for pattern in (forward, backward):
        for match in re.finditer(pattern, page, flags):
            if _capitalised_surname(match.group(0), surname):
                found = True
                break
        if found:
            break
    if not found:
        return False
    return not _common_words(words, page) or _on_its_own_line(forward, page, surname)


# A footnote's digit or mark after a given name ("John1 Smith2", "John∗ Smith").
_MARKS = r"[\d*∗†‡§¶#]{0,3}"


def _given_patterns(given: str) -> tuple[str, str]:
    """The patterns of a given name printed whole and as initials (review56c): whole,
    not run on into a longer word; initials with stops, glued ("J.M.", "J.-L.") or run
    together in capitals ("JM", "JL"); a given name that is an initial in the metadata
    matches any word with that first letter printed whole."""
    first = re.escape(given[0])
    upper = re.escape(given[0].upper())
    initial = len(given) == 1 or "." in given  # "J", "J.M" in the metadata
    whole = rf"{first}{_LETTER}+" if initial else re.escape(given)
    full = rf"{whole}(?!{_LETTER})"
    initials = rf"(?:{first}\.(?:-?{_LETTER}\.)*|(?-i:{upper}[A-Z]{{0,2}})(?![^\W\d_]))"
    return full, initials


def _on_its_own_line(forward: str, page: str, surname: str) -> bool:
    """Whether the name is printed capitalised where a byline prints it: opening a line
    and ending it, or before marks and a comma, "&" or "and" ("Mark Young, Ann Lee"
    over "young")."""
    rest = r"[\d*∗†‡§¶#\s]*?(?:$|[,;&]|\band\b)"
    pattern = rf"^[ \t]*{forward}{rest}"
    for match in re.finditer(pattern, page, re.IGNORECASE | re.MULTILINE):
        text = match.group(0).strip()
        if text[:1].isupper() and _capitalised_surname(text, surname):
            return True
    return False


def fold(text: str) -> str:
    """``text`` with its accents dropped, case kept (the page's capitals tell a name;
    :func:`~.givennames.fold_word` lowers them too)."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


def _surname_pattern(surname: str) -> str:
    """The surname as a whole word: no letter before or after it."""
    return rf"(?<!{_LETTER}){re.escape(surname)}(?!{_LETTER})"


def _capitalised_surname(found: str, surname: str) -> bool:
    """Whether the surname inside ``found`` (a match) is printed with a capital."""
    at = found.casefold().rfind(surname.casefold())
    while at >= 0:
        piece = found[at : at + len(surname)]
        if piece[:1].isupper():
            return True
        at = found.casefold().rfind(surname.casefold(), 0, at)
    return False


def _common_words(words: list[str], page: str) -> bool:
    """Whether every word of the name (of two letters or more) is one the page also
    writes in small letters as an ordinary word."""
    long_words = [w.strip(".,") for w in words if len(w.strip(".,")) > 1]
    if len(long_words) < 2:
        return False
    for word in long_words:
        low = fold(word).casefold()
        if not re.search(rf"(?<!{_LETTER}){re.escape(low)}(?!{_LETTER})", page):
            return False
    return True
