"""acronymprose: "MSC", "PACS" or "JEL" opening a line that goes on a sentence is no
classification block (abs64).

An abstract on mesenchymal stem cells wrapped a line before "MSC activity, but do not
generate …" (abs63's two-language shape, train since abs64): the base read "MSC" as a
Mathematics Subject Classification label and ended the abstract there.  Controls: the
blocks' own labels, with a colon, a year, their codes or a capitalised "Primary", still
end it.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.abstractcues import is_after_abstract, opens_keywords
from tapyre_paper_search.pdf.acronymprose import opens_prose
from textlines import text_line


@pytest.mark.parametrize(
    "text",
    [
        "MSC activity, but do not generate fetal chondrocytes. Instead, they",
        "PACS systems were deployed in twelve hospitals over two years.",
        "MSC-derived exosomes were collected from the medium.",
    ],
)
def test_an_acronym_going_on_a_sentence_opens_no_block(text: str) -> None:
    assert opens_prose(text)
    assert not is_after_abstract(text) and not opens_keywords(text)


@pytest.mark.parametrize(
    "text",
    [
        "MSC 2010: 35K55, 35B40",
        "MSC: 68T05",
        "MSC Primary 35K55; Secondary 35B40",
        "MSC primary 35K55; secondary 35B40",
        "PACS numbers: 42.50.Ct, 03.67.Bg",
        "PACS 03.67.Bg",
        "JEL classification: C12, D4",
        "JEL codes C12 D4",
    ],
)
def test_the_blocks_labels_still_end_an_abstract(text: str) -> None:
    assert not opens_prose(text)
    assert is_after_abstract(text) and opens_keywords(text)


def test_an_abstract_wrapped_before_msc_reads_on() -> None:
    rows = [
        "Summary",
        "In contrast, quiescent neural crest-derived nestin(+) cells preserve",
        "MSC activity, but do not generate fetal chondrocytes. Instead, they",
        "differentiate into niche-forming cells, helping to establish the niche.",
        "Keywords: neural, source, mesenchymal",
    ]
    lines = [
        text_line(t, 170 + 9 * i, size=10 if i == 0 else 7.5, x0=59, x1=351)
        for i, t in enumerate(rows)
    ]
    lines[0] = text_line("Summary", 170, size=10, x0=59, x1=112, bold=True)
    found = find_heading(lines, 0)
    assert found is not None
    assert found.text.endswith("helping to establish the niche.")
    assert "Keywords" not in found.text


@pytest.mark.parametrize(
    "text", ["JEL classification", "PACS numbers —", "JEL codes", "MSC subject classification"]
)
def test_a_block_label_alone_over_its_codes_ends_the_abstract(text: str) -> None:
    """fix59c: the label alone on its line, its codes wrapped to the next, is no prose."""
    assert not opens_prose(text)
    assert is_after_abstract(text)
