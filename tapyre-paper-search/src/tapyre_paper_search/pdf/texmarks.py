"""A byline's affiliation marks left in TeX's superscript notation (pure; bylines66).

A byline pasted from a TeX source into a word processor or a web form keeps its marks as
written there, "Petra Novak^{a}, Jiří Svoboda^{b} and Tereza Dvořáková^{a,c,*}", the
braces and carets printed; glued to the names, they made every piece no name and the
page named nobody.  :func:`without_tex_marks` drops such a mark right after two letters
(a name's end): a caret, then braces holding marks only (:data:`_MARKS`: one to three letters
or digits, "*", "†", "‡", "§", "#", split by commas), or a caret before one such mark
with no braces ("Ann Lee^1").  A caret anywhere else ("x^{2}" after one letter,
"2^{n}" after a digit, "^{abcd}" holding a word, a caret after a space) is left as it
is; only a line read for names (:func:`~tapyre_paper_search.pdf.authors.names_in_line`)
is asked.
"""

from __future__ import annotations

import re

_MARK = r"(?:[^\W_]{1,3}|[*†‡§#])"
_MARKS = rf"{_MARK}(?:\s*,\s*{_MARK})*"
_TEX_MARK = re.compile(rf"(?<=[^\W\d_][^\W\d_])\^(?:\{{\s*{_MARKS}\s*\}}|{_MARK}(?![^\W_]))")
"""A caret after two letters, then marks in braces or one mark alone."""


def without_tex_marks(line: str) -> str:
    """``line`` without the TeX superscript marks after its names' letters (see the
    module); ``line`` itself where it holds no caret (the cheap gate)."""
    if "^" not in line:
        return line
    return _TEX_MARK.sub("", line)


__all__ = ["without_tex_marks"]
