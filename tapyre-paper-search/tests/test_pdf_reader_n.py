"""readerN's regressions over this morning's merges (1627bff..602ac93): a references
block with no lines, an apostrophe before a year in a title, a hyphenated given name
written last, a lower-case abstract word inside an abstract."""

from __future__ import annotations

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf.bilingual import _split_runin
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.references import find_references
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.titletext import _without_specks
from textlines import text_line


def _block(y: float, *texts: str, size: float = 10.0) -> TextBlock:
    lines = [
        BlockLine(t, 72.0, y + 12 * i, 540.0, y + 12 * i + 10, size, False)
        for i, t in enumerate(texts)
    ]
    return TextBlock(72.0, y, 540.0, y + 12 * len(texts), lines)


def test_a_block_with_no_lines_in_the_list_is_passed_over() -> None:
    blocks = [
        _block(50, "References", size=12.0),
        TextBlock(72.0, 70.0, 540.0, 70.0, []),
        _block(
            80,
            "[1] A. Smith and B. Jones. A study of things. J. Things 1 (2001) 1-9.",
            "[2] C. Doe. Another study of things. J. Things 2 (2002) 3-4.",
        ),
    ]
    found = find_references(blocks)
    assert [line.text[:3] for block in found for line in block.lines] == ["[1]", "[2]"]


def test_an_apostrophe_before_a_year_or_a_letter_stays_in_a_title() -> None:
    assert _without_specks("Music of the '90s revisited") == "Music of the '90s revisited"
    assert _without_specks("Rock 'n Roll in print") == "Rock 'n Roll in print"
    assert _without_specks("tRNA wobble ‚positions") == "tRNA wobble positions"


def test_a_hyphenated_given_name_written_last_keeps_its_hyphen() -> None:
    names, _ = leading_names("Kim Ji-hoon, Lee Min-ho. A study of things. J. X 1 (2001) 1-2.")
    assert names == ("Kim Ji-hoon", "Lee Min-ho")
    names, _ = leading_names("J. Beard-more and A. Smith. Title")
    assert names == ("J. Beardmore", "A. Smith")  # a line-end break still joined
    names, _ = leading_names("L. M. Re-bull, and K. Kechedzhi, “A local network,” Venue")
    assert names == ("L. M. Rebull", "K. Kechedzhi")


def _line(text: str, y: float) -> Line:
    return text_line(text, y, x1=520.0)


def test_a_lower_case_abstract_word_inside_an_abstract_is_no_run_in_label() -> None:
    rows = [
        "Abstract",
        "We study the effects of the method on the soil and we find that the",
        "results are stable over the years, which is shown by the data of this",
        "résumé des résultats de la méthode pour les sols et les plantes dans",
        "le cadre de cette étude sur les sols qui sont utilisés pour la culture.",
    ]
    lines = [_line(text, 100.0 + 12 * i) for i, text in enumerate(rows)]
    found = abstracts.find_heading(lines, 0)
    assert found is not None and found.text.endswith("pour la culture.")
    kept = _split_runin(lines, found, "Les effets de la méthode sur les sols", 0.0)
    assert kept.text == found.text
