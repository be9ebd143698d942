"""One person's four-word name alone in a byline, which the word cut made two (pure;
bylines49).

:func:`~tapyre_paper_search.pdf.namecuts.run_together` reads four capitalised words with
no separator as two names of two words ("Jane Doe John Smith"), and
:func:`~tapyre_paper_search.pdf.doublenames.one_iberian` keeps one person only where the
given-name lists hold the first half.  A name none of whose parts a list holds ("Nwe Zaw
Myint Htun", "Kyaw Zin Thant Oo") or whose second given name no list holds ("Jean Luc
Thomas Garnier") was read as two people.  ``names_in_line`` sees one line's words only;
the evidence is the layout its caller sees: the front page's byline zone gave names from
this one line alone, the line has no separator (its words are the two names, after a
lead such as "Written by" at most, with at most a mark after them: "Htun*"), so one
name is expected there.  :func:`lone_person` joins the two halves there where the words
do not say two people either:

* neither half reads as a whole name of the lists (a known given name before a word that
  is none: "Ann Lee" in "Ann Lee Bo Chen", "Sara Cole" in "Tom Hill Sara Cole" stay two)
  and each of the four words is one syllable, one run of vowels, a silent final "e"
  aside (:func:`_syllables`), the shape of a name whose words are its syllables ("Nwe
  Zaw Myint Htun", "Than Htike Zaw Win"): the lists' silence is no evidence of one
  person, and two people whose given names no list holds keep their two names where a
  word runs to more syllables ("Kyle Lo Doug Downey", "Ahmed Ali Omar Hassan";
  review49);
* or the second half opens with a given name that is one of its language's commonest
  surnames (:data:`~tapyre_paper_search.pdf.doublenames.SURNAME_GIVEN`: "Thomas") before a
  word that is no given name, and the first half closes with a word that is neither a
  given name nor such a surname ("Luc"): a double given name before a double surname, as
  bylines47's "Jean Pierre Martin Dupont", whose second given name no list holds.

* or the line carries one person's contact (``contact``: a mark after its last word,
  "Costa*", or the one e-mail address under it, :func:`one_contact`), two people would
  carry one each, and the second half holds no given name of either list and opens
  with a word of two syllables or more ("Farias") or is one word twice ("Aye Aye", a
  Burmese name's syllable repeated): "Maria Luíza Farias Costa*", whose first half
  reads as a whole name ("Luíza" unlisted), and "Thida Nilar Aye Aye*" are one person
  (bylines50); "Ahmed Ali Omar Hassan*" ("Omar"), "Kyle Lo Doug Downey*" and "Ann Lee Bo
  Chen*" (one-syllable "Doug", "Bo": given names the lists lack) stay two.

* or (bylines51) the line carries one contact and none of its four words is a given name
  of the lists or a word of the dictionaries: nothing says two people there ("Yadana
  Thiri Aung Htet*", whose "Aung" is one syllable); "Kyle Lo Doug Downey*" (words) stays
  two;
* or (bylines51) a Romance double given name and double surname with no contact: the
  first word a listed given name, the second none but a word with a Romance letter
  (an accent, a tilde, a cedilla: :data:`_ROMANCE`) closing on a vowel, as a given name
  of those languages does ("Luíza"; a surname "Gómez" does not), and the second half no
  given name, its first word of two syllables or more and no dictionary word ("Maria
  Luíza Farias Costa").  "Raúl Gómez Iñigo Sáez", "Tomás Pérez Lucía Díaz" stay two.

* or (bylines52) one word stands twice in a row and no word is a given name of the
  lists, with or without a contact: a Burmese name repeats a syllable-word ("Thida
  Nilar Aye Aye", "Khin Mya Mya"); no surname and given name pair repeats so.

Four words each spelled in romanised Japanese syllables
(:func:`~tapyre_paper_search.pdf.kanashape.kana_shaped`) are never joined (bylines52): a
Japanese name is a given name and a family name, so "Yui Sato Haruto Tanaka*" is two
people though its one mark is a contact.  Names on several lines (a list of cards:
"Kyle Lo" / "Doug Downey") are never joined.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.doublenames import SURNAME_GIVEN
from tapyre_paper_search.pdf.givennames import fold_word
from tapyre_paper_search.pdf.givenwords import any_given_name
from tapyre_paper_search.pdf.kanashape import kana_shaped
from tapyre_paper_search.pdf.words import known_word

# Marks after a byline's name: a note's or an e-mail's sign, an affiliation's number or
# letter set after it, a space or a comma before the letter ("Nwe Zaw Myint Htun*", "…
# Htun1", "… Htun a", "… Htun a,b": review53; not the last letter of "Costa", "Aye":
# bylines50).
_MARKS = re.compile(r"(?:\s*(?:[*†‡§¶✉]|\d{1,2}|(?<=[\s,])[a-e](?=$|[\s,*])|,))+\s*$")
# A separator between names or a name and its affiliation: such a line is no lone name.
_SEPARATOR = re.compile(r"[,;:&|·•/()]| and | und | et | y | e ")
_MAX_LEAD_WORDS = 3  # "Written by", "Prepared and written by"
# A run of vowels ("y" one too: "Myint", "Kyaw"), accents folded: a syllable's nucleus.
_VOWELS = re.compile(r"[aeiouy]+")
# A silent "e" closing a word after a consonant ("Htike", "Khine"): no syllable of its own.
_SILENT_E = re.compile(r"(?<=[^aeiouy])e$")


def _whole_name(first: str, second: str) -> bool:
    """Whether ``first second`` reads as one person's whole name: a known given name
    before a word that is none ("Ann Lee", "Sara Cole")."""
    return any_given_name(first) and not any_given_name(second)


def _syllables(words: Sequence[str]) -> bool:
    """Whether each of ``words`` holds one run of vowels, accents folded, a silent "e"
    after a consonant at its end not counted ("Nwe", "Myint", "Htike"; not "Downey",
    "Ahmed")."""
    return all(
        len(_VOWELS.findall(fold_word(word))) == 1
        or len(_VOWELS.findall(_SILENT_E.sub("", fold_word(word)))) == 1
        for word in words
    )


def _double_given(words: Sequence[str]) -> bool:
    """Whether four words are two given names (the second unlisted) and a double surname
    opening with a given name that is a common surname ("Jean Luc Thomas Garnier")."""
    first, second, third, fourth = words
    return (
        any_given_name(first)
        and not any_given_name(second)
        and fold_word(second) not in SURNAME_GIVEN
        and fold_word(third) in SURNAME_GIVEN
        and not any_given_name(fourth)
    )


_CONTACT_LINES = 3
"""How many lines under the byline's line :func:`one_contact` reads."""


def _syllable_count(word: str) -> int:
    """The runs of vowels of ``word``, accents folded."""
    return len(_VOWELS.findall(fold_word(word)))


def _contact_surnames(words: Sequence[str]) -> bool:
    """Whether the second half (``words[2:]``) of a line carrying one contact is
    surnames: no given name of either list, its first word of two syllables or more or
    the half one word twice (see the module)."""
    third, fourth = words[2], words[3]
    if any_given_name(third) or any_given_name(fourth):
        return False
    return _syllable_count(third) >= 2 or third == fourth


# A letter of the Romance languages' spelling no English word holds.
_ROMANCE = re.compile(r"[áéíóúàèìòùãõâêôçñ]", re.IGNORECASE)
_VOWEL_END = re.compile(r"[aeiouáéíóúàèìòùãõâêô]$", re.IGNORECASE)


def _unlisted(word: str) -> bool:
    """Whether ``word`` is no given name of either list and no word of the dictionaries."""
    return not any_given_name(word) and not known_word(word.lower())


def _contact_unlisted(words: Sequence[str]) -> bool:
    """Whether no word of a line carrying one contact is a listed given name or a
    dictionary word: nothing says two people ("Yadana Thiri Aung Htet*"; bylines51)."""
    return all(_unlisted(word) for word in words)


def _romance_double(words: Sequence[str]) -> bool:
    """Whether four words are a Romance double given name, the second unlisted but
    spelled as one, and a double surname (see the module; bylines51)."""
    first, second, third, fourth = words
    return (
        any_given_name(first)
        and _unlisted(second)
        and _ROMANCE.search(second) is not None
        and _VOWEL_END.search(second) is not None
        and _unlisted(third)
        and _syllable_count(third) >= 2
        and not any_given_name(fourth)
    )


def _repeated(words: Sequence[str]) -> bool:
    """Whether one word of ``words`` stands twice in a row and none is a given name of
    the lists (a Burmese name's repeated syllable-word; bylines52)."""
    doubled = any(a == b for a, b in pairwise(words))
    return doubled and not any(any_given_name(word) for word in words)


def one_contact(texts: Sequence[str]) -> bool:
    """Whether ``texts``, the lines under a lone byline (at most :data:`_CONTACT_LINES`
    read), hold exactly one e-mail address between them; a braced group of several
    local parts ("{sato,tanaka}@…") is an address for each (review53)."""
    found = [m for text in texts[:_CONTACT_LINES] for m in cues.EMAIL.findall(text)]
    return len(found) == 1 and "@" in found[0] and len(_GROUP_PARTS.split(found[0])) == 1


# What parts a braced group of e-mail addresses' local parts: "{sato,tanaka}@",
# "{sato|tanaka}@", "{sato; tanaka}@".
_GROUP_PARTS = re.compile(r"\s*[,;|]\s*")


def lone_person(text: str, found: Sequence[str], *, contact: bool = False) -> str | None:
    """The one person's name where ``found``, the names read from the byline line
    ``text`` (the only line of the byline zone that gave names), are two names of two
    words that make up the line's words (after a lead of at most three words, before at
    most a mark) and read as one person (see the module; ``contact``: one e-mail
    address under the line, :func:`one_contact`); else ``None``."""
    if len(found) != 2:
        return None
    halves = [name.split() for name in found]
    if any(len(half) != 2 for half in halves):
        return None
    words = [*halves[0], *halves[1]]
    contact = contact or _MARKS.search(text.strip()) is not None
    if any(len(w) < 2 or not w[0].isupper() or not w[1:].islower() for w in words):
        return None  # an initial, a word in capitals: no name this rule reads
    joined = " ".join(words)
    body = _MARKS.sub("", text.strip())
    if not body.endswith(joined):
        return None
    lead = body[: -len(joined)]
    if lead and (not lead.endswith(" ") or len(lead.split()) > _MAX_LEAD_WORDS):
        return None
    if _SEPARATOR.search(f" {body} "):
        return None
    if _repeated(words):
        return joined  # "Thida Nilar Aye Aye" (bylines52)
    if all(kana_shaped(word) for word in words):
        return None  # "Yui Sato Haruto Tanaka*": two Japanese names (bylines52)
    if _double_given(words):
        return joined
    if contact and (_contact_surnames(words) or _contact_unlisted(words)):
        return joined  # "Maria Luíza Farias Costa*" (bylines50), "Yadana Thiri Aung Htet*"
    if _romance_double(words):
        return joined  # "Maria Luíza Farias Costa" (bylines51)
    if _syllables(words) and not (_whole_name(*halves[0]) or _whole_name(*halves[1])):
        return joined
    return None


__all__ = ["lone_person", "one_contact"]
