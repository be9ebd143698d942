"""Whether a colon closes a references entry's list of names after a name read
surname first with a whole given name ("Doe, Jane:"), pure: :func:`closes_with_colon`.

"Doe, Jane" is read as a name only where the list goes on after it or a colon closes
the list (:mod:`.refnameat`); a title may open so too ("Google, Gemini: A Family of
Models", "Glasgow, Scotland: urban health …").  Moved out of :mod:`.refnameat` in
refs58, which added two cases: after a first name read surname first and the list's
last join ("Schmidt, Jonas and Müller, Anna: Title", jurabib's), and the list's only
name of two Chinese syllables ("Li, Qi: Title"; :data:`_SYLLABLE`).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.words import known_word

# A word in small letters opening what follows a colon (a subtitle's: "Nairobi, Kenya:
# informal settlements"; not "mRNA", "eBay").
_SMALL_WORD = re.compile(r"\s*[a-z]+\b(?![\w'’-]*[A-Z])")


def closes_with_colon(text: str, match: re.Match[str]) -> bool:
    """Whether "Doe, Jane" ends a list set apart by semicolons with a colon ("Eeg, Jan ;
    Hendry, Martin: Title"): after a semicolon, a colon ends the names; or is the list's
    only name, its given name a common one (:func:`~.givennames.is_given_name`:
    "Schmidt, Hans: Title", not "Google, Gemini: A Family of Models") or its one-word
    surname no word of the word lists ("Åström, Björn: Title", "Abbas, Afsar: Title",
    "Zhang, Hong: Title"; refs38), or its one given name so ("Holst, Bastian: Title",
    lni's, the surname a word; refs49), the title after the colon not opening with a word in
    small letters, a subtitle's ("Glasgow, Scotland: urban health …", "Kubernetes,
    Docker: container orchestration …" stay titles; review121).  After a first name
    read surname first and the list's last join, a colon ends the names too ("Schmidt,
    Jonas and Müller, Anna: Title", jurabib's; refs58).  A word after initials is a given
    name there only where it is a common one: "Åström, B. Nanotoxicology: An Emerging
    …" is "B. Åström" and a title (refs63), or where shaped as a name (:func:`name_shaped`:
    "Abbas, A. Afsar: Title"; refs65)."""
    if not text.startswith(":", match.end()):
        return False
    before = text[: match.start()]
    if ";" in before:
        return True
    if _INVERTED_THEN_JOIN.fullmatch(before):
        return _opens_title(text, match)
    given = (match["given"] or "").split()
    if before.strip() or not given:
        return False
    if is_given_name(given[0]) or is_given_name(next((g for g in given if g[-1] != "."), "")):
        return True  # (a given name after initials: "Fall, S. Michael: Title"; refs58)
    if any(g[-1] == "." for g in given):
        # a word after initials that is no known given name is the title's first
        # ("Åström, B. Nanotoxicology: An Emerging …"; refs63) unless shaped as a name:
        # short, no word of the word lists, no noun's ending ("Abbas, A. Afsar: Title";
        # refs65)
        return given[-1][-1] != "." and name_shaped(given[-1]) and _opens_title(text, match)
    surname = match["surname"] or ""
    return (
        unlisted(surname)
        or (len(given) == 1 and unlisted(given[0]) and given[0].istitle())
        or (len(given) == 1 and _syllables(surname, 1) and _syllables(given[0], 2))
    ) and _opens_title(text, match)


# One syllable of Mandarin as written in pinyin without tones: an initial perhaps, a
# final.  A one-word surname of one syllable and a given name of one or two, each
# capitalised, read as the list's only name before a colon ("Li, Qi: Title", "Wu,
# Xiaoming: Title", jurabib's; both words are in the word lists, so :func:`unlisted`
# said no; refs58).  English words of that shape ("Sun", "Fan", "Long") are rare as a
# title's first two words set apart by a comma before a colon.
_SYLLABLE = (
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
    r"(?:iang|iong|uang|iao|ian|ing|ang|eng|ong|uai|uan|ai|ei|ao|ou|an|en|ia|ie|iu|in|ua|"
    r"uo|ui|un|er|a|o|e|i|u|ü)"
)
_SYLLABLES = (re.compile(_SYLLABLE), re.compile(f"{_SYLLABLE}{{1,2}}"))


def _syllables(word: str, most: int) -> bool:
    """Whether ``word`` is a capitalised word of one to ``most`` pinyin syllables."""
    return word.istitle() and _SYLLABLES[most - 1].fullmatch(word.lower()) is not None


# A list's first name surname first ("Schmidt, Jonas", "Cruz, Ana de la", "Doe, J."),
# then its last join: what stands before the last name of "Schmidt, Jonas and Müller,
# Anna:" (refs58).
_INVERTED_THEN_JOIN = re.compile(
    r"[^\W\d_][\w'’-]+(?:\s[\w'’-]+)?,\s[^\W\d_][^,;:]{0,40}?\s(?:and|und|&|og|och|en|et)\s"
)


# A technical noun's ending, which a one-word title before its subtitle's colon often has
# and a given name seldom does ("Nanotoxicology", "Proteomics", "Glycosylation").
_NOUN_ENDING = re.compile(
    r"(?:ology|omics|ics|ity|tion|sion|sis|ism|ness|ment|ance|ence|ing|ogy|phy|ase|ide)$"
)


def name_shaped(word: str) -> bool:
    """Whether ``word``, a word after a name's initials before a colon, is shaped as a
    given name: capitalised letters, three to eight of them, no word of the word lists
    and no technical noun's ending ("Afsar", not "Nanotoxicology", "Zebrafish", "Glia")."""
    return (
        3 <= len(word) <= 8
        and word.isalpha()
        and word.istitle()
        and not known_word(word.lower())
        and _NOUN_ENDING.search(word.lower()) is None
    )


def _opens_title(text: str, match: re.Match[str]) -> bool:
    """Whether what follows the colon after ``match`` opens a title, not a subtitle's
    word in small letters."""
    return _SMALL_WORD.match(text, match.end() + 1) is None


def unlisted(word: str) -> bool:
    """Whether ``word`` is one word of letters that neither word list holds, or a
    hyphenated surname of such words, each capitalised ("Abu-Hamed, Mohammad: Title",
    jurabib's; refs57)."""
    parts = word.split("-")
    if len(parts) > 1 and not all(part[:1].isupper() for part in parts):
        return False
    return all(part.isalpha() and not known_word(part.lower()) for part in parts)
