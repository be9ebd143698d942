"""The name read at one position of a references entry (pure): :func:`name_at`.

Of the readings :data:`~.refnameforms.NAME_FORMS` find there, the longest wins, after
the preferences :func:`name_at` lists (a whole given name after a comma only where
the list goes on, the form of the name before, a reading that ends where a name can
end).  :func:`~.refnames.leading_names` reads the list name by name with it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.refcutgiven import cut_given_reading
from tapyre_paper_search.pdf.reflistwords import ET_AL, NAME_SEPARATOR, SUFFIX_NEAR
from tapyre_paper_search.pdf.refnamecolon import closes_with_colon, name_shaped
from tapyre_paper_search.pdf.refnameforms import (
    BARE_FORMS,
    DOTTED_B,
    JOINED_GIVEN,
    NAME_END,
    NAME_FORMS,
    UNDOTTED_GIVEN,
    Named,
)

# A title opening with an English function word and an acronym, which the forms read as
# a name ("The IC(50) of …" as "IC The" or "The IC", "On DNA repair …" as "DNA On"):
# "The" and an acronym never open a name; the other words (some are surnames: "An J,
# Kim S.", "Do QT et al.", "An JH and Lee K") open none where the acronym runs on into a
# bracket or words in small letters, as a name never does but for the words that go on
# with a list of names ("et al.", "and").
_TITLE_OPENING = re.compile(
    r"(?:The\s[A-Z][A-Z0-9]+\b|(?:An|On|In|Of|For|At|By|To|As|Is|Are|Do|Does|Can|How|Why|"
    r"What|When|Where|Which|With|From|Into)\s[A-Z][A-Z0-9]{1,3}"
    r"(?:\(|\s+(?!(?:et|and|und)\b)[a-z]))"
)


# After a reading, words that go on with a title, not a list of names: "and" or "und"
# before a word in small letters (not the words a list goes on with: "and the CONSORT
# Group", "and others", "and colleagues"), or a number of one to three digits before a
# capital or a word in small letters ("… Cell and molecular mechanisms", "… Tetraspanin
# 3 Is Required", "Fechner C. Type 1 diabetes …", hitszbeamer's; refs58; or a version's
# number and a colon: "Streinu I. GSDS 2.0: an upgraded tool", an acronym opening the title
# after the last initials' stop, not a given-first "Streinu I. GSDS"; refs66;
# :func:`_ends_a_name`); nor before a name's particles and its capital ("and de Souza
# K.", "and van der Berg K.": a list's last name; review48).
_PARTICLES_ON = r"(?:(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu)\s+)+[A-ZÀ-Þ]"
_TITLE_ON = re.compile(
    r"\s+(?:(?:and|und)\s+(?!(?:the|others|colleagues|coworkers|co-workers)\b"
    rf"|{_PARTICLES_ON})[a-z]"
    r"|\d{1,3}\s+(?:[A-Z]|(?!(?:and|und|et)\b)[a-z]{2})"
    r"|\d{1,3}(?:\.\d{1,3})+:)"  # a version's number before a colon ("GSDS 2.0: an …"; refs66)
)


# A reading whose last word holds letters and digits before a word in small letters (not
# a list's word): a title's first word ("M. W. Wu. Cxcr2 mediates …", "… Wu. P53 binds",
# Chicago's lower-cased titles; refs64), read as a given name cut short ("Wu.") and a
# surname; the reading that ends before it stands.
_DIGITS_WORD_ON = re.compile(r"(?<=\d)\s+(?!(?:and|und|et|og|och|en|ja|y|e)\b)[a-zß-ÿ]")
_LAST_WORD = re.compile(r"[^\W\d_]+\d+$")


def _before_digits_word(
    text: str, pattern: re.Pattern[str], match: re.Match[str] | None
) -> re.Match[str] | None:
    """``match`` (a reading of ``pattern``), or where it closes on a word of letters and
    digits that a word in small letters follows (see :data:`_DIGITS_WORD_ON`), the
    pattern's reading of the text before that word (None where there is none)."""
    if match is None or _DIGITS_WORD_ON.match(text, match.end()) is None:
        return match
    last = _LAST_WORD.search(match.group(0))
    if last is None:
        return match
    return pattern.match(text[: match.start() + last.start()], match.start())


def name_at(
    text: str, position: int, previous: Named | None = None, shortest: bool = False
) -> Named | None:
    """The name read at ``position``: the longest reading, with these preferences.

    - "Doe, Jane" (a full given name after the comma) is a name only where a list
      goes on after it (:data:`_LIST_GOES_ON`), it ends with an initial ("Bishop,
      Christopher M. Pattern …"), or a colon closes the list (:func:`closes_with_colon`:
      after semicolons, or the only name with a common given name, "Schmidt, Hans:
      Title"): not "Google, Gemini: a family …",
      "Meta, Llama 2", "Anonymous, Under review".
    - After a name read surname first with initials, a reading of the same form if
      there is one (the last "Chen L." of "Doe J, Chen L. Title …", not "Chen L.
      Title"; "Ruth Q. Miller" of "Doe, J., Ruth Q. Miller", not "Ruth Q.").
    - After "Yurkin Maxim A." (form ``e``), a reading of that form if there is one
      (review111).
    - After "Doe, Jane", only a reading that ends where a name can end (Chicago's
      "Doe, Jane, Ruth Miller, and …"; not "The Wealth" of "Smith, Adam, The Wealth
      of Nations").  Elsewhere, of several readings those that end where a name can
      end (an initial's full stop, or before punctuation, a digit, a mark, "and") come
      first: "Li Q." of "Li Q. Direct conversion of …", not "Li Q. Direct"."""
    if _TITLE_OPENING.match(text, position):
        return None  # "The IC(50) of …", "On DNA repair …": no "IC The", "The IC", "DNA On"
    found = [
        (form, m)
        for form, pattern in NAME_FORMS
        if (m := _before_digits_word(text, pattern, pattern.match(text, position)))
    ]
    if not found and SUFFIX_NEAR.match(text, position):
        found = [(form, m) for form, pattern in BARE_FORMS if (m := pattern.match(text, position))]
    # "Doe, Jane" only where the list goes on; "Hilario, L. M. Leon, G. A. Bakos": a
    # given name after the initials only where the next name follows (not "Doe, J.
    # Graphs, Trees and Forests. Venue").  Every later step only narrows the readings.
    found = [fm for fm in found if _kept_reading(text, fm)]
    # "X.-Q. Li. Uridylation of …": not "Li." as a given name cut short (refs43)
    found = [cut_given_reading(text, fm) for fm in found]
    if not found:
        return None
    if len(found) > 1:  # "Roshchin IV, Clerc F. Title": initials "IV", not "Clerc F. Roshchin
        # IV"; but "Logan IV, Robert L., and …" where the list goes on after the given name
        found = [fm for fm in found if not _suffix_before_given(text, fm)]
    if previous is not None and not _undotted(previous):
        # a last initial with no stop only after another ("Ingber, L, Brownlee, R. A"): not
        # "D Vitamin" of "Smith, J., Vitamin, D, and …" or "Smith, Jane, Vitamin, D, and …"
        found = [dotted for fm in found if (dotted := _dotted(text, fm)) is not None]
    if previous is None:
        if len(found) > 1:
            found = [fm for fm in found if _ends_a_name(text, fm[1])] or found
            found = _no_title_after_initials(text, found)
    elif _initials_after(previous):  # (never also "Doe, Jane": a whole given name)
        found = [fm for fm in found if fm[0] == previous[0]] or found
        if previous[0] == "d":  # not "Peripheral B" of "Doe J, Peripheral B cell subsets"
            found = [fm for fm in found if _ends_a_name(text, fm[1])]
        found = [fm for fm in found if fm[0] == previous[0] or _ends_a_name(text, fm[1])]
    elif full_given(previous):
        found = [fm for fm in found if _ends_a_name(text, fm[1])]
    elif previous[0] == "e" and any(form == "e" for form, _ in found):
        # after "Yurkin Maxim A.", that form's reading where there is one: "Smith Ruth B."
        # of "Doe Jane A., Smith Ruth B. Lake Baikal", not "Smith Ruth B. Lake Baikal"
        found = [fm for fm in found if fm[0] == "e"]
    elif previous[0] == "c":
        # after a name given first, no reading a word in small letters follows (but a
        # list's word or a particle): not "Human Rad52" of "Hana Dvořák, Human Rad52
        # binds and wraps …" (refs55)
        found = [fm for fm in found if not _SMALL_WORD_ON.match(text, fm[1].end())]
        if len(found) > 1:  # (then as after any other form)
            found = [fm for fm in found if _ends_a_name(text, fm[1])] or found
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


_WHOLE_CAPITALISED = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]{3,}")


def _no_title_after_initials(text: str, found: list[Named]) -> list[Named]:
    """``found`` without a reading given first that runs two whole capitalised words or
    more past a surname-first reading with initials at the same place: "Doe J." of
    "Doe J. Placeholder Substructures II: Title", not a given-first "Doe J. Placeholder
    Substructures II" (hustthesis's lone name before a colon in its title; refs56).  A
    given-first name has one surname after its initials ("Mary J. Blige")."""
    short = [fm for fm in found if fm[0] == "d"]
    if not short:
        return found
    end = short[0][1].end()

    def runs_on(named: Named) -> bool:
        words = text[end : named[1].end()].split()
        return sum(1 for w in words if _WHOLE_CAPITALISED.fullmatch(w)) >= 2

    return [fm for fm in found if fm[0] != "c" or not runs_on(fm)]


def _kept_reading(text: str, named: Named) -> bool:
    """Whether a reading passes the first two tests of :func:`name_at`: "Doe, Jane"
    where the list goes on after it, a given name after initials (the Chicago form)
    where the next name follows."""
    if named[0] != "b":
        return True  # only the surname-first readings have a given name or "late"
    match = named[1]
    if _BARE_LAST.search(match["given"]) and _CAPITALS_WORD.search(match["surname"]):
        return False  # "El GA, Cui Y, …" (Vancouver's): no "Cui Y El GA" (refs49)
    if _has_given_name(match["given"]) and not (
        _list_goes_on(text, match) or closes_with_colon(text, match)
    ):
        return False
    if "late" in match.re.groupindex and (joined := JOINED_GIVEN.match(text, match.end())):
        return name_shaped(joined["given"]) or is_given_name(joined["given"])  # refs66
    return "late" not in match.re.groupindex or _list_ends(text, match)


# A whole given name and a bare capital after it ("Tanya M" of "Elliott, Tanya M, …"),
# read only where the surname holds no word of capitals alone, Vancouver's initials
# ("El GA, Cui Y, …": "GA" and "Cui Y" are two names; refs49).
_BARE_LAST = re.compile(r"[^\W\d_][a-z]+\s[A-Z]$")
_CAPITALS_WORD = re.compile(r"(?<!\S)[A-Z]{1,3}(?!\S)")
# What follows "Doe, Jane" in a list: the next name (also after the Nordic and Dutch
# "og", "och", "en", "ja"), the end of the list, the year.
_LIST_GOES_ON = re.compile(r"\s*(?:[,;.&(]|and\s|und\s|(?:og|och|en|ja|y|e)\s|et\s+al|u\.\s?a\.|$)")


def _list_ends(text: str, match: re.Match[str]) -> bool:
    """Whether the year follows ``match`` or a list separator and a name of any form,
    "et al." or the colon that closes a list set apart by semicolons."""
    if text.startswith(".", match.end()) or closes_with_colon(text, match):
        return True  # ". 2019" (the pattern's lookahead); "…; Devi, A. R. Usha: Title"
    if ET_AL.match(text, match.end()):
        return True  # "Neto, A. H. Castro et al.: Title"
    separator = NAME_SEPARATOR.match(text, match.end())
    return separator is not None and any(
        pattern.match(text, separator.end()) for _, pattern in NAME_FORMS
    )


def _suffix_before_given(text: str, named: Named) -> bool:
    """A reading "Surname IV, Given" not followed by the list's next name."""
    return (
        named[0] == "b"
        and bool(named[1]["suffix0"])
        and full_given(named)
        and not _NEXT_NAME.match(text, named[1].end())
    )


_NEXT_NAME = re.compile(r"\s*(?:[,;&]|and\s)")
# A word in small letters after a reading, not a list's ("and", "og", "et", …, Swedish and
# Danish "m.fl." closing it: "Tom Kay, Amy Fox m.fl. Title", sweunsrt's; refs58) nor a
# surname's particle ("dos", "d’" of "Cyprien de Masson d’Autume").
_SMALL_WORD_ON = re.compile(
    r"\s+(?!(?:and|und|og|och|en|et|y|e|ja|u|van|von|de|der|den|del|della|di|da|dos|du|"
    r"le|la|ter|ten|zu)\b|m\.\s?fl\.)[a-z]+\b(?![’'-])"
)


def _list_goes_on(text: str, match: re.Match[str]) -> bool:
    return match.group(0).rstrip().endswith(".") or bool(_LIST_GOES_ON.match(text, match.end()))


def _ends_a_name(text: str, match: re.Match[str]) -> bool:
    """Whether the reading ends where a name can: an initial's full stop, or before
    :data:`~.refnameforms.NAME_END` but for a title's words after it (:data:`_TITLE_ON`:
    "Oller Jose A. Cell and molecular …", "Patthey L. Tetraspanin 3 Is …", rusnat's;
    refs50), which a last name's particles are not ("Smith A and de Souza K."; review48)."""
    if match.group(0).rstrip().endswith("."):
        return True
    return bool(NAME_END.match(text, match.end())) and not _TITLE_ON.match(text, match.end())


def _undotted(named: Named) -> bool:
    """Whether the name was read surname first with initials whose last has no stop
    ("Ingber, L", "Brownlee, R. A": a list written so has no stop after any)."""
    return named[0] == "b" and UNDOTTED_GIVEN.fullmatch(named[1]["given"]) is not None


def _dotted(text: str, named: Named) -> Named | None:
    """The reading itself, or, where :func:`_undotted`, its reading with stops only
    (:data:`DOTTED_B`), None where there is none."""
    if not _undotted(named):
        return named
    match = DOTTED_B.match(text, named[1].start())
    return None if match is None else ("b", match)


def _initials_after(named: Named) -> bool:
    """Whether the name was read surname first, with initials ("Doe, J.", "Doe JP")."""
    return named[0] in "bd" and not _has_given_name(named[1]["given"])


def full_given(named: Named) -> bool:
    """Whether the name was read "Doe, Jane": surname, comma, a full given name."""
    return named[0] == "b" and _has_given_name(named[1]["given"])


@lru_cache(maxsize=4096)
def _has_given_name(given: str) -> bool:
    """Whether ``given`` holds a whole given name, not only initials ("J. P.", "JP",
    "Yu. A.")."""
    return any(any(map(str.islower, word)) and word[-1] != "." for word in given.split())
