"""A dropped capital joined to the word it opens (pure).

A magazine's or journal's opening paragraph (an abstract under its heading, a
standfirst) may set its first letter as a dropped capital: one capital letter several
times the text's size, standing alone as its own line at the paragraph's left edge, the
paragraph's first two or three lines set in beside it.  Read as printed, the letter is a
line of its own in large type, which ends an abstract as a larger heading would (the
abstract read empty), and the first word lost its first letter ("n 2nd order …" for
"In 2nd order …").

:func:`undropped` gives a page's lines with each such capital joined to the line it
opens: the capital's line is dropped, the first line beside it opens with the letter
(no space: the letter is the word's first; a space where the capital is "A" or "I"
and the word after it is an English word on its own, "A" / "new method", but not
one that is a word with the letter too before a noun phrase, "A" / "cross the …":
:func:`one_letter_word`), and the
lines set in beside the capital take its left edge, as if it were not there.  A
capital is such a letter where :data:`_MIN_SCALE` times the next line's size or more,
the next line on its page is set right of it by at most :data:`_MAX_GAP` of the text's
size (or into its box by :data:`_OVERLAP` of that size at most: a wide letter's box
reaches past the room it was given, but the line starts right of its middle) and opens
with a letter, and at least two lines after it (that one counted) stand
beside it, their tops inside the capital's height.  A large letter over text, or
beside one line only (a section's letter, a logo), is left as it is.

Nor is a large letter that marks what follows rather than opening its word (abs69): an
interview's "Q" or "A", a masthead's letter logo.  Its first line beside opens with a
word of its own in title case ("Q" / "What made you …", "N" / "Nature of …"; a
dropped capital's line goes on its word: "n this", "HIS STUDY", or follows a letter
that is a word of its own in a language read, :data:`_WORD_LETTERS`: "A" / "New …",
"O" / "Brasil …", "W" / "Polsce …", joined with a space; fix64c), or the text goes on
under the letter at the lines' indent, a hanging indent (a dropped capital's paragraph
goes back to the letter's edge under it).  A title-case word opening with the letter
itself ("A" / "Although …", "S" / "Science …") marks it a marker or a logo still.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.words import english_words, word_at

_MIN_SCALE = 2.0
_MAX_GAP = 3.0
_OVERLAP = 0.5
_MIN_BESIDE = 2
_ONE_LETTER_WORDS = frozenset("AI")
# A word of one capital letter in the languages read (fix64c): a dropped capital may be
# one before a word in title case ("O" / "Brasil …", "E" / "Italia …", "В" / "России …").
_WORD_LETTERS = frozenset("AIOEYUÀÁÉÈÓÅÖVKSZWАВИКОСУЯ")
# Words that open a noun phrase (a determiner, a possessive, a subject pronoun): after
# a word both alone and with the letter ("cross" / "across"), the letter opens it
# ("A" / "cross the region" is "Across the region"; abs72, measured on the shared
# data's English text, arXiv, SciFact and 2Wiki: "a W" before one of these 0 times of
# 837, "aW" before one 638 times).
_PHRASE_OPENERS = frozenset(
    ("the", "an", "this", "these", "those", "our", "their", "its", "his", "her", "each",
     "every", "we", "they")
)  # fmt: skip


def undropped(page: PageLines) -> PageLines:
    """``page`` with its dropped capitals joined to the lines they open (see the
    module), else ``page`` itself."""
    lines = list(page.lines)
    found = [(i, beside) for i in range(len(lines) - 1) if (beside := _beside(lines, i))]
    if not found:
        return page
    for i, beside in reversed(found):
        cap = lines[i]
        first = lines[i + 1]
        spaced = _titled(first.text) or one_letter_word(cap.text, first.text, lines)
        text = cap.text + (" " if spaced else "") + first.text
        lines[i + 1] = replace(first, text=text, lead_text="")
        for j in beside:
            lines[j] = replace(lines[j], x0=cap.x0)
        del lines[i]
    return replace(page, lines=tuple(lines))


def _beside(lines: list[Line], i: int) -> list[int]:
    """The indexes of the lines set beside ``lines[i]`` where it is a dropped capital
    (at least :data:`_MIN_BESIDE`), else none."""
    cap, first = lines[i], lines[i + 1]
    text = cap.text.strip()
    if len(text) != 1 or not text.isupper() or first.page != cap.page:
        return []
    if cap.size < _MIN_SCALE * first.size or not first.text[:1].isalpha():
        return []
    if _titled(first.text) and (text not in _WORD_LETTERS or first.text[0] == text):
        return []  # a word of its own after the letter: a marker or a logo
    edge = cap.x1 - _OVERLAP * first.size  # (a wide letter's box may reach past its room)
    if not (
        edge <= first.x0 <= cap.x1 + _MAX_GAP * first.size and first.x0 > cap.x0 + cap.width / 2
    ):
        return []
    beside = []
    for j in range(i + 1, min(len(lines), i + 6)):
        line = lines[j]
        if line.page != cap.page or not (cap.y0 - first.size <= line.y0 < cap.y1):
            break
        if line.x0 < edge:
            break
        beside.append(j)
    if len(beside) < _MIN_BESIDE or _hanging(lines, cap, beside):
        return []
    return beside


def one_letter_word(letter: str, text: str, lines: Sequence[Line]) -> bool:
    """Whether a dropped capital ``letter`` is a word of its own before the first word
    of ``text`` (the line beside it): "A" or "I" before an English word on its own ("A"
    / "growing body …", "A" / "new method"), not a letter or two that the letter opens
    ("I" / "t is", "A" / "s we"), a word's rest ("A" / "nalysis"), a word the page's
    ``lines`` write whole with the letter ("A" / "cute" where the page writes "acute"),
    nor a word that is one with the letter too where the next word opens a noun phrase
    (:data:`_PHRASE_OPENERS`: "A" / "cross the region", "A" / "round these")."""
    if letter not in _ONE_LETTER_WORDS:
        return False
    word, after = [*text.lower().split(maxsplit=2), "", ""][:2]
    bare = word.strip(",.;:")
    glued, words = letter.lower() + bare, english_words()
    if bare not in words or (len(bare) <= 2 and glued in words):
        return False
    if glued in words and after in _PHRASE_OPENERS:
        return False  # "Across the region" (abs72)
    return not any(
        glued in line.text.lower() and word_at(line.text, glued) is not None for line in lines
    )


def _titled(text: str) -> bool:
    """Whether ``text`` opens with a word in title case (a capital, then lower case)."""
    return text[:1].isupper() and text[1:2].islower()


def _hanging(lines: list[Line], cap: Line, beside: list[int]) -> bool:
    """Whether the line after ``beside`` lies under ``cap`` (within two lines) at the
    indent of the lines beside it, in their size: a hanging indent, no dropped capital."""
    after, last = beside[-1] + 1, lines[beside[-1]]
    if after >= len(lines):
        return False
    line = lines[after]
    return (
        line.page == cap.page
        and cap.y1 <= line.y0 <= last.y1 + 2 * last.size
        and abs(line.x0 - last.x0) <= 1.0
        and abs(line.size - last.size) <= 0.5
    )
