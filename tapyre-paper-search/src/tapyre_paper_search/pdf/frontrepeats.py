"""Runs of labelled pages that repeat the front matter before the paper (pure).

A submission system's preprint may open with more than one page set in front of the
paper: a "Graphical Abstract" page (the label, the title and names at the body's size,
a diagram), then a "Highlights" page (the label, the title and names again, a few
bullets), and only then the paper's own first page with the title in display type.
:mod:`~tapyre_paper_search.pdf.cover` skips one such page, which repeats the next
page's title; with two, the next page's largest line is the second page's label, no
title.  Here a page that opens with such a label (``cues.BOX_LABEL``) is skipped when
every page up to the first page that opens with none opens with one too, and its text
holds that first page's title (its largest-type line or lines).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.cover import repeats_title
from tapyre_paper_search.pdf.lines import PageLines


def _labelled(page: PageLines) -> bool:
    """Whether ``page``'s first line is a highlights or graphical-abstract label alone."""
    return bool(page.lines) and cues.BOX_LABEL.match(page.lines[0].text) is not None


def repeats_ahead(pages: Sequence[PageLines], index: int, last: int) -> bool:
    """Whether ``pages[index]`` opens a run of labelled pages (each opening with a
    highlights or graphical-abstract label, at most up to ``pages[last]``) and repeats
    the title of the first page after the run: the front matter's repeat, not the
    paper.  A page the next page's title is repeated on directly is
    :func:`~tapyre_paper_search.pdf.cover.is_cover`'s, not asked for here."""
    if not _labelled(pages[index]):
        return False
    end = index + 1
    while end < last and _labelled(pages[end]):
        end += 1
    if end == index + 1 or _labelled(pages[end]):
        return False
    text = "\n".join(line.text for line in pages[index].lines)
    return repeats_title(text, pages[end])
