"""Names given only in an "About the authors" box (pure).

A blog post or a magazine's web article may print no byline with names ("By the
editorial team") and name its authors only in a box under the summary: a heading
"About the author(s)" ("Über die Autoren", "À propos des auteurs", "Sobre los
autores") over sentences, each opening with a person's name ("Ann Lee is a
Professor at …", "Bo Chen was …").

:func:`bio_names` reads them: the box's heading is a short line alone (one of
:data:`_HEADING`'s forms) among the first :data:`_MAX_LINES` lines after ``start``
on the page; the lines under it, until a heading, a wide gap or another page, are
the box; a name is a run of capitalised words and initials at the start of a
sentence (not opening with an article or a possessive: "The Editorial Board is",
review103) right before a verb that opens a biography ("is", "was", "has", "holds",
"works", "leads"; "ist", "war", "est", "es", …) and must read whole as a name
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`, not lenient).  A card
with no such sentence ("ABOUT THE AUTHOR" over "I. Grabec" over a note) gives the
lines of the box that are each a name whole, alone on their line (review125).  It is
asked only where no other reading found a name on the page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.notnames import BIO_HEADING as _HEADING

_MAX_HEADING_CHARS = 32
"""The box's heading is short (the cheap test that comes first)."""
_MAX_LINES = 60
_MAX_BOX_LINES = 24
_GAP = 2.5
"""The box's lines stand within this many of their heights of the one above."""
_VERB = re.compile(
    r"\s(?:is|was|has|holds|works|leads|received|ist|war|hat|leitet|arbeitet|est|était"
    r"|dirige|travaille|es|fue|trabaja|è|lavora)\s"
)
# A capitalised word or an initial ("Šrámek", "O'Neil", "E.", "J.-P."), in any script.
_NAME_WORD = re.compile(r"(?:[^\W\d_][\w'’-]*\.?|[^\W\d_]\.(?:-?[^\W\d_]\.)*)")
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "du", "del", "la", "le"})
_MAX_NAME_WORDS = 5
# A subject opening with an article or a possessive is a body, not a person ("The
# Editorial Board is grateful", "Our Lab has", "Die Redaktion hat": review103).
_DETERMINERS = frozenset(
    (
        "the", "this", "these", "those", "our", "their", "its", "his", "her",
        "der", "die", "das", "les", "los", "il", "lo",
    )
)  # fmt: skip


def bio_names(lines: Sequence[Line], start: int) -> tuple[str, ...]:
    """The names opening the sentences of an "About the authors" box after
    ``lines[start]`` (see the module); ``()`` where there is none."""
    if start >= len(lines):
        return ()
    page = lines[start].page
    for i in range(start, min(len(lines), start + _MAX_LINES)):
        line = lines[i]
        if line.page != page:
            return ()
        if len(line.text) <= _MAX_HEADING_CHARS and _HEADING.fullmatch(line.text):
            box = _box(lines, i)
            return _names(" ".join(lines[j].text for j in box)) or _name_lines(lines, box)
    return ()


def _name_lines(lines: Sequence[Line], box: Sequence[int]) -> tuple[str, ...]:
    """The lines of a card's ``box`` that are each one name whole, read strictly, set in
    the type of its first line, which is one ("I. Grabec" in bold over "Researcher at
    …"; a "Read more" in the note's type is none)."""
    found: list[str] = []
    first = lines[box[0]] if box else None
    for j in box:
        line, text = lines[j], lines[j].text.strip()
        if first is None or line.bold != first.bold or abs(line.size - first.size) > 0.3:
            continue
        read = names_in_line(text) if len(text.split()) <= _MAX_NAME_WORDS else []
        if len(read) == 1 and read[0] not in found and len(read[0]) >= len(text) - 1:
            found.append(read[0])
        elif j == box[0]:
            return ()
    return tuple(found)


def _box(lines: Sequence[Line], heading: int) -> list[int]:
    """The lines under the box's ``heading`` that go on with its text."""
    out: list[int] = []
    above = lines[heading]
    for j in range(heading + 1, min(len(lines), heading + 1 + _MAX_BOX_LINES)):
        line = lines[j]
        if line.page != above.page or line.y0 - above.y1 > _GAP * above.size:
            break
        if out and line.bold and not above.bold and line.size > above.size * 1.1:
            break  # a heading
        out.append(j)
        above = line
    return out


def _names(text: str) -> tuple[str, ...]:
    """The names before a biography's verb, each at a sentence's start in ``text``."""
    found: list[str] = []
    for match in _VERB.finditer(text):
        name = _sentence_subject(text[: match.start()])
        if not name:
            continue
        read = names_in_line(name)
        if len(read) == 1 and read[0] not in found and len(read[0]) >= len(name) - 1:
            found.append(read[0])
    return tuple(found)


def _sentence_subject(before: str) -> str:
    """The capitalised words right before a verb, where they open a sentence: ``before``
    is the text up to the verb; ``""`` where the words run on from a sentence."""
    words = before.split()
    taken: list[str] = []
    while words and len(taken) < _MAX_NAME_WORDS:
        word = words[-1]
        capital = word[:1].isupper() and _NAME_WORD.fullmatch(word) is not None
        if not (capital or (taken and word in _PARTICLES)):
            break
        if word.endswith(".") and len(word.rstrip(".")) > 1:
            break  # a sentence's end ("Biology."), not an initial ("E.")
        taken.insert(0, words.pop())
    if not taken or taken[0] in _PARTICLES or taken[0].lower() in _DETERMINERS:
        return ""
    if words and not words[-1].endswith((".", "!", "?", ":")):
        return ""  # the words run on from a sentence ("… at Ann Lee is …")
    return " ".join(taken)
