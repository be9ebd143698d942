"""A name alone on an author card, wrapped inside (pure; names42).

Author cards (acmart's sigconf, a row of centred blocks: name, affiliation, e-mail)
set each person's name on its own line in the card's narrow column; a long name wraps
there ("Eyjólfur Björk" / "Kjartansdóttir").  The byline rules
(:func:`~tapyre_paper_search.pdf.bandbreaks.reads_across_breaks`) join a lone last
word only under a byline of two names or more, and measure the room a line had by the
page's lines that share its width — the title's among them, far wider than a card.

:func:`card_surname` joins the lone word under a single name when the name stands on
a card: another line of the same type is set level with it, clear of its width (the
next card's name, a line that opens a name: latex52's abstract beside names stacked one
a line, "… as a robust design tool in present and future applica-" level with "Dirk
Englund" over "Jelena Vuckovic", is no card), the lone word is one capitalised word in
the name's type, flush with
or centred under it, no dictionary word, place or acronym, and the two together would
not have fitted the card's column (:func:`card_measure`: the lines sharing the name's
width and none of a level neighbour's, so a title across the cards does not count).
The card must show that column (review152): the line under the lone word is in another
type (the affiliation's) and a line of that type is as wide as the name's first line;
a one-word affiliation under a name in the name's own type ("Anna Berg" / "Huawei" /
"Shenzhen") is no surname.  The name's first line may hold its given name alone
(names44: "Jean-Baptiste" / "Uwimanabakiza", read as no name at all before), where that
word is a known given name, or a hyphenated one whose first half is.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.givenwords import word_given_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import NAME_WORD, as_name, is_place
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.wraptail import tail_word

_CARD_LINES = 12
"""How many of the name's line heights down a card's lines reach."""


def _level(other: Line, line: Line) -> bool:
    """Whether ``other`` is set level with ``line`` and clear of its width."""
    return (
        other.page == line.page
        and other.y0 < line.y1
        and other.y1 > line.y0
        and (other.x1 <= line.x0 or other.x0 >= line.x1)
        and other.letters > 0
    )


def card_measure(lines: Sequence[Line], line: Line, level: Sequence[Line]) -> float:
    """The width of ``line``'s card column: from the leftmost start to the rightmost end
    of the page's lines from ``line`` down (within :data:`_CARD_LINES` of its lines) set
    on its axis — centred on its centre or flush with its start — that share some of its
    width and none of any ``level`` line's (the card's own affiliation and e-mail lines,
    not a title across the cards nor the body under them)."""
    centre = line.x0 + line.x1
    own = [
        o
        for o in lines
        if o.page == line.page
        and line.y0 <= o.y0 <= line.y0 + _CARD_LINES * line.size
        and (abs(o.x0 + o.x1 - centre) <= 4 or abs(o.x0 - line.x0) <= 2)
        and not any(o.x0 < n.x1 and o.x1 > n.x0 for n in level)
    ]
    return max(o.x1 for o in own) - min(o.x0 for o in own)


def _card_evidence(lines: Sequence[Line], first: Line, second: Line, level: Sequence[Line]) -> bool:
    """Whether the card's lines under the lone word show a column the name wrapped in
    (review152): the next line down under the name (sharing some of its width and none
    of a ``level`` line's) is in another type, the affiliation's, and a line of that
    type there is as wide as the name's first line.  A card in one type throughout
    ("Anna Berg" / "Huawei" / "Shenzhen") or one whose lines are all narrower than the
    name gives no column: its lone word is an affiliation, as on d1cd53c5."""
    below = sorted(
        (
            o
            for o in lines
            if o.page == first.page
            and second.y0 < o.y0 <= first.y0 + _CARD_LINES * first.size
            and o.x0 < first.x1
            and o.x1 > first.x0
            and not any(o.x0 < n.x1 and o.x1 > n.x0 for n in level)
        ),
        key=lambda o: o.y0,
    )
    if not below or below[0].same_type(first):
        return False
    return any(o.width >= first.width for o in below if o.same_type(below[0]))


def _opens_name(text: str, *, unlisted: bool = False) -> bool:
    """Whether ``text``, a card's first line, opens a person's name: two or three words
    that read as a name, or (names44) one given name alone, a hyphenated one read by
    its first half ("Jean-Baptiste" / "Uwimanabakiza": the given name filled the
    card's line).  ``unlisted`` (names45) takes one capitalised word no list holds too
    ("Hrafnhildur"), no dictionary word nor place, where the name was already read
    across the break and only its place is asked (:func:`card_anchor`)."""
    if " " in text:
        return bool(as_name(text))
    if NAME_WORD.match(text) is None:
        return False
    return is_given_name(text.split("-", maxsplit=1)[0]) or (unlisted and tail_word(text))


def _card_tail(word: str) -> bool:
    """Whether ``word``, alone on the line under a card's name, may be the name's wrapped
    last word though a dictionary knows it (bylines47): shaped as a name's word
    ("Hansen", "Booth", "Marsh": the English list holds many surnames), no given name
    (a second person's: "Doug"), and naming no institution, firm, country or place.
    The card's layout (a neighbour card, an affiliation column, a line too narrow for
    both) is the evidence; the word list is none either way.  Two words under the name
    must each pass :func:`~tapyre_paper_search.pdf.wraptail.tail_word` as before
    ("Kyle Lo" over "Doug Downey" are two people)."""
    return (
        not is_given_name(word)
        and not word_given_name(word)
        and word[:1].isupper()
        and not word.isupper()
        and NAME_WORD.match(word) is not None
        and not cues.has_affiliation(word)
        and not cues.has_country(word)
        and not is_organisation([word])
        and not is_place(word)
    )


def _whole_name(text: str) -> bool:
    """Whether ``text``, a card's first line, is a whole name by itself: a given name
    first and a last word that is no given name, its surname ("Petra Sokolov", "Anna
    Berg"; review46).  A dictionary word under it is the card's next line, a role or a
    standing ("Moderator", "Independent"), no wrapped surname
    (:func:`_card_tail` asks a name that wants one: "Christopher Alexander", "Margarethe
    Wilhelmina")."""
    words = text.split()
    return (
        len(words) >= 2
        and is_given_name(words[0])
        and not is_given_name(words[-1])
        and not word_given_name(words[-1])
    )


def _centred_under(first: Line, second: Line) -> bool:
    """Whether ``second`` is centred under ``first``: the centres within 0.6 of the name's
    size (names45: a letter a font measures otherwise than the text layer's box gives it,
    the "ð" of "Guðmundsdóttir", sets the line 4-7 pt off the card's axis on a 12-pt
    name; round 42 allowed 2 pt, which left such a wrap two names)."""
    return abs(first.x0 + first.x1 - second.x0 - second.x1) <= max(4.0, 1.2 * first.size)


def card_surname(
    lines: Sequence[Line], first: Line, second: Line, *, unlisted: bool = False
) -> bool:
    """Whether ``second`` is the rest of the single name ``first`` wrapped inside its
    author card (see the module): its last word, or (names45) its last two words under
    a first line of two words or more ("Ólafur Ragnar" / "Kristjánsson Jónsson", two
    names apart).  ``unlisted``: see :func:`_opens_name`."""
    rest = (second.names or second.text).strip().rstrip(",;*†‡").split()
    text = (first.names or first.text).strip().rstrip(",;*†‡")
    if not 1 <= len(rest) <= min(2, len(text.split())):
        return False
    if not all(map(tail_word, rest)) and not (
        len(rest) == 1 and _card_tail(rest[0]) and not _whole_name(text)
    ):
        return False  # "Hansen" alone under "Margarethe Wilhelmina" (bylines47)
    if not 1 <= len(text.split()) <= 3 or "," in text or not first.same_type(second):
        return False
    if abs(first.x0 - second.x0) > 2 and not _centred_under(first, second):
        return False
    if not _opens_name(text, unlisted=unlisted):
        return False
    level = [
        o
        for o in lines
        if _level(o, first) and o.same_type(first) and _opens_name(o.names or o.text)
    ]
    if not level:
        return False  # no card beside it: a byline's rules apply
    if not _card_evidence(lines, first, second, level):
        return False
    room = card_measure(lines, first, level)
    return first.width + second.width + first.size * 0.25 > room


def card_anchor(lines: Sequence[Line], zone: Sequence[int], i: int, j: int) -> list[str]:
    """The name a card's name read across its break (``lines[i]`` / ``lines[j]``) goes
    after (names44): where ``lines[i]`` alone reads as no name (a given name alone,
    "Jean-Baptiste"; names45: one no list holds, "Hrafnhildur", where it opens its card,
    :func:`_line_over`) and the two lines are a card's wrapped name (:func:`card_surname`),
    the last name of the nearest ``zone`` line before it that reads as names (the card
    to its left), so the cards' order holds; ``[]`` otherwise (the name then goes last,
    :func:`~tapyre_paper_search.pdf.wrappednames.with_wrapped_names`)."""
    first = lines[i]
    if names_in_line(first.names or first.text, lenient=True) or _line_over(lines, first):
        return []
    if not card_surname(lines, first, lines[j], unlisted=True):
        return []
    for h in sorted((h for h in zone if h < i), reverse=True):
        found = names_in_line(lines[h].names or lines[h].text, lenient=True)
        if found:
            return found[-1:]
    return []


def _line_over(lines: Sequence[Line], line: Line) -> bool:
    """Whether a line in ``line``'s type stands right over it, a line's step or less up
    and sharing some of its width: ``line`` opens no card ("Anna Berg" over "Huawei" /
    "Shenzhen": a one-word affiliation under a name, no name wrapped)."""
    return any(
        o.page == line.page
        and 0 < line.y0 - o.y0 <= 2 * line.size
        and o.x0 < line.x1
        and o.x1 > line.x0
        and o.same_type(line)
        for o in lines
    )


def card_names(lines: Sequence[Line], i: int, j: int, across: str) -> list[str]:
    """The names read across the break ``lines[i]`` / ``lines[j]`` (``across``, the two
    lines' text joined): one name where the two lines are a card's name wrapped inside
    it (:func:`card_surname`) and ``across`` reads as one (names45: "Ólafur Ragnar" /
    "Kristjánsson Jónsson", which the byline rules read as two people run together;
    the card holds one), else the byline rules' names."""
    found = names_in_line(across, lenient=True)
    if len(found) < 2 or not card_surname(lines, lines[i], lines[j]):
        return found
    whole = as_name(across)
    return [whole] if whole else found


__all__ = ["card_anchor", "card_measure", "card_names", "card_surname"]
