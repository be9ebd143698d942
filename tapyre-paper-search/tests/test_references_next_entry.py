"""A numbered entry whose first line reads like a section's title ("7. John Smith and
Ann Lee": no comma, full stop or year) and whose title runs over several lines before
its venue and year is the list's next entry, not a heading in the list's type that ends
it (readerJ)."""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import find_references


def _block(texts: list[str], y0: float, size: float = 9.0) -> TextBlock:
    lines = []
    y = y0
    for text in texts:
        lines.append(BlockLine(text, 72.0, y, 472.0, y + size + 1, size, False))
        y += size + 2
    return TextBlock(72.0, y0, 472.0, y, _lines=lines)


def _entry(n: int, y: float) -> TextBlock:
    return _block([f"{n}. Author{n} A, Writer B. A study of things number {n}. J. 2, 2001."], y)


def test_the_next_numbered_entry_does_not_end_the_list() -> None:
    blocks = [_block(["References"], 60.0, 12.0)]
    blocks += [_entry(n, 90.0 + 14 * n) for n in range(1, 7)]
    blocks.append(
        _block(
            [
                "7. John Smith and Ann Lee",
                "deep learning of the things we find in the wild",
                "and some more of the things that we say in",
                "the long title of this work and its",
                "review. Journal of Things 3, 2019.",
            ],
            200.0,
        )
    )
    blocks += [_entry(n, 260.0 + 14 * n) for n in range(8, 11)]
    found = find_references(blocks)
    assert [b.lines[0].text.split(".")[0] for b in found] == [str(n) for n in range(1, 11)]


def test_a_numbered_heading_word_after_the_list_still_ends_it() -> None:
    blocks = [_block(["References"], 60.0, 12.0)]
    blocks += [_entry(n, 90.0 + 14 * n) for n in range(1, 7)]
    blocks.append(
        _block(
            [
                "7. Appendix",
                "here we give the proofs that were left out of the main text",
                "and the settings of each of the runs we made in the end",
            ],
            200.0,
        )
    )
    found = find_references(blocks)
    assert len(found) == 6
