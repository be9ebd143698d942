"""A body page's raised exponents and math spaces mended in its dict, not its raw dict
(speed59a).

A page read from MuPDF's block list whose only mending is a raised exponent marked
(:mod:`~tapyre_paper_search.pdf.raisedexp`) or a math letter's word space put in
(:mod:`~tapyre_paper_search.pdf.mathspace`) was read again as PyMuPDF's raw dict
(:class:`~tapyre_paper_search.pdf.texpage.MendedPage`: a Python dictionary for every
character, about four times the page's dict), though the page's dict, already read to
tell whether anything changes (:mod:`~tapyre_paper_search.pdf.mendcheck`), holds the
same spans.  Both mendings only put a character of no width before a span's first
(``^``, a space) or read a span's characters as nothing: no character's box changes,
so each changed block keeps MuPDF's own box and only its text changes.

:func:`dict_mended` marks and spaces the dict as ``MendedPage`` marks and spaces the raw
dict (the same functions, marking first), and gives each changed block's tuple as
MuPDF's own with its lines' new texts: the old texts are found in order in MuPDF's
text, which tells which lines it ended with a line break (one whose last character is
not a line break and which has a character with an area:
:func:`~tapyre_paper_search.pdf.mendblocks.block_tuple`).  Where that cannot be told
(MuPDF's text is not the lines' texts, a break could be the next line's first character,
a span is empty, block numbers repeat) it gives :data:`UNSURE`, and the page is read
from its raw dict as before.  :class:`DictMendedPage` gives those blocks, and its words,
dict and raw dict from the raw-dict reading, made only when first asked for (tables,
the references list opening on the page).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any, Final

from tapyre_paper_search.pdf.boxes import Box
from tapyre_paper_search.pdf.dictwords import changed_boxes, own_words_serve
from tapyre_paper_search.pdf.mathspace import spaced
from tapyre_paper_search.pdf.mendblocks import BlockTuple
from tapyre_paper_search.pdf.raisedexp import marked
from tapyre_paper_search.pdf.texpage import MendedPage, Word

UNSURE: Final = "unsure"
"""What :func:`dict_mended` gives where the page's dict cannot tell its blocks."""

_Lines = list[list[str]]  # a block's lines, each its spans' texts


class DictMendedPage:
    """A mended body page's block tuples (``extractBLOCKS``), and the rest of
    :class:`~tapyre_paper_search.pdf.texpage.MendedPage`'s reading (``raw``,
    ``extractDICT``, ``extractWORDS``, ``words_in``) from ``full()``, made once and
    only when first asked for; ``own``: MuPDF's own block tuples and word list reader
    of the page, for :meth:`words_near`."""

    spliced = True  # (as a MendedPage that changed something)

    def __init__(
        self,
        blocks: list[BlockTuple],
        full: Callable[[], MendedPage],
        own: tuple[Sequence[BlockTuple], Callable[[], list[Word]]] | None = None,
    ) -> None:
        self._blocks = blocks
        self._make = full
        self._full: MendedPage | None = None
        self._own = own

    def _page(self) -> MendedPage:
        if self._full is None:
            self._full = self._make()
        return self._full

    @property
    def raw(self) -> Any:
        """The mended raw dict (:attr:`MendedPage.raw`)."""
        return self._page().raw

    def extractBLOCKS(self) -> list[BlockTuple]:  # noqa: N802 (PyMuPDF's name)
        """The page's block tuples, as :meth:`MendedPage.extractBLOCKS` gives them."""
        return list(self._blocks)

    def extractDICT(self) -> dict[str, Any]:  # noqa: N802 (PyMuPDF's name)
        """:meth:`MendedPage.extractDICT`."""
        return self._page().extractDICT()

    def extractWORDS(self) -> list[Word]:  # noqa: N802 (PyMuPDF's name)
        """:meth:`MendedPage.extractWORDS`."""
        return self._page().extractWORDS()

    def words_in(self, box: Sequence[float]) -> list[Word]:
        """:meth:`MendedPage.words_in`."""
        return self._page().words_in(box)

    def words_near(self, boxes: Sequence[Box]) -> list[Word] | None:
        """MuPDF's own word list where its words in each of ``boxes`` are those of
        :meth:`extractWORDS` (:func:`~tapyre_paper_search.pdf.dictwords.own_words_serve`,
        speed61); ``None`` there, where ``own`` is not given, and where the raw-dict
        reading is made already (its words are then as cheap)."""
        if self._full is not None or self._own is None:
            return None
        blocks, words = self._own
        text = "".join(str(t[4]) for t in blocks)
        if not own_words_serve(changed_boxes(self._blocks, blocks), boxes, text):
            return None
        return words()


def dict_mended(
    data: dict[str, Any], own: Sequence[BlockTuple], marks: Collection[int] | None = None
) -> list[BlockTuple] | str | None:
    """The block tuples of the page whose dict is ``data`` and whose MuPDF block tuples
    are ``own`` once its raised exponents are marked and its math spaces put in
    (``data`` changed in place), as ``MendedPage(..., raised=True)`` gives them for a
    page with no bare font, no short map and no glyph line; ``None`` where nothing
    changes, :data:`UNSURE` where the dict cannot tell.  ``marks``: the ids of the only
    blocks marking can change, where known (:func:`~.mendcheck.changing_marks`)."""
    blocks = [b for b in data.get("blocks", ()) if b.get("type", 0) == 0]
    before = {id(block): _line_texts(block) for block in blocks}
    changed: set[int] = set()
    marking = data if marks is None else {"blocks": [b for b in blocks if id(b) in marks]}
    marked(marking, changed)  # marked first, as MendedPage does
    spaced(data, changed)
    if not changed:
        return None
    by_number = {t[5]: t for t in own}
    if len(by_number) != len(own):
        return UNSURE
    out: list[BlockTuple] = []
    for block in blocks:
        made = by_number.get(block.get("number", 0))
        if made is None or id(block) not in changed:
            if made is not None:
                out.append(made)
            continue
        text = _retexted(str(made[4]), before[id(block)], _line_texts(block))
        if text is None:
            return UNSURE
        out.append((*made[:4], text, *made[5:]))
    return out


def unchanged_numbers(made: Sequence[BlockTuple], own: Sequence[BlockTuple]) -> frozenset[int]:
    """The numbers of the blocks :func:`dict_mended` left as they were: those of its
    tuples ``made`` among MuPDF's own ``own`` (a changed block's text always differs:
    a mark led by ``^``, a space put in, a mark's characters left out of a span of
    some; a block with no tuple is not among them)."""
    unchanged = set(own)
    return frozenset(int(t[5]) for t in made if t in unchanged)


def _line_texts(block: dict[str, Any]) -> _Lines:
    """A dict block's lines, each its spans' texts."""
    return [[str(s.get("text", "")) for s in ln.get("spans", ())] for ln in block.get("lines", ())]


def _retexted(own: str, before: _Lines, after: _Lines) -> str | None:
    """MuPDF's block text ``own`` of lines whose spans read ``before``, with the lines'
    spans reading ``after`` (the same spans, each led by a character or read as
    nothing); ``None`` where a line break cannot be told."""
    parts: list[str] = []
    at = 0
    for k, (old, new) in enumerate(zip(before, after, strict=True)):
        if any(not span for span in old):
            return None  # a span of no character: the dict cannot stand for it
        line = "".join(old)
        if not own.startswith(line, at):
            return None
        at += len(line)
        parts.append("".join(new))
        if not old:
            continue  # no character, no area: no break
        old_last, new_last = old[-1][-1], new[-1][-1:]
        if old_last == "\n":
            if new_last != "\n":
                return None  # whether the line has an area is not shown
            continue
        broken = own.startswith("\n", at)
        if broken and k + 1 < len(before) and "".join(before[k + 1]).startswith("\n"):
            return None  # the break could be the next line's own
        at += broken
        if broken and new_last != "\n":
            parts.append("\n")
    return "".join(parts) if at == len(own) else None


__all__ = ["UNSURE", "DictMendedPage", "dict_mended", "unchanged_numbers"]
