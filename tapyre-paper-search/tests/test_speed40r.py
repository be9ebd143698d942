"""speed40r: the references stage and the normaliser, restructured for speed, answer as
the code they stand in for did (issue 25, round 40: speed, no change of behaviour).

- :func:`~tapyre_paper_search.pdf.reflistend.heading_as_entries` reads the block's own
  first line (:func:`~tapyre_paper_search.pdf.refends.heading_line`) before the tests of
  the entry above it; the old ``heading_in_type`` is ``heading_line`` and ``prose``
  (refs41 removed it from ``refends``: nothing in the source called it).
- :func:`~tapyre_paper_search.pdf.normalize.normalize_text` splits paragraphs with
  ``str.split`` where no run of blank lines is longer than one line.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest
from tapyre_paper_search.pdf import normalize, refends, reflistend
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock

_PATTERN = refends.heading_pattern(reflistend._END_WORDS)


def _heading_as_entries_before(
    after: Sequence[TextBlock], j: int, out: Sequence[TextBlock]
) -> bool:
    """heading_as_entries as it read before speed40r (the entry above tested first)."""
    lines, kept = after[j].lines, out[-1]
    earlier = out[-2] if len(out) > 1 else None
    if (
        not lines
        or not reflistend._after_entry(kept, lines[0], earlier)
        or reflistend._next_entry(kept, lines[0].text)
    ):
        return False
    following = (
        lines[1] if len(lines) > 1 else next((b.lines[0] for b in after[j + 1 :] if b.lines), None)
    )
    if following is None or not _heading_in_type_before(
        lines[0].text, following.text, reflistend._PLAIN_HEADING
    ):
        return False
    under = []
    for line in lines[2 : 2 + reflistend._UNDER]:
        if reflistend._NUMBER.match(line.text) or reflistend.LABEL.match(line.text):
            break
        under.append(line.text)
    return not any(reflistend.YEAR.search(text) for text in under)


def _heading_in_type_before(text: str, following: str, pattern: re.Pattern[str]) -> bool:
    """heading_in_type as it read before speed40r (one function)."""
    text = text.strip()
    if len(text) > refends._MAX_CHARS or "," in text or not pattern.match(text):
        return False
    rest = text.split(None, 1)[1] if " " in text else ""
    if "." in rest.rstrip(".") or text.endswith(".") or refends.YEAR.search(text):
        return False
    return refends.prose(following)


_HEADINGS = [
    "Acknowledgements", "A.1 Extra Experiments", "7 Appendix", "appendix a: proofs",
    "Supplementary Material", "B  Additional Results", "Checklist", "Acknowledgements.",
    "Appendix to the annual report of the", "Supplementary Material, 2019", "A Proofs",
    "  Acknowledgments  ", "3.2 More Results Here", "Appendix 2019",
]  # fmt: skip
_ENTRIES = [
    "[3] A. Author. A study of things, 2019.", "12. J. Doe and A. Roe. Deep nets. 2020.",
    "13. K. Lee. Graphs. In Proc. Conf., 2018.", "Doe J, Roe A. Title of it. J Biol. 2001;3:4.",
    "In Proc. Conf., 2019.", "pages 1-10, 2007.", "[4] B. Writer, Another one, 2016.",
    "Smith J, Doe J, Roe R, Lee K.", "14. Next entry of the list, 2011.",
]  # fmt: skip
_PROSE = [
    "We thank the reviewers for their comments on the draft.",
    "the proofs of the lemmas are given in full below here.",
    "Here we report the runs that did not fit in the paper.",
    "of the Treasury for the year ending June 30, 1890.",
    "improves the training of deep networks by a wide margin",
]


def _line(rnd: random.Random, x0: float, y0: float) -> BlockLine:
    text = rnd.choice(rnd.choice([_HEADINGS, _ENTRIES, _PROSE]))
    return BlockLine(text, x0, y0, x0 + 200.0, y0 + 9.0, 9.0, False)


def _block(rnd: random.Random, y0: float) -> TextBlock:
    x0 = rnd.choice([50.0, 50.0, 52.0, 60.0, 70.0, 300.0])
    lines = [
        _line(rnd, x0 + rnd.choice([0.0, 0.0, 10.0]), y0 + 11 * k) for k in range(rnd.randint(0, 4))
    ]
    return TextBlock(x0, y0, x0 + 200.0, y0 + 11 * max(len(lines), 1), lines)


def test_heading_line_and_prose_are_heading_in_type() -> None:
    rnd = random.Random(40)
    texts = [*_HEADINGS, *_ENTRIES, *_PROSE, "", " ", "A", "7", "A. Smith"]
    for _ in range(5000):
        text, following = rnd.choice(texts), rnd.choice(texts)
        expected = _heading_in_type_before(text, following, _PATTERN)
        line = refends.heading_line(text, _PATTERN)
        assert (line and refends.prose(following)) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Acknowledgements", True),
        ("A.1 Extra Experiments", True),
        ("7 Appendix", True),
        ("appendix a: proofs", True),
        ("A. Author and B. Writer. A study of", False),  # an entry's line
        ("Supplementary Material, 2019", False),  # a comma
        ("Appendix 2019", False),  # a year
        ("Acknowledgements.", False),  # a full stop
        ("Deep nets for the win", False),  # no heading's shape
        ("A" * 61, False),  # too long
    ],
)
def test_heading_line_reads_the_line_alone(text: str, expected: bool) -> None:
    assert refends.heading_line(text, _PATTERN) is expected


def test_heading_as_entries_answers_as_before_on_random_lists() -> None:
    rnd = random.Random(4040)
    found = {True: 0, False: 0}
    for _ in range(6000):
        after = [_block(rnd, 100.0 + 60 * k) for k in range(rnd.randint(2, 5))]
        out = [b for b in after[: rnd.randint(1, len(after) - 1)] if b.lines] or [after[0]]
        if not out[-1].lines:
            continue
        j = rnd.randrange(len(after))
        expected = _heading_as_entries_before(after, j, out)
        assert reflistend.heading_as_entries(after, j, out) is expected
        found[expected] += 1
    assert found[True] >= 20 and found[False] >= 1000  # (both answers exercised)


def test_heading_as_entries_reads_no_entry_above_for_a_line_no_heading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The entry above is read only where the block's first line could be a heading.
    def refuse(*_: object) -> bool:
        raise AssertionError("the entry above was read")

    monkeypatch.setattr(reflistend, "_after_entry", refuse)
    monkeypatch.setattr(reflistend, "_next_entry", refuse)
    entry = BlockLine("[3] A. Author. A study of things, 2019.", 50, 100, 250, 109, 9, False)
    kept = TextBlock(50, 100, 250, 109, [entry])
    line = BlockLine("4. B. Writer. Another study of things, 2020.", 50, 120, 250, 129, 9, False)
    block = TextBlock(50, 120, 250, 129, [line])
    assert reflistend.heading_as_entries([kept, block], 1, [kept]) is False


def test_heading_as_entries_still_ends_the_list_at_a_heading() -> None:
    # (control: a heading in the list's type after a finished entry ends the list)
    entry = BlockLine("[3] A. Author. A study of things, 2019.", 50, 100, 250, 109, 9, False)
    kept = TextBlock(50, 100, 250, 109, [entry])
    heading = BlockLine("Acknowledgements", 50, 120, 150, 129, 9, False)
    text = "We thank the reviewers for their comments on the draft."
    prose = BlockLine(text, 50, 131, 250, 140, 9, False)
    block = TextBlock(50, 120, 250, 140, [heading, prose])
    assert reflistend.heading_as_entries([kept, block], 1, [kept]) is True


class _NoSplit:
    """A stand-in for the blank-lines pattern that must not be asked."""

    def split(self, text: str) -> list[str]:
        raise AssertionError("regex split asked")


def test_single_blank_lines_split_without_the_pattern(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(normalize, "_BLANK_LINES", _NoSplit())
    text = "First para line\nand its second\n\nSecond para\n\n| a | b |\n| 1 | 2 |"
    assert normalize.normalize_text(text) == (
        "First para line and its second\n\nSecond para\n\n| a | b |\n| 1 | 2 |"
    )


def _paragraphs_before(text: str) -> str:
    """The line tidying and paragraph step as normalize_text wrote them before speed40r
    (the only steps that change a text of clean lines with no hyphen)."""
    text = "\n".join([" ".join(line.split()) for line in text.splitlines()])
    pieces = re.split(r"\n{2,}", text) if "\n\n" in text else (text,)
    paragraphs = (p if normalize.is_table(p) else p.replace("\n", " ") for p in pieces)
    return "\n\n".join(p for p in paragraphs if p)


@pytest.mark.parametrize(
    "text",
    ["a", "a\nb", "a\n\nb", "a\n\n\nb", "a\n\n\n\nb", "\n\na", "a\n\n", "\n\n\na\n\n\n",
     "a\n\nb\n\n\nc\n\nd", "| x |\n| y |\n\nz\nw", "| x |\n\n\n| y |", "a\n\n\n\n\n\nb\n\nc"],
)  # fmt: skip
def test_paragraphs_edges(text: str) -> None:
    # (controls: the same answer as the regex split; they pass on the base too)
    assert normalize.normalize_text(text) == _paragraphs_before(text)


def test_paragraphs_random_texts() -> None:
    # (control: clean lines -- stripped, single spaces, no hyphen -- so only the
    # paragraph step changes the text; passes on the base too)
    rnd = random.Random(400)
    pieces = ["word", "Two words", "| a | b |", "\n", "\n", "\n\n", "\n\n\n", "x"]
    for _ in range(20000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 10)))
        assert normalize.normalize_text(text) == _paragraphs_before(text), repr(text)
