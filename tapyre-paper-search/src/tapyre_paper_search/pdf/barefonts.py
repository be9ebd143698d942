"""Which fonts of a page are TeX's bitmap fonts, asked only where the text calls for it.

:mod:`~tapyre_paper_search.pdf.texcodes` tells which Type 3 fonts are TeX's bitmap
fonts and how their codes read; :class:`~tapyre_paper_search.pdf.texpage.MendedPage`
reads a page in them.  :class:`BareFonts` (one per document) says which fonts of a page
are bare Type 3 fonts, each font object looked at once per document (by xref, whatever
the font is named: a font without ``/Name`` is matched by the "Type3 (N 0 R)" name
MuPDF gives its spans).  A page is asked about only when its text holds a control
character (TeX's ligatures, quotes and dashes below code 32), or a quote or a Latin-1
character where the document already showed a bare font, or (body pages, before one was
shown) a Latin-1 character that T1 reads as another letter inside a word
(:func:`t1_in_word`; or, read from PyMuPDF's words, which drop control characters, at
all), or on a front page a font named without lower-case letters that no earlier page
showed to be an outline font ("CMR10"): most pages cost one scan of their text and no
font lookup, a LaTeX paper's apostrophes one lookup.
"""

from __future__ import annotations

import re
import string
from typing import Any

from tapyre_paper_search.pdf import texcodes

# TeX's codes below 32 (``\\n`` and ``\\t`` aside: PyMuPDF's own line breaks and tabs)
# and T1's letters at 128-159 (C1 controls in Latin-1).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


_READ_AGAIN = re.compile(r"['`\x80-\xff]")


# Either of the two: one scan finds where the first of them can be (most pages hold
# none), and the two searches start there (issue 25, speed39p).  It must stay their
# union: change it with them (tests/test_review127.py checks it over all of Unicode).
_CONTROL_OR_READ = re.compile(r"[\x00-\x08\x0b-\x1f'`\x7f-\xff]")


# A code T1 reads as another letter than Latin-1 does, inside a word: 160-191 (Latin
# Extended-A's lower case: "Wroc\xaaaw" is T1's "Wrocław") between letters, ß at 255
# after one ("Stra\xffe": "Straße").  Latin-1's own signs there (°C, µm, m², 3×4) do
# not sit between letters, and its spacing accents (¨ ¯ ´ ¸: T1's rare ĺ ŕ ť ÿ), which
# TeX's outline fonts set between letters ("F¨arber"), are left out: ordinary pages are
# not looked up for them.
_T1_IN_WORD = re.compile(
    r"[A-Za-z][\xa0-\xa7\xa9-\xae\xb0-\xb3\xb5-\xb7\xb9-\xbf][A-Za-z]|[A-Za-z]\xff"
)


# The codes of :data:`_T1_IN_WORD` alone: searched for first (the regex engine skips to
# them; the whole pattern, opening with a letter, is tried at every letter of a page).
_T1_CODES = re.compile(r"[\xa0-\xa7\xa9-\xae\xb0-\xb3\xb5-\xb7\xb9-\xbf\xff]")


_LETTERS = frozenset(string.ascii_letters)


def t1_in_word(text: str) -> bool:
    """Whether :data:`_T1_IN_WORD` finds a match in ``text``: each of the few codes it
    names is looked at with its neighbours (most pages hold none, a few a "±" or "°")."""
    for found in _T1_CODES.finditer(text):
        at = found.start()
        if (
            at
            and text[at - 1] in _LETTERS
            and (text[at] == "\xff" or text[at + 1 : at + 2] in _LETTERS)
        ):
            return True
    return False


class BareFonts:
    """Which fonts of a document's pages are TeX's bitmap fonts
    (:func:`~tapyre_paper_search.pdf.texcodes.is_bare_type3`), each font object
    looked at once; ``found`` once any page showed one."""

    def __init__(self) -> None:
        self._bare: dict[int, bool] = {}
        self._outline: set[str] = set()  # span names of outline fonts seen (CMR10, ...)
        self.found = False

    def suspects(self, text: str, data: Any = None, *, from_words: bool = False) -> bool:
        """Whether a page whose text is ``text`` (its dict ``data`` when read) may be set
        in a bare font: a control character; or a quote or a Latin-1 character where
        the document showed a bare font, or where a span's font is named like a
        resource ("F38", "Type3 (12 0 R)") and not known from an earlier page as an
        outline font's (pdfTeX's "CMR10"), or, on a page read without its dict, where a
        Latin-1 character T1 reads as another letter is set inside a word ("Straÿe").
        A page read ``from_words`` (PyMuPDF's words, which split at control characters
        and drop them) is suspect wherever the document showed a bare font."""
        if from_words and self.found:
            return True
        first = _CONTROL_OR_READ.search(text)
        if first is None:  # neither a control character nor one read again
            return False
        if _CONTROL.search(text, first.start()):
            return True
        if _READ_AGAIN.search(text, first.start()) is None:
            return False
        if self.found:
            return True
        if data is None:  # a body page's blocks: no fonts to look at
            return t1_in_word(text)
        return any(_resource_like(f) and f not in self._outline for f in _fonts(data))

    def on_page(self, doc: Any, page: Any) -> frozenset[str]:
        """The span names of ``page``'s bare Type 3 fonts (none: an empty set)."""
        try:
            fonts = page.get_fonts()
        except Exception:  # the page's resources cannot be read: read the text as given
            return frozenset()
        names: set[str] = set()
        for xref, _ext, kind, basefont, name, *_ in fonts:
            if kind != "Type3":  # its spans carry its base font's name, subset tag aside
                self._outline.add(basefont.rpartition("+")[2])
                continue
            if xref <= 0:
                continue  # a font written into the resources (xref 0) cannot be looked up
            try:
                bare = self._bare.get(xref)
                if bare is None:
                    bare = self._bare[xref] = texcodes.is_bare_type3(doc, xref)
                if bare:
                    names |= texcodes.span_names(doc, xref, basefont, name)
            except ValueError:  # "bad xref": MuPDF cannot look the font up
                self._bare[xref] = False
        self.found = self.found or bool(names)
        return frozenset(names)


def _fonts(data: Any) -> set[str]:
    return {
        str(span.get("font", ""))
        for block in data.get("blocks", ())
        for line in block.get("lines", ())
        for span in line.get("spans", ())
    }


def _resource_like(font: str) -> bool:
    return font == font.upper() or font.startswith("Type3 (")


__all__ = ["BareFonts", "t1_in_word"]
