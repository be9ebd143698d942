"""Names given only in a footnote sentence at the foot of the first page (pure).

Some papers print no byline at all and name their authors in an unmarked footnote
under the first page's text: "The authors are Ann Lee (Stanford University), Bo
Chen (MIT) and Cy Roe (ETH Zurich).", "Ann Lee and Bo Chen are with the Department
of …", "Corresponding author: Ann Lee (ann@x.org)"; in German and French, "Die Autoren
sind Ann Lee (TU Berlin) und Bo Chen …", "Les auteurs sont Ann Lee (…) et Bo Chen …".

:func:`footnote_names` reads them.  The footnote opens a line in the page's lower
half (the cheap test: :data:`_OPENER` or :data:`_SUBJECT` on that line alone), set
smaller than the line above it (body text over a footnote), and runs on over the
lines under it in its type, a line's step apart, up to the line that ends its
sentence.  Everything in parentheses (the places, an e-mail) is dropped; the names
are the parts of what the opener introduces, split at commas, semicolons and "and"
("und", "et", not "et al."), as long as each part reads whole as one name
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`, not lenient) with no German
article in it but after "von", "van" or "zu" ("Mitglieder der Helmholtz
Gemeinschaft" is no name; "Ursula von der Leyen" is; review122), after a German or
French opener one of them showing a person (a common given name first or an
initial, :func:`~tapyre_paper_search.pdf.phrasenames.shows_person`: "L'auteure est
Directrice de Recherche." names nobody; review122), and, for a subject,
the sentence goes on to a place ("… are with the Department of …"): "The authors are
with the Department of …" names nobody.  Asked only where no other reading found a
name on the page, as one of
:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`'s fallbacks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.phrasenames import shows_person

# "The authors are …", "The author is …", "Corresponding author: …", "Correspondence to: …";
# in German and French too: "Die Autoren sind …", "Die Autorin ist …", "Les auteurs sont …",
# "L'auteure est …" (latex38)
_OPENER_DE_FR = (
    r"(?:die|der)\s+(?:autor(?:en|in(?:nen)?)?)\s+(?:sind|ist)\s+"
    r"|(?:les\s+auteur(?:e?s)|l['\u2019]\s?auteure?)\s+(?:sont|est)\s+"
)
# After a German or French opener, capitalised role nouns read as names ("Directrice
# de Recherche", "Wissenschaftliche Mitarbeiter"): the names must show a person
# (review122).
_FOREIGN = re.compile(rf"^\W{{0,3}}(?:{_OPENER_DE_FR})", re.IGNORECASE)
_OPENER = re.compile(
    r"^\W{0,3}(?:(?:the\s+)?authors?\s+(?:are|is)\s+|corresponding\s+authors?\s*[:.]\s*"
    r"|correspondence\s*(?:to)?\s*[:.]\s*"
    rf"|{_OPENER_DE_FR})",
    re.IGNORECASE,
)
# "Ann Lee and Bo Chen are with …", "Ann Lee is at …": the names are the subject.
_SUBJECT = re.compile(r"^\W{0,3}(?P<who>[^\W\d_].{2,200}?)\s+(?:are|is)\s+(?:with|at|from|in)\s")
# "et" parts names, but not in "et al." (review122: "Corresponding author: Ann Lee et al."
# names no one author)
_SPLIT = re.compile(r"\s*(?:[,;]|\b(?:and|und|et(?!\s+al\b))\b|&)\s*")
# A German article inside a part, not after "von"/"van"/"zu" ("von der Leyen", "van den
# Berg"): a noun phrase in capitals, "Mitglieder der Helmholtz Gemeinschaft" (review122)
_ARTICLE = re.compile(r"(?<!\bvon)(?<!\bvan)(?<!\bzu)\s(?:der|des|dem|den)\s")
_PARENS = re.compile(r"\([^()]*\)")
_MAX_LINES = 16
_STEP = 1.8
"""The footnote's lines stand within this many of their sizes of the one above."""
_SMALLER = 0.5
"""The footnote is set at least this many points smaller than the line above it."""


def footnote_names(lines: Sequence[Line], page_height: float) -> tuple[str, ...]:
    """The names a footnote sentence in the lower half of the first page's ``lines``
    (that page ``page_height`` points tall) introduces as the authors; ``()`` when none
    does (see the module)."""
    for i in note_starts(lines, page_height):
        if not (_OPENER.match(lines[i].text) or _SUBJECT.match(lines[i].text)):
            continue
        names = _names(_sentence(lines, i))
        if names:
            return names
    return ()


def note_starts(lines: Sequence[Line], page_height: float) -> Iterator[int]:
    """The indices of the first page's ``lines`` that may open a note at its foot: in
    the page's lower half, set at least :data:`_SMALLER` points smaller than the line
    above (body text over a note)."""
    if not lines:
        return
    page = lines[0].page
    for i, line in enumerate(lines):
        if line.page != page:
            break
        if i and line.y0 >= page_height / 2 and lines[i - 1].size - line.size >= _SMALLER:
            yield i


def _sentence(lines: Sequence[Line], i: int) -> str:
    """The footnote's text from line ``i``: the lines under it in its type, a line's
    step apart, up to the one ending a sentence outside parentheses."""
    text = lines[i].text.strip()
    last = lines[i]
    for line in lines[i + 1 : i + _MAX_LINES]:
        if _ends(text) or not line.same_type(last):
            break
        if line.page != last.page or not 0 < line.y0 - last.y0 <= _STEP * last.size:
            break
        # "Hai-" / "Bo Kostylev": a hyphen before a capital is kept, one before a
        # lower-case letter breaks a word ("Reyk-" / "javík").
        nxt = line.text.strip()
        if text.endswith("-") and nxt[:1].islower():
            text = text[:-1] + nxt
        elif text.endswith("-"):
            text += nxt
        else:
            text += " " + nxt
        last = line
    return text


_INITIAL_END = re.compile(r"(?:^|\s)[^\W\d_]\.$")


def _ends(text: str) -> bool:
    """Whether ``text`` ends a sentence outside any parentheses (not on an initial:
    "…, A. I." / "Abu-Hamed (…)")."""
    return (
        text.endswith(".") and text.count("(") <= text.count(")") and not _INITIAL_END.search(text)
    )


_ACRONYM = re.compile(r"\s*(?:the\s+)?[A-Z]{2,}\b")


def _place_follows(rest: str) -> bool:
    """Whether ``rest`` (a sentence after "… is with/at/from/in") names a place: an
    institution's or a country's word, or an acronym ("MIT", "ETH Zurich")."""
    return bool(cues.AFFILIATION.search(rest) or cues.COUNTRY.search(rest) or _ACRONYM.match(rest))


def _names(sentence: str) -> tuple[str, ...]:
    """The leading run of parts that each read as one name, in what the sentence's
    opener introduces (or in its subject)."""
    text = sentence
    while True:  # nested parentheses go from the inside out
        shorter = _PARENS.sub(" ", text)
        if shorter == text:
            break
        text = shorter
    opener = _OPENER.match(text)
    if opener:
        who = text[opener.end() :]
    else:
        subject = _SUBJECT.match(text)
        # "… are with/at/in" a place ("Model A and Model B are in the left panel" is
        # no footnote of authors, review107)
        if subject is None or not _place_follows(text[subject.end() :]):
            return ()
        who = subject.group("who")
    names: list[str] = []
    for part in _SPLIT.split(who.strip().rstrip(".").strip()):
        read = names_in_line(part) if part else []
        if len(read) != 1 or _ARTICLE.search(f" {part} "):
            break
        names.append(read[0])
    if _FOREIGN.match(text) and not shows_person(names):
        return ()  # "L'auteure est Directrice de Recherche."
    return tuple(names)


__all__ = ["footnote_names", "note_starts"]
