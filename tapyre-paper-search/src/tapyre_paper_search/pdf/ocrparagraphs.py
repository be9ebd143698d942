"""OCR paragraphs' type sizes: mending what OCR measured of their lines (pure).

Tesseract sizes a word by its ink, so a paragraph's lines can come back in sizes
that would split it or end an abstract there.  :func:`mended_sizes` gives a lone
word and a line carrying on the sentence above it the paragraph's size (not a
title's last word, :func:`title_tail`); :func:`pitched_paragraphs` puts a title's
first line that OCR boxed short back at the head of the paragraph under it.  Used
by :mod:`~tapyre_paper_search.pdf.ocrregroup`; the line helpers are
:mod:`~tapyre_paper_search.pdf.ocrlines`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from .authors import names_in_line
from .cues import has_affiliation, has_email
from .ocrlines import PROSE_WORDS, line_text, word_count

_CARRIED_ON = 1.5
"""A line carrying on the sentence above it takes its paragraph's size up to this ratio."""
_PITCH = 1.15
"""How many times the pitch of the paragraph under it a line's top may stand above
that paragraph's top and still be its first line (:func:`pitched_paragraphs`)."""
_PITCH_SIZES = 1.25
"""How many times the size of such a first line its paragraph's lines may be."""


def mended_sizes(
    lines: Sequence[Mapping[str, Any]],
    paragraph: Sequence[int],
    sizes: list[float],
    display: float,
) -> None:
    """Give two kinds of line in a paragraph of three lines or more the size most of
    the paragraph's characters are set in (its ``common`` size), where OCR measured
    them otherwise; either would end an abstract there.

    - A line of one word measured larger though its box is no taller than the
      paragraph's other lines: OCR sizes a word by its width, and a label alone on
      its line ("RESULTS") whose box took in dirt in the margin comes out nearly
      twice the size of the lines around it.  Its box's height tells the type size.
      Not a word right under the lines heading the paragraph, all of its size, the
      last of :data:`_TITLE_LINE_WORDS` words or more: a title's last word under the
      title's line ("… features and" / "management") over names OCR put with it.
    - A line that starts in lower case under a prose line of the common size, up to
      :data:`_CARRIED_ON` off: it carries on that line's sentence ("…adjusting for
      pote-" / "ntial confounders."), and no heading starts in lower case.

    Only in a paragraph of text type (its common size under ``display``, the size of
    a title): under a title a line in lower case can be the names ("by Jane Doe").
    """
    if len(paragraph) < 3:
        return
    heights = {i: float(lines[i]["bbox"][3]) - float(lines[i]["bbox"][1]) for i in paragraph}
    counts: dict[float, int] = {}
    for i in paragraph:
        counts[sizes[i]] = counts.get(sizes[i], 0) + len(line_text(lines[i]).strip())
    common = max(counts, key=lambda v: (counts[v], v))
    if common >= display:
        return
    for k, i in enumerate(paragraph):
        if sizes[i] == common:
            continue
        above = paragraph[k - 1] if k else None
        if (
            above is not None
            and line_text(lines[i]).lstrip()[:1].islower()
            and sizes[above] == common
            and word_count(lines[above]) >= PROSE_WORDS
            and max(sizes[i], common) < min(sizes[i], common) * _CARRIED_ON
        ):
            sizes[i] = common  # the sentence above goes on: no heading starts lower case
            continue
        if sizes[i] < common or word_count(lines[i]) != 1:
            continue
        if title_tail(lines, paragraph[:k], sizes, sizes[i]):
            continue  # a title's last word under its line ("… features and" / "management")
        others = sorted(heights[k] for k in paragraph if k != i)
        if heights[i] <= others[len(others) // 2] * 1.1:
            sizes[i] = common


_TITLE_LINE_WORDS = 3
"""Words of a title's line over its last word, at least ("4 Data" is a heading)."""


def title_tail(
    lines: Sequence[Mapping[str, Any]], head: Sequence[int], sizes: Sequence[float], size: float
) -> bool:
    """Whether the lines ``head`` (a paragraph's first lines) are all set in ``size``
    and the last holds :data:`_TITLE_LINE_WORDS` words or more: a line of one word
    in ``size`` under them is a title's last word, even where the rest of the
    paragraph (names OCR put with the title) is set otherwise."""
    return (
        bool(head)
        and all(sizes[i] == size for i in head)
        and word_count(lines[head[-1]]) >= _TITLE_LINE_WORDS
    )


def pitched_paragraphs(
    lines: Sequence[Mapping[str, Any]],
    paragraphs: list[list[int]],
    sizes: Sequence[float],
    display: float,
) -> list[list[int]]:
    """``paragraphs`` (lists of indexes into ``lines``, in reading order) with a
    paragraph of one line put at the head of the paragraph right after it where it
    stands at that paragraph's pitch.

    OCR boxes a line by its ink: a title's first line without descenders ("Human
    serum") has a short box, and the gap measured from its foot to the next line
    looks like a paragraph break.  Top to top, it stands where the paragraph's next
    line would: no more than :data:`_PITCH` times the paragraph's median pitch (two
    lines or more) above its first line, overlapping it across.  Only in display
    type (the paragraph's size ``display`` or more: a title; a label over its
    paragraph of text keeps its own block), and only a line no
    larger than the paragraph's type (within a twentieth) and less than
    :data:`_PITCH_SIZES` smaller: a title over the names under it is set larger
    than they are.  Never over a paragraph that opens with names or holds an
    affiliation or an e-mail address: a title stays off a close author block.
    """
    out: list[list[int]] = []
    k = 0
    while k < len(paragraphs):
        paragraph = paragraphs[k]
        after = paragraphs[k + 1] if k + 1 < len(paragraphs) else None
        if (
            len(paragraph) == 1
            and after is not None
            and _at_pitch(lines, paragraph[0], after, sizes, display)
        ):
            out.append([paragraph[0], *after])
            k += 2
            continue
        out.append(paragraph)
        k += 1
    return out


def _at_pitch(
    lines: Sequence[Mapping[str, Any]],
    head: int,
    paragraph: Sequence[int],
    sizes: Sequence[float],
    display: float,
) -> bool:
    """Whether the line ``head`` stands as ``paragraph``'s first line would."""
    if len(paragraph) < 2:
        return False
    tops = [float(lines[i]["bbox"][1]) for i in paragraph]
    pitches = sorted(b - a for a, b in pairwise(tops))
    pitch = pitches[len(pitches) // 2]
    x0, y0, x1, _ = (float(v) for v in lines[head]["bbox"])
    fx0, _, fx1, _ = (float(v) for v in lines[paragraph[0]]["bbox"])
    size, common = sizes[head], sorted(sizes[i] for i in paragraph)[len(paragraph) // 2]
    at_pitch = (
        pitch > 0
        and common >= display
        and 0 < tops[0] - y0 <= pitch * _PITCH
        and min(x1, fx1) > max(x0, fx0)
        and size <= common * 1.05
        and common < size * _PITCH_SIZES
    )
    if not at_pitch:  # the geometry first: it rules out most paragraphs cheaply
        return False
    texts = [line_text(lines[i]) for i in paragraph]
    return not (names_in_line(texts[0]) or any(has_affiliation(t) or has_email(t) for t in texts))
