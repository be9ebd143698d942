"""Where a reference list starts and ends: a page's footnotes do not set its list's
size, an alpha list's first labelled block keeps the list's size, and a list with no
heading is found past a later "[1]" mention.  Hand-made blocks."""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of


def block(rows: list[str], y: float, size: float, x: float = 100) -> TextBlock:
    """A block of one-row lines at ``x``, each 12 points under the one before."""
    made = [
        BlockLine(text, x, y + 12 * i, x + 250, y + 12 * i + 10, size, False)
        for i, text in enumerate(rows)
    ]
    return TextBlock(x, y, x + 250, made[-1].y1, made)


BODY = block(["We compare with earlier work [1] on retrieval and on ranking."], 40, 10.0)
ENTRIES = [
    "J. Smith and K. Jones. Learning to rank documents. J. Retrieval, 12:45-67, 2019.",
    "A. Brown and B. White. Dense retrieval at scale. In Proc. of SIGIR, 2020.",
    "M. Müller and L. Rossi. Cross-lingual search. Information Systems, 88, 2021.",
    "P. Novak. Query expansion revisited. Computational Linguistics, 40:1-9, 2018.",
    "R. Garcia and T. Lee. Evaluating search engines. ACM Surveys, 51:1-30, 2017.",
    "S. Kim. Sparse and dense hybrids. Transactions on Information Systems, 2022.",
]


def test_footnotes_outnumbering_a_pages_entries_do_not_set_its_lists_size() -> None:
    """A list opening low on a page, three entries over six footnote lines: the page's
    median is the footnotes' size, and they stay out of the last entry there."""
    first = [
        BODY,
        block(["References"], 500, 12.0),
        block([f"[{n}] {ENTRIES[n - 1]}" for n in (1, 2, 3)], 520, 9.0),
        block(
            [f"{k} Footnote {k}: the data were collected in 2019." for k in range(1, 7)], 600, 7.0
        ),
    ]
    second = [block([f"[{n}] {ENTRIES[n - 1]}" for n in (4, 5, 6)], 60, 9.0)]
    refs = references_of([*first, *second], [0, len(first)])
    assert [r.number for r in refs] == [1, 2, 3, 4, 5, 6]
    assert not any("Footnote" in r.text for r in refs)


def test_an_alpha_list_whose_labels_end_the_blocks_before_keeps_its_size() -> None:
    """Labels read as the last line of the block before (the first block alone opens with
    one): that block is of the list's size and counts; the appendix read into the last
    entry's block, measured larger, ends the list."""
    labels = ["[Smi19]", "[BWG20]", "[MR21]", "[Nov18]", "[GL17]", "[Kim22]"]
    blocks = [BODY, block(["References"], 80, 12.0), block([labels[0]], 100, 8.7)]
    for n, text in enumerate(ENTRIES[:-1]):
        blocks.append(block([text[:60], text[60:], labels[n + 1]], 112 + 40 * n, 8.7))
    appendix = [f"In 20{10 + k} the bound of Lemma {k} was shown for size {k}." for k in range(12)]
    last = [ENTRIES[-1][:60], ENTRIES[-1][60:], "A Proofs of the lemmas", *appendix]
    blocks.append(block(last, 320, 12.0))
    refs = references_of(blocks)
    # The last entry's text shares the appendix's block, so it goes with it: "[Kim22]" is
    # lost (known; a fix that keeps it changes this to six).
    assert [r.authors[0] for r in refs] == ["J. Smith", "A. Brown", "M. Müller", "P. Novak",
                                            "R. Garcia"]  # fmt: skip
    assert not any("Lemma" in r.text for r in refs)


def test_a_list_with_no_heading_is_found_past_a_later_mention_opening_a_line() -> None:
    """A "[1] Names" line in an appendix, with no "[2]" after it, is passed over for the
    list before it."""
    listed = [block([f"[{n}] {text}"], 100 + 14 * n, 9.0) for n, text in enumerate(ENTRIES, 1)]
    appendix = [
        block(["Appendix A: Proof of the bound"], 300, 10.0),
        block(["[1] J. Smith and K. Jones give the same bound with a different constant",
               "and we follow their argument in what comes below, line by line."], 320, 10.0),
    ]  # fmt: skip
    refs = references_of([BODY, *listed, *appendix])
    assert [r.number for r in refs] == [1, 2, 3, 4, 5, 6]
    assert not any("the same bound" in r.text for r in refs)
    assert refs[0].authors == ("J. Smith", "K. Jones")
