"""Letter-spaced lines closed up (pure).

A class may set a byline, a title or a heading letter-spaced ("S. GAIFFI, MIGUEL
HYLDGAARD" tracked by a fifth of an em).  PyMuPDF then puts a space between every
two letters ("S . G A I F F I , M I G U E L"), and its words are the letters, so
nothing downstream reads a name in it.  The word gaps are still there: they are
wider than the letter gaps (the letter spacing plus the font's word space).

:func:`closed_up` joins the letters of such a line again, from the line's words
(x0, x1, text as ``get_text("words")`` gives them): a line is letter-spaced when
it has at least :data:`_MIN_LETTERS` one-letter words, three of them in a row, and
no word longer than two characters (a kerned pair, "AV", is one word to PyMuPDF),
and its usual gap is at most :data:`_MAX_TRACK_EMS` of its size.  Two words are
one where their gap is no wider than the usual gap by more than
:data:`_WORD_GAP_EMS` of the size (and :data:`_WORD_GAP_RATIO` times).  A line of
ordinary words, or one with a word of three letters, is never touched, nor one of
lower-case letters all evenly apart: in ordinary spacing a word gap is as narrow as a
letter spacing, and such a line is variables or a list in the text ("a b c d"), while
a letter-spaced word set alone is capitals ("A B S T R A C T").  The cheap
test (:data:`_TWO_LETTERS`, one search of the line's text, about 0.6 µs) goes
first.

A letter-spaced line all of whose closed-up words are known words and none a common
given name ("A R T I C L E I N F O", "A B S T R A C T"; not "J O H N S M I T H") is a
heading: its text is closed up (the cues read it), its names are not ("ARTICLE INFO"
is no author; before letter spacing was read, the letters read no name at all).  A
line with a comma, printed or a mark's ("M A R K  W O O D ,  F R A N K  H I L L"), is
a byline however its words read: a heading lists no names.

A word may keep a kerned run of three or four letters ("X i aox i n g" of "Xiaoxing"
in small capitals, "A l e s s a n d ro Z avat ta"; latex47): one in a line, or one in
every :data:`_RUN_SHARE` words: a line of ordinary words has far more.  A short line
whose runs leave no three letters in a row passes the cheap test where most of its
words are a character or two ("P . Pa d ova n i", :func:`_short_words`).

A line tracked more lightly (a title set with ``microtype``'s ``\\textls``, a
seventh of an em) keeps its words whole, but PyMuPDF reads a space where a kerned
pair's gap plus the tracking passes its threshold, splitting a word ("Vitamin D and
ob esity: current p ersp ectives"; latex47).  :func:`closed_tracked` joins two words
whose gap is narrower than :data:`_NARROW_SHARE` of the line's usual gap and
:data:`_NARROW_EMS` of its size, a letter on its left and a small letter on its
right, where the joined word is a known one or either piece is none ("ob" + "esity",
"Homo" + "cysteine"; never "of" + "the").  A line needs :data:`_MIN_GAPS` gaps for
its usual gap to say anything.  Two words joined make no known word in a title of
compounds ("hydro dynamics": "hydrodynamics" is in no word list; latex49): they are
joined where the line's usual gap shows the tracking itself, at least
:data:`_TRACKED_EMS` of its size (a word space and the tracking: 0.51 em at a seventh
of an em, against a third of an em untracked), and the narrow gap is then the
letters' own spacing and a kern, no word space, where each is :data:`_COMPOUND_PIECE`
letters long or more (a compound's pieces, no function word: "of" + "the" stay two).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.wordgaps import Word, gaps_between, usual_gap, without_joins
from tapyre_paper_search.pdf.words import known_word

# Three one-character words in a row: the test a line passes before its words are
# looked at ("G A I", "M . C"); two of them between two words first, which a line of four
# words or more holding three in a row always has (a search that starts with a space is
# five times faster than the lookbehind's).
_TWO_LETTERS = re.compile(r" \S \S ")
_THREE_LETTERS = re.compile(r"(?<!\S)\S \S \S(?!\S)")
_MIN_LETTERS = 4
_LONGEST = 2  # characters a word of a letter-spaced line holds at most (a kerned pair)
_MAX_TRACK_EMS = 0.6
_WORD_GAP_EMS = 0.15
_WORD_GAP_RATIO = 1.6
_LETTERS = re.compile(r"[^\W\d_]+")
_MARK_SHARE = 4  # numbers (affiliation marks) are at most one word in this many
_SHORT_MEAN = 1.8
_LONGEST_RUN = 4  # a kerned run of letters ("aox", "avat") holds at most this many
_RUN_SHARE = 8  # such runs are one word in a line, or at most one in this many
_MIN_GAPS = 3
_NARROW_SHARE = 0.45
_NARROW_EMS = 0.25
_TRACKED_EMS = 0.45  # a line whose usual gap is this wide is tracked (latex49)
_COMPOUND_PIECE = 5  # the least letters of each word joined there ("hydro", "dynamics")
_EDGE = re.compile(r"[^\W\d_]")
_LEAD_LETTERS = re.compile(r"[^\W\d_]+")  # "eptidase" of "eptidase-4"
_TAIL_LETTERS = re.compile(r"[^\W\d_]+$")  # "p" of "latent-p"


def closed_up(text: str, names: str, words: Sequence[Word], size: float) -> tuple[str, str] | None:
    """(``text``, ``names``) with a letter-spaced line's letters joined into its words,
    or None where the line (its ``words`` and type ``size``) is no letter-spaced one.

    ``names`` is the line's text with marks and separators (:mod:`.lines`); a piece
    of it that is none of the words (a mark's comma, a separator) is kept apart; a
    heading's ``names`` (every closed-up word a known word, no comma) stay as given."""
    if not (_TWO_LETTERS.search(text) and _THREE_LETTERS.search(text)) and not _short_words(text):
        return None
    glue = _glue(words, size)
    if glue is None:
        return None
    closed = _close(text, words, glue)
    if "," not in names and _is_heading(closed):
        return closed, names
    return closed, _close(names, words, glue)


def _short_words(text: str) -> bool:
    """Whether ``text``'s words are under :data:`_SHORT_MEAN` characters long on average,
    five words at least ("P . Pa d ova n i": a short name letter-spaced, its kerned runs
    breaking every row of three; latex47); arithmetic only, for every line."""
    spaces = text.count(" ")
    return spaces >= _MIN_LETTERS and len(text) - spaces < _SHORT_MEAN * (spaces + 1)


def _is_heading(text: str) -> bool:
    """Whether every word of closed-up ``text`` is a known word and none a common
    given name ("ARTICLE INFO"; not "JOHN SMITH")."""
    found = _LETTERS.findall(text.lower())
    return bool(found) and all(
        len(word) > 1 and known_word(word) and not is_given_name(word) for word in found
    )


def _glue(words: Sequence[Word], size: float) -> list[bool] | None:
    """Whether each word joins the next (one entry fewer than ``words``), or None
    where the words are no letter-spaced line's."""
    if len(words) < _MIN_LETTERS or size <= 0:
        return None
    letters = digits = runs = 0
    for _, _, word in words:
        if len(word) > _LONGEST_RUN:
            return None
        runs += len(word) > _LONGEST
        letters += len(word) == 1 and word.isalpha()
        digits += word.isdigit()
    if runs > max(1, len(words) // _RUN_SHARE):
        return None
    # a byline's affiliation marks are a few numbers; a row of numbers and letters is none
    if letters < _MIN_LETTERS or digits * _MARK_SHARE > len(words):
        return None
    gaps = gaps_between(words)
    usual = usual_gap(gaps)
    if not 0 < usual <= size * _MAX_TRACK_EMS:
        return None
    wide = max(usual * _WORD_GAP_RATIO, usual + size * _WORD_GAP_EMS)
    glue = [gap <= wide for gap in gaps]
    if all(glue) and all(word.islower() for _, _, word in words if word.isalpha()):
        return None  # one even run of lower-case letters: variables, a list ("a b c d")
    return glue


def closed_tracked(
    text: str, names: str, words: Sequence[Word], size: float
) -> tuple[str, str, list[Word]] | None:
    """(``text``, ``names``, ``words``) with the words of a lightly tracked line that
    PyMuPDF split at a narrow gap joined again ("p ersp ectives" -> "perspectives"), or
    None where no gap of the line is such a split (see the module's docstring)."""
    tracked = _tracked(text, names, words, size, None)
    return None if tracked is None else tracked[:3]


def _tracked(
    text: str, names: str, words: Sequence[Word], size: float, gaps: list[float] | None
) -> tuple[str, str, list[Word], list[float]] | None:
    """:func:`closed_tracked`, and the gaps of the words it gives; ``gaps``: those of
    ``words`` where measured already (:func:`~.wordgaps.gaps_between`)."""
    if len(words) <= _MIN_GAPS or size <= 0:
        return None
    if gaps is None:
        gaps = gaps_between(words)
    usual = usual_gap(gaps)
    narrow = min(usual * _NARROW_SHARE, size * _NARROW_EMS)
    tracked = usual >= size * _TRACKED_EMS
    glue = [
        gap < narrow and _split_word(left[2], right[2], tracked)
        for gap, left, right in zip(gaps, words, words[1:], strict=False)
    ]
    if not any(glue):
        return None
    joined: list[Word] = [words[0]]
    for join, word in zip(glue, words[1:], strict=True):
        if join:
            x0, _, first = joined[-1]
            joined[-1] = (x0, word[1], first + word[2])
        else:
            joined.append(word)
    return (
        _close(text, words, glue),
        _close(names, words, glue),
        joined,
        without_joins(gaps, glue),
    )


def rejoined(
    text: str, names: str, words: Sequence[Word], size: float
) -> tuple[str, str, Sequence[Word]]:
    """(``text``, ``names``, ``words``) of a line with a tracked line's split words joined
    (:func:`closed_tracked`); as given where none is, or where ``names`` differs from
    ``text`` (marks, separators: the pieces would not line up)."""
    return rejoined_gaps(text, names, words, size)[:3]


def rejoined_gaps(
    text: str, names: str, words: Sequence[Word], size: float
) -> tuple[str, str, Sequence[Word], list[float]]:
    """:func:`rejoined`, and the gaps between the words it gives, measured once for
    both (:func:`~.linenames.split_wide_gaps` reads them next; speed59b)."""
    gaps = gaps_between(words)
    tracked = _tracked(text, names, words, size, gaps) if names == text else None
    return (text, names, words, gaps) if tracked is None else tracked


def _split_word(left: str, right: str, tracked: bool = False) -> bool:
    """Whether ``left`` and ``right`` read as the two pieces of one word: a letter ends
        one, a small letter opens the other, and the whole is a known word or either piece
        is none, or, in a ``tracked`` line, both are words of :data:`_COMPOUND_PIECE` letters
    or more ("hydro" + "dynamics"; never "of" + "the")."""
    if not (left and right and _EDGE.match(left[-1]) and right[0].islower()):
        return False
    tail, lead = _TAIL_LETTERS.search(left.lower()), _LEAD_LETTERS.match(right.lower())
    if not (tail and lead):
        return False
    first, second = tail.group(), lead.group()
    if known_word(first + second) or not (known_word(first) and known_word(second)):
        return True
    return tracked and min(len(first), len(second)) >= _COMPOUND_PIECE


def _close(text: str, words: Sequence[Word], glue: Sequence[bool]) -> str:
    """``text`` with the pieces that are ``words`` in order joined where ``glue`` says;
    a piece that is not the next word (a separator, a mark's comma) stays apart and
    stops a join across it, and so does a comma put after a word ("E,"); a word the
    text lacks (a mark left out of it) is passed over, up to two in a row."""
    out: list[str] = []
    k = 0  # the next word to meet
    joinable = False  # whether the last piece out is word k - 1
    for piece in text.split():
        ahead, core = _next_word(piece, words, k)
        if ahead is not None:
            joinable = joinable and ahead == k
            k = ahead
            if joinable and glue[k - 1]:
                out[-1] += core
            else:
                out.append(core)
            k += 1
            out[-1] += piece[len(core) :]
            joinable = core == piece  # a mark's comma after the word stops the join
        else:
            out.append(piece)
            joinable = False
    return " ".join(out)


def _next_word(piece: str, words: Sequence[Word], k: int) -> tuple[int | None, str]:
    """(the index of the word ``piece`` is, among ``words[k]`` and the two after it, or
    None; the part of ``piece`` that word is): a word with a mark's comma put after it
    in ``names`` ("E,") is the word ("E")."""
    end = min(k + 3, len(words))
    for core in dict.fromkeys((piece, piece.rstrip(",;"))):
        if core:
            for j in range(k, end):
                if words[j][2] == core:
                    return j, core
    return None, piece


__all__ = ["closed_tracked", "closed_up", "rejoined", "rejoined_gaps"]
