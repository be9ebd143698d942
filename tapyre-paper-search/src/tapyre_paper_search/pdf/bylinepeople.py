"""Whether the words after a byline's lead read as people's names (pure; bylines45).

A lead of :mod:`~tapyre_paper_search.pdf.byleads`' table vouches for what follows it;
a lead read from a verb's form alone (:mod:`~tapyre_paper_search.pdf.bylineverbs`: "Cette
étude a été réalisée par …", "Drafted by …") does not, so the words after it must read
as names themselves (:func:`reads_as_names`).  Two pieces parted by a colon or a dash
are a body and its members, or two people: the piece before reads as a person
(:func:`reads_as_person`) when its first word is a given name or no word of the
dictionaries ("Ann Lee: Bo Chen", "Ravi Menon – Sofia Lindgren"), and as a body when it
names a country, an institution or a firm, or opens with a common word ("Statistics
Norway", "Environment Canada").

Nothing here names a publisher, an archive or a paper: the tests are a name's shape and
the project's word lists.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstractcues import is_abstract_heading
from tapyre_paper_search.pdf.bylineplurals import given_before_plural
from tapyre_paper_search.pdf.bylinetopics import reads_as_topic
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.givenwords import word_given_name
from tapyre_paper_search.pdf.namesonly import BRACKETED
from tapyre_paper_search.pdf.namewords import AFTER_NAME, PARTICLES
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.words import known_word

_PIECE_END = re.compile(r"\s*[,;&]\s*(?:(?:and|und|et|y|e)\s+)?|\s+(?:and|und|et|y|e)\s+")
"""What parts one name from the next in a list: a separator (with a word for "and" after
it: "Ann Lee, Bo Chen, and Eva Roth") or a word for "and"."""


_MARK = re.compile(r"[\d*†‡§¶#⁰¹²³⁴⁵⁶⁷⁸⁹]+(?=\s|$|[,;&])")
"""A note's mark after a name's last word ("Walsh1", "Fischer†", "Lee*")."""

_NAME_WORDS = (2, 5)
"""The fewest and the most words of one name."""


def _name_words(piece: str) -> list[str] | None:
    """The words of ``piece`` if it is shaped as one name: two to five words, each
    capitalised (a particle of :data:`~tapyre_paper_search.pdf.namewords.PARTICLES` in
    small letters inside), no digit, no affiliation word, country or organisation; else
    ``None``."""
    words = piece.split()
    low, high = _NAME_WORDS
    if not low <= len(words) <= high or any(ch.isdigit() for ch in piece):
        return None
    if not words[0][:1].isupper() or not words[-1][:1].isupper():
        return None
    if any(not (w[:1].isupper() or w in PARTICLES) for w in words):
        return None
    if cues.has_affiliation(piece) or cues.has_country(piece):
        return None
    if is_organisation(words) and not given_before_plural(words):  # "Ann Banks" (bylines49)
        return None
    return words


_TOPIC_WORDS = 3
"""The fewest words of a piece that reads as a topic when each is a dictionary word."""


def _topic(words: list[str], *, beside_person: bool = False) -> bool:
    """Whether the words of one name-shaped piece read as a topic set in capitals rather
    than a person's name: three words or more, each a word of the dictionaries
    (:func:`~tapyre_paper_search.pdf.words.known_word`) and none a given name
    (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`): "Large Language Models",
    "Heat Shock Proteins", "Partial Differential Equations" (a title's line opening with
    a participle: "Guided by Large Language Models"; review45).  A two-word name of
    dictionary words ("Rita Santos", "Tom Lee") stays a name, and so does one with a
    given name ("Mary Ann Brown") or a word no dictionary knows ("Bo Chen Wang"); a
    name's particles in small letters are not counted ("Mark van der Berg").

    Two words, or three with an unknown one, are a topic by their endings
    (:func:`~tapyre_paper_search.pdf.bylinetopics.reads_as_topic`: "Friendly Fire",
    "Hidden Markov Models"; bylines47) unless ``beside_person``: the piece stands in a
    list beside a name that opens with a given name, so the list is a byline and the
    piece a person whose words end so ("Ann Lee and Crystal Williams"; review46)."""
    capitalised = [word for word in words if word not in PARTICLES]  # "van der", "de la"
    if not beside_person and reads_as_topic(capitalised):
        return True
    return len(capitalised) >= _TOPIC_WORDS and not any(
        is_given_name(word) or not known_word(word.lower()) for word in capitalised
    )


def reads_as_names(text: str) -> bool:
    """Whether ``text`` is a list of names: each piece between separators or words for
    "and" shaped as a name (two to five capitalised words, no digit, affiliation word,
    country or organisation) and no topic (:func:`_topic`: three dictionary words or more
    and no given name, "Heat Shock Proteins"; review45; two by their endings beside no
    given name's piece, bylines47, review46), asides in brackets, notes' marks
    and degrees after a name (:data:`~tapyre_paper_search.pdf.namewords.AFTER_NAME`:
    "PhD") left out."""
    bare = _MARK.sub("", BRACKETED.sub("", text)).strip()
    pieces = [p.strip(" .") for p in _PIECE_END.split(bare)]
    names = [p for p in pieces if p.replace(".", "") not in AFTER_NAME]  # "…, PhD"
    shaped = [_name_words(p) if p else None for p in names]
    found = [words for words in shaped if words is not None]
    if not shaped or len(found) < len(shaped):
        return False
    person = len(found) > 1 and any(map(_opens_with_given, found))
    return not any(_topic(words, beside_person=person) for words in found)


def _opens_with_given(words: list[str]) -> bool:
    """Whether name-shaped ``words`` open with a given name of either list ("Ann Lee",
    "Grace Wood"): a person's name, whatever its other words."""
    return is_given_name(words[0]) or word_given_name(words[0])


def reads_as_person(text: str) -> bool:
    """Whether ``text`` (the piece before a colon or a dash after a lead) reads as a
    person's name rather than a body's: its first name-shaped piece opens with a given
    name, a given name that is a word too before a surname (:func:`_word_given_before_surname`:
    "Rita Santos", bylines47) or a word neither dictionary knows ("Ann Lee", "Ravi
    Menon"; not "Statistics Norway", "Environment Canada")."""
    first = _PIECE_END.split(text.strip(), maxsplit=1)[0].strip(" .")
    words = _name_words(first)
    if words is None:
        return False
    if is_given_name(words[0]) or _word_given_before_surname(words):
        return True
    return not known_word(words[0].lower())


def closes_on_surname(text: str) -> bool:
    """Whether ``text``'s first name-shaped piece (two words or more) closes on a word
    written as a name's (a capital, then small letters) that neither dictionary knows:
    a person whose given name is a word too, with a surname no word is ("Sam Patel",
    "Lina Okafor"; not "Urban Heat", "Zika Virus", "Machine Learning", "COVID"'s
    capitals; bylines56).  Asked beside :func:`reads_as_person` where a line's shape
    already says names may stand there (:mod:`.docbys`, :mod:`.personworks`)."""
    first = _PIECE_END.split(text.strip(), maxsplit=1)[0].strip(" .")
    words = _name_words(first)
    if words is None or len(words) < 2:
        return False
    last = words[-1]
    return last[:1].isupper() and last[1:].islower() and not known_word(last.lower())


_TOPIC_CLOSER = 5
"""The fewest letters of a dictionary's word closing a topic's head
(:func:`unknown_before_word`)."""


def unknown_before_word(text: str) -> bool:
    """Whether ``text``'s first name-shaped piece reads as a person's only by its first
    word, which no dictionary and no given names' list knows, and closes on a word a
    dictionary knows, of five letters or more: a topic's head ("Zika Virus", "COVID
    Vaccines", "HIV Testing"; bylines57) as likely as a person's, which
    :func:`reads_as_person` takes it for.  The English list holds short surnames too
    ("Chen", "Wang", "Kim"), so a shorter word closes a person's name ("Bo Chen").  Asked
    where a work's title follows the piece (:mod:`.personworks`), where a topic's overview
    is the likelier reading."""
    first = _PIECE_END.split(text.strip(), maxsplit=1)[0].strip(" .")
    words = _name_words(first)
    if words is None or is_given_name(words[0]) or _word_given_before_surname(words):
        return False
    last = words[-1].lower()
    if _maker_noun(last) and not words[0].isupper():
        return False  # "Amara Baker", "Zola Fisher": a trade's surname (bylines58)
    return not known_word(words[0].lower()) and len(last) >= _TOPIC_CLOSER and known_word(last)


def _maker_noun(word: str) -> bool:
    """Whether ``word`` (lower case) is an agent noun in "-er" made from a word the
    dictionary knows ("baker", "fisher", "walker", "turner", "potter"): the shape of an
    occupational surname, which closes a person's name after an unlisted given name
    ("Amara Baker: Overview"), where a topic's head closes on a thing ("Zika Virus",
    "COVID Vaccines").  An acronym before it ("HIV Marker") stays a topic's.  The stem
    is one syllable, as a trade's old name is ("bake", "fish", "walk", "pot"): an agent
    noun of a longer verb names a device or a program's part ("Docker Container", "Swin
    Transformer", "Kafka Consumer"; fix55b)."""
    if len(word) < 5 or not word.endswith("er"):
        return False
    stems = (word[:-2], word[:-1]) + ((word[:-3],) if word[-3] == word[-4] else ())
    return any(
        len(stem) >= 3
        and len(_VOWEL_GROUPS.findall(stem.removesuffix("e"))) == 1
        and known_word(stem)
        for stem in stems
    )


_VOWEL_GROUPS = re.compile(r"[aeiouy]+")
"""A syllable's vowels, counted in a stem without its silent final "e" (:func:`_maker_noun`)."""


def _word_given_before_surname(words: list[str]) -> bool:
    """Whether name-shaped ``words`` open with a given name that is a word too
    (:func:`~tapyre_paper_search.pdf.givenwords.word_given_name`: "Rita", "Tom",
    "Grace") before a surname-shaped word: capitalised, no word of a document's part
    (:data:`_THING_WORDS`), the whole no topic ("Rita Santos", "Tom Brooks", "Grace
    Wood"; not "Grace Notes Summary"; bylines47)."""
    second = words[1]
    return (
        word_given_name(words[0])
        and second[:1].isupper()
        and second.strip(".,;:").lower() not in _THING_WORDS
        and not _topic(words)
    )


_THING_WORDS = frozenset((
    "summary", "overview", "draft", "version", "revision", "edition", "update", "confidential",
    "address", "keynote", "lecture", "meeting", "session", "workshop", "seminar", "briefing",
    "appendix", "annex", "chapter", "part", "section", "volume", "supplement", "findings",
))  # fmt: skip
"""Words of a document's part, state or occasion ("Executive Summary", "Draft Version",
"Keynote Address", "Annual General Meeting", "Appendix A"): a piece holding one after a
person's colon or dash names that person's text, not a second person (review45)."""


def names_a_thing(text: str) -> bool:
    """Whether ``text`` (the piece after a person's colon or dash) names a thing rather
    than a second person: an organisation or a team
    (:func:`~tapyre_paper_search.pdf.refcreators.is_organisation`: "World Bank", "Team
    Lead"), an abstract's or a section's heading ("Executive Summary", "Introduction"),
    or a word of :data:`_THING_WORDS` ("Draft Version", "Part II"); review45.  A name no
    list holds ("Rita Santos", "Tom Brown") names no thing."""
    words = text.split()
    if not words or is_organisation(words):
        return True
    if is_abstract_heading(text) or cues.SECTION_HEADING.match(text):
        return True
    return any(word.strip(".,;:").lower() in _THING_WORDS for word in words)


__all__ = [
    "closes_on_surname",
    "names_a_thing",
    "reads_as_names",
    "reads_as_person",
    "unknown_before_word",
]
