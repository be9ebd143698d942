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
from functools import lru_cache

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.words import known_word

_UP = "A-ZÀ-ÞĀ-Ž"
_LOW = "a-zà-ÿā-ž"
_PARTICLE = r"(?:(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|bin|al|el|zu)\s+)"
# Particles written with a capital ("De Napoli", "Di Vecchia", "Van der Berg") belong to
# the surname only where a surname follows them in a name written with initials or
# surname first; a name written given first keeps them as given names (Vietnamese
# "Van", "Le"), which changes nothing there: the whole name is kept as written.
_ANY_PARTICLE = (  # the particles of ``_PARTICLE``, any case, as a tree (fewer tries);
    # in capitals before a surname in capitals ("DE MARRAIS, R.": small capitals)
    r"(?:(?:[Dd](?:e(?:lla|[lnr])?|[aiu]|os)|[Vv][ao]n|[Ll][ae]|[Tt]e[nr]|[AaEe]l|bin|zu)\s+"
    r"|(?:D(?:E(?:LLA|[LNR])?|[AIU]|OS)|V[AO]N|L[AE]|TE[NR])\s+(?=[A-ZÀ-Þ]{2}))"
)
# Possessive hyphen segments ("Smith-Jones"): a chain of them is never split two ways
# when the name fails to end after it ("Ab-Ab-…-Ab-" would take exponential time).  The
# chain takes every segment there is ("(?!-[\w'’])" after it, not a possessive group "*+":
# CPython before 3.11.5 matches a possessive group wrongly, gh-106052), so giving one
# back never matches either.
_ONE_SURNAME = rf"(?:[a-z]{{1,4}}['’])?[{_UP}][\w'’]++(?:-[\w'’]++)*(?!-[\w'’])"
# Generational suffixes ("Jr.", "Sr.", "III", "IV") stay with their name, wherever the
# style puts them ("Logan IV, R. L.", "King, M. L., Jr.", "King ML Jr"); never a surname
# nor initials of their own.
_SUFFIX = r"(?:(?:Jr|Sr)\.?|II|III|IV)(?![\w-])"
_NOT_SUFFIX = r"(?!(?:Jr|Sr|II|III|IV)(?![\w-]))"
_SUFFIX_NEAR = re.compile(r"[^,;&]{0,24}?(?<!\w)(?:Jr|Sr|II|III|IV)(?![\w-])")
# After a Vancouver name's initials a numeral is the name's only where the name ends
# after it (a separator, a full stop): not the title's first word ("Smith A. IV fluids
# in …").  "Lee B. II. Observations …" stays "B. Lee II" ("Ford H III. Title").
_LAST_SUFFIX = r"(?:(?:Jr|Sr)\.?(?![\w-])|(?:II|III|IV)(?=\s*(?:[,;&.]|and\s|et\s+al|$)))"
_SURNAME = rf"{_PARTICLE}*{_NOT_SUFFIX}{_ONE_SURNAME}"
_CAP_SURNAME = rf"{_ANY_PARTICLE}*{_NOT_SUFFIX}{_ONE_SURNAME}"
_AFTER_SUFFIX = rf"(?:,?\s(?P<suffix>{_SUFFIX}))?"  # "King Jr.", "King, Jr."
_DOT = r"\.(?:\s?-\s?|\s?)?"  # after an initial
_INITIALS = rf"(?:[{_UP}]{_DOT})+"
# Before a surname or after its comma, also given names cut to two letters ("Yu.", "Al.").
_SHORT_GIVEN = rf"(?:[{_UP}][a-z]?{_DOT})+"
# A given name, also written with a capital inside ("HongSheng", "YoungJu").
_GIVEN_REST = rf"[{_LOW}]++(?:[{_UP}][{_LOW}]++)?(?:-[{_UP}]?[{_LOW}]++)?"  # "++": no giving back
_GIVEN = rf"[{_UP}]{_GIVEN_REST}"
# Marks after a name: affiliation and contribution marks, superscript digits; a slash
# only before a given-first name ("Kim A. Smith/Li Chen", not "Kim B. Input/output").
_MARKS = "†‡§¶*∗¹²³⁰⁴⁵⁶⁷⁸⁹"
_END = (
    rf"\s*(?:[,;:&()\[\]\"“”'‘’\d{_MARKS}]|\.(?!\w)|/(?={_GIVEN}\s+[{_UP}])|and\s|und\s|"
    rf"et\s+(?:al|(?=[{_UP}]))|u\.\s?a\.|$)"
)
_NAME_END = re.compile(_END)
# After a second capitalised word a name ends only before a list separator, a mark, or
# ". " with a year, "(" or a sentence (a title: "A. V. Gopala Rao. Copi complex is …";
# not before a journal's volume: "A. Smith Nature 521", nor its abbreviations: "S.
# Weinberg Phys. Rev.").  A comma before a word in small letters, or "and" before no
# name, is a title's, not the list's: the second word opens a title set after the last
# name with no stop ("… and G. Su Cytochemistry and C-values: …", "… and N. Doe
# Poverty, hunger, and …", a thesis in some chemistry styles) — but not the words that
# follow a list of names after a comma (:data:`_AFTER_NAMES`: "A. V. Gopala Rao, in: …",
# "M. Lopez de Haro, private communication").
_AFTER_NAMES = (
    r"(?:in|eds?|private|personal|unpublished|submitted|to\s+appear|forthcoming|accepted|"
    r"thesis|preprint|ibid|pp?|vol)\b"
)
_PAIR_END = (
    rf"[{_MARKS}]*\s*(?:,(?!\s*(?!and\s|et\s|{_AFTER_NAMES})[{_LOW}])|[;&]|\(\s*(?:19|20)\d\d|"
    rf"and\s+(?=[{_UP}](?:[.\s]|[{_UP}]{{1,2}}\s|[{_LOW}]+\s+[{_UP}]))|und\s|et\s+al|"
    rf"\.\s*(?:\(|(?:19|20)\d\d)|\.\s+[A-Z][\w'’-]*\s+[a-z]|$)"
)
# A surname's particles after the given names, where the name ends after them: "Santos,
# Maria dos ;", "Tak, Floris van der:" (German DIN); after initials too, whose full stop
# may have taken the space ("Berg, J. van der, …", Harvard).
_LATE_WORDS = r"(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu)"
_LATE_PARTICLES = rf"(?:(?:\s{_LATE_WORDS})+(?=\s?[,;:]))?"
_LATE_AFTER_INITIALS = rf"(?:\s?{_LATE_WORDS}(?:\s{_LATE_WORDS})*(?=\s?[,;:]|\s(?:and|&)\s))?"
# One name, in the forms lists use: "J. P. Doe", "Doe, J. P." or "Doe, Jane (Q.)",
# "Doe JP" (Vancouver) or "Doe J. P.", "Jane Q. Doe"; the longest reading wins
# ("Jane Q. Doe" over "Jane Q").  Surname-first forms name their parts.  After
# initials, two capitalised words are one surname ("A. V. Gopala Rao", "M. Lopez de
# Haro") where a list separator or a year follows them (``_PAIR_END``); initials may
# go undotted ("S C Tiwari", "Tanya M Elliott").
_NAME_FORMS = (
    (
        "a",
        re.compile(
            rf"(?:{_SHORT_GIVEN}\s?{_CAP_SURNAME}"
            rf"(?:\s{_PARTICLE}*{_NOT_SUFFIX}{_ONE_SURNAME}(?={_PAIR_END}))?(?!\w)"
            rf"|(?:[{_UP}]\s){{1,3}}{_CAP_SURNAME}(?={_END})){_AFTER_SUFFIX}"
        ),
    ),
    (
        "b",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?:\s(?P<suffix0>{_SUFFIX}))?,\s?"
            rf"(?P<given>{_SHORT_GIVEN}{_LATE_AFTER_INITIALS}"
            rf"|{_GIVEN}(?:\s(?:{_INITIALS}|{_GIVEN}(?!\w)))?{_LATE_PARTICLES}"
            rf"|[{_UP}](?:\s[{_UP}])+(?=,))"
            rf"(?:,\s?(?P<suffix>{_SUFFIX})(?!,?\s*[{_UP}]\.))?"  # not "II, N. J." of the next
        ),
    ),
    (
        # Chicago's first name, initials then a given name: "Hilario, L. M. Leon, …"
        "b",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?P<suffix0>),\s?"
            rf"(?P<given>{_SHORT_GIVEN}(?P<late>\s?{_GIVEN})(?=[,;:]|\s+et\s+al|\.\s+(?:19|20)\d\d))"
            rf"(?P<suffix>)"
        ),
    ),
    (
        "d",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?:\s(?P<suffix0>{_SUFFIX}))?"
            rf"\s(?P<given>{_INITIALS}|[{_UP}]{{1,3}}(?!\w))(?:\s?(?P<suffix>{_LAST_SUFFIX}))?"
        ),
    ),
    (
        "c",
        re.compile(
            # given names, initials (also undotted) as a tree on their capital
            rf"{_GIVEN}(?:\s+[{_UP}](?:{_DOT}(?:[{_UP}]{_DOT})*|(?=\s)|{_GIVEN_REST}))*"
            rf"\s+{_SURNAME}(?!\w){_AFTER_SUFFIX}"
        ),
    ),
)


# A suffix word where a surname should be ("N. J. E. II"): read only where no other
# reading is found.
_BARE_FORMS = tuple(
    (form, re.compile(pattern.pattern.replace(_NOT_SUFFIX, ""))) for form, pattern in _NAME_FORMS
)

Named = tuple[str, re.Match[str]]


def _name_at(
    text: str, position: int, previous: Named | None = None, shortest: bool = False
) -> Named | None:
    """The name read at ``position``: the longest reading, with these preferences.

    - "Doe, Jane" (a full given name after the comma) is a name only where a list
      goes on after it (:data:`_LIST_GOES_ON`), it ends with an initial ("Bishop,
      Christopher M. Pattern …"), or a colon closes the list (:func:`_closes_semicolon_list`:
      after semicolons, or the only name with a common given name, "Schmidt, Hans:
      Title"): not "Google, Gemini: a family …",
      "Meta, Llama 2", "Anonymous, Under review".
    - After a name read surname first with initials, a reading of the same form if
      there is one (the last "Chen L." of "Doe J, Chen L. Title …", not "Chen L.
      Title"; "Ruth Q. Miller" of "Doe, J., Ruth Q. Miller", not "Ruth Q.").
    - After "Doe, Jane", only a reading that ends where a name can end (Chicago's
      "Doe, Jane, Ruth Miller, and …"; not "The Wealth" of "Smith, Adam, The Wealth
      of Nations").  Elsewhere, of several readings those that end where a name can
      end (an initial's full stop, or before punctuation, a digit, a mark, "and") come
      first: "Li Q." of "Li Q. Direct conversion of …", not "Li Q. Direct"."""
    found = [(form, m) for form, pattern in _NAME_FORMS if (m := pattern.match(text, position))]
    if not found and _SUFFIX_NEAR.match(text, position):
        found = [(form, m) for form, pattern in _BARE_FORMS if (m := pattern.match(text, position))]
    # "Doe, Jane" only where the list goes on; "Hilario, L. M. Leon, G. A. Bakos": a
    # given name after the initials only where the next name follows (not "Doe, J.
    # Graphs, Trees and Forests. Venue").  Every later step only narrows the readings.
    found = [fm for fm in found if _kept_reading(text, fm)]
    if not found:
        return None
    if len(found) > 1:  # "Roshchin IV, Clerc F. Title": initials "IV", not "Clerc F. Roshchin
        # IV"; but "Logan IV, Robert L., and …" where the list goes on after the given name
        found = [fm for fm in found if not _suffix_before_given(text, fm)]
    if previous is None:
        if len(found) > 1:
            found = [fm for fm in found if _ends_a_name(text, fm[1])] or found
    elif _initials_after(previous):  # (never also "Doe, Jane": a whole given name)
        found = [fm for fm in found if fm[0] == previous[0]] or found
        if previous[0] == "d":  # not "Peripheral B" of "Doe J, Peripheral B cell subsets"
            found = [fm for fm in found if _ends_a_name(text, fm[1])]
        found = [fm for fm in found if fm[0] == previous[0] or _ends_a_name(text, fm[1])]
    elif _full_given(previous):
        found = [fm for fm in found if _ends_a_name(text, fm[1])]
    elif previous[0] == "a":
        # after initials, no other form's reading running into a title ("A. Smith, Deep
        # Residual Learning for …" in a list set apart by commas only)
        found = [fm for fm in found if fm[0] == previous[0] or _ends_a_name(text, fm[1])]
    elif len(found) > 1:
        found = [fm for fm in found if _ends_a_name(text, fm[1])] or found
    if not found:
        return None
    if len(found) == 1 and not shortest:
        return found[0]
    if shortest:  # the reading ending with an initial's full stop ("Kovacs G.")
        found = [fm for fm in found if fm[1].group(0).rstrip().endswith(".")]
        return min(found, key=lambda fm: fm[1].end() - fm[1].start()) if found else None
    return max(found, key=lambda fm: fm[1].end() - fm[1].start())  # first of equals wins


def _kept_reading(text: str, named: Named) -> bool:
    """Whether a reading passes the first two tests of :func:`_name_at`: "Doe, Jane"
    where the list goes on after it, a given name after initials (the Chicago form)
    where the next name follows."""
    if named[0] != "b":
        return True  # only the surname-first readings have a given name or "late"
    match = named[1]
    if _has_given_name(match["given"]) and not (
        _list_goes_on(text, match) or _closes_semicolon_list(text, match)
    ):
        return False
    return "late" not in match.re.groupindex or _list_ends(text, match)


# What follows "Doe, Jane" in a list: the next name, the end of the list, the year.
_LIST_GOES_ON = re.compile(r"\s*(?:[,;.&(]|and\s|und\s|et\s+al|u\.\s?a\.|$)")


def _list_ends(text: str, match: re.Match[str]) -> bool:
    """Whether the year follows ``match`` or a list separator and a name of any form,
    "et al." or the colon that closes a list set apart by semicolons."""
    if text.startswith(".", match.end()) or _closes_semicolon_list(text, match):
        return True  # ". 2019" (the pattern's lookahead); "…; Devi, A. R. Usha: Title"
    if _ET_AL.match(text, match.end()):
        return True  # "Neto, A. H. Castro et al.: Title"
    separator = _NAME_SEPARATOR.match(text, match.end())
    return separator is not None and any(
        pattern.match(text, separator.end()) for _, pattern in _NAME_FORMS
    )


def _suffix_before_given(text: str, named: Named) -> bool:
    """A reading "Surname IV, Given" not followed by the list's next name."""
    return (
        named[0] == "b"
        and bool(named[1]["suffix0"])
        and _full_given(named)
        and not _NEXT_NAME.match(text, named[1].end())
    )


_NEXT_NAME = re.compile(r"\s*(?:[,;&]|and\s)")


def _closes_semicolon_list(text: str, match: re.Match[str]) -> bool:
    """Whether "Doe, Jane" ends a list set apart by semicolons with a colon ("Eeg, Jan ;
    Hendry, Martin: Title"): after a semicolon, a colon ends the names; or is the list's
    only name, its given name a common one (:func:`~.givennames.is_given_name`:
    "Schmidt, Hans: Title", not "Google, Gemini: A Family of Models")."""
    if not text.startswith(":", match.end()):
        return False
    before = text[: match.start()]
    if ";" in before:
        return True
    given = (match["given"] or "").split()
    return not before.strip() and bool(given) and is_given_name(given[0])


def _list_goes_on(text: str, match: re.Match[str]) -> bool:
    return match.group(0).rstrip().endswith(".") or bool(_LIST_GOES_ON.match(text, match.end()))


def _ends_a_name(text: str, match: re.Match[str]) -> bool:
    return match.group(0).rstrip().endswith(".") or bool(_NAME_END.match(text, match.end()))


def _initials_after(named: Named) -> bool:
    """Whether the name was read surname first, with initials ("Doe, J.", "Doe JP")."""
    return named[0] in "bd" and not _has_given_name(named[1]["given"])


def _full_given(named: Named) -> bool:
    """Whether the name was read "Doe, Jane": surname, comma, a full given name."""
    return named[0] == "b" and _has_given_name(named[1]["given"])


@lru_cache(maxsize=4096)
def _has_given_name(given: str) -> bool:
    """Whether ``given`` holds a whole given name, not only initials ("J. P.", "JP",
    "Yu. A.")."""
    return any(any(map(str.islower, word)) and word[-1] != "." for word in given.split())


# ("AND" of names in small capitals whose font maps them to capitals: "…, AND DOE, J.";
# French "et" before a name, not "et al.")
_NAME_SEPARATOR = re.compile(
    rf"[{_MARKS}]*\s*(?:[,;]\s*(?:and\s+|AND\s+|&\s*)?|\s+and\s+|\s+AND\s+|\s*&\s*|\s+und\s+|"
    r"\s+et\s+(?!al\b))"
)
_LAST_JOIN = re.compile(r"(?:\b(?:and|AND|und|et)\b|&)")  # the separator before the last name
_ET_AL = re.compile(  # (not "et Alain", "et Al-Rashid": French "et" before a name)
    r"\s*(?:,?\s*(?:et\s+al(?![\w-])\.?|and others|u\.\s?a\.)|;\s*others\b)", re.IGNORECASE
)


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
    named = _name_at(text, 0, shortest=shortest) if text else None
    while named is not None:
        names.append(_as_given_first(*named))
        forms.append(named[0])
        read.append(named)
        starts.append(named[1].start())
        commas.append(between.strip() == ",")
        position = named[1].end()
        if text[position - 1].isspace():  # initials take the space after them: "Doe, J. and"
            position -= 1
        etal = _ET_AL.match(text, position)
        if etal:
            position, closed = etal.end(), True
            break
        separator = _NAME_SEPARATOR.match(text, position)
        # the name after "and" is the last unless "and" joins all: "A. Smith, Ann Roe, and
        # Bo Li, Deep Learning, …" (not "J. Smith and A. Doe and B. Roe. Title")
        if separator is None or (
            _LAST_JOIN.search(between) and not _LAST_JOIN.search(separator[0])
        ):
            break
        named = _name_at(text, separator.end(), named)  # read once
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
        and not _LIST_END.match(text, position)
        and text[position - 1] != "."  # "Kim B." ends the list
        and not closed  # so does "et al." or "and others" before a title with no stop
        and not _TWO_WORDS_SET_APART.match(text, starts[other])  # "J. Smith, Ann Lee, …"
    ):
        # a comma-only list: the last names, in another form than the first names
        # written with initials, open the title ("A. Smith, Advanced Human Nutrition,
        # Public Health Res. 3 (2009)", "Doe J, Murine Dishevelled 3 Functions …")
        names, rest, forms = names[:other], text[starts[other] :], forms[:other]
    # a comma closing a list of several names before small letters: a title in sentence
    # case ("…, and A. Doe, micrornas: a safeguard …"), not words of the title as names
    titled = rest[:1].islower() and text[position:].lstrip()[:1] != ","
    if titled and len(names) > 1 and forms[-1] != forms[0]:
        # the last names, in another form than the first, are words of the title
        # ("A. Smith, Bacterial RNA and small …", "…, Distinct Parietal and Temporal
        # Pathways to the …" in a list set apart by commas only)
        keep = len(names) - 1
        while keep > 1 and forms[keep - 1] != forms[0]:
            keep -= 1
        names, rest = names[:keep], text[starts[keep] :]
    if rest[:1].islower() and not shortest and 0 < len(names) <= 2:
        again = leading_names(text, shortest=True)
        if again[0] and not again[1][:1].islower():
            return again
    return tuple(n for n in names if sum(map(str.isalpha, n)) >= 2), rest


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
    r"(?:Group|Team|Consortium|Collaboration|Investigators|Committee|Network)\b)"
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
    """The name's form ("a"…"d", see ``_NAME_FORMS``), and "." where it is written
    with dotted initials: "A. Smith" and "A Novel" are of two shapes."""
    form, match = named
    if form == "c" or (form == "b" and _full_given(named)):
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


def _as_given_first(form: str, match: re.Match[str]) -> str:
    """The name with given names or initials first ("Doe, J." → "J. Doe")."""
    suffix = match["suffix"] or (match["suffix0"] if form in ("b", "d") else None)
    if form in ("b", "d"):
        name = f"{match['given'].strip()} {match['surname']}"
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
