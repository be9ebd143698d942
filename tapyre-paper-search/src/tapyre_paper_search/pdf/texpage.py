"""A whole page's text with TeX's bitmap fonts read in their encodings.

:mod:`~tapyre_paper_search.pdf.texcodes` tells which Type 3 fonts are TeX's bitmap
fonts and how their codes read.  This module brings that to every way
:func:`~tapyre_paper_search.pdf.pageread.read_page` reads a page (its dict on
front pages and for captions, its blocks on body pages, its words in the
references list and in tables), so that body text, passages and references of
a PDF in such fonts are read as its front page is:

* :class:`~tapyre_paper_search.pdf.barefonts.BareFonts` (one per document) says which
  fonts of a page are bare Type 3 fonts, a page asked about only where its text calls
  for it (most pages cost one scan of their text and no font lookup).
* :class:`MendedPage` reads such a page once as PyMuPDF's raw dict (characters
  with their boxes), reads each bare font's characters in its encoding, and
  gives the dict, the block tuples and the word tuples made from it, shaped as
  PyMuPDF's ``extractDICT``, ``extractBLOCKS`` and ``extractWORDS`` give them.

Pages without a bare font are read exactly as before: nothing here runs on them
beyond the text scan.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf import texcodes
from tapyre_paper_search.pdf.boxes import union
from tapyre_paper_search.pdf.glyphsplice import spliced_raw
from tapyre_paper_search.pdf.mathspace import spaced_raw
from tapyre_paper_search.pdf.mendblocks import area_boxes, mended_blocks
from tapyre_paper_search.pdf.ownwords import Word, merged_words, serves
from tapyre_paper_search.pdf.raisedexp import marked_raw
from tapyre_paper_search.pdf.rtlscript import is_rtl_char
from tapyre_paper_search.pdf.shortcmap import Gaps, read_gaps
from tapyre_paper_search.pdf.spanfields import raw_text


class MendedPage:
    """A text page read once as a raw dict, its characters in bare ``fonts`` read in
    their encodings, and those of fonts with ``gaps`` in their ``ToUnicode`` maps (by
    span font name: :mod:`~tapyre_paper_search.pdf.shortcmap`) by their glyph names;
    ``extractDICT``, ``extractBLOCKS`` and ``extractWORDS`` as PyMuPDF's text page gives
    them (dicts made anew on each call: callers may change them).  ``alone``: the
    numbers of blocks the ``raised`` passes would leave as they are, as the page's dict
    told (:mod:`~tapyre_paper_search.pdf.dictmend`): not asked (speed63)."""

    def __init__(
        self,
        textpage: Any,
        fonts: frozenset[str],
        gaps: Mapping[str, Gaps] | None = None,
        *,
        splice: bool = False,
        raised: bool = False,
        alone: Collection[int] = (),
    ) -> None:
        self.raw = textpage.extractRAWDICT()
        self._textpage = textpage
        # The ids of the blocks the mending changed (None: any may be; mendblocks).
        self._changed: set[int] | None = set()
        # Whether a fallback font's glyph line was put back (splice), or a raised
        # exponent marked or a math letter's word space put in (raised: raisedexp's
        # marked_raw, mathspace's spaced_raw).
        self.spliced = False
        self._word_list: list[Word] | None = None  # for words_in
        spans = (
            [
                span
                for block in self.raw.get("blocks", ())
                for line in block.get("lines", ())
                for span in line.get("spans", ())
            ]
            if fonts
            else []  # no bare font: no span to read in an encoding (speed57)
        )
        for span, table in texcodes.tables_of(spans, fonts, raw_text):
            self._changed = None
            chars = span.get("chars", ())
            read = texcodes.decode_chars([c.get("c", "") for c in chars], table)
            for char, text in zip(chars, read, strict=True):
                char["c"] = text
        if gaps:
            read_gaps(self.raw, gaps)
            self._changed = None
        if splice:
            raw = spliced_raw(self.raw)
            self.raw, self.spliced = raw, raw is not self.raw
            if self.spliced:
                self._changed = None
        changed = self._changed
        if raised:
            # (``alone`` stands while nothing else changed the page's blocks)
            marking = _blocks_of(self.raw, alone if changed is not None else ())
            if marked_raw(marking, changed) | spaced_raw(marking, changed):
                self.spliced = True

    def extractDICT(self) -> dict[str, Any]:  # noqa: N802 (PyMuPDF's name)
        """The page's ``get_text("dict")``: spans with their text instead of characters."""
        out = {k: v for k, v in self.raw.items() if k != "blocks"}
        out["blocks"] = [_dict_block(block) for block in self.raw.get("blocks", ())]
        return out

    def extractBLOCKS(self) -> list[tuple[Any, ...]]:  # noqa: N802 (PyMuPDF's name)
        """The page's ``(x0, y0, x1, y1, text, number, type)`` text blocks: each line's
        text and a line break (none after a line that ends in one, or whose characters
        have no area), the box around the characters with an area, as MuPDF makes them;
        MuPDF's own for each block the mending left alone (:mod:`.mendblocks`)."""
        own = getattr(self._textpage, "extractBLOCKS", None)  # (a raw dict alone: none)
        return mended_blocks(self.raw, self._changed if own else None, own or list)

    def extractWORDS(self) -> list[Word]:  # noqa: N802 (PyMuPDF's name)
        """The page's ``(x0, y0, x1, y1, word, block, line, word number)`` words, split as
        MuPDF splits them: at spaces (code 32 or less, no-break space, the direction
        marks U+202A-U+202E) and where right-to-left script (U+0590-U+0900) starts or
        ends; a zero-width joiner starts none; each in the box around its characters
        with an area (none: no word).  MuPDF's own words for the blocks the mending
        left alone, where it tells which (:mod:`~tapyre_paper_search.pdf.ownwords`)."""
        own = getattr(self._textpage, "extractWORDS", None)  # (a raw dict alone: none)
        tuples = getattr(self._textpage, "extractBLOCKS", None)
        changed = self._changed
        if (
            own is not None
            and tuples is not None
            and changed is not None
            and serves("".join(str(t[4]) for t in tuples()))
        ):
            words = merged_words(self.raw.get("blocks", ()), changed, own(), self._words)
            if words is not None:
                return words
        return self._words(None)

    def _words(self, only: Collection[int] | None) -> list[Word]:
        """:meth:`extractWORDS` made from the raw dict, of the blocks numbered in ``only``
        alone where given (a page with no right-to-left script: :func:`.ownwords.serves`)."""
        out: list[Word] = []
        rtl = False  # MuPDF keeps the last character's direction over lines and blocks
        for block in self.raw.get("blocks", ()):
            if block.get("type", 0) != 0:
                continue
            number = int(block.get("number", 0))
            if only is not None and number not in only:
                continue
            for line_number, line in enumerate(block.get("lines", ())):
                word: list[dict[str, Any]] = []
                count = 0
                for char in [*_chars(line), None]:
                    text = "" if char is None else char.get("c", "")
                    if char is not None and not rtl and len(text) == 1 and "!" <= text <= "~":
                        # printable ASCII in a left-to-right run: no space, no change of
                        # direction, so the word goes on (most characters; speed54)
                        word.append(char)
                        continue
                    if char is not None and not word and text == "\u200d":
                        continue
                    splits = char is not None and _splits(text)
                    char_rtl = is_rtl_char(text) if text else rtl
                    if char is not None and not splits and char_rtl == rtl:
                        word.append(char)
                        continue
                    if char is not None and splits and not word:
                        continue
                    boxes = area_boxes(word)
                    if boxes:
                        x0, y0, x1, y1 = union(boxes)
                        joined = "".join(c.get("c", "") for c in word)
                        out.append((x0, y0, x1, y1, joined, number, line_number, count))
                        count += 1
                    word = []
                    if char is not None and not splits:
                        word.append(char)
                        rtl = char_rtl
        return out

    def words_in(self, box: Sequence[float]) -> list[Word]:
        """The page's words whose middle lies in ``box`` (``get_text("words", clip=box)``)."""
        if self._word_list is None:
            self._word_list = self.extractWORDS()
        left, top, right, bottom = box[:4]
        return [
            w
            for w in self._word_list
            if left <= (w[0] + w[2]) / 2 <= right and top <= (w[1] + w[3]) / 2 <= bottom
        ]


def _blocks_of(raw: dict[str, Any], alone: Collection[int]) -> dict[str, Any]:
    """``raw`` itself, or (``alone`` given) a page dict of ``raw``'s blocks not numbered
    in ``alone``, the same block objects (changed in place by the passes)."""
    if not alone:
        return raw
    return {"blocks": [b for b in raw.get("blocks", ()) if b.get("number", 0) not in alone]}


def _chars(line: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for span in line.get("spans", ()) for c in span.get("chars", ())]


def _splits(text: str) -> bool:
    """Whether a character read as ``text`` ends a word (an accent read into the letter
    after it, ``""``, does not)."""
    return len(text) == 1 and (ord(text) <= 32 or text == "\xa0" or "\u202a" <= text <= "\u202e")


def _dict_block(block: dict[str, Any]) -> dict[str, Any]:
    if block.get("type", 0) != 0:
        return dict(block)
    lines = []
    for line in block.get("lines", ()):
        spans = [
            {k: v for k, v in span.items() if k != "chars"} | {"text": raw_text(span)}
            for span in line.get("spans", ())
        ]
        lines.append({k: v for k, v in line.items() if k != "spans"} | {"spans": spans})
    return {k: v for k, v in block.items() if k != "lines"} | {"lines": lines}


__all__ = ["MendedPage", "Word"]
