"""An entry's names closed by a bare year and a colon, and a given name after the
initials of a name written surname first (pure; used by :mod:`.refentry`; refs61).

Some author-year styles close the names with the year and a colon, no brackets
("Doe, Jane, Roe, Bob, and Poe, Carl 2010: Title. In: Journal 9 (12), 385–395.", the
German social sciences' "Name, Vorname 2010: Titel"). The names' reading stops at a
given name followed by a number, so the entry had no authors and its title opened with
the names. :func:`names_before_year` reads the names again with the year put in
brackets ("… Carl (2010): Title"), the form the reading knows, where that reading takes
every word up to the year and the first reading did not. So, before a year and a colon,
initials printed with no stop ("Tiwari, S C (2010): Title", "Wheater, John F 2000:
Title"), read with one.

A name written surname first may carry a given name after its initials ("Neto, A. H.
Castro (1996): Title", "Fall, S. Michael 2010: Title"): the reading took "A. H. Neto"
and left "Castro" to open the title. Where one capitalised word stands between dotted
initials after a surname's comma and the year (bracketed or bare) with a colon after
it, it is the last name's given name: "A. H. Castro Neto", the year opening what is
left. So too before a year in brackets and a stop where a whole sentence, the title,
follows before the entry goes on ("Shekar, N. V. Chandra (2014). Title words. Journal
9, 1-9.", refs63); with only the venue after the year ("Doe, J. A. Evolution (2010).
Journal of Botany 9, 1-9.") the word stays the title; and before "and" or "&" and
another surname-first name ("Shekar, N. V. Chandra and Doe, J. (2014): Title").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refdoublenames import names_read

# A year closed by a colon after a word or an initial's stop ("Carl 2010: ", "C. 2010: "),
# bare or in brackets ("Tiwari, S C (2010): ").
_YEAR_COLON = re.compile(
    r"(?<=[^\W\d_]|\.)\s+(?:(?P<bare>(?:19|20)\d{2}[a-z]?)|\((?P<bracketed>(?:19|20)\d{2}[a-z]?)\)):\s"
)
# An initial printed with no stop: a lone capital between spaces or a comma.
_BARE_INITIAL = re.compile(r"(?<=[\s,])([A-ZÀ-ÞĀ-Ž])(?=[\s,]|$)")
# What may stand before it: names, their separators (semicolons too) and stops; no
# bracket, colon, quote or digit (those are a title's or another form's).
_NAMES_ONLY = re.compile(r"[^():“”\"\d]+")
# One capitalised word, then the year, bracketed or bare, and a colon ("Evolution
# (2010). Journal" may be a one-word title), or the year in brackets and a stop where a
# whole sentence follows it before the entry goes on: a title after the names ("Chandra
# (2014). Title words. Journal 9, 1-9."), not the venue after a one-word title
# ("Evolution (2010). Journal of Botany 9, 1-9."); its stop closes a word of three small
# letters or more, not a venue's abbreviation ("J. Bot. 9"), and a word follows it, not
# a volume ("Journal of Botany. 9, 1-9"; refs63).
_WORD_THEN_YEAR = re.compile(
    r"([A-ZÀ-ÞĀ-Ž][a-zà-ÿā-ž]+(?:-[A-ZÀ-ÞĀ-Ž][a-zà-ÿā-ž]+)?)\s+"
    r"(?=\((?:19|20)\d{2}[a-z]?\)\s*:|(?:19|20)\d{2}[a-z]?:\s"
    r"|\((?:19|20)\d{2}[a-z]?\)\.\s+[^.]*?\s[^.]*?[a-zß-ÿā-ž]{3}[.?!]\s+[^\W\d_])"
)
# A surname, its comma and dotted initials closing the text the names were read from.
_INVERTED_INITIALS = re.compile(
    r"(?<![\w'’-])([A-ZÀ-ÞĀ-Ž][\w'’-]*),\s+((?:[A-ZÀ-ÞĀ-Ž]\.\s?(?:-[A-ZÀ-ÞĀ-Ž]\.\s?)?)+)$"
)
# A surname, its comma, dotted initials and one capitalised word before "and" or "&" and
# another surname-first name ("Shekar, N. V. Chandra and Doe, J."; refs63).
_GIVEN_BEFORE_AND = re.compile(
    r"(?<![\w'’-])(?P<surname>[A-ZÀ-ÞĀ-Ž][\w'’-]*),\s+(?P<initials>(?:[A-ZÀ-ÞĀ-Ž]\.\s?)+)"
    r"(?P<word>[A-ZÀ-ÞĀ-Ž][a-zà-ÿā-ž]+(?:-[A-ZÀ-ÞĀ-Ž][a-zà-ÿā-ž]+)?)"
    r"(?=\s+(?:and|&)\s+[A-ZÀ-ÞĀ-Ž][\w'’-]*,\s+[A-ZÀ-ÞĀ-Ž]\.)"
)
_LONGEST_NAMES = 400  # characters before the year: a list of names, not a paragraph


def _given_after_initials(
    authors: tuple[str, ...], rest: str, text: str
) -> tuple[tuple[str, ...], str]:
    """(authors, rest) with a capitalised word between the last name's initials and the
    year joined to that name's given names (see the module docstring)."""
    word = _WORD_THEN_YEAR.match(rest) if authors else None
    if word is None:
        return authors, rest
    inverted = _INVERTED_INITIALS.search(text[: len(text) - len(rest)].rstrip())
    if inverted is None or not authors[-1].endswith(inverted[1]):
        return authors, rest
    initials = " ".join(inverted[2].split())
    return (*authors[:-1], f"{initials} {word[1]} {inverted[1]}"), rest[word.end() :]


def _reads_to_year(rest: str) -> bool:
    """Whether what is left after the names opens with the year (bracketed or bare)."""
    return re.match(r"\(?(?:19|20)\d{2}[a-z]?\b", rest.lstrip()) is not None


def _given_before_and(
    authors: tuple[str, ...], rest: str, text: str
) -> tuple[tuple[str, ...], str, str]:
    """(authors, rest, text) read again where the names' reading stopped at a
    capitalised word after a surname-first name's initials, "and" or "&" and another
    surname-first name after it: the word is that name's given name, written before the
    surname ("Chandra Shekar, N. V. and Doe, J.", a surname of two words to the reading,
    which gives "N. V. Chandra Shekar"); taken where that reading goes further."""
    found = _GIVEN_BEFORE_AND.search(text, 0, len(text) - len(rest) + 60)
    if found is None or found.start("word") != len(text) - len(rest):
        return authors, rest, text
    initials = found["initials"].rstrip()
    name = f"{found['word']} {found['surname']}, {initials}"
    again_text = f"{text[: found.start()]}{name}{text[found.end() :]}"
    again, left = names_read(again_text)
    return (again, left, again_text) if len(again) > len(authors) else (authors, rest, text)


def names_before_year(text: str) -> tuple[tuple[str, ...], str, str]:
    """(authors, rest, text) of an entry's ``text``: :func:`~.refdoublenames.names_read`,
    a given name after the last name's initials joined to it, and where the names close
    with a bare year and a colon that reading did not reach, the reading of the text
    with the year in brackets where it reaches it, that text given back (``rest`` always
    ends the text given back; see the module docstring)."""
    authors, rest = _given_after_initials(*names_read(text), text)
    if authors and rest[:1].isupper():  # "Shekar, N. V. Chandra and Doe, J." (refs63)
        authors, rest, text = _given_before_and(authors, rest, text)
    if _reads_to_year(rest):
        return authors, rest, text
    found = _YEAR_COLON.search(text, 0, _LONGEST_NAMES + 14)
    head = text[: found.start()] if found is not None else ""
    if found is None or not _NAMES_ONLY.fullmatch(head):
        return authors, rest, text
    dotted = _BARE_INITIAL.sub(r"\1.", head)
    if found["bracketed"] and dotted == head:  # (nothing to read otherwise)
        return authors, rest, text
    year = found["bare"] or found["bracketed"]
    bracketed = f"{dotted} ({year}):{text[found.end() - 1 :]}"
    again, left = _given_after_initials(*names_read(bracketed), bracketed)
    if not again or not left.startswith("("):
        return authors, rest, text
    return again, left, bracketed
