"""The names leading a references entry (pure): :func:`leading_names`.

The usual forms are read ("Jane Doe", "J. Doe", "Doe, J.", "Doe, Jane", "DOE J",
"Doe J.", the last one after "and", "&", "; and" or a comma): capitalised particles,
two-word surnames after initials, "HongSheng", "Tanya M Elliott", and generational
suffixes wherever a style puts them ("Logan IV, R. L.", "King, M. L., Jr.", "King ML
Jr").  Names that ran into the title are given back to it (see
:func:`leading_names`): in another form than the first before a title in small
letters, in another shape after initials in a list set apart by commas only ("A.
Smith, Advanced Human Nutrition, …"), a Vancouver name before a dangling "and".
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.reflistwords import ET_AL, GROUP_WORDS, LAST_JOIN, NAME_SEPARATOR
from tapyre_paper_search.pdf.refnameat import full_given, name_at
from tapyre_paper_search.pdf.refnameforms import Named
from tapyre_paper_search.pdf.refsurnamefirst import surname_first
from tapyre_paper_search.pdf.words import known_word


def leading_names(text: str, shortest: bool = False) -> tuple[tuple[str, ...], str]:
    """The leading names of an entry and the text after them.

    Where the text after them opens in small letters after one or two names, the
    first name took words of the title ("Kovacs G. Montelukast and fluticasone …",
    "Weng Z. Compounding Fields and Their … in the …"): read again with the shortest
    reading of the first name ("Kovacs G."), kept when its title opens with a capital.
    In a list set apart by bare commas, the last names in another shape than a first
    written with initials (a whole given name, undotted initials after dotted ones)
    that do not end the list (". Title", "(2020", a year) open the title; so does a
    Vancouver name followed by "and" and no name ("Doe J, Hepatitis B and C …")."""
    names: list[str] = []
    forms: list[str] = []
    read: list[Named] = []
    starts: list[int] = []
    commas: list[bool] = []  # whether a bare comma set the name apart from the one before
    position = 0
    between = ""  # the separator before the name
    closed = False  # whether "et al." or "and others" closed the list
    named = name_at(text, 0, shortest=shortest) if text else None
    while named is not None:
        names.append(_as_given_first(*named))
        forms.append(named[0])
        read.append(named)
        starts.append(named[1].start())
        commas.append(between.strip() == ",")
        position = named[1].end()
        if text[position - 1].isspace():  # initials take the space after them: "Doe, J. and"
            position -= 1
        etal = ET_AL.match(text, position)
        if etal:
            position, closed = etal.end(), True
            break
        separator = NAME_SEPARATOR.match(text, position)
        # the name after "and" is the last unless "and" joins all: "A. Smith, Ann Roe, and
        # Bo Li, Deep Learning, …" (not "J. Smith and A. Doe and B. Roe. Title")
        if separator is None or (LAST_JOIN.search(between) and not LAST_JOIN.search(separator[0])):
            break
        named = name_at(text, separator.end(), _reading_before(named, read))  # read once
        if named is not None:
            position, between = separator.end(), separator.group(0)
    group = _GROUP_AFTER.match(text, position)
    if group is not None:  # the list ends with a group: "Lee A and the CONSORT Group."
        position = group.end()
    rest = text[position:].lstrip(" .,:")
    if (
        forms[-1:] == ["d"]
        and len(names) > 1
        and group is None
        and _DANGLING_AND.match(text, position)
    ) or _after_semicolons(text, starts, commas, forms):
        # no name after "and": the last one is the title's ("Doe J, Hepatitis B and C …");
        # or the venue after a list set apart by semicolons (``_after_semicolons``)
        names, rest, forms = names[:-1], text[starts[-1] :], forms[:-1]
        position = starts[-1]  # the dropped name is no longer read: trim all it left
        del read[-1], starts[-1], commas[-1]
    other = _other_shapes(read[: len(names)]) if len(names) > 1 and commas[-1] else len(names)
    if (
        other < len(names)
        and all(commas[other:])
        and (not _LIST_END.match(text, position) or _JOURNAL_NUMBERS.match(text, position))
        and text[position - 1] != "."  # "Kim B." ends the list
        and not closed  # so does "et al." or "and others" before a title with no stop
        # and a group after names with dotted initials: "Smith, J., King, M. L., and
        # the X Group, Title" (refs70), or before a colon: "Doe, J., G. J. Milburn, Duong
        # Minh Duc, and the X Network: Title" (refs71)
        and (
            group is None
            or not (
                all(_shape(n).endswith(".") for n in read[other:])
                or text.startswith(":", group.end())
            )
        )
        and not _TWO_WORDS_SET_APART.match(text, starts[other])  # "J. Smith, Ann Lee, …"
    ):
        # a comma-only list: the last names, in another form than the first names
        # written with initials, open the title ("A. Smith, Advanced Human Nutrition,
        # Public Health Res. 3 (2009)", "Doe J, Murine Dishevelled 3 Functions …")
        names, rest, forms = names[:other], text[starts[other] :], forms[:other]
    # a comma closing a list of several names before small letters: a title in sentence
    # case ("…, and A. Doe, micrornas: a safeguard …"), not words of the title as names
    titled = rest[:1].islower() and text[position:].lstrip()[:1] != ","
    if titled and len(names) > 1 and forms[-1] != forms[0] and not closed:
        # the last names, in another form than the first, are words of the title
        # ("A. Smith, Bacterial RNA and small …", "…, Distinct Parietal and Temporal
        # Pathways to the …" in a list set apart by commas only); not where "et al."
        # closed the list ("Wang, Xin-Nian, Paul Le Guen, et al.: the Development …";
        # refs65)
        keep = len(names) - 1
        while keep > 1 and forms[keep - 1] != forms[0]:
            keep -= 1
        names, rest = names[:keep], text[starts[keep] :]
    if rest[:1].islower() and not shortest and 0 < len(names) <= 2:
        again = leading_names(text, shortest=True)
        if again[0] and not again[1][:1].islower():
            return again
    names = surname_first(names, read)  # "Streinu Ileana, Padovani P." (refs37)
    return tuple(n for n in names if sum(map(str.isalpha, n)) >= 2), rest


def _reading_before(named: Named, read: list[Named]) -> Named:
    """The reading the next name is read after: ``named``, or after a two-word name read
    given-first (form ``c``) in a list holding "Yurkin Maxim A." (form ``e``), the
    list's last form ``e`` reading: "Smith Ruth B." of "Doe Jane A., Lee Tom, and Smith
    Ruth B. Lake Baikal. …", not "Smith Ruth B. Lake Baikal" (refs38)."""
    if named[0] != "c":
        return named
    return next((r for r in reversed(read) if r[0] == "e"), named)


def _after_semicolons(text: str, starts: list[int], commas: list[bool], forms: list[str]) -> bool:
    """Whether the last name read is no name: names set apart by semicolons never take
    a bare comma before the last, so the piece after it, in another form than the
    first name, is the venue ("…; Doe, J. R., Public Health Research, 2009, 43, 3-14",
    a titleless entry)."""
    return len(starts) > 2 and commas[-1] and ";" in text[: starts[-1]] and forms[-1] != forms[0]


# Given names and surnames set apart by commas, then a title in sentence case ("J.
# Smith, Ann Lee, Deep networks …"): names of the list, not a title's opening words
# ("A Novel …", "Rembrandt Scholz, Chem. Res.", "Nuclear Receptors, RXR, …", "Anna
# Karenina, Journal of …": another title case word, or a small word, after the first).
_TWO_WORDS_SET_APART = re.compile(
    r"(?:(?!(?:A|An|The)\s)[A-ZÀ-Þ][\w'’-]+\s[A-ZÀ-Þ][\w'’-]+,\s+)+"
    r"[A-ZÀ-Þ][\w'’-]*\s(?!(?:of|in|on|and|for|the|to)\b)[a-zà-ÿ]"
)
# "and" after a Vancouver name with no name after it, no comma before it.
_DANGLING_AND = re.compile(r"\s+(?:and|&)\s")
# A group or "others" after the last name ends the list, and the name before it is the
# list's ("Lee A and the CONSORT Group", "Lee A & others", "…, and WHO Working Group").
_GROUP_AFTER = re.compile(
    r",?\s+(?:and|&)\s+(?:others\b|(?:the\s+)?(?:[A-Z][\w-]*\s+){0,4}"
    rf"(?:{'|'.join(GROUP_WORDS)})\b)"
)
# How the text after an entry's names opens: a year in brackets, a year, a quote, a
# capital (see :func:`opening`).
_OPENINGS = (
    ("(year", re.compile(r"\(\s*(?:19|20)\d\d")),
    ("year", re.compile(r"(?:19|20)\d\d")),
    ("quote", re.compile(r"[\"“'‘]")),
    ("capital", re.compile(r"[A-ZÀ-Þ]")),
)


def opening(rest: str) -> str:
    """How ``rest``, the text after an entry's names, opens: "(year", "year", "quote" or
    "capital"; "" for anything else (prose in small letters, "(M'09) received")."""
    return next((kind for kind, pattern in _OPENINGS if pattern.match(rest)), "")


# What ends a list of names in a style that sets its title apart by a full stop or
# the year: ". Title", "(2020", ". 2020" (not a comma, a colon, the title's next word, or
# a venue's volume after its abbreviation: "…, Public Health Res. 31 (2009)").
_LIST_END = re.compile(r"\s*(?:\.\s*(?:[^\W\d_\s]|[\"“(]|(?:19|20)\d\d)|\(|(?:19|20)\d\d)")
# A year, a volume and pages after the last reading: a titleless entry's journal ("…, Q.
# Li, Linguistics Letters 2024, 91, 403-423.", angew's; refs58), not a name before its
# year.
_JOURNAL_NUMBERS = re.compile(r"\s*(?:19|20)\d\d,\s*\d{1,4},\s*\d+\s*[-–]\s*\d")


def _other_shapes(read: list[Named]) -> int:
    """The index of the first of the last names read in another shape than the first
    (``len(read)`` where there is none, or the first has a whole given name)."""
    shapes = [_shape(named) for named in read]
    if shapes[0].endswith("+"):
        return len(read)
    other = len(read)
    while other > 1 and shapes[other - 1] != shapes[0]:
        other -= 1
    return other


def _shape(named: Named) -> str:
    """The name's form ("a"…"d", see ``NAME_FORMS``), and "." where it is written
    with dotted initials: "A. Smith" and "A Novel" are of two shapes."""
    form, match = named
    if form in ("c", "e") or (form == "b" and full_given(named)):
        return form + "+"  # a whole given name
    return form + ("." if "." in match.group(0).rstrip(" .") or _one_dotted(match) else "")


# A surname broken at a line's end whose hyphen stayed ("Beard-" / "more", two words the
# normaliser knows): a surname seldom goes on in small letters after its hyphen ("Zheng-
# Johansson", "Abu-Hamed"), so the hyphen goes where both parts are known words, the only
# breaks the normaliser keeps (not "Lévi-strauss", "Al-farsi", nor a given name last:
# "Li Zheng-hua").
_BROKEN_SURNAME = re.compile(r"(?<!\S)([A-ZÀ-Þ][a-zà-ÿ]+)-([a-zà-ÿ]{2,})$")


def _joined(found: re.Match[str]) -> str:
    """A :data:`_BROKEN_SURNAME` joined where both parts are words of a word list (the
    part after the hyphen of three letters or more), as the normaliser's kept breaks are
    ("Beard-more", "Re-bull"); a given name written last keeps its hyphen ("Kim Ji-hoon",
    "Lee Min-ho", "Wang Xiao-ming")."""
    head, tail = found[1], found[2]
    joined = len(tail) >= 3 and known_word(head.lower()) and known_word(tail)
    return head + tail if joined else found[0]


# A two-letter given name of a capital and a vowel, the entry's stop after it ("CUI,
# Yi." → "Yi CUI"; "Th.", "Ch.", "Wm." are short forms and keep theirs, "Ed." an editor's
# mark; refs69)
_SHORT_GIVEN = re.compile(r"(?!Ed\.)[A-ZÀ-Þ][aeiouyàáâäèéêëìíîïòóôöùúûüý]\.")


def _as_given_first(form: str, match: re.Match[str]) -> str:
    """The name with given names or initials first ("Doe, J." → "J. Doe")."""
    suffix = match["suffix"] or (match["suffix0"] if form in ("b", "d", "e") else None)
    if form in ("b", "d", "e"):
        given = match["given"].strip()
        given = given[:-1] if _SHORT_GIVEN.fullmatch(given) else given
        name = f"{given} {match['surname']}"
    else:
        end = match.start("suffix") if match["suffix"] else match.end()
        name = " ".join(match.string[match.start() : end].rstrip(" ,").split())
    if "-" in name:  # "Beard-more": a line-end break the normaliser kept (two words)
        name = _BROKEN_SURNAME.sub(_joined, name)
    if suffix:
        name += " " + (suffix if suffix[-1] in ".IV" else suffix + ".")
    return name


_ONE_DOTTED = re.compile(r"\s*[\w'’-]+(?:\s[\w'’-]+){0,2}\s[A-ZÀ-Þ]\.\s*,?\s*$")


def _one_dotted(match: re.Match[str]) -> bool:
    """Whether the name is a surname and one dotted initial, a comma after it or not
    ("Takahashi M.,", "Di Stefano A."): as dotted as "Evans P. A.", though its only
    stop ends it."""
    return _ONE_DOTTED.match(match.group(0)) is not None
