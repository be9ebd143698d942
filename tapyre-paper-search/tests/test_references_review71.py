"""Review71's cases for round twenty-six's rules (bib26).

A closing heading set bold or larger that ends with a full stop ("A Proof of Lemma 1.",
"Notes.") still ends the list: only a line in the list's own type closed by a stop (a
book's title in capitals under its names) is read as an entry's (PyMuPDF-drawn pages,
and hand-made blocks for a heading in the left column with the appendix going on in
the right one).  An entry whose title comes last (:mod:`~.reftitlelast`) takes no note
or second citation for its title, and a real title opening with "Online" is no note;
a title last may open with a capital of any script, or stand in quotes.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from pdf_samples import add_body_pages
from ref_blocks import box_block
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of

ENTRY = "[{n}] A. Author{n} and B. Writer. A study of things number {n}. In Proc. Conf., 20{y}."
PROSE = (
    "Here we give the proofs that were left out of the main text and the settings of "
    "each of the runs we made."
)


def _list_then(tmp_path: Path, heading: str, size: float, font: str) -> Path:
    """A paper whose last page holds a 12-entry numbered list in 9 pt, then ``heading``
    (``size`` points, ``font``), prose, and a line that looks like a 13th entry."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((72, 72), "References", fontsize=12, fontname="tibo")
    y = 96.0
    for n in range(1, 13):
        page.insert_text((72, y), ENTRY.format(n=n, y=10 + n), fontsize=9, fontname="tiro")
        y += 14
    y += 14
    page.insert_text((72, y), heading, fontsize=size, fontname=font)
    y += 16
    for text in (PROSE[:60], PROSE[60:]):
        page.insert_text((72, y), text, fontsize=9, fontname="tiro")
        y += 11.5
    page.insert_text((72, y + 6), "[13] This line is in the appendix, 2020.", fontsize=9)
    path = tmp_path / "paper.pdf"
    document.save(path)
    return path


@pytest.mark.parametrize(
    ("heading", "size", "font"),
    [
        ("A Proof of Lemma 1.", 12, "tibo"),
        ("A. Proof of Lemma 1.", 12, "tiro"),
        ("A Proofs.", 9, "tibo"),
        ("B.1 Additional Experiments.", 11, "tiro"),
        ("Notes.", 12, "tibo"),
    ],
)
def test_a_heading_set_apart_and_closed_by_a_stop_still_ends_the_list(
    tmp_path: Path, heading: str, size: float, font: str
) -> None:
    references = extract_pdf(_list_then(tmp_path, heading, size, font)).references
    assert len(references) == 12
    assert not any("appendix" in r.text or "proofs" in r.text for r in references)


def _left_column_heading(heading: str) -> list[TextBlock]:
    """A page: the list in the left column, a bold ``heading`` under it and the
    appendix's prose; the appendix going on at the top of the right column, read
    before the heading."""
    blocks = [box_block([BlockLine("References", 72, 80, 150, 92, 12.0, True)])]
    y = 100.0
    for n in range(1, 9):
        first = f"[{n}] A. Author{n} and B. Writer. A study of things"
        second = f"number {n}. In Proc. Conf., pages 1-9, 20{10 + n}."
        blocks.append(
            box_block(
                [
                    BlockLine(first, 72, y, 290, y + 10, 10.0, False),
                    BlockLine(second, 82, y + 12, 290, y + 22, 10.0, False),
                ]
            )
        )
        y += 28
    right = (
        "and so the bound holds for every n, which ends the proof",
        "of the lemma; the second lemma follows the same way.",
    )
    blocks.append(
        box_block(
            [
                BlockLine(text, 320, 100 + 12 * i, 540, 110 + 12 * i, 10.0, False)
                for i, text in enumerate(right)
            ]
        )
    )
    blocks.append(box_block([BlockLine(heading, 72, y + 10, 180, y + 22, 10.0, True)]))
    prose = (
        "Here we give the proofs that were left out of the main",
        "text; we begin with the first lemma, as promised above.",
    )
    blocks.append(
        box_block(
            [
                BlockLine(text, 72, y + 28 + 12 * i, 290, y + 38 + 12 * i, 10.0, False)
                for i, text in enumerate(prose)
            ]
        )
    )
    return blocks


@pytest.mark.parametrize("heading", ["A Proofs", "A Proofs.", "A Proof of Lemma 1."])
def test_a_bold_heading_closed_by_a_stop_in_the_left_column_closes_the_list(
    heading: str,
) -> None:
    # the right column's prose, read before the heading, is the appendix's, no entry's
    references = references_of(_left_column_heading(heading), [0])
    assert [r.year for r in references] == [2000 + 10 + n for n in range(1, 9)]
    assert references[-1].text.endswith("pages 1-9, 2018.")


JOURNAL = "J. Doe and A. Roe, Journal of Applied Physics, 12, 100-110 (2010). "
TITLELESS = {"title": "", "venue": "Journal of Applied Physics", "year": 2010}


@parsed_cases(
    *(
        Parsed(f"a-note-after-a-titleless-article-{i}", JOURNAL + note, TITLELESS)
        for i, note in enumerate(
            (
                "In press.",
                "Accessed 12 May 2020.",
                "Published online 12 May 2010.",
                "Reprinted in Selected Papers of J. Doe.",
                "Special issue on nanostructures.",
                "Cited 25 times.",
                "In Russian, with English summary.",
                "Also see Physical Review B, 13, 200 (2011).",
            )
        )
    ),
    Parsed(
        "a-second-citation-after-a-titleless-article",
        "J. Doe, Phys. Rev. B, 12, 100 (2010). 13, 200 (2011).",
        {"title": "", "venue": "Phys. Rev. B", "year": 2010},
    ),
    Parsed(
        "a-title-last-opening-with-online",
        JOURNAL + "Online learning of sparse models in high dimensions.",
        {
            "title": "Online learning of sparse models in high dimensions",
            "venue": "Journal of Applied Physics",
        },
    ),
    Parsed(
        "guard-a-title-last-opening-with-in",
        JOURNAL + "In vitro studies of cell growth in the lung.",
        {"title": "In vitro studies of cell growth in the lung"},
    ),
)
def test_what_follows_the_year_of_a_titleless_article(case: Parsed) -> None:
    check_parsed(case)


@parsed_cases(
    Parsed(
        "a-title-last-in-cyrillic",
        "J. Doe, Zhurnal Fiziki, 12, 100-110 (2010). Исследование сверхпроводимости в тонких "
        "плёнках.",
        {"title": "Исследование сверхпроводимости в тонких плёнках", "venue": "Zhurnal Fiziki"},
    ),
    Parsed(
        "a-title-last-opening-with-an-accented-capital",
        "J. Doe, Journal of Physics, 12, 100-110 (2010). Étude des propriétés optiques du "
        "graphène.",
        {"title": "Étude des propriétés optiques du graphène", "venue": "Journal of Physics"},
    ),
    Parsed(
        "a-title-last-in-quotes",
        "J. Doe, Journal of Physics, 12, 100-110 (2010). “Quoted title of the paper here.”",
        {"title": "Quoted title of the paper here", "venue": "Journal of Physics"},
    ),
)
def test_a_title_last_in_another_script_or_in_quotes(case: Parsed) -> None:
    check_parsed(case)
