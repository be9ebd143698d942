"""A numbered entry whose first line reads like a section's title ("7. John Smith and
Ann Lee": no comma, full stop or year) and whose title runs over several lines before
its venue and year is the list's next entry, not a heading in the list's type that ends
it (readerJ)."""

from __future__ import annotations

from ref_blocks import rows_block
from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.references import find_references


def _entry(n: int, y: float) -> TextBlock:
    return rows_block(
        [f"{n}. Author{n} A, Writer B. A study of things number {n}. J. 2, 2001."],
        x=72.0,
        y=y,
        width=400.0,
        step=9.0 + 2,
        height=9.0 + 1,
        size=9.0,
        full=True,
    )


def test_the_next_numbered_entry_does_not_end_the_list() -> None:
    blocks = [
        rows_block(
            ["References"],
            x=72.0,
            y=60.0,
            width=400.0,
            step=12.0 + 2,
            height=12.0 + 1,
            size=12.0,
            full=True,
        )
    ]
    blocks += [_entry(n, 90.0 + 14 * n) for n in range(1, 7)]
    blocks.append(
        rows_block(
            [
                "7. John Smith and Ann Lee",
                "deep learning of the things we find in the wild",
                "and some more of the things that we say in",
                "the long title of this work and its",
                "review. Journal of Things 3, 2019.",
            ],
            x=72.0,
            y=200.0,
            width=400.0,
            step=9.0 + 2,
            height=9.0 + 1,
            size=9.0,
            full=True,
        )
    )
    blocks += [_entry(n, 260.0 + 14 * n) for n in range(8, 11)]
    found = find_references(blocks)
    assert [b.lines[0].text.split(".")[0] for b in found] == [str(n) for n in range(1, 11)]


def test_a_numbered_heading_word_after_the_list_still_ends_it() -> None:
    blocks = [
        rows_block(
            ["References"],
            x=72.0,
            y=60.0,
            width=400.0,
            step=12.0 + 2,
            height=12.0 + 1,
            size=12.0,
            full=True,
        )
    ]
    blocks += [_entry(n, 90.0 + 14 * n) for n in range(1, 7)]
    blocks.append(
        rows_block(
            [
                "7. Appendix",
                "here we give the proofs that were left out of the main text",
                "and the settings of each of the runs we made in the end",
            ],
            x=72.0,
            y=200.0,
            width=400.0,
            step=9.0 + 2,
            height=9.0 + 1,
            size=9.0,
            full=True,
        )
    )
    found = find_references(blocks)
    assert len(found) == 6
