"""A font of superior figures: its glyphs are marks drawn raised (pure; latex70).

Some text fonts draw footnote and affiliation marks from a companion font of superior
figures, glyphs designed small and high on the body's baseline: newtx's and newpx's
``ntxsups`` and ``npxsups``, Libertine's ``libertinesups``, an OpenType face's
"Superior" cut.  The mark's span then has the line's size and baseline, and PyMuPDF does
not flag it raised: a title's footnote mark read as text ("… cell migration1"), a
byline's marks as part of the names.  :func:`superior_font` tells such a font by its
name (``…sups`` or ``superior``; cached: a paper has few fonts), and
:func:`~.fontstyle.superscript` reads a span in one as raised.  A font whose name only
holds "sup" ("Superb", "Supreme", a "Supplement" face) is not one.
"""

from __future__ import annotations

import re
from functools import cache

_SUPERIORS = re.compile(r"sups(?![a-z])|superior", re.IGNORECASE)


@cache
def superior_font(font: str) -> bool:
    """Whether ``font`` (a span's font name, subset prefix or not) is a font of superior
    figures (see the module)."""
    return _SUPERIORS.search(font) is not None
