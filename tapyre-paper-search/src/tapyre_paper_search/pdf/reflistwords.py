"""The words of a references entry's list of names that are no names (pure patterns;
moved out of :mod:`.refnameforms`, tidy59).

What sets two names apart (:data:`NAME_SEPARATOR`: a comma or semicolon, "and", "&",
German "und", French "et", the Nordic and Dutch joins), the join before the last name
(:data:`LAST_JOIN`), what closes a list ("et al.", "u. a.", "m.fl.", "and others":
:data:`ET_AL`), the last word of a group's name (:data:`GROUP_WORDS`), the marks a
name may carry (:data:`MARKS`) and a generational suffix, never a name of its own
(:func:`suffix_words`, :data:`SUFFIX_NEAR`).  :mod:`.refnames` reads the list with them,
:mod:`.refnameat` asks where one name ends.
"""

from __future__ import annotations

import re

# Marks after a name: affiliation and contribution marks, superscript digits.
MARKS = "†‡§¶*∗¹²³⁰⁴⁵⁶⁷⁸⁹"


def suffix_words(stop: str = r"\.?") -> str:
    """The alternatives of a regular expression for a generational suffix as lists print
    it: "Jr" or "Sr" followed by ``stop`` (default: a full stop or none; ``r"\\."`` where
    the stop must be printed), "II", "III" or "IV".  The one definition the names'
    readers share (:mod:`.refsuffixfirst`, :mod:`.refslashnames`; refs66)."""
    return rf"(?:Jr|Sr){stop}|II|III|IV"


# A generational suffix within the next few characters, before the list's next separator.
SUFFIX_NEAR = re.compile(rf"[^,;&]{{0,24}}?(?<!\w)(?:{suffix_words('')})(?![\w-])")

# The last word of a group's name in a list ("the CONSORT Group", "Study Group",
# "Writing Committee"): no name of a person (:mod:`.refnames`, :mod:`.refsurnamefirst`).
GROUP_WORDS = (
    "Group",
    "Team",
    "Consortium",
    "Collaboration",
    "Investigators",
    "Committee",
    "Network",
    "Party",  # ("… and the Pharmacology Working Party: Title"; refs71)
)

# ("AND" of names in small capitals whose font maps them to capitals: "…, AND DOE, J.";
# French "et" before a name, not "et al."; Danish and Norwegian "og", Swedish "och",
# Dutch "en", Finnish "ja")
NAME_SEPARATOR = re.compile(
    rf"[{MARKS}]*\s*(?:[,;]\s*(?:and\s+|AND\s+|&\s*|(?:og|och|en|ja|y|e)\s+)?|\s+and\s+|\s+AND\s+|\s*&\s*|\s+und\s+|"
    r"\s+(?:og|och|en|ja|y|e)\s+|\s+et\s+(?!al\b))"
)
LAST_JOIN = re.compile(
    r"(?:\b(?:and|AND|und|og|och|en|ja|y|e|et)\b|&)"
)  # the separator before the last name
# (not "et Alain", "et Al-Rashid": French "et" before a name; German "u. a.", Swedish and
# Danish "m.fl.", French "et collab."; "and collaborators", "and co-workers", "and
# colleagues" and the slip "and al." before a title's capital: review48's, refs53; or
# before the year: "Roe, B., and al. 2010. Title"; review50)
ET_AL = re.compile(
    r"\s*(?:,?\s*(?:et\s+al(?![\w-])\.?|and others|u\.\s?a\.|m\.\s?fl\.|et\s+collab\."
    r"|and\s+(?:(?-i:al)\.|collaborators|co-?workers|colleagues)"
    r"(?=[.,:]?\s+(?-i:[A-Z(])|[.,:(]|[.,]?\s+(?:19|20)\d\d\b))"
    r"|;\s*others\b|,\s*others\b(?=\s*[.,(]))",
    re.IGNORECASE,
)
