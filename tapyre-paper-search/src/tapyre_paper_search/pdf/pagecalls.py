"""A page's MuPDF calls that two readers ask of it, made once (speed61).

:func:`~tapyre_paper_search.pdf.pageread.read_page` reads a body page's block tuples
(``extractBLOCKS``) for its blocks, and the mending check
(:func:`~tapyre_paper_search.pdf.pagemend.mended_page`, then
:mod:`~tapyre_paper_search.pdf.dictmend` or :mod:`~tapyre_paper_search.pdf.mendblocks`)
asked for them again; the TeX bitmap fonts (:mod:`.barefonts`), the short
``ToUnicode`` maps (:mod:`.shortcmap`) and a ligature's joined names
(:mod:`.joinednames`) each asked for the page's font list (``get_fonts``).  Each is
a pure read of a page that does not change while it is read, so one answer serves
every reader: :class:`Once` stands for the text page or the page, gives that call's
first answer again (the same list: no reader changes it), and passes every other call
on.  A call that fails is not kept: it is made, and fails,
again, as before.
"""

from __future__ import annotations

from typing import Any


class Once:
    """A PyMuPDF page or text page (``reader``) whose calls named in ``once`` (made with
    no arguments) give their first answer again; every other attribute is the reader's."""

    def __init__(self, reader: Any, *once: str) -> None:
        self._reader = reader
        self._once = frozenset(once)
        self._kept: dict[str, Any] = {}

    def __getattr__(self, name: str) -> Any:
        call = getattr(self._reader, name)
        if name not in self._once:
            return call

        def kept() -> Any:
            if name not in self._kept:
                self._kept[name] = call()  # (not kept where it raises)
            return self._kept[name]

        return kept


__all__ = ["Once"]
