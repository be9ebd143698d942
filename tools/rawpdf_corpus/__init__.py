"""A corpus of papers whose first pages are written as publishers' tools write them.

The content streams are written by hand (``document.py``), not by a typesetter: text
drawn glyph by glyph or in short runs placed by ``TJ`` kerning and ``Td`` moves with no
space character anywhere (word gaps are displacement only), ligature glyphs (fi, fl,
ffi), fonts of a split's font kinds (``fontkinds.py``: simple or ``Type0``, embedded or
not, glyph names or a ``ToUnicode`` map and its faults; ``fonts.py``, ``embedded.py``),
frames drawn in an order unlike reading order (``orders.py``),
letter-spaced and small-capital headings (``Tc``/``Tw``), raised affiliation marks
(``Ts``) and, for some papers, the whole text invisible (render mode 3) over the
page's picture.  ``build.py`` writes a corpus with pdfgen's truth.
"""
