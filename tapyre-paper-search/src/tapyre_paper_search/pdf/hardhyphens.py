"""Hard hyphens at line ends in a document that never hyphenates (pure).

A word processor breaks a line after a hyphen the author typed ("anterior-" /
"pharynx", "EGFR-" / "driven") and does not hyphenate words; TeX hyphenates
("summa-" / "ries").  The text alone does not tell the two apart when the
joined word is no known word ("anteriorpharynx" reads like a hyphenated
"anterior-pharynx" and like a hyphenated technical term), so the reader's
line-end rule (:func:`~tapyre_paper_search.pdf.normalize.normalize_text`)
rejoins such a break without its hyphen.

The document tells them apart.  :func:`hard_breaks` reads every break after a
hyphen between letters in the document's text and counts those whose joined
word is a word (in the shipped English or German list, or written whole
elsewhere in the document) or splits it into two pieces neither of which is a
word: a document that hyphenates splits plain words ("infor-" / "mation") and
leaves pieces ("neo-" / "plasm"), and four pages of it split several.  When there
are at least :data:`MIN_BREAKS` breaks and every one joins two parts of which one
at least is a word into no word, the document does not hyphenate: every break's
hyphen is the author's.  Technical compounds the lists lack ("fructo-" /
"oligosaccharide") split into two pieces neither of which is a word, as hyphenation
does; where no break joins into a word, one such break for three compounds of words
still leaves the document one that never hyphenates (names47: an office paper's
"transcriptase-" / "polymerase" was joined).  :func:`restore` puts it
back into a title or an abstract the reader joined without it.

German writes compounds whole and the word lists lack most of them
("untersuchungen", "wärmeleitfähigkeit"), so a break between the words of a
compound ("Unter-" / "suchungen", "Wärme-" / "leitfähigkeit") looks like a typed
hyphen.  A German noun compound typed with a hyphen capitalises the noun after it
("Wärme-Leitfähigkeit"): in a German document a capitalised head (not an acronym)
before a tail in lower case is a noun broken by hyphenation.

A verb and its particle made a noun ("cut-" / "off", "follow-" / "up", "drop-" /
"out") joins into a word either way ("cutoff", "followup"): papers write both, so such
a break tells nothing of the document and is not counted either way; where the other
breaks show a document that never hyphenates, its hyphen is the author's too (names47:
"cut-off" was read "cutoff").

A prefix and a word ("Anti-" / "tumor", "co-" / "receptor", "non-" / "invasive") join
into a word either way too ("antitumor" and "anti-tumor" are both written): such a break
is not counted against the document either (hyphens48: an office title's "Anti-" /
"tumor" was joined "Antitumor").  It counts towards :data:`MIN_BREAKS` beside one break
at least that tells (a short office paper's "Anti-" / "tumor" and "Aire-" / "independent"
are its only two); a particle noun's does not (names47's control: "cut-" / "off" and one
typed break are too few).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable

from tapyre_paper_search.pdf.compoundtails import PREFIXES
from tapyre_paper_search.pdf.words import known_word, word_language

# Breaks a document needs before its breaks speak for it: a short text with one
# break of a technical word may be a hyphenating one.
MIN_BREAKS = 2
# Breaks into two pieces neither a word ("fructo-" / "oligosaccharide": technical terms
# the lists lack) a document that never hyphenates may hold, one for this many of its
# compounds of words, where no break joins into a word (names47).
_PIECES_PER_TELLING = 3
# The particles that close a noun made of a verb ("cut-off", "set-up", "drop-out",
# "break-down", "turn-over", "feed-back"): a break before one after a word of three
# letters or more joins into a word whether or not the author typed its hyphen.
_PARTICLES = frozenset(("off", "up", "out", "down", "over", "back"))
# Prefixes a word is written after both closed and with a hyphen ("antitumor" and
# "anti-tumor", "coreceptor" and "co-receptor"; hyphens48): the reference lists' prefixes
# (compoundtails) and "co".
_OPEN_PREFIXES = PREFIXES | {"co"}
# A break after a hyphen between letters, the next line opening in lower case:
# the head (two letters or more, no hyphen: "state-of-the-" is a compound
# whatever the producer) and the tail's letters.
_BREAK = re.compile(r"(?<![\w-])([^\W\d_]{2,})-\n([^\W\d_A-Z]{2,})(?![\w-])")
# The letters right before a "-\n", read in the reversed text (a maximal run).
_LETTERS = re.compile(r"[^\W\d_]*")


def line_end_breaks(texts: Iterable[str]) -> list[tuple[str, str]]:
    """Every ``(head, tail)`` of a break after a hyphen between letters in ``texts``
    (a page's lines, stripped, one a line), the tail in lower case."""
    found: list[tuple[str, str]] = []
    for text in texts:
        if "-\n" in text:
            found.extend(_breaks_of(text))
    return found


def _breaks_of(text: str) -> list[tuple[str, str]]:
    """``_BREAK.findall(text)``, with the pattern tried only where it can match.

    Every match holds one "-\n" and starts where the run of letters before it
    starts (its look-behind fails inside a run), and matches cannot overlap (a
    tail ends before a character that is neither a word character nor a hyphen).
    So the pattern is tried once at the start of each "-\n"'s run of letters,
    found by reading the reversed text, instead of at every position of the page."""
    found: list[tuple[str, str]] = []
    backwards = text[::-1]
    size = len(text)
    at = text.find("-\n")
    while at >= 0:
        run = _LETTERS.match(backwards, size - at)
        begin = at - (run.end() - run.start()) if run else at
        if at - begin >= 2:
            match = _BREAK.match(text, begin)
            # (the pattern leaves out only ASCII capitals: "Wärme-" / "Übertragung" keeps
            # its hyphen, an author's, and is no break in lower case)
            if match is not None and not match.group(2)[0].isupper():
                found.append((match.group(1), match.group(2)))
        at = text.find("-\n", at + 2)
    return found


def hard_breaks(texts: Collection[str], words: Collection[str]) -> list[tuple[str, str]]:
    """The line-end breaks of a document that never hyphenates, whose hyphens are
    all the author's; ``[]`` when it hyphenates or has too few breaks to tell.

    ``texts`` are the document's pages (lines stripped, one a line), ``words`` its
    own words written whole (:class:`~tapyre_paper_search.pdf.words.LazyVocabulary`).
    A break joins into a word when the joined lower-case word is a known word or one
    of ``words``; a break between two pieces neither of which is such a word (of three
    letters or more) is hyphenation too, and so is one after a capitalised head in a
    German document (:func:`~tapyre_paper_search.pdf.words.word_language`)."""
    breaks = line_end_breaks(texts)
    if len(breaks) < MIN_BREAKS:
        return []

    def word(piece: str) -> bool:
        piece = piece.lower()
        return known_word(piece) or piece in words

    telling = pieces = prefixed = 0
    for head, tail in breaks:
        if _particle_noun(head, tail, word):
            continue  # "cut-" / "off": "cutoff" and "cut-off" are both written
        if _prefixed_word(head, tail, word):
            prefixed += 1  # "Anti-" / "tumor": "antitumor" and "anti-tumor" too
            continue
        if word(head + tail):
            return []  # "infor-" / "mation": a plain word hyphenated
        if _whole(head, word) or _whole(tail, word):
            telling += 1
        else:
            pieces += 1  # "neo-" / "plasm", or a typed "fructo-" / "oligosaccharide"
    if (
        not telling
        or telling + prefixed < MIN_BREAKS
        or (pieces and telling < _PIECES_PER_TELLING * pieces)
    ):
        return []
    if any(map(_capitalised, (head for head, _ in breaks))) and (
        word_language("\n".join(texts)) == "de"
    ):
        return []  # "Unter-" / "suchungen": a German noun hyphenated
    return breaks


def splits_plain_word(head: str, tail: str, word: Callable[[str], bool]) -> bool:
    """Whether the break ``head`` / ``tail`` joins into a word (``word``: whether a piece
    is one) and is neither a particle noun nor a prefixed word: a plain word a
    hyphenating producer split ("infor-" / "mation"), the evidence :func:`hard_breaks`
    reads (hyphens49's :mod:`~tapyre_paper_search.pdf.closedjoins` reads it too)."""
    return (
        not _particle_noun(head, tail, word)
        and not _prefixed_word(head, tail, word)
        and word(head + tail)
    )


def _particle_noun(head: str, tail: str, word: Callable[[str], bool]) -> bool:
    """Whether ``head`` / ``tail`` is a verb of small letters (three or more) and a
    particle closing a noun ("cut" / "off", "follow" / "up"; see the module docstring)."""
    return tail in _PARTICLES and head.islower() and _whole(head, word)


def _prefixed_word(head: str, tail: str, word: Callable[[str], bool]) -> bool:
    """Whether ``head`` / ``tail`` is a prefix (:data:`_OPEN_PREFIXES`) and a word of three
    small letters or more ("Anti" / "tumor", "co" / "receptor"; see the module
    docstring)."""
    return head.lower() in _OPEN_PREFIXES and tail.islower() and _whole(tail, word)


def _capitalised(head: str) -> bool:
    """Whether ``head`` is a word with a capital first letter and small letters
    after ("Unter", not "EGFR")."""
    return head[0].isupper() and not head.isupper()


def _whole(piece: str, word: Callable[[str], bool]) -> bool:
    """Whether ``piece`` of a broken word is a word of three letters or more: a
    compound the author typed joins words ("anterior-pharynx", "EGFR-driven" where
    the paper writes EGFR), hyphenation leaves pieces ("neo-" / "plasm")."""
    return len(piece) >= 3 and word(piece)


def restore(text: str, breaks: Iterable[tuple[str, str]]) -> str:
    """``text`` (a title, an abstract) with each break's words joined without the
    hyphen ("anteriorpharynx") given it back ("anterior-pharynx")."""
    for head, tail in breaks:
        joined = head + tail
        if joined in text:
            text = re.sub(rf"(?<![\w-]){re.escape(joined)}(?![\w-])", f"{head}-{tail}", text)
    return text
