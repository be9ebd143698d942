"""speed43: the same output, sooner (see docs/pdf-log.md, "speed43").

Each optimisation has a test that fails if what it relies on breaks (the fast path
and the slow one called directly give the same answers on a sample) and, where it can,
one that fails on the base (a spy counting the work the change saves).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from tapyre_paper_search.pdf import prefixhabit
from tapyre_paper_search.pdf import words as words_module
from tapyre_paper_search.pdf.docwords import DocumentWords, mend_breaks
from tapyre_paper_search.pdf.prefixhabit import closes_head
from tapyre_paper_search.pdf.words import LazyVocabulary, vocabulary


class _CountingWords:
    """A document's words written whole that counts how often it is read through."""

    def __init__(self, words: set[str]) -> None:
        self._words = words
        self.passes = 0

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __iter__(self) -> Iterator[str]:
        self.passes += 1
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


_WHOLE = {
    "superstring",
    "supersymmetric",
    "superb",
    "super",
    "supper",
    "interplay",
    "interface",
    "internet",
    "intern",
    "counterpart",
    "countermeasure",
    "overfitting",
    "overlap",
    "overview",
    "under",
    "understand",
    "undergraduate",
    "a",
    "zebra",
}


def test_head_bisection_agrees_with_reading_every_word() -> None:
    """Behaviour guard (it fails on the base only because the base has no
    ``opening_with``): for every head and tail of a sample, the run found by bisection
    of the sorted words gives the same answer as reading every word."""
    ordered = tuple(sorted(_WHOLE))
    heads = ["super", "inter", "counter", "over", "under", "sup", "int", "zeb", "sub", "a"]
    tails = ["space", "string", "node", "rate", "view", "x", ""]
    hyphenated_sets: list[set[str]] = [set(), {"over-fit"}, {"super-x", "inter-y"}]
    for head, tail, hyphenated in itertools.product(heads, tails, hyphenated_sets):
        slow = closes_head(head, tail, _WHOLE, hyphenated)
        fast = closes_head(
            head,
            tail,
            _WHOLE,
            hyphenated,
            words_opening=lambda h: prefixhabit.opening_with(ordered, h),
        )
        assert fast == slow, (head, tail, hyphenated)


def test_document_words_read_through_once_for_many_broken_words() -> None:
    """Fails on the base: each broken word whose head the document may close read the
    document's every word again (five here); now they are sorted once."""
    whole = _CountingWords(set(_WHOLE))
    words = DocumentWords(hyphenated=set(), whole=whole)
    text = "a super-\nspace and inter-\nnode and counter-\nweight and over-\nhang and under-\ngo"
    mend_breaks(text, words)
    assert whole.passes == 1


def test_control_closed_head_joins_exactly() -> None:
    """Control: "super-" / "space" where the paper writes "superstring" and
    "supersymmetric" closed is joined; with "super-x" written the break stays."""
    words = DocumentWords(hyphenated=set(), whole=set(_WHOLE))
    assert mend_breaks("the super-\nspace here", words) == "the superspace here"
    hyphen = DocumentWords(hyphenated={"super-x"}, whole=set(_WHOLE))
    assert mend_breaks("the super-\nspace here", hyphen) == "the super-\nspace here"


def test_control_no_closed_head_reads_no_word() -> None:
    """Control: a head shorter than three letters is rejected before any word is read,
    as before (the words are not sorted for it)."""
    whole = _CountingWords(set(_WHOLE))
    words = DocumentWords(hyphenated=set(), whole=whole)
    assert mend_breaks("an ab-\nzzzz here", words) == "an ab-\nzzzz here"
    assert whole.passes == 0


_TEXTS = (
    "The superstring and supersymmetric models; Supergravity, super2x and super_y.\n"
    "A super-\nstructure, a-\nb-\nc, supersonic-\nflow and overlap.",
    "Superconducting qubits (superconductors) and the word super itself.\n"
    "Interplay, interface-based, inter-\nnational, intercept.",
)
_HEADS = ("super", "inter", "over", "supers", "na", "flow", "national", "structure", "zz")


def test_lazy_opening_with_equals_the_vocabulary_filtered() -> None:
    """Behaviour guard (fails on the base, which has no ``opening_with``): the words read
    around each ``head`` are exactly the full vocabulary's words opening with it, broken
    words' pieces, words glued to digits or underscores and capitals included."""
    full = set().union(*(vocabulary(text) for text in _TEXTS))
    for head in _HEADS:
        expected = {word for word in full if word.startswith(head)}
        assert LazyVocabulary(_TEXTS).opening_with(head) == expected, head


def test_control_lazy_opening_with_exact_words() -> None:
    """Control: the exact words opening with "super" (not "superstructure" or
    "supersonic", broken at a line end; "super" alone is a word too)."""
    assert LazyVocabulary(_TEXTS).opening_with("super") == {
        "superstring",
        "supersymmetric",
        "supergravity",
        "super",
        "superconducting",
        "superconductors",
    }


def test_control_texts_that_lower_otherwise_give_none() -> None:
    """Control: where the texts hold a letter that lowers by its context ("Σ") or to two
    characters ("İ"), the shortcut declines (``None``) and the whole vocabulary is read."""
    assert LazyVocabulary(("ΟΔΟΣ superstring",)).opening_with("super") is None
    assert LazyVocabulary(("İstanbul superstring",)).opening_with("super") is None
    assert LazyVocabulary(("superstring",)).opening_with("Super") is None
    assert LazyVocabulary(("superstring",)).opening_with("s") is None  # (no word: one letter)


def test_broken_word_mended_without_reading_the_whole_vocabulary(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Fails on the base: mending "super-" / "space" read every word of the document
    (:func:`vocabulary` of each page); now only the places "super" stands are read.
    The answer is the same ("superspace": the paper writes "superstring" and
    "supersymmetric" closed)."""
    calls: list[str] = []
    real = words_module.vocabulary

    def counting(text: str) -> set[str]:
        calls.append(text)
        return real(text)

    monkeypatch.setattr(words_module, "vocabulary", counting)
    texts = ("superstring theory and supersymmetric models", "more words here")
    words = DocumentWords(hyphenated=set(), whole=LazyVocabulary(texts), texts=texts)
    assert mend_breaks("a super-\nspace here", words) == "a superspace here"
    assert calls == []


def _span(text: str) -> dict[str, object]:
    return {"text": text, "size": 10.0, "flags": 0, "font": "Times"}


# Lines of several spans: the joined text of each is what _NUMBER is tried on.
_SPAN_LINES: tuple[tuple[str, ...], ...] = (
    (" ", "12"),
    ("1", "2"),
    ("", " ", "\u00a05", " "),  # no-break space: white space to both
    ("\u0665", "\u0660"),  # Arabic-Indic digits: decimal
    ("\u00b2", "5"),  # a superscript two: a digit, not decimal
    ("5", " of ", "6"),
    ("The", " ", "model"),
    (" ", " "),
    (),
    ("12345",),
    ("Fig", ". ", "3"),
    ("\t", "7\n"),
)


def test_number_precheck_rejects_only_lines_the_pattern_rejects() -> None:
    """Behaviour guard (fails on the base only because ``_may_be_number`` is new there):
    wherever the cheap test says no, the line's joined text does not match the pattern."""
    from tapyre_paper_search.pdf import linenumbers

    may = linenumbers._may_be_number
    for texts in _SPAN_LINES:
        spans = [_span(t) for t in texts]
        joined = "".join(texts)
        if not may(spans):
            assert linenumbers._NUMBER.match(joined) is None, texts


def test_control_number_lines_counted_exactly() -> None:
    """Control (passes on both): the lines of these blocks that are a whole number alone
    are counted, one span or several: " 12", "12", " \\u00a05 ", "\\u0665\\u0660",
    "\\t7\\n" (5 of 12)."""
    from tapyre_paper_search.pdf import linenumbers

    blocks = [{"lines": [{"spans": [_span(t) for t in texts]} for texts in _SPAN_LINES]}]
    assert linenumbers._count_numbers(blocks) == 5


def test_many_span_lines_of_words_are_not_joined(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fails on the base: counting a page's number lines joined every line of several
    spans (three here) to try the pattern; now a line whose first text opens with a
    letter is passed over."""
    from tapyre_paper_search.pdf import linenumbers

    joined: list[object] = []
    real = linenumbers._line_text

    def counting(line: Any) -> str:
        joined.append(line)
        return real(line)

    monkeypatch.setattr(linenumbers, "_line_text", counting)
    lines = [{"spans": [_span(w) for w in ("The", " ", "model", " ", "works")]}] * 3
    assert linenumbers._count_numbers([{"lines": lines}]) == 0
    assert joined == []


def _front_page() -> Any:
    from tapyre_paper_search.pdf.lines import Line, PageLines

    def line(text: str, y: float, size: float, block: int, bold: bool = False) -> Line:
        return Line(text, size, bold, False, False, 72.0, y, 523.0, y + size, block)

    lines = [
        line("Wind and the spring warming of a small lake", 90.0, 17.0, 0, bold=True),
        line("Ann Lee and Bo Chen", 120.0, 11.0, 1),
        line("Abstract", 150.0, 10.0, 2, bold=True),
        line("We measure how quickly a small lake warms in spring and show that", 165.0, 9.0, 3),
        line("the wind over its surface sets the depth of the warm layer.", 177.0, 9.0, 3),
        line("1 Introduction", 210.0, 10.0, 4, bold=True),
    ]
    return PageLines(tuple(lines), 595.0, 842.0)


def test_first_paper_page_looked_for_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fails on the base: read_front_matter looked for the first page that is not a cover
    sheet, then its reader looked for it again on the same pages."""
    from tapyre_paper_search.pdf import frontmatter

    calls: list[int] = []
    real = frontmatter.first_paper_page

    def counting(pages: Any) -> int:
        calls.append(len(pages))
        return real(pages)

    monkeypatch.setattr(frontmatter, "first_paper_page", counting)
    frontmatter.read_front_matter([_front_page(), _front_page()], use_model=False)
    assert calls == [2]


def test_control_front_matter_of_a_plain_page() -> None:
    """Control (passes on both): the plain page's title and abstract, exactly."""
    from tapyre_paper_search.pdf.frontmatter import read_front_matter

    front = read_front_matter([_front_page()], use_model=False)
    assert front.title == "Wind and the spring warming of a small lake"
    assert front.abstract == (
        "We measure how quickly a small lake warms in spring and show that the wind over "
        "its surface sets the depth of the warm layer."
    )
    assert front.page == 0
