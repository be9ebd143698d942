"""A closing "et al." on a line of names (names41; review145, fix41).

"Ann Lee and Bo Chen et al.", "Ann Lee, Bo Chen et al.": the names before it are read and
the words themselves are no name's; one name before it ("Lee et al.", "J. Smith et al.")
is a running head's and is left as it is (:func:`without_et_al`, asked by
:func:`~tapyre_paper_search.pdf.authors.names_in_line`).  bylines64: the Russian "и др."
("и другие", and others) closing a Cyrillic list is read as "et al." is; bylines65: the
Spanish "y cols." ("y colaboradores") too; bylines66: the German "u. a." ("und andere"),
the Scandinavian "m.fl." ("med flera"), the Dutch "e.a." ("en anderen"), the Polish "i in."
("i inni"), the Czech and Slovak "a kol." ("a kolektiv") and the Romance "et coll.", "e
coll.", "e cols." ("collaborateurs", "colaboradores") as well, lower case with their stops.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.namewords import CONJUNCTIONS

# "et al." closing a line of names ("Ann Lee and Bo Chen et al.", "Ann Lee, Bo Chen et
# al."): the names before it are read, the words themselves are no name's (names41).
_ET_AL = re.compile(r"[,;]?\s+et\s+al(?:\.|\b)\s*$", re.IGNORECASE)
# "и др." (Russian "and others") closing a line: read as "et al." (bylines64); the
# Spanish "y cols." / "y col." ("y colaboradores") too, with its stop (bylines65); bylines66:
# "u. a.", "m.fl.", "e.a.", "i in.", "a kol.", "et coll.", "e coll.", "e cols.", lower case
# as written (capitals there are initials: "Lohmann S. E. A.").
_RUSSIAN_ET_AL = re.compile(
    r"\s+(?:и\s+др\.?|y\s+cols?\.|u\.\s?a\.|m\.\s?fl\.|e\.\s?a\.|i\s+in\.|a\s+kol\."
    r"|et\s+coll?\.|e\s+coll?s?\.)\s*$"
)
_OTHERS_ENDS = ("др.", "др", " cols.", " col.", " coll.", "a.", "fl.", " in.", " kol.")
# The separators of a list of names before it: two pieces of two words or more are a
# list, not one name ("Smith, J. et al.", inverted, is a running head's; review145).
_LIST_SEPARATOR = re.compile(
    r"[,;&]|\s(?:and|" + "|".join(sorted(CONJUNCTIONS)) + r")\s", re.IGNORECASE
)


def _et_al_start(line: str) -> int | None:
    """Where :data:`_ET_AL` matches ``line`` (its leftmost match), or ``None``: found from
    the line's end, not searched from each of its characters (a search over a long run
    of spaces took time quadratic in it: 20,000 spaces, 4.8 s; fix41)."""
    text = line.rstrip()
    tail = text[-3:].lower()
    cut = 3 if tail.endswith("al.") else 2 if tail.endswith("al") else 0
    if not cut:
        return None
    before_al = text[:-cut]
    et_end = before_al.rstrip()
    if len(et_end) == len(before_al) or et_end[-2:].lower() != "et":
        return None
    before_et = et_end[:-2]
    end = before_et.rstrip()
    if len(end) == len(before_et):
        return None
    start = len(end) - 1 if end.endswith((",", ";")) else len(end)
    at = _ET_AL.match(line, start)
    return None if at is None else at.start()


def without_et_al(line: str) -> str:
    """``line`` without a closing "et al." after a list of names (two pieces of two
    words or more between separators); else ``line``.  One name before it ("Lee et
    al.", "J. Smith et al.", "Smith, J. et al.", "Garcia Lopez et al.") is a running
    head's, and words with no separator ("Following Vaswani et al.", a line of prose) no
    name at all: no name to read (review145).  "и др.", "y cols." and the other
    languages' forms of :data:`_RUSSIAN_ET_AL` ("u. a.", "m.fl.", "e.a.", "i in.", "a
    kol.", "et coll.") close it as "et al." does."""
    # a line closing on "др" with no "и" before it ("Петров Александр") is left to the
    # reading below, never asked again (fix59a: it recursed without end)
    russian = _RUSSIAN_ET_AL.sub(" et al.", line) if line.endswith(_OTHERS_ENDS) else line
    if russian != line:
        stripped = without_et_al(russian)
        return line if stripped.endswith(" et al.") else stripped
    start = _et_al_start(line)
    if start is None or not _LIST_SEPARATOR.search(line, 0, start):  # (few lines end so)
        return line
    before = line[:start]
    if sum(len(p.split()) >= 2 for p in _LIST_SEPARATOR.split(before)) < 2:
        return line
    return before
