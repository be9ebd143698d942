"""Reference lists with no heading, and numbered body text that is no such list.

Nature's classes print their list after the text with no heading, numbered "1.",
"2.", …; REVTeX under a rule, "[1]" or a "1" glued to the first initial.  A
numbered paragraph of the body ("[1] A. Smith and B. Jones proposed …", "1K. The
sample …") is no list: its entries must read as entries (names set off by a comma
or full stop, and a year).  Hand-made blocks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import find_references, references_of
from tapyre_paper_search.pdf.refunheaded import (
    may_open_unheaded_list,
    opens_unheaded_list,
    reads_as_entry,
)


def lines_block(rows: list[str], y: float, x: float = 60.0) -> TextBlock:
    """A block of ``rows``, each 12 points under the one before."""
    made = [
        BlockLine(text, x, y + 12 * i, x + 480, y + 12 * i + 10, 10.0, False)
        for i, text in enumerate(rows)
    ]
    return TextBlock(x, y, x + 480, made[-1].y1, made)


BODY = lines_block(["We compare with earlier work on retrieval and on ranking of the"], 40)
_ROWS = [
    "progeny, as shown by fate mapping. 12",
    "1. Harvey, P. et al. Bayesian measures of model complexity and fit. Molecular",
    "Biology Letters 36, 685–710 (2002).",
    "2. Kirschner, J., Englund, D. et al. Neutrophils suppress intraluminal cell",
    "clearance. Proceedings of the 26th Conference on Psychology 19, 517–538 (2018).",
    "3. Müller, Z., Wen, H.-H. & Evans, P. A. Cognitive predictors of young children’s",
    "readiness for powered mobility. Annals of Statistics 14, 660–683 (2021).",
]
# Nature's lines each a block of its own, as the page reader gives them
NATURE = [lines_block([row], 60 + 14 * i) for i, row in enumerate(_ROWS)]


def test_a_list_numbered_1_2_3_with_no_heading_after_the_text_is_the_references() -> None:
    assert opens_unheaded_list(NATURE[1])
    refs = references_of([BODY, BODY, *NATURE], [0])
    assert [r.number for r in refs] == [1, 2, 3]
    assert refs[0].authors == ("P. Harvey",)
    assert refs[0].title == "Bayesian measures of model complexity and fit"
    assert (refs[1].year, refs[2].venue) == (2018, "Annals of Statistics")
    assert "progeny" not in refs[0].text


def test_a_numbered_paragraph_list_that_reads_as_no_entries_is_no_references_list() -> None:
    for rows in (
        [
            "[1] A. Smith and B. Jones proposed the first method for ranking documents",
            "[2] C. Brown and D. White extended it to ranking passages of long documents",
            "[3] E. Green showed that both methods fail on short queries of a few words",
        ],
        [
            "1. Gaussian and Poisson noise are added to each of the simulated images",
            "2. Ranking is done by the model trained on the first half of the images",
            "3. Recall is measured on the second half, with the queries of the test set",
        ],
    ):
        blocks = [BODY, lines_block(rows, 80), BODY]
        assert find_references(blocks) == []
        assert references_of(blocks) == ()
    # guard: the same numbers before entries with names set off and years are a list
    rows = [
        "[1] A. Smith and B. Jones, Ranking documents, Journal of Retrieval 3, 1 (2019).",
        "[2] C. Brown, Ranking passages, Journal of Retrieval 4, 9 (2020).",
        "[3] E. Green, Short queries, Journal of Retrieval 5, 7 (2021).",
    ]
    assert [r.year for r in references_of([BODY, lines_block(rows, 80), BODY])] == [
        2019,
        2020,
        2021,
    ]


def test_a_body_line_opening_with_a_number_glued_to_a_capital_opens_no_list() -> None:
    # "1K. The sample …": a footnote mark or a temperature before a sentence, not an
    # entry's number glued to its first initial (no names set off, so the page keeps
    # being read with its fonts, not line by line)
    body = lines_block(["1K. The sample was cooled to 4 K and measured in 2019 again."], 80)
    assert not opens_unheaded_list(body)
    assert opens_unheaded_list(lines_block(["1J. Black, A. White, Phys. Rev. 12, 3 (2019)."], 80))
    assert reads_as_entry("Harvey, P. et al. Bayesian measures. Letters 36, 685 (2002).")
    assert not reads_as_entry("Harvey, P. et al. Bayesian measures of fit.")  # no year
    assert not reads_as_entry("A. Smith and B. Jones proposed it in 2019.")  # names not set off


def test_a_pages_list_size_is_measured_once_a_page_not_once_a_block(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the page reader gives a list read line by line as one block a line: the page's
    # median was taken again for each of its blocks (quadratic in the page's lines)
    from tapyre_paper_search.pdf import references, refleftout

    heading = lines_block(["References"], 40)
    rows = [f"[{n}] A. Lee{n}, Growth of trees {n}, Botany {n}, 1-9 (2019)." for n in range(1, 41)]
    blocks = [heading, *(lines_block([row], 60 + 12 * i) for i, row in enumerate(rows))]
    calls: list[int] = []
    median = references._median_size

    def counted(lines: Sequence[BlockLine]) -> float:
        calls.append(len(lines))
        return median(lines)

    monkeypatch.setattr(references, "_median_size", counted)
    monkeypatch.setattr(refleftout, "_median_size", counted)  # its numbered headers' test
    refs = references_of(blocks, [0])
    assert [r.number for r in refs] == list(range(1, 41))
    assert len(calls) < 10


def test_a_numbered_list_of_earlier_work_in_the_body_is_no_references_list() -> None:
    # names set off by an initial's full stop and a year, then prose: not entries
    rows = [
        "1. Smith, J. (2019) showed that ranking by citations helps recall on small sets.",
        "2. Brown, A. and Green, B. (2020) extended this to passages of long documents.",
        "3. White, C., who in 2021 found that both fail on short queries, proposed a fix.",
    ]
    blocks = [BODY, lines_block(rows, 80), BODY, BODY]
    assert find_references(blocks) == []
    assert not reads_as_entry("Smith, J. (2019) showed that ranking helps.")
    assert not reads_as_entry("White, C.: a 2021 study found that both fail.")
    # guard: entries going on with a title, a proceedings' "in" or an arXiv id still are
    assert reads_as_entry("Smith, J. (2019). Ranking helps. J. Retrieval 3, 1.")
    assert reads_as_entry("A. Smith, in Proc. of the 9th Conference (Springer, 1999) pp. 1-9.")
    assert reads_as_entry("J. Smith et al., arXiv:1901.00001 (2019).")


def test_a_numbered_appendix_list_after_a_bracketed_list_with_no_heading_is_not_it() -> None:
    refs = [f"[{n}] A. Lee{n}, Growth of trees {n}, Botany {n}, 1-9 (2019)." for n in (1, 2, 3, 4)]
    appendix = [
        "1. Miller, K., 2018. Interview transcripts, wave one.",
        "2. Garcia, L., 2019. Interview transcripts, wave two.",
        "3. Chen, M., 2020. Interview transcripts, wave three.",
    ]
    found = references_of([BODY, lines_block(refs, 80), BODY, lines_block(appendix, 200)])
    assert [r.title for r in found] == [f"Growth of trees {n}" for n in (1, 2, 3, 4)]
    # guard: with no bracketed list, a list numbered "1." is still found
    assert [r.year for r in references_of([BODY, BODY, lines_block(appendix, 200)])] == [
        2018,
        2019,
        2020,
    ]


def test_the_cheap_gate_lets_through_every_block_that_opens_a_list() -> None:
    # pageread asks opens_unheaded_list only where may_open_unheaded_list says it may be
    # true: of line objects and of a block list's raw text, any line, any spacing
    rng = random.Random(28)
    marks = ["[1] ", "[1]\u00a0", "1. ", "1.\t", "1.\u2003", "1J. ", "1À. ", "\t1. ", "  [1] "]
    marks.append("1) ")
    names = ["Harvey, P. et al. Bayesian", "J. Black, A. White, Title", "Smith J, Jones K. T", "We"]
    rows = ["Biology Letters 36, 685–710 (2002).", "", "2. Kirschner, J. et al. T (2018).", "[1]"]
    opened = 0
    for _ in range(3000):
        made = [rng.choice(rows) for _ in range(rng.randint(0, 3))]
        made.insert(rng.randint(0, len(made)), rng.choice(marks) + rng.choice(names))
        for block in (
            lines_block(made, 80),
            TextBlock(60, 80, 540, 120, None, raw="\n".join(made), detailed=False),
        ):
            if opens_unheaded_list(block):
                opened += 1
                assert may_open_unheaded_list(block.text), made
    assert opened > 1000


@pytest.mark.parametrize(
    "rows",
    [
        ["[1] Harvey, P. et al. Bayesian inference of scalable video. Nature 12, 3 (2019)."],
        ["in the last section.", "1. Harvey, P. et al. Bayesian inference. Nature 12, 3 (2019)."],
        ["  1.  Harvey, P. et al. Bayesian inference. Nature 12, 3 (2019)."],
        ["1J. Black, A. White, Phys. Rev. D 12, 3 (2019)"],
    ],
)
def test_the_cheap_gate_lets_through_every_block_that_opens_an_unheaded_list(
    rows: list[str],
) -> None:
    # pageread asks opens_unheaded_list only of blocks that pass may_open_unheaded_list:
    # a first entry the one accepts and the other does not is a list never found, on
    # front pages (line blocks) and body pages (a block list's raw text) alike.
    from tapyre_paper_search.pdf.blocks import blocks_from_tuples
    from tapyre_paper_search.pdf.refunheaded import may_open_unheaded_list

    detailed = lines_block(rows, 400)
    (raw,) = blocks_from_tuples([(60.0, 400.0, 540.0, 440.0, "\n".join(rows) + "\n", 0, 0)])
    for block in (detailed, raw):
        assert opens_unheaded_list(block)
        assert may_open_unheaded_list(block.text)
