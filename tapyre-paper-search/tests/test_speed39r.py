"""speed39r: exact shortcuts in the normaliser and the references stage answer as the
code they stand in for did (issue 25, round 39: speed, no change of behaviour)."""

from __future__ import annotations

import random
import sys

import pytest
from tapyre_paper_search.pdf import normalize


def _lines_as_before(text: str) -> str:
    """The line tidying as normalize_text wrote it before speed39r."""
    return "\n".join([" ".join(line.split()) for line in text.splitlines()])


def test_other_space_is_every_space_but_space_and_newline() -> None:
    spaces = {chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()} - {" ", "\n"}
    found = {c for c in map(chr, range(sys.maxunicode + 1)) if normalize._OTHER_SPACE.match(c)}
    assert found == spaces


_PIECES = ["a", "bc", " ", "  ", "\n", "\n\n", "\t", "\r", "\r\n", "\x0c", "\x1f", "\x85",
           "\xa0", "\u2009", "\u2028", "\u2029", "\u3000", "é", "-"]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    ["a", "a\n", "a\n\n", "\n", "\na", " a", "a ", "a  b", "a \nb", "a\n b", "a\tb",
     "a\rb", "a\r\nb", "a\u2028b", "a\x85b", "a\xa0b", "a\x1cb", "a\x1fb", "a\nb\n\nc"],
)  # fmt: skip
def test_tidy_lines_edges(text: str) -> None:
    assert normalize._tidy_lines(text) == _lines_as_before(text)


def test_tidy_lines_random_texts() -> None:
    rnd = random.Random(39)
    for _ in range(20000):
        text = "".join(rnd.choice(_PIECES) for _ in range(rnd.randint(1, 12)))
        assert normalize._tidy_lines(text) == _lines_as_before(text), repr(text)


def test_normalize_text_pages_unchanged() -> None:
    # (control: the whole normaliser on clean and uneven lines answers as always)
    page = "Deep learn-\ning of state-of-the-\nart models\n\nSecond  para\u00a0graph \n end\n"
    assert normalize.normalize_text(page) == (
        "Deep learning of state-of-the-art models\n\nSecond para graph end"
    )
    assert normalize.normalize_text("one\ntwo\n") == "one two"
