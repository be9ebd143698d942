"""Two ways a page's text is drawn that no train corpus draws (round 67's held-out
drawing orders, each in reading order otherwise), as real producers write them:

``leading-tz``     each block one text object, its text condensed by horizontal
                   scaling (``Tz`` 86 to 95), its lines reached by ``T*`` under the
                   leading ``TL`` (set anew where a line's distance changes), a line
                   starting elsewhere than the one above it moved there by a leading
                   ``TJ`` number, as a typesetter that writes a frame's story as one
                   text object writes it;
``letters-apart``  the names' lines drawn a glyph a text object (``BT``, its font
                   state, an absolute ``Tm``, one glyph, ``ET``), as a tool that
                   positions every glyph of a tracked line writes it.
"""

from __future__ import annotations

import random

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.runs import Line, placed, shown

HELDOUT = ("leading-tz", "letters-apart")
APART = ("names",)


def led_block(lines: list[Line], fonts: Fonts, rng: random.Random) -> list[str]:
    """The operators drawing ``lines`` (one block, top down) as one text object
    condensed by ``Tz`` and moved from line to line by ``T*``."""
    if not lines:
        return []
    scale = rng.choice([86, 88, 90, 92, 95]) / 100
    first = lines[0]
    ops = ["BT", f"{scale * 100:.0f} Tz", f"{first.x:.2f} {first.y:.2f} Td"]
    leading = None
    for above, line in zip([first, *lines], lines, strict=False):
        if line is not first:
            drop = round(above.y - line.y, 2)
            if drop != leading:
                ops.append(f"{drop:.2f} TL")
                leading = drop
            ops.append("T*")
        ops += shown(line, fonts, rng, (line.x - first.x) / scale)
    return [*ops, "100 Tz", "ET"]


def letters_apart(line: Line, fonts: Fonts) -> list[str]:
    """``line`` drawn one glyph a text object, each placed by an absolute ``Tm``."""
    ops: list[str] = []
    for x, state, code in placed(line, fonts):
        ops += ["BT", *state, f"1 0 0 1 {x:.2f} {line.y:.2f} Tm", f"<{code}> Tj", "ET"]
    return ops
