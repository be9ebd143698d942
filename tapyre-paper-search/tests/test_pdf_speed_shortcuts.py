"""Shortcuts of the PDF reader's hot paths answer as the plain forms do (issue 25).

Each shortcut reads something once instead of again, or puts a cheap exact test in
front of a costly one; these tests hold it to the plain form it replaced, on
hand-picked cases and on random inputs made of the pieces that matter.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from tapyre_paper_search.pdf import blocks as pdf_blocks
from tapyre_paper_search.pdf import justified, refentry, reflistend, refsplit
from tapyre_paper_search.pdf.blocks import BlockLine, blocks_from_tuples
from tapyre_paper_search.pdf.justified import justified_rows


def _piece(text: str, x0: float, x1: float, size: float = 9.0, y: float = 100.0) -> dict:
    span = {"text": text, "size": size, "font": "Times", "flags": 0, "bbox": (x0, y, x1, y + size)}
    return {"dir": (1.0, 0.0), "bbox": (x0, y, x1, y + size), "spans": [span]}


def _plain_same_row(left: Mapping[str, Any], right: Mapping[str, Any]) -> bool:
    """``justified._same_row`` as first written: the two lines' boxes and sizes read
    from the lines themselves (so a slip in the new signature's use is seen)."""
    size, box = justified._size, justified._box
    _, ay0, ax1, ay1 = box(left)
    bx0, by0, _, by1 = box(right)
    own = size(left)
    return (
        own > 0
        and abs(size(right) - own) <= justified._SAME_SIZE
        and abs(ay0 - by0) <= justified._SAME_ROW * own
        and abs(ay1 - by1) <= justified._SAME_ROW * own
        and ax1 - 0.5 <= bx0 <= ax1 + justified._MAX_GAP_EMS * own
    )


def _plain_rows(lines: Sequence[Mapping[str, Any]]) -> list[list[int]]:
    """The runs as first written: each line compared with the current run's last line
    that has a size, every size and box read again where it is needed."""
    size, box = justified._size, justified._box
    runs: list[list[int]] = []
    for i, line in enumerate(lines):
        sized = [lines[k] for k in reversed(runs[-1]) if size(lines[k])] if runs else []
        last = sized[0] if sized else None
        if last is not None and justified._straight(line) and justified._straight(last):
            blank = (
                not size(line)
                and box(line)[0] >= box(last)[2] - 0.5
                and abs(box(line)[1] - box(last)[1]) <= justified._SAME_ROW * size(last)
            )
            if blank or _plain_same_row(last, line):
                runs[-1].append(i)
                continue
        runs.append([i])
    return runs


def test_a_blank_piece_joins_its_run_and_the_next_piece_is_compared_with_the_last_word() -> None:
    pieces = [
        _piece("Main outcome", 54, 120),
        _piece(" ", 120, 135, size=0.0),  # a blank piece of its own: no size
        _piece("measures", 136, 180),
        _piece("Thirty-day", 300, 340, size=12.0),  # another size: a new run
        _piece("next row", 54, 120, y=112),
    ]
    runs, boxes = justified._rows(pieces)
    assert runs == [[0, 1, 2], [3], [4]]
    assert boxes[1] == (120.0, 100.0, 135.0, 100.0)
    # The first and last pieces fill the measure of the line above: one justified line.
    full = _piece("a line that fills the measure from left to right", 54, 180, y=88)
    assert justified_rows([[full, *pieces[:3]]]) == [[[0], [1, 2, 3]]]


def test_the_runs_are_the_plain_forms_on_random_pieces() -> None:
    rng = random.Random(18)
    for _ in range(400):
        lines = []
        x, y = 54.0, 100.0
        for _ in range(rng.randint(1, 9)):
            size = rng.choice([0.0, 9.0, 9.0, 9.3, 10.0, 12.0])
            width = rng.uniform(2, 80)
            x = rng.choice([x + rng.uniform(-2, 50), 54.0])
            y = rng.choice([y, y, y + rng.uniform(-2, 2), y + 12])
            piece = _piece(rng.choice(["word", " ", "", "x y"]), x, x + width, size, y)
            if rng.random() < 0.1:
                piece["dir"] = (0.0, 1.0)
            lines.append(piece)
            x += width
        assert justified._rows(lines)[0] == _plain_rows(lines)


def test_the_gap_a_row_allows_is_measured_in_the_left_pieces_size() -> None:
    # 37 points after a 9-point piece: more than 4 of its ems (36), fewer than 4 of the
    # 9.4-point piece's (37.6): two rows, as with every size read from its own line.
    pieces = [_piece("Main outcome", 54, 120), _piece("measures", 157, 200, size=9.4)]
    assert justified._rows(pieces)[0] == _plain_rows(pieces) == [[0], [1]]
    pieces = [_piece("Main outcome", 54, 120), _piece("measures", 155, 200, size=9.4)]
    assert justified._rows(pieces)[0] == _plain_rows(pieces) == [[0, 1]]


def test_links_are_looked_for_wherever_the_link_pattern_could_match() -> None:
    texts = ["A. Smith. Title. doi: 10.1/x", "See HTTPS://x.org/a", "Doi:10.5/y", "no link"]
    assert [refentry._may_hold_link(t) for t in texts] == [True, True, True, False]
    # A dotless i folds to "i" under the pattern's ignored case: non-ASCII text is asked.
    assert refentry._LINK.search("doı: 10.1/x") is not None
    assert refentry._may_hold_link("doı: 10.1/x")
    rng = random.Random(25)
    pieces = ["http", "HTTP", "s", "://", "doi", "DOI", ":", " ", "x", "ı", "ſ", "é", "dOi", "/"]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        if refentry._LINK.search(text) is not None:
            assert refentry._may_hold_link(text), text


def test_the_gates_know_the_patterns_they_stand_before() -> None:
    # ``_may_hold_link`` knows _LINK's two alternatives, and the "arXiv:" gates know the
    # stamp's pattern is case-sensitive and opens with it: a pattern changed here must
    # change its gate too.
    assert refentry._LINK.pattern == r"https?://\S+|doi:\s*"
    assert refentry._LINK.flags & re.IGNORECASE
    assert pdf_blocks._ARXIV_STAMP.pattern.startswith(r"^\s*arXiv:")
    assert not pdf_blocks._ARXIV_STAMP.flags & re.IGNORECASE


def test_entries_parse_as_with_the_link_pattern_always_applied(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entries = [
        "J. Doe and A. Roe. Deep networks for text. In Proc. ACL, pages 1–9, 2020.",
        "[4] Smith, J. (2019). A title. Journal of Things, 3(2), 1-10. DOI :10.1/x",
        "Müller, K. Über Netze. Springer, 2018. doi: 10.1007/abc https://x.de",
        "A. Roe. Notes, 2020. www.example.org/notes dx.doi.org/10.1/y arXiv :2101.00001",
        "B. Poe. Text. URL HTTPS://EXAMPLE.ORG/A, 2021. arXiv:2101.00001v2",
    ]
    gated = [refentry.parse_reference(entry, 1) for entry in entries]
    monkeypatch.setattr(refentry, "_may_hold_link", lambda text: True)
    assert [refentry.parse_reference(entry, 1) for entry in entries] == gated


def test_entries_without_links_parse_as_with_the_link_pattern_applied() -> None:
    entry = "J. Doe and A. Roe. Deep networks for text. In Proc. ACL, pages 1–9, 2020."
    parsed = refentry.parse_reference(entry, 1)
    assert parsed.authors == ("J. Doe", "A. Roe")
    assert parsed.title == "Deep networks for text"
    assert parsed.year == 2020
    linked = refentry.parse_reference(entry + " https://aclanthology.org/x", 1)
    assert "aclanthology" not in linked.venue


def _plain_ends_list(line: BlockLine, size: float) -> bool:
    """:func:`reflistend.ends_list` as first written: every pattern asked in turn."""
    text = line.text.strip()
    number = refsplit.NUMBER.match(text)
    numbered = bool(number and number.group(3) and reflistend._END_WORD.match(text, number.end()))
    if len(text) > 70 or (number and not numbered) or refsplit.LABEL.match(text):
        return False
    if line.size > size + 0.8 and sum(map(str.isalpha, text)) >= 4:
        return True
    found = numbered or reflistend.END_OF_REFERENCES.match(text)
    return bool(found) and (line.bold or text.isupper())


def test_the_end_of_a_list_is_told_as_with_every_pattern_asked() -> None:
    cases = [
        ("Appendix A", 9.0, True, True),  # bold: a heading after the list
        ("ACKNOWLEDGEMENTS", 9.0, False, True),  # in capitals
        ("Acknowledgements", 9.0, False, False),  # as the list's own lines are set
        ("A Proofs", 11.0, False, True),  # larger than the list
        ("[12]", 12.0, True, False),  # a label alone can measure taller
        ("7 Appendix", 9.0, True, True),  # a numbered heading, bold
        ("[7] Appendix", 9.0, True, False),  # an entry's number
    ]
    for text, line_size, bold, expected in cases:
        line = BlockLine(text, 0.0, 0.0, 100.0, 10.0, line_size, bold)
        assert reflistend.ends_list(line, 9.0) is expected, text
    rng = random.Random(7)
    words = ["Appendix", "APPENDIX", "A", "B.2", "Smith,", "J.", "[3]", "12.", "Acknowledgments"]
    words += ["supplementary", "2020.", "Results", "of", "the", "  ", "x" * 30, "7", "(7)"]
    for _ in range(3000):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 6)))
        line_size = rng.choice([8.0, 9.0, 9.7, 9.9, 10.5, 12.0])
        line = BlockLine(text, 0.0, 0.0, 100.0, 10.0, line_size, rng.random() < 0.3)
        assert reflistend.ends_list(line, 9.0) == _plain_ends_list(line, 9.0), text


def test_only_blocks_holding_arxiv_stamps_are_dropped_from_a_block_list() -> None:
    stamp = "arXiv:2101.00001v2  [cs.CL]  1 Jan 2021"
    kept = (0.0, 0.0, 300.0, 20.0, "Body text of the page\nand its second line", 0, 0)
    tall = (10.0, 100.0, 30.0, 600.0, stamp, 1, 0)  # set vertically: dropped anyway
    wide = (0.0, 700.0, 400.0, 712.0, stamp, 2, 0)  # the stamp set across the page
    near = (0.0, 720.0, 400.0, 732.0, "ArXiv:2101.00001v2 [cs.CL] 1 Jan 2021", 3, 0)
    blocks = blocks_from_tuples([kept, tall, wide, near])
    assert [b.text for b in blocks] == [kept[4], near[4]]
