"""Whether a page read from its block or word list gains from its raw dict (speed53).

A page read from MuPDF's block or word list (body text, the references list) is read
again from its raw dict (:class:`~tapyre_paper_search.pdf.texpage.MendedPage`) where
its text may hold a fallback font's glyph line or a raised exponent read into its
base; the raw dict is then kept only where a glyph line was put back or an exponent
marked.  Most such pages have neither (a page range "10-12", a unit "m2" set flat),
and the raw dict, with a dictionary for every character, costs about two and a half
times the page's dict.  The page's dict holds the same blocks, lines and spans with
their boxes, fonts, sizes and baselines, each span's characters joined as its text,
so the same tests on it (:func:`~tapyre_paper_search.pdf.glyphsplice.has_glyph_line`,
:func:`~tapyre_paper_search.pdf.raisedexp.has_raised`) tell first whether the raw
dict would change anything (:func:`changing_marks`, which gives that dict).
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.glyphsplice import has_glyph_line
from tapyre_paper_search.pdf.mathspace import has_glued_spans
from tapyre_paper_search.pdf.raisedexp import has_raised


def changing_marks(
    textpage: Any, *, splice: bool, raised: bool, spacing: bool = False
) -> tuple[dict[str, Any] | None, frozenset[int] | None]:
    """The page dict of PyMuPDF ``textpage`` (read once) where reading it from its raw
    dict would put back a glyph line (asked where ``splice``), mark a raised exponent
    (where ``raised``) or put a math letter's word space in (where ``spacing``,
    :func:`~tapyre_paper_search.pdf.mathspace.spaced_raw`); ``None`` where it would not
    (no dict read where nothing is asked).  For a page with no bare TeX font and no short
    ``ToUnicode`` map (those need the raw dict in any case); the dict is given for
    :mod:`~tapyre_paper_search.pdf.dictmend` to mend (speed59a).  Second, the ids of that
    dict's blocks in which :func:`~tapyre_paper_search.pdf.raisedexp.marked` would mark
    something, where :func:`~tapyre_paper_search.pdf.raisedexp.has_raised` was asked
    (``None`` where it was not: any block may be; speed63: the page's marking then walks
    those alone)."""
    if not splice and not raised and not spacing:
        return None, None
    data: dict[str, Any] = textpage.extractDICT()
    if splice and has_glyph_line(data):
        return data, None
    found: set[int] | None = set() if raised else None
    if (found is not None and has_raised(data, found)) or (spacing and has_glued_spans(data)):
        return data, None if found is None else frozenset(found)
    return None, None


__all__ = ["changing_marks"]
