"""Dashes at line ends (pure): a word hyphenated across a line break rejoined or kept.

:func:`~tapyre_paper_search.pdf.normalize.normalize_text` hands its stripped lines to
:func:`rejoin_hyphenated`: ``sum-\\nmaries`` becomes ``summaries`` unless the hyphen is
a compound's (``state-of-the-\\nart``), its head an acronym (``EGFR-\\ndriven``), a
single letter or a name ending in a digit, the hyphenated form occurs elsewhere in the
text (:func:`hyphenated_words`) or is known, or the joined word is no known word while
both parts are (:mod:`~tapyre_paper_search.pdf.lexiconhyphens`); a dash before a capital
or a digit stays with the break gone, and a suspended hyphen before a conjunction
(:data:`CONJUNCTION`) keeps the break: after an acronym ("TNF-" / "or LPS-induced"), or
after any word where a hyphenated word follows the conjunction ("time-" / "and
dose-dependent", "short-" / "or long-term"; :func:`suspended_at`: no hyphenation leaves
a conjunction and then a compound).  An engine that draws a justified line's words one
by one gives each word as a line of its own, so such a break also stands mid-line
("time- " / "and" / "dose-dependent"; producer59).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from tapyre_paper_search.pdf.casebreak import capitals_join
from tapyre_paper_search.pdf.lexiconhyphens import words_keep
from tapyre_paper_search.pdf.namedheads import capital_breaks
from tapyre_paper_search.pdf.suspendedheads import suspended_head

# A head ending in a digit and up to three letters: a gene's or a product's name
# ("Gfi1b", "Wnt3a", "p53"), no syllable a hyphenation leaves (words53).
_DIGIT_NAME_END = re.compile(r"\d[^\W\d_]{0,3}$")
# A dash at the end of a (stripped) line: where words may need rejoining.  The match is
# the line break (the dash before it: ``match.start() - 1``): a pattern opening with a
# literal is searched for at C speed, one opening with a class of three dashes is tried
# at every character (4-6 times slower over a page; speed39s).
_LINE_END_DASH = re.compile("\n(?<=[-—–]\n)")
_PRIMES = "'’′″"
_CLOSERS = ")]"  # a hyphen after a bracket joins a compound: hyphenation splits words
_WORD_START = re.compile(r"\w+")
_HYPHENATED_WORD = re.compile(r"(?<![\w-])\w+(?:-\w+)+")
_NON_SPACE = re.compile(r"\S*")
_HEAD_BACKWARDS = re.compile(r"[\w-]{0,64}")
# A conjunction after a hyphen: the hyphen is a suspended one ("pre- and post-").
CONJUNCTION = r"(?:and|or|nor|to|as|vs|versus|und|et|ou)\b"
# A suspended hyphen's conjunction ("[3H]-" / "and [14C]-thymidine"): the break stays.
_STARTS_CONJUNCTION = re.compile(CONJUNCTION, re.IGNORECASE)
# A conjunction, then a word with a hyphen in it or at its end ("and dose-dependent",
# "and post-", a chemical's locant "and 4'-methyl": abs71), a line break allowed between
# them: the hyphen before is a suspended one.
_SUSPENDED = re.compile(CONJUNCTION + r"[ \t]*\n?[ \t]*[^\W_][\w'’′]*-", re.IGNORECASE)


def hyphenated_words(text: str) -> set[str]:
    """The lower-cased hyphenated words of ``text`` not broken across lines."""
    if "-" not in text:
        return set()
    # Only the words (runs of non-space, as str.split() cuts them) around a hyphen are
    # read: one regex over the whole text, or a loop over all its words, is slower.
    found: set[str] = set()
    backwards = text[::-1]
    size = len(text)
    at = text.find("-")
    while at >= 0:
        start = size - _NON_SPACE.match(backwards, size - 1 - at).end()  # type: ignore[union-attr]
        end = _NON_SPACE.match(text, at).end()  # type: ignore[union-attr]
        for match in _HYPHENATED_WORD.finditer(text, start, end):
            found.add(match.group().lower())
        at = text.find("-", end)
    return found


def rejoin_hyphenated(
    text: str,
    known: Collection[str] | None,
    words: Collection[str] | None = None,
    *,
    known_has_own: bool = False,
) -> str:
    """Resolve dashes at line ends; ``text``'s lines are stripped and collapsed
    (``known_has_own``: ``known`` holds :func:`hyphenated_words` of ``text``).

    ``word-\nword``: rejoined without the hyphen, unless the head is a compound
    (``state-of-the-``), a number, a single letter (``X-\nray``) or an acronym
    (``EGFR-\ndriven``), the hyphenated
    form is known, the joined word is unknown while both parts are known words, or
    :func:`~tapyre_paper_search.pdf.breakcompounds.kept_hyphen` keeps it.
    ``word-\nWord`` / ``word-\n19`` / ``word—\nword`` / ``(Aire)-\nmediated`` /
    ``Ca2+-\ndependent``: the dash
    stays, the break goes (not before a conjunction: ``[3H]-\nand [14C]-`` is a
    suspended hyphen, and so is ``TNF-\nor LPS-``).  A suspended hyphen before a
    conjunction keeps its hyphen and the break becomes a space: after an acronym
    (``TNF-\nor LPS-induced``), before a word written with a hyphen
    (``time-\nand dose-dependent``: :func:`suspended_at`) or after a prefix's head
    (``homo-\nand heterodimers``: :func:`~.suspendedheads.suspended_head`); a blank line
    between the two blocks goes with the break (``A-\n\nand B-type``).
    Otherwise the break stays (and becomes a space later).
    """
    if not _LINE_END_DASH.search(text):
        return text
    own_hyphenated: set[str] | None = None  # read on first need, like the lexicon
    backwards = text[::-1]  # where a word before a dash starts: read backwards
    size = len(text)
    lexicon: list[Collection[str]] = []  # built on first need: most breaks are plain words
    out: list[str] = []
    last = 0
    for match in _LINE_END_DASH.finditer(text):
        at = match.start() - 1  # the dash
        before = text[at - 1] if at else ""
        if before in _PRIMES and at > 1 and text[at - 2].isalnum():
            before = text[at - 2]  # "2'-" / "Phosphate", "5′-" / "end": a prime ends the word
        following = text[match.end() : match.end() + 1]
        if (
            before
            and (before in _CLOSERS or _charge(text, at))
            and text[at] == "-"
            and following.isalnum()
            and not _STARTS_CONJUNCTION.match(text, match.end())
        ):
            out.extend((text[last:at], "-"))  # "(Aire)-" / "mediated": no word is split
            last = match.end()
            continue
        if not (before.isalnum() or before == "_"):
            continue
        dash = text[at]
        end = _break_end(text, match.end(), dash)  # past a blank line: "Macrovascu-" / "" / "lar"
        following = text[end : end + 1]
        if (
            dash == "-"
            and following.isupper()
            and capitals_join(text, at, match.end(), known, words)
        ):
            replacement = ""  # "microR-" / "NAs", "IM-" / "PACT": a word broken
        elif dash in "—–" or following.isupper() or following.isdigit():
            replacement = dash
        elif following.islower():
            # Up to 64 word characters and hyphens right before the dash.
            run = _HEAD_BACKWARDS.match(backwards, size - at)
            begin = at - (run.end() - run.start()) if run else at
            head = text[begin:at].lstrip("-")
            tail = _WORD_START.match(text, end)
            second = tail.group() if tail else ""
            word = f"{head}-{second}".lower()
            if _before_conjunction(text, end) and (
                _is_acronym(head)
                or suspended_at(text, end)
                or suspended_head(head, text, end, words)
            ):
                # "TNF-" / "or LPS-induced", "time-" / "and dose-dependent" (producer59): a
                # suspended hyphen, the break a space; and after a word's head, "homo-" /
                # "and heterodimers"; a blank line between the two blocks ("A-" / "" /
                # "and B-type") goes (latex60)
                out.extend((text[last:at], "-\n"))
                last = end
                continue
            # A compound ("state-of-the-") or a number ("COVID-19-") keeps its hyphen.
            # So does a one-letter head ("K-" / "e+ decays", "X-" / "ray"): no
            # hyphenation leaves a single letter before the break.
            # So does an acronym ("EGFR-" / "driven", "MAP-" / "kinase"): hyphenation splits
            # words, and no word's first piece is two capitals or more with no small letter,
            # and a name ending in a digit and up to three letters ("Gfi1b-" / "deficient",
            # "Wnt3a-"): no hyphenation splits a word with a digit in it (words53).
            compound = (
                "-" in head
                or len(head) < 2
                or bool(_DIGIT_NAME_END.search(head))
                or bool(known and word in known)
                or _is_acronym(head)
            )
            if not compound and not known_has_own:  # else: not in known, so not its own
                if own_hyphenated is None:
                    own_hyphenated = hyphenated_words(text) | capital_breaks(text, words)
                compound = word in own_hyphenated
            if not compound:
                compound = words_keep(
                    head,
                    second,
                    text,
                    end,
                    lexicon=lexicon,
                    words=words,
                    written=(known or (), own_hyphenated or ()),
                )
            replacement = "-" if compound else ""
        else:
            continue
        out.extend((text[last:at], replacement))
        last = end
    out.append(text[last:])
    return "".join(out)


def _break_end(text: str, end: int, dash: str) -> int:
    """Where the piece after a line-end ``dash`` starts (``end``: after its line break):
    past one blank line where a block opens with two small letters after a hyphen (a
    word cut across two blocks, "Macrovascu-" / "" / "lar": a break leaves two letters
    at least, and "a)" opens a footnote; hyph55), else ``end``."""
    opening = text[end + 1 : end + 3]
    if text[end : end + 1] == "\n" and dash == "-" and opening.isalpha() and opening.islower():
        return end + 1
    return end


def _charge(text: str, at: int) -> bool:
    """Whether the dash at ``at`` follows an ion's charge ("Ca2+-" / "dependent", "Na+-"
    / "coupled": a "+" after a letter or digit, a letter after the break): no hyphenation
    splits a word there, so the hyphen is the compound's (hyphens48)."""
    return (
        at > 1
        and text[at - 1] == "+"
        and text[at - 2].isalnum()
        and text[at + 2 : at + 3].isalpha()
    )


def _before_conjunction(text: str, at: int) -> bool:
    """Whether a conjunction starts at ``at`` ("or LPS-induced"), not the middle word
    of a compound ("to-RNA")."""
    found = _STARTS_CONJUNCTION.match(text, at)
    return found is not None and text[found.end() : found.end() + 1] != "-"


def suspended_at(text: str, at: int) -> bool:
    """Whether the line after a line-end hyphen, opening at ``at``, opens with a
    conjunction and then a word written with a hyphen ("and dose-dependent", "or
    long-term", "and post-", "and 4'-methyl"): the hyphen is a suspended one, no word broken; a
    conjunction hyphenated to the next word ("and-error") is a compound's middle."""
    return _SUSPENDED.match(text, at) is not None


def _is_acronym(head: str) -> bool:
    """Whether ``head`` is written in capitals (digits allowed), two letters at least."""
    return head.isupper() and sum(map(str.isupper, head)) >= 2
