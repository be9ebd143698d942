"""Degrees set after a name with no comma, cut off it (pure; bylines60).

Clinical and nursing journals print each author's degrees after the name: with commas
("Ann Lee, MD, MPH") the degrees are pieces of their own, and the readers pass over them;
with none ("Ann Lee MD MPH, Bo Chen PhD") they ran into the name given out.
:func:`without_degrees` cuts a run of degrees (:data:`~.namewords.AFTER_NAME` less the
generational suffixes, which are a name's part: "John Smith Jr.") closing a piece, where
two words or more are left before it and the run is no surname's initials: it holds a
degree in mixed case ("PhD", "MSc", "DPhil"), two degrees or more ("MD MPH"), or the
piece opens with a known given name ("Ann Lee MD").  "Smith MD" and "Lopez Garcia MD"
(a Vancouver surname and its initials) stay as written.  :func:`is_degree` tells a
degree standing alone, a piece cut at a comma after a name ("Ann Lee, MD, PhD").
"""

from __future__ import annotations

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import AFTER_NAME, SUFFIXES

_DEGREES = frozenset(w for w in AFTER_NAME if w.lower() not in SUFFIXES)
"""The degrees of :data:`~.namewords.AFTER_NAME` ("PhD", "MD", "MPH"), no suffix."""
_LEFT = 2
"""The fewest words a name keeps before its degrees."""


def without_degrees(piece: str) -> str:
    """``piece`` without the run of degrees closing it (see the module), else ``piece``."""
    words = piece.split()
    k = len(words)
    while k > _LEFT and words[k - 1].replace(".", "").rstrip(",") in _DEGREES:
        k -= 1
    run = [w.replace(".", "").rstrip(",") for w in words[k:]]
    if not run:
        return piece
    mixed = any(not w.isupper() for w in run)
    if mixed or len(run) >= 2 or is_given_name(words[0]):
        return " ".join(words[:k]).rstrip(",")
    return piece


def is_degree(piece: str) -> bool:
    """Whether ``piece`` is one degree alone ("MD", "Ph.D."), a piece cut at a comma
    after a name ("Ann Lee, MD, PhD"): no piece against the line's names."""
    return piece.replace(".", "").strip() in _DEGREES


__all__ = ["is_degree", "without_degrees"]
