"""Two readings of a PyMuPDF span shared by the modules that mend lines (pure).

A span of a page's dict holds its ``text``; a span of its raw dict holds ``chars``, one
dictionary a character (:func:`raw_text` joins them).  A span's baseline is its
``origin``'s height, or its box's bottom where it has none (:func:`baseline`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def raw_text(span: Mapping[str, Any]) -> str:
    """The text of a raw dict's ``span``: its characters' ``c`` joined (a list, which
    ``str.join`` takes faster than a generator: speed56)."""
    return "".join([str(c.get("c", "")) for c in span.get("chars", ())])


def baseline(span: Mapping[str, Any]) -> float:
    """The height of ``span``'s baseline: its ``origin``'s, else its box's bottom."""
    origin = span.get("origin")
    return float(origin[1]) if origin else float(span.get("bbox", (0, 0, 0, 0))[3])


__all__ = ["baseline", "raw_text"]
