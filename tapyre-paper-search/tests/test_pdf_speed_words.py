"""Shortcuts in looking up the document's own words answer as the plain forms do
(issue 25, speed32).

* ``words.LazyVocabulary`` keeps the words it found nowhere in the lowered texts: a
  later word that begins with one of them is answered ``False`` without reading the
  texts again (a broken word the paper never writes is tried in up to 14 inflected
  forms by ``docwords.mend_breaks``, each beginning with the first one asked).
"""

from __future__ import annotations

import random

import pytest
from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.words import LazyVocabulary, vocabulary

_PIECES = ("ab", "abc", "ba", "cab", "Ab", "é", "ß", "-\n", "-", " ", "\n", "x1", "_", "Σ", "İ")


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 30)))


_LETTERS = ("a", "b", "c", "é", "ß", "A", "1")


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(_LETTERS) for _ in range(rng.randint(1, 7)))


def test_lazy_vocabulary_answers_as_the_whole_vocabulary_whatever_is_asked_first() -> None:
    rng = random.Random(32)
    for _ in range(3000):
        texts = [_text(rng) for _ in range(rng.randint(1, 3))]
        truth = set().union(*(vocabulary(t) for t in texts))
        words = LazyVocabulary(texts)
        asked = [_word(rng) for _ in range(12)]
        # A word, then words that begin with it (the inflected forms of a broken word).
        asked += [asked[0] + _word(rng) for _ in range(6)]
        for word in asked:
            assert (word in words) == (word in truth), (texts, word)


class _Unread(str):
    """Lowered texts that may not be read again."""

    def find(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
        raise AssertionError("the texts were read again")


def test_a_word_beginning_with_one_found_nowhere_is_not_looked_for() -> None:
    words = LazyVocabulary(["The kinase-dependent pathway", "of a sub-\ngroup"])
    assert "ballester" not in words
    words._lowered = _Unread(words._lowered or "")
    assert "ballesteros" not in words
    assert "ballesteren" not in words


def test_a_word_found_as_part_of_another_is_still_looked_for() -> None:
    # "kinas" occurs (in "kinase"), so "kinase" must be looked for: it is written.
    words = LazyVocabulary(["The kinase-dependent pathway"])
    assert "kinas" not in words
    assert "kinase" in words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ballesteros, M. and Bal-\nlesteros, J.", "Ballesteros, M. and Ballesteros, J."),
        ("the Zyx-\nwvut protein", "the Zyx-\nwvut protein"),  # written nowhere: left
        ("kinase-\ndependent and kinase-dependent", "kinase-dependent and kinase-dependent"),
    ],
)
def test_mend_breaks_with_the_lazy_vocabulary(text: str, expected: str) -> None:
    words = docwords.DocumentWords({"kinase-dependent"}, LazyVocabulary([text]))
    assert docwords.mend_breaks(text, words) == expected
