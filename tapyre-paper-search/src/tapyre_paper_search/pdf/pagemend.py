"""A page read again from its raw dict where the text layer needs mending.

:func:`~tapyre_paper_search.pdf.pageread.read_page` asks :func:`mended_page` for each
page: where the page's text may hold TeX's bitmap fonts (the document's
:class:`~tapyre_paper_search.pdf.barefonts.BareFonts`), letters a font's short
``ToUnicode`` map leaves out (the document's
:class:`~tapyre_paper_search.pdf.shortcmap.ShortMaps`), a fallback font's glyph line, a
flattened exponent or a math letter's missing word space, the page is read once more as
a :class:`~tapyre_paper_search.pdf.texpage.MendedPage`; ``None`` where nothing would
change.  :func:`without_line_numbers` wraps a text page's dict reader with the same
mendings on the dict and a review copy's margin numbers taken off.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from tapyre_paper_search.pdf import document
from tapyre_paper_search.pdf.barefonts import BareFonts
from tapyre_paper_search.pdf.dictmend import DictMendedPage, dict_mended, unchanged_numbers
from tapyre_paper_search.pdf.exponents import may_hold_flattened
from tapyre_paper_search.pdf.glyphsplice import has_glyph_line, may_hold_glyph_line, spliced
from tapyre_paper_search.pdf.hiddencopies import hidden_copies_out
from tapyre_paper_search.pdf.joinednames import joined_gaps
from tapyre_paper_search.pdf.linenumbers import strip_dict
from tapyre_paper_search.pdf.mathspace import may_lack_space, spaced
from tapyre_paper_search.pdf.mendcheck import changing_marks
from tapyre_paper_search.pdf.pagecalls import Once
from tapyre_paper_search.pdf.raisedcue import shows_raised_digit
from tapyre_paper_search.pdf.raisedexp import marked
from tapyre_paper_search.pdf.shortcmap import ShortMaps, may_hold
from tapyre_paper_search.pdf.statsquare import may_hold_flattened_square
from tapyre_paper_search.pdf.texpage import MendedPage

log = logging.getLogger(__name__)


def mended_page(
    doc: Any,
    page: Any,
    textpage: Any,
    fonts: BareFonts,
    short: ShortMaps,
    *,
    text: str,
    data: Any,
    from_words: bool,
) -> MendedPage | DictMendedPage | None:
    """The page read again with its TeX bitmap fonts in their encodings, where its
    ``text`` (its dict ``data``; read ``from_words``) may hold them and it has some
    (:mod:`~tapyre_paper_search.pdf.texpage`), and with the letters its fonts' short
    ``ToUnicode`` maps leave out read by their glyph names (:mod:`.shortcmap`; a font
    without a map, its ligatures' joined names by their codes: :mod:`.joinednames`), and,
    on a page read from its block or word list, with a fallback font's glyph lines put
    back into their lines (:func:`~tapyre_paper_search.pdf.glyphsplice.spliced_raw`),
    raised exponents marked (:func:`~tapyre_paper_search.pdf.raisedexp.marked_raw`) and
    a math letter's word space put in (:func:`~.mathspace.spaced_raw`); ``None``
    elsewhere, and where that reading fails (the page is then read as PyMuPDF gives it)."""
    page = Once(page, "get_fonts")  # its font list asked by three readers below: read once
    if from_words and not fonts.found:
        # Words drop control characters: a bitmap font first met in the references
        # list shows them only in the page's own text.
        text = textpage.extractText()
    bare = frozenset[str]()
    if fonts.suspects(text, data, from_words=from_words):
        bare = fonts.on_page(doc, page)
    gaps = short.on_page(doc, page, text, data) if may_hold(text) else {}
    if "\ufffd" in text:  # a font without a map: its ligatures' joined names by code
        from tapyre_paper_search.pdf.pageread import flags

        gaps = {**joined_gaps(doc, page, text, textpage, flags()), **gaps}
    splice = data is None and may_hold_glyph_line(text)  # the dict's lines: dict_of splices
    # the dict's: dict_of marks and spaces them
    flattened = data is None and (may_hold_flattened(text) or may_hold_flattened_square(text))
    glued = data is None and may_lack_space(text)
    if data is not None and not bare and not gaps:
        return None
    try:
        # a lone digit's power flattens into a plain number: MuPDF's XHTML tells (glyphs53)
        flattened = flattened or (data is None and shows_raised_digit(textpage, text))

        def full() -> MendedPage:
            return MendedPage(textpage, bare, gaps, splice=splice, raised=flattened or glued)

        if not (bare or gaps):
            # the page's dict tells first whether the raw dict would change it (speed53)
            changing, marks = changing_marks(
                # spaced_raw sets a math letter's spaces on any page read raw (glyphs52)
                textpage,
                splice=splice,
                raised=flattened,
                spacing=flattened or glued,
            )
            if changing is None:
                return None
            if not from_words and not (splice and has_glyph_line(changing)):
                # a body page only marked and spaced: mended in that dict (speed59a)
                own = textpage.extractBLOCKS()
                made = dict_mended(changing, own, marks)
                if made is None:
                    return None  # nothing marked or spaced after all
                if not isinstance(made, str):  # (UNSURE: read from the raw dict below)
                    # its raw dict not marked nor spaced in the blocks the dict left alone,
                    # and no glyph line looked for: the dict showed none (speed63)
                    alone = unchanged_numbers(made, own)
                    return DictMendedPage(
                        made,
                        lambda: MendedPage(
                            textpage, bare, gaps, raised=flattened or glued, alone=alone
                        ),
                        (own, textpage.extractWORDS),
                    )
        mended = full()
        return mended if bare or gaps or mended.spliced else None
    except Exception as exc:
        if document.out_of_memory(exc):
            raise
        log.warning("page %d: its TeX bitmap fonts could not be read (%s)", page.number + 1, exc)
        return None


def without_line_numbers(read: Callable[[], Any], raw_of: Callable[[], Any]) -> Callable[[], Any]:
    """``read`` (a text page's ``extractDICT``) with a fallback font's glyphs set on lines
    of their own put back into their lines (``raw_of``: the page's raw dict, read only
    where one is found: :func:`~tapyre_paper_search.pdf.glyphsplice.spliced`), a word
    space MuPDF left out beside another font's letter put in
    (:func:`~tapyre_paper_search.pdf.mathspace.spaced`), raised exponents marked
    (:func:`~tapyre_paper_search.pdf.raisedexp.marked`) and a review copy's margin line
    numbers taken off what it gives (:func:`~tapyre_paper_search.pdf.linenumbers.strip_dict`);
    first, invisible text lying over visible text left out (a second text layer:
    :func:`~tapyre_paper_search.pdf.hiddencopies.hidden_copies_out`)."""
    return lambda: strip_dict(marked(spaced(spliced(hidden_copies_out(read()), raw_of))))
