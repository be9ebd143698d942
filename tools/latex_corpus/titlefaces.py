"""Title faces with no figures: such a class sets a title that holds a digit in its text
face instead (glyphs53).

``philosophersimprint`` sets its title in Trajan capitals (``trajan.sty``), a face with
no figures: pdflatex writes "Missing character: There is no 2 in font trjnr10!" and the
PDF holds no digit at all ("CeAg2Ge2" prints "CEAGGE", "2^16 Keys" prints "KEYS", a
record's "IL-6" prints "IL-"), while the truth holds the title's digits, so no reader
can give it (glyphs52's t5252 0047).  A title the face cannot print is not set in it:
the class's own switch (``\\PHIM@trajantitlefalse``, its ``notrajantitle`` option) puts
the title in the text face, which prints every character of the truth.  A title with
no digit is set as before, so those papers build as they did.
"""

from __future__ import annotations

# documentclass -> the LaTeX (before \maketitle) that sets the title in a face with figures
_FIGURELESS: dict[str, str] = {
    "philosophersimprint": "\\makeatletter\\PHIM@trajantitlefalse\\makeatother\n",
}
_MAKETITLE = "\\maketitle"


def with_title_figures(source: str, documentclass: str, title: str) -> str:
    """``source`` (a paper in ``documentclass``) with its title set in a face that prints
    figures where ``title`` (the truth's title) holds a digit and the class's title face
    has none; else ``source`` unchanged."""
    switch = _FIGURELESS.get(documentclass)
    if not switch or not any(c.isdigit() for c in title) or _MAKETITLE not in source:
        return source
    return source.replace(_MAKETITLE, switch + _MAKETITLE, 1)


__all__ = ["with_title_figures"]
