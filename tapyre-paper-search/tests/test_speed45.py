"""speed45 (issue 25, extraction speed, third pass): a line's names text with fewer
reads of its spans.

:func:`~tapyre_paper_search.pdf.linenames.names_text` asks of a space-only span whether
it fills a wide gap between two names (:func:`~tapyre_paper_search.pdf.linenames._names_apart`).
PyMuPDF gives every space between two words as a span of its own (most of a LaTeX
line's spans), and nearly all of them are as narrow as a word space: the gap is now
tested before the two spans beside the space are read, and the tests that need no
neighbour (a first or last span, no text before it) before the call.  The spies
count the span reads; the labelled controls give the exact answers.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest
from tapyre_paper_search.pdf import cues, fontstyle, linenames, namewords
from tapyre_paper_search.pdf.linenames import SEPARATOR, names_text
from tapyre_paper_search.pdf.linepieces import pieces


class _Span(dict[str, Any]):
    """A span dict that counts how often its ``size`` is read."""

    reads = 0

    def get(self, key: str, default: Any = None) -> Any:
        if key == "size":
            _Span.reads += 1
        return super().get(key, default)


def _span(text: str, x0: float, x1: float, size: float = 10.0, flags: int = 4) -> _Span:
    return _Span(text=text, size=size, flags=flags, bbox=(x0, 100.0, x1, 110.0))


def _words(*placed: tuple[str, float, float]) -> list[_Span]:
    return [_span(text, x0, x1) for text, x0, x1 in placed]


def _size_reads(spans: list[_Span]) -> int:
    _Span.reads = 0
    names_text(spans)
    return _Span.reads


def test_word_space_reads_no_neighbour_size() -> None:
    """ "Jane Doe" with PyMuPDF's space span between the words, as narrow as a word space:
    each span's size is read twice (the line's largest, then its own), the neighbours'
    not again for the space (base: 8 reads)."""
    spans = _words(("Jane", 100.0, 120.0), (" ", 120.0, 122.5), ("Doe", 122.5, 140.0))
    assert _size_reads(spans) == 6


def test_space_opening_a_line_asks_no_gap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A space span opening the line (no text before it) and one closing it are no gap
    between two names: the gap test is not called for them (base: twice)."""
    asked: list[int] = []
    apart = linenames._names_apart

    def spy(spans: Any, k: int, largest: float, previous_end: float | None) -> bool:
        asked.append(k)
        return apart(spans, k, largest, previous_end)

    monkeypatch.setattr(linenames, "_names_apart", spy)
    spans = _words((" ", 90.0, 92.5), ("Jane", 92.5, 120.0), (" ", 120.0, 122.5))
    assert names_text(spans) == ("Jane", 0)
    assert asked == []


def test_names_apart_still_read_across_a_wide_gap() -> None:
    """Control: two names drawn apart with a space span over the gap read as two names
    (the neighbours' sizes are read once more, then the names)."""
    spans = _words(("Jane Doe", 100.0, 140.0), (" ", 140.0, 160.0), ("John Smith", 160.0, 200.0))
    assert names_text(spans) == (f"Jane Doe{SEPARATOR}John Smith", 0)
    assert _size_reads(spans) == 7


def test_word_space_control_text() -> None:
    """Control: a line of words and word spaces reads as its text, no marks."""
    spans = _words(
        ("Mechanisms", 100.0, 160.0), (" ", 160.0, 163.0), ("of", 163.0, 175.0),
        (" ", 175.0, 178.0), ("Action", 178.0, 210.0),
    )  # fmt: skip
    assert names_text(spans) == ("Mechanisms of Action", 0)


def test_wide_gap_between_words_that_are_no_names() -> None:
    """Control: a wide gap with a space span between two runs that are no names stays a
    space; the gap itself after the space sets no separator."""
    spans = _words(("Results", 100.0, 140.0), (" ", 140.0, 160.0), ("table", 160.0, 190.0))
    assert names_text(spans) == ("Results table", 0)


def test_marks_and_smaller_neighbours() -> None:
    """Control: a superscript mark after a name is a comma and counts as a mark; a wide
    space next to a smaller span is no gap between names."""
    spans = [
        _span("Jane Doe", 100.0, 140.0),
        _span("1", 140.0, 143.0, size=7.0, flags=5),
        _span(" ", 143.0, 165.0),
        _span("John Smith", 165.0, 205.0),
    ]
    assert names_text(spans) == ("Jane Doe,  John Smith", 1)


# --- pieces: the split's first characters, the e-mail cue's substring tests -----------


def test_split_starts_hold_every_match_start() -> None:
    """Every character a match of the split (without its lookahead) can start with is one
    of ``SPLIT_STARTS`` (all of the Basic Multilingual Plane, which holds every space and
    every character that case-folds to "a" or "u"): the lookahead changes no match."""
    from tapyre_paper_search.pdf.linepieces import SPLIT, SPLIT_STARTS

    lookahead = f"(?={SPLIT_STARTS})"
    assert SPLIT.pattern.startswith(lookahead)
    bare = re.compile(SPLIT.pattern[len(lookahead) :], SPLIT.flags)
    starts = re.compile(SPLIT_STARTS, re.IGNORECASE)
    missing = [
        hex(cp)
        for cp in range(0x10000)
        if not 0xD800 <= cp <= 0xDFFF
        and any(bare.match(s) for s in (chr(cp), chr(cp) + " ", chr(cp) * 3, chr(cp) + "nd "))
        and not starts.match(chr(cp))
    ]
    assert missing == []


class _CountingHint:
    """Stands for ``cues._EMAIL_HINT``: counts its searches."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.searched: list[str] = []

    def search(self, text: str) -> re.Match[str] | None:
        self.searched.append(text)
        return self.pattern.search(text)


def test_ascii_lines_skip_the_email_regex(monkeypatch: pytest.MonkeyPatch) -> None:
    """An ASCII line's e-mail cue is two substring tests: the cue regex is searched only
    on the line that is not ASCII (base: on all four)."""
    spy = _CountingHint(cues._EMAIL_HINT)
    monkeypatch.setattr(cues, "_EMAIL_HINT", spy)
    answers = [
        cues.has_email("jane.doe@uni.edu"),
        cues.has_email("E-MAIL: see below"),
        cues.has_email("Department of Physics"),
        cues.has_email("Jürgen Groß"),
    ]
    assert answers == [True, True, False, False]
    assert spy.searched == ["Jürgen Groß"]


def test_email_cues_control() -> None:
    """Control: the cue in any case, with "@" or "✉", and a dotless "ı" that the regex
    case-folds to "i" (not ASCII: the regex decides)."""
    assert [
        cues.has_email(t)
        for t in ("Contact: ann@x.org", "Email: ann", "✉ ann", "E-MAİL: ann", "Mailand", "Ann")
    ] == [True, True, True, True, False, False]
    assert cues.without_emails("Ann Lee ann@x.org, Bo Chen", " , ") == "Ann Lee  , , Bo Chen"


def test_pieces_control() -> None:
    """Control: a byline cut at commas, "and", a bullet and "&"; a product's dot operator
    between two symbols is no cut."""
    assert pieces("Jane Doe1, John Smith* and Ann Lee • Bo Chen & Eva Lind") == [
        "Jane Doe", "John Smith", "Ann Lee", "Bo Chen", "Eva Lind"
    ]  # fmt: skip
    assert pieces("Fast A⋅B Products") == ["Fast A⋅B Products"]
    assert pieces("ANN LEE AND BO CHEN") == ["ANN LEE", "BO CHEN"]


# --- affiliation and country words: a lookahead of their first letters ----------------


_K: Any = importlib.import_module("re._constants")  # the parser's node names
_PARSER: Any = importlib.import_module("re._parser")


def _first_chars(items: Any) -> tuple[set[str] | None, bool]:
    """The characters a match of parsed ``items`` (``re._parser``) can start with, and
    whether it can match empty; ``None`` where a node is one this walk does not read (a
    category, a group reference: any character)."""
    out: set[str] = set()
    for op, av in items:
        if op in (_K.AT, _K.ASSERT, _K.ASSERT_NOT):
            continue  # zero width: the next node holds the first character
        if op is _K.LITERAL:
            return out | {chr(av)}, False
        if op is _K.IN:
            for kind, value in av:
                if kind is _K.LITERAL:
                    out.add(chr(value))
                elif kind is _K.RANGE:
                    out.update(chr(c) for c in range(value[0], value[1] + 1))
                else:
                    return None, False
            return out, False
        if op in (_K.BRANCH, _K.SUBPATTERN, _K.MAX_REPEAT, _K.MIN_REPEAT):
            parts = av[1] if op is _K.BRANCH else [av[3]] if op is _K.SUBPATTERN else [av[2]]
            empty = op is not _K.BRANCH and op is not _K.SUBPATTERN and av[0] == 0
            for part in parts:
                found, nullable = _first_chars(part)
                if found is None:
                    return None, False
                out |= found
                empty = empty or nullable
            if not empty:
                return out, False
            continue
        return None, False
    return out, True


@pytest.mark.parametrize(
    ("pattern", "starts"),
    [("AFFILIATION", "AFFILIATION_STARTS"), ("COUNTRY", "COUNTRY_STARTS")],
)
def test_word_lists_start_with_their_lookahead_letters(pattern: str, starts: str) -> None:
    """Every match of the affiliation and country word lists (as the ASCII copies read
    them: case-sensitive, on lower-cased text) starts with a letter of the copy's
    lookahead, and none is empty: the lookahead changes no match."""
    source = getattr(cues, pattern).pattern
    letters = getattr(cues, starts)
    copy = getattr(cues, f"_{pattern}_ASCII")
    assert copy.pattern == f"(?=[{letters}]){source}"
    found, empty = _first_chars(_PARSER.parse(source, 0))
    assert found is not None and not empty
    assert found <= set(letters)


def test_word_lists_control() -> None:
    """Control: affiliation words counted and countries found in any case, and none in
    a line of names or prose."""
    assert cues.affiliation_words("Department of Computer Science, ETH Zurich") == 2
    assert cues.affiliation_words("Jane Doe and John Smith") == 0
    assert cues.has_affiliation("Max-Planck-Institut für Informatik, Saarbrücken")
    assert cues.has_country("Toronto, ON, CANADA") and cues.has_country("Berlin, Germany")
    assert not cues.has_country("We study the united front of the model")


# --- a piece of one word is no name, told before the name rules' memo -----------------


def test_one_word_asks_no_name_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """A justified line's words, each a span beside a space wider than the gap between
    two names: no word is read by the name rules (base: the word before each wide space
    was, 2 here); the line reads as its text."""
    asked: list[str] = []
    as_name = namewords.as_name

    def spy(piece: str, *, places: bool = True) -> str:
        asked.append(piece)
        return as_name(piece, places=places)

    monkeypatch.setattr(namewords, "as_name", spy)
    spans = _words(
        ("Results", 100.0, 140.0), (" ", 140.0, 150.0), ("were", 150.0, 170.0),
        (" ", 170.0, 180.0), ("mixed", 180.0, 205.0),
    )  # fmt: skip
    assert names_text(spans) == ("Results were mixed", 0)
    assert asked == []


def test_looks_like_name_control() -> None:
    """Control: two to five words read as a name, one word or none never."""
    answers = [
        namewords.looks_like_name(p)
        for p in ("Jane Doe", "JANE DOE", "Ana Paula Costa e Silva", "Doe", "", "  Jane  ")
    ]
    assert answers == [True, True, True, False, False, False]


# --- a span of ASCII text is no span of math letters -----------------------------------


class _CountingPattern:
    """Stands for ``fontstyle._MATH_LETTERS``: counts its full matches."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.asked: list[str] = []

    def fullmatch(self, text: str) -> re.Match[str] | None:
        self.asked.append(text)
        return self.pattern.fullmatch(text)


def test_ascii_spans_skip_the_math_letters_pattern(monkeypatch: pytest.MonkeyPatch) -> None:
    """A line's ASCII spans are no math letters without the pattern (base: each
    visible span was matched, 3 here); the Greek span is matched."""
    spy = _CountingPattern(fontstyle._MATH_LETTERS)
    monkeypatch.setattr(fontstyle, "_MATH_LETTERS", spy)
    assert [fontstyle.math_letters(t) for t in ("Mass ", " of", "x2 ", "α ")] == [
        False, False, False, True
    ]  # fmt: skip
    assert spy.asked == ["α"]


def test_math_letters_control() -> None:
    """Control: math letters alone (Greek, mathematical italic, primes) are math; a
    Greek word, a space alone and ASCII letters are not."""
    answers = [fontstyle.math_letters(t) for t in ("α", "𝛼 𝛽", "α′", "δίσκων", "  ", "ab", "é")]
    assert answers == [True, True, True, False, False, False, False]
