"""speed58b: the line-end hyphen rules' page searches made cheaper, the same answers.

- A prefix written with a hyphen elsewhere on the page ("sub-threshold" beside a break
  "sub-" / "groups": closedjoins; "in-air" beside "in-" / "activation": shortprefixes)
  was a case-blind pattern opening with a lookbehind, tried at every character of the
  page; :func:`~tapyre_paper_search.pdf.headsearch.writes_head` matches it only where
  the head's last letter stands before a hyphen.  On the base the module is missing.
- kept_hyphen's script test asked Unicode's name of the head's last letter and the
  tail's first at every break; an ASCII first letter of the tail is Latin or no letter,
  so no name is looked up (fails on base: two lookups).
- The word lists' test (``lexiconhyphens._known_in``) is a loop; a control pins it.

Pages drawn with PyMuPDF and read by ``extract_pdf`` pin the readings these serve.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from drawnlines import drawn_text, read_after_hyphenation

_AFTERS = (r"(?=[^\W\d_])", "[aeiou]")


def _searched(head: str, text: str, after: str) -> bool:
    return bool(re.search(rf"(?<![^\W\d_]){re.escape(head)}-{after}", text, re.IGNORECASE))


def test_writes_head_answers_as_the_case_blind_search() -> None:
    # fails on base: no headsearch module
    from tapyre_paper_search.pdf.headsearch import writes_head

    pieces = ["sub", "SUB", "Dys", "dyſ", "peri", "perİ", "perı", "IN", "in", "-", " ", "\n"]
    pieces += ["a", "e", "x", "K", "\u212a", "é", "1", "_", "de", "re-", "un-", "S", "ſ"]
    heads = ["sub", "dys", "peri", "in", "multi", "trans", "re", "un", "k", "é", "a.b", ""]
    chance = random.Random(58)
    for _ in range(8000):
        text = "".join(chance.choice(pieces) for _ in range(chance.randint(0, 14)))
        head = chance.choice(heads)
        for after in _AFTERS:
            assert writes_head(head, text, after) == _searched(head, text, after), (head, text)


class _Pattern:
    """A compiled pattern that counts its searches and matches."""

    def __init__(self, pattern: re.Pattern[str], calls: dict[str, int]) -> None:
        self._pattern, self._calls = pattern, calls

    def search(self, *args: Any) -> Any:
        self._calls["search"] += 1
        return self._pattern.search(*args)

    def match(self, *args: Any) -> Any:
        self._calls["match"] += 1
        return self._pattern.match(*args)


def test_the_page_is_searched_only_from_its_hyphens(monkeypatch: pytest.MonkeyPatch) -> None:
    # fails on base: no headsearch module
    from tapyre_paper_search.pdf import headsearch

    calls = {"search": 0, "match": 0}

    class _Re:
        IGNORECASE = re.IGNORECASE
        escape = staticmethod(re.escape)

        @staticmethod
        def compile(source: str, flags: int = 0) -> _Pattern:
            return _Pattern(re.compile(source, flags), calls)

    monkeypatch.setattr(headsearch, "re", _Re)
    page = "The well-known sub groups were read. " * 200
    assert not headsearch.writes_head("sub", page, _AFTERS[0])
    assert calls == {"search": 0, "match": 0}  # no "b-" on the page: nothing tried
    assert headsearch.writes_head("sub", page + " a Sub-threshold one", _AFTERS[0])
    assert calls == {"search": 0, "match": 1}  # tried at the one "b-" alone
    # a last letter "i" matches "ı" and "İ" too: still found from the hyphens
    assert headsearch.writes_head("anti", page + " anTİ-body", _AFTERS[0])
    assert calls["search"] == 0
    assert not headsearch.writes_head("anti", page + " semi-final", _AFTERS[0])
    assert calls["search"] == 0


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # controls (pass on base): the document writing the prefix with a hyphen keeps
        # the break's; a document that does not joins it
        (
            "the sub-\ngroups and the sub-threshold ones",
            "the sub-groups and the sub-threshold ones",
        ),
        ("the sub-\ngroups were large", "the subgroups were large"),
        ("the in-\nactivation of it", "the inactivation of it"),
        (
            "the in-\nactivation and the in-air ones",
            "the in-activation and the in-air ones",
        ),
    ],
)
def test_a_prefix_the_page_writes_with_a_hyphen_keeps_it(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


def test_a_drawn_page_keeps_the_prefix_it_writes(tmp_path: Path) -> None:
    # control (passes on base): the same through extract_pdf
    lines = [
        "The infor-",
        "mation was read, and the sub-",
        "groups beside the sub-threshold ones; the over-",
        "dense rows were seen.",
    ]
    text = drawn_text(tmp_path / "body.pdf", lines)
    assert "the sub-groups beside the sub-threshold ones; the overdense rows" in text


def test_kept_hyphen_asks_no_name_of_an_ascii_tail(monkeypatch: pytest.MonkeyPatch) -> None:
    # fails on base: the head's and the tail's script names asked at every break
    from tapyre_paper_search.pdf import breakcompounds
    from tapyre_paper_search.pdf.words import english_words

    asked: list[str] = []
    script = breakcompounds._script

    def counted(letter: str) -> str:
        asked.append(letter)
        return script(letter)

    monkeypatch.setattr(breakcompounds, "_script", counted)
    lexicon = [english_words(), set()]
    assert breakcompounds.kept_hyphen("phonon", "induced", " s", lexicon)
    assert not breakcompounds.kept_hyphen("infor", "mation", " w", lexicon)
    assert asked == []
    # a Greek tail after a Latin head still keeps the hyphen ("factor-" / "κB")
    assert breakcompounds.kept_hyphen("factor", "κB", " s", lexicon)
    assert asked == ["κ", "r"]


def test_the_known_word_test_reads_every_list() -> None:
    # control (passes on base)
    from tapyre_paper_search.pdf.lexiconhyphens import _known_in

    known = _known_in([{"alpha"}, {"beta"}])
    assert known("alpha") and known("beta")
    assert not known("gamma")
    assert not _known_in([])("alpha")
