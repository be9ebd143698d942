"""Round 49's second review (review56): review54's shared left edge of an epigraph's page.

review54 measured a set-in epigraph from the leftmost start that two lines share, so
that one footer in the margin moved no edge; a head and a foot set at the same margin
edge ("Draft of 3 May 2021" over the page, "Preprint" under it, both at x = 20) shared
one, and a deck set across the measure read as a set-in epigraph again: its writer's
"— Marta Ferreira" was dropped as the epigraph's source.  The edge is now the leftmost
three lines share; a set-in epigraph keeps its source out (labelled control).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_review52 import _LEFT, _deck_page


def _with_margin_head_and_foot(path: Path) -> None:
    """``path``'s page with a head and a foot starting at one edge in the left margin."""
    doc = pymupdf.open(path)
    doc[0].insert_text((20, 30), "Draft of 3 May 2021", fontsize=8)
    doc[0].insert_text((20, 820), "Preprint", fontsize=8)
    doc.saveIncr()


def test_a_head_and_a_foot_in_the_margin_move_no_text_edge(tmp_path: Path) -> None:
    """Fails on 8175a405: the authors were ()."""
    path = tmp_path / "deck.pdf"
    _deck_page(path, _LEFT, "\u2014 Marta Ferreira")
    _with_margin_head_and_foot(path)
    assert extract_pdf(path).authors == ("Marta Ferreira",)


def test_control_a_set_in_epigraph_with_a_margin_head_and_foot(tmp_path: Path) -> None:
    """Control (passes on 8175a405 too): the epigraph set in from the measure keeps its
    source out of the authors."""
    path = tmp_path / "epigraph.pdf"
    _deck_page(path, _LEFT + 72, "\u2014 Karl Weber, Notes on Method", "Marta Ferreira and Bo Chen")
    _with_margin_head_and_foot(path)
    assert extract_pdf(path).authors == ("Marta Ferreira", "Bo Chen")
