"""A series in brackets opened by an equals sign after a venue (pure):
:func:`without_series`.

German bibliographies name the series a book or proceedings appeared in after its
name, in brackets opened by "=": "In: Proceedings of X. (= Lecture Notes 12) Springer,
105-123.", "In: Tagungsband. (= Schriften zur Geschichte 5) Berlin: Verlag" (some
styles print the brackets empty where the entry has no series: "(= ) Springer").  The
venue read ran on over the series and the publisher after it ("Proceedings of X. (= )
Springer"; refs62).

:func:`without_series` cuts the venue before such a bracket, where a name of three
characters or more stands before it; the bracket must open with "=" (a venue's own
brackets, "Proceedings (ICML)", stay).
"""

from __future__ import annotations

import re

_SERIES = re.compile(r"[.,]?\s*\(\s*=[^)]*\).*$")


def without_series(venue: str) -> str:
    """``venue`` without a series in brackets opened by "=" and what follows it (see the
    module docstring); any other venue as it was."""
    found = _SERIES.search(venue) if "(=" in venue.replace("( ", "(") else None
    if found is None or found.start() < 3:
        return venue
    return venue[: found.start()].rstrip(" ,.")
